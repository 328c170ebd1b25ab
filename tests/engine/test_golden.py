"""Golden playthroughs: whole seeded games, written out step by step and compared exactly.

Each file in ``tests/engine/golden/`` records one game of random legal moves: at every
step the full state, what each player sees, the legal actions and the one
chosen. Any change to the rules, the deals, the order of legal actions or the
text descriptions shows up here as a diff. When a change is intended, rewrite
the files on purpose and review the diff in version control:

    .venv/bin/python -m pytest tests/engine/test_golden.py --update-golden
"""

from __future__ import annotations

import difflib
import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from tacocat_widget.engine import GameState, Rules, new_game
from tacocat_widget.engine.text import describe_observation, describe_state, wrap_items

GOLDEN = Path(__file__).resolve().parent / "golden"
DIFF_LINES = 60  # how much of a mismatch to show


def stacked_deck(rules: Rules, first: list[int]) -> list[int]:
    """``first`` (both hands, player 0's first), then the rest of the deck, high cards on top."""
    rest = Counter(rules.cards())
    rest.subtract(first)
    return first + sorted(rest.elements(), reverse=True)


@dataclass(frozen=True)
class Golden:
    name: str
    title: str
    setup: str  # how the game starts, as Python, for the file's header
    start: Callable[[], GameState]
    chooser_seed: int


GAMES = [
    Golden(
        "default",
        "the default rules",
        "new_game(seed=1)",
        lambda: new_game(seed=1),
        chooser_seed=1,
    ),
    Golden(
        "no_jumbo",
        "no jumbo attacks: single cards only",
        "new_game(seed=2, rules=Rules(jumbo=False))",
        lambda: new_game(seed=2, rules=Rules(jumbo=False)),
        chooser_seed=2,
    ),
    Golden(
        "final_tie_arrow",
        "a tied showdown goes to the player the arrow points at",
        'new_game(seed=1, rules=Rules(final_tie="arrow"))',
        lambda: new_game(seed=1, rules=Rules(final_tie="arrow")),
        chooser_seed=1,
    ),
    Golden(
        "stacked_position5",
        "a lesson position: the Tacocat on space 5, space 4 tiled, a stacked first deal",
        "new_game(seed=7, position=5, covered={4}, "
        "deck=stacked_deck(Rules(), [1, 2, 3, 4, 9, 5, 5, 8, 8, 12]))",
        lambda: new_game(
            seed=7,
            position=5,
            covered={4},
            deck=stacked_deck(Rules(), [1, 2, 3, 4, 9, 5, 5, 8, 8, 12]),
        ),
        chooser_seed=7,
    ),
]


def header(game: Golden) -> list[str]:
    return [
        f"# golden playthrough: {game.title}",
        f"# start: {game.setup}",
        f"# moves: random.Random({game.chooser_seed}).choice(state.legal_actions()) at each step",
        "# regenerate on purpose: python -m pytest tests/engine/test_golden.py --update-golden",
    ]


def described(state: GameState) -> list[str]:
    """The state, then each player's view without the public lines all three share.

    Only lines both players and the all-seeing description print alike are left
    out, so anything one player is shown that the other is not stays visible.
    """
    lines = describe_state(state).splitlines()
    views = [describe_observation(state.observe(player)).splitlines() for player in (0, 1)]
    public = set(lines) & set(views[0]) & set(views[1])
    for player, view in enumerate(views):
        lines.append(f"--- player {player} sees the public lines above, and:")
        lines += [line for line in view if line not in public]
    return lines


def step_lines(number: int, state: GameState, action: object) -> list[str]:
    legal = [str(choice) for choice in state.legal_actions()]
    return [
        "",
        f"=== step {number}: player {state.to_move} to move",
        *described(state),
        "--- legal actions",
        *wrap_items(f"{len(legal)}:", legal, " |"),
        f"--- chosen: {action}",
    ]


def result_lines(steps: int, state: GameState) -> list[str]:
    return [
        "",
        f"=== result after {steps} steps",
        *described(state),
        f"winner: player {state.winner}",
    ]


def playthrough(game: Golden) -> str:
    """The whole text of one golden file, regenerated from the engine."""
    state, chooser = game.start(), random.Random(game.chooser_seed)
    lines = header(game)
    step = 0
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        lines += step_lines(step, state, action)
        state = state.apply(action)
        step += 1
    lines += result_lines(step, state)
    return "\n".join(lines) + "\n"


def first_differences(expected: str, actual: str) -> str:
    diff = difflib.unified_diff(
        expected.splitlines(), actual.splitlines(), "golden file", "engine now", lineterm=""
    )
    return "\n".join(list(diff)[:DIFF_LINES])


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_golden_playthrough(game: Golden, update_golden: bool) -> None:
    path = GOLDEN / f"{game.name}.txt"
    actual = playthrough(game)
    if update_golden:
        path.parent.mkdir(exist_ok=True)
        path.write_text(actual, encoding="utf-8", newline="\n")
        return
    if not path.exists():
        pytest.fail(f"{path} is missing; write it with --update-golden", pytrace=False)
    expected = path.read_text(encoding="utf-8")
    if actual != expected:
        pytest.fail(
            f"{path.name} differs from the engine's playthrough (first differences below).\n"
            "If the change is intended, rerun with --update-golden and review the diff.\n"
            + first_differences(expected, actual),
            pytrace=False,
        )


def test_golden_playthroughs_are_repeatable() -> None:
    """The same seeds give the same text twice in one process: nothing leaks between games."""
    first = [playthrough(game) for game in GAMES]
    assert [playthrough(game) for game in reversed(GAMES)] == first[::-1]


def chosen_attacks(text: str) -> list[str]:
    return re.findall(r"^--- chosen: attack (\S+)$", text, flags=re.MULTILINE)


def test_golden_games_cover_their_rule_options() -> None:
    """Each golden game shows what it is there for, so a reseeding cannot quietly lose it."""
    texts = {game.name: playthrough(game) for game in GAMES}
    assert "a tie; the Tacocat stays" in texts["default"]
    assert "leads again" in texts["default"]  # a sacrifice against a jumbo attack
    assert any("-" in attack for attack in chosen_attacks(texts["default"]))
    assert not any("-" in attack for attack in chosen_attacks(texts["no_jumbo"]))
    assert re.search(
        r"showdown (\d+) against \1, a tie, to the arrow's player; player \d wins",
        texts["final_tie_arrow"],
    )
    assert "track: player 0 YAY [T4>] [A5>] [C6>] [O7<>] [###] (A5<)@" in texts["stacked_position5"]
    assert "your hand: 1 2 3 4 9; player 1 holds 5 cards" in texts["stacked_position5"]
