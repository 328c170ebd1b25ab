import assert from "node:assert/strict";
import { test } from "node:test";
import { fixture, mount, update } from "../page.js";

const answer = {
  played: "duel 12",
  chance_played: 0.41,
  best: "duel 6",
  chance_best: 0.53,
  loss: 0.12,
  mark: "mistake",
  verdict:
    "You played duel 12: 41% game win chance. The best move, duel 6, gives 53%: you gave up 12 percentage points (a mistake).",
};

test("the question shows above the board, then Python's verdict; End sends the page's end", () => {
  const { el, model, view, cleanup } = mount("attack_with_leads", {
    view_state: {
      ...fixture("attack_with_leads").view_state,
      quiz: { prompt: "Lead or wait?", heading: "Move 7: Lead or wait?", player: 0, answer: null, open: true },
    },
  });
  const box = el.querySelector('[data-tc="quiz"]');
  assert.match(box.textContent, /^Move 7: Lead or wait\? Choose your move on the board/);
  update(model, {
    quiz: { prompt: "Lead or wait?", heading: "Move 7: Lead or wait?", player: 0, answer, open: false },
  });
  assert.equal(
    el.querySelector('[data-tc="quiz-result"]').textContent,
    `${answer.verdict} Try another move from here, or end.`,
  );
  el.querySelector('[data-tc="quiz-end"]').click();
  assert.deepEqual(model.sent.at(-1), { protocol: view.protocol, kind: "end_quiz" });
  cleanup();
});

test("while the question waits, the board offers no hint, analysis or review; once answered, all", () => {
  const asking = { prompt: "Lead or wait?", heading: "Move 7: Lead or wait?", player: 0, answer: null, open: true };
  const { el, model, cleanup } = mount("attack_with_leads", {
    view_state: { ...fixture("attack_with_leads").view_state, quiz: asking },
  });
  const offered = () => ["hint", "analyse"].filter((tc) => el.querySelector(`[data-tc="${tc}"]`));
  const review = () => el.querySelector('[data-tc="review"]');
  assert.deepEqual(offered(), []);
  assert.equal(review().disabled, true);
  assert.match(review().title, /waits for your answer/);
  update(model, { quiz: { ...asking, answer, open: false } });
  assert.deepEqual(offered(), ["hint", "analyse"]);
  assert.equal(review().disabled, false);
  cleanup();
});
