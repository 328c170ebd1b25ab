"""A script studies a game with no widget: "find the move", analyses, a review, new games.

Everything the page can ask of a game, a script asks of its ``Session`` and the session's
``Study``; what the game does not allow now is ``Refused``, with the game unchanged.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tacocat_widget.engine import Replace, new_game
from tacocat_widget.game import study as study_module
from tacocat_widget.game.lines import MOST_LINES
from tacocat_widget.game.refused import OutOfRange, Refused
from tacocat_widget.game.session import Session
from tacocat_widget.game.study import Study
from tacocat_widget.study import review as review_module
from tacocat_widget.study.analysis import analyse
from tests.paths import ROOT

FAST = 60  # playouts an analysis: the plumbing is what is tested


@pytest.fixture(autouse=True)
def cheap_analyses(monkeypatch: pytest.MonkeyPatch) -> None:
    def cheap(seen, seed=0, iterations=None):  # type: ignore[no-untyped-def]
        return analyse(seen, seed=seed, iterations=FAST)

    monkeypatch.setattr(study_module, "analyse", cheap)
    monkeypatch.setattr(review_module, "analyse", cheap)


def test_a_session_plays_whole_games_without_ever_making_its_study(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_study(study: Study, game: object) -> None:
        raise AssertionError("playing the game made its study")

    monkeypatch.setattr(Study, "__init__", no_study)
    session = Session(("human", "heuristic"), seed=13)
    while not session.state.is_over:  # a human's whole game, moves answered by the agent
        if session.is_human(session.state.to_move):
            session.play(session.state.legal_actions()[-1])
        else:
            session.step()
    session.goto(0)
    session.play(session.state.legal_actions()[0])  # a line of its own
    session.switch_line(0)
    loaded = Session.from_json(session.to_json())
    assert [line.states for line in loaded.lines] == [line.states for line in session.lines]
    session.reseat(0, "random")
    session.new_game()
    session.run("game")
    assert session.state.is_over and session.games == 2
    monkeypatch.undo()  # asked for at last, the study is made once, with nothing in it yet
    assert session.study is session.study and not session.study.analyses
    assert session.study.quiz is None and session.study.review_job is None


def test_find_the_move_judges_each_answer_and_comes_back_to_the_question() -> None:
    session = Session(("human", "heuristic"), seed=3)
    quiz = session.study.find_the_move("Keep or replace?")
    assert quiz.prompt == "Keep or replace?" and quiz.player == 0 and session.study.asking
    assert session.study.verdict() is None  # not answered yet
    session.play("replace none")
    assert session.cursor == 0 and len(session.actions) == 1  # back to the question, no answer
    verdict = session.study.verdict()
    assert verdict is not None and verdict.played == Replace(())
    assert verdict.loss == pytest.approx(verdict.chance_best - verdict.chance_played, abs=1e-9)
    other = next(move for move in session.state.legal_actions() if move != Replace(()))
    session.play(other)  # another try: a line of its own, judged the same way
    assert len(session.lines) == 2 and session.cursor == 0
    assert session.study.verdict().played == other  # type: ignore[union-attr]
    session.study.end_find_the_move()
    assert session.study.quiz is None and session.study.verdict() is None


def test_find_the_move_needs_a_human_to_move() -> None:
    session = Session(("heuristic", "human"), seed=3)
    with pytest.raises(Refused, match=r"player 0 \(heuristic\) is an agent"):
        session.study.find_the_move()
    assert session.study.quiz is None


def test_an_analysis_is_made_once_per_position_and_kept() -> None:
    session = Session(("human", "human"), seed=4)
    first = session.study.analyse()
    assert session.study.analyse(0) is first and first.best.action in session.state.legal_actions()
    session.play(first.best.action)
    assert session.study.analyse(-2) is first  # negative indexes count from the end
    with pytest.raises(OutOfRange, match="no index 9"):
        session.study.analyse(9)


def test_a_review_runs_on_a_worker_and_shares_the_sessions_analyses() -> None:
    session = Session(("heuristic", "heuristic"), seed=5)
    session.run("round")
    heard = []
    session.study.on_review_progress(lambda job: heard.append(job.done))
    job = session.study.review(wait=True)
    assert job.done == job.total == len(session.actions) and not job.running
    assert heard[-1] == job.total and heard == sorted(heard)
    assert [move.step for move in job.moves()] == list(range(len(session.actions)))
    position = session.history[2]
    assert session.study.analyse(2) is session.study.analyses[(position, position.to_move)]


def test_a_new_review_cancels_the_one_running_and_only_the_newest_is_heard() -> None:
    session = Session(("heuristic", "heuristic"), seed=6)
    session.run("round")
    heard = []
    session.study.on_review_progress(heard.append)
    first = session.study.review()
    second = session.study.review(wait=True)
    first.wait()
    assert first.cancelled and session.study.review_job is second
    assert all(job is second for job in heard)


def test_a_seeded_session_deals_a_reproducible_series_of_games() -> None:
    session, again = Session(("human", "human"), seed=7), Session(("human", "human"), seed=7)
    session.play("replace none")
    session.study.find_the_move()
    session.new_game()
    assert session.history == [new_game(8)] and session.games == 2
    assert len(session.lines) == 1 and session.study.quiz is None and session.cursor == 0
    session.new_game()
    again.new_game()
    again.new_game()
    assert session.state == again.state == new_game(9)
    assert session.new_game(seed=42) == new_game(42)


def test_a_new_game_ends_the_review_and_keeps_the_analyses() -> None:
    session = Session(("heuristic", "heuristic"), seed=8)
    session.run("round")
    job = session.study.review()
    session.new_game()
    job.wait()
    assert session.study.review_job is None and job.cancelled
    assert all(key[0].round >= 1 for key in session.study.analyses)


@pytest.mark.parametrize(
    ("ask", "words"),
    [
        (lambda s: s.play("replace none"), "is an agent"),
        (lambda s: s.goto(50), "no index 50"),
        (lambda s: s.delete_line(0), "only line"),
        (lambda s: s.switch_line("nowhere"), "no line is named"),
        (lambda s: s.name_line(""), "non-empty"),
        (lambda s: s.switch_line(3), r"numbered 0\.\.0"),
    ],
)
def test_what_the_game_does_not_allow_now_is_refused_and_changes_nothing(
    ask: object, words: str
) -> None:
    session = Session(("heuristic", "human"), seed=9)
    before = (session.to_json(), session.cursor)
    with pytest.raises(Refused, match=words):
        ask(session)  # type: ignore[operator]
    assert (session.to_json(), session.cursor) == before


def test_steps_and_analyses_past_the_end_are_refused() -> None:
    session = Session(("random", "random"), seed=10)
    session.run("game")
    with pytest.raises(Refused, match="nobody is to move"):
        session.step()
    moves = len(session.history) - 1
    with pytest.raises(Refused, match=f"the game is over after move {moves}: there is no move"):
        session.study.analyse()
    with pytest.raises(Refused, match="the game is over"):
        session.study.find_the_move()


def test_an_out_of_range_index_is_refused_and_still_an_index_error() -> None:
    session = Session(("human", "human"), seed=11)
    with pytest.raises(IndexError):
        session.goto(3)
    assert issubclass(OutOfRange, Refused) and issubclass(Refused, ValueError)


def test_a_line_past_the_most_a_game_holds_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from tacocat_widget.game import session as session_module

    monkeypatch.setattr(session_module, "MOST_LINES", 2)
    session = Session(("human", "human"), seed=12)
    first, second, third = session.state.legal_actions()[:3]
    session.play(first)
    session.goto(0)
    session.play(second)
    session.goto(0)
    with pytest.raises(Refused, match="at most 2 lines"):
        session.play(third)
    assert len(session.lines) == 2 and MOST_LINES == 1000


def test_a_script_studies_a_game_without_loading_the_page() -> None:
    script = (
        "import sys\n"
        "from tacocat_widget.game.session import Session\n"
        "s = Session(('human', 'heuristic'), seed=3)\n"
        "s.study.find_the_move()\n"
        "s.play('replace none')\n"
        "assert s.study.verdict() is not None\n"
        "s.goto(1)\n"
        "s.step()\n"
        "assert s.study.review(iterations=30, wait=True).done == 2\n"
        "loaded = sorted(m for m in sys.modules if m.startswith(('anywidget', 'ipywidgets',"
        " 'tacocat_widget.page')))\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert result.stdout.strip() == ""
