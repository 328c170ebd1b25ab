import assert from "node:assert/strict";
import { test } from "node:test";
import { mount } from "../page.js";

const log = (el) => el.querySelector('[data-tc="log"]');
const rounds = (el) => [...log(el).querySelectorAll(".tc-log-round")];
const lines = (round) => [...round.querySelectorAll("ul > li")].map((line) => line.textContent);

test("the log lists each round under its heading: earlier rounds folded, the one at the cursor move by move", () => {
  const { el, view, cleanup } = mount("attack_with_leads");
  assert.equal(log(el).querySelector("summary").textContent, "Game log (28 moves)");
  assert.deepEqual(
    rounds(el).map((round) => round.querySelector(".tc-log-heading").textContent),
    ["Round 1 · 12 moves", "Round 2 · 10 moves", "Round 3 · 6 moves"],
  );
  assert.deepEqual(
    rounds(el).map((round) => [round.dataset.round, round.dataset.folded]),
    [
      ["1", "true"],
      ["2", "true"],
      ["3", undefined],
    ],
  );
  const [first, , now] = rounds(el);
  assert.deepEqual(lines(first), view.log[0].lines);
  assert.match(lines(first).at(-1), /^round 1: showdown /, "a folded round ends on its result");
  assert.deepEqual(lines(now), view.log[2].lines, "the round at the cursor, line by line");
  cleanup();
});

test("a round's last move stays in its round: the next lists only its own, and the counts add up to the moves", () => {
  const { el, view, cleanup } = mount("agents_answer_a_click", { speed: 0 }); // round 3 has just begun
  const [, ended, now] = rounds(el);
  assert.equal(lines(ended).length, 1, "round 2 folded to its result, its last move in it");
  assert.match(lines(ended)[0], /^round 2: showdown /);
  assert.deepEqual(lines(now), ["player 1 replaces 6 7 7 8"], "round 3 holds only its first move");
  // The summary counts the moves played, which a round folding keeps: each round says its own.
  const headings = rounds(el).map((round) => round.querySelector(".tc-log-heading").textContent);
  assert.deepEqual(headings, ["Round 1 · 13 moves", "Round 2 · 12 moves", "Round 3 · 1 move"]);
  assert.equal(log(el).querySelector("summary").textContent, `Game log (${view.cursor} moves)`);
  cleanup();
});
