import assert from "node:assert/strict";
import { test } from "node:test";
import { card, mount, toldMore, update } from "./page.js";

const panel = (el, name) => el.querySelector(`[data-tc="${name}"]`);
const selected = (el, player) =>
  [...el.querySelectorAll(`[data-hand="${player}"] [data-selected="true"]`)].map((c) => c.dataset.card);

test("an opened game log stays open when a move adds a line", () => {
  const { el, model, view, cleanup } = mount("defend_with_sacrifice");
  assert.equal(panel(el, "log").open, false);
  panel(el, "log").open = true;
  update(model, { log: toldMore(view.log, "player 1 attacks 9"), cursor: view.cursor + 1 });
  assert.equal(panel(el, "log").open, true);
  assert.match(panel(el, "log").textContent, /player 1 attacks 9/);
  cleanup();
});

test("the inspector opens the first time, then stays as the user left it", () => {
  const { el, model, view, cleanup } = mount("decision_seen_by_all");
  assert.equal(panel(el, "inspector").open, true);
  panel(el, "inspector").open = false;
  const next = { ...view.decision, step: view.decision.step + 1 };
  update(model, { decision: next, cursor: view.cursor + 1 });
  assert.equal(panel(el, "inspector").open, false);
  update(model, { decision: null });
  assert.equal(panel(el, "inspector"), null);
  update(model, { decision: view.decision });
  assert.equal(panel(el, "inspector").open, false, "a closed inspector stays closed when it comes back");
  cleanup();
});

test("sections whose data did not change are kept as they are", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads");
  const board = el.querySelector(".tc-track");
  const hand = el.querySelector('[data-hand="0"]');
  update(model, { log: toldMore(view.log, "one more line") });
  assert.equal(el.querySelector(".tc-track"), board);
  assert.equal(el.querySelector('[data-hand="0"]'), hand);
  assert.notEqual(el.querySelector('[data-hand="0"]'), null);
  cleanup();
});

test("a selection is kept while the hand and its choices are the same", () => {
  const { el, model, view, cleanup } = mount("replace_on_the_centre");
  card(el, 0, 1).click();
  card(el, 0, 12).click();
  const told = { round: 1, heading: "Round 1 · 1 move", folded: false, lines: ["player 1 chooses"] };
  update(model, { revision: 7, log: [told] });
  assert.deepEqual(selected(el, 0), ["1", "12"]);
  assert.equal(el.querySelector('[data-tc="play"]').textContent, "Replace 2 cards");
  update(model, { hands: [[1, 3, 5, 5, 6, 7, 12], view.hands[1]] });
  assert.deepEqual(selected(el, 0), []);
  assert.equal(el.querySelector('[data-tc="play"]').textContent, "Keep all cards");
  cleanup();
});

test("a selection is dropped when the choices change", () => {
  const { el, model, view, cleanup } = mount("replace_on_the_centre");
  card(el, 0, 5).click();
  update(model, { choices: { ...view.choices, cap: 2 } });
  assert.deepEqual(selected(el, 0), []);
  cleanup();
});

test("keyboard focus survives a redraw of the section it was in", () => {
  const { el, model, view, cleanup } = mount("replace_on_the_centre");
  card(el, 0, 6).focus();
  card(el, 0, 6).click();
  assert.equal(document.activeElement, card(el, 0, 6), "the rebuilt hand focuses the same card");
  el.querySelector('[data-tc="play"]').focus();
  update(model, { cursor: view.cursor, status: "Round 1: player 0 (you) to choose again" });
  assert.equal(document.activeElement, el.querySelector('[data-tc="play"]'));
  cleanup();
});

test("thinking… goes away when Python answers with the same error as before", () => {
  const { el, model, cleanup } = mount("attack_with_leads", { error: "that click was made on an older board" });
  card(el, 0, 4).click();
  el.querySelector('[data-tc="play"]').click();
  assert.ok(panel(el, "thinking"), "an agent answers a human's move: the page says it is thinking");
  model.fire("change:error"); // the same text again: only the event says Python answered
  assert.equal(panel(el, "thinking"), null);
  cleanup();
});

test("thinking… goes away when only the view's revision changed", () => {
  const { el, model, view, cleanup } = mount("decision_seen_by_all");
  el.querySelector('[data-tc="step"]').click();
  assert.ok(panel(el, "thinking"));
  update(model, { revision: (view.revision ?? 0) + 1 });
  assert.equal(panel(el, "thinking"), null);
  cleanup();
});

test("a slider being dragged is not replaced under the pointer, and is redrawn once let go", () => {
  const { el, model, view, cleanup } = mount("decision_seen_by_all");
  const speed = () => el.querySelector('[data-tc="speed"]');
  const dragged = speed();
  dragged.dispatchEvent(new window.Event("pointerdown", { bubbles: true }));
  const timeline = { ...view.timeline, words: "Python's words for the next move" };
  update(model, { cursor: view.cursor + 1, history_length: view.history_length + 1, timeline });
  assert.equal(speed(), dragged, "autoplay moved on while the user was dragging the speed");
  document.dispatchEvent(new window.Event("pointerup"));
  assert.notEqual(speed(), dragged);
  assert.match(el.querySelector(".tc-timeline").textContent, /Python's words for the next move/);
  cleanup();
});

test("the page writes back the revision of each view it takes in, once", () => {
  const { model, view, cleanup } = mount("attack_with_leads");
  update(model, { revision: view.revision + 1 });
  assert.equal(model.values.seen, view.revision + 1);
  const saves = model.sent.filter((sent) => sent.saved).length;
  model.fire("change:view_state"); // the same view heard again: nothing more to say
  assert.equal(model.sent.filter((sent) => sent.saved).length, saves);
  cleanup();
});
