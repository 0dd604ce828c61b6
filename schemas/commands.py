"""Manager commands on ``memstream.commands`` and what applying them produces."""

from __future__ import annotations

import uuid
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, model_validator

from schemas.common import Identifier, MemoryKind, Status, TenantId, UtcDatetime, utcnow
from schemas.distill import DistillResult
from schemas.memory import MemoryDocument
from schemas.settings import SubjectSettings, WorkspaceSettings


class CommandAction(StrEnum):
    CREATE = "create"
    EDIT = "edit"
    DELETE = "delete"
    CONFIRM = "confirm"
    REJECT = "reject"
    CLEAR = "clear"
    SETTINGS = "settings"
    WORKSPACE_SETTINGS = "workspace_settings"
    TOUCH = "touch"
    CONSOLIDATE = "consolidate"
    IMPORT = "import"
    DISTILLED = "distilled"
    PROMOTE_TOPIC = "promote_topic"
    DELETE_TOPIC = "delete_topic"


_NEEDS_ITEM = {
    CommandAction.EDIT,
    CommandAction.DELETE,
    CommandAction.CONFIRM,
    CommandAction.REJECT,
}


class Command(BaseModel):
    """A manager instruction, applied by the subject's single writer."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    command_id: str = Field(default_factory=lambda: str(uuid.uuid4()))
    tenant: TenantId
    subject: Identifier
    action: CommandAction
    actor: str = Field(min_length=1, max_length=200, description="Who asked, e.g. key:<id>.")
    item_id: str | None = None
    item_ids: tuple[str, ...] = Field(default=(), description="Items of a batched touch.")
    kind: MemoryKind | None = None
    content: str | None = Field(default=None, max_length=2000)
    topic: str | None = Field(default=None, max_length=200)
    importance: int | None = Field(default=None, ge=1, le=5)
    expires_at: UtcDatetime | None = None
    status: Status | None = Field(default=None, description="Kept as given by an import.")
    valid_from: UtcDatetime | None = Field(default=None, description="Kept by an import.")
    distill: DistillResult | None = Field(default=None, description="A distillation outcome.")
    subject_settings: SubjectSettings | None = None
    workspace_settings: WorkspaceSettings | None = None
    reason: str | None = Field(default=None, max_length=500)
    issued_at: UtcDatetime = Field(default_factory=utcnow)

    @model_validator(mode="after")
    def _fields_for_action(self) -> Command:
        if self.action in _NEEDS_ITEM and not self.item_id:
            raise ValueError(f"action {self.action.value!r} needs item_id")
        if self.action in (CommandAction.CREATE, CommandAction.IMPORT) and not self.content:
            raise ValueError(f"action {self.action.value!r} needs content")
        if self.action is CommandAction.SETTINGS and self.subject_settings is None:
            raise ValueError("action 'settings' needs subject_settings")
        if self.action is CommandAction.WORKSPACE_SETTINGS and self.workspace_settings is None:
            raise ValueError("action 'workspace_settings' needs workspace_settings")
        if (
            self.action in (CommandAction.PROMOTE_TOPIC, CommandAction.DELETE_TOPIC)
            and not self.topic
        ):
            raise ValueError(f"action {self.action.value!r} needs topic")
        return self


class AuditRecord(BaseModel):
    """Who did what to which item, stored in ``memstream-<tenant>-audit``. Never the text."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    tenant: TenantId
    subject: Identifier
    actor: str
    action: str
    item_id: str | None = None
    status_before: Status | None = None
    status_after: Status | None = None
    reason: str | None = None
    at: UtcDatetime


class ChangeEvent(BaseModel):
    """Published on ``memstream.changes`` after a write is acknowledged by the index."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    source_id: str = Field(description="The command id or turn event id that caused it.")
    tenant: TenantId
    subject: Identifier
    action: str
    item_id: str | None = None
    status: Status | None = None
    item: MemoryDocument | None = None
    subject_enabled: bool | None = Field(
        default=None, description="For settings_changed: the subject's memory switch now."
    )
    at: UtcDatetime
    final: bool = Field(
        default=False, description="The last event of a command: it carries the outcome."
    )
    outcome: str | None = Field(
        default=None,
        description="For a final event: applied, not_found, refused_sensitive, blocked, "
        "deduplicated.",
    )
