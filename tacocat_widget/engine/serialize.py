"""Saving a state to JSON and loading it back, refusing anything that is not a saved game.

The saved fields are the state's own (``record.StateRecord``), each read back
by the check declared beside it; ``consistency.py`` then refuses any whole
that play could not reach.
"""

from __future__ import annotations

import json
from typing import Any

from .consistency import consistency_problems
from .jsonable import jsonable
from .record import FIELDS, SAVED_NAMES, StateRecord, Table

FORMAT = "tacocat-widget/game-state"
VERSION = 2
_RENAMED_SINCE = {1: {"pile": "draw_pile"}}  # older saves load too


def state_to_json(state: StateRecord) -> str:
    data = {"format": FORMAT, "version": VERSION}
    data |= {saved: jsonable(getattr(state, saved)) for saved in SAVED_NAMES}
    return json.dumps(data, separators=(",", ":"))


def state_from_json(text: object) -> Table:
    """Read a state saved by ``state_to_json``; anything else raises ValueError."""
    data = _saved_object(text)
    loaded = zip(FIELDS, SAVED_NAMES, strict=True)
    table = Table(
        **{each.name: _field(data, saved, each.metadata["load"]) for each, saved in loaded}
    )
    problems = consistency_problems(table)
    if problems:
        raise ValueError("not a consistent saved game: " + "; ".join(problems))
    return table


def _saved_object(text: object) -> dict[str, Any]:
    if not isinstance(text, (str, bytes, bytearray)):
        raise ValueError(f"a saved game is JSON text, got {type(text).__name__}")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"not a saved game: the text is not valid JSON ({error})") from None
    except RecursionError:
        raise ValueError("not a saved game: the JSON is nested too deeply") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a saved game: expected a JSON object with format {FORMAT!r}")
    version = data.pop("version", None)
    if type(version) is not int or not 1 <= version <= VERSION:
        raise ValueError(f"saved game version {version!r:.40} is not supported")
    for old, new in _RENAMED_SINCE.get(version, {}).items():
        if old in data:
            data[new] = data.pop(old)
    unknown = set(data) - set(SAVED_NAMES) - {"format"}
    if unknown:
        raise ValueError(f"not a saved game: unknown fields {sorted(unknown)[:5]}")
    return data


def _field(data: dict[str, Any], name: str, load: Any) -> Any:
    if name not in data:
        raise ValueError(f"not a saved game: the field {name!r} is missing")
    try:
        return load(data[name])
    except ValueError as error:
        raise ValueError(f"saved game field {name!r}: {error}") from None
    except (KeyError, TypeError, AttributeError, IndexError, RecursionError) as error:
        raise ValueError(f"saved game field {name!r} is damaged ({type(error).__name__})") from None
