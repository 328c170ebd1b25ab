"""The example scripts run as documented, from a plain command line."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.paths import ROOT

RANDOM_GAME = ROOT / "examples" / "random_game.py"


def run_random_game(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(RANDOM_GAME), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    "args",
    [("--seed", "3"), ("--seed", "8", "--no-jumbo", "--final-tie", "arrow")],
    ids=["readme", "options"],
)
def test_random_game_plays_to_a_winner(args: tuple[str, ...]) -> None:
    result = run_random_game(*args)
    assert result.returncode == 0, result.stderr
    winner = re.search(r"^winner: player ([01]) \(after \d+ rounds\)$", result.stdout, re.MULTILINE)
    assert winner, result.stdout[-2000:]
    assert "game over after round" in result.stdout
    assert f"player {winner.group(1)} wins (the Tacocat reached" in result.stdout
    assert "--- step 0\n" in result.stdout


def test_random_game_is_repeatable_and_seeded() -> None:
    first, again, other = (run_random_game("--seed", seed).stdout for seed in ("5", "5", "6"))
    assert first == again
    assert first != other


def test_random_game_rejects_an_unknown_final_tie() -> None:
    result = run_random_game("--final-tie", "coin")
    assert result.returncode == 2
    assert "--final-tie" in result.stderr
