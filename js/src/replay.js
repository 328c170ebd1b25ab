// The page of a replay file (`w.save_html`): the widget drawn from views written into the file.
// No kernel stands behind it, so a stand-in model serves those views as the timeline moves.
import widget from "./widget.js";

/**
 * A model holding every view of the game, and its review if it has one: moving the timeline (the
 * one trait the page writes here) shows the view at that position; messages that would ask
 * Python for a move go nowhere.
 */
export function replayModel(views, viewer, review = null) {
  const handlers = {};
  const last = views.length - 1;
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
  };
  const fire = (event) => {
    for (const handler of handlers[event] ?? []) handler();
  };
  return {
    get: (name) => values[name],
    set: (name, value) => {
      values[name] = value;
      if (name !== "cursor") return;
      values.view_state = views[Math.max(0, Math.min(last, value))];
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

/** Draw the replay into `#board`, from the views and viewer the file holds. */
export function startReplay(doc) {
  const read = (id) => JSON.parse(doc.getElementById(id).textContent);
  const model = replayModel(read("tc-views"), read("tc-viewer"), read("tc-review"));
  widget.render({ model, el: doc.getElementById("board") });
}

if (typeof document !== "undefined" && document.getElementById("tc-views")) startReplay(document);
