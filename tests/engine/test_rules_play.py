"""Scenario tests of docs/rules.md on stacked decks: Play, Showdown and Move.

Deal, replace, duel and Rules validation are in test_rules_scenarios.py. Only
the engine's public API (docs/api/engine.md) is used.
"""

from __future__ import annotations

import pytest

from tacocat_widget.engine import (
    Attack,
    Defend,
    Duel,
    IllegalAction,
    Replace,
    Sacrifice,
)
from tests.engine.scenario import (
    after_duel,
    deal,
    expect,
    expect_last_round,
    rules_n,
    skip_replace,
)

ONE = rules_n(1)  # one-card hands: the round goes from the replace straight to the showdown


def attacks(*cards):
    return [Attack(c) for c in cards]


# --- Play: what may be led ------------------------------------------------------


def test_single_card_attack():
    """The attacker leads a single card. The defender answers it."""
    state = after_duel((3, 5, 8), (2, 6, 9), 12, 1)
    expect(state, phase="attack", to_move=0, attacker=0, pending=())
    assert state.legal_actions() == attacks((3,), (5,), (8,))
    state = state.apply(Attack((5,)))
    expect(
        state,
        phase="defend",
        to_move=1,
        attacker=0,
        pending=(5,),
        hands=((3, 8), (2, 6, 9)),
        draw_pile_size=30,
    )
    assert state.legal_actions() == [Defend(6), Defend(9), Sacrifice()]


def test_set_attack_answered_card_by_card():
    """A set: two or more cards of the same value."""
    state = after_duel((3, 8, 8, 11), (2, 9, 9, 12), 10, 1)
    assert state.legal_actions() == attacks((3,), (8,), (8, 8), (11,))
    state = state.apply(Attack((8, 8)))
    expect(state, phase="defend", to_move=1, pending=(8, 8), hands=((3, 11), (2, 9, 9, 12)))
    assert state.legal_actions() == [Defend(9), Defend(12), Sacrifice()]
    state = state.apply(Defend(9))
    expect(state, phase="defend", to_move=1, pending=(8,), hands=((3, 11), (2, 9, 12)))
    state = state.apply(Defend(12))
    expect(state, phase="attack", to_move=1, attacker=1, pending=(), hands=((3, 11), (2, 9)))


def test_sequence_attack():
    """A sequence: three or more cards of consecutive values."""
    state = after_duel((3, 4, 5, 6, 9), (2, 7, 8, 10, 11), 12, 1)
    assert state.legal_actions() == attacks(
        (3,), (3, 4, 5), (3, 4, 5, 6), (4,), (4, 5, 6), (5,), (6,), (9,)
    )
    state = state.apply(Attack((3, 4, 5, 6)))
    expect(
        state,
        phase="defend",
        to_move=1,
        attacker=0,
        pending=(3, 4, 5, 6),
        hands=((9,), (2, 7, 8, 10, 11)),
    )


@pytest.mark.parametrize(
    "cards",
    [(1, 11, 12), (4, 4, 5), (5, 6), (11, 12), (4, 5), (1, 4)],
    ids=["wrap-11-12-1", "repeated-4-4-5", "two-in-a-row-5-6", "two-11-12", "two-4-5", "mixed"],
)
def test_what_is_not_a_sequence_is_illegal(cards):
    """Three or more cards of consecutive values (no wrap from 12 to 1, each value once)."""
    state = after_duel((1, 4, 4, 5, 6, 11, 12), (2, 3, 3, 7, 8, 9, 10), 12, 2)
    assert state.legal_actions() == attacks((1,), (4,), (4, 4), (4, 5, 6), (5,), (6,), (11,), (12,))
    assert Attack(cards) not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(Attack(cards))


@pytest.mark.parametrize(
    ("hand", "legal", "whole"),
    [
        ((5, 6, 7), [(5,), (6,), (7,)], (5, 6, 7)),
        ((4, 4, 4), [(4,), (4, 4)], (4, 4, 4)),
        ((8, 8), [(8,)], (8, 8)),
    ],
)
def test_attacker_must_keep_one_card(hand, legal, whole):
    """The attacker may never lead all the cards in their hand (a jumbo of k cards
    only from k+1 or more)."""
    other = (2, 3, 5)[: len(hand)]
    state = after_duel(hand, other, 12, 1)
    assert state.legal_actions() == attacks(*legal)
    with pytest.raises(IllegalAction):
        state.apply(Attack(whole))


