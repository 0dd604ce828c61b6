"""Subjects' ledgers in the ``ledgers`` table: a base record and a journal of changes.

The thin shell over the table: what the two records hold and when a write rebases is
:mod:`agents.ledger_records`. A ledger written by an older worker (the whole ledger at the
subject key) is a base without a journal.

Parsing a big subject's base costs milliseconds (~3.5 ms for 200 items, 500 tombstones and
2,000 applied ids), and a subject is read and written once per batch that touches it. So
the store keeps the ledgers it last read or wrote, parsed, with the records they came
from; when the table still holds exactly those records (compared by value, so a
rebalance's recovery or another writer is noticed) a read is a copy. Bounded by
:data:`CACHE_BYTES` of records, least recently used first out.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from agents.ledger import SubjectLedger
from agents.ledger_records import Stored, current, journal_key, read_base, writes
from streams.tables import SourcePartitionTable, Tables

# Record bytes of the ledgers kept parsed; the parsed objects take a few times that.
CACHE_BYTES = 32 * 2**20


@dataclass(frozen=True)
class _Known:
    stored: Stored  # as the table holds it
    base: SubjectLedger  # stored.base parsed
    ledger: SubjectLedger  # what the records hold; only copies leave the store
    size: int


class LedgerStore:
    def __init__(self, tables: Tables, *, cache_bytes: int = CACHE_BYTES) -> None:
        self._table: SourcePartitionTable = tables.ledgers
        self._cache_bytes = cache_bytes
        self._cache: OrderedDict[bytes, _Known] = OrderedDict()
        self._cached = 0

    def get(self, key: bytes) -> SubjectLedger | None:
        """The persisted ledger of the subject key ``<tenant>/<subject>``, or None. The
        caller may change it: it is the caller's own copy."""
        stored = self._stored(key)
        known = self._known(key, stored)
        if known is not None:
            return _copy(known.ledger)
        base = read_base(stored)
        ledger = current(stored, base)
        if base is None or ledger is None:
            return None
        self._remember(key, stored, base, ledger)
        return _copy(ledger)

    def put(self, key: bytes, ledger: SubjectLedger, *, partition: int) -> None:
        """Persist ``ledger``, writing only what differs from what is stored: one record
        nearly always (the journal), two when the journal has grown past its budget (a new
        base, and the old journal deleted).

        ``partition`` is the one the subject's events arrive on: both records go to that
        changelog partition, so table state stays co-partitioned with the subject's
        events (see :mod:`streams.tables`)."""
        table = self._table
        table.source_partitions[key] = partition
        table.source_partitions[journal_key(key)] = partition
        stored = self._stored(key)
        known = self._known(key, stored)
        base = known.base if known is not None else read_base(stored)
        for record, value in writes(key, stored, base, ledger):
            if value is None:
                del table[record]
            else:
                table[record] = value
        after = self._stored(key)
        if after.base is None:
            return
        # A rebase makes the ledger itself the base; otherwise the base stays.
        new_base = base if base is not None and after.base == stored.base else ledger
        self._remember(key, after, _copy(new_base), ledger)

    def _stored(self, key: bytes) -> Stored:
        base: bytes | None = self._table.get(key)
        journal: bytes | None = self._table.get(journal_key(key))
        return Stored(base, journal)

    def _known(self, key: bytes, stored: Stored) -> _Known | None:
        """What is cached for ``key`` if the table holds exactly its records."""
        known = self._cache.get(key)
        if known is None or known.stored != stored:
            return None
        self._cache.move_to_end(key)
        return known

    def _remember(
        self, key: bytes, stored: Stored, base: SubjectLedger, ledger: SubjectLedger
    ) -> None:
        dropped = self._cache.pop(key, None)
        if dropped is not None:
            self._cached -= dropped.size
        size = len(stored.base or b"") + len(stored.journal or b"")
        if size > self._cache_bytes:
            return
        self._cache[key] = _Known(stored, base, _copy(ledger), size)
        self._cached += size
        while self._cached > self._cache_bytes:
            _, evicted = self._cache.popitem(last=False)
            self._cached -= evicted.size


def _copy(ledger: SubjectLedger) -> SubjectLedger:
    """A ledger whose changes do not reach ``ledger``: its items, tombstones and settings
    are frozen, so new containers are enough."""
    return ledger.model_copy(
        update={
            "items": dict(ledger.items),
            "tombstones": dict(ledger.tombstones),
            "applied": list(ledger.applied),
        }
    )
