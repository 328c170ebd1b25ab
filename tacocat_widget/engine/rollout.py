"""Playing on fast, for search agents: the rollout path.

A playout drives the same rules as ``apply`` (``transitions.step``), on one
private working copy, without checking each move or keeping a history: a
rollout policy picks among the legal actions, from the mover's own hand only.
The shipped policies pick legal actions by construction (tests hold them to
it); any other policy's every pick is checked, and an illegal one raises.
"""

from __future__ import annotations

import random
from typing import ClassVar, Final, Literal, Protocol

from . import transitions
from .actions import Action, Answer, Attack, Duel, Replace
from .counts import cards_of, counts_of
from .options import (
    ANSWER_OPTIONS,
    ATTACK_OPTIONS,
    COPIES_PER_VALUE,
    DISCARD_POSITIONS,
    DUEL_OPTIONS,
    replace_action,
    value_counts,
    values_held,
)
from .phases import attack, defend, duel, replace
from .phases.replace import cap
from .record import LookAhead, StateRecord, Table
from .state import GameState, IllegalAction, freeze
from .terms import Hand


class RolloutPolicy(Protocol):
    """How a playout chooses, phase by phase, from the mover's hand (and nothing it may not see).

    Each method returns one of the actions the rules allow: ``replace`` at
    most ``cap`` cards (None: any number), ``attack`` with jumbo attacks only
    when ``jumbo``, ``answer`` a Defend or a Sacrifice against ``attacking``.
    Any object with these four methods will do; a playout checks each of its
    picks, unless it subclasses ``Policy`` and says its picks are legal.
    """

    def replace(self, hand: Hand, cap: int | None, rng: random.Random) -> Replace: ...

    def duel(self, hand: Hand, rng: random.Random) -> Duel: ...

    def attack(self, hand: Hand, jumbo: bool, rng: random.Random) -> Attack: ...

    def answer(self, hand: Hand, attacking: int, rng: random.Random) -> Answer: ...


class Policy:
    """The base of the shipped rollout policies, which a compiled build calls directly.

    A playout hands them the mover's hand as counts (``counts.py``), as the
    rules keep it: a subclass writes the four ``pick_`` methods, and the
    four methods of ``RolloutPolicy``, which take the hand's cards, ask them.
    ``legal_by_construction`` says every pick is legal by how it is made
    (tests hold the shipped policies to it), so a playout need not check it.
    """

    legal_by_construction: ClassVar[bool] = False

    def picks_are_legal(self) -> bool:
        return self.legal_by_construction

    def replace(self, hand: Hand, cap: int | None, rng: random.Random) -> Replace:
        return self.pick_replace(counts_of(hand), cap, rng)

    def duel(self, hand: Hand, rng: random.Random) -> Duel:
        return self.pick_duel(counts_of(hand), rng)

    def attack(self, hand: Hand, jumbo: bool, rng: random.Random) -> Attack:
        return self.pick_attack(counts_of(hand), jumbo, rng)

    def answer(self, hand: Hand, attacking: int, rng: random.Random) -> Answer:
        return self.pick_answer(counts_of(hand), attacking, rng)

    def pick_replace(self, counts: int, cap: int | None, rng: random.Random) -> Replace:
        raise NotImplementedError

    def pick_duel(self, counts: int, rng: random.Random) -> Duel:
        raise NotImplementedError

    def pick_attack(self, counts: int, jumbo: bool, rng: random.Random) -> Attack:
        raise NotImplementedError

    def pick_answer(self, counts: int, attacking: int, rng: random.Random) -> Answer:
        raise NotImplementedError


class _Foreign(Policy):
    """Any other object with a policy's four methods, asked through them with the hand's cards."""

    def __init__(self, policy: RolloutPolicy) -> None:
        self.policy = policy

    def __repr__(self) -> str:
        return repr(self.policy)

    def picks_are_legal(self) -> bool:
        return getattr(self.policy, "legal_by_construction", False) is True

    def pick_replace(self, counts: int, cap: int | None, rng: random.Random) -> Replace:
        return self.policy.replace(cards_of(counts), cap, rng)

    def pick_duel(self, counts: int, rng: random.Random) -> Duel:
        return self.policy.duel(cards_of(counts), rng)

    def pick_attack(self, counts: int, jumbo: bool, rng: random.Random) -> Attack:
        return self.policy.attack(cards_of(counts), jumbo, rng)

    def pick_answer(self, counts: int, attacking: int, rng: random.Random) -> Answer:
        return self.policy.answer(cards_of(counts), attacking, rng)


def as_policy(policy: RolloutPolicy) -> Policy:
    """``policy`` as a ``Policy``: the shipped ones as they are, any other wrapped."""
    return policy if isinstance(policy, Policy) else _Foreign(policy)


def random_replace(hand: Hand, cap: int | None, rng: random.Random) -> Replace:
    """A uniformly random choice among a hand's legal replaces."""
    return _random_replace(counts_of(hand), cap, rng)


def _random_replace(counts: int, cap: int | None, rng: random.Random) -> Replace:
    """A hand of the usual size has few shapes (copies per value), so the
    replaces of its shape are listed once and one is picked. A very large
    hand (custom rules) draws a uniform count of each value instead, and
    meets a cap by drawing again.
    """
    choices = DISCARD_POSITIONS[COPIES_PER_VALUE[counts], cap]
    hand = cards_of(counts)
    if choices is not None:
        return replace_action(
            tuple(map(hand.__getitem__, choices[int(rng.random() * len(choices))]))
        )
    uniform, held = rng.random, value_counts(hand)
    while True:
        discarded: list[int] = []
        for value, copies in held:
            discarded += (value,) * int(uniform() * (copies + 1))
        if cap is None or len(discarded) <= cap:
            return replace_action(tuple(discarded))


