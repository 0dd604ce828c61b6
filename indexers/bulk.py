"""Bulk writes to the tenant indices: deterministic ids, external versions, item-level
results, and retries that wait out an outage instead of skipping past it.

``external_gte`` versions make every write idempotent: replaying a decision re-sends the
same version (accepted, identical), and an older write arriving late is refused with 409,
which means "a newer state is already there" and counts as done.

Each refused item is judged by its OpenSearch error *type*, as the Kafka Connect
OpenSearch sink does (its ``BulkProcessor``), never by its HTTP status alone:

- a malformed document (:data:`MALFORMED_DOCUMENT_ERRORS`: a mapping or parse error) is
  reported item by item, for the caller to dead-letter; retrying it cannot help;
- a version conflict counts as done only for an externally versioned write;
- anything else (401/403, a cluster or index block such as the disk flood stage, a
  rejected execution, 429, 5xx) is not the document's fault: the batch fails with
  :class:`IndexWriteBlocked`, is retried with backoff, and its offsets do not advance.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

import orjson
from opensearchpy import AsyncOpenSearch
from opensearchpy import exceptions as os_exc
from tenacity import (
    AsyncRetrying,
    before_sleep_log,
    retry_if_exception_type,
    stop_after_delay,
    wait_exponential_jitter,
)

from agents.embedder import Embedder
from indexers.tenants import TenantIndices
from memstream.errors import (
    OPENSEARCH_ERRORS,
    IndexUnavailable,
    IndexWriteBlocked,
    convert_opensearch_error,
)
from schemas.commands import AuditRecord
from schemas.memory import MemoryDocument

log = logging.getLogger(__name__)

# An outage is waited out for this long before the worker gives up and crashes (which
# leaves the offsets uncommitted, so a restart redoes the batch): "never skip past".
DEFAULT_OUTAGE_BUDGET_SECONDS = 600.0
# Vectors kept per worker for statements rewritten without a text change (a few MB).
VECTOR_CACHE_SIZE = 10_000
# The JSON one bulk request may carry; a bigger write set goes in several requests.
# OpenSearch refuses (429) any request over its indexing-pressure limit, 10 % of its heap
# (51 MiB at the local 512 MiB heap), and refuses it again on every retry: a batch that
# touched some 5,000 items (each ~10 KB of JSON with its vector) once wedged the worker
# so, retrying one oversized request for good. Kept under 1 MiB too: past that aiohttp
# warns that sending the raw bytes may hold up the event loop (it copies them).
MAX_REQUEST_BYTES = 1_000_000

# Error types that mean "this document can never be indexed as it is" (the Kafka Connect
# OpenSearch sink's list, plus document_parsing_exception of newer releases).
MALFORMED_DOCUMENT_ERRORS = frozenset(
    {
        "mapper_parsing_exception",
        "document_parsing_exception",
        "strict_dynamic_mapping_exception",
        "illegal_argument_exception",
        "action_request_validation_exception",
    }
)
VERSION_CONFLICT_ERROR = "version_conflict_engine_exception"
EXTERNAL_VERSION_TYPES = frozenset({"external", "external_gte"})
# What an operator does about a refusal that is not the document's fault, by error type.
_BLOCKED_HINTS = {
    "security_exception": "grant the OpenSearch user write access to the memstream indices "
    "(or fix MEMSTREAM_OPENSEARCH__USERNAME / __PASSWORD / __CLIENT_CERT)",
    "cluster_block_exception": "an index or cluster block is set (read-only, or the disk "
    "passed the flood-stage watermark): free disk space, then clear it with "
    'PUT <index>/_settings {"index.blocks.read_only_allow_delete": null}',
    # OpenSearch names it rejected_execution_exception; Elasticsearch-derived clusters es_…
    "rejected_execution_exception": "the cluster's write queue or indexing pressure limit "
    "is full; the write is retried",
    "es_rejected_execution_exception": "the cluster's write queue is full; the write is retried",
    "circuit_breaking_exception": "a memory circuit breaker tripped on the cluster; the "
    "write is retried",
}
# Item reasons are cut here, and never past the value preview of a parse error.
REASON_MAX_CHARS = 300
_VALUE_PREVIEW = re.compile(r"\.?\s*Preview of field's value.*", re.DOTALL)
_FIELD = re.compile(r"failed to parse field \[([^\]]{1,200})\]")

Operation = tuple[dict[str, Any], dict[str, Any] | None]


@dataclass
class WriteSet:
    """Everything one batch writes, across tenants."""

    upserts: list[MemoryDocument] = field(default_factory=list)
    deletes: list[tuple[str, str, int]] = field(default_factory=list)  # tenant, id, version
    audits: list[AuditRecord] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.upserts or self.deletes or self.audits)


class ItemVerdict(Enum):
    """What one bulk item's result means for the batch."""

    WRITTEN = "written"  # acknowledged (a delete of a missing document included)
    STALE = "stale"  # an externally versioned write met a newer version: done
    MALFORMED = "malformed"  # the document itself is refused: dead-letter it
    BLOCKED = "blocked"  # not the document's fault: fail the batch and retry it


