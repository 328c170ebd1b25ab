"""Invariants of the engine over many seeded random games.

Each game is dealt under one of several rule setups (the defaults, no jumbo,
arrow ties with small hands, one-card hands, big hands on a tight deck, custom
arrows on a deck with missing values, random boards, a stacked first deal) and
played with actions drawn by a seeded ``random.Random`` from
``legal_actions()``. The cheap checks run at every state; the expensive ones
(every candidate action through ``is_legal``, illegal actions refused, JSON,
determinize and hidden-information checks) at a seeded share of the states,
and random playouts start from a smaller share. Every game is then replayed
and must come out identical. The invariants of a state are the engine's own
(``consistency_problems``, which also refuses saves that break them), so each
fact is written once.

The default run plays 2,000 games; ``pytest -m slow`` plays 50,000 others.
A failure names the setup, the game's index (its seed) and the action count,
so ``play_checked(make_game(index), DEFAULT_PLAN)`` reproduces it.
"""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations_with_replacement, pairwise, product

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
from tacocat_widget.engine.consistency import consistency_problems
from tacocat_widget.engine.rollout import playout, random_action

VALUES = tuple(range(1, 13))
TRACK = range(7)
YAY_GOAL, WOW_GOAL = -1, 7
MAX_STEPS = 20_000  # a game (or playout) still running after this many actions never ends

# --- the games ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Setup:
    """Rules and how the first deal is made; ``must_see``: paths its default games hit."""

    name: str
    rules: Rules
    random_board: bool = False  # start on a random space with random spaces covered
    stacked: bool = False  # stack the first deal with a shuffled deck
    must_see: frozenset[str] = frozenset()


COMMON = frozenset(
    {"jumbo attack", "sacrifice", "answer to a jumbo", "tied duel", "showdown after defend"}
    | {"player 0 wins", "player 1 wins", "sealed replace", "sealed duel", "second replace"}
)
SETUPS = (
    Setup("default", Rules(), must_see=COMMON | {"tie stays"}),
    Setup(
        "no jumbo",
        Rules(jumbo=False),
        must_see=(COMMON - {"jumbo attack", "answer to a jumbo"}) | {"tie stays"},
    ),
    Setup(
        "small hands, arrow ties",
        Rules(hand_sizes=(2, 3, 4, 5, 4, 3, 2), final_tie="arrow"),
        must_see=COMMON | {"showdown after duel", "tie to the arrow", "tie stays"},
    ),
    Setup(
        "one card, random board",
        Rules(hand_sizes=(1,) * 7),
        random_board=True,
        must_see=frozenset({"showdown after replace", "tie stays", "skips tiles"})
        | {"player 0 wins", "player 1 wins", "sealed replace", "second replace"},
    ),
    Setup(
        "one card, four-card deck",
        Rules(deck=(2, 1) + (0,) * 9 + (1,), hand_sizes=(1,) * 7, final_tie="arrow"),
        must_see=frozenset({"showdown after replace", "tie stays", "tie to the arrow"})
        | {"empty draw pile", "player 0 wins", "player 1 wins", "sealed replace"},
    ),
    Setup(
        "random board, arrow ties",
        Rules(final_tie="arrow"),
        random_board=True,
        must_see=COMMON | {"skips tiles", "tie to the arrow"},
    ),
    Setup(
        "big hands, tight deck",
        Rules(deck=(3,) * 12, hand_sizes=(5, 4, 3, 9, 3, 4, 5)),
        must_see=COMMON,
    ),
    Setup(
        "custom arrows, gappy deck",
        Rules(
            deck=(0, 0, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0),
            hand_sizes=(3, 4, 5, 6, 5, 4, 3),
            arrows=("both", 0, 1, 0, 1, 0, "both"),
            final_tie="arrow",
            start=2,
        ),
        must_see=COMMON | {"tie to the arrow", "tie stays"},
    ),
    Setup(
        "stacked first deal",
        Rules(start=5, hand_sizes=(6, 2, 5, 3, 4, 2, 6)),
        stacked=True,
        must_see=COMMON | {"showdown after duel"},
    ),
)


