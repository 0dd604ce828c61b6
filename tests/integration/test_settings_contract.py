"""Settings between the writer and recall: typed records on ``memstream.settings``.

Against the real worker, Kafka and OpenSearch:

- switching a subject off, and changing a workspace, puts a typed record on the compacted
  settings topic; a recall service started afterwards (no read-your-writes memory of the
  command) answers that subject "switched off" while its neighbour is recalled;
- settings applied before the topic existed (simulated by pointing recall at an empty
  settings topic) are invisible to recall until ``memstream settings-backfill`` publishes
  them from the worker's workspace changelog and the switch audit records; a second run
  publishes nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from memstream.config import Settings
from memstream.kafka_admin import COMPACTED, TopicSpec, create_topics
from recall.tools.settings_backfill import backfill
from schemas.settings import SettingsRecord
from tests.support.recall import (
    auth,
    import_rows,
    isolated,
    key,
    recall_client,
    running_worker,
    unique_token,
)
from tests.support.worker import read_topic

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    unique = unique_token()
    data = tmp_path_factory.mktemp("settings")
    settings = isolated(Settings(), unique, data)
    tenant = f"s{unique}"
    rows = [
        {"id": f"{s}-tea", "subject": s, "kind": "preference", "content": "I drink green tea"}
        for s in ("ann", "bob")
    ]
    with running_worker(settings, data):
        asyncio.run(import_rows(settings, tenant, rows, data / "rows.jsonl"))
        yield {
            "settings": settings,
            "tenant": tenant,
            "service": key(settings, tenant, "service"),
            "admin": key(settings, tenant, "admin"),
        }


async def _recalled(settings: Settings, api_key: str, subject: str) -> dict[str, Any]:
    async with recall_client(settings) as client:
        response = await client.post(
            "/v1/recall", json={"subject": subject, "message": "tea"}, headers=auth(api_key)
        )
        assert response.status_code == 200, response.text
        answer: dict[str, Any] = response.json()
        return answer


async def test_switches_and_workspaces_travel_as_typed_records(env: dict[str, Any]) -> None:
    settings: Settings = env["settings"]
    tenant = env["tenant"]
    async with recall_client(settings) as client:
        off = await client.put(
            "/v1/memory/settings",
            params={"subject": "ann", "wait": "true"},
            json={"enabled": False},
            headers=auth(env["service"]),
        )
        assert off.status_code == 200, off.text
        changed = await client.put(
            "/v1/memory/workspace",
            params={"wait": "true"},
            json={"max_items": 150},
            headers=auth(env["admin"]),
        )
        assert changed.status_code == 200, changed.text
    records = await read_topic(settings, settings.kafka.settings_topic, expect=2)
    typed = {r.key.decode(): SettingsRecord.model_validate_json(r.value) for r in records}
    assert typed[f"{tenant}/ann"].subject_settings is not None
    assert typed[f"{tenant}/ann"].subject_settings.enabled is False
    assert typed[tenant].workspace is not None and typed[tenant].workspace.max_items == 150
    # A service started now knows only what the topic says.
    ann = await _recalled(settings, env["service"], "ann")
    bob = await _recalled(settings, env["service"], "bob")
    assert ann["used"] == [] and "switched off" in ann["disabled_reason"]
    assert [u["id"] for u in bob["used"]] == ["bob-tea"]


async def test_the_backfill_publishes_what_was_applied_before_the_topic(
    env: dict[str, Any],
) -> None:
    settings: Settings = env["settings"]
    tenant = env["tenant"]
    # Ann is switched off (the test above, or here if run alone).
    async with recall_client(settings) as client:
        off = await client.put(
            "/v1/memory/settings",
            params={"subject": "ann", "wait": "true"},
            json={"enabled": False},
            headers=auth(env["service"]),
        )
        assert off.status_code == 200, off.text
    # An upgraded deployment: the settings topic exists, without the old settings.
    upgraded = settings.with_sections(kafka={"settings_topic": f"{tenant}.settings.new"})
    await create_topics(upgraded, [TopicSpec(upgraded.kafka.settings_topic, configs=COMPACTED)])
    before = await _recalled(upgraded, env["service"], "ann")
    assert [u["id"] for u in before["used"]] == ["ann-tea"]  # the hazard the backfill closes

    report = await backfill(upgraded, tenant)
    assert report.subjects == 1 and report.workspace == 1, report.as_dict()
    after = await _recalled(upgraded, env["service"], "ann")
    assert after["used"] == [] and "switched off" in after["disabled_reason"]
    bob = await _recalled(upgraded, env["service"], "bob")
    assert [u["id"] for u in bob["used"]] == ["bob-tea"]

    again = await backfill(upgraded, tenant)
    assert (again.subjects, again.workspace, len(again.already_there)) == (0, 0, 2)
