"""Tacocat as an OpenSpiel game: ``pyspiel.load_game("python_tacocat")`` once this is imported.

Install the ``openspiel`` extra (``pip install -e ".[openspiel]"`` in a clone).

- **Chance is explicit, and exact.** A round's deal is a few chance nodes:
  player 0's hand, then player 1's, each dealt run by run, one node for each
  value in it, whose outcome is that value and how many copies
  (``dealing``: each node's chances are exact ratios, which sum to 1, and
  each hand comes one way only). The draw pile is dealt only when cards are
  drawn: a replace that draws waits at chance nodes that deal, run by run,
  the cards each drawing player takes, then takes effect. That is the same
  game: nobody sees the pile, so the cards a replace draws are, whenever they
  are drawn, any of the cards not dealt yet, each set of them as likely as
  any other, as from the top of a shuffled pile; and the rest of the pile is
  never drawn before the next deal, which shuffles every card anew.
- **Moves** are numbered as in ``tacocat_widget.encoding`` (replaces as
  bitmasks over the mover's hand, then duels, leads, defences, the sacrifice).
  The two secret choices (the duel, the centre space's replace) are played
  in turn, player 0 first, and player 1 does not see player 0's.
- **Observations** are the engine's own ``Observation`` of the player (its
  text, and the 83-number ``observation_vector``). It holds everything seen
  this round; earlier rounds tell nothing about hidden cards, since every deal
  reshuffles the whole deck, and their results are on the board. At a deal's
  chance nodes it shows the board before the deal, no cards in any hand (the
  last round's cards are gone with it, its result stays on the board); while
  a replace's cards are drawn, the position before the replace.
- **Information states** have perfect recall, as CFR and its kin need: the
  player's own history of what they saw, a line a step from the start (what
  each step changed in their observation, and their own moves), as
  ``recall`` describes. Two positions share one only if the player saw the
  same all along. There is no information state tensor: a whole game's
  history has no fixed size.
- **Returns**: +1 to the winner, -1 to the loser. A game still going after
  ``max_rounds`` rounds (a parameter, 100 by default) ends as a draw, 0 each;
  without it a game has no bound, as ties can repeat. ``max_rounds`` is a
  whole number from 1 to 51,130,563 (``most_rounds``): pyspiel counts a
  game's length in C++ ints, and a longer bound would overflow them.

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
from functools import lru_cache, partial
from typing import Any, NamedTuple

import numpy as np
import pyspiel

from ..agents.base import Agent, Decision, require_a_move
from ..engine import Action, Observation, Rules, transitions
from ..engine.observation import observe, sample_table
from ..engine.phases.round_end import start_round
from ..engine.record import RoundTable, StateRecord, Table
from ..engine.records import Event
from ..engine.rules import DEFAULT_RULES
from ..engine.start import undealt_table
from ..engine.terms import VALUES, Hand
from ..engine.text import describe_state
from .dealing import Deal, Group, longest_run, run_of, runs
from .encoding import OBSERVATION_LENGTH, ActionCodec, Array, observation_vector
from .recall import Memory

SHORT_NAME = "python_tacocat"
DEFAULT_MAX_ROUNDS = 100
LONGEST_PYSPIEL_LENGTH = 2**31 - 1  # a C++ int, as pyspiel holds a game's lengths

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


CHANCE, TERMINAL = int(pyspiel.PlayerId.CHANCE), int(pyspiel.PlayerId.TERMINAL)


def dealt_from_outside(record: StateRecord) -> Table:
    """A working copy of ``record`` for an OpenSpiel game: a finished round leaves its deal to
    chance nodes."""
    return RoundTable.copy_of(record)


def _moves_per_round(rules: Rules) -> int:
    """The most player moves one round can take: two replaces, then one card or more each."""
    return 2 + 2 * (max(rules.hand_sizes) - 1)


def _chance_nodes_per_round(rules: Rules) -> int:
    """The most chance nodes one round can take: a run a card, for two hands and two replaces."""
    return 4 * max(rules.hand_sizes)


@lru_cache(maxsize=64)
def _round_deal(rules: Rules, size: int) -> Deal:
    """A round's deal, hands of ``size``; one per size, which remembers its first node's chances."""
    return Deal.of(rules.cards(), ((0, size), (1, size)))


def _deal_for(table: StateRecord) -> Deal:
    """The deal of the round ``table`` is about to play: player 0's hand, then player 1's."""
    return _round_deal(table.rules, table.rules.hand_sizes[table.position])


def _drawn(before: StateRecord, after: StateRecord) -> tuple[Group, ...]:
    """The cards a step drew: each player whose replace it made, and how many they drew.

    In the order the rules draw, player 0 first (docs/rules.md, Replace).
    """
    if after.replaced is before.replaced:  # most steps: no replace, the same record
        return ()
    return tuple(
        (seat, count)
        for seat, count in enumerate(after.replaced)
        if count and before.replaced[seat] is None
    )


def most_rounds(rules: Rules) -> int:
    """The largest ``max_rounds`` for ``rules``: pyspiel holds the longest game, its most chance
    nodes and their sum (``max_history_length``) as C++ ints, which a larger one overflows."""
    per_round = _moves_per_round(rules) + _chance_nodes_per_round(rules)
    return LONGEST_PYSPIEL_LENGTH // per_round


def _checked_max_rounds(rounds: object, rules: Rules) -> int:
    """The ``max_rounds`` parameter, refused by name if it is not a count pyspiel can hold."""
    most = most_rounds(rules)
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= most:
        raise ValueError(
            f"max_rounds must be a whole number from 1 to {most:,}, got {rounds!r:.40}"
        )
    return rounds


class TacocatGame(pyspiel.Game):
    """The game, with the default rules; ``max_rounds`` bounds its length."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = params or {}
        self.rules = DEFAULT_RULES
        rounds = params.get("max_rounds", DEFAULT_MAX_ROUNDS)
        self.max_rounds = _checked_max_rounds(rounds, self.rules)
        self.codec = ActionCodec(self.rules)
        self.first_table = dealt_from_outside(undealt_table(self.rules))
        info = pyspiel.GameInfo(
            num_distinct_actions=self.codec.size,
            max_chance_outcomes=len(VALUES) * longest_run(self.rules),
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.max_rounds * _moves_per_round(self.rules),
        )
        super().__init__(GAME_TYPE, info, {"max_rounds": self.max_rounds})

    def new_initial_state(self) -> TacocatState:
        return TacocatState(self)

    def max_chance_nodes_in_history(self) -> int:
        return self.max_rounds * _chance_nodes_per_round(self.rules)

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
    """A game in progress: the engine's table, and the cards chance is dealing, if any."""

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
        recall from before. A table whose hands hold no cards yet, in the
        replace phase (``undealt_table``), is a round about to be dealt: its
        chance nodes deal it. ``worlds``, if given, draws the worlds of
        ``resample_from_infostate`` instead of OpenSpiel's sampler, so that a
        seeded search repeats.
        """
        super().__init__(game)
        self._codec, self._max_rounds = game.codec, game.max_rounds
        # The seed of the next world drawn, if ``worlds`` draws them: a number, which a clone
        # copies for nothing (a search clones a state for each playout).
        self._worlds = None if worlds is None else worlds.getrandbits(64)
        self._set_up = table is not None
        start = game.first_table if table is None else dealt_from_outside(table)
        self._memory = Memory(start, remembered=remembered)  # its last table is the state's
        self._deal: Deal | None = None  # the cards chance is dealing, while it does
        self._waiting: Action | None = None  # the replace whose draws _deal is dealing
        if start.phase == "replace" and not any(start.hands):
            self._deal = _deal_for(start)

    @property
    def _table(self) -> Table:
        """The table now, which the memory of the last step holds.

        Each step works on a fresh copy and leaves the table before it as it
        was, so a table never changes once a state holds it: OpenSpiel's
        clones share it, with the memory.
        """
        return self._memory.table  # type: ignore[return-value]

    # -- whose turn, and what they may do ------------------------------------------

    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        if self._deal is not None:
            return CHANCE
        return self._table.to_move  # type: ignore[return-value]

    def is_terminal(self) -> bool:
        return self._table.phase == "over" or self._table.round > self._max_rounds

    # pyspiel's own is_chance_node, legal_actions and observation_tensor ask Python for the
    # player to move several times over for one answer (and observation_tensor makes a new
    # game to learn the tensor's shape, and fills it twice); these give the same answers.

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def legal_actions(self, player: int | None = None) -> list[int]:
        mover = self.current_player()
        if player is not None and player != mover:
            return super().legal_actions(player)  # type: ignore[no-any-return]
        if mover == CHANCE:
            return list(self._deal.chances)  # type: ignore[union-attr]
        return self._legal_actions(mover) if mover >= 0 else []

    def observation_tensor(self, player: int | None = None) -> list[float]:
        if player is None:
            return super().observation_tensor()  # type: ignore[no-any-return]
        return observation_vector(self.observation_for(player)).tolist()  # type: ignore[no-any-return]

    def _legal_actions(self, player: int) -> list[int]:
        table = self._table
        return list(self._codec.numbers(transitions.legal_actions(table), table.hands[player]))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._deal is None:
            raise ValueError(f"no chance node here: player {self._table.to_move} is to move")
        return list(self._deal.chances.items())

    # -- moving ------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        if self.is_terminal():
            raise ValueError("the game is over: no action can be applied")
        if self._deal is not None:
            self._deal_run(action)
        else:
            self._move(action)

    def _move(self, number: int) -> None:
        table = self._table
        mover, hand = table.to_move, table.hands[table.to_move]  # type: ignore[index]
        if number not in self._codec.numbers(transitions.legal_actions(table), hand):
            move = self._codec.decode(number, hand)  # a number no move has is refused here
            raise ValueError(f"{move} is not legal here: {transitions.why_illegal(table, move)}")
        move = self._codec.decode(number, hand)
        after = self._after(move)
        if after is None:  # the move waits for the cards it draws, and shows nothing yet
            self._memory = self._memory.after(table, mover, move)
            return
        cleared = self._settle(after)
        self._memory = self._memory.after(after, mover, move, cleared)

    def _after(self, move: Action) -> Table | None:
        """The table after ``move``; or None if it draws cards, which chance nodes deal first."""
        table = self._table
        after = dealt_from_outside(table)
        transitions.step(after, move)
        drawn = _drawn(table, after)
        if not drawn:
            return after
        self._deal, self._waiting = Deal.of(table.draw_pile, drawn), move
        return None

    def _deal_run(self, outcome: int) -> None:
        deal = self._deal.after(outcome)  # type: ignore[union-attr]
        if not deal.finished:
            self._deal = deal
            return
        after, move = dealt_from_outside(self._table), self._waiting
        self._deal = self._waiting = None
        if move is None:  # a round's deal: each player sees their hand
            start_round(after, deal.order())
            self._memory = self._memory.after(after)
            return
        after.draw_pile = deal.order()  # the cards drawn on top, in the order they are drawn
        transitions.step(after, move)
        cleared = self._settle(after)
        self._memory = self._memory.after(after, cleared=cleared, chance="draw")

    def _settle(self, after: Table) -> tuple[Event, ...]:
        """Go on from ``after``, the table a move left; if that ended the round, clear the board
        for the next deal. Returns the cards the board lost that way."""
        before = self._table
        cleared: tuple[Event, ...] = ()
        if after.phase != "over" and after.round != before.round:
            cleared = after.events[len(before.events) :]  # the round's last cards
            start_round(after, ())  # the board before the deal: no cards anywhere, as in round 1
            self._deal = _deal_for(after)
        return cleared

    # -- reading -------------------------------------------------------------------

    def returns(self) -> list[float]:
        winner = self._table.winner
        if winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if winner == 0 else [-1.0, 1.0]

    def _action_to_string(self, player: int, action: int) -> str:
        if player == CHANCE:
            value, copies = run_of(action)
            return (
                f"{'deal' if self._waiting is None else 'draw'} {' '.join([str(value)] * copies)}"
            )
        return str(self._codec.decode(action, self._table.hands[player]))

    @property
    def dealing_round(self) -> int | None:
        """The round whose deal the chance nodes are making, if one is under way."""
        return None if self._deal is None or self._waiting else self._table.round

    @property
    def drawing_round(self) -> int | None:
        """The round of the replace whose cards the chance nodes are drawing, if they are."""
        return None if self._waiting is None else self._table.round

    def observation_for(self, player: int) -> Observation:
        """What ``player`` sees now, as the engine's ``Observation``, which stays as it is."""
        return observe(self._table, player, Observation)

    def resample_from_infostate(self, player: int, sampler: Any) -> TacocatState:
        """A state ``player`` cannot tell from this one, the unseen cards drawn anew.

        Nothing in it, its history included, comes from the cards ``player``
        has not seen: a game's world is dealt and played from the start
        (``_world``), so each player's recollection in it is the world's own;
        a position set up from a table gives a world set up from a table
        drawn for the player, with no history either, in which the player
        recalls what they recall here.
        """
        rng = random.Random(int(sampler() * 2**53) if self._worlds is None else self._worlds)
        if self._worlds is not None:
            self._worlds = rng.getrandbits(64)  # the next world's seed
        world = self._set_up_world(player, rng) if self._set_up else _world(self, player, rng)
        if self._worlds is not None:
            world._worlds = rng.getrandbits(64)
        return world

    def _set_up_world(self, player: int, rng: random.Random) -> TacocatState:
        """A world for ``player`` set up from a table, recalling what they recall here."""
        recalled = {player: self.recollection(player)}
        if self.dealing_round is not None:  # nobody has seen a card of a deal in progress
            return TacocatState(self.get_game(), self._table, remembered=recalled)
        now = sample_table(self.observation_for(player), rng)
        world = TacocatState(self.get_game(), now, remembered=recalled)
        if self._waiting is not None:  # the world's own replace waits for its cards
            world._after(_unseen_replace(self, player, now, rng))
        return world

    def __str__(self) -> str:
        if self._deal is not None:
            doing = "dealing" if self._waiting is None else "drawing"
            return f"round {self._table.round}: {doing}, {self._deal.count} cards dealt"
        return describe_state(self._table)

    def recollection(self, player: int) -> str:
        """Everything ``player`` has seen, step by step: their information state."""
        return self._memory.recollection(player)


