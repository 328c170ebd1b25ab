"""What the page receives: the session as one viewer may see it.

Everything the page draws comes from ``page_view``, built only from the
observations the viewer is entitled to (``visibility.observations``) and from
public facts of the session: seat names, the cursor, the history's length and
the public log. A hand the viewer may not see is never in it; only with
``viewer == "all"`` are both hands shown, each from its player's own
observation (the draw pile's order never is).
"""

from __future__ import annotations

from typing import cast
from weakref import WeakKeyDictionary

from ..engine import Event, Observation
from ..engine.terms import TRACK_LETTERS, space_name
from ..engine.visibility import SEATS, Viewer, observations
from ..game.lines import Line, partings
from ..game.refused import Refused
from ..game.seats import seat_name
from ..game.session import Session
from . import words
from .panels.analysis import ANALYSED_MOVES_SHOWN, analysis_view
from .panels.choices import PageAction, page_choices
from .panels.inspector import decision_view
from .panels.quiz import quiz_view
from .panels.review import review_view, visible_reviews
from .protocol import (
    PROTOCOL,
    AgentSeat,
    EventView,
    FrameView,
    GameOverView,
    LineView,
    LogRound,
    PageView,
    Playback,
    RoundResultView,
    SeatLevels,
    TableView,
    TrackSpace,
)

__all__ = [
    "ANALYSED_MOVES_SHOWN",
    "PROTOCOL",
    "Viewer",
    "game_log",
    "page_choices",
    "page_view",
    "playback",
    "review_view",
    "status_text",
    "table_view",
]


# At most this many moves are played back at once; a longer run shows its last ones.
PLAYBACK_LIMIT = 24


def page_view(
    session: Session,
    viewer: Viewer,
    revision: int = 0,
    played_from: int | None = None,
    *,
    every_move: bool = False,
    what_if: bool = False,
) -> PageView:
    """The JSON-safe view the page draws, for ``viewer`` 0, 1 or ``"all"``.

    ``revision`` numbers the widget's updates; it tells the page that an
    answer arrived even when nothing else changed. ``played_from`` is the
    cursor the moves that led here were played from (by a click, a step or a
    run), so the page can play them back one at a time; see ``playback``.
    ``every_move`` has the inspector list every move of a decision, not only
    the likeliest; ``what_if`` offers the page the moves of an agent to move
    too (see ``PageLink.what_if``). The positions analysed and the question
    asked are the session's own.
    """
    seen = observations(session.state, viewer)
    public = next(iter(seen.values()))  # the face-up facts are the same in every observation
    lines = line_views(session)
    log = game_log(session, viewer)
    return {
        "protocol": PROTOCOL,
        "revision": revision,
        "viewer": viewer,
        "seats": list(session.seat_names()),
        "humans": [session.is_human(0), session.is_human(1)],
        "seat_levels": seat_levels(session),
        "names": player_names(session, viewer),
        "cover_words": words.cover_words(viewer),
        **table_view(session, seen, viewer, session.cursor),
        "sealed": _sealed_choice(seen),
        "track": _track(public),
        "goals": words.goals(session.seat_names()),
        "choices": page_choices(session, viewer, seen, what_if=what_if),
        "cursor": session.cursor,
        "history_length": len(session.history),
        "timeline": words.timeline(session.cursor, len(session.actions), session.state.is_over),
        "line": session.line,
        "lines": lines,
        "log": log,
        "log_title": words.log_title(session.cursor),
        "questions": {
            "delete_line": words.delete_question(lines, session.line),
            "new_game": words.new_game_question(lines),
        },
        "decision": decision_view(session, viewer, every_move),
        "analysis": analysis_view(session, viewer),
        "quiz": quiz_view(session, viewer),
        **playback(session, viewer, played_from),
    }


def seat_levels(session: Session) -> SeatLevels:
    """Each agent's seat, and whether the page may pick another level for it now.

    Once the game shown is over, a level picked is the next game's (``Session.reseat``).
    """
    for_next_game = session.seating_is_for_next_game
    try:
        session.require_no_game_under_way()
        open_, title = True, words.LEVEL_FOR_NEXT_GAME if for_next_game else words.LEVEL_CHOICE
    except Refused as refused:
        open_, title = False, str(refused)
    seats = [_agent_seat(session, player) for player in SEATS if not session.is_human(player)]
    return {"seats": seats, "open": open_, "title": title}


def _agent_seat(session: Session, player: int) -> AgentSeat:
    """Who plays an agent's seat in the game shown, and who the next game deals, if another."""
    current, following = session.seat_name(player), seat_name(session.next_seats[player])
    later = following if following != current else None
    against_a_human = session.is_human(1 - player)
    label = words.seat_label(player, against_a_human, later is not None)
    return {"player": player, "current": current, "next": later, "label": label}


# Each session's line views, kept while its lines stay as they were: a game of many lines
# then costs the page little on the updates (most of them) that leave the lines alone.
_LINE_VIEWS: WeakKeyDictionary[Session, tuple[tuple[tuple[Line, str, int], ...], list[LineView]]]
_LINE_VIEWS = WeakKeyDictionary()


