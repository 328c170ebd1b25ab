// The banner over the board: how the round that just ended went, or who won the game.
import { h } from "./dom.js";
import { previousRound } from "./playback.js";
import { newGameButton, questionOr } from "./questions.js";

/** @typedef {import("./protocol.js").PageView} PageView */
/** @typedef {import("./protocol.js").RoundResultView} RoundResultView */
/** @typedef {import("./protocol.js").GameOverView} GameOverView */
/** @typedef {import("./questions.js").Asking} Asking */

const ROUND_BANNER_MS = 4000; // a round's banner stays this long, or until the player moves on

/**
 * Which banner the view calls for: the game's while it is over, else the last round's.
 * @param {PageView | null} view
 * @returns {string | null}
 */
export function bannerKey(view) {
  if (!view) return null;
  if (view.phase === "over") return `game ${view.cursor}`;
  const last = previousRound(view);
  return last ? `round ${last.number}` : null;
}

/**
 * The banner, unless the player dismissed it (``gone``); ``expire(key, ms)`` has a round's banner
 * dismissed after ``ms``. ``asking``: the question its New game button asked, in the button's place.
 * @param {PageView} view
 * @param {string | null} gone
 * @param {(key: string, ms: number) => void} expire
 * @param {Asking | null} asking
 */
export function banner(view, gone, expire, asking = null) {
  const key = bannerKey(view);
  if (!key || key === gone) return null;
  if (view.phase === "over") return gameBanner(view, asking);
  expire(key, ROUND_BANNER_MS);
  return h(
    "div",
    { class: "tc-banner", "data-tc": "banner", "data-kind": "round", role: "status" },
    /** @type {RoundResultView} */ (view.last_round).text, // the previous round's: bannerKey saw it
  );
}

/**
 * @param {PageView} view  a game over, so Python worded its end
 * @param {Asking | null} asking
 */
function gameBanner(view, asking) {
  const over = /** @type {GameOverView} */ (view.game_over);
  return h(
    "div",
    { class: "tc-banner tc-game-over", "data-tc": "banner", "data-kind": "game", role: "status" },
    h("strong", {}, over.headline),
    over.cards ? ` ${over.cards}` : "",
    questionOr(asking, newGameButton("tc-button tc-primary")),
  );
}
