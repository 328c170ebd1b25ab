"""A save edited into a state that play cannot reach is refused, naming the field; the rest plays.

The saves are real: states of random games under every rule setup of
``test_random_play`` (each phase, sealed choices, tied duels and rounds,
jumbo attacks, sacrifices, finished games). Each edit changes one field of
the saved JSON. An edit that play can never produce (a card more or less, a
phase or a player to move that the round's cards contradict, a result that
does not add up) must raise ``ValueError`` whose message names that field;
an edit play can produce (another generator, another order of the draw pile,
another sealed choice) must load into a state that fully works: its legal
moves apply, both players' views and worlds hold, and it plays to the end,
the states on the way loading again. A seeded fuzz makes random one-field
edits and holds each to the same test: refused naming the field, or usable.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from tacocat_widget.engine import GameState, Rules
from tests.engine.test_random_play import MAX_STEPS, SETUPS, make_game, play_plainly

Data = dict[str, Any]
CARDS = tuple(range(1, 13))
KINDS = ("replace", "duel", "attack", "defend", "sacrifice")
GAMES = 8 * len(SETUPS)  # several games of every setup
SHARE = 0.12  # of each game's states, seeded


# --- the saves ------------------------------------------------------------------------------


@cache
def saves() -> tuple[GameState, ...]:
    """A seeded share of the states of many random games, and every state that is rare."""
    picker = random.Random("saves")
    kept = []
    for index in range(GAMES):
        for state in play_plainly(make_game(index)):
            if picker.random() < SHARE or rare(state):
                kept.append(state)
    return tuple(kept)


def rare(state: GameState) -> bool:
    return state.sealed is not None or state.is_over or len(state.pending) > 1


SITUATIONS: dict[str, Callable[[GameState], bool]] = {
    "replace": lambda s: s.phase == "replace",
    "sealed replace": lambda s: s.phase == "replace" and s.sealed is not None,
    "second replace": lambda s: s.phase == "replace" and s.replaced != (None, None),
    "duel": lambda s: s.phase == "duel" and s.sealed is None,
    "sealed duel": lambda s: s.phase == "duel" and s.sealed is not None,
    "attack": lambda s: s.phase == "attack",
    "defend": lambda s: s.phase == "defend",
    "over": lambda s: s.is_over,
    "after a tied duel": lambda s: sum(e.kind == "duel" for e in s.events) > 2,
    "after a tied round": lambda s: s.last_round is not None and s.last_round.winner is None,
    "after a jumbo attack": lambda s: any(
        e.kind == "attack" and len(e.cards) > 1 for e in s.events
    ),
    "after a sacrifice": lambda s: any(e.kind == "sacrifice" for e in s.events),
    "answering a jumbo": lambda s: len(s.pending) > 1,
    "one-card hands": lambda s: s.rules.hand_sizes[0] == 1,
}


def test_every_state_of_many_games_loads_back_as_itself() -> None:
    """The checks refuse nothing that play reaches: every state of 400 games, every setup."""
    states = [state for index in range(400) for state in play_plainly(make_game(index))]
    assert len(states) > 10_000
    assert [s for s in states if GameState.from_json(s.to_json()) != s] == []


def test_the_saves_cover_every_situation() -> None:
    counts = {name: sum(map(test, saves())) for name, test in SITUATIONS.items()}
    assert min(counts.values()) >= 5, counts


# --- what a state must do once loaded --------------------------------------------------------


def reloads(state: GameState) -> bool:
    return GameState.from_json(state.to_json()) == state


def check_usable(state: GameState, seed: int) -> None:
    """Everything works: moves, views, worlds, a playout to the end; what it leads to reloads."""
    rng = random.Random(seed)
    assert reloads(state), "does not load back as itself"
    for player in (0, 1):
        seen = state.observe(player)
        world = state.determinize(player, rng.getrandbits(32))
        assert world.observe(player) == seen, f"player {player}'s world looks different"
        assert reloads(world), f"player {player}'s world does not load"
    legal = state.legal_actions()
    assert bool(legal) != state.is_over, "no legal move in a game that goes on"
    after = [state.apply(action) for action in legal]
    for successor in rng.sample(after, min(8, len(after))):  # a replace may have hundreds
        assert reloads(successor), f"the state after a legal move does not load: {successor!r}"
    for _ in range(MAX_STEPS):
        if state.is_over:
            return
        state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over or rng.random() < 0.25:  # a share keeps it quick; the end always
            assert reloads(state), f"a later state does not load: {state!r}"
    raise AssertionError("play from it never ends")


def outcome(text: str, field: str, seed: int) -> str:
    """'refused' (briefly, naming the field), 'usable', or what went wrong instead."""
    try:
        state = GameState.from_json(text)
    except ValueError as error:
        if not re.search(rf"\b{field}\b", str(error)):
            return f"refused without naming {field}: {error}"
        return "refused" if len(str(error)) < 600 else f"refused at length: {error}"
    except Exception as error:
        return f"load raised {type(error).__name__}: {error}"
    try:
        check_usable(state, seed)
    except Exception as error:
        return f"loaded, then {type(error).__name__}: {str(error)[:150]}"
    return "usable"


def edited(state: GameState, field: str, value: Any) -> str:
    data = json.loads(state.to_json())
    data[field] = value
    return json.dumps(data)


# --- edits play can never make -----------------------------------------------------------------

SKIP = object()  # the edit does not apply to this save
Edit = Callable[[Data, random.Random], Any]
UNREACHABLE: dict[str, tuple[str, Edit]] = {}
REACHABLE: dict[str, tuple[str, Edit]] = {}


def edit(catalogue: dict[str, tuple[str, Edit]], field: str) -> Callable[[Edit], Edit]:
    """Register an edit of ``field``: it returns the field's new value, or SKIP."""

    def register(function: Edit) -> Edit:
        catalogue[function.__name__.replace("_", " ")] = (field, function)
        return function

    return register


