"""The question before a new game, asked at game over in JupyterLab's light and dark themes: its
words and buttons readable (WCAG AA, measured from the colours the browser computes), and only
the answers a finished game allows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.jupyter import SCREENSHOTS, Lab, cells_notebook, lab_page

# A whole game played from a cell: the board shows its end.
PLAYED_OUT = """\
import random
from tacocat_widget import TacocatWidget
w = TacocatWidget(players=("human", "random"), seed=5)
chooser = random.Random(5)
while not w.state.is_over:
    if w.session.is_human(w.state.to_move):
        w.play(chooser.choice(w.state.legal_actions()))
    else:
        w.step()
w"""

# The contrast ratio (WCAG 2) of an element's text against the background it is drawn on: the
# element's background over its ancestors', down to the first opaque one, and the text's colour
# over that (JupyterLab's dark theme writes text in translucent white). Computed colours come as
# rgb(), rgba() or, from color-mix(), color(srgb r g b / a).
CONTRAST = """(el) => {
  const parse = (text) => {
    const [, space, body] = text.match(/^(\\w+)\\((.*)\\)$/);
    const parts = body.replace("srgb", "").split(/[\\s,/]+/).filter(Boolean).map(Number);
    const scale = space === "color" ? 255 : 1;
    return [...parts.slice(0, 3).map((part) => part * scale), parts[3] ?? 1];
  };
  const over = ([r, g, b, a], under) => [r, g, b].map((part, i) => part * a + under[i] * (1 - a));
  const layers = [];
  for (let at = el; at; at = at.parentElement) {
    const layer = parse(getComputedStyle(at).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] >= 1) break;
  }
  const background = layers.reverse().reduce((under, layer) => over(layer, under), [255, 255, 255]);
  const text = over(parse(getComputedStyle(el).color), background);
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((part) => {
      const c = part / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}"""
AA_TEXT = 4.5  # WCAG 2 AA, for text of normal size


@pytest.fixture(scope="module", params=["JupyterLab Light", "JupyterLab Dark"])
def finished(
    request: pytest.FixtureRequest,
    jupyter: Lab,
    chromium: Any,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Any]:
    """A game played to its end, on a board in JupyterLab with the given theme."""
    notebook = cells_notebook(tmp_path_factory, "game_over", [PLAYED_OUT])
    with lab_page(jupyter, chromium, notebook, request.param) as page:
        page.theme = request.param
        yield page


def test_the_game_over_question_reads_clearly_and_offers_a_new_game_or_cancel(
    finished: Any,
) -> None:
    page = finished
    banner = '[data-tc="banner"][data-kind="game"]'
    page.wait_for_selector(banner)
    page.click(f'{banner} [data-tc="new-game"]')
    question = page.wait_for_selector(f'{banner} [data-tc="new-game-question"]')
    assert question.inner_text().startswith("Start a new game? This game and its ")
    buttons = page.eval_on_selector_all(
        f"{banner} .tc-question button", "all => all.map(b => [b.dataset.tc, b.innerText])"
    )
    assert buttons == [["new-game-confirm", "New game"], ["new-game-keep", "Cancel"]]
    assert "Keep playing" not in page.inner_text(".tc-root")  # the game is over: nothing to keep

    theme = "dark" if "Dark" in page.theme else "light"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.query_selector(".tc-table").screenshot(path=str(SCREENSHOTS / f"game-over-{theme}.png"))
    for part in ("new-game-question", "new-game-confirm", "new-game-keep"):
        ratio = page.eval_on_selector(f'{banner} [data-tc="{part}"]', CONTRAST)
        assert ratio >= AA_TEXT, f"{part} in {page.theme}: contrast {ratio:.2f}:1"

    page.click('[data-tc="new-game-keep"]')  # Cancel: the finished game stays on the board
    page.wait_for_selector('[data-tc="new-game-question"]', state="detached")
    assert page.query_selector(f'{banner} [data-tc="new-game"]') is not None
