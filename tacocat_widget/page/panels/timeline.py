"""The timeline: where the cursor stands, and the moves the page plays back to reach it."""

from __future__ import annotations

from typing import TypedDict

from ...engine.terms import count_text, move_name
from ...engine.visibility import Viewer, observations
from ...game.session import Session
from ..words import capitalised
from .table import TableView, table_view


class TimelineView(TypedDict):
    """The timeline's words: where the cursor stands, and the ends of the review's graph."""

    words: str  # the move to be made next and how many are played: "Move 5 next · 4 of 61 ..."
    start: str  # the graph's left end: the deal, before move 1
    end: str  # the graph's right end: after the line's last move


class FrameView(TableView):
    """A state the page passes through while it plays moves back: ``cursor`` is its index."""

    cursor: int
    agent: bool  # whether an agent made the move that led to it


class Playback(TypedDict):
    """The moves that led to this view, to play back: from the state at ``played_from``
    (None: nothing to play back) through ``frames`` to the view itself."""

    played_from: int | None
    frames: list[FrameView]


# -- the view --------------------------------------------------------------------------------------


# At most this many moves are played back at once; a longer run shows its last ones.
PLAYBACK_LIMIT = 24


def playback(session: Session, viewer: Viewer, played_from: int | None) -> Playback:
    """The moves to play back: where they start, and the states between there and the cursor.

    Each frame is a state the page passes through on its way to this view,
    seen with the same eyes as the view itself. Moving along the timeline or
    undoing plays nothing back.
    """
    if played_from is None or not 0 <= played_from < session.cursor:
        return {"played_from": None, "frames": []}
    start = max(played_from + 1, session.cursor - PLAYBACK_LIMIT)
    frames = [_frame(session, viewer, index) for index in range(start, session.cursor)]
    return {"played_from": start - 1, "frames": frames}


def _frame(session: Session, viewer: Viewer, index: int) -> FrameView:
    mover = session.history[index - 1].to_move
    seen = observations(session.history[index], viewer)
    agent = not session.is_human(mover)
    return {"cursor": index, "agent": agent, **table_view(session, seen, viewer, index)}


# -- the sentences ---------------------------------------------------------------------------------


def timeline(cursor: int, moves: int, over: bool) -> TimelineView:
    """Where the timeline stands, named by the move to be made there (``terms.move_name``): the
    board at the cursor is the position that move is chosen from, as the inspector, the analysis,
    the marks and the quiz name it."""
    played = f"{cursor} of {count_text(moves, 'move')} played"
    now = "Game over" if over else f"{capitalised(move_name(cursor))} next"
    end = f"after {move_name(moves - 1)}" if moves else "the deal"
    return {"words": f"{now} · {played}", "start": "the deal", "end": end}
