"""The rules of Tacocat Spelled Backwards as pure functions over immutable states.

Standard library only: nothing here imports the widget stack. The same source
runs as plain Python or, installed from a wheel built with a C compiler, with
its hot paths compiled by mypyc; ``COMPILED`` says which is running.
"""

from . import state
from .actions import (
    Action,
    Attack,
    Defend,
    Duel,
    Replace,
    Sacrifice,
    action_from_dict,
    parse_action,
)
from .records import Event, RoundResult
from .rules import Rules
from .start import new_game
from .state import GameState, IllegalAction, Observation

# A module mypyc built is loaded from a C extension, not from its .py source; the engine's
# modules are compiled together, so one of them tells.
COMPILED: bool = not state.__file__.endswith(".py")
"""Whether the engine running is the compiled build (an installed platform wheel) or pure Python."""

__all__ = [
    "COMPILED",
    "Action",
    "Attack",
    "Defend",
    "Duel",
    "Event",
    "GameState",
    "IllegalAction",
    "Observation",
    "Replace",
    "RoundResult",
    "Rules",
    "Sacrifice",
    "action_from_dict",
    "new_game",
    "parse_action",
]
