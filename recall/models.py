"""Request and response bodies of the recall service's HTTP API."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from schemas.common import Identifier, MemoryKind, Origin, Status, UtcDatetime, WriteMode
from schemas.settings import WorkspaceSettings

# A chat message is at most this long here; only its first ``query_max_runes`` are used.
MESSAGE_MAX_RUNES = 16_000


class Item(BaseModel):
    """A memory item as the API shows it (never its vector)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str
    kind: MemoryKind
    topic: str = ""
    content: str
    importance: int
    score: float = Field(default=0.0, description="Fused relevance; 0 for unranked items.")
    status: Status
    origin: Origin
    topic_key: str = ""
    valid_from: datetime
    invalid_at: datetime | None = None
    recorded_at: datetime
    retired_at: datetime | None = None
    expires_at: datetime | None = None
    replaces_id: str | None = None
    superseded_by: str | None = None
    use_count: int = 0
    last_used_at: datetime | None = None
    embedding_model: str | None = None


class UsedItem(BaseModel):
    id: str
    kind: MemoryKind


class RecallRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    subject: Identifier | None = Field(
        default=None, description="Required for service credentials; a user token's own."
    )
    message: str = Field(max_length=MESSAGE_MAX_RUNES, description="The user's new message.")
    as_of: UtcDatetime | None = Field(
        default=None, description="Answer with what the store believed at this moment."
    )


class RecallResponse(BaseModel):
    resident: list[Item]
    situational: list[Item]
    prompt: str = Field(description="Escaped, enveloped text for the system prompt; may be ''.")
    used: list[UsedItem]
    degraded: bool = Field(description="The vector arm failed; the answer is lexical only.")
    disabled_reason: str | None = Field(
        default=None, description="Why the answer is empty when memory is switched off."
    )


class SearchRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    subject: Identifier | None = None
    query: str = Field(min_length=1, max_length=MESSAGE_MAX_RUNES)
    limit: int | None = Field(default=None, ge=1, description="Default 10, at most 20.")


class SearchResponse(BaseModel):
    items: list[Item]
    degraded: bool
    disabled_reason: str | None = None


class Accepted(BaseModel):
    """A write was published; with ``?wait=true`` also what the worker made of it."""

    command_id: str
    status: str = Field(
        description="'accepted' (not waited for), 'pending' (wait ran out) "
        "or the worker's outcome: applied, deduplicated, …"
    )
    item: Item | None = None


class CreateItem(BaseModel):
    model_config = ConfigDict(extra="forbid")

    content: str = Field(min_length=1, max_length=2000)
    kind: MemoryKind = MemoryKind.FACT
    topic: str | None = Field(default=None, max_length=200)
    importance: int = Field(default=3, ge=1, le=5)
    expires_at: UtcDatetime | None = None


class EditItem(BaseModel):
    model_config = ConfigDict(extra="forbid")

    content: str | None = Field(default=None, min_length=1, max_length=2000)
    kind: MemoryKind | None = None
    topic: str | None = Field(default=None, max_length=200)
    importance: int | None = Field(default=None, ge=1, le=5)
    expires_at: UtcDatetime | None = None
    reason: str | None = Field(default=None, max_length=500)


class Reason(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reason: str | None = Field(default=None, max_length=500)


class ItemPage(BaseModel):
    items: list[Item]
    next_cursor: str | None = Field(description="Pass as ?cursor= for the next page.")


class ExportResponse(BaseModel):
    items: list[Item]
    count: int
    truncated: bool = Field(description="True when the safety cap stopped the export.")


class SubjectSwitch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    enabled: bool


class SettingsView(BaseModel):
    enabled: bool = Field(description="Workspace switch AND the subject's own switch.")
    workspace_enabled: bool
    subject_enabled: bool
    write_mode: WriteMode
    max_items: int
    counts: dict[str, int] = Field(description="Items of the subject by status.")


class WorkspacePatch(BaseModel):
    """Fields to change; the rest keep their current value."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool | None = None
    write_mode: WriteMode | None = None
    max_items: int | None = Field(default=None, ge=1, le=2000)
    extract_delay_seconds: int | None = Field(default=None, ge=5, le=3600)
    extract_min_interval_seconds: int | None = Field(default=None, ge=0, le=86400)
    interest_threshold: int | None = Field(default=None, ge=1, le=20)
    custom_instructions: str | None = Field(default=None, max_length=1000)
    disabled_agents: frozenset[str] | None = None

    def merged(self, current: WorkspaceSettings) -> WorkspaceSettings:
        changes = self.model_dump(exclude_none=True)
        return WorkspaceSettings.model_validate(current.model_dump() | changes)


class Topic(BaseModel):
    topic_key: str
    topic: str
    count: int
    kinds: list[MemoryKind]


class TopicList(BaseModel):
    topics: list[Topic]
