// The table: the trick to answer, this round's face-up cards, the last result and the log.
import { h } from "./dom.js";
import { cardFace } from "./hands.js";
import { freshResult } from "./playback.js";

/** @typedef {import("./protocol.js").PageView} PageView */
/** @typedef {import("./protocol.js").EventView} EventView */

/**
 * The current trick: each attacking card over its answer, and the card to answer now.
 * @param {EventView[]} events  this round's face-up plays
 * @param {number[]} pending  the attacking cards still to answer
 */
export function currentTrick(events, pending) {
  const start = events.map((event) => event.kind).lastIndexOf("attack");
  if (start < 0) return null;
  const attack = events[start];
  const answers = events.slice(start + 1);
  return attack.cards.map((card, i) => ({
    card,
    answer: answers[i] ? { kind: answers[i].kind, card: answers[i].cards[0] } : null,
    next: i === answers.length && pending.length > 0,
  }));
}

/** @param {PageView} view */
function trick(view) {
  const pairs = view.phase === "defend" ? currentTrick(view.events, view.pending) : null;
  if (!pairs) return null;
  return h(
    "div",
    { class: "tc-trick", "data-tc": "trick" },
    h("span", { class: "tc-caption" }, `Player ${view.attacker} attacks:`),
    pairs.map(({ card, answer, next }) =>
      h(
        "span",
        { class: "tc-pair" },
        h("span", { class: `tc-card tc-small${next ? " tc-next" : ""}`, "data-attacking": card }, card),
        answer
          ? h("span", { class: `tc-card tc-small tc-${answer.kind}`, title: answer.kind }, answer.card)
          : h("span", { class: "tc-card tc-small tc-empty" }, next ? "?" : ""),
      ),
    ),
    view.trick_lost ? h("span", { class: "tc-note" }, "a sacrifice: the attacker leads again") : null,
  );
}

/**
 * This round's face-up cards, fanned in the order played, each play under its words. Plays
 * new since the board shown before (`newFrom` on) arrive from their player's side.
 * @param {PageView} view
 * @param {number} newFrom
 */
function faceUp(view, newFrom) {
  if (view.events.length === 0) return null;
  const below = view.viewer === "all" ? 0 : view.viewer; // the hand drawn at the bottom
  return h(
    "div",
    { class: "tc-discards", "data-tc": "discards", "aria-label": "face up this round" },
    h("span", { class: "tc-caption" }, "Face up this round:"),
    view.events.map((event, index) => {
      const theirs = event.player !== below;
      const arriving = index >= newFrom ? ` tc-arrive-${theirs ? "down" : "up"}` : "";
      // The opponent's duel card was chosen face down: it turns over as it arrives.
      const turning = arriving && theirs && event.kind === "duel" ? " tc-turned" : "";
      return h(
        "span",
        { class: `tc-event${arriving}`, title: event.text },
        h("span", { class: "tc-event-words" }, event.text),
        h(
          "span",
          { class: "tc-fan" },
          event.cards.map((card) =>
            h("span", { class: `tc-card tc-small tc-face tc-${event.kind}${turning}`, ...cardFace(card) }, card),
          ),
        ),
      );
    }),
  );
}

/**
 * The showdown of the round that just ended: both last cards face up, the lower one marked.
 * @param {PageView} view
 */
function showdown(view) {
  const last = freshResult(view);
  if (!last) return null;
  const [first, second] = last.showdown;
  const lower = last.winner == null ? null : last.showdown[last.winner];
  /**
   * @param {number} player
   * @param {number} value
   */
  const shown = (player, value) =>
    h(
      "div",
      { class: "tc-shown" },
      h(
        "span",
        {
          class: `tc-card tc-face tc-turned${value === lower ? " tc-lower" : ""}`,
          "data-card": value,
          "data-player": player,
          style: `--tc-value: ${value}`,
          "aria-label": `${view.names[player]} shows ${value}`,
        },
        value,
      ),
      h("span", { class: "tc-caption" }, view.names[player]),
    );
  return h(
    "div",
    { class: "tc-showdown", "data-tc": "showdown" },
    h("span", { class: "tc-caption" }, `Showdown, round ${last.number}`),
    shown(0, first),
    h("span", { class: "tc-versus" }, last.winner == null ? "tie" : "vs"),
    shown(1, second),
    h("span", { class: "tc-note" }, last.text),
  );
}

/**
 * A tied duel is played again: say so while the next duel is chosen.
 * @param {PageView} view
 */
function tiedDuel(view) {
  const [a, b] = view.events.slice(-2);
  const tied = view.phase === "duel" && a?.kind === "duel" && b?.kind === "duel" && a.cards[0] === b.cards[0];
  return tied ? h("div", { class: "tc-note", "data-tc": "tie" }, `Tie: both dueled ${a.cards[0]}, duel again.`) : null;
}

/** @param {PageView} view */
function facts(view) {
  const replaced = view.replaced.map((n, p) => `P${p} ${n == null ? "—" : n}`).join(", ");
  return h(
    "div",
    { class: "tc-facts" },
    h(
      "span",
      {
        class: "tc-deck",
        "data-tc": "deck",
        title: view.pile_words,
      },
      h("span", { class: "tc-card tc-small tc-back", "aria-hidden": "true" }),
      `Draw pile: ${view.draw_pile_size}`,
    ),
    h("span", {}, `Replaced: ${replaced}`),
    view.player0_has_chosen ? h("span", {}, "Player 0 has chosen face down") : null,
  );
}

/**
 * The table; `newFrom` is the first face-up play not on the board shown before.
 * @param {PageView} view
 * @param {number} [newFrom]
 */
export function table(view, newFrom = view.events.length) {
  return h(
    "div",
    { class: "tc-table" },
    showdown(view),
    trick(view),
    tiedDuel(view),
    facts(view),
    faceUp(view, newFrom),
  );
}

/**
 * The game log, open if the user left it open.
 * @param {PageView} view
 * @param {boolean} open
 */
export function log(view, open) {
  const lines = view.log.slice(-60);
  return h(
    "details",
    { class: "tc-log-box", "data-tc": "log", open },
    h("summary", {}, view.log_title),
    h(
      "ol",
      { class: "tc-log", start: view.log.length - lines.length + 1 },
      lines.map((line) => h("li", {}, line)),
    ),
  );
}
