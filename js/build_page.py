"""The package build's page step: bundle ``js/`` with npm, only if the built page is missing or old.

An sdist (and a wheel built from it) carries the built page, newer than its
sources, so it installs on a machine without Node.js. A clone has no built
page: building it needs Node.js and npm, and without them the install stops
here with one message saying what to install.
"""

from __future__ import annotations

import shutil
from pathlib import Path

HERE = Path(__file__).resolve().parent
BUILT = [
    HERE.parent / "tacocat_widget" / "page" / "static" / name
    for name in ("widget.js", "widget.css", "replay.js")
]
SOURCES = [HERE / "src", HERE / "package.json", HERE / "package-lock.json"]

NEEDS_NODE = """\
tacocat-widget's page is bundled from js/ with Node.js, and this source tree has no
built page{why}. Install Node.js 18 or newer with npm (https://nodejs.org, or your system's
package, e.g. `apt install nodejs npm`) and install again; or install from an sdist or
a wheel of tacocat-widget, which carry the built page."""


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


def build(target_name: str, version: str) -> None:
    """The build hook's function (``[tool.hatch.build.hooks.jupyter-builder]``)."""
    if page_is_current():
        print("tacocat-widget: the page is built and up to date with js/; npm is not needed")
        return
    if shutil.which("npm") is None:
        missing = not all(path.exists() for path in BUILT)
        why = "" if missing else " up to date with js/src"
        raise RuntimeError(NEEDS_NODE.format(why=why))
    from hatch_jupyter_builder import npm_builder  # the build hook's own dependency

    npm_builder(target_name, version, path=str(HERE), build_cmd="build", npm=["npm"])
