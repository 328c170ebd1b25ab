"""Every line of a game is kept: playing from the past starts a variation, nothing is lost."""

from __future__ import annotations

import json
import random

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import Replace
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.engine.text import move_text
from tacocat_widget.game import lines as lines_module
from tacocat_widget.game.lines import MOST_LINES, check_lines, shared_moves
from tacocat_widget.game.session import Session
from tests.game.test_saves import as_version_2


def branched() -> Session:
    """A main line of four moves, and a second line leaving it after one."""
    session = Session(("human", "human"), seed=21)
    for _ in range(4):
        session.play(session.state.legal_actions()[0])
    session.goto(1)
    session.play(session.state.legal_actions()[-1])
    return session


def test_a_variation_names_where_it_leaves_the_line_it_came_from() -> None:
    session = branched()
    assert session.line == 1 and session.cursor == 2 and len(session.history) == 3
    assert session.line_table() == [
        {
            "line": 0,
            "name": "Main line",
            "moves": 4,
            "parts_from": None,
            "after_move": None,
            "current": False,
        },
        {
            "line": 1,
            "name": "Line 2",
            "moves": 2,
            "parts_from": "Main line",
            "after_move": 1,
            "current": True,
        },
    ]


def test_playing_a_move_a_line_already_holds_follows_that_line() -> None:
    session = branched()
    main = session.lines[0]
    session.goto(1)
    session.play(main.actions[1])  # the main line's move: back on the main line, nothing new
    assert session.line == 0 and session.cursor == 2 and len(session.lines) == 2


def test_switching_keeps_a_shared_position_else_goes_where_the_lines_part() -> None:
    session = branched()
    session.goto(1)
    assert session.switch_line("Main line") == session.lines[0].states[1] and session.cursor == 1
    session.goto(4)
    session.switch_line(1)
    assert session.cursor == 1 and session.line == 1


def test_lines_are_named_and_deleted_by_number_or_name() -> None:
    session = branched()
    session.name_line("  sacrifice early ")
    assert session.lines[1].name == "sacrifice early"
    with pytest.raises(ValueError, match="already a line named"):
        session.name_line("Main line")
    with pytest.raises(ValueError, match="non-empty"):
        session.name_line("   ", line=0)
    with pytest.raises(ValueError, match="no line is named"):
        session.switch_line("nowhere")
    with pytest.raises(IndexError, match=r"numbered 0\.\.1"):
        session.delete_line(2)
    session.delete_line("sacrifice early")  # the current line: the main line is shown instead
    assert [line.name for line in session.lines] == ["Main line"] and session.cursor == 1
    with pytest.raises(ValueError, match="only line"):
        session.delete_line(0)


def test_a_new_line_after_a_deletion_takes_a_name_not_yet_used() -> None:
    session = branched()
    session.delete_line(1)
    session.goto(0)
    session.play(session.state.legal_actions()[-1])
    assert [line.name for line in session.lines] == ["Main line", "Line 3"]


def test_a_saved_game_keeps_every_line_and_where_it_was() -> None:
    session = branched()
    session.name_line("the other replace")
    loaded = Session.from_json(session.to_json())
    assert [(line.name, line.actions) for line in loaded.lines] == [
        (line.name, line.actions) for line in session.lines
    ]
    assert (loaded.line, loaded.cursor, loaded.state) == (
        session.line,
        session.cursor,
        session.state,
    )


def test_a_first_version_save_loads_as_one_line() -> None:
    session = Session(("human", "random"), seed=15)
    session.play("replace none")
    session.step()
    saved = as_version_2(json.loads(session.to_json()))  # whose seats version 1 wrote too
    line = saved.pop("lines")[0]
    saved.pop("line")
    old = {**saved, "version": 1, "actions": line["actions"], "decisions": line["decisions"]}
    loaded = Session.from_json(json.dumps(old))
    assert loaded.actions == session.actions and set(loaded.decisions) == {1}
    assert [line.name for line in loaded.lines] == ["Main line"]


def test_a_save_whose_line_repeats_another_is_refused() -> None:
    saved = json.loads(branched().to_json())
    copy = dict(saved["lines"][0], name="copy", actions=saved["lines"][0]["actions"][:2])
    saved["lines"].append(copy)
    with pytest.raises(ValueError, match="repeats the start of line 'Main line'"):
        Session.from_json(json.dumps(saved))


def lines_hold(session: Session) -> None:
    """What must hold after anything: lines are sound, and the current line is what is shown."""
    check_lines(session.lines)
    for line in session.lines:
        for index, action in enumerate(line.actions):
            before, after = line.states[index], line.states[index + 1]
            assert before.apply(action) == after
            assert line.told[index] == move_text(before, action, after)
        for index, decision in line.decisions.items():
            assert decision.action == line.actions[index]
    assert 0 <= session.cursor < len(session.history)
    assert session.history is session.lines[session.line].states


def paths(session: Session) -> set[tuple[str, ...]]:
    """Every line's moves, as text."""
    return {tuple(map(str, line.actions)) for line in session.lines}


def is_kept(path: tuple[str, ...], session: Session) -> bool:
    return any(line[: len(path)] == path for line in paths(session))


