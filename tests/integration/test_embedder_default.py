"""Issue 16: use-multilingual (512 dimensions) is the default embedder, and an index made
at another vector size is refused, never written into, against the real OpenSearch and a
real worker process.

Before, a worker whose embedder did not fit an existing tenant index dead-lettered every
document of that tenant (``mapper_parsing_exception`` on ``[embedding]``) and went on. Now
it stops, at start when the index already exists and at the first write when another
process made it later, with one line that says what to do. The last test walks the
migration the README gives ("Embedders") for a tenant made at 256 dimensions.

Only the tests that need the multilingual model load it; the workers here that need no
model run wordllama, as the rest of the suite does.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from agents.embedder import UseMultilingualEmbedder, WordLlamaEmbedder
from indexers.tenants import TenantIndices
from memstream.config import Settings
from memstream.errors import IndexDimensionMismatch
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, memory_id
from tests.support.worker import (
    WorkerProcess,
    all_topics,
    create_topics,
    drop_indices,
    embedding_section,
    free_port,
    isolated_settings,
    produce_turns,
    read_topic,
    remove_run,
    search_all,
    turn,
    wait_for,
)

pytestmark = pytest.mark.integration

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
# A worker that refuses its indices exits within this (faust's start and stop included).
EXIT_SECONDS = 90


@pytest.fixture
def run(tmp_path: Path) -> Iterator[Settings]:
    """Isolated settings (wordllama, 256 dimensions) with topics; removed afterwards."""
    settings = isolated_settings(os.urandom(5).hex(), tmp_path, web_port=free_port())
    asyncio.run(create_topics(settings, all_topics(settings)))
    yield settings
    remove_run(settings)


def indices_of(client: AsyncOpenSearch, settings: Settings, dimension: int) -> TenantIndices:
    return TenantIndices(
        client,
        prefix=settings.opensearch.index_prefix,
        dimension=dimension,
        provider="use-multilingual" if dimension == 512 else "wordllama",
    )


async def vector_size(client: AsyncOpenSearch, index: str) -> int:
    mapping = await client.indices.get_mapping(index=index)
    return int(mapping[index]["mappings"]["properties"]["embedding"]["dimension"])


def exited(worker: WorkerProcess, timeout: float = EXIT_SECONDS) -> int:
    assert worker.proc is not None
    try:
        return worker.proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"the worker did not stop:\n{worker.logs()[-3000:]}") from None


# -- the guard, on the real cluster ------------------------------------------------------


async def test_an_index_made_at_256_is_refused_by_an_embedder_of_512(
    os_client: AsyncOpenSearch, isolated_settings: Settings
) -> None:
    # An index as a wordllama worker (the old default) made it.
    old = indices_of(os_client, isolated_settings, 256)
    await old.ensure("acme")
    index = old.memories("acme")
    assert await vector_size(os_client, index) == 256

    new = indices_of(os_client, isolated_settings, 512)
    with pytest.raises(IndexDimensionMismatch) as refused:
        await new.ensure("acme")
    message = str(refused.value)
    assert message.startswith(f"index {index} holds 256-dimension vectors, but the configured")
    assert "MEMSTREAM_EMBEDDING__PROVIDER=wordllama (256) to keep using it" in message
    assert "`memstream reembed --tenant acme`" in message
    with pytest.raises(IndexDimensionMismatch, match=f"index {index} holds 256"):
        await new.check_existing()
    # Nothing changed on the index; a new tenant gets the new size.
    assert await vector_size(os_client, index) == 256
    await new.ensure("globex")
    assert await vector_size(os_client, new.memories("globex")) == 512
    # Contrast: the embedder the index was made for still uses it.
    await indices_of(os_client, isolated_settings, 256).ensure("acme")


# -- the worker --------------------------------------------------------------------------


def test_a_default_worker_refuses_at_start_an_index_made_by_wordllama(
    run: Settings, tmp_path: Path
) -> None:
    """The upgrade case: indices made by the old default, a worker with the new one."""

    async def old_index() -> None:
        from indexers.client import make_client  # noqa: PLC0415

        client = make_client(run.opensearch)
        try:
            await indices_of(client, run, 256).ensure("acme")
        finally:
            await client.close()

    asyncio.run(old_index())
    upgraded = run.with_sections(embedding=embedding_section(provider="use-multilingual"))
    worker = WorkerProcess(upgraded, tmp_path / "worker.log")
    worker.launch()
    try:
        assert exited(worker) == 2
    finally:
        worker.stop()
    index = f"{run.opensearch.index_prefix}-acme-memories"
    (line,) = [ln for ln in worker.logs().splitlines() if ln.startswith("memstream worker:")]
    assert line.startswith(f"memstream worker: index {index} holds 256-dimension vectors")
    assert "MEMSTREAM_EMBEDDING__PROVIDER=use-multilingual" in line
    assert "Traceback" not in worker.logs()  # one line, not a stack
    # It stopped before faust: it joined no group and warmed no model.
    assert "embedder use-multilingual-v3-512 warm" not in worker.logs()


def test_a_worker_stops_at_the_first_write_to_an_index_made_later_at_another_size(
    run: Settings, tmp_path: Path
) -> None:
    worker = WorkerProcess(run, tmp_path / "worker.log")
    worker.start()
    try:
        assert "embedder wordllama-l2-supercat-256 warm" in worker.logs()

        async def made_by_a_512_worker() -> None:
            from indexers.client import make_client  # noqa: PLC0415

            client = make_client(run.opensearch)
            try:
                await indices_of(client, run, 512).ensure("acme")
            finally:
                await client.close()

        asyncio.run(made_by_a_512_worker())
        asyncio.run(produce_turns(run, [turn("acme", "alice", "remember that I like tea", 1)]))
        assert exited(worker) == 2
    finally:
        worker.stop()
    logs = worker.logs()
    index = f"{run.opensearch.index_prefix}-acme-memories"
    (line,) = [ln for ln in logs.splitlines() if ln.startswith("memstream worker:")]
    assert line.startswith(f"memstream worker: index {index} holds 512-dimension vectors")
    assert "MEMSTREAM_EMBEDDING__PROVIDER=use-multilingual (512) to keep using it" in line
    # Not dead-lettered, not written: the turn waits for a worker that fits the index.
    assert asyncio.run(read_topic(run, run.kafka.turns_dlq_topic, expect=1, timeout=2)) == []

    async def stored() -> list[dict[str, Any]]:
        from indexers.client import make_client  # noqa: PLC0415

        client = make_client(run.opensearch)
        try:
            return await search_all(client, index)
        finally:
            await client.close()

    assert asyncio.run(stored()) == []


JOINED = "Successfully synced group"  # aiokafka's line once the join completed


def test_a_default_worker_builds_its_model_before_consuming_and_writes_512_vectors(
    tmp_path: Path,
) -> None:
    settings = isolated_settings(
        os.urandom(5).hex(),
        tmp_path,
        web_port=free_port(),
        embedding={"provider": "use-multilingual"},
    )
    assert (settings.embedding.model, settings.embedding.dimension) == (
        "use-multilingual-v3-512",
        512,
    )
    asyncio.run(create_topics(settings, all_topics(settings)))
    worker = WorkerProcess(settings, tmp_path / "worker.log")
    try:
        worker.start()
        logs = worker.logs()
        warm = logs.index("embedder use-multilingual-v3-512 warm in")
        assert warm < logs.index(JOINED)  # built before the worker took any partition
        asyncio.run(
            produce_turns(settings, [turn("acme", "alice", "记住我对花生过敏", 1)])  # peanuts
        )

        async def stored() -> list[dict[str, Any]]:
            from indexers.client import make_client  # noqa: PLC0415

            client = make_client(settings.opensearch)
            try:
                index = f"{settings.opensearch.index_prefix}-acme-memories"
                found = await wait_for(lambda: search_all(client, index), timeout=45)
                assert await vector_size(client, index) == 512
                return list(found)
            finally:
                await client.close()

        (memory,) = asyncio.run(stored())
        assert memory["embedding_model"] == "use-multilingual-v3-512"
        assert len(memory["embedding"]) == 512
    finally:
        worker.stop()
        remove_run(settings)


# -- the README's migration of a 256 tenant ---------------------------------------------

MEMORIES = {
    "en": "I am allergic to peanuts",
    "zh": "我住在柏林",  # I live in Berlin
    "de": "Ich arbeite als Krankenpflegerin",  # I work as a nurse
}


def document(embedder: WordLlamaEmbedder, n: int, content: str) -> dict[str, Any]:
    doc = MemoryDocument(
        id=memory_id("acme", "alice", f"ev-{n}", 0),
        tenant="acme",
        subject="alice",
        kind=MemoryKind.PROFILE,
        origin=Origin.EXPLICIT,
        status=Status.ACTIVE,
        content=content,
        fingerprint=f"{n:064x}",
        valid_from=NOW,
        recorded_at=NOW,
        embedding_model=embedder.model_id,
        embedding=tuple(embedder.embed([content])[0]),
        version=n + 1,
    )
    return doc.model_dump(mode="json")


async def copy_without_vectors(client: AsyncOpenSearch, source: str, dest: str) -> None:
    """What the README's ``POST _reindex`` does (source to dest, external versions kept,
    ``embedding`` and ``embedding_model`` removed by its script). The local cluster that
    ``make up`` starts has no reindex module (``deploy/local/opensearch-pom.xml``), so the
    same copy is made here with a search and a bulk request."""
    found = await client.search(
        index=source, body={"size": 1000, "version": True, "query": {"match_all": {}}}
    )
    body: list[dict[str, Any]] = []
    for hit in found["hits"]["hits"]:
        meta = {"_index": dest, "_id": hit["_id"], "version": hit["_version"]}
        body.append({"index": meta | {"version_type": "external"}})
        body.append({k: v for k, v in hit["_source"].items() if not k.startswith("embedding")})
    if body:
        answer = await client.bulk(body=body, params={"refresh": "true"})
        assert not answer["errors"], answer


async def test_the_readme_migration_moves_a_256_tenant_to_512_vectors(
    os_client: AsyncOpenSearch, isolated_settings: Settings
) -> None:
    from recall.tools.reembed import reembed  # noqa: PLC0415 - the recall side, imported late

    old_settings = isolated_settings  # wordllama, prefix w<unique>
    old = indices_of(os_client, old_settings, 256)
    await old.ensure("acme")
    wordllama = WordLlamaEmbedder()
    for n, content in enumerate(MEMORIES.values()):
        body = document(wordllama, n, content)
        await os_client.index(
            index=old.memories("acme"),
            id=body["id"],
            body=body,
            params={"version": body["version"], "version_type": "external_gte"},
        )
    await os_client.indices.refresh(index=old.memories("acme"))

    # The README's steps, as REST calls: the new index from the old one's settings and
    # mapping at 512 dimensions, the copy without vectors, then reembed under the new
    # prefix and provider.
    new_prefix = f"{old_settings.opensearch.index_prefix}v2"
    new_settings = old_settings.with_sections(
        opensearch={"index_prefix": new_prefix},
        embedding=embedding_section(provider="use-multilingual"),
    )
    for kind in ("memories", "audit"):
        source = f"{old_settings.opensearch.index_prefix}-acme-{kind}"
        dest = f"{new_prefix}-acme-{kind}"
        (described,) = (await os_client.indices.get(index=source)).values()
        index_settings = {
            k: described["settings"]["index"][k]
            for k in ("number_of_shards", "number_of_replicas", "refresh_interval", "knn")
            if k in described["settings"]["index"]
        }
        mappings = described["mappings"]
        if kind == "memories":
            mappings["properties"]["embedding"]["dimension"] = 512
        await os_client.indices.create(
            index=dest, body={"settings": {"index": index_settings}, "mappings": mappings}
        )
        await copy_without_vectors(os_client, source, dest)
    try:
        use = UseMultilingualEmbedder()
        report = await reembed(new_settings, "acme", embedder=use, progress=None)
        assert (report.total, report.updated, report.failed) == (3, 3, 0)

        # The new index passes the guard of a default worker; the old one still does not.
        new = indices_of(os_client, new_settings, 512)
        await new.ensure("acme")
        with pytest.raises(IndexDimensionMismatch):
            await indices_of(os_client, old_settings, 512).ensure("acme")
        docs = await search_all(os_client, new.memories("acme"))
        assert {d["content"] for d in docs} == set(MEMORIES.values())
        assert {d["embedding_model"] for d in docs} == {"use-multilingual-v3-512"}
        assert {d["version"] for d in docs} == {1, 2, 3}
        # What the move was for: an English question finds the Chinese memory.
        query = use.embed(["Which city does she live in?"])[0]
        hits = await os_client.search(
            index=new.memories("acme"),
            body={"size": 1, "query": {"knn": {"embedding": {"vector": query, "k": 3}}}},
        )
        assert hits["hits"]["hits"][0]["_source"]["content"] == MEMORIES["zh"]
    finally:
        await drop_indices(new_settings)