@dataclass(frozen=True)
class Game:
    """One seeded game: its index is its seed and seeds the player's choices too."""

    index: int
    setup: Setup
    position: int | None = None
    covered: tuple[int, ...] = ()
    deck: tuple[int, ...] | None = None

    def new(self) -> GameState:
        return new_game(
            self.index,
            self.setup.rules,
            deck=self.deck,
            position=self.position,
            covered=self.covered,
        )

    def __str__(self) -> str:
        return f"game {self.index} ({self.setup.name})"


def make_game(index: int) -> Game:
    setup = SETUPS[index % len(SETUPS)]
    board = random.Random(f"board {index}")
    position, covered, deck = None, (), None
    if setup.random_board:
        position = board.randrange(7)
        others = [space for space in TRACK if space != position]
        covered = tuple(sorted(board.sample(others, board.randint(0, len(others)))))
    if setup.stacked:
        cards = list(setup.rules.cards())
        board.shuffle(cards)
        deck = tuple(cards)
    return Game(index, setup, position, covered, deck)


@dataclass(frozen=True)
class Plan:
    """Which share of the states gets the expensive checks, and a playout."""

    deep_share: float
    playout_share: float
    illegal_per_kind: int = 1


DEFAULT_GAMES = 2_000
SLOW_GAMES = 50_000
DEFAULT_PLAN = Plan(deep_share=0.1, playout_share=0.01)
SLOW_PLAN = Plan(deep_share=0.02, playout_share=0.002)


@dataclass
class Summary:
    """What a batch of games went through, for the checks across games."""

    games: int = 0
    states: int = 0
    features: Counter[str] = field(default_factory=Counter)
    redrawable: int = 0  # determinized worlds whose draw pile could come out in another order
    redrawn: int = 0  # ... whose opponent hand or draw pile did differ from the real one


# --- the invariants of one state ----------------------------------------------------------


def face_up(state: GameState) -> tuple[int, ...]:
    return tuple(card for event in state.events for card in event.cards)


def check_invariants(state: GameState) -> None:
    """What holds at every moment: the engine's own checks, which also refuse damaged saves.

    Written once there: the cards are the rules' deck (per value), hands are sorted and
    shrink together, the phase fits the hands, the table and the player to move, a sealed
    choice waits for player 1, a sacrifice was its owner's lowest card, and this round's
    face-up cards, played again by the rules from its deal, lead to exactly this state.
    """
    assert consistency_problems(state) == []
    assert state.draw_pile_size == len(state.draw_pile)
    assert len(state.rules.cards()) == sum(state.rules.deck)
    if not state.is_over:  # a deal shuffles only the top 4N cards: no round reaches past them
        reachable = 4 * state.rules.hand_sizes[state.position]
        assert len(state.draw_pile) >= len(state.rules.cards()) - reachable, "a draw went too far"


PHASE_KINDS = {
    "replace": (Replace,),
    "duel": (Duel,),
    "attack": (Attack,),
    "defend": (Defend, Sacrifice),
}


def check_legal_actions(state: GameState) -> None:
    """Non-empty until the end, each once, of the phase's kind, and every one applies."""
    legal = state.legal_actions()
    if state.is_over:
        assert legal == []
        return
    assert legal, "no legal action in an unfinished game"
    assert len(set(legal)) == len(legal), "an action is listed twice"
    assert all(isinstance(action, PHASE_KINDS[state.phase]) for action in legal)
    if not state.rules.jumbo:
        assert all(len(action.cards) == 1 for action in legal if isinstance(action, Attack))
    for action in legal:
        assert isinstance(state.apply(action), GameState)


