""" "Find the move": a human is asked to move at a position, and their move is judged.

Once they move there, the position is analysed from their own view and the
game goes back to it, so the verdict (their move's win chance against the
best move's) shows beside the question. Each other move tried from there
starts a line of its own, judged the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import GameState
from .safe_text import printable_name

MOST_PROMPT_CHARACTERS = 200


@dataclass
class Quiz:
    """The question: the position asked about (and its index on the line), whose move it is, the
    words, and if answered."""

    state: GameState
    step: int  # the moves played before the question: its index on every line through it
    player: int
    prompt: str
    answered: bool = False

    def asks(self, state: GameState) -> bool:
        """Whether ``state`` is the position asked about."""
        return state == self.state


def default_prompt(player: int) -> str:
    return f"Find the best move for player {player}."


def checked_prompt(prompt: object, player: int) -> str:
    """The words to ask with: ``prompt``, a short text that shows, as a name must (the page and
    its updates carry it), or by default a question for ``player``."""
    if prompt is None:
        return default_prompt(player)
    return printable_name(prompt, "a question's prompt", MOST_PROMPT_CHARACTERS)
