// The Tacocat widget's page: draws the synced view and sends clicks back as messages.

import { message, pageAction } from "./commands.js";
import { h } from "./dom.js";
import {
  focusedControl,
  freshPanels,
  rememberPanels,
  restoreDiscardScroll,
  restoreFocus,
  restoreLogScroll,
} from "./kept.js";
import {
  keepButton,
  openerButton,
  question,
  questionCommands,
  questionMessage,
  stillAsked,
} from "./panels/questions.js";
import { nearestMark } from "./panels/review.js";
import { beats, playbackViews, player, sameBoard } from "./playback.js";
import { draw } from "./sections.js";
import { selectionAction } from "./selection.js";

/** @typedef {import("./protocol.js").PageView} PageView */
/** @typedef {import("./protocol.js").PageAction} PageAction */
/** @typedef {import("./protocol.js").Choices} Choices */
/** @typedef {import("./protocol.js").PageMessage} PageMessage */
/** @typedef {import("./protocol.js").Viewer} Viewer */
/** @typedef {import("./commands.js").Model} Model */
/** @typedef {import("./panels/questions.js").Asking} Asking */
/** @typedef {import("./panels/questions.js").QuestionKind} QuestionKind */
/** @typedef {ReturnType<typeof player>} Player */
/** @typedef {ReturnType<typeof autoplayer>} Autoplay */

/**
 * A DOM listener: the event, its handler, and whether it is heard on the way down (capture).
 * @typedef {[string, (event: Event) => void, boolean?]} Listener
 */

/** An element clicked: a card, a button or another control (buttons and inputs may be disabled). */
/** @typedef {HTMLElement & { disabled?: boolean }} Control */

/**
 * The page's own state, made by `pageState()`; `render` adds how it replays, shows, asks and plays back.
 * @typedef {object} UI
 * @property {Set<number>} selected  the selected cards, as indexes into the hand choosing
 * @property {string | null} selectionFor  what the selection was made for, as JSON (the choices and the hand)
 * @property {Viewer | null} revealedFor  the viewer the covered hands were revealed to
 * @property {boolean} thinking  agents are moving: Python has not answered yet
 * @property {import("./kept.js").Panels} panels
 * @property {Map<string, { text: string, node: HTMLElement | null }>} built  each section's data and node
 * @property {HTMLElement | null} held  the slider the user is dragging, if any
 * @property {boolean} replaying  the timeline is walking through the game
 * @property {Asking | null} asking  the question before a step that loses moves
 * @property {number | null} renaming  the line the user is naming
 * @property {PageView | null} shown  the view on the board: Python's, or a state on the way to it
 * @property {PageView | null} before  the view shown just before it
 * @property {PageView | null} taken  the last view from Python that was taken in
 * @property {Player} player  plays moves back one at a time (render)
 * @property {{ toggle: () => void, stop: () => void }} replay  the timeline walking through the game (render)
 * @property {(view: PageView, last: boolean) => void} show  puts a view on the board (render)
 * @property {Questions} questions  the question before a step that loses moves (render)
 */

/**
 * The page's question (`questioner`): ask it, answer yes, keep everything, or drop it unanswered.
 * @typedef {object} Questions
 * @property {(kind: QuestionKind, view: PageView, opener: Element) => void} ask
 * @property {(view: PageView) => void} confirm
 * @property {() => void} keep
 * @property {() => void} drop
 */

/**
 * The page's own state: what is selected, opened and built, and whether agents are thinking.
 * The player and the functions on the state are `render`'s to set, before
 * anything reads them: until then they are null or missing, hence the cast.
 * @returns {UI}
 */
function pageState() {
  return /** @type {UI} */ (
    /** @type {unknown} */ ({
      selected: new Set(),
      selectionFor: null,
      revealedFor: null,
      thinking: false,
      panels: freshPanels(),
      built: new Map(),
      held: null, // the slider the user is dragging, if any
      replaying: false, // the timeline is walking through the game
      asking: null, // the question before a step that loses moves, until it is answered or goes stale
      renaming: null, // the line the user is naming, until they save or cancel
      shown: null, // the view on the board: Python's, or a state on the way to it
      before: null, // the view shown just before it, to tell what is new
      taken: null, // the last view from Python that was taken in
      player: null, // plays moves back one at a time
    })
  );
}

