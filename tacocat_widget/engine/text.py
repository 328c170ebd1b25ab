"""Plain-text pictures of a game, for people, logs and golden tests.

``describe_observation`` prints only what one player may see (docs/rules.md,
"What each player sees"); ``describe_state`` prints everything an all-seeing observer
may see: both hands and any secret choice, but still only the draw pile's size.

The track reads from player 0's goal to player 1's::

    player 0 YAY [T4>] [A5>] (C6>)@ [###] [C6<] [A5<] [T4<] WOW player 1

Each space shows its letter, its hand size and its arrow, which points at the
player who replaces first there (``<`` player 0, ``>`` player 1, ``<>`` both
at once); ``[###]`` is a tiled space and ``@`` marks the Tacocat.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action, Replace
from .observation import ObservationRecord as Observation
from .observation import observe
from .plays import face_up_plays
from .record import StateRecord
from .rules import Arrow, Rules
from .terms import TRACK_LENGTH, TRACK_LETTERS, WOW_GOAL, YAY_GOAL, count_text
from .transitions import legal_actions

LINE_WIDTH = 100
MOST_LISTED_REPLACES = 12  # longer lists of replace choices are summarised
_ARROW_MARKS: dict[Arrow, str] = {0: "<", 1: ">", "both": "<>"}
_DOING = {
    "replace": "to replace",
    "duel": "to choose a duel card",
    "attack": "to lead an attack",
}


def describe_observation(obs: Observation) -> str:
    """What player ``obs.player`` sees, as a few lines of text; nothing hidden from them."""
    lines = [f"player {obs.player}'s view", *_table_lines(obs), _hand_line(obs)]
    if obs.sealed is not None:
        lines.append(f"your secret choice: {obs.sealed} (hidden until both have chosen)")
    lines += _record_lines(obs)
    if obs.legal_actions:
        lines.append(f"your move: {actions_text(obs.legal_actions)}")
    return "\n".join(lines)


def describe_state(state: StateRecord) -> str:
    """Everything about ``state`` but the draw pile's order: both hands, any secret choice."""
    public = observe(state, 0, Observation)  # the face-up facts are the same for both players
    lines = ["all cards shown (the draw pile's order stays hidden)", *_table_lines(public)]
    lines += [f"player {player}'s hand: {cards_text(state.hands[player])}" for player in (0, 1)]
    if state.sealed is not None:
        lines.append(f"player 0's secret choice: {state.sealed}")
    lines += _record_lines(public)
    if state.to_move is not None:
        lines.append(f"player {state.to_move}'s move: {actions_text(legal_actions(state))}")
    return "\n".join(lines)


def cards_text(cards: Sequence[int]) -> str:
    """Card values separated by spaces, or ``none``."""
    return " ".join(map(str, cards)) or "none"


def actions_text(actions: Sequence[Action]) -> str:
    """The actions' ``str()`` forms; a long list of replace choices is summarised."""
    if len(actions) > MOST_LISTED_REPLACES and all(isinstance(a, Replace) for a in actions):
        most = max(len(action.cards) for action in actions if isinstance(action, Replace))
        return f"replace none, or up to {count_text(most)} ({len(actions)} distinct choices)"
    return " | ".join(map(str, actions))


def wrap_items(head: str, items: Sequence[str], separator: str = ";") -> list[str]:
    """``head`` and the items on lines of at most LINE_WIDTH, never breaking an item."""
    pieces = [f"{item}{separator}" for item in items[:-1]] + list(items[-1:])
    lines = [head]
    for piece in pieces:
        if len(lines[-1]) + 1 + len(piece) > LINE_WIDTH and lines[-1] != head:
            lines.append(f"  {piece}")
        else:
            lines[-1] += f" {piece}"
    return lines


def track_text(rules: Rules, position: int, covered: frozenset[int]) -> str:
    """One line from the YAY goal (player 0) to the WOW goal (player 1)."""
    parts = ["player 0", "YAY@" if position == YAY_GOAL else "YAY"]
    parts += [_space_text(rules, space, position, covered) for space in range(TRACK_LENGTH)]
    parts += ["WOW@" if position == WOW_GOAL else "WOW", "player 1"]
    return " ".join(parts)


