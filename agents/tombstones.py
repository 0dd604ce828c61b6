"""The tombstone gate: a deleted or rejected memory leaves its fingerprint, never its text.

Two checks block a write: the exact fingerprint (every origin), and, for distilled
(``extracted``) writes only, "this source message produced a rejected memory within the
window". An explicit remember outranks both and lifts the tombstone (the caller audits it).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from enum import StrEnum

from schemas.common import Origin
from schemas.memory import Tombstone, TombstoneReason


class BlockCheck(StrEnum):
    FINGERPRINT = "fingerprint"
    SOURCE_MESSAGE = "source_message"


def blocking_check(
    tombstones: dict[str, Tombstone],
    *,
    fingerprint: str,
    origin: Origin,
    source_message_id: str | None,
    now: datetime,
    window: timedelta,
) -> BlockCheck | None:
    """Which check, if any, forbids writing this statement."""
    if fingerprint in tombstones:
        return BlockCheck.FINGERPRINT
    if origin is Origin.EXTRACTED and source_message_id is not None:
        since = now - window
        for stone in tombstones.values():
            if (
                stone.reason is TombstoneReason.REJECTED
                and stone.source_message_id == source_message_id
                and stone.created_at >= since
            ):
                return BlockCheck.SOURCE_MESSAGE
    return None


def add_tombstone(tombstones: dict[str, Tombstone], stone: Tombstone, *, cap: int) -> None:
    """Record ``stone`` and evict past ``cap``.

    Eviction drops the oldest tombstones of memories that were never active first, and
    only then those of memories that were in use: forgetting that a user deleted something
    they relied on is the costlier mistake.
    """
    previous = tombstones.pop(stone.fingerprint, None)
    if previous is not None:
        # A second tombstone for the same statement must not erase what the first knew.
        stone = stone.model_copy(
            update={
                "was_active": stone.was_active or previous.was_active,
                "topic_key": stone.topic_key or previous.topic_key,
                "source_message_id": stone.source_message_id or previous.source_message_id,
            }
        )
    tombstones[stone.fingerprint] = stone
    excess = len(tombstones) - cap
    if excess <= 0:
        return
    order = sorted(tombstones.values(), key=lambda t: (t.was_active, t.created_at))
    for victim in order[:excess]:
        del tombstones[victim.fingerprint]


def lift(tombstones: dict[str, Tombstone], fingerprint: str) -> Tombstone | None:
    return tombstones.pop(fingerprint, None)
