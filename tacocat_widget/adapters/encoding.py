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

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine import Action, Attack, Defend, Duel, Replace, Rules, Sacrifice
from ..engine.observation import ObservationRecord
from ..engine.options import (
    DEFENCES,
    DUELS,
    SACRIFICE,
    attack_action,
    is_sequence,
    replace_action,
)
from ..engine.terms import TRACK_LENGTH, VALUES, Hand

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
REMEMBERED_MOVE_LISTS = 1 << 14  # a codec's numbered move lists, before it forgets them all


def describe() -> dict[str, Any]:
    """The observation's slices, by name: (start, stop) into the vector."""
    slices, start = {}, 0
    for name, size in FEATURES:
        slices[name] = (start, start + size)
        start += size
    return slices


_AT = {name: start for name, (start, _) in describe().items()}
_PHASE_AT = {phase: _AT["phase"] + place for place, phase in enumerate(PHASE_ORDER)}
# Card values count from 1, a slice's places from 0.
_HAND, _PENDING = _AT["hand"] - 1, _AT["pending"] - 1
_PLAYED_BY = (_AT["played_by_me"] - 1, _AT["played_by_them"] - 1)  # by "is it the opponent's"


def observation_vector(seen: ObservationRecord) -> Array:
    """The flat, float32 encoding of one player's observation (the table above)."""
    me = seen.player
    vector = [0.0] * OBSERVATION_LENGTH
    for card in seen.hand:
        vector[_HAND + card] += 1.0
    vector[_AT["opponent_cards"]] = float(seen.opponent_hand_size)
    vector[_AT["draw_pile"]] = float(seen.draw_pile_size)
    vector[_AT["position"] + 1 + seen.position] = 1.0  # the YAY goal, -1, first
    for space in seen.covered:
        vector[_AT["covered"] + space] = 1.0
    vector[_PHASE_AT[seen.phase]] = 1.0
    vector[_AT["to_move"]] = float(seen.to_move == me)
    if seen.attacker is not None:
        vector[_AT["attacker"] + (seen.attacker != me)] = 1.0
    for card in seen.pending:
        vector[_PENDING + card] += 1.0
    for event in seen.events:
        played_by = _PLAYED_BY[event.player != me]
        for card in event.cards:
            vector[played_by + card] += 1.0
    for at, player in ((_AT["replaced"], me), (_AT["replaced"] + 2, 1 - me)):
        count = seen.replaced[player]
        if count is not None:
            vector[at], vector[at + 1] = 1.0, float(count)
    vector[_AT["trick_lost"]] = float(seen.trick_lost)
    vector[_AT["sealed"]] = float(seen.sealed is not None)
    vector[_AT["sealed"] + 1] = float(seen.opponent_sealed)
    vector[_AT["round"]] = float(min(seen.round, MOST_ROUNDS_SHOWN))
    vector[_AT["player"]] = float(me)
    return np.array(vector, dtype=np.float32)


