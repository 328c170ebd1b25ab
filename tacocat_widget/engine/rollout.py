"""Fast random play, for search agents: the rollout path.

``playout`` plays uniformly random legal actions, exactly the game that
repeatedly applying ``random_action`` would play with the same generator (a
test holds it to that), but several times faster: it works on one private
copy, keeps the round in local variables, never checks legality (every action
it picks is legal by construction) and picks a replace without listing every
choice. The rules it follows are those of ``state.py``, step for step.
"""

from __future__ import annotations

import random
from typing import Literal, Protocol

from .actions import Action, Duel, Replace, Sacrifice
from .options import answer_options, attack_options, duel_options, replace_action, without
from .records import Event
from .state import GameState, Hand, new_event


def random_split(hand: Hand, cap: int | None, rng: random.Random) -> tuple[Hand, list[int]]:
    """A uniformly random legal replace: (the cards discarded, the cards kept).

    The choices are every combination of "how many copies of each value", so
    an independent uniform count per value picks one uniformly; a cap is met
    by drawing again. Copies of a value are alike, so the first ones go.
    """
    uniform = rng.random
    while True:
        discarded: list[int] = []
        kept: list[int] = []
        previous, taking = 0, 0
        for card in hand:
            if card != previous:
                previous = card
                taking = int(uniform() * (hand.count(card) + 1))
            if taking:
                discarded.append(card)
                taking -= 1
            else:
                kept.append(card)
        if cap is None or len(discarded) <= cap:
            return tuple(discarded), kept


def random_replace(hand: Hand, cap: int | None, rng: random.Random) -> Replace:
    """A uniformly random choice among a hand's legal replaces."""
    return replace_action(random_split(hand, cap, rng)[0])


