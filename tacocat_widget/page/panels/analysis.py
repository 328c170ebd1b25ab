"""The planner's analysis of the position at the cursor: each move's win chance, and how sure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypedDict, cast

from ...agents.calibration import chance_kind
from ...engine import Action
from ...engine.terms import count_text, move_name
from ...engine.visibility import Viewer, may_see
from ...game.session import Session
from ...study.analysis import Analysis, MoveChance
from ..command_table import command
from ..words import percent, points
from .choices import PageAction
from .inspector import value_title

if TYPE_CHECKING:
    from ..link import PageLink


class AnalysedMove(TypedDict):
    """One legal move of an analysed position: the mover's win chance after it, and how sure.

    ``move`` is the action as a play message names it: a page that may move for
    this player plays it out from the row.
    """

    action: str
    move: PageAction
    win_chance: float
    interval: list[float]  # the 95% interval of the win chance: its low and its high
    worlds: int
    best: bool  # the planner's pick (not always the highest estimate: see the key)
    played: bool
    sure: str  # the interval and the worlds it rests on, in words
    note: str | None  # how the move stands against the pick, in words (None: the pick itself)


class AnalysisView(TypedDict):
    """The analysis of the position at the cursor (``analysis.Analysis``), best estimate first."""

    step: int
    title: str  # which move of the game is analysed, for whom
    key: str  # what the star, the order, the intervals and the notes mean
    interval_title: str  # the interval column's heading
    player: int
    rows: list[AnalysedMove]
    others: int  # moves not shown (w.analyse() has them all)
    played: str | None  # the move made from this position, if one was
    loss: float | None  # the win chance the played move gave up against the best
    playouts: int
    caption: str  # the played move against the best, in words
    value_kind: str  # "game win chance", or "estimated win chance" for a search of unmeasured size
    value_title: str  # the win chance column's numbers, in words


# -- the view --------------------------------------------------------------------------------------

# The page shows this many analysed moves (and the one played); Python holds them all.
ANALYSED_MOVES_SHOWN = 12


def analysis_view(session: Session, viewer: Viewer) -> AnalysisView | None:
    """The analysis of the position at the cursor, for eyes that may see the mover's hand."""
    state, step = session.state, session.cursor
    mover = state.to_move
    study = session.study
    found = study.analyses.get((state, mover)) if mover is not None else None
    if found is None or not may_see(viewer, mover) or not study.may_show_study(step):
        return None  # an analysis at or after an open question's position would answer it
    played = session.actions[step] if step < len(session.actions) else None
    loss = None if played is None else round(found.loss(played), 4)
    # The likeliest contenders are chosen first (the analysis's order), then shown by estimate.
    shown = [
        move
        for index, move in enumerate(found.moves)
        if index < ANALYSED_MOVES_SHOWN or move.action == played
    ]
    return {
        "step": step,
        "player": found.player,
        "title": analysis_title(step, found.player),
        "key": ANALYSIS_KEY,
        "interval_title": INTERVAL_HEADING,
        "rows": [
            _analysed_move(found, move, played)
            for move in sorted(shown, key=lambda move: -move.win_chance)
        ],
        "others": len(found.moves) - len(shown),
        "played": None if played is None else str(played),
        "loss": loss,
        "playouts": found.playouts,
        "value_kind": chance_kind(found.playouts),
        "value_title": value_title(chance_kind(found.playouts)),
        "caption": analysis_caption(None if played is None else str(played), loss, found.playouts),
    }


def _analysed_move(found: Analysis, move: MoveChance, played: Action | None) -> AnalysedMove:
    pick = move is found.best
    return {
        "action": str(move.action),
        "move": cast(PageAction, move.action.to_dict()),
        "win_chance": round(move.win_chance, 4),
        "interval": [round(end, 4) for end in move.interval],
        "worlds": move.worlds,
        "best": pick,
        "played": move.action == played,
        "sure": sure(move.interval, move.worlds),
        "note": against_pick(pick, found.within_noise(move.action)),
    }


# -- the sentences ---------------------------------------------------------------------------------

ANALYSIS_KEY = (
    "★ the planner's pick: the highest estimate among the moves it tried to the end."
    " Best estimate first, each with its 95% interval: a move dropped early rests on few"
    " worlds and may show more by luck. Within noise: its interval overlaps ★'s, so which"
    " of the two is better is not settled."
)
INTERVAL_HEADING = "95% interval, worlds"


def analysis_title(step: int, player: int) -> str:
    """Which move of the game the analysis is of: the one made from the position analysed."""
    return f"Analysis of {move_name(step)}, for player {player}"


def sure(interval: tuple[float, float], worlds: int) -> str:
    """An estimate's 95% interval and the imagined deals it rests on: "70% to 89%, 8 worlds"."""
    low, high = interval
    return f"{percent(low)} to {percent(high)}, {count_text(worlds, 'world')}"


def against_pick(pick: bool, within_noise: bool) -> str | None:
    """How an analysed move stands against the planner's pick (None: it is the pick)."""
    if pick:
        return None
    return "within noise of ★" if within_noise else "beyond the noise of ★"


def analysis_caption(played: str | None, loss: float | None, playouts: int) -> str:
    """The played move's cost against the best, and how much was played out to tell."""
    if played is None or loss is None:
        verdict = "No move was played from here yet."
    elif loss == 0:
        verdict = f"Played {played}: the best move."
    else:
        verdict = f"Played {played}: {points(loss)} less win chance than the best."
    return f"{verdict} ({playouts} playouts)"


# -- the messages ----------------------------------------------------------------------------------


class AnalyseMessage(TypedDict):
    """How good is each move of the position at the cursor, for the player to move?"""

    protocol: int
    kind: Literal["analyse"]
    cursor: int


@command(AnalyseMessage, needs=("no open question", "a page that sees the mover"))
def analyse(page: PageLink, message: AnalyseMessage) -> None:
    page.session.study.analyse()
