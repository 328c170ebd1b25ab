// Pure helpers: what a selection of cards means, labels and words. No DOM here.
import { pageAction } from "./protocol.js";

/** The values of the selected cards (indexes into the hand), ascending. */
export function selectedValues(hand, selected) {
  return [...selected].map((index) => hand[index]).sort((a, b) => a - b);
}

function sameCards(a, b) {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** The action the selection makes, as the engine's action dict, or null if none. */
export function selectionAction(choices, hand, selected) {
  if (!choices || !hand) return null;
  const cards = selectedValues(hand, selected);
  return selectionAllowed(choices, cards) ? pageAction(choices.kind, cards) : null;
}

function selectionAllowed(choices, cards) {
  switch (choices.kind) {
    case "replace":
      return choices.cap === null || cards.length <= choices.cap;
    case "duel":
    case "defend":
      return cards.length === 1 && choices.cards.includes(cards[0]);
    case "attack":
      return choices.leads.some((lead) => sameCards(lead, cards));
    default:
      return false;
  }
}

/** Whether the card at ``index`` may be clicked now, given what is already selected. */
export function canSelect(choices, hand, selected, index) {
  if (!choices || !hand) return false;
  if (selected.has(index)) return true;
  const value = hand[index];
  switch (choices.kind) {
    case "replace":
      return choices.cap === null || selected.size < choices.cap;
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

function containsAll(lead, cards) {
  const left = [...lead];
  return cards.every((card) => {
    const at = left.indexOf(card);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** The play button's words for this selection. */
export function playLabel(choices, action) {
  if (!choices) return "Play";
  if (choices.kind === "replace") {
    const count = action ? action.cards.length : 0;
    return count === 0 ? "Keep all cards" : `Replace ${counted(count, "card")}`;
  }
  const verbs = { duel: "Duel", attack: "Attack", defend: "Defend" };
  return action ? `${verbs[choices.kind]} with ${actionCards(action)}` : verbs[choices.kind];
}

/** A count with its noun, singular for one: "1 card", "3 cards". */
export function counted(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export function actionCards(action) {
  return (action.cards ?? [action.card]).join("-");
}

/** The hint under the hand: what the viewer may do now. */
export function choiceHint(choices) {
  if (!choices) return "";
  switch (choices.kind) {
    case "replace":
      return choices.cap === null
        ? "Select any cards to replace, or keep them all: the lowest card left at the end wins the round."
        : `Select up to ${counted(choices.cap, "card")} to replace: the lowest card left at the end wins the round.`;
    case "duel":
      return "Select one card for the duel: the higher card attacks first, and both cards are gone.";
    case "attack":
      return "Select a card, a set or a sequence to lead; keep at least one card, ideally your lowest.";
    case "defend":
      return choices.sacrifice
        ? `Answer ${choices.against}: defend with an equal or higher card, or sacrifice your lowest (your lowest card decides the showdown: a sacrifice gives it up).`
        : `Answer ${choices.against} with an equal or higher card.`;
    default:
      return "";
  }
}

/** The words for each kind of face-up play: the same table as Python's EVENT_WORDS (a test compares them). */
export const EVENT_WORDS = {
  replace: "replaces",
  duel: "duels",
  attack: "attacks with",
  defend: "defends with",
  sacrifice: "sacrifices",
};

/** A face-up record line for one event of this round, worded as Python's str(Event). */
export function eventText(event) {
  if (event.kind === "replace" && event.cards.length === 0) return `player ${event.player} keeps every card`;
  return `player ${event.player} ${EVENT_WORDS[event.kind] ?? event.kind} ${event.cards.join(" ")}`;
}

/** How the page names a place on the board, as Python's text does: a space's letter, or a goal. */
export function spaceName(track, position) {
  if (position < 0) return "the YAY goal";
  if (position >= track.length) return "the WOW goal";
  return track[position].letter;
}

/** One player, by seat and name: "player 0 (you)". */
export function who(view, player) {
  const name = view.humans[player] && view.viewer === player ? "you" : view.seats[player];
  return `player ${player} (${name})`;
}

/** The result of the round before this one (none once the game is over, or after a new game). */
export function previousRound(view) {
  const last = view.last_round;
  return last && last.number === view.round - 1 ? last : null;
}

/** The round that just ended on the board (its showdown still on the table), or null. */
export function freshResult(view) {
  if (view.phase === "over") return view.last_round;
  return view.events.length === 0 ? previousRound(view) : null;
}

/** What happened at the showdown, in words. */
export function resultText(view, last) {
  const [mine, theirs] = last.showdown;
  if (last.winner === null) return `Round ${last.number}: ${mine} against ${theirs}, a tie: the Tacocat stays.`;
  const lower = last.showdown[last.winner];
  const [from, to] = [last.moved_from, last.moved_to].map((at) => spaceName(view.track, at));
  const moved = `moves the Tacocat from ${from} to ${to}`;
  return `Round ${last.number}: ${lower} is lower; ${who(view, last.winner)} wins the round and ${moved}.`;
}

/** Arrow marks: which way each space's arrow points (at the player who replaces first). */
export function arrowMark(arrow) {
  if (arrow === "both") return "⇔";
  return arrow === 0 ? "←" : "→";
}
