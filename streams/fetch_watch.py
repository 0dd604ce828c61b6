"""Notices an input partition that has records waiting but that the worker stopped reading.

A restarted worker once stopped fetching with lag, logged nothing and looked healthy
(``docs/reliability.md``, "a restarted worker that stops fetching"). The watch compares,
every few seconds, each input partition's last read offset with its high-water mark: a
partition whose read offset has not moved for ``after`` seconds while records wait past it
is stalled. The worker counts stalled partitions in a gauge and logs faust's fetch state
for them, so an operator (and a test) sees the stall and what faust was holding.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from faust.types import TP


@dataclass
class FetchWatch:
    """Per partition, the read offset last seen and since when it has not moved."""

    after: float
    _seen: dict[TP, tuple[int | None, float]] = field(default_factory=dict)

    def stalled(
        self,
        read: Mapping[TP, int | None],
        highwater: Mapping[TP, int | None],
        *,
        now: float,
    ) -> frozenset[TP]:
        """The partitions of ``highwater`` (the ones watched) with records past their read
        offset and a read offset unchanged for ``after`` seconds. A partition with nothing
        waiting, or whose high-water mark is not known yet, is never stalled."""
        stalled: set[TP] = set()
        for tp in set(self._seen) - set(highwater):
            del self._seen[tp]  # lost in a rebalance
        for tp, end in highwater.items():
            offset = read.get(tp)
            next_offset = 0 if offset is None else offset + 1
            if end is None or next_offset >= end:
                self._seen.pop(tp, None)
                continue
            seen = self._seen.get(tp)
            if seen is None or seen[0] != offset:
                self._seen[tp] = (offset, now)
            elif now - seen[1] >= self.after:
                stalled.add(tp)
        return frozenset(stalled)
