import assert from "node:assert/strict";
import { test } from "node:test";
import { fixture, mount, update } from "../page.js";

test("a level picked once the game is over shows as the next game's, in Python's words", () => {
  const { el, model, view, cleanup } = mount("game_over");
  const list = () => el.querySelector('[data-tc="level-1"]');
  const label = () => el.querySelector(".tc-level");
  assert.equal(list().disabled, false);
  assert.equal(label().title, view.seat_levels.title);
  assert.match(label().textContent, /^Opponent /);
  list().value = "club";
  list().dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.deepEqual(model.sent.at(-1), {
    protocol: view.protocol,
    kind: "seat",
    player: 1,
    level: "club",
    cursor: view.cursor,
  });
  const seats = [{ player: 1, current: "random", next: "club", label: "Next game's opponent" }];
  update(model, { seat_levels: { ...fixture("game_over").view_state.seat_levels, seats } });
  assert.equal(list().value, "club");
  assert.match(label().textContent, /^Next game's opponent /);
  cleanup();
});
