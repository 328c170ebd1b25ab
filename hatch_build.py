"""The package build's compile step: the listed modules built with mypyc into a platform wheel.

A wheel (``pip install .``, ``pip wheel .``, ``python -m build``) carries the
modules listed as ``compile`` under ``[tool.hatch.build.targets.wheel.hooks.custom]``
in pyproject.toml as C extensions beside their ``.py`` files, and is tagged for
this Python and platform. The same source builds a pure-Python ``py3-none-any``
wheel instead when installed editable (``pip install -e``), when ``TACOCAT_PURE=1``
asks for it (Pyodide in the browser takes only pure wheels), and where this
machine has no C compiler or no Python headers: then one line says what to
install. A module that mypyc cannot compile fails the build, loudly.

A build that must bundle the page (from a clone, which has no built page) also
asks for Node.js from PyPI (``page_build_needs``), so a clone needs Python alone.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sysconfig
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# What compiling adds to the build's environment (a pure build needs neither): setuptools
# drives the C compiler, and 77 is the first to read this project's license field.
COMPILING_NEEDS = ["mypy>=2.4,<3", "setuptools>=77"]
PURE_FLAG = "TACOCAT_PURE"
# The compiled modules share one library, named for the package (tacocat_widget__mypyc) and
# beside it: mypyc finds each module's file from that library's folder.
SHARED_LIBRARY = "tacocat_widget"
NO_TOOLCHAIN = (
    "tacocat-widget: building the pure-Python engine, as this machine has no {what}; "
    "for the compiled engine, install a C compiler and Python's headers "
    "(Debian or Ubuntu: apt install gcc python3-dev) and build again."
)


def pure_requested(environ: Mapping[str, str]) -> bool:
    """Whether ``TACOCAT_PURE`` asks for a pure wheel; a value but 1, 0 or none is refused."""
    value = environ.get(PURE_FLAG, "")
    if value not in ("", "0", "1"):
        raise ValueError(
            f"{PURE_FLAG}={value!r}: set it to 1 for a pure-Python wheel, "
            "or to 0 or nothing for the compiled one"
        )
    return value == "1"


def missing_toolchain(environ: Mapping[str, str]) -> str | None:
    """What this machine lacks to compile C extensions for this Python, or None."""
    compiler = (environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"C compiler ({compiler})"
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    if not headers.is_file():
        return f"Python headers ({headers})"
    return None


def page_build_needs(root: Path) -> list[str]:
    """Node.js from PyPI when the page must be bundled (a clone); nothing for an sdist's build."""
    source = root / "js" / "build_page.py"
    spec = importlib.util.spec_from_file_location("build_page", source)
    if spec is None or spec.loader is None or not source.is_file():
        return []  # no page sources here: the built page is whatever the tree carries
    build_page = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_page)
    return [] if build_page.page_is_current() else [build_page.NODE_FROM_PYPI]


def compile_modules(root: Path, modules: list[str], work: Path) -> dict[str, str]:
    """The extensions mypyc builds from ``modules`` (paths under ``root``), in ``work``.

    Returns each built file's path and its place in the wheel. mypy checks the
    modules first, with the project's settings; an error stops the build.
    """
    from mypyc.build import mypycify  # the build's own dependencies: see COMPILING_NEEDS
    from setuptools import Distribution
    from setuptools.command.build_ext import build_ext

    # The project's mypy settings; the rest of the package is read for its types, and its own
    # errors left to the type check, as the build's environment lacks its dependencies.
    mypy_args = [
        *("--config-file", str(root / "pyproject.toml"), "--follow-imports", "silent"),
        *("--cache-dir", os.devnull),  # no cache: each build compiles from scratch
    ]
    try:
        extensions = mypycify(
            [*mypy_args, *(str(root / module) for module in modules)],
            opt_level="3",
            target_dir=str(work / "c"),
            group_name=SHARED_LIBRARY,
        )
    except SystemExit as failed:  # mypyc reports a type error, then exits
        raise RuntimeError(
            "mypyc could not compile the modules listed in pyproject.toml (its errors are above): "
            "fix them, or take the module off the list"
        ) from failed
    command = build_ext(Distribution({"name": "tacocat-widget", "ext_modules": extensions}))
    command.build_lib, command.build_temp = str(work / "lib"), str(work / "temp")
    command.ensure_finalized()
    command.run()
    built = work / "lib"
    return {path: Path(path).relative_to(built).as_posix() for path in command.get_outputs()}


class CompiledModulesHook(BuildHookInterface):
    """Compiles the listed modules into a standard (not editable) wheel, where it can."""

    work: Path | None = None  # the compiler's files, until the wheel is written

    def modules(self) -> list[str]:
        listed = self.config.get("compile", [])
        unknown = [module for module in listed if not (Path(self.root) / module).is_file()]
        if unknown:
            raise ValueError(
                f"pyproject.toml lists modules to compile that do not exist: {unknown}"
            )
        return list(listed)

    def compiles(self) -> bool:
        """Whether a compiled wheel is asked for: modules are listed, and TACOCAT_PURE is not 1."""
        return bool(self.modules()) and not pure_requested(os.environ)

    def dependencies(self) -> list[str]:
        # Asked before any build, an editable one too, which cannot be told apart here.
        compiling = self.compiles() and not missing_toolchain(os.environ)
        return [*(COMPILING_NEEDS if compiling else []), *page_build_needs(Path(self.root))]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable" or not self.compiles():
            return
        missing = missing_toolchain(os.environ)
        if missing:
            print(NO_TOOLCHAIN.format(what=missing), flush=True)
            return
        self.work = Path(tempfile.mkdtemp(prefix="tacocat-mypyc-"))
        try:
            built = compile_modules(Path(self.root), self.modules(), self.work)
        except BaseException:
            shutil.rmtree(self.work, ignore_errors=True)  # the build stops: finalize never comes
            raise
        build_data["force_include"].update(built)
        build_data["pure_python"] = False
        build_data["infer_tag"] = True  # this Python and platform

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if self.work is not None:
            shutil.rmtree(self.work, ignore_errors=True)
