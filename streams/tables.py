"""Table declarations: the per-subject ledgers and the per-tenant workspace settings.

The writer updates a ledger only after the index acknowledged the batch that changed it,
which is outside Faust's per-event context. :class:`SourcePartitionTable` therefore takes
the changelog partition from the partition the subject's events arrived on, recorded by
the processor, so table state stays co-partitioned with the stream it describes (the
override is :class:`streams.faust_patches.SourcePartitionMixin`).

A ledger is two records, a base at the subject key and a journal at a key extending it
(:mod:`agents.ledger_records`, read and written through
:class:`streams.ledger_store.LedgerStore`, which records the subject's partition for both).
Recall's uses of the subject's items are a third record beside them, the use tally
(:mod:`agents.uses`), read and written by :class:`streams.states.TableStates`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import faust
from faust.tables.globaltable import GlobalTable

from streams.faust_patches import SourcePartitionMixin


class SourcePartitionTable(SourcePartitionMixin, faust.Table[bytes, bytes]):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _raw_serializers(self)
        self.source_partitions = {}


class SourcePartitionGlobalTable(SourcePartitionMixin, GlobalTable):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _raw_serializers(self)
        self.source_partitions = {}


def _raw_serializers(table: Any) -> None:
    # faust derives a table's serializers from its key/value types and falls back to json
    # for plain bytes; the values are already pydantic JSON, so the changelog carries them
    # as they are (and recovery reads them back the same way).
    table.key_serializer = "raw"
    table.value_serializer = "raw"


@dataclass(frozen=True)
class Tables:
    # "<tenant>/<subject>" -> SubjectLedger JSON (the base); "<tenant>/<subject>\x1fj" ->
    # the changes since (the journal): read and written through LedgerStore;
    # "<tenant>/<subject>\x1fu" -> UseTally JSON (recall's touches since the last fold)
    ledgers: SourcePartitionTable
    distill: SourcePartitionTable  # "<tenant>/<subject>" -> DistillState JSON (sessions, topics)
    workspaces: SourcePartitionGlobalTable  # "<tenant>" -> WorkspaceSettings JSON


def declare_tables(app: faust.App, partitions: int) -> Tables:
    common: dict[str, Any] = {
        "beacon": app.tables.beacon,
        "partitions": partitions,
        "schema": faust.Schema(
            key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw"
        ),
    }
    ledgers = SourcePartitionTable(app, name="ledgers", default=None, **common)
    distill = SourcePartitionTable(app, name="distill", default=None, **common)
    workspaces = SourcePartitionGlobalTable(
        app, name="workspaces", default=None, standby_buffer_size=1, is_global=True, **common
    )
    app.tables.add(ledgers)
    app.tables.add(distill)
    app.tables.add(workspaces)
    return Tables(ledgers=ledgers, distill=distill, workspaces=workspaces)
