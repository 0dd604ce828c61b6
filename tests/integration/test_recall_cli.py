"""The recall CLI: keys, the service over real HTTP, import, export and reembed."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from agents.embedder import WordLlamaEmbedder
from indexers.client import make_client
from memstream.config import Settings
from tests.support.recall import (
    auth,
    import_rows,
    isolated,
    recall_client,
    running_worker,
    unique_token,
    write_jsonl,
)
from tests.support.worker import settings_env, wait_for

pytestmark = pytest.mark.integration

ALT_MODEL = "wordllama-l2-supercat-256-alt"  # same weights, another id: a "new model"


@dataclass
class Ran:
    code: int
    out: str
    err: str


async def cli(settings: Settings, *args: str, env: dict[str, str] | None = None) -> Ran:
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memstream.shell.cli",
        *args,
        env=env or settings_env(settings),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 180)
    assert proc.returncode is not None
    return Ran(proc.returncode, out.decode(), err.decode())


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    unique = unique_token()
    data = tmp_path_factory.mktemp("cli")
    settings = isolated(Settings(), unique, data)
    with running_worker(settings, data):
        yield {"settings": settings, "tenant": f"c{unique}", "data": data}


async def _service_key(settings: Settings, tenant: str) -> str:
    ran = await cli(settings, "keys", "add", "--tenant", tenant, "--role", "service")
    assert ran.code == 0, ran.err
    return ran.out.strip()


@pytest.fixture
async def served(env: dict[str, Any]) -> AsyncIterator[str]:
    """``memstream recall`` as a child process; yields its base URL."""
    settings: Settings = env["settings"]
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memstream.shell.cli",
        "recall",
        "--loglevel",
        "warning",
        env=settings_env(settings),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    base = f"http://{settings.recall.host}:{settings.recall.port}"
    try:
        async with httpx.AsyncClient(base_url=base) as client:

            async def ready() -> bool:
                return (await client.get("/readyz")).status_code == 200

            await wait_for(ready, timeout=60)
        yield base
    finally:
        proc.terminate()
        await asyncio.wait_for(proc.wait(), 30)


async def test_keys_are_shown_once_and_listed_without_secrets(env: dict[str, Any]) -> None:
    settings: Settings = env["settings"]
    key = await _service_key(settings, env["tenant"])
    assert key.startswith("msk_") and "not shown again" not in key
    user = await cli(
        settings, "keys", "add", "--tenant", env["tenant"], "--role", "user", "--subject", "ann"
    )
    assert user.code == 0
    wrong = await cli(settings, "keys", "add", "--tenant", env["tenant"], "--role", "user")
    assert wrong.code == 2 and "--subject" in wrong.err
    listed = await cli(settings, "keys", "list")
    rows = [json.loads(line) for line in listed.out.splitlines()]
    assert {r["role"] for r in rows} >= {"service", "user"}
    assert key.split("_", 2)[2] not in listed.out
    stored = await asyncio.to_thread(Path(settings.recall.keys_file).read_text)
    assert key.split("_", 2)[2] not in stored
    revoked = await cli(settings, "keys", "revoke", user.out.strip().split("_")[1])
    assert revoked.code == 0


async def test_the_service_over_http_with_a_cli_key_and_import(
    env: dict[str, Any], served: str
) -> None:
    settings: Settings = env["settings"]
    tenant = env["tenant"]
    key = await _service_key(settings, tenant)
    data: Path = env["data"]
    source = data / "seed.jsonl"
    lines = [
        json.dumps(
            {"id": "legacy-1", "subject": "ann", "kind": "fact", "content": "I sail a Hobie Cat"}
        ),
        "{this is not json",
        json.dumps({"subject": "ann", "content": "sk-proj-AbCdEf0123456789AbCdEf0123456789"}),
        json.dumps(
            {
                "subject": "ann",
                "kind": "preference",
                "content": "I prefer window seats",
                "valid_from": "2024-05-01T00:00:00Z",
            }
        ),
    ]
    source.write_text("\n".join(lines) + "\n")
    ran = await cli(settings, "import", "--tenant", tenant, str(source))
    report = json.loads(ran.out)
    assert ran.code == 1  # not everything was applied: the caller must look
    assert report["applied"] == 2
    assert report["invalid"][0]["line"] == 2
    assert report["refused"] == [{"line": 3, "outcome": "refused_sensitive"}]
    # Searchable the moment import returns: no refresh, no waiting.
    client = make_client(settings.opensearch)
    try:
        found = await client.search(
            index=f"{settings.opensearch.index_prefix}-{tenant}-memories",
            body={"query": {"term": {"subject": "ann"}}},
        )
    finally:
        await client.close()
    docs = {h["_source"]["id"]: h["_source"] for h in found["hits"]["hits"]}
    assert "legacy-1" in docs and len(docs) == 2
    window = next(d for d in docs.values() if d["kind"] == "preference")
    assert window["valid_from"].startswith("2024-05-01")

    async with httpx.AsyncClient(base_url=served) as http:
        recalled = await http.post(
            "/v1/recall",
            json={"subject": "ann", "message": "which boat do I sail?"},
            headers=auth(key),
        )
        assert recalled.status_code == 200, recalled.text
        body = recalled.json()
        assert [i["id"] for i in body["situational"]] == ["legacy-1"]
        assert [i["content"] for i in body["resident"]] == ["I prefer window seats"]
        assert (await http.get("/docs")).status_code == 200
        assert (await http.post("/v1/recall", json={"message": "x"})).status_code == 401


async def test_export_then_import_moves_a_subject_between_tenants(
    env: dict[str, Any], tmp_path: Path
) -> None:
    settings: Settings = env["settings"]
    source_tenant, target_tenant = f"{env['tenant']}x", f"{env['tenant']}y"
    rows = [
        {"id": "e-1", "subject": "bo", "content": "I live in Ghent", "topic": "residence"},
        {"id": "e-2", "subject": "bo", "content": "I lived in Lyon", "status": "superseded"},
        {"id": "e-3", "subject": "bo", "content": "I may like rowing", "status": "pending"},
    ]
    await import_rows(settings, source_tenant, rows, tmp_path / "rows.jsonl")
    exported = tmp_path / "export.jsonl"
    ran = await cli(
        settings, "export", "--tenant", source_tenant, "--subject", "bo", "-o", str(exported)
    )
    assert ran.code == 0 and "exported 3 items" in ran.err
    lines = [json.loads(line) for line in exported.read_text().splitlines()]
    assert all("embedding" not in line for line in lines)
    again = await cli(settings, "import", "--tenant", target_tenant, str(exported))
    # The export names its tenant: importing it elsewhere is refused line by line ...
    assert json.loads(again.out)["applied"] == 0
    # ... unless the tenant is dropped on purpose (a migration).
    moved = tmp_path / "moved.jsonl"
    write_jsonl(moved, [{k: v for k, v in line.items() if k != "tenant"} for line in lines])
    ran = await cli(settings, "import", "--tenant", target_tenant, str(moved))
    assert json.loads(ran.out)["applied"] == 3, ran.out
    back = await cli(settings, "export", "--tenant", target_tenant)
    copied = {d["id"]: d for d in map(json.loads, back.out.splitlines())}
    assert {i: d["status"] for i, d in copied.items()} == {
        "e-1": "active",
        "e-2": "superseded",
        "e-3": "pending",
    }


async def test_reembed_brings_vectors_to_the_new_model_and_nothing_is_lost_meanwhile(
    env: dict[str, Any], tmp_path: Path
) -> None:
    settings: Settings = env["settings"]
    tenant = f"{env['tenant']}r"
    rows = [
        {"id": "dog", "subject": "cy", "content": "My dog is called Rex"},
        {"id": "old", "subject": "cy", "content": "My cat was called Tom", "status": "superseded"},
        {"id": "tea", "subject": "cy", "content": "I drink oolong every morning"},
    ]
    await import_rows(settings, tenant, rows, tmp_path / "cy.jsonl")
    alt = settings.with_sections(
        embedding={"model": ALT_MODEL}, recall={"touch_flush_seconds": 300.0}
    )
    from recall.auth import CredentialRole, add_key  # noqa: PLC0415

    key = add_key(Path(settings.recall.keys_file), tenant=tenant, role=CredentialRole.SERVICE)
    embedder = WordLlamaEmbedder(model_id=ALT_MODEL)
    paraphrase = {"subject": "cy", "query": "any ideas for my pet"}
    async with recall_client(alt, embedder=embedder) as client:
        before = (await client.post("/v1/search", json=paraphrase, headers=auth(key))).json()
        assert before["items"] == []  # no vector of the new model yet: not a vector candidate
        lexical = await client.post(
            "/v1/search", json={"subject": "cy", "query": "Rex"}, headers=auth(key)
        )
        assert [i["id"] for i in lexical.json()["items"]] == ["dog"]  # never lost
    index = f"{settings.opensearch.index_prefix}-{tenant}-memories"
    opensearch = make_client(settings.opensearch)
    try:

        async def touched() -> bool:  # the app flushed its touch on exit; let it land
            doc = await opensearch.get(index=index, id="dog")
            return bool(doc["_source"]["use_count"] >= 1)

        await wait_for(touched)
        ran = await cli(alt, "reembed", "--tenant", tenant, "--batch", "2")
        report = json.loads(ran.out)
        assert ran.code == 0, ran.err
        assert report["total"] == 3 and report["updated"] + report["conflicts"] == 3
        assert "[" in ran.err and "100%" in ran.err  # the progress bar
        await opensearch.indices.refresh(index=index)
        found = await opensearch.search(index=index, body={"query": {"match_all": {}}})
        models = {
            h["_source"]["id"]: h["_source"]["embedding_model"] for h in found["hits"]["hits"]
        }
    finally:
        await opensearch.close()
    assert set(models.values()) == {ALT_MODEL}, models
    again = await cli(alt, "reembed", "--tenant", tenant)
    assert json.loads(again.out)["total"] == 0  # resumable: finished items no longer match
    async with recall_client(alt, embedder=embedder) as client:
        after = (await client.post("/v1/search", json=paraphrase, headers=auth(key))).json()
        assert [i["id"] for i in after["items"]][:1] == ["dog"]


async def test_import_copies_state_without_superseding_or_deduplicating(
    env: dict[str, Any], tmp_path: Path
) -> None:
    settings: Settings = env["settings"]
    tenant = f"{env['tenant']}i"
    rows = [
        {"id": "home-1", "subject": "di", "content": "I live in Riga", "topic": "residence"},
        {"id": "home-2", "subject": "di", "content": "I live in Tallinn", "topic": "residence"},
        {"id": "twin-1", "subject": "di", "content": "I like rye bread"},
        {"id": "twin-2", "subject": "di", "content": "I like rye bread"},
        {
            "id": "was-1",
            "subject": "di",
            "content": "I lived in Vilnius",
            "status": "superseded",
            "valid_from": "2020-01-01T00:00:00Z",
        },
    ]
    report = await import_rows(settings, tenant, rows, tmp_path / "di.jsonl")
    assert report.applied == 5 and report.complete
    ran = await cli(settings, "export", "--tenant", tenant)
    docs = {d["id"]: d for d in map(json.loads, ran.out.splitlines())}
    assert {i: d["status"] for i, d in docs.items()} == {
        "home-1": "active",
        "home-2": "active",
        "twin-1": "active",
        "twin-2": "active",
        "was-1": "superseded",
    }
    assert docs["was-1"]["valid_from"].startswith("2020-01-01")
