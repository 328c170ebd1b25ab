"""Tacocat Spelled Backwards in Jupyter: rules engine, widget and agents."""

from .engine import GameState, Rules, new_game

__version__ = "0.1.0"

__all__ = ["GameState", "Rules", "__version__", "new_game"]
