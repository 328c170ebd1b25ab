"""What the libraries' own interfaces cost, for scale: games shaped like Tacocat that do nothing.

``benchmarks/adapters.py --floors`` plays them by the same loops as its
figures: an OpenSpiel game written in Python with as many moves and chance
nodes a game, and as many outcomes a node, as Tacocat's random games
average, and ``raw_env``'s turns and rewards with no game behind them, behind
the same wrappers as ``env()``, as many moves a game. What they reach is the
most any adapter could.
"""

from __future__ import annotations

import random
import statistics
from typing import Any, NamedTuple

import numpy as np
import pyspiel
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tacocat_widget.adapters.encoding import OBSERVATION_LENGTH
from tacocat_widget.adapters.env import raw_env
from tacocat_widget.adapters.openspiel import CHANCE, GAME_TYPE, TERMINAL


class Shape(NamedTuple):
    """A game's size, averaged over random games."""

    moves: int
    chance_nodes: int
    outcomes: int  # a chance node's
    legal: int  # a move's choices


def shape_of(game: Any, rng: random.Random, games: int = 100) -> Shape:
    """The shape of ``game``'s random games (an OpenSpiel game)."""
    moves, nodes, outcomes, legal = [], [], [], []
    for _ in range(games):
        state, made, dealt = game.new_initial_state(), 0, 0
        while not state.is_terminal():
            if state.is_chance_node():
                chances = state.chance_outcomes()
                outcomes.append(len(chances))
                action, dealt = rng.choices(*zip(*chances, strict=True))[0], dealt + 1
            else:
                options = state.legal_actions()
                legal.append(len(options))
                action, made = rng.choice(options), made + 1
            state.apply_action(action)
        moves.append(made)
        nodes.append(dealt)
    means = (moves, nodes, outcomes, legal)
    return Shape(*(round(statistics.mean(values)) for values in means))


class IdleGame(pyspiel.Game):  # type: ignore[misc]
    """An OpenSpiel game of ``shape`` whose every step does nothing: chance nodes, then moves."""

    def __init__(self, shape: Shape) -> None:
        self.shape = shape
        self.chances = [(outcome, 1 / shape.outcomes) for outcome in range(shape.outcomes)]
        info = pyspiel.GameInfo(
            num_distinct_actions=shape.legal,
            max_chance_outcomes=shape.outcomes,
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=shape.moves,
        )
        super().__init__(GAME_TYPE, info, {})  # Tacocat's: the loops ask nothing it describes

    def new_initial_state(self) -> IdleState:
        return IdleState(self)


class IdleState(pyspiel.State):  # type: ignore[misc]
    """Its steps answered as cheaply as Python can, as TacocatState answers its own."""

    def __init__(self, game: IdleGame) -> None:
        super().__init__(game)
        self.game, self.steps = game, 0

    def current_player(self) -> int:
        shape = self.game.shape
        if self.steps >= shape.moves + shape.chance_nodes:
            return TERMINAL
        return CHANCE if self.steps < shape.chance_nodes else self.steps % 2

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def legal_actions(self, player: int | None = None) -> list[int]:
        return list(range(self.game.shape.legal))

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(self.game.shape.legal))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return list(self.game.chances)

    def _apply_action(self, action: int) -> None:
        self.steps += 1

    def returns(self) -> list[float]:
        return [0.0, 0.0]

    def __str__(self) -> str:
        return str(self.steps)


class IdleGameState:
    """Stands in for the engine's game state: a move only counts the moves."""

    winner = 0

    def __init__(self, moves: int, made: int = 0) -> None:
        self.moves, self.made = moves, made

    def apply(self, action: Any) -> IdleGameState:
        return IdleGameState(self.moves, self.made + 1)

    @property
    def is_over(self) -> bool:
        return self.made >= self.moves

    @property
    def to_move(self) -> int:
        return self.made % 2


class IdleEnv(raw_env):  # type: ignore[misc]
    """``raw_env``'s turns and rewards, ``moves`` moves a game, with no game behind them: each
    observation the same vector and a mask of every action."""

    def __init__(self, moves: int) -> None:
        super().__init__()
        self.moves = moves
        self.seen = {
            "observation": np.zeros(OBSERVATION_LENGTH, np.float32),
            "action_mask": np.ones(self.codec.size, np.int8),
        }

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        super().reset(seed, options)
        self.state = IdleGameState(self.moves)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return {name: array.copy() for name, array in self.seen.items()}

    def _legal(self, action: int | None) -> Any:
        return action


def idle_env(moves: int) -> AECEnv:
    """``IdleEnv`` behind the wrappers ``tacocat_widget.env.env()`` puts around the game."""
    game: AECEnv = IdleEnv(moves)
    game = wrappers.TerminateIllegalWrapper(game, illegal_reward=-1)
    game = wrappers.AssertOutOfBoundsWrapper(game)
    return wrappers.OrderEnforcingWrapper(game)
