"""Issue 14, "index-rejected documents": the bulk writer judged a refused item by its HTTP
status alone. A 403 from an index whose writes are blocked (an operator's
``index.blocks.write``, or the read-only block of the disk flood stage) counted as a
malformed document: dead-lettered, its offset advanced, the memory lost, although the
index was only blocked.

Now only a malformed document is dead-lettered; a block fails the batch, which is retried
with its offsets held, and the memory lands once the block is lifted.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from indexers.tenants import TenantIndices
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce_turns,
    read_topic,
    search_all,
    turn,
    wait_for,
)

pytestmark = pytest.mark.integration

# Bulk retries seen while the index is blocked before it is unblocked (backoff from 0.2 s).
RETRIES = 3


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WorkerProcess]:
    with module_worker(tmp_path_factory) as process:
        yield process


async def test_a_write_blocked_index_holds_the_batch_instead_of_dropping_the_memory(
    worker: WorkerProcess, client: AsyncOpenSearch
) -> None:
    s = worker.settings
    indices = TenantIndices(
        client, prefix=s.opensearch.index_prefix, dimension=s.embedding.dimension
    )
    await indices.ensure("blocked")  # the tenant's real indices, as the worker makes them
    index = indices.memories("blocked")
    await client.indices.put_settings(index=index, body={"index.blocks.write": True})
    try:
        await produce_turns(s, [turn("blocked", "alice", "remember that I am vegetarian", 1)])

        async def retried() -> bool:
            return worker.metric("memstream_bulk_index_retries_total") >= RETRIES

        await wait_for(retried, timeout=60)
        # Held, not dropped: nothing dead-lettered, nothing stored, the write retried.
        assert await read_topic(s, s.kafka.turns_dlq_topic, expect=1, timeout=1) == []
        assert worker.metric("memstream_bulk_item_failures_total") == 0
        assert await search_all(client, index) == []
    finally:
        await client.indices.put_settings(index=index, body={"index.blocks.write": None})

    async def stored() -> list[dict[str, Any]]:
        return await search_all(client, index)

    (memory,) = await wait_for(stored, timeout=45)
    assert memory["content"] == "I am vegetarian"
    assert await read_topic(s, s.kafka.turns_dlq_topic, expect=1, timeout=1) == []