class _Played(NamedTuple):
    """One round of a game, as its memory holds it."""

    hands: tuple[Hand, Hand]  # as dealt
    held: dict[int, Hand]  # the hand of each player whose replace drew cards, once it had
    moves: list[tuple[int, Action]]


def _rounds_played(memory: Memory) -> list[_Played]:
    """Each round a game's memory holds, the last perhaps still under way."""
    rounds: list[_Played] = []
    start, *steps = memory.oldest_first()
    before = start.table
    for step in steps:
        table = step.table
        if step.mover is not None:
            rounds[-1].moves.append((step.mover, step.move))  # type: ignore[arg-type]
        elif step.chance == "deal":
            rounds.append(_Played(table.hands, {}, []))
        for seat, _ in _drawn(before, table):
            rounds[-1].held[seat] = table.hands[seat]
        before = table
    return rounds


def _world(state: TacocatState, player: int, rng: random.Random) -> TacocatState:
    """A game dealt and played from the start for ``player``: the same moves, the world's cards.

    Each round is dealt again as what ``player`` saw of it allows
    (``_round_in_world``); the round under way holds the world that
    ``Observation.sample`` draws (the opponent's hand, their sealed choice).
    Every move is the same action, a replace renumbered for the world's
    hand, except the opponent's moves the player has not seen: a sealed
    choice, a replace still drawing its cards; the world makes its own. A
    deal under way is left out: nobody has seen its cards, so the world deals
    it again, as it draws again the cards of a replace under way.
    """
    world, rounds = TacocatState(state.get_game()), _rounds_played(state._memory)
    under_way = rounds.pop() if rounds and state.dealing_round is None else None
    now = sample_table(state.observation_for(player), rng) if under_way else None
    for played in rounds:
        _play(world, *_round_in_world(played, player, rng), played.moves)
    if under_way and now:
        moves = _moves_in_world(state, under_way.moves, player, now, rng)
        hands, drawn = _round_in_world(under_way, player, rng, now)
        _play(world, hands, drawn, moves, drawing=state.drawing_round is not None)
    return world


