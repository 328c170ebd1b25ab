"""The widget without a browser: its Python names, the page's messages, and no leaks."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import re
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import Agent, HeuristicAgent, ISMCTSAgent, PlannerAgent
from tacocat_widget.engine import Duel, Replace, new_game
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.engine.visibility import observations
from tacocat_widget.page.view import PLAYBACK_LIMIT, PROTOCOL, page_view, table_view


def click(widget: TacocatWidget, kind: str, **fields: Any) -> None:
    """Deliver a message as the page would send it."""
    widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": kind, **fields}, [])


def play_message(widget: TacocatWidget, action: dict[str, Any]) -> None:
    click(widget, "play", action=action, cursor=widget.cursor)


def board(view_state: dict[str, Any]) -> dict[str, Any]:
    """The synced view without its revision number (which grows with every update)."""
    return {key: value for key, value in view_state.items() if key != "revision"}


def test_creating_a_widget_makes_no_move_and_shows_the_humans_seat() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=3)
    assert widget.history == [new_game(3)] and widget.cursor == 0
    assert widget.view == 0 and widget.view_state["viewer"] == 0
    assert TacocatWidget(players=("random", "human"), seed=3).view == 1
    assert TacocatWidget(players=("random", "random"), seed=3).view == "all"


def test_unknown_arguments_raise_type_error() -> None:
    with pytest.raises(TypeError):
        TacocatWidget(colour="red")  # type: ignore[call-arg]


def test_python_calls_make_exactly_the_moves_they_name() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=3)
    widget.play("replace none")
    assert widget.cursor == 1 and widget.state.to_move == 1  # the agent has not moved
    decision = widget.step()
    assert widget.decisions == {1: decision} and widget.cursor == 2
    with pytest.raises(ValueError):
        widget.step()  # a human is to move


def test_a_click_hands_the_turn_to_agents_who_answer_on_their_own() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=3)
    play_message(widget, {"type": "replace", "cards": []})
    assert widget.error == ""
    assert widget.state.to_move == 0 and widget.state.phase == "duel"
    assert set(widget.decisions) == {1}


def test_the_page_timeline_moves_the_cursor_and_python_moves_the_page() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=4)
    widget.run("game")
    widget.cursor = 5  # as the page's timeline would
    assert widget.state == widget.history[5] and widget.view_state["cursor"] == 5
    widget.goto(2)
    assert widget.cursor == 2 and widget.view_state["cursor"] == 2
    widget.cursor = 10_000
    assert widget.cursor == 2 and "timeline" in widget.error


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("not a dict", "protocol"),
        ({"kind": "play"}, "protocol"),
        ({"protocol": PROTOCOL, "kind": "teleport"}, "unknown page message"),
        ({"protocol": PROTOCOL, "kind": "play", "cursor": 0}, "fields"),
        ({"protocol": PROTOCOL, "kind": "play", "action": "duel 3", "cursor": 0}, "JSON object"),
        (
            {
                "protocol": PROTOCOL,
                "kind": "play",
                "action": {"type": "duel", "card": 3},
                "cursor": 7,
            },
            "older",
        ),
        (
            {
                "protocol": PROTOCOL,
                "kind": "play",
                "action": {"type": "duel", "card": 3},
                "cursor": 0,
            },
            "replace",
        ),
        (
            {
                "protocol": PROTOCOL,
                "kind": "play",
                "action": {"type": "replace", "cards": [13]},
                "cursor": 0,
            },
            "1..12",
        ),
        ({"protocol": PROTOCOL, "kind": "step", "cursor": 0}, "human"),
        (
            {
                "protocol": PROTOCOL,
                "kind": "play",
                "action": {"type": "replace", "cards": []},
                "cursor": "0",
            },
            "older",
        ),
    ],
)
def test_a_bad_message_shows_an_error_and_changes_nothing(content: Any, words: str) -> None:
    widget = TacocatWidget(players=("human", "random"), seed=5)
    before = (widget.history, widget.cursor, board(widget.view_state))
    revision = widget.view_state["revision"]
    widget._on_page_message(widget, content, [])
    assert words in widget.error
    assert (widget.history, widget.cursor, board(widget.view_state)) == before
    assert widget.view_state["revision"] > revision  # the page hears the answer all the same


def test_a_double_click_is_refused_as_made_for_an_older_state() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=6)
    first = {"type": "replace", "cards": []}
    click(widget, "play", action=first, cursor=0)
    click(widget, "play", action=first, cursor=0)
    assert widget.cursor == 1 and "older" in widget.error


def test_two_humans_see_through_the_eyes_of_the_player_to_move() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=7)
    assert widget.view == 0
    play_message(widget, {"type": "replace", "cards": []})
    assert widget.view == 1 and widget.view_state["hands"][0] is None
    widget.view = "all"  # a choice made from a cell sticks
    play_message(widget, {"type": "replace", "cards": []})
    assert widget.view == "all" and None not in widget.view_state["hands"]


def view_with_the_hidden_redrawn(widget: TacocatWidget, seed: int) -> dict[str, Any]:
    """The page's view if everything the viewer cannot see were different."""
    session = copy.copy(widget.session)
    twin = widget.state.determinize(widget.view, seed)
    states = [*widget.history[: widget.cursor], twin]
    session.lines, session.line = [dataclasses.replace(session.current, states=states)], 0
    revision, played_from = widget.view_state["revision"], widget.view_state["played_from"]
    return page_view(session, widget.view, revision, played_from)


