"""Undoing the ledger change behind a document the index refused (streams.rejections):
the ledger must go on agreeing with the index, item by item, and only the refused item
changes; its neighbours, written in the same batch, stay."""

from __future__ import annotations

import hashlib
from typing import Any

from agents.ledger import SubjectLedger
from schemas.common import MemoryKind, Origin, Status, utcnow
from schemas.memory import MemoryDocument
from streams.rejections import undo_refused_write


def item(doc_id: str, version: int, content: str, **fields: Any) -> MemoryDocument:
    now = utcnow()
    return MemoryDocument(
        id=doc_id,
        tenant="acme",
        subject="alice",
        kind=MemoryKind.PREFERENCE,
        origin=Origin.EXPLICIT,
        status=fields.pop("status", Status.ACTIVE),
        content=content,
        fingerprint=hashlib.sha256(content.encode()).hexdigest(),
        valid_from=now,
        recorded_at=now,
        version=version,
        **fields,
    )


def ledgers() -> tuple[SubjectLedger, SubjectLedger]:
    """(persisted before the batch, this batch's state): the batch added ``new`` and
    ``neighbour`` (from events e-2 and e-3) and rewrote ``old`` (event e-4)."""
    persisted = SubjectLedger(
        tenant="acme", subject="alice", seq=1, items={"old": item("old", 1, "I like tea")}
    )
    persisted.mark_applied("e-1")
    batch = persisted.model_copy(deep=True)
    batch.items["new"] = item("new", 2, "I am vegetarian")
    batch.items["neighbour"] = item("neighbour", 3, "I live in Lyon")
    batch.items["old"] = item("old", 4, "I like tea", status=Status.ARCHIVED)
    batch.seq = 4
    for event in ("e-2", "e-3", "e-4"):
        batch.mark_applied(event)
    return persisted, batch


def test_a_refused_new_item_leaves_the_ledger_and_its_event_can_be_applied_again() -> None:
    persisted, batch = ledgers()
    kept = undo_refused_write(batch, persisted, "new", version=2, source_id="e-2")
    assert kept is None
    assert "new" not in batch.items
    assert not batch.was_applied("e-2")
    # The neighbours written in the same batch stay, and so does what was there before.
    assert set(batch.items) == {"old", "neighbour"}
    assert batch.was_applied("e-1") and batch.was_applied("e-3") and batch.was_applied("e-4")
    assert batch.seq == 4  # versions only ever grow


def test_a_refused_rewrite_puts_back_the_state_the_index_still_holds() -> None:
    persisted, batch = ledgers()
    assert undo_refused_write(batch, persisted, "old", version=4, source_id="e-4") is None
    assert batch.items["old"] == persisted.items["old"]
    assert batch.items["old"].status is Status.ACTIVE
    assert {"new", "neighbour"} <= set(batch.items)
    assert not batch.was_applied("e-4") and batch.was_applied("e-2")


def test_a_refused_state_the_ledger_already_persisted_is_left_and_returned() -> None:
    """Nothing to undo when the persisted ledger already holds that version: the caller
    writes a compensating audit record instead."""
    persisted, batch = ledgers()
    persisted.items["neighbour"] = item("neighbour", 3, "I live in Lyon")
    before = batch.model_copy(deep=True)
    kept = undo_refused_write(batch, persisted, "neighbour", version=3, source_id="e-3")
    assert kept == persisted.items["neighbour"]
    assert batch == before


def test_a_subject_without_a_persisted_ledger() -> None:
    _, batch = ledgers()
    assert undo_refused_write(batch, None, "neighbour", version=3, source_id=None) is None
    assert set(batch.items) == {"old", "new"}
    assert batch.was_applied("e-3")  # no source id known: nothing else changes
