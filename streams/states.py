"""The subjects' persisted state as a batch's decision reads it, and where the shell writes
it back: the worker's Faust tables behind :class:`agents.batch_plan.StateReader`."""

from __future__ import annotations

import time

from agents.batch_plan import BatchPlan
from agents.ledger import SubjectLedger
from agents.ledger_records import uses_key
from agents.uses import UseTally
from schemas.distill import DistillState
from schemas.settings import WorkspaceSettings
from streams.ledger_store import LedgerStore
from streams.tables import Tables

# How long this worker trusts a workspace setting it applied over the global table.
RECENT_WORKSPACE_SECONDS = 60.0


class TableStates:
    """Reads and writes the worker's tables. Ledgers go through :class:`LedgerStore`
    (a base record and a journal of changes); the other values are pydantic JSON, with
    defaults left out, since every write goes to the changelog."""

    def __init__(self, tables: Tables) -> None:
        self._tables = tables
        self._ledgers = LedgerStore(tables)
        self._recent_workspaces: dict[bytes, tuple[WorkspaceSettings, float]] = {}

    def ledger(self, key: bytes) -> SubjectLedger | None:
        return self._ledgers.get(key)

    def distill(self, key: bytes) -> DistillState | None:
        raw = self._tables.distill.get(key)
        return DistillState.model_validate_json(raw) if raw is not None else None

    def uses(self, key: bytes) -> UseTally | None:
        raw = self._tables.ledgers.get(uses_key(key))
        return UseTally.model_validate_json(raw) if raw is not None else None

    def workspace(self, tenant: str) -> WorkspaceSettings | None:
        key = tenant.encode()
        recent = self._recent_workspaces.get(key)
        if recent is not None and time.monotonic() < recent[1]:
            return recent[0]
        raw = self._tables.workspaces.get(key)
        return WorkspaceSettings.model_validate_json(raw) if raw is not None else None

    def persist(self, plan: BatchPlan) -> None:
        """Write the plan's changed state, each key to the partition its events came on."""
        tables = self._tables
        # Tallies first: a crash between the two writes can lose uses a fold moved into
        # the ledger (they are bookkeeping, dropped too when recall's queue is full), but
        # never count them twice.
        for key, tally in plan.uses.items():
            record = uses_key(key)
            tables.ledgers.source_partitions[record] = plan.partitions[key]
            tables.ledgers[record] = tally.model_dump_json(exclude_defaults=True).encode()
        for key, ledger in plan.ledgers.items():
            self._ledgers.put(key, ledger, partition=plan.partitions[key])
        for key, workspace in plan.workspaces.items():
            tables.workspaces.source_partitions[key] = plan.partitions[key]
            tables.workspaces[key] = workspace.model_dump_json().encode()
            # A rebalance right after this write can reload the global table from a
            # changelog that does not hold it yet; this process keeps what it applied.
            expires = time.monotonic() + RECENT_WORKSPACE_SECONDS
            self._recent_workspaces[key] = (workspace, expires)
        for key, state in plan.distill.items():
            tables.distill.source_partitions[key] = plan.partitions[key]
            tables.distill[key] = state.model_dump_json(exclude_defaults=True).encode()
