"""The felt: the round's face-up plays, the draw pile, a round's end and the game-over banner.

``table_view`` is everything of one state that changes from move to move: the
board, the hands and the table, which the page also plays back frame by frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict, cast

from ...engine import Event, Observation
from ...engine.records import RoundResult
from ...engine.terms import count_text, space_name
from ...engine.visibility import SEATS, Viewer
from ...game.session import Session
from ..words import capitalised
from .hands import hand_label, hand_sizes
from .seats import player_names
from .status import status_text


class EventView(TypedDict):
    """Cards that went face up this round, and who played them."""

    kind: str
    player: int
    cards: list[int]
    text: str  # the play in words, as the log says it


class RoundResultView(TypedDict):
    """How the last round ended."""

    number: int
    showdown: list[int]
    winner: int | None
    moved_from: int
    moved_to: int
    text: str  # the round's end in words, naming the players as the viewer knows them
    plays: list[EventView]  # the round's face-up plays, while the table still shows its end


class GameOverView(TypedDict):
    """The game-over banner's words."""

    headline: str
    cards: str  # the final showdown's cards, or "" when the game ended without one


class TableView(TypedDict):
    """The board, the hands and the table of one state: what changes from move to move."""

    phase: str
    to_move: int | None
    round: int
    position: int
    covered: list[int]
    winner: int | None
    attacker: int | None
    pending: list[int]
    draw_pile_size: int
    replaced: list[int | None]
    events: list[EventView]
    trick_lost: bool
    last_round: RoundResultView | None
    hands: list[list[int] | None]
    hand_sizes: list[int]
    hand_labels: list[str]  # each hand's heading: its player, seat, size and replace
    player0_has_chosen: bool
    status: str
    place: str  # where the Tacocat stands, named: a space's letter or a goal
    pile_words: str  # the draw pile's size, in words
    game_over: GameOverView | None
    # How long each player's agent took over its last move so far, in words, for each
    # player's side of the table (None: no move of theirs that an agent made and was timed).
    thought: list[str | None]


# -- the view --------------------------------------------------------------------------------------


def table_view(
    session: Session, seen: dict[int, Observation], viewer: Viewer, index: int
) -> TableView:
    """The board, the hands and the table of state ``index``, from what ``viewer`` has ``seen``."""
    public = next(iter(seen.values()))
    named = player_names(session, viewer)
    sizes = hand_sizes(public)
    seats = session.seat_names()
    ended = public.last_round if public.phase == "over" else None
    shown = ended.showdown if ended is not None else (None, None)
    return {
        "phase": public.phase,
        "to_move": public.to_move,
        "round": public.round,
        "position": public.position,
        "covered": sorted(public.covered),
        "winner": public.winner,
        "attacker": public.attacker,
        "pending": list(public.pending),
        "draw_pile_size": public.draw_pile_size,
        "replaced": list(public.replaced),
        "events": [_event(event) for event in public.events],
        "trick_lost": public.trick_lost,
        "last_round": _round_result(public, named, _ended_round_plays(session, index)),
        "hands": [list(seen[player].hand) if player in seen else None for player in SEATS],
        "hand_sizes": sizes,
        "hand_labels": [
            hand_label(player, seats[player], sizes[player], public.replaced[player], shown[player])
            for player in SEATS
        ],
        "player0_has_chosen": public.sealed is not None or public.opponent_sealed,
        "status": status_text(public, named),
        "place": space_name(public.position),
        "pile_words": draw_pile(public.draw_pile_size),
        "game_over": _game_over_view(public, named, viewer, session),
        "thought": [_thought(seconds) for seconds in last_thought(session, index)],
    }


def last_thought(session: Session, index: int) -> list[float | None]:
    """The seconds each player's agent took over its last timed move before state ``index``
    on the line shown (None: none yet)."""
    seconds: list[float | None] = [None, None]
    for step, decision in sorted(session.decisions.items()):
        if step < index and decision.seconds is not None:
            seconds[cast(int, session.history[step].to_move)] = decision.seconds
    return seconds


def _event(event: Event) -> EventView:
    return {**cast(EventView, event.to_dict()), "text": str(event)}


def _round_result(
    public: Observation, named: list[str], plays: list[EventView]
) -> RoundResultView | None:
    result = public.last_round
    if result is None:
        return None
    text = round_text(result, named)
    return {**cast(RoundResultView, result.to_dict()), "text": text, "plays": plays}


def _ended_round_plays(session: Session, index: int) -> list[EventView]:
    """The plays of the round whose end state ``index`` shows (none once the next one is on).

    The next deal clears the table, so they are the face-up plays of the
    round's last state and those of the move that ended it.
    """
    state = session.history[index]
    ended = state.last_round
    if ended is None or (state.events and state.phase != "over"):
        return []
    for before in range(index - 1, -1, -1):
        if session.history[before].round == ended.number:
            plays = [*session.history[before].events, *session.public_plays[before]]
            return [_event(play) for play in plays]
    return []  # the round ended before this game's first state (a game set up mid-way)


def _game_over_view(
    public: Observation, named: list[str], viewer: Viewer, session: Session
) -> GameOverView | None:
    winner = public.winner
    if winner is None:
        return None
    viewer_won = viewer == winner and session.is_human(winner)
    return game_over(winner, public.last_round, named, viewer_won)


# -- the sentences ---------------------------------------------------------------------------------


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


def _thought(seconds: float | None) -> str | None:
    if seconds is None:
        return None
    return f"decided its last move in {duration(seconds)}"


def duration(seconds: float) -> str:
    """A time as a person reads it: milliseconds under a second, never a power of ten."""
    if seconds < 0.0005:
        return "under a millisecond"
    if seconds < 0.9995:
        return f"{seconds * 1000:.0f} ms"
    return f"{seconds:.1f} s"


def draw_pile(size: int) -> str:
    return f"the draw pile: {count_text(size)}, face down"
