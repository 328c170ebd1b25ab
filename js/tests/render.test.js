import assert from "node:assert/strict";
import { test } from "node:test";
import { JSDOM } from "jsdom";

const dom = new JSDOM("<!doctype html><body></body>");
globalThis.window = dom.window;
globalThis.document = dom.window.document;
globalThis.Node = dom.window.Node;

const { draw } = await import("../src/widget.js");
const widget = (await import("../src/widget.js")).default;

function fakeModel(values) {
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
    handlers,
  };
}

function viewState(overrides = {}) {
  return {
    protocol: 1,
    viewer: 0,
    seats: ["human", "random"],
    humans: [true, false],
    phase: "attack",
    to_move: 0,
    round: 2,
    position: 4,
    covered: [3],
    winner: null,
    attacker: 0,
    pending: [],
    draw_pile_size: 20,
    replaced: [1, 1],
    events: [{ kind: "replace", player: 0, cards: [3] }],
    trick_lost: false,
    last_round: { number: 1, showdown: [2, 5], winner: 1, moved_from: 3, moved_to: 4 },
    hands: [[4, 5, 6, 9], null],
    hand_sizes: [4, 4],
    sealed: null,
    player0_has_chosen: false,
    track: "TACOCAT"
      .split("")
      .map((letter, i) => ({ letter, number: [4, 5, 6, 7, 6, 5, 4][i], arrow: i < 3 ? 1 : i === 3 ? "both" : 0 })),
    choices: { kind: "attack", player: 0, leads: [[4], [5], [6], [9], [4, 5, 6]] },
    status: "Round 2: player 0 (you) to lead an attack",
    cursor: 12,
    history_length: 13,
    log: ["player 0 attacks first"],
    ...overrides,
  };
}

function mount(values) {
  const model = fakeModel({ error: "", cover_between_turns: false, cursor: 12, ...values });
  const el = document.createElement("div");
  document.body.append(el);
  const cleanup = widget.render({ model, el });
  return { model, el, cleanup };
}

test("the board carries the page hooks", () => {
  const { el, cleanup } = mount({ view_state: viewState() });
  assert.equal(el.querySelectorAll("[data-space]").length, 7);
  assert.equal(el.querySelector('[data-space="3"]').dataset.covered, "true");
  assert.ok(el.querySelector('[data-space="4"] [data-tc="tacocat"]'));
  assert.deepEqual(
    [...el.querySelectorAll('[data-hand="0"] [data-card]')].map((c) => c.dataset.card),
    ["4", "5", "6", "9"],
  );
  assert.deepEqual(
    [...el.querySelectorAll('[data-hand="1"] [data-card]')].map((c) => c.dataset.card),
    ["?", "?", "?", "?"],
  );
  assert.match(el.querySelector('[data-tc="phase"]').textContent, /lead an attack/);
  assert.equal(el.querySelector('[data-tc="timeline"]').value, "12");
  cleanup();
  assert.equal(el.children.length, 0);
});

test("selecting cards then play sends the attack for the current cursor", () => {
  const { el, model, cleanup } = mount({ view_state: viewState() });
  const card = (value) => el.querySelector(`[data-hand="0"] [data-card="${value}"]`);
  assert.equal(card(9).dataset.disabled, "false");
  card(4).click();
  assert.equal(card(4).dataset.selected, "true");
  assert.equal(card(9).dataset.disabled, "true"); // 4 and 9 make no lead together
  card(5).click();
  card(6).click();
  el.querySelector('[data-tc="play"]').click();
  assert.deepEqual(model.sent.at(-1), {
    protocol: 1,
    kind: "play",
    action: { type: "attack", cards: [4, 5, 6] },
    cursor: 12,
  });
  cleanup();
});

test("errors show in the page, and keys stay out of the notebook", () => {
  const { el, model, cleanup } = mount({ view_state: viewState(), error: "that click was made on an older board" });
  assert.match(el.querySelector('[data-tc="error"]').textContent, /older board/);
  let reachedNotebook = false;
  el.addEventListener("keydown", () => (reachedNotebook = true));
  el.querySelector(".tc-root").dispatchEvent(new window.KeyboardEvent("keydown", { key: "a", bubbles: true }));
  assert.equal(reachedNotebook, false);
  model.values.error = "";
  model.fire("change:error");
  assert.equal(el.querySelector('[data-tc="error"]').hidden, true);
  cleanup();
});

