"""Tacocat as an OpenSpiel game: ``pyspiel.load_game("python_tacocat")`` once this is imported.

Install the ``openspiel`` extra (``pip install "tacocat-widget[openspiel]"``).

- **Chance is explicit.** Each deal is a run of chance nodes, one card each:
  player 0's hand, then player 1's, then the top of the draw pile, as many
  cards as the round can bring into play (4N for hands of N). Each outcome is
  a card value (outcome ``v - 1`` for value ``v``), as likely as the copies of
  it left. The rest of the pile is never drawn before the next deal, which
  shuffles every card anew, so it is not dealt.
- **Moves** are numbered as in ``tacocat_widget.encoding`` (replaces as
  bitmasks over the mover's hand, then duels, leads, defences, the sacrifice).
  The two secret choices (the duel, the centre space's replace) are played
  in turn, player 0 first, and player 1 does not see player 0's.
- **Observations and information states** are the engine's own ``Observation``
  of the player (its text, and the 83-number ``observation_vector``). It holds
  everything seen this round; earlier rounds tell nothing about hidden cards,
  since every deal reshuffles the whole deck, and their results are on the
  board. At a deal's chance nodes it shows the board before the deal, no
  cards in any hand (the last round's cards are gone with it, its result
  stays on the board).
- **Returns**: +1 to the winner, -1 to the loser. A game still going after
  ``max_rounds`` rounds (a parameter, 100 by default) ends as a draw, 0 each;
  without it a game has no bound, as ties can repeat.

``state.resample_from_infostate(player, sampler)`` draws a full state the
player cannot tell from this one (``Observation.sample``), for OpenSpiel's
information-set search.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np
import pyspiel

from .agents.base import Agent, Decision, require_a_move
from .encoding import OBSERVATION_LENGTH, ActionCodec, Array, observation_vector
from .engine import Observation, Rules, transitions
from .engine.observation import observe
from .engine.phases.round_end import start_round
from .engine.record import Table
from .engine.rules import DEFAULT_RULES
from .engine.start import undealt_table
from .engine.terms import VALUES
from .engine.text import describe_state

SHORT_NAME = "python_tacocat"
DEFAULT_MAX_ROUNDS = 100

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Tacocat Spelled Backwards",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"max_rounds": DEFAULT_MAX_ROUNDS},
)


class _DealtFromOutside(Table):
    """The working copy of an OpenSpiel game: a finished round leaves its deal to chance nodes."""

    __slots__ = ()
    deals_next_round = False


def _moves_per_round(rules: Rules) -> int:
    """The most player moves one round can take: two replaces, then one card or more each."""
    return 2 + 2 * (max(rules.hand_sizes) - 1)


class TacocatGame(pyspiel.Game):
    """The game, with the default rules; ``max_rounds`` bounds its length."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = params or {}
        self.max_rounds = int(params.get("max_rounds", DEFAULT_MAX_ROUNDS))
        if self.max_rounds < 1:
            raise ValueError(f"max_rounds must be at least 1, got {self.max_rounds}")
        self.rules = DEFAULT_RULES
        self.codec = ActionCodec(self.rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.size,
            max_chance_outcomes=len(VALUES),
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.max_rounds * _moves_per_round(self.rules),
        )
        super().__init__(GAME_TYPE, info, {"max_rounds": self.max_rounds})

    def new_initial_state(self) -> TacocatState:
        return TacocatState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> TacocatObserver:
        if params:
            raise ValueError(f"the observer takes no parameters, got {params}")
        return TacocatObserver()


