"""Deal, Showdown and Move (docs/rules.md, "A round" steps 1, 5 and 6)."""

from __future__ import annotations

from ..counts import SINGLE, counts_of
from ..record import Table
from ..records import RoundResult
from ..shuffle import shuffled
from ..terms import TRACK_LENGTH, WOW_GOAL, YAY_GOAL, Hand, Player
from .common import new_result


def deal(table: Table) -> None:
    """Deal: shuffle all the cards, as many to each player as the Tacocat's space says.

    A round can bring only the top 4N cards into play: N to each player, and
    at most N more each in the one replace. Only those need a random order;
    the rest wait face down for the next deal's shuffle.
    """
    reachable = 4 * table.rules.hand_sizes[table.position]
    cards, table.rng = shuffled(table.rules.cards(), table.rng, reachable)
    start_round(table, cards)


def start_round(table: Table, cards: Hand) -> None:
    """Player 0 takes the first N cards, player 1 the next N; the rest is the draw pile."""
    size = table.rules.hand_sizes[table.position]
    table.hand_counts = (counts_of(cards[:size]), counts_of(cards[size : 2 * size]))
    table.draw_pile = cards[2 * size :]
    table.events = ()
    table.replaced = (None, None)
    table.attacker = None
    table.pending = ()
    table.trick_lost = False
    table.sealed = None
    table.phase = "replace"
    first = table.rules.arrows[table.position]
    table.to_move = 0 if first == "both" else first  # type: ignore[assignment]


def end_round(table: Table) -> None:
    """Showdown once both hold one card: the lower wins and moves the Tacocat; then deal."""
    hands = table.hand_counts
    shown = (SINGLE[hands[0]], SINGLE[hands[1]])
    winner = round_winner(table, shown)
    start = table.position
    if winner is not None:
        move_tacocat(table, winner)
    table.last_round = new_result(RoundResult, (table.round, shown, winner, start, table.position))
    if table.winner is None:
        table.round += 1
        if table.deals_next_round:
            deal(table)


def round_winner(table: Table, shown: tuple[int, int]) -> Player | None:
    """The lower card wins; a tie stays (or, with ``final_tie="arrow"``, goes to the arrow)."""
    if shown[0] != shown[1]:
        return 0 if shown[0] < shown[1] else 1
    arrow = table.rules.arrows[table.position]
    if table.rules.final_tie == "arrow" and arrow != "both":
        return arrow  # type: ignore[return-value]
    return None


def move_tacocat(table: Table, winner: Player) -> None:
    """One space toward the winner's goal, skipping tiles; the space left gets a tile."""
    direction = -1 if winner == 0 else 1
    target = table.position + direction
    while 0 <= target < TRACK_LENGTH and target in table.covered:
        target += direction
    table.covered = table.covered | {table.position}
    if 0 <= target < TRACK_LENGTH:
        table.position = target
        return
    table.position = YAY_GOAL if winner == 0 else WOW_GOAL
    table.winner = winner
    table.phase = "over"
    table.to_move = table.attacker = None
    table.pending = ()
