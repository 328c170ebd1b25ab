"""The playout habits, held to what their docstrings say against the rules' own lists."""

from __future__ import annotations

import itertools
import pickle
import random

import pytest

from tacocat_widget.agents import make_agent
from tacocat_widget.agents.rollout_policy import GreedyPolicy, TunedPolicy, habitual_answer
from tacocat_widget.engine import new_game
from tacocat_widget.engine.actions import Answer
from tacocat_widget.engine.options import answer_options
from tacocat_widget.engine.rollout import round_outcome
from tacocat_widget.engine.terms import VALUES

# Every hand of up to 4 cards (with repeats), and some longer ones, against every attacking card.
HANDS = [
    hand for size in range(1, 5) for hand in itertools.combinations_with_replacement(VALUES, size)
] + [(1, 1, 4, 4, 9, 12), (2, 3, 5, 7, 7, 8, 11, 12), (6, 6, 6, 6, 7), (3, 9, 10, 10, 11, 12)]


def first_answer_keeping_a_lone_lowest(hand: tuple[int, ...], attacking: int) -> Answer:
    """The habit as its docstring says it, read off the rules' list of legal answers."""
    answers = answer_options(hand, attacking)
    lone_lowest = hand.count(hand[0]) == 1
    keeping = [answer for answer in answers if not (lone_lowest and answer.cards == hand[:1])]
    return keeping[0] if keeping else answers[0]


def test_the_answer_habit_is_the_first_legal_answer_that_keeps_a_lone_lowest_card() -> None:
    for hand in HANDS:
        for attacking in VALUES:
            expected = first_answer_keeping_a_lone_lowest(hand, attacking)
            assert habitual_answer(hand, attacking) == expected, (hand, attacking)


def test_the_answer_habit_defends_with_its_lowest_card_only_when_it_is_doubled_or_alone() -> None:
    assert str(habitual_answer((3, 5, 9), 2)) == "defend 5"  # the lone 3 is kept
    assert str(habitual_answer((3, 3, 9), 2)) == "defend 3"  # a 3 is left for the showdown
    assert str(habitual_answer((3,), 2)) == "defend 3"  # the only legal answer
    assert str(habitual_answer((3, 5, 9), 10)) == "sacrifice"  # nothing beats a 10
    assert str(habitual_answer((3, 5, 9), 5)) == "defend 5"  # a tie defends


def test_the_duel_habit_plays_the_card_nearest_6_never_the_lowest_the_lower_of_a_tie() -> None:
    policy = TunedPolicy()
    for hand in HANDS:
        rest = hand[1:] or hand
        nearest = min(abs(card - 6) for card in rest)
        expected = min(card for card in rest if abs(card - 6) == nearest)
        assert policy.habitual_duel(hand) == expected, hand
    assert policy.habitual_duel((2, 4, 8, 12)) == 4  # 4 and 8 are as near: the lower
    assert policy.habitual_duel((6, 7)) == 7  # never the lowest, unless it is the only card


@pytest.mark.parametrize("cap", [None, 0, 1, 2, 3])
def test_the_discard_habit_replaces_cards_from_4_to_9_nearest_6_5_first(cap: int | None) -> None:
    policy = TunedPolicy()
    for hand in HANDS:
        middle = [card for card in hand if 4 <= card <= 9]
        kept = sorted(middle, key=lambda card: abs(card - 6.5))[:cap]  # stable: lower first
        assert policy.habitual_discards(hand, cap) == tuple(sorted(kept)), (hand, cap)


def test_the_attack_habit_leads_the_longest_run_down_from_the_top_then_its_copies() -> None:
    policy = TunedPolicy()
    assert policy.habitual_attack((2, 7, 8, 9, 9), True) == (7, 8, 9)  # a run, each value once
    assert policy.habitual_attack((7, 8, 9), True) == (9,)  # a run of the whole hand: keep one
    assert policy.habitual_attack((2, 5, 11, 11), True) == (11, 11)  # no run: its copies
    assert policy.habitual_attack((2, 7, 8, 9, 9), False) == (9,)  # no jumbo attacks: one card


@pytest.mark.parametrize("policy", [TunedPolicy(noise=0.3), GreedyPolicy(noise=0.0)])
def test_a_policy_pickles_without_the_habits_it_worked_out_and_plays_the_same(policy) -> None:
    fresh_size = len(pickle.dumps(policy))
    for seed in range(200):
        round_outcome(new_game(seed=seed), random.Random(seed), policy)
    assert policy._kept.duels, "the playouts worked out some habits"
    twin = pickle.loads(pickle.dumps(policy))
    assert len(pickle.dumps(policy)) == fresh_size
    assert type(twin) is type(policy)
    assert twin.noise == policy.noise
    assert not twin._kept.duels and policy._kept.duels  # the copy starts afresh; not the original
    for seed in range(200, 260):
        state = new_game(seed=seed)
        assert round_outcome(state, random.Random(seed), twin) == round_outcome(
            state, random.Random(seed), policy
        )


@pytest.mark.parametrize("name", ["planner", "pimc", "ismcts"])
def test_a_searching_agent_pickles_small_after_searching_and_decides_the_same(name: str) -> None:
    agent = make_agent(name, seed=4)
    state = new_game(seed=9)
    for _ in range(3):
        state = state.apply(agent.decide(state.observe(state.to_move)).action)
    sent = pickle.dumps(agent)
    assert len(sent) < 4096, f"{name} pickles to {len(sent)} bytes"  # it was 205 KB for a planner
    twin = pickle.loads(sent)
    seen = state.observe(state.to_move)
    assert twin.decide(seen).action == agent.decide(seen).action
