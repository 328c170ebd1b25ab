"""Who sits in each seat: ``"human"``, or an agent (given by name, or as an object)."""

from __future__ import annotations

from typing import Any

from ..agents import Agent, make_agent
from .safe_text import printable_name

HUMAN = "human"
MOST_AGENT_NAME_CHARACTERS = 40

Seat = str | Agent  # "human", an agent's name, or an agent (anything with decide())


def seated(entry: object, seed: int | None) -> str | Agent:
    """The seat ``entry`` names: ``HUMAN``, or an agent (a name is made with ``seed``)."""
    if entry == HUMAN:
        return HUMAN
    if isinstance(entry, str):
        return make_agent(entry, seed)
    if isinstance(entry, Agent):
        printable_name(agent_name(entry), "an agent's name", MOST_AGENT_NAME_CHARACTERS)
        return entry
    raise TypeError(f"a player is 'human', an agent name or an agent with decide(), got {entry!r}")


def seat_name(seat: Seat) -> str:
    """Who sits in a seat, by name: "human", or the agent's name."""
    return seat if isinstance(seat, str) else agent_name(seat).strip()


def agent_name(agent: Agent) -> Any:
    """The name an agent gives itself (its class's name if it gives none): not yet checked."""
    return getattr(agent, "name", type(agent).__name__)