def error_type(outcome: Mapping[str, Any]) -> str:
    """The OpenSearch error type of one bulk item result ("" when it has none)."""
    error = outcome.get("error")
    if isinstance(error, Mapping):
        return str(error.get("type", ""))
    return str(error or "")


def classify_item(
    kind: str, outcome: Mapping[str, Any], *, externally_versioned: bool
) -> ItemVerdict:
    """Judge one item of a bulk response by its error type, as the Kafka Connect sink does."""
    status = int(outcome.get("status", 500))
    if status < 300 or (kind == "delete" and status == 404 and "error" not in outcome):
        return ItemVerdict.WRITTEN
    kind_of_error = error_type(outcome)
    if kind_of_error == VERSION_CONFLICT_ERROR and externally_versioned:
        return ItemVerdict.STALE
    if kind_of_error in MALFORMED_DOCUMENT_ERRORS:
        return ItemVerdict.MALFORMED
    return ItemVerdict.BLOCKED


def item_summary(outcome: Mapping[str, Any]) -> str:
    """An item error as a line an operator can act on, without document values: the type,
    the types that caused it, and the field a parse error names."""
    error = outcome.get("error")
    if not isinstance(error, Mapping):
        return str(error or f"status {outcome.get('status')}")[:REASON_MAX_CHARS]
    types = [str(error.get("type", "unknown"))]
    cause = error.get("caused_by")
    while isinstance(cause, Mapping) and len(types) < 4:
        types.append(str(cause.get("type", "unknown")))
        cause = cause.get("caused_by")
    summary = " <- ".join(types)
    field_match = _FIELD.search(str(error.get("reason", "")))
    if field_match:
        summary += f" on field [{field_match[1]}]"
    return summary[:REASON_MAX_CHARS]


def _reason(outcome: Mapping[str, Any]) -> str:
    error = outcome.get("error")
    reason = str(error.get("reason", "")) if isinstance(error, Mapping) else ""
    return _VALUE_PREVIEW.sub("", reason)[:REASON_MAX_CHARS]


@dataclass(frozen=True)
class ItemFailure:
    """A document OpenSearch refused as malformed. ``document`` is the body that was sent,
    without its vector, so the caller can dead-letter it (redacted)."""

    action: str  # "index" or "delete"
    index: str
    doc_id: str
    status: int
    error_type: str
    summary: str  # item_summary(): types and field, never a document value
    document: Mapping[str, Any] | None


@dataclass
class BulkReport:
    written: int = 0
    stale: int = 0  # refused because a newer version is already indexed
    failures: list[ItemFailure] = field(default_factory=list)  # malformed documents only
    attempts: int = 0
    requests: int = 0  # bulk requests answered (a big write set takes several)


