"""Actions as values: equality, hashing, order, printed and JSON forms, and validation.

Only the engine's public API (docs/api/engine.md), plus ``parse_action``, is used.
"""

from __future__ import annotations

import dataclasses
import json
import random
from itertools import combinations_with_replacement

import pytest

from tacocat_widget.engine import (
    Attack,
    Defend,
    Duel,
    Replace,
    Sacrifice,
    action_from_dict,
    parse_action,
)

VALUES = range(1, 13)


def many_card_tuples() -> list[tuple[int, ...]]:
    """Every multiset of up to 3 cards, plus seeded random longer ones (up to 9 cards)."""
    combos = [c for k in range(1, 4) for c in combinations_with_replacement(VALUES, k)]
    rng = random.Random(20240607)
    for _ in range(300):
        size = rng.randint(4, 9)
        combos.append(tuple(rng.choice(VALUES) for _ in range(size)))
    return combos


CARD_TUPLES = many_card_tuples()


def all_actions() -> list[object]:
    actions: list[object] = [Sacrifice(), Replace(())]
    actions += [Duel(v) for v in VALUES] + [Defend(v) for v in VALUES]
    actions += [Replace(c) for c in CARD_TUPLES] + [Attack(c) for c in CARD_TUPLES]
    return actions


ALL_ACTIONS = all_actions()


# --- equality, hashing, order ---------------------------------------------------


def test_cards_are_sorted_so_order_of_construction_does_not_matter():
    assert Replace((4, 1)) == Replace((1, 4))
    assert hash(Replace((4, 1))) == hash(Replace((1, 4)))
    assert Replace((4, 1)).cards == (1, 4)
    assert Attack((11, 9, 10)) == Attack((9, 10, 11))
    assert hash(Attack((11, 9, 10))) == hash(Attack((9, 10, 11)))
    assert Attack((11, 9, 10)).cards == (9, 10, 11)


def test_duplicates_are_kept_and_counted():
    assert Replace((4, 1, 4)).cards == (1, 4, 4)
    assert Replace((4, 4)) != Replace((4,))
    assert Attack((8, 8, 8)) != Attack((8, 8))


def test_any_iterable_of_cards_becomes_a_sorted_tuple():
    assert Replace([4, 1]).cards == (1, 4)
    assert Replace(iter([7, 2])).cards == (2, 7)
    assert Attack([5, 5]) == Attack((5, 5))
    assert isinstance(Replace([4, 1]).cards, tuple)
    hash(Replace([4, 1]))  # a list argument still gives a hashable action


def test_default_replace_is_empty():
    assert Replace() == Replace(()) == Replace([])
    assert Replace().cards == ()


def test_different_kinds_with_the_same_card_differ():
    assert Duel(7) != Defend(7)
    assert Replace((7,)) != Attack((7,))
    assert len({Duel(7), Defend(7), Replace((7,)), Attack((7,))}) == 4
    assert Sacrifice() == Sacrifice()
    assert hash(Sacrifice()) == hash(Sacrifice())


def test_actions_work_as_dict_keys_and_set_members():
    policy = {Replace((4, 1)): 0.25, Duel(7): 0.5, Sacrifice(): 0.25}
    assert policy[Replace((1, 4))] == 0.25
    assert policy[Duel(7)] == 0.5
    assert policy[Sacrifice()] == 0.25
    assert Attack((1, 4)) not in policy
    assert len(set(ALL_ACTIONS)) == len({str(a) for a in ALL_ACTIONS})
    rebuilt = {action_from_dict(a.to_dict()): i for i, a in enumerate(ALL_ACTIONS)}
    assert len(rebuilt) == len(set(ALL_ACTIONS))


