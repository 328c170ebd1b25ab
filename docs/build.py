"""Build the documentation site, with the game to play in the browser inside it.

    python docs/build.py                  # build/docs: the pages, and the JupyterLite site in lite/
    python docs/build.py --no-lite        # the pages only
    python docs/build.py --lite SITE      # the pages, with a JupyterLite site already built
    python docs/build.py --no-run         # the example notebooks as stored, not run (faster)
    python docs/build.py --executed DIR   # the example notebooks as run already, saved in DIR

The pages are built strictly: any warning (a broken link, a docstring Sphinx
cannot read) fails the build. The home page's "Try it in your browser" opens
``lite/lab/index.html?path=play.ipynb``, which ``lite/build.py`` makes (see
there for what building it needs). Serve the folder from any web server, e.g.
``python -m http.server -d build/docs``.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

from sphinx.cmd.build import build_main

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "docs")
    lite = parser.add_mutually_exclusive_group()
    lite.add_argument("--no-lite", action="store_true", help="leave the JupyterLite site out")
    lite.add_argument("--lite", type=Path, help="a JupyterLite site built by lite/build.py")
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument(
        "--no-run", action="store_true", help="show the example notebooks without running them"
    )
    shown.add_argument(
        "--executed",
        type=Path,
        help="a folder of the example notebooks run already (NAME.ipynb each), to show as they are",
    )
    args = parser.parse_args(argv)
    out = args.out.resolve()
    failed = build_pages(out, run_notebooks=not args.no_run, executed=args.executed)
    if failed:
        return failed
    if args.lite:
        shutil.copytree(args.lite, out / "lite", dirs_exist_ok=True)
    elif not args.no_lite:
        lite_build = [sys.executable, ROOT / "lite" / "build.py", "--out", out / "lite"]
        subprocess.run(lite_build, check=True)
    print(f"documentation: {out / 'index.html'}")
    return 0


def build_pages(out: Path, run_notebooks: bool = True, executed: Path | None = None) -> int:
    """Sphinx's HTML build of ``docs/`` into ``out``, every warning an error; its exit code.

    The example notebooks are run for the build, or shown as stored (``run_notebooks`` false),
    or as already run in ``executed``.
    """
    options = [] if run_notebooks and executed is None else ["-D", "nb_execution_mode=off"]
    if executed is not None:
        options += ["-D", f"executed_examples={executed.resolve()}"]
    return build_main(
        ["-E", "-W", "--keep-going", "-q", *options, "-b", "html", str(DOCS), str(out)]
    )


if __name__ == "__main__":
    sys.exit(main())
