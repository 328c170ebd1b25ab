"""The page, panel by panel (``page/panels/``), and the rules each side keeps once."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.paths import ROOT

PAGE = ROOT / "tacocat_widget" / "page"


def _names(path: Path, name: str) -> bool:
    """Whether the module at ``path`` names ``name`` anywhere in its code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    named = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    return name in named | imported


def test_which_reviewed_moves_a_viewer_is_told_is_the_reviews_rule_alone() -> None:
    """The page tells a viewer the reviewed moves ``study.review.told`` tells them of: it never
    works out from visibility itself which of them it may show, nor whose best move."""
    deciding = [
        path.relative_to(PAGE).as_posix()
        for path in sorted(PAGE.rglob("*.py"))
        if _names(path, "may_be_told")
    ]
    assert deciding == []
