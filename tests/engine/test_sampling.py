"""Worlds sampled from an observation are uniformly random among those it allows."""

from __future__ import annotations

import math
import random
from collections import Counter

from tacocat_widget.engine import Defend, Duel, GameState, Replace, Sacrifice, new_game

SAMPLES = 4000


def close_to(count: int, expected: float) -> bool:
    """Within five standard deviations of a binomial count (a test that fails ~never by chance)."""
    p = expected / SAMPLES
    return abs(count - expected) <= 5 * math.sqrt(SAMPLES * p * (1 - p)) + 1


def test_each_unseen_card_is_in_the_opponents_hand_equally_often() -> None:
    seen = new_game(3).observe(0)
    unseen = Counter(seen.unseen_cards())
    held, on_top = Counter(), Counter()
    for seed in range(SAMPLES):
        world = seen.sample(seed)
        held.update(world.hands[1])
        on_top[world.draw_pile[0]] += 1
    share = seen.opponent_hand_size / len(seen.unseen_cards())
    pile_share = 1 / (len(seen.unseen_cards()) - seen.opponent_hand_size)
    for value, copies in unseen.items():
        assert close_to(held[value], SAMPLES * copies * share), (value, held[value])
        assert close_to(on_top[value], SAMPLES * copies * (1 - share) * pile_share), value


def test_a_sacrifice_keeps_lower_cards_out_of_the_sampled_hand_and_no_more() -> None:
    state = after_a_sacrifice()
    seen = state.observe(state.attacker)
    floor = seen.opponent_floor()
    allowed = Counter(card for card in seen.unseen_cards() if card >= floor)
    held = Counter()
    for seed in range(SAMPLES):
        held.update(seen.sample(seed).hands[seen.opponent])
    assert min(held) >= floor
    share = seen.opponent_hand_size / sum(allowed.values())
    for value, copies in allowed.items():
        assert close_to(held[value], SAMPLES * copies * share), (value, held[value])


def after_a_sacrifice() -> GameState:
    """A game where the defender has just sacrificed and still holds cards."""
    for seed in range(200):
        state = new_game(seed).apply(Replace(())).apply(Replace(()))
        state = state.apply(Duel(state.hands[0][-1])).apply(Duel(state.hands[1][0]))
        while state.phase in ("attack", "defend"):
            if state.phase == "defend" and Sacrifice() in state.legal_actions():
                after = state.apply(Sacrifice())
                if after.phase in ("attack", "defend") and len(after.hands[0]) > 2:
                    return after
            choices = [a for a in state.legal_actions() if not isinstance(a, Defend)]
            state = state.apply((choices or state.legal_actions())[0])
    raise AssertionError("no seed led to a sacrifice")


def test_the_cards_still_drawable_this_round_come_in_a_random_order() -> None:
    """Player 1 has replaced three cards; player 0 may still draw as many from the top."""
    state = new_game(8, position=1)
    state = state.apply(Replace(state.hands[1][:3]))
    seen = state.observe(0)
    drawable = 3
    unseen = Counter(seen.unseen_cards())
    pile_cards = len(seen.unseen_cards()) - seen.opponent_hand_size
    at_depth = [Counter() for _ in range(drawable)]
    for seed in range(SAMPLES):
        world = seen.sample(seed)
        pile = world.draw_pile
        assert Counter(pile) + Counter(world.hands[1]) == unseen
        for depth in range(drawable):
            at_depth[depth][pile[depth]] += 1
    share = (1 - seen.opponent_hand_size / len(seen.unseen_cards())) / pile_cards
    for depth in (0, drawable - 1):
        for value, copies in unseen.items():
            assert close_to(at_depth[depth][value], SAMPLES * copies * share), (depth, value)


def test_a_generator_given_as_the_seed_is_drawn_from() -> None:
    """A search samples many worlds from its own generator, as an integer seed would."""
    seen = new_game(4).observe(1)
    rng, twin = random.Random(9), random.Random(9)
    assert seen.sample(rng) == seen.sample(twin)
    assert seen.sample(rng) != seen.sample(random.Random(9))  # rng moved on
    assert seen.sample(5) == seen.sample(5)
