// The lines of play: the list of lines, and renaming or deleting the one shown.
import { h } from "../dom.js";
import { questionOr } from "./questions.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("./questions.js").Asking} Asking */

/**
 * The question asked at the line list, or the line being renamed.
 * @typedef {object} LineEdit
 * @property {Asking | null} [asking]
 * @property {number | null} [renaming]  an index into the view's lines
 */

/**
 * The lines of the game: pick one to show, rename the one shown, or delete it, which asks first
 * (it loses moves). `lineEdit` has the question asked here, or the line being renamed.
 * @param {PageView} view
 * @param {LineEdit} lineEdit
 */
export function lineChoice(view, { asking = null, renaming = null }) {
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
