"""Whether a state is one that play could reach: used to refuse damaged saves.

A state built by ``new_game`` and ``apply`` always passes; a state loaded from
text passes only if every legal action would then apply cleanly.
"""

from __future__ import annotations

from collections import Counter

from .actions import Duel, Replace
from .options import holds, is_sequence, is_set
from .record import StateRecord
from .terms import TRACK_LENGTH, WOW_GOAL, YAY_GOAL


def consistency_problems(state: StateRecord) -> list[str]:
    """What is wrong with a state that play could never reach (empty when sound)."""
    # Each check may rely on the ones before it (a Tacocat on the track, say), so stop at the
    # first that finds anything.
    checks = (_board_problems, _card_problems, _hand_problems, _choice_problems, _trick_problems)
    for check in checks:
        problems = check(state)
        if problems:
            return problems
    return []


def _card_problems(state: StateRecord) -> list[str]:
    problems = []
    if any(list(hand) != sorted(hand) for hand in state.hands):
        problems.append("hands must be sorted")
    in_play = Counter(state.hands[0] + state.hands[1] + state.draw_pile)
    for event in state.events:
        in_play.update(event.cards)
    if in_play != Counter(state.rules.cards()):
        problems.append("the cards in hands, draw pile and face up are not the rules' deck")
    return problems


def _board_problems(state: StateRecord) -> list[str]:
    problems = []
    over = state.phase == "over"
    if over != (state.to_move is None) or over != (state.winner is not None):
        problems.append("only a finished game has a winner and nobody to move")
    goal = YAY_GOAL if state.winner == 0 else WOW_GOAL
    if over and state.position != goal:
        problems.append("a finished game's Tacocat stands in the winner's goal")
    if not over and not 0 <= state.position < TRACK_LENGTH:
        problems.append("the Tacocat stands on the track until the game is over")
    if state.position in state.covered:
        problems.append("the Tacocat's own space is not covered")
    ended = state.round if over else state.round - 1  # rounds with a showdown behind them
    last = state.last_round
    if (last.number if last is not None else 0) != ended:
        problems.append("the last round's result belongs to the round before this one")
    return problems


def _hand_problems(state: StateRecord) -> list[str]:
    sizes = [len(hand) for hand in state.hands]
    dealt = state.rules.hand_sizes[state.position] if state.phase != "over" else 1
    if state.phase == "replace" and sizes != [dealt, dealt]:
        return [f"in the replace phase both hands hold the {dealt} cards dealt here"]
    if state.phase == "over" and sizes != [1, 1]:
        return ["a finished game ends with one card in each hand"]
    most = dealt if state.phase == "duel" else dealt - 1  # play begins after a duel
    if state.phase in ("duel", "attack") and (sizes[0] != sizes[1] or not 2 <= sizes[0] <= most):
        return [f"in the {state.phase} phase both hands hold the same 2..{most} cards"]
    if state.phase == "defend" and max(sizes) > dealt - 1:
        return ["in the defend phase a duel has already taken a card from each hand"]
    return []


def _choice_problems(state: StateRecord) -> list[str]:
    """Replace counts and player 0's sealed choice fit the phase."""
    problems = []
    both_at_once = state.rules.arrows[state.position] == "both" if state.phase != "over" else False
    expected_sealed = {("replace", True): Replace, ("duel", False): Duel, ("duel", True): Duel}
    kind = expected_sealed.get((state.phase, both_at_once)) if state.to_move == 1 else None
    sealed = state.sealed
    if (kind is None) != (sealed is None) or (kind is not None and type(sealed) is not kind):
        problems.append("a sealed choice waits exactly while player 1 replaces or duels second")
    cards = sealed.cards if isinstance(sealed, Replace) else ()
    cards = (sealed.card,) if isinstance(sealed, Duel) else cards
    if not holds(state.hands[0], cards):
        problems.append("player 0's sealed choice uses cards player 0 holds")
    dealt = state.rules.hand_sizes[state.position] if state.phase != "over" else None
    if any(count is not None and dealt is not None and count > dealt for count in state.replaced):
        problems.append(f"nobody replaces more than the {dealt} cards dealt here")
    if state.phase == "replace":
        problems += _replace_count_problems(state, both_at_once)
    elif None in state.replaced and state.phase != "over":
        problems.append("both players have replaced once the replace phase is over")
    return problems


def _replace_count_problems(state: StateRecord, both_at_once: bool) -> list[str]:
    replaced = state.replaced
    first = state.rules.arrows[state.position]
    if both_at_once or first == "both":
        ok = replaced == (None, None)
    else:
        done = replaced[first]
        dealt = state.rules.hand_sizes[state.position]
        ok = replaced[1 - first] is None and (done is None) == (state.to_move == first)
        ok = ok and (done is None or done <= dealt)
    return [] if ok else ["the replace counts do not fit who is to replace"]


def _trick_problems(state: StateRecord) -> list[str]:
    problems = []
    hands, phase, attacker, pending = state.hands, state.phase, state.attacker, state.pending
    if (phase in ("attack", "defend")) != (attacker is not None):
        problems.append("there is an attacker exactly in the attack and defend phases")
    if (phase == "defend") != bool(pending):
        problems.append("attacking cards are pending exactly in the defend phase")
    if phase == "defend" and not _pending_ends_the_last_attack(state):
        problems.append("the pending cards are the last attack's cards not yet answered")
    if phase in ("attack", "defend") and attacker is not None:
        expected = attacker if phase == "attack" else 1 - attacker
        if state.to_move != expected:
            problems.append(f"in the {phase} phase player {expected} is to move")
        if phase == "defend" and not (
            len(hands[attacker]) + len(pending) == len(hands[1 - attacker]) > len(pending)
        ):
            problems.append("the attacker keeps a card and the defender can answer every card")
    if state.trick_lost and phase != "defend" and phase != "over":
        problems.append("a sacrifice is remembered only while a trick is being answered")
    return problems


def _pending_ends_the_last_attack(state: StateRecord) -> bool:
    attacks = [index for index, event in enumerate(state.events) if event.kind == "attack"]
    if not attacks:
        return False
    attack = state.events[attacks[-1]]
    answers = len(state.events) - attacks[-1] - 1
    lead = attack.cards
    well_formed = len(lead) == 1 or is_set(lead) or is_sequence(lead)
    return well_formed and lead[answers:] == state.pending and attack.player == state.attacker
