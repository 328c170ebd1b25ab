"""The heuristic's reasons are true: every claim is checked against facts worked out here.

The facts come from the full game state (the unseen cards are the opponent's
hand and the draw pile), counted by plain loops, never by the heuristic's own
helpers, so a false reason fails. Every reason must be one of the sentences
below, so no claim goes unchecked.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from tacocat_widget.agents import HeuristicAgent
from tacocat_widget.engine import (
    Action,
    Attack,
    Defend,
    Duel,
    GameState,
    Replace,
    Rules,
    Sacrifice,
    new_game,
)
from tacocat_widget.engine.rollout import random_action
from tests.engine.scenario import deal, rules_n, skip_replace

GAMES_PER_RULES = 25
RULES = (Rules(), Rules(jumbo=False), Rules(hand_sizes=(2, 3, 5, 9, 5, 3, 2)))


@dataclass(frozen=True)
class Move:
    """One legal action and the facts of its position, from the full state."""

    hand: tuple[int, ...]
    unseen: tuple[int, ...]  # the opponent's hand and the draw pile
    attacking: int | None
    action: Action
    played: tuple[int, ...]
    kept: tuple[int, ...]

    @property
    def lowest(self) -> int:
        return min(self.hand)

    def answers(self) -> list[int]:
        assert self.attacking is not None
        return [card for card in self.hand if card >= self.attacking]


def moves_in(state: GameState) -> list[Move]:
    mover = state.to_move
    assert mover is not None
    hand = state.hands[mover]
    unseen = tuple(sorted(state.hands[1 - mover] + state.draw_pile))
    attacking = state.pending[0] if state.phase == "defend" else None
    moves = []
    for action in state.legal_actions():
        played = (min(hand),) if isinstance(action, Sacrifice) else action.cards
        kept = tuple(sorted((Counter(hand) - Counter(played)).elements()))
        moves.append(Move(hand, unseen, attacking, action, played, kept))
    return moves


# -- Where a card stands among the unseen cards -------------------------------

STANDING = re.compile(
    r"(?:the (?P<which>highest|lowest), )?(?P<card>\d+),? is "
    r"(?:high, higher than (?P<high>\d+)"
    r"|low, lower than (?P<low>\d+)"
    r"|higher than (?P<below>\d+) and lower than (?P<above>\d+))"
    r" of the (?P<total>\d+) unseen cards"
)


def check_standing(text: str, move: Move, card: int, which: str | None = None) -> None:
    """``text`` says truly where ``card`` stands; ``which`` names it among several played."""
    found = STANDING.fullmatch(text)
    assert found, f"not a standing: {text!r}"
    assert int(found["card"]) == card, text
    assert found["which"] == which, text
    lower = sum(1 for other in move.unseen if other < card)
    higher = sum(1 for other in move.unseen if other > card)
    assert int(found["total"]) == len(move.unseen), text
    most = len(move.unseen) / 2
    if found["high"]:
        assert int(found["high"]) == lower > most, text
    elif found["low"]:
        assert int(found["low"]) == higher > most, text
    else:
        assert (int(found["below"]), int(found["above"])) == (lower, higher), text
        assert lower <= most and higher <= most, f"{text}: should say high or low"


# -- Each sentence a reason may be, and what must hold for it to be true ------
# A check returns the card the standing after ": " must be about, or None when
# the sentence has no standing.

Check = Callable[[re.Match[str], Move], "int | None"]
VERBS = {Replace: "discards", Duel: "duels", Attack: "leads"}


def check_lowest_clause(clause: str, move: Move) -> None:
    """What the played cards take of the lowest card's copies."""
    taken, held = move.played.count(move.lowest), move.hand.count(move.lowest)
    if not clause:
        assert taken == 0, f"gives up a {move.lowest} without saying so"
    elif clause in (", your lowest card", ", your lowest cards"):
        assert set(move.played) == {move.lowest} and taken == held
        assert clause.endswith("s") == (taken > 1)
    elif found := re.fullmatch(r", including your lowest card, (\d+)", clause):
        assert int(found[1]) == move.lowest and taken == held
        assert set(move.played) != {move.lowest}
    else:
        found = re.fullmatch(r", (one|\d+) of (\d+) copies of your lowest card", clause)
        assert found, f"unknown clause {clause!r}"
        share = 1 if found[1] == "one" else int(found[1])
        assert (share, int(found[2])) == (taken, held) and taken < held


