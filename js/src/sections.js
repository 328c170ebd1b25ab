// The page as keyed sections: each is rebuilt only when the data it draws changed, so what the
// user opened, scrolled or focused in the others stays as it was.
import { PROTOCOL } from "./commands.js";
import { h } from "./dom.js";
import { section as analysis } from "./panels/analysis.js";
import { section as board } from "./panels/board.js";
import { section as controls } from "./panels/choices.js";
import { opponentSection, revealSection, viewerSection } from "./panels/hands.js";
import { section as hint } from "./panels/hint.js";
import { section as inspector } from "./panels/inspector.js";
import { section as log } from "./panels/log.js";
import { section as quiz } from "./panels/quiz.js";
import { section as review } from "./panels/review.js";
import { section as rules } from "./panels/rules.js";
import { section as status } from "./panels/status.js";
import { section as table } from "./panels/table.js";
import { section as timeline } from "./panels/timeline.js";

/** @typedef {import("./protocol.js").PageView} PageView */
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
 * Top to bottom: each section's key and the panel's section (the data it draws from and how to
 * build it), which each panel module declares beside the panel.
 * @type {Record<string, Section>}
 */
const SECTIONS = {
  status,
  quiz,
  board,
  opponent: opponentSection,
  table,
  viewer: viewerSection,
  reveal: revealSection,
  hint,
  controls,
  timeline,
  review,
  inspector,
  analysis,
  log,
  rules,
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
