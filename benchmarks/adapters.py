"""Adapter figures, printed rather than asserted: python benchmarks/adapters.py

Random games through each library's own interface, as a learner or a solver
drives it: OpenSpiel through ``pyspiel`` (chance outcomes drawn as likely as
they are, moves from ``legal_actions()``), PettingZoo's wrapped AEC
environment (``agent_iter``, ``last``, a legal move from the mask, ``step``),
and the Gymnasium environment against a policy, as in self-play (a random legal
move from the mask, as a learner's policy answers). ``--profile`` prints
each figure's busiest functions. ``benchmarks/compare.py adapters`` times two
versions side by side.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import io
import pstats
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tacocat_widget.study.bench import rate  # noqa: E402

OPENSPIEL = "OpenSpiel: random games/s through pyspiel"
OPENSPIEL_STATES = "OpenSpiel: states/s (chance nodes and moves)"
PETTINGZOO = "PettingZoo AEC env(): steps/s, random legal moves"
GYMNASIUM = "Gymnasium TacocatGym vs a policy: learner steps/s"


def openspiel_game(game: Any, rng: random.Random) -> int:
    """One random game: each chance outcome as likely as it is, each move uniform; its states."""
    state, states = game.new_initial_state(), 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, chances)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        states += 1
    return states


def pettingzoo_game(make_env: Callable[[], Any], seed: int, rng: random.Random) -> int:
    """One game of random legal moves through the AEC loop; returns the moves made."""
    game, moves = make_env(), 0
    game.reset(seed=seed)
    for _ in game.agent_iter():
        observation, _, termination, truncation, _ = game.last()
        if termination or truncation:
            game.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        game.step(int(legal[int(rng.random() * len(legal))]))
        moves += 1
    return moves


def gymnasium_game(gym: Any, seed: int, rng: random.Random) -> int:
    """One game of the learner's random legal moves; returns its steps."""
    gym.reset(seed=seed)
    steps, over = 0, False
    while not over:
        legal = np.flatnonzero(gym.action_masks())
        _, _, over, _, _ = gym.step(int(legal[int(rng.random() * len(legal))]))
        steps += 1
    return steps


def workloads(package: str = "tacocat_widget") -> dict[str, Callable[[], int]]:
    """Each figure's timed work in ``package`` (this tree's, or an older version's copy).

    Each call plays one random game and returns what its figure counts. The
    OpenSpiel game is made from the module's own class, not looked up by its
    registered name, which two versions in one process would share.
    """
    openspiel = importlib.import_module(f"{package}.adapters.openspiel")
    env = importlib.import_module(f"{package}.adapters.env")
    game = openspiel.TacocatGame()
    rng, seeds = random.Random(2026), iter(range(10**9))

    def random_policy(observation: np.ndarray, action_mask: np.ndarray) -> int:
        legal = np.flatnonzero(action_mask)
        return int(legal[int(rng.random() * len(legal))])

    gym = env.TacocatGym(opponent=random_policy, seat="random")

    def one_openspiel_game() -> int:
        openspiel_game(game, rng)
        return 1

    figures = {
        OPENSPIEL: one_openspiel_game,
        OPENSPIEL_STATES: lambda: openspiel_game(game, rng),
        PETTINGZOO: lambda: pettingzoo_game(env.env, next(seeds), rng),
        GYMNASIUM: lambda: gymnasium_game(gym, next(seeds), rng),
    }
    for work in figures.values():  # whatever a version works out once and remembers
        for _ in range(20):
            work()
    return figures


def profile(work: Callable[[], int], seconds: float, top: int) -> str:
    """The ``top`` functions by their own time while ``work`` runs for about ``seconds``."""
    profiler = cProfile.Profile()
    profiler.enable()
    start = time.process_time()
    while time.process_time() - start < seconds:
        work()
    profiler.disable()
    text = io.StringIO()
    stats = pstats.Stats(profiler, stream=text)
    stats.strip_dirs().sort_stats("tottime").print_stats(top)
    return text.getvalue()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one timed repeat")
    parser.add_argument("--repeats", type=int, default=5, help="timed repeats per figure")
    parser.add_argument("--profile", type=int, default=0, help="print this many top functions")
    args = parser.parse_args(argv)
    work = workloads()
    width = max(map(len, work))
    for name, one in work.items():
        rates = sorted(rate(one, args.seconds, time.process_time) for _ in range(args.repeats))
        print(f"{name:<{width}}  {rates[len(rates) // 2]:>10,.1f} per CPU second (median)")
        if args.profile:
            print(profile(one, args.seconds, args.profile))


if __name__ == "__main__":
    main()
