"""Ratings from a round robin: the Bradley-Terry fit, its intervals, and the ladder's command."""

from __future__ import annotations

import math
import random

import pytest

from tacocat_widget.agents import RandomAgent
from tacocat_widget.study import arena as arena_module
from tacocat_widget.study.arena import ArenaResult, agent_named
from tacocat_widget.study.ladder import (
    ANCHOR,
    ELO,
    Ladder,
    bradley_terry,
    expected_share,
    ladder,
    rate,
)
from tests.agents.first_move import FirstMove


def match(a: str, b: str, wins: int, games: int) -> ArenaResult:
    return ArenaResult(a, b, games, wins, wins // 2, 0.0)


def test_the_fit_recovers_the_strengths_that_made_the_results() -> None:
    truth = [ANCHOR, ANCHOR + 150.0, ANCHOR + 400.0, ANCHOR - 100.0]
    rng, results = random.Random(1), []
    for i in range(4):
        for j in range(i + 1, 4):
            games = 20_000
            won = sum(rng.random() < expected_share(truth[i], truth[j]) for _ in range(games))
            results.append((i, j, won, games))
    fitted = bradley_terry(4, results)
    assert fitted[0] == ANCHOR
    assert all(abs(f - t) < 10.0 for f, t in zip(fitted, truth, strict=True)), fitted


def test_400_points_are_odds_of_10_to_1() -> None:
    assert expected_share(ANCHOR + 400.0, ANCHOR) == pytest.approx(10 / 11)
    assert pytest.approx(400 / math.log(10)) == ELO


def test_even_results_give_equal_ratings_and_a_sweep_stays_finite() -> None:
    assert bradley_terry(2, [(0, 1, 50, 100)]) == pytest.approx([ANCHOR, ANCHOR])
    swept = bradley_terry(2, [(0, 1, 0, 400)])
    assert math.isfinite(swept[1]) and swept[1] > ANCHOR + 800


def test_agents_that_never_meet_cannot_share_a_scale() -> None:
    with pytest.raises(ValueError, match="every agent must play"):
        bradley_terry(4, [(0, 1, 5, 10), (2, 3, 5, 10)])


def test_ratings_come_strongest_first_with_intervals_around_them() -> None:
    matches = [match("weak", "middle", 130, 400), match("weak", "strong", 60, 400)]
    matches.append(match("middle", "strong", 140, 400))
    rows = rate(["weak", "middle", "strong"], matches)
    assert [row.name for row in rows] == ["strong", "middle", "weak"]
    weak = rows[-1]
    assert weak.rating == weak.low == weak.high == ANCHOR  # the anchor
    for row in rows[:2]:
        assert row.low < row.rating < row.high and row.games == 800
        assert 20 < row.high - row.low < 200  # about a 400-game match's worth of doubt


def test_a_ladder_plays_every_pair_and_rates_a_users_own_agent() -> None:
    result = ladder(["random", "casual", FirstMove(seed=1)], 20, seed=3, processes=1, progress=None)
    assert isinstance(result, Ladder)
    assert [(m.a, m.b) for m in result.matches] == [
        ("random", "casual"),
        ("random", "first-move"),
        ("casual", "first-move"),
    ]
    assert {row.name for row in result.ratings} == {"random", "casual", "first-move"}
    assert result.ratings[0].name == "casual"
    text = str(result)
    assert text.splitlines()[0].split() == ["agent", "rating", "95%", "interval", "games"]
    assert "random won" in text and "anchor" in text


def test_a_ladder_needs_two_agents_each_with_its_own_name() -> None:
    with pytest.raises(ValueError, match="at least two"):
        ladder(["casual"], 2, progress=None)
    with pytest.raises(ValueError, match="its own name"):
        ladder(["casual", "casual"], 2, progress=None)


def test_agents_are_named_with_a_budget_or_by_where_to_import_them() -> None:
    budgeted = agent_named("planner@120", seed=2)
    assert budgeted.iterations == 120 and budgeted.name == "planner@120"  # type: ignore[attr-defined]
    assert agent_named("club@50", seed=2).iterations == 50  # type: ignore[attr-defined]
    imported = agent_named("tacocat_widget.agents:RandomAgent", seed=2)
    assert isinstance(imported, RandomAgent) and imported.seed == 2
    with pytest.raises(ValueError, match="whole number of iterations"):
        agent_named("planner@lots", seed=2)
    with pytest.raises(ValueError, match="cannot find the agent"):
        agent_named("no_such_module:Agent", seed=2)
    with pytest.raises(TypeError, match="not an agent"):
        agent_named("tacocat_widget.engine:new_game", seed=2)


def test_the_arena_command_plays_a_ladder(capsys: pytest.CaptureFixture[str]) -> None:
    arena_module.main(["ladder", "random", "casual", "--games", "4", "--processes", "1"])
    out = capsys.readouterr().out
    assert "casual" in out.splitlines()[1] and "random vs casual" in out
