"""What a batch does about documents OpenSearch refused as malformed, decided without I/O.

Each refused document is dead-lettered with its source event and the redacted document; the
ledger change that produced it is undone in the plan before the ledgers are persisted, so
the ledger keeps agreeing with the index. A change an earlier batch already persisted
cannot be undone: a compensating audit record says so instead.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime

from agents.batch_plan import BatchPlan, Origin
from agents.dead_letters import dead_letter
from agents.ledger import SubjectLedger
from indexers.bulk import ItemFailure
from indexers.templates import MEMORIES_SUFFIX
from schemas.commands import AuditRecord
from schemas.events import DeadLetter
from schemas.memory import MemoryDocument

log = logging.getLogger(__name__)

# Ids of compensating audit records (a ledger state the index refused).
_COMPENSATION_NS = uuid.UUID("5b0f4a52-1d7e-4c1c-9a57-3f2f1e0c6d11")


def apply_rejections(
    plan: BatchPlan,
    failures: Sequence[ItemFailure],
    persisted: Callable[[bytes], SubjectLedger | None],
    *,
    now: datetime,
) -> list[AuditRecord]:
    """Fold ``failures`` into ``plan`` (dead letters, undone ledger changes, the waiters'
    change events); return the compensating audit records to index. ``persisted`` reads a
    subject's ledger as stored before this batch."""
    compensations: list[AuditRecord] = []
    refused: set[str] = set()
    for failure in failures:
        refused.add(failure.doc_id)
        plan.counts.add("bulk_item_failures")
        plan.counts.add("dlq_events", "index_rejected")
        origin = plan.origins.get(failure.doc_id)
        log.error(
            "OpenSearch refused document %s in %s as malformed (%s); dead-lettered with "
            "its source event %s",
            failure.doc_id,
            failure.index,
            failure.summary,
            f"{origin.record.topic}[{origin.record.partition}]@{origin.record.offset}"
            if origin
            else "(unknown)",
        )
        plan.dead_letters.append(index_dead_letter(failure, origin))
        if origin is not None and failure.index.endswith(f"-{MEMORIES_SUFFIX}"):
            compensation = _undo(plan, failure, origin, persisted, now)
            if compensation is not None:
                compensations.append(compensation)
    # A waiter hears that its command's document was refused, not that it was applied.
    plan.changes = [
        change.model_copy(update={"outcome": "index_rejected", "item": None, "status": None})
        if change.item_id in refused
        else change
        for change in plan.changes
        if change.final or change.item_id not in refused
    ]
    plan.counts.add("ledger_compensations", by=len(compensations))
    return compensations


def index_dead_letter(failure: ItemFailure, origin: Origin | None) -> DeadLetter:
    """The DLQ record of a document the index refused: where its source event is, and the
    document (without its vector) redacted, so it can be fixed and replayed."""
    document = json.dumps(failure.document or {}, ensure_ascii=False).encode()
    record = origin.record if origin is not None else None
    return dead_letter(
        reason="index_rejected",
        detail=f"OpenSearch refused {failure.action} of {failure.index}/{failure.doc_id}: "
        f"{failure.summary}",
        topic=record.topic if record is not None else failure.index,
        partition=record.partition if record is not None else -1,
        offset=record.offset if record is not None else -1,
        key=record.key if record is not None else None,
        payload=document,
    )


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


def _undo(
    plan: BatchPlan,
    failure: ItemFailure,
    origin: Origin,
    persisted: Callable[[bytes], SubjectLedger | None],
    now: datetime,
) -> AuditRecord | None:
    """Undo the ledger change behind a refused document (:func:`undo_refused_write`);
    when the ledger had already persisted it, return a compensating audit record."""
    ledger = plan.ledgers.get(origin.subject_key)
    if ledger is None:
        return None
    kept = undo_refused_write(
        ledger,
        persisted(origin.subject_key),
        failure.doc_id,
        version=plan.version_of(ledger.tenant, failure.doc_id),
        source_id=origin.source_id,
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
