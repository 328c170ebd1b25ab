// The heuristic's hint: what it would play, and why, under the hand.
import { h } from "../dom.js";

/** @typedef {import("../protocol.js").Hint} Hint */
/** @typedef {import("../protocol.js").None} None */
/** @typedef {import("../sections.js").Section} Section */

/** @param {Hint | None} hint */
export function hintBox(hint) {
  if (!hint) return null;
  return h("div", { class: "tc-hint-box", "data-tc": "hint-text" }, hint.text);
}

/** @type {Section} */
export const section = { data: ({ model }) => model.get("hint"), build: ({ model }) => hintBox(model.get("hint")) };