def check_observed_legal_actions(state: GameState) -> None:
    for player in (0, 1):
        seen = state.observe(player).legal_actions
        expected = tuple(state.legal_actions()) if state.to_move == player else ()
        assert seen == expected, f"player {player} sees legal actions {seen}"


def check_state(state: GameState) -> None:
    """The cheap checks, run at every state."""
    check_invariants(state)
    check_legal_actions(state)
    check_observed_legal_actions(state)


# --- legality over a universe of candidate actions ----------------------------------------


def _attack_shapes() -> tuple[Attack, ...]:
    """Every pair and triple of values (sets, sequences and junk such as 4-4-5 or 1-11-12),
    every longer set and every longer sequence."""
    shapes = {
        Attack(cards) for size in (1, 2, 3) for cards in combinations_with_replacement(VALUES, size)
    }
    shapes |= {Attack((value,) * size) for value in VALUES for size in range(4, 10)}
    shapes |= {
        Attack(tuple(range(low, low + size)))
        for size in range(4, 13)
        for low in range(1, 14 - size)
    }
    return tuple(sorted(shapes))


ATTACK_SHAPES = _attack_shapes()
ONE_CARD_ACTIONS = (*(Duel(v) for v in VALUES), *(Defend(v) for v in VALUES), Sacrifice())
NON_ACTIONS = (None, "sacrifice", (3,))