/**
 * A redraw that keeps what the user opened, scrolled and focused.
 * @param {HTMLElement} root
 * @param {Model} model
 * @param {UI} ui
 * @returns {() => void}
 */
function redrawer(root, model, ui) {
  return () => {
    const focus = focusedControl(root);
    ui.asking = stillAsked(ui.asking, model.get("view_state"));
    rememberPanels(root, ui.panels);
    draw(root, model, ui);
    // While moves are played back the board is not yet Python's view: tests wait for this to go.
    root.toggleAttribute("data-playing", Boolean(ui.player?.playing));
    restoreLogScroll(root, ui.panels);
    restoreDiscardScroll(root, ui.panels);
    restoreFocus(root, focus);
  };
}

/**
 * Keep the selection only while it means the same: the same choices from the same hand.
 * @param {UI} ui
 * @param {PageView} view
 */
function keepSelectionIfValid(ui, view) {
  const choices = view?.choices;
  const basis = JSON.stringify(choices ? [choices, view.hands[choices.player]] : null);
  if (basis !== ui.selectionFor) ui.selected = new Set();
  ui.selectionFor = basis;
}

/**
 * @param {HTMLElement} card
 * @param {UI} ui
 * @param {() => void} redraw
 */
function toggleCard(card, ui, redraw) {
  if (card.dataset.disabled === "true") return;
  const index = Number(card.dataset.index);
  if (ui.selected.has(index)) ui.selected.delete(index);
  else ui.selected.add(index);
  redraw();
}

/**
 * Send a message that makes agents move, saying so until Python answers.
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 * @param {PageMessage} message
 * @param {boolean} [thinking]
 */
function sendThinking(model, ui, redraw, message, thinking = true) {
  ui.thinking = thinking;
  redraw();
  model.send(message);
}

/**
 * Move the timeline (a trait the page may write); Python answers with the board there.
 * @param {Model} model
 * @param {number | null} cursor
 */
function moveCursor(model, cursor) {
  if (cursor == null || Number.isNaN(cursor)) return;
  model.set("cursor", cursor);
  model.save_changes();
}

/**
 * What each button does, for the view the click was made on (``target``: what was clicked).
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 * @param {PageView} view
 * @param {HTMLElement} target
 * @param {HTMLElement} root
 * @returns {Record<string, () => void>}
 */
