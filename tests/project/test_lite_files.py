"""The files of the JupyterLite site (``lite/build.py``): its notebooks carry no outputs, whatever
a local JupyterLab saved in the examples, and every link in them leads to a file the site holds."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.paths import EXAMPLES, ROOT
from tests.project.notebooks import played
from tests.project.scripts import script

LITE = script("lite/build.py")
# A link in Markdown to a file: no scheme (https:, mailto:), its anchor left out.
LOCAL_LINK = re.compile(r"\]\((?![a-z]+:)([^)#\s]+)")


def local_links(notebook: dict[str, Any]) -> list[str]:
    return [
        link
        for cell in notebook["cells"]
        if cell["cell_type"] == "markdown"
        for link in LOCAL_LINK.findall("".join(cell["source"]))
    ]


@pytest.fixture
def site_files(tmp_path: Path) -> Path:
    """The site's files, built from the examples as JupyterLab leaves them after Run All."""
    played_examples = tmp_path / "examples"
    played_examples.mkdir()
    for name in LITE.NOTEBOOKS:
        notebook = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
        (played_examples / name).write_text(json.dumps(played(notebook), indent=1))
    files = tmp_path / "site" / "files"
    LITE.site_files(files, examples=played_examples)
    return files


@pytest.mark.parametrize("name", LITE.NOTEBOOKS)
def test_the_sites_notebook_has_no_outputs(site_files: Path, name: str) -> None:
    notebook = json.loads((site_files / name).read_text(encoding="utf-8"))
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert code and all(cell["outputs"] == [] for cell in code)
    assert all(cell["execution_count"] is None for cell in code)
    assert notebook["metadata"] == {
        "kernelspec": {"display_name": "Python (Pyodide)", "language": "python", "name": "python"}
    }


@pytest.mark.parametrize("name", LITE.NOTEBOOKS)
def test_the_sites_notebook_links_to_files_the_site_holds(site_files: Path, name: str) -> None:
    """The play notebook's link to the rules opens the site's copy of docs/rules.md."""
    notebook = json.loads((site_files / name).read_text(encoding="utf-8"))
    assert [link for link in local_links(notebook) if not (site_files / link).is_file()] == []
    if name == "play.ipynb":
        assert "rules.md" in local_links(notebook)
        assert (site_files / "rules.md").read_bytes() == (ROOT / "docs" / "rules.md").read_bytes()


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.ipynb")), ids=lambda path: path.name)
def test_the_example_notebook_links_to_files_a_clone_holds(path: Path) -> None:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    assert [link for link in local_links(notebook) if not (EXAMPLES / link).is_file()] == []
