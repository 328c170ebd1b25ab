// The table: the trick to answer, this round's face-up cards, the last result and the log.
import { h } from "./dom.js";
import { counted, eventText } from "./format.js";

/** The current trick: each attacking card over its answer, and the card to answer now. */
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

function faceUp(view) {
  if (view.events.length === 0) return null;
  return h(
    "div",
    { class: "tc-discards", "data-tc": "discards" },
    h("span", { class: "tc-caption" }, "Face up this round: "),
    view.events.map((event) => h("span", { class: "tc-event" }, eventText(event))),
  );
}

function lastRound(view) {
  const last = view.last_round;
  if (!last) return null;
  const result =
    last.winner === null
      ? "a tie: the Tacocat stays"
      : `player ${last.winner} won and moved the Tacocat ${last.moved_from} → ${last.moved_to}`;
  return h(
    "div",
    { class: "tc-last", "data-tc": "last-round" },
    `Round ${last.number}: showdown ${last.showdown[0]} against ${last.showdown[1]}, ${result}.`,
  );
}

function facts(view) {
  const replaced = view.replaced.map((n, p) => `P${p} ${n === null ? "—" : n}`).join(", ");
  return h(
    "div",
    { class: "tc-facts" },
    h("span", {}, `Draw pile: ${view.draw_pile_size}`),
    h("span", {}, `Replaced: ${replaced}`),
    view.player0_has_chosen ? h("span", {}, "Player 0 has chosen face down") : null,
  );
}

export function table(view) {
  return h("div", { class: "tc-table" }, trick(view), facts(view), faceUp(view), lastRound(view));
}

/** The game log, open if the user left it open. */
export function log(view, open) {
  const lines = view.log.slice(-60);
  return h(
    "details",
    { class: "tc-log-box", "data-tc": "log", open },
    h("summary", {}, `Game log (${counted(view.log.length, "line")})`),
    h(
      "ol",
      { class: "tc-log", start: view.log.length - lines.length + 1 },
      lines.map((line) => h("li", {}, line)),
    ),
  );
}
