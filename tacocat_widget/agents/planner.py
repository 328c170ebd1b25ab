"""The agent that explains itself: every move tried in the same worlds, weighed by the evidence.

It extends the plain PIMC search (``pimc.py``) in four ways, and reports
calibrated win chances and a reason in words (docs/strength.md has the
measured figures):

- **Playouts.** A search is only as good as the play it imagines after its
  move. It finishes every imagined round with ``TunedPolicy``, habits chosen
  by play (discard 4 to 9, duel with the card nearest 6, lead high runs and
  sets), which beat the plain search's habits nine games in ten
  (``benchmarks/habits.py``). The same habits are its model of how the
  opponent plays.
- **Worlds.** It imagines the hidden cards (the opponent's hand, the draw
  pile, a sealed choice) consistently with what it saw, and weighs each
  world by how likely it makes the opponent's plays this round
  (``inference.py``): a world where their sacrifice against a 10 was forced
  counts for more than one where they threw away a card that could win.
- **Paired trials.** Every candidate move is played in every world and the
  round is finished with the same random draws for each candidate, so two
  moves differ only by what they do, not by their luck.
- **Racing.** At looks spaced further apart as worlds accumulate, a move whose
  paired shortfall against the leader exceeds ``noise.MARGIN`` standard errors is
  dropped; the time goes to the moves still in contention.
- **Win chances.** A world's result is the board's game-win chance after the
  round (``chances.py``), averaged and then calibrated on self-play
  (``calibration.py``): the values are the mover's chance of winning the game,
  calibrated for the size of the search (its playouts). A search smaller or
  larger than any the calibration was fitted on says its values are an
  ``"estimated win chance"``.

Why not a tree: a tree search over worlds (``ISMCTSAgent``) shares its
statistics across worlds where the opponent holds different cards, so it
plans against an opponent who does not know their own hand, and at equal
time it lost to the plain PIMC search. Against that PIMC search at equal time
(0.15 s a decision) this agent won 255 of 400 games (63.7%, 95% interval
58.9%-68.3%); given the same playout habits, PIMC is close to level with it
(the planner won 52.5% of 200 games), so most of the edge is the playouts.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, GameState, Observation
from .base import Decision
from .calibration import calibrated, chance_kind
from .chances import board_win_chance
from .claims import BY_ORDER, BestValue, Claim, NextBest, RoundShares, TieBreak, stated
from .inference import plays_likelihood
from .move_claims import showdown_claim
from .noise import effective, standard_error, weighted_mean, within_margin
from .paired import PairedDraws
from .rollout_policy import HabitPolicy, TunedPolicy
from .search import SearchAgent
from .trials import RoundTrials

FIRST_LOOK = 8  # worlds before the first look at the standings
LOOK_EVERY = 1.5  # then at 12, 18, 27, ... worlds: each look costs as much as the worlds so far
SHOWN_WORLDS = 4  # imagined opponent hands shown in the evidence
WORLD_TRIALS = 16  # playouts for each of the best two moves in one shown world, paired


@dataclass
class MoveResults:
    """One move's results, world by world (aligned with the search's list of worlds)."""

    values: list[float] = field(default_factory=list)  # board win chance after the round
    rounds: list[int] = field(default_factory=list)  # 1 round won, 0 tie, -1 lost
    weight: float = 0.0  # the worlds' summed weight
    weighted_sum: float = 0.0

    def add(self, value: float, result: int, weight: float) -> None:
        self.values.append(value)
        self.rounds.append(result)
        self.weight += weight
        self.weighted_sum += weight * value

    def mean(self) -> float:
        return self.weighted_sum / self.weight if self.weight else 0.0

    def round_share(self, weights: list[float], result: int) -> float:
        """The weighted share of this move's worlds in which the round ended in ``result``."""
        return weighted_mean([float(r == result) for r in self.rounds], weights)