def plays(found: re.Match[str], move: Move) -> int:
    assert found["verb"] == VERBS[type(move.action)]
    assert found["cards"] == "-".join(map(str, move.played))
    check_lowest_clause(found["clause"] or "", move)
    return max(move.played) if found["verb"] != "leads" else min(move.played)


def keeps_all(found: re.Match[str], move: Move) -> None:
    assert move.action == Replace(()) and int(found[1]) == len(move.hand)


def keeps_for_showdown(found: re.Match[str], move: Move) -> int:
    card = int(found["card"])
    assert card == min(move.kept)
    assert bool(found["yours"]) == (card == move.lowest)
    return card


def keeps_nothing(found: re.Match[str], move: Move) -> None:
    assert not move.kept


def keeps_for_lead(found: re.Match[str], move: Move) -> int:
    card = int(found[1])
    assert len(move.kept) >= 2 and card == max(move.kept)
    return card


def jumbo(found: re.Match[str], move: Move) -> None:
    assert isinstance(move.action, Attack) and int(found[1]) == len(move.played) > 1


def is_smallest_answer(found: re.Match[str], move: Move) -> None:
    card, attacking = int(found[1]), int(found[2])
    assert isinstance(move.action, Defend) and attacking == move.attacking
    assert card == move.action.card == min(move.answers())


def answers_with_lowest(found: re.Match[str], move: Move) -> None:
    attacking, card = int(found[1]), int(found[2])
    assert isinstance(move.action, Defend) and attacking == move.attacking
    assert card == move.action.card == move.lowest and move.hand.count(card) == 1


def smaller_is_lowest(found: re.Match[str], move: Move) -> None:
    smaller, attacking = int(found[1]), int(found[2])
    assert isinstance(move.action, Defend) and attacking == move.attacking
    assert attacking <= smaller < move.action.card and smaller in move.hand
    assert smaller == move.lowest and move.hand.count(smaller) == 1


def smaller_answers(found: re.Match[str], move: Move) -> None:
    smaller, attacking = int(found[1]), int(found[2])
    assert isinstance(move.action, Defend) and attacking == move.attacking
    assert attacking <= smaller < move.action.card and smaller in move.hand


def gives_up(found: re.Match[str], move: Move) -> None:
    assert isinstance(move.action, Sacrifice) and int(found[1]) == move.lowest
    check_lowest_clause(found[2], move)


def keeps_smallest_answer(found: re.Match[str], move: Move) -> None:
    assert isinstance(move.action, Sacrifice) and int(found[2]) == move.attacking
    assert int(found[1]) == min(move.answers())


def nothing_answers(found: re.Match[str], move: Move) -> None:
    assert isinstance(move.action, Sacrifice) and int(found[1]) == move.attacking
    assert not move.answers()


SHOWDOWN = r"keeps (?P<yours>your lowest card, )?(?P<card>\d+),? for the showdown"
SENTENCES: list[tuple[str, Check]] = [
    (r"(?P<verb>discards|duels|leads) (?P<cards>[\d-]+)(?P<clause>, [^:]+)?", plays),
    (r"keeps all (\d+) cards", keeps_all),
    (SHOWDOWN, keeps_for_showdown),
    (r"keeps no card for the showdown", keeps_nothing),
    (r"keeps (\d+) for the lead", keeps_for_lead),
    (r"a jumbo attack forces (\d+) answers", jumbo),
    (r"(\d+) is the smallest card you hold that answers (\d+)", is_smallest_answer),
    (r"answers (\d+) with your lowest card, (\d+)", answers_with_lowest),
    (r"(\d+) also answers (\d+) but is your lowest card", smaller_is_lowest),
    (r"(\d+), a smaller card, also answers (\d+)", smaller_answers),
    (r"gives up (\d+)(, [^,]+), and the attacker leads again", gives_up),
    (r"keeps (\d+), the smallest card you hold that answers (\d+)", keeps_smallest_answer),
    (r"no card you hold answers (\d+)", nothing_answers),
]


