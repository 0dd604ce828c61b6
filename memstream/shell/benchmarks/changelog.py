"""Changelog bytes per 1,000 turns: what the worker's tables send to Kafka for live traffic.

Every change to a subject's ledger goes to the ``ledgers`` table's changelog topic, which a
worker reads back whole when it recovers a partition. This benchmark runs a real worker on
topics, indices and a consumer group of its own and measures those bytes for a workload
with the shape of production:

1. **Seed** (not measured): ``--subjects`` subjects, each given ``--seed-items`` memories
   by ``import`` commands and then empty ``touch`` commands until ``--seed-applied`` ids
   are applied, so the ledgers are the size of subjects in steady use (an empty touch is
   the cheapest event that marks an id applied; it writes no document).
2. **Measure**: ``--turns`` user turns round the subjects, about ``--remember-share`` of
   them "remember ..." and ``--forget-share`` "forget ..." directives (the rest chat that
   the default ``explicit_only`` mode does not store), and after every ``--touch-every``-th
   turn the ``touch`` recall sends for that subject with ``--ids-per-touch`` used items.
   They are produced at ``--rate`` events a second, as live traffic arrives, so the
   worker's batches stay small (a backlog would put a subject's many events in one batch
   and one ledger write).

"Done" is proven by order, not by time: after each phase a marker ``touch`` is sent on a
subject's key and its final change event awaited on the changes topic, and then the
worker's consumer group must have committed the end of every input partition (faust
flushes the table changelogs before it commits). The changelog topics are then read with
aiokafka and the key and value bytes of every record the measured phase wrote are summed,
per topic; "state" is what a recovering worker reads once compaction has kept the newest
record of each key, "topic" what it reads before (the seed included). Last, the worker is
restarted and timed until ready: it recovers its tables from every changelog record.

Run from the repository (the services running, ``make status``)::

    .venv/bin/python -m memstream.shell.benchmarks.changelog [--json out.json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient

from memstream.config import IN_PROCESS_EMBEDDING_MODELS, Settings
from memstream.kafka_admin import all_topics, create_topics
from memstream.shell.benchmarks.corpus import message
from memstream.shell.runtime import WorkerProcess, isolated_settings, remove_run
from schemas.memory import memory_id

TENANT = "bench"
# Names of seeded item ids: uuid5 like every memory id, so keys have production's length.
_SEED_NS = uuid.UUID("0b5e7d1c-6a43-4f0e-8f0a-3c1d2b4e5f60")
_THINGS = ["project codename", "favourite trail", "team mascot", "reading list entry"]
_ANIMALS = ["falcon", "otter", "lynx", "heron", "badger"]
_PURPOSES = ["the quarterly planning", "our weekend trips", "the home lab", "work notes"]
_CITIES = ["Lisbon", "Porto", "Ghent", "Utrecht", "Bergen", "Tartu"]
WAIT_SECONDS = 900.0


@dataclass(frozen=True)
class Workload:
    turns: int = 1000
    subjects: int = 50
    seed_items: int = 100
    seed_applied: int = 1000
    remember_share: float = 0.06
    forget_share: float = 0.015
    touch_every: int = 4
    ids_per_touch: int = 3
    rate: float = 25.0  # events a second in the measured phase
    seed: int = 5
    restarts: int = 3  # times the worker is restarted and timed until ready, at the end


@dataclass
class TopicBytes:
    topic: str
    records: int = 0
    bytes: int = 0
    deletes: int = 0
    whole_writes: int = 0  # records at a subject key itself: a whole ledger each
    state_keys: int = 0
    state_bytes: int = 0
    topic_records: int = 0  # the whole topic, seed included: what recovery reads
    topic_bytes: int = 0


@dataclass
class ChangelogRun:
    workload: Workload
    topics: list[TopicBytes] = field(default_factory=list)
    seconds: float = 0.0
    events: int = 0
    start_seconds: float = 0.0  # the first start, on empty changelogs
    recovery_seconds: list[float] = field(default_factory=list)  # each restart, until ready
    outcomes: dict[str, int] = field(default_factory=dict)  # final change events, measured

    def per_thousand_turns(self, value: int) -> float:
        return value * 1000 / self.workload.turns


def subject(n: int) -> str:
    return f"user{n:02d}"


def seed_item_id(subject_id: str, k: int) -> str:
    return str(uuid.uuid5(_SEED_NS, f"{TENANT}/{subject_id}/{k}"))


def seed_statement(k: int) -> str:
    return (
        f"my {_THINGS[k % len(_THINGS)]} number {k} is {_ANIMALS[k % len(_ANIMALS)]}-{k} "
        f"and I use it for {_PURPOSES[k % len(_PURPOSES)]}"
    )


def _command(subject_id: str, action: str, **fields: Any) -> dict[str, Any]:
    return {
        "command_id": str(uuid.uuid4()),
        "tenant": TENANT,
        "subject": subject_id,
        "action": action,
        "actor": "bench:changelog",
        **fields,
    }


def seed_events(w: Workload) -> list[tuple[str, dict[str, Any]]]:
    """(topic kind, event) pairs that bring every subject to its steady-use size."""
    events: list[tuple[str, dict[str, Any]]] = []
    for n in range(w.subjects):
        s = subject(n)
        for k in range(w.seed_items):
            events.append(
                (
                    "commands",
                    _command(s, "import", item_id=seed_item_id(s, k), content=seed_statement(k)),
                )
            )
        for _ in range(max(0, w.seed_applied - w.seed_items)):
            events.append(("commands", _command(s, "touch")))
    return events


def measured_events(w: Workload) -> list[tuple[str, dict[str, Any]]]:
    """The measured phase: user turns with directives, and recall's touches."""
    rng = random.Random(w.seed)
    now = datetime.now(UTC).isoformat()
    # Per subject: items a touch may name (seeded, then remembered), and seeded ones a
    # forget may name (each once).
    subjects = [subject(n) for n in range(w.subjects)]
    usable = {s: [seed_item_id(s, k) for k in range(w.seed_items)] for s in subjects}
    forgettable = {s: list(range(w.seed_items)) for s in subjects}
    for pool in forgettable.values():
        rng.shuffle(pool)
    home: dict[str, str] = {}  # each subject's "I live in ..." item
    events: list[tuple[str, dict[str, Any]]] = []
    for i in range(w.turns):
        s = subject(rng.randrange(w.subjects))
        event_id = f"turn-{i}"
        roll = rng.random()
        if roll < w.remember_share:
            if rng.random() < 0.3:  # single-valued: supersedes the subject's last one
                content = f"remember that I live in {rng.choice(_CITIES)} now"
                if s in home:
                    usable[s].remove(home[s])  # superseded: recall no longer returns it
                home[s] = memory_id(TENANT, s, event_id, 0)
            else:
                content = f"remember that {seed_statement(w.seed_items + i)}"
            usable[s].append(memory_id(TENANT, s, event_id, 0))
        elif roll < w.remember_share + w.forget_share and forgettable[s]:
            k = forgettable[s].pop()
            content = f"forget that {seed_statement(k)}"
            usable[s].remove(seed_item_id(s, k))
        else:
            content = message(rng, directive=False, n=i)
        events.append(
            (
                "turns",
                {
                    "event_id": event_id,
                    "tenant": TENANT,
                    "subject": s,
                    "session_id": f"{s}-session",
                    "message_id": f"m-{i}",
                    "role": "user",
                    "content": content,
                    "timestamp": now,
                },
            )
        )
        if (i + 1) % w.touch_every == 0 and usable[s]:
            ids = rng.sample(usable[s], min(w.ids_per_touch, len(usable[s])))
            events.append(("commands", _command(s, "touch", item_ids=ids)))
    return events


