"""Adapter figures, printed rather than asserted: python benchmarks/adapters.py

Random games through each library's own interface, as a learner or a solver
drives it: OpenSpiel through ``pyspiel`` (chance outcomes drawn as likely as
they are, moves from ``legal_actions()``); PettingZoo's AEC environment,
wrapped (``env()``) and bare (``raw_env()``), by its loop (``agent_iter``,
``last``, a legal move from the mask, ``step``); and the Gymnasium
environment against a policy, as in self-play (a random legal move from the
mask, as a learner's policy answers). ``--profile`` prints each figure's
busiest functions; ``--floors`` adds, for scale, what the libraries' own
interfaces reach with a game of the same shape that does nothing
(``benchmarks/floors.py``), and the engine's own speed on this machine.
``benchmarks/compare.py adapters`` times two versions side by side.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import io
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import floors  # noqa: E402  (benchmarks/floors.py, beside this file)

from tacocat_widget.study import bench  # noqa: E402

OPENSPIEL = "OpenSpiel: random games/s through pyspiel"
OPENSPIEL_STATES = "OpenSpiel: states/s (chance nodes and moves)"
PETTINGZOO = "PettingZoo AEC env(): steps/s, random legal moves"
PETTINGZOO_RAW = "PettingZoo AEC raw_env(), without PettingZoo's wrappers: steps/s"
GYMNASIUM = "Gymnasium TacocatGym vs a policy: learner steps/s"


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
        bench.openspiel_game(game, rng)
        return 1

    figures = {
        OPENSPIEL: one_openspiel_game,
        OPENSPIEL_STATES: lambda: bench.openspiel_game(game, rng),
        PETTINGZOO: lambda: pettingzoo_game(env.env, next(seeds), rng),
        PETTINGZOO_RAW: lambda: pettingzoo_game(env.raw_env, next(seeds), rng),
        GYMNASIUM: lambda: gymnasium_game(gym, next(seeds), rng),
    }
    for work in figures.values():  # whatever a version works out once and remembers
        for _ in range(20):
            work()
    return figures


def floor_workloads() -> dict[str, Callable[[], int]]:
    """For scale: games shaped like Tacocat's that do nothing, and the engine on its own."""
    openspiel = importlib.import_module("tacocat_widget.adapters.openspiel")
    rng, seeds = random.Random(2026), iter(range(10**9))
    shape = floors.shape_of(openspiel.TacocatGame(), rng)
    idle = floors.IdleGame(shape)

    def one_idle_game() -> int:
        bench.openspiel_game(idle, rng)
        return 1

    def idle_env() -> Any:
        return floors.idle_env(shape.moves)

    engine = bench.engine_workloads()["public API: random full games/s"]
    return {
        f"pyspiel alone, a game that does nothing ({shape.moves} moves, {shape.chance_nodes} "
        f"chance nodes of {shape.outcomes} outcomes): games/s": one_idle_game,
        f"PettingZoo env() with no game behind it ({shape.moves} moves a game): steps/s": lambda: (
            pettingzoo_game(idle_env, next(seeds), rng)
        ),
        "the engine's public API, random games/s (this machine's yardstick)": engine,
    }


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
    parser.add_argument("--floors", action="store_true", help="add games that do nothing")
    args = parser.parse_args(argv)
    work = workloads() | (floor_workloads() if args.floors else {})
    width = max(map(len, work))
    # This tree's source comes first on the path, so this is the pure build unless it is compiled
    # in place; benchmarks/builds.py times an installed compiled wheel against it.
    print(bench.which_build())
    for name, one in work.items():
        rates = [bench.rate(one, args.seconds, time.process_time) for _ in range(args.repeats)]
        print(f"{name:<{width}}  {statistics.median(rates):>10,.1f} per CPU second (median)")
        if args.profile:
            print(profile(one, args.seconds, args.profile))


if __name__ == "__main__":
    main()