def test_whole_games_never_send_the_page_a_hidden_card() -> None:
    for seed in range(40):
        widget = TacocatWidget(players=("human", "random"), seed=seed, view=seed % 2)
        synced: list[dict[str, Any]] = []
        widget.observe(lambda change, log=synced: log.append(change["new"]), names=["view_state"])
        rng = random.Random(seed)
        while not widget.state.is_over:
            state, viewer = widget.state, widget.view
            assert widget.view_state["hands"][1 - viewer] is None
            assert widget.view_state["hands"][viewer] == list(state.hands[viewer])
            for redraw in (1, 2):
                assert view_with_the_hidden_redrawn(widget, redraw) == widget.view_state
            if widget.session.is_human(state.to_move):
                widget.play(random_action(state, rng))
            else:
                widget.step()
        assert len(synced) == len(widget.history) - 1  # one update per move


def test_moves_answered_by_agents_are_played_back_through_every_state_between() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=3)
    play_message(widget, {"type": "replace", "cards": []})
    view = widget.view_state
    assert view["played_from"] == 0 and view["cursor"] == len(widget.history) - 1
    assert [frame["cursor"] for frame in view["frames"]] == list(range(1, view["cursor"]))
    assert [frame["agent"] for frame in view["frames"]] == [False] + [True] * (view["cursor"] - 2)
    for frame in view["frames"]:
        seen = observations(widget.history[frame["cursor"]], 0)
        assert frame == {"cursor": frame["cursor"], "agent": frame["agent"]} | dict(
            table_view(widget.session, seen, widget.view, frame["cursor"])
        )


def test_only_moves_just_made_are_played_back() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=3)
    assert widget.view_state["played_from"] is None
    widget.play("replace none")
    assert widget.view_state["played_from"] == 0 and widget.view_state["frames"] == []
    widget.step()
    assert widget.view_state["played_from"] == 1
    for move_the_timeline in (lambda: widget.goto(0), lambda: widget.goto(2), widget.undo):
        move_the_timeline()
        assert widget.view_state["played_from"] is None and widget.view_state["frames"] == []
    click(widget, "new_game")
    assert widget.view_state["played_from"] is None


def test_a_long_run_plays_back_only_its_last_moves() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=4)
    widget.run("game")
    frames = widget.view_state["frames"]
    assert len(frames) == PLAYBACK_LIMIT and frames[-1]["cursor"] == widget.cursor - 1
    assert widget.view_state["played_from"] == frames[0]["cursor"] - 1