async def produce(
    settings: Settings, events: Sequence[tuple[str, dict[str, Any]]], *, rate: float | None
) -> None:
    """Send ``events`` in order; at ``rate`` a second, or all at once for None."""
    topics = {"turns": settings.kafka.turns_topic, "commands": settings.kafka.commands_topic}
    producer = AIOKafkaProducer(
        **settings.kafka.client_options(), linger_ms=5, max_batch_size=262_144
    )
    await producer.start()
    try:
        started = time.monotonic()
        futures = []
        for n, (kind, event) in enumerate(events):
            if rate is not None:
                # Pacing the producer, not judging the worker: live traffic arrives spread out.
                delay = started + n / rate - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
            key = f"{event['tenant']}/{event['subject']}".encode()
            futures.append(
                await producer.send(topics[kind], key=key, value=json.dumps(event).encode())
            )
        await asyncio.gather(*futures)
    finally:
        await producer.stop()


async def wait_done(settings: Settings, subject_id: str) -> None:
    """Proven by order: a marker touch on ``subject_id``'s key and its final change event,
    then the consumer group's committed offsets at the end of every input partition."""
    marker = _command(subject_id, "touch")
    await produce(settings, [("commands", marker)], rate=None)
    await _final_change(settings, marker["command_id"])
    await _committed_to_end(settings)


async def _final_change(settings: Settings, source_id: str) -> None:
    consumer = AIOKafkaConsumer(
        settings.kafka.changes_topic,
        **settings.kafka.client_options(),
        auto_offset_reset="earliest",
    )
    await consumer.start()
    try:
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            batch = await consumer.getmany(timeout_ms=500)
            for records in batch.values():
                for record in records:
                    event = json.loads(record.value)
                    if event.get("final") and event.get("source_id") == source_id:
                        return
    finally:
        await consumer.stop()
    raise TimeoutError(f"no final change event for the marker within {WAIT_SECONDS:.0f}s")


