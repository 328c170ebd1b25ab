"""Tacocat as an OpenSpiel game: ``pyspiel.load_game("python_tacocat")`` once this is imported.

Install the ``openspiel`` extra (``pip install -e ".[openspiel]"`` in a clone).

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
- **Observations** are the engine's own ``Observation`` of the player (its
  text, and the 83-number ``observation_vector``). It holds everything seen
  this round; earlier rounds tell nothing about hidden cards, since every deal
  reshuffles the whole deck, and their results are on the board. At a deal's
  chance nodes it shows the board before the deal, no cards in any hand (the
  last round's cards are gone with it, its result stays on the board).
- **Information states** have perfect recall, as CFR and its kin need: the
  player's own history of what they saw, a line a step from the start (what
  each step changed in their observation, and their own moves), as
  ``recall`` describes. Two positions share one only if the player saw the
  same all along. There is no information state tensor: a whole game's
  history has no fixed size.
- **Returns**: +1 to the winner, -1 to the loser. A game still going after
  ``max_rounds`` rounds (a parameter, 100 by default) ends as a draw, 0 each;
  without it a game has no bound, as ties can repeat.

``state.resample_from_infostate(player, sampler)`` draws a full state the
player cannot tell from this one (``Observation.sample``), for OpenSpiel's
information-set search. Its history is the drawn world's own: the same moves,
the deals dealing the world's cards (``_world_history``), so neither it nor
``serialize()`` tells more than the player has seen.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

import numpy as np
import pyspiel

from ..agents.base import Agent, Decision, require_a_move
from ..engine import Observation, Replace, Rules, transitions
from ..engine.observation import observe, sample_table
from ..engine.phases.round_end import start_round
from ..engine.record import RoundTable, StateRecord, Table
from ..engine.records import Event
from ..engine.rules import DEFAULT_RULES
from ..engine.start import undealt_table
from ..engine.terms import VALUES
from ..engine.text import describe_state
from .encoding import OBSERVATION_LENGTH, ActionCodec, Array, observation_vector
from .recall import Memory

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
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"max_rounds": DEFAULT_MAX_ROUNDS},
)


Steps = list[tuple[int, int]]  # a history's steps: (player, action), the chance player -1


def dealt_from_outside(record: StateRecord) -> Table:
    """The working copy of an OpenSpiel game: a finished round leaves its deal to chance nodes."""
    return RoundTable.copy_of(record)


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
    ) -> TacocatObserver | RecallObserver:
        """The player's observation, or with ``perfect_recall`` their recollection."""
        if params:
            raise ValueError(f"the observer takes no parameters, got {params}")
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        if not kind.public_info or kind.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER:
            raise ValueError(
                "the game observes as one player sees it, public and private information "
                "together; no other kind of observation is provided"
            )
        return RecallObserver() if kind.perfect_recall else TacocatObserver()


class TacocatState(pyspiel.State):
    """A game in progress: the engine's working copy, and the deal being made, if any."""

    def __init__(
        self,
        game: TacocatGame,
        table: Table | None = None,
        worlds: random.Random | None = None,
        remembered: dict[int, str] | None = None,
    ) -> None:
        """A new game, or a position set up from the engine's ``table``.

        A position set up from a table has no history before it: its
        ``history()`` holds only the moves made since, and each player's
        recollection starts there, or with what ``remembered`` says they
        recall from before. ``worlds``, if given, draws the worlds of
        ``resample_from_infostate`` instead of OpenSpiel's sampler, so that a
        seeded search repeats.
        """
        super().__init__(game)
        self._codec, self._max_rounds, self._worlds = game.codec, game.max_rounds, worlds
        self._set_up = table is not None
        if table is None:
            table = dealt_from_outside(undealt_table(game.rules))
            self._dealing: list[int] | None = []
        else:
            self._dealing = None
        self._table = table
        self._memory = Memory(table, remembered=remembered)

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
            if self._dealing is None:  # the deal is made: each player sees their hand
                self._memory = self._memory.after(self._table)
            return
        table = self._table
        mover = table.to_move
        move = self._codec.decode(action, table.hands[mover])  # type: ignore[index]
        if not transitions.is_legal(table, move):
            raise ValueError(f"{move} is not legal here: {transitions.why_illegal(table, move)}")
        played_in, shown_before = table.round, len(table.events)
        transitions.step(table, move)
        cleared: tuple[Event, ...] = ()
        if table.phase != "over" and table.round != played_in:
            cleared = table.events[shown_before:]  # the round's last cards, gone with it
            start_round(table, ())  # the board before the deal: no cards anywhere, as in round 1
            self._dealing = []
        self._memory = self._memory.after(table, mover, move, cleared)

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
        return observe(self._table, player, Observation)

    def resample_from_infostate(self, player: int, sampler: Any) -> TacocatState:
        """A state ``player`` cannot tell from this one, the unseen cards drawn anew.

        Nothing in it, its history included, comes from the cards ``player``
        has not seen: a game's world is dealt and played from the start
        (``_world_history``), so each player's recollection in it is the
        world's own; a position set up from a table gives a world set up from
        a table drawn for the player, with no history either, in which the
        player recalls what they recall here.
        """
        seed = self._worlds.getrandbits(64) if self._worlds else int(sampler() * 2**53)
        rng, game = random.Random(seed), self.get_game()
        if self._set_up:
            recalled = {player: self.recollection(player)}
            world = TacocatState(game, self._table_for(player, rng), remembered=recalled)
            if self._dealing is not None:
                world._dealing = []
        else:
            world = TacocatState(game)
            for _, action in _world_history(self, player, rng):
                world.apply_action(action)
        if self._worlds:
            world._worlds = random.Random(rng.getrandbits(64))
        return world

    def _table_for(self, player: int, rng: random.Random) -> Table:
        """The table of a world drawn for ``player``; during a deal, the board (no cards out)."""
        if self._dealing is not None:  # nobody has seen a card of a deal in progress
            return dealt_from_outside(self._table)
        return dealt_from_outside(sample_table(self.observation_for(player), rng))

    def __str__(self) -> str:
        if self._dealing is not None:
            return f"round {self._table.round}: dealing, {len(self._dealing)} cards dealt"
        return describe_state(self._table)

    def recollection(self, player: int) -> str:
        """Everything ``player`` has seen, step by step: their information state."""
        return self._memory.recollection(player)