@lru_cache(maxsize=4096)
def sub_multisets(hand: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every distinct choice of cards from the hand (the empty one and the whole hand too)."""
    counts = sorted(Counter(hand).items())
    ranges = [range(copies + 1) for _, copies in counts]
    return tuple(
        tuple(value for (value, _), taken in zip(counts, takes, strict=True) for _ in range(taken))
        for takes in product(*ranges)
    )


def candidate_actions(state: GameState, rng: random.Random) -> list[object]:
    """Every action of the phase's kind that could matter, and a sample of the others.

    Replaces and attacks: every sub-multiset of the mover's hand (so over-cap
    replaces and whole-hand attacks), plus cards not held; attacks also every
    shape of ATTACK_SHAPES. Other kinds: a few of each, held or not.
    """
    hand = state.hands[state.to_move] if state.to_move is not None else state.hands[0]
    held = sub_multisets(hand)
    missing = [value for value in VALUES if value not in hand]
    extra = (rng.choice(missing),) if missing else ()
    candidates: list[object] = [*ONE_CARD_ACTIONS, *NON_ACTIONS]
    if state.phase == "attack":
        candidates += ATTACK_SHAPES
        candidates += [Attack(cards) for cards in held if cards]
    else:
        candidates += rng.sample(ATTACK_SHAPES, 8)
        candidates += [Attack(cards) for cards in rng.sample(held[1:], min(3, len(held) - 1))]
    if state.phase == "replace":
        candidates += [Replace(cards) for cards in held]
        candidates += [Replace(cards + extra) for cards in rng.sample(held, min(8, len(held)))]
        candidates.append(Replace(hand + hand[:1]))  # more copies than held
    else:
        candidates += [Replace(cards) for cards in rng.sample(held, min(3, len(held)))]
    return candidates


def check_is_legal_matches_legal_actions(state: GameState, rng: random.Random) -> list[object]:
    """is_legal(a) is exactly membership in legal_actions(); returns the illegal candidates."""
    legal = set(state.legal_actions())
    candidates = candidate_actions(state, rng)
    disagree = [c for c in candidates if state.is_legal(c) != (c in legal)]
    assert disagree == [], f"is_legal disagrees with legal_actions() on {disagree[:5]}"
    assert legal <= set(candidates), "the candidates miss a legal action"
    return [c for c in candidates if c not in legal]


def check_illegal_actions_refused(
    state: GameState, illegal: list[object], rng: random.Random, per_kind: int
) -> None:
    """An illegal action of each kind raises IllegalAction and leaves the state unchanged."""
    by_kind: defaultdict[type, list[object]] = defaultdict(list)
    for action in illegal:
        by_kind[type(action)].append(action)
    before = state.to_json()
    copy = GameState.from_json(before)
    for group in by_kind.values():
        for action in rng.sample(group, min(per_kind, len(group))):
            with pytest.raises(IllegalAction) as refused:
                state.apply(action)
            assert str(refused.value), f"no reason given for refusing {action!r}"
            assert state == copy and state.to_json() == before, f"{action!r} changed the state"


def check_legal_successors(state: GameState) -> None:
    """Every legal action gives a new, consistent state and leaves this one unchanged."""
    before = state.to_json()
    for action in state.legal_actions():
        after = state.apply(action)
        assert consistency_problems(after) == [], action
        assert after != state, f"{action} changed nothing"
    assert state.to_json() == before


# --- saving, observing and determinizing ----------------------------------------------------


def check_json_round_trip(state: GameState) -> GameState:
    """from_json(to_json()) is the same state (the caller then plays on with both)."""
    text = state.to_json()
    loaded = GameState.from_json(text)
    assert loaded == state
    assert loaded.to_json() == text
    return loaded


FORBIDDEN_KEYS = {"hands", "pile", "draw_pile", "rng", "seed", "opponent_hand", "deal"}
PUBLIC_FIELDS = (
    "rules",
    "phase",
    "to_move",
    "position",
    "covered",
    "round",
    "winner",
    "attacker",
    "pending",
    "draw_pile_size",
    "replaced",
    "events",
    "last_round",
)


def all_keys(data: object) -> set[str]:
    if isinstance(data, dict):
        return set(data) | {key for value in data.values() for key in all_keys(value)}
    if isinstance(data, list):
        return {key for item in data for key in all_keys(item)}
    return set()


def check_observation(state: GameState, player: int) -> None:
    """The view holds the public fields and the own hand, JSON-safe, and no hidden key."""
    seen = state.observe(player)
    opponent = 1 - player
    assert seen.player == player and seen.hand == state.hands[player]
    assert seen.opponent_hand_size == len(state.hands[opponent])
    for name in PUBLIC_FIELDS:
        assert getattr(seen, name) == getattr(state, name), name
    hidden = state.hands[opponent] + state.draw_pile
    assert seen.unseen_cards() == tuple(sorted(hidden))
    assert seen.face_up_cards() == face_up(state)
    assert seen.opponent_floor() <= min(state.hands[opponent])
    if player == 0:
        assert seen.sealed == state.sealed and seen.opponent_sealed is False
    else:
        assert seen.sealed is None and seen.opponent_sealed is (state.sealed is not None)
    data = seen.to_dict()
    assert json.loads(json.dumps(data)) == data, "to_dict() is not plain JSON"
    assert not all_keys(data) & FORBIDDEN_KEYS, all_keys(data) & FORBIDDEN_KEYS
    if player == 1:
        assert data["sealed"] is None, "player 1 sees player 0's sealed choice"


def check_determinize(state: GameState, player: int, seed: int, summary: Summary) -> None:
    """Worlds for ``player`` look the same to them, are sound, and follow from the seed."""
    seen = state.observe(player)
    view = seen.to_dict()
    for world_seed in (seed, seed + 1):
        world = state.determinize(player, world_seed)
        check_invariants(world)
        assert world.observe(player) == seen
        assert world.observe(player).to_dict() == view, "a hidden card shows in the view"
        assert state.determinize(player, world_seed) == world, "the same seed, another world"
        if len(set(state.draw_pile)) >= 2:
            summary.redrawable += 1
            hidden = (state.hands[1 - player], state.draw_pile)
            summary.redrawn += (world.hands[1 - player], world.draw_pile) != hidden


def hidden_variant(state: GameState, player: int, rng: random.Random) -> GameState:
    """The state with everything ``player`` cannot see changed: cards swapped between the
    opponent's hand and the draw pile, the pile reshuffled, another generator, and another
    sealed choice of the opponent's."""
    data = json.loads(state.to_json())
    opponent = 1 - player
    hand, pile = data["hands"][opponent], data["draw_pile"]
    floor = state.observe(player).opponent_floor()  # the opponent's sacrifices were their lowest
    drawable = [at for at, card in enumerate(pile) if card >= floor]
    if drawable and not state.is_over:  # after the game the last cards were shown
        for _ in range(rng.randint(1, len(hand))):
            i, j = rng.randrange(len(hand)), rng.choice(drawable)
            hand[i], pile[j] = pile[j], hand[i]
    hand.sort()
    rng.shuffle(pile)
    data["rng"] ^= 1 + rng.getrandbits(63)
    if player == 1 and state.sealed is not None:
        if state.phase == "duel":
            data["sealed"] = Duel(rng.choice(hand)).to_dict()
        else:
            data["sealed"] = Replace(rng.choice(sub_multisets(tuple(hand)))).to_dict()
    variant = GameState.from_json(json.dumps(data))
    assert variant != state
    return variant


