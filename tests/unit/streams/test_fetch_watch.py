"""The watch that reports input partitions with records waiting that the worker stopped
reading."""

from __future__ import annotations

from faust.types import TP

from streams.fetch_watch import FetchWatch

TURNS = TP("memstream.turns", 0)
COMMANDS = TP("memstream.commands", 0)


def test_a_partition_with_waiting_records_and_an_unmoved_read_offset_is_stalled() -> None:
    watch = FetchWatch(after=30)
    assert watch.stalled({TURNS: 10}, {TURNS: 50}, now=0) == frozenset()
    assert watch.stalled({TURNS: 10}, {TURNS: 60}, now=29) == frozenset()
    assert watch.stalled({TURNS: 10}, {TURNS: 60}, now=30) == {TURNS}


def test_reading_on_restarts_the_clock() -> None:
    watch = FetchWatch(after=30)
    watch.stalled({TURNS: 10}, {TURNS: 50}, now=0)
    assert watch.stalled({TURNS: 11}, {TURNS: 50}, now=29) == frozenset()
    assert watch.stalled({TURNS: 11}, {TURNS: 50}, now=58) == frozenset()
    assert watch.stalled({TURNS: 11}, {TURNS: 50}, now=59) == {TURNS}


def test_a_partition_read_to_its_end_is_never_stalled() -> None:
    watch = FetchWatch(after=30)
    # offset 49 read, high-water 50: nothing waits
    for now in (0, 30, 300):
        assert watch.stalled({TURNS: 49, COMMANDS: 3}, {TURNS: 50, COMMANDS: 9}, now=now) == (
            frozenset() if now < 30 else {COMMANDS}
        )


def test_an_unknown_high_water_mark_is_not_a_stall() -> None:
    watch = FetchWatch(after=30)
    assert watch.stalled({}, {TURNS: None}, now=0) == frozenset()
    assert watch.stalled({}, {TURNS: None}, now=100) == frozenset()


def test_a_partition_never_read_with_records_waiting_is_stalled() -> None:
    watch = FetchWatch(after=30)
    watch.stalled({}, {TURNS: 5}, now=0)
    assert watch.stalled({TURNS: None}, {TURNS: 5}, now=30) == {TURNS}


def test_a_partition_lost_and_assigned_again_starts_afresh() -> None:
    watch = FetchWatch(after=30)
    watch.stalled({TURNS: 10}, {TURNS: 50}, now=0)
    assert watch.stalled({TURNS: 10}, {}, now=20) == frozenset()  # revoked
    assert watch.stalled({TURNS: 10}, {TURNS: 50}, now=40) == frozenset()
    assert watch.stalled({TURNS: 10}, {TURNS: 50}, now=70) == {TURNS}
