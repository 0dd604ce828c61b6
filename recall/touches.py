"""Recording that recalled items were used, off the request's critical path.

A request only notes the ids it returned (a dict update, no I/O). A subject's notes are
sent ``touch_flush_seconds`` after its first one as one ``touch`` command, keyed like
every command so the subject's writer applies it in order; the writer bumps
``use_count`` and ``last_used_at``, which the capacity cap reads when it must archive
the least recently used item. An id used three times in one interval is sent three
times, so counts stay exact.

Each subject keeps its own clock, so commands leave at the pace requests came in: one
flush of every subject at once was a burst of a thousand commands every interval, which
held the worker's loop for seconds while directives queued behind it (recall bench).

Touches are bookkeeping: when the queue is full or Kafka is down they are dropped and
counted (``memstream_recall_touches_dropped_total``), never retried at a request's cost.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter as Tally
from collections.abc import Callable, Iterable

from memstream.background import BackgroundTask
from memstream.errors import ServiceUnavailable
from memstream.metrics import RecallMetrics
from recall.commands import CommandBus
from recall.query import Scope
from schemas.commands import Command, CommandAction

log = logging.getLogger(__name__)

# One touch command carries at most this many ids (a command is one Kafka record).
MAX_IDS_PER_COMMAND = 500
# How often the flusher looks for subjects whose notes are due.
TICK_SECONDS = 1.0
TOUCH_ACTOR = "system:recall"


class TouchBatcher:
    def __init__(
        self,
        bus: CommandBus,
        *,
        flush_seconds: float,
        max_pending: int,
        metrics: RecallMetrics | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._bus = bus
        self._clock = clock
        self._flush_seconds = flush_seconds
        self._max_pending = max_pending
        self._metrics = metrics
        # Per subject: when its first pending note was taken (monotonic) and the uses.
        # Insertion order is due order: a subject enters when its first note is taken.
        self._pending: dict[tuple[str, str], tuple[float, Tally[str]]] = {}
        self._size = 0
        self._flusher = BackgroundTask("memstream-touch-batcher")

    def record(self, scope: Scope, ids: Iterable[str]) -> None:
        """Note a use of ``ids``. Never blocks and never raises."""
        key = (scope.tenant, scope.subject)
        pending = self._pending.get(key)
        if pending is None:
            pending = self._pending[key] = (self._clock(), Tally())
        tally = pending[1]
        for item_id in ids:
            if item_id in tally:
                tally[item_id] += 1  # one more use of a noted item costs no memory
                continue
            if self._size >= self._max_pending:
                if self._metrics is not None:
                    self._metrics.touches_dropped.inc()
                continue
            tally[item_id] = 1
            self._size += 1

    @property
    def pending(self) -> int:
        """Items noted since the last flush (each counted once, however often used)."""
        return self._size

    def _drain(self, noted_before: float | None = None) -> list[Command]:
        """Commands for the subjects first noted by ``noted_before`` (all: None)."""
        due: list[tuple[tuple[str, str], Tally[str]]] = []
        for key, (noted, tally) in self._pending.items():
            if noted_before is not None and noted > noted_before:
                break  # the rest were noted later still
            due.append((key, tally))
        for key, tally in due:
            del self._pending[key]
            self._size -= len(tally)
        commands: list[Command] = []
        for (tenant, subject), tally in due:
            ids = [item_id for item_id, n in tally.items() for _ in range(n)]
            for start in range(0, len(ids), MAX_IDS_PER_COMMAND):
                commands.append(
                    Command(
                        tenant=tenant,
                        subject=subject,
                        action=CommandAction.TOUCH,
                        actor=TOUCH_ACTOR,
                        item_ids=tuple(ids[start : start + MAX_IDS_PER_COMMAND]),
                    )
                )
        return commands

    async def flush(self, *, due_only: bool = False) -> int:
        """Publish what is pending (``due_only``: the subjects first noted at least
        ``flush_seconds`` ago); return how many item uses were sent."""
        noted_before = self._clock() - self._flush_seconds if due_only else None
        commands = self._drain(noted_before)
        if not commands:
            return 0
        uses = sum(len(c.item_ids) for c in commands)
        try:
            await self._bus.publish_many(commands)
        except ServiceUnavailable as exc:
            log.warning("dropped %d item uses: %s", uses, exc)
            if self._metrics is not None:
                self._metrics.touches_dropped.inc(uses)
            return 0
        if self._metrics is not None:
            self._metrics.touches_published.inc(uses)
        return uses

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(min(TICK_SECONDS, self._flush_seconds))
            await self.flush(due_only=True)

    async def start(self) -> None:
        self._flusher.start(self._run)

    async def stop(self) -> None:
        await self._flusher.stop()
        await self.flush()  # what was noted before shutdown still counts
