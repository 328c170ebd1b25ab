// Both hands: the viewer's face up and selectable, the other face down with its count.
import { h } from "../dom.js";
import { canSelect } from "../selection.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").None} None */

/**
 * What a hand draws from besides the view: the selection, whether the hands are covered, and the
 * marks (the hands shown before, to mark the cards just drawn; the cards the hint would play).
 * @typedef {object} HandUi
 * @property {Set<number>} selected  indexes into the hand choosing
 * @property {boolean} coverUp
 * @property {(number[] | None)[] | null} [drawnFrom]  per player, the hand before the replace, or null
 * @property {number[]} [hinted]
 */

/**
 * Take `cards` out of `from` once each (a multiset difference); what is left.
 * @param {number[]} from
 * @param {number[]} cards
 * @returns {number[]}
 */
function without(from, cards) {
  const left = [...from];
  for (const card of cards) {
    const at = left.indexOf(card);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/**
 * Per card of the hand, whether it was just drawn: the cards the hand holds now that it did
 * not hold on the board shown before (the same round, the player's replace in between).
 * @param {number[]} hand
 * @param {number[] | null | undefined} before
 * @returns {boolean[]}
 */
export function justDrawn(hand, before) {
  if (!before) return hand.map(() => false);
  let fresh = without(hand, before);
  return hand.map((value) => {
    const drawn = fresh.includes(value);
    if (drawn) fresh = without(fresh, [value]);
    return drawn;
  });
}

/**
 * A card's face: its value in the corners (drawn by CSS) and the centre, its colour by value.
 * @param {number} value
 */
export function cardFace(value) {
  return { "data-card": value, style: `--tc-value: ${value}`, "aria-label": `card ${value}` };
}

/**
 * @param {PageView} view
 * @param {number} player  one whose hand the view shows
 * @param {HandUi} ui
 */
function faceUp(view, player, ui) {
  const hand = /** @type {number[]} */ (view.hands[player]);
  const mine = view.choices && view.choices.player === player;
  const drawn = justDrawn(hand, ui.drawnFrom?.[player]);
  const hinted = [...(ui.hinted ?? [])];
  return hand.map((value, index) => {
    const selectable = mine && canSelect(view.choices, hand, ui.selected, index);
    const hint = hinted.includes(value);
    if (hint) hinted.splice(hinted.indexOf(value), 1);
    return h(
      "button",
      {
        class: "tc-card tc-face",
        type: "button",
        ...cardFace(value),
        "data-index": index,
        "data-selected": mine && ui.selected.has(index),
        "data-disabled": selectable ? "false" : "true",
        "data-new": drawn[index],
        "data-hinted": hint,
        "aria-pressed": mine ? String(ui.selected.has(index)) : null,
        "aria-label": `card ${value}${drawn[index] ? ", just drawn" : ""}${hint ? ", the hint's choice" : ""}`,
        tabindex: selectable ? 0 : -1,
      },
      value,
    );
  });
}

/** @param {number} count */
function faceDown(count) {
  return Array.from({ length: count }, () =>
    h("div", { class: "tc-card tc-back", "data-card": "?", role: "img", "aria-label": "a face-down card" }),
  );
}

/**
 * @param {PageView} view
 * @param {number} player
 * @param {HandUi} ui
 */
export function hand(view, player, ui) {
  // At the game's end both last cards lie face up in the showdown, not in the hands.
  const over = view.phase === "over" && view.last_round != null;
  const visible = view.hands[player] != null && !ui.coverUp;
  const label = view.hand_labels[player];
  const choosing = view.choices && view.choices.player === player && !ui.coverUp;
  return h(
    "div",
    { class: `tc-hand${choosing ? " tc-choosing" : ""}`, "data-hand": player, role: "group", "aria-label": label },
    h("div", { class: "tc-hand-label" }, label),
    h("div", { class: "tc-cards" }, over ? [] : visible ? faceUp(view, player, ui) : faceDown(view.hand_sizes[player])),
  );
}

/**
 * The cover between two humans' turns: a button that shows the hands to the player to move.
 * @param {PageView} view
 * @param {boolean} coverUp  the hands are covered
 */
export function reveal(view, coverUp) {
  if (!coverUp) return null;
  return h("button", { type: "button", class: "tc-button tc-cover", "data-tc": "reveal" }, view.cover_words);
}

/**
 * The hands the board showed before this player's replace, to mark the cards just drawn.
 * @param {PageView} view
 * @param {PageView | null} before
 * @returns {(number[] | None)[] | null}
 */
function drawnFrom(view, before) {
  if (!before || before.round !== view.round) return null;
  const replaced = (/** @type {number} */ p) => before.replaced[p] == null && view.replaced[p] != null;
  return replaced(0) || replaced(1) ? view.hands.map((_, p) => (replaced(p) ? before.hands[p] : null)) : null;
}

/**
 * The cards the hint would play, while it is for this board and this hand.
 * @param {PageView} view
 * @param {import("../protocol.js").Hint | None} hint
 * @param {number} player
 * @returns {number[]}
 */
function hintedCards(view, hint, player) {
  return hint && hint.player === player && hint.cursor === view.cursor ? hint.cards : [];
}

/**
 * A hand's section; ``player`` picks whose hand from what the sections draw from.
 * @param {(state: import("../sections.js").Drawing) => number} player
 * @returns {import("../sections.js").Section}
 */
function handSection(player) {
  const marks = (/** @type {import("../sections.js").Drawing} */ state) => ({
    drawnFrom: drawnFrom(state.view, state.ui.before),
    hinted: hintedCards(state.view, state.model.get("hint"), player(state)),
  });
  return {
    data: (state) => [
      state.view.viewer,
      state.view.hands,
      state.view.hand_sizes,
      state.view.seats,
      state.view.choices,
      state.ui.coverUp,
      [...state.ui.selected],
      marks(state),
    ],
    build: (state) => hand(state.view, player(state), { ...state.ui, ...marks(state) }),
  };
}

/** The hand across the table from the player facing us, and that player's own. */
export const opponentSection = handSection(({ viewer }) => 1 - viewer);
export const viewerSection = handSection(({ viewer }) => viewer);

/** @type {import("../sections.js").Section} */
export const revealSection = {
  data: ({ view, ui }) => [view.viewer, ui.coverUp],
  build: ({ view, ui }) => reveal(view, ui.coverUp),
};
