"""Uses of a subject's items, as recall reports them, counted beside the ledger.

Recall sends a ``touch`` for what it returned, per subject every few seconds while the
subject is in use. Applied to the ledger, each one loaded and parsed it (1.5–2.6 ms for a
200-item subject), wrote its journal and, every ~40 touches, its whole base: in the recall
bench a burst of touches held the worker's loop for up to 5.8 s, and directives queued
behind it. So a touch only adds to the subject's :class:`UseTally`, a record of a few
hundred bytes (under 10 KB for a busy subject, most of it the ids of its last touches)
where a 200-item ledger's base is ~170 KB, and the tally is folded into the ledger:

- when a batch loads the ledger for anything else, before it decides: the capacity cap and
  every write of an item read exact figures;
- at the subject's first touch in a new hour, so the index learns of uses about once per
  item and hour, as it did when touches went to the ledger.

An item used after its subject's fold in an hour reaches the index at the next fold: the
index's use data may be up to an hour older than that of the ledger, plus the time until
the subject is used again. Nothing ranks by the index's use data alone; it is shown to the
manager and read back when a subject is loaded.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from agents.ledger import SubjectLedger
from schemas.commands import Command
from schemas.common import UtcDatetime
from schemas.memory import MemoryDocument

# Touch commands remembered so a redelivered one is counted once. Recall sends a subject
# at most one every few seconds, so this spans far more than a batch's redelivery.
APPLIED_KEPT = 200


class PendingUse(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    count: int = Field(ge=1)
    last_used_at: UtcDatetime


class UseTally(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # The hour of the last fold into the ledger; None: never folded.
    hour: UtcDatetime | None = None
    uses: dict[str, PendingUse] = Field(default_factory=dict)
    applied: list[str] = Field(default_factory=list)


def use_hour(at: datetime | None) -> datetime | None:
    """The hour a use falls in: the index learns of uses about once per item and hour."""
    return None if at is None else at.replace(minute=0, second=0, microsecond=0)


def note_touch(tally: UseTally, command: Command) -> int | None:
    """Add a touch command's uses to ``tally``; how many, or None for one already counted.
    An id named twice is two uses."""
    if command.command_id in tally.applied:
        return None
    ids = command.item_ids or ((command.item_id,) if command.item_id else ())
    for item_id in ids:
        before = tally.uses.get(item_id)
        tally.uses[item_id] = PendingUse(
            count=(before.count if before else 0) + 1,
            last_used_at=max(before.last_used_at, command.issued_at)
            if before
            else command.issued_at,
        )
    tally.applied.append(command.command_id)
    if len(tally.applied) > APPLIED_KEPT:
        del tally.applied[: len(tally.applied) - APPLIED_KEPT]
    return len(ids)


def fold_due(tally: UseTally, now: datetime) -> bool:
    """Whether a touch at ``now`` should fold the tally: the subject's first in this hour."""
    return bool(tally.uses) and tally.hour != use_hour(now)


def fold_uses(ledger: SubjectLedger, tally: UseTally, *, now: datetime) -> list[MemoryDocument]:
    """Move the tally's uses into ``ledger`` and empty it. Returns the items whose last use
    moved into a new hour, for the index; uses of items the ledger no longer holds (deleted
    since) are dropped."""
    written: list[MemoryDocument] = []
    for item_id, use in tally.uses.items():
        item = ledger.items.get(item_id)
        if item is None:
            continue
        last = (
            use.last_used_at
            if item.last_used_at is None
            else max(item.last_used_at, use.last_used_at)
        )
        doc = item.model_copy(
            update={
                "use_count": item.use_count + use.count,
                "last_used_at": last,
                "version": ledger.next_version(),
            }
        )
        ledger.items[item_id] = doc
        if use_hour(item.last_used_at) != use_hour(last):
            written.append(doc)
    tally.uses.clear()
    tally.hour = use_hour(now)
    return written
