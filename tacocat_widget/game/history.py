"""A game's history as a list of states that also reads as a table in a notebook."""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from ..engine import Action, GameState
from ..engine.terms import count_text, move_number
from ..engine.text import move_text


class History(list[GameState]):
    """``history[i]`` is the state after ``i`` moves; ``actions[i]`` led from it to the next.

    ``seats`` names who sat in each seat (``"human"``, an agent's name); records
    carry it in their ``seat`` column.
    """

    def __init__(
        self,
        states: Iterable[GameState],
        actions: Iterable[Action],
        seats: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(states)
        self.actions = list(actions)
        self.seats = seats

    def records(self) -> list[dict[str, Any]]:
        """One row per move: ready for ``pandas.DataFrame(history.records())``.

        ``step`` is the index in the history of the state the move was made from: the texts
        call that move ``terms.move_name(step)``, "move 1" for step 0.
        """
        rows = []
        for step, action in enumerate(self.actions):
            before, after = self[step], self[step + 1]
            rows.append(
                {
                    "step": step,
                    "round": before.round,
                    "phase": before.phase,
                    "player": before.to_move,
                    "seat": None if self.seats is None else self.seats[before.to_move],  # type: ignore[index]
                    "action": str(action),
                    "seen": "; ".join(move_text(before, action, after)),
                    "position": after.position,
                    "round_over": after.round != before.round or after.is_over,
                    "winner": after.winner,
                }
            )
        return rows

    def _repr_html_(self) -> str:
        head = "".join(
            f"<th>{name}</th>" for name in ("move", "round", "player", "what everyone saw")
        )
        body = "".join(  # the move as every text numbers it; the records keep the history index
            f"<tr><td>{move_number(row['step'])}</td><td>{row['round']}</td><td>{row['player']}</td>"
            f"<td style='text-align:left'>{escape(row['seen'])}</td></tr>"
            for row in self.records()
        )
        summary = f"{count_text(len(self), 'state')}, {count_text(len(self.actions), 'move')}"
        return (
            f"<details open><summary>History: {summary}</summary>"
            f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></details>"
        )
