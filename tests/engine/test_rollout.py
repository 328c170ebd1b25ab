"""Rollouts play by the same rules as ``apply``, and every policy picks only legal actions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tacocat_widget.agents import ISMCTSAgent
from tacocat_widget.agents.rollout_policy import GreedyPolicy, TunedPolicy
from tacocat_widget.engine import Defend, GameState, IllegalAction, Replace, new_game
from tacocat_widget.engine.counts import counts_of
from tacocat_widget.engine.options import COPIES_PER_VALUE, DISCARD_POSITIONS, replace_options
from tacocat_widget.engine.record import RoundTable
from tacocat_widget.engine.rollout import (
    UNIFORM,
    RolloutPolicy,
    UniformPolicy,
    choose,
    finish_round,
    playout,
    random_action,
    random_replace,
    round_outcome,
    round_table,
)
from tacocat_widget.engine.rules import Rules

# By a name that is the same in every run (pytest -n compares the test ids of its workers).
SHIPPED_POLICIES: dict[str, RolloutPolicy] = {
    "uniform": UNIFORM,
    "greedy": GreedyPolicy(noise=0.0),
    "greedy, noisy": GreedyPolicy(noise=0.3),
    "tuned": TunedPolicy(noise=0.0),
    "tuned, noisy": TunedPolicy(noise=0.3),
}
RULE_SETS = [Rules(), Rules(jumbo=False), Rules(final_tie="arrow", start=1)]


def positions(count: int) -> list[GameState]:
    """Every state of ``count`` seeded random games over several rule sets."""
    states = []
    for seed in range(count):
        state = new_game(seed, RULE_SETS[seed % len(RULE_SETS)])
        rng = random.Random(seed)
        while not state.is_over:
            states.append(state)
            state = state.apply(random_action(state, rng))
    return states


@pytest.mark.parametrize("policy", SHIPPED_POLICIES.values(), ids=list(SHIPPED_POLICIES))
def test_every_action_a_shipped_policy_picks_is_legal(policy: RolloutPolicy) -> None:
    rng = random.Random(7)
    for state in positions(60):
        for _ in range(3):
            action = choose(state, policy, rng)
            assert state.is_legal(action), (state, action)


@pytest.mark.parametrize("policy", SHIPPED_POLICIES.values(), ids=list(SHIPPED_POLICIES))
def test_shipped_policies_say_they_need_no_checking(policy: RolloutPolicy) -> None:
    assert getattr(policy, "legal_by_construction", False) is True


REPLACE_CASES = [
    ((1, 3, 3, 5, 7), None),  # a duplicate: 3 * 2**4 = 48 replaces
    ((2, 2, 2, 9, 9, 11, 12), 2),  # a cap: the short list
    ((4, 5, 6, 7), 0),  # cap 0: keeping every card is the only replace
    ((1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6), 3),  # 3**5 * 2 = 486 replaces: too many to list
]


@pytest.mark.parametrize(("hand", "cap"), REPLACE_CASES)
def test_a_random_replace_is_uniform_over_the_legal_ones(
    hand: tuple[int, ...], cap: int | None
) -> None:
    legal = replace_options(hand, cap)
    rng, draws = random.Random(11), 300 * len(legal)
    counts = Counter(random_replace(hand, cap, rng) for _ in range(draws))
    assert set(counts) == set(legal)
    expected = draws / len(legal)
    chi_square = sum((seen - expected) ** 2 / expected for seen in counts.values())
    # far beyond the 99.9th percentile of chi-square with len(legal) - 1 degrees of freedom
    assert chi_square < len(legal) + 6 * (2 * len(legal)) ** 0.5


def test_the_listed_replaces_of_a_shape_are_the_legal_ones() -> None:
    for state in positions(30):
        if state.phase == "replace":
            hand, most = state.hands[state.to_move], state.replace_cap()
            listed = DISCARD_POSITIONS[COPIES_PER_VALUE[counts_of(hand)], most]
            assert listed is not None
            as_cards = {tuple(hand[at] for at in positions) for positions in listed}
            assert as_cards == {choice.cards for choice in state.legal_actions()}


def test_a_playout_is_the_game_that_choose_and_apply_play() -> None:
    for policy in SHIPPED_POLICIES.values():
        for seed in range(40):
            state, by_hand = new_game(seed), random.Random(seed)
            fast = random.Random(seed)
            while not state.is_over:
                state = state.apply(choose(state, policy, by_hand))
            assert playout(new_game(seed), fast, policy=policy) == state
            assert fast.getstate() == by_hand.getstate()


class Cheater:
    """A policy that ignores the rules: it always tries to defend with a 12."""

    def __init__(self) -> None:
        self.inner = UniformPolicy()

    def replace(self, hand, cap, rng):  # type: ignore[no-untyped-def]
        return self.inner.replace(hand, cap, rng)

    def duel(self, hand, rng):  # type: ignore[no-untyped-def]
        return self.inner.duel(hand, rng)

    def attack(self, hand, jumbo, rng):  # type: ignore[no-untyped-def]
        return self.inner.attack(hand, jumbo, rng)

    def answer(self, hand, attacking, rng):  # type: ignore[no-untyped-def]
        return Defend(12)


def test_a_user_policy_that_picks_an_illegal_action_is_stopped() -> None:
    state = new_game(3).apply(Replace(())).apply(Replace(()))
    with pytest.raises(IllegalAction, match="rollout policy"):
        playout(state, random.Random(1), policy=Cheater())
    with pytest.raises(IllegalAction, match="rollout policy"):
        round_outcome(state, random.Random(1), Cheater())
    with pytest.raises(IllegalAction, match="rollout policy"):
        ISMCTSAgent(seed=1, iterations=50, rollout=Cheater()).decide(state.observe(0))


def test_a_round_outcome_leaves_the_state_as_it_was_and_deals_nothing() -> None:
    state = new_game(5)
    before = state.to_json()
    position, covered, winner = round_outcome(state, random.Random(2))
    assert state.to_json() == before
    assert winner is None or position in (-1, 7)
    assert len(covered) in (len(state.covered), len(state.covered) + 1)


@pytest.mark.parametrize("policy", SHIPPED_POLICIES.values(), ids=list(SHIPPED_POLICIES))
def test_a_shipped_policy_picks_alike_from_the_cards_and_from_the_counts(
    policy: RolloutPolicy,
) -> None:
    """A user calls a shipped policy with the hand's cards; a playout, with its counts."""
    assert isinstance(policy, UniformPolicy | GreedyPolicy | TunedPolicy)
    for state in positions(20):
        hand, counts = state.hands[state.to_move], state.hand_counts[state.to_move]  # type: ignore[index]
        cap, jumbo, seed = state.replace_cap(), state.rules.jumbo, len(state.events)
        asked = [
            (
                policy.replace(hand, cap, random.Random(seed)),
                policy.pick_replace(counts, cap, random.Random(seed)),
            ),
            (policy.duel(hand, random.Random(seed)), policy.pick_duel(counts, random.Random(seed))),
            (
                policy.attack(hand, jumbo, random.Random(seed)),
                policy.pick_attack(counts, jumbo, random.Random(seed)),
            ),
        ]
        for attacking in (1, 6, 12):
            asked.append(
                (
                    policy.answer(hand, attacking, random.Random(seed)),
                    policy.pick_answer(counts, attacking, random.Random(seed)),
                )
            )
        for from_cards, from_counts in asked:
            assert from_cards == from_counts, (hand, from_cards, from_counts)


