"""The game in OpenSpiel: its own random simulation test, explicit deals, and its bots in a seat."""

from __future__ import annotations

import itertools
import math
import random
import re
import subprocess
import sys
from collections import Counter, defaultdict
from fractions import Fraction
from typing import Any, NamedTuple

import numpy as np
import pytest

from tests.paths import ROOT

pyspiel = pytest.importorskip("pyspiel")  # the openspiel extra; the test extra installs it

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tacocat_widget.adapters.dealing import run_outcome, runs  # noqa: E402
from tacocat_widget.adapters.encoding import OBSERVATION_LENGTH  # noqa: E402
from tacocat_widget.adapters.openspiel import (  # noqa: E402
    SHORT_NAME,
    OpenSpielAgent,
    TacocatGame,
    TacocatState,
    dealt_from_outside,
)
from tacocat_widget.engine import Rules, new_game  # noqa: E402
from tacocat_widget.engine.rules import DEFAULT_RULES  # noqa: E402
from tacocat_widget.engine.start import undealt_table  # noqa: E402
from tacocat_widget.engine.terms import Hand  # noqa: E402
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


def test_a_deal_is_made_run_by_run_with_a_shuffled_decks_chances() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    assert game.max_chance_outcomes() == 12 * 4  # 12 values, up to 4 copies of one
    state = game.new_initial_state()
    assert state.is_chance_node()
    first = dict(state.chance_outcomes())
    # The lowest card is a 1, held once: 2 * C(36, 6) of the C(38, 7) hands.
    assert first[run_outcome(1, 1)] == 2 * math.comb(36, 6) / math.comb(38, 7)
    assert math.fsum(first.values()) == pytest.approx(1.0, abs=1e-12)
    nodes = 0
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])  # one copy of the lowest value left
        nodes += 1
    assert nodes == 2 * 7  # each hand in seven runs of one card; the pile waits for a replace
    assert state.current_player() == 0
    assert state.observation_for(0).hand == (1, 2, 3, 4, 5, 6, 7) == state.observation_for(1).hand
    assert state.observation_for(0).draw_pile_size == len(DEFAULT_RULES.cards()) - 14


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
    for _ in range(3):
        state.apply_action(state.chance_outcomes()[0][0])
    assert str(state) == "round 1: dealing, 3 cards dealt"
    world = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0, 1))
    assert world.is_chance_node() and dict(world.chance_outcomes()) == dict(
        game.new_initial_state().chance_outcomes()
    )
    assert world.information_state_string(0) == state.information_state_string(0)


def heading(state) -> str:  # type: ignore[no-untyped-def]
    """What the text of an observation starts with at a chance node."""
    if state.dealing_round is not None:
        return f"dealing round {state.dealing_round}\n"
    if state.drawing_round is not None:
        return f"drawing for a replace, round {state.drawing_round}\n"
    return ""


def test_a_deal_shows_the_board_with_no_cards_and_a_draw_the_position_before_it() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    rounds_dealt, draw_nodes = set(), 0
    for seed in range(4):
        rng, state = random.Random(seed), game.new_initial_state()
        before: list[Any] = []  # each player's view as the last move was chosen
        while not state.is_terminal():
            for player in (0, 1):
                seen, text = state.observation_for(player), state.observation_string(player)
                assert text == heading(state) + str(seen)
                assert len(state.observation_tensor(player)) == OBSERVATION_LENGTH
                if state.dealing_round is not None:
                    assert seen.hand == () and seen.opponent_hand_size == 0 and not seen.events
                elif state.drawing_round is not None:
                    assert seen == before[player]  # the replace shows once its cards are drawn
            rounds_dealt.add(state.dealing_round)
            draw_nodes += state.drawing_round is not None
            if not state.is_chance_node():
                before = [state.observation_for(player) for player in (0, 1)]
            state.apply_action(random_step(state, rng))
    assert max(rounds_dealt - {None}) >= 3 and draw_nodes > 50


def random_step(state, rng: random.Random) -> int:  # type: ignore[no-untyped-def]
    """A chance node's outcome as likely as it is, or a move at random."""
    if state.is_chance_node():
        outcomes, chances = zip(*state.chance_outcomes(), strict=True)
        return rng.choices(outcomes, chances)[0]  # type: ignore[no-any-return]
    return rng.choice(state.legal_actions())  # type: ignore[no-any-return]


SMALL = Rules(deck=(2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0), hand_sizes=(2,) * 7)  # 8 cards


