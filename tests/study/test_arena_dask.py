"""Tournaments past one machine: on a Dask cluster the arena plays the games one process does."""

from __future__ import annotations

import io

import pytest

from tacocat_widget.study.arena import arena
from tacocat_widget.study.ladder import ladder

distributed = pytest.importorskip("distributed", reason="Dask comes with the dask and test extras")


def test_a_dask_cluster_plays_the_same_games_as_one_process() -> None:
    progress = io.StringIO()
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, dashboard_address=":0", processes=True
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        spread = arena(
            "heuristic", "random", 20, seed=5, executor=client.get_executor(), progress=progress
        )
    serial = arena("heuristic", "random", 20, seed=5, processes=1, progress=None)
    assert (spread.a_wins, spread.a_wins_as_player_0) == (serial.a_wins, serial.a_wins_as_player_0)
    assert len(spread.a_seconds) == len(serial.a_seconds)
    assert "20/20 games" in progress.getvalue()


def test_a_ladder_rates_the_same_on_a_dask_cluster_as_in_one_process() -> None:
    players = ["random", "beginner", "casual"]
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, dashboard_address=":0", processes=True
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        spread = ladder(players, 20, seed=5, executor=client.get_executor(), progress=None)
    serial = ladder(players, 20, seed=5, processes=1, progress=None)
    assert spread.ratings == serial.ratings
