// The decision inspector: bars of policy, values and visits, the chosen move, sampled hands.
import { h } from "../dom.js";
import { finePercent } from "../format.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").DecisionView} DecisionView */
/** @typedef {import("../protocol.js").DecisionRow} DecisionRow */

/**
 * A table's head: one row of these header cells (the inspector's and the analysis's tables).
 * @param {...(HTMLElement | null)} cells
 */
export function tableHead(...cells) {
  return h("thead", {}, h("tr", {}, ...cells));
}

/**
 * A table cell with a bar of ``share`` and its label (the analysis draws its chances so too).
 * @param {number} share  of the bar, 0..1
 * @param {string | number} label
 */
export function bar(share, label) {
  return h(
    "td",
    { class: "tc-bar-cell" },
    h("span", { class: "tc-bar", style: `width:${Math.max(2, 100 * share)}%` }),
    label,
  );
}

/**
 * Where a value sits on its bar, between the ends Python chose (and names under the table).
 * @param {import("../protocol.js").ValueBars} bars
 * @returns {(value: number) => number}
 */
export function valueScale(bars) {
  const { low, high } = bars;
  return (value) => (high > low ? Math.max(0, Math.min(1, (value - low) / (high - low))) : 1);
}

/**
 * How a value reads: a win chance as a percent, like every chance on the board; a score as the
 * number it is.
 * @param {boolean} chances  the values are chances (Python says: value_bars.percent)
 * @returns {(value: number) => string}
 */
export function valueText(chances) {
  return chances ? finePercent : (value) => value.toFixed(3);
}

/**
 * @param {DecisionRow} entry
 * @param {number} mostVisits
 * @param {(value: number) => number} scale
 * @param {(value: number) => string} text
 */
function row(entry, mostVisits, scale, text) {
  return h(
    "tr",
    {
      class: entry.chosen ? "tc-chosen" : null,
      "data-action": entry.action,
      title: entry.why ? entry.why.join("; ") : null,
    },
    h("td", { class: "tc-action" }, entry.chosen ? "★ " : "", entry.action),
    bar(entry.p, finePercent(entry.p)),
    entry.value == null ? h("td", {}) : bar(scale(entry.value), text(entry.value)),
    entry.visits == null ? h("td", {}) : bar(entry.visits / mostVisits, entry.visits),
  );
}

/** @param {DecisionView} decision */
function worlds(decision) {
  if (!decision.worlds.length) return null;
  return h(
    "div",
    { class: "tc-worlds" },
    h("div", { class: "tc-caption" }, `Hands it imagined for player ${1 - decision.player}:`),
    decision.worlds.map((world) =>
      h("div", { class: "tc-world" }, `${world.opponent_hand.join(" ")} → favours ${world.favours ?? "—"}`),
    ),
  );
}

/**
 * What the decider believed: per card value, the chance the opponent holds one (darker: likelier).
 * @param {DecisionView} decision
 */
function beliefs(decision) {
  if (!decision.beliefs?.length) return null;
  return h(
    "div",
    { class: "tc-beliefs-box" },
    h("div", { class: "tc-caption" }, decision.beliefs_caption),
    h(
      "div",
      { class: "tc-beliefs", "data-tc": "beliefs", role: "list" },
      decision.beliefs.map(({ value, chance }) =>
        h(
          "span",
          {
            class: "tc-belief",
            "data-value": value,
            role: "listitem",
            style: `--tc-chance: ${chance}`,
            title: `${value}: ${finePercent(chance)}`,
            "aria-label": `${value}: ${finePercent(chance)}`,
          },
          h("span", { class: "tc-belief-value" }, value),
          h("span", { class: "tc-belief-chance" }, finePercent(chance)),
        ),
      ),
    ),
  );
}

/**
 * Opens the list up to every move of the decision, or back to the likeliest (a trait Python reads).
 * @param {DecisionView} decision
 * @param {boolean} everyMove
 */
function everyMoveToggle(decision, everyMove) {
  if (!decision.others && !everyMove) return null;
  const words = everyMove
    ? "Show the likeliest moves only"
    : `Show all ${decision.rows.length + decision.others} moves`;
  return h(
    "button",
    { type: "button", class: "tc-button", "data-tc": "every-move", "aria-pressed": String(everyMove) },
    words,
  );
}

/**
 * The decision inspector: open unless the user closed it (``open`` null means not yet asked).
 * @param {PageView} view
 * @param {boolean | null} open
 * @param {boolean} everyMove
 */
export function inspector(view, open, everyMove = false) {
  const decision = view.decision;
  if (!decision) return null;
  const scale = valueScale(decision.value_bars);
  const because = decision.because
    ? Array.isArray(decision.because)
      ? decision.because.join("; ")
      : decision.because
    : null;
  return h(
    "details",
    { class: "tc-inspector", "data-tc": "inspector", open: open ?? true },
    h("summary", {}, decision.title),
    because ? h("div", { class: "tc-because" }, `Why: ${because}`) : null,
    decision.chosen_by
      ? h("div", { class: "tc-caption", "data-tc": "chosen-by" }, `Chosen by ${decision.chosen_by}.`)
      : null,
    decision.iterations ? h("div", { class: "tc-caption" }, `${decision.iterations} search iterations`) : null,
    h("div", { class: "tc-caption", "data-tc": "decision-order" }, decision.order),
    h(
      "table",
      { class: "tc-policy" },
      tableHead(
        h("th", {}, "move"),
        h("th", {}, "policy"),
        h("th", { title: decision.value_title }, decision.value_kind ?? "value"),
        h("th", {}, "visits"),
      ),
      h(
        "tbody",
        {},
        decision.rows.map((entry) =>
          row(
            entry,
            Math.max(1, ...decision.rows.map((r) => r.visits ?? 0)),
            scale,
            valueText(decision.value_bars.percent),
          ),
        ),
      ),
    ),
    h("div", { class: "tc-caption", "data-tc": "value-bars" }, decision.value_bars.words),
    everyMoveToggle(decision, everyMove),
    worlds(decision),
    beliefs(decision),
  );
}

/** @type {import("../sections.js").Section} */
export const section = {
  data: ({ view, model }) => [view.decision, model.get("every_move")],
  build: ({ view, ui, model }) => inspector(view, ui.panels.inspectorOpen, model.get("every_move")),
};
