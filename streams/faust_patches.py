"""Every place memstream reaches into faust's private API, in one module.

Faust (faust-streaming, pinned below its next minor in ``pyproject.toml``) has no public
hook for what follows, so each one overrides or reads a private attribute. Each carries the
upstream issue it works around (or says none was found) and the reliability test that
showed the need (``docs/reliability.md``); ``tests/unit/streams/test_faust_patches.py``
checks that every attribute used here still exists with the signature relied on, so a
faust upgrade that moves one fails there, loudly, instead of silently undoing a fix.

- :class:`MemstreamApp` — ``App._new_transport``, to install the consumer and producer
  below;
- :class:`GapSafeConsumer` — ``Consumer._new_offset`` (commits after a seek back) and
  ``seek_wait`` (offsets faust never learnt, and its read mark);
- :class:`DrainingProducer` — ``Producer.flush`` and ``ProducerBuffer._send_pending``, so
  a flush (and so a commit) waits until every buffered record is handed to aiokafka;
- :class:`SourcePartitionMixin` — ``Collection.partition_for_key``, for table writes made
  outside an event, after the index acknowledged the batch; ``Collection._new_store_by_url``
  to install the rocksdb store below, and ``Collection._on_changelog_sent`` to feed it;
- :class:`SourcePartitionRocksDBStore` — the rocksdb store's reads and writes: by the
  key's partition, not the current event's, and written only once the changelog holds
  the value;
- :func:`committed_offsets` — ``Consumer._committed_offset``, for the consumer-lag gauge;
- :func:`fetch_state` — ``Consumer._read_offset``, the flow flag and the active, paused and
  buffered partition sets, for the stalled-fetch watch;
- :func:`first_recovery_completed` — ``Recovery.completed``, for readiness;
- :func:`leader_topic_name` and :func:`changelog_topics` — faust's internal topics, which
  the worker creates before faust starts.

The decisions themselves (which offset may be committed, where a partition may be sought
to) are plain functions in :mod:`streams.offsets`; this module only wires them into faust.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, cast

import faust
from faust.stores.rocksdb import Store as RocksDBStore
from faust.transport.drivers.aiokafka import Consumer as AIOKafkaDriverConsumer
from faust.transport.drivers.aiokafka import Producer as AIOKafkaDriverProducer
from faust.transport.producer import ProducerBuffer
from faust.types import TP, FutureMessage, StoreT, TransportT
from yarl import URL

from streams.offsets import next_commit_offset, seekable

log = logging.getLogger(__name__)


class GapSafeConsumer(AIOKafkaDriverConsumer):
    """Faust's aiokafka consumer with :func:`~streams.offsets.next_commit_offset` deciding
    commits and :func:`~streams.offsets.seekable` offsets for recovery's seeks, which also
    reset faust's read mark."""

    async def seek_wait(self, partitions: Mapping[TP, int | None]) -> None:
        """Recovery's seek, made safe for offsets faust never learnt, and resetting the
        read mark below which faust drops records.

        Unknown offsets — no upstream issue found. When a rebalance interrupts a table
        recovery, faust can seek a standby changelog partition to ``None`` (an offset it
        never learnt); aiokafka refuses it, or any negative offset, with ValueError and the
        worker crashed (``[^---Recovery]: Crashed reason=ValueError('Offset must be a
        positive integer')``, ``test_rebalance_churn.py``). Such a partition is read from
        its start, as faust does for ``-1``, and logged. faust-streaming/faust#44 and #54
        are other crashes of an interrupted recovery's seek, not this one.

        Read mark — robinhood/faust#542 (fixed there for ``seek()`` only), the symptom of
        faust-streaming/faust#155. faust drops every record below the last offset it read
        from a partition; a worker that read a changelog partition as a standby and now
        recovers it as its active seeks back to 0 and then dropped every record it was
        waiting for: its recovery never ended (``test_rebalance_churn.py`` in CI).
        """
        wanted = seekable(partitions)
        for tp, offset in partitions.items():
            if offset != wanted[tp]:
                log.warning("seek to offset %s of %s: reading it from its start", offset, tp)
        await super().seek_wait(wanted)
        for tp, offset in wanted.items():
            self._read_offset[tp] = offset if offset else None

    def _new_offset(self, tp: TP) -> int | None:
        """The offset to commit for ``tp``, from the *set* of done offsets.

        robinhood/faust#559 and #625 (open): after a seek back, faust records a "gap" over
        offsets that are also acked, its list of acked offsets then holds duplicates, its
        first consecutive run is one offset long, and the committed offset crept forward by
        one per commit interval for minutes after a restart (``test_restart_commits.py``).
        faust-streaming/faust#312 and #606 are about the same calculation's gaps.
        """
        acked = self._acked[tp]
        committed = self._committed_offset[tp]
        offset = next_commit_offset(acked, self._gap[tp], committed)
        # faust keeps an index of the list for its ack() membership test.
        index: Any = self._acked_index[tp]
        index.intersection_update(acked)
        return offset