def one_card_changed(cards: list[int], rng: random.Random) -> None:
    """One of the cards becomes another value; the cards stay sorted."""
    at = rng.randrange(len(cards))
    cards[at] = rng.choice([value for value in CARDS if value != cards[at]])
    cards.sort()


@edit(UNREACHABLE, "hands")
def a_card_added_to_a_hand(d: Data, rng: random.Random) -> Any:
    player = rng.randrange(2)
    hands = d["hands"]
    hands[player] = sorted([*hands[player], rng.choice(CARDS)])
    return hands


@edit(UNREACHABLE, "hands")
def a_card_taken_from_a_hand(d: Data, rng: random.Random) -> Any:
    hands = d["hands"]
    hands[rng.randrange(2)].pop(0)
    return hands


@edit(UNREACHABLE, "hands")
def a_card_moved_to_the_other_hand(d: Data, rng: random.Random) -> Any:
    giver = rng.randrange(2)
    hands = d["hands"]
    card = hands[giver].pop(rng.randrange(len(hands[giver])))
    hands[1 - giver] = sorted([*hands[1 - giver], card])
    return hands


@edit(UNREACHABLE, "hands")
def a_card_in_a_hand_changed(d: Data, rng: random.Random) -> Any:
    one_card_changed(d["hands"][rng.randrange(2)], rng)
    return d["hands"]


@edit(UNREACHABLE, "hands")
def a_hand_out_of_order(d: Data, rng: random.Random) -> Any:
    hand = d["hands"][rng.randrange(2)]
    if len(set(hand)) < 2:
        return SKIP
    hand.reverse()
    return d["hands"]


def with_one_more(items: list[Any], item: Any, rng: random.Random) -> list[Any]:
    items.insert(rng.randrange(len(items) + 1), item)
    return items


def with_one_less(items: list[Any], rng: random.Random) -> Any:
    if not items:
        return SKIP
    items.pop(rng.randrange(len(items)))
    return items


