"""Paired draws: every move tried in a world meets the draws a freshly seeded generator gives."""

from __future__ import annotations

import random

from tacocat_widget.agents.paired import PairedDraws


def test_each_replay_reads_what_a_generator_seeded_alike_would() -> None:
    draws, reference = PairedDraws(7), random.Random(7)
    expected = [reference.random() for _ in range(30)]
    for length in (5, 30, 12, 1, 30):  # readers that read more or less than the record
        draws.replay()
        assert [draws.random() for _ in range(length)] == expected[:length]


def test_forgetting_starts_a_new_record_from_the_same_stream() -> None:
    draws, reference = PairedDraws(11), random.Random(11)
    first = [draws.random() for _ in range(4)]
    draws.forget()
    second = [draws.random() for _ in range(4)]
    draws.replay()
    assert [draws.random() for _ in range(4)] == second
    assert first + second == [reference.random() for _ in range(8)]


def test_every_method_of_a_generator_is_replayed() -> None:
    """``choice``, ``randrange`` and ``shuffle`` draw through ``getrandbits``, which is recorded."""
    draws = PairedDraws(3)

    def reader() -> tuple[object, ...]:
        cards = list(range(10))
        draws.shuffle(cards)
        return draws.choice("abcdef"), draws.randrange(1000), draws.random(), tuple(cards)

    first = reader()
    for _ in range(3):
        draws.replay()
        assert reader() == first


def test_a_reader_that_asks_differently_leaves_the_record_there() -> None:
    draws = PairedDraws(5)
    recorded = [draws.random(), draws.random()]
    draws.replay()
    assert draws.random() == recorded[0]
    bits = draws.getrandbits(8)  # the record holds a float here: the record ends, a fresh draw
    assert 0 <= bits < 256
    draws.replay()
    assert draws.random() == recorded[0]
    assert draws.getrandbits(8) == bits
