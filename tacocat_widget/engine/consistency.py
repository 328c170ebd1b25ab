"""Whether a state is one that play could reach: used to refuse damaged saves.

Two kinds of check, each written once. The invariants here hold at every
moment of every game, whatever happened before; the random-play tests
assert them at every state, so they check the rules' own code as well.
What no single moment shows (whether this round's face-up cards are a
history the rules allow, and lead to exactly this state) ``retrace.py``
checks by playing that history again. Every problem starts with the field
it concerns, so a refused save says what is wrong with it.
"""

from __future__ import annotations

from collections import Counter

from .actions import Duel, Replace
from .options import holds
from .record import StateRecord
from .retrace import retrace_problems
from .terms import TRACK_LENGTH, WOW_GOAL, YAY_GOAL, Player, count_text, space_name

_TRICK = ("attack", "defend")  # the phases with an attacker


def consistency_problems(state: StateRecord) -> list[str]:
    """What is wrong with a state that play could never reach (empty when sound)."""
    # Each check may rely on the ones before it (a Tacocat on the track, the deck's cards
    # all there), so stop at the first that finds anything.
    checks = (
        _turn_problems,
        _board_problems,
        _card_problems,
        _hand_problems,
        _sealed_problems,
        _sacrifice_problems,
        retrace_problems,
    )
    for check in checks:
        problems = check(state)
        if problems:
            return problems
    return []


def _turn_problems(state: StateRecord) -> list[str]:
    """Who moves fits the phase: nobody once someone has won, the attacker to lead a trick."""
    phase, over, attacker = state.phase, state.phase == "over", state.attacker
    if over != (state.winner is not None):
        return [f"winner: {_who(state.winner)} has won, yet the phase is {phase}"]
    if over != (state.to_move is None):
        return [f"to_move: {_who(state.to_move)} is to move, yet the phase is {phase}"]
    if (phase in _TRICK) != (attacker is not None):
        return [f"attacker: {_who(attacker)} attacks, yet the phase is {phase}"]
    if phase in _TRICK and attacker is not None:
        expected = attacker if phase == "attack" else 1 - attacker
        if state.to_move != expected:
            return [f"to_move: in the {phase} phase player {expected} is to move (attacker)"]
    return []


def _who(player: Player | None) -> str:
    return "nobody" if player is None else f"player {player}"


def _board_problems(state: StateRecord) -> list[str]:
    """The Tacocat is on an uncovered space, or in the winner's goal once the game is over."""
    position = state.position
    if state.phase == "over":
        goal = YAY_GOAL if state.winner == 0 else WOW_GOAL
        if position != goal:
            goal_name = space_name(goal)
            return [
                f"position: player {state.winner} won (winner), so the Tacocat is in {goal_name}"
            ]
        last = state.last_round
        if last is None:
            return ["last_round: a finished game keeps the result of its last round"]
        if state.hands != ((last.showdown[0],), (last.showdown[1],)):
            return ["hands: a finished game's hands are the last showdown's cards (last_round)"]
        return []
    if not 0 <= position < TRACK_LENGTH:
        return [f"position: the Tacocat is on the track in the {state.phase} phase, not {position}"]
    if position in state.covered:
        return [f"covered: the Tacocat's own space {position} is never covered (position)"]
    return []


def _card_problems(state: StateRecord) -> list[str]:
    """The hands, draw pile and face-up cards are the rules' deck."""
    found = Counter(state.hands[0] + state.hands[1] + state.draw_pile)
    for event in state.events:
        found.update(event.cards)
    deck = Counter(state.rules.cards())
    wrong = [value for value in sorted(found | deck) if found[value] != deck[value]]
    if not wrong:
        return []
    counts = "; ".join(
        f"{count_text(found[value])} of value {value}, the rules' deck {deck[value]}"
        for value in wrong[:3]
    )
    return [f"hands, draw_pile and events: they hold {counts}"]


def _hand_problems(state: StateRecord) -> list[str]:
    """Both hands shrink together, a trick's pending cards aside, and never below one card."""
    phase, sizes, pending = state.phase, [len(hand) for hand in state.hands], state.pending
    if phase == "defend":
        return _defend_hand_problems(state)
    if pending:
        return [f"pending: cards wait for an answer only in the defend phase, not {phase}"]
    if sizes[0] != sizes[1]:
        return [f"hands: player 0 holds {count_text(sizes[0])} and player 1 holds {sizes[1]}"]
    dealt = state.rules.hand_sizes[state.position] if phase == "replace" else sizes[0]
    if sizes[0] != dealt:
        return [
            f"hands: both hold {count_text(sizes[0])} in the replace phase, but the rules deal "
            f"{dealt} on space {state.position} (position)"
        ]
    least = 2 if phase in ("duel", "attack") else 1  # play stops when both hold one card
    if sizes[0] < least:
        return [f"hands: both hold {count_text(sizes[0])}, too few for the {phase} phase"]
    return []


def _defend_hand_problems(state: StateRecord) -> list[str]:
    attacker: Player = state.attacker  # type: ignore[assignment]  # _turn_problems saw to it
    pending = state.pending
    if not pending or list(pending) != sorted(pending):
        return ["pending: the defend phase answers one attacking card or more, lowest first"]
    held, defending = len(state.hands[attacker]), len(state.hands[1 - attacker])
    if held < 1 or held + len(pending) != defending:
        return [
            f"hands: the attacker holds {count_text(held)} and {len(pending)} are pending "
            f"(pending), so the defender holds {held + len(pending)}, not {defending}"
        ]
    return []


def _sealed_problems(state: StateRecord) -> list[str]:
    """Player 0's sealed choice waits exactly while player 1 makes the same choice at once."""
    phase, sealed = state.phase, state.sealed
    at_once = phase == "duel" or (
        phase == "replace" and state.rules.arrows[state.position] == "both"
    )
    if (sealed is not None) != (at_once and state.to_move == 1):
        waits = "waits" if sealed is None else "does not wait"
        return [
            f"sealed: player 0's choice {waits} sealed in the {phase} phase on space "
            f"{state.position} (position) with player {state.to_move} to move (to_move)"
        ]
    kind = Duel if phase == "duel" else Replace
    if sealed is not None and type(sealed) is not kind:
        return [f"sealed: a {type(sealed).__name__.lower()} is no choice in the {phase} phase"]
    if sealed is not None and not holds(state.hands[0], sealed.cards):
        return [f"sealed: player 0 does not hold the cards of {sealed} (hands)"]
    return []


def _sacrifice_problems(state: StateRecord) -> list[str]:
    """A sacrifice is its owner's lowest card: nothing lower stays in that hand."""
    for event in state.events:
        hand = state.hands[event.player]
        if event.kind == "sacrifice" and event.cards and hand and hand[0] < event.cards[0]:
            return [
                f"events: player {event.player} sacrificed {event.cards[0]} while holding "
                f"{hand[0]} (hands), yet a sacrifice is the lowest card"
            ]
    return []
