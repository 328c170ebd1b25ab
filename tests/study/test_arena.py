"""The arena: identical deals from both seats, Wilson intervals, serial or across cores."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor

import pytest

from tacocat_widget.agents import HeuristicAgent, ISMCTSAgent, PIMCAgent, make_agent
from tacocat_widget.study.arena import ArenaResult, arena, main, play_deal


def test_a_deal_is_played_from_both_seats() -> None:
    deal = play_deal("heuristic", "random", seed=4)
    assert {deal.a_first, deal.a_second} <= {0, 1}
    assert play_deal("heuristic", "random", seed=4)[:2] == deal[:2]
    # Each agent decides in both games, and every decision is timed.
    assert len(deal.a_seconds) >= 2 and len(deal.b_seconds) >= 2
    assert all(seconds >= 0 for seconds in deal.a_seconds + deal.b_seconds)


def test_results_are_the_same_serial_or_in_parallel() -> None:
    serial = arena("heuristic", "random", 20, seed=3, processes=1, progress=None)
    parallel = arena("heuristic", "random", 20, seed=3, processes=2, progress=None)
    assert (serial.a_wins, serial.a_wins_as_player_0) == (
        parallel.a_wins,
        parallel.a_wins_as_player_0,
    )
    assert serial.win_rate >= 0.85


def test_agent_objects_and_a_progress_bar() -> None:
    stream = io.StringIO()
    result = arena(HeuristicAgent(seed=1), "random", 4, processes=1, progress=stream)
    assert result.a == "heuristic" and result.games == 4
    assert "4/4 games" in stream.getvalue()


def test_the_wilson_interval_brackets_the_rate() -> None:
    result = ArenaResult("a", "b", games=1000, a_wins=600, a_wins_as_player_0=300, seconds=1.0)
    low, high = result.interval()
    assert low < 0.6 < high and high - low == pytest.approx(0.0604, abs=0.002)
    assert "95% CI" in str(result)


def test_an_odd_number_of_games_is_refused() -> None:
    with pytest.raises(ValueError, match="even"):
        arena("random", "random", 3)


def test_the_command_line_prints_the_result(capsys: pytest.CaptureFixture[str]) -> None:
    main(["heuristic", "random", "--games", "4", "--processes", "1"])
    assert "heuristic vs random" in capsys.readouterr().out


def test_any_executor_runs_the_deals() -> None:
    with ThreadPoolExecutor(2) as pool:
        pooled = arena("heuristic", "random", 8, seed=5, executor=pool, progress=None)
    serial = arena("heuristic", "random", 8, seed=5, processes=1, progress=None)
    assert (pooled.a_wins, pooled.a_wins_as_player_0) == (serial.a_wins, serial.a_wins_as_player_0)


def test_equal_time_reaches_every_searching_agent_and_is_reported() -> None:
    for kind in (ISMCTSAgent, PIMCAgent):
        agent = make_agent(kind.name, seed=1, time_limit=0.01)
        assert isinstance(agent, kind) and agent.time_limit == 0.01
    assert isinstance(make_agent("heuristic", seed=1, time_limit=0.01), HeuristicAgent)
    result = arena("pimc", "heuristic", 2, seconds=0.01, processes=1, progress=None)
    assert len(result.a_seconds) >= 2 and len(result.b_seconds) >= 2
    assert "seconds per decision, median (slowest): pimc" in str(result)