def test_actions_of_one_kind_are_ordered():
    assert sorted([Duel(9), Duel(2), Duel(5)]) == [Duel(2), Duel(5), Duel(9)]
    assert Replace((1, 2)) < Replace((1, 3)) < Replace((2,))
    assert Attack((3,)) < Attack((3, 3)) < Attack((3, 4, 5)) < Attack((4,))
    assert Defend(3) <= Defend(3) < Defend(4)
    assert not Sacrifice() < Sacrifice()


# --- frozen ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "field", "value"),
    [
        (Replace((1, 4)), "cards", (2,)),
        (Duel(7), "card", 8),
        (Attack((9, 10, 11)), "cards", (1,)),
        (Defend(5), "card", 6),
        (Sacrifice(), "card", 1),
    ],
)
def test_actions_are_frozen(action, field, value):
    before = action.to_dict()
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(action, field, value)
    assert action.to_dict() == before


def test_frozen_fields_cannot_be_deleted():
    action = Duel(7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        del action.card
    assert action.card == 7


# --- str() ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Replace((4, 1)), "replace 1-4"),
        (Replace(()), "replace none"),
        (Replace((12, 1, 1)), "replace 1-1-12"),
        (Duel(7), "duel 7"),
        (Duel(12), "duel 12"),
        (Attack((11, 9, 10)), "attack 9-10-11"),
        (Attack((6, 6)), "attack 6-6"),
        (Attack((3,)), "attack 3"),
        (Defend(5), "defend 5"),
        (Sacrifice(), "sacrifice"),
    ],
)
def test_str_forms(action, text):
    assert str(action) == text


# --- to_dict / action_from_dict ----------------------------------------------------


@pytest.mark.parametrize(
    ("action", "data"),
    [
        (Replace((4, 1)), {"type": "replace", "cards": [1, 4]}),
        (Replace(()), {"type": "replace", "cards": []}),
        (Duel(7), {"type": "duel", "card": 7}),
        (Attack((11, 10, 9)), {"type": "attack", "cards": [9, 10, 11]}),
        (Defend(5), {"type": "defend", "card": 5}),
        (Sacrifice(), {"type": "sacrifice"}),
    ],
)
def test_to_dict_forms(action, data):
    assert action.to_dict() == data
    assert action_from_dict(data) == action


def test_to_dict_round_trips_for_every_kind_and_many_card_combinations():
    kinds_seen = set()
    for action in ALL_ACTIONS:
        data = action.to_dict()
        kinds_seen.add(data["type"])
        # JSON-safe: survives a trip through JSON text unchanged
        assert json.loads(json.dumps(data)) == data
        rebuilt = action_from_dict(data)
        assert rebuilt == action
        assert type(rebuilt) is type(action)
        assert hash(rebuilt) == hash(action)
        assert action_from_dict(json.loads(json.dumps(data))) == action
    assert kinds_seen == {"replace", "duel", "attack", "defend", "sacrifice"}


def test_to_dict_returns_a_fresh_dict():
    action = Replace((1, 4))
    data = action.to_dict()
    data["cards"].append(12)
    assert action.cards == (1, 4)
    assert action.to_dict() == {"type": "replace", "cards": [1, 4]}


