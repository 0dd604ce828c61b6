"""A write set bigger than OpenSearch accepts in one request is written in several.

OpenSearch refuses (429) a bulk request over its indexing-pressure limit, and refuses it
again on every retry. The recall benchmark found a worker wedged so: one batch of touch
commands rewrote some 5,000 documents with their vectors, and the one request that
carried them was retried for good while directives waited behind it.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

import orjson
import pytest
from opensearchpy import AsyncOpenSearch

from indexers.bulk import MAX_REQUEST_BYTES, BulkWriter, WriteSet
from indexers.tenants import TenantIndices
from memstream.config import Settings
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, memory_id

pytestmark = pytest.mark.integration

NOW = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
DIMENSION = 512
MODEL = "given-vectors"


class _NoModel:
    """Every document below arrives with its vector: the writer must not embed."""

    model_id = MODEL
    dimension = DIMENSION

    def embed(self, texts: list[str]) -> list[list[float]]:
        raise AssertionError(f"asked to embed {len(texts)} texts that came with vectors")

    def warm_up(self) -> None:
        pass


def _doc(tenant: str, n: int, rng: random.Random) -> MemoryDocument:
    return MemoryDocument(
        id=memory_id(tenant, f"s{n % 50}", f"ev-{n}", 0),
        tenant=tenant,
        subject=f"s{n % 50}",
        kind=MemoryKind.FACT,
        origin=Origin.EXPLICIT,
        status=Status.ACTIVE,
        content=f"Statement number {n} about a garden, a bicycle and a long walk",
        fingerprint=f"{n:064x}",
        valid_from=NOW,
        recorded_at=NOW,
        version=2,
        embedding_model=MODEL,
        embedding=tuple(rng.uniform(-1, 1) for _ in range(DIMENSION)),
    )


async def _pressure_limit(client: AsyncOpenSearch) -> int:
    stats: dict[str, Any] = await client.nodes.stats(metric="indexing_pressure")
    (node,) = stats["nodes"].values()
    limit: int = node["indexing_pressure"]["memory"]["limit_in_bytes"]
    return limit


async def test_a_write_set_over_the_indexing_pressure_limit_is_written_whole(
    os_client: AsyncOpenSearch, isolated_settings: Settings, unique: str
) -> None:
    tenant = f"bulk{unique}"
    indices = TenantIndices(
        os_client, prefix=isolated_settings.opensearch.index_prefix, dimension=DIMENSION
    )
    limit = await _pressure_limit(os_client)
    rng = random.Random(7)
    docs: list[MemoryDocument] = []
    size = 0
    while size <= limit * 1.1:  # more than one request may carry: this once wedged a worker
        doc = _doc(tenant, len(docs), rng)
        docs.append(doc)
        size += len(orjson.dumps(doc.model_dump(mode="json")))
    # A bounded wait: one request carrying it all would be refused until this runs out.
    writer = BulkWriter(os_client, indices, _NoModel(), outage_budget_seconds=60)
    report = await writer.write(WriteSet(upserts=docs))
    assert (report.written, report.failures, report.attempts) == (len(docs), [], 1)
    assert report.requests >= max(2, size // MAX_REQUEST_BYTES)
    index = indices.memories(tenant)
    await os_client.indices.refresh(index=index)
    counted = await os_client.count(index=index)
    assert counted["count"] == len(docs)