class _Round(NamedTuple):
    """One round of a game's history: the cards its chance nodes dealt, then its moves."""

    deal: list[int]  # card values, in the order dealt
    moves: Steps


def _rounds(history: list[Any]) -> list[_Round]:
    """A game's ``full_history()``, cut into its rounds."""
    rounds: list[_Round] = []
    for step in history:
        if step.player != pyspiel.PlayerId.CHANCE:
            rounds[-1].moves.append((step.player, step.action))
            continue
        if not rounds or rounds[-1].moves:
            rounds.append(_Round([], []))
        rounds[-1].deal.append(step.action + 1)
    return rounds


def _world_history(state: TacocatState, player: int, rng: random.Random) -> Steps:
    """The history of a world drawn for ``player``: the same moves, each deal the world's cards.

    The round under way is the world ``Observation.sample`` draws (the
    opponent's hand, their sealed choice); each earlier round is dealt again
    too, as what ``player`` saw of it allows (``_round_in_world``). A deal under
    way is left out: nobody has seen its cards, so the world deals it again.
    Every move is the same action, a replace renumbered for the world's hand
    (its number names places in the hand) and the opponent's sealed choice the
    world's own.
    """
    rounds, codec = _rounds(state.full_history()), state._codec
    this_round: list[tuple[int, int]] = []
    if state.dealing_round is None:
        now = sample_table(state.observation_for(player), rng)
        this_round = _round_in_world(codec, rounds.pop(), player, rng, now)
    elif rounds and not rounds[-1].moves:
        rounds.pop()
    earlier = [step for played in rounds for step in _round_in_world(codec, played, player, rng)]
    return earlier + this_round


def _round_in_world(
    codec: ActionCodec, played: _Round, player: int, rng: random.Random, now: Table | None = None
) -> Steps:
    """A round of a drawn world's history: its deal, card by card, then its moves.

    ``now`` is the world drawn for the round under way; ``None`` for a
    finished round, which has shown every card the opponent held after
    replacing. The player keeps the cards they were dealt and drew. The
    opponent is dealt the cards they replaced and, of the cards they held
    since, all but as many as they replaced, drawn at random: those are the
    ones they drew. The rest of the top of the pile (the cards the round
    could draw) is drawn from the cards left; below it nothing is dealt, as
    in any deal. Each player's cards are dealt in ascending order, so that
    not even the order the player's own cards came in is kept from the game.
    """
    opponent, size = 1 - player, len(played.deal) // 4
    dealt = (tuple(sorted(played.deal[:size])), tuple(sorted(played.deal[size : 2 * size])))
    pile = played.deal[2 * size :]
    replaced: dict[int, tuple[int, ...]] = {}
    drawn: dict[int, tuple[int, ...]] = {}  # in the order drawn: the first replace first
    for mover, action in played.moves[:2]:  # a round opens with the two replaces
        made = now is None or now.replaced[mover] is not None  # not a choice still sealed
        if mover == opponent and not made:
            continue  # the opponent's sealed choice: the world has its own
        replaced[mover] = codec.decode(action, dealt[mover]).cards
        if made:
            at = sum(map(len, drawn.values()))
            drawn[mover] = tuple(sorted(pile[at : at + len(replaced[mover])]))
    if now is None:  # the cards the opponent held since their replace, all shown
        held = Counter(dealt[opponent])
        held.subtract(replaced[opponent])
        held.update(drawn[opponent])
    else:  # the world's hand, and the cards played from it since the replace
        held = Counter(now.hands[opponent])
        for event in now.events:
            if event.player == opponent and event.kind != "replace":
                held.update(event.cards)
    if opponent in drawn:
        drawn[opponent] = tuple(rng.sample(sorted(held.elements()), len(replaced[opponent])))
        held.subtract(drawn[opponent])
        held.update(replaced[opponent])
    hands = {player: dealt[player], opponent: tuple(sorted(held.elements()))}
    top = [card for cards in drawn.values() for card in cards]
    left = Counter(codec.rules.cards())
    left.subtract((*hands[0], *hands[1], *top))
    top += rng.sample(sorted(left.elements()), len(pile) - len(top))
    chance = int(pyspiel.PlayerId.CHANCE)
    history = [(chance, card - 1) for card in (*hands[0], *hands[1], *top)]
    sealed = now.sealed if now is not None and player == 1 else None  # the opponent's
    for number, (mover, action) in enumerate(played.moves):
        if sealed is not None and number == len(played.moves) - 1:
            action = codec.encode(sealed, hands[mover])
        elif number < 2:
            action = codec.encode(Replace(replaced[mover]), hands[mover])
        history.append((mover, action))
    return history


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
        state = TacocatState(self.game, dealt_from_outside(world), random.Random(seed))
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


class RecallObserver:
    """One player's recollection, as text: the perfect-recall information state (no tensor)."""

    def __init__(self) -> None:
        self.tensor = None
        self.dict: dict[str, Array] = {}

    def set_from(self, state: TacocatState, player: int) -> None:
        pass  # no tensor to fill

    def string_from(self, state: TacocatState, player: int) -> str:
        return state.recollection(player)


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
