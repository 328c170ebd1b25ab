// The questions the page asks before a step that loses moves. Each stands where the button that
// asked it stood, with a button that takes the step and a default one that keeps everything as
// it is (Escape keeps too). One question at a time; it goes once Python's view no longer reads as
// it did when asked (the game moved on, the line went), since its answer would be to another one.
import { h } from "./dom.js";
import { deleteLineMessage, newGameMessage } from "./protocol.js";

const count = (number, word) => `${number} ${word}${number === 1 ? "" : "s"}`;

/** How many moves the game holds: each line's own, past those it shares with an earlier line. */
export function gameMoves(lines) {
  return lines.reduce((sum, line) => sum + line.moves - (line.after_move ?? 0), 0);
}

/**
 * Each question: the button that asks it (`opener`), what it asks about in the view (`about`),
 * its words for the view (null: nothing would be lost, so nothing to ask), its two buttons, and
 * the message a yes sends.
 */
export const QUESTIONS = {
  "delete-line": {
    opener: "delete-line",
    tc: "delete-question",
    about: (view) => view.line,
    words: (view, line) =>
      line === view.line && view.lines.length > 1
        ? `Delete “${view.lines[line].name}” and the moves only it holds?`
        : null,
    confirm: ["confirm-delete", "Delete"],
    keep: ["keep-line", "Keep"],
    message: (view, line) => deleteLineMessage(line, view.cursor),
  },
  "new-game": {
    opener: "new-game",
    tc: "new-game-question",
    about: () => null,
    words: (view) => {
      const moves = gameMoves(view.lines);
      if (moves === 0) return null; // a new game loses nothing
      const what =
        view.lines.length === 1
          ? count(moves, "move")
          : `${count(view.lines.length, "line")} (${count(moves, "move")})`;
      return `Start a new game? This game and its ${what} will be gone.`;
    },
    confirm: ["new-game-confirm", "New game"],
    keep: ["new-game-keep", "Keep playing"],
    message: () => newGameMessage(),
  },
};

/** Where a question may stand: the sections that hold the buttons that ask one. */
const PLACES = { banner: '[data-tc="banner"]', controls: ".tc-controls", lines: ".tc-lines" };

/** The question `kind` asked by the button `opener` on `view`, or null when it has nothing to ask. */
export function question(kind, view, opener) {
  const about = QUESTIONS[kind].about(view);
  const words = QUESTIONS[kind].words(view, about);
  const place = Object.keys(PLACES).find((key) => opener.closest(PLACES[key]));
  return words === null ? null : { kind, about, words, place };
}

/** The question still asked on Python's `view`: none once its words would read otherwise. */
export function stillAsked(asking, view) {
  if (!asking || !Array.isArray(view?.lines)) return null;
  return QUESTIONS[asking.kind].words(view, asking.about) === asking.words ? asking : null;
}

/** The question if it stands in `place`, else null. */
export function askedIn(asking, place) {
  return asking?.place === place ? asking : null;
}

/** The message that takes the step the question asks about (by default, on the view shown). */
export function questionMessage(kind, view, about = QUESTIONS[kind].about(view)) {
  return QUESTIONS[kind].message(view, about);
}

/** The selector of the question's keep button. */
export function keepButton(asking) {
  return `[data-tc="${QUESTIONS[asking.kind].keep[0]}"]`;
}

/** The selector of the button that asked the question, where it stands again once it is gone. */
export function openerButton(asking) {
  return `${PLACES[asking.place]} [data-tc="${QUESTIONS[asking.kind].opener}"]`;
}

/** What each question's buttons do: `ask(kind)`, `confirm()` (yes) or `keep()`. */
export function questionCommands({ ask, confirm, keep }) {
  return Object.fromEntries(
    Object.entries(QUESTIONS).flatMap(([kind, { opener, confirm: yes, keep: no }]) => [
      [opener, () => ask(kind)],
      [yes[0], confirm],
      [no[0], keep],
    ]),
  );
}

/** The New game button (with these classes), which asks before it loses moves. */
export function newGameButton(classes) {
  return h("button", { type: "button", class: classes, "data-tc": "new-game" }, "New game");
}

/** The question asked here, or (none asked here) what stands in its place. */
export function questionOr(asking, otherwise) {
  if (!asking) return otherwise;
  const { tc, confirm, keep } = QUESTIONS[asking.kind];
  const button = ([name, words], primary) =>
    h("button", { type: "button", class: primary ? "tc-button tc-primary" : "tc-button", "data-tc": name }, words);
  return h(
    "span",
    { class: "tc-question" },
    h("span", { "data-tc": tc, role: "alert" }, asking.words),
    button(confirm, false),
    button(keep, true),
  );
}
