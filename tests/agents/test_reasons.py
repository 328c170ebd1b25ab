"""Every agent's reason is true: each claim checked against the game, each sentence against it.

An agent keeps its reason's claims as records (``info["claims"]``), one per
sentence of its words. Here each record is checked against the full game
state, worked out by plain loops and by playing the engine forward, never by
the agents' helpers (the unseen cards are the opponent's hand and the draw
pile), and against the search's own evidence in ``info``; and each sentence is
read back by patterns written here, which must give the record's values. A
sentence the patterns do not know fails, so no claim goes unchecked.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from tacocat_widget.agents import (
    AGENTS,
    Decision,
    HeuristicAgent,
    ISMCTSAgent,
    PlannerAgent,
    make_agent,
)
from tacocat_widget.agents.move_claims import move_claims
from tacocat_widget.agents.search import SearchAgent
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

RULES = (Rules(), Rules(jumbo=False), Rules(hand_sizes=(2, 3, 5, 9, 5, 3, 2)))
GAMES, EVERY = 40, 9  # one state in EVERY from each random game
# Small budgets: quick, and small enough that searches tie.
BUDGETS = {"ismcts": 40, "pimc": 80, "planner": 80}


@cache
def positions() -> tuple[GameState, ...]:
    """States along random games, many seeds, three rule sets."""
    found = []
    for seed in range(GAMES):
        rng, state = random.Random(seed), new_game(seed, RULES[seed % len(RULES)])
        for step in range(1000):
            if state.is_over:
                break
            if step % EVERY == seed % EVERY:
                found.append(state)
            state = state.apply(random_action(state, rng))
    return tuple(found)


def test_the_sample_covers_every_phase_forced_moves_and_attacks_still_to_answer() -> None:
    sample = positions()
    assert len(sample) >= 200
    assert {state.phase for state in sample} == {"replace", "duel", "attack", "defend"}
    assert sum(len(state.legal_actions()) == 1 for state in sample) >= 10
    assert sum(len(state.pending) > 1 for state in sample if state.phase == "defend") >= 5


# -- The facts of a position, from the full state -------------------------------


@dataclass(frozen=True)
class Position:
    """A state, a move in it, and the decision that chose it (None: any legal move), by whom."""

    state: GameState
    action: Action
    decision: Decision | None = None
    agent: str = ""

    @property
    def hand(self) -> tuple[int, ...]:
        return self.state.hands[self.state.to_move]  # type: ignore[index]

    @property
    def legal(self) -> list[Action]:
        return self.state.legal_actions()

    @property
    def unseen(self) -> list[int]:
        return [*self.state.hands[1 - self.state.to_move], *self.state.draw_pile]  # type: ignore[operator]

    @property
    def played(self) -> tuple[int, ...]:
        """The cards the move takes from the hand (a sacrifice: the lowest)."""
        return (min(self.hand),) if isinstance(self.action, Sacrifice) else self.action.cards

    @property
    def kept(self) -> list[int]:
        return sorted((Counter(self.hand) - Counter(self.played)).elements())

    @property
    def info(self) -> dict[str, Any]:
        assert self.decision is not None
        return self.decision.info

    def value(self, action: Action) -> float:
        assert self.decision is not None
        return self.decision.values[action]


def lowest_left_after_the_attack(position: Position) -> int:
    """The lowest card the defender can hold once the whole attack is answered, by the engine."""
    mover, attack_round = position.state.to_move, position.state.round

    def lowest(state: GameState) -> int:
        if state.round != attack_round or state.is_over:  # the showdown showed the last card
            return state.last_round.showdown[mover]  # type: ignore[index, union-attr]
        if state.phase == "defend" and state.to_move == mover:
            return min(lowest(state.apply(answer)) for answer in state.legal_actions())
        return min(state.hands[mover])  # type: ignore[index]

    return lowest(position.state.apply(position.action))


def after_the_attack(position: Position) -> GameState:
    """The state once the rest of the attack is answered (any legal way)."""
    mover, state = position.state.to_move, position.state.apply(position.action)
    while state.phase == "defend" and state.to_move == mover:
        state = state.apply(state.legal_actions()[0])
    return state


# -- Where a card stands among the unseen cards ----------------------------------

STANDING = re.compile(
    r"(?:the (?P<which>highest|lowest), )?(?P<card>\d+),? is "
    r"(?:high, higher than (?P<high>\d+)"
    r"|low, lower than (?P<low>\d+)"
    r"|higher than (?P<below>\d+) and lower than (?P<above>\d+))"
    r" of the (?P<total>\d+) unseen cards"
)


def check_standing(record: dict[str, Any] | None, words: str | None, position: Position) -> None:
    """The record counts truly, and the words say what the record says."""
    assert (record is None) == (words is None), (record, words)
    if record is None or words is None:
        return
    card, unseen = record["card"], position.unseen
    lower = sum(1 for other in unseen if other < card)
    higher = sum(1 for other in unseen if other > card)
    assert (record["lower"], record["higher"], record["unseen"]) == (lower, higher, len(unseen))
    found = STANDING.fullmatch(words)
    assert found, f"not a standing: {words!r}"
    assert (int(found["card"]), found["which"]) == (card, record["which"]), words
    assert int(found["total"]) == len(unseen), words
    most = len(unseen) / 2
    if found["high"]:
        assert int(found["high"]) == lower > most, words
    elif found["low"]:
        assert int(found["low"]) == higher > most and not lower > most, words
    else:
        assert (int(found["below"]), int(found["above"])) == (lower, higher), words
        assert lower <= most and higher <= most, f"{words}: should say high or low"


def shows(text: str, value: float) -> bool:
    """Whether ``text`` is ``value`` rounded to the places it shows."""
    places = len(text.partition(".")[2])
    return abs(float(text) - value) <= 0.5 * 10**-places + 1e-9


def dashed(cards: Any) -> str:
    return "-".join(map(str, cards))


# -- Each claim of a move, against the position and its words --------------------
# A check gets the claim's record, its sentence and the position; it returns the
# sentence's standing text (after ": ") for check_standing, or None.

Check = Callable[[dict[str, Any], str, Position], None]
CARDS = r"\d+(?:-\d+)*"
VERBS = {Replace: "discards", Duel: "duels", Attack: "leads"}
PLANS = {"showdown", "lowest_kept", "keeps_for_lead"}  # what a move keeps, for later


def words_match(pattern: str, words: str) -> re.Match[str]:
    found = re.fullmatch(pattern, words)
    assert found, f"{words!r} does not read as {pattern!r}"
    return found


def check_share_of_lowest(share: str, cards: tuple[int, ...], position: Position) -> None:
    """What the words say the cards take of the hand's lowest card."""
    lowest = min(position.hand)
    taken, held = cards.count(lowest), position.hand.count(lowest)
    if not share:
        assert taken == 0, f"takes a {lowest} without saying so"
    elif share in (", its lowest card", ", its lowest cards"):
        assert set(cards) == {lowest} and taken == held
        assert share.endswith("s") == (taken > 1)
    elif found := re.fullmatch(r", including its lowest card, (\d+)", share):
        assert int(found[1]) == lowest and taken == held and set(cards) != {lowest}
    else:
        found = words_match(r", (one|\d+) of (\d+) copies of its lowest card", share)
        assert (1 if found[1] == "one" else int(found[1]), int(found[2])) == (taken, held)
        assert taken < held


