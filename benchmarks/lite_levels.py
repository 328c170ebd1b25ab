"""Each level's time to decide in a browser, nothing installed: python benchmarks/lite_levels.py

    python lite/build.py                          # the site, in build/lite/site
    python benchmarks/lite_levels.py --positions 300
    python benchmarks/lite_levels.py --site DIR --games 0

Serves the JupyterLite site (``lite/build.py``) on 127.0.0.1, opens its play
notebook in headless Chromium (``/usr/bin/chromium``, or ``TACOCAT_CHROMIUM``,
driven by Playwright as the browser tests drive it), and runs
``benchmarks/levels.py`` in the notebook's kernel: Python in the page
(Pyodide), the engine pure Python, the same positions and the same timing.
Then the same benchmark in this Python, in a process of its own, and the ratio
of each figure, browser over this Python. A site whose package is not this
tree's (built before a change) is refused: build it again.

Last, ``--games`` whole games (3) by clicks against the best level, the
board's playback off (``w.speed = 0``): the seconds from each click that hands
the turn to the agent to the board showing its reply, and the agent's own
seconds to decide within them.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.jupyter import CHROMIUM  # noqa: E402
from tests.browser.lite import (  # noqa: E402
    offline_browser,
    one_move,
    open_and_run,
    run_in_kernel,
    served,
)

LEVELS_SCRIPT = Path(__file__).resolve().parent / "levels.py"
MOST_CLICKS = 80  # a whole game takes player 0 about 30 moves

# benchmarks/levels.py as a module of the kernel's (not __main__), then its main().
IN_THE_KERNEL = """
import sys
_levels = {{"__name__": "levels"}}
exec(compile({source!r}, "benchmarks/levels.py", "exec"), _levels)
sys.argv = ["benchmarks/levels.py", "--positions", "{positions}"]
_levels["main"]()
"""

# The best level in player 1's seat, each of its decisions timed in the kernel.
TIMED_BEST = """
import time
from tacocat_widget.agents import make_agent

_best, _took = make_agent("best", seed=4), []
_decide = _best.decide

def _timed(seen):
    started = time.perf_counter()
    decision = _decide(seen)
    _took.append(time.perf_counter() - started)
    return decision

_best.decide = _timed
w.reseat(1, _best)
w.speed = 0
"""
GAME_UNDER_WAY = """() => {
  const phase = document.querySelector('[data-tc="phase"]').textContent;
  return !phase.includes('Game over') && !document.querySelector('.tc-root[data-playing]');
}"""


def source_digest(root: Path) -> str:
    """A package's Python sources as one hash: the site's must be this tree's to compare them."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py"), key=lambda path: path.relative_to(root).as_posix()):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def site_digest(page: Any) -> str:
    """``source_digest`` of the tacocat_widget the kernel imports."""
    code = (
        f"import hashlib\nfrom pathlib import Path\n{inspect.getsource(source_digest)}\n"
        "import tacocat_widget\nprint(source_digest(Path(tacocat_widget.__file__).parent))"
    )
    return run_in_kernel(page, code).strip()


def table(printed: str) -> dict[str, list[float]]:
    """Each level's median, 95th percentile and slowest from what levels.py printed."""
    rows = {}
    for line in printed.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[1].replace(".", "", 1).isdigit():
            rows[cells[0]] = [float(cell) for cell in cells[1:]]
    return rows


def play_against_best(page: Any, games: int) -> tuple[list[float], list[float]]:
    """Click whole games against the best level: seconds from click to reply, the agent's own."""
    run_in_kernel(page, TIMED_BEST)
    replies, deciding = [], []
    for game in range(games):
        if game:  # the next deal, the agent's first moves played if it opens
            run_in_kernel(page, "w.new_game()\nif w.state.to_move == 1: w.run('game')")
            page.wait_for_function(GAME_UNDER_WAY)
        decided, clicks = int(run_in_kernel(page, "print(len(_took))")), 0
        while "Game over" not in page.inner_text('[data-tc="phase"]'):
            clicks += 1
            if clicks > MOST_CLICKS:
                raise SystemExit("the game did not end")
            seconds = one_move(page)
            now = int(run_in_kernel(page, "print(len(_took))"))
            if now > decided:  # the agent answered this click: its decisions, summed
                replies.append(seconds)
                deciding.append(float(run_in_kernel(page, f"print(sum(_took[{decided}:]))")))
            decided = now
    return replies, deciding


def spread(seconds: list[float]) -> str:
    ordered = sorted(seconds)
    slow = ordered[int(0.95 * len(ordered))]
    return f"{statistics.median(ordered):.3f} / {slow:.3f} / {ordered[-1]:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300, help="random games to draw from")
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "lite" / "site")
    parser.add_argument("--games", type=int, default=3, help="games against best (0: none)")
    args = parser.parse_args()
    if not (args.site / "jupyter-lite.json").exists():
        raise SystemExit(f"no site in {args.site}: build it first (python lite/build.py)")
    if not Path(CHROMIUM).exists():
        raise SystemExit(f"no Chromium at {CHROMIUM} (set TACOCAT_CHROMIUM)")
    source = LEVELS_SCRIPT.read_text(encoding="utf-8")
    replies: list[float] = []
    tree = source_digest(ROOT / "tacocat_widget")
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        with (
            served(args.site, folder / "server.log") as address,
            offline_browser(folder / "profile") as (context, _requests, _console),
        ):
            page = context.new_page()
            marks = open_and_run(page, f"{address}/lab/index.html?path=play.ipynb")
            print(f"kernel ready in {marks['kernel ready']:.0f} s")
            if site_digest(page) != tree:
                raise SystemExit("the site's package is not this tree's: python lite/build.py")
            started = time.perf_counter()
            code = IN_THE_KERNEL.format(source=source, positions=args.positions)
            browser = run_in_kernel(page, code)
            print(f"in the browser ({time.perf_counter() - started:.0f} s):\n{browser}")
            if "ERROR" in browser:
                raise SystemExit("the benchmark failed in the browser")
            if args.games:
                replies, deciding = play_against_best(page, args.games)
    here = subprocess.run(
        [sys.executable, str(LEVELS_SCRIPT), "--positions", str(args.positions)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    print(f"in this Python ({sys.version.split()[0]}):\n{here.stdout}")
    if source_digest(ROOT / "tacocat_widget") != tree:
        raise SystemExit("the package's sources changed during the run: run it again")
    in_page, in_python = table(browser), table(here.stdout)
    print("seconds a decision: median / 95th percentile / slowest")
    print("| level | browser | this Python | browser / this Python |")
    print("|---|---|---|---|")
    for level, figures in in_page.items():
        theirs = in_python[level]
        pairs = zip(figures, theirs, strict=True)
        ratios = " / ".join(f"{mine / other:.1f}" for mine, other in pairs)
        print(
            f"| {level} | {' / '.join(f'{value:.4f}' for value in figures)}"
            f" | {' / '.join(f'{value:.4f}' for value in theirs)} | {ratios} |"
        )
    if replies:
        print(
            f"\n{args.games} games against best, {len(replies)} clicks answered,"
            " median / 95th percentile / slowest seconds:"
            f"\n  click to the reply shown: {spread(replies)}"
            f"\n  the agent deciding, in the kernel: {spread(deciding)}"
        )


if __name__ == "__main__":
    main()
