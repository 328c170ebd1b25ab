"""A hand as counts: every question asked of the counts answers as the sorted cards would."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import pairwise

import pytest

from tacocat_widget.engine import GameState, Rules, new_game
from tacocat_widget.engine.counts import (
    MOST_COPIES,
    ONE,
    SINGLE,
    cards_of,
    copies,
    counts_of,
    lowest,
)
from tacocat_widget.engine.options import values_held
from tacocat_widget.engine.terms import VALUES


def random_hands(count: int, seed: int = 0) -> list[tuple[int, ...]]:
    """Hands of 1 to 12 cards drawn from a deck of MOST_COPIES of each value."""
    rng, deck = random.Random(seed), [value for value in VALUES for _ in range(MOST_COPIES)]
    return [tuple(sorted(rng.sample(deck, rng.randint(1, 12)))) for _ in range(count)]


HANDS = [*random_hands(3000), (1,), (12,), (1, 12), (12,) * MOST_COPIES, (1,) * MOST_COPIES]


def test_the_counts_give_back_the_cards_sorted_whatever_their_order() -> None:
    for hand in HANDS:
        shuffled = list(hand)
        random.Random(len(hand)).shuffle(shuffled)
        assert cards_of(counts_of(tuple(shuffled))) == hand


def test_the_counts_answer_what_the_cards_would() -> None:
    for hand in HANDS:
        counts, held = counts_of(hand), Counter(hand)
        assert lowest(counts) == hand[0]
        assert [copies(counts, value) for value in VALUES] == [held[value] for value in VALUES]
        assert values_held(counts) == counts_of(tuple(sorted(held)))
        assert SINGLE.get(counts) == (hand[0] if len(hand) == 1 else None)


def test_cards_leave_and_join_a_hand_by_subtraction_and_addition() -> None:
    for hand, other in pairwise(HANDS):
        together = tuple(sorted(hand + other))
        if max(Counter(together).values()) <= MOST_COPIES:
            assert counts_of(hand) + counts_of(other) == counts_of(together)
            assert counts_of(together) - counts_of(other) == counts_of(hand)
    assert ONE[0] == 0 and all(ONE[value] == counts_of((value,)) for value in VALUES)


def test_a_deck_holds_no_more_copies_of_a_value_than_a_hands_counts_can() -> None:
    assert Rules(deck=(MOST_COPIES,) * 12).deck == (MOST_COPIES,) * 12
    with pytest.raises(ValueError, match="deck"):
        Rules(deck=(MOST_COPIES + 1,) * 12)


def test_a_save_whose_hand_holds_more_copies_than_counts_can_is_refused() -> None:
    data = json.loads(new_game(1).to_json())
    data["hands"][0] = [5] * (MOST_COPIES + 1)
    with pytest.raises(ValueError, match=r"hands.*at most"):
        GameState.from_json(json.dumps(data))


def test_a_save_whose_hand_is_not_sorted_is_refused() -> None:
    data = json.loads(new_game(1).to_json())
    data["hands"][0] = data["hands"][0][::-1]
    with pytest.raises(ValueError, match=r"hands.*not sorted ascending"):
        GameState.from_json(json.dumps(data))