def test_action_from_dict_sorts_cards():
    assert action_from_dict({"type": "replace", "cards": [12, 3, 3]}) == Replace((3, 3, 12))
    assert action_from_dict({"type": "attack", "cards": [11, 10, 9]}).cards == (9, 10, 11)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"type": "jump", "card": 3}, ["unknown action type", "jump"]),
        ({"type": "Duel", "card": 3}, ["unknown action type"]),
        ({"card": 3}, ["unknown action type"]),
        ({}, ["unknown action type"]),
        ({"type": None}, ["unknown action type"]),
        ({"type": 3, "card": 3}, ["unknown action type"]),
        ({"type": "duel"}, ["keys", "card"]),
        ({"type": "defend"}, ["keys", "card"]),
        ({"type": "replace"}, ["keys", "cards"]),
        ({"type": "attack"}, ["keys", "cards"]),
        ({"type": "duel", "card": 7, "extra": 1}, ["keys", "extra"]),
        ({"type": "sacrifice", "card": 2}, ["keys", "card"]),
        ({"type": "replace", "cards": [1], "card": 1}, ["keys"]),
        ({"type": "duel", "cards": [7]}, ["keys", "cards"]),
        ({"type": "attack", "card": 7}, ["keys", "card"]),
        ({"type": "duel", "card": "7"}, ["integer", "'7'"]),
        ({"type": "duel", "card": 7.0}, ["integer", "7.0"]),
        ({"type": "defend", "card": True}, ["integer", "True"]),
        ({"type": "defend", "card": None}, ["integer", "None"]),
        ({"type": "duel", "card": [7]}, ["integer"]),
        ({"type": "duel", "card": 0}, ["1..12", "0"]),
        ({"type": "duel", "card": 13}, ["1..12", "13"]),
        ({"type": "defend", "card": -5}, ["1..12", "-5"]),
        ({"type": "replace", "cards": "1-4"}, ["list", "'1-4'"]),
        ({"type": "replace", "cards": "14"}, ["list"]),
        ({"type": "attack", "cards": 9}, ["list"]),
        ({"type": "attack", "cards": None}, ["list"]),
        ({"type": "attack", "cards": {"9": 1}}, ["list"]),
        ({"type": "replace", "cards": [1, True]}, ["integer", "True"]),
        ({"type": "replace", "cards": [False]}, ["integer", "False"]),
        ({"type": "attack", "cards": [9, "10"]}, ["integer", "'10'"]),
        ({"type": "attack", "cards": [9.0]}, ["integer"]),
        ({"type": "replace", "cards": [0]}, ["1..12", "0"]),
        ({"type": "replace", "cards": [1, 13]}, ["1..12", "13"]),
        ({"type": "attack", "cards": [12, 13, 14]}, ["1..12"]),
        ({"type": "attack", "cards": []}, ["at least one card"]),
    ],
)
def test_malformed_dicts_raise_value_error_naming_the_problem(data, words):
    with pytest.raises(ValueError) as caught:
        action_from_dict(data)
    message = str(caught.value)
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize("data", [None, [], ["duel", 7], "duel 7", 7, ("type", "duel")])
def test_non_dicts_raise_value_error(data):
    with pytest.raises(ValueError, match="JSON object"):
        action_from_dict(data)


@pytest.mark.parametrize(
    "data",
    [
        {"type": ["duel"], "card": 7},
        {"type": {"kind": "duel"}, "card": 7},
        {"type": ["sacrifice"]},
    ],
)
def test_unhashable_type_field_raises_value_error(data):
    """JSON can hold a list or an object where the type name belongs: still a ValueError."""
    with pytest.raises(ValueError, match="type"):
        action_from_dict(data)


# --- parse_action -----------------------------------------------------------------