def line_views(session: Session) -> list[LineView]:
    """Every line of the game: public facts (names and move counts), the same for every viewer.

    A line only grows at its end and is otherwise renamed or deleted (``lines.partings``), so
    its identity, name and length tell whether the views made last time still hold.
    """
    lines = session.lines
    key = tuple((line, line.name, len(line.actions)) for line in lines)  # lines by identity
    kept = _LINE_VIEWS.get(session)
    if kept is None or kept[0] != key:
        kept = key, _line_views(lines)
        _LINE_VIEWS[session] = kept
    return [{**view} for view in kept[1]]  # copies: a caller may change what it is given


def _line_views(lines: list[Line]) -> list[LineView]:
    views: list[LineView] = []
    for line, parts in zip(lines, partings(lines), strict=True):
        moves = len(line.actions)
        earlier, after = (None, None) if parts is None else parts
        branches = None if parts is None else (lines[parts[0]].name, parts[1])
        views.append(
            {
                "name": line.name,
                "moves": moves,
                "parts_from": earlier,
                "after_move": after,
                "label": words.line_label(line.name, moves, branches),
            }
        )
    return views


def player_names(session: Session, viewer: Viewer) -> list[str]:
    """Each player as ``viewer`` knows them: "player 0 (you)", "player 1 (Heuristic)"."""
    humans = [session.is_human(player) for player in SEATS]
    return words.names(session.seat_names(), humans, viewer)


def table_view(
    session: Session, seen: dict[int, Observation], viewer: Viewer, index: int
) -> TableView:
    """The board, the hands and the table of state ``index``, from what ``viewer`` has ``seen``."""
    public = next(iter(seen.values()))
    named = player_names(session, viewer)
    sizes = _hand_sizes(public)
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
            words.hand_label(
                player, seats[player], sizes[player], public.replaced[player], shown[player]
            )
            for player in SEATS
        ],
        "player0_has_chosen": public.sealed is not None or public.opponent_sealed,
        "status": status_text(public, named),
        "place": space_name(public.position),
        "pile_words": words.draw_pile(public.draw_pile_size),
        "game_over": _game_over(public, named, viewer, session),
    }


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


def _event(event: Event) -> EventView:
    return {**cast(EventView, event.to_dict()), "text": str(event)}


def _round_result(
    public: Observation, named: list[str], plays: list[EventView]
) -> RoundResultView | None:
    result = public.last_round
    if result is None:
        return None
    text = words.round_text(result, named)
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


def _game_over(
    public: Observation, named: list[str], viewer: Viewer, session: Session
) -> GameOverView | None:
    winner = public.winner
    if winner is None:
        return None
    viewer_won = viewer == winner and session.is_human(winner)
    return words.game_over(winner, public.last_round, named, viewer_won)


def _hand_sizes(seen: Observation) -> list[int]:
    sizes = {seen.player: len(seen.hand), 1 - seen.player: seen.opponent_hand_size}
    return [sizes[player] for player in SEATS]


def _sealed_choice(seen: dict[int, Observation]) -> PageAction | None:
    """Player 0's face-down choice, only in player 0's own observation."""
    sealed = [view.sealed for view in seen.values() if view.sealed is not None]
    return cast(PageAction, sealed[0].to_dict()) if sealed else None


def _track(public: Observation) -> list[TrackSpace]:
    rules = public.rules
    return [
        {
            "letter": letter,
            "name": space_name(space),
            "number": rules.hand_sizes[space],
            "arrow": rules.arrows[space],
            "about": words.space_about(rules.hand_sizes[space], rules.arrows[space]),
        }
        for space, letter in enumerate(TRACK_LETTERS)
    ]


_DOING = {
    "replace": "choose cards to replace",
    "duel": "choose a duel card",
    "attack": "lead an attack",
    "defend": "answer",
}


def status_text(public: Observation, named: list[str]) -> str:
    """Whose move it is and what they must do, in words (from face-up facts only), naming the
    players as the viewer knows them (``player_names``): "you" is the viewer's own seat only."""
    if public.phase == "over":
        return words.game_over_status(public.round, space_name(public.position))
    mover = cast(int, public.to_move)
    doing = _DOING[public.phase]
    if public.phase == "defend":
        doing += f" the attacking {public.pending[0]}"
    return f"Round {public.round}: {named[mover]} to {doing}"


def game_log(session: Session, viewer: Viewer = "all") -> list[LogRound]:
    """What everyone saw, up to the cursor, round by round: the round at the cursor move by move,
    each earlier one folded to its marked moves and its result.

    Every move is in the round it was played in, the move that ends a round
    included. A reviewed move the viewer may be told about ends with its mark,
    if it was a mistake. Folding keeps the synced view small however long the
    game runs; a folded round still counts its moves.
    """
    marked = {
        move.step: words.log_mark(move.mark, move.loss, move.noise)
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
        "heading": words.log_heading(number, len(moves)),
        "folded": folded,
        "lines": lines,
    }
