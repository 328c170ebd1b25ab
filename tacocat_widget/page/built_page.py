"""The page's built files: ``js/`` bundled into ``tacocat_widget/page/static/`` at build time.

The widget draws with ``widget.js`` and ``widget.css``; a replay file
(``replay.py``) inlines ``replay.js`` and the same styles.
"""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).parent / "static"
WIDGET_JS = STATIC / "widget.js"
WIDGET_CSS = STATIC / "widget.css"
REPLAY_JS = STATIC / "replay.js"
NO_PAGE = (
    "this install of tacocat-widget has no built page (tacocat_widget/page/static/): it was "
    "installed from a clone with the page's build skipped. Install it again with pip, whose "
    "build bundles the page with Node.js from PyPI, or from an sdist or a wheel, which "
    "carry the page. "
    "The engine and the agents work without it."
)


def require(*files: Path) -> None:
    """Raise a clear error, saying what to install, if any of the built ``files`` is missing."""
    if not all(path.exists() for path in files):
        raise RuntimeError(NO_PAGE)
