// The banner over the board: how the round that just ended went, or who won the game.
import { h } from "./dom.js";
import { previousRound, resultText, who } from "./format.js";
import { newGameButton, questionOr } from "./questions.js";

const ROUND_BANNER_MS = 4000; // a round's banner stays this long, or until the player moves on

/** Which banner the view calls for: the game's while it is over, else the last round's. */
export function bannerKey(view) {
  if (!view) return null;
  if (view.phase === "over") return `game ${view.cursor}`;
  const last = previousRound(view);
  return last ? `round ${last.number}` : null;
}

/**
 * The banner, unless the player dismissed it (``gone``); ``expire(key, ms)`` has a round's banner
 * dismissed after ``ms``. ``asking``: the question its New game button asked, in the button's place.
 */
export function banner(view, gone, expire, asking = null) {
  const key = bannerKey(view);
  if (!key || key === gone) return null;
  if (view.phase === "over") return gameBanner(view, asking);
  expire(key, ROUND_BANNER_MS);
  return h(
    "div",
    { class: "tc-banner", "data-tc": "banner", "data-kind": "round", role: "status" },
    resultText(view, view.last_round),
  );
}

function gameBanner(view, asking) {
  const last = view.last_round;
  const cards = last ? ` Final cards: ${last.showdown[0]} against ${last.showdown[1]}.` : "";
  const winner = view.humans[view.winner] && view.viewer === view.winner ? "You win" : `${who(view, view.winner)} wins`;
  return h(
    "div",
    { class: "tc-banner tc-game-over", "data-tc": "banner", "data-kind": "game", role: "status" },
    h("strong", {}, `Game over: ${winner}!`),
    cards,
    questionOr(asking, newGameButton("tc-button tc-primary")),
  );
}
