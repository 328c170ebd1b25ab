"""The text descriptions: an exact board line, and never a card the viewer may not see."""

from __future__ import annotations

from collections import Counter

from tacocat_widget.engine import Duel, Replace, RoundResult, Rules, new_game
from tacocat_widget.engine.terms import WOW_GOAL, YAY_GOAL, space_name
from tacocat_widget.engine.text import (
    actions_text,
    describe_observation,
    describe_state,
    track_text,
)

HAND_0 = [1, 2, 3, 4, 5, 6, 7]


def deck_with(hand_1: list[int]) -> list[int]:
    """Player 0 holds HAND_0, player 1 ``hand_1``; the rest of the deck, ascending, is the pile."""
    rest = Counter(Rules().cards())
    rest.subtract(HAND_0 + hand_1)
    return HAND_0 + hand_1 + sorted(rest.elements())


def test_the_track_line_shows_letters_numbers_arrows_tiles_and_the_tacocat() -> None:
    start = "player 0 YAY [T4>] [A5>] [C6>] (O7<>)@ [C6<] [A5<] [T4<] WOW player 1"
    assert track_text(Rules(), 3, frozenset()) == start
    later = "player 0 YAY [T4>] (A5>)@ [###] [###] [C6<] [A5<] [T4<] WOW player 1"
    assert track_text(Rules(), 1, frozenset({2, 3})) == later
    assert track_text(Rules(), 7, frozenset(range(7))).endswith("[###] WOW@ player 1")


def test_every_place_on_the_board_has_a_name_of_its_own() -> None:
    places = [space_name(position) for position in range(YAY_GOAL, WOW_GOAL + 1)]
    assert len(set(places)) == len(places) == 9
    assert places == [
        "the YAY goal",
        "the YAY-side T",
        "the YAY-side A",
        "the YAY-side C",
        "O",
        "the WOW-side C",
        "the WOW-side A",
        "the WOW-side T",
        "the WOW goal",
    ]
    # Over the tiled centre, from one C to the other: the words say which is which.
    hop = RoundResult(number=4, showdown=(3, 9), winner=0, moved_from=4, moved_to=2)
    assert str(hop) == (
        "round 4: showdown 3 against 9, 3 is lower;"
        " player 0 wins and moves the Tacocat from the WOW-side C to the YAY-side C"
    )


def test_a_view_is_the_same_whatever_the_opponent_holds() -> None:
    one = new_game(deck=deck_with([8, 8, 9, 9, 10, 10, 12]))
    other = new_game(deck=deck_with([7, 8, 9, 10, 11, 11, 12]))
    assert describe_observation(one.observe(0)) == describe_observation(other.observe(0))
    assert describe_observation(one.observe(1)) != describe_observation(other.observe(1))
    assert "8 8 9 9 10 10 12" in describe_state(one)
    assert "8 8 9 9 10 10 12" not in describe_observation(one.observe(0))


def test_a_secret_choice_is_shown_to_its_owner_only() -> None:
    start = new_game(seed=4)
    duel = start.apply(Replace(())).apply(Replace(()))
    low, high = duel.hands[0][0], duel.hands[0][-1]
    sealed_low, sealed_high = duel.apply(Duel(low)), duel.apply(Duel(high))
    seen_by_1 = describe_observation(sealed_low.observe(1))
    assert seen_by_1 == describe_observation(sealed_high.observe(1))
    assert "player 0 has chosen face down" in seen_by_1
    assert f"your secret choice: duel {low} " in describe_observation(sealed_low.observe(0))
    assert f"player 0's secret choice: duel {high}" in describe_state(sealed_high)


def test_the_legal_actions_are_shown_to_the_player_to_move_only() -> None:
    state = new_game(seed=4).apply(Replace(())).apply(Replace(()))
    mover = describe_observation(state.observe(0))
    assert mover.splitlines()[-1] == f"your move: {actions_text(state.legal_actions())}"
    assert "your move" not in describe_observation(state.observe(1))
    assert "round 1, duel: player 0 to choose a duel card" in mover


def test_many_replace_choices_are_summarised_and_few_are_listed() -> None:
    state = new_game(seed=4)
    assert actions_text(state.legal_actions()) == (
        f"replace none, or up to 7 cards ({len(state.legal_actions())} distinct choices)"
    )
    few = [Replace(()), Replace((3,))]
    assert actions_text(few) == "replace none | replace 3"


def test_game_over_names_the_winner_and_hides_nothing_it_should_not() -> None:
    state = new_game(seed=3)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    text = describe_observation(state.observe(1))
    goal = "YAY" if state.winner == 0 else "WOW"
    assert f"game over after round {state.round}: player {state.winner} wins" in text
    assert f"{goal}@" in text
    assert "your move" not in text and "draw pile" not in text