def _round_in_world(
    played: _Played, player: int, rng: random.Random, now: Table | None = None
) -> tuple[dict[int, Hand], dict[int, Hand]]:
    """The cards of a round in a world drawn for ``player``: the hands dealt, the cards drawn.

    ``now`` is the world drawn for the round under way; ``None`` for a
    finished round, which has shown every card the opponent held after
    replacing. The player keeps the cards they were dealt and drew. The
    opponent is dealt the cards they replaced and, of the cards they held
    since, all but as many as they replaced, drawn at random: those are the
    ones they drew.
    """
    opponent = 1 - player
    replaced = {seat: move.cards for seat, move in reversed(played.moves)}  # each seat's first
    hands, drawn = {player: played.hands[player]}, {}
    if player in played.held:
        drawn[player] = _less(played.held[player], _less(played.hands[player], replaced[player]))
    if now is not None and now.replaced[opponent] is None:  # the opponent has not replaced yet
        hands[opponent] = now.hands[opponent]
        return hands, drawn
    held = Counter(
        played.held.get(opponent, played.hands[opponent]) if now is None else now.hands[opponent]
    )
    for event in now.events if now is not None else ():  # the cards played since the replace
        if event.player == opponent and event.kind != "replace":
            held.update(event.cards)
    drawn[opponent] = tuple(sorted(rng.sample(sorted(held.elements()), len(replaced[opponent]))))
    kept = _less(tuple(sorted(held.elements())), drawn[opponent])
    hands[opponent] = tuple(sorted(kept + replaced[opponent]))
    return hands, drawn


