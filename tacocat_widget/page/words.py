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

from ..agents.calibration import MEASURED_PLAYOUTS
from ..engine.records import RoundResult
from ..engine.terms import GOAL_NAMES, GOALS, count_text, move_name
from ..engine.visibility import Viewer

if TYPE_CHECKING:
    from .protocol import (
        Arrow,
        Choices,
        GameOverView,
        GoalView,
        LineView,
        QuizFacts,
        TimelineView,
        ValueBars,
    )

WINS_THE_ROUND = "the lowest card left at the end wins the round"
DUEL_HINT = "Select one card for the duel: the higher card attacks first, and both cards are gone."
ATTACK_HINT = (
    "Select a card, a set or a sequence to lead; keep at least one card, ideally your lowest."
)
SACRIFICE_HINT = (
    "defend with an equal or higher card, or sacrifice your lowest"
    " (your lowest card decides the showdown: a sacrifice gives it up)"
)
LEVEL_CHOICE = (
    "choose how strong this agent plays: before the first move, "
    "or once the game is over (then for the next game)"
)
LEVEL_FOR_NEXT_GAME = (
    "choose how strong this agent plays the next game, which New game deals: "
    "the game played keeps the opponent it was played against"
)
VERBS = {"duel": "Duel", "attack": "Attack", "defend": "Defend"}


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


def choice_hint(choices: Choices) -> str:
    """What the viewer may do now, and what it is for: the line under the hand."""
    if choices["kind"] == "replace":
        cap = choices["cap"]
        if cap is None:
            return f"Select any cards to replace, or keep them all: {WINS_THE_ROUND}."
        return f"Select up to {count_text(cap)} to replace: {WINS_THE_ROUND}."
    if choices["kind"] == "duel":
        return DUEL_HINT
    if choices["kind"] == "attack":
        return ATTACK_HINT
    against = choices["against"]
    if choices["sacrifice"]:
        return f"Answer {against}: {SACRIFICE_HINT}."
    return f"Answer {against} with an equal or higher card."


def play_labels(choices: Choices, hand_size: int) -> tuple[str, list[str]]:
    """The play button's words: with nothing chosen, and for each choice.

    The choices are a replace's counts (0 to the most it may replace), a duel's
    or a defence's cards, an attack's leads, in the order the choices list them.
    """
    if choices["kind"] == "replace":
        most = hand_size if choices["cap"] is None else min(hand_size, choices["cap"])
        replaces = [f"Replace {count_text(count)}" for count in range(1, most + 1)]
        labels = ["Keep all cards", *replaces]
        return labels[0], labels
    verb = VERBS[choices["kind"]]
    if choices["kind"] == "attack":
        return verb, [f"{verb} with {'-'.join(map(str, lead))}" for lead in choices["leads"]]
    return verb, [f"{verb} with {card}" for card in choices["cards"]]


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


# What each kind of value means (``agents.base.VALUE_KINDS``): said where the values are shown.
VALUE_MEANINGS = {
    "game win chance": "the mover's chance of winning the game, calibrated",
    "estimated win chance": (
        "the mover's chance of winning the game, an estimate: calibrated on searches of"
        f" {MEASURED_PLAYOUTS[0]:,} to {MEASURED_PLAYOUTS[1]:,} playouts, and this one was"
        " smaller or larger"
    ),
    "round score": (
        "the mover's chance of winning the race to the goals from the board this round leaves,"
        " as if every later round were a coin flip, averaged over the imagined rounds: 0 to 1,"
        " not calibrated, so not a game win chance"
    ),
    "heuristic score": "the heuristic's rule-of-thumb score: higher is better; not a chance",
}
AN_AGENTS_OWN_MEASURE = "the agent's own measure; not a chance"
# The kinds whose values lie in 0..1: their bars start at 0.
FROM_ZERO_TO_ONE = frozenset({"game win chance", "estimated win chance", "round score"})
# The kinds shown as percents, as every chance on the board is.
PERCENTS = frozenset({"game win chance", "estimated win chance"})


def value_title(kind: str | None) -> str:
    """What a value column's numbers are, for the pointer resting on its heading."""
    if not kind:
        return ""
    return f"{kind}: {VALUE_MEANINGS.get(kind, AN_AGENTS_OWN_MEASURE)}"


def value_bars(kind: str | None, values: Sequence[float]) -> ValueBars:
    """Where the value bars start and end, and that in words: a value in 0..1 on 0..1; a score
    from 0, or from the lowest shown when it is below 0 (so the baseline is always said)."""
    if kind in FROM_ZERO_TO_ONE or not values:
        low, high = 0.0, 1.0
    else:
        low, high = min(0.0, *values), max(0.0, *values)
    if kind in PERCENTS:
        span = "0 to 100%"
    elif kind in FROM_ZERO_TO_ONE:
        span = "0 to 1"
    elif low < 0:
        span = f"{low:.3f} (the lowest shown) to {high:.3f}"
    else:
        span = f"0 to {high:.3f}"
    return {
        "low": low,
        "high": high,
        "percent": kind in PERCENTS,
        "words": f"Value bars: from {span}.",
    }


def beliefs_caption(player: int) -> str:
    """Above the beliefs of the player who decided: whose hand they are about, in card order."""
    return f"Player {1 - player} holds at least one, as player {player} saw it (by card value):"


DECISION_ORDER = "Likeliest first (by policy), then by value."


def cover_words(viewer: Viewer) -> str:
    """The cover over the board between two humans' turns."""
    return f"Pass to player {viewer}: click when ready"


def decision_title(step: int, player: int, seat: str, action: str) -> str:
    return f"{capitalised(move_name(step))}: player {player} ({seat}) chose {action}"


def hint_text(action: str, because: Sequence[str], alternatives: Sequence[str]) -> str:
    others = f" (also good: {', '.join(alternatives)})" if alternatives else ""
    return f"Hint: {action}: {'; '.join(because)}{others}"


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


def quiz_heading(prompt: str, step: int | None) -> str:
    """The question, naming the move asked about while the board stands at its position."""
    return prompt if step is None else f"{capitalised(move_name(step))}: {prompt}"


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


def quiz_verdict(answer: QuizFacts) -> str:
    """How the move played compares with the best one, in words."""
    said = f"You played {answer['played']}: {percent(answer['chance_played'])} game win chance."
    if answer["played"] == answer["best"] or answer["loss"] == 0:
        return f"{said} That is the best move."
    best = f"The best move, {answer['best']}, gives {percent(answer['chance_best'])}"
    cost = given_up(answer["loss"], answer["noise"])
    return f"{said} {best}: you gave up {cost}{_size(answer)}."


def _size(answer: QuizFacts) -> str:
    """What the loss amounts to: within the noise, or the mark it earns, if any."""
    if answer["loss"] <= answer["noise"]:
        return ", within the noise: the best may be ahead by luck alone"
    mark = answer["mark"]
    return "" if mark is None else f" ({'an' if mark[0] in 'aeiou' else 'a'} {mark})"
