"""One dispatcher for the rules: which phase is asked, and what holds in every phase.

The game-over check and the "wrong kind of action for this phase" check live
here once; everything else is the phase's own (``phases/``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import ACTION_TYPES, Action
from .phases import attack, defend, duel, replace
from .record import StateRecord, Table


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message says which rule."""


_PHASES = {"replace": replace, "duel": duel, "attack": attack, "defend": defend}


def _no_actions(record: StateRecord) -> tuple[Action, ...]:
    return ()


def _never_legal(record: StateRecord, action: object) -> bool:
    return False


# By phase, for the hot paths that look a phase's rules up directly (the game over included).
LEGAL: dict[str, Callable[[StateRecord], tuple[Action, ...]]] = {
    phase: rules.legal for phase, rules in _PHASES.items()
} | {"over": _no_actions}
IS_LEGAL: dict[str, Callable[[StateRecord, object], bool]] = {
    phase: rules.is_legal for phase, rules in _PHASES.items()
} | {"over": _never_legal}
_WHY: dict[str, Callable[[StateRecord, Any], str]] = {
    phase: rules.why_illegal for phase, rules in _PHASES.items()
}
STEP: dict[str, Callable[[Table, Any], None]] = {
    phase: rules.step for phase, rules in _PHASES.items()
}


def legal_actions(record: StateRecord) -> tuple[Action, ...]:
    """Every legal action of the player to move, once each, in canonical order."""
    return LEGAL[record.phase](record)


def is_legal(record: StateRecord, action: object) -> bool:
    return IS_LEGAL[record.phase](record, action)


def why_illegal(record: StateRecord, action: object) -> str:
    """Which rule forbids ``action`` (which ``is_legal`` has refused)."""
    if record.phase == "over":
        return f"the game is over (player {record.winner} won); no action can be played"
    if not isinstance(action, ACTION_TYPES):
        return (
            f"{type(action).__name__} is not an action; "
            "expected Replace, Duel, Attack, Defend or Sacrifice"
        )
    rules = _PHASES[record.phase]
    if not isinstance(action, rules.ACCEPTS):
        return (
            f"it is the {record.phase} phase: player {record.to_move} must {rules.EXPECTED}, "
            f"not {type(action).__name__}"
        )
    return _WHY[record.phase](record, action)


def step(table: Table, action: Action) -> None:
    """Play a legal ``action`` on the working copy (unchecked: callers check, or know)."""
    STEP[table.phase](table, action)
