"""What one player may see (RULES.md, "Information"), and worlds consistent with it."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from . import options
from .actions import Action
from .records import Event, RoundResult
from .rules import Rules
from .state import GameState, Hand


@dataclass(frozen=True)
class Observation:
    """One player's view: their own hand, the opponent's hand size, and every face-up card.

    ``events`` lists this round's face-up cards in order; ``sealed`` is this
    player's own hidden choice while the opponent chooses; ``opponent_sealed``
    says the opponent has chosen (but not what).
    """

    player: int
    rules: Rules
    phase: str
    to_move: int | None
    hand: Hand
    opponent_hand_size: int
    position: int
    covered: frozenset[int]
    round: int
    winner: int | None
    attacker: int | None
    pending: Hand
    draw_pile_size: int
    replaced: tuple[int | None, int | None]
    events: tuple[Event, ...]
    trick_lost: bool
    sealed: Action | None
    opponent_sealed: bool
    last_round: RoundResult | None
    legal_actions: tuple[Action, ...]

    @property
    def opponent(self) -> int:
        return 1 - self.player

    def face_up_cards(self) -> Hand:
        """Every card shown face up this round (discards, duels, played cards)."""
        return tuple(card for event in self.events for card in event.cards)

    def opponent_floor(self) -> int:
        """The opponent holds nothing lower than this: a sacrifice is its owner's lowest card."""
        sacrificed = [
            event.cards[0]
            for event in self.events
            if event.kind == "sacrifice" and event.player == self.opponent
        ]
        return max(sacrificed, default=0)

    def unseen_cards(self) -> Hand:
        """The cards this player cannot see: the opponent's hand and the draw pile."""
        unseen = Counter(self.rules.cards())
        unseen.subtract(self.hand)
        unseen.subtract(self.face_up_cards())
        return tuple(sorted(unseen.elements()))

    def sample(self, seed: int | None = None) -> GameState:
        """A full state consistent with everything this player has seen."""
        return _sample_world(self, random.Random(seed))

    def __str__(self) -> str:
        from .text import describe_observation

        return describe_observation(self)

    def _repr_html_(self) -> str:
        from .html import observation_html

        return observation_html(self)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict of this view (it holds nothing the player may not see)."""
        return {
            "player": self.player,
            "rules": self.rules.to_dict(),
            "phase": self.phase,
            "to_move": self.to_move,
            "hand": list(self.hand),
            "opponent_hand_size": self.opponent_hand_size,
            "position": self.position,
            "covered": sorted(self.covered),
            "round": self.round,
            "winner": self.winner,
            "attacker": self.attacker,
            "pending": list(self.pending),
            "draw_pile_size": self.draw_pile_size,
            "replaced": list(self.replaced),
            "events": [event.to_dict() for event in self.events],
            "trick_lost": self.trick_lost,
            "sealed": None if self.sealed is None else self.sealed.to_dict(),
            "opponent_sealed": self.opponent_sealed,
            "last_round": None if self.last_round is None else self.last_round.to_dict(),
            "legal_actions": [action.to_dict() for action in self.legal_actions],
        }


def observe(state: GameState, player: int) -> Observation:
    if type(player) is not int or player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, got {player!r}")
    sealed = state.sealed
    return Observation(
        player=player,
        rules=state.rules,
        phase=state.phase,
        to_move=state.to_move,
        hand=state.hands[player],
        opponent_hand_size=len(state.hands[1 - player]),
        position=state.position,
        covered=state.covered,
        round=state.round,
        winner=state.winner,
        attacker=state.attacker,
        pending=state.pending,
        draw_pile_size=state.draw_pile_size,
        replaced=state.replaced,
        events=state.events,
        trick_lost=state.trick_lost,
        sealed=sealed if player == 0 else None,
        opponent_sealed=sealed is not None and player == 1,
        last_round=state.last_round,
        legal_actions=tuple(state.legal_actions()) if state.to_move == player else (),
    )


def _sample_world(seen: Observation, rng: random.Random) -> GameState:
    opponent_hand, pile = _deal_unseen(seen, rng)
    hands = [seen.hand, opponent_hand]
    sealed = seen.sealed
    if seen.opponent_sealed:
        sealed = rng.choice(_sealed_choices(seen, opponent_hand))
    return GameState._from_fields(
        rules=seen.rules,
        phase=seen.phase,
        to_move=seen.to_move,
        hands=(hands[seen.player], hands[seen.opponent]),
        position=seen.position,
        covered=seen.covered,
        round=seen.round,
        winner=seen.winner,
        attacker=seen.attacker,
        pending=seen.pending,
        pile=pile,
        rng=rng.getrandbits(64),
        sealed=sealed,
        replaced=seen.replaced,
        trick_lost=seen.trick_lost,
        events=seen.events,
        last_round=seen.last_round,
    )


def _deal_unseen(seen: Observation, rng: random.Random) -> tuple[Hand, Hand]:
    """Split the unseen cards into an opponent's hand and a draw pile, at random.

    The hand may hold only cards at or above the opponent's floor (their
    sacrifices); after the game, their last card was shown at the showdown.
    """
    unseen = list(seen.unseen_cards())
    size = seen.opponent_hand_size
    if seen.phase == "over" and seen.last_round is not None:
        hand = [seen.last_round.showdown[seen.opponent]]
    else:
        floor = seen.opponent_floor()
        allowed = [index for index, card in enumerate(unseen) if card >= floor]
        if len(allowed) < size:
            raise ValueError("this observation is inconsistent: too few cards for the opponent")
        hand = [unseen[index] for index in rng.sample(allowed, size)]
    rest = Counter(unseen)
    rest.subtract(hand)
    pile = list(rest.elements())
    rng.shuffle(pile)
    return tuple(sorted(hand)), tuple(pile)


def _sealed_choices(seen: Observation, opponent_hand: Hand) -> tuple[Action, ...]:
    if seen.phase == "duel":
        return options.duel_options(opponent_hand)
    return options.replace_options(opponent_hand, None)
