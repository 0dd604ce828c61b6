"""A tenant's indices exist on first use and a memory is found lexically and by vector."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from opensearchpy import AsyncOpenSearch

from agents.embedder import WordLlamaEmbedder
from indexers.tenants import TenantIndices
from memstream.config import Settings
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, memory_id

pytestmark = pytest.mark.integration

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def _doc(embedder: WordLlamaEmbedder, tenant: str, n: int, content: str) -> MemoryDocument:
    return MemoryDocument(
        id=memory_id(tenant, "alice", f"ev-{n}", 0),
        tenant=tenant,
        subject="alice",
        kind=MemoryKind.PREFERENCE,
        origin=Origin.EXPLICIT,
        status=Status.ACTIVE,
        content=content,
        fingerprint=f"{n:064x}",
        valid_from=NOW,
        recorded_at=NOW,
        embedding_model=embedder.model_id,
        embedding=tuple(embedder.embed([content])[0]),
    )


async def test_tenant_indices_are_created_once_and_serve_bm25_and_knn(
    os_client: AsyncOpenSearch, isolated_settings: Settings, unique: str
) -> None:
    embedder = WordLlamaEmbedder()
    tenant = f"acme{unique}"
    indices = TenantIndices(
        os_client, prefix=isolated_settings.opensearch.index_prefix, dimension=embedder.dimension
    )
    await indices.ensure(tenant)
    # A second manager (another worker, a restart) must accept existing indices quietly.
    await TenantIndices(
        os_client, prefix=isolated_settings.opensearch.index_prefix, dimension=embedder.dimension
    ).ensure(tenant)
    index = indices.memories(tenant)
    try:
        mapping = await os_client.indices.get_mapping(index=index)
        props = mapping[index]["mappings"]["properties"]
        assert props["embedding"]["dimension"] == embedder.dimension
        assert props["status"]["type"] == "keyword"

        docs = [
            _doc(embedder, tenant, 1, "I am vegetarian and never eat meat"),
            _doc(embedder, tenant, 2, "My favourite programming language is Rust"),
            _doc(embedder, tenant, 3, "我对花生过敏"),
        ]
        for doc in docs:
            await os_client.index(
                index=index, id=doc.id, body=doc.model_dump(mode="json"), refresh="wait_for"
            )

        lexical = await os_client.search(
            index=index, body={"query": {"match": {"content": "vegetarian"}}}
        )
        assert [h["_id"] for h in lexical["hits"]["hits"]] == [docs[0].id]

        cjk = await os_client.search(
            index=index, body={"query": {"match": {"content.cjk": "花生"}}}
        )
        assert [h["_id"] for h in cjk["hits"]["hits"]] == [docs[2].id]

        query_vector = embedder.embed(["which programming language does she like"])[0]
        knn = await os_client.search(
            index=index,
            body={"size": 1, "query": {"knn": {"embedding": {"vector": query_vector, "k": 3}}}},
        )
        assert [h["_id"] for h in knn["hits"]["hits"]] == [docs[1].id]
    finally:
        await os_client.indices.delete(index=f"{isolated_settings.opensearch.index_prefix}-*")
