"""The public game state and observation: frozen records with the contract's methods.

A ``GameState`` never changes once made. Every state is made the same way:
the rules work on a private ``Table`` (``record.py``) and ``freeze`` turns the
finished table into a state. ``new_game``, ``apply``, loading and sampling
all go through it; ``GameState(...)`` itself refuses.
"""

from __future__ import annotations

import random
from typing import Any, Final, NoReturn, cast

from .actions import Action
from .html import observation_html, state_html
from .observation import ObservationRecord, observe, sample_table
from .phases.replace import cap
from .record import StateRecord, Table, field_values
from .serialize import state_from_json, state_to_json
from .text import describe_observation, describe_state
from .transitions import IllegalAction, is_legal, legal_actions, step, why_illegal

__all__ = ["COMPILED", "GameState", "IllegalAction", "Observation", "freeze"]


def freeze(table: Table) -> GameState:
    """The finished working copy as a GameState (the table must not be used again).

    As pure Python, the table becomes the state in place: both classes have
    the same fields in the same layout, so only its type changes, which
    saves copying every field on every move. A compiled class cannot change
    its objects' type, so there the state copies the table's fields.
    """
    if not COMPILED:
        object.__setattr__(table, "__class__", GameState)
        return cast(GameState, table)
    return GameState(_MADE_BY_THE_RULES, table)


# A module mypyc built is loaded from a C extension, not from its .py source; the engine's
# modules are compiled together, so this one tells (``tacocat_widget.engine.COMPILED``).
COMPILED: Final = not __file__.endswith(".py")


def _thawed(values: tuple[Any, ...]) -> GameState:
    """A state from its field values: how ``copy`` and ``pickle`` rebuild one."""
    return freeze(Table(*values))


# GameState(...) refuses unless handed this: a state comes from the rules, never by hand.
_MADE_BY_THE_RULES = object()


class GameState(StateRecord):
    """Everything about a game at one moment. Immutable; ``apply`` returns a new state.

    Fields (see ``StateRecord``): ``rules``, ``phase``, ``to_move``, ``hands``
    (made from ``hand_counts``),
    ``position``, ``covered``, ``round``, ``winner``, ``attacker``, ``pending``,
    ``draw_pile``, ``rng``, ``sealed``, ``replaced``, ``trick_lost``, ``events``
    and ``last_round``.
    """

    __slots__ = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if kwargs or len(args) != 2 or args[0] is not _MADE_BY_THE_RULES:
            raise TypeError(
                "a GameState comes from new_game(), apply(), GameState.from_json() "
                "or Observation.sample(), never from GameState(...)"
            )
        # Only a compiled build makes a state here (see freeze). The record's own
        # __init__ sets the fields directly, past this class's __setattr__ (see record.py
        # for why each is named).
        source: StateRecord = args[1]
        StateRecord.__init__(
            self,
            # >>> written: GameState.__init__
            source.rules,
            source.phase,
            source.to_move,
            source.hand_counts,
            source.position,
            source.covered,
            source.round,
            source.winner,
            source.attacker,
            source.pending,
            source.draw_pile,
            source.rng,
            source.sealed,
            source.replaced,
            source.trick_lost,
            source.events,
            source.last_round,
            # <<< written: GameState.__init__
        )

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"a GameState cannot be changed ({name}); apply() returns a new one")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"a GameState cannot be changed ({name})")

    def __eq__(self, other: object) -> bool:
        return type(other) is GameState and field_values(self) == field_values(other)

    def __hash__(self) -> int:
        return hash(field_values(self))

    def __reduce__(self) -> tuple[Any, ...]:
        return (_thawed, (field_values(self),))

    # -- reading ---------------------------------------------------------------

    @property
    def draw_pile_size(self) -> int:
        return len(self.draw_pile)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def hand_size(self) -> int:
        """The size both hands share outside a trick."""
        return len(self.hands[0])

    def replace_cap(self) -> int | None:
        """How many cards the player to move may replace (None: any number)."""
        return cap(self)

    # -- moving ------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to move, once each, in canonical order."""
        return list(legal_actions(self))

    def is_legal(self, action: object) -> bool:
        """Whether the player to move may play ``action`` now."""
        return is_legal(self, action)

    def apply(self, action: object) -> GameState:
        """The state after the player to move plays ``action``; raises IllegalAction."""
        if not is_legal(self, action):
            raise IllegalAction(why_illegal(self, action))
        table = Table.copy_of(self)
        step(table, cast(Action, action))  # is_legal: it is one
        return freeze(table)

    def observe(self, player: object) -> Observation:
        """Exactly what ``player`` may see."""
        return observe(self, player, Observation)

    def determinize(self, player: object, seed: object = None) -> GameState:
        """A state ``player`` cannot tell from this one, everything unseen redrawn."""
        return self.observe(player).sample(seed)

    def to_json(self) -> str:
        return state_to_json(self)

    @classmethod
    def from_json(cls, text: object) -> GameState:
        """Load a state saved by ``to_json``; anything else raises ValueError."""
        return freeze(state_from_json(text))

    # -- showing -----------------------------------------------------------------

    def __repr__(self) -> str:
        mover = "" if self.to_move is None else f", to_move={self.to_move}"
        return (
            f"<GameState round {self.round}, {self.phase}{mover}, "
            f"position={self.position}, hands={self.hands}>"
        )

    def __str__(self) -> str:
        return describe_state(self)

    def _repr_html_(self) -> str:
        return state_html(self)


class Observation(ObservationRecord):
    """One player's view of a state (see ``ObservationRecord`` for its fields)."""

    __slots__ = ()

    def sample(self, seed: object = None) -> GameState:
        """A full state consistent with everything this player has seen.

        The opponent's hand, any sealed choice and the cards this round can
        still draw are random; the rest of the draw pile, which the next deal
        shuffles anew, is in no particular order. ``seed`` is an integer, None
        (a fresh draw) or a ``random.Random`` to draw from: a search sampling
        many worlds passes its own generator rather than seed one per world.
        """
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)  # type: ignore[arg-type]
        return freeze(sample_table(self, rng))

    def __str__(self) -> str:
        return describe_observation(self)

    def _repr_html_(self) -> str:
        return observation_html(self)
