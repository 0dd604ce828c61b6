"""Every faust attribute that ``streams/faust_patches.py`` overrides or reads still exists,
with the signature the patch relies on.

A faust upgrade that renames, moves or re-shapes one of them would otherwise undo a fix
silently (the override is never called, or ``getattr`` falls back to a default): it fails
here instead. When one fails, read the patch's docstring, check the upstream issue it
names, and either adapt the patch or delete it if faust fixed the defect.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import faust
import pytest
from faust.assignor.leader_assignor import LeaderAssignor
from faust.stores.rocksdb import Store as RocksDBStore
from faust.tables.base import Collection
from faust.tables.manager import TableManager
from faust.tables.recovery import Recovery
from faust.transport.consumer import Consumer as BaseConsumer
from faust.transport.drivers.aiokafka import Consumer as AIOKafkaDriverConsumer
from faust.transport.drivers.aiokafka import Producer as AIOKafkaDriverProducer
from faust.transport.producer import ProducerBuffer
from faust.types import TP, FutureMessage, PendingMessage

from streams.faust_patches import (
    DrainingBuffer,
    DrainingProducer,
    GapSafeConsumer,
    MemstreamApp,
    SourcePartitionMixin,
    SourcePartitionRocksDBStore,
    changelog_topics,
    committed_offsets,
    fetch_state,
    first_recovery_completed,
    leader_topic_name,
)
from streams.tables import SourcePartitionGlobalTable, SourcePartitionTable


def _parameters(function: Callable[..., Any]) -> list[tuple[str, Any]]:
    return [(p.name, p.kind) for p in inspect.signature(function).parameters.values()]


def _returns(function: Callable[..., Any]) -> str:
    annotation = inspect.signature(function).return_annotation
    name = getattr(annotation, "__name__", None) if isinstance(annotation, type) else None
    return name or str(annotation).replace("typing.", "")


POSITIONAL = inspect.Parameter.POSITIONAL_OR_KEYWORD

# (owner, attribute, parameters, return annotation): what each override in faust_patches
# replaces and calls through super().
OVERRIDDEN = [
    pytest.param(
        faust.App, "_new_transport", [("self", POSITIONAL)], "TransportT", id="App._new_transport"
    ),
    pytest.param(
        BaseConsumer,
        "_new_offset",
        [("self", POSITIONAL), ("tp", POSITIONAL)],
        "Optional[int]",
        id="Consumer._new_offset",
    ),
    pytest.param(
        AIOKafkaDriverConsumer,
        "seek_wait",
        [("self", POSITIONAL), ("partitions", POSITIONAL)],
        "None",
        id="Consumer.seek_wait",
    ),
    pytest.param(
        AIOKafkaDriverProducer, "flush", [("self", POSITIONAL)], "None", id="Producer.flush"
    ),
    pytest.param(
        ProducerBuffer,
        "_send_pending",
        [("self", POSITIONAL), ("fut", POSITIONAL)],
        "None",
        id="ProducerBuffer._send_pending",
    ),
    pytest.param(
        Collection,
        "partition_for_key",
        [("self", POSITIONAL), ("key", POSITIONAL)],
        "Optional[int]",
        id="Collection.partition_for_key",
    ),
    pytest.param(
        Collection,
        "_new_store_by_url",
        [("self", POSITIONAL), ("url", POSITIONAL)],
        "StoreT",
        id="Collection._new_store_by_url",
    ),
    pytest.param(
        Collection,
        "_on_changelog_sent",
        [("self", POSITIONAL), ("fut", POSITIONAL)],
        "None",
        id="Collection._on_changelog_sent",
    ),
    *(
        pytest.param(
            RocksDBStore,
            name,
            [("self", POSITIONAL), *extra],
            returns,
            id=f"rocksdb.Store.{name}",
        )
        for name, extra, returns in [
            ("_set", [("key", POSITIONAL), ("value", POSITIONAL)], "None"),
            ("_del", [("key", POSITIONAL)], "None"),
            ("_get", [("key", POSITIONAL)], "Optional[bytes]"),
            ("_contains", [("key", POSITIONAL)], "bool"),
            ("_iteritems", [], "Iterator[Tuple[bytes, bytes]]"),
            ("_iterkeys", [], "Iterator[bytes]"),
            ("_itervalues", [], "Iterator[bytes]"),
            ("_size", [], "int"),
            ("_db_for_partition", [("partition", POSITIONAL)], "Rdict"),  # rocksdict's DB
            ("revoke_partitions", [("table", POSITIONAL), ("tps", POSITIONAL)], "None"),
            ("reset_state", [], "None"),
        ]
    ),
]


@pytest.mark.parametrize(("owner", "name", "parameters", "returns"), OVERRIDDEN)
def test_every_overridden_faust_method_keeps_its_signature(
    owner: type, name: str, parameters: list[tuple[str, Any]], returns: str
) -> None:
    original = inspect.getattr_static(owner, name, None)
    assert original is not None, f"faust no longer has {owner.__qualname__}.{name}"
    assert _parameters(getattr(owner, name)) == parameters
    assert _returns(getattr(owner, name)) == returns


def test_the_overrides_are_the_ones_faust_calls() -> None:
    """Each patch overrides the method faust itself calls (not a name that faust
    dropped), with the same parameters."""
    assert _parameters(MemstreamApp._new_transport) == _parameters(faust.App._new_transport)
    assert _parameters(GapSafeConsumer._new_offset) == _parameters(BaseConsumer._new_offset)
    assert _parameters(GapSafeConsumer.seek_wait) == _parameters(AIOKafkaDriverConsumer.seek_wait)
    assert _parameters(DrainingProducer.flush) == _parameters(AIOKafkaDriverProducer.flush)
    assert _parameters(DrainingBuffer._send_pending) == _parameters(ProducerBuffer._send_pending)
    assert _parameters(SourcePartitionMixin.partition_for_key) == _parameters(
        Collection.partition_for_key
    )
    assert _parameters(SourcePartitionMixin._new_store_by_url) == _parameters(
        Collection._new_store_by_url
    )
    assert _parameters(SourcePartitionMixin._on_changelog_sent) == _parameters(
        Collection._on_changelog_sent
    )
    for name in ("_set", "_del", "_get", "_contains", "_iteritems", "revoke_partitions"):
        assert _parameters(getattr(SourcePartitionRocksDBStore, name)) == _parameters(
            getattr(RocksDBStore, name)
        )
    for table in (SourcePartitionTable, SourcePartitionGlobalTable):
        assert table.partition_for_key is SourcePartitionMixin.partition_for_key
        assert table._new_store_by_url is SourcePartitionMixin._new_store_by_url
        assert table._on_changelog_sent is SourcePartitionMixin._on_changelog_sent
        assert issubclass(table, Collection)


def test_the_recovery_and_changelog_attributes_are_still_properties() -> None:
    assert isinstance(inspect.getattr_static(TableManager, "recovery"), property)
    assert isinstance(inspect.getattr_static(Collection, "changelog_topic"), property)
    assert _parameters(faust.Topic.get_topic_name) == [("self", POSITIONAL)]
    assert "completed" in inspect.getsource(Recovery.__init__)


async def test_a_memstream_app_has_the_patched_consumer_and_faust_state(tmp_path: Path) -> None:
    """The private state the patches read and write is where they expect it, on a real
    app: the consumer is ours, its offset books exist, recovery has its event, and the
    internal topics are named from the app id, as faust's leader assignor names its own."""
    app = MemstreamApp(
        "memstream-patches", broker="kafka://127.0.0.1:1", autodiscover=False, datadir=str(tmp_path)
    )
    table = app.Table("ledgers", partitions=3)
    consumer: Any = app.consumer
    tables: Any = app.tables
    try:
        assert isinstance(consumer, GapSafeConsumer)
        assert isinstance(app.producer, DrainingProducer)
        assert isinstance(app.producer.buffer, DrainingBuffer)
        tp = TP("memstream.turns", 0)
        for books in ("_acked", "_acked_index", "_gap", "_read_offset", "_committed_offset"):
            assert tp not in getattr(consumer, books)
            getattr(consumer, books)[tp]  # defaultdicts, as _new_offset and seek_wait assume
        consumer._committed_offset[tp] = 41
        assert committed_offsets(consumer)[tp] == 41
        other = TP("memstream.commands", 0)
        consumer._set_active_tps({tp, other})
        consumer.pause_partitions({other})
        consumer._read_offset[tp] = 7
        state = fetch_state(consumer)
        assert (state.flow_active, state.active, state.paused) == (True, {tp}, {other})
        assert state.read_offsets[tp] == 7
        consumer.stop_flow()
        assert not fetch_state(consumer).flow_active
        consumer.resume_flow()
        consumer.resume_partitions({other})
        assert fetch_state(consumer).active == {tp, other}
        assert not first_recovery_completed(app)
        tables.recovery.completed.set()
        assert first_recovery_completed(app)
        assert changelog_topics(app) == [("memstream-patches-ledgers-changelog", 3)]
        assert table.changelog_topic.get_topic_name() == "memstream-patches-ledgers-changelog"
        leader: Any = app._leader_assignor
        assert isinstance(leader, LeaderAssignor)
        assert leader._leader_topic_name == leader_topic_name("memstream-patches")
    finally:
        # The consumer made its thread's event loop (never started): close it.
        consumer._thread.thread_loop.close()


