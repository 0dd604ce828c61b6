"""Per-workspace and per-subject memory switches."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from schemas.common import WriteMode


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


class SubjectSettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    enabled: bool = Field(default=True, description="The end user's own memory switch.")


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
