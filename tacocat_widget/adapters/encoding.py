"""Moves as integers and observations as vectors, for the learning libraries' environments.

**Actions** are numbered in one fixed space per ``Rules`` (``ActionCodec``), kind after kind:

- ``0 .. 2**H - 1``: a replace, as a bitmask over the positions of the mover's
  ascending hand (bit ``i``: discard the ``i``-th lowest card; ``H`` is the
  largest hand the rules deal). Copies of a value are alike, so only one mask
  names each choice: the one that discards the *lowest-placed* copies of each
  value. Only that mask is legal.
- then 12 duels, for the values 1..12;
- then every lead the rules allow in any hand: singles, sets and sequences,
  in ascending order of their cards (``codec.leads`` lists them);
- then 12 defences, for the values 1..12;
- then the sacrifice.

**Observations** (``observation_vector``) are 83 numbers, all from the
player's own ``Observation`` (``FEATURES`` names each slice):

=================  =====  ====  =======================================================
slice              index  size  what it holds
=================  =====  ====  =======================================================
hand               0-11   12    copies of each value 1..12 in the player's hand
opponent_cards     12     1     how many cards the opponent holds
draw_pile          13     1     how many cards are in the draw pile
position           14-22  9     one-hot: the YAY goal, spaces 0..6, the WOW goal
covered            23-29  7     1 for each tiled space
phase              30-34  5     one-hot: replace, duel, attack, defend, over
to_move            35     1     1 when it is this player's move
attacker           36-37  2     1 if this player leads the trick; 1 if the opponent does
pending            38-49  12    the attacking cards not yet answered, by value
played_by_me       50-61  12    this round's face-up cards this player played, by value
played_by_them     62-73  12    this round's face-up cards the opponent played, by value
replaced           74-77  4     each player (this one first): replaced yet, and how many
trick_lost         78     1     1 when an answer in this trick was a sacrifice
sealed             79-80  2     this player's own hidden choice is waiting; the opponent's is
round              81     1     the round number, at most 99
player             82     1     which seat this player is (0 or 1)
=================  =====  ====  =======================================================
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine import Action, Attack, Defend, Duel, Replace, Rules, Sacrifice
from ..engine.observation import ObservationRecord
from ..engine.options import is_sequence
from ..engine.terms import TRACK_LENGTH, VALUES

# numpy arrays; the type check reads numpy as untyped, so its verdict is the same without it.
Array = Any

PHASE_ORDER = ("replace", "duel", "attack", "defend", "over")
FEATURES: tuple[tuple[str, int], ...] = (
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
OBSERVATION_LENGTH = sum(size for _, size in FEATURES)
MOST_ROUNDS_SHOWN = 99


def _counts(cards: tuple[int, ...] | list[int]) -> list[float]:
    counts = [0.0] * 12
    for card in cards:
        counts[card - 1] += 1
    return counts


def observation_vector(seen: ObservationRecord) -> Array:
    """The flat, float32 encoding of one player's observation (the table above)."""
    me, them = seen.player, seen.opponent
    position = [0.0] * (TRACK_LENGTH + 2)
    position[seen.position + 1] = 1.0
    phase = [float(seen.phase == name) for name in PHASE_ORDER]
    mine = [card for event in seen.events if event.player == me for card in event.cards]
    theirs = [card for event in seen.events if event.player == them for card in event.cards]
    replaced = []
    for player in (me, them):
        count = seen.replaced[player]
        replaced += [float(count is not None), float(count or 0)]
    parts = [
        _counts(seen.hand),
        [float(seen.opponent_hand_size)],
        [float(seen.draw_pile_size)],
        position,
        [float(space in seen.covered) for space in range(TRACK_LENGTH)],
        phase,
        [float(seen.to_move == me)],
        [float(seen.attacker == me), float(seen.attacker == them)],
        _counts(seen.pending),
        _counts(mine),
        _counts(theirs),
        replaced,
        [float(seen.trick_lost)],
        [float(seen.sealed is not None), float(seen.opponent_sealed)],
        [float(min(seen.round, MOST_ROUNDS_SHOWN))],
        [float(me)],
    ]
    return np.array([value for part in parts for value in part], dtype=np.float32)


