"""Saving a state to JSON and loading it back, refusing anything that is not a saved game."""

from __future__ import annotations

import json
from typing import Any

from .actions import Action, Duel, Replace, action_from_dict
from .consistency import consistency_problems
from .records import EVENT_KINDS, Event, RoundResult
from .rules import TRACK_LENGTH, WOW_GOAL, YAY_GOAL, Rules
from .shuffle import MASK64
from .state import PHASES, GameState

FORMAT = "tacocat-widget/game-state"
VERSION = 1


def state_to_json(state: GameState) -> str:
    last = state.last_round
    data = {
        "format": FORMAT,
        "version": VERSION,
        "rules": state.rules.to_dict(),
        "phase": state.phase,
        "to_move": state.to_move,
        "hands": [list(hand) for hand in state.hands],
        "position": state.position,
        "covered": sorted(state.covered),
        "round": state.round,
        "winner": state.winner,
        "attacker": state.attacker,
        "pending": list(state.pending),
        "pile": list(state.draw_pile),
        "rng": state._rng,
        "sealed": None if state.sealed is None else state.sealed.to_dict(),
        "replaced": list(state.replaced),
        "trick_lost": state.trick_lost,
        "events": [event.to_dict() for event in state.events],
        "last_round": None if last is None else last.to_dict(),
    }
    return json.dumps(data, separators=(",", ":"))


def state_from_json(text: str) -> GameState:
    """Load a state saved by ``to_json``; anything else raises ValueError."""
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
    if type(data.get("version")) is not int or data.get("version") != VERSION:
        raise ValueError(f"saved game version {data.get('version')!r} is not supported")
    try:
        state = _build(data)
    except (KeyError, TypeError, AttributeError, IndexError) as error:
        raise ValueError(f"not a saved game: damaged field ({error!r})") from None
    problems = consistency_problems(state)
    if problems:
        raise ValueError("not a consistent saved game: " + "; ".join(problems))
    return state


def _int(data: dict[str, Any], key: str, low: int, high: int, optional: bool = False) -> Any:
    value = data[key]
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(
            f"saved game field {key!r} must be an integer {low}..{high}, got {value!r}"
        )
    return value


def _is_player(value: Any) -> bool:
    return type(value) is int and value in (0, 1)


def _cards(value: Any, key: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
        isinstance(card, int) and not isinstance(card, bool) and 1 <= card <= 12 for card in value
    ):
        raise ValueError(f"saved game field {key!r} must be a list of cards 1..12")
    return tuple(value)


def _count(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 38:
        raise ValueError(f"saved game field 'replaced' holds counts 0..38 or null, got {value!r}")
    return value


def _event(data: Any) -> Event:
    if not isinstance(data, dict) or set(data) != {"kind", "player", "cards"}:
        raise ValueError(f"saved game has a damaged event: {data!r}")
    if data["kind"] not in EVENT_KINDS or not _is_player(data["player"]):
        raise ValueError(f"saved game has a damaged event: {data!r}")
    return Event(data["kind"], data["player"], _cards(data["cards"], "events"))


def _round_result(data: Any) -> RoundResult | None:
    if data is None:
        return None
    showdown = _cards(data["showdown"], "last_round")
    if len(showdown) != 2 or not (data["winner"] is None or _is_player(data["winner"])):
        raise ValueError(f"saved game has a damaged last_round: {data!r}")
    return RoundResult(
        _int(data, "number", 1, 10**9),
        (showdown[0], showdown[1]),
        data["winner"],
        _int(data, "moved_from", YAY_GOAL, WOW_GOAL),
        _int(data, "moved_to", YAY_GOAL, WOW_GOAL),
    )


def _sealed(data: Any) -> Action | None:
    if data is None:
        return None
    action = action_from_dict(data)
    if not isinstance(action, (Replace, Duel)):
        raise ValueError(f"saved game: a sealed choice is a replace or a duel, got {action}")
    return action


def _build(data: dict[str, Any]) -> GameState:
    if data["phase"] not in PHASES:
        raise ValueError(f"saved game field 'phase' must be one of {PHASES}")
    hands = data["hands"]
    replaced = data["replaced"]
    if not isinstance(hands, list) or len(hands) != 2:
        raise ValueError("saved game field 'hands' must hold two hands")
    if not isinstance(replaced, list) or len(replaced) != 2:
        raise ValueError("saved game field 'replaced' must hold two counts")
    covered = data["covered"]
    if not isinstance(covered, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) and 0 <= s < TRACK_LENGTH for s in covered
    ):
        raise ValueError("saved game field 'covered' must be a list of space indexes 0..6")
    if not isinstance(data["trick_lost"], bool) or not isinstance(data["events"], list):
        raise ValueError("saved game fields 'trick_lost' or 'events' are damaged")
    return GameState._from_fields(
        rules=Rules.from_dict(data["rules"]),
        phase=data["phase"],
        to_move=_int(data, "to_move", 0, 1, optional=True),
        hands=(_cards(hands[0], "hands"), _cards(hands[1], "hands")),
        position=_int(data, "position", YAY_GOAL, WOW_GOAL),
        covered=frozenset(covered),
        round=_int(data, "round", 1, 10**9),
        winner=_int(data, "winner", 0, 1, optional=True),
        attacker=_int(data, "attacker", 0, 1, optional=True),
        pending=_cards(data["pending"], "pending"),
        pile=_cards(data["pile"], "pile"),
        rng=_int(data, "rng", 0, MASK64),
        sealed=_sealed(data["sealed"]),
        replaced=(_count(replaced[0]), _count(replaced[1])),
        trick_lost=data["trick_lost"],
        events=tuple(_event(event) for event in data["events"]),
        last_round=_round_result(data["last_round"]),
    )
