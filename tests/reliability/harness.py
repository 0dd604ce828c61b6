"""What the fault tests share: a worker process that can be frozen, produce with offsets,
the consumer group's committed offsets, index snapshots, and the two checks.

The checks:

- :func:`exactly_once_problems` — the index holds exactly the documents a sequential
  application of the whole replay leaves (ids, contents, statuses, supersession links and
  external versions), no more, no fewer.
- :func:`commit_problems` — "offsets advance only after the index acknowledged": for a
  committed offset ``C`` of partition ``p`` and an index snapshot taken at the same moment
  (the worker frozen with SIGSTOP, so neither moves), every effect of every turn below
  ``C`` on ``p`` is in the snapshot (at its version or a later one), unless a later turn,
  already indexed but not yet committed, deleted it.

And what a restarted worker read of a table's changelog (:func:`changelog_reads`, from
faust's recovery log), with :func:`disk_recovery_problems`: a worker with the
``rocksdb://`` store reads only past the offset its data dir holds, one with
``memory://`` from the start.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient
from opensearchpy import AsyncOpenSearch, NotFoundError

from memstream.config import Settings
from tests.reliability.replay import (
    Expected,
    Replay,
    build_replay,
    comparable,
    expected_documents,
)
from tests.support.services import PrivateServices
from tests.support.worker import WorkerProcess

# Shortens the consumer-group session (faust reads BROKER_SESSION_TIMEOUT from the
# environment; default 60 s) so a member that was killed with SIGKILL is evicted after
# 10 s instead of stalling the restarted worker's join for a minute.
FAST_EVICTION = {"BROKER_SESSION_TIMEOUT": "10"}


class FaultWorker(WorkerProcess):
    """A worker subprocess with extra environment, that can be frozen and thawed."""

    def __init__(
        self, settings: Settings, log_path: Path, extra_env: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(settings, log_path)
        self.extra_env = dict(extra_env or {})

    def environment(self) -> dict[str, str]:
        return super().environment() | self.extra_env

    def start(self, *, detach: bool = False) -> None:
        self.launch(detach=detach)
        # A restart after kill -9 waits for the group to evict the dead member first.
        self.wait_ready(timeout=90)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def pause(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGSTOP)

    def resume(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGCONT)

    def stop(self, *, kill: bool = False) -> None:
        if self.alive():
            self.resume()  # a frozen process cannot act on SIGTERM
        super().stop(kill=kill)

    async def consumed(self) -> float:
        """Turns this process has consumed (every role)."""

        def read() -> float:
            return sum(
                self.metric("memstream_turns_consumed_total", role=r)
                for r in ("user", "assistant", "system", "tool")
            )

        return await asyncio.to_thread(read)

    async def metric_async(self, name: str, **labels: str) -> float:
        return await asyncio.to_thread(self.metric, name, **labels)


@dataclass(frozen=True)
class Position:
    partition: int
    offset: int


async def produce_positions(
    settings: Settings, topic: str, records: Iterable[tuple[bytes | None, bytes | None]]
) -> list[Position]:
    """Produce in order without waiting on each send; return each record's position."""
    producer = AIOKafkaProducer(
        bootstrap_servers=settings.kafka.bootstrap_servers,
        linger_ms=20,
        max_batch_size=256 * 1024,
        max_request_size=4 * 1024 * 1024,
    )
    await producer.start()
    try:
        futures = [await producer.send(topic, key=k, value=v) for k, v in records]
        metadata = await asyncio.gather(*futures)
    finally:
        await producer.stop()
    return [Position(m.partition, m.offset) for m in metadata]


async def committed_offsets(settings: Settings, topic: str) -> dict[int, int]:
    """The worker's consumer group's committed offsets on ``topic`` (next offset to read)."""
    admin = AIOKafkaAdminClient(
        bootstrap_servers=settings.kafka.bootstrap_servers, request_timeout_ms=5000
    )
    await admin.start()
    try:
        offsets = await admin.list_consumer_group_offsets(settings.worker.app_id)
    finally:
        await admin.close()
    return {tp.partition: meta.offset for tp, meta in offsets.items() if tp.topic == topic}


async def end_offsets(settings: Settings, topic: str) -> dict[int, int]:
    consumer = AIOKafkaConsumer(bootstrap_servers=settings.kafka.bootstrap_servers)
    await consumer.start()
    try:
        tps = [TopicPartition(topic, p) for p in range(settings.kafka.partitions)]
        ends = await consumer.end_offsets(tps)
    finally:
        await consumer.stop()
    return {tp.partition: offset for tp, offset in ends.items()}


