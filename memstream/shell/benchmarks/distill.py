"""LLM calls per 1,000 turns on a bursty replay, and the latency distillation adds.

Sessions arrive as bursts of turns; with debouncing each burst should cost one model call,
not one per turn. The rules provider stands in for the model (the call count is what is
measured, not the model's speed); the worker counts calls in ``memstream_llm_calls_total``.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from aiokafka import AIOKafkaProducer
from opensearchpy import TransportError

from indexers.client import make_client
from memstream.config import Settings
from memstream.shell.benchmarks.ingest import produce_all, running_worker
from memstream.shell.runtime import WorkerProcess
from schemas.commands import Command, CommandAction
from schemas.common import WriteMode
from schemas.settings import WorkspaceSettings

DEBOUNCE_SECONDS = 5


@dataclass(frozen=True)
class DistillRun:
    turns: int
    sessions: int
    calls: int
    visible_p50: float  # last turn sent → its memory searchable, seconds
    debounce: int

    @property
    def calls_per_1000_turns(self) -> float:
        return 1000 * self.calls / self.turns


def bursty_turns(sessions: int, per_session: int) -> list[dict[str, Any]]:
    now = datetime.now(UTC).isoformat()
    out = []
    for s in range(sessions):
        for n in range(per_session):
            text = (
                f"I'm a cartographer of region{s}"
                if n == 0
                else f"tell me more about map style {n} in region{s}"
            )
            out.append(
                {
                    "event_id": f"burst-{s}-{n}",
                    "tenant": "bench",
                    "subject": f"user{s}",
                    "session_id": f"session{s}",
                    "message_id": f"burst-m-{s}-{n}",
                    "role": "user",
                    "content": text,
                    "timestamp": now,
                }
            )
    return out


async def _auto_mode(worker: WorkerProcess) -> None:
    s = worker.settings
    command = Command(
        tenant="bench",
        subject="_workspace",
        action=CommandAction.WORKSPACE_SETTINGS,
        actor="bench",
        workspace_settings=WorkspaceSettings(
            write_mode=WriteMode.AUTO,
            extract_delay_seconds=DEBOUNCE_SECONDS,
            extract_min_interval_seconds=0,
        ),
    )
    producer = AIOKafkaProducer(**s.kafka.client_options())
    await producer.start()
    try:
        await producer.send_and_wait(
            s.kafka.commands_topic,
            key=b"bench/_workspace",
            value=command.model_dump_json().encode(),
        )
    finally:
        await producer.stop()
    deadline = time.monotonic() + 30
    while worker.metric("memstream_commands_applied_total", action="workspace_settings") < 1:
        if time.monotonic() > deadline:
            raise TimeoutError("the worker did not apply the workspace settings")
        await asyncio.sleep(0.2)
    await asyncio.sleep(0.5)


async def _first_seen(s: Settings, index: str, sessions: int, limit: float) -> dict[str, float]:
    client = make_client(s.opensearch)
    seen: dict[str, float] = {}
    deadline = time.monotonic() + limit
    try:
        while len(seen) < sessions and time.monotonic() < deadline:
            if await client.indices.exists(index=index):
                body = {
                    "size": 0,
                    "aggs": {
                        "sessions": {"terms": {"field": "source_session_id", "size": sessions + 10}}
                    },
                }
                try:
                    response = await client.search(index=index, body=body)
                except TransportError as exc:
                    if exc.status_code != 503:  # a brand-new index before its shard is up
                        raise
                    await asyncio.sleep(0.1)
                    continue
                now = time.monotonic()
                for bucket in response["aggregations"]["sessions"]["buckets"]:
                    seen.setdefault(bucket["key"], now)
            await asyncio.sleep(0.1)
    finally:
        await client.close()
    return seen


def bursty_distillation(
    base: Settings, *, sessions: int = 100, per_session: int = 20
) -> DistillRun:
    with running_worker(base, label="dst") as worker:
        s = worker.settings.with_sections(llm={"provider": "rules"})
        index = f"{s.opensearch.index_prefix}-bench-memories"
        events = bursty_turns(sessions, per_session)

        async def run() -> tuple[float, dict[str, float]]:
            await _auto_mode(worker)
            await produce_all(s, s.kafka.turns_topic, events)
            last_sent = time.monotonic()
            seen = await _first_seen(s, index, sessions, limit=DEBOUNCE_SECONDS + 120)
            return last_sent, seen

        last_sent, seen = asyncio.run(run())
        time.sleep(1)
        calls = int(worker.metric("memstream_llm_calls_total", provider="rules", outcome="ok"))
    visible = [t - last_sent for t in seen.values()]
    return DistillRun(
        turns=len(events),
        sessions=sessions,
        calls=calls,
        visible_p50=statistics.median(visible) if visible else float("nan"),
        debounce=DEBOUNCE_SECONDS,
    )
