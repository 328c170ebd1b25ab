"""OpenSpiel's information state: a player's recollection, with perfect recall, as CFR needs.

What a player saw is worked out here apart from the game's recollection: their
observation after each step, the card a sacrifice showed, and their own moves.
"""

from __future__ import annotations

import itertools
import random
from typing import NamedTuple

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")  # the openspiel extra; the test extra installs it

from open_spiel.python.algorithms import outcome_sampling_mccfr  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

from tacocat_widget.adapters.encoding import observation_vector  # noqa: E402
from tacocat_widget.adapters.openspiel import SHORT_NAME, TacocatState, dealt_from_outside  # noqa: E402
from tacocat_widget.engine.counts import counts_of  # noqa: E402
from tests.adapters.test_openspiel import (  # noqa: E402
    KINDS,
    heading,
    kind_of,
    played_to,
    positions,
    random_step,
    seen_by,
    twin_pairs,
)


class Step(NamedTuple):
    player: int
    action: int


def recalled(state, player: int) -> str:  # type: ignore[no-untyped-def]
    return state.information_state_string(player)  # type: ignore[no-any-return]


def deals_made(state) -> int:  # type: ignore[no-untyped-def]
    """How many deals and draws the history has finished: its runs of chance nodes, less one
    under way."""
    runs, chance = 0, False
    for step in state.full_history():
        runs += step.player == pyspiel.PlayerId.CHANCE and not chance
        chance = step.player == pyspiel.PlayerId.CHANCE
    return runs - (chance and state.is_chance_node())


def test_the_observation_is_as_before_and_the_information_state_a_line_a_step() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    assert game.get_type().provides_information_state_string
    assert not game.get_type().provides_information_state_tensor  # a history has no fixed size
    for state in itertools.islice(positions(game, range(3), every=10), 60):
        moves = sum(1 for step in state.full_history() if step.player >= 0)
        for player in (0, 1):
            seen = state.observation_for(player)
            assert state.observation_string(player) == heading(state) + str(seen)
            assert np.array_equal(state.observation_tensor(player), observation_vector(seen))
            lines = recalled(state, player).splitlines()
            assert lines[0].startswith("start {") and len(lines) == 1 + deals_made(state) + moves
            assert not any(line.startswith(f"player {1 - player}:") for line in lines)


def test_openspiels_observation_kinds_are_the_players_view_and_recollection_and_no_other() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    state = game.new_initial_state()
    recall = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    assert recall.tensor is None and recall.string_from(state, 0) == recalled(state, 0)
    seen = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False))
    assert seen.string_from(state, 1) == state.observation_string(1) and seen.tensor.shape == (83,)
    public = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    with pytest.raises(ValueError, match="no other kind of observation is provided"):
        make_observation(game, public)


def test_two_steps_from_one_position_are_recalled_alike_exactly_when_seen_alike() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    alike_pairs, unalike_pairs, kinds = 0, 0, set()
    for state in positions(game, range(200, 205), every=5):
        if state.is_terminal():
            continue
        mover = state.current_player()
        actions = state.legal_actions()  # a chance node's: the cards it may deal
        for player in (0, 1):
            children = []
            for action in actions[:10]:
                child = state.child(action)
                sacrificed = seen_by(state, player, Step(mover, action))[2]
                own = action if mover == player else None
                children.append(
                    ((seen_by(child, player), sacrificed, own), recalled(child, player))
                )
            for (seen, memory), (other_seen, other_memory) in itertools.combinations(children, 2):
                assert (memory == other_memory) == (seen == other_seen), kind_of(state)
                alike_pairs += seen == other_seen
                unalike_pairs += seen != other_seen
            kinds.add(kind_of(state))
    assert alike_pairs > 100 and unalike_pairs > 100
    assert kinds == KINDS - {"over"} | {"start"}


def test_across_games_one_information_state_means_one_story_of_what_the_player_saw() -> None:
    """What the player saw after each step (a deal once made), the cards sacrificed, their moves."""
    game, story_of, nodes = pyspiel.load_game(SHORT_NAME), {}, 0
    for seed in range(8):
        rng, state = random.Random(seed), game.new_initial_state()
        stories: tuple[list, list] = ([], [])  # type: ignore[type-arg]
        while not state.is_terminal():
            mover, action = state.current_player(), random_step(state, rng)
            child = state.child(action)
            for player, story in enumerate(stories):
                if not (mover < 0 and child.is_chance_node()):  # a deal shows when made
                    sacrificed = seen_by(state, player, Step(mover, action))[2]
                    own = action if mover == player else None
                    story.append((seen_by(child, player), sacrificed, own))
                told = story_of.setdefault(recalled(child, player), story.copy())
                assert told == story
                nodes += 1
            state = child
    assert nodes > 2000 and len(story_of) > 1000  # each deal's cards but its last tell nothing


def decisions(state, player: int) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """Along ``state``'s history, ``player``'s information state at each of their moves, and it."""
    replay, made = state.get_game().new_initial_state(), []
    for step in state.full_history():
        if step.player == player:
            made.append((recalled(replay, player), step.action))
        replay.apply_action(step.action)
    return made


