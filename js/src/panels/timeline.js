// The timeline: the replay button, where the cursor stands, and the move slider with the
// review's marks under it; the line list below when the game has more than one line.
import { h } from "../dom.js";
import { lineChoice } from "./lines.js";
import { askedIn } from "./questions.js";
import { marked, timelineMarks } from "./review.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").ReviewView} ReviewView */
/** @typedef {import("../protocol.js").None} None */
/** @typedef {import("./lines.js").LineEdit} LineEdit */

/**
 * @param {PageView} view
 * @param {boolean} [replaying]
 * @param {LineEdit} [lineEdit]
 * @param {ReviewView | None} [review]
 */
export function timeline(view, replaying = false, lineEdit = {}, review = null) {
  return h(
    "div",
    { class: "tc-timeline" },
    h(
      "div",
      { class: "tc-timeline-moves" },
      h(
        "button",
        {
          type: "button",
          class: "tc-button",
          "data-tc": "replay",
          "aria-pressed": String(replaying),
          title: "walk through the game move by move, at the speed below (the game does not change)",
          disabled: view.history_length < 2,
        },
        replaying ? "Stop replay" : "Replay",
      ),
      h("span", {}, view.timeline.words),
      h(
        "div",
        { class: "tc-slider" },
        h("input", {
          type: "range",
          "data-tc": "timeline",
          min: 0,
          max: view.history_length - 1,
          value: view.cursor,
          "aria-label": "timeline",
        }),
        timelineMarks(view, review), // under the slider, each mark where its move was chosen
      ),
    ),
    view.lines.length > 1 ? lineChoice(view, lineEdit) : null,
  );
}

/** @type {import("../sections.js").Section} */
export const section = {
  data: ({ view, ui, model }) => [
    [view.cursor, view.history_length, ui.replaying, view.line, view.lines, askedIn(ui.asking, "lines")],
    [ui.renaming, marked(model.get("review_state"))],
  ],
  build: ({ view, ui, model }) =>
    timeline(
      view,
      ui.replaying,
      { asking: askedIn(ui.asking, "lines"), renaming: ui.renaming },
      model.get("review_state"),
    ),
};
