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

The codec takes a move's number as any integer, numpy's too (``action_number``),
and the mover's hand as card values in any order: a tuple, a list or a numpy
array (``as_hand``).

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

import operator
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine import Action, Rules
from ..engine.observation import ObservationRecord
from ..engine.terms import VALUES, Hand
from . import features
from .features import FEATURES, MOST_ROUNDS_SHOWN, OBSERVATION_LENGTH, PHASE_ORDER, describe
from .numbering import MoveNumbers

# numpy arrays; the type check reads numpy as untyped, so its verdict is the same without it.
Array = Any

# The layout and its values live in features.py, and the numbering in numbering.py, which
# compile with the engine; they are this module's to name.
__all__ = [
    "FEATURES",
    "MOST_ROUNDS_SHOWN",
    "OBSERVATION_LENGTH",
    "PHASE_ORDER",
    "ActionCodec",
    "Array",
    "Cards",
    "action_number",
    "as_hand",
    "describe",
    "observation_vector",
]


def observation_vector(seen: ObservationRecord) -> Array:
    """The flat, float32 encoding of one player's observation (the table above)."""
    return np.array(features.observation_values(seen), dtype=np.float32)


def action_number(value: object) -> int | None:
    """``value`` as a move's number if it is an integer, else None: the one reading of an
    action that every environment here, its action space and ``ActionCodec.decode`` share.

    An integer is a Python ``int``, a numpy integer, or a 0-d array of one (what a policy
    network's ``predict`` answers for one observation). A bool is not, though Python counts it
    an ``int``, nor is a float, even a whole one, nor NaN, None, or an array of any other
    shape: each would otherwise be read as some move nobody chose. Whether the number is in
    the space, and legal now, is for the caller to ask.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return int(value)
    if (
        isinstance(value, (np.integer, np.ndarray))
        and value.shape == ()
        and np.issubdtype(value.dtype, np.integer)
    ):
        return int(value)
    return None


# A hand as a caller may hold it: a tuple or list of card values, or a numpy array of them.
Cards = Iterable[int] | Array


def as_hand(cards: Cards) -> Hand:
    """``cards``, a hand in any order and any integer type, as the numbering reads a hand:
    card values as ints, ascending. Raises ValueError for anything but card values.

    The numbering compiles with the engine, where a hand must be a tuple of ints; every way
    in passes through here, so both builds take the same hands and give the same answers.
    """
    try:
        hand = tuple(sorted(map(operator.index, cards)))
    except TypeError:
        raise _not_a_hand(cards) from None
    if hand and not (VALUES[0] <= hand[0] and hand[-1] <= VALUES[-1]):
        raise _not_a_hand(cards)
    return hand


def _not_a_hand(cards: object) -> ValueError:
    return ValueError(f"a hand is card values {VALUES[0]}..{VALUES[-1]}; got {cards!r:.60}")


@dataclass(frozen=True)
class ActionCodec:
    """Every move the rules allow, numbered in one fixed space (see the module's docstring).

    The numbering itself is ``numbering.MoveNumbers``, which compiles with the engine.
    """

    rules: Rules
    hand_bits: int = field(init=False)
    leads: tuple[tuple[int, ...], ...] = field(init=False)
    duel_start: int = field(init=False)
    attack_start: int = field(init=False)
    defend_start: int = field(init=False)
    sacrifice: int = field(init=False)
    size: int = field(init=False)
    _moves: MoveNumbers = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        moves = MoveNumbers(self.rules)
        for name, value in (
            ("hand_bits", moves.hand_bits),
            ("leads", moves.leads),
            ("duel_start", moves.duel_start),
            ("attack_start", moves.attack_start),
            ("defend_start", moves.defend_start),
            ("sacrifice", moves.sacrifice),
            ("size", moves.size),
            ("_moves", moves),
        ):
            object.__setattr__(self, name, value)

    def __deepcopy__(self, memo: dict[int, object]) -> ActionCodec:
        return self  # frozen, like its rules: OpenSpiel's clones share it

    def __reduce__(self) -> tuple[Any, ...]:
        return (ActionCodec, (self.rules,))  # the rules, not what it remembers

    def encode(self, action: Action, hand: Cards) -> int:
        """The number of ``action``, made from ``hand`` (the mover's; see ``as_hand``)."""
        return self._moves.encode(action, as_hand(hand))

    def decode(self, number: int, hand: Cards) -> Action:
        """The action numbered ``number``, for a mover holding ``hand`` (see ``as_hand``).

        Raises ValueError for what is not a move's number (``action_number``), a
        number outside the space, or a replace mask naming positions the hand
        does not have; whether the action is legal here is the rules' question.
        """
        checked = action_number(number)
        if checked is None or not 0 <= checked < self.size:
            raise ValueError(f"an action is a number 0..{self.size - 1}, got {number!r:.40}")
        return self._moves.decode(checked, as_hand(hand))  # the engine's shared actions

    def numbers(self, legal: Sequence[Action], hand: Cards) -> tuple[int, ...]:
        """The numbers of the moves ``legal`` open to a mover holding ``hand``, ascending.

        A game asks this at every move, and the engine answers each question
        of legal moves with one shared tuple (``engine/options.py``), so the
        numbers are remembered by that tuple's identity and the hand. An entry
        holds its tuple, so no other object can take the tuple's id meanwhile.
        """
        return self._moves.numbers(legal, as_hand(hand))

    def mask(self, legal: Sequence[Action], hand: Cards) -> Array:
        """1 for each legal action's number, else 0 (int8, the space's length)."""
        mask: Array = np.zeros(self.size, dtype=np.int8)
        mask[list(self.numbers(legal, hand))] = 1
        return mask
