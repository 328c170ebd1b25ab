"""What each phase holds for the dispatcher, and what several phases do with cards.

Cards are played face up, and a hidden choice is sealed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Final

from ..actions import Action
from ..counts import cards_of
from ..record import StateRecord, Table
from ..records import EVENT_KINDS, Event, RoundResult
from ..terms import VALUES, Hand, Player

# Events and results are made in every playout; this skips NamedTuple's Python-level __new__.
new_event: Callable[[type[Event], tuple[str, int, Hand]], Event] = tuple.__new__
new_result: Callable[[type[RoundResult], tuple[Any, ...]], RoundResult] = tuple.__new__


class PhaseRules:
    """A phase's rules, as the dispatcher asks them (``transitions.PHASE_RULES``).

    Each phase's module holds one, ``RULES``: an object, not the module itself,
    so that a compiled build asks it with a native call, as fast as calling the
    function by name (the module's functions would each be a generic call).
    """

    ACCEPTS: ClassVar[tuple[type[Action], ...]] = ()  # the kinds of action the phase takes
    EXPECTED: ClassVar[str] = ""  # what the player to move must do, in words

    def legal(self, record: StateRecord) -> tuple[Action, ...]:
        """Every legal action of the player to move, once each, in canonical order."""
        raise NotImplementedError

    def is_legal(self, record: StateRecord, action: object) -> bool:
        raise NotImplementedError

    def why_illegal(self, record: StateRecord, action: Any) -> str:
        """Which rule forbids ``action``, one of the kinds the phase ACCEPTS."""
        raise NotImplementedError

    def step(self, table: Table, action: Any) -> None:
        """Play a legal ``action`` on the working copy."""
        raise NotImplementedError


def mover_hand(record: StateRecord) -> Hand:
    """The cards of the player to move."""
    return cards_of(record.hand_counts[record.to_move])  # type: ignore[index]


def with_hand(hands: tuple[int, int], player: Player, counts: int) -> tuple[int, int]:
    """Both hands' counts, ``player``'s now ``counts``."""
    return (counts, hands[1]) if player == 0 else (hands[0], counts)


def play_cards(table: Table, player: Player, cards: Hand, counts: int, kind: str) -> None:
    """Cards (``counts`` of them) leave a hand face up; the round's record notes who played them
    and how."""
    hands = table.hand_counts  # (with_hand written out: this is every playout's inner loop)
    if player == 0:
        table.hand_counts = (hands[0] - counts, hands[1])
    else:
        table.hand_counts = (hands[0], hands[1] - counts)
    if not table.keeps_events:
        return
    if len(cards) == 1:  # most plays
        event = _ONE_CARD[kind][player][cards[0]]
    else:
        event = new_event(Event, (kind, player, cards))
    table.events += (event,)


# Events are values, so the plays of a single card share one record each (most plays are).
_ONE_CARD: Final = {
    kind: [{card: Event(kind, player, (card,)) for card in VALUES} for player in (0, 1)]
    for kind in EVENT_KINDS
}


def seal(table: Table, choice: Action) -> None:
    """Player 0 chooses face down; player 1 chooses next without seeing it."""
    table.sealed = choice
    table.to_move = 1


def not_held(record: StateRecord, cards: Hand) -> str | None:
    """Why the player to move cannot play these cards, if they do not hold them."""
    hand = mover_hand(record)
    missing = list(hand_shortfall(hand, cards))
    if missing:
        return f"player {record.to_move} does not hold {missing} (hand: {list(hand)})"
    return None


def hand_shortfall(hand: Hand, cards: Hand) -> Hand:
    """The cards (with repeats) that ``hand`` lacks to play ``cards``."""
    rest = list(hand)
    short = []
    for card in cards:
        if card in rest:
            rest.remove(card)
        else:
            short.append(card)
    return tuple(sorted(short))