test("the timeline sets the cursor and the defend phase offers a sacrifice", () => {
  const view = viewState({
    phase: "defend",
    to_move: 0,
    attacker: 1,
    pending: [7],
    choices: { kind: "defend", player: 0, against: 7, cards: [9], sacrifice: true },
  });
  const { el, model, cleanup } = mount({ view_state: view });
  const slider = el.querySelector('[data-tc="timeline"]');
  slider.value = "3";
  slider.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.equal(model.values.cursor, 3);
  el.querySelector('[data-tc="sacrifice"]').click();
  assert.deepEqual(model.sent.at(-1).action, { type: "sacrifice" });
  assert.equal(el.querySelector('[data-hand="0"] [data-card="4"]').dataset.disabled, "true");
  cleanup();
});

test("a page from another protocol says so instead of drawing", () => {
  const root = document.createElement("div");
  draw(root, fakeModel({ view_state: { protocol: 99 } }), { selected: new Set() });
  assert.match(root.textContent, /protocol/);
});

test("hot seat: the next player's hand stays covered until they click", () => {
  const view = viewState({
    viewer: 1,
    humans: [true, true],
    hands: [null, [3, 8, 10, 12]],
    choices: null,
    to_move: 1,
    phase: "duel",
  });
  const { el, cleanup } = mount({ view_state: view, cover_between_turns: true });
  const shown = () => [...el.querySelectorAll('[data-hand="1"] [data-card]')].map((c) => c.dataset.card);
  assert.deepEqual(shown(), ["?", "?", "?", "?"]);
  el.querySelector('[data-tc="reveal"]').click();
  assert.deepEqual(shown(), ["3", "8", "10", "12"]);
  assert.equal(el.querySelector('[data-tc="reveal"]'), null);
  cleanup();
});

test("the inspector shows the decision's bars and marks the chosen move", () => {
  const decision = {
    step: 4,
    player: 1,
    seat: "ismcts",
    action: "duel 9",
    iterations: 200,
    others: 2,
    because: null,
    rows: [
      { action: "duel 9", p: 0.6, value: 0.61, visits: 120, chosen: true, why: null },
      { action: "duel 4", p: 0.3, value: 0.52, visits: 60, chosen: false, why: null },
    ],
    worlds: [{ opponent_hand: [1, 5, 8], favours: "duel 9", value: 0.6 }],
  };
  const { el, cleanup } = mount({
    view_state: viewState({
      viewer: "all",
      decision,
      hands: [
        [4, 5, 6, 9],
        [2, 3, 7, 8],
      ],
    }),
  });
  const inspector = el.querySelector('[data-tc="inspector"]');
  assert.match(inspector.querySelector(".tc-chosen").textContent, /★ duel 9/);
  assert.equal(inspector.querySelectorAll("tbody tr").length, 2);
  assert.match(inspector.textContent, /1 5 8 → favours duel 9/);
  assert.match(inspector.textContent, /200 search iterations/);
  cleanup();
});

test("autoplay steps the agent to move after the chosen pause, and shows it thinking", async () => {
  const view = viewState({ to_move: 1, choices: null, humans: [true, false] });
  const { el, model, cleanup } = mount({ view_state: view, autoplay: true, speed: 0.01 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(model.sent.at(-1), { protocol: 1, kind: "step", cursor: 12 });
  assert.ok(el.querySelector('[data-tc="thinking"]'));
  model.values.autoplay = false;
  cleanup();
});

test("the hint button asks Python, and the answer shows in the page", () => {
  const { el, model, cleanup } = mount({ view_state: viewState() });
  el.querySelector('[data-tc="hint"]').click();
  assert.deepEqual(model.sent.at(-1), { protocol: 1, kind: "hint", cursor: 12 });
  model.values.hint = { cursor: 12, action: "attack 9", because: ["leads 9"], alternatives: [] };
  model.fire("change:hint");
  assert.match(el.querySelector('[data-tc="hint-text"]').textContent, /attack 9: leads 9/);
  cleanup();
});

test("the speed slider sets the seconds between agent moves", () => {
  const view = viewState({ to_move: 1, choices: null, humans: [true, false] });
  const { el, model, cleanup } = mount({ view_state: view, autoplay: false, speed: 0.6 });
  const slider = el.querySelector('[data-tc="speed"]');
  slider.value = "1.5";
  slider.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.equal(model.values.speed, 1.5);
  cleanup();
});
