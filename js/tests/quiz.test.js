import assert from "node:assert/strict";
import { test } from "node:test";
import { fixture, mount, update } from "./page.js";

const answer = {
  played: "duel 12",
  chance_played: 0.41,
  best: "duel 6",
  chance_best: 0.53,
  loss: 0.12,
  mark: "mistake",
  verdict: "You played duel 12: 41% game win chance. The best move, duel 6, gives 53%: you gave up 12% (a mistake).",
};

test("the question shows above the board, then Python's verdict; End sends the page's end", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads", {
    view_state: {
      ...fixture("attack_with_leads").view_state,
      quiz: { prompt: "Lead or wait?", player: 0, answer: null },
    },
  });
  const box = el.querySelector('[data-tc="quiz"]');
  assert.match(box.textContent, /Lead or wait\? Choose your move on the board/);
  update(model, { quiz: { prompt: "Lead or wait?", player: 0, answer } });
  assert.equal(
    el.querySelector('[data-tc="quiz-result"]').textContent,
    `${answer.verdict} Try another move from here, or end.`,
  );
  el.querySelector('[data-tc="quiz-end"]').click();
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "end_quiz" });
  cleanup();
});
