"""The observation vector's layout and its values, worked out: compiled with the engine.

``encoding`` documents the layout and makes the vector a numpy array; the
values come from here, plain work on the engine's ``ObservationRecord``,
which a compiled build runs natively (a learner's environment makes one at
every step).
"""

from __future__ import annotations

from typing import Any, Final

from ..engine.observation import ObservationRecord
from ..engine.terms import TRACK_LENGTH

PHASE_ORDER: Final = ("replace", "duel", "attack", "defend", "over")
FEATURES: Final[tuple[tuple[str, int], ...]] = (
    ("hand", 12),
    ("opponent_cards", 1),
    ("draw_pile", 1),
    ("position", TRACK_LENGTH + 2),
    ("covered", TRACK_LENGTH),
    ("phase", len(PHASE_ORDER)),
    ("to_move", 1),
    ("attacker", 2),
    ("pending", 12),
    ("played_by_me", 12),
    ("played_by_them", 12),
    ("replaced", 4),
    ("trick_lost", 1),
    ("sealed", 2),
    ("round", 1),
    ("player", 1),
)
OBSERVATION_LENGTH: Final = sum(size for _, size in FEATURES)
MOST_ROUNDS_SHOWN: Final = 99


def describe() -> dict[str, Any]:
    """The observation's slices, by name: (start, stop) into the vector."""
    slices, start = {}, 0
    for name, size in FEATURES:
        slices[name] = (start, start + size)
        start += size
    return slices


# Where each slice starts, as plain numbers: a compiled build reads each as one value.
_AT: Final = {name: start for name, (start, _) in describe().items()}
_PHASE_AT: Final = {phase: _AT["phase"] + place for place, phase in enumerate(PHASE_ORDER)}
# Card values count from 1, a slice's places from 0.
_HAND: Final = _AT["hand"] - 1
_PENDING: Final = _AT["pending"] - 1
_PLAYED_BY: Final = (_AT["played_by_me"] - 1, _AT["played_by_them"] - 1)  # by "the opponent's?"
_OPPONENT_CARDS: Final = _AT["opponent_cards"]
_DRAW_PILE: Final = _AT["draw_pile"]
_POSITION: Final = _AT["position"] + 1  # the YAY goal, -1, first
_COVERED: Final = _AT["covered"]
_TO_MOVE: Final = _AT["to_move"]
_ATTACKER: Final = _AT["attacker"]
_REPLACED: Final = _AT["replaced"]
_TRICK_LOST: Final = _AT["trick_lost"]
_SEALED: Final = _AT["sealed"]
_ROUND: Final = _AT["round"]
_PLAYER: Final = _AT["player"]


def observation_values(seen: ObservationRecord) -> list[float]:
    """The numbers of one player's observation vector, in order (``encoding``'s table)."""
    me = seen.player
    vector = [0.0] * OBSERVATION_LENGTH
    for card in seen.hand:
        vector[_HAND + card] += 1.0
    vector[_OPPONENT_CARDS] = float(seen.opponent_hand_size)
    vector[_DRAW_PILE] = float(seen.draw_pile_size)
    vector[_POSITION + seen.position] = 1.0
    for space in seen.covered:
        vector[_COVERED + space] = 1.0
    vector[_PHASE_AT[seen.phase]] = 1.0
    vector[_TO_MOVE] = float(seen.to_move == me)
    if seen.attacker is not None:
        vector[_ATTACKER + (seen.attacker != me)] = 1.0
    for card in seen.pending:
        vector[_PENDING + card] += 1.0
    for event in seen.events:
        played_by = _PLAYED_BY[event.player != me]
        for card in event.cards:
            vector[played_by + card] += 1.0
    replaced = seen.replaced
    for at, player in ((_REPLACED, me), (_REPLACED + 2, 1 - me)):
        count = replaced[player]
        if count is not None:
            vector[at], vector[at + 1] = 1.0, float(count)
    vector[_TRICK_LOST] = float(seen.trick_lost)
    vector[_SEALED] = float(seen.sealed is not None)
    vector[_SEALED + 1] = float(seen.opponent_sealed)
    vector[_ROUND] = float(min(seen.round, MOST_ROUNDS_SHOWN))
    vector[_PLAYER] = float(me)
    return vector
