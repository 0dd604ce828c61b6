"""Dead-letter records: why an event was parked, and where it is, never what it said.

Every text a dead letter keeps (the record key, a preview of the payload) passes the one
redaction path first, so the dead-letter topic holds no secret an event carried.
"""

from __future__ import annotations

from agents.ingest import redact_payload
from agents.redaction import redact
from schemas.common import utcnow
from schemas.events import DeadLetter

# DLQ payload previews are capped: the record explains, the producer keeps the original.
DLQ_PAYLOAD_RUNES = 8192


def dead_letter(
    *,
    reason: str,
    detail: str,
    topic: str,
    partition: int,
    offset: int,
    key: bytes | None,
    payload: bytes,
) -> DeadLetter:
    """A DLQ record whose payload is decoded leniently and redacted: no secret leaks."""
    return DeadLetter(
        reason=reason,
        detail=detail,
        topic=topic,
        partition=partition,
        offset=offset,
        key=redact(key.decode("utf-8", errors="replace")).text if key is not None else None,
        payload_redacted=redact_payload(payload, max_runes=DLQ_PAYLOAD_RUNES),
        payload_bytes=len(payload),
        failed_at=utcnow(),
    )
