"""A document the real OpenSearch refuses for good: a tenant's memories index whose
``content`` field was created as a number, so every memory's text fails to parse.

Issue 14: such a document was dead-lettered with an empty payload and partition/offset
-1 while its offset advanced and the subject's ledger kept the item as written, so the
read and the write model disagreed and nothing could replay it. Now the dead letter
names the source event and carries the document (redacted), the ledger change is not
persisted, and re-publishing the source event once the index is fixed stores the memory.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from indexers.templates import memories_index_body
from schemas.events import DeadLetter
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce,
    produce_turns,
    read_topic,
    search_all,
    turn,
    wait_for,
)

pytestmark = pytest.mark.integration

EMAIL = "alice.secret@example.com"


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WorkerProcess]:
    with module_worker(tmp_path_factory) as process:
        yield process


def memories(worker: WorkerProcess, tenant: str) -> str:
    return f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"


async def docs(client: AsyncOpenSearch, worker: WorkerProcess, tenant: str) -> list[Any]:
    return await search_all(client, memories(worker, tenant))


async def test_a_mapping_conflict_dead_letters_the_source_event_and_the_document(
    worker: WorkerProcess, client: AsyncOpenSearch
) -> None:
    s = worker.settings
    # The conflict, made by OpenSearch itself: the index exists with a field of another
    # type. (A vector of another size never gets this far: the worker refuses to start, or
    # stops at the first write, on an index made at another size.)
    body = memories_index_body(s.embedding.dimension)
    body["mappings"]["properties"]["content"] = {"type": "long"}
    await client.indices.create(index=memories(worker, "conflict"), body=body)

    alice = turn("conflict", "alice", f"remember that my email is {EMAIL} and I am vegetarian", 1)
    bob = turn("fine", "bob", "remember that I like green tea", 1)
    await produce_turns(s, [alice, bob])

    (record,) = await read_topic(s, s.kafka.turns_dlq_topic, expect=1, timeout=45)
    dead = DeadLetter.model_validate_json(record.value)
    turns = await read_topic(s, s.kafka.turns_topic, expect=2)
    (source,) = [r for r in turns if r.key == b"conflict/alice"]

    # Where the source event is: its real topic, partition and offset, and its key.
    assert dead.reason == "index_rejected"
    assert (dead.topic, dead.partition, dead.offset) == (
        s.kafka.turns_topic,
        source.partition,
        source.offset,
    )
    assert dead.key == "conflict/alice"
    # What was refused and why, without a document value in the explanation.
    assert "mapper_parsing_exception" in dead.detail
    assert "[content]" in dead.detail
    assert memories(worker, "conflict") in dead.detail
    # The document itself, redacted, without its vector.
    document = json.loads(dead.payload_redacted)
    assert document["subject"] == "alice"
    assert "vegetarian" in document["content"]
    assert "[redacted:email]" in document["content"]
    assert "embedding" not in document
    assert EMAIL not in record.value.decode()
    assert dead.payload_bytes > 0

    # Contrast: the other tenant's memory of the same batch is stored; alice's is not.
    (stored,) = await wait_for(lambda: docs(client, worker, "fine"))
    assert stored["content"] == "I like green tea"
    assert await docs(client, worker, "conflict") == []
    assert worker.metric("memstream_bulk_item_failures_total") == 1
    assert worker.metric("memstream_dlq_events_total", reason="index_rejected") == 1
    # Nobody is told alice's item was created.
    records = await read_topic(s, s.kafka.changes_topic, expect=100, timeout=5)  # all of them
    changes = [json.loads(r.value) for r in records]
    assert changes
    assert {c["subject"] for c in changes} == {"bob"}

    # Fix the index, then replay the source event from where the dead letter points: the
    # ledger neither kept the refused item nor counted the event as applied, so it is
    # applied again now (before: skipped as a replay, the memory lost for good).
    await client.indices.delete(index=memories(worker, "conflict"))
    await produce(s, s.kafka.turns_topic, [(source.key, source.value)])

    async def replayed() -> list[Any]:
        return await docs(client, worker, "conflict")

    (memory,) = await wait_for(replayed, timeout=45)
    assert memory["subject"] == "alice"
    assert "vegetarian" in memory["content"]
    assert EMAIL not in memory["content"]
    assert worker.metric("memstream_ledger_compensations_total") == 0