def check_reason(reason: str, move: Move) -> None:
    claim, _, standing = reason.partition(": ")
    for pattern, check in SENTENCES:
        found = re.fullmatch(pattern, claim)
        if found:
            card = check(found, move)
            break
    else:
        raise AssertionError(f"{move.action}: a reason the test does not know: {reason!r}")
    assert (card is None) == (not standing), reason
    if card is not None:
        several = check is plays and len(set(move.played)) > 1
        which = ("lowest" if found["verb"] == "leads" else "highest") if several else None
        check_standing(standing, move, card, which)


def positions(rules: Rules, games: int) -> list[GameState]:
    """States along games where the heuristic and random moves alternate by game."""
    agent, found = HeuristicAgent(seed=1), []
    for seed in range(games):
        rng, state = random.Random(seed), new_game(seed, rules)
        while not state.is_over:
            found.append(state)
            if seed % 2:
                action = agent.decide(state.observe(state.to_move)).action  # type: ignore[arg-type]
            else:
                action = random_action(state, rng)
            state = state.apply(action)
    return found


@pytest.mark.parametrize("rules", RULES, ids=["default", "no jumbo", "hands 2-9"])
def test_every_reason_is_true_in_many_random_positions(rules: Rules) -> None:
    agent, checked = HeuristicAgent(seed=2), Counter[str]()
    for state in positions(rules, GAMES_PER_RULES):
        decision = agent.decide(state.observe(state.to_move))  # type: ignore[arg-type]
        why = decision.info["reasons"]
        assert decision.info["chosen_because"] == why[str(decision.action)]
        for move in moves_in(state):
            reasons = why[str(move.action)]
            assert reasons and all(isinstance(reason, str) for reason in reasons)
            for reason in reasons:
                check_reason(reason, move)
            showdown = [r for r in reasons if re.match(SHOWDOWN + "|keeps no card", r)]
            assert len(showdown) == 1, f"{move.action}: says once what it keeps: {reasons}"
            checked[type(move.action).__name__] += 1
    assert min(checked.values()) > 100 and len(checked) == 5, checked


# -- The reported cases --------------------------------------------------------


def reasons_for(state: GameState, action: str) -> list[str]:
    decision = HeuristicAgent(seed=1).decide(state.observe(state.to_move))  # type: ignore[arg-type]
    return decision.info["reasons"][action]  # type: ignore[no-any-return]


def test_an_attack_with_a_2_is_not_called_high() -> None:
    state = skip_replace(deal((1, 2, 9, 12), (3, 4, 5, 6), rules=rules_n(4)))
    state = state.apply(Duel(12)).apply(Duel(6))
    said = reasons_for(state, "attack 2")
    assert said[0] == "leads 2: 2 is low, lower than 30 of the 33 unseen cards"
    assert not re.search(r"\bhigh\b", " ".join(said))


def test_a_discard_is_described_by_where_its_cards_stand_not_as_middle_cards() -> None:
    state = deal((2, 3, 5, 6, 9, 9, 12), (1, 4, 7, 8, 10, 10, 11))
    nines, low_ones = reasons_for(state, "replace 9-9"), reasons_for(state, "replace 3-5-6")
    assert nines[0] == "discards 9-9: 9 is high, higher than 23 of the 31 unseen cards"
    low = "the highest, 6, is low, lower than 16 of the 31 unseen cards"
    assert low_ones[0] == f"discards 3-5-6: {low}"
    assert "keeps your lowest card, 2, for the showdown" in nines[1]
    assert "middle" not in " ".join(nines + low_ones)


def test_a_high_defence_says_it_keeps_the_smaller_lowest_card_for_the_showdown() -> None:
    state = skip_replace(deal((1, 11, 12), (2, 5, 10), rules=rules_n(3)))
    state = state.apply(Duel(12)).apply(Duel(2)).apply(Attack((1,)))
    said = reasons_for(state, "defend 10")
    assert said[0] == "5 also answers 1 but is your lowest card"
    assert said[1].startswith("keeps your lowest card, 5, for the showdown: 5 is")
    assert "smallest" not in " ".join(said)
    assert reasons_for(state, "defend 5")[0] == "answers 1 with your lowest card, 5"


def test_an_8_in_a_duel_is_not_called_cheap() -> None:
    state = skip_replace(deal((2, 8, 10, 11), (1, 3, 4, 5), rules=rules_n(4)))
    said = reasons_for(state, "duel 8")
    assert said[0] == "duels 8: 8 is high, higher than 22 of the 34 unseen cards"
    assert "cheap" not in " ".join(said)
