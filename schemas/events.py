"""The chat-turn event on ``memstream.turns`` and the dead-letter record for bad ones."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from schemas.common import (
    Identifier,
    Role,
    SubjectId,
    TenantId,
    UtcDatetime,
    require_encodable,
    subject_key,
)


class ChatTurn(BaseModel):
    """One chat turn as a chat platform publishes it.

    Unknown fields are ignored so platforms can add their own; known fields are strict.
    """

    model_config = ConfigDict(frozen=True, extra="ignore", str_strip_whitespace=False)

    event_id: Identifier = Field(description="Unique id of this event; replays reuse it.")
    tenant: TenantId = Field(description="Workspace id; becomes part of index names.")
    subject: SubjectId = Field(description="The end user the memory is about.")
    session_id: Identifier = Field(description="Conversation session.")
    message_id: Identifier = Field(description="The chat message this turn carries.")
    role: Role = Field(description="user | assistant | system | tool.")
    content: str = Field(description="Message text (UTF-8, no NUL bytes).")
    timestamp: UtcDatetime = Field(description="When the turn happened, timezone-aware.")
    agent_id: Identifier | None = Field(default=None, description="Agent that served the turn.")
    memory_disabled: bool = Field(default=False, description="Memory off for this turn only.")

    @field_validator("content")
    @classmethod
    def _no_nul(cls, value: str) -> str:
        if "\x00" in value:
            raise ValueError("content must not contain NUL bytes")
        return require_encodable(value)

    @property
    def key(self) -> str:
        return subject_key(self.tenant, self.subject)


class DeadLetter(BaseModel):
    """A rejected input as it lands on a DLQ topic.

    The payload is kept as redacted text (never raw bytes) so the DLQ cannot leak a secret,
    with its size; topic, partition and offset say where the producer's copy is. No digest
    of the raw payload is kept: an unsalted hash of a short secret (a PIN) is a lookup away
    from the secret itself.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    reason: str = Field(description="Machine-readable reason, e.g. invalid_json, field_invalid.")
    detail: str = Field(description="What was wrong, for a human; never contains the payload.")
    topic: str
    partition: int
    offset: int
    key: str | None = None
    payload_redacted: str = Field(description="The payload decoded leniently and redacted.")
    payload_bytes: int
    failed_at: UtcDatetime
