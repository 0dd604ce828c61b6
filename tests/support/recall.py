"""Helpers for recall-service tests: isolated settings, a worker, the app in process,
API keys and imports — all against the real local Kafka and OpenSearch."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
from collections.abc import AsyncIterator, Iterable, Iterator
from pathlib import Path
from typing import Any

import httpx
from prometheus_client import CollectorRegistry

from agents.embedder import Embedder
from memstream.config import Settings
from memstream.shell.runtime import isolated_settings
from recall.api import create_app
from recall.auth import CredentialRole, add_key
from recall.tools.importer import ImportReport, import_file
from tests.support.worker import (
    WorkerProcess,
    all_topics,
    create_topics,
    remove_run,
    with_test_embedder,
)


def isolated(base: Settings, unique: str, data_dir: Path, **recall: Any) -> Settings:
    """Settings with their own topics (``r<unique>.*``), worker app id, index prefix and
    keys file; ``recall`` replaces fields of the recall section. The embedder is wordllama
    unless ``base`` configures a provider (``tests.support.worker.TEST_EMBEDDING``)."""
    return isolated_settings(
        with_test_embedder(base),
        f"r{unique}",
        data_dir,
        # The not-expired filter must be what hides an expired item, not a sweep.
        worker={"sweep_interval_seconds": 3600.0},
        recall={"touch_flush_seconds": 0.5, **recall},
    )


@contextlib.contextmanager
def running_worker(settings: Settings, log_dir: Path) -> Iterator[WorkerProcess]:
    asyncio.run(create_topics(settings, all_topics(settings)))
    process = WorkerProcess(settings, log_dir / "worker.log")
    process.start()
    try:
        yield process
    finally:
        process.stop()
        remove_run(settings)


def key(settings: Settings, tenant: str, role: str, subject: str | None = None) -> str:
    return add_key(
        Path(settings.recall.keys_file), tenant=tenant, role=CredentialRole(role), subject=subject
    )


def auth(api_key: str) -> dict[str, str]:
    return {"authorization": f"Bearer {api_key}"}


@contextlib.asynccontextmanager
async def recall_client(
    settings: Settings, *, embedder: Embedder | None = None, ready: bool = True
) -> AsyncIterator[httpx.AsyncClient]:
    """The recall app in process (lifespan included), reached through httpx."""
    app = create_app(settings, registry=CollectorRegistry(), embedder=embedder)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://recall") as client:
            if ready:
                await wait_ready(client)
            yield client


async def wait_ready(client: httpx.AsyncClient, timeout: float = 30) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    last: Any = None
    while asyncio.get_running_loop().time() < deadline:
        response = await client.get("/readyz")
        last = response.json()
        checks = last["checks"]
        if response.status_code == 200 and checks["changes_listener"] and checks["memory_cache"]:
            return
        await asyncio.sleep(0.2)
    raise AssertionError(f"recall app not ready: {last}")


async def import_rows(
    settings: Settings, tenant: str, rows: Iterable[dict[str, Any]], path: Path
) -> ImportReport:
    write_jsonl(path, rows)
    report = await import_file(settings, tenant, path, idle_timeout_seconds=30, progress=None)
    assert not report.unanswered, report.as_dict()
    return report


def write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, default=str) + "\n" for r in rows))


def unique_token() -> str:
    return os.urandom(5).hex()
