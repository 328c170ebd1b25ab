"""Page figures, printed rather than asserted: python benchmarks/page.py

1. The size of the synced view per update, over whole games (no browser):
   agents stepping one move at a time, and a person's clicks answered by an
   agent (those updates bring the moves the page plays back).
2. The time from a click to the redrawn board, in JupyterLab in headless
   Chromium: median and spread over many clicks of two hot-seat humans, each
   measured in the page from the click to the frame after the new board.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from browser import lab_page

from tacocat_widget import TacocatWidget
from tacocat_widget.page.protocol import PROTOCOL

CLICK_TO_REDRAW = """async () => {
  const slider = () => Number(document.querySelector('[data-tc="timeline"]').value);
  const before = slider();
  const phase = document.querySelector('[data-tc="phase"]').textContent;
  const start = performance.now();
  const card = document.querySelector('[data-hand] [data-card][data-disabled="false"]');
  const sacrifice = document.querySelector('[data-tc="sacrifice"]:not([disabled])');
  if (phase.includes('replace')) {
    document.querySelector('[data-tc="play"]').click();
  } else if (sacrifice && (!card || Math.random() < 0.3)) {
    sacrifice.click();
  } else {
    card.click();
    document.querySelector('[data-tc="play"]').click();
  }
  while (slider() === before) await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  return performance.now() - start;
}"""


def synced_sizes(games: int) -> list[int]:
    """Bytes of the synced view per update: two agents stepping, one move an update."""
    sizes = []
    for seed in range(games):
        widget = TacocatWidget(players=("random", "random"), seed=seed)
        widget.observe(
            lambda change: sizes.append(len(json.dumps(change["new"]))), names=["view_state"]
        )
        while not widget.state.is_over:
            widget.step()
    return sizes


def clicked_sizes(games: int) -> list[int]:
    """Bytes per update when a person clicks and the heuristic agent answers.

    Each answer brings the states the page plays back (the agent's moves), so
    these updates carry more than one move.
    """
    sizes = []
    for seed in range(games):
        widget = TacocatWidget(players=("human", "heuristic"), seed=seed)
        widget.observe(
            lambda change: sizes.append(len(json.dumps(change["new"]))), names=["view_state"]
        )
        chooser = random.Random(seed)
        while not widget.state.is_over:
            action = chooser.choice(widget.state.legal_actions()).to_dict()
            message = {"protocol": PROTOCOL, "kind": "play", "action": action}
            widget._on_page_message(widget, {**message, "cursor": widget.cursor}, [])
    return sizes


def click_latencies(clicks: int) -> list[float]:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(
        "from tacocat_widget import TacocatWidget\n"
        "w = TacocatWidget(players=('human', 'human'), seed=1)\nw"
    )]  # fmt: skip
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.ipynb"
        nbformat.write(notebook, path)
        with lab_page(Path(folder) / "lab", path) as page:
            times = []
            while len(times) < clicks:
                if "Game over" in page.inner_text('[data-tc="phase"]'):
                    page.click('[data-tc="new-game"]')
                    page.click('[data-tc="new-game-confirm"]')  # it asks first
                    page.wait_for_timeout(300)
                    continue
                times.append(page.evaluate(CLICK_TO_REDRAW))
            return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games for the synced sizes")
    parser.add_argument("--clicks", type=int, default=40, help="clicks to time in the browser")
    args = parser.parse_args()
    for label, sizes in (
        ("agents stepping", synced_sizes(args.games)),
        ("clicks answered by an agent", clicked_sizes(args.games)),
    ):
        print(f"synced view per update, {label}: median {statistics.median(sizes):,.0f} B,"
              f" max {max(sizes):,} B over {len(sizes)} updates")  # fmt: skip
    times = click_latencies(args.clicks)
    quartiles = statistics.quantiles(times, n=4)
    print(f"click to redrawn board: median {statistics.median(times):.1f} ms,"
          f" quartiles {quartiles[0]:.1f}-{quartiles[2]:.1f} ms, max {max(times):.1f} ms"
          f" over {len(times)} clicks")  # fmt: skip


if __name__ == "__main__":
    main()
