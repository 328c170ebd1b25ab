"""The game in OpenSpiel: its own random simulation test, explicit deals, and its bots in a seat."""

from __future__ import annotations

import itertools
import random
import re
import subprocess
import sys

import numpy as np
import pytest

from tests.paths import ROOT

pyspiel = pytest.importorskip("pyspiel")  # the openspiel extra; the test extra installs it

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tacocat_widget.adapters.encoding import OBSERVATION_LENGTH  # noqa: E402
from tacocat_widget.adapters.openspiel import (  # noqa: E402
    SHORT_NAME,
    OpenSpielAgent,
    TacocatState,
    dealt_from_outside,
)
from tacocat_widget.engine import new_game  # noqa: E402
from tacocat_widget.engine.rules import DEFAULT_RULES  # noqa: E402
from tacocat_widget.study.arena import arena  # noqa: E402


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


def test_each_observation_is_its_players_own_and_nothing_more() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    for seed in range(5):
        state = played_to(
            game,
            lambda s, moves=20 + seed: s.move_number() > moves and not s.is_chance_node(),
            seed,
        )
        for player in (0, 1):
            text = state.observation_string(player)
            assert text == str(state.observation_for(player))
            assert f"player {1 - player}'s hand" not in text
            assert np.array(state.observation_tensor(player)).shape == (OBSERVATION_LENGTH,)
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
                    text = state.observation_string(player)
                    assert text.startswith(f"dealing round {state.dealing_round}\n")
                    assert len(state.observation_tensor(player)) == OBSERVATION_LENGTH
                outcomes, chances = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, chances)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    assert deal_nodes > 4 * 4 * 7 * 2  # later rounds' deals too


def sampler(seed: int = 0):  # type: ignore[no-untyped-def]
    return pyspiel.UniformProbabilitySampler(seed, 0.0, 1.0)


def kind_of(state) -> str:  # type: ignore[no-untyped-def]
    """Where a state is: a phase (and whether player 0's choice is sealed), a deal, the end."""
    if state.is_terminal():
        return "over"
    if state.is_chance_node():
        if not str(state).endswith(" 0 cards dealt"):
            return "mid-deal"
        return "start" if state.dealing_round == 1 else "deal"
    seen = state.observation_for(1)
    return seen.phase + (", sealed" if seen.opponent_sealed else "")


PHASES = {"replace", "replace, sealed", "duel", "duel, sealed", "attack", "defend"}
KINDS = PHASES | {"deal", "mid-deal", "over"}  # and "start", the first deal


def positions(game, seeds, every: int):  # type: ignore[no-untyped-def]
    """States along random games: the first of each kind in a game, and about one in ``every``."""
    for seed in seeds:
        rng, state, kinds = random.Random(seed), game.new_initial_state(), set()
        while True:
            kind = kind_of(state)
            if kind not in kinds or rng.randrange(every) == 0:
                kinds.add(kind)
                yield state.clone()
            if state.is_terminal():
                break
            if state.is_chance_node():
                outcomes, chances = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, chances)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))


def assert_same_state(a, b) -> None:  # type: ignore[no-untyped-def]
    assert a.history() == b.history() and a.serialize() == b.serialize()
    assert str(a) == str(b) and a.current_player() == b.current_player()
    for player in (0, 1):
        assert a.observation_for(player) == b.observation_for(player)  # the hands included
        assert a.information_state_string(player) == b.information_state_string(player)
    if a.is_chance_node():
        assert a.chance_outcomes() == b.chance_outcomes()
    else:
        assert a.legal_actions() == b.legal_actions()


def movers(state) -> list[int]:  # type: ignore[no-untyped-def]
    return [step.player for step in state.full_history() if step.player >= 0]


def test_a_drawn_world_is_what_its_own_history_deals_and_plays() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    kinds = set()
    for number, state in enumerate(positions(game, range(6), every=6)):
        kinds.add(kind_of(state))
        for player in (0, 1):
            world = state.resample_from_infostate(player, sampler(number))
            assert world.information_state_string(player) == state.information_state_string(player)
            assert np.array_equal(
                world.observation_tensor(player), state.observation_tensor(player)
            )
            assert movers(world) == movers(state)  # the same moves, the deal under way left out
            replayed = game.new_initial_state()
            for action in world.history():
                replayed.apply_action(action)
            assert_same_state(replayed, world)
            assert_same_state(game.deserialize_state(world.serialize()), world)
    assert kinds == KINDS | {"start"}


def seen_by(state, player: int, step=None):  # type: ignore[no-untyped-def]
    """What ``player`` sees of ``state`` (and the card a sacrifice ``step`` shows, if it is one)."""
    sacrificed = None
    if step is not None and step.player >= 0 and step.action == state.get_game().codec.sacrifice:
        sacrificed = state.observation_for(step.player).hand[0]
    return state.dealing_round, state.observation_for(player), sacrificed