def check_forced(record: dict[str, Any], words: str, position: Position) -> None:
    assert len(position.legal) == 1
    words_match(r"forced: the only legal move", words)


def check_plays(record: dict[str, Any], words: str, position: Position) -> None:
    action, hand = position.action, position.hand
    cards = action.cards
    assert record["verb"] == VERBS[type(action)] and tuple(record["cards"]) == cards
    assert (record["lowest"], record["held"]) == (min(hand), hand.count(min(hand)))
    assert record["draws"] == (len(cards) if isinstance(action, Replace) else 0)
    if isinstance(action, Replace):
        check_draws_as_many(position)
    shown = min(cards) if isinstance(action, Attack) else max(cards)
    several = len(set(cards)) > 1
    which = ("lowest" if isinstance(action, Attack) else "highest") if several else None
    assert (record["standing"]["card"], record["standing"]["which"]) == (shown, which)
    said, _, standing = words.partition(": ")
    found = words_match(
        rf"(?P<verb>\w+) (?P<cards>{CARDS})(?P<share>(?:, [^,]+(?:, \d+)?)?)"
        r"(?:,? and draws (?P<draws>\d+))?",
        said,
    )
    assert (found["verb"], found["cards"]) == (record["verb"], dashed(cards))
    assert int(found["draws"] or 0) == record["draws"]
    check_share_of_lowest(found["share"], cards, position)
    check_standing(record["standing"], standing, position)


