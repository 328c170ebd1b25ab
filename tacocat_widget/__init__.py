"""Tacocat Spelled Backwards in Jupyter: rules engine, widget and agents."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .engine import GameState, Rules, new_game

if TYPE_CHECKING:
    from .page.widget import TacocatWidget

__version__ = "0.1.0"

__all__ = ["GameState", "Rules", "TacocatWidget", "__version__", "new_game"]


def __getattr__(name: str) -> Any:
    # The widget stack loads only when the widget is asked for, so the engine stays light.
    if name == "TacocatWidget":
        from .page.widget import TacocatWidget

        return TacocatWidget
    raise AttributeError(f"module 'tacocat_widget' has no attribute {name!r}")
