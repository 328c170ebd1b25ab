"""Speed figures of two versions side by side, measured in one run: before and after a change.

    python benchmarks/compare.py --base main engine
    python benchmarks/compare.py --base v0.1.0 agents --decisions 20

The base revision is exported from git into a temporary folder; the figures
command (``python -m tacocat_widget.bench ...``) then runs in the base and in
this working tree by turns, so both see the same machine load, and the
median of the rounds is printed with the ratio head/base.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def export(revision: str, into: Path) -> Path:
    """The package as it was at ``revision``, unpacked into ``into``."""
    archive = subprocess.run(
        ["git", "archive", revision, "tacocat_widget"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def figures(tree: Path, command: list[str]) -> dict[str, float]:
    """One run of the figures command with ``tree``'s package first on the path."""
    output = subprocess.run(
        [sys.executable, "-m", "tacocat_widget.bench", *command],
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = {}
    for line in output.splitlines():
        name, _, value = line.rpartition("  ")
        if name.strip():
            found[name.strip()] = float(value.replace(",", ""))
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="HEAD", help="the git revision to compare against")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each version, by turns")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="arguments for the bench")
    args = parser.parse_args(argv)
    command = args.command or ["engine", "--seconds", "1", "--repeats", "1"]
    runs: dict[str, list[dict[str, float]]] = {"base": [], "head": []}
    with tempfile.TemporaryDirectory() as folder:
        trees = {"base": export(args.base, Path(folder)), "head": ROOT}
        for _ in range(args.rounds):
            for version, tree in trees.items():
                runs[version].append(figures(tree, command))
    names = list(runs["head"][0])
    width = max(map(len, names))
    print(f"{'figure':<{width}}  {'base ' + args.base:>14}  {'head':>14}  {'head/base':>9}")
    for name in names:
        base = statistics.median(run.get(name, float("nan")) for run in runs["base"])
        head = statistics.median(run[name] for run in runs["head"])
        print(f"{name:<{width}}  {base:>14,.1f}  {head:>14,.1f}  {head / base:>9.2f}")


if __name__ == "__main__":
    main()