def check_draws_as_many(position: Position) -> None:
    """After a replace (and a sealed one's reveal), the hand is the kept cards and as many drawn."""
    mover, state = position.state.to_move, position.state.apply(position.action)
    if state.sealed is not None:
        state = state.apply(Replace(()))
    after = state.hands[mover]  # type: ignore[index]
    assert len(after) == len(position.hand)
    assert not Counter(position.kept) - Counter(after)


def check_keeps_all(record: dict[str, Any], words: str, position: Position) -> None:
    assert position.action == Replace(()) and record["count"] == len(position.hand)
    found = words_match(r"keeps all (\d+) cards", words)
    assert int(found[1]) == record["count"]


def check_showdown(record: dict[str, Any], words: str, position: Position) -> None:
    card, action = record["card"], position.action
    answering = position.state.pending[1:] if isinstance(action, (Defend, Sacrifice)) else ()
    assert tuple(record["answering"]) == answering
    if isinstance(action, Replace):
        assert card == min(position.hand) and card in position.kept
    elif answering:
        assert card == lowest_left_after_the_attack(position)
    else:
        assert card == min(position.kept)
    assert record["lowest"] == (card == min(position.hand))
    said, _, standing = words.partition(": ")
    found = words_match(
        r"(?P<verb>keeps|can keep) (?P<lowest>its lowest card, )?(?P<card>\d+),? for the showdown"
        rf"(?: after answering (?P<answering>{CARDS}))?",
        said,
    )
    assert int(found["card"]) == card and bool(found["lowest"]) == record["lowest"]
    assert (found["verb"] == "can keep") == bool(answering)
    assert (found["answering"] or "") == dashed(answering)
    check_standing(record["standing"], standing or None, position)


def check_lowest_kept(record: dict[str, Any], words: str, position: Position) -> None:
    assert isinstance(position.action, Replace) and min(position.hand) not in position.kept
    assert record["card"] == min(position.kept)
    said, _, standing = words.partition(": ")
    found = words_match(r"the lowest card it keeps is (\d+)", said)
    assert int(found[1]) == record["card"]
    check_standing(record["standing"], standing or None, position)


def check_keeps_for_lead(record: dict[str, Any], words: str, position: Position) -> None:
    assert isinstance(position.action, (Replace, Duel)) and len(position.kept) >= 2
    assert record["card"] == max(position.kept)
    said, _, standing = words.partition(": ")
    assert int(words_match(r"keeps (\d+) for the lead", said)[1]) == record["card"]
    check_standing(record["standing"], standing, position)


def check_jumbo(record: dict[str, Any], words: str, position: Position) -> None:
    after = position.state.apply(position.action)
    assert record["answers"] == len(after.pending) == len(position.action.cards) > 1
    found = words_match(r"a jumbo attack forces (\d+) answers", words)
    assert int(found[1]) == record["answers"]


def check_defends(record: dict[str, Any], words: str, position: Position) -> None:
    hand, attacking = position.hand, position.state.pending[0]
    answers = [card for card in hand if card >= attacking]
    assert (record["card"], record["attacking"]) == (position.action.cards[0], attacking)
    assert record["smallest"] == min(answers)
    assert (record["lowest"], record["held"]) == (min(hand), hand.count(min(hand)))
    card, smallest, only_lowest = record["card"], record["smallest"], record["held"] == 1
    if found := re.fullmatch(r"answers (\d+) with its lowest card, (\d+)", words):
        assert (int(found[1]), int(found[2])) == (attacking, card)
        assert card == min(hand) and only_lowest
    elif found := re.fullmatch(r"(\d+) is the smallest card it holds that answers (\d+)", words):
        assert (int(found[1]), int(found[2])) == (card, attacking) and card == smallest
    elif found := re.fullmatch(r"(\d+) also answers (\d+) but is its lowest card", words):
        assert (int(found[1]), int(found[2])) == (smallest, attacking)
        assert smallest < card and smallest == min(hand) and only_lowest
    else:
        found = words_match(r"(\d+), a smaller card, also answers (\d+)", words)
        assert (int(found[1]), int(found[2])) == (smallest, attacking) and smallest < card
        assert not (smallest == min(hand) and only_lowest), "should say it is the lowest"


