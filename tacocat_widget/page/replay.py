"""A game to hand to someone: one self-contained HTML file that replays it, needing no network.

The file holds the page's own code and styles and, for each position of the
line shown, the very view the widget would send a page showing ``viewer``
(``view.page_view``, so nothing the viewer may not see is ever in it). The
replay page (``js/src/replay.js``) serves those views to the widget's own
drawing as the timeline moves: the board, the timeline, **Replay**, the log and
the inspector work as in a notebook; the controls that would ask Python for a
move are left out.
"""

from __future__ import annotations

import base64
import copy
import json
from html import escape
from pathlib import Path
from typing import Any

from ..engine.visibility import Viewer, is_viewer
from ..game.session import Session
from . import built_page
from .built_page import REPLAY_JS, WIDGET_CSS
from .panels.review import ReviewView
from .view import page_view

# Hidden: the controls that would need Python. A replay only looks back; a review it holds
# keeps its graph and its mistake buttons, which only move the timeline.
REPLAY_CSS = (
    '.tc-controls, [data-tc="review"], [data-tc="review-cancel"], [data-tc="new-game"] '
    "{ display: none; }"
)


def replay_views(session: Session, viewer: Viewer) -> list[dict[str, Any]]:
    """The page's view of each position of the line shown, as ``viewer`` may see it."""
    views = []
    for cursor in range(len(session.history)):
        at = copy.copy(session)
        at.cursor = cursor
        view = dict(page_view(at, viewer, revision=cursor))
        view["choices"] = view["quiz"] = None  # nobody moves in a replay, nobody is asked
        views.append(view)
    return views


def replay_html(
    session: Session,
    viewer: Viewer,
    title: str = "Tacocat Spelled Backwards",
    review: ReviewView | None = None,
) -> str:
    """The whole replay file: page code, styles, every view and the line's review inline.

    ``review`` is the line's review as ``viewer`` may see it
    (``view.review_view``), or None.
    """
    if not is_viewer(viewer):
        raise ValueError(f"view must be 0, 1 or 'all', got {viewer!r:.40}")
    built_page.require(REPLAY_JS, WIDGET_CSS)
    page = _data_url("text/javascript", REPLAY_JS)
    styles = _data_url("text/css", WIDGET_CSS)
    eyes = "everyone's" if viewer == "all" else f"player {viewer}'s"
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}: a replay</title>
<link rel="stylesheet" href="{styles}">
<style>
body {{ font-family: system-ui, sans-serif; max-width: 760px; margin: 16px auto; padding: 0 12px; }}
{REPLAY_CSS}
</style>
</head>
<body>
<h1>{escape(title)}</h1>
<p>A replay of {len(session.history) - 1} moves, seen through {eyes} eyes:
move the timeline, or press <strong>Replay</strong>.</p>
<div id="board"></div>
<script id="tc-viewer" type="application/json">{_inline(viewer)}</script>
<script id="tc-views" type="application/json">{_inline(replay_views(session, viewer))}</script>
<script id="tc-review" type="application/json">{_inline(review)}</script>
<script type="module" src="{page}"></script>
</body>
</html>
"""


# In JSON text these characters only occur inside strings, where their \u escapes decode to
# the same text. With no "<" left, the HTML parser reads a script element's text in its plain
# state, where nothing but the element's own end tag ends it: no "</script" can close it early
# and no "<!--" followed by "<script" can run it into the next one, whatever a line or an agent
# is named. ">" and "&" go too (as Django's json_script and Jinja's tojson do), so the text
# means the same if it is ever moved into an attribute; U+2028 and U+2029, so it is also a
# valid JavaScript literal for engines older than ES2019.
_SCRIPT_SAFE = str.maketrans(
    {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
)


def _inline(value: Any) -> str:
    """``value`` as JSON text that reads back unchanged from inside a script element."""
    return json.dumps(value, separators=(",", ":")).translate(_SCRIPT_SAFE)


def _data_url(media_type: str, built: Path) -> str:
    """A built file as a base64 ``data:`` URL: part of the file, and safe in any attribute.

    The page's code and styles are not inlined as text: the HTML parser ends or extends a
    script or style element at tag-like text anywhere in it (a "<!--" then "<script" in a
    string, a "</style" in a url()), and no rewriting of that text is right in every
    context of JavaScript or CSS. Base64 holds no character the parser reads, and a data
    URL loads with no network.
    """
    data = base64.b64encode(built.read_bytes()).decode("ascii")
    return f"data:{media_type};charset=utf-8;base64,{data}"


def save_replay(
    session: Session, path: str | Path, viewer: Viewer, review: ReviewView | None = None
) -> Path:
    target = Path(path)
    target.write_text(replay_html(session, viewer, review=review), encoding="utf-8")
    return target