async def _committed_to_end(settings: Settings) -> None:
    partitions = await topic_partitions(
        settings, [settings.kafka.turns_topic, settings.kafka.commands_topic]
    )
    admin = AIOKafkaAdminClient(**settings.kafka.client_options())
    consumer = AIOKafkaConsumer(**settings.kafka.client_options())
    await admin.start()
    await consumer.start()
    try:
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            ends = await consumer.end_offsets(partitions)
            committed = await admin.list_consumer_group_offsets(settings.worker.app_id)
            if all(
                (committed[tp].offset if tp in committed else 0) >= ends[tp] for tp in partitions
            ):
                return
            await asyncio.sleep(0.5)
    finally:
        await consumer.stop()
        await admin.close()
    raise TimeoutError(f"the worker did not commit its input within {WAIT_SECONDS:.0f}s")


async def topic_partitions(settings: Settings, topics: Sequence[str]) -> list[TopicPartition]:
    admin = AIOKafkaAdminClient(**settings.kafka.client_options())
    await admin.start()
    try:
        described = await admin.describe_topics(list(topics))
    finally:
        await admin.close()
    return sorted(
        TopicPartition(d["topic"], p["partition"]) for d in described for p in d["partitions"]
    )


async def changelog_topics(settings: Settings) -> list[str]:
    admin = AIOKafkaAdminClient(**settings.kafka.client_options())
    await admin.start()
    try:
        names = await admin.list_topics()
    finally:
        await admin.close()
    prefix = f"{settings.worker.app_id}-"
    return sorted(t for t in names if t.startswith(prefix) and t.endswith("-changelog"))


async def end_offsets(settings: Settings, topics: Sequence[str]) -> dict[TopicPartition, int]:
    partitions = await topic_partitions(settings, topics)
    consumer = AIOKafkaConsumer(**settings.kafka.client_options())
    await consumer.start()
    try:
        ends: dict[TopicPartition, int] = await consumer.end_offsets(partitions)
        return ends
    finally:
        await consumer.stop()


async def measure_topic(
    settings: Settings, topic: str, since: dict[TopicPartition, int]
) -> TopicBytes:
    """Bytes of the records written at or after ``since`` (the measured phase), and the
    newest record per key over the whole topic (what compaction keeps)."""
    out = TopicBytes(topic)
    latest: dict[bytes, int] = {}
    async for tp, record in whole_topic(settings, topic):
        key, value = record.key or b"", record.value
        size = len(key) + (len(value) if value is not None else 0)
        out.topic_records += 1
        out.topic_bytes += size
        if record.offset >= since.get(tp, 0):
            out.records += 1
            out.bytes += size
            out.deletes += value is None
            out.whole_writes += value is not None and b"\x1f" not in key
        if value is None:
            latest.pop(key, None)
        else:
            latest[key] = size
    out.state_keys, out.state_bytes = len(latest), sum(latest.values())
    return out


async def whole_topic(settings: Settings, topic: str) -> AsyncIterator[tuple[TopicPartition, Any]]:
    """Every record of ``topic`` from its start to the end it had when asked, with its
    partition."""
    partitions = await topic_partitions(settings, [topic])
    consumer = AIOKafkaConsumer(**settings.kafka.client_options(), enable_auto_commit=False)
    await consumer.start()
    try:
        ends = await consumer.end_offsets(partitions)
        consumer.assign(partitions)
        await consumer.seek_to_beginning(*partitions)
        remaining = {tp for tp in partitions if ends[tp] > 0}
        while remaining:
            batch = await consumer.getmany(*remaining, timeout_ms=1000, max_records=5000)
            for tp, records in batch.items():
                for record in records:
                    yield tp, record
                    if record.offset + 1 >= ends[tp]:
                        remaining.discard(tp)
    finally:
        await consumer.stop()


async def outcomes(
    settings: Settings, events: Sequence[tuple[str, dict[str, Any]]]
) -> dict[str, int]:
    """What the worker made of the measured events: their change events by action (and
    outcome, for a command's final one); a turn without a directive has none. The same
    workload must have had the same effect before and after a change, or the bytes are
    not comparable."""
    sources = {e.get("event_id") or e.get("command_id") for _, e in events}
    counts: dict[str, int] = {}
    async for _, record in whole_topic(settings, settings.kafka.changes_topic):
        event = json.loads(record.value)
        if event.get("source_id") in sources:
            name = event["action"] + (f":{event['outcome']}" if event["final"] else "")
            counts[name] = counts.get(name, 0) + 1
    return dict(sorted(counts.items()))


