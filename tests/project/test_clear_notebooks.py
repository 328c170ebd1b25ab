"""The example notebooks are committed clear, and playing them leaves git's copy unchanged."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import EXAMPLES, ROOT
from tests.project.notebooks import played
from tests.project.scripts import script

CLEAR = ROOT / "dev" / "clear_notebooks.py"
NOTEBOOKS = sorted(EXAMPLES.glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_the_example_notebook_is_committed_clear(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    code = [cell for cell in json.loads(text)["cells"] if cell["cell_type"] == "code"]
    assert [cell["outputs"] for cell in code] == [[]] * len(code)
    assert [cell["execution_count"] for cell in code] == [None] * len(code)
    assert script("dev/clear_notebooks.py").is_clear(text), "python3 dev/clear_notebooks.py"


def test_clearing_keeps_the_cells_and_their_tags() -> None:
    notebook = json.loads((EXAMPLES / "play.ipynb").read_text(encoding="utf-8"))
    notebook["cells"][-1]["metadata"] = {"tags": ["hide-input"]}
    again = script("dev/clear_notebooks.py").cleared(played(notebook))
    assert [cell["source"] for cell in again["cells"]] == [
        cell["source"] for cell in notebook["cells"]
    ]
    assert again["cells"][-1]["metadata"] == {"tags": ["hide-input"]}
    assert again["metadata"] == {"kernelspec": script("dev/clear_notebooks.py").KERNEL}


def git(folder: Path, *words: str) -> str:
    who = ["-c", "user.name=Tester", "-c", "user.email=tester@example.org"]
    done = subprocess.run(["git", *who, *words], cwd=folder, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    """A repository holding the play example as committed, with this one's .gitattributes."""
    if shutil.which("git") is None:
        pytest.skip("needs git")
    (tmp_path / "examples").mkdir()
    shutil.copy(ROOT / ".gitattributes", tmp_path)
    shutil.copy(EXAMPLES / "play.ipynb", tmp_path / "examples")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-q", "-m", "the example")
    return tmp_path


def test_a_played_notebook_brings_no_change_to_commit_with_the_clean_filter(clone: Path) -> None:
    """The command DEVELOP.md gives, then a notebook saved after playing: nothing to commit."""
    command = f"{Path(sys.executable).as_posix()} {CLEAR.as_posix()}"
    git(clone, "config", "filter.clear-notebooks.clean", command)
    notebook = clone / "examples" / "play.ipynb"
    notebook.write_text(json.dumps(played(json.loads(notebook.read_text())), indent=1))
    assert git(clone, "diff") == ""
    git(clone, "add", "--all")
    assert git(clone, "status", "--porcelain") == ""
    kept = json.loads(notebook.read_text())["cells"]
    assert any(cell.get("outputs") for cell in kept)  # the player's own copy keeps its outputs


def test_the_hook_refuses_a_notebook_staged_with_outputs(clone: Path) -> None:
    notebook = clone / "examples" / "play.ipynb"
    notebook.write_text(json.dumps(played(json.loads(notebook.read_text())), indent=1))
    git(clone, "add", ".")
    check = [sys.executable, str(CLEAR), "--check-staged", "examples/play.ipynb"]
    refused = subprocess.run(check, cwd=clone, capture_output=True, text=True)
    assert refused.returncode == 1
    assert "examples/play.ipynb is staged with outputs" in refused.stdout
    subprocess.run([sys.executable, str(CLEAR), "examples/play.ipynb"], cwd=clone, check=True)
    git(clone, "add", ".")
    assert subprocess.run(check, cwd=clone).returncode == 0