@dataclass(frozen=True)
class ActionCodec:
    """Every move the rules allow, numbered in one fixed space (see the module's docstring)."""

    rules: Rules
    hand_bits: int = field(init=False)
    leads: tuple[tuple[int, ...], ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "hand_bits", max(self.rules.hand_sizes))
        object.__setattr__(self, "leads", _every_lead(self.rules))

    def __deepcopy__(self, memo: dict[int, object]) -> ActionCodec:
        return self  # frozen, like its rules: OpenSpiel's clones share it

    @property
    def duel_start(self) -> int:
        return 1 << self.hand_bits

    @property
    def attack_start(self) -> int:
        return self.duel_start + len(VALUES)

    @property
    def defend_start(self) -> int:
        return self.attack_start + len(self.leads)

    @property
    def sacrifice(self) -> int:
        return self.defend_start + len(VALUES)

    @property
    def size(self) -> int:
        return self.sacrifice + 1

    def encode(self, action: Action, hand: tuple[int, ...]) -> int:
        """The number of ``action``, made from ``hand`` (the mover's, ascending)."""
        if isinstance(action, Replace):
            return _replace_mask(action.cards, hand)
        if isinstance(action, Duel):
            return self.duel_start + action.card - 1
        if isinstance(action, Attack):
            return self.attack_start + int(self._lead_index[action.cards])
        if isinstance(action, Defend):
            return self.defend_start + action.card - 1
        if isinstance(action, Sacrifice):
            return self.sacrifice
        raise TypeError(f"not an action: {action!r:.60}")

    def decode(self, number: int, hand: tuple[int, ...]) -> Action:
        """The action numbered ``number``, for a mover holding ``hand`` (ascending).

        Raises ValueError for a number outside the space or a replace mask
        naming positions the hand does not have; whether the action is legal
        here is the rules' question.
        """
        if not isinstance(number, (int, np.integer)) or not 0 <= number < self.size:
            raise ValueError(f"an action is a number 0..{self.size - 1}, got {number!r:.40}")
        number = int(number)
        if number < self.duel_start:
            if number >> len(hand):
                raise ValueError(f"replace mask {number} names cards beyond a hand of {len(hand)}")
            return Replace(tuple(card for bit, card in enumerate(hand) if number >> bit & 1))
        if number < self.attack_start:
            return Duel(number - self.duel_start + 1)
        if number < self.defend_start:
            return Attack(self.leads[number - self.attack_start])
        if number < self.sacrifice:
            return Defend(number - self.defend_start + 1)
        return Sacrifice()

    def mask(self, legal: tuple[Action, ...], hand: tuple[int, ...]) -> Array:
        """1 for each legal action's number, else 0 (int8, the space's length)."""
        mask: Array = np.zeros(self.size, dtype=np.int8)
        for action in legal:
            mask[self.encode(action, hand)] = 1
        return mask

    @property
    def _lead_index(self) -> dict[tuple[int, ...], int]:
        return _lead_numbers(self.leads)


_LEAD_NUMBERS: dict[tuple[tuple[int, ...], ...], dict[tuple[int, ...], int]] = {}


def _lead_numbers(leads: tuple[tuple[int, ...], ...]) -> dict[tuple[int, ...], int]:
    if leads not in _LEAD_NUMBERS:
        _LEAD_NUMBERS[leads] = {lead: index for index, lead in enumerate(leads)}
    return _LEAD_NUMBERS[leads]


def _every_lead(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """Every single, set and sequence some hand could lead under ``rules``, ascending."""
    most = max(rules.hand_sizes) - 1  # an attacker keeps a card
    leads: set[tuple[int, ...]] = {(value,) for value in VALUES}
    if rules.jumbo:
        for value, copies in zip(VALUES, rules.deck, strict=True):
            leads.update((value,) * size for size in range(2, min(copies, most) + 1))
        for low in VALUES:
            for length in range(3, most + 1):
                run = tuple(range(low, low + length))
                if run[-1] <= VALUES[-1] and is_sequence(run):
                    leads.add(run)
    return tuple(sorted(leads))


def _replace_mask(cards: tuple[int, ...], hand: tuple[int, ...]) -> int:
    """The one mask naming this discard: for each value, its lowest-placed copies."""
    mask, left = 0, list(cards)
    for bit, card in enumerate(hand):
        if card in left:
            left.remove(card)
            mask |= 1 << bit
    if left:
        raise ValueError(f"the hand {list(hand)} does not hold {sorted(left)}")
    return mask


def describe() -> dict[str, Any]:
    """The observation's slices, by name: (start, stop) into the vector."""
    slices, start = {}, 0
    for name, size in FEATURES:
        slices[name] = (start, start + size)
        start += size
    return slices
