"""What a move lays face up, checked against the cards the rules laid down, over random games."""

from __future__ import annotations

import random
from collections import Counter

from tacocat_widget.engine import Action, GameState, Replace, new_game
from tacocat_widget.engine.plays import face_up_plays

GAMES = 300


def test_a_moves_plays_are_the_ones_the_rules_laid_down() -> None:
    ended = sealed = 0
    for seed in range(GAMES):
        rng, state = random.Random(seed), new_game(seed)
        while state.phase != "over":
            action = rng.choice(state.legal_actions())
            after = state.apply(action)
            plays = face_up_plays(state, action, after)
            if after.sealed is not None:
                sealed += 1
                assert plays == []
            elif after.round == state.round and after.phase != "over":
                assert list(after.events) == [*state.events, *plays]
            else:
                ended += 1
                _check_round_end(state, action, after)
            state = after
    assert ended > GAMES and sealed > GAMES  # every game ends rounds and seals choices


def _check_round_end(before: GameState, action: Action, after: GameState) -> None:
    """The round's plays are what left the hands: each hand ends on its showdown card."""
    plays = [*before.events, *face_up_plays(before, action, after)]
    assert plays[: len(before.events)] == list(before.events)
    for player in (0, 1):
        laid = Counter(
            card
            for play in plays[len(before.events) :]
            if play.player == player
            for card in play.cards
        )
        kept = Counter(before.hands[player]) - laid
        if isinstance(action, Replace) or (
            before.sealed is not None and isinstance(before.sealed, Replace)
        ):
            continue  # a replace draws: what was kept is not the whole last hand
        assert after.last_round is not None
        assert list(kept.elements()) == [after.last_round.showdown[player]]
