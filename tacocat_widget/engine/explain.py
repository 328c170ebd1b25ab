"""Why an action is illegal, in words that name the rule (RULES.md) that forbids it.

Only called once an action has failed the quick legality check, so it may be
slow and thorough.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .actions import ACTION_TYPES, Attack, Defend, Duel, Replace, Sacrifice
from .options import is_sequence, is_set

if TYPE_CHECKING:
    from .state import GameState

_EXPECTED = {
    "replace": ("Replace", "choose cards to replace, e.g. Replace((1, 4)) or Replace(())"),
    "duel": ("Duel", "choose one card for the duel, e.g. Duel(7)"),
    "attack": ("Attack", "lead a card, a set or a sequence, e.g. Attack((9,))"),
    "defend": ("Defend or Sacrifice", "answer the attacking card: Defend(card) or Sacrifice()"),
}


def _missing(hand: tuple[int, ...], cards: tuple[int, ...]) -> list[int]:
    short = Counter(cards) - Counter(hand)
    return sorted(short.elements())


def _not_held(state: GameState, cards: tuple[int, ...]) -> str | None:
    player = state.to_move
    hand = state.hands[player] if player is not None else ()
    missing = _missing(hand, cards)
    if missing:
        return f"player {player} does not hold {missing} (hand: {list(hand)})"
    return None


def why_illegal(state: GameState, action: object) -> str:
    if state.phase == "over":
        return f"the game is over (player {state.winner} won); no action can be played"
    if not isinstance(action, ACTION_TYPES):
        return f"{action!r} is not an action; expected Replace, Duel, Attack, Defend or Sacrifice"
    expected_name, hint = _EXPECTED[state.phase]
    if type(action).__name__ not in expected_name.split(" or "):
        return (
            f"it is the {state.phase} phase: player {state.to_move} must {hint}, "
            f"not {type(action).__name__}"
        )
    if isinstance(action, Replace):
        return _why_replace(state, action)
    if isinstance(action, Duel):
        return _not_held(state, (action.card,)) or f"{action} is not legal here"
    if isinstance(action, Attack):
        return _why_attack(state, action)
    return _why_answer(state, action)


def _why_replace(state: GameState, action: Replace) -> str:
    cap = state.replace_cap()
    if cap is not None and len(action.cards) > cap:
        first = 1 - state.to_move  # type: ignore[operator]
        return (
            f"player {state.to_move} may replace at most {cap} card(s): the other player may "
            f"replace up to as many as the first (player {first}) replaced"
        )
    return _not_held(state, action.cards) or f"{action} is not legal here"


def _why_attack(state: GameState, action: Attack) -> str:
    cards = action.cards
    held = _not_held(state, cards)
    if held:
        return held
    if len(cards) >= len(state.hands[state.to_move]):  # type: ignore[index]
        return (
            f"an attacker must keep at least one card: player {state.to_move} holds "
            f"{len(state.hands[state.to_move])} and cannot lead {len(cards)}"  # type: ignore[index]
        )
    if len(cards) > 1 and not state.rules.jumbo:
        return "jumbo attacks (sets and sequences) are off in these rules: lead a single card"
    if len(cards) > 1 and not (is_set(cards) or is_sequence(cards)):
        return (
            f"{action} is not a jumbo attack: a set is two or more cards of one value, a "
            "sequence three or more consecutive values, each once, with no wrap from 12 to 1"
        )
    return f"{action} is not legal here"


def _why_answer(state: GameState, action: Defend | Sacrifice) -> str:
    attacking = state.pending[0]
    hand = state.hands[state.to_move]  # type: ignore[index]
    if isinstance(action, Sacrifice):
        return (
            f"the lowest card {hand[0]} is not lower than the attacking {attacking}, so "
            f"playing it is a defence: Defend({hand[0]})"
        )
    held = _not_held(state, (action.card,))
    if held:
        return held
    if action.card < attacking:
        return (
            f"{action.card} cannot defend against {attacking}: a defence needs an equal or "
            f"higher card; otherwise sacrifice the lowest card ({hand[0]})"
        )
    return f"{action} is not legal here"
