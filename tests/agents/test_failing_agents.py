"""An agent that fails, cheats or is careless leaves a game that still plays, and tells no card.

What an agent raises or returns may hold its hand; the page shows only which
agent failed and how (``AgentError``), the whole story goes to the Python log,
and every decision is checked when it is made, so every save the game writes
loads again.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import Agent, AgentError, Decision, RandomAgent, decide_within
from tacocat_widget.agents.base import AgentStillDeciding, NoDecisionInTime
from tacocat_widget.engine import Action, Observation, new_game
from tacocat_widget.game.session import Session
from tacocat_widget.page.protocol import PROTOCOL


class Careless(Agent):
    """Plays as a random agent would, but hands ``answer`` a sound decision to spoil first."""

    name = "careless"

    def __init__(self, answer: Callable[[Decision, Observation], Any]) -> None:
        super().__init__(seed=0)
        self.answer, self.random = answer, RandomAgent(seed=0)

    def decide(self, observation: Observation) -> Any:
        return self.answer(self.random.decide(observation), observation)


def raises_with_its_hand(decision: Decision, seen: Observation) -> Any:
    raise RuntimeError(f"cannot decide with hand {seen.hand}")


def illegal(seen: Observation) -> Action:
    """A move that is not legal for this hand (a duel with a card it does not hold)."""
    from tacocat_widget.engine import Duel

    return next(Duel(card) for card in range(1, 13) if Duel(card) not in seen.legal_actions)


SPOILED: dict[str, Callable[[Decision, Observation], Any]] = {
    "raises, naming its hand": raises_with_its_hand,
    "returns its action": lambda decision, seen: decision.action,
    "returns its observation": lambda decision, seen: seen,
    "chooses an illegal move": lambda decision, seen: Decision(illegal(seen), {illegal(seen): 1.0}),
    "puts an illegal move in its policy": lambda decision, seen: Decision(
        decision.action, {decision.action: 0.5, illegal(seen): 0.5}
    ),
    "values a move as NaN": lambda decision, seen: Decision(
        decision.action, decision.policy, {decision.action: math.nan}
    ),
    "puts a set in its info": lambda decision, seen: Decision(
        decision.action, decision.policy, info={"hand": set(seen.hand)}
    ),
    "puts a lone surrogate in a reason": lambda decision, seen: Decision(
        decision.action, decision.policy, info={"reason": "\ud800"}
    ),
    "puts megabytes in its info": lambda decision, seen: Decision(
        decision.action, decision.policy, info={"evidence": "x" * 3_400_000}
    ),
}


def human_against(agent: Agent) -> TacocatWidget:
    widget = TacocatWidget(players=("human", agent), seed=3)
    widget._on_page_message(
        widget,
        {
            "protocol": PROTOCOL,
            "kind": "play",
            "action": {"type": "replace", "cards": []},
            "cursor": 0,
        },
        [],
    )  # the human keeps their cards; now the agent is to move, and fails
    return widget


@pytest.mark.parametrize("how", sorted(SPOILED))
def test_a_failing_agent_is_named_and_its_cards_are_not(
    how: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.ERROR, logger="tacocat_widget"):
        widget = human_against(Careless(SPOILED[how]))
    hand = widget.state.hands[1]
    assert widget.error.startswith("AgentError: player 1's agent (careless) failed: ")
    assert str(hand) not in widget.error and str(list(hand)) not in widget.error
    assert widget.cursor == 1 and widget.state.to_move == 1  # the human's move stays
    assert widget.view_state["cursor"] == 1 and widget.view_state["hands"][1] is None
    assert any(record.exc_info for record in caplog.records)  # the whole story is in Python
    assert not widget.autoplay
    widget.session.seats = ("human", RandomAgent(seed=1))  # the game still plays on
    widget.step()
    assert Session.from_json(widget.to_json(), widget.players).history == widget.history


def test_an_illegal_move_stops_autoplay_instead_of_asking_again() -> None:
    spoiled = SPOILED["chooses an illegal move"]
    widget = TacocatWidget(players=(Careless(spoiled), "random"), seed=4)
    widget.set_state({"autoplay": True})
    widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": "step", "cursor": 0}, [])
    assert "it chose a move that is not legal here" in widget.error
    assert not widget.autoplay and widget.cursor == 0


def test_python_is_told_what_the_agent_did() -> None:
    session = Session((Careless(raises_with_its_hand), "random"), seed=5)
    with pytest.raises(AgentError, match="it raised RuntimeError") as caught:
        session.step()
    assert "cannot decide with hand" in str(caught.value.__cause__)
    session = Session((Careless(SPOILED["returns its action"]), "random"), seed=5)
    with pytest.raises(
        AgentError, match="returned a value of type Replace, not a Decision"
    ) as caught:
        session.step()
    assert caught.value.decision in session.state.legal_actions()  # what it answered
    assert session.cursor == 0


def test_numpy_numbers_and_rounding_are_saved_and_load() -> None:
    numpy = pytest.importorskip("numpy")

    def numpy_numbers(decision: Decision, seen: Observation) -> Decision:
        chosen = decision.action
        return Decision(chosen, {chosen: 1 + 5e-7}, {chosen: numpy.float64(0.25)})

    def float32(decision: Decision, seen: Observation) -> Decision:
        return Decision(decision.action, decision.policy, {decision.action: numpy.float32(0.5)})

    widget = TacocatWidget(players=(Careless(numpy_numbers), "random"), seed=6)
    widget.step()  # sound enough: a float sum's rounding, and numpy's float64 is a float
    assert Session.from_json(widget.to_json(), widget.players).history == widget.history
    widget = TacocatWidget(players=(Careless(float32), "random"), seed=6)
    with pytest.raises(AgentError, match="cannot be saved"):
        widget.step()
    assert widget.cursor == 0
    assert Session.from_json(widget.to_json(), widget.players).history == widget.history


class Interrupted(Agent):
    name = "interrupted"

    def decide(self, observation: Observation) -> Decision:
        raise KeyboardInterrupt


def test_a_kernel_interrupt_ends_the_thinking_and_stops_autoplay() -> None:
    widget = TacocatWidget(players=(Interrupted(seed=0), "random"), seed=7)
    widget.set_state({"autoplay": True})
    revision = widget.view_state["revision"]
    with pytest.raises(KeyboardInterrupt):
        widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": "step", "cursor": 0}, [])
    assert widget.error.startswith("KeyboardInterrupt") and not widget.autoplay
    assert widget.view_state["revision"] > revision  # an answer: the page stops "thinking…"
    assert widget.cursor == 0


@pytest.mark.parametrize("name", ["\ud800", "a\u202eb", "", "x" * 41, 7, "a\nb", "\u2800"])
def test_an_agent_needs_a_name_the_page_can_show(name: object) -> None:
    agent = RandomAgent(seed=0)
    agent.name = name  # type: ignore[assignment]
    with pytest.raises(ValueError, match="an agent's name"):
        Session(("human", agent))


class Sleepy(Agent):
    """Takes ``seconds`` over each decision (a hanging agent, for a short while)."""

    name = "sleepy"

    def __init__(self, seconds: float) -> None:
        super().__init__(seed=0)
        self.seconds, self.random = seconds, RandomAgent(seed=0)

    def decide(self, observation: Observation) -> Decision:
        time.sleep(self.seconds)
        return self.random.decide(observation)


def test_a_hanging_agent_is_given_up_on_and_the_board_answers_again() -> None:
    widget = TacocatWidget(players=(Sleepy(3), "random"), seed=8, agent_time_limit=0.2)
    widget.set_state({"autoplay": True})
    started = time.perf_counter()
    widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": "step", "cursor": 0}, [])
    assert time.perf_counter() - started < 5  # not 3: the page is answered
    assert "player 0's agent (sleepy) failed: it took longer than 0.2 s" in widget.error
    assert not widget.autoplay and widget.cursor == 0
    widget.set_state({"cursor": 0, "speed": 1.0})  # the page's next requests are answered
    assert widget.speed == 1.0


def test_an_agent_within_its_time_plays_and_python_waits_as_long_as_it_takes() -> None:
    widget = TacocatWidget(players=(Sleepy(0.05), "random"), seed=9, agent_time_limit=5)
    widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": "step", "cursor": 0}, [])
    assert widget.error == "" and widget.cursor == 1
    slow = TacocatWidget(players=(Sleepy(0.3), "random"), seed=9, agent_time_limit=0.1)
    slow.step()  # from Python: no limit (an interrupt stops it)
    assert slow.cursor == 1


class Stuck(Agent):
    """Decides only once ``released`` is set: an agent that never answers, until the test ends."""

    name = "stuck"

    def __init__(self) -> None:
        super().__init__(seed=0)
        self.released, self.random = threading.Event(), RandomAgent(seed=0)
        self.threads: list[threading.Thread] = []  # each thread its decide ran on

    def decide(self, observation: Observation) -> Decision:
        self.threads.append(threading.current_thread())
        self.released.wait()
        return self.random.decide(observation)

    def deciding(self) -> list[threading.Thread]:
        return [thread for thread in self.threads if thread.is_alive()]

    def release(self) -> None:
        self.released.set()
        for thread in self.threads:
            thread.join(5)
        assert not self.deciding()


@pytest.fixture
def stuck() -> Iterator[Stuck]:
    agent = Stuck()
    yield agent
    agent.release()  # pass or fail, no thread outlives the test


def test_an_agent_that_never_answers_holds_one_thread_however_often_the_page_asks(
    stuck: Stuck,
) -> None:
    widget = TacocatWidget(players=(stuck, "random"), seed=8, agent_time_limit=0.05)
    threads_before, errors = len(threading.enumerate()), []
    for _ in range(6):
        widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": "step", "cursor": 0}, [])
        errors.append(widget.error)
    assert len(stuck.deciding()) == 1 and len(threading.enumerate()) <= threads_before + 1
    for asked, error in enumerate(errors):
        assert error.startswith(
            "AgentError: player 0's agent (stuck) failed: it took longer than 0.05 s to decide"
        )
        assert ("still deciding" in error) == (asked > 0)  # the same decision, waited on again
    stuck.release()
    assert widget.cursor == 0 and widget.history == widget.history[:1]  # its answer came unheard
    assert widget.session.decisions == {}


def test_an_agent_still_deciding_is_not_asked_about_another_position(stuck: Stuck) -> None:
    first, other = new_game(1).observe(0), new_game(2).observe(0)
    with pytest.raises(NoDecisionInTime, match=r"took longer than 0\.05 s"):
        decide_within(stuck, first, 0.05)
    for seconds in (0.05, None):  # from the page, or from Python without a limit
        with pytest.raises(AgentStillDeciding, match="still deciding a move asked for"):
            decide_within(stuck, other, seconds)
    assert len(stuck.threads) == 1
    stuck.release()
    decision = decide_within(stuck, other, 5)  # asked afresh: the late answer was dropped
    assert isinstance(decision, Decision) and decision.action in other.legal_actions
    assert len(stuck.threads) == 2


def test_asking_again_about_the_same_position_waits_for_the_decision_under_way(
    stuck: Stuck,
) -> None:
    seen = new_game(3).observe(0)
    with pytest.raises(NoDecisionInTime):
        decide_within(stuck, seen, 0.05)
    threading.Timer(0.1, stuck.released.set).start()
    decision = decide_within(stuck, seen, 5)
    assert isinstance(decision, Decision) and decision.action in seen.legal_actions
    assert len(stuck.threads) == 1  # one decision, asked twice


ODD_INFO: list[dict[str, Any]] = [
    {"visits": [1]},
    {"reasons": "x"},
    {"reasons": {"duel 3": 5}},
    {"sampled_worlds": [{"x": 1}, {"opponent_hand": "12", "value": "high"}]},
    {"sampled_worlds": 3},
    {"iterations": "many"},
    {"chosen_because": {"a": 1}},
    {"chosen_by": [1]},
]


@pytest.mark.parametrize("info", ODD_INFO, ids=lambda info: next(iter(info)))
def test_an_agents_odd_evidence_is_left_out_and_the_board_draws(info: dict[str, Any]) -> None:
    """An agent's info is any JSON it likes; the inspector shows only what is shaped as declared."""

    def odd(decision: Decision, seen: Observation) -> Decision:
        return Decision(decision.action, decision.policy, decision.values, info)

    widget = TacocatWidget(players=(Careless(odd), "random"), seed=10, view="all")
    widget.step()
    shown = widget.view_state["decision"]
    assert widget.error == "" and shown["player"] == 0 and shown["action"]
    assert all(isinstance(world["opponent_hand"], list) for world in shown["worlds"])
    assert shown["because"] is None or isinstance(shown["because"], (str, list))
    widget.run("round")  # the game plays on
    assert widget.cursor > 1
