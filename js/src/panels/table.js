// The felt between the hands, as players see a card table: the draw pile on one side, this
// round's discards on the other, and in the middle the cards in play, each player's on their
// own side. At a round's end the middle keeps its last trick and the showdown, with how the
// round went, until the next round's first play; at the game's end, who won.
import { h } from "../dom.js";
import { freshResult } from "../playback.js";
import { cardFace } from "./hands.js";
import { askedIn, newGameButton, questionOr } from "./questions.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").EventView} EventView */
/** @typedef {import("../protocol.js").RoundResultView} RoundResultView */
/** @typedef {import("../protocol.js").GameOverView} GameOverView */
/** @typedef {import("../protocol.js").None} None */
/** @typedef {import("./questions.js").Asking} Asking */

/**
 * What the table draws from besides the view.
 * @typedef {object} TableUi
 * @property {number} [newFrom]  the first play not on the board shown before: it arrives
 * @property {Asking | null} [asking]  the question the game-over New game button asked
 */

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

/**
 * Where the plays still in the middle begin: the last attack and its answers, else the last
 * duel's pair, else the replaces. Everything before lies on the discards.
 * @param {EventView[]} plays
 */
export function middleStart(plays) {
  const kinds = plays.map((play) => play.kind);
  const attack = kinds.lastIndexOf("attack");
  const duel = kinds.lastIndexOf("duel");
  if (attack > duel) return attack;
  return duel >= 0 ? duel - 1 : 0; // a duel is laid in pairs, player 0's card first
}

/**
 * A small face-up card, arriving from its player's side when new.
 * @param {number} value
 * @param {string} kind  the play it was laid in, for its look (a sacrifice is struck through)
 * @param {string} [extra]  more classes
 */
function laid(value, kind, extra = "") {
  return h("span", { class: `tc-card tc-face tc-laid tc-${kind}${extra}`, ...cardFace(value), role: "img" }, value);
}

/**
 * The seats as the table is drawn: the viewer's hand at the bottom, the other at the top.
 * @param {PageView} view
 */
function sides(view) {
  const bottom = view.viewer === "all" ? 0 : view.viewer;
  return { top: 1 - bottom, bottom };
}

/**
 * How long each side's agent took over its last move, in Python's words, at its side's edge of
 * the table (nothing for a side with no timed move).
 * @param {PageView} view
 */
function thoughts(view) {
  const { top, bottom } = sides(view);
  return /** @type {const} */ ([
    [top, "top"],
    [bottom, "bottom"],
  ]).map(([player, edge]) => {
    const words = view.thought?.[player];
    if (words == null) return null;
    return h("span", { class: `tc-thought tc-thought-${edge}`, "data-tc": `thought-${player}` }, words);
  });
}

/**
 * How a play arrives: from its player's side, the opponent's duel card turned over as it comes.
 * @param {PageView} view
 * @param {EventView} play
 * @param {boolean} fresh  not on the board shown before
 */
function arrival(view, play, fresh) {
  if (!fresh) return "";
  const theirs = play.player === sides(view).top;
  return ` tc-arrive-${theirs ? "down" : "up"}${theirs && play.kind === "duel" ? " tc-turned" : ""}`;
}

/**
 * An attack and its answers: each attacking card on the attacker's side, its answer facing it
 * on the defender's, the card to answer now marked, an empty place for its answer.
 * @param {PageView} view
 * @param {EventView[]} plays  the attack, then its answers (``currentTrick`` pairs them)
 * @param {number} newFrom  index into ``plays`` of the first new one
 * @param {number[]} pending
 */
