"""The page's sentences come from Python: each situation's words, and the view that carries them."""

from __future__ import annotations

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents.base import VALUE_KINDS
from tacocat_widget.engine import RoundResult, Rules, new_game
from tacocat_widget.engine.terms import SPACE_NAMES
from tacocat_widget.game.session import Session
from tacocat_widget.page.panels.analysis import analysis_caption
from tacocat_widget.page.panels.choices import choice_hint, play_labels
from tacocat_widget.page.panels.hands import cover_words
from tacocat_widget.page.panels.hint import hint_text
from tacocat_widget.page.panels.inspector import (
    beliefs_caption,
    decision_title,
    value_bars,
    value_title,
)
from tacocat_widget.page.panels.lines import LineView, game_moves, line_label
from tacocat_widget.page.panels.log import log_heading, log_title
from tacocat_widget.page.panels.questions import delete_question, new_game_question
from tacocat_widget.page.panels.quiz import quiz_verdict
from tacocat_widget.page.panels.review import (
    mark_jumps,
    mark_legend,
    mark_title,
    point_title,
    review_progress,
)
from tacocat_widget.page.panels.seats import names
from tacocat_widget.page.panels.table import round_text
from tacocat_widget.page.view import line_views, page_view
from tacocat_widget.page.words import fine_percent, percent
from tacocat_widget.study.review import MARKS
from tests.page.test_fixtures import (
    attack_with_leads,
    defend_with_sacrifice,
    game_over,
    play_until,
)


def line(
    name: str, moves: int, parts_from: int | None = None, after: int | None = None
) -> LineView:
    return {
        "name": name,
        "moves": moves,
        "parts_from": parts_from,
        "after_move": after,
        "label": "",
    }


def test_a_round_won_says_the_lower_card_and_where_the_tacocat_went() -> None:
    won = RoundResult(number=3, showdown=(2, 5), winner=0, moved_from=3, moved_to=2)
    named = ["player 0 (you)", "player 1 (heuristic)"]
    assert round_text(won, named) == (
        "Round 3: showdown 2 against 5, 2 is lower; "
        "player 0 (you) wins and moves the Tacocat from O to the YAY-side C."
    )
    # The log says the same, naming players by seat number only.
    assert str(won) == (
        "round 3: showdown 2 against 5, 2 is lower; "
        "player 0 wins and moves the Tacocat from O to the YAY-side C"
    )


def test_a_tie_stays_or_goes_to_the_arrow_and_a_goal_is_named() -> None:
    tie = RoundResult(number=1, showdown=(4, 4), winner=None, moved_from=3, moved_to=3)
    assert round_text(tie, ["a", "b"]) == "Round 1: showdown 4 against 4, a tie; the Tacocat stays."
    to_arrow = RoundResult(number=9, showdown=(6, 6), winner=1, moved_from=6, moved_to=7)
    assert round_text(to_arrow, ["player 0 (ann)", "player 1 (bo)"]) == (
        "Round 9: showdown 6 against 6, a tie, to the arrow's player; "
        "player 1 (bo) wins and moves the Tacocat from the WOW-side T to the WOW goal."
    )


def test_players_are_you_only_to_the_human_whose_eyes_the_page_shows() -> None:
    seats, humans = ["human", "heuristic"], [True, False]
    assert names(seats, humans, 0) == ["player 0 (you)", "player 1 (heuristic)"]
    assert names(seats, humans, "all") == ["player 0 (human)", "player 1 (heuristic)"]
    assert names(seats, [False, False], 0) == ["player 0 (human)", "player 1 (heuristic)"]


def test_the_status_says_you_only_of_the_seat_whose_eyes_the_board_shows() -> None:
    hot_seat = TacocatWidget(players=("human", "human"), view=0, seed=1)
    assert hot_seat.view_state["status"].startswith("Round 1: player 0 (you) to ")
    hot_seat.play("replace none")  # player 1 to choose; the board stays on player 0's eyes
    assert hot_seat.view_state["status"] == "Round 1: player 1 (human) to choose cards to replace"
    watched = TacocatWidget(players=("human", "heuristic"), view="all", seed=1)
    assert watched.view_state["status"].startswith("Round 1: player 0 (human) to ")


@pytest.mark.parametrize(("cap", "hand", "labels"), [(None, 2, 3), (1, 5, 2), (0, 4, 1)])
def test_a_replace_has_a_label_for_each_count_it_may_take(
    cap: int | None, hand: int, labels: int
) -> None:
    choices = {"kind": "replace", "player": 0, "cap": cap, "hint": "", "button": "", "labels": []}
    button, by_count = play_labels(choices, hand)  # type: ignore[arg-type]
    assert button == by_count[0] == "Keep all cards"
    assert len(by_count) == labels and by_count[1:2] in ([], ["Replace 1 card"])
    assert all(label.endswith(" cards") for label in by_count[2:])


