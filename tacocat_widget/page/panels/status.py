"""The status line: whose move it is and what they must do, or how the game ended."""

from __future__ import annotations

from typing import cast

from ...engine import Observation
from ...engine.terms import space_name

# -- the view --------------------------------------------------------------------------------------


_DOING = {
    "replace": "choose cards to replace",
    "duel": "choose a duel card",
    "attack": "lead an attack",
    "defend": "answer",
}


def status_text(public: Observation, named: list[str]) -> str:
    """Whose move it is and what they must do, in words (from face-up facts only), naming the
    players as the viewer knows them (``player_names``): "you" is the viewer's own seat only."""
    if public.phase == "over":
        return game_over_status(public.round, space_name(public.position))
    mover = cast(int, public.to_move)
    doing = _DOING[public.phase]
    if public.phase == "defend":
        doing += f" the attacking {public.pending[0]}"
    return f"Round {public.round}: {named[mover]} to {doing}"


# -- the sentences ---------------------------------------------------------------------------------


def game_over_status(rounds: int, goal: str) -> str:
    """The status line once the game is over (who won is the banner's to say, once)."""
    return f"Game over: the Tacocat reached {goal} in round {rounds}"