def test_played_back_states_never_hold_a_hidden_card() -> None:
    checked = 0
    for seed in range(30):
        seats = ("human", "random") if seed % 2 == 0 else ("random", "human")
        widget = TacocatWidget(players=seats, seed=seed)
        rng = random.Random(seed)
        while not widget.state.is_over:
            if widget.session.is_human(widget.state.to_move):
                play_message(widget, random_action(widget.state, rng).to_dict())
            else:
                click(widget, "step", cursor=widget.cursor)
            assert widget.error == ""
            for frame in widget.view_state["frames"]:
                state = widget.history[frame["cursor"]]
                assert frame["hands"][1 - widget.view] is None
                for redraw in (1, 2):
                    twin = state.determinize(widget.view, redraw)
                    redrawn = table_view(
                        widget.session,
                        observations(twin, widget.view),
                        widget.view,
                        frame["cursor"],
                    )
                    assert frame == {"cursor": frame["cursor"], "agent": frame["agent"]} | dict(
                        redrawn
                    )
                checked += 1
    assert checked > 300


def test_hidden_sealed_choices_stay_hidden_from_player_one() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=8, view=1)
    widget.play(Replace((widget.state.hands[0][0],)))
    assert widget.view_state["sealed"] is None and widget.view_state["player0_has_chosen"]
    assert "face down" in widget.view_state["log"][-1]["lines"][-1]
    widget.play(Replace(()))
    widget.play(Duel(widget.state.hands[0][-1]))
    assert widget.view_state["sealed"] is None


def test_undo_from_the_page_goes_back_to_the_humans_last_choice() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=9)
    play_message(widget, {"type": "replace", "cards": []})
    click(widget, "undo", cursor=widget.cursor)
    assert widget.cursor == 0 and widget.error == ""


def test_new_game_from_the_page_keeps_the_players() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=10)
    widget.play("replace none")
    click(widget, "new_game")
    assert widget.cursor == 0 and len(widget.history) == 1
    assert widget.session.seat_names() == ("human", "random")
    assert widget.state != new_game(10)  # a new deal, not the same game again


def test_the_synced_state_stays_small() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=11)
    widget.run("game")
    sizes = []
    for index in range(len(widget.history)):
        widget.goto(index)
        sizes.append(len(json.dumps(widget.view_state).encode()))
    # The view carries the page's sentences too (words.py): about 1,200 bytes of the largest,
    # at a round's end that round's plays, which the table still shows, the agents' seats
    # (the list of levels is a trait of its own, sent once), and the log's rounds, each under
    # its heading (about 1,600 bytes at the end of this 8-round game).
    assert max(sizes) < 7_500, max(sizes)


def test_a_saved_widget_game_resumes_exactly() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=12)
    play_message(widget, {"type": "replace", "cards": []})
    widget.undo()
    loaded = TacocatWidget.from_json(widget.to_json())
    assert loaded.history == widget.history and loaded.cursor == widget.cursor
    assert board(loaded.view_state) == board(widget.view_state)
    assert loaded.decisions == widget.decisions


def test_the_inspector_shows_a_decision_only_to_eyes_that_may_see_it() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=13)
    widget.play("replace none")
    widget.step()  # the agent's sealed-free reply on the centre
    assert (
        widget.view == 0 and widget.view_state["decision"] is None
    )  # the agent's hand stays hidden
    widget.view = "all"
    decision = widget.view_state["decision"]
    assert decision["player"] == 1 and decision["seat"] == "heuristic"
    assert any(row["chosen"] for row in decision["rows"])
    widget.goto(1)  # the timeline shows the decision taken at that point
    assert widget.view_state["decision"]["step"] == 1


def test_the_inspector_shows_the_planners_win_chances_reason_and_imagined_hands() -> None:
    widget = TacocatWidget(players=(PlannerAgent(seed=2, iterations=400), "human"), seed=5)
    widget.view = 0  # the planner's own seat
    widget.step()
    decision = widget.view_state["decision"]
    assert decision["value_kind"] == "game win chance"
    assert "imagined worlds" in decision["because"]
    assert decision["iterations"] and decision["iterations"] >= 300
    values = [row["value"] for row in decision["rows"]]
    assert decision["rows"][0]["chosen"] and values == sorted(values, reverse=True)
    assert decision["worlds"]
    assert set(decision["worlds"][0]) == {"opponent_hand", "favours", "value"}  # declared only


