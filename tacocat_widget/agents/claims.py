"""What a reason claims, as small records, and the one place each claim is put in words.

A reason is a list of claims. Some are facts of the move and its position
(which cards it plays, which card it keeps for the showdown, where a card
stands among the cards its owner cannot see), some are facts of the search
that chose it (visits, tied moves, how far ahead of the next best). An agent
keeps the records in ``info["claims"]`` and their words in its reason, one
sentence per claim, so each record can be checked against the game and each
sentence against its record.

Whose hand it is changes the words: an agent's reason speaks of its own hand
("its lowest card"); a hint speaks to the player who holds the hand ("your
lowest card"). ``Owner`` carries those words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from ..engine.jsonable import jsonable
from ..engine.terms import Hand


@dataclass(frozen=True)
class Owner:
    """The words for the hand's owner, as the reader of the reason sees them."""

    its: str  # "its lowest card"
    holds: str  # "no card it holds"
    keeps: str  # "the lowest card it keeps"


AGENT = Owner("its", "it holds", "it keeps")  # an agent's reason, about its own hand
READER = Owner("your", "you hold", "you keep")  # a hint, read by the player who holds the hand


def named(cards: Hand) -> str:
    """Cards as the reasons name them: ``9-10-11``."""
    return "-".join(map(str, cards))


@dataclass(frozen=True)
class Claim:
    """One claim of a reason: a record that ``words`` puts in one sentence."""

    kind: ClassVar[str]

    def words(self, owner: Owner) -> str:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe: the claim's kind and its fields (hands as lists)."""
        record = {each.name: jsonable(getattr(self, each.name)) for each in fields(self)}
        return {"claim": self.kind, **record}


def worded(claims: Sequence[Claim], owner: Owner = AGENT) -> list[str]:
    """The claims' sentences, in order, for the reader ``owner`` says."""
    return [claim.words(owner) for claim in claims]


def recorded(claims: Sequence[Claim]) -> list[dict[str, Any]]:
    """The claims as JSON-safe records, for ``info["claims"]``."""
    return [claim.to_dict() for claim in claims]


SEPARATOR = "; "  # between the sentences of a reason given as one text


def stated(claims: Sequence[Claim]) -> dict[str, Any]:
    """An agent's ``info`` entries for a reason: ``reason`` in words, ``claims`` as records."""
    return {"reason": SEPARATOR.join(worded(claims)), "claims": recorded(claims)}


# -- Facts of a move ------------------------------------------------------------


@dataclass(frozen=True)
class Standing:
    """Where a card stands among the cards its owner cannot see (the opponent's and the pile's).

    It is called high only when it is higher than most of them (likely to
    win a duel, hard to answer), and low only when it is lower than most
    (likely to win a showdown).
    """

    card: int
    lower: int  # unseen cards lower than it
    higher: int  # unseen cards higher than it
    unseen: int  # how many cards its owner cannot see
    which: str | None = None  # "highest" or "lowest": which of several played cards it is

    @property
    def high(self) -> bool:
        return 2 * self.lower > self.unseen

    @property
    def low(self) -> bool:
        return 2 * self.higher > self.unseen

    def words(self) -> str:
        subject = str(self.card) if self.which is None else f"the {self.which}, {self.card},"
        of_unseen = f"of the {self.unseen} unseen cards"
        if self.high:
            return f"{subject} is high, higher than {self.lower} {of_unseen}"
        if self.low:
            return f"{subject} is low, lower than {self.higher} {of_unseen}"
        return f"{subject} is higher than {self.lower} and lower than {self.higher} {of_unseen}"

    def to_dict(self) -> dict[str, Any]:
        return {each.name: getattr(self, each.name) for each in fields(self)}


def _with_standing(sentence: str, standing: Standing | None) -> str:
    return sentence if standing is None else f"{sentence}: {standing.words()}"


def _share_of_lowest(cards: Hand, lowest: int, held: int, owner: Owner) -> str:
    """What ``cards`` take of the hand's lowest card (``held`` copies), as a clause; "" if none."""
    taken = cards.count(lowest)
    if not taken:
        return ""
    if taken < held:
        share = "one" if taken == 1 else str(taken)
        return f", {share} of {held} copies of {owner.its} lowest card"
    if set(cards) == {lowest}:
        return f", {owner.its} lowest card" + ("s" if taken > 1 else "")
    return f", including {owner.its} lowest card, {lowest}"


