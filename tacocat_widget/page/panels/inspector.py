"""The decision inspector: an agent's decision, only to eyes that may see it.

A decision gives away its player's hand (its policy lists the actions that
hand allows) and, for player 0 in a simultaneous phase, a sealed choice. So the
page sees a decision only when it was made from the viewer's own seat, or
when the viewer sees everything (``visibility.may_see``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict, cast

from ...agents import Decision
from ...agents.calibration import MEASURED_PLAYOUTS
from ...engine import Observation
from ...engine.terms import is_card, move_name
from ...engine.visibility import Viewer, may_see
from ...game.session import Session
from ..words import capitalised


class DecisionRow(TypedDict):
    """One action in the inspector: its probability, value, visits and named reasons."""

    action: str
    p: float
    value: float | None
    visits: int | None
    chosen: bool
    why: list[str] | None


class SampledWorld(TypedDict):
    """One opponent hand a search agent imagined, and the move that world favours."""

    opponent_hand: list[int]
    favours: str | None
    value: float | None


class BeliefView(TypedDict):
    """The chance, from the deciding player's view, that the opponent holds a card of ``value``."""

    value: int
    chance: float


class ValueBars(TypedDict):
    """Where the inspector's value bars start and end, and that in words."""

    low: float  # a value here draws no bar
    high: float  # a value here draws a full bar
    percent: bool  # the values are chances, written as percents
    words: str


class DecisionView(TypedDict):
    """An agent's decision as the inspector shows it."""

    step: int
    player: int
    seat: str
    action: str
    title: str  # who chose what, at which move
    rows: list[DecisionRow]
    order: str  # the rows' order, in words
    others: int
    iterations: int | None
    worlds: list[SampledWorld]
    because: list[str] | str | None
    value_kind: str | None  # what the value column means (agents' VALUE_KINDS)
    value_title: str  # the value column's numbers, in words
    value_bars: ValueBars
    beliefs_caption: str
    chosen_by: str | None  # how the agent picks among its moves, in words
    beliefs: list[BeliefView]  # from the deciding player's observation (Observation.beliefs)


# -- the view --------------------------------------------------------------------------------------

MOST_ACTIONS = 8  # bars in the inspector; the rest are summed as "others"


def decision_view(
    session: Session, viewer: Viewer, every_move: bool = False
) -> DecisionView | None:
    """The decision taken from the state at the cursor, else the latest before it.

    Only a decision the viewer may see counts: with the view on one seat, the
    inspector keeps showing that seat's latest decision while the opponent moves.
    None made at or after a question waiting for its answer counts either
    (``Study.may_show_study``).
    """
    for step in range(session.cursor, -1, -1):
        decision = session.decisions.get(step)
        player = session.history[step].to_move
        if decision is None or player is None:
            continue
        if may_see(viewer, player) and session.study.may_show_study(step):
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
        "title": decision_title(step, seen.player, seat, str(decision.action)),
        "rows": rows,
        "order": DECISION_ORDER,
        "others": max(0, len(ranked) - len(shown)),
        "iterations": _search_size(decision),
        "worlds": [_world(world) for world in worlds[:4]] if isinstance(worlds, list) else [],
        "because": because if isinstance(because, str) else _texts(because),
        "value_kind": decision.value_kind,
        "value_title": value_title(decision.value_kind),
        "value_bars": value_bars(
            decision.value_kind, [row["value"] for row in rows if row["value"] is not None]
        ),
        "beliefs_caption": beliefs_caption(seen.player),
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


# -- the sentences ---------------------------------------------------------------------------------

# What each kind of value means (``agents.base.VALUE_KINDS``): said where the values are shown.
VALUE_MEANINGS = {
    "game win chance": "the mover's chance of winning the game, calibrated",
    "estimated win chance": (
        "the mover's chance of winning the game, an estimate: calibrated on searches of"
        f" {MEASURED_PLAYOUTS[0]:,} to {MEASURED_PLAYOUTS[1]:,} playouts, and this one was"
        " smaller or larger"
    ),
    "round score": (
        "the mover's chance of winning the race to the goals from the board this round leaves,"
        " as if every later round were a coin flip, averaged over the imagined rounds: 0 to 1,"
        " not calibrated, so not a game win chance"
    ),
    "heuristic score": "the heuristic's rule-of-thumb score: higher is better; not a chance",
}
AN_AGENTS_OWN_MEASURE = "the agent's own measure; not a chance"
# The kinds whose values lie in 0..1: their bars start at 0.
FROM_ZERO_TO_ONE = frozenset({"game win chance", "estimated win chance", "round score"})
# The kinds shown as percents, as every chance on the board is.
PERCENTS = frozenset({"game win chance", "estimated win chance"})


def value_title(kind: str | None) -> str:
    """What a value column's numbers are, for the pointer resting on its heading."""
    if not kind:
        return ""
    return f"{kind}: {VALUE_MEANINGS.get(kind, AN_AGENTS_OWN_MEASURE)}"


def value_bars(kind: str | None, values: Sequence[float]) -> ValueBars:
    """Where the value bars start and end, and that in words: a value in 0..1 on 0..1; a score
    from 0, or from the lowest shown when it is below 0 (so the baseline is always said)."""
    if kind in FROM_ZERO_TO_ONE or not values:
        low, high = 0.0, 1.0
    else:
        low, high = min(0.0, *values), max(0.0, *values)
    if kind in PERCENTS:
        span = "0 to 100%"
    elif kind in FROM_ZERO_TO_ONE:
        span = "0 to 1"
    elif low < 0:
        span = f"{low:.3f} (the lowest shown) to {high:.3f}"
    else:
        span = f"0 to {high:.3f}"
    return {
        "low": low,
        "high": high,
        "percent": kind in PERCENTS,
        "words": f"Value bars: from {span}.",
    }


def beliefs_caption(player: int) -> str:
    """Above the beliefs of the player who decided: whose hand they are about, in card order."""
    return f"Player {1 - player} holds at least one, as player {player} saw it (by card value):"


DECISION_ORDER = "Likeliest first (by policy), then by value."


def decision_title(step: int, player: int, seat: str, action: str) -> str:
    return f"{capitalised(move_name(step))}: player {player} ({seat}) chose {action}"
