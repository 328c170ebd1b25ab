// What a selection of cards means: the action it makes, the cards it may grow by, and which of
// Python's labels the play button takes for it. No DOM here.
import { pageAction } from "./commands.js";

/** @typedef {import("./protocol.js").Choices} Choices */
/** @typedef {import("./protocol.js").PageAction} PageAction */
/** @typedef {import("./protocol.js").None} None */

/**
 * The values of the selected cards (indexes into the hand), ascending.
 * @param {number[]} hand
 * @param {Set<number>} selected
 * @returns {number[]}
 */
export function selectedValues(hand, selected) {
  return [...selected].map((index) => hand[index]).sort((a, b) => a - b);
}

/**
 * @param {number[]} a
 * @param {number[]} b
 */
function sameCards(a, b) {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * The action the selection makes, as the engine's action dict, or null if none.
 * @param {Choices | None} choices
 * @param {number[] | None} hand
 * @param {Set<number>} selected
 * @returns {PageAction | null}
 */
export function selectionAction(choices, hand, selected) {
  if (!choices || !hand) return null;
  const cards = selectedValues(hand, selected);
  return selectionAllowed(choices, cards) ? pageAction(choices.kind, cards) : null;
}

/**
 * @param {Choices} choices
 * @param {number[]} cards
 * @returns {boolean}
 */
function selectionAllowed(choices, cards) {
  switch (choices.kind) {
    case "replace":
      return choices.cap == null || cards.length <= choices.cap;
    case "duel":
    case "defend":
      return cards.length === 1 && choices.cards.includes(cards[0]);
    case "attack":
      return choices.leads.some((lead) => sameCards(lead, cards));
    default:
      return false;
  }
}

/**
 * Whether the card at ``index`` may be clicked now, given what is already selected.
 * @param {Choices | None} choices
 * @param {number[] | None} hand
 * @param {Set<number>} selected
 * @param {number} index
 * @returns {boolean}
 */
export function canSelect(choices, hand, selected, index) {
  if (!choices || !hand) return false;
  if (selected.has(index)) return true;
  const value = hand[index];
  switch (choices.kind) {
    case "replace":
      return choices.cap == null || selected.size < choices.cap;
    case "duel":
    case "defend":
      return choices.cards.includes(value);
    case "attack": {
      const wanted = selectedValues(hand, new Set([...selected, index]));
      return choices.leads.some((lead) => containsAll(lead, wanted));
    }
    default:
      return false;
  }
}

/**
 * @param {number[]} lead
 * @param {number[]} cards
 */
function containsAll(lead, cards) {
  const left = [...lead];
  return cards.every((card) => {
    const at = left.indexOf(card);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/**
 * The play button's words for this selection, as Python words them (``choices.labels``).
 * @param {Choices | None} choices
 * @param {PageAction | null} action  the selection's action for these choices
 * @returns {string}
 */
export function playLabel(choices, action) {
  if (!choices) return "Play";
  if (!action || action.type === "sacrifice") return choices.button;
  if (choices.kind === "replace") return choices.labels[actionCards(action).length] ?? choices.button;
  const cards = actionCards(action);
  const at =
    choices.kind === "attack"
      ? choices.leads.findIndex((lead) => sameCards(lead, cards))
      : choices.cards.indexOf(cards[0]);
  return choices.labels[at] ?? choices.button;
}

/**
 * The cards an action plays (a sacrifice plays none).
 * @param {PageAction} action
 * @returns {number[]}
 */
export function actionCards(action) {
  if (action.type === "sacrifice") return [];
  return "cards" in action ? action.cards : [action.card];
}