@dataclass(frozen=True)
class ActionCodec:
    """Every move the rules allow, numbered in one fixed space (see the module's docstring)."""

    rules: Rules
    hand_bits: int = field(init=False)
    leads: tuple[tuple[int, ...], ...] = field(init=False)
    duel_start: int = field(init=False)
    attack_start: int = field(init=False)
    defend_start: int = field(init=False)
    sacrifice: int = field(init=False)
    size: int = field(init=False)
    _lead_numbers: dict[tuple[int, ...], int] = field(init=False, repr=False, compare=False)
    _numbered: dict[tuple[int, Hand], tuple[tuple[Action, ...], tuple[int, ...]]] = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        leads = _every_lead(self.rules)
        hand_bits = max(self.rules.hand_sizes)
        duel_start = 1 << hand_bits
        attack_start = duel_start + len(VALUES)
        defend_start = attack_start + len(leads)
        sacrifice = defend_start + len(VALUES)
        for name, value in (
            ("hand_bits", hand_bits),
            ("leads", leads),
            ("duel_start", duel_start),
            ("attack_start", attack_start),
            ("defend_start", defend_start),
            ("sacrifice", sacrifice),
            ("size", sacrifice + 1),
            ("_lead_numbers", {lead: index for index, lead in enumerate(leads)}),
            ("_numbered", {}),
        ):
            object.__setattr__(self, name, value)

    def __deepcopy__(self, memo: dict[int, object]) -> ActionCodec:
        return self  # frozen, like its rules: OpenSpiel's clones share it

    def __reduce__(self) -> tuple[Any, ...]:
        return (ActionCodec, (self.rules,))  # the rules, not what it remembers

    def encode(self, action: Action, hand: Hand) -> int:
        """The number of ``action``, made from ``hand`` (the mover's, ascending)."""
        if isinstance(action, Replace):
            return _replace_mask(action.cards, hand)
        if isinstance(action, Duel):
            return self.duel_start + action.card - 1
        if isinstance(action, Attack):
            return self.attack_start + self._lead_numbers[action.cards]
        if isinstance(action, Defend):
            return self.defend_start + action.card - 1
        if isinstance(action, Sacrifice):
            return self.sacrifice
        raise TypeError(f"not an action: {action!r:.60}")

    def decode(self, number: int, hand: Hand) -> Action:
        """The action numbered ``number``, for a mover holding ``hand`` (ascending).

        Raises ValueError for a number outside the space or a replace mask
        naming positions the hand does not have; whether the action is legal
        here is the rules' question.
        """
        if not isinstance(number, (int, np.integer)) or not 0 <= number < self.size:
            raise ValueError(f"an action is a number 0..{self.size - 1}, got {number!r:.40}")
        number = int(number)  # the engine's shared actions: each checked once, when made
        if number < self.duel_start:
            if number >> len(hand):
                raise ValueError(f"replace mask {number} names cards beyond a hand of {len(hand)}")
            return replace_action(
                tuple([card for bit, card in enumerate(hand) if number >> bit & 1])
            )
        if number < self.attack_start:
            return DUELS[number - self.duel_start + 1]
        if number < self.defend_start:
            return attack_action(self.leads[number - self.attack_start])
        if number < self.sacrifice:
            return DEFENCES[number - self.defend_start + 1]
        return SACRIFICE

    def numbers(self, legal: Sequence[Action], hand: Hand) -> tuple[int, ...]:
        """The numbers of the moves ``legal`` open to a mover holding ``hand``, ascending.

        A game asks this at every move, and the engine answers each question
        of legal moves with one shared tuple (``engine/options.py``), so the
        numbers are remembered by that tuple's identity and the hand. An entry
        holds its tuple, so no other object can take the tuple's id meanwhile.
        """
        if type(legal) is not tuple:  # a list may change: worked out afresh
            return tuple(sorted([self.encode(action, hand) for action in legal]))
        known = self._numbered.get((id(legal), hand))
        if known is not None and known[0] is legal:
            return known[1]
        numbers = tuple(sorted([self.encode(action, hand) for action in legal]))
        if len(self._numbered) >= REMEMBERED_MOVE_LISTS:
            self._numbered.clear()
        self._numbered[id(legal), hand] = (legal, numbers)
        return numbers

    def mask(self, legal: Sequence[Action], hand: Hand) -> Array:
        """1 for each legal action's number, else 0 (int8, the space's length)."""
        mask: Array = np.zeros(self.size, dtype=np.int8)
        mask[list(self.numbers(legal, hand))] = 1
        return mask


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


def _replace_mask(cards: Hand, hand: Hand) -> int:
    """The one mask naming this discard: for each value, its lowest-placed copies."""
    mask, at = 0, 0
    try:
        for card in cards:  # ascending, as the hand: each copy is found after the one before
            at = hand.index(card, at)
            mask |= 1 << at
            at += 1
    except ValueError:
        missing = Counter(cards)
        missing.subtract(hand)
        raise ValueError(
            f"the hand {list(hand)} does not hold {sorted(missing.elements())}"
        ) from None
    return mask
