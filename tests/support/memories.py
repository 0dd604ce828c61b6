"""Memory documents for pure unit tests: a stored item as the writer would have made it
(fingerprint and topic from the real functions), about ``acme/alice``."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from agents.sanitize import fingerprint
from agents.topics import classify
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument


def stored_item(doc_id: str, content: str, *, at: datetime, **fields: Any) -> MemoryDocument:
    """An active explicit fact recorded at ``at``; ``fields`` override any other field."""
    label = classify(content)
    values: dict[str, Any] = {
        "kind": MemoryKind.FACT,
        "origin": Origin.EXPLICIT,
        "status": Status.ACTIVE,
        "topic": label.topic,
        "topic_key": label.topic_key,
        "valid_from": at,
        "recorded_at": at,
    } | fields
    return MemoryDocument(
        id=doc_id,
        tenant="acme",
        subject="alice",
        content=content,
        fingerprint=fingerprint(content),
        **values,
    )
