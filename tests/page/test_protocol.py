"""The page protocol: what the widget syncs and accepts is exactly what ``protocol`` declares."""

from __future__ import annotations

import random
import types
import typing
from typing import Any, Literal

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import ISMCTSAgent
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.page.boundary import PageMessageError, checked_message
from tacocat_widget.page.commands import MESSAGES
from tacocat_widget.page.protocol import PROTOCOL, Hint, PageView


def problems(value: Any, declared: Any, where: str = "view") -> list[str]:
    """Every way ``value`` differs from the declared type (TypedDicts key by key)."""
    if declared is Any:
        return []
    if typing.is_typeddict(declared):
        return typed_dict_problems(value, declared, where)
    origin, args = typing.get_origin(declared), typing.get_args(declared)
    if origin in (typing.Union, types.UnionType):
        found = [problems(value, member, where) for member in args]
        return [] if any(not found_here for found_here in found) else min(found, key=len)
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} not in {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: not a list"]
        return [found for item in value for found in problems(item, args[0], f"{where}[]")]
    if origin is dict:
        return [] if isinstance(value, dict) else [f"{where}: not a dict"]
    if declared is float:
        return [] if isinstance(value, (int, float)) else [f"{where}: not a number"]
    if declared is type(None):
        return [] if value is None else [f"{where}: not None"]
    if declared is int and isinstance(value, bool):
        return [f"{where}: a bool, not an int"]
    return [] if isinstance(value, declared) else [f"{where}: {value!r} is not {declared}"]


def typed_dict_problems(value: Any, declared: Any, where: str) -> list[str]:
    if not isinstance(value, dict):
        return [f"{where}: not a dict"]
    hints = typing.get_type_hints(declared)
    if set(value) != set(hints):
        return [f"{where}: keys {sorted(set(value) ^ set(hints))} differ from {declared.__name__}"]
    return [found for key in hints for found in problems(value[key], hints[key], f"{where}.{key}")]


def widgets_through_games() -> list[TacocatWidget]:
    """Widgets at many points of play, for every viewer, with agents' decisions and hints."""
    seen = []
    searcher = ISMCTSAgent(seed=0, iterations=40)  # its decisions carry sampled worlds
    for seed, players in enumerate([("human", searcher), ("human", "human"), ("random", "human")]):
        widget = TacocatWidget(players=players, seed=seed, view="all")
        rng = random.Random(seed)
        while not widget.state.is_over:
            seen.append(widget.view_state)
            if widget.session.is_human(widget.state.to_move):
                widget.play(random_action(widget.state, rng))
            else:
                widget.step()
        seen.append(widget.view_state)
    return seen


def test_every_synced_view_is_a_page_view() -> None:
    views = widgets_through_games()
    for view in views:
        assert problems(view, PageView) == []
        assert view["protocol"] == PROTOCOL
    kinds = {view["choices"]["kind"] for view in views if view["choices"]}
    assert kinds == {"replace", "duel", "attack", "defend"}
    assert any(view["decision"] and view["decision"]["worlds"] for view in views)


def test_a_hint_is_a_hint() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=3)
    widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": "hint", "cursor": 0}, [])
    assert problems(widget.hint, Hint) == []


def sample(declared: Any) -> Any:
    """A value of the declared field type, as the page would send it."""
    if declared is int:
        return 0
    if declared is str:
        return "a name"
    if typing.get_origin(declared) is Literal:
        return typing.get_args(declared)[0]
    return {"type": "replace", "cards": []}


@pytest.mark.parametrize("kind", sorted(MESSAGES))
def test_each_message_is_checked_against_its_declaration(kind: str) -> None:
    fields = typing.get_type_hints(MESSAGES[kind])
    message = {name: sample(declared) for name, declared in fields.items()}
    message["protocol"] = PROTOCOL
    assert checked_message(message, 0, MESSAGES) == message
    for missing in fields:
        if missing != "protocol":
            incomplete = {name: value for name, value in message.items() if name != missing}
            with pytest.raises(PageMessageError):
                checked_message(incomplete, 0, MESSAGES)
    with pytest.raises(PageMessageError, match="fields"):
        checked_message({**message, "extra": 1}, 0, MESSAGES)


def test_a_field_of_the_wrong_type_is_refused() -> None:
    message = {"protocol": PROTOCOL, "kind": "run", "until": "forever", "cursor": 0}
    with pytest.raises(PageMessageError, match="until must be one of 'round', 'game'"):
        checked_message(message, 0, MESSAGES)
    with pytest.raises(PageMessageError, match="older"):
        checked_message({**message, "until": "round", "cursor": True}, 1, MESSAGES)
