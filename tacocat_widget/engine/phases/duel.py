"""Duel (docs/rules.md, "A round" step 3): both choose one card at once; the higher attacks first.

Player 0's card stays sealed until player 1 has chosen. Equal cards duel
again; duels that leave one card each go straight to the showdown.
"""

from __future__ import annotations

from typing import Final

from ..actions import Action, Duel
from ..counts import SINGLE, copies
from ..options import DUEL_OPTIONS
from ..record import StateRecord, Table
from . import attack
from .common import PhaseRules, not_held, play_cards, seal
from .round_end import end_round


class DuelPhase(PhaseRules):
    """The rules of the duel, as the dispatcher asks them (``transitions.PHASE_RULES``)."""

    ACCEPTS = (Duel,)
    EXPECTED = "choose one card for the duel, e.g. Duel(7)"

    def legal(self, record: StateRecord) -> tuple[Action, ...]:
        return DUEL_OPTIONS[record.hand_counts[record.to_move]]  # type: ignore[index]

    def is_legal(self, record: StateRecord, action: object) -> bool:
        if not isinstance(action, Duel):
            return False
        return copies(record.hand_counts[record.to_move], action.card) > 0  # type: ignore[index]

    def why_illegal(self, record: StateRecord, action: Duel) -> str:
        return not_held(record, action.cards) or f"{action} is not legal here"

    def step(self, table: Table, action: Duel) -> None:
        if table.to_move == 0:
            seal(table, action)
            return
        sealed: Duel = table.sealed  # type: ignore[assignment]
        first, second = sealed.card, action.card
        table.sealed = None
        play_cards(table, 0, sealed.cards, sealed.counts, "duel")
        play_cards(table, 1, action.cards, action.counts, "duel")
        if table.hand_counts[0] in SINGLE:  # one card each
            end_round(table)
        elif first == second:
            table.to_move = 0
        else:
            attack.begin(table, 0 if first > second else 1)


RULES: Final[DuelPhase] = DuelPhase()
