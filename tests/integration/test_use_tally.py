"""Recall's uses counted in the subject's use tally, through the real worker and tables.

A touch after the subject's first in an hour writes only the small tally record (seen on
the ledgers table's changelog topic); the next write of the item must still carry every
use, so the tally has to survive between batches and be folded when the ledger is next
loaded.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from aiokafka import AIOKafkaConsumer, TopicPartition

from agents.ledger_records import JOURNAL_SUFFIX, SEPARATOR, USES_SUFFIX
from indexers.client import make_client
from schemas.commands import Command, CommandAction
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce,
    produce_turns,
    turn,
    wait_for,
)

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WorkerProcess]:
    with module_worker(tmp_path_factory) as process:
        yield process


async def test_uses_counted_apart_reach_the_items_next_write_exactly(
    worker: WorkerProcess, unique: str
) -> None:
    tenant, subject = f"t{unique}", "cleo"
    key = f"{tenant}/{subject}".encode()
    await produce_turns(worker.settings, [turn(tenant, subject, "remember that I live in Graz", 1)])
    index = f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"
    client = make_client(worker.settings.opensearch)

    async def command(action: CommandAction, **fields: Any) -> None:
        value = Command(tenant=tenant, subject=subject, action=action, actor="test", **fields)
        topic = worker.settings.kafka.commands_topic
        await produce(worker.settings, topic, [(key, value.model_dump_json().encode())])

    async def stored(**expected: Any) -> dict[str, Any] | None:
        found = await client.search(index=index, body={"query": {"match_all": {}}})
        hits = found["hits"]["hits"]
        if len(hits) != 1:
            return None
        source: dict[str, Any] = hits[0]["_source"]
        return source if all(source.get(k) == v for k, v in expected.items()) else None

    try:
        graz = await wait_for(stored)
        item_id = graz["id"]
        await command(CommandAction.TOUCH, item_ids=(item_id,))
        assert (await wait_for(lambda: stored(use_count=1)))["last_used_at"] is not None
        ledger_writes = len(await _records(worker, key, b""))
        # Two more uses this hour: counted in the tally alone, the ledger is not written...
        await command(CommandAction.TOUCH, item_ids=(item_id, item_id))

        async def tallied() -> bool:
            tallies = await _records(worker, key, USES_SUFFIX)
            return (
                bool(tallies)
                and json.loads(tallies[-1]).get("uses", {}).get(item_id, {}).get("count") == 2
            )

        await wait_for(tallied)
        assert len(await _records(worker, key, b"")) == ledger_writes
        assert (await stored())["use_count"] == 1  # ...nor the index
        # ...until the item is written for another reason, with every use in it.
        await command(CommandAction.EDIT, item_id=item_id, importance=5)
        edited = await wait_for(lambda: stored(importance=5))
        assert (edited["use_count"], edited["content"]) == (3, "I live in Graz")
    finally:
        await client.close()


async def _records(worker: WorkerProcess, key: bytes, suffix: bytes) -> list[bytes]:
    """The values written for the subject's ledger (suffix b"": base and journal) or its
    use tally (USES_SUFFIX), oldest first, from the ledgers changelog."""
    consumer = AIOKafkaConsumer(
        bootstrap_servers=worker.settings.kafka.bootstrap_servers, enable_auto_commit=False
    )
    await consumer.start()
    try:
        prefix = worker.settings.worker.app_id
        (topic,) = (
            t
            for t in await consumer.topics()
            if t.startswith(prefix) and t.endswith("-ledgers-changelog")
        )
        partitions = [TopicPartition(topic, p) for p in range(worker.settings.kafka.partitions)]
        consumer.assign(partitions)
        await consumer.seek_to_beginning(*partitions)
        ends = await consumer.end_offsets(partitions)
        out: list[bytes] = []
        while [tp for tp, end in ends.items() if await consumer.position(tp) < end]:
            for records in (await consumer.getmany(timeout_ms=500)).values():
                for r in records:
                    if r.key is None or r.value is None or r.key.split(SEPARATOR, 1)[0] != key:
                        continue
                    if r.key.endswith(suffix) if suffix else r.key in (key, key + JOURNAL_SUFFIX):
                        out.append(r.value)
        return out
    finally:
        await consumer.stop()