def check_gives_up(record: dict[str, Any], words: str, position: Position) -> None:
    hand = position.hand
    assert isinstance(position.action, Sacrifice)
    assert (record["card"], record["held"]) == (min(hand), hand.count(min(hand)))
    after = after_the_attack(position)
    showdown = after.round != position.state.round or after.is_over
    assert record["showdown_next"] == showdown
    if not showdown:
        assert (after.phase, after.to_move) == ("attack", position.state.attacker)
    found = words_match(
        r"gives up (\d+)(, [^,]+), and (the attacker leads again|the round goes to the showdown)",
        words,
    )
    assert int(found[1]) == record["card"]
    check_share_of_lowest(found[2], (record["card"],), position)
    assert (found[3] == "the round goes to the showdown") == showdown


def check_saves_answer(record: dict[str, Any], words: str, position: Position) -> None:
    attacking = position.state.pending[0]
    answers = [card for card in position.hand if card >= attacking]
    assert isinstance(position.action, Sacrifice) and record["attacking"] == attacking
    assert record["card"] == min(answers, default=None)
    if record["card"] is None:
        found = words_match(r"no card it holds answers (\d+)", words)
        assert int(found[1]) == attacking
    else:
        found = words_match(r"keeps (\d+), the smallest card it holds that answers (\d+)", words)
        assert (int(found[1]), int(found[2])) == (record["card"], attacking)


# -- Each claim of a choice, against the decision's own evidence -------------------


def top_moves(position: Position, agent: str) -> list[Action]:
    """The moves sharing the top of what the agent picks by, in the order of the legal moves."""
    legal = position.legal
    if agent == "ismcts":
        visits = position.info["visits"]
        most = max(visits.values())
        return [action for action in legal if visits.get(str(action)) == most]
    if agent == "planner":
        raw = position.info["raw_values"]
        best = max(raw.values())
        return [action for action in legal if raw.get(str(action)) == best]
    best = max(position.decision.values.values())  # type: ignore[union-attr]
    return [action for action in legal if position.value(action) == best]


def check_uniform(record: dict[str, Any], words: str, position: Position) -> None:
    assert record["count"] == len(position.legal) > 1
    found = words_match(r"chosen uniformly among (\d+) legal moves", words)
    assert int(found[1]) == record["count"]


def check_most_visited(record: dict[str, Any], words: str, position: Position) -> None:
    visits, chosen = position.info["visits"], position.action
    assert record["visits"] == visits[str(chosen)] == max(visits.values())
    assert record["iterations"] == position.info["iterations"]
    assert record["mean"] == position.value(chosen)
    assert record["tied"] == len(top_moves(position, "ismcts"))
    counts = r"(?P<visits>\d+) of (?P<iterations>\d+) iterations, mean round score (?P<mean>[\d.]+)"
    if record["tied"] == 1:
        found = words_match(rf"the most visited move: {counts}", words)
    else:
        found = words_match(rf"one of (?P<tied>\d+) moves tied at {counts}", words)
        assert int(found["tied"]) == record["tied"]
    assert (int(found["visits"]), int(found["iterations"])) == (
        visits[str(chosen)],
        record["iterations"],
    )
    assert shows(found["mean"], record["mean"])


def check_best_value(record: dict[str, Any], words: str, position: Position) -> None:
    agent = {"heuristic score": "heuristic", "mean round score": "pimc", "win chance": "planner"}
    top = top_moves(position, agent[record["measure"]])
    assert position.action in top and record["tied"] == len(top)
    assert record["value"] == position.value(position.action)
    assert record["worlds"] == position.info.get("worlds")
    found = words_match(
        r"(?:the highest|one of (?P<tied>\d+) (?P<among>[a-z ]+) tied at the highest)"
        r" (?P<measure>[a-z ]+), (?P<value>[\d.]+)(?:, over (?P<worlds>\d+) imagined worlds)?",
        words,
    )
    assert int(found["tied"] or 1) == record["tied"] and found["measure"] == record["measure"]
    assert found["among"] in (None, record["among"])
    assert shows(found["value"], record["value"])
    assert found["worlds"] == (None if record["worlds"] is None else str(record["worlds"]))


