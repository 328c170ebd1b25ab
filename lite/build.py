"""Build the JupyterLite site: the game in any browser, with nothing to install and no network.

    python lite/build.py                  # the site in build/lite/site, from this checkout
    python lite/build.py --wheel W --out DIR

The site runs Python in the browser (the Pyodide kernel) and carries everything
it needs: Pyodide's runtime, every wheel the notebooks import (pre-installed
when the kernel starts, so nothing is fetched), and the lab extensions of
anywidget and ipywidgets. Serve the folder from any web server, e.g.
``python -m http.server -d build/lite/site``, and open ``/lab/index.html``.

Building needs Python 3.10+, PyPI and the npm registry (npm runs on the Node.js
that pip installs, as for the page); the site needs neither. The tools are
pinned below: a kernel release names the one Pyodide it runs on, and Pyodide's
lock the micropip it expects.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import runpy
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LITE = "0.8.6"  # jupyterlite-core and jupyterlite-pyodide-kernel
PYODIDE = "314.0.6"  # jupyterlite_pyodide_kernel.constants.PYODIDE_VERSION of that kernel
MICROPIP = "0.11.1"  # the micropip of that Pyodide's own lock
PYTHON = "3.14"  # the Python of that Pyodide
NOTEBOOKS = ("play.ipynb", "lesson.ipynb", "review.ipynb")
# The documentation pages the notebooks link to (``../docs/rules.md``, from ``examples/`` in a
# clone): the site holds each beside the notebooks, and their links lead there.
PAGES = ("rules.md",)
# What the kernel imports before any cell runs: pre-installed, in this order.
PRELOADED = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
# Wheels a browser has no use for: the kernel brings its own widgetsnbextension stand-in.
NOT_IN_A_BROWSER = ("widgetsnbextension", "pexpect", "ptyprocess")
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", type=Path, help="the tacocat-widget wheel (default: build one)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "lite" / "site")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "lite" / "work")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    site = build(args.wheel, args.out.resolve(), args.work.resolve())
    size = sum(path.stat().st_size for path in site.rglob("*") if path.is_file())
    took = time.perf_counter() - started
    print(f"site: {site} ({size / 1e6:.1f} MB, built in {took:.0f} s)")


def build(wheel: Path | None, out: Path, work: Path) -> Path:
    """The site in ``out``; ``work`` keeps the tools and downloads between builds.

    Builds that share ``work`` (tests spread over processes, say) take turns.
    """
    work.mkdir(parents=True, exist_ok=True)
    with (work / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        return _build(wheel, out, work)


def _build(wheel: Path | None, out: Path, work: Path) -> Path:
    tools = build_tools(work / "tools")
    wheel = wheel.resolve() if wheel else package_wheel(work / "dist")
    if not wheel.name.endswith("-py3-none-any.whl"):
        raise SystemExit(f"{wheel.name} is built for one platform: Pyodide needs a pure wheel")
    lite = fresh(work / "lite")  # from clean: a stale build database can drop the local Pyodide
    runtime = lite / "static" / "pyodide"
    unpack_pyodide(work, runtime)
    wheels = download_wheels(tools, wheel, fresh(work / "wheels"))
    run(tools / "bin" / "python", HERE / "lock.py", runtime, *wheels)
    # The page's side: anywidget's and ipywidgets' lab extensions, from their wheels.
    extensions = [
        next(work.glob(f"wheels/{name}-*.whl")) for name in ("anywidget", "jupyterlab_widgets")
    ]
    site_files(lite / "files")
    write_config(lite, extensions)
    shutil.rmtree(out, ignore_errors=True)
    run(tools / "bin" / "jupyter", "lite", "build", "--output-dir", out, cwd=lite)
    check(out)
    return out


def build_tools(venv: Path) -> Path:
    """A virtual environment with the JupyterLite tools (and nothing of the widget's)."""
    if not (venv / "bin" / "jupyter-lite").exists():
        run(sys.executable, "-m", "venv", venv)
        run(venv / "bin" / "pip", "install", "-q", f"jupyterlite-core[contents]=={LITE}",
            f"jupyterlite-pyodide-kernel=={LITE}", "packaging")  # fmt: skip
    return venv


def package_wheel(dist: Path) -> Path:
    """This checkout's pure-Python wheel (its page built by the package's build hook).

    Pyodide installs only pure wheels, so the engine is not compiled (TACOCAT_PURE=1).
    """
    fresh(dist)
    pure = {**os.environ, "TACOCAT_PURE": "1"}
    run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", dist, ROOT, env=pure)
    return next(dist.glob("tacocat_widget-*.whl"))


def unpack_pyodide(work: Path, runtime: Path) -> None:
    """Pyodide's core (wasm, standard library, loader) from its npm package, which has no wheels."""
    archive = work / f"pyodide-{PYODIDE}.tgz"
    if not archive.exists():
        npm = runpy.run_path(str(ROOT / "js" / "build_page.py"))["npm"]  # pip's Node.js
        npm("pack", "--silent", f"pyodide@{PYODIDE}", cwd=work, check=True, capture_output=True)
    runtime.mkdir(parents=True)
    with tarfile.open(archive) as packed:
        for name in (*PYODIDE_FILES, "pyodide-lock.json"):
            source = packed.extractfile(f"package/{name}")
            assert source is not None, name
            (runtime / name).write_bytes(source.read())


def download_wheels(tools: Path, wheel: Path, into: Path) -> list[Path]:
    """Every wheel the kernel and the notebooks import, for Pyodide's Python (all pure Python)."""
    download = [tools / "bin" / "pip", "download", "-q", "--only-binary=:all:",
                "--python-version", PYTHON, "--implementation", "py", "--platform", "any",
                "-d", into]  # fmt: skip
    run(*download, "--no-deps", f"micropip=={MICROPIP}", "packaging")
    run(*download, wheel, "comm", "ipython", "jedi")
    for name in NOT_IN_A_BROWSER:
        for unwanted in into.glob(f"{name}-*.whl"):
            unwanted.unlink()
    # The kernel's own wheels (ipykernel and widgetsnbextension stand-ins, piplite, the kernel).
    kernel = (
        tools / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    )
    for name in ("ipykernel", "pyodide_kernel", "piplite", "widgetsnbextension"):
        for own in (kernel / "static" / "pypi").glob(f"{name}-*.whl"):
            shutil.copy2(own, into)
    return sorted(into.glob("*.whl"))


def site_files(files: Path, examples: Path = ROOT / "examples", docs: Path = ROOT / "docs") -> None:
    """The files the site opens: the notebooks, as committed, and the pages they link to."""
    files.mkdir(parents=True, exist_ok=True)
    for notebook in NOTEBOOKS:
        (files / notebook).write_text(for_pyodide(examples / notebook), encoding="utf-8")
    for page in PAGES:
        shutil.copy2(docs / page, files / page)


def for_pyodide(notebook: Path) -> str:
    """The notebook as the site opens it, in Jupyter's own format.

    Cleared of whatever a run saved in it (as committed), its kernel the Pyodide one (named
    "python" in JupyterLite), and its links to the documentation's pages led to their copies.
    """
    clear_notebooks = runpy.run_path(str(ROOT / "dev" / "clear_notebooks.py"))
    content = clear_notebooks["cleared"](json.loads(notebook.read_text(encoding="utf-8")))
    content["metadata"]["kernelspec"] = {
        "display_name": "Python (Pyodide)",
        "language": "python",
        "name": "python",
    }
    for cell in content["cells"]:
        if cell["cell_type"] == "markdown":
            cell["source"] = linked_in_the_site("".join(cell["source"])).splitlines(keepends=True)
    return str(clear_notebooks["as_text"](content))


def linked_in_the_site(markdown: str) -> str:
    """Links to ``../docs/`` pages (from ``examples/`` in a clone) lead to the site's copies."""
    for page in PAGES:
        markdown = markdown.replace(f"](../docs/{page}", f"]({page}")
    return markdown


def write_config(lite: Path, extensions: list[Path]) -> None:
    build_config = {
        "LiteBuildConfig": {
            "contents": ["files"],
            "federated_extensions": [str(path) for path in extensions],
            "no_sourcemaps": True,
        }
    }
    kernel = {
        "pyodideUrl": "./static/pyodide/pyodide.mjs",
        "disablePyPIFallback": True,
        # A null the page sends arrives as None (the other way, see js/src/protocol.d.ts).
        "loadPyodideOptions": {
            "convertNullToNone": True,
            "packages": [*PRELOADED, "tacocat-widget"],
        },
    }
    site_config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "exposeAppInBrowser": "true",  # the tests read the app; it must be this string
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel},
        },
    }
    (lite / "jupyter_lite_config.json").write_text(json.dumps(build_config, indent=1))
    (lite / "jupyter-lite.json").write_text(json.dumps(site_config, indent=1))


def check(site: Path) -> None:
    """The site loads Pyodide from itself, and holds every wheel its lock names."""
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if kernel.get("pyodideUrl") != "./static/pyodide/pyodide.mjs":
        raise SystemExit(f"the site would load Pyodide from elsewhere: {kernel}")
    runtime = site / "static" / "pyodide"
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    files = [package["file_name"] for package in lock["packages"].values()]
    missing = [name for name in files if not (runtime / name).exists()]
    preloaded = kernel["loadPyodideOptions"]["packages"]
    unlocked = [name for name in preloaded if name not in lock["packages"]]
    if missing or unlocked:
        raise SystemExit(f"the site lacks wheels: missing {missing}, not locked {unlocked}")


def fresh(folder: Path) -> Path:
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


def run(*command: object, cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    words = [str(part) for part in command]
    done = subprocess.run(words, cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(words)} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")


if __name__ == "__main__":
    main()