@dataclass(frozen=True)
class Forced(Claim):
    """The move is the only legal one: no plan chose it."""

    kind = "forced"

    def words(self, owner: Owner) -> str:
        return "forced: the only legal move"


@dataclass(frozen=True)
class Plays(Claim):
    """A discard, a duel or a lead: its cards, their share of the lowest card, where one stands."""

    kind = "plays"
    verb: str  # "discards", "duels" or "leads"
    cards: Hand
    lowest: int  # the hand's lowest card before the move
    held: int  # copies of it in the hand
    draws: int  # cards drawn in place of a discard (0 for a duel or a lead)
    standing: Standing  # of the highest card of a discard or a duel, the lowest of a lead

    def words(self, owner: Owner) -> str:
        share = _share_of_lowest(self.cards, self.lowest, self.held, owner)
        drawn = f"{',' if share else ''} and draws {self.draws}" if self.draws else ""
        return _with_standing(f"{self.verb} {named(self.cards)}{share}{drawn}", self.standing)


@dataclass(frozen=True)
class KeepsAll(Claim):
    """A replace that discards nothing."""

    kind = "keeps_all"
    count: int

    def words(self, owner: Owner) -> str:
        return f"keeps all {self.count} cards"


@dataclass(frozen=True)
class Showdown(Claim):
    """The card the move keeps for the showdown: the lowest left once the move (and attack) is done.

    ``answering`` is what is still to answer of the attack after this answer:
    then the card is the lowest the hand can still hold once it has answered
    them all, whichever way it answers.
    """

    kind = "showdown"
    card: int
    lowest: bool  # it is the hand's lowest card before the move
    answering: Hand = ()
    standing: Standing | None = None

    def words(self, owner: Owner) -> str:
        card = f"{owner.its} lowest card, {self.card}," if self.lowest else str(self.card)
        if self.answering:
            said = f"can keep {card} for the showdown after answering {named(self.answering)}"
        else:
            said = f"keeps {card} for the showdown"
        return _with_standing(said, self.standing)


@dataclass(frozen=True)
class LowestKept(Claim):
    """A replace that discards the lowest card: the lowest card it keeps (a draw may be lower)."""

    kind = "lowest_kept"
    card: int
    standing: Standing | None = None

    def words(self, owner: Owner) -> str:
        return _with_standing(f"the lowest card {owner.keeps} is {self.card}", self.standing)


@dataclass(frozen=True)
class KeepsForLead(Claim):
    """The highest card kept, when it is not also the last card."""

    kind = "keeps_for_lead"
    card: int
    standing: Standing

    def words(self, owner: Owner) -> str:
        return _with_standing(f"keeps {self.card} for the lead", self.standing)


@dataclass(frozen=True)
class Jumbo(Claim):
    """A lead of several cards: the defender answers each."""

    kind = "jumbo"
    answers: int

    def words(self, owner: Owner) -> str:
        return f"a jumbo attack forces {self.answers} answers"


@dataclass(frozen=True)
class Defends(Claim):
    """A defence, and why this card and not a smaller one that also answers."""

    kind = "defends"
    card: int
    attacking: int
    smallest: int  # the smallest card in hand that answers
    lowest: int  # the hand's lowest card
    held: int  # copies of it in the hand

    def words(self, owner: Owner) -> str:
        if self.card == self.lowest and self.held == 1:
            return f"answers {self.attacking} with {owner.its} lowest card, {self.card}"
        if self.card == self.smallest:
            return f"{self.card} is the smallest card {owner.holds} that answers {self.attacking}"
        if self.smallest == self.lowest and self.held == 1:
            return f"{self.smallest} also answers {self.attacking} but is {owner.its} lowest card"
        return f"{self.smallest}, a smaller card, also answers {self.attacking}"


@dataclass(frozen=True)
class GivesUp(Claim):
    """A sacrifice: the lowest card goes, and who plays next."""

    kind = "gives_up"
    card: int
    held: int  # copies of it in the hand
    showdown_next: bool  # both hold one card once the attack is answered

    def words(self, owner: Owner) -> str:
        share = _share_of_lowest((self.card,), self.card, self.held, owner)
        then = (
            "the round goes to the showdown" if self.showdown_next else "the attacker leads again"
        )
        return f"gives up {self.card}{share}, and {then}"