def _space_text(rules: Rules, space: int, position: int, covered: frozenset[int]) -> str:
    if space in covered:
        return "[###]"
    arrow = _ARROW_MARKS[rules.arrows[space]]
    face = f"{TRACK_LETTERS[space]}{rules.hand_sizes[space]}{arrow}"
    return f"({face})@" if space == position else f"[{face}]"


def _table_lines(view: Observation) -> list[str]:
    """The board, and the round and phase in words."""
    track = track_text(view.rules, view.position, view.covered)
    return [f"track: {track}", _phase_line(view)]


def _phase_line(view: Observation) -> str:
    if view.phase == "over":
        goal = "YAY" if view.winner == 0 else "WOW"
        return (
            f"game over after round {view.round}: player {view.winner} wins "
            f"(the Tacocat reached {goal})"
        )
    mover = f"player {view.to_move}"
    if view.phase == "defend":
        doing = f"{mover} to answer {view.pending[0]}"
    else:
        doing = f"{mover} {_DOING[view.phase]}"
    if view.sealed is not None or view.opponent_sealed:
        doing += ", player 0 has chosen face down"
    return f"round {view.round}, {view.phase}: {doing}"


def _hand_line(obs: Observation) -> str:
    held = count_text(obs.opponent_hand_size)
    return f"your hand: {cards_text(obs.hand)}; player {obs.opponent} holds {held}"


def _record_lines(view: Observation) -> list[str]:
    """The public record: the attack to answer, the draw pile, replaces, face-up cards."""
    lines = []
    if view.pending:
        lines.append(_pending_line(view))
    if view.phase != "over":
        lines.append(f"draw pile: {count_text(view.draw_pile_size)}, face down")
        lines.append(f"replaced this round: {_replaced_text(view.replaced)}")
    if view.events:
        lines += wrap_items("face up this round:", [str(event) for event in view.events])
    if view.last_round is not None:
        lines.append(f"last result: {view.last_round}")
    return lines


def _pending_line(view: Observation) -> str:
    attacker = view.attacker
    line = f"attacking cards to answer: {cards_text(view.pending)} (player {attacker} attacks)"
    if view.trick_lost:
        line += f"; a sacrifice was made, so player {attacker} leads again"
    return line


def _replaced_text(replaced: tuple[int | None, int | None]) -> str:
    counts = ["not yet" if count is None else count_text(count) for count in replaced]
    return f"player 0 {counts[0]}, player 1 {counts[1]}"


def move_text(before: StateRecord, action: Action, after: StateRecord) -> list[str]:
    """What everyone saw happen when ``action`` took ``before`` to ``after``.

    A choice made face down (player 0's in a simultaneous phase) is told only
    as "chooses"; it is shown when player 1's choice reveals both.
    """
    if after.sealed is not None:
        return [f"player 0 chooses {_SEALED_WORDS[before.phase]}, face down"]
    plays = face_up_plays(before, action, after)
    if before.phase == "defend":
        lines = [f"{plays[0]} against {before.pending[0]}"]
    else:
        lines = [str(play) for play in plays]
    return lines + _outcome_lines(before, after)


_SEALED_WORDS = {"replace": "cards to replace", "duel": "a duel card"}


def _outcome_lines(before: StateRecord, after: StateRecord) -> list[str]:
    if after.round != before.round or after.phase == "over":
        return [str(after.last_round)]
    if after.phase == "attack" and before.phase == "duel":
        return [f"player {after.attacker} attacks first"]
    if after.phase == "attack" and before.phase == "defend":
        again = after.attacker == before.attacker
        return [
            f"player {after.attacker} " + ("leads again" if again else "defended all and leads")
        ]
    if after.phase == "duel" and before.phase == "duel":
        return ["a tie: duel again"]
    return []
