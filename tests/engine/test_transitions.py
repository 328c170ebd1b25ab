"""The dispatcher asks each phase's rules through one table, PHASE_RULES, and nothing else."""

from __future__ import annotations

import pytest

from tacocat_widget.engine import Attack, Duel, GameState, Replace, new_game
from tacocat_widget.engine.phases import attack, defend, duel, replace
from tacocat_widget.engine.record import Table
from tacocat_widget.engine.terms import PHASES
from tacocat_widget.engine.transitions import (
    PHASE_RULES,
    is_legal,
    legal_actions,
    step,
    why_illegal,
)


def _a_duel() -> GameState:
    """A state in the duel phase, reached by keeping every card."""
    for seed in range(200):
        state = new_game(seed)
        while state.phase == "replace":
            state = state.apply(Replace(()))
        if state.phase == "duel":
            return state
    raise AssertionError("no seed of 200 reaches a duel")


def test_every_phase_of_play_has_its_modules_rules_and_the_end_has_none() -> None:
    assert set(PHASE_RULES) == set(PHASES) - {"over"}
    modules = {"replace": replace, "duel": duel, "attack": attack, "defend": defend}
    assert all(PHASE_RULES[phase] is module.RULES for phase, module in modules.items())
    assert legal_actions(new_game(1).apply(Replace(()))) != ()
    over = new_game(1)
    while not over.is_over:
        over = over.apply(over.legal_actions()[0])
    assert legal_actions(over) == () and not is_legal(over, Replace(()))


def test_every_question_of_a_phase_is_asked_of_the_rules_the_table_gives_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Given the lead's rules for the duel, each question answers as the lead would."""
    state = _a_duel()
    lead = Attack((state.hands[0][0],))
    assert legal_actions(state) == duel.RULES.legal(state) and not is_legal(state, lead)
    monkeypatch.setitem(PHASE_RULES, "duel", attack.RULES)
    assert legal_actions(state) == attack.RULES.legal(state)
    assert is_legal(state, lead) and not is_legal(state, Duel(state.hands[0][0]))
    assert "must lead a card, a set or a sequence" in why_illegal(state, Duel(1))
    table = Table.copy_of(state)
    table.attacker = table.to_move  # as the lead's rules expect of a trick
    step(table, lead)
    assert table.phase == "defend" and table.pending == lead.cards