def twins(game, state, player: int, rng: random.Random, tries: int):  # type: ignore[no-untyped-def]
    """States ``player`` cannot tell from ``state``, made of other cards the player has not seen.

    A twin changes a deal, swapping two of its cards or dealing, in place of
    one, a card the deal left in the deck; or, if the opponent's last move is
    a choice still sealed, it may choose another. It plays the same moves
    (a replace naming the same cards, whatever their places in its hand) and
    is kept only if ``player`` sees every position as in ``state`` and every
    card played face up is the same (a sacrifice that ends a round shows in
    no position: the next is a deal's).
    """
    history, codec, opponent = state.full_history(), game.codec, 1 - player
    seen, moves, original = [], [], game.new_initial_state()
    for step in history:
        seen.append(seen_by(original, player, step))
        hand = original.observation_for(step.player).hand if step.player >= 0 else ()
        moves.append(codec.decode(step.action, hand) if step.player >= 0 else None)
        original.apply_action(step.action)
    sealed = player == 1 and state.observation_for(1).opponent_sealed
    deals: dict[int, list[int]] = {}  # each round's chance nodes, by the moves before it
    for at, move in enumerate(moves):
        if move is None:
            deals.setdefault(sum(1 for each in moves[:at] if each is not None), []).append(at)
    changeable = [places for places in deals.values() if len(places) > 1]
    for _ in range(tries if changeable or sealed else 0):
        cards = [step.action for step in history]
        other_choice = sealed and (not changeable or rng.random() < 0.5)
        if not other_choice:
            deal = changeable[-1] if rng.random() < 0.5 else rng.choice(changeable)
            first, second = rng.sample(deal, 2)
            size = len(deal) // 4
            if len(deal) == 4 * size and rng.random() < 0.5:  # one of the opponent's cards
                first = rng.choice(deal[opponent * size : (opponent + 1) * size])
                second = rng.choice([at for at in deal if at != first])
            if rng.random() < 0.5:
                cards[first], cards[second] = cards[second], cards[first]
            else:
                deck, dealt = DEFAULT_RULES.cards(), [cards[at] + 1 for at in deal]
                left = sorted(
                    value for value in set(deck) if dealt.count(value) < deck.count(value)
                )
                cards[first] = rng.choice(left) - 1
        twin = game.new_initial_state()
        try:
            for at, (step, move) in enumerate(zip(history, moves, strict=True)):
                if seen_by(twin, player, step) != seen[at]:
                    raise ValueError("player would see a difference")
                if move is None:
                    twin.apply_action(cards[at])
                elif other_choice and at == len(history) - 1:
                    twin.apply_action(rng.choice(twin.legal_actions()))
                else:
                    twin.apply_action(codec.encode(move, twin.observation_for(step.player).hand))
        except Exception:  # a move the twin cannot make, or one that shows a difference
            continue
        if twin.history() != state.history() and seen_by(twin, player) == seen_by(state, player):
            yield twin


def twin_pairs(game, seeds, seed: int):  # type: ignore[no-untyped-def]
    """Positions along random games, a player, and up to two twins of each for that player."""
    rng = random.Random(seed)
    for state in positions(game, seeds, every=25):
        for player in (0, 1):
            for twin in itertools.islice(twins(game, state, player, rng, tries=20), 2):
                yield state, player, twin


def test_a_drawn_world_tells_nothing_of_the_cards_the_player_has_not_seen() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    kinds, hands_differ, pairs = set(), 0, 0
    for state, player, twin in twin_pairs(game, range(100, 103), seed=7):
        pairs += 1
        kinds.add(kind_of(state))
        opponent = 1 - player
        hands_differ += twin.observation_for(opponent) != state.observation_for(opponent)
        for seed in (0, 1):
            one = state.resample_from_infostate(player, sampler(seed))
            other = twin.resample_from_infostate(player, sampler(seed))
            assert one.history() == other.history()
            assert one.history_str() == other.history_str()
            assert one.serialize() == other.serialize()
    assert pairs > 100 and hands_differ > 30
    assert kinds == KINDS


def test_a_position_set_up_from_a_table_draws_worlds_set_up_likewise() -> None:
    game, rng = pyspiel.load_game(SHORT_NAME), random.Random(0)
    state = TacocatState(game, dealt_from_outside(new_game(3)))  # as OpenSpielAgent does
    kinds = set()
    while kind_of(state) != "mid-deal" or state.dealing_round == 1:
        kinds.add(kind_of(state))
        for player in (0, 1):
            world = state.resample_from_infostate(player, sampler(len(kinds)))
            assert world.history() == []  # nothing before the table, and nothing since
            assert world.information_state_string(player) == state.information_state_string(player)
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    world = state.resample_from_infostate(0, sampler())
    assert world.is_chance_node() and dict(world.chance_outcomes()) == dict(
        game.new_initial_state().chance_outcomes()
    )
    assert {"replace", "duel", "deal"} <= kinds


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
    script = ROOT / "examples" / "openspiel_arena.py"
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
