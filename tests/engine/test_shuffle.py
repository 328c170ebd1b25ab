"""The game's own generator: fixed output for a seed, permutations, no visible bias."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest

from tacocat_widget.engine import Rules
from tacocat_widget.engine.shuffle import seed_state, shuffled, splitmix64


def test_splitmix64_matches_the_reference_sequence() -> None:
    # First outputs of SplitMix64 seeded with 0 (Vigna's reference implementation).
    state, outputs = 0, []
    for _ in range(3):
        state, output = splitmix64(state)
        outputs.append(output)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


@pytest.mark.parametrize("size", [1, 2, 3, 37, 38])
def test_a_shuffle_is_a_permutation_and_advances_the_generator(size: int) -> None:
    cards = tuple(range(size))
    order, state = shuffled(cards, 99)
    assert sorted(order) == list(cards)
    assert state != 99
    assert shuffled(cards, 99) == (order, state)


def _reference_shuffle(cards: tuple[int, ...], state: int, reachable: int) -> tuple[int, ...]:
    """The shuffle as its docstring says it, one division of the whole number per pair."""
    state, number = splitmix64(state, 4)
    left, order = list(cards), []
    for size in range(len(cards), max(len(cards) - reachable, 1), -2):
        number, pair = divmod(number, size * (size - 1))
        first, second = divmod(pair, size - 1)
        order += [left.pop(first), left.pop(second)]
    return (*order, *left)


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 11, 12, 37, 38, 39, 120, 1188])
def test_a_shuffle_takes_its_digits_as_one_division_per_pair_would(size: int) -> None:
    """Saves and golden games hold seeds: the order a seed deals must never change."""
    cards = tuple(range(size))
    for state in range(40):
        for reachable in (size, size // 2, 3):
            order, _ = shuffled(cards, state * 7919, reachable)
            assert order == _reference_shuffle(cards, state * 7919, reachable)


def test_a_seed_deals_the_same_cards_as_it_always_has() -> None:
    order, state = shuffled(Rules().cards(), 2026)
    assert order[:8] == (11, 5, 8, 6, 10, 8, 7, 3)  # as dealt before chunks of digits
    assert state == 2026 + 4 * 0x9E3779B97F4A7C15 & (1 << 64) - 1


@pytest.mark.parametrize("reachable", [0, 1, 2, 16, 27, 28, 37, 38, 60])
def test_a_partial_shuffle_puts_the_same_cards_on_top_as_the_whole_one(reachable: int) -> None:
    cards = Rules().cards()
    for state in range(300):
        whole, after = shuffled(cards, state)
        order, after_partial = shuffled(cards, state, reachable)
        assert order[:reachable] == whole[:reachable]
        assert sorted(order) == list(cards)
        assert after_partial == after


def test_every_order_of_a_small_deck_is_about_equally_likely() -> None:
    counts: Counter[tuple[int, ...]] = Counter()
    state = seed_state(2026)
    draws = 24_000
    for _ in range(draws):
        order, state = shuffled((1, 2, 3, 4), state)
        counts[order] += 1
    assert set(counts) == set(permutations((1, 2, 3, 4)))
    expected = draws / 24
    chi_square = sum((seen - expected) ** 2 / expected for seen in counts.values())
    assert chi_square < 60  # 23 degrees of freedom: p < 1e-4 beyond this


def test_seeds_are_integers_and_none_draws_a_fresh_one() -> None:
    assert seed_state(5) == seed_state(5) != seed_state(6)
    assert seed_state(None) != seed_state(None)
    with pytest.raises(ValueError, match="seed"):
        seed_state("5")  # type: ignore[arg-type]
