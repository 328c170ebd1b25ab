"""The package's own hygiene: the engine stays standard-library only, lint and types stay clean."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import ROOT

ENGINE = ROOT / "tacocat_widget" / "engine"


def _imported_top_level_names(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("path", sorted(ENGINE.rglob("*.py")), ids=lambda p: p.name)
def test_engine_module_imports_only_the_standard_library(path: Path) -> None:
    outside = _imported_top_level_names(path) - set(sys.stdlib_module_names) - {"__future__"}
    assert not outside, f"{path.name} imports {sorted(outside)}"


def test_importing_the_engine_loads_no_third_party_module() -> None:
    probe = (
        "import sys, tacocat_widget.engine\n"
        "std = set(sys.stdlib_module_names)\n"
        "extra = sorted({m.split('.')[0] for m in sys.modules} - std - {'tacocat_widget'})\n"
        "print(','.join(extra))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT
    )
    # Names with a leading underscore are interpreter hooks (e.g. setuptools' .pth shim).
    loaded = [name for name in result.stdout.strip().split(",") if name and name[0] != "_"]
    assert loaded == [], f"importing the engine loaded {loaded}"


def _engine_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports anywhere: at the top, in functions, for types."""
    package = path.relative_to(ENGINE.parent.parent).with_suffix("").parts[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = list(package[: len(package) - node.level + 1])
            targets = [node.module] if node.module else [alias.name for alias in node.names]
            found |= {".".join([*base, *target.split(".")]) for target in targets}
    engine = {_module_name(other) for other in ENGINE.rglob("*.py")}
    return {name for name in found if name in engine}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_the_engine_has_no_import_cycle_not_even_a_lazy_one() -> None:
    graph = {_module_name(path): _engine_imports(path) for path in ENGINE.rglob("*.py")}
    done: set[str] = set()

    def visit(module: str, trail: tuple[str, ...]) -> None:
        assert module not in trail, "import cycle: " + " -> ".join((*trail, module))
        if module not in done:
            for imported in graph.get(module, ()):
                visit(imported, (*trail, module))
            done.add(module)

    for module in graph:
        visit(module, ())


def _run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], capture_output=True, text=True, cwd=ROOT, check=False
    )


def test_ruff_lint_is_clean() -> None:
    result = _run_tool("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = _run_tool("ruff", "format", "--check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_on_the_engine_is_clean() -> None:
    result = _run_tool("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


# Each layer of the package and the layers it may import from: the tree's architecture.
LAYERS = {
    "engine": {"engine"},
    "agents": {"engine", "agents"},
    "study": {"engine", "agents", "study"},
    "game": {"engine", "agents", "study", "game"},
    "adapters": {"engine", "agents", "adapters"},
    "page": {"engine", "agents", "study", "game", "page"},
}
PACKAGE = ROOT / "tacocat_widget"


def _package_imports(path: Path) -> set[str]:
    """The package's modules ``path`` imports, anywhere in it (in functions and for types too)."""
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - node.level + 1]
            targets = [node.module] if node.module else [alias.name for alias in node.names]
            found |= {".".join([*base, *target.split(".")]) for target in targets}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tacocat_widget."):
            found.add(node.module)  # type: ignore[arg-type]
        elif isinstance(node, ast.Import):
            found |= {
                alias.name for alias in node.names if alias.name.startswith("tacocat_widget.")
            }
    return found


def _layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and parts[1] in LAYERS) else None


@pytest.mark.parametrize(
    "path",
    sorted(path for path in PACKAGE.rglob("*.py") if path.parent != PACKAGE),
    ids=lambda path: str(path.relative_to(PACKAGE)),
)
def test_each_layer_imports_only_the_layers_below_it(path: Path) -> None:
    """game/, study/ and adapters/ never import page/; the engine imports no other layer."""
    layer = path.relative_to(PACKAGE).parts[0]
    reached = {_layer(module) for module in _package_imports(path)} - {None}
    assert reached <= LAYERS[layer], f"{layer} may not import {sorted(reached - LAYERS[layer])}"


def test_the_layer_rules_cover_every_folder_of_the_package() -> None:
    folders = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}
    assert folders == set(LAYERS)