def memories_index(settings: Settings, tenant: str) -> str:
    return f"{settings.opensearch.index_prefix}-{tenant}-memories"


async def index_snapshot(
    client: AsyncOpenSearch, settings: Settings, tenants: Iterable[str]
) -> dict[str, dict[str, Any]]:
    """Every memory document of ``tenants`` by id, with its ``_version``."""
    out: dict[str, dict[str, Any]] = {}
    for tenant in tenants:
        index = memories_index(settings, tenant)
        try:
            await client.indices.refresh(index=index)
        except NotFoundError:
            continue
        after: list[Any] | None = None
        while True:
            body: dict[str, Any] = {
                "size": 5000,
                "query": {"match_all": {}},
                "sort": [{"id": "asc"}],
                "_source": {"excludes": ["embedding"]},
                "version": True,
            }
            if after is not None:
                body["search_after"] = after
            response = await client.search(index=index, body=body)
            hits = response["hits"]["hits"]
            for hit in hits:
                if hit["_id"] in out:
                    raise AssertionError(f"document {hit['_id']} returned twice")
                out[hit["_id"]] = hit["_source"] | {"_version": hit["_version"]}
            if len(hits) < 5000:
                break
            after = hits[-1]["sort"]
    return out


async def group_members(settings: Settings) -> tuple[str, int]:
    """The worker consumer group's state (``Stable`` once a join completed) and member
    count, as the group coordinator reports them."""
    admin = AIOKafkaAdminClient(bootstrap_servers=settings.kafka.bootstrap_servers)
    await admin.start()
    try:
        (response,) = await admin.describe_consumer_groups([settings.worker.app_id])
        group = response.to_object()["groups"][0]
        return group["state"], len(group["members"])
    finally:
        await admin.close()


async def wait_group(settings: Settings, members: int) -> None:
    """Wait until the worker group is ``Stable`` with ``members`` members."""

    async def settled() -> bool:
        return await group_members(settings) == ("Stable", members)

    await wait_until(settled, timeout=90, what=f"the group stable with {members} members")


