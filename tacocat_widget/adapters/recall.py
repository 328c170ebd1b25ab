"""What each player has seen, step by step: OpenSpiel's perfect-recall information state.

A game's ``Memory`` keeps the table as it stood after each step, linked back
to the start. A player's ``recollection`` reads it in order, one line a step:

- ``start``: every field of the player's ``Observation`` at the start;
- then, for each move, ``player N`` (with the move itself, ``player N:
  duel 7``, when N is the reader); for each deal, ``deal``, once its last
  card is dealt, and for the cards a replace draws, ``draw``, once they are
  all dealt: nobody sees a deal card by card;
- after the name, each field of the reader's observation that the step
  changed, with its new value, as JSON: the round's face-up cards as those
  the step added (``"events+"``), and, for a move that ends a round, the
  cards it showed, which the board clears for the next deal (``"cleared"``).

``engine.observation.observe`` is the one gate to what a player sees, so a
recollection holds nothing the player did not see, and two positions share
one exactly when the player saw the same after every step and made the same
moves: a later recollection extends an earlier one, as memory does. The rules
and the legal moves are left out: the game fixes the one, the rest of the
observation the other.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from ..engine import Action
from ..engine.jsonable import jsonable
from ..engine.observation import ObservationRecord, observe
from ..engine.record import StateRecord
from ..engine.records import Event

RECALLED = tuple(
    each.name
    for each in fields(ObservationRecord)
    if each.init and each.name not in ("player", "rules", "legal_actions")
)


class Memory:
    """The tables after each step of a game, the latest last; nothing in it ever changes.

    A state's clones share it (``__deepcopy__``), and each step makes a new
    one holding the one before (``after``). Each line of a recollection is
    worked out once, when first read.
    """

    __slots__ = (
        "_lines",
        "_views",
        "chance",
        "cleared",
        "earlier",
        "move",
        "mover",
        "remembered",
        "table",
    )

    def __init__(
        self,
        table: StateRecord,
        earlier: Memory | None = None,
        mover: int | None = None,
        move: Action | None = None,
        cleared: tuple[Event, ...] = (),
        remembered: dict[int, str] | None = None,
        chance: str = "deal",
    ) -> None:
        """The memory of a step, or of a start (no ``earlier``).

        A step is ``mover``'s ``move``, or, with no ``mover``, cards dealt by
        chance: ``chance`` names them, a ``"deal"`` or a ``"draw"``.
        ``table`` is the table the step left, which nothing changes after
        (the game works each step on a fresh copy): the memory keeps it as it
        is. ``cleared`` holds the cards a step that ended a round showed,
        taken off the board with the round's others. ``remembered`` gives,
        for a start, what a player recalls from before it, in place of the
        start's line: a world drawn for a player keeps their recollection.
        """
        self.table = table
        self.earlier, self.mover, self.move, self.cleared = earlier, mover, move, cleared
        self.remembered, self.chance = remembered or {}, chance
        self._lines: dict[int, str] = {}
        self._views: dict[int, ObservationRecord] = {}

    def after(
        self,
        table: StateRecord,
        mover: int | None = None,
        move: Action | None = None,
        cleared: tuple[Event, ...] = (),
        chance: str = "deal",
    ) -> Memory:
        """This memory and one more step, which left ``table``: ``mover``'s ``move``, or chance."""
        return Memory(table, self, mover, move, cleared, chance=chance)

    def recollection(self, player: int) -> str:
        """Everything ``player`` has seen, a line a step (see the module's docstring)."""
        return "\n".join(memory._line(player) for memory in self.oldest_first())

    def oldest_first(self) -> list[Memory]:
        """The memory of each step, from the start."""
        memories: list[Memory] = []
        memory: Memory | None = self
        while memory is not None:  # a loop, not recursion: a long game has thousands of steps
            memories.append(memory)
            memory = memory.earlier
        return memories[::-1]

    def _line(self, player: int) -> str:
        if player not in self._lines:
            self._lines[player] = self._work_out_line(player)
        return self._lines[player]

    def _work_out_line(self, player: int) -> str:
        if self.earlier is None:
            return self.remembered.get(player) or f"start {_changed(None, self._view(player))}"
        seen = _changed(self.earlier._view(player), self._view(player), self.cleared)
        if self.mover is None:
            return f"{self.chance} {seen}"
        if self.mover == player:
            return f"player {self.mover}: {self.move} {seen}"
        return f"player {self.mover} {seen}"

    def _view(self, player: int) -> ObservationRecord:
        if player not in self._views:
            self._views[player] = observe(self.table, player, ObservationRecord)
        return self._views[player]

    def __deepcopy__(self, memo: dict[int, object]) -> Memory:
        return self  # never changed: OpenSpiel's clones share it

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as a flat list, oldest first: a chain thousands of steps long would
        # be too deep for pickle's recursion (OpenSpiel's serialize pickles a state).
        steps = [
            (
                memory.table,
                memory.mover,
                memory.move,
                memory.cleared,
                memory.remembered,
                memory.chance,
            )
            for memory in self.oldest_first()
        ]
        return (_remembered_again, (steps,))


def _remembered_again(steps: list[tuple[Any, ...]]) -> Memory:
    memory: Memory | None = None
    for table, mover, move, cleared, remembered, chance in steps:
        memory = Memory(table, memory, mover, move, cleared, remembered, chance)
    assert memory is not None
    return memory


def _changed(
    before: ObservationRecord | None, now: ObservationRecord, cleared: tuple[Event, ...] = ()
) -> str:
    """The fields of ``now`` that differ from ``before`` (all, with no ``before``), as JSON."""
    changed: dict[str, Any] = {"cleared": jsonable(cleared)} if cleared else {}
    for name in RECALLED:
        value = getattr(now, name)
        if before is None:
            changed[name] = jsonable(value)
        elif getattr(before, name) != value:
            changed.update(_change(name, getattr(before, name), value))
    return json.dumps(changed, separators=(",", ":"))


def _change(name: str, old: Any, new: Any) -> dict[str, Any]:
    if name == "events" and new[: len(old)] == old:  # a round's face-up cards only grow
        return {"events+": jsonable(new[len(old) :])}
    return {name: jsonable(new)}
