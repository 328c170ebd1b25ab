"""The study of a game: its positions analysed, a review of the line shown, "find the move".

A ``Study`` belongs to one game, a ``Session`` (``session.study``, made the
first time it is asked for), and reads the game through it: the line shown,
the cursor and the lock. The game needs none of it to be played. A script
studies a game with no page::

    session = Session(("human", "heuristic"), seed=3)
    session.study.find_the_move("Keep or replace?")
    session.play("replace none")  # judged: the cursor comes back to the question
    session.study.verdict()

What was analysed is kept for the session's life, across lines and games (by
position and player to move); a question and a review end with the game
they were asked of. While a question waits for its answer, ``may_show_study``
is the one rule of what any view of the game may show of what was worked out.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol, cast

from ..engine import Action, GameState
from ..engine.terms import move_name
from ..study.analysis import Analysis, analyse
from ..study.review import Analyses, MoveReview, ReviewJob, move_review
from .quiz import Quiz, checked_prompt
from .refused import Refused

__all__ = ["Game", "Study"]

ReviewListener = Callable[[ReviewJob], None]


class Game(Protocol):
    """What a study reads of the game it studies (a ``Session`` is one)."""

    lock: threading.RLock  # guards the lines and the cursor, and the study's analyses

    @property
    def cursor(self) -> int: ...

    @property
    def history(self) -> list[GameState]: ...

    @property
    def actions(self) -> list[Action]: ...

    @property
    def state(self) -> GameState: ...

    def history_index(self, index: int) -> int: ...

    def goto(self, index: int) -> GameState: ...

    def require_a_human_to_move(self) -> int: ...


class Study:
    """What was worked out about a game: analyses, the latest review, a question asked."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self.analyses: Analyses = {}  # by (position, player to move); kept across games
        self.quiz: Quiz | None = None  # a "find the move" question, while one is asked
        self.review_job: ReviewJob | None = None
        self._review_listeners: list[ReviewListener] = []

    # -- analyses --------------------------------------------------------------------------------

    def analyse(self, index: int | None = None) -> Analysis:
        """How good each move is for the player to move at ``index`` (the cursor by default).

        From that player's own observation, at the planner's default budget
        (``study.analysis.analyse``); each position is analysed once and kept.
        """
        game = self._game
        with game.lock:
            step = game.history_index(game.cursor if index is None else index)
            state = game.history[step]
            if state.to_move is None:
                over = move_name(step - 1)
                raise Refused(f"the game is over after {over}: there is no move to analyse")
            key = (state, state.to_move)
            if key not in self.analyses:
                self.analyses[key] = analyse(state.observe(state.to_move))
            return self.analyses[key]

    # -- the review ------------------------------------------------------------------------------

    def review(
        self, *, iterations: int | None = None, seed: int = 0, wait: bool = False
    ) -> ReviewJob:
        """Analyse every move of the line shown in the background; returns the running review.

        Each position is analysed from the eyes of the player who moved there
        (as ``analyse`` does) and each move's loss marked (``review.MARKS``).
        A review already running is cancelled first. ``wait`` returns once it
        is done (raising what stopped it, if anything did).
        """
        game = self._game
        with game.lock:
            self.cancel_review()
            self.review_job = ReviewJob(
                game.history,
                game.actions,
                self.analyses,
                game.lock,
                self._review_progressed,
                seed=seed,
                iterations=iterations,
            )
            job = self.review_job.start()
        if wait:
            job.wait()
            if job.error is not None:
                raise job.error
        return job

    def cancel_review(self) -> None:
        """Stop the review after the position it is on; what it analysed stays."""
        if self.review_job is not None:
            self.review_job.cancel()

    def on_review_progress(self, listener: ReviewListener) -> None:
        """Call ``listener(job)`` under the game's lock as the review goes on (on its thread,
        if any)."""
        self._review_listeners.append(listener)

    def _review_progressed(self, job: ReviewJob) -> None:
        if job is self.review_job:  # not an older review, cancelled
            for listener in self._review_listeners:
                listener(job)

    # -- "find the move" -------------------------------------------------------------------------

    def find_the_move(self, prompt: str | None = None) -> Quiz:
        """Ask the human to move at the cursor; their move will be judged against the best.

        Once they move here (``Session.play``), the position is analysed from
        their view, the cursor comes back here and ``verdict()`` compares their
        move with the best one; no agent answers. Each other move tried from
        here (a new line) is judged too, until ``end_find_the_move()``.
        ``prompt``: the question's words, a short printable text (``ValueError``
        otherwise).
        """
        game = self._game
        player = game.require_a_human_to_move()
        self.quiz = Quiz(game.state, game.cursor, player, checked_prompt(prompt, player))
        return self.quiz

    def end_find_the_move(self) -> None:
        self.quiz = None

    @property
    def asking(self) -> bool:
        """Whether a "find the move" question is asked at the cursor."""
        return self.quiz is not None and self.quiz.asks(self._game.state)

    def judge_answer(self, question: int) -> None:
        """The move just played from the question, at ``history[question]``, answers it: the
        position is analysed (the verdict's measure) and the cursor goes back to it."""
        cast(Quiz, self.quiz).answered = True
        self.analyse(question)
        self._game.goto(question)

    def verdict(self) -> MoveReview | None:
        """How the move played from the question compares with the best, once answered.

        None until the human has answered, and away from the question's
        position (or on a line where no move was played from it).
        """
        quiz, game = self.quiz, self._game
        if quiz is None or not quiz.answered or not self.asking:
            return None
        if game.cursor >= len(game.actions):
            return None
        with game.lock:
            found = self.analyses.get((quiz.state, quiz.player))
        played = game.actions[game.cursor]
        return None if found is None else move_review(game.cursor, played, found)

    # -- what may be shown while a question waits -----------------------------------------------

    @property
    def open_question_step(self) -> int | None:
        """Where on the line shown a question waits for its answer (None: no question waits there).

        The question stands at the same index on every line that passes through it.
        """
        quiz, history = self.quiz, self._game.history
        if quiz is None or quiz.answered or quiz.step >= len(history):
            return None
        return quiz.step if history[quiz.step] == quiz.state else None

    def may_show_study(self, step: int) -> bool:
        """Whether what was worked out at ``history[step]`` may be shown: an analysis, a review's
        judgement, an agent's decision, a hint.

        Not at or after a question waiting for its answer on the line shown:
        the question's own position would be answered outright, and a later
        one tells what the line played there and how it turned out. The one
        rule for every view of the game (the board, a review, a replay file).
        """
        question = self.open_question_step
        return question is None or step < question

    @property
    def question_open(self) -> bool:
        """A question waits for its answer at the cursor or before it: no help is shown here."""
        return not self.may_show_study(self._game.cursor)

    def require_no_open_question(self) -> None:
        """Refused at or after a question that waits for its answer: help would answer it."""
        if not self.question_open:
            return
        if self.asking:
            raise Refused("the board asks you to find the move: help waits for your answer")
        asked = move_name(cast(Quiz, self.quiz).step)
        raise Refused(
            f"the board asks for your move at {asked}: help from there on waits for your answer"
        )

    # -- a new game ------------------------------------------------------------------------------

    def end_game(self) -> None:
        """The game studied is dealt again: its question and its review end; the analyses stay."""
        self.end_find_the_move()
        self.cancel_review()
        self.review_job = None
