"""What every agent shares: it sees an Observation and answers with a Decision."""

from __future__ import annotations

import hashlib
import json
import math
import operator
import secrets
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, SupportsIndex, cast

from ..engine import Action, Observation, parse_action
from . import browser
from .claims import Forced, stated

# What an agent's values mean; only a calibrated chance may be called one.
VALUE_KINDS = ("game win chance", "estimated win chance", "round score", "heuristic score")


@dataclass(frozen=True)
class Decision:
    """An agent's choice and its reasons.

    ``policy`` gives each legal action's probability (summing to 1);
    ``values`` the agent's estimate of each action it evaluated (an action it
    did not evaluate is absent, never 0.0); ``info`` any JSON-safe evidence
    (visit counts, sampled hands, named reasons); ``value_kind`` says what
    the values are, one of ``VALUE_KINDS``: ``"game win chance"`` (the mover's
    chance of winning the game, calibrated), ``"estimated win chance"`` (the
    same, from a search of a size its calibration was not measured at),
    ``"round score"`` or
    ``"heuristic score"`` (scores, not chances), or None without values.
    ``seconds`` is how long the agent took to decide, where a session timed it
    (None otherwise: it is not saved, and a decision equals one untimed).
    """

    action: Action
    policy: dict[Action, float]
    values: dict[Action, float] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)
    value_kind: str | None = None
    seconds: float | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.action not in self.policy:
            raise ValueError(f"Decision: the chosen {self.action} has no probability in policy")
        total = sum(self.policy.values())
        if abs(total - 1.0) > ROUNDING:
            raise ValueError(f"Decision: policy probabilities sum to {total}, not 1")
        if self.value_kind is not None and self.value_kind not in VALUE_KINDS:
            raise ValueError(
                f"Decision: value_kind must be one of {VALUE_KINDS} or None, "
                f"got {str(self.value_kind)[:40]!r}"
            )

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe: actions by their text (``"attack 9-10-11"``)."""
        return {
            "action": str(self.action),
            "policy": {str(action): p for action, p in self.policy.items()},
            "values": {str(action): v for action, v in self.values.items()},
            "info": self.info,
            "value_kind": self.value_kind,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Decision:
        """Rebuild a Decision saved with ``to_dict``; anything else raises ValueError."""
        try:
            return cls(
                action=parse_action(data["action"]),
                policy={parse_action(a): _probability(p) for a, p in data["policy"].items()},
                values={parse_action(a): _finite(v, "value") for a, v in data["values"].items()},
                info=dict(data["info"]),
                value_kind=data.get("value_kind"),  # absent in saves from before it existed
            )
        except (KeyError, TypeError, AttributeError, OverflowError) as error:
            raise ValueError(f"not a saved decision: {type(error).__name__}: {error}") from None


def _finite(number: object, what: str) -> float:
    """``number`` as a float, if it is a real, finite number (not text, not a bool)."""
    if isinstance(number, bool) or not isinstance(number, (int, float)):
        raise ValueError(
            f"not a saved decision: a {what} must be a number, got a {type(number).__name__}"
        )
    converted = float(number)  # a huge int raises OverflowError, reported as damage
    if not math.isfinite(converted):
        raise ValueError(f"not a saved decision: a {what} must be finite, got {converted}")
    return converted


# Float sums stray this far from 1; a probability may stray as far above it.
ROUNDING = 1e-6


def _probability(number: object) -> float:
    converted = _finite(number, "probability")
    if not 0.0 <= converted <= 1.0 + ROUNDING:
        raise ValueError(f"not a saved decision: a probability must be in 0..1, got {converted}")
    return converted


class AgentError(RuntimeError):
    """An agent failed to decide: it raised, or answered with something that is not a sound move.

    The message names the seat, the agent and how it failed, never a card: it
    may be shown to the agent's opponent. What the agent raised is the
    ``__cause__``; what it answered, if anything, is ``decision``.
    """

    def __init__(self, player: int, agent: str, how: str, decision: object = None) -> None:
        super().__init__(f"player {player}'s agent ({agent}) failed: {how}")
        self.decision = decision


class NoDecisionInTime(TimeoutError):
    """An agent took longer than it was given (``decide_within``); the message says how long."""


class AgentStillDeciding(NoDecisionInTime):
    """An agent was asked about a position while it still decides another (``decide_within``)."""


@dataclass
class _Deciding:
    """A decision under way on a worker thread: what it was asked, when, and its answer."""

    observation: Observation
    asked_at: float = field(default_factory=time.monotonic)
    answers: list[tuple[bool, object]] = field(default_factory=list)
    worker: threading.Thread = field(init=False)

    def start(self, agent: Agent) -> None:
        self.worker = threading.Thread(
            target=self._run, args=(agent,), name="tacocat-agent", daemon=True
        )
        self.worker.start()

    def _run(self, agent: Agent) -> None:
        try:
            self.answers.append((True, agent.decide(self.observation)))
        except BaseException as error:  # handed to whoever waits, whatever it is
            self.answers.append((False, error))
        finally:
            with _DECIDING_LOCK:  # answered: nobody can join it now, and a late answer is dropped
                if _DECIDING.get(id(agent)) is self:
                    del _DECIDING[id(agent)]

    def too_long(self, seconds: float, asked_here: bool) -> NoDecisionInTime:
        words = f"it took longer than {seconds:g} s to decide"
        if not asked_here:
            since = time.monotonic() - self.asked_at
            words += f", and is still deciding {since:.1f} s after it was first asked"
        return NoDecisionInTime(words)


# Each agent's decision under way, by the agent's id: its worker holds the agent until it ends,
# and takes its entry away as it does, so no id is reused while its entry is here.
_DECIDING: dict[int, _Deciding] = {}
_DECIDING_LOCK = threading.Lock()


def decide_within(agent: Agent, observation: Observation, seconds: float | None) -> object:
    """``agent.decide(observation)``, waited for at most ``seconds`` (None: as long as it takes).

    A thread cannot be stopped: a decision that takes longer goes on in the
    background and ``NoDecisionInTime`` is raised. An agent has one decision
    under way at most: asked about the same observation again, the caller
    waits for that decision; asked about another, ``AgentStillDeciding`` is
    raised at once. Once the abandoned decision ends, its answer is dropped.
    Whatever the agent raises (an interrupt included) is raised here. Where
    Python runs in a browser, with no threads, the agent decides here,
    however long it takes.
    """
    if browser.IN_A_BROWSER:
        return agent.decide(observation)
    deciding, asked_here = _decision_under_way(agent, observation, seconds)
    if deciding is None:  # nothing under way and no limit: decide on this thread
        return agent.decide(observation)
    deciding.worker.join(seconds)
    if not deciding.answers:  # only with a limit: without one, the join waits for the answer
        raise deciding.too_long(cast(float, seconds), asked_here)
    decided, answer = deciding.answers[0]
    if not decided:
        raise cast(BaseException, answer)
    return answer


# How much JSON a decision's info may hold: a base and more for each legal move, as the
# shipped agents explain each move they weigh (the heuristic some 300 bytes a move). Their
# largest, over games of every agent and level, with hands of up to nine cards, is 38 KB
# with 128 legal moves and 154 KB with 384: at most a fifth of this bound. A save, and
# each update of the page, carries the info of the decisions it shows.
INFO_BYTES_BASE = 16_000
INFO_BYTES_PER_MOVE = 1_500


def most_info_bytes(legal_moves: int) -> int:
    """The most bytes of JSON a decision's info may hold where ``legal_moves`` moves are legal."""
    return INFO_BYTES_BASE + INFO_BYTES_PER_MOVE * legal_moves


