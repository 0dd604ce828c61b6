"""Hostile chat events through a real worker (real Kafka and OpenSearch, the ones ``make
up`` starts; nothing here stops them).

Hypothesis generates batches of events (random bytes, deep JSON, scalars, cut-off JSON,
turn-shaped objects with wrong, missing, huge or invisible-laden fields, keys that do and
do not match) and each batch goes onto the turns topic in one produce. Then:

- the worker is alive and ready, and its writer never crashed (no "Crashed" in its log);
- every event is accounted for: ``parse_turn`` (the oracle) accepts it and the worker
  counted it as a consumed turn, or rejects it and the DLQ holds a record at the same
  partition and offset with the same reason and the payload's digest — and nothing else;
- every document comes from an accepted turn and is one line within the statement cap
  with no control or invisible character;
- (collected over all batches, asserted by the test after the property) nothing in the
  index or in a DLQ record holds something the redactor finds or one of the generator's
  known secrets in readable form. Kept apart so that a redaction gap (several are known,
  see test_ingest_properties.py) does not hide the other properties.

Two inputs that break the worker today have their own tests below (a null-valued record,
and a far-future timestamp in a workspace in auto mode), each with its own worker.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import socket
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from opensearchpy import AsyncOpenSearch

from agents.ingest import parse_turn
from indexers.client import make_client
from memstream.config import Settings
from memstream.errors import InvalidEvent
from schemas.commands import Command, CommandAction
from schemas.common import WriteMode
from schemas.memory import memory_id
from schemas.settings import WorkspaceSettings
from tests.adversarial.strategies import hidden_characters, raw_events, readable_secrets
from tests.adversarial.test_ingest_properties import leaks
from tests.reliability.harness import (
    Position,
    committed_offsets,
    ends_of,
    final_changes,
    index_snapshot,
    produce_positions,
    wait_until,
)
from tests.support.worker import (
    WorkerProcess,
    all_topics,
    create_topics,
    free_port,
    isolated_settings,
    produce,
    remove_run,
    turn,
)

pytestmark = pytest.mark.integration

TENANT = "adv"
BATCHES = 4
BATCH_SIZE = 100
MAX_BYTES = Settings().limits.content_max_bytes


def services_up(s: Settings) -> None:
    host, _, port = s.kafka.bootstrap_servers.split(",")[0].partition(":")
    url = urlparse(s.opensearch.url)
    for what, h, p in (
        ("Kafka", host, int(port or 9092)),
        ("OpenSearch", url.hostname or "127.0.0.1", url.port or 9200),
    ):
        try:
            with socket.create_connection((h, p), timeout=2):
                pass
        except OSError:
            pytest.fail(f"{what} at {h}:{p} not reachable: run `make up` first", pytrace=False)


class Worker(WorkerProcess):
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def ready(self) -> bool:
        url = f"http://{self.settings.worker.web_host}:{self.settings.worker.web_port}/readyz"
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return bool(json.loads(response.read()).get("ready"))
        except OSError:
            return False

    def consumed(self) -> float:
        return sum(
            self.metric("memstream_turns_consumed_total", role=r)
            for r in ("user", "assistant", "system", "tool")
        )

    def crashes(self) -> list[str]:
        return [line for line in self.logs().splitlines() if "Crashed reason=" in line]


def start_worker(tmp: Path, unique: str, **sections: dict[str, Any]) -> Worker:
    base = Settings()
    services_up(base)
    s = isolated_settings(unique, tmp / "data", web_port=free_port(), **sections)
    asyncio.run(create_topics(s, all_topics(s)))
    worker = Worker(s, tmp / "worker.log")
    worker.start()
    return worker


def stop_worker(worker: Worker, unique: str) -> None:
    worker.stop()
    remove_run(worker.settings)


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Worker]:
    unique = f"adv{time.time_ns() % 10**9}"
    process = start_worker(tmp_path_factory.mktemp("adversarial"), unique)
    try:
        yield process
    finally:
        stop_worker(process, unique)


async def dead_letters(s: Settings) -> list[dict[str, Any]]:
    """Every record on the DLQ so far (read from the start until the end offsets)."""
    from aiokafka import AIOKafkaConsumer, TopicPartition  # noqa: PLC0415

    consumer = AIOKafkaConsumer(
        bootstrap_servers=s.kafka.bootstrap_servers,
        auto_offset_reset="earliest",
        max_partition_fetch_bytes=8 * 1024 * 1024,
    )
    await consumer.start()
    out: list[dict[str, Any]] = []
    try:
        tps = [TopicPartition(s.kafka.turns_dlq_topic, p) for p in range(s.kafka.partitions)]
        consumer.assign(tps)
        await consumer.seek_to_beginning(*tps)
        ends = await consumer.end_offsets(tps)
        done = {tp for tp in tps if ends[tp] == 0}
        deadline = time.monotonic() + 30
        while len(done) < len(tps) and time.monotonic() < deadline:
            batch = await consumer.getmany(timeout_ms=500)
            for tp, records in batch.items():
                out.extend(json.loads(r.value) for r in records)
                if records and records[-1].offset + 1 >= ends[tp]:
                    done.add(tp)
    finally:
        await consumer.stop()
    return out


def nesting(value: bytes) -> int:
    """How deep JSON brackets nest in ``value`` (outside strings)."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in value:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return deepest


