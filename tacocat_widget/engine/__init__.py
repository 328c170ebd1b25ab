"""The rules of Tacocat Spelled Backwards as pure functions over immutable states.

Standard library only: nothing here imports the widget stack. The same source
runs as plain Python or, installed from a wheel built with a C compiler, with
its hot paths compiled by mypyc; ``COMPILED`` says which is running.
"""

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
from .state import COMPILED, GameState, IllegalAction, Observation

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
