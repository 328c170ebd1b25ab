"""One dispatcher for the rules: which phase is asked, and what holds in every phase.

The game-over check and the "wrong kind of action for this phase" check live
here once; everything else is the phase's own (``phases/``), and
``PHASE_RULES`` is the one place that tells a phase its rules.
"""

from __future__ import annotations

from typing import Final

from .actions import ACTION_TYPES, Action
from .phases import attack, defend, duel, replace
from .phases.common import PhaseRules
from .record import StateRecord, Table

# Each phase of play and its rules; "over", the end of the game, has none (nothing is legal).
PHASE_RULES: Final[dict[str, PhaseRules]] = {
    "replace": replace.RULES,
    "duel": duel.RULES,
    "attack": attack.RULES,
    "defend": defend.RULES,
}


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message says which rule."""


def legal_actions(record: StateRecord) -> tuple[Action, ...]:
    """Every legal action of the player to move, once each, in canonical order."""
    rules = PHASE_RULES.get(record.phase)
    return () if rules is None else rules.legal(record)


def is_legal(record: StateRecord, action: object) -> bool:
    rules = PHASE_RULES.get(record.phase)
    return rules is not None and rules.is_legal(record, action)


def why_illegal(record: StateRecord, action: object) -> str:
    """Which rule forbids ``action`` (which ``is_legal`` has refused)."""
    if record.phase == "over":
        return f"the game is over (player {record.winner} won); no action can be played"
    if not isinstance(action, ACTION_TYPES):
        return (
            f"{type(action).__name__} is not an action; "
            "expected Replace, Duel, Attack, Defend or Sacrifice"
        )
    rules = PHASE_RULES[record.phase]
    if not isinstance(action, rules.ACCEPTS):
        return (
            f"it is the {record.phase} phase: player {record.to_move} must {rules.EXPECTED}, "
            f"not {type(action).__name__}"
        )
    return rules.why_illegal(record, action)


def step(table: Table, action: Action) -> None:
    """Play a legal ``action`` on the working copy (unchecked: callers check, or know)."""
    PHASE_RULES[table.phase].step(table, action)