# Nesting this deep may or may not hit Python's recursion limit depending on how deep the
# caller's stack already is (test_ingest_properties.py::test_the_verdict_does_not_depend_
# _on_the_callers_stack), so the worker and this test's oracle may disagree there.
STACK_DEPENDENT_NESTING = 400


def describe(record: tuple[bytes | None, bytes | None]) -> str:
    key, value = record
    return f"key={key!r:.60} value={value!r:.300} ({len(value or b'')} bytes)"


class Batch(list[tuple[bytes | None, bytes | None]]):
    """A batch of records whose repr stays short when hypothesis reports it."""

    def __repr__(self) -> str:
        size = sum(len(v or b"") for _, v in self)
        digest = hashlib.sha256(b"".join(v or b"" for _, v in self)).hexdigest()[:12]
        return f"Batch({len(self)} records, {size} bytes, sha256 {digest}…)"


class Ledger:
    """What the module's batches so far must have led to."""

    def __init__(self) -> None:
        self.valid = 0
        self.doc_ids: set[str] = set()
        self.tenants: set[str] = set()
        self.stored = 0
        self.leaks: dict[str, str] = {}  # where -> what was readable

    def leak(self, where: str, text: str) -> None:
        found = leaks(text) + readable_secrets(text)
        if found:
            self.leaks.setdefault(where, f"{found} in {text[:300]!r}")


SEEN = Ledger()


def expected_outcome(key: bytes | None, value: bytes | None) -> str | None:
    """None when the worker must accept the event, else the DLQ reason it must give."""
    assert value is not None
    try:
        parsed = parse_turn(value, max_content_bytes=MAX_BYTES, key=key)
    except InvalidEvent as exc:
        return exc.reason
    SEEN.tenants.add(parsed.tenant)
    SEEN.doc_ids.add(memory_id(parsed.tenant, parsed.subject, parsed.event_id, 0))
    return None


async def check_batch(
    worker: Worker, client: AsyncOpenSearch, records: list[tuple[bytes | None, bytes | None]]
) -> None:
    s = worker.settings
    consumed_before = await asyncio.to_thread(worker.consumed)
    expected = [expected_outcome(k, v) for k, v in records]
    positions = await produce_positions(s, s.kafka.turns_topic, records)
    ends = ends_of(positions)

    async def committed() -> bool:
        done = await committed_offsets(s, s.kafka.turns_topic)
        return all(done.get(p, 0) >= end for p, end in ends.items())

    await wait_until(committed, timeout=90, what="the batch committed")
    assert worker.alive(), worker.logs()[-3000:]
    assert worker.ready()
    assert worker.crashes() == []

    # -- every event accounted for ---------------------------------------------------------
    valid = sum(1 for e in expected if e is None)
    SEEN.valid += valid
    assert await asyncio.to_thread(worker.consumed) - consumed_before == valid
    mine = {
        Position(p.partition, p.offset): (r, e)
        for p, r, e in zip(positions, records, expected, strict=True)
    }
    letters = [
        d
        for d in await dead_letters(s)
        if d["topic"] == s.kafka.turns_topic and Position(d["partition"], d["offset"]) in mine
    ]
    by_position = {Position(d["partition"], d["offset"]): d for d in letters}
    assert len(by_position) == len(letters), "an event was dead-lettered twice"
    rejected = {pos: (record, reason) for pos, (record, reason) in mine.items() if reason}
    accepted_but_dead = [describe(mine[p][0]) for p in set(by_position) - set(rejected)]
    assert accepted_but_dead == [], "valid events dead-lettered"
    missing = [describe(rejected[p][0]) for p in set(rejected) - set(by_position)]
    assert missing == [], "rejected events missing from the DLQ"
    for pos, (record, reason) in rejected.items():
        value = record[1]
        letter = by_position[pos]
        allowed = {reason}
        if nesting(value or b"") > STACK_DEPENDENT_NESTING:
            allowed.add("invalid_json")
        assert letter["reason"] in allowed, f"{letter['reason']} for {describe(record)}"
        assert "payload_sha256" not in letter, "no unsalted digest of raw input"
        assert letter["payload_bytes"] == len(value or b"")
        for field in ("payload_redacted", "detail", "key"):
            SEEN.leak(f"dlq {pos} {field}", letter[field] or "")

    # -- nothing unclean in the index --------------------------------------------------------
    docs = await index_snapshot(client, s, SEEN.tenants)
    unknown = set(docs) - SEEN.doc_ids
    assert not unknown, f"documents from no accepted turn: {sorted(unknown)[:3]}"
    for doc in docs.values():
        content = doc["content"]
        assert 0 < len(content) <= s.limits.statement_max_runes
        assert content == content.strip()
        bad = hidden_characters(content)
        assert bad == [], f"{bad!r} in stored {content!r}"
        SEEN.leak(f"index {doc['id']}", content)
    SEEN.stored = len(docs)


