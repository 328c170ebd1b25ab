"""Scenario tests of docs/rules.md on stacked decks: deal, replace, duel, information, Rules.

Play, showdown and move are in test_rules_play.py. Only the engine's public
API (docs/api/engine.md) is used.
"""

from __future__ import annotations

import pytest

from tacocat_widget.engine import (
    Attack,
    Defend,
    Duel,
    IllegalAction,
    Replace,
    Rules,
    Sacrifice,
    new_game,
)
from tests.engine.scenario import (
    after_duel,
    deal,
    duel,
    expect,
    expect_last_round,
    rules_n,
    skip_replace,
    stacked,
)

DEFAULT_HAND_SIZES = (4, 5, 6, 7, 6, 5, 4)
# who replaces first with the default arrows: spaces 0-2 point at 1, the centre
# is simultaneous (asked of player 0 first), spaces 4-6 point at 0
FIRST_TO_REPLACE = (1, 1, 1, 0, 0, 0, 0)


# --- Deal -------------------------------------------------------------------


@pytest.mark.parametrize("position", range(7))
def test_deal_gives_each_player_the_number_on_the_space(position):
    """Deal each player as many cards as the number on the Tacocat's space.
    The rest is the face-down draw pile."""
    assert Rules().hand_sizes == DEFAULT_HAND_SIZES
    n = DEFAULT_HAND_SIZES[position]
    hand0 = (7, 6, 5, 4, 3, 2, 1)[:n]
    hand1 = (6, 7, 8, 9, 10, 11, 12)[:n]
    state = deal(hand0, hand1, position=position)
    expect(
        state,
        phase="replace",
        to_move=FIRST_TO_REPLACE[position],
        hands=(tuple(sorted(hand0)), tuple(sorted(hand1))),
        position=position,
        covered=frozenset(),
        round=1,
        winner=None,
        attacker=None,
        pending=(),
        draw_pile_size=38 - 2 * n,
    )
    assert state.last_round is None


@pytest.mark.parametrize("position", range(7))
def test_seeded_deal_follows_custom_hand_sizes(position):
    """The number on each space is the hand size dealt there (`Rules.hand_sizes`)."""
    rules = Rules(hand_sizes=(1, 2, 3, 9, 3, 2, 8))
    state = new_game(seed=5, rules=rules, position=position)
    n = rules.hand_sizes[position]
    assert [len(hand) for hand in state.hands] == [n, n]
    assert all(list(hand) == sorted(hand) for hand in state.hands)
    expect(state, phase="replace", position=position, round=1, draw_pile_size=38 - 2 * n)


def test_the_tacocat_starts_on_the_centre_or_rules_start():
    """The token starts on the centre space, index 3 (`Rules.start`, default 3)."""
    expect(new_game(seed=1), position=3, draw_pile_size=38 - 14, round=1)
    state = new_game(seed=1, rules=Rules(start=5))
    expect(state, position=5, draw_pile_size=38 - 10, to_move=0)


# --- Replace ------------------------------------------------------------------


def test_arrow_player_replaces_first_any_number():
    """On a space with one arrow: the player the arrow points at replaces first,
    any number 0..N."""
    state = deal((1, 3, 4), (2, 2, 5), top=(10, 11, 12), rules=rules_n(3), position=1)
    expect(state, phase="replace", to_move=1)
    assert state.legal_actions() == [
        Replace(()),
        Replace((2,)),
        Replace((2, 2)),
        Replace((2, 2, 5)),
        Replace((2, 5)),
        Replace((5,)),
    ]
    state = state.apply(Replace((2, 2, 5)))
    expect(
        state,
        phase="replace",
        to_move=0,
        hands=((1, 3, 4), (10, 11, 12)),
        draw_pile_size=38 - 6 - 3,
    )


