"""The wheel's compile step (hatch_build.py): when it compiles, when it stays pure, how it fails.

A whole compiled wheel takes a minute to build, so ``.ci/run`` builds one and
runs the engine's tests on it; here the hook's decisions are checked with the
compiler stubbed out, and one tiny module is really compiled.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import hatch_build
from tests.paths import ROOT

tomllib = pytest.importorskip("tomllib")
HOOKS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"]
LISTED = HOOKS["wheel"]["hooks"]["custom"]["compile"]


def hook(modules: list[str] = LISTED, root: Path = ROOT) -> Any:
    return hatch_build.CompiledModulesHook(str(root), {"compile": modules}, None, None, "", "wheel")


def fresh_build_data() -> dict[str, Any]:
    return {"force_include": {}, "pure_python": True, "infer_tag": False}


def build_data(build: Any, version: str = "standard") -> dict[str, Any]:
    """What the hook makes of a wheel's build data, from start to finish."""
    data = fresh_build_data()
    build.initialize(version, data)
    build.finalize(version, data, "")
    return data


@pytest.fixture
def compiler(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Stands in for mypyc: records the modules it was asked to compile."""
    asked: list[list[str]] = []

    def compile_modules(root: Path, modules: list[str], work: Path) -> dict[str, str]:
        asked.append(modules)
        return {str(work / "engine.so"): "tacocat_widget/engine/engine.so"}

    monkeypatch.setattr(hatch_build, "compile_modules", compile_modules)
    monkeypatch.delenv("TACOCAT_PURE", raising=False)
    return asked


@pytest.fixture
def toolchain(monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine with a C compiler and Python's headers."""
    monkeypatch.setattr(hatch_build, "missing_toolchain", lambda environ: None)


@pytest.mark.usefixtures("toolchain")
def test_a_wheel_compiles_the_listed_modules_and_is_tagged_for_this_platform(
    compiler: list[list[str]],
) -> None:
    build = hook()
    assert build.dependencies() == hatch_build.COMPILING_NEEDS
    data = build_data(build)
    assert compiler == [LISTED]
    assert list(data["force_include"].values()) == ["tacocat_widget/engine/engine.so"]
    assert data["pure_python"] is False and data["infer_tag"] is True


@pytest.mark.usefixtures("toolchain")
def test_an_editable_install_stays_pure_python(compiler: list[list[str]]) -> None:
    assert build_data(hook(), "editable") == fresh_build_data() and compiler == []


@pytest.mark.usefixtures("toolchain")
def test_tacocat_pure_builds_a_pure_wheel_without_the_compilers_needs(
    compiler: list[list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TACOCAT_PURE", "1")
    build = hook()
    assert build_data(build) == fresh_build_data() and compiler == []
    assert build.dependencies() == []


@pytest.mark.usefixtures("toolchain")
@pytest.mark.parametrize("value", ["0", ""])
def test_tacocat_pure_unset_or_0_compiles(
    compiler: list[list[str]], monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("TACOCAT_PURE", value)
    build_data(hook())
    assert compiler == [LISTED]


def test_any_other_tacocat_pure_is_refused_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TACOCAT_PURE", "yes")
    with pytest.raises(
        ValueError, match=r"TACOCAT_PURE='yes': set it to 1 for a pure-Python wheel"
    ):
        build_data(hook())


@pytest.mark.usefixtures("toolchain")
def test_a_failed_compile_stops_the_build_and_leaves_no_files(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    work = tmp_path / "work"

    def make_work(prefix: str) -> str:
        work.mkdir()
        return str(work)

    def failing(root: Path, modules: list[str], into: Path) -> dict[str, str]:
        (into / "c").mkdir()
        raise RuntimeError("mypyc could not compile the modules listed in pyproject.toml")

    monkeypatch.setattr(hatch_build.tempfile, "mkdtemp", make_work)
    monkeypatch.setattr(hatch_build, "compile_modules", failing)
    monkeypatch.delenv("TACOCAT_PURE", raising=False)
    with pytest.raises(RuntimeError, match="mypyc could not compile"):
        build_data(hook())
    assert not work.exists()


def test_without_a_c_compiler_the_wheel_is_pure_and_one_line_says_what_to_install(
    compiler: list[list[str]], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CC", "no-such-cc")
    build = hook()
    assert build.dependencies() == []
    assert build_data(build) == fresh_build_data() and compiler == []
    said = capsys.readouterr().out.strip().splitlines()
    assert said == [hatch_build.NO_TOOLCHAIN.format(what="C compiler (no-such-cc)")]
    assert "apt install gcc python3-dev" in said[0]


def test_without_python_headers_the_machine_lacks_them_by_name(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(hatch_build.sysconfig, "get_paths", lambda: {"include": str(tmp_path)})
    missing = hatch_build.missing_toolchain({"CC": sys.executable})
    assert missing == f"Python headers ({tmp_path / 'Python.h'})"


def test_the_listed_modules_exist_and_a_missing_one_is_refused_by_name() -> None:
    assert LISTED and hook().modules() == LISTED
    with pytest.raises(ValueError, match=r"do not exist: \['tacocat_widget/engine/gone.py'\]"):
        hook([*LISTED, "tacocat_widget/engine/gone.py"]).modules()


def a_project(root: Path, module: str) -> Path:
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "fast.py").write_text(module)
    (root / "pyproject.toml").write_text("[tool.mypy]\nstrict = true\n")
    return root


def test_a_module_mypyc_cannot_compile_fails_the_build(tmp_path: Path) -> None:
    root = a_project(tmp_path / "project", 'def double(n: int) -> int:\n    return "twice"\n')
    with pytest.raises(RuntimeError, match="mypyc could not compile the modules listed"):
        hatch_build.compile_modules(root, ["pkg/fast.py"], tmp_path / "work")


def test_a_compiled_module_is_an_extension_that_imports_and_runs(tmp_path: Path) -> None:
    root = a_project(tmp_path / "project", "def double(n: int) -> int:\n    return 2 * n\n")
    built = hatch_build.compile_modules(root, ["pkg/fast.py"], tmp_path / "work")
    wheel = tmp_path / "wheel"  # laid out as the wheel would be, beside the source
    for path, place in {**built, str(root / "pkg" / "__init__.py"): "pkg/__init__.py"}.items():
        (wheel / place).parent.mkdir(parents=True, exist_ok=True)
        (wheel / place).write_bytes(Path(path).read_bytes())
    assert sorted(Path(place).name.split(".")[0] for place in built.values()) == [
        "fast",
        "tacocat_widget__mypyc",
    ]
    run = "import pkg.fast as fast; print(fast.double(21), fast.__file__.endswith('.py'))"
    result = subprocess.run(
        [sys.executable, "-c", run], cwd=wheel, capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["42", "False"]
