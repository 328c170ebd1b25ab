"""Play, the lead (docs/rules.md, "A round" step 4): a single card, a set or a sequence.

A set is two or more cards of one value; a sequence three or more
consecutive values, each once, with no wrap from 12 to 1 (both are jumbo
attacks, which ``Rules.jumbo`` may turn off). The attacker always keeps at
least one card.
"""

from __future__ import annotations

from typing import Final

from ..actions import Action, Attack
from ..options import ATTACK_OPTIONS, holds, is_sequence, is_set
from ..record import StateRecord, Table
from ..terms import OPPONENT, Player
from .common import PhaseRules, mover_hand, not_held, play_cards


def begin(table: Table, attacker: Player) -> None:
    """``attacker`` leads the next trick."""
    table.phase = "attack"
    table.attacker = table.to_move = attacker
    table.trick_lost = False


class AttackPhase(PhaseRules):
    """The rules of the lead, as the dispatcher asks them (``transitions.PHASE_RULES``)."""

    ACCEPTS = (Attack,)
    EXPECTED = "lead a card, a set or a sequence, e.g. Attack((9,))"

    def legal(self, record: StateRecord) -> tuple[Action, ...]:
        return ATTACK_OPTIONS[record.rules.jumbo][record.hand_counts[record.to_move]]  # type: ignore[index]

    def is_legal(self, record: StateRecord, action: object) -> bool:
        if not isinstance(action, Attack):
            return False
        cards, hand = action.cards, mover_hand(record)
        if len(cards) >= len(hand) or not holds(hand, cards):
            return False
        return len(cards) == 1 or (record.rules.jumbo and (is_set(cards) or is_sequence(cards)))

    def why_illegal(self, record: StateRecord, action: Attack) -> str:
        cards, held = action.cards, len(mover_hand(record))
        missing = not_held(record, cards)
        if missing:
            return missing
        if len(cards) >= held:
            return (
                f"an attacker must keep at least one card: player {record.to_move} holds "
                f"{held} and cannot lead {len(cards)}"
            )
        if not record.rules.jumbo:
            return "jumbo attacks (sets and sequences) are off in these rules: lead a single card"
        return (
            f"{action} is not a jumbo attack: a set is two or more cards of one value, a "
            "sequence three or more consecutive values, each once, with no wrap from 12 to 1"
        )

    def step(self, table: Table, action: Attack) -> None:
        attacker: Player = table.attacker  # type: ignore[assignment]
        play_cards(table, attacker, action.cards, action.counts, "attack")
        table.pending = action.cards
        table.phase = "defend"
        table.to_move = OPPONENT[attacker]


RULES: Final[AttackPhase] = AttackPhase()
