"""The fields of a game state, declared once, and the working copy the rules change.

``StateRecord`` declares every field, its type, how a saved game's JSON
value for it is checked when read back, and whether ``observe`` hides it; the
saved form, the retrace of a save, the observations' public fields and the
constructors written out for a compiled build all follow from that
declaration. Two classes share it:
``Table``, the private working copy that the rules (``phases/``) change in
place, and ``GameState`` (``state.py``), the frozen public state, which a
finished Table becomes (``state.freeze``). Both are plain classes with typed
fields, so a compiled build of the engine reads and writes them directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any, ClassVar

from .actions import Action, Duel, Replace, action_from_dict
from .counts import MOST_COPIES, cards_of, counts_of
from .records import EVENT_KINDS, Event, RoundResult
from .rules import Rules
from .shuffle import MASK64
from .terms import PHASES, TRACK_LENGTH, WOW_GOAL, YAY_GOAL, Hand, Phase, Player, is_card

# -- how a saved value is read back (the shape only; consistency.py checks the whole) --


class SavedFieldError(ValueError):
    """A field of a saved game holds something no game could."""


def _integer(low: int, high: int, optional: bool = False) -> Callable[[Any], int | None]:
    def load(value: Any) -> int | None:
        if value is None and optional:
            return None
        if type(value) is not int or not low <= value <= high:
            raise SavedFieldError(f"must be an integer {low}..{high}")
        return value

    return load


def _cards(value: Any) -> Hand:
    if not isinstance(value, list) or not all(map(is_card, value)):
        raise SavedFieldError("must be a list of card values")
    return tuple(value)


def _two(load: Callable[[Any], Any]) -> Callable[[Any], tuple[Any, Any]]:
    def load_pair(value: Any) -> tuple[Any, Any]:
        if not isinstance(value, list) or len(value) != 2:
            raise SavedFieldError("must hold two entries, one per player")
        return (load(value[0]), load(value[1]))

    return load_pair


def _hand_counts(value: Any) -> tuple[int, int]:
    hands = _two(_cards)(value)
    for player, hand in enumerate(hands):
        if list(hand) != sorted(hand):
            raise SavedFieldError(f"player {player}'s hand is not sorted ascending")
        if any(hand.count(card) > MOST_COPIES for card in hand):
            raise SavedFieldError(f"a hand holds at most {MOST_COPIES} copies of a value")
    return (counts_of(hands[0]), counts_of(hands[1]))


def _phase(value: Any) -> Phase:
    if value not in PHASES:
        raise SavedFieldError(f"must be one of {PHASES}")
    return value  # type: ignore[no-any-return]


def _spaces(value: Any) -> frozenset[int]:
    if not isinstance(value, list):
        raise SavedFieldError("must be a list of space indexes")
    return frozenset(_integer(0, TRACK_LENGTH - 1)(space) for space in value)  # type: ignore[misc]


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise SavedFieldError("must be true or false")
    return value


def _sealed(value: Any) -> Action | None:
    if value is None:
        return None
    action = action_from_dict(value)
    if not isinstance(action, (Replace, Duel)):
        raise SavedFieldError("a sealed choice is a replace or a duel")
    return action


def _events(value: Any) -> tuple[Event, ...]:
    if not isinstance(value, list):
        raise SavedFieldError("must be a list of events")
    return tuple(_event(item) for item in value)


def _event(item: Any) -> Event:
    if not isinstance(item, dict) or set(item) != set(Event._fields):
        raise SavedFieldError(f"an event has the keys {list(Event._fields)}")
    if item["kind"] not in EVENT_KINDS or _player(item["player"]) is None:
        raise SavedFieldError("an event names its kind and its player")
    return Event(item["kind"], item["player"], _cards(item["cards"]))


def _round_result(value: Any) -> RoundResult | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != set(RoundResult._fields):
        raise SavedFieldError(f"a round result has the keys {list(RoundResult._fields)}")
    showdown = _cards(value["showdown"])
    if len(showdown) != 2:
        raise SavedFieldError("a showdown shows two cards")
    goal = _integer(YAY_GOAL, WOW_GOAL)
    return RoundResult(
        _round_number(value["number"]),  # type: ignore[arg-type]
        (showdown[0], showdown[1]),
        _player(value["winner"]),
        goal(value["moved_from"]),  # type: ignore[arg-type]
        goal(value["moved_to"]),  # type: ignore[arg-type]
    )


_player = _integer(0, 1, optional=True)
_round_number = _integer(1, 10**9)
_count = _integer(0, 10**9, optional=True)  # replace counts: the game's Rules bound them later


def _facts(
    load: Callable[[Any], Any], saved_as: str | None = None, hidden: bool = False
) -> dict[str, Any]:
    """A field's metadata: its saved JSON value is read back by ``load``.

    ``saved_as`` names a field saved under another name: the name of the
    record's property that gives its saved value (the hands as cards, not counts).
    ``hidden`` fields are not shown as they are: ``observation.observe`` shows
    each player what they may see of them. Every other field is public, and
    each observation has it, under the same name.
    """
    return {"load": load, "saved_as": saved_as, "hidden": hidden}


# -- the record ------------------------------------------------------------------------


_position = _integer(YAY_GOAL, WOW_GOAL)
_generator = _integer(0, MASK64)


@dataclass(slots=True, init=False, repr=False, eq=False)
class StateRecord:
    """Everything about a game at one moment (docs/rules.md, "A round" and "What each player sees").

    ``position`` is -1 (the YAY goal), 0..6 (the track) or 7 (the WOW goal);
    ``to_move`` is None once the game is over; ``hand_counts`` are the two
    hands as counts (``counts.py``), which ``hands`` gives as sorted cards;
    ``pending`` holds the attacking cards not yet answered, lowest first;
    ``draw_pile`` is top first and ``rng`` the generator behind future deals
    (nobody sees either); ``sealed`` is player 0's hidden choice while player
    1 chooses; ``replaced`` counts each player's replaced cards this round
    (None: not yet); ``trick_lost`` says an answer in this trick was a
    sacrifice; ``events`` are this round's face-up cards, in order.
    """

    rules: Rules = field(metadata=_facts(Rules.from_dict))
    phase: Phase = field(metadata=_facts(_phase))
    to_move: Player | None = field(metadata=_facts(_player))
    hand_counts: tuple[int, int] = field(
        metadata=_facts(_hand_counts, saved_as="hands", hidden=True)
    )
    position: int = field(metadata=_facts(_position))
    covered: frozenset[int] = field(metadata=_facts(_spaces))
    round: int = field(metadata=_facts(_round_number))
    winner: Player | None = field(metadata=_facts(_player))
    attacker: Player | None = field(metadata=_facts(_player))
    pending: Hand = field(metadata=_facts(_cards))
    draw_pile: Hand = field(metadata=_facts(_cards, hidden=True))
    rng: int = field(metadata=_facts(_generator, hidden=True))
    sealed: Action | None = field(metadata=_facts(_sealed, hidden=True))
    replaced: tuple[int | None, int | None] = field(metadata=_facts(_two(_count)))
    trick_lost: bool = field(metadata=_facts(_flag))
    events: tuple[Event, ...] = field(metadata=_facts(_events))
    last_round: RoundResult | None = field(metadata=_facts(_round_result))

    # The constructors a compiled build makes records with are written out, each field named:
    # there a dataclass's own __init__ stays interpreted, and a call that unpacks a tuple is
    # generic, each several times slower than a native call (DEVELOP.md, "The compiled build").
    # Each such part is written from the fields above, between markers like the two below, by
    # python -m pytest tests/engine/test_records_written.py --update-records: do not edit it.
    # >>> written: StateRecord.__init__
    def __init__(
        self,
        rules: Rules,
        phase: Phase,
        to_move: Player | None,
        hand_counts: tuple[int, int],
        position: int,
        covered: frozenset[int],
        round: int,
        winner: Player | None,
        attacker: Player | None,
        pending: Hand,
        draw_pile: Hand,
        rng: int,
        sealed: Action | None,
        replaced: tuple[int | None, int | None],
        trick_lost: bool,
        events: tuple[Event, ...],
        last_round: RoundResult | None,
    ) -> None:
        self.rules = rules
        self.phase = phase
        self.to_move = to_move
        self.hand_counts = hand_counts
        self.position = position
        self.covered = covered
        self.round = round
        self.winner = winner
        self.attacker = attacker
        self.pending = pending
        self.draw_pile = draw_pile
        self.rng = rng
        self.sealed = sealed
        self.replaced = replaced
        self.trick_lost = trick_lost
        self.events = events
        self.last_round = last_round

    # <<< written: StateRecord.__init__

    @property
    def hands(self) -> tuple[Hand, Hand]:
        """Each player's hand as its cards, ascending."""
        counts = self.hand_counts
        return (cards_of(counts[0]), cards_of(counts[1]))

    # Copies and pickles go through __init__: a compiled class's default way makes the
    # object by calling it with no fields (OpenSpiel's serialize pickles the tables).
    def __reduce__(self) -> tuple[Any, ...]:
        return (self.__class__, field_values(self))


