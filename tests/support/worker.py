"""Run a real ``memstream worker`` subprocess against the local services, and talk to it."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from opensearchpy import AsyncOpenSearch, NotFoundError
from pydantic import SecretStr

from memstream.config import Settings


def settings_env(settings: Settings) -> dict[str, str]:
    """The environment that makes a subprocess use exactly these settings."""
    env = dict(os.environ)
    for section in ("kafka", "worker", "opensearch", "limits", "llm", "embedding", "recall"):
        for name, value in getattr(settings, section).model_dump(mode="python").items():
            plain = value.get_secret_value() if isinstance(value, SecretStr) else value
            if plain is not None:
                env[f"MEMSTREAM_{section.upper()}__{name.upper()}"] = str(plain)
    return env


async def create_topics(settings: Settings, names: Iterable[str]) -> None:
    names = list(names)
    admin = AIOKafkaAdminClient(bootstrap_servers=settings.kafka.bootstrap_servers)
    await admin.start()
    try:
        existing = set(await admin.list_topics())
        new = [n for n in names if n not in existing]
        if new:
            await admin.create_topics(
                [
                    NewTopic(n, num_partitions=settings.kafka.partitions, replication_factor=1)
                    for n in new
                ]
            )
        for _ in range(100):
            if set(names) <= set(await admin.list_topics()):
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"topics {names} were not created")
    finally:
        await admin.close()


async def delete_topics(settings: Settings, prefix: str) -> None:
    admin = AIOKafkaAdminClient(bootstrap_servers=settings.kafka.bootstrap_servers)
    await admin.start()
    try:
        doomed = [t for t in await admin.list_topics() if t.startswith(prefix)]
        if doomed:
            await admin.delete_topics(doomed)
    finally:
        await admin.close()


def all_topics(settings: Settings) -> list[str]:
    k = settings.kafka
    return [
        k.turns_topic,
        k.turns_dlq_topic,
        k.commands_topic,
        k.changes_topic,
        k.distill_dlq_topic,
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


class WorkerProcess:
    """``memstream worker`` as a child process with its own settings and log file."""

    def __init__(self, settings: Settings, log_path: Path) -> None:
        self.settings = settings
        self.log_path = log_path
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        with self.log_path.open("ab") as log:  # the child keeps its own descriptor
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "memstream.cli", "worker", "--loglevel", "info"],
                env=settings_env(self.settings),
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        self.wait_ready()

    def wait_ready(self, timeout: float = 60) -> None:
        url = f"http://{self.settings.worker.web_host}:{self.settings.worker.web_port}/readyz"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise AssertionError(
                    f"worker exited with {self.proc.returncode}:\n{self.logs()[-3000:]}"
                )
            try:
                with urllib.request.urlopen(url, timeout=1) as response:
                    if json.loads(response.read()).get("ready"):
                        return
            except OSError:
                pass
            time.sleep(0.3)
        raise AssertionError(f"worker not ready in {timeout}s:\n{self.logs()[-3000:]}")

    def metric(self, name: str, **labels: str) -> float:
        """The current value of one sample on the worker's /metrics page (0 when absent)."""
        wanted = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
        for line in self.metrics().splitlines():
            sample, _, value = line.rpartition(" ")
            metric_name, _, label_text = sample.partition("{")
            got = ",".join(sorted(label_text.rstrip("}").split(","))) if label_text else ""
            if metric_name == name and got == wanted:
                return float(value)
        return 0.0

    def metrics(self) -> str:
        url = f"http://{self.settings.worker.web_host}:{self.settings.worker.web_port}/metrics"
        with urllib.request.urlopen(url, timeout=5) as response:
            text: str = response.read().decode()
            return text

    def stop(self, *, kill: bool = False) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        if kill:
            self.proc.kill()
        else:
            self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)

    def logs(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


def isolated_settings(
    unique: str, data_dir: Path, *, web_port: int, **sections: dict[str, Any]
) -> Settings:
    """Settings whose topics, consumer group, index prefix and data dir belong to one test
    module, with any section's fields overridden (``llm={"provider": "openai", ...}``)."""
    base = Settings()
    updates: dict[str, dict[str, Any]] = {
        "kafka": {
            "turns_topic": f"w{unique}.turns",
            "turns_dlq_topic": f"w{unique}.turns.dlq",
            "commands_topic": f"w{unique}.commands",
            "changes_topic": f"w{unique}.changes",
            "distill_dlq_topic": f"w{unique}.distill.dlq",
        },
        "worker": {
            "app_id": f"memstream-it-{unique}",
            "data_dir": str(data_dir),
            "web_port": web_port,
        },
        "opensearch": {"index_prefix": f"ms{unique}"},
    }
    for section, fields in sections.items():
        updates.setdefault(section, {}).update(fields)
    return base.model_copy(
        update={
            name: getattr(base, name).model_copy(update=fields) for name, fields in updates.items()
        }
    )


def free_port() -> int:
    import socket  # noqa: PLC0415

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port