function commands(model, ui, redraw, view, target, root) {
  // After a human's move, agents may answer before the board comes back.
  const agentsPlay = view.humans.includes(false);
  const play = (/** @type {PageAction} */ action) =>
    sendThinking(model, ui, redraw, message("play", { action, cursor: view.cursor }), agentsPlay);
  return {
    // Play is there only with choices, and disabled while the selection makes no action.
    play: () =>
      play(
        /** @type {PageAction} */ (
          selectionAction(view.choices, view.hands[/** @type {Choices} */ (view.choices).player], ui.selected)
        ),
      ),
    sacrifice: () => play(pageAction("sacrifice")),
    "play-move": () => {
      const row = view.analysis?.rows[Number(target.dataset.row)];
      if (row) play(row.move);
    },
    step: () => sendThinking(model, ui, redraw, message("step", { cursor: view.cursor })),
    run: () => sendThinking(model, ui, redraw, message("run", { until: "round", cursor: view.cursor })),
    hint: () => model.send(message("hint", { cursor: view.cursor })),
    replay: () => ui.replay.toggle(),
    "every-move": () => {
      model.set("every_move", !model.get("every_move"));
      model.save_changes();
    },
    analyse: () => sendThinking(model, ui, redraw, message("analyse", { cursor: view.cursor })),
    undo: () => model.send(message("undo", { cursor: view.cursor })),
    "quiz-end": () => model.send(message("end_quiz", {})),
    review: () => model.send(message("review", { cursor: view.cursor })),
    "review-cancel": () => model.send(message("cancel_review", {})),
    "prev-mark": () => moveCursor(model, nearestMark(model.get("review_state"), view.cursor, -1)),
    "next-mark": () => moveCursor(model, nearestMark(model.get("review_state"), view.cursor, 1)),
    point: () => moveCursor(model, Number(target.dataset.cursor)),
    mark: () => moveCursor(model, Number(target.dataset.cursor)),
    ...questionCommands({
      ask: (kind) => ui.questions.ask(kind, view, target),
      confirm: () => ui.questions.confirm(view),
      keep: () => ui.questions.keep(),
    }),
    "rename-line": () => {
      ui.questions.drop();
      ui.renaming = view.line;
      redraw();
      /** @type {HTMLInputElement | null} */ (root.querySelector('[data-tc="line-name"]'))?.select();
    },
    "save-name": () => {
      const line = /** @type {number} */ (ui.renaming); // Save is there only while a line is named
      const name = /** @type {HTMLInputElement | null} */ (root.querySelector('[data-tc="line-name"]'))?.value ?? "";
      ui.renaming = null;
      redraw();
      model.send(message("name_line", { line, name, cursor: view.cursor }));
    },
    "cancel-name": () => {
      ui.renaming = null;
      redraw();
    },
    autoplay: () => {
      model.set("autoplay", !model.get("autoplay"));
      model.save_changes();
      redraw();
    },
    reveal: () => {
      ui.revealedFor = view.viewer;
      redraw();
    },
  };
}

/**
 * After a playback was cut short, the control in the final board that stands where `target` stood.
 * @param {HTMLElement} root
 * @param {HTMLElement} target
 * @returns {Control | null}
 */
function sameControl(root, target) {
  if (target.dataset.index === undefined) {
    return /** @type {Control | null} */ (root.querySelector(`[data-tc="${target.dataset.tc}"]`));
  }
  const hand = /** @type {HTMLElement | null} */ (target.closest("[data-hand]"))?.dataset.hand;
  return /** @type {Control | null} */ (
    root.querySelector(`[data-hand="${hand}"] [data-index="${target.dataset.index}"]`)
  );
}

/**
 * @param {Event} event  a click on the page's root
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 */
function onClick(event, model, ui, redraw) {
  let target = /** @type {Control | null} */ (/** @type {Element} */ (event.target).closest("[data-tc], [data-index]"));
  // A click during a playback finishes it, then acts on the final board (the page's root listens:
  // currentTarget).
  if (target && ui.player.finish()) target = sameControl(/** @type {HTMLElement} */ (event.currentTarget), target);
  if (!target || target.disabled) return;
  if (target.dataset.tc !== "replay" && ui.replaying) ui.replay.stop(); // any other click takes over
  if (target.dataset.index !== undefined) return toggleCard(target, ui, redraw);
  // Not a card, so a control with data-tc.
  commands(model, ui, redraw, model.get("view_state"), target, /** @type {HTMLElement} */ (event.currentTarget))[
    /** @type {string} */ (target.dataset.tc)
  ]?.();
}

/**
 * @param {KeyboardEvent} event  a key pressed on the page
 * @param {HTMLElement} root
 * @param {UI} ui
 */