@edit(UNREACHABLE, "draw_pile")
def a_card_added_to_the_draw_pile(d: Data, rng: random.Random) -> Any:
    return with_one_more(d["draw_pile"], rng.choice(CARDS), rng)


@edit(UNREACHABLE, "draw_pile")
def a_card_taken_from_the_draw_pile(d: Data, rng: random.Random) -> Any:
    return with_one_less(d["draw_pile"], rng)


@edit(UNREACHABLE, "events")
def an_event_dropped(d: Data, rng: random.Random) -> Any:
    return with_one_less(d["events"], rng)


@edit(UNREACHABLE, "events")
def an_event_added(d: Data, rng: random.Random) -> Any:
    kind = rng.choice(KINDS)
    cards = [] if kind == "replace" and rng.random() < 0.5 else [rng.choice(CARDS)]
    return with_one_more(
        d["events"], {"kind": kind, "player": rng.randrange(2), "cards": cards}, rng
    )


@edit(UNREACHABLE, "events")
def an_event_of_the_other_player(d: Data, rng: random.Random) -> Any:
    if not d["events"]:
        return SKIP
    event = rng.choice(d["events"])
    event["player"] = 1 - event["player"]
    return d["events"]


@edit(UNREACHABLE, "events")
def an_event_of_another_kind(d: Data, rng: random.Random) -> Any:
    if not d["events"]:
        return SKIP
    event = rng.choice(d["events"])
    event["kind"] = rng.choice([kind for kind in KINDS if kind != event["kind"]])
    return d["events"]


@edit(UNREACHABLE, "events")
def a_card_of_an_event_changed(d: Data, rng: random.Random) -> Any:
    events = [event for event in d["events"] if event["cards"]]
    if not events:
        return SKIP
    one_card_changed(rng.choice(events)["cards"], rng)
    return d["events"]


@edit(UNREACHABLE, "phase")
def another_phase(d: Data, rng: random.Random) -> Any:
    return rng.choice(
        [p for p in ("replace", "duel", "attack", "defend", "over") if p != d["phase"]]
    )


def another_of(value: Any, choices: tuple[Any, ...], rng: random.Random) -> Any:
    return rng.choice([choice for choice in choices if choice != value])


@edit(UNREACHABLE, "to_move")
def another_player_to_move(d: Data, rng: random.Random) -> Any:
    return another_of(d["to_move"], (0, 1, None), rng)


@edit(UNREACHABLE, "winner")
def another_winner(d: Data, rng: random.Random) -> Any:
    return another_of(d["winner"], (0, 1, None), rng)


@edit(UNREACHABLE, "attacker")
def another_attacker(d: Data, rng: random.Random) -> Any:
    return another_of(d["attacker"], (0, 1, None), rng)


@edit(UNREACHABLE, "pending")
def a_pending_card_added(d: Data, rng: random.Random) -> Any:
    return sorted([*d["pending"], rng.choice(CARDS)])


@edit(UNREACHABLE, "pending")
def a_pending_card_answered_in_secret(d: Data, rng: random.Random) -> Any:
    return d["pending"][1:] if d["pending"] else SKIP


@edit(UNREACHABLE, "pending")
def a_pending_card_changed(d: Data, rng: random.Random) -> Any:
    if not d["pending"]:
        return SKIP
    one_card_changed(d["pending"], rng)
    return d["pending"]


@edit(UNREACHABLE, "trick_lost")
def a_sacrifice_remembered_or_forgotten(d: Data, rng: random.Random) -> Any:
    return not d["trick_lost"]


@edit(UNREACHABLE, "replaced")
def another_replace_count(d: Data, rng: random.Random) -> Any:
    player = rng.randrange(2)
    replaced = d["replaced"]
    replaced[player] = another_of(replaced[player], (None, 0, 1, 2, 3), rng)
    return replaced


def a_choice(hand: list[int], kind: str, rng: random.Random) -> Data:
    """A duel or a replace this hand could choose, as saved."""
    if kind == "duel":
        return {"type": "duel", "card": rng.choice(hand)}
    return {"type": "replace", "cards": sorted(rng.sample(hand, rng.randint(0, len(hand))))}


