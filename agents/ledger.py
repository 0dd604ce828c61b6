"""The per-subject ledger: what the single writer knows about one person's memory.

It lives in a Faust table keyed ``<tenant>/<subject>`` (changelog-backed, co-partitioned
with the turns), so the writer decides supersession, dedupe, tombstones and capacity
without reading OpenSearch. Items are kept without their vectors; the indexer embeds.
"""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel, ConfigDict, Field

from schemas.common import Status
from schemas.memory import MemoryDocument, Tombstone
from schemas.settings import SubjectSettings

# Retired (superseded/archived) items the ledger keeps for clear and as-of bookkeeping;
# older ones stay in the index but leave the ledger.
RETIRED_KEPT = 300
# Source ids remembered so a redelivered or replayed event is applied once.
APPLIED_KEPT = 2000


class SubjectLedger(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    tenant: str
    subject: str
    seq: int = Field(default=0, description="Last external version handed out.")
    items: dict[str, MemoryDocument] = Field(default_factory=dict)
    tombstones: dict[str, Tombstone] = Field(default_factory=dict)
    applied: list[str] = Field(default_factory=list)
    settings: SubjectSettings = SubjectSettings()

    def next_version(self) -> int:
        self.seq += 1
        return self.seq

    def live(self) -> Iterator[MemoryDocument]:
        """Items that may still change: active and pending."""
        return (i for i in self.items.values() if i.status in (Status.ACTIVE, Status.PENDING))

    def active(self) -> Iterator[MemoryDocument]:
        return (i for i in self.items.values() if i.status is Status.ACTIVE)

    def was_applied(self, source_id: str) -> bool:
        return source_id in self.applied

    def mark_applied(self, source_id: str) -> None:
        self.applied.append(source_id)
        if len(self.applied) > APPLIED_KEPT:
            del self.applied[: len(self.applied) - APPLIED_KEPT]

    def forget_old_retired(self) -> None:
        retired = [
            i for i in self.items.values() if i.status not in (Status.ACTIVE, Status.PENDING)
        ]
        if len(retired) <= RETIRED_KEPT:
            return
        retired.sort(key=lambda i: i.retired_at or i.recorded_at)
        for item in retired[: len(retired) - RETIRED_KEPT]:
            del self.items[item.id]
