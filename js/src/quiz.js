// "Find the move": the question asked, and once the move is played, how it compares with the best.
import { h } from "./dom.js";

function percent(chance) {
  return `${Math.round(100 * chance)}%`;
}

/** The verdict on the move played, in words: its win chance against the best move's. */
export function verdict(answer) {
  const played = `You played ${answer.played}: ${percent(answer.chance_played)} game win chance.`;
  if (answer.played === answer.best || answer.loss === 0) return `${played} That is the best move.`;
  const size = answer.mark ? ` (${answer.mark === "inaccuracy" ? "an" : "a"} ${answer.mark})` : "";
  return (
    `${played} The best move, ${answer.best}, gives ${percent(answer.chance_best)}: ` +
    `you gave up ${percent(answer.loss)}${size}.`
  );
}

export function quizBox(quiz) {
  if (!quiz) return null;
  const answered = quiz.answer !== null;
  return h(
    "div",
    { class: "tc-quiz", "data-tc": "quiz", "data-answered": String(answered), role: "status" },
    h("strong", {}, quiz.prompt),
    " ",
    answered
      ? h("span", { "data-tc": "quiz-result" }, verdict(quiz.answer), " Try another move from here, or end.")
      : h("span", {}, "Choose your move on the board."),
    h("button", { type: "button", class: "tc-button", "data-tc": "quiz-end" }, "End"),
  );
}
