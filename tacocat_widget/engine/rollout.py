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
from .options import (
    answer_options,
    attack_options,
    choice_count,
    duel_options,
    replace_action,
    value_counts,
)
from .state import _STEPS, GameState, Hand

Stop = Callable[[GameState], bool]


def random_replace(hand: Hand, cap: int | None, rng: random.Random) -> Replace:
    """A uniformly random choice among a hand's legal replaces.

    The choices are every combination of "how many copies of each value": one
    random number below their count, read as mixed-radix digits, picks one
    uniformly; a cap is met by drawing again.
    """
    counts = value_counts(hand)
    total = choice_count(hand)
    while True:
        number = int(rng.random() * total)
        cards: list[int] = []
        for value, copies in counts:
            number, taken = divmod(number, copies + 1)
            cards += [value] * taken
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
        phase = sim._phase
        hand = sim._hands[sim._to_move]  # type: ignore[index]
        if phase == "defend":
            choices: tuple[Action, ...] = answer_options(hand, sim._pending[0])
        elif phase == "attack":
            choices = attack_options(hand, sim._rules.jumbo)
        elif phase == "duel":
            choices = duel_options(hand)
        else:
            choices = (random_replace(hand, sim.replace_cap(), rng),)
        action = choices[int(uniform() * len(choices))]
        _STEPS[type(action)](sim, action)
    return sim
