"""What a move lays face up: the plays everyone sees it make (docs/rules.md, "Information").

The rules themselves lay the cards down (``phases/``); this tells, from the
states on either side of a move, which plays that was, for the text of the
move and for a round's last plays, which the next deal clears from the table.
"""

from __future__ import annotations

from .actions import Action, Duel, Replace, Sacrifice
from .record import StateRecord
from .records import Event


def face_up_plays(before: StateRecord, action: Action, after: StateRecord) -> list[Event]:
    """The plays ``action`` laid face up going from ``before`` to ``after``, in order.

    None for player 0's choice made face down: it is laid with player 1's,
    which reveals both.
    """
    if after.sealed is not None:
        return []
    player, sealed = before.to_move, before.sealed
    if isinstance(action, Replace):
        if isinstance(sealed, Replace):
            return [Event("replace", 0, sealed.cards), Event("replace", 1, action.cards)]
        return [Event("replace", player, action.cards)]  # type: ignore[arg-type]
    if isinstance(action, Duel):
        first = sealed.card if isinstance(sealed, Duel) else 0
        return [Event("duel", 0, (first,)), Event("duel", 1, (action.card,))]
    if before.phase == "defend":
        sacrifice = isinstance(action, Sacrifice)
        card = before.hands[player][0] if sacrifice else action.card  # type: ignore[index, union-attr]
        return [Event("sacrifice" if sacrifice else "defend", player, (card,))]  # type: ignore[arg-type]
    return [Event("attack", player, action.cards)]  # type: ignore[arg-type]