def test_without_jumbo_only_single_cards_may_be_led():
    """`Rules.jumbo` False: sets and sequences are not allowed."""
    state = after_duel((4, 4, 5, 6), (2, 3, 7, 8), 12, 1, jumbo=False)
    assert state.legal_actions() == attacks((4,), (5,), (6,))
    for cards in ((4, 4), (4, 5, 6)):
        with pytest.raises(IllegalAction):
            state.apply(Attack(cards))


# --- Play: answers ---------------------------------------------------------------


def test_defence_with_an_equal_card():
    """A defence: any card from hand of equal or higher value than that attacking card."""
    state = after_duel((3, 5, 8), (2, 5, 9), 12, 1).apply(Attack((5,)))
    assert state.legal_actions() == [Defend(5), Defend(9), Sacrifice()]
    state = state.apply(Defend(5))
    expect(state, phase="attack", to_move=1, attacker=1, pending=(), hands=((3, 8), (2, 9)))


def test_all_defended_defender_becomes_attacker():
    """If every attacking card was defended, the defender becomes the attacker."""
    state = after_duel((3, 5, 8), (2, 6, 9), 12, 1).apply(Attack((5,)))
    state = state.apply(Defend(6))
    expect(
        state,
        phase="attack",
        to_move=1,
        attacker=1,
        pending=(),
        hands=((3, 8), (2, 9)),
        draw_pile_size=30,
    )


def test_sacrifice_is_a_choice_even_when_a_defence_is_possible():
    """A sacrifice (the lowest card in hand) is a choice even when a defence is
    possible. If even one answer was a sacrifice, the same attacker leads again."""
    state = after_duel((3, 5, 8), (2, 6, 9), 12, 1).apply(Attack((5,)))
    state = state.apply(Sacrifice())
    expect(state, phase="attack", to_move=0, attacker=0, pending=(), hands=((3, 8), (6, 9)))


@pytest.mark.parametrize(
    ("hand1", "attack", "legal", "after"),
    [
        ((6, 7, 9), 3, [6, 7, 9], ((5, 8), (7, 9))),
        ((5, 7, 9), 5, [5, 7, 9], ((3, 8), (7, 9))),
    ],
    ids=["lowest-higher", "lowest-equal"],
)
def test_no_sacrifice_when_the_lowest_card_defends(hand1, attack, legal, after):
    """When the lowest card is itself equal or higher than the attacking card,
    playing it is a defence (there is no separate sacrifice then)."""
    state = after_duel((3, 5, 8), hand1, 12, 1).apply(Attack((attack,)))
    assert state.legal_actions() == [Defend(card) for card in legal]
    with pytest.raises(IllegalAction):
        state.apply(Sacrifice())
    state = state.apply(Defend(hand1[0]))
    expect(state, phase="attack", to_move=1, attacker=1, hands=after)


def test_jumbo_is_answered_lowest_attacking_card_first():
    """The defender answers the attacking cards one at a time, lowest attacking card first."""
    state = after_duel((3, 4, 5, 6, 7), (2, 5, 6, 9, 10), 12, 1).apply(Attack((5, 6, 7)))
    expect(state, phase="defend", to_move=1, pending=(5, 6, 7), hands=((3, 4), (2, 5, 6, 9, 10)))
    assert state.legal_actions() == [Defend(5), Defend(6), Defend(9), Defend(10), Sacrifice()]
    state = state.apply(Defend(6))  # answers the 5
    expect(state, phase="defend", to_move=1, pending=(6, 7), hands=((3, 4), (2, 5, 9, 10)))
    assert state.legal_actions() == [Defend(9), Defend(10), Sacrifice()]
    with pytest.raises(IllegalAction):
        state.apply(Defend(5))  # lower than the 6 now being answered
    state = state.apply(Defend(9))
    expect(state, phase="defend", to_move=1, pending=(7,), hands=((3, 4), (2, 5, 10)))
    assert state.legal_actions() == [Defend(10), Sacrifice()]
    state = state.apply(Defend(10))
    expect(state, phase="attack", to_move=1, attacker=1, pending=(), hands=((3, 4), (2, 5)))


