"""Rich notebook pictures of states and observations: plain HTML with inline styles.

Inline styles, no scripts: the picture survives export to HTML, where widgets
do not render. Like the text views, an observation's picture shows only what
its player may see.
"""

from __future__ import annotations

from html import escape

from .observation import ObservationRecord as Observation
from .record import StateRecord
from .terms import TRACK_LENGTH, TRACK_LETTERS, WOW_GOAL, YAY_GOAL
from .text import describe_observation, describe_state

_BOX = (
    "display:inline-block;min-width:34px;padding:4px 6px;margin:2px;border:1px solid #999;"
    "border-radius:5px;text-align:center;vertical-align:top;font:13px system-ui,sans-serif"
)
_HERE = "box-shadow:0 0 0 2px #1976d2 inset"
_TILE = "background:repeating-linear-gradient(45deg,#bbb,#bbb 5px,#eee 5px,#eee 10px);color:#888"
_CARD = "display:inline-block;width:26px;padding:6px 0;margin:2px;border:1px solid #999;"
_CARD += "border-radius:4px;text-align:center;font:bold 14px system-ui,sans-serif;background:#fff"
_BACK = (
    _CARD + ";background:repeating-linear-gradient(-45deg,#1976d2,#1976d2 3px,#eee 3px,#eee 6px)"
)
_ARROWS = {0: "&larr;", 1: "&rarr;", "both": "&harr;"}


def _track(rules_state: StateRecord | Observation) -> str:
    position, covered, rules = rules_state.position, rules_state.covered, rules_state.rules
    cells = [_goal("YAY", 0, position == YAY_GOAL)]
    for space in range(TRACK_LENGTH):
        style = _BOX + (";" + _TILE if space in covered else "")
        style += ";" + _HERE if space == position else ""
        token = "<br>&#x1F431;" if space == position else ""
        cells.append(
            f'<span style="{style}"><b>{TRACK_LETTERS[space]}</b><br>{rules.hand_sizes[space]} '
            f"{_ARROWS[rules.arrows[space]]}{token}</span>"
        )
    cells.append(_goal("WOW", 1, position == WOW_GOAL))
    return f'<div style="white-space:nowrap">{"".join(cells)}</div>'


def _goal(name: str, player: int, here: bool) -> str:
    style = _BOX + ";border-style:dashed" + (";" + _HERE if here else "")
    token = "<br>&#x1F431;" if here else ""
    return f'<span style="{style}"><b>{name}</b><br>P{player}{token}</span>'


def _cards(cards: tuple[int, ...]) -> str:
    return "".join(f'<span style="{_CARD}">{card}</span>' for card in cards) or "<i>none</i>"


def _face_down(count: int) -> str:
    return "".join(f'<span style="{_BACK}">&nbsp;</span>' for _ in range(count))


def _details(text: str) -> str:
    """The plain-text view, folded away, for everything the picture leaves out."""
    return (
        '<details><summary style="cursor:pointer">details</summary>'
        f'<pre style="font-size:12px;white-space:pre-wrap">{escape(text)}</pre></details>'
    )


def _row(label: str, content: str) -> str:
    head = f'<span style="display:inline-block;width:90px;color:#666">{label}</span>'
    return f'<div style="margin:4px 0">{head}{content}</div>'


def state_html(state: StateRecord) -> str:
    """Both hands, the board, the trick and the last result."""
    rows = [
        _row("player 1", _cards(state.hands[1])),
        _row("board", _track(state)),
        _row("player 0", _cards(state.hands[0])),
    ]
    if state.pending:
        rows.insert(2, _row("to answer", _cards(state.pending)))
    text = describe_state(state)
    return _frame(escape(text.splitlines()[2]), rows, text)


def observation_html(seen: Observation) -> str:
    """What one player sees: their hand face up, the opponent's face down."""
    mine, theirs = _cards(seen.hand), _face_down(seen.opponent_hand_size)
    rows = [
        _row(f"player {seen.opponent}", theirs),
        _row("board", _track(seen)),
        _row(f"player {seen.player}", mine),
    ]
    if seen.pending:
        rows.insert(2, _row("to answer", _cards(seen.pending)))
    text = describe_observation(seen)
    return _frame(
        f"player {seen.player}'s view &middot; " + escape(text.splitlines()[2]), rows, text
    )


def _frame(title: str, rows: list[str], text: str) -> str:
    return (
        '<div style="font:13px system-ui,sans-serif;padding:6px;border:1px solid #ccc;'
        f'border-radius:6px;display:inline-block"><div style="font-weight:600">{title}</div>'
        + "".join(rows)
        + _details(text)
        + "</div>"
    )