class PlannerAgent(SearchAgent):
    """Tries each move in the same weighted worlds, drops the clearly worse, reports win chances."""

    name = "planner"
    unit = "playouts"
    default_iterations = 3500  # playouts: about the time ISMCTSAgent() takes per decision
    default_rollout = TunedPolicy

    def search(
        self, observation: Observation, legal: tuple[Action, ...], rng: random.Random
    ) -> Decision:
        results = {action: MoveResults() for action in legal}
        alive, weights, worlds = list(legal), list[float](), list[GameState]()
        deadline, playouts, next_look = self.deadline(), 0, FIRST_LOOK
        # The shown worlds are examined after the search, within the same budget.
        trials = self._world_trials()
        reserve = SHOWN_WORLDS * 2 * trials
        started = time.perf_counter()
        habits = self.rollout if isinstance(self.rollout, HabitPolicy) else TunedPolicy()
        judge, draws = RoundTrials(observation, self.rollout), PairedDraws(rng.getrandbits(64))
        while playouts == 0 or self._more(playouts, reserve, started, deadline):
            world = observation.sample(rng)
            weight = plays_likelihood(observation, world.hands[observation.opponent], habits)
            weights.append(weight)
            worlds.append(world)
            _try_all(judge, world, weight, alive, results, draws)
            playouts += len(alive)
            if len(worlds) >= next_look and len(alive) > 2:
                alive = _still_in_contention(alive, results, weights)
                next_look = math.ceil(next_look * LOOK_EVERY)
        return self._decision(observation, legal, alive, results, weights, worlds, playouts, trials)

    def _world_trials(self) -> int:
        """Playouts per move in a shown world: fewer when the whole budget is small."""
        if self.iterations is None:
            return WORLD_TRIALS
        return max(1, min(WORLD_TRIALS, self.iterations // (10 * SHOWN_WORLDS * 2)))

    def _more(self, playouts: int, reserve: int, started: float, deadline: float | None) -> bool:
        """Whether the budget allows more search, keeping ``reserve`` playouts for the evidence."""
        if deadline is not None:
            per_playout = (time.perf_counter() - started) / playouts
            deadline -= reserve * per_playout
        return self.more(playouts + reserve, deadline)

    def _decision(
        self,
        observation: Observation,
        legal: tuple[Action, ...],
        alive: list[Action],
        results: dict[Action, MoveResults],
        weights: list[float],
        worlds: list[GameState],
        playouts: int,
        world_trials: int,
    ) -> Decision:
        raw = {action: results[action].mean() for action in legal}
        chosen = max(alive, key=raw.__getitem__)  # the first best, in canonical order
        ranked = sorted(alive, key=lambda action: -raw[action])
        runner_up = ranked[1] if len(ranked) > 1 else None
        error = {action: standard_error(results[action].values, weights) for action in legal}
        close = runner_up is not None and _within_margin(results, weights, chosen, runner_up)
        info: dict[str, Any] = {
            "chosen_by": "the highest win chance among the moves still in contention",
            "playouts": playouts,
            "worlds": len(worlds),
            "effective_worlds": round(effective(weights), 1),
            "raw_value": raw[chosen],
            "standard_error": {str(a): round(error[a], 4) for a in legal},
            "worlds_tried": {str(a): len(results[a].values) for a in legal},
            "effective_worlds_tried": {
                str(a): round(effective(weights[: len(results[a].values)]), 1) for a in legal
            },
            "round_won": {str(a): round(results[a].round_share(weights, 1), 3) for a in legal},
            "round_tied": {str(a): round(results[a].round_share(weights, 0), 3) for a in legal},
            "still_in_contention": [str(a) for a in ranked],
            "close_call": close,
            "raw_values": {str(a): raw[a] for a in ranked},
            "sampled_worlds": [
                self._world_summary(world, observation, ranked[:2], world_trials, playouts)
                for world in worlds[:SHOWN_WORLDS]
            ],
        }
        board = _board_chance(observation)
        values = {action: calibrated(raw[action], board, playouts) for action in legal}
        won, tied = (results[chosen].round_share(weights, result) for result in (1, 0))
        choice = _choice_claims(observation, chosen, ranked, raw, values, close, len(worlds))
        info.update(stated([RoundShares(won, tied), *choice]))
        policy = {action: 1.0 if action == chosen else 0.0 for action in legal}
        return Decision(chosen, policy, values, info, value_kind=chance_kind(playouts))

    def _world_summary(
        self,
        world: GameState,
        observation: Observation,
        candidates: list[Action],
        trials: int,
        playouts: int,
    ) -> dict[str, Any]:
        """One imagined opponent hand, and which candidate does best in that world alone
        (its value mapped as the whole search's, of ``playouts``)."""
        judge = RoundTrials(observation, self.rollout)
        draws = [random.Random(world.rng + trial).getrandbits(64) for trial in range(trials)]
        scores = {  # paired, as in the search: each candidate meets the same draws
            action: sum(judge.outcome(world, action, random.Random(seed))[0] for seed in draws)
            / trials
            for action in candidates
        }
        favoured = max(scores, key=scores.__getitem__)
        return {
            "opponent_hand": list(world.hands[observation.opponent]),
            "favours": str(favoured),
            "value": round(calibrated(scores[favoured], _board_chance(observation), playouts), 4),
            "playouts": trials,
        }


def _try_all(
    judge: RoundTrials,
    world: GameState,
    weight: float,
    moves: list[Action],
    results: dict[Action, MoveResults],
    draws: PairedDraws,
) -> None:
    """Play each move in ``world``; the rest of the round uses the same draws for each."""
    draws.forget()
    for action in moves:
        draws.replay()
        value, result = judge.outcome(world, action, draws)
        results[action].add(value, result, weight)


def _choice_claims(
    observation: Observation,
    chosen: Action,
    ranked: list[Action],
    raw: dict[Action, float],
    values: dict[Action, float],
    close: bool,
    worlds: int,
) -> list[Claim]:
    """What the move keeps for the showdown, then how it stands against the moves in contention.

    ``ranked`` is the moves still in contention, best first (the chosen one,
    the first best in the order of the legal moves, leads).
    """
    kept = showdown_claim(observation, chosen)
    claims = [] if kept is None else [kept]
    tied = sum(1 for action in ranked if raw[action] == raw[chosen])
    if tied > 1:
        among = "moves still in contention"
        best = BestValue("win chance", values[chosen], tied, worlds, among)
        return [*claims, best, TieBreak(BY_ORDER)]
    if len(ranked) > 1:
        runner_up = ranked[1]
        mine, theirs = values[chosen], values[runner_up]
        claims.append(NextBest(str(runner_up), "win chance", mine, theirs, close))
    return claims


def _board_chance(observation: Observation) -> float:
    """The mover's chance from the board alone, before this round is played."""
    position, covered = observation.position, observation.covered
    return board_win_chance(observation.rules, position, covered, None, observation.player)


def _still_in_contention(
    alive: list[Action], results: dict[Action, MoveResults], weights: list[float]
) -> list[Action]:
    """The moves not clearly worse than the leader (always at least the best two)."""
    leader = max(alive, key=lambda action: results[action].mean())
    keep = [
        action
        for action in alive
        if action == leader or _within_margin(results, weights, leader, action)
    ]
    if len(keep) < 2:
        keep = sorted(alive, key=lambda action: -results[action].mean())[:2]
    return [action for action in alive if action in keep]


def _within_margin(
    results: dict[Action, MoveResults], weights: list[float], leader: Action, other: Action
) -> bool:
    return within_margin(results[leader].values, results[other].values, weights)
