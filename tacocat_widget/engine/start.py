"""Starting a game: a fresh deal, a stacked deck, or a lesson's position."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .phases.round_end import deal, start_round
from .record import Table
from .rules import DEFAULT_RULES, Rules
from .shuffle import seed_state
from .state import GameState, freeze
from .terms import TRACK_LENGTH, Hand


def new_game(
    seed: object = None,
    rules: object = None,
    *,
    deck: object = None,
    position: object = None,
    covered: object = (),
) -> GameState:
    """The state at the start of round 1: cards dealt, in the replace phase.

    ``seed`` is an integer or None, ``rules`` a ``Rules`` (None: the
    defaults), ``position`` a space index, ``covered`` the spaces with tiles.
    Each may come from a user's cell, so any value is taken and checked here,
    and a bad one is refused by name. ``deck`` stacks the first deal (player 0
    gets the first N cards, player 1 the next N, the rest is the draw pile,
    top first); later rounds shuffle with the game's generator, seeded by
    ``seed``.
    """
    table = undealt_table(DEFAULT_RULES if rules is None else rules, position, covered)
    table.rng = seed_state(seed)
    if deck is None:
        deal(table)
    else:
        start_round(table, _check_deck(table.rules, deck))
    return freeze(table)


def undealt_table(rules: object, position: object = None, covered: object = ()) -> Table:
    """The working copy of round 1 before its deal: the board set up, no cards in any hand.

    ``new_game`` deals it; a game whose deals are made card by card from
    outside (``tacocat_widget.openspiel``) hands its cards to ``start_round``.
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules, got {type(rules).__name__}")
    start = _check_position(rules, position)
    return Table(
        rules=rules,
        phase="replace",
        to_move=0,
        hand_counts=(0, 0),
        position=start,
        covered=_check_covered(covered, start),
        round=1,
        winner=None,
        attacker=None,
        pending=(),
        draw_pile=(),
        rng=0,
        sealed=None,
        replaced=(None, None),
        trick_lost=False,
        events=(),
        last_round=None,
    )


def _check_position(rules: Rules, position: object) -> int:
    if position is None:
        return rules.start
    if isinstance(position, bool) or not isinstance(position, int):
        raise ValueError(f"position must be a space index 0..6, got {position!r:.40}")
    if not 0 <= position < TRACK_LENGTH:
        raise ValueError(f"position must be a space index 0..6, got {position}")
    return position


def _check_covered(covered: Any, position: int) -> frozenset[int]:
    try:
        spaces = frozenset(covered)
    except TypeError:
        raise ValueError(
            f"covered must be a collection of space indexes, got {covered!r}"
        ) from None
    for space in spaces:
        if isinstance(space, bool) or not isinstance(space, int) or not 0 <= space < TRACK_LENGTH:
            raise ValueError(f"covered: {space!r} is not a space index 0..6")
    if position in spaces:
        raise ValueError(f"covered: the Tacocat's own space {position} cannot be covered")
    return spaces


def _check_deck(rules: Rules, deck: Any) -> Hand:
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Iterable):
        raise ValueError(f"deck must be a list of card values, got {deck!r}")
    cards = tuple(deck)
    if any(type(card) is not int for card in cards):
        raise ValueError("deck must hold card values, integers 1..12")
    if sorted(cards) != list(rules.cards()):
        raise ValueError(
            f"deck must hold exactly the rules' {len(rules.cards())} cards in some order "
            f"(copies of 1..12: {list(rules.deck)}); got {len(cards)} cards that differ"
        )
    return cards
