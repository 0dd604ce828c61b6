"""A subject's ledger as two table records: a base and a journal of what changed since.

The whole ledger as one value (a 200-item subject is ~79 KB with 2,000 applied ids) went
to the table's changelog on every change, and recall sends a ``touch`` after each use. But
splitting it into a record per item, tombstone and chunk of applied ids trades bytes for
records, and recovery pays per record: faust's recovery loop costs ~150 µs a record here
against ~3 ns a byte (``memstream/shell/benchmarks/changelog.py``: such a split, ~300 records a
subject, took ~3 s to recover 21,000 records and 11 MB, where whole ledgers took ~0.4 s
for 1,600 records and 105 MB). So a subject keeps two records, and nearly every write is
one of them:

- ``<tenant>/<subject>`` — the **base**: the whole ledger, as it has always been stored
  (a value written by an older worker is a base);
- ``<tenant>/<subject>`` + :data:`JOURNAL_SUFFIX` — the **journal**: a
  :class:`LedgerDelta` from the base to the current ledger (the items and tombstones that
  changed or left, use counts alone for a touched item, the applied ids added and trimmed,
  ``seq``, the switch) and the digest of the base it applies to.

A write rewrites the journal — all changes since the base: a touch right after a rebase
writes a few hundred bytes, later ones more — until it outgrows :func:`journal_budget` (an
eighth of the base, where the bytes per write come out lowest): then the current ledger
becomes the new base and the journal is deleted. Every write but that one
is a single record, which a crash cannot cut in half; a new base is written before the old
journal is deleted, and a journal whose digest is not the base's is ignored, so a crash
between the two loses nothing either. The control character in the suffix is one no tenant
or subject id may hold: the first one ends the subject key (:func:`owner_key`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from agents.ledger import SubjectLedger
from memstream.errors import MemstreamError
from schemas.common import UtcDatetime
from schemas.memory import MemoryDocument, Tombstone
from schemas.settings import SubjectSettings

SEPARATOR = b"\x1f"
JOURNAL_SUFFIX = SEPARATOR + b"j"
# The subject's use tally (agents.uses): recall's touches, kept apart from the ledger.
USES_SUFFIX = SEPARATOR + b"u"
# A journal may grow to this share of its base before the ledger is rebased: a rebase
# writes the whole ledger once, a journal write all changes since the base, so the bytes
# per write are lowest where the two balance (a ~80 KB ledger: ~10 KB journals).
JOURNAL_SHARE = 8
# ... and never needs to be smaller than this (a small ledger is rebased at this size).
JOURNAL_MIN_BYTES = 2048
# What a touch changes of an item: recorded apart, so the journal holds ~80 bytes for it.
USE_FIELDS = ("use_count", "last_used_at", "version")

T = TypeVar("T", bound=BaseModel)
# A table operation: set ``key`` to the bytes, or delete it (None).
Operation = tuple[bytes, bytes | None]


class LedgerRecordsBroken(MemstreamError):
    """A journal does not apply to its base although their digests agree: the records
    were changed by something other than this module. Restore the ledgers changelog topic
    from a backup, or delete the subject's journal record to fall back to its base."""


class ItemUse(BaseModel):
    """The fields a touch changes; an item whose other fields did not change is journaled
    with these alone."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    use_count: int = 0
    last_used_at: UtcDatetime | None = None
    version: int = 1


class LedgerDelta(BaseModel):
    """From a base ledger to a later one. Collections are changed as a dict is: entries
    set in place or removed, and the ``*_tail`` entries (new ones, and ones taken out and
    put back) appended in that order, so the order of the later ledger is kept exactly."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seq: int
    settings: SubjectSettings | None = Field(default=None, description="When changed.")
    items: dict[str, MemoryDocument | None] = Field(
        default_factory=dict, description="Items set (whole) or removed (null)."
    )
    uses: dict[str, ItemUse] = Field(
        default_factory=dict, description="Items whose use fields alone changed."
    )
    items_tail: list[str] = Field(default_factory=list)
    tombstones: dict[str, Tombstone | None] = Field(default_factory=dict)
    tombstones_tail: list[str] = Field(default_factory=list)
    applied_trim: int = Field(default=0, ge=0, description="Ids dropped from the front.")
    applied_add: list[str] = Field(default_factory=list, description="Ids appended.")
    applied: list[str] | None = Field(
        default=None, description="The whole list, when it is not the base's trimmed and extended."
    )


