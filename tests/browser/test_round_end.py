"""Real clicks in JupyterLab through a tied round: the board never waits for a click it does
not ask for.

Against the heuristic agent on seed 3, round 1 ends 4 against 4, a tie, and
round 2 is dealt on the centre, where the human replaces first, face down, and
the agent then answers. Pictures are saved in ``tests/screenshots/round-end/``:
the tie on the table, each board played back after the human's replace, and
round 2's duel.
"""

from __future__ import annotations

import time
from typing import Any

from tests.browser.jupyter import SCREENSHOTS, SETTLED, cells_fixture, in_kernel

NOTEBOOK_CELLS = [
    """from tacocat_widget import TacocatWidget

w = TacocatWidget(players=("human", "heuristic"), seed=3)
w"""
]
# Round 1 as the issue plays it, each move as cards to click and the button that plays them.
ROUND_ONE = [
    ([5, 5, 6], "play"),  # replace 5 5 6
    ([9], "play"),  # duel 9: the agent wins the duel and attacks
    ([], "sacrifice"),
    ([], "sacrifice"),
    ([], "sacrifice"),
    ([7], "play"),  # defend 7: the defender now leads
    ([9], "play"),  # attack 9: the agent's defence leaves one card each, 4 against 4
]
PICTURES = SCREENSHOTS / "round-end"
# What the board shows: its title, whether it is playing moves back, a control that would wait
# for a click to move on from a round, the round's result, and the human's hand.
BOARD = """() => ({
  status: document.querySelector('[data-tc="phase"]').textContent,
  playing: Boolean(document.querySelector('.tc-root[data-playing]')),
  control: document.querySelector('[data-tc="next-round"]')?.textContent ?? null,
  banner: document.querySelector('[data-tc="banner"]')?.textContent ?? null,
  hand: [...document.querySelectorAll('[data-hand="0"] [data-card]')]
    .map((card) => Number(card.dataset.card)),
})"""


lab = cells_fixture("round_end", NOTEBOOK_CELLS)


def play_a_move(page: Any, cards: list[int], button: str) -> None:
    """Select ``cards`` in the human's hand (each click the next unselected one), play them, and
    wait for Python's answer to reach the board."""
    moves_before = in_kernel(page, "w.cursor")
    for card in cards:
        page.click(f'[data-hand="0"] [data-card="{card}"]:not([data-selected="true"])')
    page.click(f'[data-tc="{button}"]:not([disabled])')
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) > {moves_before}"
    )


def film(page: Any, seconds: float) -> list[dict[str, Any]]:
    """What the board shows until its playback ends (or ``seconds`` pass), a picture of each
    board that looks different."""
    seen: list[dict[str, Any]] = []
    last_picture, pictures, deadline = b"", 0, time.monotonic() + seconds
    while time.monotonic() < deadline:
        seen.append(page.evaluate(BOARD))
        picture = page.query_selector(".tc-root").screenshot()
        if picture != last_picture:
            (PICTURES / f"after-the-replace-{pictures:02d}.png").write_bytes(picture)
            last_picture, pictures = picture, pictures + 1
        if not seen[-1]["playing"]:
            break
        time.sleep(0.1)
    return seen


def test_after_a_tie_the_humans_replace_is_answered_without_a_click(lab: Any) -> None:
    page = lab
    PICTURES.mkdir(parents=True, exist_ok=True)
    for old in PICTURES.glob("*.png"):
        old.unlink()
    page.wait_for_selector('[data-tc="play"]')
    for cards, button in ROUND_ONE:
        play_a_move(page, cards, button)
        page.wait_for_function(SETTLED, timeout=20_000)
    assert in_kernel(page, "w.state.last_round.to_dict()['showdown']") == [4, 4]
    tie = page.evaluate(BOARD)
    page.query_selector(".tc-root").screenshot(path=str(PICTURES / "the-tie.png"))
    assert tie["status"] == "Round 2: player 0 (you) to choose cards to replace"
    assert "tie" in (tie["banner"] or ""), "the tie stays on the table while the player chooses"
    assert tie["control"] is None, "the board waits for the player's replace, not for a click"

    play_a_move(page, [6, 9], "play")
    seen = film(page, seconds=20)
    page.query_selector(".tc-root").screenshot(path=str(PICTURES / "round-two.png"))
    last = seen[-1]
    assert not last["playing"], f"the playback never ended: it stopped on {last['status']!r}"
    assert last["status"] == "Round 2: player 0 (you) to choose a duel card"
    assert all(shown["control"] is None for shown in seen), "nothing waited for a click"
    assert last["hand"] == in_kernel(page, "list(w.state.hands[0])"), "the cards drawn are shown"
    assert page.query_selector('[data-tc="play"]') is not None, "the duel is offered"
