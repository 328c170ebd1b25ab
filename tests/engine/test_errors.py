"""Errors say which rule or argument is wrong, and an illegal action changes nothing.

States are reached with stacked decks (``new_game(deck=...)``, docs/engine.md):
player 0 gets the first N cards, player 1 the next N, the rest is the draw
pile, top first. Only the engine's public API (docs/api/engine.md) is used.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tacocat_widget.engine import (
    Attack,
    Defend,
    Duel,
    GameState,
    IllegalAction,
    Replace,
    Rules,
    Sacrifice,
    new_game,
)
from tests.engine import scenario
from tests.engine.scenario import deck_cards, rules_n, stacked


def deal(
    hand0: Sequence[int],
    hand1: Sequence[int],
    top: Sequence[int] = (),
    rules: Rules | None = None,
    position: int | None = None,
) -> GameState:
    rules = rules_n(len(hand0)) if rules is None else rules
    state = scenario.deal(hand0, hand1, top, rules, position)
    assert state.hands == (tuple(sorted(hand0)), tuple(sorted(hand1)))
    return state


def after_duel(hand0, hand1, duel0, duel1, rules=None) -> GameState:
    """At the centre: both replace nothing, then duel these cards."""
    state = deal(hand0, hand1, rules=rules)
    state = state.apply(Replace(())).apply(Replace(()))
    assert state.phase == "duel"
    return state.apply(Duel(duel0)).apply(Duel(duel1))


def assert_illegal(state: GameState, action: object, *words: str) -> str:
    """``action`` raises IllegalAction naming ``words``; the state is left as it was."""
    before_json = state.to_json()
    before_legal = state.legal_actions()
    before = (state.phase, state.to_move, state.hands, state.pending, state.events)
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert isinstance(caught.value, ValueError)
    message = str(caught.value)
    for word in words:
        assert word.lower() in message.lower(), (word, message)
    assert state.to_json() == before_json
    assert state == GameState.from_json(before_json)
    assert state.legal_actions() == before_legal
    assert (state.phase, state.to_move, state.hands, state.pending, state.events) == before
    return message


# --- scenarios --------------------------------------------------------------------


def attack_state() -> GameState:
    """Player 0 attacks holding (3, 5, 8, 8, 10); player 1 holds (2, 6, 7, 9, 11)."""
    state = after_duel((3, 5, 8, 8, 10, 12), (1, 2, 6, 7, 9, 11), 12, 1)
    assert (state.phase, state.to_move, state.attacker) == ("attack", 0, 0)
    assert state.hands == ((3, 5, 8, 8, 10), (2, 6, 7, 9, 11))
    return state


def defend_state() -> GameState:
    """Player 1 answers a 5 holding (2, 6, 7, 9, 11)."""
    state = attack_state().apply(Attack((5,)))
    assert (state.phase, state.to_move, state.pending) == ("defend", 1, (5,))
    return state


def high_defender_state() -> GameState:
    """Player 1 answers a 3 holding (6, 7, 9): the lowest card already defends."""
    state = after_duel((3, 4, 5, 12), (1, 6, 7, 9), 12, 1).apply(Attack((3,)))
    assert (state.phase, state.to_move, state.pending) == ("defend", 1, (3,))
    assert state.hands[1] == (6, 7, 9)
    return state


def over_state() -> GameState:
    """One-card hands on space 0: player 0 shows the lower card and walks into the YAY goal."""
    state = deal((1,), (12,), rules=rules_n(1), position=0)
    while not state.is_over:
        state = state.apply(Replace(()))
    assert (state.winner, state.position, state.to_move) == (0, -1, None)
    return state


def test_stacked_deck_deals_as_the_contract_says():
    deck = stacked((3, 5, 8, 8, 10, 12, 1), (1, 2, 6, 7, 9, 11, 12), (4, 4, 2))
    state = new_game(seed=3, deck=deck)
    assert state.hands == ((1, 3, 5, 8, 8, 10, 12), (1, 2, 6, 7, 9, 11, 12))
    assert state.draw_pile == tuple(deck[14:])
    assert state.draw_pile[:3] == (4, 4, 2)
    assert (state.phase, state.to_move, state.position) == ("replace", 0, 3)


# --- Play: what may be led ------------------------------------------------------------


def test_leading_the_whole_hand_is_refused():
    state = after_duel((4, 4, 12), (1, 6, 9), 12, 1)
    assert state.hands[0] == (4, 4)
    assert Attack((4,)) in state.legal_actions()
    assert_illegal(state, Attack((4, 4)), "keep at least one card")


def test_a_jumbo_of_the_whole_hand_is_refused():
    state = after_duel((3, 4, 5, 12), (1, 6, 7, 9), 12, 1)
    assert state.hands[0] == (3, 4, 5)
    message = assert_illegal(state, Attack((3, 4, 5)), "keep at least one card")
    assert "3" in message


def test_a_multi_card_lead_that_is_no_set_or_sequence_is_refused():
    state = attack_state()
    assert_illegal(state, Attack((3, 5)), "set", "sequence")
    assert_illegal(state, Attack((8, 10)), "set", "sequence")
    assert_illegal(state, Attack((3, 5, 8, 10)), "set", "sequence")


def test_a_sequence_does_not_wrap_from_12_to_1():
    state = after_duel((1, 5, 11, 12, 12), (2, 3, 4, 6, 7), 12, 2)
    assert state.hands[0] == (1, 5, 11, 12)
    assert_illegal(state, Attack((1, 11, 12)), "sequence", "wrap")


@pytest.mark.parametrize("lead", [(5, 5), (3, 4, 5), (4, 5, 5)])
def test_jumbo_attacks_off(lead):
    hands = ((3, 4, 5, 5, 12), (1, 6, 7, 8, 10))
    with_jumbo = after_duel(*hands, 12, 1)
    without = after_duel(*hands, 12, 1, rules=rules_n(5, jumbo=False))
    assert without.hands[0] == (3, 4, 5, 5)
    if lead != (4, 5, 5):
        assert with_jumbo.is_legal(Attack(lead))
    assert without.legal_actions() == [Attack((3,)), Attack((4,)), Attack((5,))]
    assert_illegal(without, Attack(lead), "jumbo")


def test_leading_cards_not_held():
    state = attack_state()
    assert_illegal(state, Attack((7,)), "does not hold", "7")
    assert_illegal(state, Attack((8, 8, 8)), "does not hold")
    assert_illegal(state, Attack((9, 10, 11)), "does not hold")


# --- Play: answers -----------------------------------------------------------------------


def test_a_defence_lower_than_the_attacking_card_is_refused():
    state = defend_state()
    assert_illegal(state, Defend(2), "equal or higher")


def test_defending_with_a_card_not_held():
    state = defend_state()
    message = assert_illegal(state, Defend(10), "does not hold")
    assert "10" in message
    assert_illegal(state, Defend(12), "does not hold")


def test_sacrifice_when_the_lowest_card_already_defends():
    state = high_defender_state()
    assert state.legal_actions() == [Defend(6), Defend(7), Defend(9)]
    message = assert_illegal(state, Sacrifice(), "defence")
    assert "6" in message


def test_sacrifice_is_allowed_when_the_lowest_card_is_lower():
    state = defend_state()
    assert state.is_legal(Sacrifice())
    after = state.apply(Sacrifice())
    assert after.hands[1] == (6, 7, 9, 11)


# --- Replace and Duel ---------------------------------------------------------------------


def replace_second_state(first_replaces: tuple[int, ...]) -> GameState:
    """Space 0 (arrow at player 1): player 1 replaced ``first_replaces``; player 0 is next."""
    state = deal((2, 5, 8, 11), (3, 6, 9, 12), (1, 4, 7, 10), rules=Rules(), position=0)
    assert (state.phase, state.to_move) == ("replace", 1)
    state = state.apply(Replace(first_replaces))
    assert (state.phase, state.to_move) == ("replace", 0)
    return state


def test_replacing_more_than_the_first_player_is_refused():
    state = replace_second_state((3,))
    message = assert_illegal(state, Replace((2, 5)), "at most")
    assert "1" in message
    assert state.is_legal(Replace((11,)))


def test_replacing_after_a_first_player_who_replaced_nothing():
    state = replace_second_state(())
    assert state.legal_actions() == [Replace(())]
    assert_illegal(state, Replace((2,)), "at most", "0")


def test_the_first_player_on_a_one_arrow_space_has_no_cap():
    state = deal((2, 5, 8, 11), (3, 6, 9, 12), rules=Rules(), position=0)
    assert state.is_legal(Replace((3, 6, 9, 12)))


def test_replacing_cards_not_held():
    state = deal((2, 5, 8, 11, 12), (3, 6, 9, 10, 12))
    assert_illegal(state, Replace((1,)), "does not hold")
    assert_illegal(state, Replace((12, 12)), "does not hold")


def test_dueling_with_a_card_not_held():
    state = deal((2, 5, 8), (3, 6, 9)).apply(Replace(())).apply(Replace(()))
    assert (state.phase, state.to_move) == ("duel", 0)
    assert_illegal(state, Duel(3), "does not hold")
    sealed = state.apply(Duel(8))
    assert (sealed.phase, sealed.to_move) == ("duel", 1)
    assert_illegal(sealed, Duel(8), "does not hold")


# --- the wrong kind of action -----------------------------------------------------------------


def phases() -> dict[str, GameState]:
    replace = deal((3, 5, 8, 8, 10, 12), (1, 2, 6, 7, 9, 11))
    duel = replace.apply(Replace(())).apply(Replace(()))
    return {
        "replace": replace,
        "replace (player 1)": replace.apply(Replace(())),
        "duel": duel,
        "duel (player 1)": duel.apply(Duel(12)),
        "attack": attack_state(),
        "defend": defend_state(),
    }


WRONG_KINDS = {
    "replace": [Duel(3), Attack((3,)), Defend(3), Sacrifice()],
    "duel": [Replace(()), Replace((3,)), Attack((3,)), Defend(3), Sacrifice()],
    "attack": [Replace(()), Duel(3), Defend(3), Sacrifice()],
    "defend": [Replace(()), Duel(6), Attack((6,))],
}


@pytest.mark.parametrize(
    "name", ["replace", "replace (player 1)", "duel", "duel (player 1)", "attack", "defend"]
)
def test_the_wrong_kind_of_action_names_the_phase(name):
    state = phases()[name]
    phase = name.split()[0]
    assert state.phase == phase
    for action in WRONG_KINDS[phase]:
        message = assert_illegal(state, action, f"{phase} phase")
        assert type(action).__name__ in message


# --- not an action ------------------------------------------------------------------------------


NOT_ACTIONS = [
    "duel 3",
    "sacrifice",
    None,
    3,
    (3,),
    {"type": "duel", "card": 3},
    Duel,
    Sacrifice,
    object(),
]


@pytest.mark.parametrize("name", ["replace", "duel", "attack", "defend"])
def test_objects_that_are_not_actions_raise_illegal_action(name):
    state = phases()[name]
    for thing in NOT_ACTIONS:
        assert_illegal(state, thing, "not an action")


# --- after the game ------------------------------------------------------------------------


def test_every_action_after_the_game_is_over_says_so():
    state = over_state()
    assert state.legal_actions() == []
    for action in [Replace(()), Replace((1,)), Duel(1), Attack((1,)), Defend(12), Sacrifice()]:
        assert_illegal(state, action, "game is over")
    for thing in NOT_ACTIONS:
        assert_illegal(state, thing, "game is over")


def test_a_random_game_refuses_moves_once_over():
    import random

    state = new_game(seed=5)
    rng = random.Random(5)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.winner in (0, 1)
    assert_illegal(state, Duel(7), "game is over", f"player {state.winner}")


# --- new_game arguments -----------------------------------------------------------------------


def assert_argument_error(name: str, **arguments: object) -> None:
    with pytest.raises((ValueError, TypeError)) as caught:
        new_game(**arguments)
    assert name in str(caught.value), str(caught.value)


@pytest.mark.parametrize("position", [7, -1, 9, True, False, 3.0, "3"])
def test_new_game_position_out_of_range_or_not_an_int(position):
    assert_argument_error("position", seed=1, position=position)


@pytest.mark.parametrize(
    ("covered", "position"),
    [
        ((3,), None),
        ((0, 3), 3),
        ((5,), 5),
        ((7,), None),
        ((-1,), None),
        ((True,), None),
        (("1",), None),
        ((1.0,), None),
        (5, None),
        ([[1]], None),
        ((None,), None),
    ],
)
def test_new_game_covered_errors(covered, position):
    assert_argument_error("covered", seed=1, covered=covered, position=position)


def test_new_game_covered_ok():
    state = new_game(seed=1, covered=[0, 6], position=3)
    assert state.covered == frozenset({0, 6})
    assert new_game(seed=1, covered=(2,), position=0).covered == frozenset({2})


def bad_decks() -> dict[str, object]:
    deck = deck_cards(Rules())
    other = Rules(deck=(3,) * 12)
    return {
        "missing a card": deck[:-1],
        "an extra card": [*deck, 5],
        "a 13": [13, *deck[1:]],
        "a 0": [0, *deck[1:]],
        "a string card": ["1", *deck[1:]],
        "a bool card": [True, *deck[1:]],
        "a float card": [1.0, *deck[1:]],
        "wrong counts": [*deck[:-1], 1],
        "another rules' deck": deck_cards(other),
        "a string": "".join(map(str, deck)),
        "empty": [],
        "an int": 5,
        "None items": [None] * 38,
    }


@pytest.mark.parametrize("case", list(bad_decks()))
def test_new_game_deck_that_is_not_the_rules_deck(case):
    assert_argument_error("deck", seed=1, deck=bad_decks()[case])


def test_new_game_deck_must_match_the_given_rules():
    other = Rules(deck=(3,) * 12)
    assert_argument_error("deck", seed=1, rules=other, deck=deck_cards(Rules()))
    state = new_game(seed=1, rules=other, deck=deck_cards(other))
    assert sum(map(len, state.hands)) + state.draw_pile_size == 36


def test_new_game_deck_accepts_any_sequence_order():
    deck = stacked((1, 2, 3, 4, 5, 6, 7), (8, 9, 10, 11, 12, 12, 1))
    assert new_game(seed=1, deck=tuple(deck)) == new_game(seed=1, deck=deck)


@pytest.mark.parametrize("seed", ["3", 1.5, 2.0, [3], b"3", True])
def test_new_game_seed_must_be_an_int(seed):
    assert_argument_error("seed", seed=seed)


@pytest.mark.parametrize("rules", ["default", {}, {"jumbo": False}, 3, Rules])
def test_new_game_rules_must_be_rules(rules):
    with pytest.raises(TypeError, match="rules"):
        new_game(seed=1, rules=rules)


# --- observe ---------------------------------------------------------------------------------


@pytest.mark.parametrize("player", [2, -1, True, False, "0", None, 1.0, 0.0])
def test_observe_needs_player_0_or_1(player):
    state = new_game(seed=1)
    with pytest.raises(ValueError, match="player"):
        state.observe(player)


@pytest.mark.parametrize("player", [2, True, 1.0])
def test_determinize_needs_player_0_or_1(player):
    state = new_game(seed=1)
    with pytest.raises(ValueError, match="player"):
        state.determinize(player, 3)