class Journal(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    base: str = Field(description="Digest of the base record this delta applies to.")
    delta: LedgerDelta


@dataclass(frozen=True)
class Stored:
    """What the table holds for one subject: the base record and the journal record."""

    base: bytes | None
    journal: bytes | None


def owner_key(record_key: bytes) -> bytes:
    """The subject key a record belongs to: its changelog partition is that subject's."""
    return record_key.split(SEPARATOR, 1)[0]


def journal_key(subject_key: bytes) -> bytes:
    return subject_key + JOURNAL_SUFFIX


def uses_key(subject_key: bytes) -> bytes:
    return subject_key + USES_SUFFIX


def digest(base: bytes) -> str:
    return hashlib.blake2b(base, digest_size=8).hexdigest()


def journal_budget(base: bytes) -> int:
    return max(JOURNAL_MIN_BYTES, len(base) // JOURNAL_SHARE)


def read_base(stored: Stored) -> SubjectLedger | None:
    return SubjectLedger.model_validate_json(stored.base) if stored.base is not None else None


def current(stored: Stored, base: SubjectLedger | None) -> SubjectLedger | None:
    """The ledger ``stored`` holds: ``base`` (parsed from ``stored.base``) with the
    journal applied, when there is one for this base."""
    if base is None or stored.base is None:
        return None
    journal = _journal_for(stored)
    return base if journal is None else apply(base, journal.delta)


def assemble(stored: Stored) -> SubjectLedger | None:
    """The ledger the records hold, or None when the subject has none."""
    return current(stored, read_base(stored))


def writes(
    subject_key: bytes,
    stored: Stored,
    base: SubjectLedger | None,
    ledger: SubjectLedger,
) -> list[Operation]:
    """The table operations that make the records hold ``ledger``: none when they do
    already, else one journal, or — past the budget, or with no base yet — a new base
    followed by the deletion of a journal left from the old one. ``base`` is
    ``stored.base`` parsed (the caller may have it already)."""
    journal = journal_key(subject_key)
    if base is None or stored.base is None:
        return [(subject_key, _base_bytes(ledger)), *_dropped(journal, stored)]
    delta = diff(base, ledger)
    if _empty(delta, base):
        return _dropped(journal, stored)
    encoded = (
        Journal(base=digest(stored.base), delta=delta)
        .model_dump_json(exclude_defaults=True)
        .encode()
    )
    if encoded == stored.journal:
        return []
    if len(encoded) > journal_budget(stored.base):
        return [(subject_key, _base_bytes(ledger)), *_dropped(journal, stored)]
    return [(journal, encoded)]


def diff(base: SubjectLedger, ledger: SubjectLedger) -> LedgerDelta:
    """The delta that :func:`apply` turns ``base`` into ``ledger`` with."""
    items, uses, items_tail = _collection_diff(base.items, ledger.items, use_of=_use_only)
    stones, _, stones_tail = _collection_diff(base.tombstones, ledger.tombstones, use_of=None)
    trim = _trimmed_prefix(base.applied, ledger.applied)
    return LedgerDelta(
        seq=ledger.seq,
        settings=ledger.settings if ledger.settings != base.settings else None,
        items=items,
        uses=uses,
        items_tail=items_tail,
        tombstones=stones,
        tombstones_tail=stones_tail,
        applied_trim=trim or 0,
        applied_add=ledger.applied[len(base.applied) - trim :] if trim is not None else [],
        applied=None if trim is not None else list(ledger.applied),
    )


def apply(base: SubjectLedger, delta: LedgerDelta) -> SubjectLedger:
    """``base`` changed by ``delta``; ``base`` itself is left as it is."""
    items = _collection_apply(base.items, delta.items, delta.items_tail)
    for name, use in delta.uses.items():
        if name not in items:
            raise LedgerRecordsBroken(f"the journal touches item {name!r}, not in its base")
        items[name] = items[name].model_copy(update=dict(use))
    applied = (
        list(delta.applied)
        if delta.applied is not None
        else base.applied[delta.applied_trim :] + delta.applied_add
    )
    return SubjectLedger(
        tenant=base.tenant,
        subject=base.subject,
        seq=delta.seq,
        items=items,
        tombstones=_collection_apply(base.tombstones, delta.tombstones, delta.tombstones_tail),
        applied=applied,
        settings=delta.settings if delta.settings is not None else base.settings,
    )


def _base_bytes(ledger: SubjectLedger) -> bytes:
    # Defaults are left out, as the whole ledger has always been written.
    return ledger.model_dump_json(exclude_defaults=True).encode()


def _dropped(journal: bytes, stored: Stored) -> list[Operation]:
    return [(journal, None)] if stored.journal is not None else []


def _journal_for(stored: Stored) -> Journal | None:
    """The journal, if it applies to the stored base (a crash between writing a new base
    and deleting the old journal leaves one that does not)."""
    if stored.journal is None or stored.base is None:
        return None
    journal = Journal.model_validate_json(stored.journal)
    return journal if journal.base == digest(stored.base) else None


def _empty(delta: LedgerDelta, base: SubjectLedger) -> bool:
    return delta == LedgerDelta(seq=base.seq)


def _use_only(before: MemoryDocument, after: MemoryDocument) -> ItemUse | None:
    """``after``'s use fields, when nothing else of it differs from ``before``."""
    if {k: v for k, v in before.__dict__.items() if k not in USE_FIELDS} != {
        k: v for k, v in after.__dict__.items() if k not in USE_FIELDS
    }:
        return None
    return ItemUse(**{field: getattr(after, field) for field in USE_FIELDS})


def _collection_diff(
    base: Mapping[str, T],
    new: Mapping[str, T],
    *,
    use_of: Any,
) -> tuple[dict[str, T | None], dict[str, ItemUse], list[str]]:
    """Sets, use-only changes and the tail that turn ``base`` into ``new``, order included.

    The entries of ``new`` up to its first new or out-of-order one stay where they are
    (a dict keeps a key's place when its value changes); from there on every entry is
    appended again in ``new``'s order, which is how a dict comes to have it."""
    changed: dict[str, T | None] = {name: None for name in base if name not in new}
    uses: dict[str, ItemUse] = {}
    survivors = iter([name for name in base if name in new])
    tail_from = len(new)
    for position, name in enumerate(new):
        if name not in base or not any(s == name for s in survivors):
            tail_from = position
            break
    names = list(new)
    tail = names[tail_from:]
    for name in names:
        value, before = new[name], base.get(name)
        if before is value:
            continue
        if before is not None and before == value:
            continue
        use = use_of(before, value) if use_of is not None and before is not None else None
        if use is not None:
            uses[name] = use
        else:
            changed[name] = value
    return changed, uses, tail


def _collection_apply(
    base: Mapping[str, T], changed: Mapping[str, T | None], tail: Iterable[str]
) -> dict[str, T]:
    entries = dict(base)
    for name, value in changed.items():
        if value is None:
            entries.pop(name, None)
    for name in tail:
        previous = entries.pop(name, None)
        value = changed.get(name)
        if value is None:
            value = previous
        if value is None:
            raise LedgerRecordsBroken(f"the journal moves {name!r}, in neither it nor its base")
        entries[name] = value
    for name, value in changed.items():
        if value is not None and name not in entries:
            raise LedgerRecordsBroken(f"the journal sets {name!r} without placing it")
        if value is not None:
            entries[name] = value
    return entries


def _trimmed_prefix(old: list[str], new: list[str]) -> int | None:
    """How many ids ``new`` dropped from the front of ``old`` if what is left of ``old``
    is where ``new`` starts (what ``mark_applied`` does); None otherwise."""
    if not new or new[0] not in old:
        return len(old)  # every old id trimmed; whatever ``new`` holds was appended
    trimmed = old.index(new[0])
    kept = len(old) - trimmed
    if kept > len(new) or old[trimmed:] != new[:kept]:
        return None
    return trimmed