def test_one_sacrifice_in_a_jumbo_answer_lets_the_attacker_lead_again():
    """If even one answer was a sacrifice, the same attacker leads again."""
    state = after_duel((3, 4, 5, 6, 7), (2, 5, 8, 9, 10), 12, 1).apply(Attack((5, 6, 7)))
    state = state.apply(Defend(5))
    state = state.apply(Sacrifice())  # answers the 6 with the 2
    expect(state, phase="defend", to_move=1, pending=(7,), hands=((3, 4), (8, 9, 10)))
    assert state.legal_actions() == [Defend(8), Defend(9), Defend(10)]
    state = state.apply(Defend(8))
    expect(state, phase="attack", to_move=0, attacker=0, pending=(), hands=((3, 4), (9, 10)))


@pytest.mark.parametrize(
    ("answer", "showdown"), [(Defend(6), (7, 2)), (Sacrifice(), (7, 6))], ids=str
)
def test_play_stops_when_both_hold_one_card(answer, showdown):
    """Both hands shrink by the same count. Play stops the moment both players hold
    one card, and the round goes straight to the Showdown."""
    state = after_duel((4, 7), (2, 6), 12, 1).apply(Attack((4,))).apply(answer)
    expect_last_round(state, 1, showdown, 1, 3, 4)
    expect(
        state,
        phase="replace",
        round=2,
        position=4,
        covered={3},
        to_move=0,
        winner=None,
        attacker=None,
        pending=(),
        draw_pile_size=38 - 6,
    )
    assert [len(hand) for hand in state.hands] == [3, 3]


# --- Showdown and Move ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand0", "hand1", "winner", "moved_to", "to_move"),
    [((2,), (9,), 0, 2, 1), ((9,), (2,), 1, 4, 0)],
)
def test_lower_card_wins_and_the_tacocat_moves_toward_the_winner(
    hand0, hand1, winner, moved_to, to_move
):
    """The lower card wins the round. The winner moves the Tacocat one space toward
    their own goal; the space it left is covered with a tile."""
    state = skip_replace(deal(hand0, hand1, rules=ONE))
    expect_last_round(state, 1, (hand0[0], hand1[0]), winner, 3, moved_to)
    expect(
        state,
        phase="replace",
        round=2,
        position=moved_to,
        covered={3},
        to_move=to_move,
        winner=None,
        attacker=None,
        pending=(),
        draw_pile_size=36,
    )
    assert [len(hand) for hand in state.hands] == [1, 1]
    # the next deal comes from the game's seeded generator: the same game again
    assert skip_replace(deal(hand0, hand1, rules=ONE)) == state


def test_one_card_deal_replace_then_showdown():
    """Whenever both players hold one card (after a one-card deal and its replace),
    the round goes straight to the Showdown."""
    state = deal((12,), (5,), top=(3,), rules=ONE)
    state = state.apply(Replace((12,)))
    expect(state, phase="replace", to_move=1, hands=((12,), (5,)))
    state = state.apply(Replace(()))
    expect_last_round(state, 1, (3, 5), 0, 3, 2)
    expect(state, phase="replace", round=2, position=2, covered={3})


@pytest.mark.parametrize(("position", "covered"), [(1, {0}), (3, set()), (5, {6, 4})])
def test_tie_stays_by_default(position, covered):
    """Equal cards: the round is a tie; the Tacocat does not move and no tile is
    placed; a new round is dealt on the same space (`final_tie` "stay")."""
    state = skip_replace(deal((5,), (5,), rules=ONE, position=position, covered=tuple(covered)))
    expect_last_round(state, 1, (5, 5), None, position, position)
    expect(
        state,
        phase="replace",
        round=2,
        position=position,
        covered=covered,
        winner=None,
        draw_pile_size=36,
    )


@pytest.mark.parametrize(
    ("arrows", "position", "winner", "moved_to"),
    [
        (None, 1, 1, 2),
        (None, 5, 0, 4),
        ((0, 0, 0, "both", 1, 1, 1), 1, 0, 0),
        ((0, 0, 0, "both", 1, 1, 1), 5, 1, 6),
    ],
)
def test_arrow_tie_goes_to_the_arrow_player(arrows, position, winner, moved_to):
    """`final_tie` "arrow" gives the tie to the player the arrow points at: that
    player wins the round and moves the Tacocat as below."""
    fields = {} if arrows is None else {"arrows": arrows}
    rules = rules_n(1, final_tie="arrow", **fields)
    state = skip_replace(deal((7,), (7,), rules=rules, position=position))
    expect_last_round(state, 1, (7, 7), winner, position, moved_to)
    expect(state, phase="replace", round=2, position=moved_to, covered={position}, winner=None)


