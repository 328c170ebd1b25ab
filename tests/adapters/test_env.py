"""PettingZoo and Gymnasium: the game passes their own checks, and every move has one number."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tacocat_widget.adapters.encoding import FEATURES, OBSERVATION_LENGTH, ActionCodec, describe
from tacocat_widget.engine import Replace, Rules, new_game
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.engine.rules import DEFAULT_RULES

pettingzoo_test = pytest.importorskip("pettingzoo.test", reason="the rl and test extras")
env_checker = pytest.importorskip("gymnasium.utils.env_checker", reason="the rl and test extras")
from tacocat_widget.adapters.env import PolicyAgent, TacocatGym, env, raw_env  # noqa: E402

# PettingZoo's notes for any environment whose observations carry an action mask.
DICT_OBSERVATIONS = [
    "ignore:Observation space for each agent probably should be:UserWarning",
    "ignore:Observation is not a NumPy array:UserWarning",
]


@pytest.mark.filterwarnings(*DICT_OBSERVATIONS)
def test_pettingzoos_own_api_test_passes() -> None:
    pettingzoo_test.api_test(env(), num_cycles=1000, verbose_progress=False)


@pytest.mark.filterwarnings(*DICT_OBSERVATIONS)
def test_pettingzoos_own_seed_test_passes() -> None:
    pettingzoo_test.seed_test(env, num_cycles=200)


@pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes:UserWarning")
def test_gymnasiums_own_check_passes() -> None:
    env_checker.check_env(TacocatGym(opponent="random"))


@pytest.mark.parametrize("rules", [DEFAULT_RULES, Rules(jumbo=False), Rules(deck=(4,) * 12)])
def test_every_legal_move_has_one_number_and_comes_back_from_it(rules: Rules) -> None:
    codec = ActionCodec(rules)
    rng = random.Random(7)
    for seed in range(60):
        state = new_game(seed, rules)
        while not state.is_over:
            hand = state.hands[state.to_move]  # type: ignore[index]
            legal = state.legal_actions()
            numbers = [codec.encode(action, hand) for action in legal]
            assert len(set(numbers)) == len(legal) and all(0 <= n < codec.size for n in numbers)
            assert [codec.decode(n, hand) for n in numbers] == list(legal)
            assert codec.mask(legal, hand).sum() == len(legal)
            state = state.apply(random_action(state, rng))


def test_a_replace_is_numbered_by_the_lowest_placed_copies() -> None:
    codec = ActionCodec(DEFAULT_RULES)
    hand = (2, 5, 5, 5, 9)
    assert codec.encode(Replace((5, 5)), hand) == 0b00110
    assert codec.decode(0b01100, hand) == Replace((5, 5))  # the same cards, by another mask
    assert codec.encode(Replace(()), hand) == 0 and codec.size == 128 + 12 + len(codec.leads) + 13
    with pytest.raises(ValueError, match="beyond a hand of 5"):
        codec.decode(0b100000, hand)


def test_the_observation_vector_is_laid_out_as_documented() -> None:
    state = new_game(4)
    seen = state.observe(1)
    game = raw_env()
    game.reset(seed=4)
    observation = game.observe("player_1")["observation"]
    assert observation.shape == (OBSERVATION_LENGTH,) == (83,)
    slices = describe()
    assert list(slices) == [name for name, _ in FEATURES]
    hand = observation[slice(*slices["hand"])]
    assert [int(hand[value - 1]) for value in range(1, 13)] == [
        seen.hand.count(value) for value in range(1, 13)
    ]
    assert observation[slice(*slices["position"])][state.position + 1] == 1
    assert observation[slice(*slices["opponent_cards"])][0] == len(state.hands[0])
    assert observation[slice(*slices["player"])][0] == 1


def test_a_whole_game_through_the_environment_pays_the_winner() -> None:
    game = env()
    game.reset(seed=11)
    rng = np.random.default_rng(11)
    totals = {"player_0": 0.0, "player_1": 0.0}
    for agent in game.agent_iter():
        observation, reward, termination, truncation, _ = game.last()
        totals[agent] += reward
        legal = np.flatnonzero(observation["action_mask"])
        game.step(None if termination or truncation else int(rng.choice(legal)))
    assert sorted(totals.values()) == [-1.0, 1.0]


def test_an_illegal_move_is_refused_by_name_or_ends_the_game() -> None:
    game = raw_env()
    game.reset(seed=2)
    with pytest.raises(ValueError, match="not legal for player_0"):
        game.step(game.codec.sacrifice)  # nobody sacrifices during a replace
    gym = TacocatGym(opponent="heuristic")
    gym.reset(seed=3)
    _, reward, terminated, _, info = gym.step(gym.codec.sacrifice)
    assert (reward, terminated, info["illegal"]) == (-1.0, True, True)


def test_the_documented_observation_table_is_the_vectors_layout() -> None:
    """The module docstring's table (the RL page shows it) names each slice where it lies."""
    import tacocat_widget.adapters.encoding as encoding

    documented = []
    for row in (encoding.__doc__ or "").splitlines():
        cells = row.split(maxsplit=3)
        if len(cells) == 4 and cells[0] in describe():
            first, _, last = cells[1].partition("-")
            documented.append((cells[0], (int(first), int(last or first) + 1), int(cells[2])))
    assert documented == [(name, describe()[name], size) for name, size in FEATURES]


