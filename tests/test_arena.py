"""The arena: identical deals from both seats, Wilson intervals, serial or across cores."""

from __future__ import annotations

import io

import pytest

from tacocat_widget.agents import HeuristicAgent
from tacocat_widget.arena import ArenaResult, arena, main, play_deal


def test_a_deal_is_played_from_both_seats() -> None:
    first, second = play_deal("heuristic", "random", seed=4)
    assert {first, second} <= {0, 1}
    assert play_deal("heuristic", "random", seed=4) == (first, second)


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
