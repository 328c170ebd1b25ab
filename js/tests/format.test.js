import assert from "node:assert/strict";
import { test } from "node:test";
import { canSelect, choiceHint, counted, playLabel, selectionAction } from "../src/format.js";

const hand = [2, 4, 4, 5, 6, 9];

test("a replace takes any cards up to the cap", () => {
  const choices = { kind: "replace", player: 0, cap: 2 };
  assert.deepEqual(selectionAction(choices, hand, new Set()), { type: "replace", cards: [] });
  assert.deepEqual(selectionAction(choices, hand, new Set([5, 0])), { type: "replace", cards: [2, 9] });
  assert.equal(selectionAction(choices, hand, new Set([0, 1, 2])), null);
  assert.equal(canSelect(choices, hand, new Set([0, 1]), 3), false);
  assert.equal(canSelect(choices, hand, new Set([0, 1]), 1), true);
  assert.equal(playLabel(choices, { type: "replace", cards: [] }), "Keep all cards");
  assert.equal(playLabel(choices, { type: "replace", cards: [2, 9] }), "Replace 2 cards");
});

test("an attack must match one of the legal leads", () => {
  const choices = { kind: "attack", player: 0, leads: [[2], [4], [4, 4], [4, 5, 6], [5], [6], [9]] };
  assert.deepEqual(selectionAction(choices, hand, new Set([1, 2])), { type: "attack", cards: [4, 4] });
  assert.deepEqual(selectionAction(choices, hand, new Set([1, 3, 4])), { type: "attack", cards: [4, 5, 6] });
  assert.equal(selectionAction(choices, hand, new Set([0, 5])), null);
  assert.equal(canSelect(choices, hand, new Set([0]), 5), false);
  assert.equal(canSelect(choices, hand, new Set([1]), 3), true);
});

test("a duel or a defence is one allowed card", () => {
  const defend = { kind: "defend", player: 1, against: 5, cards: [5, 6, 9], sacrifice: true };
  assert.deepEqual(selectionAction(defend, hand, new Set([4])), { type: "defend", card: 6 });
  assert.equal(selectionAction(defend, hand, new Set([0])), null);
  assert.equal(canSelect(defend, hand, new Set(), 0), false);
  assert.match(choiceHint(defend), /sacrifice/);
  const duel = { kind: "duel", player: 0, cards: [2, 4, 5, 6, 9] };
  assert.deepEqual(selectionAction(duel, hand, new Set([5])), { type: "duel", card: 9 });
  assert.equal(selectionAction(duel, hand, new Set([4, 5])), null);
});

test("nothing is selectable when it is not the viewer's move", () => {
  assert.equal(selectionAction(null, hand, new Set([0])), null);
  assert.equal(canSelect(null, hand, new Set(), 0), false);
  assert.equal(choiceHint(null), "");
});

test("the current trick pairs each attacking card with its answer", async () => {
  const { currentTrick } = await import("../src/table.js");
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

test("counts read as words, singular for one", () => {
  assert.equal(counted(1, "line"), "1 line");
  assert.equal(counted(0, "card"), "0 cards");
  assert.equal(counted(3, "card"), "3 cards");
});
