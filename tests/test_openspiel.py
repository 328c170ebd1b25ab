"""The game in OpenSpiel: its own random simulation test, explicit deals, and its bots in a seat."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")  # the openspiel extra; the test extra installs it

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tacocat_widget.arena import arena  # noqa: E402
from tacocat_widget.encoding import OBSERVATION_LENGTH  # noqa: E402
from tacocat_widget.engine import new_game  # noqa: E402
from tacocat_widget.engine.rules import DEFAULT_RULES  # noqa: E402
from tacocat_widget.openspiel import SHORT_NAME, OpenSpielAgent  # noqa: E402


def test_openspiels_own_random_simulation_test_passes_with_serialization() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    pyspiel.random_sim_test(game, num_sims=30, serialize=True, verbose=False)


def played_to(game, stop, seed: int = 0):  # type: ignore[no-untyped-def]
    """A state after random moves and deals, until ``stop(state)`` or the end."""
    rng, state = random.Random(seed), game.new_initial_state()
    while not state.is_terminal() and not stop(state):
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, chances)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def test_a_deal_is_made_card_by_card_as_likely_as_the_copies_left() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    state = game.new_initial_state()
    assert state.is_chance_node()
    first = dict(state.chance_outcomes())
    deck = DEFAULT_RULES.cards()
    assert first[0] == pytest.approx(deck.count(1) / len(deck))
    assert sum(first.values()) == pytest.approx(1.0)
    deals = 0
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])  # the lowest card left, each time
        deals += 1
    assert deals == 4 * 7  # hands of 7 at the start: two hands and both replaces
    assert state.current_player() == 0
    seen = state.observation_for(0)
    assert seen.hand == deck[:7] and seen.opponent_hand_size == 7
    assert state.observation_for(1).hand == deck[7:14]


def test_each_information_state_is_its_players_observation_and_nothing_more() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    for seed in range(5):
        state = played_to(
            game,
            lambda s, moves=20 + seed: s.move_number() > moves and not s.is_chance_node(),
            seed,
        )
        for player in (0, 1):
            text = state.information_state_string(player)
            assert text == str(state.observation_for(player))
            assert f"player {1 - player}'s hand" not in text
            tensor = np.array(state.information_state_tensor(player))
            assert tensor.shape == (OBSERVATION_LENGTH,)
            assert np.array_equal(tensor, state.observation_tensor(player))
        mover = state.current_player()
        if mover >= 0:
            world = state.resample_from_infostate(mover, pyspiel.UniformProbabilitySampler(0, 1))
            assert world.information_state_string(mover) == state.information_state_string(mover)


def test_an_observation_stays_as_it_was_while_the_game_plays_on() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    state = played_to(game, lambda s: not s.is_chance_node())
    seen = state.observation_for(0)
    before = str(seen)
    while state.observation_for(0).round == 1 and not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    assert str(seen) == before and not seen.events and hash(seen) == hash(seen)


def test_a_world_drawn_during_a_deal_deals_again() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    state = game.new_initial_state()
    for _ in range(5):
        state.apply_action(state.chance_outcomes()[-1][0])
    world = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0, 1))
    assert world.is_chance_node() and dict(world.chance_outcomes()) == dict(
        game.new_initial_state().chance_outcomes()
    )
    assert world.information_state_string(0) == state.information_state_string(0)


def test_a_deal_shows_the_board_with_no_cards_in_hand_in_every_round() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    deal_nodes = 0
    for seed in range(4):
        rng, state = random.Random(seed), game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                deal_nodes += 1
                for player in (0, 1):
                    seen = state.observation_for(player)
                    assert seen.hand == () and seen.opponent_hand_size == 0 and not seen.events
                    text = state.information_state_string(player)
                    assert text.startswith(f"dealing round {state.dealing_round}\n")
                    assert len(state.observation_tensor(player)) == OBSERVATION_LENGTH
                outcomes, chances = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, chances)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    assert deal_nodes > 4 * 4 * 7 * 2  # later rounds' deals too


def test_a_game_past_its_round_limit_is_a_draw() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"max_rounds": 1})
    ties = [played_to(game, lambda s: False, seed) for seed in range(60)]
    assert all(state.is_terminal() for state in ties)
    assert {tuple(state.returns()) for state in ties} == {(0.0, 0.0)}  # one round never wins


def test_an_illegal_move_is_refused_with_the_rule() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    state = played_to(game, lambda s: not s.is_chance_node())
    codec = game.codec
    duel = codec.duel_start  # a duel, in the replace phase
    with pytest.raises(Exception, match="not legal here"):
        state.apply_action(duel)


def small_ismcts(game, seed):  # type: ignore[no-untyped-def]
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    return ismcts.ISMCTSBot(
        game=game,
        evaluator=evaluator,
        uct_c=2.0,
        max_simulations=15,
        random_state=np.random.RandomState(seed + 1),
    )


def test_openspiels_ismcts_takes_a_seat_in_the_arena() -> None:
    agent = OpenSpielAgent(small_ismcts, name="openspiel-ismcts", seed=1)
    seen = new_game(3).observe(0)
    decision = agent.decide(seen)
    assert decision.action in seen.legal_actions
    assert sum(decision.policy.values()) == pytest.approx(1.0)
    assert [agent.decide(seen).action for _ in range(3)] == [decision.action] * 3  # seeded
    result = arena(agent, "random", games=2, processes=1, progress=None)
    again = arena(agent, "random", games=2, processes=1, progress=None)
    assert result.games == 2 and result.a_wins == again.a_wins


def test_the_openspiel_example_plays_its_games() -> None:
    script = Path(__file__).resolve().parent.parent / "examples" / "openspiel_arena.py"
    result = subprocess.run(
        [
            sys.executable,
            str(script),
            "--games",
            "2",
            "--simulations",
            "10",
            "--opponent",
            "random",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert re.search(
        r"openspiel-ismcts vs random: openspiel-ismcts won [0-2] of 2 games", result.stdout
    )
