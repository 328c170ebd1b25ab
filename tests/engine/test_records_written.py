"""The records' constructors are written from their fields, declared once.

A state's fields are declared once, in ``record.StateRecord`` (each with how a
save reads it back and whether observe hides it), and an observation's in
``observation.ObservationRecord``. A compiled build needs its constructors
written out, each field named (record.py says why), so those parts are
written from the declarations, each between two markers in the source,
``# >>> written: NAME`` and ``# <<< written: NAME``, and checked in. After
changing a field, write them again and review the diff:

    python -m pytest tests/engine/test_records_written.py --update-records
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import MISSING, Field, fields
from pathlib import Path

import pytest

from tacocat_widget import engine
from tacocat_widget.engine import COMPILED
from tacocat_widget.engine.observation import ObservationRecord
from tacocat_widget.engine.record import PUBLIC_NAMES, StateRecord

ENGINE = Path(engine.__file__).parent
# The parts are written from the fields' types as the source words them, which a compiled
# dataclass does not keep (it holds the types themselves); the pure build checks its source.
pytestmark = pytest.mark.skipif(COMPILED, reason="a compiled dataclass keeps no type's words")
MARKED = re.compile(
    r"^(?P<indent> *)# >>> written: (?P<name>\S+)\n.*?^(?P=indent)# <<< written: (?P=name)$",
    re.M | re.S,
)


def _init(record: type, store: Callable[[str, str], str]) -> list[str]:
    """A written-out ``__init__``: it takes each field it makes, in order, and stores them all."""
    made = [each for each in fields(record) if each.init]
    return [
        "def __init__(",
        "    self,",
        *(f"    {each.name}: {each.type}," for each in made),
        ") -> None:",
        *(f"    {store(each.name, _value(each))}" for each in fields(record)),
        "",  # as a formatter leaves a method, followed by a comment
    ]


def _value(field: Field[object]) -> str:
    """The value a field is stored with: its argument, or its default if ``__init__`` takes none."""
    return field.name if field.init else repr(field.default)


def _state_init() -> list[str]:
    return _init(StateRecord, lambda name, value: f"self.{name} = {value}")


def _observation_init() -> list[str]:
    assert all(each.init or each.default is not MISSING for each in fields(ObservationRecord))
    return _init(
        ObservationRecord, lambda name, value: f'object.__setattr__(self, "{name}", {value})'
    )


def _every_field_of(source: str) -> list[str]:
    return [f"{source}.{each.name}," for each in fields(StateRecord)]


def _public_fields_of(source: str) -> list[str]:
    return [f"{name}={source}.{name}," for name in PUBLIC_NAMES]


# Each written part: the file it is in, and its lines (indented as its markers are).
WRITTEN: dict[str, tuple[str, Callable[[], list[str]]]] = {
    "StateRecord.__init__": ("record.py", _state_init),
    "Table.copy_of": ("record.py", lambda: _every_field_of("record")),
    "GameState.__init__": ("state.py", lambda: _every_field_of("source")),
    "ObservationRecord.__init__": ("observation.py", _observation_init),
    "observe": ("observation.py", lambda: _public_fields_of("record")),
    "sample_table": ("observation.py", lambda: _public_fields_of("seen")),
}


def written(text: str) -> str:
    """``text`` with each of its written parts written again from the declarations."""

    def write(part: re.Match[str]) -> str:
        indent, name = part["indent"], part["name"]
        if name not in WRITTEN:
            raise ValueError(f"no written part is named {name!r}: one of {sorted(WRITTEN)}")
        lines = [f"{indent}{line}" if line else "" for line in WRITTEN[name][1]()]
        return "\n".join(
            [f"{indent}# >>> written: {name}", *lines, f"{indent}# <<< written: {name}"]
        )

    return MARKED.sub(write, text)


@pytest.mark.parametrize("module", sorted({module for module, _ in WRITTEN.values()}))
def test_the_written_parts_are_written_from_the_declarations(
    module: str, update_records: bool
) -> None:
    path: Path = ENGINE / module
    text = path.read_text(encoding="utf-8")
    marked = {part["name"] for part in MARKED.finditer(text)}
    assert marked == {name for name, (where, _) in WRITTEN.items() if where == module}
    if update_records:
        path.write_text(written(text), encoding="utf-8")
        text = path.read_text(encoding="utf-8")
    assert text == written(text), (
        f"tacocat_widget/engine/{module} is not as its records' fields would write it: after "
        "changing a field, python -m pytest tests/engine/test_records_written.py --update-records"
    )


def test_each_public_field_is_an_observations_field_of_the_same_type() -> None:
    observed = {each.name: each.type for each in fields(ObservationRecord)}
    for each in fields(StateRecord):
        if each.name in PUBLIC_NAMES:
            assert observed.get(each.name) == each.type, each.name


def test_a_part_written_by_hand_is_found_and_written_again() -> None:
    text = (ENGINE / "record.py").read_text(encoding="utf-8")
    edited = text.replace("            record.rules,\n", "            record.phase,\n", 1)
    assert edited != text and written(edited) == text
    with pytest.raises(ValueError, match=r"no written part is named 'Table\.copy'"):
        written("    # >>> written: Table.copy\n    # <<< written: Table.copy\n")
