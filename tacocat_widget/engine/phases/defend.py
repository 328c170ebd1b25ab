"""Play, the answers (docs/rules.md, "A round" step 4): each attacking card answered, lowest first.

An answer is a defence (any card at least as high as the attacking card) or a
sacrifice of the lowest card, allowed whenever that card is lower than the
attacking one (when it is not, playing it is a defence). Once every card is
answered, the defender leads next if all were defended; after any sacrifice
the attacker leads again. Play stops the moment both hold one card.
"""

from __future__ import annotations

from typing import Final

from ..actions import Action, Defend, Sacrifice
from ..counts import ONE, SINGLE, lowest
from ..options import ANSWER_OPTIONS, values_held
from ..record import StateRecord, Table
from ..terms import OPPONENT, Player
from . import attack
from .common import PhaseRules, mover_hand, not_held, play_cards
from .round_end import end_round


class DefendPhase(PhaseRules):
    """The rules of the answers, as the dispatcher asks them (``transitions.PHASE_RULES``)."""

    ACCEPTS = (Defend, Sacrifice)
    EXPECTED = "answer the attacking card: Defend(card) or Sacrifice()"

    def legal(self, record: StateRecord) -> tuple[Action, ...]:
        counts = record.hand_counts[record.to_move]  # type: ignore[index]
        return ANSWER_OPTIONS[record.pending[0]][values_held(counts)]

    def is_legal(self, record: StateRecord, action: object) -> bool:
        hand, attacking = mover_hand(record), record.pending[0]
        if isinstance(action, Sacrifice):
            return hand[0] < attacking
        return isinstance(action, Defend) and attacking <= action.card and action.card in hand

    def why_illegal(self, record: StateRecord, action: Defend | Sacrifice) -> str:
        hand, attacking = mover_hand(record), record.pending[0]
        if isinstance(action, Sacrifice):
            return (
                f"the lowest card {hand[0]} is not lower than the attacking {attacking}, so "
                f"playing it is a defence: Defend({hand[0]})"
            )
        missing = not_held(record, action.cards)
        if missing:
            return missing
        return (
            f"{action.card} cannot defend against {attacking}: a defence needs an equal or "
            f"higher card; otherwise sacrifice the lowest card ({hand[0]})"
        )

    def step(self, table: Table, action: Defend | Sacrifice) -> None:
        defender: Player = table.to_move  # type: ignore[assignment]
        if isinstance(action, Defend):
            play_cards(table, defender, action.cards, action.counts, "defend")
        else:  # a sacrifice gives up the lowest card
            table.trick_lost = True
            card = lowest(table.hand_counts[defender])
            play_cards(table, defender, (card,), ONE[card], "sacrifice")
        table.pending = table.pending[1:]
        if table.pending:
            return
        if table.hand_counts[0] in SINGLE and table.hand_counts[1] in SINGLE:  # one card each
            end_round(table)
        else:
            attack.begin(table, OPPONENT[defender] if table.trick_lost else defender)


RULES: Final[DefendPhase] = DefendPhase()