def random_action(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action of the player to move."""
    if state.phase == "replace":
        return random_replace(state.hands[state.to_move], state.replace_cap(), rng)  # type: ignore[index]
    choices = state.legal_actions()
    return choices[int(rng.random() * len(choices))]


class RolloutPolicy(Protocol):
    """How a playout chooses, phase by phase, from a hand (and never anything it may not)."""

    def replace(self, hand: Hand, cap: int | None, rng: random.Random) -> tuple[Hand, list[int]]:
        """(the cards discarded, the cards kept)."""

    def duel(self, hand: Hand, rng: random.Random) -> int: ...

    def attack(self, hand: Hand, jumbo: bool, rng: random.Random) -> Hand: ...

    def answer(self, hand: Hand, attacking: int, rng: random.Random) -> int | None:
        """The card to defend with, or None to sacrifice."""


class UniformPolicy:
    """Every legal action equally likely: the same game as ``random_action`` plays."""

    def replace(self, hand: Hand, cap: int | None, rng: random.Random) -> tuple[Hand, list[int]]:
        return random_split(hand, cap, rng)

    def duel(self, hand: Hand, rng: random.Random) -> int:
        choices = duel_options(hand)
        return choices[int(rng.random() * len(choices))].card

    def attack(self, hand: Hand, jumbo: bool, rng: random.Random) -> Hand:
        choices = attack_options(hand, jumbo)
        return choices[int(rng.random() * len(choices))].cards

    def answer(self, hand: Hand, attacking: int, rng: random.Random) -> int | None:
        choices = answer_options(hand, attacking)
        answer = choices[int(rng.random() * len(choices))]
        return None if type(answer) is Sacrifice else answer.card  # type: ignore[union-attr]


UNIFORM = UniformPolicy()


def playout(
    state: GameState,
    rng: random.Random,
    until: Literal["game", "round"] = "game",
    policy: RolloutPolicy = UNIFORM,
) -> GameState:
    """Play on from ``state`` to the end of the game, or of this round.

    With ``until="round"`` it stops right after this round's showdown (the
    next round is dealt, or the game is over), where a search agent can
    evaluate. ``policy`` chooses each move (uniformly at random by default).
    The given state is left unchanged.
    """
    if until not in ("game", "round"):
        raise ValueError(f"until must be 'game' or 'round', got {until!r}")
    sim = state._copy()
    while sim._phase != "over":
        _Round(sim, rng, policy).play()
        sim._showdown()
        if until == "round":
            break
    return sim


def round_outcome(
    state: GameState, rng: random.Random, policy: RolloutPolicy = UNIFORM
) -> tuple[int, frozenset[int], int | None]:
    """Play this round to its showdown and return (position, covered, winner) after the move.

    For search agents that score the board after the round: it skips dealing
    the next round, which ``playout(..., until="round")`` must do.
    """
    if state.is_over:
        return state.position, state.covered, state.winner
    sim = state._copy()
    _Round(sim, rng, policy).play()
    shown = (sim._hands[0][0], sim._hands[1][0])
    winner = sim._round_winner(shown)
    if winner is not None:
        sim._move_tacocat(winner)
    return sim._position, sim._covered, sim._winner


class _Round:
    """One round played to its showdown in local variables, then written back."""

    __slots__ = ("attacker", "events", "hands", "lost", "pile", "policy", "replaced", "rng", "sim")

    def __init__(self, sim: GameState, rng: random.Random, policy: RolloutPolicy) -> None:
        self.sim, self.rng, self.policy = sim, rng, policy
        self.hands = list(sim._hands)
        self.pile = sim._pile
        self.events = list(sim._events)
        self.replaced = list(sim._replaced)
        self.attacker = sim._attacker
        self.lost = sim._trick_lost

    def play(self) -> None:
        """From wherever the round stands to the moment both players hold one card."""
        sim = self.sim
        if sim._phase == "replace" and not self.replace_phase():
            return self.write_back()
        if sim._phase in ("replace", "duel") and not self.duel_phase():
            return self.write_back()
        self.trick_phase()
        self.write_back()

    def write_back(self) -> None:
        sim = self.sim
        sim._hands = (self.hands[0], self.hands[1])
        sim._pile = self.pile
        sim._events = tuple(self.events)
        sim._replaced = (self.replaced[0], self.replaced[1])
        sim._attacker, sim._pending, sim._sealed = None, (), None
        sim._trick_lost = self.lost

    def take(self, player: int, cards: Hand, kind: str) -> None:
        self.hands[player] = without(self.hands[player], cards)
        self.events.append(new_event(Event, (kind, player, cards)))

    def replace(self, player: int, discarded: Hand, kept: list[int]) -> None:
        """Discard face up, draw as many from the top of the pile."""
        count = len(discarded)
        self.events.append(new_event(Event, ("replace", player, discarded)))
        self.hands[player] = tuple(sorted(kept + list(self.pile[:count])))
        self.pile = self.pile[count:]
        self.replaced[player] = count

    def replace_phase(self) -> bool:
        """Both replace (the sealed one first); False when that leaves one card each."""
        sim, rng, hands = self.sim, self.rng, self.hands
        first = sim._rules.arrows[sim._position]
        if first == "both":
            sealed = sim._sealed
            if isinstance(sealed, Replace):  # player 0 has chosen; player 1 cannot see it
                chosen = sealed.cards, list(without(hands[0], sealed.cards))
            else:
                chosen = self.policy.replace(hands[0], None, rng)
            self.replace(0, *chosen)
            self.replace(1, *self.policy.replace(hands[1], None, rng))
        else:
            if self.replaced[first] is None:
                self.replace(first, *self.policy.replace(hands[first], None, rng))
            other = 1 - first
            self.replace(other, *self.policy.replace(hands[other], self.replaced[first], rng))
        return len(hands[0]) > 1

    def duel_phase(self) -> bool:
        """Duel until a higher card; False when the duels leave one card each."""
        sealed, rng, hands, policy = self.sim._sealed, self.rng, self.hands, self.policy
        while True:
            first = sealed.card if isinstance(sealed, Duel) else policy.duel(hands[0], rng)
            second = policy.duel(hands[1], rng)
            sealed = None
            hands[0], hands[1] = without(hands[0], (first,)), without(hands[1], (second,))
            self.events += (
                new_event(Event, ("duel", 0, (first,))),
                new_event(Event, ("duel", 1, (second,))),
            )
            if len(hands[0]) == 1:
                return False
            if first != second:
                self.attacker = 0 if first > second else 1
                return True

    def trick_phase(self) -> None:
        """Attack and answer until both hold one card."""
        sim, rng, hands, events, policy = self.sim, self.rng, self.hands, self.events, self.policy
        attacker: int = self.attacker  # type: ignore[assignment]
        pending, lost = sim._pending, sim._trick_lost
        if sim._phase != "defend":
            pending, lost = (), False
        while True:
            if not pending:
                pending = policy.attack(hands[attacker], sim._rules.jumbo, rng)
                self.take(attacker, pending, "attack")
                self.lost = lost = False
            defender = 1 - attacker
            hand = hands[defender]
            answer = policy.answer(hand, pending[0], rng)
            if answer is None:
                self.lost = lost = True
                played, kind = hand[0], "sacrifice"
            else:
                played, kind = answer, "defend"
            hands[defender] = without(hand, (played,))
            events.append(new_event(Event, (kind, defender, (played,))))
            pending = pending[1:]
            if not pending:
                if len(hands[0]) == 1 and len(hands[1]) == 1:
                    return
                attacker = attacker if lost else defender