def check_tie_break(record: dict[str, Any], words: str, position: Position) -> None:
    agent = position.agent
    top = top_moves(position, agent)
    assert len(top) > 1 and position.action in top
    rule = words_match(r"picked (.+)", words)[1]
    assert rule == record["rule"]
    first_in_order = "as the first of them in the order of the legal moves"
    if agent == "heuristic":
        assert rule == "at random"
    elif agent == "ismcts":
        means = {action: position.value(action) for action in top}
        best = [action for action in top if means[action] == max(means.values())]
        if len(best) == 1:
            assert rule == "by the highest mean round score" and position.action == best[0]
        else:
            assert rule == f"{first_in_order}, their mean round scores tied too"
            assert position.action == best[0]
    else:
        assert rule == first_in_order and position.action == top[0]


def check_next_best(record: dict[str, Any], words: str, position: Position) -> None:
    agent, chosen, legal = position.agent, position.action, position.legal
    assert len(top_moves(position, agent)) == 1
    runner = next(action for action in legal if str(action) == record["runner_up"])
    if agent == "ismcts":
        visits, means = position.info["visits"], position.decision.values  # type: ignore[union-attr]
        others = [a for a in legal if a != chosen and visits.get(str(a))]
        rank = lambda action: (visits[str(action)], means[action])  # noqa: E731
        assert rank(runner) == max(map(rank, others))
        mine, theirs = visits[str(chosen)], visits[str(runner)]
        assert record["close"] == (mine - theirs <= 2 * math.sqrt(mine + theirs))
    elif agent == "planner":
        assert record["runner_up"] == position.info["still_in_contention"][1]
        assert record["close"] == position.info["close_call"]
        mine, theirs = position.value(chosen), position.value(runner)
    else:
        assert position.value(runner) == max(position.value(a) for a in legal if a != chosen)
        mine, theirs = position.value(chosen), position.value(runner)
    assert (record["mine"], record["theirs"]) == (mine, theirs)
    amount = r"(?:(?P<visits>\d+) visits?|(?P<measure>[a-z ]+) (?P<value>[\d.]+))"
    close = r"close call: the next best, (?P<runner>.+), is within the margin of error"
    clear = r"clearly ahead of the next best, (?P<runner>.+)"
    found = words_match(
        rf"{close if record['close'] else clear} \({amount} against (?P<theirs>[\d.]+)\)", words
    )
    assert found["runner"] == record["runner_up"]
    if found["visits"]:
        assert record["measure"] == "visits" and int(found["visits"]) == record["mine"]
    else:
        assert found["measure"] == record["measure"] and shows(found["value"], record["mine"])
    assert shows(found["theirs"], record["theirs"])


def check_round_shares(record: dict[str, Any], words: str, position: Position) -> None:
    chosen = str(position.action)
    assert round(record["won"], 3) == position.info["round_won"][chosen]
    assert round(record["tied"], 3) == position.info["round_tied"][chosen]
    found = words_match(r"won the round in (\d+)% of the imagined worlds \(tied (\d+)%\)", words)
    assert shows(found[1], 100 * record["won"]) and shows(found[2], 100 * record["tied"])


CHECKS: dict[str, Check] = {
    "forced": check_forced,
    "plays": check_plays,
    "keeps_all": check_keeps_all,
    "showdown": check_showdown,
    "lowest_kept": check_lowest_kept,
    "keeps_for_lead": check_keeps_for_lead,
    "jumbo": check_jumbo,
    "defends": check_defends,
    "gives_up": check_gives_up,
    "saves_answer": check_saves_answer,
    "uniform": check_uniform,
    "most_visited": check_most_visited,
    "best_value": check_best_value,
    "tie_break": check_tie_break,
    "next_best": check_next_best,
    "round_shares": check_round_shares,
}
CHOICE_KINDS = {"uniform", "most_visited", "best_value", "tie_break", "next_best", "round_shares"}
MOVE_KINDS = set(CHECKS) - CHOICE_KINDS  # a move's claims; the rest are a choice's