@edit(UNREACHABLE, "sealed")
def a_sealed_choice_out_of_turn(d: Data, rng: random.Random) -> Any:
    if d["sealed"] is not None:
        return SKIP
    return a_choice(d["hands"][0], rng.choice(("duel", "replace")), rng)


@edit(UNREACHABLE, "sealed")
def a_sealed_choice_of_a_card_not_held(d: Data, rng: random.Random) -> Any:
    missing = [card for card in CARDS if card not in d["hands"][0]]
    if d["sealed"] is None or not missing:
        return SKIP
    if d["sealed"]["type"] == "duel":
        return {"type": "duel", "card": rng.choice(missing)}
    return {"type": "replace", "cards": sorted([*d["sealed"]["cards"], rng.choice(missing)])}


@edit(UNREACHABLE, "sealed")
def a_sealed_choice_of_the_wrong_kind(d: Data, rng: random.Random) -> Any:
    if d["sealed"] is None:
        return SKIP
    if d["sealed"]["type"] == "duel":
        return {"type": "replace", "cards": [d["sealed"]["card"]]}
    return {"type": "duel", "card": d["hands"][0][0]}


@edit(UNREACHABLE, "position")
def the_tacocat_moved_after_a_round(d: Data, rng: random.Random) -> Any:
    if d["last_round"] is None:  # a lesson may start the first round on any space
        return SKIP
    return another_of(d["position"], tuple(range(-1, 8)), rng)


@edit(UNREACHABLE, "covered")
def the_tacocat_space_covered(d: Data, rng: random.Random) -> Any:
    if d["phase"] == "over":
        return SKIP
    return sorted({*d["covered"], d["position"]})


@edit(UNREACHABLE, "covered")
def the_space_the_tacocat_left_uncovered(d: Data, rng: random.Random) -> Any:
    last = d["last_round"]
    if last is None or last["winner"] is None:
        return SKIP
    return [space for space in d["covered"] if space != last["moved_from"]]


@edit(UNREACHABLE, "round")
def another_round_number(d: Data, rng: random.Random) -> Any:
    return another_of(d["round"], (1, max(1, d["round"] - 1), d["round"] + 1, d["round"] + 7), rng)


@edit(UNREACHABLE, "last_round")
def a_last_round_made_up(d: Data, rng: random.Random) -> Any:
    if d["last_round"] is not None:
        return SKIP
    showdown = [rng.choice(CARDS), rng.choice(CARDS)]
    return {
        "number": d["round"],
        "showdown": showdown,
        "winner": None,
        "moved_from": d["position"],
        "moved_to": d["position"],
    }


def last_round_with(d: Data, key: str, choices: tuple[Any, ...], rng: random.Random) -> Any:
    """The last round's result with ``key`` another of ``choices`` (SKIP: there is none)."""
    last = d["last_round"]
    if last is None:
        return SKIP
    last[key] = another_of(last[key], choices, rng)
    return last


@edit(UNREACHABLE, "last_round")
def the_last_round_renumbered(d: Data, rng: random.Random) -> Any:
    number = d["last_round"]["number"] if d["last_round"] else 1
    return last_round_with(d, "number", (max(1, number - 1), number + 1), rng)


@edit(UNREACHABLE, "last_round")
def the_last_round_won_by_another(d: Data, rng: random.Random) -> Any:
    return last_round_with(d, "winner", (0, 1, None), rng)


@edit(UNREACHABLE, "last_round")
def the_last_round_moved_elsewhere(d: Data, rng: random.Random) -> Any:
    return last_round_with(d, "moved_to", tuple(range(-1, 8)), rng)


@edit(UNREACHABLE, "last_round")
def the_last_showdown_turned_around(d: Data, rng: random.Random) -> Any:
    last = d["last_round"]
    if last is None or last["showdown"][0] == last["showdown"][1]:
        return SKIP
    last["showdown"].reverse()
    return last


