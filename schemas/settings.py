"""Per-workspace and per-subject memory switches."""

from __future__ import annotations

from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

from schemas.common import Identifier, TenantId, UtcDatetime, WriteMode, subject_key


class _Configured(Protocol):
    """What :meth:`WorkspaceSettings.defaults` reads of ``memstream.config.Settings``
    (named structurally: ``schemas`` imports nothing of memstream's)."""

    @property
    def limits(self) -> Any: ...

    @property
    def worker(self) -> Any: ...


class WorkspaceSettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    enabled: bool = Field(default=True, description="Memory on for the whole workspace.")
    write_mode: WriteMode = Field(default=WriteMode.EXPLICIT_ONLY)
    max_items: int = Field(default=200, ge=1, le=2000, description="Active items per subject.")
    extract_delay_seconds: int = Field(default=90, ge=5, le=3600)
    extract_min_interval_seconds: int = Field(default=300, ge=0, le=86400)
    interest_threshold: int = Field(default=3, ge=1, le=20)
    custom_instructions: str = Field(default="", max_length=1000)
    disabled_agents: frozenset[str] = Field(
        default=frozenset(), description="Agents that opted out of memory."
    )

    @classmethod
    def defaults(cls, settings: _Configured) -> WorkspaceSettings:
        """A workspace nobody configured: the one place the worker and recall take it."""
        limits = settings.limits
        return cls(
            write_mode=settings.worker.write_mode,
            max_items=limits.max_items_default,
            extract_delay_seconds=limits.extract_delay_seconds,
            extract_min_interval_seconds=limits.extract_min_interval_seconds,
            interest_threshold=limits.interest_threshold,
        )


class SubjectSettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    enabled: bool = Field(default=True, description="The end user's own memory switch.")


class SettingsRecord(BaseModel):
    """The contract between the writer and recall for settings, on the compacted topic
    ``memstream.settings``: the writer publishes one after it applied a workspace's
    settings (key ``<tenant>``, ``subject`` unset) or a subject's own switch (key
    ``<tenant>/<subject>``). Compaction keeps the newest per key, so reading the topic
    from its start gives every setting that differs from the defaults."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tenant: TenantId
    subject: Identifier | None = None
    workspace: WorkspaceSettings | None = None
    subject_settings: SubjectSettings | None = None
    at: UtcDatetime

    @model_validator(mode="after")
    def _one_kind(self) -> SettingsRecord:
        if (self.subject is None) != (self.workspace is not None) or (self.subject is None) == (
            self.subject_settings is not None
        ):
            raise ValueError(
                "a workspace record has workspace settings and no subject; a subject "
                "record has a subject and subject_settings"
            )
        return self

    @property
    def key(self) -> str:
        return self.tenant if self.subject is None else subject_key(self.tenant, self.subject)


def memory_effective(
    workspace: WorkspaceSettings,
    subject: SubjectSettings,
    *,
    agent_id: str | None,
    turn_disabled: bool,
) -> bool:
    """The settings gate: workspace on, subject on, agent not opted out, turn not flagged."""
    if not workspace.enabled or not subject.enabled or turn_disabled:
        return False
    return agent_id is None or agent_id not in workspace.disabled_agents
