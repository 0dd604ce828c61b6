"""Issue 14, import id collision: ``memstream import`` of a line whose ``id`` belonged to
another subject overwrote that subject's document (the index showed the importer's subject
and text while the victim's ledger still held the item), and when the existing document
had a higher version the line was reported ``applied`` but silently dropped.

Against a real worker: such a line is refused with a reason, the victim's document stays,
and ``applied`` counts only what the index holds.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from indexers.client import make_client
from memstream.config import Settings
from recall.commands import CommandBus
from recall.tools.importer import ImportReport, import_file
from schemas.commands import Command, CommandAction
from tests.regression.recall_harness import recall_settings
from tests.support.recall import running_worker, unique_token, write_jsonl

pytestmark = pytest.mark.integration


@dataclass
class World:
    settings: Settings
    tenant: str
    data: Path


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    data = tmp_path_factory.mktemp("import-ids")
    settings = recall_settings(data)
    with running_worker(settings, data):
        yield World(settings, f"i{unique_token()}", data)


async def _import(world: World, rows: list[dict[str, Any]]) -> ImportReport:
    path = world.data / f"{unique_token()}.jsonl"
    await asyncio.to_thread(write_jsonl, path, rows)
    report = await import_file(
        world.settings, world.tenant, path, idle_timeout_seconds=30, progress=None
    )
    assert not report.unanswered and not report.invalid, report.as_dict()
    return report


async def _stored(world: World, item_id: str) -> dict[str, Any]:
    client = make_client(world.settings.opensearch)
    try:
        doc = await client.get(
            index=f"{world.settings.opensearch.index_prefix}-{world.tenant}-memories", id=item_id
        )
    finally:
        await client.close()
    return {**doc["_source"], "_version": doc["_version"]}


async def test_an_id_owned_by_another_subject_is_refused_and_the_victim_keeps_it(
    world: World,
) -> None:
    mine = await _import(world, [{"id": "home", "subject": "alice", "content": "I live in Oslo"}])
    assert mine.applied == 1
    theirs = await _import(world, [{"id": "home", "subject": "bob", "content": "I live in Rome"}])
    assert theirs.applied == 0 and not theirs.complete
    assert [(r["line"], r["outcome"]) for r in theirs.refused] == [
        (1, "id_owned_by_another_subject")
    ]
    assert "choose another id" in theirs.refused[0]["reason"]
    stored = await _stored(world, "home")
    assert (stored["subject"], stored["content"]) == ("alice", "I live in Oslo")


async def test_a_line_over_a_newer_document_is_not_reported_applied(world: World) -> None:
    mine = await _import(world, [{"id": "job", "subject": "alice", "content": "I am a nurse"}])
    assert mine.applied == 1
    bus = CommandBus(world.settings.kafka)
    await bus.start()
    try:
        assert await bus.wait_listening(30)
        for content in ("I am a head nurse", "I am a ward manager"):
            edit = Command(
                tenant=world.tenant,
                subject="alice",
                action=CommandAction.EDIT,
                actor="test",
                item_id="job",
                content=content,
            )
            submitted = await bus.submit(edit, wait=30)
            assert submitted.event is not None and submitted.event.outcome in (None, "applied")
    finally:
        await bus.stop()
    before = await _stored(world, "job")
    assert before["_version"] > 1
    theirs = await _import(world, [{"id": "job", "subject": "bob", "content": "I am a pilot"}])
    assert theirs.applied == 0, theirs.as_dict()  # was reported applied, and dropped
    assert [r["outcome"] for r in theirs.refused] == ["id_owned_by_another_subject"]
    after = await _stored(world, "job")
    assert (after["subject"], after["content"], after["_version"]) == (
        "alice",
        "I am a ward manager",
        before["_version"],
    )


async def test_a_live_document_is_not_overwritten_with_other_content_and_a_repeat_is_unchanged(
    world: World,
) -> None:
    first = {"id": "pet", "subject": "alice", "content": "My dog is called Rex"}
    assert (await _import(world, [first])).applied == 1
    other = await _import(world, [first | {"content": "My cat is called Tom"}])
    assert other.applied == 0
    assert [r["outcome"] for r in other.refused] == ["id_in_use"]
    again = await _import(world, [first])
    assert (again.applied, again.unchanged, again.complete) == (0, 1, True)
    assert (await _stored(world, "pet"))["content"] == "My dog is called Rex"
    # One file naming one id for two subjects: the second line is refused.
    both = await _import(
        world,
        [
            {"id": "car", "subject": "alice", "content": "I drive a Volvo"},
            {"id": "car", "subject": "bob", "content": "I drive a Fiat"},
        ],
    )
    assert both.applied == 1
    assert [(r["line"], r["outcome"]) for r in both.refused] == [(2, "id_owned_by_another_subject")]
    assert (await _stored(world, "car"))["subject"] == "alice"
