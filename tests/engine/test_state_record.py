"""A GameState is a frozen record with one way in: its fields, its immutability, its copies."""

from __future__ import annotations

import copy
import json
import pickle
import random
from dataclasses import FrozenInstanceError, fields

import pytest

from tacocat_widget.engine import GameState, Replace, Rules, new_game
from tacocat_widget.engine.counts import ONE
from tacocat_widget.engine.observation import ObservationRecord, observe
from tacocat_widget.engine.record import (
    FIELD_NAMES,
    PUBLIC_NAMES,
    SAVED_NAMES,
    RoundTable,
    StateRecord,
    Table,
    field_values,
)
from tacocat_widget.engine.records import RoundResult
from tacocat_widget.engine.rollout import playout
from tacocat_widget.engine.state import freeze


def test_a_state_cannot_be_changed_after_it_is_made() -> None:
    state = new_game(1)
    with pytest.raises(AttributeError, match="cannot be changed"):
        state.phase = "over"  # type: ignore[misc]
    with pytest.raises(AttributeError, match="cannot be changed"):
        del state.hands
    with pytest.raises(AttributeError):
        state.colour = "red"  # type: ignore[attr-defined]
    assert state == new_game(1)


def test_a_state_cannot_be_built_by_hand() -> None:
    with pytest.raises(TypeError, match="new_game"):
        GameState()
    with pytest.raises(TypeError, match="new_game"):
        GameState(*(None for _ in FIELD_NAMES))


def test_copies_and_pickles_are_equal_states() -> None:
    state = new_game(2).apply(Replace((1,)) if 1 in new_game(2).hands[0] else Replace(()))
    for twin in (copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert type(twin) is GameState and twin == state and hash(twin) == hash(state)
        assert twin.apply(twin.legal_actions()[0]) == state.apply(state.legal_actions()[0])


def test_the_saved_form_is_the_field_list() -> None:
    data = json.loads(new_game(3).to_json())
    assert list(data) == ["format", "version", *SAVED_NAMES]
    assert [each.name for each in fields(StateRecord)] == list(FIELD_NAMES)
    # the hands are saved as their cards, under the name the contract gives them
    assert [name for name in FIELD_NAMES if name not in SAVED_NAMES] == ["hand_counts"]
    assert data["hands"] == [list(hand) for hand in new_game(3).hands]
    assert all("load" in each.metadata for each in fields(StateRecord))


def _distinct_field_values() -> tuple[object, ...]:
    """A value for each field, no two alike, each of its field's type (a compiled build checks)."""
    state = new_game(5)
    return (
        state.rules,
        "attack",
        0,  # to_move
        (ONE[1] + ONE[2], ONE[3] + ONE[4]),  # hand_counts
        3,  # position
        frozenset({2}),
        5,  # round
        None,  # winner
        1,  # attacker
        (6,),  # pending
        (7, 8),  # draw_pile
        9,  # rng
        Replace((1,)),
        (2, None),  # replaced
        True,
        (),  # events
        RoundResult(1, (2, 3), 0, 3, 4),
    )


def test_every_way_of_copying_a_record_keeps_each_field_in_its_place() -> None:
    """The record's __init__, Table.copy_of and freeze each keep every field in its place."""
    values = _distinct_field_values()
    assert len(values) == len(FIELD_NAMES) and len(set(map(repr, values))) == len(values)
    table = Table(*values)
    assert field_values(table) == values
    assert field_values(Table.copy_of(table)) == values
    assert field_values(RoundTable.copy_of(table)) == values
    assert field_values(freeze(Table.copy_of(table))) == values


def test_saves_of_large_decks_validate_against_their_own_rules() -> None:
    rules = Rules(deck=(20,) * 12, hand_sizes=(60,) * 7, start=0)
    state = new_game(4, rules)
    first = state.to_move
    state = state.apply(Replace(state.hands[first][:40]))
    assert state.replaced[first] == 40
    assert GameState.from_json(state.to_json()) == state
    end = playout(state, random.Random(1))
    assert GameState.from_json(end.to_json()) == end


def test_every_state_field_is_either_public_or_hidden_by_observe() -> None:
    hidden = {"hand_counts", "draw_pile", "rng", "sealed"}
    assert set(PUBLIC_NAMES) | hidden == set(FIELD_NAMES)
    assert not set(PUBLIC_NAMES) & hidden
    assert set(PUBLIC_NAMES) <= {each.name for each in fields(ObservationRecord)}


def test_an_observation_is_frozen_compared_by_its_fields_and_copied_whole() -> None:
    state = new_game(6)
    seen = state.observe(0)
    with pytest.raises(FrozenInstanceError):
        seen.round = 2  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del seen.hand
    with pytest.raises((FrozenInstanceError, AttributeError)):
        seen.colour = "red"  # type: ignore[attr-defined]
    assert seen.unseen_by_floor == state.observe(0).unseen_by_floor  # kept, not compared
    assert seen == state.observe(0) and hash(seen) == hash(state.observe(0))
    assert seen != state.observe(1) and seen != observe(state, 0, ObservationRecord)
    for twin in (copy.copy(seen), copy.deepcopy(seen), pickle.loads(pickle.dumps(seen))):
        assert type(twin) is type(seen) and twin == seen and hash(twin) == hash(seen)
        assert twin.to_dict() == seen.to_dict()


def test_working_copies_pickle_as_themselves() -> None:
    state = new_game(7)
    for kind in (Table, RoundTable):
        table = kind.copy_of(state)
        for twin in (copy.copy(table), pickle.loads(pickle.dumps(table))):
            assert type(twin) is kind and field_values(twin) == field_values(table)
