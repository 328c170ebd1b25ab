"""Opponents by level, weakest first: the shipped agents at fixed budgets, each a step up.

A level is an agent and its options, under a name a player can pick
(``make_agent("club")``, ``TacocatWidget(players=("human", "club"))``). Each
level's budget counts playouts or iterations, not seconds, so it plays the
same moves, as strong, on any machine and on either build; only its speed
differs. docs/levels.md has the measured ladder: how often each level beats
the one below it, how long it takes to decide, and how to measure it again
(``python -m tacocat_widget.arena ladder``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Level:
    """A named opponent: ``agent`` (a name in ``AGENTS``) made with ``options``."""

    name: str
    agent: str
    options: dict[str, Any] = field(default_factory=dict)
    about: str = ""  # the opponent in a few words, for someone choosing one


LEVELS: tuple[Level, ...] = (
    Level(
        "beginner",
        "heuristic",
        {"temperature": 0.6},
        "plays sensible moves, but often not the best one",
    ),
    Level("casual", "heuristic", {}, "always plays its rules of thumb's best move"),
    Level("club", "planner", {"iterations": 350}, "tries each move in a few imagined deals"),
    Level("best", "planner", {"iterations": 3500}, "tries each move in many imagined deals"),
)
LEVEL_NAMES = tuple(level.name for level in LEVELS)
BY_NAME = {level.name: level for level in LEVELS}
