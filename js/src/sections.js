// The page as keyed sections: each is rebuilt only when the data it draws changed, so what the
// user opened, scrolled or focused in the others stays as it was.
import { PROTOCOL } from "./commands.js";
import { h } from "./dom.js";
import { analysisPanel } from "./panels/analysis.js";
import { board } from "./panels/board.js";
import { controls } from "./panels/choices.js";
import { hand, reveal } from "./panels/hands.js";
import { hintBox } from "./panels/hint.js";
import { inspector } from "./panels/inspector.js";
import { log } from "./panels/log.js";
import { askedIn } from "./panels/questions.js";
import { quizBox } from "./panels/quiz.js";
import { marked, reviewPanel } from "./panels/review.js";
import { howToPlay } from "./panels/rules.js";
import { status } from "./panels/status.js";
import { table } from "./panels/table.js";
import { timeline } from "./panels/timeline.js";
import { endsRound } from "./playback.js";

/** @typedef {import("./protocol.js").PageView} PageView */
/** @typedef {import("./protocol.js").Hint} Hint */
/** @typedef {import("./protocol.js").RoundResultView} RoundResultView */
/** @typedef {import("./protocol.js").None} None */
/** @typedef {import("./commands.js").Model} Model */
/** @typedef {import("./widget.js").UI} UI */

/**
 * What the sections draw from: the view shown, the player facing us, the page's state (with
 * whether the hands are covered between turns) and the synced traits.
 * @typedef {object} Drawing
 * @property {PageView} view
 * @property {0 | 1} viewer
 * @property {UI & { coverUp: boolean }} ui
 * @property {Model} model
 */

/**
 * A section: the data it draws from (compared as JSON) and how to build it (null: nothing to show).
 * @typedef {object} Section
 * @property {(state: Drawing) => unknown} data
 * @property {(state: Drawing) => HTMLElement | null} build
 */

/**
 * What the sections draw from: the synced traits and the page's own state (``viewer`` faces us).
 * @param {Model} model
 * @param {UI} ui
 * @returns {Drawing}
 */
function drawing(model, ui) {
  const view = ui.shown ?? model.get("view_state");
  const viewer = view.viewer === "all" ? 0 : view.viewer;
  const coverUp = model.get("cover_between_turns") && ui.revealedFor !== view.viewer && view.viewer !== "all";
  return { view, viewer, ui: { ...ui, coverUp }, model };
}

/**
 * The hands the board showed before this player's replace, to mark the cards just drawn.
 * @param {PageView} view
 * @param {PageView | null} before
 * @returns {(number[] | None)[] | null}
 */
function drawnFrom(view, before) {
  if (!before || before.round !== view.round) return null;
  const replaced = (/** @type {number} */ p) => before.replaced[p] == null && view.replaced[p] != null;
  return replaced(0) || replaced(1) ? view.hands.map((_, p) => (replaced(p) ? before.hands[p] : null)) : null;
}

/**
 * The cards the hint would play, while it is for this board and this hand.
 * @param {PageView} view
 * @param {Hint | None} hint
 * @param {number} player
 * @returns {number[]}
 */
function hintedCards(view, hint, player) {
  return hint && hint.player === player && hint.cursor === view.cursor ? hint.cards : [];
}

/**
 * A hand section; ``player`` picks whose hand from the drawing state.
 * @param {(state: Drawing) => number} player
 * @returns {Section}
 */
function handSection(player) {
  const marks = (/** @type {Drawing} */ state) => ({
    drawnFrom: drawnFrom(state.view, state.ui.before),
    hinted: hintedCards(state.view, state.model.get("hint"), player(state)),
  });
  return {
    data: (state) => [
      state.view.viewer,
      state.view.hands,
      state.view.hand_sizes,
      state.view.seats,
      state.view.choices,
      state.ui.coverUp,
      [...state.ui.selected],
      marks(state),
    ],
    build: (state) => hand(state.view, player(state), { ...state.ui, ...marks(state) }),
  };
}

/**
 * What the buttons draw from besides the view.
 * @param {Drawing} state
 * @returns {import("./panels/choices.js").ControlsUi}
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

/**
 * Top to bottom: each section's key, the data it draws from, and how to build it.
 * @type {Record<string, Section>}
 */
