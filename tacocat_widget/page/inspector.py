"""What the page's decision inspector and hint may show: decisions, only to eyes that may see them.

A decision gives away its player's hand (its policy lists the actions that
hand allows) and, for player 0 in a simultaneous phase, a sealed choice. So the
page sees a decision only when it was made from the viewer's own seat, or
when the viewer sees everything (``visibility.may_see``); a hint is asked only
for the human whose move the page shows.
"""

from __future__ import annotations

from typing import Any, cast

from ..agents import Decision, HeuristicAgent
from ..agents.claims import READER, worded
from ..agents.heuristic import chosen_claims
from ..engine import Action, Observation, Sacrifice
from ..engine.terms import is_card
from ..engine.visibility import Viewer, may_see
from ..game.session import Session
from . import words
from .protocol import DecisionRow, DecisionView, Hint, SampledWorld

MOST_ACTIONS = 8  # bars in the inspector; the rest are summed as "others"


def decision_view(
    session: Session, viewer: Viewer, every_move: bool = False
) -> DecisionView | None:
    """The decision taken from the state at the cursor, else the latest before it.

    Only a decision the viewer may see counts: with the view on one seat, the
    inspector keeps showing that seat's latest decision while the opponent moves.
    None made at or after a question waiting for its answer counts either
    (``Session.may_show_study``).
    """
    for step in range(session.cursor, -1, -1):
        decision = session.decisions.get(step)
        player = session.history[step].to_move
        if decision is None or player is None:
            continue
        if may_see(viewer, player) and session.may_show_study(step):
            seen = session.history[step].observe(player)
            return _summary(decision, step, seen, session.seat_name(player), every_move)
    return None


def _summary(
    decision: Decision, step: int, seen: Observation, seat: str, every_move: bool
) -> DecisionView:
    # By probability, then by value: a search that plays its best move outright ranks the rest.
    ranked = sorted(
        decision.policy,
        key=lambda action: (-decision.policy[action], -decision.values.get(action, -1e9)),
    )
    shown = ranked if every_move else ranked[:MOST_ACTIONS]
    if decision.action not in shown:
        shown[-1] = decision.action
    info = decision.info
    visits, reasons = _table(info, "visits"), _table(info, "reasons")
    rows: list[DecisionRow] = [
        {
            "action": str(action),
            "p": round(decision.policy[action], 4),
            "value": None if action not in decision.values else round(decision.values[action], 4),
            "visits": _count(visits.get(str(action))),
            "chosen": action == decision.action,
            "why": _texts(reasons.get(str(action))),
        }
        for action in shown
    ]
    worlds = info.get("sampled_worlds")
    because = info.get("chosen_because") or info.get("reason")
    return {
        "step": step,
        "player": seen.player,
        "seat": seat,
        "action": str(decision.action),
        "title": words.decision_title(step, seen.player, seat, str(decision.action)),
        "rows": rows,
        "order": words.DECISION_ORDER,
        "others": max(0, len(ranked) - len(shown)),
        "iterations": _search_size(decision),
        "worlds": [_world(world) for world in worlds[:4]] if isinstance(worlds, list) else [],
        "because": because if isinstance(because, str) else _texts(because),
        "value_kind": decision.value_kind,
        "value_title": words.value_title(decision.value_kind),
        "value_bars": words.value_bars(
            decision.value_kind, [row["value"] for row in rows if row["value"] is not None]
        ),
        "beliefs_caption": words.beliefs_caption(seen.player),
        "chosen_by": _text(info.get("chosen_by")),
        "beliefs": [
            {"value": value, "chance": round(chance, 4)} for value, chance in seen.beliefs().items()
        ],
    }


# An agent's info is any JSON it likes: the page is shown only the parts shaped as it declares
# (``protocol.DecisionView``), so an agent's odd evidence cannot break the board.


def _search_size(decision: Decision) -> int | None:
    """How much the agent searched, whatever it counts: iterations, playouts or rollouts."""
    for unit in ("iterations", "playouts", "rollouts"):
        if unit in decision.info:
            return _count(decision.info[unit])
    return None


def _world(world: object) -> SampledWorld:
    """Only the fields the page declares (``protocol.SampledWorld``)."""
    seen = world if isinstance(world, dict) else {}
    hand = seen.get("opponent_hand")
    value = seen.get("value")
    return {
        "opponent_hand": [card for card in hand if is_card(card)] if isinstance(hand, list) else [],
        "favours": _text(seen.get("favours")),
        "value": float(cast(float, value)) if _is_number(value) else None,
    }


def _table(info: dict[str, Any], key: str) -> dict[str, Any]:
    found = info.get(key)
    return found if isinstance(found, dict) else {}


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _count(value: object) -> int | None:
    return int(value) if _is_number(value) else None  # type: ignore[call-overload]


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _texts(value: object) -> list[str] | None:
    """A list of texts; one text alone becomes a list of one."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(each, str) for each in value):
        return value
    return None


def _cards_played(action: Action, hand: tuple[int, ...]) -> list[int]:
    """The cards an action takes from the hand (a sacrifice names none: it gives the lowest)."""
    return [hand[0]] if isinstance(action, Sacrifice) else list(action.cards)


def hint_for(session: Session) -> Hint:
    """What the heuristic agent would play for the player to move, and why, from their own view."""
    state = session.state
    mover = state.to_move
    if mover is None:
        raise ValueError("the game is over: there is no move to hint at")
    seen = state.observe(mover)
    decision = HeuristicAgent(seed=0).decide(seen)
    ranked = sorted(decision.values, key=lambda action: -decision.values[action])[:3]
    # The heuristic's own reason speaks of its hand; the hint speaks to the hand's owner.
    because = worded(chosen_claims(seen, decision.action, decision.values), READER)
    alternatives = [str(action) for action in ranked if action != decision.action]
    return {
        "cursor": session.cursor,
        "player": mover,
        "action": str(decision.action),
        "cards": _cards_played(decision.action, seen.hand),
        "because": because,
        "alternatives": alternatives,
        "text": words.hint_text(str(decision.action), because, alternatives),
    }
