"""The pure-Python engine against the compiled one, side by side in one run.

    python benchmarks/builds.py                  # builds the compiled wheel first (about a minute)
    python benchmarks/builds.py --wheel dist/tacocat_widget-0.1.0-cp311-cp311-linux_x86_64.whl
    python benchmarks/builds.py --rounds 15 --seconds 1

A compiled module has the same name as its source, so the two builds cannot
share a process: two worker processes, one importing this tree as pure Python
and one the compiled wheel unpacked, time the same workloads by turns (each
figure, pure and compiled alternately, one short slice each). Each counts its
own CPU time, which a shared machine's other work does not inflate, and the
ratio printed is the median of the turns' ratios with their middle half, as
``benchmarks/compare.py`` prints them. PettingZoo and OpenSpiel figures are
timed when those extras are installed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from importlib.util import find_spec
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BUILDS = ("pure", "compiled")


def compiled_wheel(into: Path) -> Path:
    """This tree's wheel, compiled (the build fails, or says why it is pure, otherwise)."""
    environment = {name: value for name, value in os.environ.items() if name != "TACOCAT_PURE"}
    build = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(into), str(ROOT)]
    subprocess.run(build, env=environment, check=True)
    wheel = next(into.glob("tacocat_widget-*.whl"))
    if wheel.name.endswith("-py3-none-any.whl"):
        raise SystemExit(f"{wheel.name} is pure Python: this machine cannot compile the engine")
    return wheel


def search_workloads() -> dict[str, Callable[[], int]]:
    """The agents' timed work: each call is one decision, returning the playouts or iterations."""
    from tacocat_widget.agents import ISMCTSAgent, PlannerAgent
    from tacocat_widget.study.bench import decision_states

    views = itertools.cycle([state.observe(state.to_move) for state in decision_states(12)])

    def searching(agent: Any, unit: str) -> Callable[[], int]:
        return lambda: int(agent.decide(next(views)).info[unit])

    return {
        "planner playouts/s (1,000 a decision)": searching(
            PlannerAgent(seed=1, iterations=1000), "playouts"
        ),
        "ISMCTS iterations/s (1,000 a decision)": searching(
            ISMCTSAgent(seed=1, iterations=1000), "iterations"
        ),
    }


def round_workloads() -> dict[str, Callable[[], int]]:
    """``round_outcome`` from dealt states, uniformly and with the planner's tuned habits."""
    from tacocat_widget.agents.rollout_policy import TunedPolicy
    from tacocat_widget.engine import new_game
    from tacocat_widget.engine.rollout import UNIFORM, RolloutPolicy, round_outcome

    starts, rng = itertools.cycle([new_game(seed) for seed in range(1000)]), random.Random(3)

    def playing_out(policy: RolloutPolicy) -> Callable[[], int]:
        def one_round() -> int:
            round_outcome(next(starts), rng, policy)
            return 1

        return one_round

    return {
        "round_outcome playouts/s from a dealt state (uniform)": playing_out(UNIFORM),
        "round_outcome playouts/s (tuned policy, as the planner plays)": playing_out(TunedPolicy()),
    }


def adapter_workloads() -> dict[str, Callable[[], int]]:
    """The PettingZoo env's random steps and OpenSpiel's random games, where installed."""
    work: dict[str, Callable[[], int]] = {}
    seeds, rng = itertools.count(), random.Random(5)
    if find_spec("pettingzoo") is not None:
        from tacocat_widget import env

        environment = env.env()

        def one_env_game() -> int:
            environment.reset(seed=next(seeds))
            steps = 0
            for _ in environment.agent_iter():
                seen, _, over, cut, _ = environment.last()
                legal = [i for i, allowed in enumerate(seen["action_mask"]) if allowed]
                environment.step(None if over or cut else rng.choice(legal))
                steps += 1
            return steps

        work["PettingZoo env steps/s (random legal moves)"] = one_env_game
    if find_spec("pyspiel") is not None:
        import pyspiel

        from tacocat_widget import openspiel
        from tacocat_widget.study.bench import openspiel_game

        game = pyspiel.load_game(openspiel.SHORT_NAME)

        def one_spiel_game() -> int:
            openspiel_game(game, rng)
            return 1

        work["OpenSpiel adapter: random games/s"] = one_spiel_game
    return work


def worker(build: str) -> None:
    """Times whatever the parent asks for, one line in and one out, in this process's CPU time."""
    from tacocat_widget.engine import COMPILED
    from tacocat_widget.study.bench import engine_workloads, rate

    if (build == "compiled") != COMPILED:
        raise SystemExit(f"the {build} worker imported the other build of tacocat_widget")
    work = engine_workloads() | round_workloads() | search_workloads() | adapter_workloads()
    for one in work.values():
        one()  # whatever each workload works out once and keeps
    print(json.dumps(list(work)), flush=True)
    for line in sys.stdin:
        name, seconds = json.loads(line)
        print(rate(work[name], seconds, time.process_time), flush=True)


def start_worker(build: str, path: Path) -> subprocess.Popen[str]:
    """A worker importing tacocat_widget from ``path`` only (it comes first on sys.path)."""
    environment = {**os.environ, "PYTHONPATH": str(path)}
    return subprocess.Popen(
        [sys.executable, __file__, "--worker", build],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=environment,
        cwd=tempfile.gettempdir(),  # not this tree, which would import as pure Python
    )


def ask(worker: subprocess.Popen[str], message: object) -> Any:
    assert worker.stdin is not None and worker.stdout is not None
    if message is not None:
        worker.stdin.write(json.dumps(message) + "\n")
        worker.stdin.flush()
    answer = worker.stdout.readline()
    if not answer:
        raise SystemExit(f"a worker stopped (exit code {worker.wait()})")
    return json.loads(answer)


def turns(
    workers: dict[str, subprocess.Popen[str]], rounds: int, seconds: float
) -> dict[str, list[tuple[float, float]]]:
    """(pure, compiled) rates of each figure both workers time, by turns."""
    names = [ask(workers[build], None) for build in BUILDS]
    found: dict[str, list[tuple[float, float]]] = {name: [] for name in names[0]}
    for turn in range(rounds):
        for name in found:
            order = BUILDS if turn % 2 == 0 else BUILDS[::-1]
            rates = {build: ask(workers[build], [name, seconds]) for build in order}
            found[name].append((rates["pure"], rates["compiled"]))
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="a compiled wheel (default: build one)")
    parser.add_argument("--rounds", type=int, default=9, help="timed turns of each build")
    parser.add_argument("--seconds", type=float, default=0.5, help="one turn's CPU seconds")
    parser.add_argument("--worker", choices=BUILDS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return worker(args.worker)
    with tempfile.TemporaryDirectory() as folder:
        wheel = args.wheel or compiled_wheel(Path(folder) / "dist")
        site = Path(folder) / "site"
        zipfile.ZipFile(wheel).extractall(site)
        workers = {"pure": start_worker("pure", ROOT), "compiled": start_worker("compiled", site)}
        try:
            found = turns(workers, args.rounds, args.seconds)
        finally:
            for one in workers.values():
                one.kill()
    sys.path.insert(0, str(ROOT))
    from tacocat_widget.study.bench import turns_table

    print(f"{wheel.name} against this tree as pure Python")
    print(f"{args.rounds} turns of each build, by turns in two processes; per CPU second; medians")
    print("\n".join(turns_table(found, BUILDS)))


if __name__ == "__main__":
    main()
