"""The rules of Tacocat Spelled Backwards as pure functions over immutable states.

Standard library only: nothing here imports the widget stack.
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

# True where the engine runs compiled (a wheel built with mypyc), False as pure Python.
COMPILED = not state.__file__.endswith(".py")

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