class TacocatState(pyspiel.State):
    """A game in progress: the engine's working copy, and the deal being made, if any."""

    def __init__(
        self, game: TacocatGame, table: Table | None = None, worlds: random.Random | None = None
    ) -> None:
        """A new game, or a position from the engine's ``table``.

        ``worlds``, if given, draws the worlds of ``resample_from_infostate``
        instead of OpenSpiel's sampler, so that a seeded search repeats.
        """
        super().__init__(game)
        self._codec, self._max_rounds, self._worlds = game.codec, game.max_rounds, worlds
        if table is None:
            table = _DealtFromOutside.copy_of(undealt_table(game.rules))
            self._dealing: list[int] | None = []
        else:
            self._dealing = None
        self._table = table

    # -- whose turn, and what they may do ------------------------------------------

    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        if self._dealing is not None:
            return int(pyspiel.PlayerId.CHANCE)
        return self._table.to_move  # type: ignore[return-value]

    def is_terminal(self) -> bool:
        return self._table.phase == "over" or self._table.round > self._max_rounds

    def _legal_actions(self, player: int) -> list[int]:
        hand = self._table.hands[player]
        legal = transitions.legal_actions(self._table)
        return sorted(self._codec.encode(action, hand) for action in legal)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        left = self._undealt()
        total = sum(left.values())
        return [(value - 1, copies / total) for value, copies in sorted(left.items()) if copies]

    def _undealt(self) -> Counter[int]:
        left = Counter(self._table.rules.cards())
        left.subtract(self._dealing or ())
        return left

    # -- moving ------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        if self._dealing is not None:
            self._deal_one(action + 1)
            return
        table = self._table
        move = self._codec.decode(action, table.hands[table.to_move])  # type: ignore[index]
        if not transitions.is_legal(table, move):
            raise ValueError(f"{move} is not legal here: {transitions.why_illegal(table, move)}")
        played_in = table.round
        transitions.step(table, move)
        if table.phase != "over" and table.round != played_in:
            start_round(table, ())  # the board before the deal: no cards anywhere, as in round 1
            self._dealing = []

    def _deal_one(self, value: int) -> None:
        dealing, table = self._dealing, self._table
        assert dealing is not None
        deck = table.rules.deck  # the copies of each value: cheaper than counting the cards left
        if not 0 < value <= len(deck) or dealing.count(value) >= deck[value - 1]:
            raise ValueError(f"no card {value} is left to deal")
        dealing.append(value)
        reachable = 4 * table.rules.hand_sizes[table.position]
        if len(dealing) >= min(reachable, len(table.rules.cards())):
            start_round(table, (*dealing, *sorted(self._undealt().elements())))
            self._dealing = None

    # -- reading -------------------------------------------------------------------

    def returns(self) -> list[float]:
        winner = self._table.winner
        if winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if winner == 0 else [-1.0, 1.0]

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action + 1}"
        return str(self._codec.decode(action, self._table.hands[player]))

    @property
    def dealing_round(self) -> int | None:
        """The round whose deal the chance nodes are making, if one is under way."""
        return None if self._dealing is None else self._table.round

    def observation_for(self, player: int) -> Observation:
        """What ``player`` sees now, as the engine's ``Observation``, which stays as it is."""
        seen = observe(self._table, player, Observation)
        object.__setattr__(seen, "events", tuple(seen.events))  # not the working copy's list
        return seen

    def resample_from_infostate(self, player: int, sampler: Any) -> TacocatState:
        """A state ``player`` cannot tell from this one, the unseen cards drawn anew."""
        twin: TacocatState = self.clone()
        if self._dealing is not None:  # nobody has seen a card of a deal in progress
            twin._dealing = []
            return twin
        seed = self._worlds.getrandbits(64) if self._worlds else int(sampler() * 2**53)
        twin._table = _DealtFromOutside.copy_of(self.observation_for(player).sample(seed))
        return twin

    def __str__(self) -> str:
        if self._dealing is not None:
            return f"round {self._table.round}: dealing, {len(self._dealing)} cards dealt"
        return describe_state(self._table)


class OpenSpielAgent(Agent):
    """An OpenSpiel bot in a seat of this package's games: the arena, a session, the widget.

    ``make_bot(game, seed)`` builds the bot for the OpenSpiel game, its
    randomness drawn from ``seed``. A bot is built for each decision, seeded
    by the agent's seed and the observation, so the same position always gets
    the same answer, as every agent here does (and an arena's games repeat in
    any process). The bot is shown a state drawn from the observation
    (``Observation.sample``), so it sees nothing the seat may not; an
    information-set search such as OpenSpiel's ISMCTS draws its own worlds
    from there (``resample_from_infostate``).
    """

    def __init__(
        self,
        make_bot: Callable[[TacocatGame, int], Any],
        name: str = "openspiel",
        seed: int | None = None,
    ) -> None:
        super().__init__(seed)
        self.make_bot, self.name = make_bot, name
        self.game: TacocatGame = pyspiel.load_game(SHORT_NAME)

    def decide(self, observation: Observation) -> Decision:
        require_a_move(observation)
        seed = self.rng_seed_for(observation)
        world = observation.sample(seed)
        bot = self.make_bot(self.game, seed % 2**32)  # numpy's generators take 32 bits
        state = TacocatState(self.game, _DealtFromOutside.copy_of(world), random.Random(seed))
        policy, number = bot.step_with_policy(state)
        decode = partial(self.game.codec.decode, hand=observation.hand)
        chances = {decode(move): float(chance) for move, chance in policy if chance > 0}
        action = decode(number)
        chances.setdefault(action, 0.0)
        if not sum(chances.values()):  # a bot that names its move without a policy
            chances[action] = 1.0
        total = sum(chances.values())
        return Decision(
            action=action,
            policy={move: chance / total for move, chance in chances.items()},
            info={"bot": type(bot).__name__},
        )


class TacocatObserver:
    """One player's view, as text and as the observation vector (OpenSpiel's observer)."""

    def __init__(self) -> None:
        self.tensor: Array = np.zeros(OBSERVATION_LENGTH, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TacocatState, player: int) -> None:
        self.tensor[:] = observation_vector(state.observation_for(player))

    def string_from(self, state: TacocatState, player: int) -> str:
        seen = str(state.observation_for(player))
        if state.dealing_round is not None:
            seen = f"dealing round {state.dealing_round}\n{seen}"
        return seen


pyspiel.register_game(GAME_TYPE, TacocatGame)
