"""Dealing by chance nodes, a run of one value at a time: exact chances, and the engine's deal.

A deal's chance nodes are walked exactly, with fractions, and held to every
way a shuffled deck can give the same cards (each set of labelled cards once);
the first run of a hand is held to many of the engine's own seeded deals.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter, defaultdict
from fractions import Fraction

import pytest

from tacocat_widget.adapters.dealing import Deal, longest_run, run_of, run_outcome, runs
from tacocat_widget.engine import Rules, new_game
from tacocat_widget.engine.rules import DEFAULT_RULES
from tacocat_widget.engine.terms import Hand

SMALL = Rules(deck=(2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0), hand_sizes=(2,) * 7)
ODD = Rules(deck=(3, 0, 4, 1, 0, 2, 1, 1, 0, 2, 1, 1), hand_sizes=(4,) * 7)


def exact_chances(deal: Deal) -> dict[int, Fraction]:
    ways, total = deal.ways()
    return {outcome: Fraction(way, total) for outcome, way in ways}


def dealt_by_chance(deal: Deal) -> dict[tuple[Hand, ...], Fraction]:
    """Every way the chance nodes can finish ``deal``: the groups' cards, with the exact chance."""
    found: dict[tuple[Hand, ...], Fraction] = defaultdict(Fraction)

    def walk(deal: Deal, chance: Fraction) -> None:
        if deal.finished:
            found[deal.done] += chance
            return
        for outcome, each in exact_chances(deal).items():
            walk(deal.after(outcome), chance * each)

    walk(deal, Fraction(1))
    return found


def dealt_from_a_shuffled_deck(
    cards: Hand, sizes: tuple[int, ...]
) -> dict[tuple[Hand, ...], Fraction]:
    """Each group's cards, as the top of a shuffled deck deals them: every choice of labelled
    cards for the groups in turn is as likely as any other."""
    found: Counter[tuple[Hand, ...]] = Counter()

    def choose(left: tuple[int, ...], sizes: tuple[int, ...], dealt: tuple[Hand, ...]) -> None:
        if not sizes:
            found[dealt] += 1
            return
        for chosen in itertools.combinations(range(len(left)), sizes[0]):
            group = tuple(sorted(left[at] for at in chosen))
            rest = tuple(card for at, card in enumerate(left) if at not in chosen)
            choose(rest, sizes[1:], (*dealt, group))

    choose(cards, sizes, ())
    total = sum(found.values())
    return {groups: Fraction(count, total) for groups, count in found.items()}


def nodes_along_random_paths(deal: Deal, rng: random.Random, paths: int) -> list[Deal]:
    nodes = []
    for _ in range(paths):
        node = deal
        while not node.finished:
            nodes.append(node)
            outcomes, chances = zip(*node.chances.items(), strict=True)
            node = node.after(rng.choices(outcomes, chances)[0])
    return nodes


@pytest.mark.parametrize("rules", [DEFAULT_RULES, SMALL, ODD])
def test_each_chance_node_has_exact_chances_that_sum_to_one(rules: Rules) -> None:
    rng, checked = random.Random(5), 0
    deals = [Deal.of(rules.cards(), ((0, size), (1, size))) for size in set(rules.hand_sizes)]
    for _ in range(20):  # the cards some replaces draw, from what a deal left
        size = max(rules.hand_sizes)
        pile = rng.sample(rules.cards(), len(rules.cards()) - 2 * size)
        deals.append(Deal.of(pile, ((0, rng.randint(1, size)), (1, rng.randint(1, size)))))
    for deal in deals:
        for node in nodes_along_random_paths(deal, rng, paths=10):
            ways, total = node.ways()
            outcomes = [outcome for outcome, _ in ways]
            assert outcomes == sorted(set(outcomes)) and all(way > 0 for _, way in ways)
            assert sum(way for _, way in ways) == total  # exactly
            assert node.chances == {o: float(chance) for o, chance in exact_chances(node).items()}
            assert math.fsum(node.chances.values()) == pytest.approx(1.0, abs=1e-12)
            assert all(run_of(o)[1] <= longest_run(rules) for o in outcomes)
            checked += 1
    assert checked > 300


@pytest.mark.parametrize(
    ("rules", "sizes"),
    [(SMALL, (2, 2)), (SMALL, (3, 1, 2)), (ODD, (4, 1)), (ODD, (2, 3)), (DEFAULT_RULES, (1, 2))],
)
def test_the_runs_deal_each_group_as_the_top_of_a_shuffled_deck_does(
    rules: Rules, sizes: tuple[int, ...]
) -> None:
    deal = Deal.of(rules.cards(), tuple(enumerate(sizes)))
    by_chance = dealt_by_chance(deal)
    assert sum(by_chance.values()) == 1
    assert by_chance == dealt_from_a_shuffled_deck(rules.cards(), sizes)


def test_a_hands_first_run_is_as_the_engines_seeded_deals_give_it() -> None:
    """Player 0's lowest card and its copies, over 20,000 of the engine's deals (chi-square)."""
    chances = Deal.of(DEFAULT_RULES.cards(), ((0, 7), (1, 7))).chances
    seen = Counter(runs(new_game(seed).hands[0])[0] for seed in range(20_000))
    expected = {outcome: chance * 20_000 for outcome, chance in chances.items()}
    rare = [outcome for outcome, count in expected.items() if count < 5]
    cells = [outcome for outcome in expected if outcome not in rare]
    observed = [seen[outcome] for outcome in cells] + [sum(seen[o] for o in rare)]
    wanted = [expected[outcome] for outcome in cells] + [sum(expected[o] for o in rare)]
    statistic = sum((o - e) ** 2 / e for o, e in zip(observed, wanted, strict=True))
    assert set(seen) <= set(chances) and len(observed) == 21
    assert statistic < 72  # 20 degrees of freedom: a chance of about 1 in 10**7 to exceed


def test_runs_deal_a_groups_cards_and_the_deck_stacks_each_group_in_turn() -> None:
    rng = random.Random(3)
    for _ in range(200):
        cards = DEFAULT_RULES.cards()
        hands = rng.sample(cards, 10)
        first, second = tuple(sorted(hands[:6])), tuple(sorted(hands[6:]))
        deal = Deal.of(cards, ((0, 6), (1, 4)))
        for outcome in runs(first) + runs(second):
            deal = deal.after(outcome)
        assert deal.finished and deal.done == (first, second)
        rest = Counter(cards) - Counter(first) - Counter(second)
        assert deal.order() == first + second + tuple(sorted(rest.elements()))
    assert runs((2, 5, 5, 9, 9, 9)) == [run_outcome(2, 1), run_outcome(5, 2), run_outcome(9, 3)]
    assert run_of(run_outcome(11, 3)) == (11, 3)


def test_a_run_that_cannot_come_next_is_refused_by_name() -> None:
    deal = Deal.of(DEFAULT_RULES.cards(), ((0, 7), (1, 7))).after(run_outcome(5, 1))
    for outcome in (run_outcome(3, 1), run_outcome(12, 1), run_outcome(6, 4) + 12, -1, 2.0):
        with pytest.raises(ValueError, match="deals no run that can come next"):
            deal.after(outcome)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="deals no run"):  # 7 cards cannot all be above 11
        Deal.of(DEFAULT_RULES.cards(), ((0, 7),)).after(run_outcome(11, 1))
    with pytest.raises(ValueError, match=r"needs more than the 8 cards"):
        Deal.of(SMALL.cards(), ((0, 5), (1, 4)))
