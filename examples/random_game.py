"""Play one seeded game of random legal moves and print it step by step.

    python examples/random_game.py --seed 3
    python examples/random_game.py --seed 8 --no-jumbo --final-tie arrow

The same arguments always print the same game.
"""

from __future__ import annotations

import argparse
import random

from tacocat_widget.engine import GameState, Rules, new_game
from tacocat_widget.engine.text import describe_state


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0, help="seeds the deals and the moves")
    parser.add_argument(
        "--jumbo",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="allow sets and sequences as attacks (default: on)",
    )
    parser.add_argument(
        "--final-tie",
        choices=("stay", "arrow"),
        default="stay",
        help="a tied showdown stays, or goes to the player the arrow points at",
    )
    return parser.parse_args(argv)


def play(seed: int, rules: Rules) -> GameState:
    """Print every step of a random game and return the finished state."""
    state = new_game(seed, rules)
    chooser = random.Random(seed)
    step = 0
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        print(f"--- step {step}\n{describe_state(state)}\n>>> player {state.to_move}: {action}\n")
        state = state.apply(action)
        step += 1
    print(f"--- end, after {step} steps\n{describe_state(state)}\n")
    return state


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    state = play(args.seed, Rules(jumbo=args.jumbo, final_tie=args.final_tie))
    print(f"winner: player {state.winner} (after {state.round} rounds)")


if __name__ == "__main__":
    main()