@pytest.mark.parametrize(
    ("agent", "seed"), [(ISMCTSAgent(seed=1, iterations=300), 3), ("heuristic", 17)]
)
def test_the_inspector_lists_its_rows_in_the_order_its_caption_names(
    agent: Agent | str, seed: int
) -> None:
    widget = TacocatWidget(players=(agent, "human"), seed=seed, view=0)
    widget.step()
    decision = widget.view_state["decision"]
    assert decision["order"] == "Likeliest first (by policy), then by value."
    keys = [(-row["p"], -(row["value"] or 0.0)) for row in decision["rows"]]
    assert keys == sorted(keys) and len(set(row["p"] for row in decision["rows"])) > 1


def test_with_the_view_on_one_seat_the_inspector_keeps_that_seats_latest_decision() -> None:
    widget = TacocatWidget(players=("heuristic", "random"), seed=15, view=0)
    while widget.state.to_move != 1 or widget.cursor < 3:
        widget.step()
    latest = max(step for step in widget.decisions if widget.history[step].to_move == 0)
    decision = widget.view_state["decision"]
    assert decision is not None and decision["player"] == 0 and decision["step"] == latest
    widget.step()  # player 1's move: still player 0's latest decision
    assert widget.view_state["decision"]["step"] == latest


def test_the_inspector_shows_what_the_decider_believed_from_its_own_view() -> None:
    widget = TacocatWidget(players=("heuristic", "human"), seed=16, view=0)
    widget.step()
    beliefs = widget.view_state["decision"]["beliefs"]
    expected = widget.history[0].observe(0).beliefs()
    assert [cell["value"] for cell in beliefs] == sorted(expected)
    assert all(cell["chance"] == round(expected[cell["value"]], 4) for cell in beliefs)


def test_a_hint_is_for_the_human_to_move_and_goes_away_after_the_move() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=14)
    click(widget, "hint", cursor=0)
    assert widget.error == "" and widget.hint["cursor"] == 0 and widget.hint["because"]
    widget.play(widget.hint["action"])
    assert widget.hint is None
    click(widget, "hint", cursor=widget.cursor)
    assert "hint is for the human" in widget.error


def test_a_hint_speaks_to_the_hands_owner_and_the_inspector_of_the_agents_own_hand() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=14)
    click(widget, "hint", cursor=0)
    own = HeuristicAgent(seed=0).decide(widget.state.observe(0)).info["chosen_because"]
    to_the_reader = {"its": "your", "it holds": "you hold", "it keeps": "you keep"}
    said = [re.sub(r"\bit(s| holds| keeps)\b", lambda m: to_the_reader[m[0]], s) for s in own]
    assert widget.hint["because"] == said and "your lowest card" in " ".join(said)
    widget.play(widget.hint["action"])
    widget.step()
    widget.view = "all"
    rows = widget.view_state["decision"][
        "rows"
    ]  # the heuristic's own reasons, as the page shows them
    assert all(not re.search(r"\byour?\b", why) for row in rows for why in row["why"] or [])


def test_the_page_may_open_the_inspector_up_to_every_move() -> None:
    widget = TacocatWidget(players=("heuristic", "human"), seed=17, view=0)
    widget.step()  # a replace: the heuristic scores every one of its choices
    decision = widget.view_state["decision"]
    assert len(decision["rows"]) == 8 and decision["others"] > 0
    every = len(decision["rows"]) + decision["others"]
    widget.set_state({"every_move": True})  # as the page's toggle writes it
    assert widget.error == ""
    decision = widget.view_state["decision"]
    assert len(decision["rows"]) == every and decision["others"] == 0


def test_a_rounds_end_shows_the_rounds_plays_until_the_next_round_is_under_way() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=5)
    widget.run("game")
    ends = [
        i
        for i in range(1, len(widget.history))
        if widget.history[i].round != widget.history[i - 1].round
    ]
    assert ends, "the game had rounds after the first"
    for end in ends:
        widget.goto(end)
        before = widget.history[end - 1]
        plays = widget.view_state["last_round"]["plays"]
        assert plays[: len(before.events)] == [
            {**event.to_dict(), "text": str(event)} for event in before.events
        ]
        assert len(plays) > len(before.events), "the move that ended the round laid its cards"
        widget.goto(end + 1)
        if widget.state.events and widget.state.round == widget.history[end].round:
            assert widget.view_state["last_round"]["plays"] == []
