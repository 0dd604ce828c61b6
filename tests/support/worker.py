"""Run a real ``memstream worker`` subprocess against the local services, and talk to it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from opensearchpy import AsyncOpenSearch, NotFoundError

from memstream.config import Settings
from memstream.runtime import (
    WorkerProcess,
    all_topics,
    create_topics,
    delete_topics,
    drop_indices,
    free_port,
    remove_run,
    settings_env,
)
from memstream.runtime import isolated_settings as run_settings

__all__ = [
    "WorkerProcess",
    "all_topics",
    "create_topics",
    "delete_topics",
    "drop_indices",
    "free_port",
    "isolated_settings",
    "module_worker",
    "produce",
    "produce_turns",
    "read_topic",
    "remove_run",
    "search_all",
    "settings_env",
    "turn",
    "wait_for",
]


def turn(
    tenant: str,
    subject: str,
    content: str,
    n: int | str,
    *,
    role: str = "user",
    session: str = "s1",
    **extra: Any,
) -> dict[str, Any]:
    return {
        "event_id": f"{tenant}-{subject}-{n}",
        "tenant": tenant,
        "subject": subject,
        "session_id": session,
        "message_id": f"m-{n}",
        "role": role,
        "content": content,
        "timestamp": datetime.now(UTC).isoformat(),
        **extra,
    }


async def produce(
    settings: Settings, topic: str, records: Iterable[tuple[bytes | None, bytes]]
) -> None:
    producer = AIOKafkaProducer(bootstrap_servers=settings.kafka.bootstrap_servers, linger_ms=5)
    await producer.start()
    try:
        futures = [await producer.send(topic, key=k, value=v) for k, v in records]
        await asyncio.gather(*futures)
    finally:
        await producer.stop()


async def produce_turns(settings: Settings, turns: Iterable[dict[str, Any]]) -> None:
    await produce(
        settings,
        settings.kafka.turns_topic,
        ((f"{t['tenant']}/{t['subject']}".encode(), json.dumps(t).encode()) for t in turns),
    )


async def read_topic(
    settings: Settings, topic: str, *, expect: int, timeout: float = 30
) -> list[Any]:
    """Read from the start of ``topic`` until ``expect`` records arrived (or time ran out)."""
    consumer = AIOKafkaConsumer(
        topic, bootstrap_servers=settings.kafka.bootstrap_servers, auto_offset_reset="earliest"
    )
    await consumer.start()
    out: list[Any] = []
    try:
        deadline = time.monotonic() + timeout
        while len(out) < expect and time.monotonic() < deadline:
            batch = await consumer.getmany(timeout_ms=300)
            for records in batch.values():
                out.extend(records)
    finally:
        await consumer.stop()
    return out


async def search_all(
    client: AsyncOpenSearch, index: str, query: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """Every matching document; none when the tenant's index does not exist yet."""
    try:
        await client.indices.refresh(index=index)
    except NotFoundError:
        return []
    body = {"size": 1000, "query": query or {"match_all": {}}}
    response = await client.search(index=index, body=body)
    return [h["_source"] | {"_version": h.get("_version")} for h in response["hits"]["hits"]]


async def wait_for(check: Any, *, timeout: float = 30, interval: float = 0.3) -> Any:
    """Poll ``check`` (an async callable) until it returns something truthy."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        try:
            last = await check()
        except Exception as exc:
            last = exc
        if last and not isinstance(last, Exception):
            return last
        await asyncio.sleep(interval)
    raise AssertionError(f"condition not met within {timeout}s; last: {last!r}")


def isolated_settings(
    unique: str, data_dir: Path, *, web_port: int, **sections: dict[str, Any]
) -> Settings:
    """Settings whose topics (``w<unique>.*``), consumer group, index prefix and data dir
    belong to one test module, with any section's fields overridden and validated
    (``llm={"provider": "openai", ...}``)."""
    worker = {"web_port": web_port, **sections.pop("worker", {})}
    return run_settings(Settings(), f"w{unique}", data_dir, worker=worker, **sections)


@contextlib.contextmanager
def module_worker(
    tmp_path_factory: pytest.TempPathFactory, **sections: dict[str, Any]
) -> Iterator[WorkerProcess]:
    """A worker process on topics, indices and a consumer group of its own; cleaned up after."""
    unique = os.urandom(5).hex()
    settings = isolated_settings(
        unique, tmp_path_factory.mktemp("worker"), web_port=free_port(), **sections
    )
    asyncio.run(create_topics(settings, all_topics(settings)))
    process = WorkerProcess(settings, Path(tmp_path_factory.mktemp("logs")) / "worker.log")
    process.start()
    try:
        yield process
    finally:
        process.stop()
        remove_run(settings)
