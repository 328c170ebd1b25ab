"""Fast random play to the end, for search agents: one private copy, stepped in place.

``playout`` plays the same uniformly random legal actions as picking from
``legal_actions()`` each step, but it copies the state once instead of once a
step, skips the legality check (every action it picks is legal by
construction) and picks a replace without listing every choice.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import Action, Replace
from .options import replace_action, value_counts
from .state import _STEPS, GameState, Hand

Stop = Callable[[GameState], bool]


def random_replace(hand: Hand, cap: int | None, rng: random.Random) -> Replace:
    """A uniformly random choice among a hand's legal replaces.

    The choices are every combination of "how many copies of each value", so
    picking each count independently is uniform; a cap is met by redrawing.
    """
    counts = value_counts(hand)
    uniform = rng.random
    while True:
        cards: list[int] = []
        for value, copies in counts:
            cards += [value] * int(uniform() * (copies + 1))
        if cap is None or len(cards) <= cap:
            return replace_action(tuple(cards))


def random_action(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action of the player to move."""
    if state._phase == "replace":
        return random_replace(state._mover_hand(), state.replace_cap(), rng)
    choices = state._options()
    return choices[int(rng.random() * len(choices))]


def playout(state: GameState, rng: random.Random, stop: Stop | None = None) -> GameState:
    """Play random legal actions from ``state`` until the game is over (or ``stop`` says so).

    ``stop`` is asked after every action; a search agent can stop at the end
    of the round and evaluate there. The given state is left unchanged.
    """
    sim = state._copy()
    uniform = rng.random
    while sim._phase != "over" and not (stop is not None and stop(sim)):
        if sim._phase == "replace":
            action: Action = random_replace(sim._mover_hand(), sim.replace_cap(), rng)
        else:
            choices = sim._options()
            action = choices[int(uniform() * len(choices))]
        _STEPS[type(action)](sim, action)
    return sim
