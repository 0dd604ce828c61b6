"""Bulk writes to the tenant indices: deterministic ids, external versions, item-level
results, and retries that wait out an outage instead of skipping past it.

``external_gte`` versions make every write idempotent: replaying a decision re-sends the
same version (accepted, identical), and an older write arriving late is refused with 409,
which means "a newer state is already there" and counts as done.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from opensearchpy import AsyncOpenSearch
from tenacity import (
    AsyncRetrying,
    before_sleep_log,
    retry_if_exception_type,
    stop_after_delay,
    wait_exponential_jitter,
)

from agents.embedder import Embedder
from indexers.client import RETRYABLE_STATUSES, call
from indexers.tenants import TenantIndices
from memstream.errors import IndexUnavailable
from schemas.commands import AuditRecord
from schemas.memory import MemoryDocument

log = logging.getLogger(__name__)

# An outage is waited out for this long before the worker gives up and crashes (which
# leaves the offsets uncommitted, so a restart redoes the batch): "never skip past".
DEFAULT_OUTAGE_BUDGET_SECONDS = 600.0
# Vectors kept per worker for statements rewritten without a text change (a few MB).
VECTOR_CACHE_SIZE = 10_000


@dataclass
class WriteSet:
    """Everything one batch writes, across tenants."""

    upserts: list[MemoryDocument] = field(default_factory=list)
    deletes: list[tuple[str, str, int]] = field(default_factory=list)  # tenant, id, version
    audits: list[AuditRecord] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.upserts or self.deletes or self.audits)


@dataclass(frozen=True)
class ItemFailure:
    index: str
    doc_id: str
    status: int
    error: str


@dataclass
class BulkReport:
    written: int = 0
    stale: int = 0  # refused because a newer version is already indexed
    failures: list[ItemFailure] = field(default_factory=list)
    attempts: int = 0


class BulkWriter:
    def __init__(
        self,
        client: AsyncOpenSearch,
        indices: TenantIndices,
        embedder: Embedder,
        *,
        outage_budget_seconds: float = DEFAULT_OUTAGE_BUDGET_SECONDS,
        on_retry: Callable[[], None] | None = None,
    ) -> None:
        self._client = client
        self._indices = indices
        self._embedder = embedder
        self._budget = outage_budget_seconds
        self._on_retry = on_retry
        self._vectors: dict[str, tuple[float, ...]] = {}  # insertion-ordered: oldest first

    def embed(self, docs: Sequence[MemoryDocument]) -> list[MemoryDocument]:
        """Attach vectors of the configured model to documents that lack one of it."""
        model = self._embedder.model_id
        need = [d for d in docs if d.embedding_model != model]
        if not need:
            return list(docs)
        # Status changes and touches rewrite a document whose text did not change: its
        # vector comes from the cache instead of another (possibly remote) embedding call.
        vectors = {d.content: self._vectors[d.content] for d in need if d.content in self._vectors}
        missing = list(dict.fromkeys(d.content for d in need if d.content not in vectors))
        if missing:
            for text, vector in zip(missing, self._embedder.embed(missing), strict=True):
                vectors[text] = self._vectors[text] = tuple(vector)
            while len(self._vectors) > VECTOR_CACHE_SIZE:
                self._vectors.pop(next(iter(self._vectors)))
        embedded = {
            d.id: d.model_copy(update={"embedding": vectors[d.content], "embedding_model": model})
            for d in need
        }
        return [embedded.get(d.id, d) for d in docs]

    async def write(self, writes: WriteSet) -> BulkReport:
        report = BulkReport()
        if not writes:
            return report
        tenants = (
            {d.tenant for d in writes.upserts}
            | {t for t, _, _ in writes.deletes}
            | {a.tenant for a in writes.audits}
        )
        operations = self._operations(writes)
        async for attempt in AsyncRetrying(
            retry=retry_if_exception_type(IndexUnavailable),
            wait=wait_exponential_jitter(multiplier=0.2, max=10),
            stop=stop_after_delay(self._budget),
            before_sleep=self._before_sleep,
            reraise=True,
        ):
            with attempt:
                report.attempts += 1
                for tenant in sorted(tenants):
                    await self._indices.ensure(tenant)
                operations = await self._send(operations, report)
        return report

    def _before_sleep(self, state: Any) -> None:
        if self._on_retry is not None:
            self._on_retry()
        before_sleep_log(log, logging.WARNING)(state)

    def _operations(self, writes: WriteSet) -> list[tuple[dict[str, Any], dict[str, Any] | None]]:
        ops: list[tuple[dict[str, Any], dict[str, Any] | None]] = []
        for doc in self.embed(writes.upserts):
            meta = {
                "_index": self._indices.memories(doc.tenant),
                "_id": doc.id,
                "version": doc.version,
                "version_type": "external_gte",
            }
            ops.append(({"index": meta}, doc.model_dump(mode="json")))
        for tenant, doc_id, version in writes.deletes:
            meta = {
                "_index": self._indices.memories(tenant),
                "_id": doc_id,
                "version": version,
                "version_type": "external_gte",
            }
            ops.append(({"delete": meta}, None))
        for audit in writes.audits:
            meta = {"_index": self._indices.audit(audit.tenant), "_id": audit.id}
            ops.append(({"index": meta}, audit.model_dump(mode="json")))
        return ops

    async def _send(
        self, ops: list[tuple[dict[str, Any], dict[str, Any] | None]], report: BulkReport
    ) -> list[tuple[dict[str, Any], dict[str, Any] | None]]:
        """Send ``ops``; return [] when all landed, or raise to retry the retryable ones."""
        if not ops:
            return ops
        body: list[dict[str, Any]] = []
        for action, source in ops:
            body.append(action)
            if source is not None:
                body.append(source)
        response = await call("writing a bulk batch", self._client.bulk(body=body))
        retry: list[tuple[dict[str, Any], dict[str, Any] | None]] = []
        for op, result in zip(ops, response["items"], strict=True):
            ((kind, outcome),) = result.items()
            status = int(outcome.get("status", 500))
            if status < 300 or (kind == "delete" and status == 404):
                report.written += 1
            elif status == 409:
                report.stale += 1
            elif status in RETRYABLE_STATUSES:
                retry.append(op)
            else:
                error = outcome.get("error", {})
                report.failures.append(
                    ItemFailure(
                        index=str(outcome.get("_index")),
                        doc_id=str(outcome.get("_id")),
                        status=status,
                        error=str(error.get("type", error))
                        if isinstance(error, dict)
                        else str(error),
                    )
                )
        if retry:
            # Keep only the retryable items for the next attempt, then let tenacity wait.
            ops[:] = retry
            raise IndexUnavailable(f"{len(retry)} bulk items were refused with a retryable status")
        # Non-retryable refusals (a mapping conflict, say) are reported item by item to the
        # caller, which dead-letters them: one poison document must not stall a partition.
        return []