def replace_most(legal: list[Any]) -> Any:
    return max(legal, key=lambda move: (len(move.cards), [-card for card in move.cards]))


def replace_lowest(legal: list[Any]) -> Any:
    return legal[1] if len(legal) > 1 else legal[0]  # the lowest card alone, or nothing


def hands_after_replacing_by_chance(game, position: int, choose) -> dict[Any, Fraction]:  # type: ignore[no-untyped-def]
    """The hands once both players replaced, by ``choose``, each with its exact chance, along
    every outcome of the game's chance nodes from a deal of the small deck."""
    found: dict[Any, Fraction] = defaultdict(Fraction)

    def walk(state, chance: Fraction) -> None:  # type: ignore[no-untyped-def]
        if state.is_chance_node():
            for outcome, each in state.chance_outcomes():
                walk(state.child(outcome), chance * Fraction(each).limit_denominator(10**6))
        elif state.observation_for(0).phase != "replace":
            found[state._table.hands] += chance
        else:
            mover = state.current_player()
            seen = state.observation_for(mover)
            move = choose(list(seen.legal_actions))
            walk(state.child(game.codec.encode(move, seen.hand)), chance)

    walk(TacocatState(game, undealt_table(SMALL, position)), Fraction(1))
    return found


def hands_after_replacing_in_the_engine(position: int, choose) -> dict[Any, Fraction]:  # type: ignore[no-untyped-def]
    """The same, in the engine: every order of the small deck (each order of its values stands
    for as many orders of labelled cards), dealt by ``new_game`` and drawn by ``apply``."""
    found: Counter[Any] = Counter()
    for deck in set(itertools.permutations(SMALL.cards())):
        state = new_game(0, SMALL, deck=list(deck), position=position)
        while state.phase == "replace":
            state = state.apply(choose(state.legal_actions()))
        found[state.hands] += 1
    return {hands: Fraction(count, sum(found.values())) for hands, count in found.items()}


@pytest.mark.parametrize("position", [3, 1])  # both choose at once; player 1 first, then 0
@pytest.mark.parametrize("choose", [replace_most, replace_lowest])
def test_the_cards_a_replace_draws_are_dealt_as_the_engine_draws_them(position, choose) -> None:  # type: ignore[no-untyped-def]
    """Drawing when a replace is made is the same game: exactly, for every deal and draw."""
    game = pyspiel.load_game(SHORT_NAME)
    by_chance = hands_after_replacing_by_chance(game, position, choose)
    assert sum(by_chance.values()) == 1
    assert by_chance == hands_after_replacing_in_the_engine(position, choose)


def test_pyspiels_own_answers_agree_with_the_states_quicker_ones() -> None:
    """legal_actions, is_chance_node and observation_tensor are answered in Python; pyspiel's
    own say the same."""
    game = pyspiel.load_game(SHORT_NAME)
    for state in itertools.islice(positions(game, range(3), every=3), 300):
        assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
        assert state.legal_actions() == pyspiel.State.legal_actions(state)
        for player in (0, 1):
            assert state.legal_actions(player) == pyspiel.State.legal_actions(state, player)
            own = pyspiel.State.observation_tensor(state, player)
            assert state.observation_tensor(player) == own and type(own[0]) is float


def test_the_declared_bounds_hold_in_random_games() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"max_rounds": 3})
    for seed in range(20):
        rng, state = random.Random(seed), game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                assert all(0 <= o < game.max_chance_outcomes() for o, _ in state.chance_outcomes())
            state.apply_action(random_step(state, rng))
        chance_nodes = sum(1 for step in state.full_history() if step.player < 0)
        assert chance_nodes <= game.max_chance_nodes_in_history()
        assert len(state.history()) - chance_nodes <= game.max_game_length()


@pytest.mark.parametrize("rounds", [0, -3, 51_130_564, 10**9, 2**31 - 1])
def test_max_rounds_outside_what_pyspiel_can_count_is_refused_naming_the_range(rounds: int) -> None:
    with pytest.raises(ValueError, match=r"max_rounds must be a whole number from 1 to 51,130,563"):
        pyspiel.load_game(SHORT_NAME, {"max_rounds": rounds})


@pytest.mark.parametrize("rounds", [1.5, True, "3", 2**63])  # pyspiel refuses them for load_game
def test_the_game_refuses_max_rounds_pyspiel_would_not_pass_it(rounds: object) -> None:
    with pytest.raises(ValueError, match=r"max_rounds must be a whole number from 1 to 51,130,563"):
        TacocatGame({"max_rounds": rounds})