@edit(UNREACHABLE, "rules")
def another_deck(d: Data, rng: random.Random) -> Any:
    value = rng.randrange(12)
    d["rules"]["deck"][value] += 1
    return d["rules"]


@edit(UNREACHABLE, "rules")
def another_hand_size_where_this_round_is_played(d: Data, rng: random.Random) -> Any:
    rules = d["rules"]
    space = d["last_round"]["moved_from"] if d["phase"] == "over" else d["position"]
    sizes, dealt = rules["hand_sizes"], rules["hand_sizes"][space]
    sizes[space] = dealt + 1 if 4 * (dealt + 1) <= sum(rules["deck"]) else dealt - 1
    return rules if sizes[space] >= 1 else SKIP


@edit(UNREACHABLE, "rules")
def jumbo_attacks_forbidden_after_one(d: Data, rng: random.Random) -> Any:
    jumbo = any(e["kind"] == "attack" and len(e["cards"]) > 1 for e in d["events"])
    if not jumbo:
        return SKIP
    d["rules"]["jumbo"] = False
    return d["rules"]


def cleared(field: str) -> Edit:
    """An edit that empties an optional field (a sealed choice, the last round's result)."""
    return lambda d, rng: None if d[field] is not None else SKIP


UNREACHABLE["a sealed choice unsealed"] = ("sealed", cleared("sealed"))
UNREACHABLE["the last round forgotten"] = ("last_round", cleared("last_round"))


# --- edits play can make too ---------------------------------------------------------------------


@edit(REACHABLE, "rng")
def another_generator(d: Data, rng: random.Random) -> Any:
    return rng.getrandbits(64)


@edit(REACHABLE, "draw_pile")
def the_draw_pile_in_another_order(d: Data, rng: random.Random) -> Any:
    pile = d["draw_pile"]
    if len(set(pile)) < 2:
        return SKIP
    rng.shuffle(pile)
    return pile


@edit(REACHABLE, "sealed")
def another_sealed_choice(d: Data, rng: random.Random) -> Any:
    if d["sealed"] is None:
        return SKIP
    return a_choice(d["hands"][0], d["sealed"]["type"], rng)


@edit(REACHABLE, "rules")
def another_start_space(d: Data, rng: random.Random) -> Any:
    d["rules"]["start"] = another_of(d["rules"]["start"], tuple(range(7)), rng)
    return d["rules"]


def apply_edit(state: GameState, name: str, catalogue: dict[str, tuple[str, Edit]]) -> str | None:
    """The save of ``state`` with the edit ``name`` made (seeded by both), or None if it skips."""
    field, function = catalogue[name]
    data = json.loads(state.to_json())
    value = function(data, random.Random(f"{name} {state.to_json()}"))
    if value is SKIP:
        return None
    return edited(state, field, value)


def outcomes_of(catalogue: dict[str, tuple[str, Edit]]) -> dict[str, Counter[str]]:
    results: dict[str, Counter[str]] = {name: Counter() for name in catalogue}
    for number, state in enumerate(saves()):
        for name, (field, _) in catalogue.items():
            text = apply_edit(state, name, catalogue)
            if text is not None:
                results[name][outcome(text, field, number)] += 1
    return results


def test_every_edit_play_cannot_make_is_refused_naming_the_field() -> None:
    results = outcomes_of(UNREACHABLE)
    tried = sum(sum(counts.values()) for counts in results.values())
    refused = sum(counts["refused"] for counts in results.values())
    print(f"\n{tried} edits play cannot make, {refused} refused naming the field")
    wrong = {
        name: {what: count for what, count in counts.items() if what != "refused"}
        for name, counts in results.items()
    }
    wrong = {name: found for name, found in wrong.items() if found}
    assert not wrong, f"{len(wrong)} kinds of edit not refused: {wrong}"
    assert all(counts["refused"] >= 5 for counts in results.values()), results


