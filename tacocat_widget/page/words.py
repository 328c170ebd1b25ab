"""The page's sentences, worded here so that the page only draws them.

Every sentence a person reads on the board comes in the view (``protocol.py``):
the page never builds one from the facts. The engine's own wordings (a play,
a round's end, a place, a count) are reused, so the log and the board say a
thing the same way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..engine.records import RoundResult
from ..engine.terms import GOAL_NAMES, GOALS, count_text, move_name
from ..engine.visibility import Viewer

if TYPE_CHECKING:
    from .protocol import (
        Arrow,
        GameOverView,
        GoalView,
        LineView,
        TimelineView,
    )

LEVEL_CHOICE = (
    "choose how strong this agent plays: before the first move, "
    "or once the game is over (then for the next game)"
)
LEVEL_FOR_NEXT_GAME = (
    "choose how strong this agent plays the next game, which New game deals: "
    "the game played keeps the opponent it was played against"
)


def names(seats: Sequence[str], humans: Sequence[bool], viewer: Viewer) -> list[str]:
    """Each player as the page names them: "player 0 (you)", "player 1 (Heuristic)"."""
    return [
        f"player {player} ({'you' if humans[player] and viewer == player else seat})"
        for player, seat in enumerate(seats)
    ]


def seat_label(player: int, against_a_human: bool, for_next_game: bool) -> str:
    """The words before an agent's list of levels: whose seat, and whether for the next game."""
    if against_a_human:
        return "Next game's opponent" if for_next_game else "Opponent"
    return f"Player {player}, next game" if for_next_game else f"Player {player}"


def capitalised(text: str) -> str:
    """A log line or a name made the start of a sentence."""
    return text[:1].upper() + text[1:]


def round_text(result: RoundResult, named: Sequence[str]) -> str:
    """How the round ended, as the banner and the table say it."""
    return capitalised(result.describe(named.__getitem__)) + "."


def game_over(
    winner: int, last: RoundResult | None, named: Sequence[str], viewer_won: bool
) -> GameOverView:
    """The game-over banner's words: who won and, when there was a showdown, the final cards."""
    headline = "You win the game!" if viewer_won else f"{capitalised(named[winner])} wins the game!"
    cards = "" if last is None else f"Final cards: {last.showdown[0]} against {last.showdown[1]}."
    return {"headline": headline, "cards": cards}


def game_over_status(rounds: int, goal: str) -> str:
    """The status line once the game is over (who won is the banner's to say, once)."""
    return f"Game over: the Tacocat reached {goal} in round {rounds}"


def goals(seats: Sequence[str]) -> list[GoalView]:
    """The two goals, in the track's order: each one's place, name and owner."""
    return [
        {
            "position": goal,
            "name": GOAL_NAMES[goal],
            "player": player,
            "seat": seat,
            "about": f"player {player}'s goal",
        }
        for (player, seat), goal in zip(enumerate(seats), GOALS, strict=True)
    ]


def space_about(number: int, arrow: Arrow) -> str:
    """What a space does: how many cards it deals, and who replaces first there."""
    first = "both replace at once" if arrow == "both" else f"player {arrow} replaces first"
    return f"deals {number}; {first}"


def hand_label(
    player: int, seat: str, size: int, replaced: int | None, shown: int | None = None
) -> str:
    """A hand's heading: whose it is, how many cards, and how many it replaced this round.

    At the game's end the last card lies face up in the showdown (``shown``), not in the hand.
    """
    if shown is not None:
        return f"Player {player} · {seat} · showed {shown}"
    label = f"Player {player} · {seat} · {count_text(size)}"
    return label if replaced is None else f"{label} · replaced {replaced}"


def draw_pile(size: int) -> str:
    return f"the draw pile: {count_text(size)}, face down"


def log_title(moves: int) -> str:
    """The game log's summary: how many moves it tells of. Moves, not lines: a round folded to
    its result has fewer lines than moves, and the count must only grow as moves are added."""
    return f"Game log ({count_text(moves, 'move')})"


def log_heading(number: int, moves: int) -> str:
    """A round's heading in the game log, with the moves played in it."""
    return f"Round {number} · {count_text(moves, 'move')}"


def line_label(name: str, moves: int, branches: tuple[str, int] | None) -> str:
    """A line as the line list names it: its moves and, for a branch, the earlier line it leaves
    (``branches``: that line's name, and how many moves the two share)."""
    counted = f"({moves} move)" if moves == 1 else f"({moves} moves)"  # on every update: no call
    if branches is None:
        return f"{name} {counted}"
    earlier, shared = branches
    # A line sharing k moves with another differs from its first move after them.
    return f"{name}: branches from {earlier} at {move_name(shared)} {counted}"


def game_moves(lines: Sequence[LineView]) -> int:
    """How many moves the game holds: each line's own, past those it shares with an earlier line."""
    return sum(line["moves"] - (line["after_move"] or 0) for line in lines)


def timeline(cursor: int, moves: int, over: bool) -> TimelineView:
    """Where the timeline stands, named by the move to be made there (``terms.move_name``): the
    board at the cursor is the position that move is chosen from, as the inspector, the analysis,
    the marks and the quiz name it."""
    played = f"{cursor} of {count_text(moves, 'move')} played"
    now = "Game over" if over else f"{capitalised(move_name(cursor))} next"
    end = f"after {move_name(moves - 1)}" if moves else "the deal"
    return {"words": f"{now} · {played}", "start": "the deal", "end": end}


def delete_question(lines: Sequence[LineView], shown: int) -> str | None:
    """The question before deleting the line shown (None: the only line, which stays)."""
    if len(lines) < 2:
        return None
    return f"Delete “{lines[shown]['name']}” and the moves only it holds?"


def new_game_question(lines: Sequence[LineView]) -> str | None:
    """The question before a new game (None: no move would be lost, so nothing to ask)."""
    moves = game_moves(lines)
    if moves == 0:
        return None
    what = count_text(moves, "move")
    if len(lines) > 1:
        what = f"{count_text(len(lines), 'line')} ({what})"
    return f"Start a new game? This game and its {what} will be gone."


def percent(chance: float) -> str:
    """A chance in whole percent, halves rounded up (as people round)."""
    return f"{int(100 * chance + 0.5)}%"


def fine_percent(chance: float) -> str:
    """A chance in percent, with a tenth under 10% (a small loss still shows)."""
    digits = 1 if chance < 0.1 else 0
    return f"{math.floor(100 * chance * 10**digits + 0.5) / 10**digits:.{digits}f}%"


def points(loss: float) -> str:
    """A win chance given up: the difference of two chances, so in percentage points, not a
    percent of anything (a tenth under 10, as ``fine_percent``)."""
    number = fine_percent(loss).removesuffix("%")
    return f"{number} percentage point{'' if number == '1' else 's'}"


def given_up(loss: float, noise: float) -> str:
    """A win chance given up, and how large a loss the two estimates' luck could make."""
    return f"{points(loss)} (noise ±{fine_percent(noise).removesuffix('%')})"


def log_mark(mark: str, loss: float, noise: float) -> str:
    """A marked move's note at the end of its line in the game log."""
    return f" ({mark}: gave up {given_up(loss, noise)})"


def cover_words(viewer: Viewer) -> str:
    """The cover over the board between two humans' turns."""
    return f"Pass to player {viewer}: click when ready"