def test_second_player_replaces_at_most_k():
    """Then the other player replaces 0..k, where k is how many the first player replaced."""
    state = deal((1, 2, 3), (4, 5, 6), top=(11, 12, 10), rules=rules_n(3), position=5)
    expect(state, to_move=0)
    state = state.apply(Replace((3,)))
    expect(state, phase="replace", to_move=1, hands=((1, 2, 11), (4, 5, 6)))
    assert state.legal_actions() == [Replace(()), Replace((4,)), Replace((5,)), Replace((6,))]
    with pytest.raises(IllegalAction):
        state.apply(Replace((4, 5)))
    state = state.apply(Replace((6,)))
    expect(state, phase="duel", to_move=0, hands=((1, 2, 11), (4, 5, 12)), draw_pile_size=30)


def test_second_player_cannot_replace_when_first_replaced_none():
    """The other player replaces 0..k: with k = 0 only an empty replace is legal."""
    state = deal((1, 2, 3), (4, 5, 6), rules=rules_n(3), position=2)
    state = state.apply(Replace(()))
    expect(state, phase="replace", to_move=0)
    assert state.legal_actions() == [Replace(())]
    with pytest.raises(IllegalAction):
        state.apply(Replace((1,)))


def test_replace_draws_from_the_top_of_the_pile_in_order():
    """To replace is to discard any chosen cards face up and draw as many from
    the top of the draw pile."""
    hand0, hand1 = (1, 2, 3, 4, 5), (6, 7, 8, 9, 10)
    state = deal(hand0, hand1, top=(12, 11, 9, 1), position=5)
    state = state.apply(Replace((1, 2)))
    expect(state, to_move=1, hands=((3, 4, 5, 11, 12), hand1), draw_pile_size=38 - 10 - 2)
    state = state.apply(Replace((6,)))
    expect(
        state,
        phase="duel",
        hands=((3, 4, 5, 11, 12), (7, 8, 9, 9, 10)),
        draw_pile_size=38 - 10 - 3,
    )


def test_centre_replace_is_simultaneous_then_player0_draws_first():
    """On a space with two arrows (the centre): both players choose
    simultaneously, any number each. Then player 0 draws, then player 1."""
    state = deal((1, 2, 3), (4, 5, 6), top=(10, 11, 12), rules=rules_n(3))
    expect(state, phase="replace", to_move=0)
    sealed = state.apply(Replace((1, 2)))
    expect(sealed, phase="replace", to_move=1, hands=state.hands, draw_pile_size=32)
    done = sealed.apply(Replace((4,)))
    expect(done, phase="duel", to_move=0, hands=((3, 10, 11), (5, 6, 12)), draw_pile_size=29)


def test_centre_replace_is_not_capped_for_player1():
    """On the centre both choose any number each: player 1 is not limited by player 0."""
    state = deal((1, 2, 3), (4, 5, 6), top=(10, 11, 12), rules=rules_n(3))
    sealed = state.apply(Replace(()))
    assert len(sealed.legal_actions()) == 8
    done = sealed.apply(Replace((4, 5, 6)))
    expect(done, phase="duel", hands=((1, 2, 3), (10, 11, 12)), draw_pile_size=29)


def test_player1_cannot_see_player0_sealed_replace():
    """A player never sees the opponent's pending simultaneous choice (replace)
    before both have chosen."""
    state = deal((1, 2, 3), (4, 5, 6), top=(10, 11, 12), rules=rules_n(3))
    none = state.apply(Replace(()))
    three = state.apply(Replace((1, 2, 3)))
    assert none.hands == three.hands == state.hands
    assert none.observe(1) == three.observe(1)
    assert none.observe(1).to_dict() == three.observe(1).to_dict()
    # the sealed choices really differ: they resolve differently
    assert none.apply(Replace(())).hands != three.apply(Replace(())).hands


