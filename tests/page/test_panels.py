"""The page, panel by panel (``page/panels/``), and the rules each side keeps once."""

from __future__ import annotations

import ast
import importlib
import inspect
import types
import typing
from pathlib import Path

import pytest

from tacocat_widget.page.commands import MESSAGES
from tacocat_widget.page.panels import PANELS
from tests.paths import JS, ROOT

PAGE = ROOT / "tacocat_widget" / "page"
PANEL_FOLDER = PAGE / "panels"
# The panels of the board, by the names the Python and the page's sides share.
NAMES = {
    "board",
    "hands",
    "table",
    "log",
    "status",
    "choices",
    "seats",
    "timeline",
    "lines",
    "questions",
    "hint",
    "inspector",
    "analysis",
    "review",
    "quiz",
    "rules",
}
# The modules that put the panels together: each stays small, so a feature lives in its panel.
ASSEMBLERS = ("protocol.py", "view.py", "words.py", "commands.py")


def _panel_files() -> list[Path]:
    return sorted(path for path in PANEL_FOLDER.glob("*.py") if path.name != "__init__.py")


def _declared(module: types.ModuleType) -> dict[str, list[str]]:
    """What a panel declares, by kind: its shapes, its messages, and the rest it makes public
    at its top level (its view functions and its sentences)."""
    tree = ast.parse(inspect.getsource(module))
    public = [name for node in tree.body for name in _defined(node) if not name.startswith("_")]
    values = {name: getattr(module, name) for name in public}
    messages = [name for name, value in values.items() if value in MESSAGES.values()]
    shapes = [
        name
        for name, value in values.items()
        if isinstance(value, type) and typing.is_typeddict(value) and name not in messages
    ]
    rest = [name for name in public if name not in messages + shapes]
    return {"shapes": shapes, "messages": messages, "views and sentences": rest}


def _defined(node: ast.stmt) -> list[str]:
    """The names a top-level statement defines: a function, a class or an assignment's."""
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
        return [node.name]
    targets = node.targets if isinstance(node, ast.Assign) else []
    if isinstance(node, ast.AnnAssign):
        targets = [node.target]
    return [target.id for target in targets if isinstance(target, ast.Name)]


def test_the_panels_are_the_boards_panels_by_their_shared_names() -> None:
    assert {path.stem for path in _panel_files()} == NAMES
    assert {module.__name__.rsplit(".", 1)[1] for module in PANELS} == NAMES
    assert len(PANELS) == len(NAMES)


@pytest.mark.parametrize("path", _panel_files(), ids=lambda path: path.stem)
def test_each_panel_declares_what_its_part_of_the_page_needs(path: Path) -> None:
    module = importlib.import_module(f"tacocat_widget.page.panels.{path.stem}")
    declared = _declared(module)
    assert any(declared.values()), f"{path.name} declares no shapes, view, sentences or messages"
    assert module.__doc__, f"{path.name} says which panel it is"


@pytest.mark.parametrize("path", _panel_files(), ids=lambda path: path.stem)
def test_no_panel_reads_another_panels_private_names(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    siblings = {other.stem for other in _panel_files()} - {path.stem}
    private = [
        f"{node.module}.{alias.name}"
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module in siblings
        for alias in node.names
        if alias.name.startswith("_")
    ]
    modules = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module is None
        for alias in node.names
    }
    private += [
        f"{node.value.id}.{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in modules
        and node.attr.startswith("_")
    ]
    assert private == []


def test_every_panels_messages_are_in_the_command_table() -> None:
    """The table is complete: ``commands.py`` imports every panel, and each registers its own."""
    for module in PANELS:
        for name in _declared(module)["messages"]:
            assert getattr(module, name) in MESSAGES.values()
    declared_in = {message.__module__ for message in MESSAGES.values()}
    assert declared_in <= {module.__name__ for module in PANELS}


@pytest.mark.parametrize("name", ASSEMBLERS)
def test_the_assemblers_stay_small(name: str) -> None:
    """A page feature is written in its panel: what assembles the panels only puts them together."""
    lines = (PAGE / name).read_text(encoding="utf-8").count("\n")
    assert lines < 150, f"page/{name} has {lines} lines: move what it holds into its panel"


def test_each_panel_has_its_side_in_the_page_by_the_same_name() -> None:
    page_side = {path.stem for path in (JS / "src" / "panels").glob("*.js")}
    assert page_side == {path.stem for path in _panel_files()}


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
