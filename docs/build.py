"""Build the documentation site, with the game to play in the browser inside it.

    python docs/build.py                  # build/docs: the pages, and the JupyterLite site in lite/
    python docs/build.py --no-lite        # the pages only
    python docs/build.py --lite SITE      # the pages, with a JupyterLite site already built
    python docs/build.py --no-run         # the example notebooks as stored, not run (faster)

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
    parser.add_argument(
        "--no-run", action="store_true", help="show the example notebooks without running them"
    )
    args = parser.parse_args(argv)
    out = args.out.resolve()
    failed = build_pages(out, run_notebooks=not args.no_run)
    if failed:
        return failed
    if args.lite:
        shutil.copytree(args.lite, out / "lite", dirs_exist_ok=True)
    elif not args.no_lite:
        lite_build = [sys.executable, ROOT / "lite" / "build.py", "--out", out / "lite"]
        subprocess.run(lite_build, check=True)
    print(f"documentation: {out / 'index.html'}")
    return 0


def build_pages(out: Path, run_notebooks: bool = True) -> int:
    """Sphinx's HTML build of ``docs/`` into ``out``, every warning an error; its exit code."""
    options = [] if run_notebooks else ["-D", "nb_execution_mode=off"]
    return build_main(
        ["-E", "-W", "--keep-going", "-q", *options, "-b", "html", str(DOCS), str(out)]
    )


if __name__ == "__main__":
    sys.exit(main())
