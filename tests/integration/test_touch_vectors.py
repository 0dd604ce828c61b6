"""A used item's hourly rewrite takes its vector from the index instead of embedding again.

Recall touches every item it returns, and the first use of an item in an hour rewrites its
document. After a burst of first-time requests, embedding all those texts again held the
worker's embedding core for seconds while directives waited (the recall bench's directive
p99 reached 7.5 s). The stored vector is read back instead, but only when the stored text
is the same text, embedded by the same model.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from agents.embedder import Embedder, make_embedder
from indexers.bulk import BulkWriter, WriteSet
from indexers.tenants import TenantIndices
from memstream.config import Settings
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, memory_id

pytestmark = pytest.mark.integration

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=UTC)


class Recording:
    """The configured embedder, with a record of the texts it was asked to embed."""

    def __init__(self, inner: Embedder) -> None:
        self._inner = inner
        self.model_id = inner.model_id
        self.dimension = inner.dimension
        self.asked: list[str] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.asked.extend(texts)
        return self._inner.embed(texts)

    def warm_up(self) -> None:
        self._inner.warm_up()


def _doc(tenant: str, n: int, content: str, **fields: Any) -> MemoryDocument:
    return MemoryDocument(
        id=memory_id(tenant, "s1", f"ev-{n}", 0),
        tenant=tenant,
        subject="s1",
        kind=MemoryKind.FACT,
        origin=Origin.EXPLICIT,
        status=Status.ACTIVE,
        content=content,
        fingerprint=f"{n:064x}",
        valid_from=NOW,
        recorded_at=NOW,
        **fields,
    )


async def _stored(client: AsyncOpenSearch, index: str, doc_id: str) -> dict[str, Any]:
    got: dict[str, Any] = await client.get(index=index, id=doc_id)
    source: dict[str, Any] = got["_source"]
    return source


async def test_a_used_items_rewrite_reuses_its_stored_vector_and_an_edit_is_embedded(
    os_client: AsyncOpenSearch, isolated_settings: Settings, unique: str
) -> None:
    tenant = f"touchvec{unique}"
    embedder = Recording(make_embedder(isolated_settings.embedding))
    indices = TenantIndices(
        os_client, prefix=isolated_settings.opensearch.index_prefix, dimension=embedder.dimension
    )
    index = indices.memories(tenant)
    kept = _doc(tenant, 1, "My sister Ana teaches chemistry in Porto", version=2)
    edited = _doc(tenant, 2, "I cycle to work on Tuesdays", version=2)
    writer = BulkWriter(os_client, indices, embedder, outage_budget_seconds=60)
    try:
        await writer.write(WriteSet(upserts=[kept, edited]))
        # Searchable, as an item is by the time recall returns it: the read-back is not
        # realtime, so that it never forces a refresh.
        await os_client.indices.refresh(index=index)
        first = await _stored(os_client, index, kept.id)
        assert embedder.asked == [kept.content, edited.content]

        # A fresh writer, as after a restart or once the texts left its cache: only the
        # index still has the vectors.
        writer.close()
        writer = BulkWriter(os_client, indices, embedder, outage_budget_seconds=60)
        embedder.asked.clear()
        used = kept.model_copy(update={"use_count": 1, "last_used_at": NOW, "version": 5})
        changed = edited.model_copy(
            update={"content": "I cycle to work on Thursdays", "use_count": 3, "version": 6}
        )
        never_indexed = _doc(tenant, 3, "My dog Pico is afraid of thunder", use_count=1)
        report = await writer.write(WriteSet(upserts=[used, changed, never_indexed]))

        assert (report.written, report.failures) == (3, [])
        # The used item's text was not embedded again; the edit and the new item were.
        assert embedder.asked == [changed.content, never_indexed.content]
        rewritten = await _stored(os_client, index, kept.id)
        assert rewritten["use_count"] == 1
        assert rewritten["embedding"] == first["embedding"]
        assert rewritten["embedding_model"] == embedder.model_id
        assert (await _stored(os_client, index, edited.id))["content"] == changed.content
    finally:
        writer.close()
