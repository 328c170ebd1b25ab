// Both hands: the viewer's face up and selectable, the other face down with its count.
import { h } from "./dom.js";
import { canSelect, counted } from "./format.js";

function faceUp(view, player, ui) {
  const hand = view.hands[player];
  const mine = view.choices && view.choices.player === player;
  return hand.map((value, index) => {
    const selectable = mine && canSelect(view.choices, hand, ui.selected, index);
    return h(
      "button",
      {
        class: "tc-card",
        type: "button",
        "data-card": value,
        "data-index": index,
        "data-selected": mine && ui.selected.has(index),
        "data-disabled": selectable ? "false" : "true",
        "aria-pressed": mine ? String(ui.selected.has(index)) : null,
        tabindex: selectable ? 0 : -1,
      },
      value,
    );
  });
}

function faceDown(count) {
  return Array.from({ length: count }, () => h("div", { class: "tc-card tc-back", "data-card": "?" }));
}

export function hand(view, player, ui) {
  const visible = view.hands[player] !== null && !ui.coverUp;
  const label = `Player ${player} · ${view.seats[player]} · ${counted(view.hand_sizes[player], "card")}`;
  const choosing = view.choices && view.choices.player === player && !ui.coverUp;
  return h(
    "div",
    { class: `tc-hand${choosing ? " tc-choosing" : ""}`, "data-hand": player, "aria-label": label },
    h("div", { class: "tc-hand-label" }, label),
    h("div", { class: "tc-cards" }, visible ? faceUp(view, player, ui) : faceDown(view.hand_sizes[player])),
  );
}
