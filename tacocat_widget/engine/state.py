"""The game state and its transitions: RULES.md, "A round", step by step.

A GameState never changes once made. ``apply`` checks the action, copies the
state and lets the copy take the step; the private ``_step_*`` methods are the
rules themselves and only ever run on that fresh copy (or on a rollout's
private copy, see ``rollout.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import explain, options
from .actions import Action, Attack, Defend, Duel, Replace, Sacrifice
from .records import Event, RoundResult
from .rules import TRACK_LENGTH, WOW_GOAL, YAY_GOAL, Rules
from .shuffle import shuffled

if TYPE_CHECKING:
    from .observation import Observation

PHASES = ("replace", "duel", "attack", "defend", "over")
Hand = tuple[int, ...]


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message says which rule."""


class GameState:
    """Everything about a game at one moment. Immutable; ``apply`` returns a new state."""

    __slots__ = (
        "_attacker",
        "_covered",
        "_events",
        "_hands",
        "_last_round",
        "_pending",
        "_phase",
        "_pile",
        "_position",
        "_replaced",
        "_rng",
        "_round",
        "_rules",
        "_sealed",
        "_to_move",
        "_trick_lost",
        "_winner",
    )

    _rules: Rules
    _phase: str
    _to_move: int | None
    _hands: tuple[Hand, Hand]
    _position: int
    _covered: frozenset[int]
    _round: int
    _winner: int | None
    _attacker: int | None
    _pending: Hand
    _pile: Hand  # the draw pile, top first
    _rng: int  # the generator behind future deals
    _sealed: Action | None  # player 0's hidden choice while player 1 chooses
    _replaced: tuple[int | None, int | None]  # cards each replaced this round
    _trick_lost: bool  # an answer in this trick was a sacrifice
    _events: tuple[Event, ...]  # face-up cards of this round, in order
    _last_round: RoundResult | None

    # -- reading -------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def phase(self) -> str:
        """``"replace"``, ``"duel"``, ``"attack"``, ``"defend"`` or ``"over"``."""
        return self._phase

    @property
    def to_move(self) -> int | None:
        return self._to_move

    @property
    def hands(self) -> tuple[Hand, Hand]:
        return self._hands

    @property
    def position(self) -> int:
        """-1 (YAY goal), 0..6 (track), 7 (WOW goal)."""
        return self._position

    @property
    def covered(self) -> frozenset[int]:
        return self._covered

    @property
    def round(self) -> int:
        return self._round

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def attacker(self) -> int | None:
        return self._attacker

    @property
    def pending(self) -> Hand:
        """Attacking cards not yet answered, ascending; the first is answered next."""
        return self._pending

    @property
    def draw_pile_size(self) -> int:
        return len(self._pile)

    @property
    def draw_pile(self) -> Hand:
        """The draw pile, top first (hidden from both players)."""
        return self._pile

    @property
    def events(self) -> tuple[Event, ...]:
        """The cards that went face up this round, in order, with who played them."""
        return self._events

    @property
    def last_round(self) -> RoundResult | None:
        return self._last_round

    @property
    def replaced(self) -> tuple[int | None, int | None]:
        """How many cards each player replaced this round (None: not yet)."""
        return self._replaced

    @property
    def sealed(self) -> Action | None:
        """Player 0's hidden choice in a simultaneous phase, once made."""
        return self._sealed

    @property
    def trick_lost(self) -> bool:
        """In this trick the defender has sacrificed, so the attacker will lead again."""
        return self._trick_lost

    @property
    def is_over(self) -> bool:
        return self._phase == "over"

    def hand_size(self) -> int:
        """The size both hands share outside a trick."""
        return len(self._hands[0])

    def replace_cap(self) -> int | None:
        """How many cards the player to move may replace (None: any number)."""
        first = self._rules.arrows[self._position]
        if first == "both" or self._to_move == first:
            return None
        return self._replaced[first]

    # -- moving --------------------------------------------------------------

    def _options(self) -> tuple[Action, ...]:
        phase = self._phase
        if phase == "defend":
            return options.answer_options(self._defender_hand(), self._pending[0])
        if phase == "attack":
            return options.attack_options(self._mover_hand(), self._rules.jumbo)
        if phase == "duel":
            return options.duel_options(self._mover_hand())
        if phase == "replace":
            return options.replace_options(self._mover_hand(), self.replace_cap())
        return ()

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to move, once each, in canonical order."""
        return list(self._options())

    def is_legal(self, action: object) -> bool:
        """Whether the player to move may play ``action`` now (RULES.md, checked directly)."""
        phase = self._phase
        if phase == "defend":
            hand, attacking = self._defender_hand(), self._pending[0]
            if isinstance(action, Sacrifice):
                return hand[0] < attacking
            return isinstance(action, Defend) and attacking <= action.card and action.card in hand
        if phase == "attack":
            return isinstance(action, Attack) and self._may_lead(action.cards)
        if phase == "duel":
            return isinstance(action, Duel) and action.card in self._mover_hand()
        if phase == "replace" and isinstance(action, Replace):
            cap, cards = self.replace_cap(), action.cards
            return (cap is None or len(cards) <= cap) and options.holds(self._mover_hand(), cards)
        return False

    def _may_lead(self, cards: Hand) -> bool:
        """A single card, a set or a sequence, held, and never the whole hand."""
        hand = self._mover_hand()
        if len(cards) >= len(hand) or not options.holds(hand, cards):
            return False
        jumbo = self._rules.jumbo and (options.is_set(cards) or options.is_sequence(cards))
        return len(cards) == 1 or jumbo

    def _mover_hand(self) -> Hand:
        return self._hands[self._to_move]  # type: ignore[index]

    def _defender_hand(self) -> Hand:
        return self._hands[1 - self._attacker]  # type: ignore[operator]

    def apply(self, action: Action) -> GameState:
        """The state after the player to move plays ``action``; raises IllegalAction."""
        if not self.is_legal(action):
            raise IllegalAction(explain.why_illegal(self, action))
        successor = self._copy()
        successor._step(action)
        return successor

    def observe(self, player: int) -> Observation:
        from .observation import observe

        return observe(self, player)

    def determinize(self, player: int, seed: int | None = None) -> GameState:
        """A state ``player`` cannot tell from this one, everything unseen redrawn."""
        return self.observe(player).sample(seed)

    def to_json(self) -> str:
        from .serialize import state_to_json

        return state_to_json(self)

    @classmethod
    def from_json(cls, text: str) -> GameState:
        from .serialize import state_from_json

        return state_from_json(text)

    # -- comparing and showing -------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in GameState.__slots__)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        mover = "" if self._to_move is None else f", to_move={self._to_move}"
        return (
            f"<GameState round {self._round}, {self._phase}{mover}, "
            f"position={self._position}, hands={self._hands}>"
        )

    def __str__(self) -> str:
        from .text import describe_state

        return describe_state(self)

    def _repr_html_(self) -> str:
        from .html import state_html

        return state_html(self)

    # -- the rules (run only on a fresh copy) ---------------------------------

    @classmethod
    def _from_fields(cls, **fields: Any) -> GameState:
        """A state from every field by name (without the underscore): for loading and sampling."""
        missing = {name[1:] for name in cls.__slots__} - set(fields)
        if missing:
            raise TypeError(f"missing state fields: {sorted(missing)}")
        state = object.__new__(cls)
        for name in cls.__slots__:
            setattr(state, name, fields[name[1:]])
        return state

    def _copy(self) -> GameState:
        other = object.__new__(GameState)
        for name in GameState.__slots__:
            setattr(other, name, getattr(self, name))
        return other

    def _step(self, action: Action) -> None:
        _STEPS[type(action)](self, action)

    def _deal(self) -> None:
        """Deal: shuffle all cards, N to each player, the rest is the draw pile."""
        cards, self._rng = shuffled(self._rules.cards(), self._rng)
        self._start_round(cards)

    def _start_round(self, cards: Hand) -> None:
        size = self._rules.hand_sizes[self._position]
        self._hands = (tuple(sorted(cards[:size])), tuple(sorted(cards[size : 2 * size])))
        self._pile = cards[2 * size :]
        self._events = ()
        self._replaced = (None, None)
        self._attacker = None
        self._pending = ()
        self._trick_lost = False
        self._sealed = None
        self._phase = "replace"
        first = self._rules.arrows[self._position]
        self._to_move = 0 if first == "both" else first

    def _step_replace(self, action: Replace) -> None:
        """Replace: the arrow's player first, then the other up to as many; or both sealed."""
        player = self._to_move
        if self._rules.arrows[self._position] == "both":
            if player == 0:
                self._seal(action)
                return
            self._discard_and_draw(0, self._sealed.cards)  # type: ignore[union-attr]
            self._sealed = None
        self._discard_and_draw(player, action.cards)  # type: ignore[arg-type]
        if None in self._replaced:
            self._to_move = 1 - player  # type: ignore[operator]
        elif len(self._hands[0]) == 1:
            self._showdown()
        else:
            self._phase, self._to_move = "duel", 0

    def _seal(self, choice: Action) -> None:
        self._sealed = choice
        self._to_move = 1

    def _discard_and_draw(self, player: int, cards: Hand) -> None:
        count = len(cards)
        self._play(player, cards, "replace")
        self._hands = _with_hand(
            self._hands, player, tuple(sorted(self._hands[player] + self._pile[:count]))
        )
        self._pile = self._pile[count:]
        self._replaced = (count, self._replaced[1]) if player == 0 else (self._replaced[0], count)

    def _step_duel(self, action: Duel) -> None:
        """Duel: both reveal; higher attacks first; a tie duels again."""
        if self._to_move == 0:
            self._seal(action)
            return
        first, second = self._sealed.card, action.card  # type: ignore[union-attr]
        self._sealed = None
        self._play(0, (first,), "duel")
        self._play(1, (second,), "duel")
        if len(self._hands[0]) == 1:
            self._showdown()
        elif first == second:
            self._to_move = 0
        else:
            self._begin_trick(0 if first > second else 1)

    def _begin_trick(self, attacker: int) -> None:
        self._phase = "attack"
        self._attacker = self._to_move = attacker
        self._trick_lost = False

    def _step_attack(self, action: Attack) -> None:
        attacker: int = self._attacker  # type: ignore[assignment]
        self._play(attacker, action.cards, "attack")
        self._pending = action.cards
        self._phase = "defend"
        self._to_move = 1 - attacker

    def _step_defend(self, action: Defend) -> None:
        self._answer(action.card, "defend")

    def _step_sacrifice(self, action: Sacrifice) -> None:
        self._trick_lost = True
        self._answer(self._hands[self._to_move][0], "sacrifice")  # type: ignore[index]

    def _answer(self, card: int, kind: str) -> None:
        """Answer the lowest attacking card; once all are answered, decide who leads."""
        defender: int = self._to_move  # type: ignore[assignment]
        self._play(defender, (card,), kind)
        self._pending = self._pending[1:]
        if self._pending:
            return
        if len(self._hands[0]) == 1 and len(self._hands[1]) == 1:
            self._showdown()
        elif kind == "defend" and not self._trick_lost:
            self._begin_trick(defender)
        else:
            self._begin_trick(1 - defender)

    def _play(self, player: int, cards: Hand, kind: str) -> None:
        """Cards leave a hand face up; the round's record notes who played them."""
        self._hands = _with_hand(self._hands, player, options.without(self._hands[player], cards))
        self._events += (new_event(Event, (kind, player, cards)),)

    def _showdown(self) -> None:
        """Showdown: the lower last card wins the round; a tie stays (or goes to the arrow)."""
        shown = (self._hands[0][0], self._hands[1][0])
        winner = self._round_winner(shown)
        start = self._position
        if winner is not None:
            self._move_tacocat(winner)
        self._last_round = RoundResult(self._round, shown, winner, start, self._position)
        if self._winner is None:
            self._round += 1
            self._deal()

    def _round_winner(self, shown: tuple[int, int]) -> int | None:
        if shown[0] != shown[1]:
            return 0 if shown[0] < shown[1] else 1
        arrow = self._rules.arrows[self._position]
        if self._rules.final_tie == "arrow" and arrow != "both":
            return arrow
        return None

    def _move_tacocat(self, winner: int) -> None:
        """Move one space toward the winner's goal, skipping tiles; tile the space left."""
        direction = -1 if winner == 0 else 1
        target = self._position + direction
        while 0 <= target < TRACK_LENGTH and target in self._covered:
            target += direction
        self._covered = self._covered | {self._position}
        if 0 <= target < TRACK_LENGTH:
            self._position = target
            return
        self._position = YAY_GOAL if winner == 0 else WOW_GOAL
        self._winner = winner
        self._phase = "over"
        self._to_move = self._attacker = None
        self._pending = ()


def _with_hand(pair: tuple[Hand, Hand], player: int, hand: Hand) -> tuple[Hand, Hand]:
    return (hand, pair[1]) if player == 0 else (pair[0], hand)


# Events are made on every step; this skips NamedTuple's Python-level __new__.
new_event: Callable[[type[Event], tuple[str, int, Hand]], Event] = tuple.__new__

_STEPS: dict[type, Callable[[GameState, Any], None]] = {
    Replace: GameState._step_replace,
    Duel: GameState._step_duel,
    Attack: GameState._step_attack,
    Defend: GameState._step_defend,
    Sacrifice: GameState._step_sacrifice,
}