# A failing batch is megabytes of text; hypothesis warns before printing it.
@pytest.mark.filterwarnings("ignore:Generating overly large repr")
@settings(
    max_examples=BATCHES,
    phases=[Phase.generate],  # no shrinking: each example is a round trip through the worker
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    batch=st.lists(raw_events(tenant=TENANT), min_size=BATCH_SIZE // 2, max_size=BATCH_SIZE).map(
        Batch
    )
)
def test_hostile_events_never_crash_the_worker_leak_or_go_missing(
    worker: Worker, batch: Batch
) -> None:
    # Hypothesis's first examples are its simplest ("remember that " and nothing more), so
    # a few ordinary directives ride along in every batch: the properties are then always
    # checked on stored documents too, one of them with a secret and invisible characters.
    ANCHORS.append(len(ANCHORS))
    batch = Batch([*batch, *_anchors(len(ANCHORS))])

    async def run() -> None:
        client = make_client(worker.settings.opensearch)
        try:
            await check_batch(worker, client, batch)
        finally:
            await client.close()

    asyncio.run(run())


ANCHORS: list[int] = []


def _anchors(round_: int) -> list[tuple[bytes | None, bytes | None]]:
    contents = [
        f"remember that I collect stamps from country {round_}",
        f"记住我喜欢第{round_}种茶",
        f"remember that my card is 4111\u200b1111 1111 1111 and I like jazz {round_}",
    ]
    records: list[tuple[bytes | None, bytes | None]] = []
    for n, content in enumerate(contents):
        event = turn(TENANT, f"anchor{n}", content, f"anchor-{round_}-{n}")
        records.append((f"{TENANT}/anchor{n}".encode(), json.dumps(event).encode()))
    return records


def test_nothing_stored_or_dead_lettered_holds_a_secret(worker: Worker) -> None:
    """Over every batch above: no document and no DLQ record holds something the redactor
    finds, or one of the generator's secrets in readable form.

    Found a secret smuggled past the redactor with an invisible character inside it
    (test_ingest_properties.py::test_a_secret_split_by_a_zero_width_character_is_still_redacted):
    the worker stores exactly what ``prepare_statement`` gives it.
    """
    assert SEEN.valid > 0, "the property test did not run first"
    problems = "\n".join(f"{where}: {what}" for where, what in sorted(SEEN.leaks.items()))
    assert not SEEN.leaks, f"{len(SEEN.leaks)} leaks:\n{problems}"


def test_the_batches_reached_the_index_and_the_dlq(worker: Worker) -> None:
    """The property above ran on something: accepted turns, some stored, some rejected."""
    assert SEEN.valid > 0
    assert SEEN.stored > 0
    assert worker.metric("memstream_dlq_events_total", reason="invalid_json") > 0
    reasons = Counter(
        line.split('reason="')[1].split('"')[0]
        for line in worker.metrics().splitlines()
        if line.startswith("memstream_dlq_events_total{")
    )
    assert len(reasons) >= 5, reasons


