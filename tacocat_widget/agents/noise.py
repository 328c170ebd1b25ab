"""How sure a search may be that one move is ahead of another: the standard errors of its means."""

from __future__ import annotations

import math

MARGIN = 2.0  # standard errors of shortfall before a lead counts as more than noise


def weighted_mean(numbers: list[float], weights: list[float]) -> float:
    total = sum(weights[: len(numbers)])
    return sum(w * x for w, x in zip(weights, numbers, strict=False)) / total


def standard_error(numbers: list[float], weights: list[float]) -> float:
    """Of a weighted mean, with the effective sample size of the weights."""
    used = weights[: len(numbers)]
    mean = weighted_mean(numbers, used)
    spread = sum(w * (x - mean) ** 2 for w, x in zip(used, numbers, strict=True)) / sum(used)
    return math.sqrt(spread / max(effective(used) - 1.0, 1.0))


def effective(weights: list[float]) -> float:
    """How many equally weighted worlds these weights are worth (Kish's effective sample size)."""
    total = sum(weights)
    return total * total / sum(w * w for w in weights) if total else 0.0


def within_margin(ahead: list[float], behind: list[float], weights: list[float]) -> bool:
    """Whether ``behind`` falls short of ``ahead`` by no more than ``MARGIN`` standard errors.

    The two are results in the same worlds (with ``weights``): only the worlds
    both were tried in count, paired world by world. One world cannot tell a
    lead from luck, so it is within.
    """
    count = min(len(ahead), len(behind))
    if count < 2:
        return True
    gaps = [ahead[index] - behind[index] for index in range(count)]
    return weighted_mean(gaps, weights) <= MARGIN * standard_error(gaps, weights)


def visits_within_margin(mine: int, theirs: int) -> bool:
    """Whether a lead in visits is within noise.

    Two counts that split their sum evenly at random differ by about the
    square root of the sum; a lead within ``MARGIN`` times that is no more.
    """
    return mine - theirs <= MARGIN * math.sqrt(mine + theirs)