def check_reason(records: list[dict[str, Any]], sentences: list[str], position: Position) -> None:
    """Each sentence is its record's, each record is true, and a forced move makes no plan."""
    assert len(records) == len(sentences), (records, sentences)
    kinds = [record["claim"] for record in records]
    forced = len(position.legal) == 1
    assert ("forced" in kinds) == forced, sentences
    if forced:
        assert kinds[0] == "forced" and not PLANS & set(kinds), sentences
    for record, sentence in zip(records, sentences, strict=True):
        CHECKS[record["claim"]](record, sentence, position)


def texts(value: object) -> Iterator[str]:
    """Every text in an agent's info."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for each in value.values():
            yield from texts(each)
    elif isinstance(value, list):
        for each in value:
            yield from texts(each)


def decide(name: str, state: GameState) -> Position:
    kind = AGENTS[name]
    budget = {"iterations": BUDGETS[name]} if issubclass(kind, SearchAgent) else {}
    decision = make_agent(name, seed=7, **budget).decide(state.observe(state.to_move))  # type: ignore[arg-type]
    return Position(state, decision.action, decision, name)


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_every_claim_of_every_reason_is_true(name: str) -> None:
    assert set(AGENTS) <= {"random", "heuristic", *BUDGETS}, "give a new search agent a budget"
    said = Counter[str]()
    for state in positions():
        position = decide(name, state)
        info = position.info
        assert not any(re.search(r"\byou(r)?\b", text, re.I) for text in texts(info)), info
        sentences = info.get("chosen_because") or info["reason"].split("; ")
        check_reason(info["claims"], sentences, position)
        said.update(record["claim"] for record in info["claims"])
    assert said["forced"] >= 10, said
    if name != "random":
        assert said["tie_break"] >= 3, f"{name}: too few ties to check: {said}"


def test_a_learners_reason_is_true_and_claims_no_best_move() -> None:
    """The beginner level draws its move from the scores: its reason states the move's facts."""
    said = Counter[str]()
    for state in positions():
        decision = make_agent("beginner", seed=7).decide(state.observe(state.to_move))  # type: ignore[arg-type]
        info = decision.info
        check_reason(info["claims"], info["chosen_because"], Position(state, decision.action))
        said.update(record["claim"] for record in info["claims"])
        assert "drawn from the heuristic scores" in info["chosen_by"]
    assert said["forced"] >= 10 and not said.keys() & CHOICE_KINDS, said


def test_every_legal_moves_reason_is_true_in_the_heuristics_evidence() -> None:
    checked = Counter[str]()
    for state in positions():
        decision = HeuristicAgent(seed=2).decide(state.observe(state.to_move))  # type: ignore[arg-type]
        seen, why = state.observe(state.to_move), decision.info["reasons"]  # type: ignore[arg-type]
        assert (
            decision.info["chosen_because"][: len(why[str(decision.action)])]
            == why[str(decision.action)]
        )
        for action in state.legal_actions():
            records = [claim.to_dict() for claim in move_claims(seen, action)]
            check_reason(records, why[str(action)], Position(state, action))
            checked.update(record["claim"] for record in records)
    assert set(checked) == MOVE_KINDS, checked
    assert min(checked.values()) >= 5, checked


# -- The reported cases --------------------------------------------------------


def reasons_for(state: GameState, action: str) -> list[str]:
    decision = HeuristicAgent(seed=1).decide(state.observe(state.to_move))  # type: ignore[arg-type]
    return decision.info["reasons"][action]  # type: ignore[no-any-return]


def attacked_with_three_tens() -> GameState:
    """Player 0 holds 1 1 4 11 against 10-10-10: the 1s go whatever it does."""
    state = skip_replace(deal((1, 1, 4, 6, 11), (3, 10, 10, 10, 12), rules=rules_n(5)))
    return state.apply(Duel(6)).apply(Duel(12)).apply(Attack((10, 10, 10)))


