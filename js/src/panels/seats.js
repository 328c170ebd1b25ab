// Who sits where: each agent's seat as a list of levels.
import { h } from "../dom.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").LevelChoice} LevelChoice */

/**
 * Each agent's seat as a list of levels, weakest first; Python says when it may change.
 * @param {PageView} view
 * @param {LevelChoice[]} levels
 */
export function levelChoices(view, levels) {
  if (!levels.length) return []; // a replay: nobody to seat
  const { seats, open, title } = view.seat_levels;
  return seats.map((seat) => {
    // A level picked once a game is over is the next game's: the list shows it, its label says so.
    const chosen = seat.next ?? seat.current;
    const known = levels.some((level) => level.name === chosen);
    return h(
      "label",
      { class: "tc-level", title },
      `${seat.label} `,
      h(
        "select",
        {
          "data-tc": `level-${seat.player}`,
          "data-level": seat.player,
          disabled: !open,
          "aria-label": `player ${seat.player}'s level`,
        },
        // An agent that is no level (the planner at its default, your own) shows as it is.
        known ? null : h("option", { value: "", selected: true, disabled: true }, chosen),
        levels.map((level) =>
          h("option", { value: level.name, selected: level.name === chosen, title: level.about }, level.name),
        ),
      ),
    );
  });
}
