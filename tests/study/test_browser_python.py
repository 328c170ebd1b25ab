"""Where Python runs in a browser (Pyodide: no threads, no processes), the review runs as an
asyncio task between positions and the arena in process, through the same calls."""

from __future__ import annotations

import asyncio
import threading

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import browser
from tacocat_widget.game.session import Session
from tacocat_widget.page.protocol import PROTOCOL
from tacocat_widget.study import arena as arena_module
from tacocat_widget.study.arena import arena
from tacocat_widget.study.review import ReviewJob

FAST = 200  # playouts per position


@pytest.fixture
def in_a_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    """As Pyodide: starting a thread or a process fails, as it does there."""
    monkeypatch.setattr(browser, "IN_A_BROWSER", True)

    def no_thread(*args: object, **kwargs: object) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", no_thread)
    monkeypatch.setattr(arena_module, "ProcessPoolExecutor", no_thread)


def a_played_game() -> Session:
    session = Session(("heuristic", "heuristic"), seed=6)
    session.run("round")
    return session


def test_a_review_without_threads_runs_between_turns_of_the_loop(in_a_browser: None) -> None:
    session = a_played_game()
    seen: list[int] = []

    async def review_and_watch() -> ReviewJob:
        job = session.study.review(iterations=FAST)
        assert job.running and job.done == 0  # nothing happens until the loop turns
        while job.running:
            seen.append(job.done)
            await asyncio.sleep(0)  # the page's messages would be answered here
        return job

    job = asyncio.run(review_and_watch())
    assert job.error is None and job.done == job.total == len(session.actions)
    assert seen == list(range(job.total + 1))  # one position a turn: the loop turns between


def test_without_threads_a_review_gives_what_a_threaded_one_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    threaded = a_played_game().study.review(iterations=FAST, wait=True)
    monkeypatch.setattr(browser, "IN_A_BROWSER", True)

    async def review_in_a_browser() -> ReviewJob:
        job = a_played_game().study.review(iterations=FAST)
        while job.running:
            await asyncio.sleep(0)
        return job

    threadless = asyncio.run(review_in_a_browser())
    results = [
        [(move.step, move.played, round(move.loss, 6)) for move in job.moves()]
        for job in (threaded, threadless)
    ]
    assert results[0] == results[1] and results[0]


def test_a_review_without_threads_is_cancelled_between_positions(in_a_browser: None) -> None:
    session = a_played_game()

    async def review_then_cancel() -> ReviewJob:
        job = session.study.review(iterations=FAST)
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        session.study.cancel_review()
        while job.running:
            await asyncio.sleep(0)
        return job

    job = asyncio.run(review_then_cancel())
    assert job.cancelled and 0 < job.done < job.total
    assert len(job.moves()) == job.done  # what was analysed stays


def test_waiting_for_a_review_without_threads_finishes_it_here(in_a_browser: None) -> None:
    session = a_played_game()

    async def wait_in_a_cell() -> ReviewJob:
        job = session.study.review(iterations=FAST, wait=True)  # a cell's w.review(wait=True)
        return job

    job = asyncio.run(wait_in_a_cell())
    assert not job.running and job.done == job.total and job.error is None


def test_an_arena_in_a_browser_plays_in_process_whatever_processes_says(
    in_a_browser: None,
) -> None:
    result = arena("heuristic", "random", games=4, seed=1, processes=2, progress=None)
    assert result.games == 4


def test_the_pages_review_button_without_threads_shows_progress_and_ends(
    in_a_browser: None,
) -> None:
    widget = TacocatWidget(players=("heuristic", "heuristic"), seed=6)
    widget.run("round")
    shown: list[int] = []

    async def click_review() -> None:
        message = {"protocol": PROTOCOL, "kind": "review", "cursor": widget.cursor}
        widget._on_page_message(widget, message, [])
        assert widget.error == ""
        while widget.review_state is None or widget.review_state["running"]:
            if widget.review_state is not None:
                shown.append(widget.review_state["done"])
            await asyncio.sleep(0)

    asyncio.run(click_review())
    assert widget.review_state is not None and not widget.review_state["running"]
    assert widget.review_state["done"] == len(widget.session.actions)
    assert len(set(shown)) > 3  # the page heard of the review as it went


def test_an_agent_asked_with_a_time_limit_decides_on_this_thread(in_a_browser: None) -> None:
    session = Session(("human", "heuristic"), seed=6)
    session.play("replace none")
    decision = session.step(20.0)  # as the page asks: with the widget's agent_time_limit
    assert decision.action in session.history[-2].legal_actions()