def test_the_most_rounds_allowed_keep_every_length_pyspiel_reads_positive() -> None:
    game = pyspiel.load_game(SHORT_NAME, {"max_rounds": 51_130_563})
    lengths = (game.max_game_length(), game.max_chance_nodes_in_history())
    assert 0 < game.max_history_length() == sum(lengths) <= 2**31 - 1
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])
    assert pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))


def sampler(seed: int = 0):  # type: ignore[no-untyped-def]
    return pyspiel.UniformProbabilitySampler(seed, 0.0, 1.0)


def kind_of(state) -> str:  # type: ignore[no-untyped-def]
    """Where a state is: a phase (and whether player 0's choice is sealed), a deal or a draw
    (just begun, or part made), the end."""
    if state.is_terminal():
        return "over"
    if state.is_chance_node():
        doing = "draw" if state.drawing_round is not None else "deal"
        if not str(state).endswith(" 0 cards dealt"):
            return f"mid-{doing}"
        return "start" if doing == "deal" and state.dealing_round == 1 else doing
    seen = state.observation_for(1)
    return seen.phase + (", sealed" if seen.opponent_sealed else "")


PHASES = {"replace", "replace, sealed", "duel", "duel, sealed", "attack", "defend"}
KINDS = PHASES | {"deal", "mid-deal", "draw", "mid-draw", "over"}  # and "start", the first deal


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
    return heading(state), state.observation_for(player), sacrificed


class Dealt(NamedTuple):
    """A deal a history made: each group's cards and seat, the cards it left, and whether it
    drew a replace's cards (or dealt the hands)."""

    groups: tuple[Hand, ...]
    seats: tuple[int, ...]
    rest: Hand
    drawn: bool


class Moved(NamedTuple):
    player: int
    move: Any  # the engine's action


class Step(NamedTuple):
    player: int
    action: int


def steps_of(game, state) -> list[tuple[Any, Any]]:  # type: ignore[no-untyped-def]
    """``state``'s history as moves and whole deals (a deal under way as its outcomes so far),
    each with what each player saw just before it, as ``seen_by`` tells."""
    replay, steps, outcomes, first_seen = game.new_initial_state(), [], [], None
    for step in state.full_history():
        seen = [seen_by(replay, player, step) for player in (0, 1)]
        if step.player >= 0:
            hand = replay.observation_for(step.player).hand
            steps.append((Moved(step.player, game.codec.decode(step.action, hand)), seen))
        else:
            first_seen = first_seen if outcomes else seen  # before the deal's first node
            outcomes.append(step.action)
            deal = replay._deal.after(step.action)
            if deal.finished:
                seats, rest = tuple(seat for seat, _ in deal.groups), deal.order()[deal.count :]
                drawn = replay.drawing_round is not None
                steps.append((Dealt(deal.done, seats, rest, drawn), first_seen))
                outcomes = []
        replay.apply_action(step.action)
    if outcomes:
        steps.append((list(outcomes), first_seen))
    return steps


def swap_an_unseen_card(dealt: Dealt, player: int, rng: random.Random) -> Dealt:
    """``dealt`` with a card of another group, most often the opponent's, swapped with one of
    the rest or of another group."""
    piles = [list(group) for group in dealt.groups] + [list(dealt.rest)]
    theirs = [at for at, seat in enumerate(dealt.seats) if seat != player]
    one = rng.choice(theirs) if theirs and rng.random() < 0.8 else rng.randrange(len(piles))
    other = rng.choice([at for at in range(len(piles)) if at != one and piles[at]])
    first, second = rng.randrange(len(piles[one])), rng.randrange(len(piles[other]))
    piles[one][first], piles[other][second] = piles[other][second], piles[one][first]
    groups = tuple(tuple(sorted(pile)) for pile in piles)
    return dealt._replace(groups=groups[:-1], rest=groups[-1])