def test_a_capped_replace_hint_counts_the_cards_it_allows() -> None:
    base = {"kind": "replace", "player": 1, "hint": "", "button": "", "labels": []}
    assert choice_hint({**base, "cap": 1}).startswith("Select up to 1 card to replace")  # type: ignore[typeddict-item]
    assert choice_hint({**base, "cap": None}).startswith("Select any cards")  # type: ignore[typeddict-item]


def test_each_choice_on_the_page_has_its_label_and_a_hint() -> None:
    for widget in (attack_with_leads(), defend_with_sacrifice()):
        choices = widget.view_state["choices"]
        assert choices is not None and choices["hint"]
        options = choices["leads"] if choices["kind"] == "attack" else choices["cards"]
        assert len(choices["labels"]) == len(options)
        verb = choices["kind"].capitalize()
        for option, label in zip(options, choices["labels"], strict=True):
            cards = "-".join(map(str, option)) if isinstance(option, list) else str(option)
            assert label == f"{verb} with {cards}"
    defend = defend_with_sacrifice().view_state["choices"]
    assert "sacrifice your lowest" in defend["hint"] and str(defend["against"]) in defend["hint"]


def test_every_event_and_the_last_round_are_worded_as_the_engine_words_them() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=4)
    play_until(widget, lambda state: state.round == 2 and len(state.events) >= 2, seed=4)
    view = widget.view_state
    assert [event["text"] for event in view["events"]] == [
        str(event) for event in widget.state.events
    ]
    last = view["last_round"]
    assert last is not None and last["text"].startswith("Round 1: showdown ")
    winner = last["winner"]
    if winner is not None:
        assert view["names"][winner] in last["text"]


def test_the_track_names_its_places_and_goals_from_the_rules() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=2)
    view = widget.view_state
    assert view["place"] == "O" and view["track"][3]["about"] == "deals 7; both replace at once"
    assert view["track"][0]["about"] == "deals 4; player 1 replaces first"
    assert [space["name"] for space in view["track"]] == list(SPACE_NAMES)
    assert [(goal["position"], goal["name"], goal["player"]) for goal in view["goals"]] == [
        (-1, "YAY", 0),
        (7, "WOW", 1),
    ]
    stacked = TacocatWidget(players=("human", "random"), state=new_game(2, Rules(), position=5))
    assert stacked.view_state["place"] == "the WOW-side A"
    assert view["hand_labels"][0] == "Player 0 · human · 7 cards"
    replaced = TacocatWidget(players=("human", "human"), seed=4)
    replaced.play("replace none")
    assert replaced.view_state["hand_labels"][0].endswith(" · 7 cards")  # sealed until both chose
    replaced.play("replace none")
    assert replaced.view_state["hand_labels"][0].endswith(" · replaced 0")
    assert view["pile_words"] == f"the draw pile: {view['draw_pile_size']} cards, face down"


def test_the_game_over_banner_says_who_won_and_the_final_cards() -> None:
    view = game_over().view_state
    over = view["game_over"]
    assert over is not None
    assert (
        view["status"] == f"Game over: the Tacocat reached {view['place']} in round {view['round']}"
    )
    shown = view["last_round"]["showdown"]
    assert [label.rsplit(" · ", 1)[1] for label in view["hand_labels"]] == [
        f"showed {card}" for card in shown
    ]  # the last cards lie in the showdown, not in the hands
    last = view["last_round"]
    assert over["cards"] == f"Final cards: {last['showdown'][0]} against {last['showdown'][1]}."
    winner = view["winner"]
    won = view["viewer"] == winner and view["humans"][winner]
    named = f"player {winner} ({view['seats'][winner]})"
    assert over["headline"] == (
        "You win the game!" if won else f"{named.capitalize()} wins the game!"
    )


