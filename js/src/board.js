// The track: YAY goal, the seven T A C O C A T spaces, WOW goal, and the Tacocat.
import { h } from "./dom.js";
import { arrowMark } from "./format.js";

function space(view, index) {
  const info = view.track[index];
  const covered = view.covered.includes(index);
  const here = view.position === index;
  return h(
    "div",
    {
      class: `tc-space${covered ? " tc-tile" : ""}${here ? " tc-here" : ""}`,
      "data-space": index,
      "data-covered": covered,
      title: covered ? "covered by a tile" : `${info.letter}: deals ${info.number}; ${arrowTitle(info.arrow)}`,
    },
    h("span", { class: "tc-letter" }, info.letter),
    h("span", { class: "tc-number" }, info.number),
    h("span", { class: "tc-arrow" }, arrowMark(info.arrow)),
    here ? token() : null,
  );
}

function arrowTitle(arrow) {
  return arrow === "both" ? "both replace at once" : `player ${arrow} replaces first`;
}

function token() {
  return h("div", { class: "tc-token", "data-tc": "tacocat", title: "the Tacocat" }, "🐱");
}

function goal(view, name, player, position) {
  const here = view.position === position;
  return h(
    "div",
    { class: `tc-goal${here ? " tc-here" : ""}`, title: `player ${player}'s goal` },
    h("span", { class: "tc-goal-name" }, name),
    h("span", { class: "tc-goal-player" }, `P${player} · ${view.seats[player]}`),
    here ? token() : null,
  );
}

export function board(view) {
  return h(
    "div",
    { class: "tc-track", role: "img", "aria-label": `the Tacocat is on ${view.position}` },
    goal(view, "YAY", 0, -1),
    view.track.map((_, index) => space(view, index)),
    goal(view, "WOW", 1, 7),
  );
}
