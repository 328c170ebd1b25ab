"""The rules of Tacocat Spelled Backwards as pure functions over immutable states.

Standard library only: nothing here imports the widget stack. The same source
runs as plain Python or, installed from a wheel built with a C compiler, with
its hot paths compiled by mypyc; ``COMPILED`` says which is running.
"""

import sys
from importlib.machinery import EXTENSION_SUFFIXES

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


def _compiled() -> bool:
    # A module mypyc built is loaded from a C extension, not from its .py source.
    files = [
        str(getattr(module, "__file__", ""))
        for name, module in list(sys.modules.items())
        if name.startswith(f"{__name__}.")
    ]
    return any(file.endswith(tuple(EXTENSION_SUFFIXES)) for file in files)


COMPILED: bool = _compiled()
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
