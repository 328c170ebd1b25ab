// The planner's analysis of a position: each move's win chance, how sure, the best and the played.
import { h } from "../dom.js";
import { finePercent } from "../format.js";
import { bar, tableHead } from "./inspector.js";

/** @typedef {import("../protocol.js").AnalysisView} AnalysisView */
/** @typedef {import("../protocol.js").None} None */

/**
 * The analysis of the position at the cursor: every move's win chance, the best and the played.
 * Where the page may move for the player analysed, each other move can be played out from its row.
 * @param {AnalysisView | None} analysis
 * @param {boolean} [playable]
 */
export function analysisPanel(analysis, playable = false) {
  if (!analysis) return null;
  return h(
    "details",
    { class: "tc-analysis", "data-tc": "analysis", open: true },
    h("summary", {}, analysis.title),
    h("div", { class: "tc-caption" }, analysis.caption),
    h("div", { class: "tc-caption", "data-tc": "analysis-key" }, analysis.key),
    h(
      "table",
      { class: "tc-policy" },
      tableHead(
        h("th", {}, "move"),
        h("th", { title: analysis.value_title }, analysis.value_kind),
        h("th", {}, analysis.interval_title),
        h("th", {}, h("span", { class: "tc-unseen" }, "note")), // named for screen readers only
        playable ? h("th", {}, h("span", { class: "tc-unseen" }, "play it")) : null,
      ),
      h(
        "tbody",
        {},
        analysis.rows.map((move, row) =>
          h(
            "tr",
            { class: move.best ? "tc-chosen" : null, "data-action": move.action, "data-played": move.played },
            h("td", {}, move.best ? "★ " : "", move.played ? "▶ " : "", move.action),
            bar(move.win_chance, finePercent(move.win_chance)),
            h("td", {}, move.sure),
            h("td", { "data-tc": "analysis-note" }, move.note ?? ""),
            playable
              ? h(
                  "td",
                  {},
                  move.played
                    ? null
                    : h(
                        "button",
                        {
                          type: "button",
                          class: "tc-button tc-small",
                          "data-tc": "play-move",
                          "data-row": row,
                          title: `play ${move.action} from here, as a new line`,
                        },
                        "Play",
                      ),
                )
              : null,
          ),
        ),
      ),
    ),
    analysis.others
      ? h("div", { class: "tc-caption" }, `and ${analysis.others} more moves (w.analyse() lists all)`)
      : null,
  );
}

/** @type {import("../sections.js").Section} */
export const section = {
  data: ({ view }) => [view.analysis, view.choices?.player],
  build: ({ view }) =>
    analysisPanel(view.analysis, view.choices != null && view.choices.player === view.analysis?.player),
};