function onKey(event, root, ui) {
  // Keys typed on the board belong to the game, not to the notebook's shortcuts.
  event.stopPropagation();
  if (/** @type {HTMLElement} */ (event.target).dataset?.tc === "line-name") {
    // Typing a line's name: Enter saves it, Escape leaves it as it was.
    const answer = /** @type {Record<string, string>} */ ({ Enter: "save-name", Escape: "cancel-name" })[event.key];
    if (answer) /** @type {HTMLElement | null} */ (root.querySelector(`[data-tc="${answer}"]`))?.click();
    return;
  }
  if (event.key === "Escape" && ui.asking) return ui.questions.keep();
  // Enter and Space answer with the button focused
  if (/** @type {Element} */ (event.target).closest?.(".tc-question")) return;
  if (/** @type {Element} */ (event.target).matches?.("input, select")) return; // a slider's or a list's own keys
  ui.player.finish(); // a key during a playback acts on the board it was meant for
  const cards = /** @type {HTMLElement[]} */ ([...root.querySelectorAll('[data-index][data-disabled="false"]')]);
  const current = cards.indexOf(/** @type {HTMLElement} */ (document.activeElement)); // -1 if elsewhere
  /** @type {Record<string, number>} */
  const moves = { ArrowRight: 1, ArrowLeft: -1 };
  if (event.key in moves && cards.length) {
    cards[(current + moves[event.key] + cards.length) % cards.length].focus();
    event.preventDefault();
  } else if (event.key === "Enter" || event.key === "p") {
    event.preventDefault(); // Enter plays the selection; it does not also toggle the focused card
    /** @type {HTMLElement | null} */ (root.querySelector('[data-tc="play"]:not([disabled])'))?.click();
  } else if (event.key === "s") {
    /** @type {HTMLElement | null} */ (root.querySelector('[data-tc="sacrifice"]:not([disabled])'))?.click();
  }
}

/**
 * Autoplay: an agent to move, at the end of the timeline, plays after a pause.
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 */
function autoplayer(model, ui, redraw) {
  /** @type {number | null} */
  let timer = null;
  const schedule = () => {
    clearTimeout(timer ?? undefined);
    if (ui.asking) return; // the game holds still while the page asks a question
    const view = model.get("view_state");
    // humans[null] is undefined: false too when nobody is to move
    const agentToMove = view?.humans?.[/** @type {number} */ (view.to_move)] === false;
    if (!model.get("autoplay") || !agentToMove || view.cursor !== view.history_length - 1) return;
    const step = () => sendThinking(model, ui, redraw, message("step", { cursor: view.cursor }));
    timer = setTimeout(step, 1000 * model.get("speed"));
  };
  return { schedule, stop: () => clearTimeout(timer ?? undefined) };
}

/**
 * Replay: the timeline walks from the start (or from where it stands, if not at the end) to the
 * last move, one move each `speed` seconds. Only the cursor moves: the game stays as it is.
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 * @returns {UI["replay"]}
 */
function replayer(model, ui, redraw) {
  /** @type {number | null} */
  let timer = null;
  const stop = () => {
    clearTimeout(timer ?? undefined);
    timer = null;
    ui.replaying = false;
  };
  const stopAndShow = () => {
    stop();
    redraw();
  };
  const next = () => {
    const view = model.get("view_state");
    if (!ui.replaying || view.cursor >= view.history_length - 1) return stopAndShow();
    model.set("cursor", view.cursor + 1);
    model.save_changes();
    timer = setTimeout(next, Math.max(100, 1000 * model.get("speed")));
  };
  const toggle = () => {
    if (ui.replaying) return stopAndShow();
    const view = model.get("view_state");
    ui.replaying = true;
    if (view.cursor >= view.history_length - 1) {
      model.set("cursor", 0);
      model.save_changes();
    }
    redraw();
    timer = setTimeout(next, Math.max(100, 1000 * model.get("speed")));
  };
  return { toggle, stop };
}

/**
 * The page's own listeners: clicks, keys, sliders, the log opening, drags starting.
 * @param {HTMLElement} root
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 * @param {Autoplay} autoplay
 * @returns {Listener[]}
 */
