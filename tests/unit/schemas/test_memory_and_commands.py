from __future__ import annotations

from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from schemas.commands import Command, CommandAction
from schemas.common import MemoryKind, Origin, Status, split_subject_key, subject_key
from schemas.memory import MemoryDocument, memory_id
from schemas.settings import SubjectSettings, WorkspaceSettings, memory_effective

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def doc(**changes: object) -> MemoryDocument:
    base: dict[str, object] = {
        "id": "x",
        "tenant": "acme",
        "subject": "alice",
        "kind": MemoryKind.FACT,
        "origin": Origin.EXTRACTED,
        "status": Status.ACTIVE,
        "content": "I live in Berlin",
        "fingerprint": "a" * 64,
        "valid_from": NOW,
        "recorded_at": NOW,
    }
    return MemoryDocument.model_validate({**base, **changes})


def test_memory_ids_are_deterministic_per_source_and_distinct_across_sources() -> None:
    assert memory_id("acme", "alice", "e1", 0) == memory_id("acme", "alice", "e1", 0)
    assert memory_id("acme", "alice", "e1", 0) != memory_id("acme", "alice", "e1", 1)
    assert memory_id("acme", "alice", "e1", 0) != memory_id("beta", "alice", "e1", 0)


def test_pending_is_only_for_extracted_items() -> None:
    assert doc(status=Status.PENDING).status is Status.PENDING
    with pytest.raises(ValidationError, match="pending"):
        doc(status=Status.PENDING, origin=Origin.EXPLICIT)


def test_importance_outside_one_to_five_names_the_field() -> None:
    with pytest.raises(ValidationError, match="importance"):
        doc(importance=9)


def test_vector_and_model_id_travel_together() -> None:
    with pytest.raises(ValidationError, match="embedding"):
        doc(embedding=(0.1, 0.2))
    assert doc(embedding=(0.1,), embedding_model="m").embedding_model == "m"


def test_expiry_is_inclusive_of_the_instant() -> None:
    item = doc(expires_at=NOW)
    assert item.expired(NOW)
    assert not doc().expired(NOW)


def test_commands_require_the_fields_their_action_needs() -> None:
    with pytest.raises(ValidationError, match="item_id"):
        Command(tenant="acme", subject="alice", action=CommandAction.CONFIRM, actor="key:1")
    with pytest.raises(ValidationError, match="content"):
        Command(tenant="acme", subject="alice", action=CommandAction.CREATE, actor="key:1")
    ok = Command(
        tenant="acme", subject="alice", action=CommandAction.REJECT, actor="key:1", item_id="i"
    )
    assert ok.command_id


def test_subject_keys_round_trip_and_subjects_may_contain_slashes() -> None:
    assert split_subject_key(subject_key("acme", "team/alice")) == ("acme", "team/alice")
    with pytest.raises(ValueError, match="tenant"):
        split_subject_key("no-separator")


@pytest.mark.parametrize(
    ("workspace", "subject", "agent", "turn_off", "effective"),
    [
        (WorkspaceSettings(), SubjectSettings(), None, False, True),
        (WorkspaceSettings(enabled=False), SubjectSettings(), None, False, False),
        (WorkspaceSettings(), SubjectSettings(enabled=False), None, False, False),
        (WorkspaceSettings(), SubjectSettings(), None, True, False),
        (
            WorkspaceSettings(disabled_agents=frozenset({"bot"})),
            SubjectSettings(),
            "bot",
            False,
            False,
        ),
        (
            WorkspaceSettings(disabled_agents=frozenset({"bot"})),
            SubjectSettings(),
            "other",
            False,
            True,
        ),
    ],
)
def test_settings_gate(
    workspace: WorkspaceSettings,
    subject: SubjectSettings,
    agent: str | None,
    turn_off: bool,
    effective: bool,
) -> None:
    assert memory_effective(workspace, subject, agent_id=agent, turn_disabled=turn_off) is effective
