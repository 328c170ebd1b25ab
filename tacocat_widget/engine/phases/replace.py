"""Replace (docs/rules.md, "A round" step 2): discard chosen cards face up and draw as many.

On a one-arrow space the arrow's player replaces first, any number; the other
then replaces up to as many. On the two-arrow centre both choose at once:
player 0's choice stays sealed until player 1 has chosen, then player 0 draws
first. Each player replaces once per round.
"""

from __future__ import annotations

from typing import Final

from ..actions import Action, Replace
from ..counts import ONE, SINGLE
from ..options import REPLACE_OPTIONS, holds
from ..record import StateRecord, Table
from ..terms import OPPONENT, Player, count_text
from .common import PhaseRules, mover_hand, not_held, play_cards, seal, with_hand
from .round_end import end_round


def cap(record: StateRecord) -> int | None:
    """How many cards the player to move may replace (None: any number)."""
    first = record.rules.arrows[record.position]
    if first == "both" or record.to_move == first:
        return None
    return record.replaced[first]


class ReplacePhase(PhaseRules):
    """The rules of replacing, as the dispatcher asks them (``transitions.PHASE_RULES``)."""

    ACCEPTS = (Replace,)
    EXPECTED = "choose cards to replace, e.g. Replace((1, 4)) or Replace(())"

    def legal(self, record: StateRecord) -> tuple[Action, ...]:
        return REPLACE_OPTIONS[cap(record)][record.hand_counts[record.to_move]]  # type: ignore[index]

    def is_legal(self, record: StateRecord, action: object) -> bool:
        if not isinstance(action, Replace):
            return False
        most = cap(record)
        hand = mover_hand(record)
        return (most is None or len(action.cards) <= most) and holds(hand, action.cards)

    def why_illegal(self, record: StateRecord, action: Replace) -> str:
        most = cap(record)
        if most is not None and len(action.cards) > most:
            first = OPPONENT[record.to_move]  # type: ignore[index]
            return (
                f"player {record.to_move} may replace at most {count_text(most)}: the other "
                f"player may replace up to as many as the first (player {first}) replaced"
            )
        return not_held(record, action.cards) or f"{action} is not legal here"

    def step(self, table: Table, action: Replace) -> None:
        player: Player = table.to_move  # type: ignore[assignment]
        if table.rules.arrows[table.position] == "both":
            if player == 0:
                seal(table, action)
                return
            _discard_and_draw(table, 0, table.sealed)  # type: ignore[arg-type]
            table.sealed = None
        _discard_and_draw(table, player, action)
        if None in table.replaced:
            table.to_move = OPPONENT[player]
        elif table.hand_counts[0] in SINGLE:  # one card each
            end_round(table)
        else:
            table.phase, table.to_move = "duel", 0


RULES: Final[ReplacePhase] = ReplacePhase()


def _discard_and_draw(table: Table, player: Player, discards: Replace) -> None:
    count = len(discards.cards)
    play_cards(table, player, discards.cards, discards.counts, "replace")
    drawn = 0
    for card in table.draw_pile[:count]:
        drawn += ONE[card]
    hands = table.hand_counts
    table.hand_counts = with_hand(hands, player, hands[player] + drawn)
    table.draw_pile = table.draw_pile[count:]
    replaced = table.replaced
    table.replaced = (count, replaced[1]) if player == 0 else (replaced[0], count)
