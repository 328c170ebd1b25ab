"""Tacocat as a PettingZoo AEC environment, and a Gymnasium one against a chosen agent.

Install the ``rl`` extra (``pip install -e ".[rl]"`` in a clone). Agents are
``"player_0"`` and ``"player_1"``; whoever the rules say moves next is
``agent_selection`` (an attacker may lead twice in a row). Each observation is
``{"observation": vector, "action_mask": mask}`` (``encoding``: the vector's
layout and how moves are numbered); ``env.structured(agent)`` gives the
engine's own ``Observation`` of the same view. The winner gets +1 and the
loser -1 when the game ends; ``reset(seed=...)`` deals the same game for the
same seed. A whole game::

    from tacocat_widget.env import env
    game = env()
    game.reset(seed=42)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, info = game.last()
        action = None if termination or truncation else pick(observation["action_mask"])
        game.step(action)
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..agents import Agent, Decision, make_agent
from ..agents.base import require_a_move
from ..engine import Action, GameState, Observation, Rules, new_game
from ..engine.rules import DEFAULT_RULES
from ..engine.transitions import legal_actions
from .encoding import OBSERVATION_LENGTH, ActionCodec, action_number, observation_vector

AGENTS = ("player_0", "player_1")
HIGHEST_FEATURE = 1000.0  # above any count, size or round the vector holds


class MoveSpace(spaces.Discrete):
    """The moves' numbers, 0 to ``n - 1``: a ``Discrete`` whose members are what
    ``action_number`` reads as a number, so that PettingZoo's check that an action is in the
    space asks what the environments ask. Gymnasium's own ``Discrete`` holds ``True``."""

    def contains(self, x: Any) -> bool:
        number = action_number(x)
        return number is not None and 0 <= number < self.n


def _spaces(codec: ActionCodec) -> tuple[spaces.Discrete, spaces.Dict]:
    action = MoveSpace(codec.size)
    observation = spaces.Dict(
        {
            "observation": spaces.Box(0.0, HIGHEST_FEATURE, (OBSERVATION_LENGTH,), np.float32),
            "action_mask": spaces.Box(0, 1, (codec.size,), np.int8),
        }
    )
    return action, observation


class raw_env(AECEnv):  # lower case: PettingZoo's naming convention
    """The game between two learners, turn by turn (PettingZoo's agent-environment cycle)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "tacocat_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(self, rules: Rules | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        self.rules = DEFAULT_RULES if rules is None else rules
        self.codec = ActionCodec(self.rules)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        action, observation = _spaces(self.codec)
        self.action_spaces = {agent: action for agent in AGENTS}
        self.observation_spaces = {agent: observation for agent in AGENTS}
        self.state = new_game(0, self.rules)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.state = new_game(seed, self.rules)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in AGENTS}
        self.agent_selection = AGENTS[self.state.to_move]  # type: ignore[index]

    def structured(self, agent: str) -> Observation:
        """What ``agent`` sees, as the engine's ``Observation``."""
        return self.state.observe(AGENTS.index(agent))

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seen = self.structured(agent)
        return {
            "observation": observation_vector(seen),
            "action_mask": self.codec.mask(seen.legal_actions, seen.hand),
        }

    def step(self, action: Any) -> None:
        """Play ``action``, a legal move's number (``action_number``): anything else raises
        ValueError, naming it, and leaves the game as it was."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state = self.state.apply(self._legal(action))
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        if self.state.is_over:
            winner = AGENTS[self.state.winner]  # type: ignore[index]
            self.rewards = {player: 1.0 if player == winner else -1.0 for player in AGENTS}
            self.terminations = dict.fromkeys(AGENTS, True)
            self.agent_selection = AGENTS[1 - AGENTS.index(agent)]
        else:
            self.agent_selection = AGENTS[self.state.to_move]  # type: ignore[index]
        self._accumulate_rewards()

    def _legal(self, action: Any) -> Action:
        state = self.state
        hand = state.hands[state.to_move]  # type: ignore[index]
        number = action_number(action)
        if number is None:
            raise ValueError(
                f"action {action!r:.40} is not a move's number: an integer 0..{self.codec.size - 1}"
            )
        if number not in self.codec.numbers(legal_actions(state), hand):
            raise ValueError(f"action {number} is not legal for {self.agent_selection} now")
        return self.codec.decode(number, hand)

    def render(self) -> str | None:
        return str(self.state) if self.render_mode == "ansi" else None

    def close(self) -> None:
        pass


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's usual checks: an illegal move ends the game for -1.

    An action outside the action space (a number out of range, or anything that is not a
    move's number: ``encoding.action_number``) fails PettingZoo's assertion that it is in the
    space, as in PettingZoo's own games. ``raw_env`` raises ValueError for either.
    """
    game: AECEnv = raw_env(**kwargs)
    game = wrappers.TerminateIllegalWrapper(game, illegal_reward=-1)
    game = wrappers.AssertOutOfBoundsWrapper(game)
    return wrappers.OrderEnforcingWrapper(game)


# A policy plays a seat from the numbers a learner sees there, the observation vector and the
# legal-move mask, answering with a move's number: a learner's policy, trained or training.
Policy = Callable[[np.ndarray, np.ndarray], Any]
Opponent = str | Agent | Policy
SEAT_CHOICES = (0, 1, "random")


@lru_cache(maxsize=8)
def _codec(rules: Rules) -> ActionCodec:
    return ActionCodec(rules)