const SECTIONS = {
  status: { data: ({ view }) => view.status, build: ({ view }) => status(view) },
  quiz: { data: ({ view }) => view.quiz, build: ({ view }) => quizBox(view.quiz) },
  board: {
    data: ({ view, ui }) => [view.track, view.covered, view.position, view.seats, justEnded(view, ui)],
    build: ({ view, ui }) => board(view, justEnded(view, ui)),
  },
  opponent: handSection(({ viewer }) => 1 - viewer),
  table: {
    data: ({ view, ui }) => [
      [view.phase, view.events, view.pending, view.attacker, view.trick_lost, view.last_round],
      [view.draw_pile_size, view.player0_has_chosen, view.game_over, view.names, view.viewer, view.thought],
      askedIn(ui.asking, "banner"),
    ],
    build: ({ view, ui }) =>
      table(view, {
        newFrom: newEvents(view, ui.before),
        asking: askedIn(ui.asking, "banner"),
      }),
  },
  viewer: handSection(({ viewer }) => viewer),
  reveal: { data: ({ view, ui }) => [view.viewer, ui.coverUp], build: ({ view, ui }) => reveal(view, ui.coverUp) },
  hint: { data: ({ model }) => model.get("hint"), build: ({ model }) => hintBox(model.get("hint")) },
  controls: {
    data: ({ view, ui, model }) => [
      [view.choices, view.hands, view.to_move, view.humans, view.cursor, view.quiz?.open, view.seat_levels],
      [ui.thinking, [...ui.selected], model.get("autoplay"), model.get("speed"), model.get("error")],
      askedIn(ui.asking, "controls"),
    ],
    build: (state) => controls(state.view, controlsUi(state), state.model.get("error")),
  },
  timeline: {
    data: ({ view, ui, model }) => [
      [view.cursor, view.history_length, ui.replaying, view.line, view.lines, askedIn(ui.asking, "lines")],
      [ui.renaming, marked(model.get("review_state"))],
    ],
    build: ({ view, ui, model }) =>
      timeline(
        view,
        ui.replaying,
        { asking: askedIn(ui.asking, "lines"), renaming: ui.renaming },
        model.get("review_state"),
      ),
  },
  review: {
    data: ({ view, model }) => [view.cursor, view.history_length, view.quiz?.open, model.get("review_state")],
    build: ({ view, model }) => reviewPanel(view, model.get("review_state")),
  },
  inspector: {
    data: ({ view, model }) => [view.decision, model.get("every_move")],
    build: ({ view, ui, model }) => inspector(view, ui.panels.inspectorOpen, model.get("every_move")),
  },
  analysis: {
    data: ({ view }) => [view.analysis, view.choices?.player],
    build: ({ view }) =>
      analysisPanel(view.analysis, view.choices != null && view.choices.player === view.analysis?.player),
  },
  log: { data: ({ view }) => view.log, build: ({ view, ui }) => log(view, ui.panels.logOpen) },
  rules: { data: () => null, build: () => howToPlay() },
};

/** The sections drawn on the felt, the card table between the track and the buttons, in order. */
const ON_THE_FELT = ["opponent", "table", "viewer", "reveal"];

/**
 * The felt: made once, so the sections on it stay where they are.
 * @param {UI} ui
 * @returns {HTMLElement}
 */
function feltOf(ui) {
  const kept = ui.built.get("felt")?.node;
  if (kept) return kept;
  const felt = h("div", { class: "tc-felt", role: "group", "aria-label": "the card table" });
  ui.built.set("felt", { text: "", node: felt });
  return felt;
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

/**
 * The round that ended in the move just shown (not one that ended before the page opened).
 * @param {PageView} view
 * @param {UI} ui
 * @returns {RoundResultView | None}
 */
function justEnded(view, ui) {
  return ui.before && endsRound(ui.before, view) ? view.last_round : null;
}

/**
 * The section's data as text, to tell whether it changed since it was last built.
 * @param {Section} section
 * @param {Drawing} state
 * @returns {string}
 */
function signature(section, state) {
  return JSON.stringify(section.data(state));
}

/**
 * Draw the page into ``root``, rebuilding only the sections whose data changed.
 * @param {HTMLElement} root
 * @param {Model} model
 * @param {UI} ui
 */
export function draw(root, model, ui) {
  const view = ui.shown ?? model.get("view_state");
  if (!view || view.protocol !== PROTOCOL) {
    ui.built.clear();
    root.replaceChildren(mismatch());
    return;
  }
  const state = drawing(model, ui);
  const nodes = Object.entries(SECTIONS).map(
    ([key, section]) => /** @type {const} */ ([key, built(ui, key, section, state)]),
  );
  const felt = feltOf(ui);
  place(
    felt,
    nodes.flatMap(([key, node]) => (ON_THE_FELT.includes(key) && node ? [node] : [])),
  );
  const outside = nodes.flatMap(([key, node]) =>
    key === ON_THE_FELT[0] ? [felt] : ON_THE_FELT.includes(key) || !node ? [] : [node],
  );
  place(root, outside);
  showTimelineAt(root, view.cursor, ui.held);
}

/**
 * A kept timeline may still show where the user dragged it, if Python put the cursor back.
 * @param {HTMLElement} root
 * @param {number} cursor
 * @param {HTMLElement | null} held  the slider the user is dragging, if any
 */
function showTimelineAt(root, cursor, held) {
  const slider = /** @type {HTMLInputElement | null} */ (root.querySelector('[data-tc="timeline"]'));
  if (slider && slider !== held && Number(slider.value) !== cursor) slider.value = String(cursor);
}

/**
 * The section's node: the one built before if its data is the same, or if the user is dragging in it.
 * @param {UI} ui
 * @param {string} key
 * @param {Section} section
 * @param {Drawing} state
 * @returns {HTMLElement | null}
 */
function built(ui, key, section, state) {
  const text = signature(section, state);
  const last = ui.built.get(key);
  const dragged = ui.held && last?.node?.contains(ui.held); // rebuilt once the user lets go
  if (last && (last.text === text || dragged)) return last.node;
  const node = section.build(state);
  ui.built.set(key, { text, node });
  return node;
}

function mismatch() {
  const words = "This page and the Python package disagree on the protocol: restart the kernel and reload.";
  return h("div", { class: "tc-error", "data-tc": "error" }, words);
}

/**
 * Make ``root``'s children ``nodes`` without moving the ones that stay (moving one would blur it).
 * @param {HTMLElement} root
 * @param {Element[]} nodes
 */
function place(root, nodes) {
  const keep = new Set(nodes);
  for (const child of [...root.children]) {
    if (!keep.has(child)) child.remove();
  }
  let at = root.firstChild;
  for (const node of nodes) {
    if (node === at) at = at.nextSibling;
    else root.insertBefore(node, at);
  }
}