def _decision_under_way(
    agent: Agent, observation: Observation, seconds: float | None
) -> tuple[_Deciding | None, bool]:
    """The agent's decision of ``observation`` under way, and whether it was asked here.

    With no limit and nothing under way, none: the caller decides on its own thread.
    """
    with _DECIDING_LOCK:
        under_way = _DECIDING.get(id(agent))
        if under_way is not None and under_way.observation != observation:
            asked = time.monotonic() - under_way.asked_at
            raise AgentStillDeciding(
                f"it is still deciding a move asked for {asked:.1f} s ago, "
                "and cannot be asked another until it has answered"
            )
        if under_way is not None or seconds is None:
            return under_way, False
        deciding = _DECIDING[id(agent)] = _Deciding(observation)
        deciding.start(agent)
        return deciding, True


def decision_problem(decision: object, observation: Observation) -> str | None:
    """What makes ``decision`` no sound answer to ``observation``, in words naming no card.

    Sound: a Decision choosing a legal move, with a policy over legal moves
    only, and everything in it surviving a save (finite numbers, JSON-safe
    info of a bounded size, well-formed text), so that every game saved with
    it loads again.
    """
    if not isinstance(decision, Decision):
        return f"decide() returned a value of type {type(decision).__name__}, not a Decision"
    legal = set(observation.legal_actions)
    if decision.action not in legal:
        return "it chose a move that is not legal here"
    if not set(decision.policy) <= legal:
        return "its policy gives probability to moves that are not legal here"
    try:
        text = json.dumps(decision.to_dict(), allow_nan=False, ensure_ascii=False)
        text.encode("utf-8")  # a lone surrogate in a text cannot be sent or saved
        Decision.from_dict(json.loads(text))
        info_bytes = len(json.dumps(decision.info, ensure_ascii=False).encode("utf-8"))
    except (TypeError, ValueError, UnicodeError, RecursionError) as error:
        return f"its decision cannot be saved ({type(error).__name__})"
    most = most_info_bytes(len(legal))
    if info_bytes > most:
        return f"its info holds {info_bytes} bytes of JSON; at most {most} here"
    return None