class BulkWriter:
    def __init__(
        self,
        client: AsyncOpenSearch,
        indices: TenantIndices,
        embedder: Embedder,
        *,
        outage_budget_seconds: float = DEFAULT_OUTAGE_BUDGET_SECONDS,
        on_retry: Callable[[], None] | None = None,
        max_request_bytes: int = MAX_REQUEST_BYTES,
    ) -> None:
        self._client = client
        self._max_request_bytes = max_request_bytes
        self._indices = indices
        self._embedder = embedder
        self._budget = outage_budget_seconds
        self._on_retry = on_retry
        self._vectors: dict[str, tuple[float, ...]] = {}  # insertion-ordered: oldest first
        self._embed_thread: ThreadPoolExecutor | None = None

    async def embed(self, docs: Sequence[MemoryDocument]) -> list[MemoryDocument]:
        """Attach vectors of the configured model to documents that lack one of it.

        The embedding itself runs in this writer's own thread (:meth:`_embed_off_loop`):
        a batch costs about a millisecond of CPU per statement with use-multilingual, and
        on the event loop that would hold up faust's heartbeats and commits. The cache is
        read and filled on the loop, before and after."""
        model = self._embedder.model_id
        need = [d for d in docs if d.embedding_model != model]
        if not need:
            return list(docs)
        # Status changes and touches rewrite a document whose text did not change: its
        # vector comes from the cache instead of another (possibly remote) embedding call,
        # or else from the index, which holds it already.
        vectors = {d.content: self._vectors[d.content] for d in need if d.content in self._vectors}
        vectors |= await self._stored_vectors([d for d in need if d.content not in vectors], model)
        missing = list(dict.fromkeys(d.content for d in need if d.content not in vectors))
        if missing:
            embedded_rows = await self._embed_off_loop(missing)
            for text, vector in zip(missing, embedded_rows, strict=True):
                vectors[text] = tuple(vector)
                self._remember_vector(text, vectors[text])
        embedded = {
            d.id: d.model_copy(update={"embedding": vectors[d.content], "embedding_model": model})
            for d in need
        }
        return [embedded.get(d.id, d) for d in docs]

    async def _stored_vectors(
        self, docs: Sequence[MemoryDocument], model: str
    ) -> dict[str, tuple[float, ...]]:
        """The indexed vectors of used items whose text is indexed with ``model`` already.

        Recall touches every item it returns, and an item's first use in an hour rewrites
        its document (see ``agents.writer._touch``). After a burst of first-time requests
        most of those items are outside :data:`VECTOR_CACHE_SIZE`, and embedding them all
        again held the worker's one embedding core for seconds while directives waited;
        reading a stored vector back costs the index a fraction of a millisecond. Only used
        items are asked for: a new statement is not in the index yet. A failed read is not
        an error: the texts are embedded as before."""
        used = [d for d in docs if d.use_count > 0]
        if not used:
            return {}
        found: dict[str, tuple[float, ...]] = {}
        by_index: dict[str, list[MemoryDocument]] = {}
        for doc in used:
            by_index.setdefault(self._indices.memories(doc.tenant), []).append(doc)
        for index, wanted in by_index.items():
            try:
                response = await self._client.mget(
                    index=index,
                    body={"ids": [d.id for d in wanted]},
                    # Not realtime: a realtime get of a document changed since the last
                    # refresh forces a refresh, and one per batch would cut the index into
                    # tiny segments under the recall service's searches. A copy not yet
                    # searchable just misses (embedded, as before); an older copy serves
                    # only if it holds the same text.
                    params={
                        "_source_includes": "content,embedding,embedding_model",
                        "realtime": "false",
                    },
                )
            except OPENSEARCH_ERRORS as exc:
                log.info("stored vectors unreadable, embedding instead: %s", exc)
                continue
            stored = {
                str(hit["_id"]): hit.get("_source", {})
                for hit in response.get("docs", [])
                if hit.get("found")
            }
            for doc in wanted:
                source = stored.get(doc.id, {})
                vector = source.get("embedding")
                if (
                    vector
                    and source.get("content") == doc.content
                    and source.get("embedding_model") == model
                ):
                    found[doc.content] = tuple(vector)
        for text, vector in found.items():
            self._remember_vector(text, vector)
        return found

    def _remember_vector(self, text: str, vector: tuple[float, ...]) -> None:
        self._vectors[text] = vector
        while len(self._vectors) > VECTOR_CACHE_SIZE:
            self._vectors.pop(next(iter(self._vectors)))

    async def _embed_off_loop(self, texts: list[str]) -> list[list[float]]:
        """``embedder.embed`` in the writer's single embedding thread. One thread, not the
        loop's default pool: batches embed one at a time (one core at most, beside the
        loop's), and the default pool stays free for what else uses it (DNS lookups)."""
        if self._embed_thread is None:
            self._embed_thread = ThreadPoolExecutor(1, thread_name_prefix="memstream-index-embed")
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._embed_thread, self._embedder.embed, texts)

    def close(self) -> None:
        """Stop the embedding thread (a later ``write`` starts a new one)."""
        if self._embed_thread is not None:
            self._embed_thread.shutdown(wait=False, cancel_futures=True)
            self._embed_thread = None

    async def write(self, writes: WriteSet) -> BulkReport:
        report = BulkReport()
        if not writes:
            return report
        tenants = (
            {d.tenant for d in writes.upserts}
            | {t for t, _, _ in writes.deletes}
            | {a.tenant for a in writes.audits}
        )
        operations = await self._operations(writes)
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

    async def _operations(self, writes: WriteSet) -> list[Operation]:
        ops: list[Operation] = []
        for doc in await self.embed(writes.upserts):
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

    async def _send(self, ops: list[Operation], report: BulkReport) -> list[Operation]:
        """Send ``ops`` and settle every item: written, stale, or refused as malformed (in
        ``report.failures``). Items refused for any other reason stay in ``ops`` and
        :class:`IndexWriteBlocked` is raised, for the caller to retry them."""
        if not ops:
            return ops
        retry: list[Operation] = []
        blocked: Counter[str] = Counter()
        reasons: dict[str, str] = {}
        requests = requests_of(ops, self._max_request_bytes)
        for sent, request in enumerate(requests):
            try:
                response = await self._bulk(bulk_body(request))
            except Exception:
                # What earlier requests settled stays settled: the retry resends the rest.
                ops[:] = retry + [op for later in requests[sent:] for op in later]
                raise
            report.requests += 1
            for op, result in zip(request, response["items"], strict=True):
                ((kind, outcome),) = result.items()
                verdict = classify_item(
                    kind, outcome, externally_versioned=_externally_versioned(op)
                )
                if verdict is ItemVerdict.WRITTEN:
                    report.written += 1
                elif verdict is ItemVerdict.STALE:
                    report.stale += 1
                elif verdict is ItemVerdict.MALFORMED:
                    report.failures.append(_failure(kind, op, outcome))
                else:
                    retry.append(op)
                    label = error_type(outcome) or f"status {outcome.get('status')}"
                    blocked[label] += 1
                    reasons.setdefault(label, _reason(outcome))
        if retry:
            # Keep only the refused items for the next attempt, then let tenacity wait.
            ops[:] = retry
            raise IndexWriteBlocked(_blocked_message(blocked, reasons))
        return []

    async def _bulk(self, body: list[dict[str, Any]]) -> dict[str, Any]:
        what = "writing a bulk batch"
        try:
            response: dict[str, Any] = await self._client.bulk(body=body)
        except os_exc.TransportError as exc:
            if exc.status_code in (401, 403):
                # Credentials or permissions: fixable while the worker waits, so retried
                # like a block rather than crashing the worker.
                raise IndexWriteBlocked(
                    f"OpenSearch refused the bulk request ({exc.status_code}): "
                    + _BLOCKED_HINTS["security_exception"]
                ) from exc
            raise convert_opensearch_error(exc, what) from exc
        except OPENSEARCH_ERRORS as exc:
            raise convert_opensearch_error(exc, what) from exc
        return response