def test_each_player_replaces_once_per_round():
    """Each player replaces once per round."""
    state = deal((1, 2, 3), (4, 5, 6), rules=rules_n(3))
    state = state.apply(Replace((1,))).apply(Replace((4,)))
    expect(state, phase="duel", to_move=0)
    assert all(isinstance(action, Duel) for action in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(Replace(()))


# --- Duel ------------------------------------------------------------------------


def test_duel_choices_are_sealed_from_player1():
    """Both players simultaneously choose one card: player 1 does not see player 0's."""
    state = skip_replace(deal((1, 5, 9), (2, 6, 7), rules=rules_n(3)))
    assert state.legal_actions() == [Duel(1), Duel(5), Duel(9)]
    low, high = state.apply(Duel(1)), state.apply(Duel(9))
    expect(low, phase="duel", to_move=1, hands=state.hands)
    expect(high, phase="duel", to_move=1, hands=state.hands)
    assert low.observe(1) == high.observe(1)
    assert low.observe(1).to_dict() == high.observe(1).to_dict()
    assert low.apply(Duel(2)).attacker == 1
    assert high.apply(Duel(2)).attacker == 0


@pytest.mark.parametrize(
    ("card0", "card1", "attacker", "hands"),
    [(9, 4, 0, ((2, 5), (3, 8))), (2, 3, 1, ((5, 9), (4, 8)))],
)
def test_higher_duel_card_attacks_first_and_both_are_discarded(card0, card1, attacker, hands):
    """Both duel cards are discarded. The higher card's owner attacks first."""
    state = skip_replace(deal((2, 5, 9), (3, 4, 8), rules=rules_n(3)))
    state = duel(state, card0, card1)
    expect(
        state,
        phase="attack",
        to_move=attacker,
        attacker=attacker,
        pending=(),
        hands=hands,
        draw_pile_size=32,
        round=1,
    )


def test_tied_duel_duels_again():
    """On equal cards, duel again."""
    state = skip_replace(deal((5, 6, 7, 8), (5, 6, 9, 10), rules=rules_n(4)))
    state = duel(state, 5, 5)
    expect(state, phase="duel", to_move=0, attacker=None, hands=((6, 7, 8), (6, 9, 10)))
    state = duel(state, 8, 9)
    expect(state, phase="attack", to_move=1, attacker=1, hands=((6, 7), (6, 10)))


def test_tied_duels_down_to_one_card_skip_play():
    """If tied duels leave both players with one card, skip Play and go to the Showdown."""
    state = skip_replace(deal((2, 4, 7), (4, 7, 11), rules=rules_n(3)))
    state = duel(duel(state, 4, 4), 7, 7)
    expect_last_round(state, 1, (2, 11), 0, 3, 2)
    expect(state, phase="replace", round=2, position=2, covered={3}, to_move=1, winner=None)
    assert [len(hand) for hand in state.hands] == [3, 3]


def test_decisive_duel_leaving_one_card_goes_to_showdown():
    """Whenever both players hold one card (... after a duel ...), the round goes
    straight to the Showdown."""
    state = after_duel((3,), (5,), 9, 8)
    expect_last_round(state, 1, (3, 5), 0, 3, 2)
    expect(state, phase="replace", round=2, position=2, covered={3})


# --- Information --------------------------------------------------------------------


def test_observation_shows_own_hand_and_opponent_hand_size():
    """A player sees their own hand and the opponent's hand size."""
    state = deal((1, 5, 9), (2, 6, 7), rules=rules_n(3))
    seen = state.observe(1)
    assert (seen.player, tuple(seen.hand), seen.opponent_hand_size) == (1, (2, 6, 7), 3)
    assert list(seen.legal_actions) == []
    assert list(state.observe(0).legal_actions) == state.legal_actions()


# --- Rules and new_game validation ------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "name"),
    [
        ({"deck": (3,) * 11}, "deck"),
        ({"deck": (3,) * 13}, "deck"),
        ({"deck": (2, 3, 3, 3, 4, 4, 4, 4, 3, 3, 4, -1)}, "deck"),
        ({"hand_sizes": (4, 5, 6, 0, 6, 5, 4)}, "hand_sizes"),
        ({"hand_sizes": (4, 5, 6, 7, -6, 5, 4)}, "hand_sizes"),
        ({"hand_sizes": (4, 5, 6, 10, 6, 5, 4)}, "hand_sizes"),
        ({"deck": (3,) * 12, "hand_sizes": (10, 1, 1, 1, 1, 1, 1)}, "hand_sizes"),
        ({"deck": (1,) * 12}, "hand_sizes"),
        ({"hand_sizes": (4, 5, 6, 7, 6, 5)}, "hand_sizes"),
        ({"arrows": (1, 1, 1, "both", 0, 0, 2)}, "arrows"),
        ({"arrows": (1, 1, 1, "left", 0, 0, 0)}, "arrows"),
        ({"arrows": (1, 1, 1, "both", 0, 0)}, "arrows"),
        ({"arrows": (1, 1, 1, "both", 0, 0, 0, 0)}, "arrows"),
        ({"jumbo": 1}, "jumbo"),
        ({"jumbo": "yes"}, "jumbo"),
        ({"final_tie": "random"}, "final_tie"),
        ({"start": 7}, "start"),
        ({"start": -1}, "start"),
    ],
)
def test_impossible_rules_raise_value_error_naming_the_field(fields, name):
    """Any combination that cannot work is rejected with a clear error when Rules
    is built (a ValueError whose message names the field)."""
    with pytest.raises(ValueError, match=name):
        Rules(**fields)


