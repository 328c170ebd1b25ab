"""The page, panel by panel: one module per panel of the board, named as its side in the page.

Each module holds what one panel needs on Python's side: its shapes (the
``TypedDict`` declarations that type the page), its view (what a viewer is
sent), its sentences (the page draws them, it never words one) and its
messages (the command table's entries, registered with ``@command``). The page
draws each panel from ``js/src/panels/`` under the same name. ``protocol.py``,
``view.py``, ``words.py`` and ``commands.py`` assemble them.
"""

from __future__ import annotations

from . import (
    analysis,
    board,
    choices,
    hands,
    hint,
    inspector,
    lines,
    log,
    questions,
    quiz,
    review,
    rules,
    seats,
    status,
    table,
    timeline,
)

# In the board's order, as the page draws them.
PANELS = (
    board,
    hands,
    table,
    log,
    status,
    choices,
    seats,
    timeline,
    lines,
    questions,
    hint,
    inspector,
    analysis,
    review,
    quiz,
    rules,
)
