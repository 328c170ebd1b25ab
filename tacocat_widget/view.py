"""What the page receives: the session as one viewer may see it.

Everything the page draws comes from ``page_view``, which starts from
``state.observe(viewer)``: a hand the viewer may not see is never in it. Only
with ``viewer == "all"`` are both hands shown (the draw pile's order never is).
"""

from __future__ import annotations

from typing import Any, Literal

from .engine import Defend, GameState, Sacrifice
from .engine.terms import TRACK_LETTERS
from .engine.text import move_text
from .inspector import decision_view
from .session import Session

PROTOCOL = 1  # bumped when the page's view or its messages change shape
Viewer = int | Literal["all"]


def page_view(session: Session, viewer: Viewer) -> dict[str, Any]:
    """The JSON-safe view the page draws, for ``viewer`` 0, 1 or ``"all"``."""
    state = session.state
    seen = state.observe(0 if viewer == "all" else viewer)  # type: ignore[arg-type]
    public = seen.to_dict()
    return {
        "protocol": PROTOCOL,
        "viewer": viewer,
        "seats": list(session.seat_names()),
        "humans": [session.is_human(0), session.is_human(1)],
        **{key: public[key] for key in _PUBLIC_KEYS},
        "hands": _visible_hands(state, viewer),
        "hand_sizes": [len(hand) for hand in state.hands],
        "sealed": _visible_sealed(state, viewer),
        "player0_has_chosen": state.sealed is not None,
        "track": _track(state),
        "choices": page_choices(session, viewer),
        "status": status_text(state, session),
        "cursor": session.cursor,
        "history_length": len(session.history),
        "log": game_log(session),
        "decision": decision_view(session, viewer),
    }


_PUBLIC_KEYS = (
    "phase",
    "to_move",
    "round",
    "position",
    "covered",
    "winner",
    "attacker",
    "pending",
    "draw_pile_size",
    "replaced",
    "events",
    "trick_lost",
    "last_round",
)


def _visible_hands(state: GameState, viewer: Viewer) -> list[list[int] | None]:
    return [
        list(hand) if viewer in ("all", player) else None for player, hand in enumerate(state.hands)
    ]


def _visible_sealed(state: GameState, viewer: Viewer) -> dict[str, Any] | None:
    if state.sealed is None or viewer not in ("all", 0):
        return None
    return state.sealed.to_dict()


def _track(state: GameState) -> list[dict[str, Any]]:
    rules = state.rules
    return [
        {"letter": letter, "number": rules.hand_sizes[space], "arrow": rules.arrows[space]}
        for space, letter in enumerate(TRACK_LETTERS)
    ]


def page_choices(session: Session, viewer: Viewer) -> dict[str, Any] | None:
    """What the page may offer the viewer to click, or None when it is not their move.

    Compact on purpose: a replace may be any of the hand's cards up to a cap,
    so the page is told the cap rather than every choice.
    """
    state = session.state
    mover = state.to_move
    if mover is None or not session.is_human(mover) or viewer not in ("all", mover):
        return None
    legal = state.legal_actions()
    if state.phase == "replace":
        return {"kind": "replace", "player": mover, "cap": state.replace_cap()}
    if state.phase == "duel":
        return {"kind": "duel", "player": mover, "cards": [a.card for a in legal]}  # type: ignore[union-attr]
    if state.phase == "attack":
        return {"kind": "attack", "player": mover, "leads": [list(a.cards) for a in legal]}  # type: ignore[union-attr]
    return {
        "kind": "defend",
        "player": mover,
        "against": state.pending[0],
        "cards": [a.card for a in legal if isinstance(a, Defend)],
        "sacrifice": any(isinstance(a, Sacrifice) for a in legal),
    }


_DOING = {
    "replace": "choose cards to replace",
    "duel": "choose a duel card",
    "attack": "lead an attack",
    "defend": "answer",
}


def status_text(state: GameState, session: Session) -> str:
    """Whose move it is and what they must do, in words."""
    if state.is_over:
        return f"Game over: player {state.winner} ({session.seat_name(state.winner)}) wins"  # type: ignore[arg-type]
    mover = state.to_move
    doing = _DOING[state.phase]
    if state.phase == "defend":
        doing += f" the attacking {state.pending[0]}"
    who = "you" if session.is_human(mover) else session.seat_name(mover)  # type: ignore[arg-type]
    return f"Round {state.round}: player {mover} ({who}) to {doing}"


def game_log(session: Session) -> list[str]:
    """What everyone saw, up to the cursor: earlier rounds by their result, this one move by move.

    Bounded so the synced view stays small however long the game runs.
    """
    lines: list[str] = []
    for index in range(session.cursor):
        before, after = session.history[index], session.history[index + 1]
        if after.round == session.state.round or after.is_over:
            lines += move_text(before, session.actions[index], after)
        elif after.round != before.round:
            lines.append(str(after.last_round))
    return lines
