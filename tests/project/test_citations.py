"""Every Markdown file the repository names is in it: a reader can open what a docstring,
a comment or a page cites."""

from __future__ import annotations

import re
import subprocess

from tests.paths import ROOT

CITED = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.md)\b(?!\()")  # not marimo's mo.md(
READ = (".py", ".md", ".js", ".toml", ".cfg", ".yaml", ".yml", ".ipynb")


def tracked_text_files() -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    return [name for name in listed if name.endswith(READ) and (ROOT / name).is_file()]


def exists(cited: str, citing: str) -> bool:
    """Whether ``cited`` names a file from the repository's root, the citing file's folder or
    docs/ (where the documentation's pages link to each other)."""
    places = (ROOT, (ROOT / citing).parent, ROOT / "docs")
    return any((place / cited).is_file() for place in places)


def test_every_markdown_file_cited_is_in_the_repository() -> None:
    missing = sorted(
        f"{name}: {cited}"
        for name in tracked_text_files()
        for cited in set(CITED.findall((ROOT / name).read_text(encoding="utf-8")))
        if not exists(cited, name)
    )
    assert missing == []