async def wait_until(check: Any, *, timeout: float, what: str, interval: float = 0.5) -> Any:
    """Poll the async ``check`` until truthy; fail naming ``what`` and the last value."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        try:
            last = await check()
        except Exception as exc:  # a service that is coming back may refuse a poll
            last = exc
        if last and not isinstance(last, Exception):
            return last
        await asyncio.sleep(interval)
    raise AssertionError(f"{what}: not within {timeout:.0f}s (last: {last!r})")


async def wait_committed(
    settings: Settings, topic: str, ends: Mapping[int, int], *, timeout: float
) -> dict[int, int]:
    """Until the worker group has committed every partition up to ``ends``."""

    async def done() -> dict[int, int] | None:
        committed = await committed_offsets(settings, topic)
        ok = all(committed.get(p, 0) >= end for p, end in ends.items() if end > 0)
        return committed if ok else None

    try:
        result: dict[int, int] = await wait_until(
            done, timeout=timeout, what=f"committed offsets reach {dict(ends)}", interval=1.0
        )
    except AssertionError as exc:
        committed = await committed_offsets(settings, topic)
        raise AssertionError(f"{exc}; committed: {committed}") from None
    return result


def exactly_once_problems(
    expected: Expected, snapshot: Mapping[str, Mapping[str, Any]]
) -> list[str]:
    """Differences between the index and the sequential application (empty = correct)."""
    problems: list[str] = []
    missing = sorted(set(expected.docs) - set(snapshot))
    extra = sorted(set(snapshot) - set(expected.docs))
    if missing:
        problems.append(f"{len(missing)} expected documents missing, e.g. {missing[:3]}")
    resurrected = [i for i in extra if i in expected.deleted]
    unknown = [i for i in extra if i not in expected.deleted]
    if resurrected:
        problems.append(f"{len(resurrected)} forgotten documents present, e.g. {resurrected[:3]}")
    if unknown:
        problems.append(f"{len(unknown)} unexpected documents, e.g. {unknown[:3]}")
    wrong = [
        (comparable(doc), comparable(dict(snapshot[i])))
        for i, doc in expected.docs.items()
        if i in snapshot and comparable(doc) != comparable(dict(snapshot[i]))
    ]
    if wrong:
        problems.append(
            f"{len(wrong)} documents differ from a sequential application, e.g. "
            f"expected {wrong[0][0]} got {wrong[0][1]}"
        )
    bad_versions = [i for i, d in snapshot.items() if d.get("_version") != d.get("version")]
    if bad_versions:
        problems.append(f"{len(bad_versions)} documents whose _version is not their version")
    return problems


def subject_positions(replay: Replay, positions: list[Position]) -> dict[str, list[Position]]:
    """Per subject key, the positions of its produced turns in script order."""
    out: dict[str, list[Position]] = defaultdict(list)
    for turn, pos in zip(replay.turns[: len(positions)], positions, strict=True):
        out[f"{turn['tenant']}/{turn['subject']}"].append(pos)
    return out


def commit_problems(
    replay: Replay,
    positions: list[Position],
    expected: Expected,
    committed: Mapping[int, int],
    snapshot: Mapping[str, Mapping[str, Any]],
) -> list[str]:
    """Effects of committed turns that the index did not have when they were committed."""
    by_subject = subject_positions(replay, positions)
    done: dict[str, int] = {
        key: sum(1 for pos in turns if pos.offset < committed.get(pos.partition, 0))
        for key, turns in by_subject.items()
    }
    problems: list[str] = []
    for doc_id, steps in expected.history.items():
        below = done.get(expected.owner[doc_id], 0)
        before = [s for s in steps if s[0] < below]
        if not before:
            continue
        _, version, was_deleted = before[-1]
        deleted_later = any(deleted for n, _, deleted in steps if n >= below)
        got = snapshot.get(doc_id)
        if was_deleted:
            if got is not None and got["_version"] <= version:
                problems.append(f"{doc_id}: deleted (v{version}) below the commit, still indexed")
        elif got is None:
            if not deleted_later:
                problems.append(f"{doc_id}: written (v{version}) below the commit, not indexed")
        elif got["_version"] < version:
            problems.append(f"{doc_id}: v{version} committed, index has v{got['_version']}")
    return problems


def ends_of(positions: Iterable[Position]) -> dict[int, int]:
    """Per partition, the offset after the last of ``positions``."""
    ends: dict[int, int] = {}
    for pos in positions:
        ends[pos.partition] = max(ends.get(pos.partition, 0), pos.offset + 1)
    return ends


def committed_turns(replay: Replay, positions: list[Position], committed: Mapping[int, int]) -> int:
    return sum(1 for pos in positions if pos.offset < committed.get(pos.partition, 0))


@dataclass
class ReplayRun:
    """One replay produced onto a worker's turns topic, and what it must lead to."""

    settings: Settings
    replay: Replay
    expected: Expected
    positions: list[Position]

    @classmethod
    async def produce(cls, settings: Settings, replay: Replay, *, share: float = 1) -> ReplayRun:
        """Produce the first ``share`` of the replay's turns; :meth:`produce_upto` more later."""
        expected = await asyncio.to_thread(expected_documents, replay.turns, settings)
        run = cls(settings, replay, expected, [])
        await run.produce_upto(share)
        return run

    async def produce_upto(self, share: float) -> None:
        """Produce the turns after those produced so far, up to ``share`` of the replay."""
        records = self.replay.records()[len(self.positions) : round(share * self.total)]
        self.positions += await produce_positions(
            self.settings, self.settings.kafka.turns_topic, records
        )

    @classmethod
    async def standard(
        cls, settings: Settings, tag: str, unique: str, *, share: float = 1
    ) -> ReplayRun:
        """The 20,000-turn replay every fault test uses: 2 tenants x 250 subjects x 40."""
        replay = build_replay(
            [f"{tag}a{unique[:6]}", f"{tag}b{unique[:6]}"],
            subjects_per_tenant=250,
            turns_per_subject=40,
        )
        return await cls.produce(settings, replay, share=share)

    async def wait_consumed(self, worker: FaultWorker, share: float) -> None:
        async def reached() -> bool:
            return await worker.consumed() >= share * self.total

        await wait_until(reached, timeout=120, what=f"{share:.0%} of the replay consumed")

    async def wait_progress(
        self,
        worker: FaultWorker,
        turns: int,
        *,
        what: str,
        workers: Iterable[FaultWorker],
        since: float | None = None,
    ) -> None:
        """Wait until ``worker`` consumed ``turns`` more than ``since`` (default: now); on a
        timeout report what each of ``workers`` consumed, the uncommitted turns per
        partition and the workers' log tails (idle with turns left is a stall; idle with
        none left is not)."""
        start = await worker.consumed() if since is None else since

        async def moved() -> bool:
            return await worker.consumed() >= start + turns

        try:
            await wait_until(moved, timeout=120, what=what)
        except AssertionError as exc:
            report = [f"{exc}", f"uncommitted per partition {await self.lag()}"]
            for w in workers:
                consumed = await w.consumed() if w.alive() else "exited"
                report += [f"--- {w.log_path.name}: consumed {consumed}", _tail(w.logs())]
            raise AssertionError("\n".join(report)) from None

    @property
    def ends(self) -> dict[int, int]:
        return ends_of(self.positions)

    @property
    def total(self) -> int:
        """Turns in the whole replay (produced or not yet)."""
        return len(self.replay.turns)

    async def lag(self) -> dict[int, int]:
        """Per partition, produced turns the group has not committed yet."""
        committed = await self.committed()
        return {p: end - committed.get(p, 0) for p, end in sorted(self.ends.items())}

    async def committed(self) -> dict[int, int]:
        return await committed_offsets(self.settings, self.settings.kafka.turns_topic)

    async def committed_count(self) -> int:
        return committed_turns(self.replay, self.positions, await self.committed())

    async def snapshot(self, client: AsyncOpenSearch) -> dict[str, dict[str, Any]]:
        return await index_snapshot(client, self.settings, self.replay.tenants)

    async def probe(
        self, client: AsyncOpenSearch, workers: Iterable[FaultWorker]
    ) -> tuple[int, list[str]]:
        """Freeze the workers, read the committed offsets and the index at one moment,
        thaw them; return how many turns were committed and the commit problems."""
        frozen = [w for w in workers if w.alive()]
        for w in frozen:
            w.pause()
        try:
            committed = await self.committed()
            snapshot = await self.snapshot(client)
        finally:
            for w in frozen:
                w.resume()
        return (
            committed_turns(self.replay, self.positions, committed),
            commit_problems(self.replay, self.positions, self.expected, committed, snapshot),
        )

    async def settled(self, client: AsyncOpenSearch, *, timeout: float) -> dict[str, Any]:
        """Wait until the index holds exactly the expected documents; return them."""

        async def right() -> dict[str, Any] | None:
            snapshot = await self.snapshot(client)
            return snapshot if not exactly_once_problems(self.expected, snapshot) else None

        try:
            result: dict[str, Any] = await wait_until(
                right, timeout=timeout, what="the index matches a sequential application"
            )
        except AssertionError:
            problems = exactly_once_problems(self.expected, await self.snapshot(client))
            raise AssertionError(f"index never settled: {problems}") from None
        return result

    async def finish(self, client: AsyncOpenSearch, *, timeout: float) -> dict[str, Any]:
        """Wait until everything is committed; return the final snapshot."""
        await wait_committed(
            self.settings, self.settings.kafka.turns_topic, self.ends, timeout=timeout
        )
        return await self.snapshot(client)