@pytest.mark.parametrize(("arrows", "position"), [(None, 3), ((1, "both", 1, "both", 0, 0, 0), 1)])
def test_arrow_tie_on_a_two_arrow_space_stays(arrows, position):
    """Under "arrow", on a two-arrow space a tie always stays."""
    fields = {} if arrows is None else {"arrows": arrows}
    rules = rules_n(1, final_tie="arrow", **fields)
    state = skip_replace(deal((7,), (7,), rules=rules, position=position))
    expect_last_round(state, 1, (7, 7), None, position, position)
    expect(state, phase="replace", round=2, position=position, covered=set(), winner=None)


@pytest.mark.parametrize(
    ("position", "covered", "hand0", "hand1", "winner", "moved_to"),
    [
        (2, {1}, 3, 8, 0, 0),
        (2, {3, 4}, 8, 3, 1, 5),
        (5, {1, 2, 3, 4}, 1, 12, 0, 0),
    ],
)
def test_moving_skips_covered_spaces(position, covered, hand0, hand1, winner, moved_to):
    """The winner moves the Tacocat one space toward their own goal, skipping covered spaces."""
    state = deal((hand0,), (hand1,), rules=ONE, position=position, covered=tuple(covered))
    expect(state, covered=covered, position=position)
    state = skip_replace(state)
    expect_last_round(state, 1, (hand0, hand1), winner, position, moved_to)
    expect(state, phase="replace", round=2, position=moved_to, covered=covered | {position})


@pytest.mark.parametrize(
    ("position", "covered", "hand0", "hand1", "winner", "goal"),
    [
        (0, set(), 1, 2, 0, -1),
        (6, set(), 9, 4, 1, 7),
        (5, {6}, 11, 10, 1, 7),
        (4, {0, 1, 2, 3}, 6, 6, None, None),
        (4, {0, 1, 2, 3}, 5, 6, 0, -1),
    ],
)
def test_entering_a_goal_wins_the_game(position, covered, hand0, hand1, winner, goal):
    """If no uncovered space is left in that direction, the Tacocat enters the
    winner's goal and the winner wins the game."""
    state = skip_replace(deal((hand0,), (hand1,), rules=ONE, position=position, covered=covered))
    if winner is None:  # a tie: the game goes on, nobody enters a goal
        expect(state, phase="replace", position=position, round=2, winner=None)
        return
    expect_last_round(state, 1, (hand0, hand1), winner, position, goal)
    expect(
        state,
        phase="over",
        to_move=None,
        winner=winner,
        position=goal,
        round=1,
        attacker=None,
        pending=(),
        covered=covered | {position},
    )
    assert state.legal_actions() == []
    assert list(state.observe(0).legal_actions) == []
    assert list(state.observe(1).legal_actions) == []
    for action in (Replace(()), Duel(hand0), Attack((hand0,)), Defend(hand0), Sacrifice()):
        with pytest.raises(IllegalAction):
            state.apply(action)


def test_default_rules_full_round_from_the_centre():
    """A whole default round on the centre: 7 cards each, replace, duel, play, showdown."""
    state = deal((1, 3, 5, 6, 7, 8, 12), (2, 4, 4, 9, 10, 11, 11), top=(2, 9, 10))
    state = state.apply(Replace((12,))).apply(Replace((2, 4)))
    expect(state, phase="duel", hands=((1, 2, 3, 5, 6, 7, 8), (4, 9, 9, 10, 10, 11, 11)))
    state = state.apply(Duel(8)).apply(Duel(4))
    expect(state, phase="attack", attacker=0, draw_pile_size=38 - 14 - 3)
    state = state.apply(Attack((5, 6, 7)))
    assert state.legal_actions() == [Defend(9), Defend(10), Defend(11)]
    state = state.apply(Defend(9)).apply(Defend(9)).apply(Defend(10))
    expect(state, phase="attack", to_move=1, attacker=1, hands=((1, 2, 3), (10, 11, 11)))
    assert state.legal_actions() == attacks((10,), (11,), (11, 11))
    state = state.apply(Attack((11, 11)))
    assert state.legal_actions() == [Sacrifice()]  # no card can defend: still asked
    state = state.apply(Sacrifice())
    expect(state, phase="defend", to_move=0, pending=(11,), hands=((2, 3), (10,)))
    state = state.apply(Sacrifice())
    expect_last_round(state, 1, (3, 10), 0, 3, 2)
    expect(
        state,
        phase="replace",
        round=2,
        position=2,
        covered={3},
        to_move=1,
        draw_pile_size=38 - 12,
    )
    assert [len(hand) for hand in state.hands] == [6, 6]
