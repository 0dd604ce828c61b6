"""The types around one batch's decision: what goes in (:class:`Record`, read into a
:data:`Read`; the subjects' state through :class:`StateReader`; :class:`BatchContext`) and
what comes out (:class:`BatchPlan`, which the worker's shell carries out).

Plain data only: building a plan needs no broker, no index and no clock but ``now``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Literal, Protocol

from agents.directives import Directive
from agents.ledger import SubjectLedger
from agents.uses import UseTally
from agents.writer import Limits
from memstream.config import Settings
from schemas.commands import AuditRecord, ChangeEvent, Command
from schemas.distill import DistillState
from schemas.events import ChatTurn, DeadLetter
from schemas.memory import MemoryDocument
from schemas.settings import WorkspaceSettings


@dataclass(frozen=True)
class Record:
    """One Kafka record as the worker received it."""

    topic: str
    partition: int
    offset: int
    key: bytes | None
    value: bytes | None
    timestamp: float | None = None  # when it was produced (epoch seconds), if Kafka says


@dataclass(frozen=True)
class TurnRead:
    """A chat turn that parsed, with the directive found in it (user turns only)."""

    record: Record
    turn: ChatTurn
    directive: Directive | None


@dataclass(frozen=True)
class CommandRead:
    record: Record
    command: Command


@dataclass(frozen=True)
class BadRead:
    """A record that is no valid event: it is dead-lettered with this reason."""

    record: Record
    reason: str
    detail: str


Read = TurnRead | CommandRead | BadRead


class StateReader(Protocol):
    """The subjects' state as persisted before this batch; None when there is none yet.

    Each call returns a new object (the worker's tables deserialise one per read): the
    decision changes what it read as it decides, and hands the changed state back in the
    plan. What the reader holds is never written by :func:`agents.batch.decide_batch`."""

    def ledger(self, key: bytes) -> SubjectLedger | None: ...

    def distill(self, key: bytes) -> DistillState | None: ...

    def uses(self, key: bytes) -> UseTally | None: ...

    def workspace(self, tenant: str) -> WorkspaceSettings | None: ...


@dataclass(frozen=True)
class BatchContext:
    """The settings a decision depends on."""

    turns_topic: str
    default_workspace: WorkspaceSettings
    content_max_bytes: int
    statement_max_runes: int
    tombstone_cap: int
    rejection_window: timedelta

    @classmethod
    def from_settings(cls, settings: Settings) -> BatchContext:
        return cls(
            turns_topic=settings.kafka.turns_topic,
            default_workspace=WorkspaceSettings.defaults(settings),
            content_max_bytes=settings.limits.content_max_bytes,
            statement_max_runes=settings.limits.statement_max_runes,
            tombstone_cap=settings.limits.tombstones_per_subject,
            rejection_window=timedelta(seconds=settings.limits.rejection_window_seconds),
        )

    def limits(self, workspace: WorkspaceSettings) -> Limits:
        return Limits(
            max_items=workspace.max_items,
            tombstone_cap=self.tombstone_cap,
            rejection_window=self.rejection_window,
            statement_max_runes=self.statement_max_runes,
        )


# The worker counters a decision moves (attributes of memstream.metrics.WorkerMetrics).
MetricName = Literal[
    "turns_consumed",
    "commands_applied",
    "dlq_events",
    "directives",
    "redaction_findings",
    "refused_sensitive",
    "tombstone_blocks",
    "memories_written",
    "memories_touched",
    "supersessions",
    "archivals",
    "deduplicated",
    "replays_skipped",
    "forget_outcomes",
    "distill_ops_dropped",
    "interests_promoted",
    "bulk_item_failures",
    "ledger_compensations",
]


@dataclass
class Counts:
    """Counter increments, by metric and label values; the shell adds them to Prometheus."""

    values: dict[tuple[MetricName, tuple[str, ...]], float] = field(default_factory=dict)

    def add(self, metric: MetricName, *labels: str, by: float = 1) -> None:
        if by:
            key = (metric, labels)
            self.values[key] = self.values.get(key, 0) + by

    def get(self, metric: MetricName, *labels: str) -> float:
        return self.values.get((metric, labels), 0)


@dataclass(frozen=True)
class Origin:
    """Where a document or audit record of the batch came from, so one the index refuses
    is dead-lettered with its source event and its ledger change undone."""

    record: Record
    subject_key: bytes  # the ledger it changed
    source_id: str | None  # the event or command id the ledger marked applied


@dataclass
class BatchPlan:
    """Everything one batch decided, for the shell to carry out in order: index the
    documents, deletes and audits; publish dead letters and change events (and the
    settings records they imply); then persist the state and update the schedules."""

    documents: dict[tuple[str, str], MemoryDocument] = field(default_factory=dict)
    deletes: dict[tuple[str, str], int] = field(default_factory=dict)  # -> external version
    audits: list[AuditRecord] = field(default_factory=list)
    changes: list[ChangeEvent] = field(default_factory=list)
    dead_letters: list[DeadLetter] = field(default_factory=list)
    # State to persist, with the partition each key's events arrived on.
    ledgers: dict[bytes, SubjectLedger] = field(default_factory=dict)
    distill: dict[bytes, DistillState] = field(default_factory=dict)
    uses: dict[bytes, UseTally] = field(default_factory=dict)  # recall's touches, not folded
    workspaces: dict[bytes, WorkspaceSettings] = field(default_factory=dict)
    partitions: dict[bytes, int] = field(default_factory=dict)
    # Every tenant's workspace as this batch used it (the distillation schedule needs it).
    tenant_workspaces: dict[str, WorkspaceSettings] = field(default_factory=dict)
    # Subjects whose distillation job result this batch applied (or had applied before).
    jobs_applied: set[bytes] = field(default_factory=set)
    # The earliest expiry among each persisted ledger's live items (None: nothing expires).
    expiries: dict[bytes, datetime | None] = field(default_factory=dict)
    # When each directive of the batch was produced (directive-to-indexed latency).
    directive_times: list[datetime] = field(default_factory=list)
    origins: dict[str, Origin] = field(default_factory=dict)
    counts: Counts = field(default_factory=Counts)

    def upsert(self, doc: MemoryDocument) -> None:
        self.deletes.pop((doc.tenant, doc.id), None)
        self.documents[(doc.tenant, doc.id)] = doc

    def delete(self, tenant: str, doc_id: str, version: int) -> None:
        self.documents.pop((tenant, doc_id), None)
        self.deletes[(tenant, doc_id)] = version

    def version_of(self, tenant: str, doc_id: str) -> int | None:
        """The version this batch writes (or deletes at) for a document, if any."""
        doc = self.documents.get((tenant, doc_id))
        return doc.version if doc is not None else self.deletes.get((tenant, doc_id))
