"""What one player may see (docs/rules.md, "What each player sees"), and worlds consistent with it.

``observe`` is the one place that decides what a player sees of a state;
everything shown to a player (agents, text, pictures, the page) starts from it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import FrozenInstanceError, dataclass, field, fields
from math import comb
from operator import attrgetter
from typing import Any, NoReturn, TypeVar

from . import options
from .actions import Action
from .counts import counts_of
from .jsonable import jsonable
from .record import StateRecord, Table
from .records import Event, RoundResult
from .rules import Rules
from .terms import OPPONENT, Hand, Phase, Player
from .transitions import legal_actions


@dataclass(slots=True, init=False, eq=False)
class ObservationRecord:
    """One player's view: their own hand, the opponent's hand size, and every face-up card.

    ``events`` lists this round's face-up cards in order; ``sealed`` is this
    player's own hidden choice while the opponent chooses; ``opponent_sealed``
    says the opponent has chosen (but not what). Frozen: a field cannot be
    changed once made.
    """

    player: Player
    rules: Rules
    phase: Phase
    to_move: Player | None
    hand: Hand
    opponent_hand_size: int
    position: int
    covered: frozenset[int]
    round: int
    winner: Player | None
    attacker: Player | None
    pending: Hand
    draw_pile_size: int
    replaced: tuple[int | None, int | None]
    events: tuple[Event, ...]
    trick_lost: bool
    sealed: Action | None
    opponent_sealed: bool
    last_round: RoundResult | None
    legal_actions: tuple[Action, ...]
    _unseen: tuple[Hand, int] | None = field(default=None, init=False, repr=False, compare=False)

    # Written from the fields above, as record.py's StateRecord.__init__ is and for the same
    # reason (adapters observe at every step). Each field is set past __setattr__, which
    # refuses every change: as pure Python that is what a frozen dataclass does, and a
    # compiled build makes each a direct store.
    # >>> written: ObservationRecord.__init__
    def __init__(
        self,
        player: Player,
        rules: Rules,
        phase: Phase,
        to_move: Player | None,
        hand: Hand,
        opponent_hand_size: int,
        position: int,
        covered: frozenset[int],
        round: int,
        winner: Player | None,
        attacker: Player | None,
        pending: Hand,
        draw_pile_size: int,
        replaced: tuple[int | None, int | None],
        events: tuple[Event, ...],
        trick_lost: bool,
        sealed: Action | None,
        opponent_sealed: bool,
        last_round: RoundResult | None,
        legal_actions: tuple[Action, ...],
    ) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "to_move", to_move)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "opponent_hand_size", opponent_hand_size)
        object.__setattr__(self, "position", position)
        object.__setattr__(self, "covered", covered)
        object.__setattr__(self, "round", round)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "pending", pending)
        object.__setattr__(self, "draw_pile_size", draw_pile_size)
        object.__setattr__(self, "replaced", replaced)
        object.__setattr__(self, "events", events)
        object.__setattr__(self, "trick_lost", trick_lost)
        object.__setattr__(self, "sealed", sealed)
        object.__setattr__(self, "opponent_sealed", opponent_sealed)
        object.__setattr__(self, "last_round", last_round)
        object.__setattr__(self, "legal_actions", legal_actions)
        object.__setattr__(self, "_unseen", None)

    # <<< written: ObservationRecord.__init__

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    # As a frozen dataclass compares and hashes: the same kind of view, field by field.
    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return _compared(self) == _compared(other)

    def __hash__(self) -> int:
        return hash(_compared(self))

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles go through __init__
        return (self.__class__, _compared(self))

    @property
    def opponent(self) -> Player:
        return OPPONENT[self.player]

    def face_up_cards(self) -> Hand:
        """Every card shown face up this round (discards, duels, played cards)."""
        return tuple(card for event in self.events for card in event.cards)

    def opponent_floor(self) -> int:
        """The opponent holds nothing lower than this: a sacrifice is its owner's lowest card."""
        sacrificed = [
            event.cards[0]
            for event in self.events
            if event.kind == "sacrifice" and event.player == self.opponent
        ]
        return max(sacrificed, default=0)

    def unseen_cards(self) -> Hand:
        """The cards this player cannot see: the opponent's hand and the draw pile."""
        unseen = Counter(self.rules.cards())
        unseen.subtract(self.hand)
        unseen.subtract(self.face_up_cards())
        return tuple(sorted(unseen.elements()))

    @property
    def unseen_by_floor(self) -> tuple[Hand, int]:
        """The unseen cards highest first, and how many lead the list at or above the floor.

        A sampled opponent hand is drawn from that leading run. A search
        samples thousands of worlds from one observation, so this is worked
        out once (the observation never changes) and kept in ``_unseen``: a
        compiled class has no instance dict for ``cached_property`` to keep it in.
        """
        kept = self._unseen
        if kept is None:
            highest_first, floor = self.unseen_cards()[::-1], self.opponent_floor()
            kept = (highest_first, sum(1 for card in highest_first if card >= floor))
            object.__setattr__(self, "_unseen", kept)
        return kept

    def beliefs(self) -> dict[int, float]:
        """For each card value of the deck, the chance the opponent holds at least one.

        Exact, over the opponent hands consistent with what this player saw:
        any ``opponent_hand_size`` of the unseen cards, equally likely, none
        below the opponent's floor (a sacrifice is its owner's lowest card).
        After the game their last card is known from the showdown.
        """
        values = sorted(set(self.rules.cards()))
        if self.phase == "over" and self.last_round is not None:
            shown = self.last_round.showdown[self.opponent]
            return {value: float(value == shown) for value in values}
        floor, size = self.opponent_floor(), self.opponent_hand_size
        copies = Counter(card for card in self.unseen_cards() if card >= floor)
        allowed = sum(copies.values())
        hands = comb(allowed, size)
        if hands == 0:
            raise ValueError("this observation is inconsistent: too few cards for the opponent")
        return {value: 1.0 - comb(allowed - copies[value], size) / hands for value in values}

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict of this view (it holds nothing the player may not see)."""
        return {each.name: jsonable(getattr(self, each.name)) for each in fields(self) if each.init}


# The fields an observation is compared, hashed and rebuilt by: all but the kept _unseen.
_compared: Callable[[ObservationRecord], tuple[Any, ...]] = attrgetter(
    *(each.name for each in fields(ObservationRecord) if each.init)
)

Seen = TypeVar("Seen", bound=ObservationRecord)


def observe(record: StateRecord, player: object, kind: type[Seen]) -> Seen:
    """What ``player`` sees of ``record``, as a ``kind`` of observation."""
    if type(player) is not int or player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, got {player!r:.40}")
    sealed, hands = record.sealed, record.hands
    # Each field named, as the record's own __init__ takes them: no dict of the public
    # fields, no unpacking (a compiled build passes them straight on). The public fields
    # are the state's own; the rest is what this player may see of the hidden ones.
    return kind(
        player=player,  # type: ignore[arg-type]
        hand=hands[player],
        opponent_hand_size=len(hands[1 - player]),
        draw_pile_size=len(record.draw_pile),
        sealed=sealed if player == 0 else None,
        opponent_sealed=sealed is not None and player == 1,
        legal_actions=legal_actions(record) if record.to_move == player else (),
        # >>> written: observe
        rules=record.rules,
        phase=record.phase,
        to_move=record.to_move,
        position=record.position,
        covered=record.covered,
        round=record.round,
        winner=record.winner,
        attacker=record.attacker,
        pending=record.pending,
        replaced=record.replaced,
        trick_lost=record.trick_lost,
        events=record.events,
        last_round=record.last_round,
        # <<< written: observe
    )


def sample_table(seen: ObservationRecord, rng: random.Random) -> Table:
    """A full state consistent with everything ``seen``, everything unseen drawn at random."""
    opponent_hand, pile = _deal_unseen(seen, rng)
    mine, theirs = counts_of(seen.hand), counts_of(opponent_hand)
    hand_counts = (mine, theirs) if seen.player == 0 else (theirs, mine)
    sealed = seen.sealed
    if seen.opponent_sealed:
        sealed = rng.choice(_sealed_choices(seen, opponent_hand))
    # Every field named (a search samples thousands of worlds, and a compiled build then
    # makes each natively): the hidden ones drawn here, the public ones as seen.
    return Table(
        hand_counts=hand_counts,
        draw_pile=pile,
        rng=rng.getrandbits(64),
        sealed=sealed,
        # >>> written: sample_table
        rules=seen.rules,
        phase=seen.phase,
        to_move=seen.to_move,
        position=seen.position,
        covered=seen.covered,
        round=seen.round,
        winner=seen.winner,
        attacker=seen.attacker,
        pending=seen.pending,
        replaced=seen.replaced,
        trick_lost=seen.trick_lost,
        events=seen.events,
        last_round=seen.last_round,
        # <<< written: sample_table
    )


def _deal_unseen(seen: ObservationRecord, rng: random.Random) -> tuple[Hand, Hand]:
    """Split the unseen cards into an opponent's hand and a draw pile, at random.

    The hand may hold only cards at or above the opponent's floor (their
    sacrifices); after the game, their last card was shown at the showdown.
    Only the top of the pile that this round can still draw is put in a
    random order: the next deal shuffles every card anew, so the order of the
    rest can never matter (as in ``round_end.deal``).
    """
    if seen.phase == "over" and seen.last_round is not None:
        rest = Counter(seen.unseen_cards())
        shown = seen.last_round.showdown[seen.opponent]
        rest.subtract((shown,))
        return (shown,), tuple(rest.elements())
    highest_first, allowed = seen.unseen_by_floor
    size = seen.opponent_hand_size
    if allowed < size:
        raise ValueError("this observation is inconsistent: too few cards for the opponent")
    cards = list(highest_first)
    _pick(cards, 0, size, allowed, rng)
    _pick(cards, size, min(_still_drawable(seen), len(cards) - size), len(cards), rng)
    return tuple(sorted(cards[:size])), tuple(cards[size:])


def _pick(cards: list[int], start: int, count: int, end: int, rng: random.Random) -> None:
    """Bring ``count`` cards drawn at random from ``cards[start:end]`` to ``start``, in order drawn.

    A partial Fisher-Yates shuffle; ``int(random() * n)`` is uniform to within 2**-53 for
    these small ``n``, and cheaper than ``randrange``.
    """
    uniform = rng.random
    for here in range(start, start + count):
        there = here + int(uniform() * (end - here))
        cards[here], cards[there] = cards[there], cards[here]


def _still_drawable(seen: ObservationRecord) -> int:
    """How many cards this round may still draw: a replace not yet made may take a whole hand."""
    if seen.phase != "replace":
        return 0
    sizes = {seen.player: len(seen.hand), seen.opponent: seen.opponent_hand_size}
    return sum(sizes[player] for player in (0, 1) if seen.replaced[player] is None)


def _sealed_choices(seen: ObservationRecord, opponent_hand: Hand) -> tuple[Action, ...]:
    if seen.phase == "duel":
        return options.duel_options(opponent_hand)
    return options.replace_options(opponent_hand, None)
