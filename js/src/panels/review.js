// The game review: its progress, the win-chance graph, and the way from mark to mark.
import { h } from "../dom.js";
import { percent } from "../format.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").ReviewView} ReviewView */
/** @typedef {import("../protocol.js").ReviewPoint} ReviewPoint */
/** @typedef {import("../protocol.js").None} None */
/** A point that carries a mark. */
/** @typedef {ReviewPoint & { mark: string }} MarkedPoint */
/** What an SVG element holds: elements, text, and nothing (null, false), alone or in arrays. */
/** @typedef {Node | string | null | false} SvgLeaf */
/** @typedef {SvgLeaf | SvgLeaf[] | SvgLeaf[][]} SvgChild */

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 600;
const HEIGHT = 140;
const LEFT = 40; // room for the axis labels
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 20;

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attributes
 * @param {...SvgChild} children
 */
function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(.../** @type {(Node | string)[]} */ (children.flat(Number.POSITIVE_INFINITY).filter(Boolean)));
  return element;
}

/**
 * The points of the review that carry a mark, in order of the moves.
 * @param {ReviewView | None} review
 */
export function marked(review) {
  return /** @type {MarkedPoint[]} */ ((review?.points ?? []).filter((point) => point.mark));
}

/**
 * The cursor of the mark before or after ``cursor`` (its position, where the move was chosen):
 * every mark, an inaccuracy as a blunder.
 * @param {ReviewView | None} review
 * @param {number} cursor
 * @param {number} direction  forward if positive, else back
 * @returns {number | null}
 */
export function nearestMark(review, cursor, direction) {
  const steps = marked(review).map((point) => point.step);
  if (direction > 0) return steps.find((step) => step > cursor) ?? null;
  return steps.reverse().find((step) => step < cursor) ?? null;
}

/**
 * Player 0's game win chance after each reviewed move, on 0..100%, against the timeline's moves.
 * A point sits at the position after its move; clicking it moves the timeline there.
 * @param {PageView} view
 * @param {ReviewView} review
 */
export function winChart(view, review) {
  const last = Math.max(1, view.history_length - 1);
  const x = (/** @type {number} */ cursor) => LEFT + ((WIDTH - LEFT - RIGHT) * cursor) / last;
  const y = (/** @type {number} */ chance) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - chance);
  const axis = [1, 0.5, 0].map((chance) => [
    svg("line", { x1: LEFT, x2: WIDTH - RIGHT, y1: y(chance), y2: y(chance), class: "tc-chart-grid" }),
    svg("text", { x: LEFT - 4, y: y(chance) + 4, "text-anchor": "end", class: "tc-chart-label" }, percent(chance)),
  ]);
  const points = review.points;
  const path = points.map((point) => `${x(point.step + 1)},${y(point.chance)}`).join(" ");
  const dots = points.map((point) =>
    svg(
      "circle",
      {
        cx: x(point.step + 1),
        cy: y(point.chance),
        r: point.mark ? 5 : 3,
        class: `tc-point${point.mark ? ` tc-${point.mark}` : ""}`,
        "data-tc": "point",
        "data-step": point.step,
        "data-cursor": point.step + 1,
        ...(point.mark ? { "data-mark": point.mark } : {}),
      },
      svg("title", {}, point.title),
    ),
  );
  return svg(
    "svg",
    {
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      class: "tc-winchart",
      "data-tc": "winchart",
      role: "img",
      "aria-label": "player 0's game win chance after each move",
    },
    axis,
    svg("line", { x1: x(view.cursor), x2: x(view.cursor), y1: TOP, y2: HEIGHT - BOTTOM, class: "tc-chart-cursor" }),
    points.length > 1 ? svg("polyline", { points: path, class: "tc-chart-line" }) : null,
    dots,
    svg("text", { x: LEFT, y: HEIGHT - 4, class: "tc-chart-label" }, view.timeline.start),
    svg("text", { x: WIDTH - RIGHT, y: HEIGHT - 4, "text-anchor": "end", class: "tc-chart-label" }, view.timeline.end),
  );
}

/**
 * The mistakes' marks along the timeline, each where its move was chosen.
 * @param {PageView} view
 * @param {ReviewView | None} review
 */
export function timelineMarks(view, review) {
  const points = marked(review);
  if (!points.length) return null;
  const last = Math.max(1, view.history_length - 1);
  return h(
    "div",
    { class: "tc-marks", "data-tc": "marks" },
    points.map(
      (point) =>
        h("span", {
          class: `tc-mark tc-${point.mark}`,
          "data-tc": "mark",
          "data-mark": point.mark,
          role: "img",
          "data-cursor": point.step,
          style: `left:${(100 * point.step) / last}%`,
          title: point.mark_title ?? "",
          "aria-label": point.mark_title ?? "",
        }), // a tick, taller for a bigger mistake: neighbours never run into each other
    ),
  );
}

/** @param {ReviewView} review */
function legend(review) {
  const sizes = Object.entries(review.marks)
    .sort(([, a], [, b]) => a - b)
    .map(([name]) => [h("span", { class: `tc-key tc-${name}`, "aria-hidden": "true" }), `${review.legend[name]} `]);
  return h(
    "p",
    { class: "tc-legend" },
    "Player 0's game win chance after each move, as the player who moved estimated it from what they could see. ",
    "Marks: ",
    sizes,
    review.unmarked,
  );
}

/** @param {ReviewView} review */
function progress(review) {
  if (!review.running) return review.progress ? h("span", {}, review.progress) : null;
  return [
    h("progress", { "data-tc": "review-progress", value: review.done, max: Math.max(1, review.total) }),
    h("span", {}, review.progress),
    h("button", { type: "button", class: "tc-button", "data-tc": "review-cancel" }, "Cancel"),
  ];
}

/**
 * The review section: a button to start one, its progress, the graph and the mark buttons.
 * @param {PageView} view
 * @param {ReviewView | None} review
 */
export function reviewPanel(view, review) {
  const running = Boolean(review?.running);
  // A "find the move" question waits for its answer here: a review would answer it.
  const asking = view.quiz?.open === true;
  const start = h(
    "button",
    {
      type: "button",
      class: "tc-button",
      "data-tc": "review",
      disabled: running || asking || view.history_length < 2,
      title: asking
        ? "the board asks you to find the move: the review waits for your answer"
        : "analyse every move of this line in the background, and mark the mistakes",
    },
    review ? "Review again" : "Review game",
  );
  const jumps = marked(review).length
    ? /** @type {ReviewView} */ (review).jumps.map((jump) =>
        h(
          "button",
          {
            type: "button",
            class: "tc-button",
            "data-tc": jump.direction > 0 ? "next-mark" : "prev-mark",
            title: jump.title,
            disabled: nearestMark(review, view.cursor, jump.direction) == null,
          },
          jump.label,
        ),
      )
    : [];
  return h(
    "div",
    { class: "tc-review", "data-tc": "review-panel" },
    h("div", { class: "tc-buttons" }, start, review ? progress(review) : null, jumps),
    review?.points.length ? [winChart(view, review), legend(review)] : null,
  );
}

/** @type {import("../sections.js").Section} */
export const section = {
  data: ({ view, model }) => [view.cursor, view.history_length, view.quiz?.open, model.get("review_state")],
  build: ({ view, model }) => reviewPanel(view, model.get("review_state")),
};
