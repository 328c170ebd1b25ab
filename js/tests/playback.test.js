import assert from "node:assert/strict";
import { test } from "node:test";
import { beats, ROUND_END_BEATS } from "../src/playback.js";
import { fixture } from "./page.js";

/** A played-back answer's boards in order: the one clicked on, its frames, the view it ends on. */
function boards(answer, before) {
  return [before, ...answer.frames.map((frame) => ({ ...answer, ...frame })), answer];
}

/** The beats each played-back board stays before the next (the last stays: none). */
function beatsOf(shown) {
  return shown.slice(1, -1).map((current, i) => beats(shown[i], current, shown[i + 2]));
}

test("a round's end stays right after the round's last move, before the next round's moves", () => {
  const answer = fixture("agents_answer_a_click").view_state;
  // The click was made in round 2; the agent's defence ended it, and it replaces first in round 3.
  const [attack, roundsEnd] = answer.frames;
  const clicked = { ...answer, cursor: answer.played_from, last_round: attack.last_round, round: attack.round };
  assert.equal(roundsEnd.round, attack.round + 1);
  assert.deepEqual(beatsOf(boards(answer, clicked)), [3, ROUND_END_BEATS]);
});

test("a board that still shows the last round's result, after the player moved, stays one beat", () => {
  const answer = fixture("a_replace_after_a_tie").view_state;
  const [sealed] = answer.frames;
  const tie = { ...answer, ...sealed, cursor: answer.played_from };
  assert.equal(sealed.events.length, 0, "the face-down replace leaves the tie on the table");
  assert.deepEqual(beatsOf(boards(answer, tie)), [1]);
});

test("a round ended by the player's own move stays as long, before the agents answer", () => {
  const answer = fixture("agents_answer_a_click").view_state;
  const roundsEnd = { ...answer, ...answer.frames[1] };
  const before = { ...answer, ...answer.frames[0] };
  assert.equal(beats(before, roundsEnd, answer), ROUND_END_BEATS);
  assert.equal(beats(roundsEnd, answer, answer), 1, "and the next round's moves one beat each");
});
