"""OpenSpiel's information-set MCTS against this package's agents, through the arena.

    .venv/bin/pip install -e ".[openspiel]"          # from a clone of the repository
    python examples/openspiel_arena.py                # 4 games, 100 simulations a move
    python examples/openspiel_arena.py --games 10 --simulations 200 --opponent planner

OpenSpiel's bot is slow next to this package's agents: at 100 simulations it
took a median 0.95 s a move here, about 20 s a game (``--games 2``: 41 s on one
core), and twice that at 200. The run says so before it starts.

The game is registered with OpenSpiel as "python_tacocat" (tacocat_widget.openspiel);
the bot takes a seat as an agent, seeing only its own observation.
"""

from __future__ import annotations

import argparse

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from tacocat_widget.arena import arena
from tacocat_widget.openspiel import OpenSpielAgent


def ismcts_bot(simulations: int):  # type: ignore[no-untyped-def]
    """A maker of OpenSpiel's ISMCTS bot, with random rollouts to score its leaves."""

    def make(game, seed):  # type: ignore[no-untyped-def]
        evaluator = mcts.RandomRolloutEvaluator(
            n_rollouts=1, random_state=np.random.RandomState(seed)
        )
        return ismcts.ISMCTSBot(
            game=game,
            evaluator=evaluator,
            uct_c=2.0,
            max_simulations=simulations,
            random_state=np.random.RandomState(seed + 1),
        )

    return make


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="an even number: each deal twice")
    parser.add_argument("--simulations", type=int, default=100, help="ISMCTS simulations a move")
    parser.add_argument("--opponent", default="heuristic", help="random, heuristic, ismcts, ...")
    parser.add_argument("--seed", type=int, default=0)
    options = parser.parse_args()
    bot = OpenSpielAgent(
        ismcts_bot(options.simulations), name="openspiel-ismcts", seed=options.seed
    )
    print(
        f"{options.games} games against {options.opponent}, {options.simulations} ISMCTS "
        "simulations a move, in one process: OpenSpiel's bot takes about a second a move at 100 "
        "simulations, so expect several minutes. Progress shows as each game ends."
    )
    # One process: the bot lives in this one, and OpenSpiel's bots do not pickle.
    print(arena(bot, options.opponent, games=options.games, seed=options.seed, processes=1))


if __name__ == "__main__":
    main()
