"""How good is each move? An analysis of one position, from the mover's own view only.

``analyse(observation)`` asks the planner (``agents.PlannerAgent``) for its
calibrated game win chance after every legal move, at its default budget,
where the calibration was measured (docs/strength.md). It
reads only the observation, so the same position seen by the same player
always gets the same analysis, whatever the hidden cards really are.

A move the planner stopped trying because it was clearly worse keeps the
estimate it had then, from fewer imagined worlds: ``worlds`` and
``standard_error`` say how sure each estimate is. The moves still in
contention come first, best first, then the dropped ones: a dropped move's
rough estimate can sit above a contender's by luck, never by evidence.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..agents import PlannerAgent
from ..engine import Action, Observation


@dataclass(frozen=True)
class MoveChance:
    """One legal move: the mover's chance of winning the game after it, and how sure that is.

    ``standard_error`` is that of the mean before calibration (in chance
    units, close to the calibrated one's); ``worlds`` is how many imagined
    deals the move was tried in. ``contender`` says the move was still in
    contention when the search ended; the others were dropped early, on a
    rough estimate from few worlds.
    """

    action: Action
    win_chance: float
    standard_error: float
    worlds: int
    contender: bool


@dataclass(frozen=True)
class Analysis:
    """Every legal move of one position for ``player``: the contenders best first, then the rest."""

    player: int
    moves: tuple[MoveChance, ...]
    playouts: int

    @property
    def best(self) -> MoveChance:
        return self.moves[0]

    def chance_of(self, action: Action) -> float:
        """The win chance after ``action`` (a legal move of this position)."""
        for move in self.moves:
            if move.action == action:
                return move.win_chance
        raise ValueError(f"{action} is not a legal move of the analysed position")

    def loss(self, action: Action) -> float:
        """How much win chance ``action`` gives up against the best move (0 for the best)."""
        return max(0.0, self.best.win_chance - self.chance_of(action))

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "playouts": self.playouts,
            "moves": [
                {
                    "action": str(move.action),
                    "win_chance": move.win_chance,
                    "standard_error": move.standard_error,
                    "worlds": move.worlds,
                    "contender": move.contender,
                }
                for move in self.moves
            ],
        }


def analyse(observation: Observation, *, seed: int = 0, iterations: int | None = None) -> Analysis:
    """The win chance after each legal move of the player whose observation this is.

    ``iterations`` is the planner's budget in playouts (its default when None,
    the budget its chances are calibrated for). Raises ValueError when this
    player has no move to make.
    """
    legal = observation.legal_actions
    if not legal:
        raise ValueError(f"player {observation.player} has no move to make here")
    planner = PlannerAgent(seed=seed, iterations=iterations)
    # Searched even when one move is legal: its chance is still worth knowing.
    decision = planner.search(observation, legal, random.Random(planner.rng_seed_for(observation)))
    errors, worlds = decision.info["standard_error"], decision.info["worlds_tried"]
    contending = set(decision.info["still_in_contention"])
    chances = [
        MoveChance(
            action, chance, errors[str(action)], worlds[str(action)], str(action) in contending
        )
        for action, chance in decision.values.items()
    ]
    # The moves still in contention were tried in the most worlds; a move dropped early keeps a
    # rough estimate from a few, which may look higher by luck, so those come after, best first.
    moves = tuple(sorted(chances, key=lambda move: (not move.contender, -move.win_chance)))
    return Analysis(observation.player, moves, int(decision.info["playouts"]))