@pytest.mark.parametrize("seed", range(30))
def test_random_play_undo_switch_delete_and_reload_lose_nothing_but_what_is_deleted(
    seed: int,
) -> None:
    rng = random.Random(seed)
    session = Session(("human", "random"), seed=seed)
    for _ in range(60):
        before, choice = paths(session), rng.random()
        if choice < 0.5 and not session.state.is_over:
            state, cursor = session.state, session.cursor
            if session.is_human(state.to_move):
                action = random_action(state, rng)
                session.play(action)
            else:
                action = session.step().action
            assert session.cursor == cursor + 1 and session.state == state.apply(action)
            assert all(is_kept(path, session) for path in before)
        elif choice < 0.7:
            session.goto(rng.randrange(len(session.history)))
            assert paths(session) == before
        elif choice < 0.8:
            shown, cursor, old = session.state, session.cursor, session.current
            session.switch_line(rng.randrange(len(session.lines)))
            assert paths(session) == before
            assert session.cursor == min(cursor, shared_moves(old, session.current))
            assert session.cursor < cursor or session.state == shown
        elif choice < 0.85 and len(session.lines) > 1:
            doomed = rng.randrange(len(session.lines))
            gone = tuple(map(str, session.lines[doomed].actions))
            session.delete_line(doomed)
            assert paths(session) == before - {gone}
        else:
            loaded = Session.from_json(session.to_json())
            assert paths(loaded) == before
            assert (loaded.line, loaded.cursor, loaded.state) == (
                session.line,
                session.cursor,
                session.state,
            )
            assert set(loaded.decisions) == set(session.decisions)
            session = loaded
        lines_hold(session)


def test_an_undone_human_move_played_again_differently_keeps_the_agents_reply() -> None:
    session = Session(("human", "random"), seed=3)
    session.play("replace none")
    reply = session.step()
    session.undo(2)
    other = next(a for a in session.state.legal_actions() if a != Replace(()))
    session.play(other)
    main = session.lines[0]
    assert main.actions[1] == reply.action and main.decisions[1] is reply


def message(widget: TacocatWidget, kind: str, **fields: object) -> None:
    """Send the widget a page message, as the page's line list and buttons do."""
    protocol = widget.view_state["protocol"]
    content = {"protocol": protocol, "kind": kind, "cursor": widget.cursor, **fields}
    widget._on_page_message(widget, content, [])


def test_the_page_switches_and_deletes_lines_and_is_refused_a_line_that_is_not_there() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=5)
    first = widget.state.legal_actions()
    widget.play(first[0])
    widget.goto(0)
    widget.play(first[-1])
    assert widget.view_state["line"] == 1 and len(widget.view_state["lines"]) == 2
    message(widget, "line", line=0)
    assert widget.error == "" and widget.view_state["line"] == 0 and widget.cursor == 0
    message(widget, "line", line=2)
    assert widget.error == "the game has 2 lines, numbered 0..1"
    message(widget, "delete_line", line=1)
    assert widget.error == "" and widget.lines == [
        {
            "line": 0,
            "name": "Main line",
            "moves": 1,
            "parts_from": None,
            "after_move": None,
            "current": True,
        }
    ]
    message(widget, "delete_line", line=0)
    assert widget.error == "the only line of a game cannot be deleted"


def test_the_page_names_a_line_and_is_refused_a_name_no_line_may_have() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=5)
    widget.play(widget.state.legal_actions()[0])
    widget.goto(0)
    widget.play(widget.state.legal_actions()[-1])
    message(widget, "name_line", line=1, name="  keep every card  ")
    assert widget.error == "" and widget.view_state["lines"][1]["name"] == "keep every card"
    message(widget, "name_line", line=1, name="Main line")
    assert widget.error == "there is already a line named 'Main line'"
    message(widget, "name_line", line=0, name="x" * 5000)
    assert widget.error == "a line's name has at most 60 characters"
    message(widget, "name_line", line=0, name=12)
    assert (
        widget.error == "a name_line message's name must be a text of well-formed Unicode, not 12"
    )
    assert [line["name"] for line in widget.lines] == ["Main line", "keep every card"]


def test_lines_from_python_reach_the_page() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=6)
    widget.play(widget.state.legal_actions()[0])
    widget.goto(0)
    widget.play(widget.state.legal_actions()[1])
    widget.name_line("the other replace")
    names = [line["name"] for line in widget.view_state["lines"]]
    assert names == ["Main line", "the other replace"]
    widget.switch_line("Main line")
    assert widget.view_state["line"] == 0
    widget.delete_line(1)
    assert len(widget.view_state["lines"]) == 1
    loaded = TacocatWidget.from_json(widget.to_json())
    assert loaded.view_state["lines"] == widget.view_state["lines"]


def a_game_of_many_lines(count: int) -> tuple[Session, list[tuple[Replace, Replace]]]:
    """``count`` lines, each two moves long (the first one the main line's), and starts unplayed."""
    session = Session(("human", "human"), seed=22)
    first = session.state
    starts = [(a, b) for a in first.legal_actions() for b in first.apply(a).legal_actions()]
    assert len(starts) > count
    for one, two in starts[:count]:
        session.goto(0)
        session.play(one)
        session.play(two)
    return session, starts[count:]  # type: ignore[return-value]


def test_a_game_holds_at_most_the_lines_its_saves_hold_and_each_update_stays_linear(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session, unplayed = a_game_of_many_lines(MOST_LINES)
    session.goto(0)
    session.play(unplayed[0][0])  # along a line the game holds
    assert len(session.lines) == MOST_LINES
    before = session.to_json()
    with pytest.raises(ValueError, match=f"at most {MOST_LINES} lines"):
        session.play(unplayed[0][1])
    assert session.to_json() == before  # nothing changed
    loaded = Session.from_json(before)
    assert [line.actions for line in loaded.lines] == [line.actions for line in session.lines]
    widget = TacocatWidget.from_json(before)
    calls = []
    counted = lines_module.shared_moves
    monkeypatch.setattr(lines_module, "shared_moves", lambda *a: calls.append(1) or counted(*a))
    widget.goto(1)  # an update of the page: each line's parting is remembered
    assert len(widget.view_state["lines"]) == MOST_LINES and len(calls) == 0
    widget.delete_line(1)  # a deletion works out again only the lines that parted from it
    assert len(calls) < 3 * MOST_LINES