function trick(view, plays, newFrom, pending) {
  const [attack, ...answers] = plays;
  const { top } = sides(view);
  const attackRow = attack.player === top ? 1 : 2;
  const pairs = /** @type {NonNullable<ReturnType<typeof currentTrick>>} */ (currentTrick(plays, pending));
  return pairs.map(({ card, answer, next }, i) => {
    const place = (/** @type {number} */ row) => `grid-column: ${i + 1}; grid-row: ${row}`;
    return [
      h(
        "span",
        { class: "tc-slot", style: place(attackRow), "data-attacking": card, title: attack.text },
        laid(card, "attack", `${next ? " tc-next" : ""}${arrival(view, attack, newFrom === 0)}`),
      ),
      h(
        "span",
        { class: "tc-slot", style: place(3 - attackRow), title: answers[i]?.text ?? "" },
        answer
          ? laid(answer.card, answer.kind, arrival(view, answers[i], i + 1 >= newFrom))
          : h("span", { class: "tc-card tc-empty" }, next ? "?" : ""),
      ),
    ];
  });
}

/**
 * Plays that are not a trick (the replaces, a duel's pair): each player's in a fan on their side.
 * @param {PageView} view
 * @param {EventView[]} plays
 * @param {number} newFrom
 */
function fans(view, plays, newFrom) {
  const { top, bottom } = sides(view);
  const row = (/** @type {number} */ player, /** @type {number} */ at) =>
    h(
      "span",
      { class: "tc-slot tc-row-fans", style: `grid-column: 1; grid-row: ${at}` },
      plays.map((play, index) =>
        play.player === player
          ? h(
              "span",
              { class: "tc-fan", title: play.text },
              play.cards.length === 0
                ? h("span", { class: "tc-kept" }, play.text)
                : play.cards.map((card) => laid(card, play.kind, arrival(view, play, index >= newFrom))),
            )
          : null,
      ),
    );
  return [row(top, 1), row(bottom, 2)];
}

/**
 * Player 0's choice, made face down, waiting on their side for player 1's.
 * @param {PageView} view
 */
function sealedCard(view) {
  if (!view.player0_has_chosen) return null;
  const row = sides(view).top === 0 ? 1 : 2;
  return h(
    "span",
    { class: "tc-slot tc-sealed", style: `grid-column: 2; grid-row: ${row}` },
    h("span", { class: "tc-card tc-back", role: "img", "aria-label": "player 0's choice, face down" }),
  );
}

/**
 * The showdown: both last cards turned face up, each on its player's side, the lower marked.
 * @param {PageView} view
 * @param {RoundResultView} last
 */
function showdown(view, last) {
  const lower = last.winner == null ? null : last.showdown[last.winner];
  const { top, bottom } = sides(view);
  const shown = (/** @type {number} */ player) =>
    h(
      "span",
      { class: "tc-slot tc-shown" },
      h(
        "span",
        {
          class: `tc-card tc-face tc-turned${last.showdown[player] === lower ? " tc-lower" : ""}`,
          ...cardFace(last.showdown[player]),
          role: "img",
          "data-player": player,
          "aria-label": `${view.names[player]} shows ${last.showdown[player]}`,
        },
        last.showdown[player],
      ),
    );
  return h("span", { class: "tc-showdown", "data-tc": "showdown" }, shown(top), shown(bottom));
}

/**
 * How the round shown went; or, at the game's end, who won, and a new game.
 * @param {PageView} view
 * @param {RoundResultView | None} last
 * @param {TableUi} ui
 */
function result(view, last, ui) {
  if (view.phase === "over") {
    const over = /** @type {GameOverView} */ (view.game_over);
    return h(
      "div",
      { class: "tc-result tc-game-over", "data-tc": "banner", "data-kind": "game", role: "status" },
      h("strong", {}, over.headline),
      over.cards ? h("span", {}, over.cards) : null,
      questionOr(ui.asking ?? null, newGameButton("tc-button tc-primary")),
    );
  }
  return h(
    "div",
    { class: "tc-result", "data-tc": "banner", "data-kind": "round", role: "status" },
    h("span", {}, last?.text),
  );
}

/**
 * What the middle says besides its cards: a tied duel, a trick lost to a sacrifice.
 * @param {PageView} view
 */
function note(view) {
  const [a, b] = view.events.slice(-2);
  if (view.phase === "duel" && a?.kind === "duel" && b?.kind === "duel" && a.cards[0] === b.cards[0]) {
    return h("div", { class: "tc-note", "data-tc": "tie" }, `Tie: both dueled ${a.cards[0]}, duel again.`);
  }
  return view.trick_lost ? h("div", { class: "tc-note" }, "A sacrifice: the attacker leads again.") : null;
}

