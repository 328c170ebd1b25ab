"""Speed figures of two versions side by side, measured in one run: before and after a change.

    python benchmarks/compare.py --base main engine
    python benchmarks/compare.py --base v0.1.0 --rounds 3 agents --decisions 20
    python benchmarks/compare.py --base main page --lines 1000
    python benchmarks/compare.py --base main adapters --profile 12

The base revision is exported from git and imported next to this working
tree's package, in the same process, under another name. Engine, page and
adapter figures are timed in short turns, base and head alternately, each by
this tree's harness (``tacocat_widget.study.bench``, ``benchmarks/adapters.py``);
agent figures are each version's own, by turns. On a shared machine the load
drifts by more than the difference measured, so timed figures count this
process's CPU time, not the wall clock, and the ratio printed is the median of
the turns' ratios (each head turn over the base turn beside it), with the
middle half of those ratios. ``--profile N`` prints, for each adapter figure,
the N busiest functions of each version.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from io import BytesIO
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import adapters  # noqa: E402  (benchmarks/adapters.py, beside this file)

from tacocat_widget.study import bench  # noqa: E402  (this tree's, whatever is installed)

Work = dict[str, Callable[[], int]]  # each figure's timed work, by name


def export(revision: str, into: Path) -> str:
    """The package as it was at ``revision``, importable under the name this returns."""
    archive = subprocess.run(
        ["git", "archive", revision, "tacocat_widget"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    (into / "tacocat_widget").rename(into / "tacocat_base")  # it imports itself relatively
    sys.path.insert(0, str(into))
    return "tacocat_base"


def moved(package: str, *names: str) -> ModuleType:
    """``package``'s module under the first of ``names`` it has (modules moved over time)."""
    for name in names:
        if importlib.util.find_spec(f"{package}.{name.split('.')[0]}") is not None:
            return importlib.import_module(f"{package}.{name}")
    raise ModuleNotFoundError(f"{package} has none of {names}")


def by_turns(
    base: Work, head: Work, rounds: int, seconds: float
) -> dict[str, list[tuple[float, float]]]:
    """(base, head) rates per CPU second of each figure, timed by turns one slice at a time."""
    work = {"base": base, "head": head}
    found: dict[str, list[tuple[float, float]]] = {name: [] for name in head}
    for turn in range(rounds):
        for name in found:
            order = ("base", "head") if turn % 2 == 0 else ("head", "base")
            rates = {
                version: bench.rate(work[version][name], seconds, time.process_time)
                for version in order
            }
            found[name].append((rates["base"], rates["head"]))
    return found


def engine_rounds(base: str, rounds: int, seconds: float) -> dict[str, list[tuple[float, float]]]:
    """(base, head) games/s of each engine figure, timed by turns one slice at a time.

    Both versions are timed by this tree's harness, so only the engine differs.
    """
    base_engine = importlib.import_module(f"{base}.engine")
    importlib.import_module(f"{base}.engine.rollout")
    return by_turns(bench.engine_workloads(base_engine), bench.engine_workloads(), rounds, seconds)


def adapter_rounds(
    base: str, rounds: int, seconds: float, top: int
) -> dict[str, list[tuple[float, float]]]:
    """(base, head) of each adapter figure, timed by turns; with ``top``, each one's profile."""
    work = {"base": adapters.workloads(base), "head": adapters.workloads()}
    for name in work["head"] if top else ():
        for version in ("base", "head"):
            print(f"== {name}: {version}")
            print(adapters.profile(work[version][name], seconds * 4, top))
    return by_turns(work["base"], work["head"], rounds, seconds)


def agent_rounds(base: str, rounds: int, decisions: int) -> dict[str, list[tuple[float, float]]]:
    """(base, head) of each agent figure, each version's own figures by turns."""
    base_bench = moved(base, "study.bench", "bench")
    found: dict[str, list[tuple[float, float]]] = {}
    for _ in range(rounds):
        before, after = base_bench.agent_figures(decisions), bench.agent_figures(decisions)
        for name, value in after.items():
            found.setdefault(name, []).append((before.get(name, float("nan")), value))
    return found


def page_update(package: str, lines: int) -> Callable[[], int]:
    """One page update (player 0's view) of a game of ``lines`` two-move lines, in ``package``."""
    session = moved(package, "game.session", "session").Session(("human", "human"), seed=22)
    page_view = moved(package, "page.view", "view").page_view
    first = session.state
    starts = [(a, b) for a in first.legal_actions() for b in first.apply(a).legal_actions()]
    for one, two in starts[:lines]:
        session.goto(0)
        session.play(one)
        session.play(two)

    def update() -> int:
        page_view(session, 0)
        return 1

    update()  # whatever a version works out once and remembers
    return update


def page_rounds(
    base: str, rounds: int, seconds: float, lines: int
) -> dict[str, list[tuple[float, float]]]:
    """(base, head) page updates per CPU second of a game of many lines, timed by turns."""
    name = f"page updates/s, {lines} lines"
    base_work, head_work = page_update(base, lines), page_update("tacocat_widget", lines)
    return by_turns({name: base_work}, {name: head_work}, rounds, seconds)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="HEAD", help="the git revision to compare against")
    parser.add_argument("--rounds", type=int, default=15, help="timed turns of each version")
    parser.add_argument(
        "what", choices=["engine", "agents", "page", "adapters"], help="which figures to compare"
    )
    parser.add_argument("--seconds", type=float, default=0.5, help="one engine turn's length")
    parser.add_argument("--decisions", type=int, default=20, help="positions for agent figures")
    parser.add_argument("--lines", type=int, default=1000, help="lines of the game, for page")
    parser.add_argument("--profile", type=int, default=0, help="adapters: top functions to print")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        base = export(args.base, Path(folder))
        if args.what == "engine":
            found = engine_rounds(base, args.rounds, args.seconds)
        elif args.what == "page":
            found = page_rounds(base, args.rounds, args.seconds, args.lines)
        elif args.what == "adapters":
            found = adapter_rounds(base, args.rounds, args.seconds, args.profile)
        else:
            found = agent_rounds(base, args.rounds, args.decisions)
    clock = "per CPU second; " if args.what != "agents" else ""
    print(f"{args.rounds} turns of each version, by turns in one process; {clock}medians")
    print("\n".join(bench.turns_table(found, (f"base {args.base}", "head"))))


if __name__ == "__main__":
    main()