def swap_a_drawn_card(
    hands: Dealt, drawn: Dealt, opponent: int, rng: random.Random
) -> tuple[Dealt, Dealt]:
    """The opponent's hand as dealt and the cards they drew, a card of each swapped: which of
    the cards they held were drawn is unseen. The card dealt in place of the drawn one leaves
    the pile, which takes the other."""
    dealt, taken = (
        hands.groups[hands.seats.index(opponent)],
        drawn.groups[drawn.seats.index(opponent)],
    )
    out, back = rng.choice(dealt), rng.choice(taken)

    def swapped(cards: Hand, old: int, new: int) -> Hand:
        left = list(cards)
        left.remove(old)
        return tuple(sorted((*left, new)))

    groups = tuple(
        swapped(group, out, back) if seat == opponent else group
        for group, seat in zip(hands.groups, hands.seats, strict=True)
    )
    draws = tuple(
        swapped(group, back, out) if seat == opponent else group
        for group, seat in zip(drawn.groups, drawn.seats, strict=True)
    )
    return (
        hands._replace(groups=groups, rest=swapped(hands.rest, back, out)),
        drawn._replace(groups=draws),
    )


def twins(game, state, player: int, rng: random.Random, tries: int):  # type: ignore[no-untyped-def]
    """States ``player`` cannot tell from ``state``, made of other cards the player has not seen.

    A twin changes a deal, swapping a card of a group (most often the
    opponent's) with one of another group or of the cards the deal left, or
    swaps a card the opponent was dealt with one they drew in that round;
    or, if the opponent's last move is a choice still sealed, it may choose
    another. It plays the same moves (a replace naming the same cards,
    whatever their places in its hand) and is kept only if ``player`` sees
    every position as in ``state`` and every card played face up is the
    same (a sacrifice that ends a round shows in no position: the next is a
    deal's).
    """
    steps, codec = steps_of(game, state), game.codec
    deals = [at for at, (step, _) in enumerate(steps) if isinstance(step, Dealt)]
    sealed = player == 1 and state.observation_for(1).opponent_sealed
    moved_by_0 = [at for at, (step, _) in enumerate(steps) if isinstance(step, Moved)]
    moved_by_0 = [at for at in moved_by_0 if steps[at][0].player == 0]
    sealed_at = moved_by_0[-1] if sealed else None  # player 0's sealed choice: their last move
    for _ in range(tries if deals or sealed else 0):
        plan = [step for step, _ in steps]
        other_choice = sealed and (not deals or rng.random() < 0.5)
        draws = [at for at in deals if plan[at].drawn and 1 - player in plan[at].seats]
        if not other_choice and draws and rng.random() < 0.3:
            at = rng.choice(draws)
            dealt_at = max(deal for deal in deals if deal < at and not plan[deal].drawn)
            plan[dealt_at], plan[at] = swap_a_drawn_card(plan[dealt_at], plan[at], 1 - player, rng)
        elif not other_choice:
            at = deals[-1] if rng.random() < 0.5 else rng.choice(deals)
            plan[at] = swap_an_unseen_card(plan[at], player, rng)
        twin = game.new_initial_state()
        try:
            for number, (step, (_, seen)) in enumerate(zip(plan, steps, strict=True)):
                if isinstance(step, Moved):
                    hand = twin.observation_for(step.player).hand
                    action = codec.encode(step.move, hand)
                    if other_choice and number == sealed_at:
                        action = rng.choice(twin.legal_actions())
                    if seen_by(twin, player, Step(step.player, action)) != seen[player]:
                        raise ValueError("player would see a difference")
                    twin.apply_action(action)
                    continue
                if seen_by(twin, player) != seen[player]:
                    raise ValueError("player would see a difference")
                for outcome in step if isinstance(step, list) else dealt_outcomes(step):
                    twin.apply_action(outcome)
        except Exception:  # a move or a run the twin cannot make, or one that shows a difference
            continue
        if twin.history() != state.history() and seen_by(twin, player) == seen_by(state, player):
            yield twin


def dealt_outcomes(dealt: Dealt) -> list[int]:
    return [outcome for group in dealt.groups for outcome in runs(group)]


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
        if kind_of(state) == "deal":
            fresh = dict(state.chance_outcomes())  # the deal's first node, nothing dealt yet
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    world = state.resample_from_infostate(0, sampler())
    assert world.is_chance_node() and dict(world.chance_outcomes()) == fresh
    assert {"replace", "duel", "draw", "deal"} <= kinds


def test_a_seeded_state_and_its_clone_draw_the_same_worlds_and_each_draw_anew() -> None:
    game = pyspiel.load_game(SHORT_NAME)
    state = TacocatState(game, dealt_from_outside(new_game(3)), random.Random(5))
    clone = state.clone()
    worlds = [state.resample_from_infostate(0, sampler()).serialize() for _ in range(3)]
    assert worlds == [clone.resample_from_infostate(0, sampler()).serialize() for _ in range(3)]
    assert len(set(worlds)) == 3


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
