"""End-to-end ingest: produce a backlog of turns, time until every directive is indexed.

Compared side by side with the consumer a user might write instead: one aiokafka consumer
that analyses each turn, writes each memory with its own OpenSearch request and commits
after every message.
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition

from agents.directives import DirectiveAction, detect_directive
from agents.sanitize import fingerprint
from agents.statements import prepare_statement
from indexers.client import make_client
from indexers.templates import memories_index_body
from memstream.config import Settings
from memstream.kafka_admin import all_topics, create_topics, delete_topics
from memstream.shell.benchmarks.corpus import turns
from memstream.shell.runtime import WorkerProcess, isolated_settings, remove_run

DEFAULT_SUBJECTS = 2_000


@dataclass(frozen=True)
class IngestRun:
    turns: int
    directives: int
    seconds: float

    @property
    def turns_per_second(self) -> float:
        return self.turns / self.seconds


@contextmanager
def running_worker(base: Settings, *, label: str, **worker_fields: Any) -> Iterator[WorkerProcess]:
    """A worker on fresh topics and indices, removed again afterwards."""
    tag = f"bench{label}{os.urandom(3).hex()}"
    with tempfile.TemporaryDirectory(prefix="memstream-bench-") as tmp:
        settings = isolated_settings(base, tag, Path(tmp), worker=worker_fields)
        asyncio.run(create_topics(settings, all_topics(settings)))
        worker = WorkerProcess(settings, Path(tmp) / "worker.log")
        worker.start()
        try:
            yield worker
        finally:
            worker.stop()
            remove_run(settings)  # topics, changelog topics, indices


async def produce_all(settings: Settings, topic: str, events: list[dict[str, Any]]) -> None:
    producer = AIOKafkaProducer(
        **settings.kafka.client_options(), linger_ms=20, max_batch_size=262_144
    )
    await producer.start()
    try:
        futures = [
            await producer.send(
                topic, key=f"{e['tenant']}/{e['subject']}".encode(), value=json.dumps(e).encode()
            )
            for e in events
        ]
        await asyncio.gather(*futures)
    finally:
        await producer.stop()


async def count_docs(settings: Settings, index: str) -> int:
    client = make_client(settings.opensearch)
    try:
        if not await client.indices.exists(index=index):
            return 0
        await client.indices.refresh(index=index)
        return int((await client.count(index=index))["count"])
    finally:
        await client.close()


async def _wait_count(settings: Settings, index: str, expected: int, limit: float) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if await count_docs(settings, index) >= expected:
            return
        await asyncio.sleep(0.2)
    raise TimeoutError(
        f"only {await count_docs(settings, index)} of {expected} documents after {limit}s"
    )


def memstream_ingest(base: Settings, *, count: int, subjects: int = DEFAULT_SUBJECTS) -> IngestRun:
    with running_worker(base, label="ing") as worker:
        s = worker.settings
        events, directives = turns(count, tenant="bench", subjects=subjects)
        index = f"{s.opensearch.index_prefix}-bench-memories"

        async def run() -> float:
            started = time.monotonic()
            await produce_all(s, s.kafka.turns_topic, events)
            await _wait_count(s, index, len(directives), limit=600)
            return time.monotonic() - started

        seconds = asyncio.run(run())
    return IngestRun(count, len(directives), seconds)


def baseline_ingest(base: Settings, *, count: int, subjects: int = DEFAULT_SUBJECTS) -> IngestRun:
    """The naive consumer: per message, analyse, one index request, one commit."""
    tag = f"benchbase{os.urandom(3).hex()}"
    with tempfile.TemporaryDirectory(prefix="memstream-bench-") as tmp:
        s = isolated_settings(base, tag, Path(tmp))
        events, directives = turns(count, tenant="bench", subjects=subjects, run="b")
        index = f"{s.opensearch.index_prefix}-bench-memories"

        async def run() -> float:
            await create_topics(s, [s.kafka.turns_topic])
            client = make_client(s.opensearch)
            await client.indices.create(
                index=index, body=memories_index_body(s.embedding.dimension)
            )
            consumer = AIOKafkaConsumer(
                s.kafka.turns_topic,
                **s.kafka.client_options(),
                group_id=f"baseline-{tag}",
                enable_auto_commit=False,
                auto_offset_reset="earliest",
            )
            await consumer.start()
            started = time.monotonic()
            try:
                await produce_all(s, s.kafka.turns_topic, events)
                seen = 0
                while seen < count:
                    batch = await consumer.getmany(timeout_ms=500, max_records=1)
                    for tp, records in batch.items():
                        for record in records:
                            seen += 1
                            await _baseline_one(client, index, record.value)
                            await consumer.commit(
                                {TopicPartition(tp.topic, tp.partition): record.offset + 1}
                            )
                return time.monotonic() - started
            finally:
                await consumer.stop()
                await client.indices.delete(index=index, ignore_unavailable=True)
                await client.close()
                await delete_topics(s, f"{tag}.")

        seconds = asyncio.run(run())
    return IngestRun(count, len(directives), seconds)


async def _baseline_one(client: Any, index: str, raw: bytes) -> None:
    event = json.loads(raw)
    if event["role"] != "user":
        return
    directive = detect_directive(event["content"])
    if directive is None or directive.action is not DirectiveAction.REMEMBER:
        return
    statement = prepare_statement(directive.statement, max_runes=300)
    if statement.refused:
        return
    doc = {
        "id": event["event_id"],
        "tenant": event["tenant"],
        "subject": event["subject"],
        "kind": "fact",
        "origin": "explicit",
        "status": "active",
        "content": statement.text,
        "fingerprint": fingerprint(statement.text),
        "valid_from": event["timestamp"],
        "recorded_at": event["timestamp"],
    }
    await client.index(index=index, id=event["event_id"], body=doc)
