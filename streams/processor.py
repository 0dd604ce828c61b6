"""Carries out the decision for one batch of events, in the order at-least-once needs.

For each batch: read the records into events, embed what its forget directives are matched
with, decide the whole batch at once (:func:`agents.batch.decide_batch`, a pure function),
then carry the plan out: index the documents in one bulk request (retried until
acknowledged), fold in what the index refused, publish dead letters and change events, and
persist the changed state. Faust acknowledges the batch's offsets only after
:meth:`BatchProcessor.process` returns, so a crash anywhere before that replays the batch,
and deterministic ids and versions make the replay a no-op.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from typing import Any

import faust

from agents.batch import decide_batch, forget_texts_for, read_records
from agents.batch_plan import BatchContext, BatchPlan, Counts, Record
from agents.embedder import Embedder
from indexers.bulk import BulkWriter, WriteSet
from memstream.config import Settings
from memstream.errors import ModelUnavailable
from memstream.metrics import WorkerMetrics
from schemas.commands import ChangeEvent
from schemas.common import utcnow
from schemas.memory import MemoryDocument
from schemas.settings import SettingsRecord, SubjectSettings, WorkspaceSettings
from streams.distilling import DistillScheduler
from streams.expiry import ExpirySchedule
from streams.rejections import apply_rejections
from streams.states import TableStates
from streams.tables import Tables
from streams.topics import Topics

log = logging.getLogger(__name__)


class BatchProcessor:
    def __init__(
        self,
        settings: Settings,
        *,
        topics: Topics,
        tables: Tables,
        bulk: BulkWriter,
        metrics: WorkerMetrics,
        scheduler: DistillScheduler | None = None,
        embedder: Embedder | None = None,
        expiry: ExpirySchedule | None = None,
    ) -> None:
        self._context = BatchContext.from_settings(settings)
        self._states = TableStates(tables)
        self._topics = topics
        self._bulk = bulk
        self._metrics = metrics
        self._scheduler = scheduler
        self._embedder = embedder  # vectors for forget matching; None: by topic and words
        self._expiry = expiry if expiry is not None else ExpirySchedule()

    async def process(self, events: Sequence[faust.EventT[Any]]) -> None:
        records = [record_of(event.message) for event in events]
        self._metrics.batch_size.observe(len(records))
        reads = read_records(records, self._context)
        vectors = await self._forget_vectors(forget_texts_for(reads, self._states, self._context))
        plan = decide_batch(reads, self._states, self._context, now=utcnow(), vectors=vectors)
        await self.carry_out(plan)

    async def carry_out(self, plan: BatchPlan) -> None:
        """Index, then publish, then persist: the index holds a change before anyone hears
        of it, and the state says it was applied only once it is indexed."""
        await self._write(plan)
        self._publish(plan)
        self._persist(plan)
        add_counts(self._metrics, plan.counts)

    async def _forget_vectors(self, texts: list[str]) -> Mapping[str, list[float]]:
        """Vectors computed before deciding, so deciding stays free of I/O and a replay
        decides the same; on an embedding failure forgets match by topic and words."""
        if self._embedder is None or not texts:
            return {}
        try:
            vectors = await asyncio.to_thread(self._embedder.embed, texts)
        except ModelUnavailable as exc:
            log.warning("forgets in this batch match without vectors: %s", exc)
            return {}
        return dict(zip(texts, vectors, strict=True))

    async def _write(self, plan: BatchPlan) -> None:
        writes = WriteSet(
            upserts=list(plan.documents.values()),
            deletes=[(tenant, doc_id, v) for (tenant, doc_id), v in plan.deletes.items()],
            audits=plan.audits,
        )
        if not writes:
            return
        # Vectors first, so the change events can carry them: the recall cache applies a
        # change as it is, without embedding the text again or reading it back.
        writes.upserts = await self._bulk.embed(writes.upserts)
        plan.changes = with_vectors(plan.changes, writes.upserts)
        with self._metrics.bulk_seconds.time():
            report = await self._bulk.write(writes)
        acked = utcnow()
        for produced in plan.directive_times:
            seconds = max(0.0, (acked - produced).total_seconds())
            self._metrics.directive_to_indexed_seconds.observe(seconds)
        if report.failures:
            compensations = apply_rejections(plan, report.failures, self._states.ledger, now=acked)
            if compensations:
                refused = await self._bulk.write(WriteSet(audits=compensations))
                for failure in refused.failures:
                    log.error("the compensating audit record %s was refused too", failure.doc_id)

    def _publish(self, plan: BatchPlan) -> None:
        # Buffered sends: Faust flushes its producer before it commits offsets, so these
        # reach Kafka before the batch counts as done, without a round trip per record.
        for dead in plan.dead_letters:
            key = dead.key.encode() if dead.key else None
            self._topics.turns_dlq.send_soon(key=key, value=dead.model_dump_json().encode())
        for change in plan.changes:
            self._topics.changes.send_soon(
                key=f"{change.tenant}/{change.subject}".encode(),
                value=change.model_dump_json().encode(),
            )
        for record in settings_records(plan.workspaces, plan.changes):
            self._topics.settings.send_soon(
                key=record.key.encode(), value=record.model_dump_json().encode()
            )

    def _persist(self, plan: BatchPlan) -> None:
        self._states.persist(plan)
        for key, earliest in plan.expiries.items():
            self._expiry.note(key, earliest)
        if self._scheduler is None:
            return
        for key, state in plan.distill.items():
            self._scheduler.note_state(key, state, plan.tenant_workspaces[state.tenant])
        for key in plan.jobs_applied:
            self._scheduler.job_applied(key)


def record_of(message: Any) -> Record:
    """A faust message as the plain record the decision reads."""
    value = message.value
    return Record(
        topic=message.topic,
        partition=message.partition,
        offset=message.offset,
        key=message.key,
        value=value if isinstance(value, bytes) else None,
        timestamp=getattr(message, "timestamp", None),
    )


def add_counts(metrics: WorkerMetrics, counts: Counts) -> None:
    for (name, labels), value in counts.values.items():
        counter = getattr(metrics, name)
        (counter.labels(*labels) if labels else counter).inc(value)


def with_vectors(
    changes: Sequence[ChangeEvent], embedded: Sequence[MemoryDocument]
) -> list[ChangeEvent]:
    """``changes`` whose documents carry the vector their text was embedded to. A vector
    depends on the text alone, so an earlier version in the same batch with the same
    text gets it too; one whose text the batch changed again keeps none."""
    vectors = {d.content: d for d in embedded if d.embedding is not None}
    return [_with_vector(change, vectors) for change in changes]


def _with_vector(change: ChangeEvent, vectors: dict[str, MemoryDocument]) -> ChangeEvent:
    item = change.item
    if item is None or item.embedding is not None or item.content not in vectors:
        return change
    source = vectors[item.content]
    item = item.model_copy(
        update={"embedding": source.embedding, "embedding_model": source.embedding_model}
    )
    return change.model_copy(update={"item": item})


def settings_records(
    workspaces: Mapping[bytes, WorkspaceSettings], changes: Sequence[ChangeEvent]
) -> list[SettingsRecord]:
    """What a batch changed of the settings recall reads: every workspace it applied, and
    every subject switch its writer flipped (a ``settings_changed`` change event)."""
    now = utcnow()
    records = [
        SettingsRecord(tenant=key.decode(), workspace=workspace, at=now)
        for key, workspace in workspaces.items()
    ]
    records += [
        SettingsRecord(
            tenant=change.tenant,
            subject=change.subject,
            subject_settings=SubjectSettings(enabled=change.subject_enabled),
            at=change.at,
        )
        for change in changes
        if change.subject_enabled is not None
    ]
    return records
