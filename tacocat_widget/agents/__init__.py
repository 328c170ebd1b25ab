"""Agents: players that see an Observation and return a Decision that explains itself."""

from __future__ import annotations

import json
from inspect import signature
from typing import Any

from .base import (
    VALUE_KINDS,
    Agent,
    AgentError,
    Decision,
    checked_seed,
    decide_within,
    decision_problem,
)
from .heuristic import HeuristicAgent
from .ismcts import ISMCTSAgent
from .levels import BY_NAME as LEVELS_BY_NAME
from .levels import LEVEL_NAMES, LEVELS, Level
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
    """An agent by its name in ``AGENTS`` (e.g. ``"random"``) or a level's (e.g. ``"club"``).

    Options are the agent's own; a level's are its own unless given here.
    ``time_limit`` (seconds per decision) is accepted by every agent and
    ignored by those that do not search. An agent made for a level goes by
    the level's name.
    """
    level = LEVELS_BY_NAME.get(name)
    if level is not None:
        agent = make_agent(level.agent, seed, **{**level.options, **options})
        agent.name = level.name
        return agent
    if name not in AGENTS:
        known = ", ".join([*LEVEL_NAMES, *sorted(AGENTS)])
        raise ValueError(f"unknown agent {name!r:.60}; available: {known}")
    kind = AGENTS[name]
    if "time_limit" in options and "time_limit" not in signature(kind).parameters:
        del options["time_limit"]
    return kind(seed=seed, **options)


def remake_options(agent: Agent) -> dict[str, Any] | None:
    """The options with which ``make_agent(agent.name, agent.seed, **options)`` makes ``agent``.

    None when it cannot: an agent of your own (or one renamed), or one made
    with options that are not plain values (a rollout policy), which a save
    cannot hold.
    """
    name = getattr(agent, "name", None)
    if not isinstance(name, str):
        return None
    level = LEVELS_BY_NAME.get(name)
    kind = AGENTS.get(name if level is None else level.agent)
    if kind is None or type(agent) is not kind:
        return None
    options = agent.made_with()
    try:
        kept = json.loads(json.dumps(options, allow_nan=False))
    except (TypeError, ValueError):
        return None
    return options if kept == options else None


__all__ = [
    "AGENTS",
    "LEVELS",
    "LEVEL_NAMES",
    "VALUE_KINDS",
    "Agent",
    "AgentError",
    "Decision",
    "HeuristicAgent",
    "ISMCTSAgent",
    "Level",
    "PIMCAgent",
    "PlannerAgent",
    "RandomAgent",
    "checked_seed",
    "decide_within",
    "decision_problem",
    "make_agent",
    "remake_options",
]