# -- inputs that once broke the worker -------------------------------------------------------


def test_a_null_valued_record_is_dead_lettered_and_the_turns_after_it_are_applied(
    tmp_path: Path,
) -> None:
    """A record with a null value (a Kafka tombstone, or a producer bug) on the turns topic.

    It used to raise AttributeError out of ``BatchProcessor.process`` (``parse_turn`` got
    None), and the batch around it was lost. Now ``parse_turn`` names it ``empty_payload``,
    and any exception while deciding one event dead-letters that event
    (``processing_failed``) instead of stopping the partition.
    """
    unique = f"nul{time.time_ns() % 10**9}"
    worker = start_worker(tmp_path, unique)
    try:
        s = worker.settings
        tenant = f"t{unique}"
        key = f"{tenant}/alice".encode()
        good = turn(tenant, "alice", "remember that I like green tea", 1)
        records: list[tuple[bytes | None, bytes | None]] = [
            (key, None),
            (key, json.dumps(good).encode()),
        ]
        asyncio.run(produce_positions(s, s.kafka.turns_topic, records))

        async def stored() -> dict[str, Any] | None:
            client = make_client(s.opensearch)
            try:
                return await index_snapshot(client, s, [tenant]) or None
            finally:
                await client.close()

        docs = asyncio.run(
            wait_until(stored, timeout=30, what="the directive after the null record")
        )
        assert [d["content"] for d in docs.values()] == ["I like green tea"]
        letters = asyncio.run(dead_letters(s))
        assert [d["payload_bytes"] for d in letters] == [0]
        assert worker.crashes() == []
    finally:
        stop_worker(worker, unique)


def test_a_far_future_timestamp_in_auto_mode_does_not_crash_the_writer(tmp_path: Path) -> None:
    """A user turn stamped 9999-12-31 in a workspace in auto (distilling) mode, next to a
    "remember", and later a "forget" of it.

    It used to crash the writer: buffering the turn made ``agents/sessions.py``
    ``session_due_at`` overflow (``last_turn_at + extract_delay``). ``parse_turn`` now
    dead-letters a turn stamped more than an hour in the future (``field_invalid``); the
    directives around it apply.
    """
    unique = f"fut{time.time_ns() % 10**9}"
    worker = start_worker(tmp_path, unique)
    try:
        s = worker.settings
        tenant = f"t{unique}"
        command = Command(
            tenant=tenant,
            subject="_workspace",
            action=CommandAction.WORKSPACE_SETTINGS,
            actor="admin",
            workspace_settings=WorkspaceSettings(write_mode=WriteMode.AUTO),
        )
        asyncio.run(
            produce(
                s,
                s.kafka.commands_topic,
                [(f"{tenant}/_workspace".encode(), command.model_dump_json().encode())],
            )
        )
        asyncio.run(final_changes(s, [command.command_id]))
        future = turn(tenant, "alice", "I'm a pilot from the far future", 1)
        future["timestamp"] = "9999-12-31T23:59:59+00:00"
        remember = turn(tenant, "alice", "remember that I like green tea", 2)
        forget = turn(tenant, "alice", "forget that I like green tea", 3)
        key = f"{tenant}/alice".encode()

        async def scenario() -> dict[str, Any]:
            await produce(
                s,
                s.kafka.turns_topic,
                [(key, json.dumps(future).encode()), (key, json.dumps(remember).encode())],
            )
            client = make_client(s.opensearch)
            try:

                async def stored() -> dict[str, Any] | None:
                    return await index_snapshot(client, s, [tenant]) or None

                await wait_until(stored, timeout=30, what="the remembered statement")
                positions = await produce_positions(
                    s, s.kafka.turns_topic, [(key, json.dumps(forget).encode())]
                )

                async def committed() -> bool:
                    done = await committed_offsets(s, s.kafka.turns_topic)
                    return all(done.get(p, 0) >= e for p, e in ends_of(positions).items())

                await wait_until(committed, timeout=30, what="the forget applied")
                return await index_snapshot(client, s, [tenant])
            finally:
                await client.close()

        left = asyncio.run(scenario())
        assert [d["content"] for d in left.values()] == [], "forgotten, yet still stored"
        letters = asyncio.run(dead_letters(s))
        assert [(d["reason"], d["offset"]) for d in letters] == [("field_invalid", 0)]
        assert "future" in letters[0]["detail"]
        assert worker.crashes() == []
    finally:
        stop_worker(worker, unique)
