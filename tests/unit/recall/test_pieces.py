"""Import lines, cursors, the lexical query text, switches and defaults."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import ValidationError

from memstream.config import Settings
from recall.errors import InvalidRequest
from recall.manager import decode_cursor, encode_cursor
from recall.models import WorkspacePatch
from recall.service import lexical_text
from recall.tools.importer import (
    ImportReport,
    Planned,
    derived_id,
    id_conflict,
    parse_line,
    screen,
    written,
)
from recall.touches import MAX_IDS_PER_COMMAND, TouchBatcher
from recall.workspaces import SubjectSwitches, WorkspaceView
from schemas.commands import ChangeEvent, Command, CommandAction
from schemas.common import MemoryKind, Status, WriteMode
from schemas.settings import SettingsRecord, SubjectSettings, WorkspaceSettings


def _line(**fields: Any) -> str:
    return json.dumps({"subject": "alice", "content": "I like tea"} | fields)


def test_an_import_line_keeps_id_status_and_valid_from() -> None:
    command = parse_line(
        "acme",
        3,
        _line(
            id="legacy-42",
            kind="preference",
            status="superseded",
            importance=5,
            topic="drinks",
            valid_from="2025-01-01T00:00:00Z",
            expires_at="2030-01-01T00:00:00+02:00",
            origin="whatever",  # extra fields of an export line are ignored
        ),
    )
    assert command.action is CommandAction.IMPORT
    assert (command.tenant, command.subject, command.item_id) == ("acme", "alice", "legacy-42")
    assert command.status is Status.SUPERSEDED and command.kind is MemoryKind.PREFERENCE
    assert command.valid_from is not None and command.valid_from.year == 2025
    assert command.topic == "drinks" and command.importance == 5


def test_a_line_without_id_gets_a_stable_derived_one() -> None:
    first = parse_line("acme", 7, _line())
    again = parse_line("acme", 7, _line())
    assert first.item_id == again.item_id == derived_id("acme", "alice", 7, "I like tea")
    assert first.command_id != again.command_id
    assert parse_line("acme", 8, _line()).item_id != first.item_id


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("not json", "line"),
        (_line(content=""), "content"),
        (_line(kind="opinion"), "kind"),
        (_line(importance=9), "importance"),
        (_line(valid_from="2025-01-01T00:00:00"), "valid_from"),  # no time zone
        (_line(subject="_workspace"), "reserved"),
        (_line(tenant="other"), "belongs to tenant"),
        (json.dumps({"content": "x"}), "subject"),
    ],
)
def test_invalid_lines_say_why(raw: str, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        parse_line("acme", 1, raw)


def test_cursors_round_trip_and_forged_ones_are_refused() -> None:
    cursor = encode_cursor([1767225600000, "item-1"])
    assert decode_cursor(cursor) == (1767225600000, "item-1")
    too_deep = base64.urlsafe_b64encode(b"[" * 1400 + b"]" * 1400).decode().rstrip("=")
    for forged in ("%%%", encode_cursor(["x", 1]), encode_cursor([1, "a", 2]), "e30", too_deep):
        with pytest.raises(InvalidRequest, match="not one this service issued"):
            decode_cursor(forged)


def _stored(**fields: Any) -> dict[str, Any]:
    return {
        "subject": "alice",
        "status": "active",
        "kind": "fact",
        "content": "I like tea",
    } | fields


@pytest.mark.parametrize(
    ("stored", "verdict"),
    [
        (None, None),
        (_stored(subject="bob"), "id_owned_by_another_subject"),
        (_stored(subject="bob", status="archived"), "id_owned_by_another_subject"),
        (_stored(content="I like coffee"), "id_in_use"),
        (_stored(status="pending", content="I like coffee"), "id_in_use"),
        (_stored(kind="preference"), "id_in_use"),
        (_stored(), "unchanged"),
        (_stored(status="superseded", content="I liked tea"), None),  # its own retired item
    ],
)
def test_an_import_line_s_own_id_is_checked_against_the_stored_document(
    stored: dict[str, Any] | None, verdict: str | None
) -> None:
    assert id_conflict(parse_line("acme", 1, _line(id="x-1")), stored) == verdict


def test_an_id_given_to_two_subjects_in_one_file_is_refused_the_second_time() -> None:
    lines = [
        Planned(1, parse_line("acme", 1, _line(id="x-1")), own_id=True),
        Planned(2, parse_line("acme", 2, _line(id="x-1", subject="bob")), own_id=True),
        Planned(3, parse_line("acme", 3, _line(id="x-2", subject="bob")), own_id=True),
        Planned(4, parse_line("acme", 4, _line(id="x-3")), own_id=True),
    ]
    report = ImportReport()
    sent = screen(lines, {"x-3": _stored()}, report)
    assert [p.line for p in sent] == [1, 3]
    assert report.unchanged == 1
    assert [(r["line"], r["outcome"]) for r in report.refused] == [
        (2, "id_owned_by_another_subject")
    ]


def test_an_applied_line_counts_only_if_the_index_holds_what_was_written() -> None:
    from datetime import UTC, datetime  # noqa: PLC0415

    from schemas.common import Origin  # noqa: PLC0415
    from schemas.memory import MemoryDocument  # noqa: PLC0415

    now = datetime.now(UTC)
    doc = MemoryDocument(
        id="x-1",
        tenant="acme",
        subject="alice",
        kind=MemoryKind.FACT,
        origin=Origin.MANUAL,
        status=Status.ACTIVE,
        content="I like tea",
        fingerprint="a" * 64,
        valid_from=now,
        recorded_at=now,
        version=3,
    )
    event = ChangeEvent(
        source_id="c", tenant="acme", subject="alice", action="import", item=doc, at=now
    )
    ours = {"subject": "alice", "fingerprint": "a" * 64, "_version": 3}
    assert written(event, ours)
    assert not written(event, None)
    assert not written(event, ours | {"subject": "bob"})  # the victim's document stayed
    assert not written(event, ours | {"fingerprint": "b" * 64, "_version": 9})  # newer kept


def test_lexical_text_drops_function_words_only() -> None:
    assert lexical_text("What should I cook for dinner tonight?", 1000) == "cook dinner tonight?"
    assert lexical_text("what is it", 1000) is None
    assert lexical_text("我对什么过敏", 1000) == "我对什么过敏"
    assert lexical_text("Initech Initech", 7) == "Initech"


def test_the_settings_view_applies_typed_records_and_tombstones() -> None:
    view = WorkspaceView(Settings())
    now = datetime.now(UTC)
    off = SettingsRecord(
        tenant="acme", subject="alice", subject_settings=SubjectSettings(enabled=False), at=now
    )
    closed = SettingsRecord(tenant="acme", workspace=WorkspaceSettings(enabled=False), at=now)
    view.apply(off.key.encode(), off.model_dump_json().encode())
    view.apply(closed.key.encode(), closed.model_dump_json().encode())
    assert view.subject_enabled("acme", "alice") is False
    assert view.subject_enabled("acme", "bob") is True  # neighbours keep the default
    assert view.get("acme").enabled is False and view.get("other").enabled is True
    view.apply(b"acme", b"{not json")  # unreadable: the last value stays
    assert view.get("acme").enabled is False
    view.apply(b"acme/alice", None)  # compaction tombstones: back to the defaults
    view.apply(b"acme", None)
    assert view.subject_enabled("acme", "alice") is True and view.get("acme").enabled is True


def test_a_settings_record_is_one_kind_or_refused() -> None:
    now = datetime.now(UTC)
    with pytest.raises(ValidationError):
        SettingsRecord(tenant="acme", at=now)
    with pytest.raises(ValidationError):
        SettingsRecord(tenant="acme", subject="alice", workspace=WorkspaceSettings(), at=now)


def test_recent_switches_win_for_a_while() -> None:
    switches = SubjectSwitches(hold_seconds=60)
    assert switches.get("acme", "alice") is None
    switches.remember("acme", "alice", False)
    assert switches.get("acme", "alice") is False
    expired = SubjectSwitches(hold_seconds=0)
    expired.remember("acme", "alice", False)
    assert expired.get("acme", "alice") is None


def test_a_workspace_nobody_configured_follows_the_settings() -> None:
    settings = Settings()
    assert WorkspaceSettings.defaults(settings).max_items == settings.limits.max_items_default
    changed = settings.with_sections(limits={"max_items_default": 77})
    assert WorkspaceSettings.defaults(changed).max_items == 77


def test_a_workspace_patch_changes_only_what_it_names() -> None:
    current = WorkspaceSettings(max_items=50, custom_instructions="be brief")
    merged = WorkspacePatch(enabled=False, write_mode=WriteMode.AUTO).merged(current)
    assert merged == WorkspaceSettings(
        enabled=False, write_mode=WriteMode.AUTO, max_items=50, custom_instructions="be brief"
    )


def test_touches_are_batched_per_subject_with_exact_counts_and_bounded() -> None:
    from recall.query import Scope  # noqa: PLC0415

    batcher = TouchBatcher(bus=None, flush_seconds=1, max_pending=MAX_IDS_PER_COMMAND + 2)  # type: ignore[arg-type]
    alice, bob = Scope(tenant="acme", subject="alice"), Scope(tenant="acme", subject="bob")
    batcher.record(alice, ["a", "b"])
    batcher.record(alice, ["a"])
    batcher.record(bob, [f"x{i}" for i in range(MAX_IDS_PER_COMMAND)])
    assert batcher.pending == MAX_IDS_PER_COMMAND + 2  # items noted, not uses
    batcher.record(bob, ["dropped"])
    batcher.record(alice, ["b"])  # full, but a noted item's use is still counted
    commands = batcher._drain()
    assert batcher.pending == 0
    by_subject: dict[str, list[str]] = {}
    for command in commands:
        assert command.action is CommandAction.TOUCH
        by_subject.setdefault(command.subject, []).extend(command.item_ids)
    assert sorted(by_subject["alice"]) == ["a", "a", "b", "b"]
    assert len(by_subject["bob"]) == MAX_IDS_PER_COMMAND and "dropped" not in by_subject["bob"]
    assert all(len(c.item_ids) <= MAX_IDS_PER_COMMAND for c in commands)


async def test_each_subjects_uses_leave_flush_seconds_after_its_first_one() -> None:
    """Commands leave at the pace requests came in, not all subjects in one burst."""
    from recall.query import Scope  # noqa: PLC0415

    now = [100.0]
    sent: list[tuple[str, tuple[str, ...]]] = []

    class Bus:
        async def publish_many(self, commands: list[Command]) -> None:
            sent.extend((c.subject, c.item_ids) for c in commands)

    batcher = TouchBatcher(Bus(), flush_seconds=30, max_pending=100, clock=lambda: now[0])  # type: ignore[arg-type]
    batcher.record(Scope(tenant="acme", subject="alice"), ["a"])
    now[0] = 110.0
    batcher.record(Scope(tenant="acme", subject="bob"), ["b"])
    batcher.record(Scope(tenant="acme", subject="alice"), ["a"])  # keeps alice's first time
    now[0] = 129.0
    assert await batcher.flush(due_only=True) == 0 and sent == []
    now[0] = 130.0
    assert await batcher.flush(due_only=True) == 2
    assert sent == [("alice", ("a", "a"))] and batcher.pending == 1
    batcher.record(Scope(tenant="acme", subject="alice"), ["c"])  # a new interval for alice
    now[0] = 140.0
    assert await batcher.flush(due_only=True) == 1
    assert sent[1:] == [("bob", ("b",))]
    assert await batcher.flush() == 1  # shutdown: whatever is pending
    assert sent[2:] == [("alice", ("c",))] and batcher.pending == 0
