"""Recording that recalled items were used, off the request's critical path.

A request only notes the ids it returned (a dict update, no I/O). A background task
flushes the notes every ``touch_flush_seconds`` as one ``touch`` command per subject,
keyed like every command so the subject's writer applies it in order; the writer bumps
``use_count`` and ``last_used_at``, which the capacity cap reads when it must archive
the least recently used item. An id used three times in one interval is sent three
times, so counts stay exact.

Touches are bookkeeping: when the queue is full or Kafka is down they are dropped and
counted (``memstream_recall_touches_dropped_total``), never retried at a request's cost.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter as Tally
from collections.abc import Iterable

from memstream.background import BackgroundTask
from memstream.errors import ServiceUnavailable
from memstream.metrics import RecallMetrics
from recall.commands import CommandBus
from recall.query import Scope
from schemas.commands import Command, CommandAction

log = logging.getLogger(__name__)

# One touch command carries at most this many ids (a command is one Kafka record).
MAX_IDS_PER_COMMAND = 500
TOUCH_ACTOR = "system:recall"


class TouchBatcher:
    def __init__(
        self,
        bus: CommandBus,
        *,
        flush_seconds: float,
        max_pending: int,
        metrics: RecallMetrics | None = None,
    ) -> None:
        self._bus = bus
        self._flush_seconds = flush_seconds
        self._max_pending = max_pending
        self._metrics = metrics
        self._pending: dict[tuple[str, str], Tally[str]] = {}
        self._size = 0
        self._flusher = BackgroundTask("memstream-touch-batcher")

    def record(self, scope: Scope, ids: Iterable[str]) -> None:
        """Note a use of ``ids``. Never blocks and never raises."""
        tally = self._pending.setdefault((scope.tenant, scope.subject), Tally())
        for item_id in ids:
            if self._size >= self._max_pending:
                if self._metrics is not None:
                    self._metrics.touches_dropped.inc()
                continue
            tally[item_id] += 1
            self._size += 1

    @property
    def pending(self) -> int:
        return self._size

    def _drain(self) -> list[Command]:
        pending, self._pending, self._size = self._pending, {}, 0
        commands: list[Command] = []
        for (tenant, subject), tally in pending.items():
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

    async def flush(self) -> int:
        """Publish what is pending; return how many item uses were sent."""
        commands = self._drain()
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
            await asyncio.sleep(self._flush_seconds)
            await self.flush()

    async def start(self) -> None:
        self._flusher.start(self._run)

    async def stop(self) -> None:
        await self._flusher.stop()
        await self.flush()  # what was noted before shutdown still counts
