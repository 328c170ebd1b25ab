"""What the human to move may do, and the buttons that do it: play, step, run, undo.

The page is told the choices compactly (a replace may take any of the hand's
cards up to a cap, so it is told the cap), with the words around them: the
hint under the hand and the play button's labels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypedDict

from ...engine import Attack, Defend, Duel, Observation, Sacrifice
from ...engine.terms import count_text
from ...engine.visibility import Viewer, may_see, observations
from ...game.session import Session
from ..boundary import page_action
from ..command_table import command

if TYPE_CHECKING:
    from ..link import PageLink


class CardsAction(TypedDict):
    """A replace (the cards discarded, maybe none) or an attack (the cards led)."""

    type: Literal["replace", "attack"]
    cards: list[int]


class CardAction(TypedDict):
    """A duel or a defence: one card."""

    type: Literal["duel", "defend"]
    card: int


class SacrificeAction(TypedDict):
    """Giving up the lowest card instead of defending."""

    type: Literal["sacrifice"]


PageAction = CardsAction | CardAction | SacrificeAction  # an action's to_dict()


class ChoiceWords(TypedDict):
    """The words around the viewer's choice: the hint under the hand, the play button's label."""

    hint: str
    button: str  # the play button's label with nothing chosen
    labels: list[str]  # its label for each choice, in the order the choices list them


class ReplaceChoices(ChoiceWords):
    """The viewer may replace any of their cards, at most ``cap`` (None: any number).

    ``labels`` are by how many cards are chosen, from none to the most allowed.
    """

    kind: Literal["replace"]
    player: int
    cap: int | None


class DuelChoices(ChoiceWords):
    """The viewer may duel with any of ``cards``."""

    kind: Literal["duel"]
    player: int
    cards: list[int]


class AttackChoices(ChoiceWords):
    """The viewer may lead any of ``leads`` (each a card, a set or a sequence)."""

    kind: Literal["attack"]
    player: int
    leads: list[list[int]]


class DefendChoices(ChoiceWords):
    """The viewer answers ``against`` with one of ``cards``, or sacrifices when allowed."""

    kind: Literal["defend"]
    player: int
    against: int
    cards: list[int]
    sacrifice: bool


Choices = ReplaceChoices | DuelChoices | AttackChoices | DefendChoices


# -- the view --------------------------------------------------------------------------------------


def page_choices(
    session: Session,
    viewer: Viewer,
    seen: dict[int, Observation] | None = None,
    *,
    what_if: bool = False,
) -> Choices | None:
    """What the page may offer the viewer to click, or None when it is not their move (nor, with
    ``what_if``, an agent's move they may try).

    Compact on purpose: a replace may be any of the hand's cards up to a cap,
    so the page is told the cap rather than every choice.
    """
    state = session.state
    mover = state.to_move
    if mover is None or not (what_if or session.is_human(mover)) or not may_see(viewer, mover):
        return None
    own = (seen or observations(state, viewer))[mover]
    choices = _choice_facts(own, state.replace_cap())
    choices["hint"] = choice_hint(choices)
    choices["button"], choices["labels"] = play_labels(choices, len(own.hand))
    return choices


_NO_WORDS: ChoiceWords = {"hint": "", "button": "", "labels": []}


def _choice_facts(own: Observation, replace_cap: int | None) -> Choices:
    """The mover's choices, from their own observation; the words are added after."""
    mover, legal = own.player, own.legal_actions
    if own.phase == "replace":
        # The cap is a public count (how many the first to replace took); its rule is the engine's.
        return {**_NO_WORDS, "kind": "replace", "player": mover, "cap": replace_cap}
    if own.phase == "duel":
        return {**_NO_WORDS, "kind": "duel", "player": mover, "cards": _single_cards(legal, Duel)}
    if own.phase == "attack":
        leads = [list(action.cards) for action in legal if isinstance(action, Attack)]
        return {**_NO_WORDS, "kind": "attack", "player": mover, "leads": leads}
    return {
        **_NO_WORDS,
        "kind": "defend",
        "player": mover,
        "against": own.pending[0],
        "cards": _single_cards(legal, Defend),
        "sacrifice": any(isinstance(action, Sacrifice) for action in legal),
    }


def _single_cards(legal: tuple[object, ...], kind: type[Duel] | type[Defend]) -> list[int]:
    return [action.card for action in legal if isinstance(action, kind)]


# -- the sentences ---------------------------------------------------------------------------------

WINS_THE_ROUND = "the lowest card left at the end wins the round"
DUEL_HINT = "Select one card for the duel: the higher card attacks first, and both cards are gone."
ATTACK_HINT = (
    "Select a card, a set or a sequence to lead; keep at least one card, ideally your lowest."
)
SACRIFICE_HINT = (
    "defend with an equal or higher card, or sacrifice your lowest"
    " (your lowest card decides the showdown: a sacrifice gives it up)"
)
VERBS = {"duel": "Duel", "attack": "Attack", "defend": "Defend"}


def choice_hint(choices: Choices) -> str:
    """What the viewer may do now, and what it is for: the line under the hand."""
    if choices["kind"] == "replace":
        cap = choices["cap"]
        if cap is None:
            return f"Select any cards to replace, or keep them all: {WINS_THE_ROUND}."
        return f"Select up to {count_text(cap)} to replace: {WINS_THE_ROUND}."
    if choices["kind"] == "duel":
        return DUEL_HINT
    if choices["kind"] == "attack":
        return ATTACK_HINT
    against = choices["against"]
    if choices["sacrifice"]:
        return f"Answer {against}: {SACRIFICE_HINT}."
    return f"Answer {against} with an equal or higher card."


def play_labels(choices: Choices, hand_size: int) -> tuple[str, list[str]]:
    """The play button's words: with nothing chosen, and for each choice.

    The choices are a replace's counts (0 to the most it may replace), a duel's
    or a defence's cards, an attack's leads, in the order the choices list them.
    """
    if choices["kind"] == "replace":
        most = hand_size if choices["cap"] is None else min(hand_size, choices["cap"])
        replaces = [f"Replace {count_text(count)}" for count in range(1, most + 1)]
        labels = ["Keep all cards", *replaces]
        return labels[0], labels
    verb = VERBS[choices["kind"]]
    if choices["kind"] == "attack":
        return verb, [f"{verb} with {'-'.join(map(str, lead))}" for lead in choices["leads"]]
    return verb, [f"{verb} with {card}" for card in choices["cards"]]


# -- the messages ----------------------------------------------------------------------------------


class PlayMessage(TypedDict):
    """The human the page shows plays ``action`` (or, where ``what_if`` allows, the agent's seat
    takes a move the page tries for it)."""

    protocol: int
    kind: Literal["play"]
    action: PageAction
    cursor: int  # the board the click was made on


@command(
    PlayMessage, moves=True, needs=("a seat the page may move for", "a page that sees the mover")
)
def play(page: PageLink, message: PlayMessage) -> None:
    """Once a human's click hands the turn to an agent, agents answer until a human is to move;
    a move that answers "find the move" is judged instead, and a move tried for an agent's seat
    is answered by nobody (Step plays on)."""
    session = page.session
    answering, trying = session.study.asking, session.agent_to_move() is not None
    session.try_move(page_action(message["action"]))
    if not (answering or trying or page.paused):
        session.run("game", page.agent_time_limit)


class StepMessage(TypedDict):
    """The agent to move makes one move."""

    protocol: int
    kind: Literal["step"]
    cursor: int


@command(StepMessage, moves=True, needs=("an agent to move",))
def step(page: PageLink, message: StepMessage) -> None:
    page.session.step(page.agent_time_limit)


class RunMessage(TypedDict):
    """Agents play on to the end of the round or the game."""

    protocol: int
    kind: Literal["run"]
    until: Literal["round", "game"]
    cursor: int


@command(RunMessage, moves=True, needs=("an agent to move",))
def run(page: PageLink, message: RunMessage) -> None:
    page.session.run(message["until"], page.agent_time_limit)


class UndoMessage(TypedDict):
    """Back to the last point where a human chose."""

    protocol: int
    kind: Literal["undo"]
    cursor: int


@command(UndoMessage)
def undo(page: PageLink, message: UndoMessage) -> None:
    page.session.undo_to_last_choice()