def test_the_log_keeps_each_move_in_its_round_and_its_count_only_grows() -> None:
    session = Session(players=("random", "random"), seed=1)
    while not session.state.is_over:
        session.step()
    rounds_of = [state.round for state in session.history]
    counted = []
    for cursor in range(len(session.actions) + 1):
        session.goto(cursor)
        view = page_view(session, "all")
        played = rounds_of[:cursor]  # the round each move so far was played in
        assert [(entry["round"], entry["heading"]) for entry in view["log"]] == [
            (number, log_heading(number, played.count(number))) for number in sorted(set(played))
        ]
        *earlier, last = view["log"] or [None]
        assert all(entry["folded"] for entry in earlier)
        if last is not None and not last["folded"]:  # the round at the cursor, move by move
            first = played.index(last["round"])
            told = session.public_lines[first:cursor]
            assert last["lines"] == [line for move in told for line in move]
        counted.append(view["log_title"])
    # A round's last move is its own: a move into round 2 is all the new round lists.
    ends = next(index for index, number in enumerate(rounds_of) if number == 2) - 1
    session.goto(ends + 2)
    assert page_view(session, "all")["log"][-1]["lines"] == session.public_lines[ends + 1]
    # The summary counts moves, and a round folding keeps them counted.
    assert counted == [log_title(moves) for moves in range(len(session.actions) + 1)]
    assert counted[1] == "Game log (1 move)"


def test_lines_are_labelled_with_their_moves_and_where_they_branch() -> None:
    assert line_label("Main line", 1, None) == "Main line (1 move)"
    assert line_label("Line 2", 3, ("Main line", 0)) == (
        "Line 2: branches from Main line at move 1 (3 moves)"
    )


def test_the_questions_count_what_would_be_lost() -> None:
    assert new_game_question([line("Main line", 0)]) is None
    assert new_game_question([line("Main line", 1)]) == (
        "Start a new game? This game and its 1 move will be gone."
    )
    three = [line("Main line", 5), line("Line 2", 6, 0, 2), line("Line 3", 4, 1, 2)]
    assert game_moves(three) == 5 + 4 + 2
    assert new_game_question(three) == (
        "Start a new game? This game and its 3 lines (11 moves) will be gone."
    )
    assert delete_question(three[:1], 0) is None  # the only line stays
    assert delete_question(three, 2) == "Delete “Line 3” and the moves only it holds?"


def test_a_quiz_verdict_says_the_chances_and_the_size_of_a_mistake() -> None:
    best = {
        "played": "7",
        "chance_played": 0.6,
        "best": "7",
        "chance_best": 0.6,
        "loss": 0.0,
        "noise": 0.03,
        "mark": None,
    }
    assert quiz_verdict(best) == "You played 7: 60% game win chance. That is the best move."  # type: ignore[arg-type]
    worse = {**best, "played": "2", "chance_played": 0.405, "loss": 0.195, "mark": "mistake"}
    assert quiz_verdict(worse) == (  # type: ignore[arg-type]
        "You played 2: 41% game win chance. The best move, 7, gives 60%:"
        " you gave up 20 percentage points (noise ±3.0) (a mistake)."
    )
    lucky = {**worse, "chance_played": 0.54, "loss": 0.06, "noise": 0.08, "mark": None}
    assert quiz_verdict(lucky) == (  # type: ignore[arg-type]
        "You played 2: 54% game win chance. The best move, 7, gives 60%: you gave up 6.0"
        " percentage points (noise ±8.0), within the noise: the best may be ahead by luck alone."
    )


def test_a_reviewed_move_reads_its_chance_and_what_a_mistake_cost() -> None:
    plain = {
        "step": 4,
        "player": 1,
        "chance": 0.55,
        "loss": 0.01,
        "noise": 0.05,
        "mark": None,
        "best": None,
    }
    assert point_title(plain) == "player 0's win chance 55% after move 5 (by player 1)"  # type: ignore[arg-type]
    assert mark_title(plain) is None  # type: ignore[arg-type]
    mistake = {**plain, "mark": "mistake", "loss": 0.12, "best": "duel 6"}
    title = point_title(mistake)  # type: ignore[arg-type]
    assert title.endswith(": mistake, gave up 12 percentage points (noise ±5.0); best was duel 6")
    assert mark_title(mistake) == (  # type: ignore[arg-type]
        "move 5: mistake ?, gave up 12 percentage points (noise ±5.0)"
    )
    assert mark_legend("blunder", 0.2) == "blunder ?? (gave up 20 percentage points or more)"


def test_the_review_says_how_far_it_has_come() -> None:
    assert review_progress(True, 3, 40) == "Reviewing: 3 of 40 moves"
    assert review_progress(False, 3, 40) == "Review stopped after 3 of 40 moves."
    assert review_progress(False, 1, 1) == ""


def test_the_inspector_names_the_move_and_the_hint_gives_its_reasons() -> None:
    assert (
        decision_title(0, 1, "heuristic", "duel 7") == "Move 1: player 1 (heuristic) chose duel 7"
    )
    assert hint_text("attack 3", ["keeps the 1", "low risk"], ["attack 4"]) == (
        "Hint: attack 3: keeps the 1; low risk (also good: attack 4)"
    )
    assert analysis_caption(None, None, 200) == "No move was played from here yet. (200 playouts)"
    assert analysis_caption("duel 7", 0.0, 50) == "Played duel 7: the best move. (50 playouts)"
    assert analysis_caption("duel 2", 0.034, 50).startswith(
        "Played duel 2: 3.4 percentage points less win chance"
    )


