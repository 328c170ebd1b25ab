"""The page's types, written from Python's declarations: ``js/src/protocol.d.ts``.

Python declares the protocol once: each panel (``panels/``) its shapes and its
messages, ``protocol.py`` the whole view and the traits that carry them. This
module writes the same shapes as TypeScript declarations, which the page's
JavaScript is type-checked against
(``tsc`` with ``checkJs``, strict). The file is checked in and compared with
what this writes by ``tests/page/test_protocol_types.py``; after a change of
shape, write it again with::

    python -m pytest tests/page/test_protocol_types.py --update-protocol

Each ``TypedDict`` becomes an interface with the same keys (its own, and
``extends`` for the ones it takes from another), its docstring and the
comments beside its keys becoming the interface's JSDoc.
"""

from __future__ import annotations

import ast
import inspect
import json
import types
import typing
from collections.abc import Iterator
from typing import Any, Literal

from . import commands, protocol
from .panels import PANELS

HEADER = """\
// The page's protocol with Python, as TypeScript types. Written from Python's declarations
// (tacocat_widget/page/panels/ and protocol.py) by tacocat_widget/page/typescript.py:
// do not edit. After a change of shape there, write it again:
//   python -m pytest tests/page/test_protocol_types.py --update-protocol
"""


# Python's None reaches the page as null, or (from the Pyodide kernel, in JupyterLite) as
# undefined, a key in a dict then missing: the page must read both alike, and its types say so.
NONE = """\
/** Python's None: null, or undefined where a kernel drops it (a key then missing). */
export type None = null | undefined;
"""


def declarations() -> str:
    """The whole ``protocol.d.ts``."""
    aliases = _aliases()
    parts = [HEADER, "/** Bumped with Python's PROTOCOL whenever a shape changes. */\n"]
    parts.append(f"export type ProtocolVersion = {protocol.PROTOCOL};\n")
    parts.append(NONE)
    for name, value in aliases.items():
        parts.append(f"export type {name} = {_type(value, aliases, within=name)};\n")
    for shape in [*_shapes(), *commands.MESSAGES.values()]:
        parts.append(_interface(shape, aliases))
    parts.append(_message_table())
    return "\n".join(parts)


# The modules that declare the page's data: each panel's, then the whole view's.
DECLARING = (*PANELS, protocol)


def _aliases() -> dict[str, Any]:
    """The protocol's named unions and literals (``Viewer``, ``Choices``...), in declared order:
    each panel's own, and those the whole view names (``Viewer`` is the engine's)."""
    return {
        name: value
        for module in DECLARING
        for name, value in vars(module).items()
        if typing.get_origin(value) in (Literal, typing.Union, types.UnionType)
        and (module is protocol or name in _assigned(module))
    }


def _assigned(module: types.ModuleType) -> set[str]:
    """The names a module assigns at its top level (not those it imports)."""
    tree = ast.parse(inspect.getsource(module))
    return {
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _shapes() -> Iterator[type[Any]]:
    """The data's ``TypedDict`` declarations, each where it is declared; the messages apart."""
    messages = set(commands.MESSAGES.values())
    for module in DECLARING:
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and typing.is_typeddict(value)
                and value.__module__ == module.__name__
                and value not in messages
            ):
                yield value


def _interface(shape: type[Any], aliases: dict[str, Any]) -> str:
    node = _class_node(shape)
    bases = [
        base.id for base in node.bases if isinstance(base, ast.Name) and base.id != "TypedDict"
    ]
    hints = typing.get_type_hints(shape)
    comments = _key_comments(shape, node)
    extends = f" extends {', '.join(bases)}" if bases else ""
    lines = [
        _doc(inspect.getdoc(shape) or "", ""),
        f"export interface {shape.__name__}{extends} {{",
    ]
    for key in _own_keys(node):
        if key in comments:
            lines.append(_doc(comments[key], "  "))
        optional = "?" if _may_be_none(hints[key]) else ""
        lines.append(f"  {key}{optional}: {_type(hints[key], aliases)};")
    return "\n".join([*lines, "}\n"])


def _may_be_none(value: Any) -> bool:
    return type(None) in typing.get_args(value)


def _class_node(shape: type[Any]) -> ast.ClassDef:
    tree = ast.parse(inspect.getsource(shape))
    return next(node for node in tree.body if isinstance(node, ast.ClassDef))


def _own_keys(node: ast.ClassDef) -> list[str]:
    return [
        item.target.id
        for item in node.body
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
    ]


def _key_comments(shape: type[Any], node: ast.ClassDef) -> dict[str, str]:
    """The comment at the end of each key's line, by key."""
    source = inspect.getsource(shape).splitlines()
    found = {}
    for item in node.body:
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            line = source[item.lineno - 1]
            if "  # " in line:
                found[item.target.id] = line.split("  # ", 1)[1].strip()
    return found


def _doc(text: str, indent: str) -> str:
    """``text`` as a JSDoc comment: its first paragraph, the Python markup made plain."""
    words = " ".join(text.split("\n\n")[0].split()).replace("``", "`")
    return f"{indent}/** {words} */"


def _type(value: Any, aliases: dict[str, Any], within: str = "") -> str:
    """TypeScript for a Python type: by its alias's name where it has one."""
    for name, aliased in aliases.items():
        if name != within and value == aliased:
            return name
    origin, args = typing.get_origin(value), typing.get_args(value)
    if origin is Literal:
        return " | ".join(json.dumps(arg) for arg in args)
    if origin in (typing.Union, types.UnionType):
        return " | ".join(_type(arg, aliases) for arg in args)
    if origin is list:
        inner = _type(args[0], aliases)
        return f"({inner})[]" if " " in inner else f"{inner}[]"
    if origin is dict:
        return f"Record<string, {_type(args[1], aliases)}>"
    if typing.is_typeddict(value):
        return str(value.__name__)
    return _SCALARS[value]


_SCALARS: dict[Any, str] = {
    int: "number",
    float: "number",
    str: "string",
    bool: "boolean",
    type(None): "None",
    Any: "unknown",
}


def _message_table() -> str:
    entries = "\n".join(f"  {kind}: {shape.__name__};" for kind, shape in commands.MESSAGES.items())
    return (
        "/** Every message the page may send, by its kind. */\n"
        f"export interface Messages {{\n{entries}\n}}\n\n"
        "/** Any message the page may send. */\n"
        "export type PageMessage = Messages[keyof Messages];\n"
    )
