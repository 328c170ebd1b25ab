// Shared by the page's tests: a DOM, a fake anywidget model, and the fixtures Python wrote.
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";

const dom = new JSDOM("<!doctype html><body></body>");
globalThis.window = dom.window;
globalThis.document = dom.window.document;
globalThis.Node = dom.window.Node;

const widget = (await import("../src/widget.js")).default;

/**
 * The synced traits of a real widget in one situation of play, written by
 * tests/page/test_fixtures.py (rewrite them with `pytest --update-fixtures`).
 */
export function fixture(name) {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), "utf8"));
}

/** An anywidget model holding ``values``: it records what the page sends and saves. */
export function fakeModel(values) {
  const handlers = {};
  const sent = [];
  return {
    sent,
    values,
    get: (name) => values[name],
    set: (name, value) => {
      values[name] = value;
    },
    save_changes: () => sent.push({ saved: { ...values } }),
    on: (event, handler) => {
      handlers[event] = [...(handlers[event] ?? []), handler];
    },
    off: (event, handler) => {
      handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler);
    },
    send: (message) => sent.push(message),
    fire: (event) => {
      for (const handler of handlers[event] ?? []) handler();
    },
  };
}

/** Render the page for a fixture's traits (``overrides`` replace some of them). */
export function mount(name, overrides = {}) {
  const model = fakeModel({ ...fixture(name), ...overrides });
  const el = document.createElement("div");
  document.body.append(el);
  const cleanup = widget.render({ model, el });
  return { model, el, cleanup, view: model.values.view_state };
}

/** Python syncs ``changes`` to the view: the page sees the new view_state as one change. */
export function update(model, changes) {
  model.values.view_state = { ...model.values.view_state, ...changes };
  model.fire("change:view_state");
}

/** The card with this value in this hand. */
export function card(el, player, value) {
  return el.querySelector(`[data-hand="${player}"] [data-card="${value}"]`);
}

/** The game log with ``line`` told last, in its last round. */
export function toldMore(log, line) {
  const last = log[log.length - 1];
  return [...log.slice(0, -1), { ...last, lines: [...last.lines, line] }];
}