class _SlowChannel(faust.Channel[Any]):
    """Hands each record on more slowly than faust's 0.1 s flush window, as a busy event
    loop does, and keeps what it was given."""

    published: list[Any]

    async def publish_message(self, fut: FutureMessage, wait: bool = True) -> Any:
        await asyncio.sleep(0.3)
        self.published.append(fut.message.value)
        fut.set_result(None)  # type: ignore[arg-type]  # no broker: no record metadata
        return fut


async def test_a_producer_flush_waits_for_every_buffered_record(tmp_path: Path) -> None:
    """A commit flushes the producer and then commits: every record buffered before it
    (a batch's ledger changelog writes) must be handed to aiokafka by then, however slow,
    so that aiokafka's flush delivers it before the offsets are committed."""
    app = MemstreamApp(
        "memstream-drain", broker="kafka://127.0.0.1:1", autodiscover=False, datadir=str(tmp_path)
    )
    producer = app.producer
    buffer = cast(ProducerBuffer, producer.buffer)
    channel = _SlowChannel(app)
    channel.published = []

    def put(value: int) -> None:
        message = PendingMessage(channel, None, value, None, None, None, None, None, None)
        producer.send_soon(FutureMessage(message))

    await buffer.start()
    try:
        for value in range(3):
            put(value)
        # faust's own flush gives up after 0.1 s with records still buffered: the defect
        # DrainingProducer works around. If this fails, faust fixed it: see the docstring.
        await ProducerBuffer.flush(buffer)
        assert buffer.size > 0
        put(3)
        await producer.flush()
        assert channel.published == [0, 1, 2, 3]  # the last one too, not only dequeued
        put(4)
        await producer.flush()
        assert channel.published == [0, 1, 2, 3, 4]
    finally:
        await buffer.stop()
        consumer: Any = app.consumer
        consumer._thread.thread_loop.close()