def bulk_body(ops: Sequence[Operation]) -> list[dict[str, Any]]:
    body: list[dict[str, Any]] = []
    for action, source in ops:
        body.append(action)
        if source is not None:
            body.append(source)
    return body


def requests_of(ops: Sequence[Operation], max_bytes: int) -> list[list[Operation]]:
    """``ops`` in order, cut into requests of at most ``max_bytes`` of JSON each (an
    operation bigger than that alone goes in a request of its own)."""
    requests: list[list[Operation]] = []
    current: list[Operation] = []
    size = 0
    for op in ops:
        action, source = op
        # Each line of the NDJSON body and its newline.
        cost = len(orjson.dumps(action)) + 1
        if source is not None:
            cost += len(orjson.dumps(source)) + 1
        if current and size + cost > max_bytes:
            requests.append(current)
            current, size = [], 0
        current.append(op)
        size += cost
    if current:
        requests.append(current)
    return requests


def _externally_versioned(op: Operation) -> bool:
    ((_, meta),) = op[0].items()
    return meta.get("version_type") in EXTERNAL_VERSION_TYPES


def _failure(kind: str, op: Operation, outcome: Mapping[str, Any]) -> ItemFailure:
    ((_, meta),) = op[0].items()
    source = op[1]
    document = {k: v for k, v in source.items() if k != "embedding"} if source else None
    return ItemFailure(
        action=kind,
        index=str(outcome.get("_index", meta.get("_index"))),
        doc_id=str(outcome.get("_id", meta.get("_id"))),
        status=int(outcome.get("status", 0)),
        error_type=error_type(outcome),
        summary=item_summary(outcome),
        document=document,
    )


def _blocked_message(blocked: Counter[str], reasons: Mapping[str, str]) -> str:
    parts = []
    for label, count in blocked.most_common():
        hint = _BLOCKED_HINTS.get(label, "see the OpenSearch logs")
        reason = f" ({reasons[label]})" if reasons.get(label) else ""
        parts.append(f"{count}x {label}{reason}: {hint}")
    total = sum(blocked.values())
    return (
        f"OpenSearch refused {total} bulk item(s) for a reason that is not in the documents; "
        f"the batch is retried and its offsets do not advance until then. " + "; ".join(parts)
    )