def check_hidden_changes_are_invisible(state: GameState, player: int, rng: random.Random) -> None:
    """The strong leak check: a state differing only in what ``player`` cannot see gives
    the very same view."""
    seen = state.observe(player)
    variant = hidden_variant(state, player, rng)
    assert variant.observe(player) == seen
    assert variant.observe(player).to_dict() == seen.to_dict(), "a hidden card shows"


def deep_checks(state: GameState, rng: random.Random, plan: Plan, summary: Summary) -> None:
    """The expensive checks, run at a share of the states."""
    illegal = check_is_legal_matches_legal_actions(state, rng)
    check_illegal_actions_refused(state, illegal, rng, plan.illegal_per_kind)
    check_legal_successors(state)
    for player in (0, 1):
        check_observation(state, player)
        check_determinize(state, player, rng.getrandbits(32), summary)
        check_hidden_changes_are_invisible(state, player, rng)


# --- playouts -------------------------------------------------------------------------------


def play_randomly(state: GameState, rng: random.Random) -> GameState:
    """What playout() promises to match: random_action then apply, to the end."""
    for _ in range(MAX_STEPS):
        if state.is_over:
            return state
        state = state.apply(random_action(state, rng))
    raise AssertionError(f"a random playout did not end within {MAX_STEPS} actions")


def check_playout(state: GameState, seed: int) -> None:
    """playout() = random_action + apply with the same generator, from a saved copy too;
    it ends with a winner, leaves the state alone, and works on determinized worlds."""
    before = state.to_json()
    by_hand_rng, fast_rng = random.Random(seed), random.Random(seed)
    by_hand = play_randomly(state, by_hand_rng)
    assert playout(state, fast_rng) == by_hand
    assert fast_rng.getstate() == by_hand_rng.getstate(), "playout used the generator differently"
    assert playout(GameState.from_json(before), random.Random(seed)) == by_hand
    assert state.to_json() == before, "playout changed its starting state"
    assert by_hand.is_over and by_hand.winner in (0, 1)
    assert consistency_problems(by_hand) == []
    for player in (0, 1):
        end = playout(state.determinize(player, seed), random.Random(seed))
        assert end.is_over and consistency_problems(end) == []


# --- the invariants of one step and of a whole game ---------------------------------------


def seals(state: GameState) -> bool:
    """Whether the player to move now makes a sealed (simultaneous) first choice."""
    both = state.rules.arrows[state.position] == "both" if state.position in TRACK else False
    return state.to_move == 0 and (state.phase == "duel" or (state.phase == "replace" and both))


def landing(position: int, covered: frozenset[int], winner: int) -> int:
    """docs/rules.md, Move: one space toward the winner's goal, skipping covered spaces."""
    step = -1 if winner == 0 else 1
    target = position + step
    while target in TRACK and target in covered:
        target += step
    return target if target in TRACK else (YAY_GOAL if winner == 0 else WOW_GOAL)