class PolicyAgent(Agent):
    """A ``Policy`` as an agent: a learner in the arena, a session, the widget, or a Gymnasium
    opponent. It answers as the policy does, deterministic only if the policy is."""

    def __init__(self, policy: Policy, name: str = "policy", seed: int | None = None) -> None:
        super().__init__(seed)
        self.policy, self.name = policy, name

    def decide(self, observation: Observation) -> Decision:
        require_a_move(observation)
        codec = _codec(observation.rules)
        mask = codec.mask(observation.legal_actions, observation.hand)
        answer = self.policy(observation_vector(observation), mask)
        number = action_number(answer)
        if number is None:
            raise ValueError(f"{self.name} must answer a move's number, not {answer!r:.60}")
        if not 0 <= number < len(mask) or not mask[number]:
            raise ValueError(f"{self.name} chose {number}, not a legal move now")
        action = codec.decode(number, observation.hand)
        return Decision(action, {action: 1.0}, info={"move number": number})


class TacocatGym(gymnasium.Env[np.ndarray, np.int64]):
    """One seat against an opponent, as a Gymnasium environment: for self-play too.

    ``opponent`` is an agent's name (``"heuristic"``), an ``Agent``, or a
    ``Policy``: a callable from the observation vector and legal-move mask of
    its seat to a move's number, such as the learner's own current or frozen
    policy; ``set_opponent`` changes it for the games that follow. ``seat`` is
    the learner's, 0 or 1, or ``"random"``: drawn for each game from the
    environment's generator, so that ``reset(seed=...)`` repeats the seat as
    well as the deal.

    The observation is the vector, always from the learner's seat;
    ``info["action_mask"]`` and ``action_masks()`` (what sb3-contrib's
    MaskablePPO asks for) mark the legal moves, and ``info["seat"]`` is the
    learner's seat. A move that is not legal, or anything that is not a
    move's number (``encoding.action_number``: a float, a bool, None, an array
    of more than one number), ends the episode with reward -1
    (``info["illegal"]``), unplayed. The reward is +1 or -1, the learner's,
    when the game ends.
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"]}

    def __init__(
        self,
        opponent: Opponent = "heuristic",
        seat: int | str = 0,
        rules: Rules | None = None,
        render_mode: str | None = None,
    ) -> None:
        if seat not in SEAT_CHOICES or isinstance(seat, bool):
            raise ValueError(f"seat must be 0, 1 or 'random', got {seat!r:.40}")
        self.rules = DEFAULT_RULES if rules is None else rules
        self.codec = ActionCodec(self.rules)
        self.seat_choice, self.render_mode = seat, render_mode
        self.seat: int = 0 if seat == "random" else seat  # type: ignore[assignment]
        self.action_space = MoveSpace(self.codec.size)
        self.observation_space = spaces.Box(0.0, HIGHEST_FEATURE, (OBSERVATION_LENGTH,), np.float32)
        self.state: GameState = new_game(0, self.rules)
        self._viewed: GameState | None = None  # the state _view shows
        self._view: Observation
        self.set_opponent(opponent)

    def set_opponent(self, opponent: Opponent) -> None:
        """Play the games from the next ``reset`` on against ``opponent`` (see the class)."""
        if isinstance(opponent, str):
            make_agent(opponent)  # an unknown name is refused now, by name
        elif not isinstance(opponent, Agent):
            if not callable(opponent):
                raise TypeError(
                    "the opponent is an agent's name, an Agent, or a policy: a callable from "
                    f"(observation, action_mask) to a move's number; got {type(opponent).__name__}"
                )
            opponent = PolicyAgent(opponent, "the opponent's policy")
        self.opponent_entry: str | Agent = opponent
        self.opponent = self._opponent(0)

    def _opponent(self, seed: int | None) -> Agent:
        entry = self.opponent_entry
        return make_agent(entry, seed) if isinstance(entry, str) else entry

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**62)) if seed is None else seed
        if self.seat_choice == "random":
            self.seat = int(self.np_random.integers(2))
        self.state = new_game(game_seed, self.rules)
        self.opponent = self._opponent(game_seed + 1)
        self._opponent_moves()
        return self._seen()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Play ``action``, a legal move's number (``action_number``), and the opponent's replies.

        Anything else (an illegal move, a float, a bool, None) ends the episode unplayed.
        """
        seen = self._learner_view()
        number = action_number(action)
        if number is None or number not in self.codec.numbers(seen.legal_actions, seen.hand):
            observation, info = self._seen()
            return observation, -1.0, True, False, {**info, "illegal": True}
        self.state = self.state.apply(self.codec.decode(number, seen.hand))
        self._opponent_moves()
        observation, info = self._seen()
        over = self.state.is_over
        reward = 0.0 if not over else (1.0 if self.state.winner == self.seat else -1.0)
        return observation, reward, over, False, info

    def action_masks(self) -> np.ndarray:
        """The learner's legal moves now, as booleans over the action space."""
        mask: np.ndarray = self._mask(self._learner_view()).astype(bool)
        return mask

    def _learner_view(self) -> Observation:
        """What the learner sees now, worked out once per state: a step asks up to three times."""
        if self._viewed is not self.state:
            self._view, self._viewed = self.state.observe(self.seat), self.state
        return self._view

    def _mask(self, seen: Observation) -> np.ndarray:
        mask: np.ndarray = self.codec.mask(seen.legal_actions, seen.hand)
        return mask

    def _opponent_moves(self) -> None:
        while not self.state.is_over and self.state.to_move != self.seat:
            mover = self.state.to_move
            decision = self.opponent.decide(self.state.observe(mover))
            self.state = self.state.apply(decision.action)

    def _seen(self) -> tuple[np.ndarray, dict[str, Any]]:
        seen = self._learner_view()
        return observation_vector(seen), {"action_mask": self._mask(seen), "seat": self.seat}

    def render(self) -> str | None:
        return str(self.state.observe(self.seat)) if self.render_mode == "ansi" else None
