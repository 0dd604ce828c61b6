"""Distillation: what the distiller is given, what the model must answer, and the state a
subject's sessions keep between jobs."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from schemas.common import MemoryKind, TenantId, UtcDatetime


class OpKind(StrEnum):
    ADD = "add"
    UPDATE = "update"
    DELETE = "delete"


class DistillOp(BaseModel):
    """One change the model proposes to the subject's memory."""

    model_config = ConfigDict(extra="ignore")

    op: OpKind = Field(description="add a new memory, update <id>, or delete <id>.")
    id: str | None = Field(default=None, description="The memory id, for update and delete.")
    kind: MemoryKind = Field(
        default=MemoryKind.FACT, description="profile, preference, fact, task or interest."
    )
    topic: str = Field(
        default="", max_length=200, description="A short topic label, e.g. 'residence'."
    )
    content: str = Field(
        default="", max_length=2000, description="The statement, third person free, self-contained."
    )
    importance: int = Field(default=3, ge=1, le=5, description="1 trivial … 5 essential.")
    source_line: int = Field(ge=1, description="Number of the transcript line it comes from.")
    expires_at: datetime | None = Field(
        default=None, description="For temporary tasks: absolute UTC time."
    )
    inferred: bool = Field(default=False, description="True when the user did not say it outright.")
    event_at: datetime | None = Field(
        default=None,
        description="For a dated event, past or planned: when it happens, absolute UTC. A past "
        "event's date becomes the memory's valid_from.",
    )


class DistillAnswer(BaseModel):
    """The whole answer the model must return, as JSON."""

    model_config = ConfigDict(extra="ignore")

    operations: list[DistillOp] = Field(default_factory=list)
    question_topics: list[str] = Field(
        default_factory=list, description="Topics of the questions the user asked in these lines."
    )


class BufferedLine(BaseModel):
    """A user line waiting for (or kept as context after) distillation. Already redacted."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seq: int = Field(ge=1)
    message_id: str
    text: str
    at: UtcDatetime


class SessionBuffer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    lines: list[BufferedLine] = Field(default_factory=list)
    distilled_upto: int = Field(
        default=0, description="Highest seq already distilled (the cursor)."
    )
    last_turn_at: UtcDatetime | None = None

    def pending(self) -> list[BufferedLine]:
        return [line for line in self.lines if line.seq > self.distilled_upto]


class TopicStat(BaseModel):
    model_config = ConfigDict(extra="forbid")

    label: str
    aliases: list[str] = Field(default_factory=list)
    sessions: list[str] = Field(default_factory=list)
    interest_id: str | None = None


class DistillState(BaseModel):
    """Per subject: its sessions' buffers, when its last job ran, the topics it asks about."""

    model_config = ConfigDict(extra="forbid")

    tenant: TenantId
    subject: str
    next_seq: int = 1
    sessions: dict[str, SessionBuffer] = Field(default_factory=dict)
    last_job_at: UtcDatetime | None = None
    topics: dict[str, TopicStat] = Field(default_factory=dict)
    recent_messages: list[str] = Field(
        default_factory=list, description="Message ids already buffered, so a redelivery is not."
    )


class DistillJob(BaseModel):
    """A job as run, and as parked on ``memstream.distill.dlq`` when it could not complete."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    job_id: str
    tenant: TenantId
    subject: str
    session_id: str
    lines: list[BufferedLine]
    context: list[BufferedLine] = Field(default_factory=list)
    upto: int
    reason: str | None = None
    attempts: int = 0
    parked_at: UtcDatetime | None = None


class DistillResult(BaseModel):
    """The outcome of a job, applied by the subject's single writer."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    job_id: str
    session_id: str
    upto: int
    lines: list[BufferedLine] = Field(default_factory=list, description="For source lookups.")
    answer: DistillAnswer | None = None
    parked: bool = False
