"""The commit calculation: what is done is committed at once, duplicates or not."""

from __future__ import annotations

from collections import defaultdict
from types import SimpleNamespace
from typing import Any, cast

from faust.transport.consumer import Consumer
from faust.types import TP
from intervaltree import IntervalTree

from streams.faust_patches import GapSafeConsumer
from streams.offsets import next_commit_offset, seekable

PARTITION = TP("memstream.turns", 0)
TURNS = "memstream.turns"


def _after_seek_back() -> tuple[list[int], IntervalTree]:
    # Committed 100; records 100..199 processed and acked; the read offset was reset to
    # 100 by a seek while records fetched before it kept arriving, so faust recorded the
    # "gap" 101..149 although those offsets are acked too.
    return list(range(100, 200)), IntervalTree.from_tuples([(101, 150)])


def test_faust_alone_creeps_one_offset_per_commit_after_a_seek_back() -> None:
    """The defect this module exists for, shown on faust's own calculation."""
    acked, gaps = _after_seek_back()
    fake = SimpleNamespace(
        _acked={PARTITION: acked},
        _gap=defaultdict(IntervalTree, {PARTITION: gaps}),
        _committed_offset={PARTITION: 100},
        _acked_index={PARTITION: set(acked)},
    )
    commits = []
    for _ in range(3):
        offset = Consumer._new_offset(fake, PARTITION)  # type: ignore[arg-type]
        fake._committed_offset[PARTITION] = offset
        commits.append(offset)
    assert commits == [102, 103, 104]  # one offset per commit, with 96 more done


def test_everything_done_is_committed_at_once_after_a_seek_back() -> None:
    acked, gaps = _after_seek_back()
    assert next_commit_offset(acked, gaps, 100) == 200
    assert acked == []
    assert not gaps


def test_the_commit_stops_before_offsets_that_are_not_done() -> None:
    acked = [100, 101, 102, 105, 106]
    assert next_commit_offset(acked, IntervalTree(), 100) == 103
    assert acked == [105, 106]
    assert next_commit_offset(acked, IntervalTree(), 103) is None  # 103, 104 still running
    acked.extend([104, 103])
    assert next_commit_offset(acked, IntervalTree(), 103) == 107


def test_a_gap_of_offsets_that_never_arrive_is_committed_past() -> None:
    # A compacted topic: 103..109 will never be delivered.
    acked = [100, 101, 102, 110, 111]
    assert next_commit_offset(acked, IntervalTree.from_tuples([(103, 110)]), 100) == 112


def test_a_head_that_is_not_done_commits_nothing() -> None:
    acked = [105, 106]
    assert next_commit_offset(acked, IntervalTree(), 100) is None
    assert acked == [105, 106]


def test_offsets_below_the_committed_one_are_dropped() -> None:
    acked = [90, 91, 100, 101]
    assert next_commit_offset(acked, IntervalTree(), 100) == 102
    assert acked == []


def test_nothing_acked_commits_nothing() -> None:
    assert next_commit_offset([], IntervalTree(), 100) is None


def test_an_unknown_or_negative_seek_reads_the_partition_from_its_start() -> None:
    """aiokafka refuses None and negative offsets (the worker crashed when faust's
    interrupted recovery asked for one); offsets that name a record are kept."""
    tps = [TP("memstream.ledgers-changelog", n) for n in range(4)]
    wanted = dict(zip(tps, [None, -2, 0, 2875], strict=True))
    assert seekable(wanted) == dict(zip(tps, [0, 0, 0, 2875], strict=True))


async def test_a_seek_lets_the_records_after_it_through_again() -> None:
    """faust drops records below the last offset it read from a partition; a worker that
    read a changelog partition as a standby (up to 412) and recovers it as an active seeks
    to 0 and must then get records 0..412, or its recovery never ends."""
    ledgers = TP("memstream.ledgers-changelog", 2)
    sought: list[dict[TP, int]] = []

    async def seek_wait(partitions: dict[TP, int]) -> None:
        sought.append(dict(partitions))

    consumer = GapSafeConsumer.__new__(GapSafeConsumer)
    consumer._thread = cast("Any", SimpleNamespace(seek_wait=seek_wait))
    consumer._read_offset = defaultdict(lambda: None, {ledgers: 412, PARTITION: 90})
    await consumer.seek_wait({ledgers: -1, PARTITION: 100})
    assert sought == [{ledgers: 0, PARTITION: 100}]
    assert consumer._read_offset[ledgers] is None  # nothing read since the seek
    assert consumer._read_offset[PARTITION] == 100
