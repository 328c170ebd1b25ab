"""Python and the page agree on the protocol: its version, the view's keys, every message's keys.

The page declares its side in ``js/src/protocol.js`` as JSDoc: one
``@typedef {Object} Name`` block per shape, one ``@property {type} key`` line
per key (``[key]`` marks a key the page can do without), and an
``@extends {Other}`` line for the keys a shape shares with another, as a
Python TypedDict does by inheriting. This test reads those
lines with a regular expression, so a key renamed on one side only fails here.

Python's side is ``tacocat_widget.page.protocol``: ``PROTOCOL``, a TypedDict
``PageView`` and one TypedDict per message kind. Every shape has its twin of
the same name on the other side, with the same keys. The view's keys are also
checked against real ``view_state`` output (the page's fixtures, written from
a live widget by ``test_page_fixtures.py``).
"""

from __future__ import annotations

import importlib
import json
import re
import typing
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from tacocat_widget.engine.records import EVENT_WORDS, Event
from tacocat_widget.page.commands import MESSAGES
from tests.paths import ROOT

PAGE_PROTOCOL = ROOT / "js" / "src" / "protocol.js"
FIXTURES = ROOT / "js" / "tests" / "fixtures"
MESSAGE_KINDS = tuple(MESSAGES)  # every kind Python reads
PAGE_ONLY = {
    "PageTraits"
}  # the synced traits as the page reads them: Python declares them as traits

# A typedef block runs from its "@typedef {Object} Name" line to the end of its comment.
TYPEDEF = re.compile(r"@typedef \{Object\} (\w+)(.*?)\*/", re.DOTALL)
# A key line: "@property {type} key" or "@property {type} [key]"; a type holds no braces.
PROPERTY = re.compile(r"@property \{([^{}]*)\} (\[?)(\w+)\]?")
# A shape that has every key of another: "@extends {Other}".
EXTENDS = re.compile(r"@extends \{(\w+)\}")
VERSION = re.compile(r"^export const PROTOCOL = (\d+);", re.MULTILINE)


@dataclass(frozen=True)
class Typedef:
    """One shape the page declares: its keys, the optional ones, and each key's JSDoc type."""

    keys: frozenset[str]
    optional: frozenset[str]
    types: dict[str, str]

    @property
    def required(self) -> frozenset[str]:
        return self.keys - self.optional


def page_typedefs() -> dict[str, Typedef]:
    text = PAGE_PROTOCOL.read_text(encoding="utf-8")
    bodies = dict(TYPEDEF.findall(text))
    return {name: typedef(name, bodies) for name in bodies}


def typedef(name: str, bodies: dict[str, str]) -> Typedef:
    """A shape's own keys and those of every shape it extends."""
    lines = PROPERTY.findall(bodies[name])
    found = Typedef(
        keys=frozenset(key for _, _, key in lines),
        optional=frozenset(key for _, bracket, key in lines if bracket),
        types={key: kind for kind, _, key in lines},
    )
    for base in map(lambda other: typedef(other, bodies), EXTENDS.findall(bodies[name])):
        found = Typedef(
            found.keys | base.keys, found.optional | base.optional, base.types | found.types
        )
    return found


def page_protocol_version() -> int:
    found = VERSION.search(PAGE_PROTOCOL.read_text(encoding="utf-8"))
    assert found, f"{PAGE_PROTOCOL} must declare `export const PROTOCOL = <n>;`"
    return int(found.group(1))


def python_protocol() -> ModuleType:
    """``tacocat_widget.page.protocol``: Python's declaration of the page's data and messages."""
    return importlib.import_module("tacocat_widget.page.protocol")


def typed_dicts(module: ModuleType) -> dict[str, frozenset[str]]:
    """Every TypedDict the module declares, with its keys."""
    return {
        name: frozenset(typing.get_type_hints(value))
        for name, value in vars(module).items()
        if isinstance(value, type) and typing.is_typeddict(value)
    }


def message_kind(keys_of: type[Any]) -> str | None:
    """The kind a message TypedDict declares as ``kind: Literal["..."]``, if any."""
    kind = typing.get_type_hints(keys_of).get("kind")
    literal = typing.get_args(kind) if typing.get_origin(kind) is typing.Literal else ()
    return literal[0] if len(literal) == 1 else None


def page_message_kinds(typedefs: dict[str, Typedef]) -> dict[str, Typedef]:
    """The page's message typedefs by the kind they declare (`@property {"play"} kind`)."""
    kinds = {}
    for typedef in typedefs.values():
        kind = typedef.types.get("kind", "")
        if re.fullmatch(r'"\w+"', kind) and "protocol" in typedef.keys:
            kinds[kind.strip('"')] = typedef
    return kinds


