"""Twin games: the same public history seen by player 0, a different hand for player 1.

Whatever a page showing player 0 receives (synced traits, a replay file, an
exported notebook, a review table) must be the same for a game and its twin:
anything that differs was worked out from player 1's hidden cards.

A twin is made by swapping, at the start of the round being played, one card
player 1 holds and keeps hidden until the end of the line for one that stays
deep in the draw pile; the same moves are then played again from there, and
kept only if player 0 sees every position exactly as before.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import Action, GameState, new_game
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.game.session import Session

VIEWER, HIDDEN = 0, 1
PHASES = ("replace", "duel", "attack", "defend")


def a_line_to(phase: str, seed: int) -> tuple[list[GameState], list[Action]] | None:
    """Random play into a later round until ``phase``, after player 1 moved and player 0 answered.

    A replace has nobody's answer before it in its round: there, player 1
    has only moved first (on a space whose arrow points at them).
    """
    rng = random.Random(seed)
    states, actions = [new_game(seed)], []
    while not states[-1].is_over and len(actions) < 400:
        if _is_a_cut(states, actions, phase):
            return states, actions
        action = random_action(states[-1], rng)
        actions.append(action)
        states.append(states[-1].apply(action))
    return None


def _is_a_cut(states: list[GameState], actions: list[Action], phase: str) -> bool:
    state = states[-1]
    if state.phase != phase or state.round < 2:
        return False
    movers = [before.to_move for before in states[_round_start(states) : -1]]
    if HIDDEN not in movers:
        return False
    return phase == "replace" or VIEWER in movers[movers.index(HIDDEN) + 1 :]


def _round_start(states: list[GameState]) -> int:
    """The index of the first state of the last state's round (just after its deal)."""
    index = len(states) - 1
    while index > 0 and states[index - 1].round == states[-1].round:
        index -= 1
    return index


def twin_of(states: list[GameState], actions: list[Action]) -> list[GameState] | None:
    """The line's twin (the same moves, player 1 holding another card), if one can be made."""
    start = _round_start(states)
    for swapped in _swapped_deals(states[start], states[-1]):
        twin = [*states[: start + 1]]
        twin[start] = swapped
        try:
            for action in actions[start:]:
                twin.append(twin[-1].apply(action))
        except ValueError:
            continue
        if all(a.observe(VIEWER) == b.observe(VIEWER) for a, b in zip(states, twin, strict=True)):
            return twin
    return None


def _swapped_deals(dealt: GameState, last: GameState) -> Iterator[GameState]:
    """``dealt`` with a card player 1 still holds at ``last`` swapped for a deep one of the pile."""
    saved = json.loads(dealt.to_json())
    hand, pile = saved["hands"][HIDDEN], saved["draw_pile"]
    deep = len(pile) - 1  # the bottom of the pile: no replace of a round draws that far
    kept = sorted(set(hand) & set(last.hands[HIDDEN]))
    for card in kept:
        if pile[deep] == card:
            continue
        twin = json.loads(json.dumps(saved))
        held = list(hand)
        held[held.index(card)] = pile[deep]
        twin["hands"][HIDDEN] = sorted(held)
        twin["draw_pile"][deep] = card
        yield GameState.from_json(json.dumps(twin))


def session_of(states: list[GameState], actions: list[Action]) -> Session:
    """A human (player 0) against an agent, on exactly this line, the cursor at its end."""
    session = Session(("human", "heuristic"), state=states[0])
    for action, after in zip(actions, states[1:], strict=True):
        session.current.append(action, after, None)
    session.cursor = len(actions)
    return session


def twin_sessions(phase: str, first_seed: int = 0) -> tuple[Session, Session]:
    """A game cut mid-round in ``phase`` and its twin, as sessions."""
    for seed in range(first_seed, first_seed + 200):
        found = a_line_to(phase, seed)
        if found is None:
            continue
        states, actions = found
        twin = twin_of(states, actions)
        if twin is not None and twin[-1].hands[HIDDEN] != states[-1].hands[HIDDEN]:
            return session_of(states, actions), session_of(twin, actions)
    raise AssertionError(f"no twin game found for {phase}")


def reviewed(session: Session, iterations: int = 200) -> TacocatWidget:
    """A widget showing player 0 on this session, its line reviewed."""
    widget = TacocatWidget(session=session)
    widget.review(iterations=iterations, wait=True)
    return widget


def reviewed_twins(phase: str) -> tuple[TacocatWidget, TacocatWidget]:
    """A widget for the game cut in ``phase`` and one for its twin, each line reviewed."""
    game, twin = twin_sessions(phase)
    return reviewed(game), reviewed(twin)