def round_winner(rules: Rules, position: int, showdown: tuple[int, int]) -> int | None:
    low0, low1 = showdown
    if low0 != low1:
        return 0 if low0 < low1 else 1
    arrow = rules.arrows[position]
    return arrow if rules.final_tie == "arrow" and arrow != "both" else None


def check_showdown(before: GameState, after: GameState) -> None:
    """The round ended: result, Tacocat move, tiles and the next round's deal."""
    result = after.last_round
    assert result is not None and result.number == before.round
    assert result.moved_from == before.position and result.moved_to == after.position
    for player in (0, 1):
        assert result.showdown[player] in before.hands[player] + before.draw_pile
    winner = round_winner(before.rules, before.position, result.showdown)
    assert result.winner == winner, f"showdown {result.showdown} won by {result.winner}"
    if winner is None:
        assert after.position == before.position and after.covered == before.covered
    else:
        assert after.position == landing(before.position, before.covered, winner)
        assert after.covered == before.covered | {before.position}
    if after.is_over:
        assert after.round == before.round and after.winner == winner
    else:
        assert after.round == before.round + 1
        assert after.phase == "replace" and after.events == () and after.replaced == (None, None)


def check_step(before: GameState, action: object, after: GameState) -> None:
    if after.last_round != before.last_round:
        check_showdown(before, after)
        return
    assert (after.round, after.position, after.covered) == (
        before.round,
        before.position,
        before.covered,
    )
    assert after.events[: len(before.events)] == before.events, "face-up cards went away"
    if seals(before):
        assert after.sealed == action and after.to_move == 1
        assert (after.hands, after.draw_pile, after.events) == (
            before.hands,
            before.draw_pile,
            before.events,
        ), "a sealed choice showed before both had chosen"


def features(before: GameState, action: object, after: GameState) -> set[str]:
    """Named rule paths this step went down (the setups must reach theirs)."""
    found = set()
    if isinstance(action, Attack) and len(action.cards) > 1:
        found.add("jumbo attack")
    if isinstance(action, Sacrifice):
        found.add("sacrifice")
    if before.phase == "defend" and len(before.pending) > 1:
        found.add("answer to a jumbo")
    if seals(before):
        found.add(f"sealed {before.phase}")
    if before.phase == "replace" and before.replaced != (None, None):
        found.add("second replace")
    if after.draw_pile_size == 0:
        found.add("empty draw pile")
    if before.phase == "duel" and before.to_move == 1 and after.phase == "duel":
        found.add("tied duel")
    result = after.last_round
    if result != before.last_round and result is not None:
        found.add(f"showdown after {before.phase}")
        tied = result.showdown[0] == result.showdown[1]
        if tied:
            found.add("tie stays" if result.winner is None else "tie to the arrow")
        if abs(result.moved_to - result.moved_from) > 1:
            found.add("skips tiles")
        if after.is_over:
            found.add(f"player {after.winner} wins")
    return found


def check_finished(states: list[GameState]) -> None:
    """The game ended with a winner within 7 decisive rounds, rounds numbered 1, 2, ..."""
    first, final = states[0], states[-1]
    assert final.is_over and final.winner in (0, 1)
    results = [b.last_round for a, b in pairwise(states) if b.last_round != a.last_round]
    decisive = [result for result in results if result.winner is not None]
    assert [result.number for result in results] == list(range(1, len(results) + 1))
    assert final.round == len(results)
    assert len(decisive) == len(final.covered - first.covered) <= 7 - len(first.covered)
    assert decisive[-1].winner == final.winner and decisive[-1] == final.last_round


# --- playing ----------------------------------------------------------------------------------


def play_plainly(game: Game) -> list[GameState]:
    """The game with no checks: the same seed and the same choices."""
    chooser = random.Random(game.index)
    states = [game.new()]
    while not states[-1].is_over and len(states) <= MAX_STEPS:
        states.append(states[-1].apply(chooser.choice(states[-1].legal_actions())))
    return states


