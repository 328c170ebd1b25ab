"""Retracing a saved game: its round played again by the rules, from a deal that fits it.

A save keeps this round's face-up cards in order (``events``) and the result
of the round before (``last_round``), but not the deal. The deal can be
worked back: each player was dealt the cards they have played since and
still hold, less those they drew when replacing, plus those they discarded.
Playing the events again from that deal with the rules' own steps must give
back exactly the saved state; so must the last round's showdown, played
again on the board as it then stood. Nothing here restates a rule: a state
passes when the rules themselves lead to it.
"""

from __future__ import annotations

import json

from .actions import Action, Attack, Defend, Duel, Replace, Sacrifice
from .counts import ONE
from .jsonable import jsonable
from .phases.round_end import end_round, start_round
from .record import SAVED_NAMES, RoundTable, StateRecord, Table
from .records import Event, RoundResult
from .terms import TRACK_LENGTH, Hand, count_text
from .transitions import is_legal, step, why_illegal

# What the last round's end decides: the board, and whether the game goes on.
_BOARD = ("last_round", "round", "position", "covered", "winner")


def retrace_problems(state: StateRecord) -> list[str]:
    """Where the rules, played again, lead elsewhere than the saved state (empty: nowhere)."""
    return _last_round_problems(state) or _this_round_problems(state)


def _last_round_problems(state: StateRecord) -> list[str]:
    """An unfinished game's last result, played again from its showdown, gives this board."""
    last = state.last_round
    if state.phase == "over":
        return []  # the last round is this round, retraced with it
    if last is None:
        if state.round == 1:
            return []  # a game may start anywhere on any board (new_game's position, covered)
        return [f"last_round: round {state.round} follows another, yet no result is saved"]
    table = RoundTable.copy_of(state)
    if not _back_to_the_last_round(table, state):
        return [f"last_round: it was played on space {last.moved_from}, off the track"]
    table.round, table.hand_counts = last.number, (ONE[last.showdown[0]], ONE[last.showdown[1]])
    end_round(table)
    source = "the last round's showdown and move (last_round, covered)"
    return _differences(table, state, _BOARD, source)


def _this_round_problems(state: StateRecord) -> list[str]:
    table = RoundTable.copy_of(state)
    if state.phase == "over":  # this round was the last, played where the Tacocat last stood
        if not _back_to_the_last_round(table, state):
            return ["last_round: a finished game's last round was played on the track"]
        table.winner = None
    space = f"space {table.position} ({'last_round' if state.phase == 'over' else 'position'})"
    dealt = _deal(state, space, table.rules.hand_sizes[table.position])
    if isinstance(dealt, str):
        return [dealt]
    start_round(table, dealt)
    problem = _replay(table, state)
    if problem is not None:
        return [problem]
    source = "this round's events"
    if state.phase == "over":  # the round ended with a move, from where it was played
        source = "this round's events and the move (events, last_round, covered)"
    return _differences(table, state, SAVED_NAMES, source)


def _back_to_the_last_round(table: Table, state: StateRecord) -> bool:
    """Put the Tacocat back where the last round was played, its tile not yet laid.

    False if the saved result says that was off the track.
    """
    last = state.last_round
    if last is None or not 0 <= last.moved_from < TRACK_LENGTH:
        return False
    table.position, table.covered = last.moved_from, state.covered - {last.moved_from}
    return True


def _deal(state: StateRecord, space: str, size: int) -> Hand | str:
    """This round's deal, worked back: player 0's cards, player 1's, then the draw pile."""
    held = [list(state.hands[0]), list(state.hands[1])]  # since their replace
    for event in state.events:
        if event.kind != "replace":
            held[event.player] += event.cards
    played = [len(held[player]) - len(state.hands[player]) for player in (0, 1)]
    drawn: list[int] = []
    for event in state.events:
        if event.kind == "replace":
            hand, count = held[event.player], len(event.cards)
            if count > len(hand):
                return f"events: player {event.player} replaces {count} cards, more than dealt"
            # Which of their cards they drew makes no difference to any rule: say the last.
            drawn += hand[len(hand) - count :]
            hand[len(hand) - count :] = event.cards
    if len(held[0]) == len(held[1]) == size:
        return tuple(sorted(held[0])) + tuple(sorted(held[1])) + tuple(drawn) + state.draw_pile
    return (
        f"hands: player 0 holds {count_text(len(state.hands[0]))} and played {played[0]} this "
        f"round (events), player 1 holds {len(state.hands[1])} and played {played[1]}, but the "
        f"rules deal {size} on {space}"
    )


def _replay(table: Table, state: StateRecord) -> str | None:
    """Play the saved events on the dealt table, then player 0's sealed choice (if any)."""
    number = table.round
    for index, event in enumerate(state.events):
        where = f"events[{index}] ({event})"
        if table.round != number or table.phase == "over":
            return f"{where}: the round was over before it"
        problem = _play(table, event.player, _action_showing(event))
        if problem is not None:
            return f"{where}: {problem}"
        if table.events != state.events[: len(table.events)]:
            return f"{where}: the rules play {table.events[-1]} here"
    ended = table.round != number or table.phase == "over"
    if ended and state.phase != "over":
        return f"events: they end the round in a showdown, yet the {state.phase} phase goes on"
    if state.sealed is not None:
        problem = _play(table, 0, state.sealed)
        return None if problem is None else f"sealed: after this round's events, {problem}"
    return None


def _play(table: Table, player: int, action: Action | None) -> str | None:
    """Why ``player`` cannot play ``action`` here (None: they can, and it is played)."""
    if action is None:
        return "no move shows these cards"
    if player != table.to_move:
        return f"under these rules player {table.to_move} is to move, in the {table.phase} phase"
    if not is_legal(table, action):
        return why_illegal(table, action)
    step(table, action)
    return None


def _action_showing(event: Event) -> Action | None:
    """The move that shows these cards face up (None: no move does)."""
    kind, cards = event.kind, event.cards
    if kind == "replace":
        return Replace(cards)
    if kind == "attack":
        return Attack(cards) if cards else None
    if len(cards) != 1:
        return None
    if kind == "duel":
        return Duel(cards[0])
    return Defend(cards[0]) if kind == "defend" else Sacrifice()


def _differences(
    table: Table, state: StateRecord, names: tuple[str, ...], source: str
) -> list[str]:
    """The first field where the rules' table differs from the saved state, naming what led
    there, and which others differ too (one cause often shows in several)."""
    differ = [name for name in names if getattr(table, name) != getattr(state, name)]
    if not differ:
        return []
    first = differ[0]
    also = f"; the same goes for {', '.join(differ[1:])}" if differ[1:] else ""
    return [
        f"{first}: {source}, played again under these rules, lead to "
        f"{_shown(getattr(table, first))}, not {_shown(getattr(state, first))}{also}"
    ]


def _shown(value: object) -> str:
    """A value briefly: plays and results in words, anything else as the save writes it."""
    if isinstance(value, tuple) and value and isinstance(value[0], Event):
        text = "; ".join(map(str, value))
    elif isinstance(value, RoundResult):
        text = str(value)
    else:
        text = json.dumps(jsonable(value))
    return text if len(text) <= 90 else text[:87] + "..."