class Recorder:
    """A user's policy: it notes each hand it is shown, and plays uniformly."""

    def __init__(self) -> None:
        self.hands: list[object] = []

    def replace(self, hand, cap, rng):  # type: ignore[no-untyped-def]
        self.hands.append(hand)
        return UNIFORM.replace(hand, cap, rng)

    def duel(self, hand, rng):  # type: ignore[no-untyped-def]
        self.hands.append(hand)
        return UNIFORM.duel(hand, rng)

    def attack(self, hand, jumbo, rng):  # type: ignore[no-untyped-def]
        self.hands.append(hand)
        return UNIFORM.attack(hand, jumbo, rng)

    def answer(self, hand, attacking, rng):  # type: ignore[no-untyped-def]
        self.hands.append(hand)
        return UNIFORM.answer(hand, attacking, rng)


def test_a_users_policy_is_shown_the_hand_as_sorted_cards_and_plays_the_same_game() -> None:
    recorder = Recorder()
    for seed in range(10):
        mine = playout(new_game(seed), random.Random(seed), policy=recorder)
        assert mine == playout(new_game(seed), random.Random(seed), policy=UNIFORM)
    assert recorder.hands and all(
        isinstance(hand, tuple) and list(hand) == sorted(hand) and hand for hand in recorder.hands
    )


def test_a_look_ahead_ends_its_round_as_a_recorded_table_does_without_recording_the_plays() -> None:
    for state in positions(30)[::7]:
        recorded, look = RoundTable.copy_of(state), round_table(state)
        boards = [
            finish_round(table, state.round, random.Random(state.round), TunedPolicy())
            for table in (recorded, look)
        ]
        assert boards[0] == boards[1]
        assert look.events == state.events  # nothing recorded
        assert look.hand_counts == recorded.hand_counts and look.position == recorded.position
