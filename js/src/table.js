// The table: the trick to answer, this round's face-up cards, the last result and the log.
import { h } from "./dom.js";
import { eventText } from "./format.js";

function trick(view) {
  if (view.phase !== "defend") return null;
  return h(
    "div",
    { class: "tc-trick", "data-tc": "trick" },
    h("span", {}, `Player ${view.attacker} attacks: `),
    view.pending.map((value, i) =>
      h("span", { class: `tc-card tc-small${i === 0 ? " tc-next" : ""}`, "data-pending": value }, value),
    ),
    view.trick_lost ? h("span", { class: "tc-note" }, " (a sacrifice: the attacker leads again)") : null,
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

export function log(view) {
  const lines = view.log.slice(-60);
  return h(
    "details",
    { class: "tc-log-box" },
    h("summary", {}, `Game log (${view.log.length} lines)`),
    h("ol", { class: "tc-log", start: view.log.length - lines.length + 1 }, lines.map((line) => h("li", {}, line))),
  );
}