FIELDS = fields(StateRecord)
FIELD_NAMES = tuple(each.name for each in FIELDS)
# Each field's name in a save and in what is said of it: the hands as cards, not as counts.
SAVED_NAMES = tuple(each.metadata["saved_as"] or each.name for each in FIELDS)
# What every player sees as it is: each observation has these fields, under the same names.
PUBLIC_NAMES = tuple(each.name for each in FIELDS if not each.metadata["hidden"])
field_values: Callable[[StateRecord], tuple[Any, ...]] = attrgetter(*FIELD_NAMES)


class Table(StateRecord):
    """A private working copy of a state, changed in place by the rules."""

    __slots__ = ()
    deals_next_round: ClassVar[bool] = True
    keeps_events: ClassVar[bool] = True  # the round's face-up plays, in ``events``

    @classmethod
    def copy_of(cls, record: StateRecord) -> Table:
        return cls(
            # >>> written: Table.copy_of
            record.rules,
            record.phase,
            record.to_move,
            record.hand_counts,
            record.position,
            record.covered,
            record.round,
            record.winner,
            record.attacker,
            record.pending,
            record.draw_pile,
            record.rng,
            record.sealed,
            record.replaced,
            record.trick_lost,
            record.events,
            record.last_round,
            # <<< written: Table.copy_of
        )


class RoundTable(Table):
    """A working copy for a look at how a round ends, which has no use for the next deal.

    A search's look ahead, or a deal made from outside (as OpenSpiel's chance
    nodes make it): the next round is never dealt.
    """

    __slots__ = ()
    deals_next_round: ClassVar[bool] = False


class LookAhead(RoundTable):
    """A search's look at how a round ends, which nobody reads the plays of.

    Only the board the round leaves counts (``rollout.finish_round``), so the
    plays are not recorded in ``events``: a playout is spared a record of
    every card, about a fifth of its time.
    """

    __slots__ = ()
    keeps_events: ClassVar[bool] = False
