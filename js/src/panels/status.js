// The status line: whose move it is and what they are doing, or how the game ended (Python's words).
import { h } from "../dom.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../sections.js").Section} Section */

/** @param {PageView} view */
export function status(view) {
  return h("div", { class: "tc-status", "data-tc": "phase", "aria-live": "polite" }, view.status);
}

/** @type {Section} */
export const section = { data: ({ view }) => view.status, build: ({ view }) => status(view) };