class UniformPolicy(Policy):
    """Every legal action equally likely."""

    legal_by_construction: ClassVar[bool] = True

    def pick_replace(self, counts: int, cap: int | None, rng: random.Random) -> Replace:
        return _random_replace(counts, cap, rng)

    def pick_duel(self, counts: int, rng: random.Random) -> Duel:
        choices = DUEL_OPTIONS[counts]
        return choices[int(rng.random() * len(choices))]

    def pick_attack(self, counts: int, jumbo: bool, rng: random.Random) -> Attack:
        choices = ATTACK_OPTIONS[jumbo][counts]
        return choices[int(rng.random() * len(choices))]

    def pick_answer(self, counts: int, attacking: int, rng: random.Random) -> Answer:
        choices = ANSWER_OPTIONS[attacking][values_held(counts)]
        return choices[int(rng.random() * len(choices))]


UNIFORM: Final = UniformPolicy()


def choose(record: StateRecord, policy: RolloutPolicy, rng: random.Random) -> Action:
    """The policy's action for the player to move, shown only that player's hand."""
    return _choose(record, as_policy(policy), rng)


def _choose(record: StateRecord, policy: Policy, rng: random.Random) -> Action:
    phase = record.phase
    hand = record.hand_counts[record.to_move]  # type: ignore[index]
    if phase == "defend":
        return policy.pick_answer(hand, record.pending[0], rng)
    if phase == "attack":
        return policy.pick_attack(hand, record.rules.jumbo, rng)
    if phase == "duel":
        return policy.pick_duel(hand, rng)
    return policy.pick_replace(hand, cap(record), rng)


def random_action(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action of the player to move."""
    return _choose(state, UNIFORM, rng)


def _play_on(table: Table, rng: random.Random, policy: Policy, whole_game: bool) -> None:
    """Let ``policy`` play both sides until the game (or this round) is over.

    This is a search's inner loop, so it asks the policy as ``_choose`` does
    and plays each pick with its phase's own step, written out here: asking
    ``_choose``, then ``transitions.step``, costs a pure-Python playout about
    4% (a call more a move).
    """
    start, checked = table.round, not policy.picks_are_legal()
    while (phase := table.phase) != "over" and (whole_game or table.round == start):
        hand = table.hand_counts[table.to_move]  # type: ignore[index]
        if phase == "defend":
            answer = policy.pick_answer(hand, table.pending[0], rng)
            if checked:
                _check(table, answer, policy)
            defend.RULES.step(table, answer)
        elif phase == "attack":
            lead = policy.pick_attack(hand, table.rules.jumbo, rng)
            if checked:
                _check(table, lead, policy)
            attack.RULES.step(table, lead)
        elif phase == "duel":
            card = policy.pick_duel(hand, rng)
            if checked:
                _check(table, card, policy)
            duel.RULES.step(table, card)
        else:
            discards = policy.pick_replace(hand, cap(table), rng)
            if checked:
                _check(table, discards, policy)
            replace.RULES.step(table, discards)


def _check(table: Table, action: object, policy: Policy) -> None:
    if not transitions.is_legal(table, action):
        why = transitions.why_illegal(table, action)
        raise IllegalAction(f"the rollout policy {policy!r} chose {action!r}: {why}")


def playout(
    state: GameState,
    rng: random.Random,
    until: Literal["game", "round"] = "game",
    policy: RolloutPolicy = UNIFORM,
) -> GameState:
    """Play on from ``state`` to the end of the game, or of this round.

    With ``until="round"`` it stops right after this round's showdown (the
    next round is dealt, or the game is over), where a search agent can
    evaluate. ``policy`` chooses each move (uniformly at random by default).
    The given state is left unchanged.
    """
    if until not in ("game", "round"):
        raise ValueError(f"until must be 'game' or 'round', got {until!r:.40}")
    table = Table.copy_of(state)
    _play_on(table, rng, as_policy(policy), until == "game")
    return freeze(table)


def round_outcome(
    state: GameState, rng: random.Random, policy: RolloutPolicy = UNIFORM
) -> tuple[int, frozenset[int], int | None]:
    """Play this round to its showdown and return (position, covered, winner) after the move.

    For search agents that score the board after the round: it skips dealing
    the next round, which ``playout(..., until="round")`` must do.
    """
    return finish_round(round_table(state), state.round, rng, policy)


def round_table(state: StateRecord) -> Table:
    """A working copy for playing out this round only: its next round is never dealt, and
    its plays are not recorded (``events`` stays as it was).

    A search walks its tree on one (``transitions.step`` with actions from
    ``transitions.legal_actions``), then hands it to ``finish_round``.
    """
    return LookAhead.copy_of(state)


def finish_round(
    table: Table, start_round: int, rng: random.Random, policy: RolloutPolicy = UNIFORM
) -> tuple[int, frozenset[int], int | None]:
    """Play round ``start_round`` on to its showdown, if it is not over yet, and return the board.

    The board is (position, covered, winner) after the round's move.
    """
    if table.phase != "over" and table.round == start_round:
        _play_on(table, rng, as_policy(policy), False)
    return table.position, table.covered, table.winner