async def final_changes(
    settings: Settings, source_ids: Iterable[str], *, timeout: float = 60
) -> dict[str, dict[str, Any]]:
    """The final change event of each command in ``source_ids`` (read from the start)."""
    wanted = set(source_ids)
    found: dict[str, dict[str, Any]] = {}
    consumer = AIOKafkaConsumer(
        settings.kafka.changes_topic,
        bootstrap_servers=settings.kafka.bootstrap_servers,
        auto_offset_reset="earliest",
        max_partition_fetch_bytes=4 * 1024 * 1024,
    )
    await consumer.start()
    try:
        deadline = time.monotonic() + timeout
        while not wanted <= set(found) and time.monotonic() < deadline:
            batch = await consumer.getmany(timeout_ms=500)
            for records in batch.values():
                for record in records:
                    event = json.loads(record.value)
                    if event.get("final") and event["source_id"] in wanted:
                        found[event["source_id"]] = event
    finally:
        await consumer.stop()
    missing = wanted - set(found)
    assert not missing, f"no final change event for {len(missing)} commands in {timeout}s"
    return found


@contextmanager
def kafka_frozen(pair: PrivateServices) -> Iterator[None]:
    """The private broker stopped with SIGSTOP for the duration, thawed afterwards (also
    when the body fails): clients neither fetch nor get a produce acknowledged, and
    nothing they already fetched is taken from them."""
    pid = pair.kafka_pid()
    assert pid is not None, "the private Kafka is not running"
    os.kill(pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(pid, signal.SIGCONT)


async def wait_still(read: Any, *, quiet: float, timeout: float, what: str) -> float:
    """Poll the async ``read`` until its value stayed the same for ``quiet`` seconds;
    return that value."""
    deadline = time.monotonic() + timeout
    value = await read()
    since = time.monotonic()
    while time.monotonic() < deadline:
        await asyncio.sleep(0.5)
        now = await read()
        if now != value:
            value, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return float(value)
    raise AssertionError(f"{what}: still moving after {timeout:.0f}s (last: {value!r})")


@dataclass(frozen=True)
class ChangelogRead:
    """One changelog partition in a table recovery: the offset of its last record
    (``-1`` when empty) and the offset after which the recovery started reading (``-1``:
    from the start). faust's rocksdb store starts after the offset it persisted with the
    data; the memory store has none."""

    partition: int
    highwater: int
    start: int

    @property
    def skipped(self) -> int:
        """Offsets the recovery did not read because the store already held them."""
        return self.start + 1


def changelog_reads(log: str, table: str) -> list[ChangelogRead]:
    """What the first table recovery in ``log`` (a worker's log from its start on) read of
    ``table``'s changelog, from the two tables faust's ``Recovery`` logs at INFO before it
    reads: "Highwater - Active" and "Reading Starts At - Active"."""
    highwaters = _recovery_log_table(log, "Highwater - Active")
    starts = _recovery_log_table(log, "Reading Starts At - Active")
    suffix = f"-{table}-changelog"
    return [
        ChangelogRead(partition=partition, highwater=highwater, start=starts[(topic, partition)])
        for (topic, partition), highwater in sorted(highwaters.items())
        if topic.endswith(suffix)
    ]


def _recovery_log_table(log: str, title: str) -> dict[tuple[str, int], int]:
    """``{(topic, partition): offset}`` from faust's first log table titled ``title``:

    ``+Highwater - Active---+---+`` / ``| topic | partition | highwater |`` / ``+---+`` /
    ``| memstream-x-ledgers-changelog | 0 | 54 |`` / ``| 〃 | 1 | 44 |`` (ditto: same topic)."""
    lines = log.splitlines()
    first = next((n for n, line in enumerate(lines) if line.startswith(f"+{title}")), None)
    if first is None:
        raise AssertionError(f"faust logged no {title!r} table (is the worker's loglevel info?)")
    out: dict[tuple[str, int], int] = {}
    topic = ""
    for line in lines[first + 3 :]:  # past the title, the header row and its rule
        if not line.startswith("|"):
            break
        name, partition, offset = (cell.strip() for cell in line.strip().strip("|").split("|"))
        topic = topic if name == "〃" else name
        out[(topic, int(partition))] = int(offset)
    return out


def disk_recovery_problems(store: str, reads: Iterable[ChangelogRead]) -> list[str]:
    """With ``rocksdb://`` a restarted worker must take what its data dir holds and read
    each changelog partition only past it; with ``memory://`` it must read every
    partition from the start (the contrast: were the log tables misread, or the store
    setting lost on the way to the worker, one of the two would fail)."""
    filled = [r for r in reads if r.highwater >= 0]
    if not filled:
        return ["the changelog is empty: a restart cannot show where the state came from"]
    if store == "rocksdb://":
        return [
            f"partition {r.partition}: read from the start up to {r.highwater}, not from disk"
            for r in filled
            if r.start < 0
        ]
    return [
        f"partition {r.partition}: started reading at {r.start} of {r.highwater} with "
        f"{store}, which keeps nothing on disk"
        for r in filled
        if r.start >= 0
    ]


def _tail(log: str, lines: int = 120) -> str:
    return "\n".join(line[:200] for line in log.splitlines()[-lines:])


def crashes(workers: Iterable[FaultWorker]) -> list[str]:
    """Faust's "Crashed" lines in the workers' logs (a crashed worker stops)."""
    return [
        f"{w.log_path.name}: {line[:300]}"
        for w in workers
        for line in w.logs().splitlines()
        if "Crashed reason=" in line
    ]