class DrainingBuffer(ProducerBuffer):
    """Faust's producer buffer that knows when a record is being handed on: its sender
    takes a record off the queue before handing it to aiokafka, and ``size`` counts only
    the queue."""

    handing_on = 0

    async def _send_pending(self, fut: FutureMessage) -> None:
        self.handing_on += 1
        try:
            await super()._send_pending(fut)
        finally:
            self.handing_on -= 1

    async def drain(self) -> None:
        """Until no record is queued or being handed on: faust's flush, repeated while it
        gives up early (see :class:`DrainingProducer`)."""
        while self.size or self.handing_on:
            if self.size:
                await self.flush()  # faust's RuntimeError when the producer is not running
            else:
                await asyncio.sleep(0.001)  # the one record being handed on


class DrainingProducer(AIOKafkaDriverProducer):
    """Faust's aiokafka producer whose ``flush`` hands every buffered record to aiokafka
    before aiokafka's own flush.

    No upstream issue found. ``ProducerBuffer.flush`` waits at most 0.1 s for the next
    buffered record to be handed on and, when that times out, *returns* with records still
    buffered. ``Consumer._commit_offsets`` flushes and then commits, so on a loaded box it
    could commit the offsets of batches whose ledger changelog records were still in the
    buffer; a worker that then stopped lost them (``ProducerBuffer: Crashed
    reason=NotReady('Producer service not yet started')`` in its log), and the partition's
    next owner applied later events on a ledger without them (``test_scale_out.py``).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.buffer.__class__ = DrainingBuffer  # faust builds the buffer in __init__

    async def flush(self) -> None:
        await cast(DrainingBuffer, self.buffer).drain()
        await super().flush()


class MemstreamApp(faust.App):
    """A faust app whose consumer is :class:`GapSafeConsumer` and whose producer is
    :class:`DrainingProducer`.

    ``App._new_transport`` is the only place faust picks these classes; there is no
    setting for them. No upstream issue found (the reasons are the classes', above).
    """

    def _new_transport(self) -> TransportT:
        transport = super()._new_transport()
        transport.Consumer = GapSafeConsumer  # type: ignore[misc]
        transport.Producer = DrainingProducer  # type: ignore[misc]
        return transport


class SourcePartitionMixin:
    """A table that sends each key's changelog record to the partition its events arrived
    on (``source_partitions``), also when written outside an event.

    faust-streaming/faust#497 and #300: ``Collection.partition_for_key`` takes the
    partition from the current event and raises ``TypeError("Cannot modify table key from
    outside of stream iteration")`` without one. The writer updates a ledger only after the
    index acknowledged the batch that changed it, which is outside faust's per-event
    context, so the processor records each key's source partition here.
    """

    source_partitions: dict[Any, int]

    def partition_for_key(self, key: Any) -> int | None:
        partition = self.source_partitions.get(key)
        if partition is not None:
            return partition
        return super().partition_for_key(key)  # type: ignore[misc, no-any-return]

    def _on_changelog_sent(self, fut: FutureMessage) -> None:
        """Write an acknowledged changelog record to the rocksdb store, before faust
        stores its offset there (:class:`SourcePartitionRocksDBStore`)."""
        store = self.data  # type: ignore[attr-defined]
        if isinstance(store, SourcePartitionRocksDBStore):
            metadata = fut.result()
            store.changelog_acknowledged(
                fut.message.key, fut.message.value, metadata.topic_partition.partition
            )
        super()._on_changelog_sent(fut)  # type: ignore[misc]

    def _new_store_by_url(self, url: str | URL) -> StoreT[Any, Any]:
        """faust's store for ``url``; for ``rocksdb://`` :class:`SourcePartitionRocksDBStore`.

        ``Collection._new_store_by_url`` is the only place faust picks a table's store
        class (the ``store`` setting names a driver, not a class); the arguments are the
        ones faust passes.
        """
        if URL(str(url)).scheme != "rocksdb":
            return super()._new_store_by_url(url)  # type: ignore[misc, no-any-return]
        table: Any = self
        return SourcePartitionRocksDBStore(
            url,
            table.app,
            table,
            table_name=table.name,
            key_type=table.key_type,
            key_serializer=table.key_serializer,
            value_serializer=table.value_serializer,
            value_type=table.value_type,
            loop=table.loop,
            options=table.options,
        )


@dataclass
class _Unacknowledged:
    """A key's newest value (None: deleted) whose changelog record is not acknowledged yet,
    the partition it belongs to, and how many of its writes are still in flight."""

    partition: int
    value: bytes | None
    in_flight: int


class SourcePartitionRocksDBStore(RocksDBStore):
    """faust's rocksdb store, written behind the changelog, each key in the database of the
    partition its table sends the key's changelog record to (:class:`SourcePartitionMixin`).

    The partition. No upstream issue found; the same defect as faust-streaming/faust#497
    one layer down. ``Store._set`` takes the partition from the current event and asserts
    there is one: the writer persists ledgers after the index acknowledged the batch,
    outside any event, so every ledger write failed with ``AssertionError`` and the agent
    restarted for good (``rocksdb://`` in ``test_worker_kill.py``). ``Store._get`` reads
    only the current event's partition when there is one. Here a value is put into the
    database of the partition its changelog record was acknowledged on, and a read goes
    to the key's source partition when the table knows it.

    Behind the changelog. No upstream issue found. faust puts a value into RocksDB as soon
    as the table is set, while its changelog record still waits in the producer's buffer
    (``Table.on_key_set`` sends it soon, then ``Store._set`` writes). A kill -9 in between
    left a ledger on disk that neither the changelog nor the change events had seen: the
    restarted worker read it back, skipped the batch's redelivered events as already
    applied and never published their change events (a recall cache would keep a
    forgotten memory; 1,115 of 6,000 commands in ``test_worker_kill.py``'s frozen-broker
    kill), and a worker taking the partition over later rebuilt the ledger without them.
    So a value reaches the database only once its changelog record is acknowledged
    (:meth:`changelog_acknowledged`, called before faust stores the offset beside it);
    until then reads see it from memory, and a revoked partition's unwritten values are
    dropped as the memory store drops the partition's keys. What is on disk is always a
    prefix of the changelog: the state ``memory://`` rebuilds after a crash.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._unacknowledged: dict[bytes, _Unacknowledged] = {}

    def _set(self, key: bytes, value: bytes | None) -> None:
        self._hold(key, value)

    def _del(self, key: bytes) -> None:
        self._hold(key, None)

    def _hold(self, key: bytes, value: bytes | None) -> None:
        # The table has just asked the same for the key's changelog record (on_key_set
        # runs first), so this cannot fail where faust's own write would not.
        partition = self.table.partition_for_key(self._decode_key(key))
        assert partition is not None  # memstream's tables never use the partitioner
        held = self._unacknowledged.get(key)
        in_flight = held.in_flight + 1 if held is not None else 1
        self._unacknowledged[key] = _Unacknowledged(partition, value, in_flight)

    def changelog_acknowledged(self, key: Any, value: Any, partition: int) -> None:
        """Kafka acknowledged the changelog record ``key`` -> ``value`` on ``partition``:
        write it to that partition's database."""
        raw_key = self._encode_key(key)
        db = self._db_for_partition(partition)
        if value is None:
            db.delete(raw_key)
        else:
            db.put(raw_key, self._encode_value(value))
        self._key_index[raw_key] = partition
        held = self._unacknowledged.get(raw_key)
        if held is not None:
            held.in_flight -= 1
            if held.in_flight <= 0:
                del self._unacknowledged[raw_key]

    def _get(self, key: bytes) -> bytes | None:
        held = self._unacknowledged.get(key)
        if held is not None:
            return held.value
        source: dict[Any, int] = getattr(self.table, "source_partitions", {})
        partition = source.get(self._decode_key(key))
        # A partition revoked since has no open database: never reopen one for a read.
        db = self._dbs.get(partition) if partition is not None else None
        if db is None:
            return super()._get(key)
        value: bytes | None = db.get(key)
        return value

    def _contains(self, key: bytes) -> bool:
        held = self._unacknowledged.get(key)
        if held is not None:
            return held.value is not None
        return bool(super()._contains(key))

    def _iteritems(self) -> Iterator[tuple[bytes, bytes]]:
        held = dict(self._unacknowledged)
        for key, value in super()._iteritems():
            if key not in held:
                yield key, value
        for key, entry in held.items():
            if entry.value is not None:
                yield key, entry.value

    def _iterkeys(self) -> Iterator[bytes]:
        for key, _ in self._iteritems():
            yield key

    def _itervalues(self) -> Iterator[bytes]:
        for _, value in self._iteritems():
            yield value

    def _size(self) -> int:
        return sum(1 for _ in self._iteritems())

    def revoke_partitions(self, table: Any, tps: set[TP]) -> None:
        revoked = {tp.partition for tp in tps if tp.topic in table.changelog_topic.topics}
        for key in [k for k, held in self._unacknowledged.items() if held.partition in revoked]:
            del self._unacknowledged[key]
        super().revoke_partitions(table, tps)

    def reset_state(self) -> None:
        self._unacknowledged.clear()
        super().reset_state()


def committed_offsets(consumer: Any) -> Mapping[TP, int | None]:
    """The offsets the consumer last committed, per partition (empty if unknown).

    No upstream issue found: faust keeps them in ``Consumer._committed_offset`` and has no
    public accessor (robinhood/faust#752 asks how to read lag, unanswered). Used for the
    ``memstream_consumer_lag`` gauge.
    """
    committed: Mapping[TP, int | None] = getattr(consumer, "_committed_offset", {})
    return committed


@dataclass(frozen=True)
class FetchState:
    """What decides whether faust's fetcher asks Kafka for a partition's records."""

    flow_active: bool
    active: frozenset[TP]
    paused: frozenset[TP]
    buffered: frozenset[TP]
    read_offsets: Mapping[TP, int | None]

    def describe(self, tps: frozenset[TP]) -> str:
        def names(group: frozenset[TP]) -> str:
            return ",".join(sorted(f"{tp.topic}/{tp.partition}" for tp in group & tps)) or "-"

        return (
            f"flow_active={self.flow_active} active={names(self.active)} "
            f"paused={names(self.paused)} buffered={names(self.buffered)}"
        )


def fetch_state(consumer: Any) -> FetchState:
    """The consumer's fetch bookkeeping, copied.

    No upstream issue found: a restarted worker that stopped fetching with lag and logged
    nothing (``docs/reliability.md``, "a restarted worker that stops fetching"). faust keeps
    the partitions it fetches in ``Consumer._active_partitions`` (minus
    ``_paused_partitions``; a stream buffer under pressure moves one to
    ``_buffered_partitions``), stops every fetch while ``flow_active`` is false, and keeps
    the last offset read per partition in ``_read_offset``; none has a public accessor.
    """
    return FetchState(
        flow_active=bool(getattr(consumer, "flow_active", True)),
        active=frozenset(getattr(consumer, "_active_partitions", None) or ()),
        paused=frozenset(getattr(consumer, "_paused_partitions", None) or ()),
        buffered=frozenset(getattr(consumer, "_buffered_partitions", None) or ()),
        read_offsets=dict(getattr(consumer, "_read_offset", {})),
    )


def first_recovery_completed(app: faust.App) -> bool:
    """Whether faust's table recovery has completed at least once (the worker joined its
    group and holds partitions), true for an app without a recovery service.

    No upstream issue found for a readiness signal; robinhood/faust#286 asks how to write a
    readiness probe and got no answer beyond the web stats page. ``Recovery.completed`` is
    the event faust sets when recovery ends; ``/readyz`` said ready for about a second
    before the first join without it (``tests/integration/test_worker_health.py``).
    """
    recovery: Any = getattr(app.tables, "recovery", None)
    return recovery is None or bool(recovery.completed.is_set())


def leader_topic_name(app_id: str) -> str:
    """The topic faust's leader assignor creates (``LeaderAssignor._leader_topic_name``)."""
    return f"{app_id}-__assignor-__leader"


def changelog_topics(app: faust.App) -> list[tuple[str, int]]:
    """Each table's changelog topic and its partition count.

    With :func:`leader_topic_name`, what the worker creates (compacted) and waits for before
    faust starts. No upstream issue found for the cause: faust created these topics just
    before joining, the group's metadata did not list one yet, its assignor logged
    ``Ignoring missing topic`` and the join never completed (a fresh worker idle for good,
    CI's ``test_opensearch_outage.py``; robinhood/faust#728 shows the same ``not found in
    cluster metadata`` message for another internal topic).
    """
    return [
        (table.changelog_topic.get_topic_name(), table.changelog_topic.partitions)
        for table in app.tables.values()
    ]
