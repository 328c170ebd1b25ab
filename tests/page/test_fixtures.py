"""The page's test fixtures are what the widget really syncs, in several situations of play.

The JS tests in ``js/tests`` draw from ``js/tests/fixtures/*.json``. Each file
holds the synced traits of a real ``TacocatWidget`` (``view_state`` and the
others the page reads), so a renamed or reshaped key fails here, in a fast
test, instead of only in a browser. When a change to the page's data is
intended, rewrite the files on purpose and review the diff in version control:

    .venv/bin/python -m pytest tests/page/test_fixtures.py --update-fixtures

Beside them, ``js/tests/fixtures/words/`` holds the words Python writes some
numbers in, for chances where rounding could go either way, so that the page,
which writes a few chances itself, is held to write them as Python does.
"""

from __future__ import annotations

import difflib
import json
import random
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import ISMCTSAgent
from tacocat_widget.engine import GameState, Sacrifice
from tacocat_widget.page.protocol import PROTOCOL, PageTraits
from tacocat_widget.page.words import fine_percent, percent
from tests.page.test_protocol import problems
from tests.paths import ROOT

FIXTURES = ROOT / "js" / "tests" / "fixtures"
# The traits the page reads, as the protocol declares them.
SYNCED = tuple(typing.get_type_hints(PageTraits))
DIFF_LINES = 60  # how much of a mismatch to show
LINE_WIDTH = 100  # longer JSON containers are spread over lines
MOST_MOVES = 400  # a situation not reached by then is a broken recipe, not a slow one
PERCENTS = FIXTURES / "words" / "percents.json"
# Every half of a whole percent, where rounding could go either way; every half of a tenth up to
# 11%, as a tenth shows under 10%; and a few chances near that edge or without an end in binary.
CHANCES = sorted(
    {k / 200 for k in range(201)}
    | {k / 2000 for k in range(221)}
    | {0.0999, 0.09995, 0.1 - 1e-12, 1 / 3, 2 / 3}
)


def play_until(widget: TacocatWidget, reached: Callable[[GameState], bool], seed: int) -> None:
    """Move on (humans play seeded random legal moves, agents step) until ``reached``."""
    chooser = random.Random(seed)
    for _ in range(MOST_MOVES):
        state = widget.state
        if reached(state):
            return
        if state.is_over:
            break
        if widget.session.is_human(state.to_move):
            widget.play(chooser.choice(state.legal_actions()))
        else:
            widget.step()
    raise AssertionError("the situation was not reached: try another seed for the recipe")


def replace_on_the_centre() -> TacocatWidget:
    """The first deal, on the centre space where both players replace at once."""
    return TacocatWidget(players=("human", "heuristic"), seed=1)


def duel_with_a_sealed_choice() -> TacocatWidget:
    """Player 0 has chosen a duel card face down; player 1 chooses, seen by someone seeing all."""
    widget = TacocatWidget(players=("human", "human"), seed=2, view="all")
    play_until(widget, lambda s: s.phase == "duel" and s.to_move == 1, seed=2)
    return widget


def attack_with_leads() -> TacocatWidget:
    """The human leads an attack from a hand that holds a set or a sequence."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=5)

    def leading_with_a_choice(state: GameState) -> bool:
        leads = state.legal_actions() if state.phase == "attack" and state.to_move == 0 else []
        return any(len(lead.cards) > 1 for lead in leads)  # type: ignore[union-attr]

    play_until(widget, leading_with_a_choice, seed=5)
    return widget


def defend_with_sacrifice() -> TacocatWidget:
    """The human answers an attack and may defend with some cards or sacrifice the lowest."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=4)

    def defending_with_both(state: GameState) -> bool:
        legal = state.legal_actions() if state.phase == "defend" and state.to_move == 0 else []
        return Sacrifice() in legal and len(legal) > 1

    play_until(widget, defending_with_both, seed=4)
    return widget


def game_over() -> TacocatWidget:
    """A whole game played out, seen by the human who played it."""
    widget = TacocatWidget(players=("human", "random"), seed=5)
    play_until(widget, lambda s: s.is_over, seed=5)
    return widget


