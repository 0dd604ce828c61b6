"""The memory manager API end to end: commands through Kafka, a real worker, the index."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from agents.embedder import WordLlamaEmbedder
from memstream.config import Settings
from tests.support.recall import (
    auth,
    import_rows,
    isolated,
    key,
    recall_client,
    running_worker,
    unique_token,
)
from tests.support.worker import read_topic, wait_for

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    unique = unique_token()
    data = tmp_path_factory.mktemp("manager")
    settings = isolated(Settings(), unique, data)
    tenant = f"m{unique}"
    with running_worker(settings, data):
        yield {
            "settings": settings,
            "tenant": tenant,
            "service": key(settings, tenant, "service"),
            "admin": key(settings, tenant, "admin"),
            "erin": key(settings, tenant, "user", "erin"),
            "data": data,
        }


@pytest.fixture(scope="module")
def embedder() -> WordLlamaEmbedder:
    return WordLlamaEmbedder()


async def _items(client: Any, headers: dict[str, str], **params: Any) -> list[dict[str, Any]]:
    response = await client.get("/v1/memory/items", params=params, headers=headers)
    assert response.status_code == 200, response.text
    items: list[dict[str, Any]] = response.json()["items"]
    return items


async def test_items_create_edit_confirm_reject_delete_clear(
    env: dict[str, Any], embedder: WordLlamaEmbedder, tmp_path: Path
) -> None:
    headers = auth(env["erin"])  # a user key manages its own memory
    async with recall_client(env["settings"], embedder=embedder) as client:
        created = await client.post(
            "/v1/memory/items",
            params={"wait": "true"},
            json={"content": "I am learning Portuguese", "kind": "fact", "importance": 4},
            headers=headers,
        )
        assert created.status_code == 200, created.text
        item = created.json()["item"]
        assert (item["content"], item["origin"], item["status"]) == (
            "I am learning Portuguese",
            "manual",
            "active",
        )
        # Without wait: 202 and a command id, applied soon after.
        queued = await client.post(
            "/v1/memory/items", json={"content": "I own a red bicycle"}, headers=headers
        )
        assert queued.status_code == 202 and queued.json()["status"] == "accepted"
        assert queued.json()["command_id"]

        edited = await client.patch(
            f"/v1/memory/items/{item['id']}",
            params={"wait": "true"},
            json={"content": "I am learning Brazilian Portuguese", "importance": 5},
            headers=headers,
        )
        assert edited.status_code == 200
        assert edited.json()["item"]["content"] == "I am learning Brazilian Portuguese"

        # A pending item (imported as the distiller would leave it) is confirmed or rejected.
        await import_rows(
            env["settings"],
            env["tenant"],
            [
                {
                    "id": "guess-1",
                    "subject": "erin",
                    "content": "I might like hiking",
                    "status": "pending",
                },
                {
                    "id": "guess-2",
                    "subject": "erin",
                    "content": "I might hate cilantro",
                    "status": "pending",
                },
            ],
            tmp_path / "pending.jsonl",
        )
        confirmed = await client.post(
            "/v1/memory/items/guess-1/confirm", params={"wait": "true"}, headers=headers
        )
        assert confirmed.json()["item"]["status"] == "active"
        rejected = await client.post(
            "/v1/memory/items/guess-2/reject",
            params={"wait": "true"},
            json={"reason": "wrong guess"},
            headers=headers,
        )
        assert rejected.status_code == 200

        async def gone() -> bool:
            response = await client.get("/v1/memory/items/guess-2", headers=headers)
            return response.status_code == 404

        await wait_for(gone)  # the index shows a change after its refresh (about 1 s)

        deleted = await client.delete(
            f"/v1/memory/items/{item['id']}", params={"wait": "true"}, headers=headers
        )
        assert deleted.status_code == 200
        missing = await client.delete(
            "/v1/memory/items/never-was", params={"wait": "true"}, headers=headers
        )
        assert missing.status_code == 404
        # The tombstone keeps the deleted statement out of an import.
        blocked = await import_rows(
            env["settings"],
            env["tenant"],
            [{"subject": "erin", "content": "I am learning Brazilian Portuguese"}],
            tmp_path / "again.jsonl",
        )
        assert blocked.refused == [{"line": 1, "outcome": "blocked"}]
        secret = await client.post(
            "/v1/memory/items",
            params={"wait": "true"},
            json={"content": "sk-proj-AbCdEf0123456789AbCdEf0123456789"},
            headers=headers,
        )
        assert secret.status_code == 422

        async def listed() -> list[str] | None:
            contents = sorted(i["content"] for i in await _items(client, headers))
            return contents if len(contents) == 2 else None

        assert await wait_for(listed) == ["I might like hiking", "I own a red bicycle"]

        cleared = await client.post("/v1/memory/clear", params={"wait": "true"}, headers=headers)
        assert cleared.status_code == 200

        async def empty() -> bool:
            return (
                await _items(
                    client, headers, status=["active", "pending", "superseded", "archived"]
                )
                == []
            )

        await wait_for(empty)


async def test_listing_pages_filters_and_export(
    env: dict[str, Any], embedder: WordLlamaEmbedder, tmp_path: Path
) -> None:
    settings: Settings = env["settings"]
    now = datetime.now(UTC)
    rows = [
        {"id": f"f{n:02d}", "subject": "finn", "content": f"fact number {n}", "kind": "fact"}
        for n in range(23)
    ] + [
        {"id": "s1", "subject": "finn", "content": "old fact", "status": "superseded"},
        {"id": "a1", "subject": "finn", "content": "archived fact", "status": "archived"},
        {"id": "p1", "subject": "finn", "content": "pending fact", "status": "pending"},
        {
            "id": "e1",
            "subject": "finn",
            "content": "expired fact",
            "expires_at": (now - timedelta(hours=1)).isoformat(),
        },
        {
            "id": "t1",
            "subject": "finn",
            "content": "I drink oolong",
            "topic": "tea",
            "kind": "preference",
        },
    ]
    await import_rows(settings, env["tenant"], rows, tmp_path / "finn.jsonl")
    headers = auth(env["service"])
    async with recall_client(settings, embedder=embedder) as client:
        seen: list[str] = []
        cursor = None
        pages = 0
        while True:
            params: dict[str, Any] = {"subject": "finn", "limit": 10, "status": ["active"]}
            if cursor:
                params["cursor"] = cursor
            page = (await client.get("/v1/memory/items", params=params, headers=headers)).json()
            seen += [i["id"] for i in page["items"]]
            pages += 1
            cursor = page["next_cursor"]
            if not cursor:
                break
        assert pages == 3 and len(seen) == len(set(seen)) == 25  # 23 + expired + tea
        superseded = await _items(client, headers, subject="finn", status=["superseded"])
        assert [i["id"] for i in superseded] == ["s1"]
        by_kind = await _items(client, headers, subject="finn", kind=["preference"])
        assert [i["id"] for i in by_kind] == ["t1"]
        bad = await client.get(
            "/v1/memory/items", params={"subject": "finn", "cursor": "forged"}, headers=headers
        )
        assert bad.status_code == 422

        export = (
            await client.get("/v1/memory/export", params={"subject": "finn"}, headers=headers)
        ).json()
        assert export["count"] == 28 and export["truncated"] is False
        assert {i["status"] for i in export["items"]} == {
            "active",
            "superseded",
            "archived",
            "pending",
        }

        settings_view = (
            await client.get("/v1/memory/settings", params={"subject": "finn"}, headers=headers)
        ).json()
        assert settings_view["counts"] == {
            "active": 25,
            "pending": 1,
            "superseded": 1,
            "archived": 1,
        }
        assert settings_view["enabled"] is True and settings_view["write_mode"] == "explicit_only"

        topics = (
            await client.get("/v1/memory/topics", params={"subject": "finn"}, headers=headers)
        ).json()
        assert topics["topics"] == [
            {"topic_key": "tea", "topic": "tea", "count": 1, "kinds": ["preference"]}
        ]

        consolidated = await client.post(
            "/v1/memory/consolidate", params={"subject": "finn", "wait": "true"}, headers=headers
        )
        assert consolidated.status_code == 200

        async def archived() -> bool:
            items = await _items(client, headers, subject="finn", status=["archived"])
            return {i["id"] for i in items} == {"a1", "e1"}

        await wait_for(archived)

    capped = settings.with_sections(recall={"export_max_items": 5})
    async with recall_client(capped, embedder=embedder) as client:
        export = (
            await client.get("/v1/memory/export", params={"subject": "finn"}, headers=headers)
        ).json()
        assert export["count"] == 5 and export["truncated"] is True


async def test_topic_commands_are_published(
    env: dict[str, Any], embedder: WordLlamaEmbedder
) -> None:
    settings: Settings = env["settings"]
    headers = auth(env["service"])
    async with recall_client(settings, embedder=embedder) as client:
        promoted = await client.post(
            "/v1/memory/topics/jazz/promote", params={"subject": "gil"}, headers=headers
        )
        dropped = await client.delete(
            "/v1/memory/topics/golf", params={"subject": "gil"}, headers=headers
        )
        assert promoted.status_code == dropped.status_code == 202
    records = await read_topic(settings, settings.kafka.commands_topic, expect=10_000, timeout=3)
    commands = [json.loads(r.value) for r in records if r.key == f"{env['tenant']}/gil".encode()]
    assert {(c["action"], c["topic"]) for c in commands} == {
        ("promote_topic", "jazz"),
        ("delete_topic", "golf"),
    }
    assert all(c["actor"].startswith("key:") for c in commands)


async def test_workspace_settings_are_admin_only_and_merge(
    env: dict[str, Any], embedder: WordLlamaEmbedder
) -> None:
    async with recall_client(env["settings"], embedder=embedder) as client:
        for who in ("service", "erin"):
            for method in ("GET", "PUT"):
                response = await client.request(
                    method, "/v1/memory/workspace", json={"max_items": 10}, headers=auth(env[who])
                )
                assert response.status_code == 403
        admin = auth(env["admin"])
        changed = await client.put(
            "/v1/memory/workspace",
            params={"wait": "true"},
            json={"write_mode": "auto", "custom_instructions": "Only food preferences."},
            headers=admin,
        )
        assert changed.status_code == 200
        workspace = (await client.get("/v1/memory/workspace", headers=admin)).json()
        assert workspace["write_mode"] == "auto"
        assert workspace["custom_instructions"] == "Only food preferences."
        assert workspace["max_items"] == 200  # untouched fields keep their value
        view = (
            await client.get(
                "/v1/memory/settings", params={"subject": "hal"}, headers=auth(env["service"])
            )
        ).json()
        assert view["write_mode"] == "auto"
        invalid = await client.put("/v1/memory/workspace", json={"max_items": 0}, headers=admin)
        assert invalid.status_code == 422
        await client.put(
            "/v1/memory/workspace",
            params={"wait": "true"},
            json={"write_mode": "explicit_only", "custom_instructions": ""},
            headers=admin,
        )


async def test_health_docs_and_metrics(env: dict[str, Any], embedder: WordLlamaEmbedder) -> None:
    async with recall_client(env["settings"], embedder=embedder) as client:
        assert (await client.get("/healthz")).json() == {"status": "ok"}
        ready = (await client.get("/readyz")).json()
        assert ready["ready"] is True and all(ready["checks"].values())
        docs = await client.get("/docs")
        assert docs.status_code == 200 and "swagger" in docs.text.lower()
        spec = (await client.get("/openapi.json")).json()
        assert {"/v1/recall", "/v1/search", "/v1/memory/items", "/v1/memory/export"} <= set(
            spec["paths"]
        )
        await client.post(
            "/v1/recall", json={"subject": "ivy", "message": "hi"}, headers=auth(env["service"])
        )
        await client.post("/v1/recall", json={"subject": "ivy", "message": "hi"})
        text = (await client.get("/metrics")).text
        assert 'memstream_recall_seconds_count{degraded="false",endpoint="recall"} 1.0' in text
        assert 'memstream_auth_failures_total{status="401"} 1.0' in text
        assert env["tenant"] not in text and "ivy" not in text


async def test_recall_waits_for_settings_and_never_hangs(
    env: dict[str, Any], embedder: WordLlamaEmbedder
) -> None:
    settings: Settings = env["settings"]
    dead = settings.with_sections(
        opensearch={"url": "http://127.0.0.1:9", "request_timeout_seconds": 1.0},
        recall={"request_timeout_seconds": 1.5},
    )
    async with recall_client(dead, embedder=embedder, ready=False) as client:
        for _ in range(50):
            if (await client.get("/readyz")).json()["checks"]["workspace_settings"]:
                break
            await asyncio.sleep(0.1)
        ready = await client.get("/readyz")
        assert ready.status_code == 503 and ready.json()["checks"]["opensearch"] is False
        response = await asyncio.wait_for(
            client.post(
                "/v1/recall",
                json={"subject": "ivy", "message": "hi"},
                headers=auth(env["service"]),
            ),
            5,
        )
        assert response.status_code == 503
