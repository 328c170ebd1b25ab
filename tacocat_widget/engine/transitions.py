"""One dispatcher for the rules: which phase is asked, and what holds in every phase.

The game-over check and the "wrong kind of action for this phase" check live
here once; everything else is the phase's own (``phases/``). Each question
names its phase's function directly, so a compiled build calls it without a
lookup: these run millions of times in a search.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from .actions import ACTION_TYPES, Action, Attack, Defend, Duel, Replace, Sacrifice
from .phases import attack, defend, duel, replace
from .record import StateRecord, Table


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message says which rule."""


_PHASES: Final = {"replace": replace, "duel": duel, "attack": attack, "defend": defend}
_WHY: Final[dict[str, Callable[[StateRecord, Any], str]]] = {
    phase: rules.why_illegal for phase, rules in _PHASES.items()
}


def legal_actions(record: StateRecord) -> tuple[Action, ...]:
    """Every legal action of the player to move, once each, in canonical order."""
    phase = record.phase
    if phase == "defend":
        return defend.legal(record)
    if phase == "attack":
        return attack.legal(record)
    if phase == "duel":
        return duel.legal(record)
    if phase == "replace":
        return replace.legal(record)
    return ()  # the game is over


def is_legal(record: StateRecord, action: object) -> bool:
    phase = record.phase
    if phase == "defend":
        return defend.is_legal(record, action)
    if phase == "attack":
        return attack.is_legal(record, action)
    if phase == "duel":
        return duel.is_legal(record, action)
    if phase == "replace":
        return replace.is_legal(record, action)
    return False  # the game is over


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
    """Play a legal ``action`` on the working copy (unchecked: callers check, or know).

    Each kind of action belongs to one phase, so its kind names the phase's step.
    """
    if isinstance(action, (Defend, Sacrifice)):
        defend.step(table, action)
    elif isinstance(action, Attack):
        attack.step(table, action)
    elif isinstance(action, Duel):
        duel.step(table, action)
    elif isinstance(action, Replace):
        replace.step(table, action)
