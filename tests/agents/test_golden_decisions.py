"""Seeded agents decide as recorded: the same moves and values on the pure and the compiled build.

CI runs this file on both builds, so a compiled agent that searched differently
(another draw, another float) fails here. When play is meant to change, rewrite
the record on purpose and review the diff:

    .venv/bin/python -m pytest tests/agents/test_golden_decisions.py --update-decisions
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tacocat_widget.agents import (
    Agent,
    HeuristicAgent,
    ISMCTSAgent,
    PIMCAgent,
    PlannerAgent,
)
from tacocat_widget.study.bench import decision_states
from tests.paths import ROOT

RECORD = ROOT / "tests" / "agents" / "golden_decisions.json"
AGENTS: dict[str, Callable[[], Agent]] = {
    "heuristic": lambda: HeuristicAgent(seed=1),
    "pimc": lambda: PIMCAgent(seed=2, iterations=300),
    "ismcts": lambda: ISMCTSAgent(seed=3, iterations=300),
    "planner": lambda: PlannerAgent(seed=4, iterations=300),
}
POSITIONS = 6


def decisions() -> dict[str, list[dict[str, Any]]]:
    """Each agent's decision at each position: the move and every value, to 9 places.

    The planner's values are its search's raw estimates: the win chances it shows are those
    mapped through each build's own calibration, which differ by design.
    """
    views = [state.observe(state.to_move) for state in decision_states(POSITIONS)]
    found: dict[str, list[dict[str, Any]]] = {}
    for name, make in AGENTS.items():
        agent = make()
        found[name] = []
        for view in views:
            decision = agent.decide(view)
            searched = decision.info.get("raw_values") or {
                str(action): value for action, value in decision.values.items()
            }
            values = {action: round(value, 9) for action, value in searched.items()}
            found[name].append({"action": str(decision.action), "values": values})
    return found


def test_seeded_agents_decide_as_recorded(update_decisions: bool) -> None:
    found = decisions()
    if update_decisions:
        RECORD.write_text(json.dumps(found, indent=1) + "\n")
    recorded = json.loads(RECORD.read_text())
    for name in AGENTS:
        for index, (theirs, ours) in enumerate(zip(recorded[name], found[name], strict=True)):
            assert ours == theirs, f"{name} at position {index} decided differently"