def decision_seen_by_all() -> TacocatWidget:
    """Two agents, seen by all: the inspector shows the search's policy, visits and worlds."""
    agent = ISMCTSAgent(seed=6, iterations=400)
    widget = TacocatWidget(players=("heuristic", agent), seed=6)
    play_until(widget, lambda s: s.phase == "attack" and s.to_move == 1, seed=6)
    widget.step()
    return widget


def two_humans() -> TacocatWidget:
    """Hot seat: the view follows the player to move, here player 1, and a hint was asked for."""
    widget = TacocatWidget(players=("human", "human"), seed=7, cover_between_turns=True)
    play_until(widget, lambda s: s.phase == "attack" and s.to_move == 1, seed=7)
    hint = {"protocol": widget.view_state["protocol"], "kind": "hint", "cursor": widget.cursor}
    widget._on_page_message(widget, hint, [])  # as the page's hint button sends it
    return widget


def agents_answer_a_click() -> TacocatWidget:
    """A click answered by the agent through a showdown: the view brings the states to play back."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=11)
    chooser = random.Random(11)
    while not widget.state.is_over:
        action = chooser.choice(widget.state.legal_actions())
        rounds = widget.state.round
        play = {"protocol": widget.view_state["protocol"], "kind": "play", "cursor": widget.cursor}
        widget._on_page_message(widget, {**play, "action": action.to_dict()}, [])  # as a click
        frames = widget.view_state["frames"]
        if any(frame["round"] > rounds for frame in frames) and widget.state.to_move == 0:
            return widget
    raise AssertionError("no click was answered through a showdown: try another seed")


# Round 1 ends 4 against 4, a tie, and round 2 is dealt on the centre; then the human's replace.
TIED_ROUND = ("replace 5-5-6", "duel 9", "sacrifice", "sacrifice", "sacrifice", "defend 7")
AFTER_THE_TIE = ("attack 9", "replace 6-9")


def a_replace_after_a_tie() -> TacocatWidget:
    """After a tied round, the human's face-down replace on the centre, answered by the agent's:
    the view brings the states to play back, the first of them still showing the tie."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    for move in (*TIED_ROUND, *AFTER_THE_TIE):
        action = next(legal for legal in widget.state.legal_actions() if str(legal) == move)
        play = {"protocol": widget.view_state["protocol"], "kind": "play", "cursor": widget.cursor}
        widget._on_page_message(widget, {**play, "action": action.to_dict()}, [])  # as a click
    return widget


def an_analysed_move() -> TacocatWidget:
    """The first move was analysed, a worse one played, and the timeline went back to it."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=1)
    analysis = widget.analyse()
    widget.play(analysis.moves[3].action)
    widget.goto(0)
    return widget


def a_variation() -> TacocatWidget:
    """The first replace was played again differently: a second line, shown, beside the main one."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=5)
    first = widget.state.legal_actions()
    widget.play(first[0])
    widget.run("game")  # the agent answers, as it does a click
    widget.goto(0)
    widget.play(first[-1])
    widget.run("game")
    widget.name_line("keep the low cards")
    return widget


def a_reviewed_game() -> TacocatWidget:
    """A game between two agents, reviewed (an inaccuracy and a blunder marked, beyond the noise);
    the timeline stands just after the first mark, so there is a mark on each side."""
    widget = TacocatWidget(players=("heuristic", "planner"), seed=10)
    widget.run("game")
    review = widget.review(iterations=600, wait=True)
    first = next(move for move in review.moves() if move.mark)
    widget.goto(first.step + 1)
    return widget


SITUATIONS: dict[str, Callable[[], TacocatWidget]] = {
    recipe.__name__: recipe
    for recipe in (
        replace_on_the_centre,
        duel_with_a_sealed_choice,
        attack_with_leads,
        defend_with_sacrifice,
        game_over,
        decision_seen_by_all,
        two_humans,
        agents_answer_a_click,
        a_replace_after_a_tie,
        an_analysed_move,
        a_variation,
        a_reviewed_game,
    )
}


def synced_text(widget: TacocatWidget) -> str:
    """The traits the page reads, as the fixture file's text."""
    return json_text({name: getattr(widget, name) for name in SYNCED}) + "\n"


