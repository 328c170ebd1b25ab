"""Duel (docs/rules.md, "A round" step 3): both choose one card at once; the higher attacks first.

Player 0's card stays sealed until player 1 has chosen. Equal cards duel
again; duels that leave one card each go straight to the showdown.
"""

from __future__ import annotations

from ..actions import Action, Duel
from ..options import duel_options
from ..record import StateRecord, Table
from . import attack
from .common import not_held, play_cards, seal
from .round_end import end_round

ACCEPTS = (Duel,)
EXPECTED = "choose one card for the duel, e.g. Duel(7)"


def legal(record: StateRecord) -> tuple[Action, ...]:
    return duel_options(record.hands[record.to_move])  # type: ignore[index]


def is_legal(record: StateRecord, action: object) -> bool:
    return isinstance(action, Duel) and action.card in record.hands[record.to_move]  # type: ignore[index]


def why_illegal(record: StateRecord, action: Duel) -> str:
    return not_held(record, action.cards) or f"{action} is not legal here"


def step(table: Table, action: Duel) -> None:
    if table.to_move == 0:
        seal(table, action)
        return
    sealed: Duel = table.sealed  # type: ignore[assignment]
    first, second = sealed.card, action.card
    table.sealed = None
    play_cards(table, 0, sealed.cards, "duel")
    play_cards(table, 1, action.cards, "duel")
    if len(table.hands[0]) == 1:
        end_round(table)
    elif first == second:
        table.to_move = 0
    else:
        attack.begin(table, 0 if first > second else 1)
