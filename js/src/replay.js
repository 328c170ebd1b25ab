// The page of a replay file (`w.save_html`): the widget drawn from views written into the file.
// No kernel stands behind it, so a stand-in model serves those views as the timeline moves.
import widget from "./widget.js";

/** @typedef {import("./protocol.js").PageView} PageView */
/** @typedef {import("./protocol.js").PageTraits} PageTraits */
/** @typedef {import("./protocol.js").ReviewView} ReviewView */
/** @typedef {import("./protocol.js").Viewer} Viewer */
/** @typedef {import("./commands.js").Model} Model */

/**
 * The traits a replay holds: all but `seen`, unset until the page writes it.
 * @typedef {Omit<PageTraits, "seen"> & Partial<Pick<PageTraits, "seen">>} ReplayTraits
 */

/**
 * The replay's stand-in for the anywidget model: the part of it the page uses.
 * @typedef {object} ReplayModel
 * @property {<K extends keyof PageTraits>(name: K) => ReplayTraits[K]} get
 * @property {<K extends keyof PageTraits>(name: K, value: PageTraits[K]) => void} set
 * @property {() => void} save_changes
 * @property {(content: unknown) => void} send
 * @property {(event: string, handler: () => void) => void} on
 * @property {(event: string, handler: () => void) => void} off
 */

/**
 * A model holding every view of the game, and its review if it has one: moving the timeline (the
 * one trait the page writes here) shows the view at that position; messages that would ask
 * Python for a move go nowhere.
 * @param {PageView[]} views
 * @param {Viewer} viewer
 * @param {ReviewView | null} [review]
 * @returns {ReplayModel}
 */
export function replayModel(views, viewer, review = null) {
  /** @type {Record<string, (() => void)[]>} */
  const handlers = {};
  const last = views.length - 1;
  /** @type {ReplayTraits} */
  const values = {
    view_state: views[last],
    cursor: last,
    view: viewer,
    error: "",
    hint: null,
    review_state: review,
    cover_between_turns: false,
    autoplay: false,
    speed: 0.6,
    every_move: false,
    levels: [], // no seat changes in a replay
  };
  /** @param {string} event */
  const fire = (event) => {
    for (const handler of handlers[event] ?? []) handler();
  };
  return {
    get: (name) => values[name],
    set: (name, value) => {
      values[name] = value;
      if (name !== "cursor") return;
      values.view_state = views[Math.max(0, Math.min(last, /** @type {number} */ (value)))]; // the cursor
      fire("change:view_state");
    },
    save_changes: () => {},
    send: () => {},
    on: (event, handler) => {
      handlers[event] = [...(handlers[event] ?? []), handler];
    },
    off: (event, handler) => {
      handlers[event] = (handlers[event] ?? []).filter((known) => known !== handler);
    },
  };
}

/**
 * Draw the replay into `#board`, from the views and viewer the file holds.
 * @param {Document} doc
 */
export function startReplay(doc) {
  /**
   * The JSON in the file's element `id` (the file holds each one the page reads).
   * @param {string} id
   * @returns {unknown}
   */
  const read = (id) => JSON.parse(/** @type {HTMLElement} */ (doc.getElementById(id)).textContent);
  const model = replayModel(
    /** @type {PageView[]} */ (read("tc-views")),
    /** @type {Viewer} */ (read("tc-viewer")),
    /** @type {ReviewView | null} */ (read("tc-review")),
  );
  // The page uses only what the stand-in has (it reads `seen` only to compare it with a revision).
  widget.render({ model: /** @type {Model} */ (model), el: /** @type {HTMLElement} */ (doc.getElementById("board")) });
}

if (typeof document !== "undefined" && document.getElementById("tc-views")) startReplay(document);
