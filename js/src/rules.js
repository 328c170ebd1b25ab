// "How to play": the rules in short, inside the page (the whole text is docs/rules.md).
import { h } from "./dom.js";

const STEPS = [
  ["Goal", "Pull the Tacocat into your own goal: player 0's is YAY (left), player 1's is WOW (right)."],
  ["Deal", "Each player gets as many cards as the number on the Tacocat's space."],
  [
    "Replace",
    "Discard any cards face up and draw as many. The arrow's player goes first; the other may then replace at most as many. On the centre both choose at once.",
  ],
  ["Duel", "Both pick a card at once. The higher card attacks first; a tie duels again."],
  [
    "Play",
    "The attacker leads a card, a set (same value) or a sequence (3+ in a row), always keeping one card. Answer each attacking card with an equal or higher one, or sacrifice your lowest card. If all were defended, the defender attacks next.",
  ],
  [
    "Showdown",
    "When both hold one card, the LOWER card wins: its owner moves the Tacocat one space toward their goal, hopping over tiles, and the space it left gets a tile. A tie: the Tacocat stays.",
  ],
];

/** The collapsible panel; closed at first, it keeps its own open state (it is never rebuilt). */
export function howToPlay() {
  return h(
    "details",
    { class: "tc-rules", "data-tc": "rules" },
    h("summary", {}, "How to play"),
    h(
      "dl",
      {},
      STEPS.flatMap(([name, text]) => [h("dt", {}, name), h("dd", {}, text)]),
    ),
    h("p", { class: "tc-caption" }, "The whole rules, with every choice we made: docs/rules.md in the repository."),
  );
}
