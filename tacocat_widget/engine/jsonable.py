"""Plain JSON values from the engine's records, derived from their fields rather than listed."""

from __future__ import annotations

from typing import Any


def jsonable(value: Any) -> Any:
    """``value`` as JSON-safe data: records and actions by ``to_dict()``, tuples as lists."""
    if value is None or isinstance(value, (bool, int, str, float)):
        return value
    to_dict = getattr(value, "to_dict", None)
    if to_dict is not None:
        return to_dict()
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, (tuple, list)):
        return [jsonable(item) for item in value]
    raise TypeError(f"no JSON form for {type(value).__name__}")