def test_an_answer_keeps_for_the_showdown_only_what_the_rest_of_the_attack_leaves() -> None:
    state = attacked_with_three_tens()
    assert reasons_for(state, "sacrifice")[:3] == [
        "gives up 1, one of 2 copies of its lowest card, and the round goes to the showdown",
        "keeps 11, the smallest card it holds that answers 10",
        "can keep 4 for the showdown after answering 10-10: 4 is low, lower than 21 of the 29"
        " unseen cards",
    ]
    planner = PlannerAgent(seed=1, iterations=200).decide(state.observe(0))
    assert "; can keep 4 for the showdown after answering 10-10; " in planner.info["reason"]
    assert "keeps 1" not in planner.info["reason"]


def test_a_forced_sacrifice_is_said_to_be_forced_and_keeps_nothing_for_later() -> None:
    state = attacked_with_three_tens().apply(Sacrifice()).apply(Defend(11))
    assert state.legal_actions() == [Sacrifice()]
    assert reasons_for(state, "sacrifice") == [
        "forced: the only legal move",
        "gives up 1, its lowest card, and the round goes to the showdown",
        "no card it holds answers 10",
    ]
    decision = PlannerAgent(seed=1).decide(state.observe(0))
    assert decision.info["reason"] == "forced: the only legal move"


def test_a_replace_that_discards_the_lowest_card_keeps_no_showdown_card_yet() -> None:
    state = deal((2, 3, 5, 6, 7, 9, 11), (1, 4, 7, 8, 10, 10, 12))
    said = reasons_for(state, "replace 2-3-5-6-7-9")
    assert said[0].startswith("discards 2-3-5-6-7-9, including its lowest card, 2, and draws 6: ")
    assert said[1].startswith("the lowest card it keeps is 11: 11 is high")
    assert len(said) == 2 and "showdown" not in " ".join(said)


def test_a_search_that_ties_says_so_and_how_it_broke_the_tie() -> None:
    decision = ISMCTSAgent(seed=1, iterations=40).decide(new_game(3).observe(0))
    visits = decision.info["visits"][str(decision.action)]
    tied = sum(1 for count in decision.info["visits"].values() if count == visits)
    assert tied > 1
    assert decision.info["reason"].startswith(
        f"one of {tied} moves tied at {visits} of 40 iterations"
    )
    assert "; picked " in decision.info["reason"]


def test_an_attack_with_a_2_is_not_called_high() -> None:
    state = skip_replace(deal((1, 2, 9, 12), (3, 4, 5, 6), rules=rules_n(4)))
    state = state.apply(Duel(12)).apply(Duel(6))
    said = reasons_for(state, "attack 2")
    assert said[0] == "leads 2: 2 is low, lower than 30 of the 33 unseen cards"
    assert not re.search(r"\bhigh\b", " ".join(said))


def test_a_discard_is_described_by_where_its_cards_stand_not_as_middle_cards() -> None:
    state = deal((2, 3, 5, 6, 9, 9, 12), (1, 4, 7, 8, 10, 10, 11))
    nines, low_ones = reasons_for(state, "replace 9-9"), reasons_for(state, "replace 3-5-6")
    assert nines[0] == "discards 9-9 and draws 2: 9 is high, higher than 23 of the 31 unseen cards"
    low = "the highest, 6, is low, lower than 16 of the 31 unseen cards"
    assert low_ones[0] == f"discards 3-5-6 and draws 3: {low}"
    assert "keeps its lowest card, 2, for the showdown" in nines[1]
    assert "middle" not in " ".join(nines + low_ones)


def test_a_high_defence_says_it_keeps_the_smaller_lowest_card_for_the_showdown() -> None:
    state = skip_replace(deal((1, 11, 12), (2, 5, 10), rules=rules_n(3)))
    state = state.apply(Duel(12)).apply(Duel(2)).apply(Attack((1,)))
    said = reasons_for(state, "defend 10")
    assert said[0] == "5 also answers 1 but is its lowest card"
    assert said[1].startswith("keeps its lowest card, 5, for the showdown: 5 is")
    assert "smallest" not in " ".join(said)
    assert reasons_for(state, "defend 5")[0] == "answers 1 with its lowest card, 5"


def test_an_8_in_a_duel_is_not_called_cheap() -> None:
    state = skip_replace(deal((2, 8, 10, 11), (1, 3, 4, 5), rules=rules_n(4)))
    said = reasons_for(state, "duel 8")
    assert said[0] == "duels 8: 8 is high, higher than 22 of the 34 unseen cards"
    assert "cheap" not in " ".join(said)