def _less(cards: Hand, taken: Hand) -> Hand:
    """``cards`` without ``taken``, ascending."""
    left = Counter(cards)
    left.subtract(taken)
    return tuple(sorted(left.elements()))


def _moves_in_world(
    state: TacocatState,
    moves: list[tuple[int, Action]],
    player: int,
    now: Table,
    rng: random.Random,
) -> list[tuple[int, Action]]:
    """The moves of the round under way in the world ``now``, the opponent's unseen ones its own."""
    moves = list(moves)
    if player == 1 and now.sealed is not None:  # player 0's choice, sealed: the world's
        last = max(at for at, (mover, _) in enumerate(moves) if mover == 0)
        moves[last] = (0, now.sealed)
    if state._waiting is not None and moves[-1][0] != player:
        moves[-1] = (moves[-1][0], _unseen_replace(state, player, now, rng))
    return moves


def _unseen_replace(state: TacocatState, player: int, now: Table, rng: random.Random) -> Action:
    """The replace waiting for its cards, in the world ``now`` drawn for ``player``.

    Their own, if it is theirs; else one of the opponent's that draws cards
    if the player draws none in it, as the real one does (else no chance node
    would follow it).
    """
    if now.to_move == player:
        return state._waiting  # type: ignore[return-value]
    player_draws = any(seat == player for seat, _ in state._deal.groups)  # type: ignore[union-attr]
    return rng.choice(
        [move for move in transitions.legal_actions(now) if move.cards or player_draws]
    )


def _play(
    world: TacocatState,
    hands: dict[int, Hand],
    drawn: dict[int, Hand],
    moves: list[tuple[int, Action]],
    drawing: bool = False,
) -> None:
    """Deal ``world`` a round's ``hands`` and play its ``moves``, dealing the cards each replace
    draws from ``drawn``; with ``drawing``, the last move's are left to deal."""
    _deal_out(world, hands)
    for number, (mover, move) in enumerate(moves):
        world.apply_action(world._codec.encode(move, world._table.hands[mover]))
        if world.drawing_round is not None and not (drawing and number == len(moves) - 1):
            _deal_out(world, drawn)


def _deal_out(world: TacocatState, cards: dict[int, Hand]) -> None:
    """Deal the deal ``world`` is making: each group the cards ``cards`` gives its seat."""
    for seat, _ in world._deal.groups:  # type: ignore[union-attr]
        for outcome in runs(cards[seat]):
            world.apply_action(outcome)


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
        elif state.drawing_round is not None:
            seen = f"drawing for a replace, round {state.drawing_round}\n{seen}"
        return seen


pyspiel.register_game(GAME_TYPE, TacocatGame)
