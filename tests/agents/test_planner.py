"""The planner: legal, deterministic, win chances on a real scale, reasons from its own evidence."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tacocat_widget.agents import PlannerAgent, make_agent
from tacocat_widget.agents.calibration import (
    FITTED_BUDGETS,
    MEASURED_PLAYOUTS,
    REFERENCE_PLAYOUTS,
    Prediction,
    calibrated,
    fit_calibration,
    is_measured,
    load_rows,
    play_and_record,
    save_rows,
    search_size,
)
from tacocat_widget.agents.chances import (
    DEFAULT_ROUND_CHANCES,
    _player0_wins,
    board_win_chance,
    measure_round_chances,
    round_chances,
)
from tacocat_widget.agents.inference import plays_likelihood
from tacocat_widget.agents.race import race
from tacocat_widget.agents.rollout_policy import TunedPolicy
from tacocat_widget.engine import Attack, Observation, Rules, new_game
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.engine.rules import DEFAULT_RULES
from tacocat_widget.study import fit
from tests.engine.scenario import after_duel, skip_replace

HABITS = TunedPolicy()

# -- The board's win chance ---------------------------------------------------


def test_with_coin_flip_rounds_the_board_chance_is_the_race() -> None:
    coin = ((0.5, 0.5, 0.0),) * 7
    for position in range(7):
        for covered in ({0, 6}, {1, 2}, set(), {4, 5, 6}):
            spaces = frozenset(covered) - {position}
            expected = race(position, spaces, None, 0)
            assert _player0_wins(coin, position, spaces) == pytest.approx(expected)


def test_ties_only_delay_a_round() -> None:
    tied = tuple((0.4, 0.4, 0.2) for _ in range(7))
    coin = ((0.5, 0.5, 0.0),) * 7
    assert _player0_wins(tied, 2, frozenset({0})) == pytest.approx(
        _player0_wins(coin, 2, frozenset({0}))
    )


def test_the_two_players_chances_add_up_and_a_won_game_is_certain() -> None:
    for position in range(7):
        zero = board_win_chance(DEFAULT_RULES, position, frozenset(), None, 0)
        one = board_win_chance(DEFAULT_RULES, position, frozenset(), None, 1)
        assert zero + one == pytest.approx(1.0)
    assert board_win_chance(DEFAULT_RULES, -1, frozenset(), 0, 0) == 1.0
    assert board_win_chance(DEFAULT_RULES, -1, frozenset(), 0, 1) == 0.0


def test_nearer_your_goal_is_better() -> None:
    chances = [board_win_chance(DEFAULT_RULES, p, frozenset(), None, 0) for p in range(7)]
    assert chances == sorted(chances, reverse=True)


def test_round_chances_are_measured_for_other_rules() -> None:
    measured = measure_round_chances(Rules(jumbo=False), rounds=60, seed=3)
    assert len(measured) == 7
    for chances in measured:
        assert sum(chances) == pytest.approx(1.0)
    assert round_chances(DEFAULT_RULES) is DEFAULT_ROUND_CHANCES


# -- What the opponent's plays say --------------------------------------------


def test_a_sacrifice_makes_hands_that_could_have_defended_less_likely() -> None:
    state = after_duel((1, 3, 11), (2, 4, 5), 12, 6)  # player 0 attacks
    state = state.apply(Attack((11,)))
    seen_before = state.observe(0)
    state = state.apply(state.legal_actions()[-1])  # player 1 sacrifices the 2
    assert state.events[-1].kind == "sacrifice"
    seen = state.observe(0)
    could_defend, could_not = (4, 12), (4, 5)  # either would have duelled the 6 by habit

    def likelihood(seen: Observation, hand: tuple[int, ...]) -> float:
        return plays_likelihood(seen, hand, HABITS)

    assert likelihood(seen, could_not) > likelihood(seen, could_defend) > 0.0
    assert likelihood(seen_before, could_not) == likelihood(seen_before, could_defend)


def test_every_hand_consistent_with_the_game_stays_possible() -> None:
    rng = random.Random(9)
    for seed in range(40):
        state = new_game(seed)
        while not state.is_over:
            for player in (0, 1):
                seen = state.observe(player)
                likelihood = plays_likelihood(seen, state.hands[1 - player], HABITS)
                assert 0.0 < likelihood <= 1.0
            state = state.apply(random_action(state, rng))


# -- Calibration ----------------------------------------------------------------


@pytest.mark.parametrize("playouts", [100, 875, 3500, 14_000, 100_000])
def test_calibration_is_monotone_and_keeps_decided_games(playouts: int) -> None:
    raws = [0.01 * step for step in range(1, 100)]
    shown = [calibrated(raw, 0.4, playouts) for raw in raws]
    assert shown == sorted(shown)
    assert calibrated(0.0, 0.4, playouts) == 0.0 and calibrated(1.0, 0.4, playouts) == 1.0


def test_a_search_outside_the_fitted_sizes_is_read_as_the_nearest_and_called_an_estimate() -> None:
    low, high = MEASURED_PLAYOUTS
    assert is_measured(low) and is_measured(high) and is_measured(REFERENCE_PLAYOUTS)
    assert not is_measured(low - 1) and not is_measured(high + 1)
    assert calibrated(0.7, 0.5, 10) == calibrated(0.7, 0.5, low)
    assert calibrated(0.7, 0.5, 10**6) == calibrated(0.7, 0.5, high)
    assert search_size(REFERENCE_PLAYOUTS) == 0.0
    assert low <= min(FITTED_BUDGETS) and max(FITTED_BUDGETS) * 0.98 <= high


def test_the_fit_recovers_a_known_curve_by_size_and_rows_survive_a_save(tmp_path: Path) -> None:
    rng = random.Random(5)
    truth = (0.9, 0.1, 0.3, -0.05, -0.2, 0.05)
    rows = []
    for game in range(30_000):
        raw, board = rng.uniform(0.05, 0.95), rng.uniform(0.1, 0.9)
        playouts = rng.choice(FITTED_BUDGETS)
        chance = calibrated(raw, board, playouts, truth)
        won = int(rng.random() < chance)
        rows.append(Prediction(game, "duel", raw, chance, board, won, playouts))
    fitted = fit_calibration(rows)
    assert fitted == pytest.approx(truth, abs=0.06)
    save_rows(rows[:50], tmp_path / "rows.jsonl")
    assert load_rows(tmp_path / "rows.jsonl") == rows[:50]


def test_a_planner_outside_the_fitted_sizes_calls_its_chances_estimates() -> None:
    seen = new_game(2).observe(0)
    small = PlannerAgent(seed=1, iterations=200).decide(seen)
    assert small.value_kind == "estimated win chance" and small.info["playouts"] < 790
    fitted = PlannerAgent(seed=1, iterations=1000).decide(seen)
    assert fitted.value_kind == "game win chance"
    values = small.values
    raw = small.info["raw_values"]
    board = board_win_chance(seen.rules, seen.position, seen.covered, None, 0)
    for action, value in values.items():
        assert value == calibrated(raw[str(action)], board, small.info["playouts"])


# -- The agent -------------------------------------------------------------------


def test_every_move_gets_a_win_chance_and_the_best_is_played() -> None:
    seen = skip_replace(new_game(3)).observe(0)
    decision = PlannerAgent(seed=1, iterations=400).decide(seen)
    legal = seen.legal_actions
    assert decision.value_kind == "game win chance"
    assert set(decision.values) == set(legal)
    assert all(0.0 <= value <= 1.0 for value in decision.values.values())
    contenders = [a for a in legal if str(a) in decision.info["still_in_contention"]]
    assert decision.action in contenders
    assert decision.values[decision.action] == max(decision.values[a] for a in contenders)
    shown = sum(world["playouts"] * 2 for world in decision.info["sampled_worlds"])
    assert decision.info["playouts"] + shown >= 400  # the shown worlds come out of the budget
    json.dumps(decision.to_dict())


def test_decisions_are_deterministic_for_a_seed() -> None:
    seen = new_game(8).observe(0)
    first = PlannerAgent(seed=5, iterations=300).decide(seen)
    again = PlannerAgent(seed=5, iterations=300).decide(seen)
    assert first.to_dict() == again.to_dict()


def test_the_reason_is_drawn_from_the_evidence() -> None:
    seen = skip_replace(new_game(11)).observe(0)
    decision = PlannerAgent(seed=2, iterations=600).decide(seen)
    info, chosen = decision.info, str(decision.action)
    won = info["round_won"][chosen]
    assert f"won the round in {won:.0%} of the imagined worlds" in info["reason"]
    assert ("close call" in info["reason"]) == info["close_call"]
    assert decision.action.cards[0] != seen.hand[0]
    assert f"keeps its lowest card, {seen.hand[0]}, for the showdown" in info["reason"]
    first, runner = info["still_in_contention"][:2]
    assert first == chosen
    values = {str(action): value for action, value in decision.values.items()}
    assert f"the next best, {runner}" in info["reason"]
    assert f"win chance {values[first]:.2f} against {values[runner]:.2f}" in info["reason"]


def test_shown_worlds_use_enough_playouts_to_agree_with_the_search_on_a_clear_choice() -> None:
    # Attacked with a 3 while holding 1 and 12: defending with the 12 keeps the 1, in every world.
    state = after_duel((1, 12), (3, 9), 4, 5).apply(Attack((3,)))
    seen = state.observe(0)
    decision = PlannerAgent(seed=3, iterations=600).decide(seen)
    assert str(decision.action) == "defend 12"
    assert not decision.info["close_call"]
    worlds = decision.info["sampled_worlds"]
    assert worlds and all(world["favours"] == "defend 12" for world in worlds)


def test_by_name_and_with_a_time_limit() -> None:
    agent = make_agent("planner", 4, time_limit=0.05)
    assert isinstance(agent, PlannerAgent) and agent.time_limit == 0.05
    decision = agent.decide(new_game(2).observe(0))
    assert decision.action in new_game(2).observe(0).legal_actions


def test_self_play_records_what_each_decision_showed_and_how_the_game_ended() -> None:
    rows = play_and_record(lambda seed: PlannerAgent(seed=seed, iterations=100), 12)
    assert rows and {row.game for row in rows} == {12}
    for row in rows:
        assert row.chance == pytest.approx(calibrated(row.raw, row.board, row.playouts))
        assert 0 < row.playouts < 200  # the budget, and a playout a move at the last look
        assert 0.0 <= row.board <= 1.0 and row.won in (0, 1)
    assert {row.won for row in rows} == {0, 1}  # both players moved: one won, one lost


def test_the_fit_command_prints_constants_to_paste(capsys: pytest.CaptureFixture[str]) -> None:
    fit.main(["chances", "--rounds", "30"])
    printed = capsys.readouterr().out
    assert printed.startswith("DEFAULT_ROUND_CHANCES = (") and printed.count("),") == 7


def test_the_fit_command_fits_the_calibration_across_budgets(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    saved = tmp_path / "decisions.jsonl"
    arguments = ["--budgets", "40", "80", "--games", "2", "--processes", "1"]
    fit.main(["calibration", *arguments, "--save", str(saved)])
    printed = capsys.readouterr().out.splitlines()
    assert printed[1].startswith("CALIBRATION = (") and printed[1].count(",") == 5
    assert printed[2].startswith("MEASURED_PLAYOUTS = (")
    assert len({row.playouts for row in load_rows(saved)}) > 1  # searches of both sizes
    fit.main(["calibration", "--load", str(saved)])
    assert capsys.readouterr().out.splitlines()[1:] == printed[1:]
