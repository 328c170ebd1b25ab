// The questions the page asks before a step that loses moves. Each stands where the button that
// asked it stood, with a button that takes the step and a default one that keeps everything as
// it is (Escape keeps too). One question at a time; it goes once Python's view no longer reads as
// it did when asked (the game moved on, the line went), since its answer would be to another one.

import { message } from "../commands.js";
import { h } from "../dom.js";

/** @typedef {import("../protocol.js").PageView} PageView */
/** @typedef {import("../protocol.js").PageMessage} PageMessage */
/** @typedef {import("../protocol.js").None} None */

/** A question's kind: a key of QUESTIONS. */
/** @typedef {"delete-line" | "new-game"} QuestionKind */

/** Where a question may stand: a key of PLACES. */
/** @typedef {"banner" | "controls" | "lines"} Place */

/**
 * One question, as QUESTIONS holds it. `about` is what it asks about in the view (the line to delete, or null).
 * @typedef {object} Question
 * @property {string} opener
 * @property {string} tc
 * @property {(view: PageView) => number | null} about
 * @property {(view: PageView, about: number | null) => string | None} words
 * @property {[string, string]} confirm
 * @property {[string, (view: PageView) => string]} keep
 * @property {(view: PageView, about: number | null) => PageMessage} message
 */

/**
 * The question asked (`question(...)` makes it): its kind, what it is about, its words, its keep
 * button's words, and where it stands.
 * @typedef {object} Asking
 * @property {QuestionKind} kind
 * @property {number | null} about
 * @property {string} words
 * @property {string} keep
 * @property {Place} place
 */

/**
 * Each question: the button that asks it (`opener`), what it asks about in the view (`about`),
 * its words, as Python put them in the view (null: nothing would be lost, so nothing to ask), its
 * two buttons (the keep button's words for the view asked on), and the message a yes sends.
 * @type {Record<QuestionKind, Question>}
 */
export const QUESTIONS = {
  "delete-line": {
    opener: "delete-line",
    tc: "delete-question",
    about: (view) => view.line,
    words: (view, line) => (line === view.line ? view.questions.delete_line : null),
    confirm: ["confirm-delete", "Delete"],
    keep: ["keep-line", () => "Keep"],
    // The line asked about is always the view's (`about`), a number.
    message: (view, line) => message("delete_line", { line: /** @type {number} */ (line), cursor: view.cursor }),
  },
  "new-game": {
    opener: "new-game",
    tc: "new-game-question",
    about: () => null,
    words: (view) => view.questions.new_game,
    confirm: ["new-game-confirm", "New game"],
    // A finished game cannot be played on: its question is a new game, or not.
    keep: ["new-game-keep", (view) => (view.phase === "over" ? "Cancel" : "Keep playing")],
    message: () => message("new_game", {}),
  },
};

/**
 * Where a question may stand: the sections that hold the buttons that ask one.
 * @type {Record<Place, string>}
 */
const PLACES = { banner: '[data-tc="banner"]', controls: ".tc-controls", lines: ".tc-lines" };

/**
 * The question `kind` asked by the button `opener` on `view`, or null when it has nothing to ask.
 * @param {QuestionKind} kind
 * @param {PageView} view
 * @param {Element} opener  a button in one of the PLACES
 * @returns {Asking | null}
 */
export function question(kind, view, opener) {
  const about = QUESTIONS[kind].about(view);
  const words = QUESTIONS[kind].words(view, about);
  const places = /** @type {Place[]} */ (Object.keys(PLACES));
  const place = /** @type {Place} */ (places.find((key) => opener.closest(PLACES[key])));
  return words == null ? null : { kind, about, words, keep: QUESTIONS[kind].keep[1](view), place };
}

/**
 * The question still asked on Python's `view`: none once its words would read otherwise.
 * @param {Asking | null} asking
 * @param {PageView} view
 * @returns {Asking | null}
 */
export function stillAsked(asking, view) {
  if (!asking || !view?.questions) return null;
  return QUESTIONS[asking.kind].words(view, asking.about) === asking.words ? asking : null;
}

/**
 * The question if it stands in `place`, else null.
 * @param {Asking | null} asking
 * @param {Place} place
 * @returns {Asking | null}
 */
export function askedIn(asking, place) {
  return asking?.place === place ? asking : null;
}

/**
 * The message that takes the step the question asks about (by default, on the view shown).
 * @param {QuestionKind} kind
 * @param {PageView} view
 * @param {number | null} about
 * @returns {PageMessage}
 */
export function questionMessage(kind, view, about = QUESTIONS[kind].about(view)) {
  return QUESTIONS[kind].message(view, about);
}

/**
 * The selector of the question's keep button.
 * @param {Asking} asking
 */
export function keepButton(asking) {
  return `[data-tc="${QUESTIONS[asking.kind].keep[0]}"]`;
}

/**
 * The selector of the button that asked the question, where it stands again once it is gone.
 * @param {Asking} asking
 */
export function openerButton(asking) {
  return `${PLACES[asking.place]} [data-tc="${QUESTIONS[asking.kind].opener}"]`;
}

/**
 * What each question's buttons do: `ask(kind)`, `confirm()` (yes) or `keep()`.
 * @param {{ ask: (kind: QuestionKind) => void, confirm: () => void, keep: () => void }} commands
 * @returns {Record<string, () => void>}
 */
export function questionCommands({ ask, confirm, keep }) {
  return Object.fromEntries(
    Object.entries(QUESTIONS).flatMap(([kind, { opener, confirm: yes, keep: no }]) => [
      [opener, () => ask(/** @type {QuestionKind} */ (kind))],
      [yes[0], confirm],
      [no[0], keep],
    ]),
  );
}

/**
 * The New game button (with these classes), which asks before it loses moves.
 * @param {string} classes
 */
export function newGameButton(classes) {
  return h("button", { type: "button", class: classes, "data-tc": "new-game" }, "New game");
}

/**
 * The question asked here, or (none asked here) what stands in its place.
 * @template T
 * @param {Asking | null} asking
 * @param {T} otherwise
 */
export function questionOr(asking, otherwise) {
  if (!asking) return otherwise;
  const { tc, confirm, keep } = QUESTIONS[asking.kind];
  /**
   * @param {[string, string]} button  its data-tc and its words
   * @param {boolean} primary
   */
  const button = ([name, words], primary) =>
    h("button", { type: "button", class: primary ? "tc-button tc-primary" : "tc-button", "data-tc": name }, words);
  return h(
    "span",
    { class: "tc-question" },
    h("span", { "data-tc": tc, role: "alert" }, asking.words),
    h("span", { class: "tc-answers" }, button(confirm, false), button([keep[0], asking.keep], true)),
  );
}
