// The Tacocat widget's page: draws the synced view and sends clicks back as messages.
import { board } from "./board.js";
import { controls, timeline } from "./controls.js";
import { h } from "./dom.js";
import { PROTOCOL, selectionAction } from "./format.js";
import { hand } from "./hands.js";
import { hintBox, inspector } from "./inspector.js";
import { log, table } from "./table.js";

export function draw(root, model, ui) {
  const view = model.get("view_state");
  if (!view || view.protocol !== PROTOCOL) {
    root.replaceChildren(
      h(
        "div",
        { class: "tc-error", "data-tc": "error" },
        "This page and the Python package disagree on the protocol: restart the kernel and reload.",
      ),
    );
    return;
  }
  const viewer = view.viewer === "all" ? 0 : view.viewer;
  const coverUp = model.get("cover_between_turns") && ui.revealedFor !== view.viewer && view.viewer !== "all";
  const shown = { ...ui, coverUp };
  const parts = [
    h("div", { class: "tc-status", "data-tc": "phase", "aria-live": "polite" }, view.status),
    board(view),
    hand(view, 1 - viewer, shown),
    table(view),
    hand(view, viewer, shown),
    coverUp
      ? h(
          "button",
          { type: "button", class: "tc-button tc-cover", "data-tc": "reveal" },
          `Pass to player ${view.viewer}: click when ready`,
        )
      : null,
    hintBox(model.get("hint")),
    controls(view, { ...ui, autoplay: model.get("autoplay"), speed: model.get("speed") }, model.get("error")),
    timeline(view),
    inspector(view),
    log(view),
  ];
  root.replaceChildren(...parts.filter(Boolean));
}

function send(model, message) {
  model.send({ protocol: PROTOCOL, ...message });
}

function onClick(event, model, ui, redraw) {
  const target = event.target.closest("[data-tc], [data-index]");
  if (!target || target.disabled) return;
  const view = model.get("view_state");
  if (target.dataset.index !== undefined) {
    if (target.dataset.disabled === "true") return;
    const index = Number(target.dataset.index);
    ui.selected.has(index) ? ui.selected.delete(index) : ui.selected.add(index);
    ui.focus = index;
    return redraw();
  }
  const action = () => selectionAction(view.choices, view.hands[view.choices.player], ui.selected);
  const playing = (message) => {
    // Agents may answer before the board comes back: say so while they think.
    ui.thinking = view.humans.includes(false);
    if (ui.thinking) redraw();
    send(model, message);
  };
  const commands = {
    play: () => playing({ kind: "play", action: action(), cursor: view.cursor }),
    sacrifice: () => playing({ kind: "play", action: { type: "sacrifice" }, cursor: view.cursor }),
    step: () => {
      ui.thinking = true;
      redraw();
      send(model, { kind: "step", cursor: view.cursor });
    },
    hint: () => send(model, { kind: "hint", cursor: view.cursor }),
    autoplay: () => {
      model.set("autoplay", !model.get("autoplay"));
      model.save_changes();
      redraw();
    },
    run: () => send(model, { kind: "run", until: "round", cursor: view.cursor }),
    undo: () => send(model, { kind: "undo", cursor: view.cursor }),
    "new-game": () => send(model, { kind: "new_game" }),
    reveal: () => {
      ui.revealedFor = view.viewer;
      redraw();
    },
  };
  commands[target.dataset.tc]?.();
}

function onKey(event, root) {
  // Keys typed on the board belong to the game, not to the notebook's shortcuts.
  event.stopPropagation();
  const cards = [...root.querySelectorAll('[data-index][data-disabled="false"]')];
  const current = cards.indexOf(document.activeElement);
  const moves = { ArrowRight: 1, ArrowLeft: -1 };
  if (event.key in moves && cards.length) {
    cards[(current + moves[event.key] + cards.length) % cards.length].focus();
    event.preventDefault();
  } else if (event.key === "Enter" || event.key === "p") {
    event.preventDefault(); // Enter plays the selection; it does not also toggle the focused card
    root.querySelector('[data-tc="play"]:not([disabled])')?.click();
  } else if (event.key === "s") {
    root.querySelector('[data-tc="sacrifice"]:not([disabled])')?.click();
  }
}

function render({ model, el }) {
  const root = h("div", { class: "tc-root", tabindex: 0 });
  el.append(root);
  const ui = { selected: new Set(), revealedFor: null, focus: null, thinking: false };
  const redraw = () => {
    draw(root, model, ui);
    if (ui.focus !== null) root.querySelector(`[data-index="${ui.focus}"]`)?.focus();
  };
  let timer = null;
  const autoStep = () => {
    // Autoplay: an agent to move, at the end of the timeline, plays after a pause.
    clearTimeout(timer);
    const view = model.get("view_state");
    const agentToMove = view && view.to_move !== null && !view.humans[view.to_move];
    if (!model.get("autoplay") || !agentToMove || view.cursor !== view.history_length - 1) return;
    timer = setTimeout(() => {
      ui.thinking = true;
      redraw();
      send(model, { kind: "step", cursor: view.cursor });
    }, 1000 * model.get("speed"));
  };
  const fresh = () => {
    ui.selected = new Set();
    ui.focus = null;
    ui.thinking = false;
    redraw();
    autoStep();
  };
  const click = (event) => onClick(event, model, ui, redraw);
  const key = (event) => onKey(event, root);
  const moveSlider = (event) => {
    // The timeline moves the cursor; the speed slider sets seconds per agent move.
    const trait = { timeline: "cursor", speed: "speed" }[event.target.dataset.tc];
    if (!trait) return;
    model.set(trait, Number(event.target.value));
    model.save_changes();
    if (trait === "speed") autoStep();
  };
  const pageEvents = [
    ["click", click],
    ["keydown", key],
    ["change", moveSlider],
  ];
  const modelEvents = [
    ["change:view_state", fresh],
    [
      "change:error",
      () => {
        ui.thinking = false;
        redraw();
      },
    ],
    ["change:cover_between_turns", redraw],
    ["change:hint", redraw],
    [
      "change:autoplay",
      () => {
        redraw();
        autoStep();
      },
    ],
  ];
  for (const [event, handler] of pageEvents) root.addEventListener(event, handler);
  for (const [event, handler] of modelEvents) model.on(event, handler);
  redraw();
  autoStep();
  return () => {
    clearTimeout(timer);
    for (const [event, handler] of pageEvents) root.removeEventListener(event, handler);
    for (const [event, handler] of modelEvents) model.off(event, handler);
    root.remove();
  };
}

export default { render };
