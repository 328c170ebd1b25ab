"""A deal as OpenSpiel's chance nodes: each player's cards in a few runs, with exact chances.

A deal gives out *groups* of cards, one after another: a round's two hands
(player 0's, then player 1's, as ``start_round`` takes them from a shuffled
deck), or the cards a replace draws (each drawing player's, in the order they
draw). Each group is a set of the cards not dealt yet, every set of its size
as likely as any other, which is what a shuffled deck gives. A chance node
deals a group's next *run*: the lowest value in the group above the runs
dealt so far, and how many copies of it. So a group is dealt in one way only,
one chance node per value it holds, and a node has at most a few dozen
outcomes: one per value and number of copies.

With ``r`` cards of the group still to deal, all above the value ``p`` of the
last run, and ``c_v`` copies of each value ``v`` not dealt yet, the next run
is ``m`` copies of ``w`` (``w > p``) with the chance::

    C(c_w, m) * C(T_w, r - m) / C(T_p, r)

where ``T_v`` counts the cards not dealt yet above ``v``: of the equally
likely sets of ``r`` cards above ``p``, these are the sets with no card
between ``p`` and ``w``, exactly ``m`` copies of ``w`` and the rest above
``w``. Every set is counted once, under its lowest value, so the chances of
a node sum to exactly 1. The outcome numbered ``12 * (m - 1) + (w - 1)``
names the run.

One chance node per group, its outcomes every distinct group, would be fewer
nodes, but a hand of 7 from the default deck has 26,622 outcomes, and a
sampler (OpenSpiel's outcome sampling and MCTS rollouts, a learner's own
loop) walks a chance node's whole list each time it visits it.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import accumulate, groupby
from math import comb
from typing import Any

from ..engine.memo import Memo
from ..engine.rules import Rules
from ..engine.terms import VALUES, Hand

Group = tuple[int, int]  # a group to deal: (the seat it goes to, how many cards)


def longest_run(rules: Rules) -> int:
    """The most copies one chance node can deal: of one value, within one hand."""
    return min(max(rules.deck), max(rules.hand_sizes))


COPY_STEP = len(VALUES)  # from a run's outcome to that of one more copy of its value


def run_outcome(value: int, copies: int) -> int:
    """The chance outcome that deals ``copies`` copies of ``value``."""
    return COPY_STEP * (copies - 1) + value - 1


def run_of(outcome: int) -> tuple[int, int]:
    """The (value, copies) of a chance outcome."""
    more, value = divmod(outcome, COPY_STEP)
    return value + 1, more + 1


def runs(cards: Iterable[int]) -> list[int]:
    """The chance outcomes that deal ``cards`` as one group: its runs, lowest value first."""
    return [run_outcome(value, len(list(copies))) for value, copies in groupby(sorted(cards))]


def _ways(counts_above: tuple[int, ...], left: int) -> tuple[list[tuple[int, int]], int]:
    """A chance node's outcomes, each with its number of ways, ascending, and the ways in all:
    ``left`` cards still to deal, all above the last run, of which ``counts_above`` holds the
    copies of each value not dealt yet (the highest value last).

    The next run is ``copies`` of ``value``: some copies, no more than the
    group still needs, and so many that the cards above ``value`` can make up
    the rest (see the module's docstring).
    """
    above = len(VALUES) - len(counts_above)  # the value of the last run, 0 before the first
    beyond = list(accumulate(reversed(counts_above), initial=0))[::-1]  # [i]: cards above i's
    found = []
    for at, here in enumerate(counts_above):
        higher = beyond[at + 1]
        copies = max(1, left - higher)
        if copies > here:
            continue
        outcome = run_outcome(above + at + 1, copies)
        while copies <= here and copies <= left:  # a chance node's inner loop: no calls
            found.append((outcome, comb(here, copies) * comb(higher, left - copies)))
            copies += 1
            outcome += COPY_STEP
    found.sort()
    return found, comb(beyond[0], left)


def _chances(node: tuple[tuple[int, ...], int]) -> dict[int, float]:
    found, total = _ways(*node)
    return {outcome: ways / total for outcome, ways in found}


# A node's chances depend only on the cards left above its last run and how many it needs, which
# about half of a game's nodes share with one met before: they are remembered.
_CHANCES: Memo[tuple[tuple[int, ...], int], dict[int, float]] = Memo(_chances, size=1 << 13)


class Deal:
    """A deal under way: the cards left to deal from, its groups, and what each was dealt.

    Never changed: each chance outcome makes the next ``Deal`` (``after``),
    so OpenSpiel's clones share it.
    """

    __slots__ = ("above", "current", "done", "groups", "left", "node", "undealt")

    def __init__(
        self,
        undealt: tuple[int, ...],
        groups: tuple[Group, ...],
        done: tuple[Hand, ...] = (),
        current: Hand = (),
    ) -> None:
        self.undealt = undealt  # the copies of each value 1..12 not dealt yet
        self.groups = groups  # every group of the deal, in the order dealt
        self.done = done  # the cards of each group finished, in order
        self.current = current  # the cards of the group under way, ascending
        # The group under way: how many cards it still needs, and the value they are above.
        self.left = groups[len(done)][1] - len(current) if len(done) < len(groups) else 0
        self.above = current[-1] if current else 0
        self.node = (undealt[self.above :], self.left)  # all that this chance node's chances ask

    @classmethod
    def of(cls, cards: Iterable[int], groups: Iterable[Group]) -> Deal:
        """A deal of ``groups`` from ``cards`` (in any order)."""
        undealt, groups = [0] * len(VALUES), tuple(groups)
        for card in cards:
            undealt[card - 1] += 1
        if sum(size for _, size in groups) > sum(undealt):
            raise ValueError(f"a deal of groups {groups} needs more than the {sum(undealt)} cards")
        return cls(tuple(undealt), groups)

    def __deepcopy__(self, memo: dict[int, object]) -> Deal:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Deal, (self.undealt, self.groups, self.done, self.current))

    @property
    def finished(self) -> bool:
        return len(self.done) == len(self.groups)

    @property
    def count(self) -> int:
        """How many cards are dealt so far."""
        return sum(map(len, self.done)) + len(self.current)

    def ways(self) -> tuple[list[tuple[int, int]], int]:
        """Each outcome of this node with its number of ways, ascending, and the ways in all."""
        return _ways(*self.node)

    @property
    def chances(self) -> dict[int, float]:
        """Each outcome of this node and its chance, the nearest float to the exact ratio (a
        dict shared with the nodes like it: read it, never change it)."""
        return _CHANCES[self.node]

    def after(self, outcome: object) -> Deal:
        """The deal once ``outcome`` is dealt; ValueError if no such run can come now.

        ``outcome`` is whatever a caller passed (an object: a compiled build would refuse
        anything but an int at the call, before this check could name it).
        """
        if type(outcome) is not int or outcome not in self.chances:
            raise ValueError(
                f"chance outcome {outcome!r:.40} deals no run that can come next: a run is "
                "copies of a value above the last run, which the cards left can follow"
            )
        value, copies = run_of(outcome)
        undealt = list(self.undealt)
        undealt[value - 1] -= copies
        current = self.current + (value,) * copies
        if copies < self.left:
            return Deal(tuple(undealt), self.groups, self.done, current)
        return Deal(tuple(undealt), self.groups, (*self.done, current))

    def order(self) -> Hand:
        """Every card, as a deck stacked for this deal: each group in turn, then the rest."""
        rest = (
            value for value, copies in zip(VALUES, self.undealt, strict=True) for _ in range(copies)
        )
        return (*(card for group in self.done for card in group), *rest)