@contextmanager
def bench_worker(base: Settings) -> Iterator[WorkerProcess]:
    tag = f"benchcl{os.urandom(3).hex()}"
    with tempfile.TemporaryDirectory(prefix="memstream-bench-") as tmp:
        settings = isolated_settings(base, tag, Path(tmp))
        asyncio.run(create_topics(settings, all_topics(settings)))
        worker = WorkerProcess(settings, Path(tmp) / "worker.log")
        try:
            worker.launch()
            yield worker
        finally:
            worker.stop()
            remove_run(settings)


def run(base: Settings, workload: Workload) -> ChangelogRun:
    result = ChangelogRun(workload)
    with bench_worker(base) as worker:
        started = time.monotonic()
        worker.wait_ready()
        result.start_seconds = time.monotonic() - started
        s = worker.settings
        seed = seed_events(workload)
        measured = measured_events(workload)
        last = subject(workload.subjects - 1)

        async def go() -> None:
            _progress(f"seeding {len(seed):,} events")
            await produce(s, seed, rate=None)
            await wait_done(s, last)
            topics = await changelog_topics(s)
            since = await end_offsets(s, topics)
            _progress(f"measuring {len(measured):,} events at {workload.rate:g}/s")
            started = time.monotonic()
            await produce(s, measured, rate=workload.rate)
            await wait_done(s, last)
            result.seconds = time.monotonic() - started
            result.events = len(measured)
            for topic in await changelog_topics(s):
                result.topics.append(await measure_topic(s, topic, since))
            result.outcomes = await outcomes(s, measured)

        asyncio.run(go())
        # Nothing compacted yet (Kafka cleans only closed segments): a new process reads
        # every changelog record the run wrote before it is ready.
        for _ in range(workload.restarts):
            worker.stop()
            started = time.monotonic()
            worker.launch()
            worker.wait_ready(timeout=WAIT_SECONDS)
            result.recovery_seconds.append(time.monotonic() - started)
    return result


def render(result: ChangelogRun) -> str:
    w = result.workload
    lines = [
        f"changelog bytes: {w.turns:,} user turns over {w.subjects} subjects "
        f"({w.seed_items} items, {w.seed_applied} applied ids each before), "
        f"{result.events:,} events at {w.rate:g}/s in {result.seconds:.0f} s",
        f"{'topic':<44} {'records':>9} {'deletes':>8} {'whole ledgers':>13} "
        f"{'bytes/1k turns':>15} {'state keys':>11} {'state bytes':>12} "
        f"{'topic records':>13} {'topic bytes':>12}",
    ]
    for t in [*result.topics, _total(result.topics)]:
        lines.append(
            f"{t.topic:<44} {t.records:>9,} {t.deletes:>8,} {t.whole_writes:>13,} "
            f"{result.per_thousand_turns(t.bytes):>15,.0f} {t.state_keys:>11,} "
            f"{t.state_bytes:>12,} {t.topic_records:>13,} {t.topic_bytes:>12,}"
        )
    lines.append("outcomes: " + ", ".join(f"{k} {v}" for k, v in result.outcomes.items()))
    restarts = ", ".join(f"{seconds:.1f}" for seconds in result.recovery_seconds)
    lines.append(
        f"start until ready: {result.start_seconds:.1f} s on empty changelogs, "
        f"{restarts} s restarted (recovering every changelog record)"
    )
    return "\n".join(lines)


def _total(topics: Sequence[TopicBytes]) -> TopicBytes:
    total = TopicBytes("total")
    for t in topics:
        total.records += t.records
        total.bytes += t.bytes
        total.deletes += t.deletes
        total.whole_writes += t.whole_writes
        total.state_keys += t.state_keys
        total.state_bytes += t.state_bytes
        total.topic_records += t.topic_records
        total.topic_bytes += t.topic_bytes
    return total


def _progress(text: str) -> None:
    sys.stderr.write(f"changelog bench: {text}\n")
    sys.stderr.flush()


def _base_settings() -> Settings:
    """The environment's settings, with the small in-process embedder unless one is named:
    vectors never reach the changelog, so its speed is all that changes."""
    base = Settings()
    if "provider" in base.embedding.model_fields_set:
        return base
    model = IN_PROCESS_EMBEDDING_MODELS["wordllama"]
    return base.with_sections(
        embedding={"provider": "wordllama", "model": model.model_id, "dimension": model.dimension}
    )


def main(argv: Sequence[str] | None = None) -> int:
    defaults = Workload()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    for name, value in asdict(defaults).items():
        parser.add_argument(f"--{name.replace('_', '-')}", type=type(value), default=value)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    workload = Workload(**{name: getattr(args, name) for name in asdict(defaults)})
    result = run(_base_settings(), workload)
    print(render(result))
    if args.json is not None:
        figures = asdict(result) | {
            "bytes_per_1000_turns": {
                t.topic: result.per_thousand_turns(t.bytes)
                for t in [*result.topics, _total(result.topics)]
            }
        }
        args.json.write_text(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
