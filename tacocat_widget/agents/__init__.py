"""Agents: players that see an Observation and return a Decision that explains itself."""

from __future__ import annotations

from inspect import signature
from typing import Any

from .base import (
    VALUE_KINDS,
    Agent,
    AgentError,
    Decision,
    decide_within,
    decision_problem,
)
from .heuristic import HeuristicAgent
from .ismcts import ISMCTSAgent
from .pimc import PIMCAgent
from .planner import PlannerAgent
from .random_agent import RandomAgent

AGENTS: dict[str, type[Agent]] = {
    RandomAgent.name: RandomAgent,
    HeuristicAgent.name: HeuristicAgent,
    ISMCTSAgent.name: ISMCTSAgent,
    PIMCAgent.name: PIMCAgent,
    PlannerAgent.name: PlannerAgent,
}


def make_agent(name: str, seed: int | None = None, **options: Any) -> Agent:
    """An agent by its name in ``AGENTS`` (e.g. ``"random"``), with its own options.

    ``time_limit`` (seconds per decision) is accepted by every agent and
    ignored by those that do not search.
    """
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r}; available: {', '.join(sorted(AGENTS))}")
    kind = AGENTS[name]
    if "time_limit" in options and "time_limit" not in signature(kind).parameters:
        del options["time_limit"]
    return kind(seed=seed, **options)


__all__ = [
    "AGENTS",
    "VALUE_KINDS",
    "Agent",
    "AgentError",
    "Decision",
    "HeuristicAgent",
    "ISMCTSAgent",
    "PIMCAgent",
    "PlannerAgent",
    "RandomAgent",
    "decide_within",
    "decision_problem",
    "make_agent",
]