def test_the_line_labels_follow_every_change_of_the_lines() -> None:
    """The views of the lines are kept between updates: each change of a line shows at once."""
    session = Session(("human", "human"), seed=5)
    labels = lambda: [view["label"] for view in line_views(session)]  # noqa: E731
    first = session.state.legal_actions()
    session.play(first[0])
    assert labels() == ["Main line (1 move)"]
    session.goto(0)
    session.play(first[1])  # a variation
    assert labels() == ["Main line (1 move)", "Line 2: branches from Main line at move 1 (1 move)"]
    session.play(session.state.legal_actions()[0])
    session.name_line("the other idea")
    assert labels()[1] == "the other idea: branches from Main line at move 1 (2 moves)"
    session.delete_line(0)
    assert labels() == ["the other idea (2 moves)"]
    given = line_views(session)
    given[0]["label"] = "changed by a caller"
    assert labels() == ["the other idea (2 moves)"]


def test_the_inspectors_captions_and_the_cover_are_worded_for_their_player() -> None:
    assert beliefs_caption(0) == (
        "Player 1 holds at least one, as player 0 saw it (by card value):"
    )
    assert value_title(None) == ""
    assert cover_words(1) == "Pass to player 1: click when ready"
    view = TacocatWidget(players=("human", "human"), seed=1, cover_between_turns=True).view_state
    assert view["cover_words"] == f"Pass to player {view['viewer']}: click when ready"


def test_the_mark_buttons_say_they_stop_at_every_mark() -> None:
    back, on = mark_jumps()
    assert (back["direction"], back["label"], on["direction"], on["label"]) == (
        -1,
        "◀ Previous mark",
        1,
        "Next mark ▶",
    )
    for jump in (back, on):
        assert all(name in jump["title"] for name, _ in MARKS)


def test_every_kind_of_value_is_defined_where_it_is_shown() -> None:
    for kind in VALUE_KINDS:
        title = value_title(kind)
        assert title.startswith(f"{kind}: ") and len(title) > len(kind) + 20
    assert "coin flip" in value_title("round score")
    assert "not a game win chance" in value_title("round score")
    assert value_title("my score") == "my score: the agent's own measure; not a chance"
    estimate = value_title("estimated win chance")
    assert "an estimate: calibrated on searches of 318 to 13,875 playouts" in estimate


def test_value_bars_start_at_zero_or_say_where_they_start() -> None:
    for chance in ("game win chance", "estimated win chance"):
        assert value_bars(chance, [0.4, 0.6]) == {
            "low": 0.0,
            "high": 1.0,
            "percent": True,
            "words": "Value bars: from 0 to 100%.",
        }
    assert value_bars("round score", [0.4, 0.6])["words"] == "Value bars: from 0 to 1."
    assert value_bars("round score", [0.4, 0.6])["percent"] is False
    assert value_bars("heuristic score", [0.2, 1.5]) == {
        "low": 0.0,
        "high": 1.5,
        "percent": False,
        "words": "Value bars: from 0 to 1.500.",
    }
    below = value_bars("heuristic score", [-0.42, 0.3])
    assert (below["low"], below["high"]) == (-0.42, 0.3)
    assert below["words"] == "Value bars: from -0.420 (the lowest shown) to 0.300."


# A chance as the page shows it: halves rounded up from the number's shortest decimal form, so
# 0.285 is 29% (binary arithmetic makes 100 * 0.285 = 28.4999...), and a tenth only under 10%.
PERCENTS = [
    (0.0, "0%", "0.0%"),
    (0.0005, "0%", "0.1%"),
    (0.0015, "0%", "0.2%"),
    (0.005, "1%", "0.5%"),
    (0.0625, "6%", "6.3%"),
    (0.0949, "9%", "9.5%"),
    (0.0995, "10%", "10%"),
    (0.125, "13%", "13%"),
    (0.285, "29%", "29%"),
    (0.5, "50%", "50%"),
    (0.9999, "100%", "100%"),
    (1.0, "100%", "100%"),
]


@pytest.mark.parametrize(("chance", "whole", "fine"), PERCENTS)
def test_a_chance_is_rounded_as_people_round_it(chance: float, whole: str, fine: str) -> None:
    assert (percent(chance), fine_percent(chance)) == (whole, fine)
