"""Speed figures, printed rather than asserted: ``python -m tacocat_widget.study.bench engine``.

Each figure is the median of several timed repeats on one core, after a
warm-up that fills the engine's caches the way a long session does.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ..agents import ISMCTSAgent, PlannerAgent
from ..engine import COMPILED, GameState, new_game
from ..engine.rollout import playout, random_action


def which_build() -> str:
    """The build of the engine a benchmark measures, and where it was imported from.

    A figure is only worth comparing with another of the same build; a script run from a
    clone may import the source (pure Python) even with a compiled wheel installed.
    """
    build = "compiled (mypyc)" if COMPILED else "pure Python"
    return f"the engine: {build}, from {os.path.dirname(os.path.dirname(__file__))}"


def rate(
    work: Callable[[], int], seconds: float, clock: Callable[[], float] = time.perf_counter
) -> float:
    """Units of work per second, running ``work`` (which returns its units) for ``seconds``.

    ``clock`` measures the seconds: the wall clock, or ``time.process_time``
    for this process's CPU time, which time spent waiting for a shared
    machine's other work does not count in.
    """
    done, start = 0, clock()
    while (elapsed := clock() - start) < seconds:
        done += work()
    return done / elapsed


def turns_table(found: dict[str, list[tuple[float, float]]], names: tuple[str, str]) -> list[str]:
    """The lines of a table of figures timed by turns, two versions side by side.

    ``found`` holds each figure's (first, second) per turn. A row gives each
    version's median, the median of the turns' ratios (second over first, each
    turn's pair timed back to back, so the drift of a shared machine's load
    cancels) and the middle half of those ratios.
    """
    width, (first, second) = max(map(len, found)), names
    ratio = f"{second}/{first}"
    across = max(9, len(ratio))
    heading = f"{'figure':<{width}}  {first:>14}  {second:>14}  {ratio:>{across}}  middle half"
    lines = [heading]
    for name, pairs in found.items():
        ratios = [after / before for before, after in pairs]
        low, _, high = (
            statistics.quantiles(ratios, n=4) if len(ratios) >= 4 else (min(ratios), 0, max(ratios))
        )
        lines.append(
            f"{name:<{width}}  {statistics.median(b for b, _ in pairs):>14,.1f}"
            f"  {statistics.median(a for _, a in pairs):>14,.1f}"
            f"  {statistics.median(ratios):>{across}.2f}  {low:>5.2f}-{high:.2f}"
        )
    return lines


def _median_rate(work: Callable[[], int], seconds: float, repeats: int) -> float:
    return statistics.median(rate(work, seconds) for _ in range(repeats))


def public_api_game(seed: int, rng: random.Random, new_game: Callable[..., Any] = new_game) -> int:
    """One random game through legal_actions() and apply(); returns its decisions."""
    state, decisions = new_game(seed), 0
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        decisions += 1
    return decisions


def openspiel_game(game: Any, rng: random.Random) -> int:
    """One random game through pyspiel (each chance outcome as likely as it is, each move
    uniform); returns its states. ``game`` is ``pyspiel.load_game("tacocat")`` or any game."""
    state, states = game.new_initial_state(), 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, chances)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        states += 1
    return states


def engine_workloads(engine: ModuleType | None = None) -> dict[str, Callable[[], int]]:
    """The engine's timed work, by figure: each call plays one random game and returns 1.

    ``engine`` is this package's engine unless given (``benchmarks/compare.py``
    passes an older version's, to time both the same way). The caches are
    warmed first, as a long session would have them.
    """
    new = new_game if engine is None else engine.new_game
    play_out = playout if engine is None else engine.rollout.playout
    rng, seeds = random.Random(2026), iter(range(10**9))
    for _ in range(2000):
        public_api_game(next(seeds), rng, new)
    starts = [new(seed) for seed in range(1000)]

    def one_public_game() -> int:
        public_api_game(next(seeds), rng, new)
        return 1

    def one_playout() -> int:
        play_out(new(next(seeds)), rng)
        return 1

    def one_playout_from_a_dealt_state() -> int:
        play_out(starts[int(rng.random() * len(starts))], rng)
        return 1

    return {
        "public API: random full games/s": one_public_game,
        "rollout path: random full games/s (new_game + playout)": one_playout,
        "rollout path: playouts/s from a dealt state": one_playout_from_a_dealt_state,
    }


def engine_figures(seconds: float, repeats: int) -> dict[str, float]:
    work = engine_workloads()
    rng = random.Random(7)
    decisions_per_game = statistics.mean(public_api_game(seed, rng) for seed in range(500))
    figures = {name: _median_rate(one, seconds, repeats) for name, one in work.items()}
    public = figures["public API: random full games/s"]
    return {
        "public API: random full games/s": public,
        "public API: decisions/s (legal_actions + apply)": public * decisions_per_game,
        "decisions per game": decisions_per_game,
    } | figures


def decision_states(count: int) -> list[GameState]:
    """Positions from seeded random games, one per decision an agent would face."""
    rng, states = random.Random(7), []
    for seed in range(count):
        state = new_game(seed)
        for _ in range(rng.randrange(0, 40)):
            if state.is_over:
                break
            state = state.apply(random_action(state, rng))
        if not state.is_over and len(state.legal_actions()) > 1:
            states.append(state)
    return states


def agent_figures(decisions: int) -> dict[str, float]:
    """Search speed, and each default search agent's time per decision (the planner's by phase)."""
    states = decision_states(decisions)
    figures = {
        "ISMCTS iterations/s (median over decisions, 1,000 each)": _median_speed(
            ISMCTSAgent(seed=1, iterations=1000), "iterations", states
        ),
        "planner playouts/s (median over decisions, 5,000 each)": _median_speed(
            PlannerAgent(seed=1, iterations=5000), "playouts", states
        ),
    }
    for label, agent in (("ISMCTS", ISMCTSAgent(seed=1)), ("planner", PlannerAgent(seed=1))):
        times = _seconds_by_phase(agent, states)
        every = [seconds for phase in times.values() for seconds in phase]
        figures[f"default {label}: median seconds per decision"] = statistics.median(every)
        figures[f"default {label}: slowest decision, seconds"] = max(every)
        if label == "planner":
            for phase, seconds in sorted(times.items()):
                figures[f"default planner: median seconds, {phase}"] = statistics.median(seconds)
    figures["decisions measured"] = float(len(states))
    return figures


def _median_speed(agent: ISMCTSAgent | PlannerAgent, unit: str, states: list[GameState]) -> float:
    rates = []
    for state in states:
        start = time.perf_counter()
        decision = agent.decide(state.observe(state.to_move))
        rates.append(float(decision.info[unit]) / (time.perf_counter() - start))
    return statistics.median(rates)


def _seconds_by_phase(
    agent: ISMCTSAgent | PlannerAgent, states: list[GameState]
) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    for state in states:
        start = time.perf_counter()
        agent.decide(state.observe(state.to_move))
        times.setdefault(state.phase, []).append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tacocat_widget.study.bench", description=__doc__
    )
    parser.add_argument("what", choices=["engine", "agents"], help="which figures to print")
    parser.add_argument("--decisions", type=int, default=40, help="positions for the agent figures")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one timed repeat")
    parser.add_argument("--repeats", type=int, default=5, help="timed repeats per figure")
    args = parser.parse_args(argv)
    print(which_build())
    if args.what == "agents":
        figures = agent_figures(args.decisions)
    else:
        figures = engine_figures(args.seconds, args.repeats)
    width = max(map(len, figures))
    for name, value in figures.items():
        print(
            f"{name:<{width}}  {value:>10,.3f}"
            if value < 10
            else f"{name:<{width}}  {value:>10,.1f}"
        )


if __name__ == "__main__":
    main()
