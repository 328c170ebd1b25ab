"""Stacked decks and short checks shared by the rule scenario tests.

Only the engine's public API (docs/api/engine.md) is used. A stacked deck is the
rules' whole deck in some order: player 0 gets the first N cards, player 1 the
next N, and the rest is the draw pile, top first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tacocat_widget.engine import Duel, GameState, Replace, Rules, new_game

SEED = 2024
VALUES = range(1, 13)
STATE_FIELDS = (
    "phase",
    "to_move",
    "hands",
    "position",
    "covered",
    "round",
    "winner",
    "attacker",
    "pending",
    "draw_pile_size",
)


def rules_n(n: int, **fields: object) -> Rules:
    """Rules dealing ``n`` cards on every space (other fields as given)."""
    return Rules(hand_sizes=(n,) * 7, **fields)


def deck_cards(rules: Rules) -> list[int]:
    """Every card of the rules' deck, ascending."""
    return [value for value, copies in zip(VALUES, rules.deck, strict=True) for _ in range(copies)]


def stacked(
    hand0: Sequence[int],
    hand1: Sequence[int],
    top: Sequence[int] = (),
    rules: Rules | None = None,
) -> list[int]:
    """The full deck: ``hand0 + hand1 + top`` then every remaining card ascending."""
    rules = Rules() if rules is None else rules
    full = Counter(deck_cards(rules))
    chosen = [*hand0, *hand1, *top]
    extra = Counter(chosen) - full
    assert not extra, f"the scenario uses more copies than the deck holds: {dict(extra)}"
    deck = chosen + sorted((full - Counter(chosen)).elements())
    assert Counter(deck) == full and len(deck) == sum(rules.deck)
    return deck


def deal(
    hand0: Sequence[int],
    hand1: Sequence[int],
    top: Sequence[int] = (),
    rules: Rules | None = None,
    position: int | None = None,
    covered: Sequence[int] = (),
) -> GameState:
    """A new game on a stacked deck dealing exactly these hands."""
    rules = Rules() if rules is None else rules
    space = rules.start if position is None else position
    size = rules.hand_sizes[space]
    assert len(hand0) == len(hand1) == size, f"space {space} deals {size} cards"
    deck = stacked(hand0, hand1, top, rules)
    return new_game(seed=SEED, rules=rules, deck=deck, position=position, covered=covered)


def skip_replace(state: GameState) -> GameState:
    """Both players replace nothing this round (in whatever order the engine asks)."""
    this_round = state.round
    while state.phase == "replace" and state.round == this_round:
        state = state.apply(Replace(()))
    return state


def duel(state: GameState, card0: int, card1: int) -> GameState:
    """Player 0 then player 1 choose their duel cards."""
    assert (state.phase, state.to_move) == ("duel", 0)
    return state.apply(Duel(card0)).apply(Duel(card1))


def after_duel(
    hand0: Sequence[int],
    hand1: Sequence[int],
    duel0: int,
    duel1: int,
    **rule_fields: object,
) -> GameState:
    """Deal ``hand + duel card`` on the centre, replace nothing, duel: the state after.

    The rules deal ``len(hand0) + 1`` cards on every space.
    """
    rules = rules_n(len(hand0) + 1, **rule_fields)
    state = deal((*hand0, duel0), (*hand1, duel1), rules=rules)
    return duel(skip_replace(state), duel0, duel1)


def expect(state: GameState, **expected: object) -> None:
    """Assert the named public fields of ``state`` (with a readable message)."""
    wrong = {
        name: {"observed": getattr(state, name), "expected": value}
        for name, value in expected.items()
        if getattr(state, name) != value
    }
    assert not wrong, f"state fields differ: {wrong}"


def expect_last_round(
    state: GameState,
    number: int,
    showdown: tuple[int, int],
    winner: int | None,
    moved_from: int,
    moved_to: int,
) -> None:
    """Assert every documented field of ``state.last_round``."""
    last = state.last_round
    assert last is not None, "last_round is None after a showdown"
    observed = (last.number, tuple(last.showdown), last.winner, last.moved_from, last.moved_to)
    expected = (number, showdown, winner, moved_from, moved_to)
    assert observed == expected, (
        "last_round (number, showdown, winner, moved_from, moved_to): "
        f"observed {observed}, expected {expected}"
    )
