"""What the page receives: the session as one viewer may see it, panel by panel.

Everything the page draws comes from ``page_view``, built only from the
observations the viewer is entitled to (``visibility.observations``) and from
public facts of the session: seat names, the cursor, the history's length and
the public log. A hand the viewer may not see is never in it; only with
``viewer == "all"`` are both hands shown, each from its player's own
observation (the draw pile's order never is). Each panel (``panels/``) makes
its own part.
"""

from __future__ import annotations

from ..engine.visibility import Viewer, observations
from ..game.session import Session
from .panels.analysis import ANALYSED_MOVES_SHOWN, analysis_view
from .panels.board import goals, track
from .panels.choices import page_choices
from .panels.hands import cover_words, sealed_choice
from .panels.inspector import decision_view
from .panels.lines import line_views
from .panels.log import game_log, log_title
from .panels.questions import questions
from .panels.quiz import quiz_view
from .panels.review import review_view
from .panels.seats import player_names, seat_levels
from .panels.status import status_text
from .panels.table import table_view
from .panels.timeline import PLAYBACK_LIMIT, playback, timeline
from .protocol import PROTOCOL, PageView

# The names the widget, the replay and the tests read here, whichever panel makes them.
__all__ = [
    "ANALYSED_MOVES_SHOWN",
    "PLAYBACK_LIMIT",
    "PROTOCOL",
    "Viewer",
    "game_log",
    "line_views",
    "page_choices",
    "page_view",
    "playback",
    "review_view",
    "status_text",
    "table_view",
]


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
    return {
        "protocol": PROTOCOL,
        "revision": revision,
        "viewer": viewer,
        "seats": list(session.seat_names()),
        "humans": [session.is_human(0), session.is_human(1)],
        "seat_levels": seat_levels(session),
        "names": player_names(session, viewer),
        "cover_words": cover_words(viewer),
        **table_view(session, seen, viewer, session.cursor),
        "sealed": sealed_choice(seen),
        "track": track(public),
        "goals": goals(session.seat_names()),
        "choices": page_choices(session, viewer, seen, what_if=what_if),
        "cursor": session.cursor,
        "history_length": len(session.history),
        "timeline": timeline(session.cursor, len(session.actions), session.state.is_over),
        "line": session.line,
        "lines": lines,
        "log": game_log(session, viewer),
        "log_title": log_title(session.cursor),
        "questions": questions(lines, session.line),
        "decision": decision_view(session, viewer, every_move),
        "analysis": analysis_view(session, viewer),
        "quiz": quiz_view(session, viewer),
        **playback(session, viewer, played_from),
    }
