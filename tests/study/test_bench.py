"""The table of figures timed by turns: each side's median and the median of the turns' ratios."""

from __future__ import annotations

from tacocat_widget.study.bench import turns_table


def test_a_row_gives_the_medians_and_the_turns_ratios_with_their_middle_half() -> None:
    # The ratio is taken turn by turn: 2, 1.5, 3, 1 and 2.5, not the ratio of the medians.
    turns = [(100.0, 200.0), (200.0, 300.0), (100.0, 300.0), (400.0, 400.0), (200.0, 500.0)]
    heading, row = turns_table({"games/s": turns}, ("pure", "compiled"))
    assert heading.split()[1:4] == ["pure", "compiled", "compiled/pure"]
    assert row.split() == ["games/s", "200.0", "300.0", "2.00", "1.25-2.75"]
