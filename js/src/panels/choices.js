// What the player to move may do, and the buttons that do it: play, hint, step, run, analyse,
// undo, a new game; the seats' levels beside them, and the error line under them.
import { h } from "../dom.js";
import { playLabel, selectionAction } from "../selection.js";
import { askedIn, newGameButton, questionOr } from "./questions.js";
import { levelChoices } from "./seats.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").LevelChoice} LevelChoice */
/** @typedef {import("./questions.js").Asking} Asking */

/**
 * What the buttons draw from besides the view.
 * @typedef {object} ControlsUi
 * @property {Set<number>} selected  indexes into the hand choosing
 * @property {boolean} thinking  agents are moving: Python has not answered yet
 * @property {boolean} autoplay
 * @property {number} speed  seconds between agent moves
 * @property {Asking | null} asking  the question asked in the controls
 * @property {LevelChoice[]} levels  the levels an agent's seat may take (a trait set once)
 */

/**
 * @param {PageView} view
 * @param {ControlsUi} ui
 */
function playButtons(view, ui) {
  const choices = view.choices;
  if (!choices) return [];
  const action = selectionAction(choices, view.hands[choices.player], ui.selected);
  const buttons = [
    h(
      "button",
      { type: "button", class: "tc-button tc-primary", "data-tc": "play", disabled: !action },
      playLabel(choices, action),
    ),
  ];
  if (choices.kind === "defend") {
    buttons.push(
      h(
        "button",
        { type: "button", class: "tc-button", "data-tc": "sacrifice", disabled: !choices.sacrifice },
        "Sacrifice lowest",
      ),
    );
  }
  return buttons;
}

/**
 * @param {PageView} view
 * @param {ControlsUi} ui
 */
function agentButtons(view, ui) {
  const mover = view.to_move;
  const agentToMove = mover != null && !view.humans[mover];
  const agents = view.humans.includes(false);
  const humanToMove = mover != null && view.humans[mover] && view.choices;
  return [
    humanToMove && !questionOpen(view)
      ? h(
          "button",
          {
            type: "button",
            class: "tc-button",
            "data-tc": "hint",
            title: "what the heuristic agent would play, and why",
          },
          "Hint",
        )
      : null,
    agents
      ? h(
          "button",
          { type: "button", class: "tc-button", "data-tc": "autoplay", "aria-pressed": String(ui.autoplay) },
          ui.autoplay ? "Pause" : "Autoplay",
        )
      : null,
    agents
      ? h(
          "label",
          { class: "tc-speed", title: "seconds between agent moves, played back or in autoplay (0: at once)" },
          "Speed ",
          h("input", {
            type: "range",
            "data-tc": "speed",
            min: 0,
            max: 3,
            step: 0.1,
            value: ui.speed ?? 0.6,
            "aria-label": "seconds per agent move",
          }),
        )
      : null,
    ui.thinking ? h("span", { class: "tc-thinking", "data-tc": "thinking" }, "thinking…") : null,
    h(
      "button",
      {
        type: "button",
        class: "tc-button",
        "data-tc": "step",
        disabled: !agentToMove,
        title: "the agent to move makes one move",
      },
      "Step",
    ),
    h(
      "button",
      {
        type: "button",
        class: "tc-button",
        "data-tc": "run",
        disabled: !agentToMove,
        title: "agents play to the end of the round",
      },
      "Run round",
    ),
  ];
}

/**
 * An analysis reads the mover's hand: offered only to eyes that may see it (Python checks too).
 * @param {PageView} view
 */
function mayAnalyse(view) {
  return view.to_move != null && (view.viewer === "all" || view.viewer === view.to_move) && !questionOpen(view);
}

/**
 * A "find the move" question waits for its answer here: the page offers no help until then.
 * @param {PageView} view
 */
function questionOpen(view) {
  return view.quiz?.open === true;
}

/**
 * @param {PageView} view
 * @param {ControlsUi} ui
 * @param {string} error  what went wrong with the page's last request, or ""
 */
export function controls(view, ui, error) {
  return h(
    "div",
    { class: "tc-controls" },
    h("div", { class: "tc-hint" }, view.choices?.hint ?? ""),
    h(
      "div",
      { class: "tc-buttons" },
      playButtons(view, ui),
      agentButtons(view, ui),
      mayAnalyse(view)
        ? h(
            "button",
            {
              type: "button",
              class: "tc-button",
              "data-tc": "analyse",
              title: "the planner agent's game win chance after each move, for the player to move here",
            },
            "Analyse",
          )
        : null,
      h("button", { type: "button", class: "tc-button", "data-tc": "undo", disabled: view.cursor === 0 }, "Undo"),
      // At the game's end the table offers it, once.
      view.phase === "over" ? null : questionOr(ui.asking, newGameButton("tc-button")),
      levelChoices(view, ui.levels),
    ),
    h("div", { class: "tc-error", "data-tc": "error", role: "alert", hidden: !error }, error),
  );
}

/**
 * What the buttons draw from besides the view.
 * @param {import("../sections.js").Drawing} state
 * @returns {ControlsUi}
 */
function controlsUi({ ui, model }) {
  return {
    selected: ui.selected,
    thinking: ui.thinking,
    autoplay: model.get("autoplay"),
    speed: model.get("speed"),
    asking: askedIn(ui.asking, "controls"),
    levels: model.get("levels") ?? [],
  };
}

/** @type {import("../sections.js").Section} */
export const section = {
  data: ({ view, ui, model }) => [
    [view.choices, view.hands, view.to_move, view.humans, view.cursor, view.quiz?.open, view.seat_levels],
    [ui.thinking, [...ui.selected], model.get("autoplay"), model.get("speed"), model.get("error")],
    askedIn(ui.asking, "controls"),
  ],
  build: (state) => controls(state.view, controlsUi(state), state.model.get("error")),
};