def random_legal(rng: np.random.Generator):  # type: ignore[no-untyped-def]
    """A policy, as a learner's would be: a legal move at random, from its seat's numbers."""

    def policy(observation: np.ndarray, action_mask: np.ndarray) -> int:
        assert observation.shape == (OBSERVATION_LENGTH,) and action_mask.dtype == np.int8
        return int(rng.choice(np.flatnonzero(action_mask)))

    return policy


def play_out(gym: TacocatGym, rng: np.random.Generator) -> tuple[float, dict]:  # type: ignore[type-arg]
    """One game, the learner's moves drawn from ``action_masks()``: its last reward and info."""
    observation, info = gym.reset()
    while True:
        mask = gym.action_masks()
        assert mask.dtype == bool and np.array_equal(mask, info["action_mask"].astype(bool))
        assert observation[slice(*describe()["player"])][0] == info["seat"] == gym.seat
        observation, reward, terminated, truncated, info = gym.step(
            rng.choice(np.flatnonzero(mask))
        )
        assert not info.get("illegal") and not truncated
        if terminated:
            return reward, info
        assert reward == 0.0


def test_self_play_takes_both_seats_pays_the_learners_seat_and_offers_only_legal_moves() -> None:
    rng = np.random.default_rng(0)
    gym = TacocatGym(opponent=random_legal(np.random.default_rng(1)), seat="random")
    gym.reset(seed=3)
    seats, rewards = [], []
    for _ in range(40):
        reward, info = play_out(gym, rng)
        assert gym.state.is_over and reward == (1.0 if gym.state.winner == info["seat"] else -1.0)
        seats.append(info["seat"])
        rewards.append(reward)
    assert 10 < seats.count(0) < 30 and set(rewards) == {-1.0, 1.0}


def test_self_play_repeats_for_a_seed() -> None:
    def run() -> list[tuple[int, float]]:
        gym = TacocatGym(opponent=random_legal(np.random.default_rng(2)), seat="random")
        gym.reset(seed=9)
        rng = np.random.default_rng(4)
        return [(gym.seat, play_out(gym, rng)[0]) for _ in range(6)]

    assert run() == run()
    seated = TacocatGym(opponent="random", seat="random")
    first = [seated.reset(seed=seed)[1]["seat"] for seed in range(12)]
    assert first == [seated.reset(seed=seed)[1]["seat"] for seed in range(12)]
    assert set(first) == {0, 1}


def first_legal(observation: np.ndarray, action_mask: np.ndarray) -> int:
    return int(np.flatnonzero(action_mask)[0])


@pytest.mark.filterwarnings("ignore:.*Not able to test alternative render modes:UserWarning")
def test_gymnasiums_own_check_passes_for_self_play() -> None:
    env_checker.check_env(TacocatGym(opponent=first_legal, seat="random"))  # a frozen policy


def test_the_opponent_changes_from_the_next_game_and_a_bad_one_is_refused_by_name() -> None:
    gym = TacocatGym(opponent="random", seat=1)  # player 0 replaces first: the opponent
    asked = []
    gym.set_opponent(lambda observation, mask: asked.append(1) or first_legal(observation, mask))
    assert not asked
    gym.reset(seed=0)
    assert asked
    gym.set_opponent(lambda observation, mask: gym.codec.sacrifice)  # never legal in a replace
    with pytest.raises(ValueError, match=f"chose {gym.codec.sacrifice}, not a legal move"):
        gym.reset(seed=0)
    gym.set_opponent(lambda observation, mask: "attack 5")
    with pytest.raises(ValueError, match="must answer a move's number"):
        gym.reset(seed=0)
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        gym.set_opponent("nobody")
    with pytest.raises(TypeError, match="an agent's name, an Agent, or a policy"):
        gym.set_opponent(42)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seat must be 0, 1 or 'random'"):
        TacocatGym(seat=2)


