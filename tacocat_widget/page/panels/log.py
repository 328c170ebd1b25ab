"""The game log: what everyone saw, round by round, each marked move with its mark."""

from __future__ import annotations

from typing import TypedDict

from ...engine.terms import count_text
from ...engine.visibility import Viewer
from ...game.session import Session
from ..words import given_up
from .review import visible_reviews


class LogRound(TypedDict):
    """One round of the game log: the round at the cursor move by move, an earlier one folded."""

    round: int
    heading: str  # the round and the moves it took: "Round 2 · 14 moves"
    folded: bool  # an earlier round: only its marked moves and its result are listed
    lines: list[str]  # what everyone saw of its moves, as they were played


# -- the view --------------------------------------------------------------------------------------


def game_log(session: Session, viewer: Viewer = "all") -> list[LogRound]:
    """What everyone saw, up to the cursor, round by round: the round at the cursor move by move,
    each earlier one folded to its marked moves and its result.

    Every move is in the round it was played in, the move that ends a round
    included. A reviewed move the viewer may be told about ends with its mark,
    if it was a mistake. Folding keeps the synced view small however long the
    game runs; a folded round still counts its moves.
    """
    marked = {
        move.step: log_mark(move.mark, move.loss, move.noise)
        for move in visible_reviews(session, viewer)
        if move.mark
    }
    played: dict[int, list[int]] = {}  # each round's moves (their indexes), in order
    for index in range(session.cursor):
        played.setdefault(session.history[index].round, []).append(index)
    return [_log_round(session, number, moves, marked) for number, moves in played.items()]


def _log_round(session: Session, number: int, moves: list[int], marked: dict[int, str]) -> LogRound:
    """Round ``number`` of the log, of these ``moves`` (their indexes) and these ``marked`` ones."""
    folded = number != session.state.round
    lines: list[str] = []
    for index in moves:
        after, told = session.history[index + 1], session.public_lines[index]
        # The move that ends a round tells the round's result last.
        ended = after.round != number or after.is_over
        own, result = (told[:-1], told[-1:]) if ended else (told, [])
        if index in marked and own:
            own = [*own[:-1], own[-1] + marked[index]]
        kept = own[-1:] if index in marked else []  # what a folded round keeps of a move
        lines += [*(kept if folded else own), *result]
    return {
        "round": number,
        "heading": log_heading(number, len(moves)),
        "folded": folded,
        "lines": lines,
    }


# -- the sentences ---------------------------------------------------------------------------------


def log_title(moves: int) -> str:
    """The game log's summary: how many moves it tells of. Moves, not lines: a round folded to
    its result has fewer lines than moves, and the count must only grow as moves are added."""
    return f"Game log ({count_text(moves, 'move')})"


def log_heading(number: int, moves: int) -> str:
    """A round's heading in the game log, with the moves played in it."""
    return f"Round {number} · {count_text(moves, 'move')}"


def log_mark(mark: str, loss: float, noise: float) -> str:
    """A marked move's note at the end of its line in the game log."""
    return f" ({mark}: gave up {given_up(loss, noise)})"
