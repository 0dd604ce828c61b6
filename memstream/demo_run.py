"""``memstream demo``: the sample stream through the real pipeline, and a readable report.

It starts a worker (as its own process, like production), publishes the bundled sample
turns (several tenants and users, English, Chinese and German, directives, secrets, a
forget, malformed events), waits until the index has caught up, replays the whole stream
to show it changes nothing, and prints what each subject's memory now holds.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.errors import KafkaError

from indexers.client import make_client
from memstream.config import Settings
from memstream.errors import BrokerUnavailable, ServiceUnavailable

STATUS_ORDER = {"active": 0, "pending": 1, "superseded": 2, "archived": 3}


def _lines(name: str) -> list[str]:
    text = resources.files("memstream.demo").joinpath(name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip()]


def _say(text: str = "") -> None:
    print(text, flush=True)


async def _ensure_topics(settings: Settings) -> None:
    k = settings.kafka
    names = [
        k.turns_topic,
        k.turns_dlq_topic,
        k.commands_topic,
        k.changes_topic,
        k.distill_dlq_topic,
    ]
    admin = AIOKafkaAdminClient(bootstrap_servers=k.bootstrap_servers)
    try:
        await admin.start()
    except KafkaError as exc:
        raise BrokerUnavailable(
            f"Kafka is not reachable at {k.bootstrap_servers}: run `make up`"
        ) from exc
    try:
        existing = set(await admin.list_topics())
        missing = [n for n in names if n not in existing]
        if missing:
            await admin.create_topics(
                [
                    NewTopic(
                        n, num_partitions=k.partitions, replication_factor=k.replication_factor
                    )
                    for n in missing
                ]
            )
    finally:
        await admin.close()


async def _publish(settings: Settings, turns: list[str], malformed: list[str]) -> None:
    producer = AIOKafkaProducer(bootstrap_servers=settings.kafka.bootstrap_servers)
    await producer.start()
    try:
        for line in turns:
            event = json.loads(line)
            key = f"{event['tenant']}/{event['subject']}".encode()
            await producer.send_and_wait(settings.kafka.turns_topic, key=key, value=line.encode())
        for line in malformed:
            await producer.send_and_wait(
                settings.kafka.turns_topic, key=b"acme/alice", value=line.encode()
            )
    finally:
        await producer.stop()


async def _dlq_counts(settings: Settings) -> Counter[str]:
    consumer = AIOKafkaConsumer(
        settings.kafka.turns_dlq_topic,
        bootstrap_servers=settings.kafka.bootstrap_servers,
        auto_offset_reset="earliest",
    )
    await consumer.start()
    counts: Counter[str] = Counter()
    try:
        quiet = 0
        while quiet < 3:
            batch = await consumer.getmany(timeout_ms=400)
            quiet = 0 if batch else quiet + 1
            for records in batch.values():
                for record in records:
                    counts[json.loads(record.value)["reason"]] += 1
    finally:
        await consumer.stop()
    return counts


async def _snapshot(settings: Settings, tenants: list[str]) -> dict[str, list[dict[str, Any]]]:
    client = make_client(settings.opensearch)
    out: dict[str, list[dict[str, Any]]] = {}
    try:
        for tenant in tenants:
            index = f"{settings.opensearch.index_prefix}-{tenant}-memories"
            if not await client.indices.exists(index=index):
                out[tenant] = []
                continue
            await client.indices.refresh(index=index)
            response = await client.search(
                index=index,
                body={"size": 1000, "query": {"match_all": {}}},
                params={"version": "true"},
            )
            out[tenant] = [
                h["_source"] | {"_version": h["_version"]} for h in response["hits"]["hits"]
            ]
    finally:
        await client.close()
    return out


async def _audit_count(settings: Settings, tenants: list[str], action: str) -> int:
    client = make_client(settings.opensearch)
    total = 0
    try:
        for tenant in tenants:
            index = f"{settings.opensearch.index_prefix}-{tenant}-audit"
            if await client.indices.exists(index=index):
                await client.indices.refresh(index=index)
                response = await client.count(
                    index=index, body={"query": {"term": {"action": action}}}
                )
                total += int(response["count"])
    finally:
        await client.close()
    return total


async def _settle(
    settings: Settings, tenants: list[str], limit_seconds: float = 60
) -> dict[str, list[dict[str, Any]]]:
    """Wait until the index stops changing (the worker has caught up)."""
    deadline = time.monotonic() + limit_seconds
    previous: Any = None
    stable = 0
    while time.monotonic() < deadline:
        snap = await _snapshot(settings, tenants)
        fingerprint = sorted((d["id"], d["_version"]) for docs in snap.values() for d in docs)
        stable = stable + 1 if fingerprint == previous and fingerprint else 0
        if stable >= 4:
            return snap
        previous = fingerprint
        await asyncio.sleep(0.5)
    return await _snapshot(settings, tenants)


def _start_worker(settings: Settings) -> tuple[subprocess.Popen[bytes], Path]:
    log_path = Path(settings.worker.data_dir).expanduser() / "demo-worker.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    with log_path.open("ab") as log:  # the child keeps its own descriptor
        process = subprocess.Popen(
            [sys.executable, "-m", "memstream.cli", "worker", "--loglevel", "warning"],
            stdout=log,
            stderr=subprocess.STDOUT,
            env=dict(os.environ),
        )
    return process, log_path


def _print_subjects(snapshot: dict[str, list[dict[str, Any]]]) -> None:
    for tenant, docs in sorted(snapshot.items()):
        subjects = sorted({d["subject"] for d in docs})
        for subject in subjects:
            _say(f"  {tenant}/{subject}")
            mine = [d for d in docs if d["subject"] == subject]
            mine.sort(key=lambda d: (STATUS_ORDER.get(d["status"], 9), d["recorded_at"]))
            for d in mine:
                topic = f" [{d['topic']}]" if d.get("topic") else ""
                _say(f"    {d['status']:<10} {d['kind']:<10} {d['content']}{topic}")


async def _run(settings: Settings) -> int:
    turns, malformed = _lines("sample_turns.jsonl"), _lines("malformed.jsonl")
    tenants = sorted({json.loads(line)["tenant"] for line in turns})
    _say("memstream demo")
    _say(f"  Kafka       {settings.kafka.bootstrap_servers}   topic {settings.kafka.turns_topic}")
    prefix = settings.opensearch.index_prefix
    _say(f"  OpenSearch  {settings.opensearch.url}   indices {prefix}-<tenant>-memories")
    await _ensure_topics(settings)

    worker, log_path = _start_worker(settings)
    try:
        _say(f"\n1. Started the worker (pid {worker.pid}, log {log_path}).")
        _say(
            f"2. Publishing {len(turns)} sample chat turns and {len(malformed)} malformed events …"
        )
        started = time.monotonic()
        await _publish(settings, turns, malformed)
        snapshot = await _settle(settings, tenants)
        _say(f"   indexed in {time.monotonic() - started:.1f}s\n")
        _say("3. What each subject's memory holds now (status, kind, statement [topic]):")
        _print_subjects(snapshot)

        _say("\n4. Replaying the whole stream (same event ids) …")
        before = {(d["id"], d["_version"]) for docs in snapshot.values() for d in docs}
        await _publish(settings, turns, [])
        after_snapshot = await _settle(settings, tenants)
        after = {(d["id"], d["_version"]) for docs in after_snapshot.values() for d in docs}
        verdict = (
            "unchanged: no duplicate, no rollback" if before == after else "CHANGED (this is a bug)"
        )
        _say(f"   {len(after)} documents, {verdict}")

        dlq = await _dlq_counts(settings)
        refused = await _audit_count(settings, tenants, "refused_sensitive")
        _say("\n5. Refused and dead-lettered:")
        _say(f"   refused as nothing but secrets: {refused} statement(s) (audited, never stored)")
        for reason, count in sorted(dlq.items()):
            _say(f"   DLQ {reason:<18} {count}")
        redacted = sum(
            "[redacted:" in d["content"] for docs in after_snapshot.values() for d in docs
        )
        _say(f"   stored statements with a redacted value: {redacted}")
        return 0 if before == after else 1
    finally:
        worker.terminate()
        try:
            worker.wait(timeout=30)
        except subprocess.TimeoutExpired:
            worker.kill()
        _say(
            "\nThe worker has stopped; Kafka and OpenSearch keep running (`make down` stops them)."
        )
        _say("Run `memstream worker` to keep consuming; `memstream analyze` explains why a line")
        _say("was or wasn't remembered.")


def run_demo(settings: Settings) -> int:
    try:
        return asyncio.run(_run(settings))
    except (KafkaError, OSError) as exc:
        raise ServiceUnavailable(f"{type(exc).__name__}: {exc}. Is `make up` running?") from exc