function pageEvents(root, model, ui, redraw, autoplay) {
  /** @param {Event} event  a change of an input or a select */
  const changed = (event) => {
    // The line list shows another line.
    if (/** @type {HTMLSelectElement} */ (event.target).dataset.tc === "lines") {
      ui.questions.drop();
      ui.renaming = null;
      return model.send(
        message("line", {
          line: Number(/** @type {HTMLSelectElement} */ (event.target).value),
          cursor: model.get("view_state").cursor,
        }),
      );
    }
    // A level list seats an agent of that level (Python allows it before or after a game).
    const seat = /** @type {HTMLSelectElement} */ (event.target).dataset.level;
    if (seat === "0" || seat === "1") {
      return model.send(
        message("seat", {
          player: seat === "0" ? 0 : 1,
          level: /** @type {HTMLSelectElement} */ (event.target).value,
          cursor: model.get("view_state").cursor,
        }),
      );
    }
    // The timeline moves the cursor; the speed slider sets seconds per agent move.
    // (an input without data-tc indexes with undefined, as "undefined": no trait)
    const trait = /** @type {Record<string, "cursor" | "speed">} */ ({ timeline: "cursor", speed: "speed" })[
      /** @type {string} */ (/** @type {HTMLInputElement} */ (event.target).dataset.tc)
    ];
    if (!trait) return;
    model.set(trait, Number(/** @type {HTMLInputElement} */ (event.target).value));
    model.save_changes();
    if (trait === "speed") autoplay.schedule();
  };
  /** @param {Event} event  a details element opened or closed */
  const logOpened = (event) => {
    if (/** @type {HTMLElement} */ (event.target).dataset.tc === "log") restoreLogScroll(root, ui.panels);
  };
  /** @param {Event} event */
  const hold = (event) => {
    if (/** @type {Element} */ (event.target).matches?.('input[type="range"]')) {
      ui.held = /** @type {HTMLInputElement} */ (event.target);
    }
  };
  return [
    ["click", (event) => onClick(event, model, ui, redraw)],
    ["keydown", (event) => onKey(/** @type {KeyboardEvent} */ (event), root, ui)],
    ["change", changed],
    ["toggle", logOpened, true], // toggle does not bubble: listen on the way down
    ["pointerdown", hold],
  ];
}

/**
 * A drag may end outside the page, so its end is heard on the whole document.
 * @param {UI} ui
 * @param {() => void} redraw
 * @returns {Listener[]}
 */
function dragEnds(ui, redraw) {
  const letGo = () => {
    if (ui.held == null) return;
    ui.held = null;
    redraw();
  };
  return [
    ["pointerup", letGo],
    ["pointercancel", letGo],
  ];
}

/**
 * The page's question before a step that loses moves (questions.js): asking it puts the focus on
 * its keep button; keeping puts the focus back on the button that asked, going ahead on the page.
 * A step that would lose nothing is taken at once, unasked.
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 * @param {HTMLElement} root
 * @param {Autoplay} autoplay
 * @returns {Questions}
 */
function questioner(model, ui, redraw, root, autoplay) {
  /** @param {string | null} selector  the control to focus (null: the page itself) */
  const focus = (selector) =>
    /** @type {HTMLElement | null} */ (selector ? root.querySelector(selector) : root)?.focus({ preventScroll: true });
  const close = () => {
    const asked = ui.asking;
    ui.asking = null;
    redraw();
    autoplay.schedule();
    return asked;
  };
  return {
    ask: (kind, view, opener) => {
      const asking = question(kind, view, opener);
      if (!asking) return model.send(questionMessage(kind, view));
      ui.asking = asking;
      ui.renaming = null;
      redraw();
      autoplay.schedule();
      focus(keepButton(asking));
    },
    confirm: (view) => {
      const asked = close();
      if (!asked) return;
      focus(null);
      model.send(questionMessage(asked.kind, view, asked.about));
    },
    keep: () => {
      const asked = close();
      if (asked) focus(openerButton(asked));
    },
    drop: () => {
      ui.asking = null;
      autoplay.schedule();
    },
  };
}

/**
 * Milliseconds a played-back state stays before the next: `beats` of the widget's speed.
 * @param {Model} model
 * @returns {(previous: PageView | null, current: PageView, next: PageView) => number}
 */
function pauseBetween(model) {
  return (previous, current, next) => 1000 * model.get("speed") * beats(previous, current, next);
}

