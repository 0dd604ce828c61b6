"""Carries out the writer's decisions for one batch of events.

For each batch: decide every event against the subjects' ledgers (plain functions), write
the outcome to OpenSearch in one bulk request (retried until acknowledged), then publish
dead letters and change events and persist the changed ledgers. Faust acknowledges the
batch's offsets only after :meth:`BatchProcessor.process` returns, so a crash anywhere
before that replays the batch, and deterministic ids and versions make the replay a no-op.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import traceback
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

import faust
from pydantic import BaseModel, ValidationError

from agents.directives import Directive, DirectiveAction, detect_directive
from agents.distill_results import apply_distill_result, promote_topic, remove_topic
from agents.embedder import Embedder
from agents.forget_match import forget_texts
from agents.ingest import parse_turn, redact_payload
from agents.ledger import SubjectLedger
from agents.redaction import redact
from agents.sessions import append_line
from agents.statements import prepare_statement
from agents.turns import handle_turn
from agents.writer import Effects, Limits, apply_command
from indexers.bulk import BulkWriter, ItemFailure, WriteSet
from indexers.templates import MEMORIES_SUFFIX
from memstream.config import Settings
from memstream.errors import InvalidEvent, ModelUnavailable
from memstream.metrics import WorkerMetrics
from schemas.commands import AuditRecord, ChangeEvent, Command, CommandAction
from schemas.common import Role, WriteMode, split_subject_key, utcnow
from schemas.distill import DistillState
from schemas.events import ChatTurn, DeadLetter
from schemas.memory import MemoryDocument
from schemas.settings import SettingsRecord, SubjectSettings, WorkspaceSettings
from streams.distilling import DistillScheduler
from streams.tables import SourcePartitionTable, Tables
from streams.topics import Topics

log = logging.getLogger(__name__)

# A buffered user line is kept redacted and capped; the distiller sees nothing else.
BUFFERED_LINE_RUNES = 2000
_DISTILL_ACTIONS = frozenset(
    {CommandAction.DISTILLED, CommandAction.PROMOTE_TOPIC, CommandAction.DELETE_TOPIC}
)

# How long this worker trusts a workspace setting it applied over the global table.
RECENT_WORKSPACE_SECONDS = 60.0

# DLQ payload previews are capped: the record explains, the producer keeps the original.
DLQ_PAYLOAD_RUNES = 8192
# Ids of compensating audit records (a ledger state the index refused).
_COMPENSATION_NS = uuid.UUID("5b0f4a52-1d7e-4c1c-9a57-3f2f1e0c6d11")


def dead_letter(
    *,
    reason: str,
    detail: str,
    topic: str,
    partition: int,
    offset: int,
    key: bytes | None,
    payload: bytes,
) -> DeadLetter:
    """A DLQ record whose payload is decoded leniently and redacted: no secret leaks."""
    return DeadLetter(
        reason=reason,
        detail=detail,
        topic=topic,
        partition=partition,
        offset=offset,
        key=redact(key.decode("utf-8", errors="replace")).text if key is not None else None,
        payload_redacted=redact_payload(payload, max_runes=DLQ_PAYLOAD_RUNES),
        payload_bytes=len(payload),
        failed_at=utcnow(),
    )


def _index_dead_letter(failure: ItemFailure, origin: _Origin | None) -> DeadLetter:
    """The DLQ record of a document the index refused: where its source event is, and the
    document (without its vector) redacted, so it can be fixed and replayed."""
    document = json.dumps(failure.document or {}, ensure_ascii=False).encode()
    message = origin.message if origin is not None else None
    return dead_letter(
        reason="index_rejected",
        detail=f"OpenSearch refused {failure.action} of {failure.index}/{failure.doc_id}: "
        f"{failure.summary}",
        topic=message.topic if message is not None else failure.index,
        partition=message.partition if message is not None else -1,
        offset=message.offset if message is not None else -1,
        key=message.key if message is not None else None,
        payload=document,
    )


def _source_id(message: Any) -> str | None:
    """The event or command id of a source message (it parsed once already)."""
    try:
        data = json.loads(message.value)
    except (TypeError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    found = data.get("event_id") or data.get("command_id")
    return str(found) if found is not None else None


def undo_refused_write(
    ledger: SubjectLedger,
    persisted: SubjectLedger | None,
    doc_id: str,
    *,
    version: int | None,
    source_id: str | None,
) -> MemoryDocument | None:
    """Undo, in ``ledger`` (this batch's state), the change behind a document the index
    refused: the item goes back to how ``persisted`` (the ledger before this batch, which
    is what the index still holds) has it, or away if it is new; and the source event is
    no longer counted as applied, so re-publishing it once the mapping is fixed applies it
    again. The batch's other changes stay.

    Returns the persisted item instead, and changes nothing, when ``persisted`` already
    holds the refused version (or a later one): that change cannot be taken back.
    """
    before = persisted.items.get(doc_id) if persisted is not None else None
    if before is not None and version is not None and before.version >= version:
        return before
    if before is None:
        ledger.items.pop(doc_id, None)
    else:
        ledger.items[doc_id] = before
    if source_id is not None and source_id in ledger.applied:
        ledger.applied.remove(source_id)
    return None


def produced_at(message: Any, *, received: datetime) -> datetime:
    """When a record was produced: its Kafka timestamp (epoch seconds), or ``received`` when
    it has none or one ahead of the receive time. Never the event's own timestamp field,
    which a client may back-date."""
    stamp = getattr(message, "timestamp", None)
    if isinstance(stamp, int | float) and not isinstance(stamp, bool) and stamp > 0:
        produced = datetime.fromtimestamp(stamp, UTC)
        if produced <= received:
            return produced
    return received


StateT = TypeVar("StateT", bound=BaseModel)


def _subject_state(
    loaded: dict[bytes, StateT],
    table: SourcePartitionTable,
    model: type[StateT],
    key: bytes,
    partition: int,
) -> StateT:
    """A subject's state for this batch: loaded once from its table, or new and empty.

    Also records the partition the subject's events come from, so the state is written
    back to the changelog partition that belongs with them.
    """
    state = loaded.get(key)
    if state is None:
        raw = table.get(key)
        if raw is None:
            tenant, subject = split_subject_key(key.decode())
            state = model.model_validate({"tenant": tenant, "subject": subject})
        else:
            state = model.model_validate_json(raw)
        loaded[key] = state
    table.source_partitions[key] = partition
    return state


@dataclass
class _Batch:
    ledgers: dict[bytes, SubjectLedger] = field(default_factory=dict)
    dirty: set[bytes] = field(default_factory=set)
    docs: dict[tuple[str, str], MemoryDocument | int] = field(
        default_factory=dict
    )  # doc or delete version
    effects: Effects = field(default_factory=Effects)
    dead: list[DeadLetter] = field(default_factory=list)
    directive_times: list[datetime] = field(default_factory=list)
    workspaces: dict[bytes, WorkspaceSettings] = field(default_factory=dict)  # changed
    workspace_reads: dict[bytes, WorkspaceSettings] = field(default_factory=dict)  # read cache
    distill: dict[bytes, DistillState] = field(default_factory=dict)
    distill_dirty: set[bytes] = field(default_factory=set)
    jobs_applied: set[bytes] = field(default_factory=set)
    # Turns parsed once, before deciding (by partition and offset), and the vectors their
    # forget directives are matched with: computed for the whole batch beforehand.
    turns: dict[tuple[int, int], tuple[ChatTurn, Directive | None]] = field(default_factory=dict)
    vectors: dict[str, list[float]] = field(default_factory=dict)
    # Where each document and audit record of the batch came from (by id), so a document
    # the index refuses is dead-lettered with its source event and its ledger change undone.
    origins: dict[str, _Origin] = field(default_factory=dict)
    current: Any = None  # the message being decided


@dataclass(frozen=True)
class _Origin:
    message: Any  # the faust message of the source event
    subject_key: bytes  # the ledger it changed


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
    ) -> None:
        self._scheduler = scheduler
        self._embedder = embedder  # vectors for forget matching; None: by topic and words
        self._settings = settings
        self._topics = topics
        self._tables = tables
        self._bulk = bulk
        self._metrics = metrics
        self._turns_topic = settings.kafka.turns_topic
        self._default_workspace = WorkspaceSettings.defaults(settings)
        self._statement_runes = settings.limits.statement_max_runes
        self._max_bytes = settings.limits.content_max_bytes
        self.earliest_expiry: dict[bytes, datetime] = {}
        self._recent_workspaces: dict[bytes, tuple[WorkspaceSettings, float]] = {}

    def limits_for(self, workspace: WorkspaceSettings) -> Limits:
        return Limits(
            max_items=workspace.max_items,
            tombstone_cap=self._settings.limits.tombstones_per_subject,
            rejection_window=timedelta(seconds=self._settings.limits.rejection_window_seconds),
            statement_max_runes=self._statement_runes,
        )

    async def process(self, events: Sequence[faust.EventT[Any]]) -> None:
        batch = _Batch()
        now = utcnow()
        self._metrics.batch_size.observe(len(events))
        await self._forget_vectors(batch, events)
        for event in events:
            message = event.message
            batch.current = message
            try:
                if message.topic == self._turns_topic:
                    self._turn(batch, message, now)
                else:
                    self._command(batch, message, now)
            except Exception as exc:  # one poison event must not stop the partition
                # Deciding is pure (no I/O), so this is a bug meeting unusual input: park
                # the event with the exception's type (its message may quote the input)
                # rather than crash the agent and meet the same event again on restart.
                # The stack only: an exception's message may quote the input.
                log.error(
                    "deciding %s[%d]@%d failed with %s; dead-lettered\n%s",
                    message.topic,
                    message.partition,
                    message.offset,
                    type(exc).__name__,
                    "".join(traceback.format_tb(exc.__traceback__)),
                )
                self._dead(batch, message, "processing_failed", type(exc).__name__)
        await self._write(batch)
        await self._publish(batch)
        self._persist(batch)

    # -- deciding -----------------------------------------------------------------------

    def _ledger(self, batch: _Batch, key: bytes, partition: int) -> SubjectLedger:
        return _subject_state(batch.ledgers, self._tables.ledgers, SubjectLedger, key, partition)

    def _distill_state(self, batch: _Batch, key: bytes, partition: int) -> DistillState:
        return _subject_state(batch.distill, self._tables.distill, DistillState, key, partition)

    def _workspace(self, batch: _Batch, tenant: str) -> WorkspaceSettings:
        key = tenant.encode()
        if key in batch.workspaces:
            return batch.workspaces[key]
        cached = batch.workspace_reads.get(key)
        recent = self._recent_workspaces.get(key)
        if cached is None and recent is not None and time.monotonic() < recent[1]:
            cached = recent[0]
            batch.workspace_reads[key] = cached
        if cached is None:
            raw = self._tables.workspaces.get(key)
            cached = (
                self._default_workspace
                if raw is None
                else WorkspaceSettings.model_validate_json(raw)
            )
            batch.workspace_reads[key] = cached
        return cached

    async def _forget_vectors(self, batch: _Batch, events: Sequence[faust.EventT[Any]]) -> None:
        """Vectors for the batch's forget directives, before anything is decided: each
        forget statement, its subject's live items and the batch's own remembered
        statements for that subject, embedded in one call. Deciding stays free of I/O and
        a replay decides the same; on an embedding failure forgets match by topic and
        words alone."""
        directives: list[tuple[str, Directive]] = []
        for event in events:
            message = event.message
            if message.topic != self._turns_topic:
                continue
            try:
                turn = parse_turn(message.value, max_content_bytes=self._max_bytes, key=message.key)
                directive = detect_directive(turn.content) if turn.role is Role.USER else None
            except Exception as exc:  # decided (and dead-lettered) in the loop, with its reason
                log.debug("pre-reading %s@%d: %s", message.topic, message.offset, type(exc))
                continue
            batch.turns[(message.partition, message.offset)] = (turn, directive)
            if directive is not None:
                directives.append((turn.key, directive))
        if self._embedder is None or not any(
            d.action is DirectiveAction.FORGET for _, d in directives
        ):
            return
        live: dict[str, list[str]] = {}
        for (partition, offset), (turn, directive) in batch.turns.items():
            if directive is None or directive.action is not DirectiveAction.FORGET:
                continue
            try:
                ledger = self._ledger(batch, turn.key.encode(), partition)
            except Exception as exc:  # its event is dead-lettered when it is decided
                log.debug("no ledger for the forget at %d@%d: %s", partition, offset, type(exc))
                continue
            live[turn.key] = [item.content for item in ledger.live()]
        statements = [(key, directive.statement) for key, directive in directives]
        texts = forget_texts(statements, live, max_runes=self._statement_runes)
        try:
            vectors = await asyncio.to_thread(self._embedder.embed, texts)
        except ModelUnavailable as exc:
            log.warning("forgets in this batch match without vectors: %s", exc)
            return
        batch.vectors = dict(zip(texts, vectors, strict=True))

    def _read_turn(self, batch: _Batch, message: Any) -> tuple[ChatTurn, Directive | None] | None:
        """The turn and its directive, read before deciding; None (dead-lettered) if bad."""
        parsed = batch.turns.get((message.partition, message.offset))
        if parsed is not None:
            return parsed
        try:
            turn = parse_turn(message.value, max_content_bytes=self._max_bytes, key=message.key)
        except InvalidEvent as exc:
            self._dead(batch, message, exc.reason, exc.detail)
            return None
        return turn, detect_directive(turn.content) if turn.role is Role.USER else None

    def _turn(self, batch: _Batch, message: Any, now: datetime) -> None:
        parsed = self._read_turn(batch, message)
        if parsed is None:
            return
        turn, directive = parsed
        self._metrics.turns_consumed.labels(turn.role.value).inc()
        if turn.role is not Role.USER:
            return  # never mined; nothing to load
        workspace = self._workspace(batch, turn.tenant)
        if directive is None and (
            workspace.write_mode is not WriteMode.AUTO
            or not workspace.enabled
            or turn.memory_disabled
        ):
            return  # this turn cannot change the subject's memory: skip loading its ledger
        key = turn.key.encode()
        ledger = self._ledger(batch, key, message.partition)
        if ledger.was_applied(turn.event_id):
            self._metrics.replays_skipped.inc()
            return
        outcome = handle_turn(
            turn,
            ledger,
            workspace,
            directive=directive,
            now=now,
            limits=self.limits_for(workspace),
            statement_max_runes=self._statement_runes,
            vectors=batch.vectors,
        )
        if outcome.directive is DirectiveAction.FORGET and not outcome.refused:
            self._metrics.forget_outcomes.labels(outcome.effects.outcome).inc()
        for kind in outcome.findings:
            self._metrics.redaction_findings.labels(kind.value).inc()
        if outcome.directive is not None:
            self._metrics.directives.labels(
                outcome.directive.value, outcome.language or "unknown"
            ).inc()
            batch.directive_times.append(produced_at(message, received=now))
        if outcome.refused:
            self._metrics.refused_sensitive.inc()
        if outcome.directive is not None:
            ledger.mark_applied(turn.event_id)
            self._collect(batch, key, ledger, outcome.effects)
        if outcome.distill:
            line = prepare_statement(turn.content, max_runes=BUFFERED_LINE_RUNES)
            if not line.refused:
                state = self._distill_state(batch, key, message.partition)
                if append_line(
                    state,
                    session_id=turn.session_id,
                    message_id=turn.message_id,
                    text=line.text,
                    at=turn.timestamp,
                ):
                    batch.distill_dirty.add(key)

    def _command(self, batch: _Batch, message: Any, now: datetime) -> None:
        if not message.value:
            self._dead(batch, message, "empty_payload", "record has no value")
            return
        try:
            command = Command.model_validate_json(message.value)
        except ValidationError as exc:
            first = exc.errors()[0]
            field_name = ".".join(str(p) for p in first["loc"]) or "<root>"
            self._dead(batch, message, "invalid_command", f"{field_name}: {first['msg']}")
            return
        self._metrics.commands_applied.labels(command.action.value).inc()
        if command.action is CommandAction.WORKSPACE_SETTINGS:
            assert command.workspace_settings is not None  # validated by Command
            tenant_key = command.tenant.encode()
            batch.workspaces[tenant_key] = command.workspace_settings
            self._tables.workspaces.source_partitions[tenant_key] = message.partition
            # Like every command, end with one final event, so a caller waiting on it
            # (the recall service's ``?wait=true``) hears back.
            batch.effects.changes.append(
                ChangeEvent(
                    source_id=command.command_id,
                    tenant=command.tenant,
                    subject=command.subject,
                    action=command.action.value,
                    at=now,
                    final=True,
                    outcome="applied",
                )
            )
            return
        key = f"{command.tenant}/{command.subject}".encode()
        ledger = self._ledger(batch, key, message.partition)
        if ledger.was_applied(command.command_id):
            self._metrics.replays_skipped.inc()
            if command.action is CommandAction.DISTILLED:
                batch.jobs_applied.add(key)
            return
        workspace = self._workspace(batch, command.tenant)
        limits = self.limits_for(workspace)
        if command.action in _DISTILL_ACTIONS:
            state = self._distill_state(batch, key, message.partition)
            batch.distill_dirty.add(key)
            effects = self._distill_command(
                batch, key, command, ledger=ledger, state=state, workspace=workspace, now=now
            )
        else:
            effects = apply_command(ledger, command, now=now, limits=limits)
        ledger.mark_applied(command.command_id)
        self._collect(batch, key, ledger, effects, touched=command.action is CommandAction.TOUCH)
        # Every command ends with one final event, so a caller waiting on it always hears
        # back, whether the command changed something, was refused, or found nothing.
        primary = ledger.items.get(effects.primary_id) if effects.primary_id else None
        batch.effects.changes.append(
            ChangeEvent(
                source_id=command.command_id,
                tenant=command.tenant,
                subject=command.subject,
                action=command.action.value,
                item_id=effects.primary_id,
                status=primary.status if primary else None,
                item=primary,
                at=now,
                final=True,
                outcome=effects.outcome,
            )
        )

    def _distill_command(
        self,
        batch: _Batch,
        key: bytes,
        command: Command,
        *,
        ledger: SubjectLedger,
        state: DistillState,
        workspace: WorkspaceSettings,
        now: datetime,
    ) -> Effects:
        limits = self.limits_for(workspace)
        if command.action is CommandAction.DISTILLED:
            assert command.distill is not None  # validated by Command
            batch.jobs_applied.add(key)
            applied = apply_distill_result(
                ledger, state, command.distill, workspace=workspace, limits=limits, now=now
            )
            dropped = self._metrics.distill_ops_dropped
            dropped.labels("foreign_id").inc(applied.foreign_ids)
            dropped.labels("refused_sensitive").inc(applied.refused)
            dropped.labels("unknown_line").inc(applied.invalid_lines)
            self._metrics.interests_promoted.inc(applied.promoted)
            return applied.effects
        assert command.topic is not None  # validated by Command
        if command.action is CommandAction.PROMOTE_TOPIC:
            return promote_topic(
                ledger, state, command.topic, source_id=command.command_id, now=now, limits=limits
            )
        return remove_topic(
            ledger,
            state,
            command.topic,
            source_id=command.command_id,
            actor=command.actor,
            now=now,
            limits=limits,
        )

    def _collect(
        self,
        batch: _Batch,
        key: bytes,
        ledger: SubjectLedger,
        effects: Effects,
        *,
        touched: bool = False,
    ) -> None:
        batch.dirty.add(key)
        origin = _Origin(batch.current, key)
        for doc_id in [*effects.upserts, *effects.deletes, *(a.id for a in effects.audits)]:
            batch.origins[doc_id] = origin
        for doc in effects.upserts.values():
            batch.docs[(doc.tenant, doc.id)] = doc
            # Counted per decision, so the figure does not depend on how turns were batched;
            # a touch only records a use, and has its own counter.
            if touched:
                self._metrics.memories_touched.inc()
            else:
                self._metrics.memories_written.labels(doc.origin.value, doc.status.value).inc()
        for doc_id, version in effects.deletes.items():
            batch.docs[(ledger.tenant, doc_id)] = version
        batch.effects.audits.extend(effects.audits)
        batch.effects.changes.extend(effects.changes)
        for check in effects.blocked:
            self._metrics.tombstone_blocks.labels(check.value).inc()
        self._metrics.supersessions.inc(effects.superseded)
        self._metrics.archivals.inc(effects.archived)
        self._metrics.deduplicated.inc(effects.deduplicated)
        self._metrics.refused_sensitive.inc(effects.refused)

    def _dead(self, batch: _Batch, message: Any, reason: str, detail: str) -> None:
        self._metrics.dlq_events.labels(reason).inc()
        batch.dead.append(
            dead_letter(
                reason=reason,
                detail=detail,
                topic=message.topic,
                partition=message.partition,
                offset=message.offset,
                key=message.key,
                payload=message.value if isinstance(message.value, bytes) else b"",
            )
        )

    # -- carrying out -------------------------------------------------------------------

    async def _write(self, batch: _Batch) -> None:
        writes = WriteSet(audits=batch.effects.audits)
        for (tenant, doc_id), value in batch.docs.items():
            if isinstance(value, MemoryDocument):
                writes.upserts.append(value)
            else:
                writes.deletes.append((tenant, doc_id, value))
        if not writes:
            return
        # Vectors first, so the change events can carry them: the recall cache applies a
        # change as it is, without embedding the text again or reading it back.
        writes.upserts = await self._bulk.embed(writes.upserts)
        batch.effects.changes = with_vectors(batch.effects.changes, writes.upserts)
        with self._metrics.bulk_seconds.time():
            report = await self._bulk.write(writes)
        acked = utcnow()
        for produced in batch.directive_times:
            self._metrics.directive_to_indexed_seconds.observe(
                max(0.0, (acked - produced).total_seconds())
            )
        if report.failures:
            await self._index_rejected(batch, report.failures, acked)

    async def _index_rejected(
        self, batch: _Batch, failures: Sequence[ItemFailure], now: datetime
    ) -> None:
        """Documents OpenSearch refused as malformed: each is dead-lettered with its source
        event and the redacted document; the ledger change that produced it is undone
        before the ledgers are persisted, so the ledger keeps agreeing with the index. A
        change already persisted by an earlier batch cannot be undone: a compensating audit
        record and ``memstream_ledger_compensations_total`` say so instead."""
        compensations: list[AuditRecord] = []
        refused: set[str] = set()
        for failure in failures:
            refused.add(failure.doc_id)
            self._metrics.bulk_item_failures.inc()
            self._metrics.dlq_events.labels("index_rejected").inc()
            origin = batch.origins.get(failure.doc_id)
            log.error(
                "OpenSearch refused document %s in %s as malformed (%s); dead-lettered with "
                "its source event %s",
                failure.doc_id,
                failure.index,
                failure.summary,
                f"{origin.message.topic}[{origin.message.partition}]@{origin.message.offset}"
                if origin
                else "(unknown)",
            )
            batch.dead.append(_index_dead_letter(failure, origin))
            if origin is not None and failure.index.endswith(f"-{MEMORIES_SUFFIX}"):
                compensation = self._undo_ledger_change(batch, failure, origin, now)
                if compensation is not None:
                    compensations.append(compensation)
        # A waiter hears that its command's document was refused, not that it was applied.
        batch.effects.changes = [
            change.model_copy(update={"outcome": "index_rejected", "item": None, "status": None})
            if change.item_id in refused
            else change
            for change in batch.effects.changes
            if change.final or change.item_id not in refused
        ]
        if compensations:
            self._metrics.ledger_compensations.inc(len(compensations))
            report = await self._bulk.write(WriteSet(audits=compensations))
            for failure in report.failures:
                log.error("the compensating audit record %s was refused too", failure.doc_id)

    def _undo_ledger_change(
        self, batch: _Batch, failure: ItemFailure, origin: _Origin, now: datetime
    ) -> AuditRecord | None:
        """Undo the ledger change behind a refused document (:func:`undo_refused_write`);
        when the ledger had already persisted it, return a compensating audit record."""
        ledger = batch.ledgers.get(origin.subject_key)
        if ledger is None:
            return None
        raw = self._tables.ledgers.get(origin.subject_key)
        persisted = SubjectLedger.model_validate_json(raw) if raw is not None else None
        written = batch.docs.get((ledger.tenant, failure.doc_id))
        version = written.version if isinstance(written, MemoryDocument) else written
        kept = undo_refused_write(
            ledger,
            persisted,
            failure.doc_id,
            version=version,
            source_id=_source_id(origin.message),
        )
        if kept is None:
            return None
        log.error(
            "a ledger already holds version %d of document %s, which OpenSearch refused: "
            "the index and the ledger disagree on it until it is written again; a "
            "compensating audit record says so",
            kept.version,
            failure.doc_id,
        )
        return AuditRecord(
            id=str(uuid.uuid5(_COMPENSATION_NS, f"{failure.doc_id}/{kept.version}")),
            tenant=ledger.tenant,
            subject=ledger.subject,
            actor="system:worker",
            action="index_rejected",
            item_id=failure.doc_id,
            status_before=kept.status,
            status_after=kept.status,
            reason=f"the ledger holds a state the index refused: {failure.summary}",
            at=now,
        )

    async def _publish(self, batch: _Batch) -> None:
        # Buffered sends: Faust flushes its producer before it commits offsets, so these
        # reach Kafka before the batch counts as done, without a round trip per record.
        for dead in batch.dead:
            self._topics.turns_dlq.send_soon(
                key=dead.key.encode() if dead.key else None, value=dead.model_dump_json().encode()
            )
        for change in batch.effects.changes:
            self._topics.changes.send_soon(
                key=f"{change.tenant}/{change.subject}".encode(),
                value=change.model_dump_json().encode(),
            )
        for record in settings_records(batch.workspaces, batch.effects.changes):
            self._topics.settings.send_soon(
                key=record.key.encode(), value=record.model_dump_json().encode()
            )

    def _persist(self, batch: _Batch) -> None:
        for key in batch.dirty:
            ledger = batch.ledgers[key]
            # Defaults are left out: the whole ledger goes to the changelog on every change.
            self._tables.ledgers[key] = ledger.model_dump_json(exclude_defaults=True).encode()
            expiries = [i.expires_at for i in ledger.live() if i.expires_at is not None]
            if expiries:
                self.earliest_expiry[key] = min(expiries)
            else:
                self.earliest_expiry.pop(key, None)
        for key, workspace in batch.workspaces.items():
            self._tables.workspaces[key] = workspace.model_dump_json().encode()
            # A rebalance right after this write can reload the global table from a
            # changelog that does not hold it yet; this process keeps what it applied.
            self._recent_workspaces[key] = (workspace, time.monotonic() + RECENT_WORKSPACE_SECONDS)
        for key in batch.distill_dirty:
            state = batch.distill[key]
            self._tables.distill[key] = state.model_dump_json(exclude_defaults=True).encode()
            if self._scheduler is not None:
                self._scheduler.note_state(key, state, self._workspace(batch, state.tenant))
        if self._scheduler is not None:
            for key in batch.jobs_applied:
                self._scheduler.job_applied(key)


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
