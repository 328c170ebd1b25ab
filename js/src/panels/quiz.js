// "Find the move": the question asked, and once the move is played, Python's verdict on it.
import { h } from "../dom.js";

/** @typedef {import("../protocol.js").QuizAnswer} QuizAnswer */
/** @typedef {import("../protocol.js").QuizView} QuizView */
/** @typedef {import("../protocol.js").None} None */

/** @param {QuizView | None} quiz */
export function quizBox(quiz) {
  if (!quiz) return null;
  const answered = quiz.answer != null;
  return h(
    "div",
    { class: "tc-quiz", "data-tc": "quiz", "data-answered": String(answered), role: "status" },
    h("strong", {}, quiz.heading),
    " ",
    answered
      ? h(
          "span",
          { "data-tc": "quiz-result" },
          /** @type {QuizAnswer} */ (quiz.answer).verdict,
          " Try another move from here, or end.",
        )
      : h("span", {}, "Choose your move on the board."),
    h("button", { type: "button", class: "tc-button", "data-tc": "quiz-end" }, "End"),
  );
}

/** @type {import("../sections.js").Section} */
export const section = { data: ({ view }) => view.quiz, build: ({ view }) => quizBox(view.quiz) };