def test_a_policy_takes_a_seat_in_the_arena_as_an_agent() -> None:
    from tacocat_widget.arena import arena

    result = arena(PolicyAgent(first_legal, "first legal"), "random", games=4, progress=None)
    assert result.games == 4 and result.a == "first legal"
    seen = new_game(5).observe(0)
    decision = PolicyAgent(first_legal).decide(seen)
    assert decision.action == seen.legal_actions[0] and decision.policy == {decision.action: 1.0}
    with pytest.raises(ValueError, match="policy chose 224, not a legal move"):
        PolicyAgent(lambda observation, mask: 224).decide(seen)


# What is not a move's number, though Python or numpy could read a number into it.
NOT_MOVE_NUMBERS = [
    0.9,
    5.0,
    np.float64(5),
    float("nan"),
    True,
    False,
    np.bool_(True),
    None,
    "5",
    np.array([5]),
    np.array([1, 2]),
    np.array(5.0),
]
# Every kind of integer a learner's code hands over: numpy's, and a policy network's 0-d answer.
MOVE_NUMBER_KINDS = [int, np.int64, np.int32, np.uint8, np.array]


def first_move_number(seen: dict[str, np.ndarray]) -> int:
    return int(np.flatnonzero(seen["action_mask"])[0])


@pytest.mark.parametrize("action", NOT_MOVE_NUMBERS, ids=repr)
def test_the_gym_ends_the_episode_for_anything_not_a_legal_moves_number(action: object) -> None:
    gym = TacocatGym(opponent="random")
    gym.reset(seed=3)
    before = gym.state
    _, reward, terminated, truncated, info = gym.step(action)
    assert (reward, terminated, truncated, info["illegal"]) == (-1.0, True, False, True)
    assert gym.state is before  # no move was made of it


@pytest.mark.parametrize(
    ("action", "refusal"),
    [
        *((action, r"not a move's number: an integer 0\.\.224") for action in NOT_MOVE_NUMBERS),
        *((number, "not legal for player_0 now") for number in (-1, 225, 10**30)),
    ],
    ids=repr,
)
def test_pettingzoo_refuses_anything_not_a_legal_moves_number_by_name_and_keeps_the_game(
    action: object, refusal: str
) -> None:
    game = raw_env()
    game.reset(seed=3)
    before = game.state
    with pytest.raises(ValueError, match=refusal):
        game.step(action)
    assert game.state is before and game.agent_selection == "player_0"
    wrapped = env()
    wrapped.reset(seed=3)
    with pytest.raises(AssertionError, match="not in action space"):  # PettingZoo's own check
        wrapped.step(action)
    assert wrapped.unwrapped.state == before and not any(wrapped.terminations.values())


@pytest.mark.parametrize("kind", MOVE_NUMBER_KINDS)
def test_every_integer_kind_plays_the_move_of_its_number(kind) -> None:  # type: ignore[no-untyped-def]
    gym, plain = TacocatGym(opponent="random"), TacocatGym(opponent="random")
    _, info = gym.reset(seed=3)
    plain.reset(seed=3)
    number = int(np.flatnonzero(info["action_mask"])[1])  # a replace of one card
    assert gym.step(kind(number))[1:3] == (0.0, False) and plain.step(number)
    assert gym.state == plain.state and gym.action_space.contains(kind(number))
    for game in (raw_env(), env()):
        game.reset(seed=3)
        game.step(kind(first_move_number(game.observe("player_0"))))
        assert game.agent_selection == "player_1" and not any(game.terminations.values())
    seen = new_game(3).observe(0)
    decision = PolicyAgent(lambda observation, mask: kind(number)).decide(seen)
    assert decision.action == gym.codec.decode(number, seen.hand)


@pytest.mark.parametrize("answer", NOT_MOVE_NUMBERS, ids=repr)
def test_a_policy_answering_anything_but_a_moves_number_is_refused_by_name(answer: object) -> None:
    with pytest.raises(ValueError, match="the opponent's policy must answer a move's number"):
        TacocatGym(opponent=lambda observation, mask: answer, seat=1).reset(seed=0)


def test_the_action_space_holds_the_same_move_numbers_as_the_environments() -> None:
    for space in (TacocatGym().action_space, raw_env().action_space("player_1")):
        assert not any(space.contains(action) for action in NOT_MOVE_NUMBERS)
        assert all(space.contains(kind(224)) for kind in (int, np.int64, np.array))
        assert not space.contains(225) and not space.contains(-1)
        assert space.contains(space.sample())
