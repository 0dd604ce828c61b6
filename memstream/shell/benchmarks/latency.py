"""Produce-to-searchable latency of explicit directives under a steady turn rate.

A producer paces turns at ``rate`` per second (5% directives) and records when each
directive was sent; a poller searches the index every ``poll_seconds`` for directives not
yet seen. A directive's latency is when a search first returned it minus when it was sent,
so it includes the index refresh: what a chat backend calling recall would observe.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from dataclasses import dataclass
from typing import Any

from aiokafka import AIOKafkaProducer
from opensearchpy import TransportError

from indexers.client import make_client
from memstream.config import Settings
from memstream.shell.benchmarks.corpus import turns
from memstream.shell.benchmarks.ingest import running_worker
from schemas.memory import memory_id

# After the last turn, directives still unseen are waited for this long, then counted missing.
GRACE_SECONDS = 30.0


@dataclass(frozen=True)
class LatencyRun:
    rate: float  # turns/s actually produced
    directives: int
    p50: float
    p99: float
    missing: int


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def _produce_paced(
    s: Settings, events: list[dict[str, Any]], rate: int, watched: set[str], sent: dict[str, float]
) -> float:
    producer = AIOKafkaProducer(**s.kafka.client_options(), linger_ms=2)
    await producer.start()
    started = time.monotonic()
    try:
        for n, event in enumerate(events):
            delay = started + n / rate - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            key = f"{event['tenant']}/{event['subject']}".encode()
            await producer.send(s.kafka.turns_topic, key=key, value=json.dumps(event).encode())
            if event["event_id"] in watched:
                sent[event["event_id"]] = time.monotonic()
        await producer.flush()
    finally:
        await producer.stop()
    return len(events) / (time.monotonic() - started)


async def _poll_visible(
    s: Settings,
    *,
    index: str,
    waiting: dict[str, str],
    seen: dict[str, float],
    stop: asyncio.Event,
    poll_seconds: float,
) -> None:
    client = make_client(s.opensearch)
    grace_until: float | None = None
    try:
        while waiting:
            if stop.is_set():
                grace_until = grace_until or time.monotonic() + GRACE_SECONDS
                if time.monotonic() > grace_until:
                    return
            if await client.indices.exists(index=index):
                ids = list(waiting)[:2000]
                body = {"size": len(ids), "_source": False, "query": {"ids": {"values": ids}}}
                try:
                    response = await client.search(index=index, body=body)
                except TransportError as exc:
                    if exc.status_code != 503:  # a brand-new index before its shard is up
                        raise
                    await asyncio.sleep(poll_seconds)
                    continue
                now = time.monotonic()
                for hit in response["hits"]["hits"]:
                    event_id = waiting.pop(hit["_id"], None)
                    if event_id is not None:
                        seen[event_id] = now
            await asyncio.sleep(poll_seconds)
    finally:
        await client.close()


def directive_latency(
    base: Settings, *, rate: int = 1000, seconds: float = 20.0, poll_seconds: float = 0.05
) -> LatencyRun:
    events, directive_ids = turns(int(rate * seconds), tenant="bench", subjects=2000, run="lat")
    directives = set(directive_ids)
    doc_ids = {
        memory_id("bench", e["subject"], e["event_id"], 0): e["event_id"]
        for e in events
        if e["event_id"] in directives
    }
    sent: dict[str, float] = {}
    seen: dict[str, float] = {}
    with running_worker(base, label="lat") as worker:
        s = worker.settings
        index = f"{s.opensearch.index_prefix}-bench-memories"

        async def run() -> float:
            stop = asyncio.Event()
            poller = asyncio.create_task(
                _poll_visible(
                    s,
                    index=index,
                    waiting=dict(doc_ids),
                    seen=seen,
                    stop=stop,
                    poll_seconds=poll_seconds,
                )
            )
            achieved = await _produce_paced(s, events, rate, directives, sent)
            stop.set()
            await poller
            return achieved

        achieved = asyncio.run(run())
    latencies = [seen[e] - sent[e] for e in seen if e in sent]
    return LatencyRun(
        rate=achieved,
        directives=len(doc_ids),
        p50=statistics.median(latencies) if latencies else float("nan"),
        p99=percentile(latencies, 0.99),
        missing=len(doc_ids) - len(seen),
    )