def test_what_the_player_has_not_seen_changes_nothing_they_recall() -> None:
    """Twins: other cards the player never saw, everything they saw the same, step by step."""
    game = pyspiel.load_game(SHORT_NAME)
    kinds, pairs, opponent_differs = set(), 0, 0
    for state, player, twin in twin_pairs(game, range(300, 303), seed=3):
        assert twin.observation_for(player) == state.observation_for(player)
        assert recalled(twin, player) == recalled(state, player)
        # perfect recall: one information state, one path of the player's own to it
        assert decisions(twin, player) == decisions(state, player)
        opponent = 1 - player
        if twin.observation_for(opponent) != state.observation_for(opponent):
            assert recalled(twin, opponent) != recalled(state, opponent)
            opponent_differs += 1
        pairs += 1
        kinds.add(kind_of(state))
    assert pairs > 100 and opponent_differs > 30
    assert kinds == KINDS


def test_a_later_information_state_holds_the_earlier_one_and_the_players_move() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    for seed in range(4):
        rng, state = random.Random(seed), game.new_initial_state()
        while not state.is_terminal():
            before = [recalled(state, player) for player in (0, 1)]
            mover, action = state.current_player(), random_step(state, rng)
            move = state.action_to_string(mover, action)
            state.apply_action(action)
            for player in (0, 1):
                now = recalled(state, player)
                assert now == before[player] or now.startswith(before[player] + "\n")
                if mover == player:
                    added = now[len(before[player]) + 1 :]
                    assert added.startswith(f"player {player}: {move} {{")


class Recording(outcome_sampling_mccfr.OutcomeSamplingSolver):  # type: ignore[misc]
    """Outcome-sampling MCCFR that keeps each position where a player chose."""

    def __init__(self, game) -> None:  # type: ignore[no-untyped-def]
        super().__init__(game)
        self.chose_at: list = []  # type: ignore[type-arg]

    def _episode(self, state, *args, **kwargs):  # type: ignore[no-untyped-def]
        if not state.is_terminal() and not state.is_chance_node():
            self.chose_at.append(state.clone())
        return super()._episode(state, *args, **kwargs)


def test_outcome_sampling_mccfr_learns_a_valid_average_policy() -> None:
    """A few iterations of OpenSpiel's MCCFR, which needs perfect recall, on one-round games."""
    game = pyspiel.load_game(SHORT_NAME, {"max_rounds": 1})
    numbers = np.random.get_state()
    np.random.seed(0)  # outcome sampling draws from numpy's global generator
    try:
        solver = Recording(game)
        for _ in range(6):
            solver.iteration()
    finally:
        np.random.set_state(numbers)
    average = solver.average_policy()
    legal_by_state: dict[str, list[int]] = {}
    for state in solver.chose_at:
        key = state.information_state_string()
        assert key in solver._infostates  # the solver's own table: every one it visited
        legal = state.legal_actions()
        assert legal_by_state.setdefault(key, legal) == legal  # one information state, one choice
        chances = average.action_probabilities(state)
        assert sorted(chances) == legal
        assert all(chance >= 0 for chance in chances.values())
        assert sum(chances.values()) == pytest.approx(1.0)
    assert len(legal_by_state) > 50


def another_sacrifice(state) -> int | None:  # type: ignore[no-untyped-def]
    """A card of the draw pile that the defender could sacrifice in place of their lowest, where
    that sacrifice ends the round."""
    table = state._table
    if state.is_chance_node() or table.phase != "defend" or len(table.pending) != 1:
        return None
    low, *kept = table.hands[table.to_move]
    if not len(kept) == 1 == len(table.hands[1 - table.to_move]) or low >= table.pending[0]:
        return None
    below = min(kept[0] + 1, table.pending[0])  # still the lowest, still beaten
    return next((card for card in table.draw_pile if card != low and card < below), None)


def test_a_card_sacrificed_as_a_round_ends_stays_recalled_when_the_board_clears() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    found = next(
        state
        for seed in itertools.count()
        if another_sacrifice(state := played_to(game, another_sacrifice, seed))
    )
    table, other = found._table, another_sacrifice(found)
    defender, attacker = table.to_move, 1 - table.to_move
    low, kept = table.hands[defender]
    swapped = dealt_from_outside(table)  # ``other`` in the hand, the low card in the pile
    counts = list(table.hand_counts)
    counts[defender] = counts_of((other, kept))
    swapped.hand_counts = (counts[0], counts[1])
    pile = list(table.draw_pile)
    pile[pile.index(other)] = low
    swapped.draw_pile = tuple(pile)
    one, two = TacocatState(game, dealt_from_outside(table)), TacocatState(game, swapped)
    assert recalled(one, attacker) == recalled(two, attacker)
    for state in (one, two):
        state.apply_action(game.codec.sacrifice)
        assert state.is_chance_node()  # the round is over: the next deal
    assert one.observation_for(attacker) == two.observation_for(attacker)  # the board cleared
    assert recalled(one, attacker) != recalled(two, attacker)
    cleared = f'"cleared":[{{"kind":"sacrifice","player":{defender},"cards":[{low}]}}]'
    assert cleared in recalled(one, attacker)
