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

from memstream.config import IN_PROCESS_EMBEDDING_MODELS, Settings
from memstream.kafka_admin import all_topics, create_topics, delete_topics
from memstream.shell.runtime import WorkerProcess, drop_indices, free_port, remove_run, settings_env
from memstream.shell.runtime import isolated_settings as run_settings

__all__ = [
    "WorkerProcess",
    "all_topics",
    "create_topics",
    "delete_topics",
    "drop_indices",
    "embedding_section",
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
    "with_test_embedder",
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


# The embedder of test runs: wordllama, named explicitly (model and size too, so that
# ``with_sections`` copies stay consistent). The default, use-multilingual, costs a second
# or more of model build per process and about a millisecond per statement; the tests that
# need it (tests/unit/agents/test_embedder.py, tests/integration/test_embedder_default.py)
# ask for it themselves.
TEST_EMBEDDING: dict[str, Any] = {
    "provider": "wordllama",
    "model": IN_PROCESS_EMBEDDING_MODELS["wordllama"].model_id,
    "dimension": IN_PROCESS_EMBEDDING_MODELS["wordllama"].dimension,
}


def with_test_embedder(settings: Settings) -> Settings:
    """``settings`` with the tests' embedder, unless they name a provider themselves (the
    environment's ``MEMSTREAM_EMBEDDING__PROVIDER`` included)."""
    if "provider" in settings.embedding.model_fields_set:
        return settings
    return settings.with_sections(embedding=TEST_EMBEDDING)


def isolated_settings(
    unique: str, data_dir: Path, *, web_port: int, **sections: dict[str, Any]
) -> Settings:
    """Settings whose topics (``w<unique>.*``), consumer group, index prefix and data dir
    belong to one test module, with any section's fields overridden and validated
    (``llm={"provider": "openai", ...}``). The embedder is wordllama (:data:`TEST_EMBEDDING`)
    unless ``embedding`` names another provider (its model id and size follow it)."""
    worker = {"web_port": web_port, **sections.pop("worker", {})}
    if "provider" in sections.get("embedding", {}):
        sections["embedding"] = embedding_section(**sections["embedding"])
    base = with_test_embedder(Settings())
    return run_settings(base, f"w{unique}", data_dir, worker=worker, **sections)


def embedding_section(**fields: Any) -> dict[str, Any]:
    """An embedding section for ``with_sections`` that switches provider whole: an
    in-process provider's model id and size come with it unless ``fields`` set them
    (``with_sections`` would otherwise keep the previous provider's)."""
    own = IN_PROCESS_EMBEDDING_MODELS.get(fields.get("provider", ""))
    section: dict[str, Any] = {"model": own.model_id, "dimension": own.dimension} if own else {}
    return section | fields


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


def memories_index(settings: Settings, tenant: str) -> str:
    return f"{settings.opensearch.index_prefix}-{tenant}-memories"


async def wait_for_marker(
    settings: Settings,
    client: AsyncOpenSearch,
    tenant: str,
    subject: str,
    *,
    via: str = "turn",
    timeout: float = 30,
) -> str:
    """Prove by ordering, not by time, that the worker is done with everything produced
    so far for ``tenant``/``subject``: produce a marker on the same key (so the same
    partition, which the worker decides in order) and wait until the marker's memory is
    searchable. Anything the earlier events were going to store, refuse or change was then
    written in the same bulk request or an earlier one.

    ``via="turn"`` sends an explicit "remember that marker…" chat turn: ordered after the
    subject's turns (a directive is never buffered for distillation). ``via="command"``
    sends a manager ``create`` on the commands topic: ordered after the subject's commands,
    ``distilled`` outcomes included. Returns the marker's content, so that callers can
    leave the marker's item out of what they count."""
    token = os.urandom(6).hex()
    # Glued to a word, the token never reads as a phone number or any other secret.
    content = f"marker{token} arrived"
    key = f"{tenant}/{subject}".encode()
    if via == "turn":
        marker = turn(tenant, subject, f"remember that {content}", f"marker-{token}")
        await produce(settings, settings.kafka.turns_topic, [(key, json.dumps(marker).encode())])
    elif via == "command":
        command = {
            "command_id": f"marker-{token}",
            "tenant": tenant,
            "subject": subject,
            "action": "create",
            "actor": "test:marker",
            "content": content,
        }
        await produce(
            settings, settings.kafka.commands_topic, [(key, json.dumps(command).encode())]
        )
    else:
        raise ValueError(f"via must be 'turn' or 'command', not {via!r}")

    async def indexed() -> bool:
        docs = await search_all(
            client, memories_index(settings, tenant), {"term": {"subject": subject}}
        )
        return any(d["content"] == content for d in docs)

    await wait_for(indexed, timeout=timeout)
    return content


async def wait_for_change(settings: Settings, match: Any, *, timeout: float = 30) -> dict[str, Any]:
    """The first final change event (``memstream.changes``, read from the start) that
    ``match`` (a callable taking the event as a dict) accepts: how a test waits until the
    worker applied a command (its final event is published only after the command's writes
    were acknowledged by the index)."""
    consumer = AIOKafkaConsumer(
        settings.kafka.changes_topic,
        bootstrap_servers=settings.kafka.bootstrap_servers,
        auto_offset_reset="earliest",
    )
    await consumer.start()
    try:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            batch = await consumer.getmany(timeout_ms=300)
            for records in batch.values():
                for record in records:
                    event = json.loads(record.value)
                    if event.get("final") and match(event):
                        return dict(event)
    finally:
        await consumer.stop()
    raise AssertionError(f"no matching final change event within {timeout}s")