def test_parse_action_reads_every_str_form():
    for action in ALL_ACTIONS:
        parsed = parse_action(str(action))
        assert parsed == action
        assert type(parsed) is type(action)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("replace 1-4", Replace((1, 4))),
        ("replace 4-1", Replace((1, 4))),
        ("replace none", Replace(())),
        ("duel 7", Duel(7)),
        ("attack 9-10-11", Attack((9, 10, 11))),
        ("attack 11-9-10", Attack((9, 10, 11))),
        ("defend 5", Defend(5)),
        ("sacrifice", Sacrifice()),
        ("  Duel   7 ", Duel(7)),
        ("SACRIFICE", Sacrifice()),
    ],
)
def test_parse_action_examples(text, action):
    assert parse_action(text) == action


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", ["cannot read", "''"]),
        ("   ", ["cannot read"]),
        ("duel", ["cannot read", "'duel'"]),
        ("attack", ["cannot read"]),
        ("replace", ["cannot read"]),
        ("jump 7", ["cannot read", "jump"]),
        ("duel 7 8", ["cannot read"]),
        ("sacrifice 3", ["cannot read"]),
        ("sacrifice now", ["cannot read"]),
        ("replace none none", ["cannot read"]),
        ("duel x", ["cannot read the cards", "'x'"]),
        ("duel none", ["cannot read the cards", "'none'"]),
        ("attack none", ["cannot read the cards", "'none'"]),
        ("attack 9--10", ["cannot read the cards", "'9--10'"]),
        ("replace 1-", ["cannot read the cards"]),
        ("defend -3", ["cannot read the cards"]),
        ("attack 9,10,11", ["cannot read the cards"]),
        ("duel 7.0", ["cannot read the cards"]),
        ("duel 7-8", ["exactly one card", "'7-8'"]),
        ("defend 5-5", ["exactly one card"]),
        ("duel 0", ["1..12", "0"]),
        ("duel 13", ["1..12", "13"]),
        ("replace 1-13", ["1..12", "13"]),
        ("attack 12-13-14", ["1..12"]),
    ],
)
def test_malformed_text_raises_value_error_naming_the_problem(text, words):
    with pytest.raises(ValueError) as caught:
        parse_action(text)
    message = str(caught.value)
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize("text", [None, 7, b"duel 7", ["duel", "7"], Duel(7)])
def test_parse_action_needs_a_string(text):
    with pytest.raises(ValueError, match="string"):
        parse_action(text)


@pytest.mark.parametrize("text", ["duel 1_2", "duel +7", "attack 9-1_0-11", "duel \uff17"])
def test_parse_action_reads_only_plain_decimal_cards(text):
    """No str() form has underscores, signs or non-ASCII digits; such text is malformed."""
    with pytest.raises(ValueError):
        parse_action(text)


# --- constructor validation ----------------------------------------------------------


@pytest.mark.parametrize("kind", [Duel, Defend])
@pytest.mark.parametrize(
    ("card", "words"),
    [
        (0, ["1..12", "0"]),
        (13, ["1..12", "13"]),
        (-1, ["1..12"]),
        (True, ["integer", "True"]),
        (False, ["integer"]),
        (7.0, ["integer", "7.0"]),
        ("7", ["integer", "'7'"]),
        (None, ["integer"]),
        ((7,), ["integer"]),
    ],
)
def test_one_card_constructors_validate(kind, card, words):
    with pytest.raises(ValueError) as caught:
        kind(card)
    message = str(caught.value)
    assert kind.__name__ in message
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize("kind", [Replace, Attack])
@pytest.mark.parametrize(
    ("cards", "words"),
    [
        ((0,), ["1..12", "0"]),
        ((1, 13), ["1..12", "13"]),
        ((True,), ["integer", "True"]),
        ((1, False), ["integer"]),
        ((4.0,), ["integer"]),
        (("4",), ["integer", "'4'"]),
        ((None,), ["integer"]),
        ("14", ["sequence", "'14'"]),
        ("1-4", ["sequence"]),
        (b"\x01\x04", ["sequence"]),
        (5, ["sequence"]),
        (None, ["sequence"]),
    ],
)
def test_many_card_constructors_validate(kind, cards, words):
    with pytest.raises(ValueError) as caught:
        kind(cards)
    message = str(caught.value)
    assert kind.__name__ in message
    for word in words:
        assert word in message, (word, message)


@pytest.mark.parametrize("cards", [(), [], iter(())])
def test_an_attack_needs_a_card(cards):
    with pytest.raises(ValueError, match="at least one card"):
        Attack(cards)


def test_constructors_accept_every_card_value():
    for value in VALUES:
        assert Duel(value).card == value
        assert Defend(value).card == value
        assert Replace((value,)).cards == (value,)
        assert Attack((value,)).cards == (value,)
    assert Replace(tuple(VALUES)).cards == tuple(VALUES)
