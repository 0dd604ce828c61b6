"""The memory document (OpenSearch read model) and the tombstone (writer ledger)."""

from __future__ import annotations

import uuid
from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator

from schemas.common import Identifier, MemoryKind, Origin, Status, TenantId, UtcDatetime

# Fixed namespace so a document id is a pure function of where it came from: a replay of
# the same event derives the same id and overwrites instead of duplicating.
MEMORY_ID_NAMESPACE = uuid.UUID("5b0c7a56-2d0e-4d8e-9a57-2f0f3f7c9e11")


def memory_id(tenant: str, subject: str, event_id: str, op_index: int) -> str:
    return str(
        uuid.uuid5(MEMORY_ID_NAMESPACE, f"{tenant}\x1f{subject}\x1f{event_id}\x1f{op_index}")
    )


class MemoryDocument(BaseModel):
    """One memory statement about one subject, as stored in ``memstream-<tenant>-memories``.

    Two clocks: ``valid_from``/``invalid_at`` say when the statement was true in the world;
    ``recorded_at``/``retired_at`` say when the store believed it. Recall's ``as_of`` reads
    all four.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    tenant: TenantId
    subject: Identifier
    kind: MemoryKind
    origin: Origin
    status: Status
    content: str = Field(min_length=1, max_length=2000)
    topic: str = Field(default="", max_length=200, description="Human topic label.")
    topic_key: str = Field(default="", max_length=200, description="Normalised topic label.")
    aliases: tuple[str, ...] = Field(default=(), description="Other labels of an interest topic.")
    importance: int = Field(default=3, ge=1, le=5)
    fingerprint: str = Field(pattern=r"^[0-9a-f]{64}$")
    source_session_id: str | None = None
    source_message_id: str | None = None
    valid_from: UtcDatetime
    invalid_at: UtcDatetime | None = None
    recorded_at: UtcDatetime
    retired_at: UtcDatetime | None = None
    expires_at: UtcDatetime | None = None
    replaces_id: str | None = None
    superseded_by: str | None = None
    use_count: int = Field(default=0, ge=0)
    last_used_at: UtcDatetime | None = None
    embedding_model: str | None = None
    embedding: tuple[float, ...] | None = None
    version: int = Field(default=1, ge=1, description="External version for OpenSearch writes.")

    @model_validator(mode="after")
    def _pending_only_extracted(self) -> MemoryDocument:
        if self.status is Status.PENDING and self.origin is not Origin.EXTRACTED:
            raise ValueError("status 'pending' is only for origin 'extracted' (inferred) items")
        if (self.embedding is None) != (self.embedding_model is None):
            raise ValueError("embedding and embedding_model are set together or not at all")
        return self

    def expired(self, at: datetime) -> bool:
        return self.expires_at is not None and self.expires_at <= at


class TombstoneReason(StrEnum):
    DELETED = "deleted"
    REJECTED = "rejected"
    FORGOTTEN = "forgotten"
    CLEARED = "cleared"
    TOPIC_DELETED = "topic_deleted"


class Tombstone(BaseModel):
    """What a deleted or rejected memory leaves behind: a fingerprint, never the text."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    fingerprint: str = Field(pattern=r"^[0-9a-f]{64}$")
    topic_key: str = ""
    source_message_id: str | None = None
    reason: TombstoneReason
    was_active: bool = Field(
        description="The memory had been in use; such tombstones live longest."
    )
    created_at: UtcDatetime