# Far beyond any seed in use (64-bit draws, a session's seed plus one or two), yet bounded.
MOST_SEED_BITS = 128


def checked_seed(seed: object) -> int | None:
    """``seed`` as an int, if it is an integer of at most ``MOST_SEED_BITS`` bits, or None.

    Anything else (a bool, a float, a text) raises ValueError naming it.
    """
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, SupportsIndex):
        raise ValueError(f"a seed is an integer or None, got a {type(seed).__name__}")
    number = operator.index(seed)  # numpy's integers too
    if number.bit_length() > MOST_SEED_BITS:
        raise ValueError(
            f"a seed is an integer of at most {MOST_SEED_BITS} bits, "
            f"got one of {number.bit_length()} bits"
        )
    return number


class Agent(ABC):
    """A player that sees only an Observation. Subclass it and write ``decide``.

    This is the one agent abstraction: any object with a ``decide(observation)``
    method that returns a Decision counts as an Agent too (``isinstance`` says
    so), so your own class can take a seat without subclassing.

    Agents are deterministic for a given seed and observation: ``rng_for``
    gives a generator that depends on exactly those two, so the same position
    always gets the same answer, and a state the agent cannot tell apart from
    this one (``state.determinize``) gets it too.
    """

    name = "agent"

    def __init__(self, seed: int | None = None) -> None:
        given = checked_seed(seed)
        self.seed = secrets.randbits(64) if given is None else given

    def made_with(self) -> dict[str, Any] | None:
        """The options this agent was made with (its seed aside), as ``make_agent`` takes them.

        A saved game records them, so that the agent is made again as it was;
        None when they are not plain values a save can hold.
        """
        return {}

    @abstractmethod
    def decide(self, observation: Observation) -> Decision:
        """Choose one of ``observation.legal_actions``."""

    @classmethod
    def __subclasshook__(cls, other: type) -> Any:
        # Duck typing for the base class only: a subclass keeps its own isinstance check.
        if cls is Agent and callable(getattr(other, "decide", None)):
            return True
        return NotImplemented

    def rng_seed_for(self, observation: Observation) -> int:
        """A number fixed by this agent's seed and everything in the observation."""
        text = json.dumps([self.seed, observation.to_dict()], sort_keys=True)
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def require_a_move(observation: Observation) -> tuple[Action, ...]:
    """The legal actions, or a clear error when it is not this player's move."""
    if not observation.legal_actions:
        raise ValueError(
            f"player {observation.player} has no move to make "
            f"(phase {observation.phase}, player {observation.to_move} to move)"
        )
    return observation.legal_actions


def only_move(action: Action, unit: str) -> Decision:
    """A searching agent's decision when one move is legal: nothing searched (``unit``: 0)."""
    info = {unit: 0, **stated([Forced()]), "chosen_by": "the only legal move"}
    return Decision(action, {action: 1.0}, {}, info)
