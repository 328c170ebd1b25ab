"""The game's vocabulary, defined once: card values, hands, players, phases and the track.

docs/rules.md, "Components": cards carry values 1..12; the track has 7 spaces,
indexed 0..6 from player 0's goal (YAY) to player 1's (WOW), and their letters
spell T A C O C A T.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

LOWEST_VALUE: Final = 1
HIGHEST_VALUE: Final = 12
VALUES: Final = tuple(range(LOWEST_VALUE, HIGHEST_VALUE + 1))

Hand = tuple[int, ...]  # card values, ascending
Player = Literal[0, 1]
PLAYERS: Final[tuple[Player, Player]] = (0, 1)

Phase = Literal["replace", "duel", "attack", "defend", "over"]
PHASES: Final[tuple[Phase, ...]] = get_args(Phase)

TRACK_LETTERS: Final = "TACOCAT"
TRACK_LENGTH: Final = len(TRACK_LETTERS)
YAY_GOAL: Final = -1  # player 0's goal, before space 0
WOW_GOAL: Final = TRACK_LENGTH  # player 1's goal, after the last space
# Each player's goal (GOALS[player]) and its name on the board.
GOALS: Final[tuple[int, int]] = (YAY_GOAL, WOW_GOAL)
GOAL_NAMES: Final = {YAY_GOAL: "YAY", WOW_GOAL: "WOW"}


def _named_space(space: int) -> str:
    """A space's name: its letter, and the goal whose side of the centre it lies on when the
    letter is on both sides (T, A and C are), so that no two spaces share a name."""
    letter = TRACK_LETTERS[space]
    if TRACK_LETTERS.count(letter) == 1:
        return letter
    side = YAY_GOAL if space < TRACK_LENGTH // 2 else WOW_GOAL
    return f"the {GOAL_NAMES[side]}-side {letter}"


# Each space's name, from the YAY end: "the YAY-side T" ... "O" ... "the WOW-side T".
SPACE_NAMES: Final = tuple(_named_space(space) for space in range(TRACK_LENGTH))


def space_name(position: int) -> str:
    """How every text names a place on the board: a space by its name (``SPACE_NAMES``), or a
    goal: "the YAY-side C", "O", "the WOW goal"."""
    if position in GOAL_NAMES:
        return f"the {GOAL_NAMES[position]} goal"
    return SPACE_NAMES[position]


def count_text(count: int, noun: str = "card") -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def move_number(step: int) -> int:
    """The number of the move made from the state after ``step`` moves: every text counts the
    moves played from 1, so the first move is move 1 and the state after 4 moves comes before
    move 5."""
    return step + 1


def move_name(step: int) -> str:
    """The move made from the state after ``step`` moves, as every text names it: "move 5"."""
    return f"move {move_number(step)}"


# ``OPPONENT[player]`` is the other player: a lookup, not a call, on the rules' hot paths.
OPPONENT: Final[tuple[Player, Player]] = (1, 0)


def is_card(value: object) -> bool:
    """Whether ``value`` is a card value (an int 1..12, never a bool)."""
    return type(value) is int and LOWEST_VALUE <= value <= HIGHEST_VALUE