def fixture_traits() -> dict[str, dict[str, Any]]:
    paths = sorted(FIXTURES.glob("*.json"))
    assert paths, f"no fixtures in {FIXTURES}: run pytest with --update-fixtures"
    return {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in paths}


def shapes_of(traits: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """Each object in one fixture, named by the typedef that declares it."""
    view = traits["view_state"]
    found = [("PageTraits", traits), ("PageView", view), ("Hint", traits["hint"])]
    found += [("TrackSpace", space) for space in view["track"]]
    found += [("EventView", event) for event in view["events"]]
    found += [("FrameView", frame) for frame in view["frames"]]
    if view["analysis"]:
        found.append(("AnalysisView", view["analysis"]))
        found += [("AnalysedMove", move) for move in view["analysis"]["rows"]]
    found += [("RoundResultView", view["last_round"])]
    if view["choices"]:
        found.append((f"{view['choices']['kind'].capitalize()}Choices", view["choices"]))
    decision = view["decision"] or {}
    found += [("DecisionView", decision)] if decision else []
    found += [("DecisionRow", row) for row in decision.get("rows", [])]
    found += [("SampledWorld", world) for world in decision.get("worlds", [])]
    return [(name, shape) for name, shape in found if shape is not None]


def real_output_keys() -> dict[str, list[set[str]]]:
    """The key sets each declared shape really has in the fixtures written from a live widget."""
    seen: dict[str, list[set[str]]] = {}
    for traits in fixture_traits().values():
        for name, shape in shapes_of(traits):
            seen.setdefault(name, []).append(set(shape))
    return seen


def check_against_real_output() -> None:
    typedefs = page_typedefs()
    for name, key_sets in sorted(real_output_keys().items()):
        declared = typedefs[name]
        for keys in key_sets:
            assert declared.required <= keys, f"{name} lacks {sorted(declared.required - keys)}"
            assert keys <= declared.keys, f"{name} has undeclared {sorted(keys - declared.keys)}"


def test_the_page_declares_the_version_python_speaks() -> None:
    version = python_protocol().PROTOCOL
    assert page_protocol_version() == version
    for name, traits in fixture_traits().items():
        assert traits["view_state"]["protocol"] == version, f"{name} is from another protocol"


def test_the_page_declares_every_key_the_widget_really_sends() -> None:
    assert set(real_output_keys()) >= {"PageView", "DecisionView", "Hint", "AttackChoices"}
    check_against_real_output()


def test_the_page_declares_every_message_python_reads() -> None:
    kinds = page_message_kinds(page_typedefs())
    assert sorted(kinds) == sorted(MESSAGE_KINDS)
    assert all(message_kind(MESSAGES[kind]) == kind for kind in MESSAGE_KINDS)
    python_keys = {kind: set(typing.get_type_hints(MESSAGES[kind])) for kind in MESSAGE_KINDS}
    for kind in MESSAGE_KINDS:
        assert kinds[kind].keys == python_keys[kind], f"the {kind} message differs"


def test_shapes_with_one_name_on_both_sides_have_the_same_keys() -> None:
    """Each TypedDict with a JSDoc twin of the same name: the same keys, optional ones included."""
    python = typed_dicts(python_protocol()) | {
        declared.__name__: frozenset(typing.get_type_hints(declared))
        for declared in MESSAGES.values()
    }
    page = page_typedefs()
    unmatched = set(python) ^ (set(page) - PAGE_ONLY)
    assert not unmatched, (
        f"shapes declared on one side only (or named differently): {sorted(unmatched)}"
    )
    for name in sorted(set(python) & set(page)):
        only_page, only_python = page[name].keys - python[name], python[name] - page[name].keys
        assert not only_page and not only_python, (
            f"{name}: page only {only_page}, Python only {only_python}"
        )


def test_the_page_words_each_play_as_python_does() -> None:
    """One wording per kind of face-up play: js/src/format.js repeats Python's EVENT_WORDS."""
    source = (PAGE_PROTOCOL.parent / "format.js").read_text(encoding="utf-8")
    table = re.search(r"export const EVENT_WORDS = \{(.*?)\};", source, re.DOTALL)
    assert table, "js/src/format.js must declare `export const EVENT_WORDS = {...};`"
    page_words = dict(re.findall(r'(\w+): "([^"]+)"', table.group(1)))
    assert page_words == EVENT_WORDS
    assert "keeps every card" in source and str(Event("replace", 0, ())).endswith(
        "keeps every card"
    )
