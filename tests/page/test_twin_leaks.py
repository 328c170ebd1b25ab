"""Nothing worked out from a hidden hand reaches its opponent before that hand is public.

Each test compares a game with its twin (``twins.py``: the same public
history for player 0, another card in player 1's hand), cut mid-round in
every phase, after a review of the line: what a page showing player 0
receives, the replay file written for player 0, the review table for player 0
and the exported notebook must be the same for both.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbconvert import HTMLExporter

from tacocat_widget import TacocatWidget
from tacocat_widget.engine.visibility import Viewer
from tacocat_widget.page.panels.review import review_view
from tests.page.twins import PHASES, reviewed_twins
from tests.paths import ROOT


def shown_to_player_0(widget: TacocatWidget) -> dict[str, object]:
    return {name: getattr(widget, name) for name in ("view_state", "review_state", "hint", "error")}


@pytest.fixture(scope="module", params=PHASES)
def twins(request: pytest.FixtureRequest) -> tuple[TacocatWidget, TacocatWidget]:
    return reviewed_twins(request.param)


def test_the_twins_differ_where_player_0_cannot_see(twins: tuple[TacocatWidget, ...]) -> None:
    """The oracle has teeth: player 1's judged moves differ, so a leak would show."""
    game, twin = twins
    assert game.state.hands[1] != twin.state.hands[1]
    job, twin_job = game.session.study.review_job, twin.session.study.review_job
    assert job is not None and twin_job is not None
    assert job.records() != twin_job.records()


def test_a_page_showing_player_0_gets_the_same_review(twins: tuple[TacocatWidget, ...]) -> None:
    game, twin = twins
    assert game.view == twin.view == 0
    assert shown_to_player_0(game) == shown_to_player_0(twin)
    points = game.review_state["points"]
    assert any(point["player"] == 1 for point in points)  # earlier rounds' moves are judged
    assert all(point["best"] is None for point in points if point["player"] == 1)
    for cursor in range(len(game.history)):  # and at every position of the line
        game.goto(cursor)
        twin.goto(cursor)
        assert shown_to_player_0(game) == shown_to_player_0(twin)


@pytest.mark.parametrize("viewer", [0, 1, "all"])
def test_the_page_and_the_review_table_tell_a_viewer_of_the_same_moves(
    twins: tuple[TacocatWidget, ...], viewer: Viewer
) -> None:
    """One rule decides which reviewed moves a viewer is told of, and whose best move."""
    session = twins[0].session
    job = session.study.review_job
    assert job is not None and not session.study.question_open
    points = review_view(session, viewer)["points"]  # type: ignore[index]
    rows = job.records(viewer=viewer)
    assert [point["step"] for point in points] == [row["step"] for row in rows]
    assert [point["best"] for point in points] == [row["best_move"] for row in rows]


def test_the_replay_file_for_player_0_is_the_same(
    twins: tuple[TacocatWidget, ...], tmp_path: Path
) -> None:
    game, twin = (
        widget.save_html(tmp_path / f"{i}.html", view=0) for i, widget in enumerate(twins)
    )
    assert game.read_bytes() == twin.read_bytes()


def test_the_review_table_for_player_0_is_the_same(twins: tuple[TacocatWidget, ...]) -> None:
    jobs = [widget.session.study.review_job for widget in twins]
    assert jobs[0] is not None and jobs[1] is not None
    table = jobs[0].records(viewer=0)
    assert table == jobs[1].records(viewer=0)
    this_round = twins[0].state.round
    for row in table:
        if row["player"] == 1:
            assert row["round"] < this_round and row["best_move"] is None


EXPORT_CELL = """
import sys
sys.path.insert(0, {root!r})
from tests.page.twins import reviewed, twin_sessions
reviewed(twin_sessions({phase!r})[{which}])
"""
# The widgets' model ids and the outputs' element ids are new in every run.
STATE_TYPE = "application/vnd.jupyter.widget-state+json"
# The saved state's models come in the order of their random ids.
WIDGET_STATE = re.compile(f'(?s)(<script type="{re.escape(STATE_TYPE)}">).*?(</script>)')
RANDOM_ID = re.compile(r"[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}")


def exported(which: int, folder: Path) -> tuple[str, list[str]]:
    """Each phase's game (0) or twin (1), reviewed in a notebook, run and exported.

    Only that one widget is made in the kernel: the saved widget state holds
    every widget made. Returned: the page, its saved widget state cut out, and
    that state, one text per widget model; both with their random ids replaced.
    """
    cells = [
        nbformat.v4.new_code_cell(
            EXPORT_CELL.format(root=str(ROOT), phase=phase, which=which), id=phase
        )
        for phase in PHASES
    ]
    notebook = nbformat.v4.new_notebook(cells=cells)
    NotebookClient(notebook, timeout=300, kernel_name="python3", store_widget_state=True).execute()
    # The cells' code names which game to build; what is compared is what they show.
    exporter = HTMLExporter(template_name="tacocat", exclude_input=True)
    body, _ = exporter.from_notebook_node(notebook)
    (folder / f"exported-{which}.html").write_text(body, encoding="utf-8")
    page = WIDGET_STATE.sub("<widget state>", RANDOM_ID.sub("<id>", body))
    assert page.count("<widget state>") == 1
    models = notebook.metadata.widgets[STATE_TYPE]["state"].values()
    return page, sorted(
        RANDOM_ID.sub("<id>", json.dumps(model, sort_keys=True)) for model in models
    )


def test_the_exported_notebook_is_the_same_for_a_game_and_its_twin(tmp_path: Path) -> None:
    (game, game_state), (twin, twin_state) = exported(0, tmp_path), exported(1, tmp_path)
    assert "tc-static-picture" in game and any("review_state" in model for model in game_state)
    assert game == twin
    assert game_state == twin_state