def json_text(value: Any, indent: str = "") -> str:
    """JSON that reads well in a diff: containers on one line when short, else one item a line."""
    compact = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or len(indent) + len(compact) <= LINE_WIDTH:
        return compact
    inner = indent + "  "
    if isinstance(value, dict):
        pairs = value.items()
        items = [f"{inner}{json.dumps(key)}: {json_text(item, inner)}" for key, item in pairs]
        return "{\n" + ",\n".join(items) + f"\n{indent}}}"
    items = [inner + json_text(item, inner) for item in value]
    return "[\n" + ",\n".join(items) + f"\n{indent}]"


def check_or_write(path: Path, actual: str, update_fixtures: bool) -> None:
    """Hold the fixture at ``path`` to ``actual``, or write it when asked to."""
    if update_fixtures:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    assert path.exists(), f"{path} is missing: run pytest with --update-fixtures"
    expected = path.read_text(encoding="utf-8")
    diff = difflib.unified_diff(
        expected.splitlines(), actual.splitlines(), "committed", "now", lineterm=""
    )
    shown = "\n".join(list(diff)[:DIFF_LINES])
    assert actual == expected, f"the page's data changed (if meant, --update-fixtures):\n{shown}"


@pytest.mark.parametrize("name", sorted(SITUATIONS))
def test_the_page_fixture_is_what_the_widget_syncs(name: str, update_fixtures: bool) -> None:
    check_or_write(FIXTURES / f"{name}.json", synced_text(SITUATIONS[name]()), update_fixtures)


def test_the_page_fixture_of_percents_is_the_words_python_writes(update_fixtures: bool) -> None:
    """``js/tests/format.test.js`` checks that the page writes each of these chances so too."""
    rows = [
        {"chance": chance, "percent": percent(chance), "fine_percent": fine_percent(chance)}
        for chance in CHANCES
    ]
    check_or_write(PERCENTS, json_text(rows) + "\n", update_fixtures)


def load_fixture(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_every_fixture_file_has_a_situation() -> None:
    on_disk = {path.stem for path in FIXTURES.glob("*.json")}
    assert on_disk == set(SITUATIONS), "delete or add fixtures with --update-fixtures"


def test_the_situations_show_what_they_are_named_for() -> None:
    views = {name: load_fixture(name)["view_state"] for name in SITUATIONS}
    centre = views["replace_on_the_centre"]
    assert centre["track"][centre["position"]]["arrow"] == "both"
    assert views["duel_with_a_sealed_choice"]["sealed"] is not None
    assert views["duel_with_a_sealed_choice"]["choices"]["kind"] == "duel"
    assert any(len(lead) > 1 for lead in views["attack_with_leads"]["choices"]["leads"])
    assert views["defend_with_sacrifice"]["choices"]["sacrifice"] is True
    assert views["game_over"]["winner"] is not None and views["game_over"]["choices"] is None
    assert views["decision_seen_by_all"]["decision"]["worlds"]
    assert views["two_humans"]["viewer"] == 1 and views["two_humans"]["hands"][0] is None
    assert views["a_variation"]["line"] == 1 and len(views["a_variation"]["lines"]) == 2
    tie = views["a_replace_after_a_tie"]
    assert tie["last_round"]["showdown"] == [4, 4] and tie["last_round"]["winner"] is None
    assert [frame["events"] for frame in tie["frames"]] == [[]], "the face-down replace shows none"
    assert tie["choices"]["kind"] == "duel"
    reviewed = load_fixture("a_reviewed_game")["review_state"]
    assert not reviewed["running"] and reviewed["done"] == reviewed["total"]
    marks = {point["mark"] for point in reviewed["points"]}
    assert {"inaccuracy", "blunder"} <= marks
    # A loss of an inaccuracy's size or more, within the noise, goes unmarked.
    assert any(0.05 <= point["loss"] <= point["noise"] for point in reviewed["points"])


def test_each_fixture_is_what_the_protocol_declares() -> None:
    """Every trait of every fixture, nested shapes and all, has its declared type and version."""
    paths = sorted(FIXTURES.glob("*.json"))
    assert paths, f"no fixtures in {FIXTURES}: run pytest with --update-fixtures"
    for path in paths:
        traits = json.loads(path.read_text(encoding="utf-8"))
        assert problems(traits, PageTraits, path.stem) == []
        assert traits["view_state"]["protocol"] == PROTOCOL, f"{path.stem} is from another protocol"
