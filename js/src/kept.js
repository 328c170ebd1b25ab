// What the user opened, scrolled and focused, read from the page before a redraw and put back
// after it, so a rebuilt section looks as the user left it.

/**
 * What the user left open and scrolled: the log (and where its list stood: null at its end), the
 * discards (where their window stood: null at its end) and the inspector (null until it has been
 * on the page).
 * @typedef {object} Panels
 * @property {boolean} logOpen
 * @property {number | null} logScroll
 * @property {number | null} discardScroll
 * @property {boolean | null} inspectorOpen
 */

const NEAR_THE_END = 4; // pixels: a list scrolled this close to its end follows what is added to it
const DISCARDS = '[data-tc="discards"] .tc-discard-fans'; // the window the discards scroll in

/**
 * The page's panel state before any redraw: the log closed, it and the discards following their end.
 * @returns {Panels}
 */
export function freshPanels() {
  return { logOpen: false, logScroll: null, discardScroll: null, inspectorOpen: null };
}

/**
 * Read the panels' state from the page as the user left it.
 * @param {HTMLElement} root
 * @param {Panels} panels
 */
export function rememberPanels(root, panels) {
  const logBox = /** @type {HTMLDetailsElement | null} */ (root.querySelector('[data-tc="log"]'));
  if (logBox) {
    panels.logOpen = logBox.open;
    // The log always holds its list.
    panels.logScroll = logBox.open
      ? scrolledTo(/** @type {HTMLOListElement} */ (logBox.querySelector("ol")))
      : panels.logScroll;
  }
  const discards = root.querySelector(DISCARDS);
  // A window not laid out (the page not shown yet, or hidden) does not say where the user left it.
  if (discards && discards.clientHeight > 0) panels.discardScroll = scrolledTo(discards);
  const inspector = /** @type {HTMLDetailsElement | null} */ (root.querySelector('[data-tc="inspector"]'));
  if (inspector) panels.inspectorOpen = inspector.open;
}

/**
 * Where the list is scrolled, or null when it is at its end (and should stay there).
 * @param {Element} list
 */
function scrolledTo(list) {
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_THE_END;
  return atEnd ? null : list.scrollTop;
}

/**
 * Scroll the log back to where the user left it, or to its newest line.
 * @param {HTMLElement} root
 * @param {Panels} panels
 */
export function restoreLogScroll(root, panels) {
  const list = root.querySelector('[data-tc="log"][open] ol');
  if (list) list.scrollTop = panels.logScroll ?? list.scrollHeight;
}

/** The windows of discards scrolled into place, or waiting to be. */
const placed = new WeakSet();

/**
 * Scroll a new window of discards to where the user left the last one, or to the newest plays. A
 * window kept by the redraw is already where the user left it, and one not laid out cannot scroll
 * yet: a notebook draws the page before it shows it.
 * @param {HTMLElement} root
 * @param {Panels} panels
 */
export function restoreDiscardScroll(root, panels) {
  const discards = root.querySelector(DISCARDS);
  if (!discards || placed.has(discards)) return;
  placed.add(discards);
  whenLaidOut(discards, () => {
    discards.scrollTop = panels.discardScroll ?? discards.scrollHeight;
  });
}

/**
 * Call ``then`` once ``element`` has a height: now, or once the page is shown; never without a
 * ResizeObserver to tell (a DOM with no layout).
 * @param {Element} element
 * @param {() => void} then
 */
function whenLaidOut(element, then) {
  if (element.clientHeight > 0) return then();
  if (typeof ResizeObserver === "undefined") return;
  const observer = new ResizeObserver(() => {
    if (element.clientHeight === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe(element);
}

/**
 * A selector that finds the focused control again in a rebuilt page, or null.
 * @param {HTMLElement} root
 * @returns {string | null}
 */
export function focusedControl(root) {
  // Inside the page only HTML elements take the focus (it has no SVG control).
  const active = /** @type {HTMLElement | null} */ (root.ownerDocument.activeElement);
  if (!active || active === root || !root.contains(active)) return null;
  const hand = /** @type {HTMLElement | null} */ (active.closest("[data-hand]"));
  if (hand && active.dataset.index !== undefined) {
    return `[data-hand="${hand.dataset.hand}"] [data-index="${active.dataset.index}"]`;
  }
  if (active.dataset.tc) return `[data-tc="${active.dataset.tc}"]`;
  const panel = /** @type {HTMLDetailsElement | null} */ (active.closest("details[data-tc]"));
  return panel && active.tagName === "SUMMARY" ? `[data-tc="${panel.dataset.tc}"] > summary` : null;
}

/**
 * Focus that control again if the redraw took the focus away with the old one; when it is gone,
 * the page itself, so keys still reach the board rather than the notebook around it.
 * @param {HTMLElement} root
 * @param {string | null} selector  from `focusedControl`: it finds an HTML element or nothing
 */
export function restoreFocus(root, selector) {
  if (selector == null || root.contains(root.ownerDocument.activeElement)) return;
  const control = /** @type {HTMLElement | null} */ (root.querySelector(selector));
  (control ?? root).focus({ preventScroll: true });
}
