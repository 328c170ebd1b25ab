// Moves played back one at a time: the page passes through the states Python sent, in order,
// so a person sees each agent move (and each showdown) instead of only where they led; and which
// round's end the board shows.

/** @typedef {import("./protocol.js").PageView} PageView */
/** @typedef {import("./protocol.js").RoundResultView} RoundResultView */
/** @typedef {import("./protocol.js").TableView} TableView */
/** @typedef {import("./protocol.js").None} None */

/**
 * The views to show on the way from the board the page shows (at cursor `shown`) to `view`.
 * Empty when the view does not continue that board (the timeline moved, a new game began).
 * Between frames the page keeps what is not the table's (the log, the inspector), so the
 * played-back moves are not told before they are shown.
 * @param {PageView} view
 * @param {PageView | null} before  the view the page shows now (null: none yet)
 * @returns {PageView[]}
 */
export function playbackViews(view, before) {
  if (view.played_from == null || !before || view.played_from !== before.cursor) return [];
  const between = view.frames.map((frame) => ({
    ...before,
    ...frame,
    history_length: view.history_length,
    choices: null,
    sealed: null,
    played_from: null,
    frames: [],
  }));
  return [...between, view];
}

/**
 * Whether `view` shows the same board as `ending` and moves nothing: an update that only tells
 * more (a review's marks in the log), which a playback under way can end on, uncut.
 * @param {PageView} ending
 * @param {PageView} view
 */
export function sameBoard(ending, view) {
  return (
    view.played_from == null &&
    /** @type {const} */ (["cursor", "history_length", "line", "viewer"]).every((key) => ending[key] === view[key])
  );
}

/**
 * Whether going from `before` to `after` ended a round (its showdown is then shown).
 * @param {PageView | null} before
 * @param {PageView} after
 */
export function endsRound(before, after) {
  return (
    Boolean(after.last_round) && /** @type {RoundResultView} */ (after.last_round).number !== before?.last_round?.number
  );
}

// A round's end stays this many beats (of the widget's speed): the showdown, how the round went
// and the Tacocat's walk are read before the next round's moves cover them.
export const ROUND_END_BEATS = 5;

/**
 * How many beats of the widget's speed `current` stays on the board before `next` covers it;
 * `previous` is the board shown before it. The state that ended a round stays longest, right
 * after the round's last move and before the next round's moves; the board that last move is
 * made on stays a little longer. Nothing waits for a click: after a human's move, the agents'
 * answers play on by themselves, into the next round too.
 * @param {PageView | null} previous
 * @param {PageView} current
 * @param {PageView} next
 */
export function beats(previous, current, next) {
  if (endsRound(previous, current)) return ROUND_END_BEATS;
  return endsRound(current, next) ? 3 : 1;
}

/**
 * Shows views one after another: the first at once, each next one `pause(previous, current, next)`
 * milliseconds later. `finish` shows the last one at once: a click or a key during the playback
 * is then applied to the board it was meant for.
 * @param {(view: PageView, last: boolean) => void} show
 * @param {(previous: PageView | null, current: PageView, next: PageView) => number} pause
 */
export function player(show, pause) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {PageView[]} */
  let queue = [];
  /** @type {PageView | null} */
  let shown = null;
  const next = () => {
    timer = undefined;
    const previous = shown;
    shown = /** @type {PageView} */ (queue.shift()); // called only while views are queued
    show(shown, queue.length === 0);
    if (queue.length > 0) timer = setTimeout(next, pause(previous, shown, queue[0]));
  };
  return {
    /**
     * Play `views` from the first, on from the board `from`; any playback under way is cut to its
     * end first.
     * @param {PageView[]} views
     * @param {PageView | null} from
     */
    start(views, from) {
      this.finish();
      shown = from;
      queue = [...views];
      if (queue.length > 0) next();
    },
    /** Show the last view now; false if nothing was playing. */
    finish() {
      if (queue.length === 0) return false;
      clearTimeout(timer);
      const last = queue[queue.length - 1];
      queue = [];
      show(last, true);
      return true;
    },
    get playing() {
      return queue.length > 0;
    },
    /** The view the playback will end on, or null when nothing plays. */
    get last() {
      return queue.length > 0 ? queue[queue.length - 1] : null;
    },
    /**
     * End on `view` instead of the last view queued (the same board, with more told).
     * @param {PageView} view
     */
    amend(view) {
      if (queue.length > 0) queue[queue.length - 1] = view;
    },
    stop() {
      clearTimeout(timer);
      queue = [];
    },
  };
}

/**
 * The result of the round before this one (none once the game is over, or after a new game).
 * @param {TableView} view
 * @returns {RoundResultView | None}
 */
export function previousRound(view) {
  const last = view.last_round;
  return last && last.number === view.round - 1 ? last : null;
}

/**
 * The round that just ended on the board (its showdown still on the table), or null.
 * @param {TableView} view
 * @returns {RoundResultView | None}
 */
export function freshResult(view) {
  if (view.phase === "over") return view.last_round;
  return view.events.length === 0 ? previousRound(view) : null;
}
