import assert from "node:assert/strict";
import { test } from "node:test";
import { canSelect, playLabel, selectionAction } from "../src/selection.js";

const hand = [2, 4, 4, 5, 6, 9];

test("a replace takes any cards up to the cap", () => {
  const labels = ["Keep all cards", "Replace 1 card", "Replace 2 cards"];
  const choices = { kind: "replace", player: 0, cap: 2, hint: "", button: labels[0], labels };
  assert.deepEqual(selectionAction(choices, hand, new Set()), { type: "replace", cards: [] });
  assert.deepEqual(selectionAction(choices, hand, new Set([5, 0])), { type: "replace", cards: [2, 9] });
  assert.equal(selectionAction(choices, hand, new Set([0, 1, 2])), null);
  assert.equal(canSelect(choices, hand, new Set([0, 1]), 3), false);
  assert.equal(canSelect(choices, hand, new Set([0, 1]), 1), true);
  // The play button says Python's label for the count chosen.
  assert.equal(playLabel(choices, { type: "replace", cards: [] }), "Keep all cards");
  assert.equal(playLabel(choices, { type: "replace", cards: [2, 9] }), "Replace 2 cards");
});

test("an attack must match one of the legal leads", () => {
  const leads = [[2], [4], [4, 4], [4, 5, 6], [5], [6], [9]];
  const labels = leads.map((lead) => `Attack with ${lead.join("-")}`);
  const choices = { kind: "attack", player: 0, leads, hint: "", button: "Attack", labels };
  assert.deepEqual(selectionAction(choices, hand, new Set([1, 2])), { type: "attack", cards: [4, 4] });
  assert.deepEqual(selectionAction(choices, hand, new Set([1, 3, 4])), { type: "attack", cards: [4, 5, 6] });
  assert.equal(selectionAction(choices, hand, new Set([0, 5])), null);
  assert.equal(canSelect(choices, hand, new Set([0]), 5), false);
  assert.equal(canSelect(choices, hand, new Set([1]), 3), true);
  assert.equal(playLabel(choices, { type: "attack", cards: [4, 5, 6] }), "Attack with 4-5-6");
  assert.equal(playLabel(choices, null), "Attack");
});

test("a duel or a defence is one allowed card", () => {
  const words = { hint: "", button: "Defend", labels: ["Defend with 5", "Defend with 6", "Defend with 9"] };
  const defend = { kind: "defend", player: 1, against: 5, cards: [5, 6, 9], sacrifice: true, ...words };
  assert.deepEqual(selectionAction(defend, hand, new Set([4])), { type: "defend", card: 6 });
  assert.equal(selectionAction(defend, hand, new Set([0])), null);
  assert.equal(canSelect(defend, hand, new Set(), 0), false);
  assert.equal(playLabel(defend, { type: "defend", card: 6 }), "Defend with 6");
  const duel = { kind: "duel", player: 0, cards: [2, 4, 5, 6, 9] };
  assert.deepEqual(selectionAction(duel, hand, new Set([5])), { type: "duel", card: 9 });
  assert.equal(selectionAction(duel, hand, new Set([4, 5])), null);
});

test("nothing is selectable when it is not the viewer's move", () => {
  assert.equal(selectionAction(null, hand, new Set([0])), null);
  assert.equal(canSelect(null, hand, new Set(), 0), false);
  assert.equal(playLabel(null, null), "Play");
});

test("the current trick pairs each attacking card with its answer", async () => {
  const { currentTrick } = await import("../src/panels/table.js");
  const events = [
    { kind: "duel", player: 0, cards: [9] },
    { kind: "duel", player: 1, cards: [3] },
    { kind: "attack", player: 0, cards: [4, 5, 6] },
    { kind: "defend", player: 1, cards: [7] },
    { kind: "sacrifice", player: 1, cards: [1] },
  ];
  assert.deepEqual(currentTrick(events, [6]), [
    { card: 4, answer: { kind: "defend", card: 7 }, next: false },
    { card: 5, answer: { kind: "sacrifice", card: 1 }, next: false },
    { card: 6, answer: null, next: true },
  ]);
  assert.equal(currentTrick(events.slice(0, 2), []), null);
});