def play_checked(game: Game, plan: Plan, summary: Summary | None = None) -> list[GameState]:
    """Play one game, checking every state and step; returns every state."""
    summary = Summary() if summary is None else summary
    chooser = random.Random(game.index)  # the players' choices
    sampler = random.Random(f"checks {game.index}")  # which checks run, and their seeds
    states = [game.new()]
    actions: list[object] = []
    try:
        for _ in range(MAX_STEPS):
            state, loaded = states[-1], None
            check_state(state)
            if sampler.random() < plan.deep_share:
                deep_checks(state, sampler, plan, summary)
                loaded = check_json_round_trip(state)
            if sampler.random() < plan.playout_share:
                check_playout(state, sampler.getrandbits(32))
            if state.is_over:
                break
            action = chooser.choice(state.legal_actions())
            after = state.apply(action)
            if loaded is not None:
                assert loaded.apply(action) == after, "a loaded state plays on differently"
            check_step(state, action, after)
            summary.features.update(features(state, action, after))
            states.append(after)
            actions.append(action)
        else:
            raise AssertionError(f"the game did not end within {MAX_STEPS} actions")
        check_finished(states)
        assert play_plainly(game) == states, "the same seed and choices gave another game"
    except AssertionError as error:
        last = f"last action {actions[-1]}" if actions else "at the deal"
        raise AssertionError(f"{game}, after {len(actions)} actions ({last}): {error}") from error
    summary.games += 1
    summary.states += len(states)
    return states


def indexes_of(setup_number: int, start: int, stop: int) -> range:
    """The game indexes in start..stop-1 that are dealt under SETUPS[setup_number]."""
    return range(start + (setup_number - start) % len(SETUPS), stop, len(SETUPS))


def play_batch(indexes: range, plan: Plan) -> Summary:
    summary = Summary()
    for index in indexes:
        play_checked(make_game(index), plan, summary)
    return summary


def check_batch(setup: Setup, summary: Summary) -> None:
    missing = setup.must_see - set(summary.features)
    assert not missing, f"the {setup.name} games never reached: {sorted(missing)}"
    assert summary.redrawn > 0.5 * summary.redrawable, "determinize() keeps the hidden cards"


# --- the tests --------------------------------------------------------------------------------


@pytest.mark.parametrize("number", range(len(SETUPS)), ids=[s.name for s in SETUPS])
def test_random_games_keep_the_invariants(number: int) -> None:
    """Games 0..1,999 (those of this setup), expensive checks at a tenth of the states."""
    games = indexes_of(number, 0, DEFAULT_GAMES)
    summary = play_batch(games, DEFAULT_PLAN)
    assert summary.games == len(games) > 200
    check_batch(SETUPS[number], summary)


@pytest.mark.slow
@pytest.mark.parametrize("number", range(len(SETUPS)), ids=[s.name for s in SETUPS])
def test_many_more_random_games_keep_the_invariants(number: int) -> None:
    """50,000 other games (those of this setup), expensive checks at a fiftieth of the states."""
    games = indexes_of(number, DEFAULT_GAMES, DEFAULT_GAMES + SLOW_GAMES)
    summary = play_batch(games, SLOW_PLAN)
    assert summary.games == len(games)
    check_batch(SETUPS[number], summary)


def test_the_batches_split_the_games_by_setup() -> None:
    default = [indexes_of(number, 0, DEFAULT_GAMES) for number in range(len(SETUPS))]
    slow = [indexes_of(n, DEFAULT_GAMES, DEFAULT_GAMES + SLOW_GAMES) for n in range(len(SETUPS))]
    assert sorted(i for games in default for i in games) == list(range(DEFAULT_GAMES))
    assert sum(map(len, slow)) == SLOW_GAMES
    for number, games in enumerate(default + slow):
        assert {make_game(i).setup for i in games} == {SETUPS[number % len(SETUPS)]}
