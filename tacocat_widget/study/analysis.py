"""How good is each move? An analysis of one position, from the mover's own view only.

``analyse(observation)`` asks the planner (``agents.PlannerAgent``) for its
calibrated game win chance after every legal move, at its default budget,
where the calibration was measured (docs/strength.md). It
reads only the observation, so the same position seen by the same player
always gets the same analysis, whatever the hidden cards really are.

A move the planner stopped trying because it was clearly worse keeps the
estimate it had then, from fewer imagined worlds: ``worlds`` and ``interval``
(``chance_interval``) say how sure each estimate is. The moves still in
contention come first, best first, then the dropped ones: a dropped move's
rough estimate can sit above a contender's by luck, never by evidence. Two
estimates whose intervals overlap are within each other's noise
(``Analysis.within_noise``): their order may be luck.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from ..agents import PlannerAgent
from ..engine import Action, Observation

Z = 1.96  # standard normal quantile: intervals hold the true chance 95 times in 100


def chance_interval(chance: float, standard_error: float, worlds: float) -> tuple[float, float]:
    """The 95% interval of a win chance averaged over ``worlds`` imagined deals.

    A Wilson score interval, as for a proportion of wins: it stays within 0..1
    and is honest for a handful of worlds. Each world's chance lies in 0..1, so
    its spread is at most that of a win/loss outcome with the same mean; the
    worlds count as the number of win/loss outcomes that would be as spread out
    (as many when each world is a win or a loss, more when their chances agree).
    The spread seen gets one world's worth of the largest spread possible, so
    worlds that happen to agree (8 alike: a standard error of 0) are never
    taken to settle the chance.
    """
    if not 0.0 <= chance <= 1.0 or worlds <= 0:
        raise ValueError(f"no interval for a chance of {chance} from {worlds} worlds")
    most = chance * (1.0 - chance)  # the spread of a win/loss outcome with this mean
    if most == 0.0:
        return wilson_interval(chance, worlds)
    spread = standard_error**2 * max(worlds - 1.0, 1.0) + most / worlds
    return wilson_interval(chance, worlds * most / spread)


def wilson_interval(share: float, trials: float, z: float = Z) -> tuple[float, float]:
    """The Wilson score interval of a proportion: ``share`` of ``trials`` were wins."""
    shrink = 1.0 + z * z / trials
    centre = (share + z * z / (2.0 * trials)) / shrink
    reach = z / shrink * math.sqrt(share * (1.0 - share) / trials + z * z / (4.0 * trials**2))
    return max(0.0, centre - reach), min(1.0, centre + reach)


@dataclass(frozen=True)
class MoveChance:
    """One legal move: the mover's chance of winning the game after it, and how sure that is.

    ``standard_error`` is that of the mean before calibration (in chance
    units, close to the calibrated one's); ``worlds`` is how many imagined
    deals the move was tried in, ``effective_worlds`` what they are worth
    once weighed by how likely each is. ``contender`` says the move was still
    in contention when the search ended; the others were dropped early, on a
    rough estimate from few worlds.
    """

    action: Action
    win_chance: float
    standard_error: float
    worlds: int
    contender: bool
    effective_worlds: float

    @property
    def interval(self) -> tuple[float, float]:
        """Where the win chance lies, 95 times in 100 (``chance_interval``)."""
        return chance_interval(self.win_chance, self.standard_error, self.effective_worlds)


def noise(best: MoveChance, other: MoveChance) -> float:
    """How far below ``best`` the ``other`` estimate may sit by luck alone: the best's reach
    down plus the other's reach up, so a gap up to this leaves their intervals overlapping."""
    return (best.win_chance - best.interval[0]) + (other.interval[1] - other.win_chance)


@dataclass(frozen=True)
class Analysis:
    """Every legal move of one position for ``player``: the contenders best first, then the rest."""

    player: int
    moves: tuple[MoveChance, ...]
    playouts: int

    @property
    def best(self) -> MoveChance:
        return self.moves[0]

    def move(self, action: Action) -> MoveChance:
        """The analysed move ``action`` (a legal move of this position)."""
        for move in self.moves:
            if move.action == action:
                return move
        raise ValueError(f"{action} is not a legal move of the analysed position")

    def chance_of(self, action: Action) -> float:
        """The win chance after ``action`` (a legal move of this position)."""
        return self.move(action).win_chance

    def loss(self, action: Action) -> float:
        """How much win chance ``action`` gives up against the best move (0 for the best)."""
        return max(0.0, self.best.win_chance - self.chance_of(action))

    def noise(self, action: Action) -> float:
        """How much of a loss the two estimates' luck could make (``noise``)."""
        return noise(self.best, self.move(action))

    def within_noise(self, action: Action) -> bool:
        """Whether ``action``'s interval overlaps the best's: which is better may be luck."""
        low, high = self.move(action).interval
        best_low, best_high = self.best.interval
        return low <= best_high and high >= best_low

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
                    "effective_worlds": move.effective_worlds,
                    "interval": list(move.interval),
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
    info = decision.info
    errors, worlds = info["standard_error"], info["worlds_tried"]
    effective, contending = info["effective_worlds_tried"], set(info["still_in_contention"])
    chances = [
        MoveChance(
            action,
            chance,
            errors[str(action)],
            worlds[str(action)],
            str(action) in contending,
            effective[str(action)],
        )
        for action, chance in decision.values.items()
    ]
    # The moves still in contention were tried in the most worlds; a move dropped early keeps a
    # rough estimate from a few, which may look higher by luck, so those come after, best first.
    moves = tuple(sorted(chances, key=lambda move: (not move.contender, -move.win_chance)))
    return Analysis(observation.player, moves, int(decision.info["playouts"]))