/**
 * The page's board shows `view`: a played-back state, or (`last`) Python's view itself.
 * @param {UI} ui
 * @param {() => void} redraw
 * @param {Autoplay} autoplay
 * @returns {UI["show"]}
 */
function shower(ui, redraw, autoplay) {
  return (view, last) => {
    ui.before = ui.shown;
    ui.shown = view;
    if (last) keepSelectionIfValid(ui, view);
    redraw();
    if (last) autoplay.schedule();
  };
}

/**
 * Tell Python which view the page has taken in. Hosts such as marimo re-run the cells that
 * read the widget only for changes that come from the page, and a move's result comes from
 * Python; this write is the page's own, so those cells follow every move.
 * @param {Model} model
 * @param {PageView} view
 */
function acknowledge(model, view) {
  if (model.get("seen") === view.revision) return;
  model.set("seen", view.revision);
  model.save_changes();
}

/**
 * What the page does when Python changes a synced trait.
 * @param {Model} model
 * @param {UI} ui
 * @param {() => void} redraw
 * @param {Autoplay} autoplay
 * @returns {[string, () => void][]}
 */
function modelEvents(model, ui, redraw, autoplay) {
  const answered = () => {
    // Any answer from Python ends the wait, even one that changed nothing else.
    ui.thinking = false;
    const view = model.get("view_state");
    if (view === ui.taken) return redraw(); // the same update, heard again (with its error)
    ui.taken = view;
    acknowledge(model, view);
    const ending = ui.player.last;
    if (ending && sameBoard(ending, view)) return ui.player.amend(view); // told more: play on
    const views = model.get("speed") > 0 ? playbackViews(view, ui.shown) : [];
    if (views.length > 1) return ui.player.start(views, ui.shown);
    ui.player.stop();
    ui.show(view, true);
  };
  const autoplayToggled = () => {
    redraw();
    autoplay.schedule();
  };
  return [
    ["change:view_state", answered],
    ["change:error", answered],
    ["change:cursor", redraw],
    ["change:cover_between_turns", redraw],
    ["change:hint", redraw],
    ["change:review_state", redraw],
    ["change:every_move", redraw],
    ["change:autoplay", autoplayToggled],
  ];
}

/**
 * Add the DOM listeners; returns what removes them.
 * @param {EventTarget} target
 * @param {Listener[]} events
 */
function listening(target, events) {
  for (const [event, handler, capture] of events) target.addEventListener(event, handler, capture);
  return () => {
    for (const [event, handler, capture] of events) target.removeEventListener(event, handler, capture);
  };
}

/**
 * Add the model's listeners; returns what removes them.
 * @param {Model} model
 * @param {[string, () => void][]} events
 */
function modelListening(model, events) {
  for (const [event, handler] of events) model.on(event, handler);
  return () => {
    for (const [event, handler] of events) model.off(event, handler);
  };
}

/** @param {{ model: Model, el: HTMLElement }} props  anywidget's: the model and the element to draw in */
function render({ model, el }) {
  const root = h("div", { class: "tc-root", tabindex: 0 });
  el.append(root);
  const ui = pageState();
  const redraw = redrawer(root, model, ui);
  const autoplay = autoplayer(model, ui, redraw);
  ui.replay = replayer(model, ui, redraw);
  ui.show = shower(ui, redraw, autoplay);
  ui.questions = questioner(model, ui, redraw, root, autoplay);
  ui.player = player(ui.show, pauseBetween(model));
  ui.shown = model.get("view_state");
  ui.taken = ui.shown;
  const stops = [
    listening(root, pageEvents(root, model, ui, redraw, autoplay)),
    listening(root.ownerDocument, dragEnds(ui, redraw)),
    modelListening(model, modelEvents(model, ui, redraw, autoplay)),
  ];
  keepSelectionIfValid(ui, model.get("view_state"));
  redraw();
  autoplay.schedule();
  return () => {
    autoplay.stop();
    ui.replay.stop();
    ui.player.stop();
    for (const stop of stops) stop();
    root.remove();
  };
}

export default { render };