/**
 * The plays in the middle, drawn as a trick or as fans.
 * @param {PageView} view
 * @param {EventView[]} plays
 * @param {number} newFrom
 * @param {number[]} pending
 */
function middleCards(view, plays, newFrom, pending) {
  if (plays.length === 0) return [];
  return plays[0].kind === "attack" ? trick(view, plays, newFrom, pending) : fans(view, plays, newFrom);
}

/**
 * The draw pile: a stack of backs with its count.
 * @param {PageView} view
 */
function deck(view) {
  const depth = Math.min(3, view.draw_pile_size);
  return h(
    "div",
    { class: "tc-deck", "data-tc": "deck", role: "img", title: view.pile_words, "aria-label": view.pile_words },
    h(
      "span",
      { class: "tc-stack" },
      depth === 0
        ? h("span", { class: "tc-card tc-empty" })
        : Array.from({ length: depth }, () => h("span", { class: "tc-card tc-back", "aria-hidden": "true" })),
    ),
    h("span", { class: "tc-pile-count" }, String(view.draw_pile_size)),
  );
}

/**
 * The discards: this round's plays that left the middle, in the order played.
 * @param {EventView[]} plays
 * @param {number} newFrom
 */
function discards(plays, newFrom) {
  const cards = plays.reduce((sum, play) => sum + play.cards.length, 0);
  return h(
    "div",
    {
      class: "tc-discards",
      "data-tc": "discards",
      role: "group",
      title: `discards this round: ${cards}`,
      "aria-label": `discards this round: ${cards}`,
    },
    h(
      "div",
      { class: "tc-discard-fans", tabindex: 0 }, // it scrolls in a long round: keys must reach it
      plays.map((play, index) =>
        play.cards.length === 0
          ? null // a replace of no card lays nothing down
          : h(
              "span",
              { class: "tc-fan", title: play.text, "data-player": play.player },
              play.cards.map((card) => laid(card, play.kind, index >= newFrom ? " tc-arrive-side" : "")),
            ),
      ),
    ),
    h("span", { class: "tc-pile-count" }, String(cards)),
  );
}

/**
 * The table; ``ui.newFrom`` is the first face-up play not on the board shown before.
 * @param {PageView} view
 * @param {TableUi} [ui]
 */
export function table(view, ui = {}) {
  const last = freshResult(view);
  const plays = last ? last.plays : view.events;
  const start = middleStart(plays);
  const newFrom = last ? plays.length : (ui.newFrom ?? plays.length);
  const middle = plays.slice(start);
  return h(
    "div",
    { class: "tc-table", "data-tc": "table" },
    deck(view),
    h(
      "div",
      { class: "tc-middle", "data-tc": "middle" },
      h(
        "div",
        { class: "tc-in-play", "data-tc": "trick" },
        middleCards(view, middle, newFrom - start, last ? [] : view.pending),
        last ? null : sealedCard(view),
      ),
      last ? showdown(view, last) : null,
      last || view.phase === "over" ? result(view, last, ui) : note(view),
    ),
    discards(plays.slice(0, start), newFrom),
    ...thoughts(view),
  );
}

/**
 * Where this round's plays not on the board shown before begin (none new on a first drawing).
 * @param {PageView} view
 * @param {PageView | null} before
 * @returns {number}
 */
function newEvents(view, before) {
  if (!before) return view.events.length;
  return before.round === view.round ? Math.min(before.events.length, view.events.length) : 0;
}

/** @type {import("../sections.js").Section} */
export const section = {
  data: ({ view, ui }) => [
    [view.phase, view.events, view.pending, view.attacker, view.trick_lost, view.last_round],
    [view.draw_pile_size, view.player0_has_chosen, view.game_over, view.names, view.viewer, view.thought],
    askedIn(ui.asking, "banner"),
  ],
  build: ({ view, ui }) => table(view, { newFrom: newEvents(view, ui.before), asking: askedIn(ui.asking, "banner") }),
};
