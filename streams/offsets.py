"""Which offset a partition may commit, without faust's duplicate-offset stall; and where
a partition may be sought to. Plain functions: :mod:`streams.faust_patches` installs them
in faust's consumer.

Faust records every acked offset in a list and fills "gaps" (offsets it never saw, as in a
compacted topic) from an interval tree, then commits the end of the first run of
consecutive offsets. After a seek back (a restart's recovery, a rebalance) its read
offset restarts at the committed offset while records fetched before the seek still
arrive, so a gap is recorded over offsets that are also acked. The list then holds every
such offset twice, the first run is one offset long, and the committed offset creeps
forward by one per commit interval for as long as the duplicates last (minutes after a
restart here; robinhood/faust#559, #625). The calculation below is faust's with the list
made a set: an offset is either done or not.

Seeks: faust's table recovery seeks changelog partitions to the offset it has read up to,
``-1`` meaning nothing yet (it maps that one to 0). When a rebalance interrupts a recovery
it can ask for ``None`` (an offset it never learnt); aiokafka refuses that, or any negative
offset, with ValueError, and the worker crashed (seen with two workers joining and leaving
repeatedly). Such a partition is read from its start, as for ``-1``: more to read, nothing
missed. And a seek resets faust's read mark, below which it drops records (see
:meth:`streams.faust_patches.GapSafeConsumer.seek_wait`).
"""

from __future__ import annotations

from collections.abc import Mapping

from faust.types import TP
from intervaltree import IntervalTree


def next_commit_offset(acked: list[int], gaps: IntervalTree, committed: int | None) -> int | None:
    """The offset to commit for one partition, or None to leave it where it is.

    ``acked`` (offsets whose work is done) and ``gaps`` (offsets that will never arrive)
    are consumed as in faust: what is committed leaves them.
    """
    if not acked:
        return None
    highest = max(acked)
    filled = sorted(gaps.overlap(0, highest), key=lambda interval: interval.begin)
    if filled:
        fill = [offset for interval in filled for offset in range(interval.begin, interval.end)]
        acked.extend(fill)
        gaps.chop(0, max(fill[-1], highest + 1))
    # Offsets below the committed one are done and committed already.
    done = sorted({offset for offset in acked if committed is None or offset >= committed})
    acked[:] = done
    # faust's tolerance of one: the committed offset may name a record that never
    # arrives (a transaction marker), which its gap tracking does not record.
    if not done or (committed and done[0] - committed > 1):
        return None  # the next offset to commit is not done yet
    run = 1
    while run < len(done) and done[run] == done[0] + run:
        run += 1
    del acked[:run]
    return done[run - 1] + 1


def seekable(offsets: Mapping[TP, int | None]) -> dict[TP, int]:
    """``offsets`` with every unknown (``None``) or negative one replaced by 0, the start."""
    return {
        tp: offset if offset is not None and offset >= 0 else 0 for tp, offset in offsets.items()
    }
