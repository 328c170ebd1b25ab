// Buttons, the timeline and the error line.
import { h } from "./dom.js";
import { newGameButton, questionOr } from "./questions.js";
import { timelineMarks } from "./review.js";
import { playLabel, selectionAction } from "./selection.js";

/** @typedef {import("./protocol.js").PageView} PageView */
/** @typedef {import("./protocol.js").ReviewView} ReviewView */
/** @typedef {import("./protocol.js").None} None */
/** @typedef {import("./protocol.js").LevelChoice} LevelChoice */
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
 * The question asked at the line list, or the line being renamed.
 * @typedef {object} LineEdit
 * @property {Asking | null} [asking]
 * @property {number | null} [renaming]  an index into the view's lines
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
 * Each agent's seat as a list of levels, weakest first; Python says when it may change.
 * @param {PageView} view
 * @param {LevelChoice[]} levels
 */
function levelChoices(view, levels) {
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
 * @param {PageView} view
 * @param {boolean} [replaying]
 * @param {LineEdit} [lineEdit]
 * @param {ReviewView | None} [review]
 */
export function timeline(view, replaying = false, lineEdit = {}, review = null) {
  return h(
    "div",
    { class: "tc-timeline" },
    h(
      "div",
      { class: "tc-timeline-moves" },
      h(
        "button",
        {
          type: "button",
          class: "tc-button",
          "data-tc": "replay",
          "aria-pressed": String(replaying),
          title: "walk through the game move by move, at the speed below (the game does not change)",
          disabled: view.history_length < 2,
        },
        replaying ? "Stop replay" : "Replay",
      ),
      h("span", {}, view.timeline.words),
      h(
        "div",
        { class: "tc-slider" },
        h("input", {
          type: "range",
          "data-tc": "timeline",
          min: 0,
          max: view.history_length - 1,
          value: view.cursor,
          "aria-label": "timeline",
        }),
        timelineMarks(view, review), // under the slider, each mark where its move was chosen
      ),
    ),
    view.lines.length > 1 ? lineChoice(view, lineEdit) : null,
  );
}

/**
 * The lines of the game: pick one to show, rename the one shown, or delete it, which asks first
 * (it loses moves). `lineEdit` has the question asked here, or the line being renamed.
 * @param {PageView} view
 * @param {LineEdit} lineEdit
 */
function lineChoice(view, { asking = null, renaming = null }) {
  const options = view.lines.map((line, index) =>
    h("option", { value: index, selected: index === view.line }, line.label),
  );
  /**
   * @param {string} tc
   * @param {string} words
   * @param {Record<string, string>} [extra]  more attributes
   */
  const button = (tc, words, extra = {}) =>
    h("button", { type: "button", class: "tc-button", "data-tc": tc, ...extra }, words);
  /** @type {HTMLElement[]} */
  let ask = [
    button("rename-line", "Rename…", { title: "name the line shown" }),
    button("delete-line", "Delete line…", { title: "delete the line shown" }),
  ];
  if (renaming != null) {
    ask = [
      h("input", {
        type: "text",
        "data-tc": "line-name",
        "aria-label": "the line's new name",
        value: view.lines[renaming]?.name ?? "",
      }),
      button("save-name", "Save", { class: "tc-button tc-primary" }),
      button("cancel-name", "Cancel"),
    ];
  }
  return h(
    "div",
    { class: "tc-lines", "data-line": view.line }, // the line Python shows, whatever the list says
    h("label", {}, "Line ", h("select", { "data-tc": "lines", "aria-label": "line shown" }, options)),
    questionOr(asking, ask),
  );
}
