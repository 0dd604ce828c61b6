"""The ledger store over a real faust table: a subject's records go to the changelog
partition of its events, a touch is one record, and a read is never answered from a
stale cache.

The app is never started: a table write goes to faust's producer buffer, where the test
reads which changelog partition each record was sent to (no broker is involved).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from agents.ledger import SubjectLedger
from agents.ledger_records import journal_key
from agents.sanitize import fingerprint
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, Tombstone, TombstoneReason
from streams.faust_patches import MemstreamApp
from streams.ledger_store import LedgerStore
from streams.tables import Tables, declare_tables

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
ALICE, BOB = b"acme/alice", b"acme/bob"


@pytest.fixture
async def app_tables(tmp_path: Path) -> AsyncIterator[tuple[MemstreamApp, Tables]]:
    app = MemstreamApp(
        "memstream-ledger-store",
        broker="kafka://127.0.0.1:1",
        autodiscover=False,
        datadir=str(tmp_path),
    )
    tables = declare_tables(app, 4)
    consumer: Any = app.consumer
    try:
        yield app, tables
    finally:
        consumer._thread.thread_loop.close()  # made by the consumer, never started


def sent(app: MemstreamApp) -> list[tuple[bytes, bytes | None, int]]:
    """(key, value, changelog partition) of every table write since the last call."""
    pending = app.producer.buffer.pending
    out = []
    while not pending.empty():
        message = pending.get_nowait().message
        assert message.channel.get_topic_name() == "memstream-ledger-store-ledgers-changelog"
        out.append((message.key, message.value, message.partition))
    return out


def item(n: int, subject: str = "alice", *, uses: int = 0) -> MemoryDocument:
    content = f"my favourite trail number {n} is the ridge path"
    return MemoryDocument(
        id=f"item-{n}",
        tenant="acme",
        subject=subject,
        kind=MemoryKind.FACT,
        origin=Origin.EXPLICIT,
        status=Status.ACTIVE,
        content=content,
        fingerprint=fingerprint(content),
        valid_from=T0,
        recorded_at=T0,
        use_count=uses,
        version=n + 1,
    )


def ledger(subject: str, items: int) -> SubjectLedger:
    led = SubjectLedger(tenant="acme", subject=subject, seq=items + 1)
    for n in range(items):
        led.items[f"item-{n}"] = item(n, subject)
    stone = Tombstone(
        fingerprint=fingerprint("gone"),
        reason=TombstoneReason.DELETED,
        was_active=True,
        created_at=T0,
    )
    led.tombstones[stone.fingerprint] = stone
    for n in range(40):
        led.mark_applied(f"{subject}-e{n}")
    return led


async def test_a_subjects_records_go_to_its_partition_and_a_touch_is_one_record(
    app_tables: tuple[MemstreamApp, Tables],
) -> None:
    app, tables = app_tables
    store = LedgerStore(tables)
    store.put(ALICE, ledger("alice", 5), partition=3)
    store.put(BOB, ledger("bob", 2), partition=1)
    assert [(k, p) for k, _, p in sent(app)] == [(ALICE, 3), (BOB, 1)]  # the bases
    for n in range(3):  # touches, as recall sends them
        led = store.get(ALICE)
        assert led is not None
        used = led.items[f"item-{n}"]
        led.items[used.id] = used.model_copy(
            update={
                "use_count": used.use_count + 1,
                "last_used_at": T0,
                "version": led.next_version(),
            }
        )
        led.mark_applied(f"alice-touch-{n}")
        store.put(ALICE, led, partition=3)
        ((key, value, partition),) = sent(app)
        assert (key, partition) == (journal_key(ALICE), 3)
        assert value is not None and b"ridge path" not in value  # use counts, not the item
    # Each key written has its partition recorded, the journal's too.
    assert tables.ledgers.source_partitions == {
        ALICE: 3,
        journal_key(ALICE): 3,
        BOB: 1,
        journal_key(BOB): 1,
    }


async def test_a_ledger_reads_back_and_the_copy_read_is_the_callers(
    app_tables: tuple[MemstreamApp, Tables],
) -> None:
    _, tables = app_tables
    store = LedgerStore(tables)
    saved = ledger("alice", 6)
    store.put(ALICE, saved, partition=0)
    read = store.get(ALICE)
    assert read == saved and list(read.items) == list(saved.items) and read.applied == saved.applied
    read.items.clear()
    read.mark_applied("only-in-the-copy")
    again = store.get(ALICE)
    assert again == saved  # the change to the first copy reached neither table nor cache
    assert store.get(BOB) is None


async def test_a_change_the_store_did_not_make_is_read_not_the_cached_ledger(
    app_tables: tuple[MemstreamApp, Tables],
) -> None:
    """A rebalance's recovery writes the table's store directly, and another process may
    have changed the subject meanwhile: the cache must not answer for records it did not
    see, and a write on top must start from what the table holds."""
    _, tables = app_tables
    store = LedgerStore(tables)
    store.put(ALICE, ledger("alice", 3), partition=0)
    assert store.get(ALICE) is not None  # cached now
    elsewhere = ledger("alice", 3)
    elsewhere.items["item-1"] = item(1, uses=7)  # changed by another worker
    elsewhere.mark_applied("e-elsewhere")
    other = LedgerStore(tables, cache_bytes=0)
    other.put(ALICE, elsewhere, partition=0)  # its records, as recovery would bring them
    read = store.get(ALICE)
    assert read == elsewhere
    assert read.items["item-1"].use_count == 7
    read.mark_applied("e-next")
    store.put(ALICE, read, partition=0)
    assert other.get(ALICE) == read
