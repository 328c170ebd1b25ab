// The game log: each round under its heading, the round at the cursor told move by move.
import { h } from "../dom.js";

/** @typedef {import("../protocol.js").PageView} PageView */

/**
 * The game log, open if the user left it open: one entry per round, under its heading, the round
 * at the cursor move by move and each earlier one folded (as Python sent them).
 * @param {PageView} view
 * @param {boolean} open
 */
export function log(view, open) {
  return h(
    "details",
    { class: "tc-log-box", "data-tc": "log", open },
    h("summary", {}, view.log_title),
    h(
      "ol",
      { class: "tc-log", tabindex: 0, "aria-label": view.log_title }, // it scrolls: keys must reach it
      view.log.map((round) =>
        h(
          "li",
          { class: "tc-log-round", "data-round": round.round, "data-folded": round.folded },
          h("span", { class: "tc-log-heading" }, round.heading),
          h(
            "ul",
            {},
            round.lines.map((line) => h("li", {}, line)),
          ),
        ),
      ),
    ),
  );
}

/** @type {import("../sections.js").Section} */
export const section = { data: ({ view }) => view.log, build: ({ view, ui }) => log(view, ui.panels.logOpen) };
