"""The training example: MaskablePPO learns by self-play on a tiny budget, saves, and reloads.

It needs the train extra (sb3-contrib, with PyTorch): without it this test
skips, except in CI, which installs it and fails here if it is missing.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.needs import need, not_importable
from tests.paths import EXAMPLES


def test_the_example_trains_saves_and_its_policy_reloaded_plays_only_legal_moves(
    tmp_path: Path,
) -> None:
    need(not_importable("sb3_contrib", "torch"), "the training example's test")
    saved = tmp_path / "ppo.zip"
    tiny = ["--steps", "256", "--games", "2", "--refresh", "128", "--save", str(saved)]
    run = subprocess.run(
        [sys.executable, str(EXAMPLES / "train_masked_ppo.py"), *tiny],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert re.search(r"after 256 steps \(\d+ s\):", run.stdout)
    assert len(re.findall(r"ppo vs (random|heuristic): ppo won [0-2] of 2 games", run.stdout)) == 4

    from sb3_contrib import MaskablePPO

    from tacocat_widget.env import TacocatGym

    model = MaskablePPO.load(saved)
    gym, seats = TacocatGym(opponent="random", seat="random"), set()
    gym.reset(seed=1)
    for _ in range(6):
        observation, info = gym.reset()
        seats.add(info["seat"])
        terminated = False
        while not terminated:
            mask = gym.action_masks()
            move, _ = model.predict(observation, action_masks=mask, deterministic=False)
            assert mask[move]
            observation, _, terminated, _, info = gym.step(move)
            assert not info.get("illegal")
    assert seats == {0, 1}
