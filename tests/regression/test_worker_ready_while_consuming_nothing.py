"""Issue 14, "worker ready while consuming nothing": the worker created only its internal
topics. With the turns or commands topic missing it subscribed to nothing, /readyz said
ready, and turns published afterwards were never consumed.

Now the worker creates every topic it reads or writes before it subscribes (partitions
and replication from the settings), or, with ``worker.create_topics`` off, waits for
operators to create them: alive, not ready, and saying which topics it waits for.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from aiokafka.admin import AIOKafkaAdminClient

from indexers.client import make_client
from memstream.config import Settings
from memstream.kafka_admin import missing_topics
from streams.app import create_app
from streams.tables import declare_tables
from streams.worker import worker_topics
from tests.support.worker import (
    WorkerProcess,
    all_topics,
    create_topics,
    free_port,
    isolated_settings,
    produce_turns,
    remove_run,
    search_all,
    turn,
    wait_for,
)

pytestmark = pytest.mark.integration


@pytest.fixture
def fresh(tmp_path: Path) -> Iterator[Settings]:
    """Settings on topic names nobody has created; whatever the run creates is removed."""
    settings = isolated_settings(os.urandom(5).hex(), tmp_path, web_port=free_port())
    yield settings
    remove_run(settings)


def answer(url: str) -> tuple[int | None, Any]:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return int(response.status), json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())
    except OSError:
        return None, None  # not listening yet


async def partition_counts(settings: Settings, names: list[str]) -> dict[str, int]:
    admin = AIOKafkaAdminClient(**settings.kafka.client_options())
    await admin.start()
    try:
        described = await admin.describe_topics(names)
    finally:
        await admin.close()
    return {t["topic"]: len(t["partitions"]) for t in described if t["error_code"] == 0}


async def remembered(settings: Settings, tenant: str, subject: str) -> list[dict[str, Any]]:
    """Publish a directive, then wait until its memory is in the index."""
    await produce_turns(settings, [turn(tenant, subject, "remember that I am vegetarian", 1)])
    client = make_client(settings.opensearch)
    index = f"{settings.opensearch.index_prefix}-{tenant}-memories"
    try:

        async def indexed() -> list[dict[str, Any]]:
            return await search_all(client, index, {"term": {"subject": subject}})

        found: list[dict[str, Any]] = await wait_for(indexed, timeout=45)
        return found
    finally:
        await client.close()


def test_a_worker_on_fresh_topic_names_consumes_turns_published_after_it_is_ready(
    fresh: Settings, tmp_path: Path
) -> None:
    names = [topic.name for topic in all_topics(fresh)]
    assert asyncio.run(missing_topics(fresh, names)) == sorted(names)
    worker = WorkerProcess(fresh, tmp_path / "worker.log")
    worker.start()  # returns once /readyz says ready
    try:
        # Every input and output topic now exists, co-partitioned with the tables.
        counts = asyncio.run(partition_counts(fresh, names))
        assert counts == dict.fromkeys(names, fresh.kafka.partitions)
        # ... and a turn published after "ready" is consumed (before: never).
        (doc,) = asyncio.run(remembered(fresh, "fresh", "alice"))
        assert doc["content"] == "I am vegetarian"
    finally:
        worker.stop()


def test_without_topic_creation_the_worker_waits_not_ready_until_the_topics_exist(
    fresh: Settings, tmp_path: Path
) -> None:
    settings = fresh.with_sections(worker={"create_topics": False})
    worker = WorkerProcess(settings, tmp_path / "worker.log")
    worker.launch()
    try:
        deadline = time.monotonic() + 60
        while answer(f"{worker.base_url}/healthz")[0] != 200:
            assert time.monotonic() < deadline, worker.logs()[-2000:]
            assert worker.proc is not None and worker.proc.poll() is None, worker.logs()
            time.sleep(0.2)
        # Alive but not ready, and it says what it waits for, for as long as it waits.
        for _ in range(3):
            status, body = answer(f"{worker.base_url}/readyz")
            assert status == 503
            assert body["ready"] is False
            assert settings.kafka.turns_topic in body["waiting_for_topics"]
            assert settings.kafka.commands_topic in body["waiting_for_topics"]
            time.sleep(1)
        logs = worker.logs()
        assert "waiting for Kafka topics" in logs
        assert "MEMSTREAM_WORKER__CREATE_TOPICS is false" in logs
        # It created nothing, its internal topics included.
        app = create_app(settings)
        declare_tables(app, settings.kafka.partitions)
        specs = worker_topics(settings, app)
        names = [spec.name for spec in specs]
        assert asyncio.run(missing_topics(settings, names)) == sorted(names)

        asyncio.run(create_topics(settings, specs))  # what operators do
        worker.wait_ready(timeout=60)
        (doc,) = asyncio.run(remembered(settings, "opscreated", "bob"))
        assert doc["content"] == "I am vegetarian"
    finally:
        worker.stop()
