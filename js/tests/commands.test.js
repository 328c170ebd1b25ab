import assert from "node:assert/strict";
import { test } from "node:test";
import { message, PROTOCOL, pageAction } from "../src/commands.js";
import { fixture } from "./page.js";

test("the page speaks the protocol version Python wrote into its views", () => {
  assert.equal(fixture("attack_with_leads").view_state.protocol, PROTOCOL);
});

test("every message carries the protocol and its kind, and the board it was made on", () => {
  const attack = pageAction("attack", [8, 8]);
  const play = message("play", { action: attack, cursor: 4 });
  assert.deepEqual(play, { protocol: PROTOCOL, kind: "play", action: attack, cursor: 4 });
  assert.deepEqual(message("run", { until: "round", cursor: 4 }), {
    protocol: PROTOCOL,
    kind: "run",
    until: "round",
    cursor: 4,
  });
  assert.deepEqual(message("new_game", {}), { protocol: PROTOCOL, kind: "new_game" });
});

test("actions take the engine's shapes: one card for a duel or a defence, none for a sacrifice", () => {
  assert.deepEqual(pageAction("replace", []), { type: "replace", cards: [] });
  assert.deepEqual(pageAction("duel", [9]), { type: "duel", card: 9 });
  assert.deepEqual(pageAction("defend", [7]), { type: "defend", card: 7 });
  assert.deepEqual(pageAction("sacrifice"), { type: "sacrifice" });
});
