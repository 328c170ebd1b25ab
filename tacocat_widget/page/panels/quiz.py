""" "Find the move": the question asked at a position, and once the move is played, the verdict."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypedDict

from ...engine.terms import move_name
from ...engine.visibility import Viewer, may_see
from ...game.session import Session
from ..command_table import command
from ..words import capitalised, given_up, percent

if TYPE_CHECKING:
    from ..link import PageLink


class QuizFacts(TypedDict):
    """How the move played compares with the best one, as the player asked could judge it."""

    played: str
    chance_played: float
    best: str
    chance_best: float
    loss: float
    noise: float  # how large a loss the two estimates' luck could make (analysis.noise)
    mark: str | None


class QuizAnswer(QuizFacts):
    """The facts of the answer, and the verdict on it in words."""

    verdict: str


class QuizView(TypedDict):
    """A "find the move" question: the words, whose move, and once answered, the verdict.

    ``open``: the question waits for its answer at the cursor or before it on
    the line shown, so the page offers no hint, no analysis and no review
    (Python refuses them, and sends nothing worked out at or after the
    question's position, until the move is played).
    """

    prompt: str
    heading: str  # the prompt, naming the move asked about while the board stands at it
    player: int
    answer: QuizAnswer | None
    open: bool


# -- the view --------------------------------------------------------------------------------------


def quiz_view(session: Session, viewer: Viewer) -> QuizView | None:
    """The question asked, for eyes that may see the player asked; once answered, the verdict."""
    study = session.study
    quiz = study.quiz
    if quiz is None or not may_see(viewer, quiz.player):
        return None
    verdict = study.verdict()
    answer: QuizAnswer | None = None
    if verdict is not None:
        facts: QuizFacts = {
            "played": str(verdict.played),
            "chance_played": round(verdict.chance_played, 4),
            "best": str(verdict.best),
            "chance_best": round(verdict.chance_best, 4),
            "loss": round(verdict.loss, 4),
            "noise": round(verdict.noise, 4),
            "mark": verdict.mark,
        }
        answer = {**facts, "verdict": quiz_verdict(facts)}
    return {
        "prompt": quiz.prompt,
        "heading": quiz_heading(quiz.prompt, session.cursor if study.asking else None),
        "player": quiz.player,
        "answer": answer,
        "open": study.question_open,
    }


# -- the sentences ---------------------------------------------------------------------------------


def quiz_heading(prompt: str, step: int | None) -> str:
    """The question, naming the move asked about while the board stands at its position."""
    return prompt if step is None else f"{capitalised(move_name(step))}: {prompt}"


def quiz_verdict(answer: QuizFacts) -> str:
    """How the move played compares with the best one, in words."""
    said = f"You played {answer['played']}: {percent(answer['chance_played'])} game win chance."
    if answer["played"] == answer["best"] or answer["loss"] == 0:
        return f"{said} That is the best move."
    best = f"The best move, {answer['best']}, gives {percent(answer['chance_best'])}"
    cost = given_up(answer["loss"], answer["noise"])
    return f"{said} {best}: you gave up {cost}{_size(answer)}."


def _size(answer: QuizFacts) -> str:
    """What the loss amounts to: within the noise, or the mark it earns, if any."""
    if answer["loss"] <= answer["noise"]:
        return ", within the noise: the best may be ahead by luck alone"
    mark = answer["mark"]
    return "" if mark is None else f" ({'an' if mark[0] in 'aeiou' else 'a'} {mark})"


# -- the messages ----------------------------------------------------------------------------------


class EndQuizMessage(TypedDict):
    """Stop asking "find the move"."""

    protocol: int
    kind: Literal["end_quiz"]


@command(EndQuizMessage)
def end_quiz(page: PageLink, message: EndQuizMessage) -> None:
    page.session.study.end_find_the_move()
