"""Agents: players that see an Observation and return a Decision that explains itself."""

from __future__ import annotations

from .base import Agent, Decision
from .heuristic import HeuristicAgent
from .ismcts import ISMCTSAgent
from .random_agent import RandomAgent

AGENTS: dict[str, type[Agent]] = {
    RandomAgent.name: RandomAgent,
    HeuristicAgent.name: HeuristicAgent,
    ISMCTSAgent.name: ISMCTSAgent,
}


def make_agent(name: str, seed: int | None = None) -> Agent:
    """An agent by its name in ``AGENTS`` (e.g. ``"random"``)."""
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r}; available: {', '.join(sorted(AGENTS))}")
    return AGENTS[name](seed=seed)


__all__ = [
    "AGENTS",
    "Agent",
    "Decision",
    "HeuristicAgent",
    "ISMCTSAgent",
    "RandomAgent",
    "make_agent",
]
