"""Which playout habits play better, printed rather than asserted: python benchmarks/habits.py

A search agent finishes the rounds it imagines with a rollout policy's
habits, and the planner also reads the opponent's plays through them, so
better habits make a better search. Each row is a player that plays one set
of habits without noise (one of ``TunedPolicy``'s habits swapped into
``GreedyPolicy``, or all of them) against ``GreedyPolicy``'s habits, on the
same seat-swapped deals, with the win rate and its 95% interval.

    python benchmarks/habits.py --games 4000
"""

from __future__ import annotations

import argparse
import random

from tacocat_widget.agents.base import Agent, Decision, require_a_move
from tacocat_widget.agents.rollout_policy import GreedyPolicy, HabitPolicy, TunedPolicy
from tacocat_widget.arena import arena
from tacocat_widget.engine import Observation, Replace
from tacocat_widget.study.bench import which_build


class HabitPlayer(Agent):
    """Plays a policy's habits: a player of the kind a search imagines."""

    def __init__(self, policy: HabitPolicy, name: str) -> None:
        super().__init__(seed=0)
        self.policy, self.name = policy, name

    def decide(self, observation: Observation) -> Decision:
        legal = require_a_move(observation)
        hand, policy, rng = observation.hand, self.policy, random.Random(0)
        if observation.phase == "defend":
            action = policy.answer(hand, observation.pending[0], rng)
        elif observation.phase == "attack":
            action = policy.attack(hand, observation.rules.jumbo, rng)
        elif observation.phase == "duel":
            action = policy.duel(hand, rng)
        else:
            most = max(len(move.cards) for move in legal if isinstance(move, Replace))
            action = policy.replace(hand, most if most < len(hand) else None, rng)
        return Decision(action, {action: 1.0})


class TunedDiscards(GreedyPolicy):
    habitual_discards = TunedPolicy.habitual_discards


class TunedDuel(GreedyPolicy):
    habitual_duel = TunedPolicy.habitual_duel


class TunedAttack(GreedyPolicy):
    habitual_attack = TunedPolicy.habitual_attack


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000, help="games per row (even)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=None, help="worker processes")
    args = parser.parse_args()
    print(which_build())
    rows: list[tuple[str, HabitPolicy]] = [
        ("tuned discards only", TunedDiscards(noise=0.0)),
        ("tuned duel only", TunedDuel(noise=0.0)),
        ("tuned attack only", TunedAttack(noise=0.0)),
        ("tuned, all habits", TunedPolicy(noise=0.0)),
    ]
    baseline = HabitPlayer(GreedyPolicy(noise=0.0), "greedy")
    print(f"{args.games} seat-swapped games a row, against GreedyPolicy's habits (no noise)")
    print("| habits | won | 95% interval |")
    print("|---|---|---|")
    for label, policy in rows:
        result = arena(
            HabitPlayer(policy, label),
            baseline,
            args.games,
            seed=args.seed,
            processes=args.processes,
            progress=None,
        )
        low, high = result.interval()
        print(f"| {label} | {result.win_rate:.1%} | {low:.1%}-{high:.1%} |", flush=True)


if __name__ == "__main__":
    main()