@dataclass(frozen=True)
class SavesAnswer(Claim):
    """What a sacrifice saves: the smallest card that could have answered (None: no card could)."""

    kind = "saves_answer"
    card: int | None
    attacking: int

    def words(self, owner: Owner) -> str:
        if self.card is None:
            return f"no card {owner.holds} answers {self.attacking}"
        return f"keeps {self.card}, the smallest card {owner.holds} that answers {self.attacking}"


# -- Facts of a choice ----------------------------------------------------------

# How a choice among tied moves is made (``TieBreak.rule``).
AT_RANDOM = "at random"
BY_MEAN = "by the highest mean round score"
BY_ORDER = "as the first of them in the order of the legal moves"
BY_ORDER_MEANS_TIED = f"{BY_ORDER}, their mean round scores tied too"
TIE_RULES = (AT_RANDOM, BY_MEAN, BY_ORDER, BY_ORDER_MEANS_TIED)

VISITS = "visits"  # a measure counted, not scored


def amount(measure: str, value: float) -> str:
    """A value as the reasons show it: "3 visits", "win chance 0.62", "mean round score 0.532"."""
    if measure == VISITS:
        return f"{int(value)} visit" + ("" if value == 1 else "s")
    return f"{measure} {number(measure, value)}"


def number(measure: str, value: float) -> str:
    """A value alone, to the places its measure is shown with."""
    if measure == VISITS:
        return str(int(value))
    return f"{value:.2f}" if measure == "win chance" else f"{value:.3f}"


@dataclass(frozen=True)
class Uniform(Claim):
    """A choice by chance, every legal move equally likely."""

    kind = "uniform"
    count: int

    def words(self, owner: Owner) -> str:
        return f"chosen uniformly among {self.count} legal moves"


@dataclass(frozen=True)
class MostVisited(Claim):
    """A tree search's pick: its visits of all iterations, its mean, how many moves tie with it."""

    kind = "most_visited"
    visits: int
    iterations: int
    mean: float  # its mean round score
    tied: int  # moves with as many visits, itself included

    def words(self, owner: Owner) -> str:
        counts = f"{self.visits} of {self.iterations} iterations"
        mean = f"mean round score {number('mean round score', self.mean)}"
        if self.tied == 1:
            return f"the most visited move: {counts}, {mean}"
        return f"one of {self.tied} moves tied at {counts}, {mean}"


@dataclass(frozen=True)
class BestValue(Claim):
    """A pick by the highest value: the value, how many moves share it, over how many worlds."""

    kind = "best_value"
    measure: str  # "mean round score", "win chance" or "heuristic score"
    value: float
    tied: int  # moves with that value, itself included
    worlds: int | None = None  # the imagined worlds the values are means over
    among: str = "moves"  # which moves were compared

    def words(self, owner: Owner) -> str:
        best = f"the highest {self.measure}, {number(self.measure, self.value)}"
        said = best if self.tied == 1 else f"one of {self.tied} {self.among} tied at {best}"
        return said if self.worlds is None else f"{said}, over {self.worlds} imagined worlds"


@dataclass(frozen=True)
class TieBreak(Claim):
    """How the pick was made among tied moves: one of ``TIE_RULES``."""

    kind = "tie_break"
    rule: str

    def words(self, owner: Owner) -> str:
        return f"picked {self.rule}"


@dataclass(frozen=True)
class NextBest(Claim):
    """How far ahead of the next best move the pick is, and whether that is within noise."""

    kind = "next_best"
    runner_up: str
    measure: str
    mine: float
    theirs: float
    close: bool  # the gap is within the margin of error

    def words(self, owner: Owner) -> str:
        both = f"{amount(self.measure, self.mine)} against {number(self.measure, self.theirs)}"
        if self.close:
            return (
                f"close call: the next best, {self.runner_up}, "
                f"is within the margin of error ({both})"
            )
        return f"clearly ahead of the next best, {self.runner_up} ({both})"


@dataclass(frozen=True)
class RoundShares(Claim):
    """How often the move won and tied the round in the imagined worlds (weighted shares)."""

    kind = "round_shares"
    won: float
    tied: float

    def words(self, owner: Owner) -> str:
        return f"won the round in {self.won:.0%} of the imagined worlds (tied {self.tied:.0%})"
