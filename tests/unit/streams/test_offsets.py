"""The commit calculation: what is done is committed at once, duplicates or not."""

from __future__ import annotations

from collections import defaultdict
from types import SimpleNamespace
from typing import cast

from faust.transport.consumer import Consumer
from faust.types import TP, AppT
from faust.types.tuples import ConsumerMessage
from intervaltree import IntervalTree

from streams.offsets import GapSafeConsumer, next_commit_offset, seekable

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


def test_a_record_the_stream_skipped_is_not_recorded_as_done() -> None:
    """faust's stream acks what it skips during a rebalance without tracking it; recorded,
    its offset would be committed with those the agent finished."""
    # The consumer's ack bookkeeping, without a transport or a broker behind it.
    consumer = GapSafeConsumer.__new__(GapSafeConsumer)
    consumer.app = cast("AppT", SimpleNamespace(topics=SimpleNamespace(acks_enabled_for=bool)))
    consumer._committed_offset = defaultdict(lambda: None, {PARTITION: 100})
    consumer._acked = defaultdict(list)
    consumer._acked_index = defaultdict(set)
    consumer._gap = defaultdict(IntervalTree)
    consumer._unacked_messages = set()
    consumer._n_acked = 0
    consumer._waiting_for_ack = None

    def record(offset: int, *, tracked: bool) -> ConsumerMessage:
        message = ConsumerMessage(TURNS, 0, offset, 0.0, 0, [], b"k", b"v", None)
        message.tracked = tracked  # the stream tracks what it hands to the agent
        return message

    skipped = record(110, tracked=False)
    for message in [*(record(n, tracked=True) for n in range(100, 110)), skipped]:
        message.ack(consumer)
    assert skipped.acked  # nobody waits for it
    assert consumer._acked[PARTITION] == list(range(100, 110))
    assert consumer._new_offset(PARTITION) == 110  # not 111: record 110 was never processed