def test_every_edit_play_can_make_loads_and_plays() -> None:
    results = outcomes_of(REACHABLE)
    print(f"\n{sum(c['usable'] for c in results.values())} edits play can make, all usable")
    wrong = {name: dict(counts) for name, counts in results.items() if set(counts) != {"usable"}}
    assert not wrong, wrong
    assert all(counts["usable"] >= 5 for counts in results.values()), results


def test_the_example_of_unequal_hands_reads_plainly() -> None:
    state = next(
        s for s in saves() if s.phase == "duel" and s.sealed is None and s.rules == Rules()
    )
    data = json.loads(state.to_json())
    data["hands"][1].append(data["hands"][0].pop())
    data["hands"][1].sort()
    with pytest.raises(ValueError, match=r"hands: player 0 holds \d+ cards and player 1 holds \d+"):
        GameState.from_json(json.dumps(data))


# --- fuzz: random one-field edits -------------------------------------------------------------

FUZZ_EDITS = 6000


def nudged(value: Any, rng: random.Random) -> Any:
    """Another value of about the same shape: what a slip or a hand edit of a save gives."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice((-2, -1, 1, 2)) if value < 100 else rng.getrandbits(64)
    if isinstance(value, str):
        return rng.choice(("replace", "duel", "attack", "defend", "over", "sacrifice", "both"))
    if isinstance(value, dict):
        if not value:
            return value
        key = rng.choice(sorted(value))
        return {**value, key: nudged(value[key], rng)}
    if isinstance(value, list):
        return nudged_list(value, rng)
    return rng.choice((0, 1, rng.choice(CARDS)))  # None


def nudged_list(items: list[Any], rng: random.Random) -> list[Any]:
    items = list(items)
    how = rng.randrange(5) if items else 0
    if how == 0:  # one more, like another one or a card
        extra = nudged(rng.choice(items), rng) if items and rng.random() < 0.5 else None
        items.insert(rng.randrange(len(items) + 1), extra or rng.choice(CARDS))
    elif how == 1:
        items.pop(rng.randrange(len(items)))
    elif how == 2:
        at = rng.randrange(len(items))
        items[at] = nudged(items[at], rng)
    elif how == 3 and len(items) > 1:
        first, second = rng.sample(range(len(items)), 2)
        items[first], items[second] = items[second], items[first]
    else:
        rng.shuffle(items)
    return items


def fuzzed_value(data: Data, field: str, rng: random.Random) -> Any:
    """A random new value for one field: a nudge, or an optional entry set or cleared."""
    value = data[field]
    if field in ("to_move", "winner", "attacker"):
        return rng.choice((0, 1, None))
    if field == "sealed" and (value is None or rng.random() < 0.3):
        return a_choice(data["hands"][0] or [1], rng.choice(("duel", "replace")), rng)
    if field == "last_round" and value is None:
        return {
            "number": max(1, data["round"] - 1),
            "showdown": [rng.choice(CARDS), rng.choice(CARDS)],
            "winner": rng.choice((0, 1, None)),
            "moved_from": rng.randrange(7),
            "moved_to": data["position"],
        }
    return nudged(value, rng)


def test_random_one_field_edits_are_refused_naming_the_field_or_play() -> None:
    rng = random.Random(20250101)
    counts: Counter[str] = Counter()
    problems: dict[str, str] = {}
    states = saves()
    for number in range(FUZZ_EDITS):
        state = rng.choice(states)
        data = json.loads(state.to_json())
        field = rng.choice(sorted(set(data) - {"format", "version"}))
        value = fuzzed_value(data, field, rng)
        if value == data[field]:
            counts["unchanged"] += 1
            continue
        result = outcome(edited(state, field, value), field, number)
        counts[result if result in ("refused", "usable") else "wrong"] += 1
        if result not in ("refused", "usable"):
            problems.setdefault(f"{field}: {result[:60]}", edited(state, field, value))
    print(f"\nfuzz: {dict(counts)}")
    assert not problems, f"{len(problems)} kinds of failure: {list(problems)[:8]}"
    assert counts["refused"] > FUZZ_EDITS // 2 and counts["usable"] > FUZZ_EDITS // 20, counts
