// The track: YAY goal, the seven T A C O C A T spaces, WOW goal, and the Tacocat.
import { h } from "../dom.js";
import { endsRound } from "../playback.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").RoundResultView} RoundResultView */
/** @typedef {import("../protocol.js").GoalView} GoalView */
/** @typedef {import("../protocol.js").Arrow} Arrow */
/**
 * Where the Tacocat walks from and to: a round's move, or where it stands to there.
 * @typedef {Pick<RoundResultView, "moved_from" | "moved_to">} Move
 */

// The Tacocat, drawn (a font's emoji would look different on every system).
const TOKEN = `<svg viewBox="0 0 40 36" width="34" height="31" aria-hidden="true" focusable="false">
  <path d="M6 14 L8 2 L17 10 Z M34 14 L32 2 L23 10 Z" fill="var(--tc-token)" stroke="var(--tc-token-line)" stroke-width="1.5" stroke-linejoin="round"/>
  <ellipse cx="20" cy="20" rx="15" ry="13" fill="var(--tc-token)" stroke="var(--tc-token-line)" stroke-width="1.5"/>
  <circle cx="14" cy="18" r="2.2" fill="var(--tc-token-line)"/><circle cx="26" cy="18" r="2.2" fill="var(--tc-token-line)"/>
  <path d="M18 24 L22 24 L20 26.5 Z" fill="#e57373"/>
  <path d="M9 23 L2 22 M9 25 L2 27 M31 23 L38 22 M31 25 L38 27" stroke="var(--tc-token-line)" stroke-width="1"/>
</svg>`;

/**
 * @param {PageView} view
 * @param {number} index
 * @param {RoundResultView | null} fresh  the round whose walk is shown, if it moved the Tacocat
 */
function space(view, index, fresh) {
  const info = view.track[index];
  const covered = view.covered.includes(index);
  const here = view.position === index;
  const tiledNow = fresh && covered && fresh.moved_from === index;
  return h(
    "div",
    {
      class: `tc-space${covered ? " tc-tile" : ""}${here ? " tc-here" : ""}${tiledNow ? " tc-tile-new" : ""}`,
      "data-space": index,
      "data-covered": covered,
      title: `${info.name}: ${covered ? "covered by a tile" : info.about}`,
    },
    h("span", { class: "tc-letter" }, info.letter),
    h("span", { class: "tc-number" }, info.number),
    h("span", { class: "tc-arrow" }, arrowMark(info.arrow)),
    here ? token() : null,
  );
}

function token() {
  const node = h("div", { class: "tc-token", "data-tc": "tacocat", role: "img", "aria-label": "the Tacocat" });
  node.innerHTML = TOKEN;
  return node;
}

/**
 * @param {PageView} view
 * @param {GoalView} goal  one of the view's goals
 */
function goal(view, { position, name, player, seat, about }) {
  const here = view.position === position;
  return h(
    "div",
    { class: `tc-goal${here ? " tc-here" : ""}`, "data-goal": position, title: about },
    h("span", { class: "tc-goal-name" }, name),
    h("span", { class: "tc-goal-player" }, `P${player} · ${seat}`),
    here ? token() : null,
  );
}

/**
 * The place (a space or a goal) the Tacocat can stand on at ``position``.
 * @param {HTMLElement} track
 * @param {number} position
 */
function place(track, position) {
  return track.querySelector(`.tc-space[data-space="${position}"], .tc-goal[data-goal="${position}"]`);
}

/**
 * The Tacocat walks from the space it left to where it stands, one space at a time, hopping
 * over the tiled ones between; it carries ``data-space`` once it has arrived.
 * @param {HTMLElement} track
 * @param {Move} moved
 */
function walk(track, moved) {
  const node = track.querySelector('[data-tc="tacocat"]');
  if (!node) return;
  const arrive = () => node.setAttribute("data-space", String(moved.moved_to));
  if (moved.moved_from === moved.moved_to || typeof node.animate !== "function" || !track.isConnected) {
    return arrive();
  }
  const step = moved.moved_to > moved.moved_from ? 1 : -1;
  const end = node.getBoundingClientRect();
  /** @type {Keyframe[]} */
  const frames = [];
  for (let at = moved.moved_from; at !== moved.moved_to + step; at += step) {
    const box = place(track, at)?.getBoundingClientRect();
    if (!box) continue;
    const x = box.left + box.width / 2 - (end.left + end.width / 2);
    frames.push({ transform: `translate(${x}px, 0)` }, { transform: `translate(${x}px, 0)` });
  }
  const hops = frames.length / 2;
  const animation = node.animate(frames, { duration: 450 * hops, easing: "ease-in-out" });
  animation.onfinish = arrive;
  animation.oncancel = arrive;
}

/**
 * The track; ``fresh`` is the round that just ended on the board, whose walk is shown.
 * @param {PageView} view
 * @param {RoundResultView | null} [fresh]
 */
export function board(view, fresh = null) {
  const moved = fresh && fresh.winner != null ? fresh : null;
  const track = h(
    "div",
    {
      class: "tc-track",
      role: "group",
      "aria-label": `the track; the Tacocat is on ${view.place}`,
    },
    goal(view, view.goals[0]),
    view.track.map((_, index) => space(view, index, moved)),
    goal(view, view.goals[1]),
  );
  // Once the track is on the page (after this redraw), the Tacocat can be measured and walked.
  queueMicrotask(() => walk(track, moved ?? { moved_from: view.position, moved_to: view.position }));
  return track;
}

/**
 * Arrow marks: which way each space's arrow points (at the player who replaces first).
 * @param {Arrow} arrow
 */
function arrowMark(arrow) {
  if (arrow === "both") return "⇔";
  return arrow === 0 ? "←" : "→";
}

/**
 * The round that ended in the move just shown (not one that ended before the page opened).
 * @param {PageView} view
 * @param {import("../widget.js").UI} ui
 * @returns {import("../protocol.js").RoundResultView | import("../protocol.js").None}
 */
function justEnded(view, ui) {
  return ui.before && endsRound(ui.before, view) ? view.last_round : null;
}

/** @type {import("../sections.js").Section} */
export const section = {
  data: ({ view, ui }) => [view.track, view.covered, view.position, view.seats, justEnded(view, ui)],
  build: ({ view, ui }) => board(view, justEnded(view, ui)),
};