def test_rules_at_the_limits_are_accepted():
    """Four times the largest hand must not exceed the deck (equal is fine)."""
    assert Rules(deck=(3,) * 12, hand_sizes=(9,) * 7).hand_sizes == (9,) * 7
    assert Rules(hand_sizes=(1,) * 7, start=0).start == 0
    assert Rules(arrows=("both",) * 7, start=6, final_tie="arrow", jumbo=False).start == 6


def test_stacked_deck_must_be_the_rules_deck():
    """deck: a stacked deck, which must be the rules' deck in some order."""
    good = stacked((1, 2, 3, 4, 5, 6, 7), (8, 9, 10, 11, 12, 1, 2))
    assert new_game(seed=1, deck=good).hands[1] == (1, 2, 8, 9, 10, 11, 12)
    missing = good[:-1]
    extra = [*good, 5]
    swapped = [*good[:-1], 1]  # three 1s, one 12 too few
    out_of_range = [*good[:-1], 13]
    for bad in (missing, extra, swapped, out_of_range):
        with pytest.raises(ValueError):
            new_game(seed=1, deck=bad)
    with pytest.raises(ValueError):
        new_game(seed=1, rules=Rules(deck=(3,) * 12), deck=good)


# --- Illegal actions ---------------------------------------------------------------


def _centre3():
    return deal((1, 5, 9), (2, 6, 7), rules=rules_n(3))


def _duel3():
    return skip_replace(_centre3())


def _attack4():
    return after_duel((3, 5, 8), (2, 6, 9), 12, 1)


def _defend4():
    return _attack4().apply(Attack((5,)))


def _over():
    return skip_replace(deal((1,), (2,), rules=rules_n(1), position=0))


@pytest.mark.parametrize(
    ("build", "action"),
    [
        (_centre3, Duel(1)),
        (_centre3, Replace((12,))),
        (_centre3, Replace((1, 1))),
        (_duel3, Duel(12)),
        (_duel3, Attack((1,))),
        (_duel3, Replace(())),
        (_attack4, Attack((12,))),
        (_attack4, Attack((3, 5, 8))),
        (_attack4, Defend(3)),
        (_defend4, Defend(2)),
        (_defend4, Defend(12)),
        (_defend4, Attack((3,))),
        (_over, Replace(())),
        (_over, Sacrifice()),
    ],
)
def test_illegal_action_raises_and_leaves_the_state_unchanged(build, action):
    """An illegal action raises IllegalAction (a ValueError); the old state is unchanged."""
    assert issubclass(IllegalAction, ValueError)
    state, reference = build(), build()
    assert state == reference
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert str(error.value), "the message should say which rule forbids it"
    assert state == reference
    assert state.to_json() == reference.to_json()
    assert state.legal_actions() == reference.legal_actions()


def test_legal_apply_leaves_the_old_state_unchanged():
    """apply(action) returns a new state; the old one is unchanged."""
    state, reference = _defend4(), _defend4()
    after = state.apply(Sacrifice())
    assert after != state
    assert state == reference
    assert state.to_json() == reference.to_json()
