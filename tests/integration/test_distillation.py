"""Debounced distillation end to end: a real worker, real Kafka and OpenSearch, and a
scripted OpenAI-compatible server on 127.0.0.1 standing in for the model."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from agents.llm import rules_answer
from schemas.commands import Command, CommandAction
from schemas.common import WriteMode
from schemas.distill import BufferedLine, DistillAnswer, DistillOp, DistillResult
from schemas.settings import WorkspaceSettings
from tests.support.scripted_openai import ScriptedOpenAI, Step, chat_answer
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce,
    produce_turns,
    read_topic,
    search_all,
    settings_env,
    turn,
    wait_for,
    wait_for_change,
    wait_for_marker,
)

pytestmark = pytest.mark.integration

CHAT = "/v1/chat/completions"
DELAY = 5  # the shortest debounce a workspace accepts


def model_default(body: dict[str, Any]) -> dict[str, Any]:
    """The scripted model: the rules extractor applied to the lines it was sent."""
    request = json.loads(body["messages"][1]["content"])
    return chat_answer(json.dumps(rules_answer(request)))


@pytest.fixture(scope="module")
def model() -> Iterator[ScriptedOpenAI]:
    with ScriptedOpenAI({CHAT: model_default}) as server:
        yield server


@pytest.fixture(scope="module")
def worker(
    model: ScriptedOpenAI, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WorkerProcess]:
    llm = {
        "provider": "openai",
        "base_url": model.base_url,
        "api_key": "sk-test-key-0000",
        "timeout_seconds": 2.0,
        "tick_seconds": 0.5,
    }
    # Ready means joined and recovered (the changelog topics exist before faust starts, so
    # no second rebalance follows): the timings below assume a settled worker.
    with module_worker(tmp_path_factory, llm=llm) as process:
        yield process


async def command(worker: WorkerProcess, cmd: Command) -> None:
    await produce(
        worker.settings,
        worker.settings.kafka.commands_topic,
        [(f"{cmd.tenant}/{cmd.subject}".encode(), cmd.model_dump_json().encode())],
    )


async def auto_mode(worker: WorkerProcess, tenant: str, **fields: Any) -> None:
    settings = WorkspaceSettings(
        write_mode=WriteMode.AUTO,
        extract_delay_seconds=DELAY,
        extract_min_interval_seconds=0,
        **fields,
    )
    cmd = Command(
        tenant=tenant,
        subject="_workspace",
        action=CommandAction.WORKSPACE_SETTINGS,
        actor="admin",
        workspace_settings=settings,
    )
    await command(worker, cmd)
    # Applied before the turns that follow are buffered: they come from another topic.
    await wait_for_change(worker.settings, lambda c: c["source_id"] == cmd.command_id)


def calls_mentioning(model: ScriptedOpenAI, marker: str) -> list[dict[str, Any]]:
    out = []
    for r in model.requests_to(CHAT):
        if r.body and marker in r.raw.decode(errors="replace"):
            out.append(json.loads(r.body["messages"][1]["content"]))
    return out


async def docs(
    client: AsyncOpenSearch, worker: WorkerProcess, tenant: str, query: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    index = f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"
    return await search_all(client, index, query)


async def test_a_burst_of_twenty_turns_costs_one_call_and_lands_pending(
    worker: WorkerProcess, model: ScriptedOpenAI, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await auto_mode(worker, tenant)
    lines = [f"I'm a pilot based in town{unique}"] + [
        f"small talk {n} about town{unique}" for n in range(19)
    ]
    await produce_turns(
        worker.settings, [turn(tenant, "ann", text, n) for n, text in enumerate(lines)]
    )

    found = await wait_for(lambda: docs(client, worker, tenant), timeout=DELAY + 20)
    # The job's outcome is applied (its item is found); the marker, decided after every turn
    # of the burst and after that outcome, shows the writer has nothing left of it.
    await wait_for_marker(worker.settings, client, tenant, "ann")
    requests = calls_mentioning(model, f"town{unique}")
    assert len(requests) == 1
    assert [line["text"] for line in requests[0]["lines"]] == lines
    assert [(d["content"], d["status"], d["origin"]) for d in found] == [
        (f"I'm a pilot based in town{unique}", "pending", "extracted")
    ]
    # Pending never reaches a prompt: the active-only filter recall uses finds nothing…
    active = await docs(
        client,
        worker,
        tenant,
        {"bool": {"filter": [{"term": {"status": "active"}}, {"match": {"content": "pilot"}}]}},
    )
    assert active == []
    # …until the user confirms it.
    await command(
        worker,
        Command(
            tenant=tenant,
            subject="ann",
            action=CommandAction.CONFIRM,
            actor="user",
            item_id=found[0]["id"],
        ),
    )

    async def confirmed() -> list[dict[str, Any]]:
        return await docs(
            client,
            worker,
            tenant,
            {"bool": {"filter": [{"term": {"status": "active"}}, {"match": {"content": "pilot"}}]}},
        )

    assert len(await wait_for(confirmed)) == 1


async def test_a_turn_during_a_job_gets_a_second_job_and_nothing_is_lost(
    worker: WorkerProcess, model: ScriptedOpenAI, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await auto_mode(worker, tenant)
    model.script(CHAT, Step(delay=1.5, use_default=True))  # slow, within the 2 s timeout
    await produce_turns(
        worker.settings, [turn(tenant, "ben", f"I'm a baker in village{unique}", 1)]
    )
    await wait_for(
        lambda: asyncio.sleep(0, calls_mentioning(model, f"village{unique}")),
        timeout=DELAY + 15,
        interval=0.1,
    )
    await produce_turns(
        worker.settings, [turn(tenant, "ben", f"I use a sourdough starter from village{unique}", 2)]
    )

    async def both() -> list[dict[str, Any]] | None:
        found = await docs(client, worker, tenant)
        return found if len(found) == 2 else None

    found = await wait_for(both, timeout=DELAY + 25)
    requests = calls_mentioning(model, f"village{unique}")
    assert len(requests) == 2
    assert [line["text"] for line in requests[1]["lines"]] == [
        f"I use a sourdough starter from village{unique}"
    ]
    assert [c["text"] if isinstance(c, dict) else c for c in requests[1]["context"]] == [
        f"I'm a baker in village{unique}"
    ]
    assert {d["status"] for d in found} == {"pending"}


async def test_secrets_never_reach_the_model(
    worker: WorkerProcess, model: ScriptedOpenAI, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await auto_mode(worker, tenant)
    secrets = [
        "4111 1111 1111 1111",
        "carol.private@example.com",
        "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    ]
    lines = [
        f"I'm a designer at studio{unique}, bill my card {secrets[0]}",
        f"reach me at {secrets[1]} about studio{unique}",
        f"my token is {secrets[2]} for studio{unique}",
    ]
    await produce_turns(
        worker.settings, [turn(tenant, "cat", text, n) for n, text in enumerate(lines)]
    )
    await wait_for(
        lambda: asyncio.sleep(0, calls_mentioning(model, f"studio{unique}")), timeout=DELAY + 20
    )
    everything = b"\n".join(r.raw for r in model.requests)
    for secret in secrets:
        assert secret.encode() not in everything
    assert b"[redacted:" in everything


async def test_bad_answers_are_retried_parked_with_their_reason_and_replayable(
    worker: WorkerProcess, model: ScriptedOpenAI, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await auto_mode(worker, tenant)
    # Garbage, then a 500, then a timeout: three attempts (one try + two retries), all failed.
    model.script(
        CHAT,
        Step(json=chat_answer("I think they like cheese?")),
        Step(status=500),
        Step(delay=3, use_default=True),
    )
    await produce_turns(worker.settings, [turn(tenant, "dan", f"I'm a chef at bistro{unique}", 1)])
    s = worker.settings
    parked = await wait_for(
        lambda: read_topic(s, s.kafka.distill_dlq_topic, expect=1, timeout=2), timeout=DELAY + 40
    )
    job = json.loads(parked[-1].value)
    assert job["attempts"] == 3 and job["reason"].startswith("llm_error")
    assert [line["text"] for line in job["lines"]] == [f"I'm a chef at bistro{unique}"]
    assert await docs(client, worker, tenant) == []  # parked, not "nothing to remember"

    # The model is back: replaying the parked job completes it through the writer.
    replay = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memstream.shell.cli",
        "replay-dlq",
        env=settings_env(worker.settings),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(replay.communicate(), 120)
    assert replay.returncode == 0, err.decode()[-2000:]
    assert "1 completed" in out.decode()
    found = await wait_for(lambda: docs(client, worker, tenant))
    assert [d["content"] for d in found] == [f"I'm a chef at bistro{unique}"]


async def test_a_rejected_statement_is_not_rederived(
    worker: WorkerProcess, model: ScriptedOpenAI, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await auto_mode(worker, tenant)
    await produce_turns(
        worker.settings, [turn(tenant, "eve", f"I'm a dentist in city{unique}", "m1")]
    )
    (item,) = await wait_for(lambda: docs(client, worker, tenant), timeout=DELAY + 20)
    await command(
        worker,
        Command(
            tenant=tenant,
            subject="eve",
            action=CommandAction.REJECT,
            actor="user",
            item_id=item["id"],
        ),
    )

    async def gone() -> bool:
        return await docs(client, worker, tenant) == []

    await wait_for(gone)
    # The same message distilled again within the hour, even into another statement: blocked.
    again = DistillResult(
        job_id=f"redo-{unique}",
        session_id="s1",
        upto=1,
        lines=[
            BufferedLine(
                seq=1, message_id=item["source_message_id"], text="x", at=datetime.now(UTC)
            )
        ],
        answer=DistillAnswer(
            operations=[
                DistillOp(
                    op="add",
                    kind="profile",
                    content=f"I work at a clinic in city{unique}",
                    source_line=1,
                    inferred=True,
                )
            ]
        ),
    )
    await command(
        worker,
        Command(
            tenant=tenant,
            subject="eve",
            action=CommandAction.DISTILLED,
            actor="distiller",
            distill=again,
        ),
    )
    # The exact statement from a new message later: blocked by its fingerprint.
    await produce_turns(
        worker.settings, [turn(tenant, "eve", f"I'm a dentist in city{unique}", "m2", session="s2")]
    )
    await wait_for(
        lambda: asyncio.sleep(0, len(calls_mentioning(model, f"city{unique}")) >= 2),
        timeout=DELAY + 20,
    )
    # A marker statement proves the writer has caught up past both.
    await produce_turns(
        worker.settings, [turn(tenant, "eve", f"remember that marker{unique} arrived", "m3")]
    )
    await wait_for(lambda: docs(client, worker, tenant))
    assert [d["content"] for d in await docs(client, worker, tenant)] == [f"marker{unique} arrived"]
    audits = await search_all(client, f"{worker.settings.opensearch.index_prefix}-{tenant}-audit")
    reasons = sorted(a["reason"] for a in audits if a["action"] == "blocked_by_tombstone")
    assert reasons == ["fingerprint", "source_message"]


async def test_a_topic_asked_about_in_enough_sessions_becomes_an_interest(
    worker: WorkerProcess, model: ScriptedOpenAI, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await auto_mode(worker, tenant, interest_threshold=2)
    await produce_turns(
        worker.settings,
        [turn(tenant, "fay", "How do I tune Kafka consumer lag?", "q1", session="a")],
    )
    await wait_for(
        lambda: asyncio.sleep(0, calls_mentioning(model, "tune Kafka consumer lag")),
        timeout=DELAY + 20,
    )
    # The job's outcome is applied (its final change event is out) and wrote nothing.
    await wait_for_change(
        worker.settings,
        lambda c: (c["tenant"], c["subject"], c["action"]) == (tenant, "fay", "distilled"),
        timeout=DELAY + 20,
    )
    assert await docs(client, worker, tenant) == []  # one session is not a pattern
    await produce_turns(
        worker.settings,
        [turn(tenant, "fay", "Why is my Kafka consumer lag growing?", "q2", session="b")],
    )
    found = await wait_for(lambda: docs(client, worker, tenant), timeout=DELAY + 20)
    # Inferred from questions, an interest waits for confirmation like any inferred memory.
    assert [(d["kind"], d["status"]) for d in found] == [("interest", "pending")]
    assert "kafka" in found[0]["topic_key"]


async def test_a_job_due_before_a_restart_still_runs_after_it(
    worker: WorkerProcess, model: ScriptedOpenAI, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await auto_mode(worker, tenant)
    await produce_turns(
        worker.settings, [turn(tenant, "gil", f"I'm a violinist from harbor{unique}", 1)]
    )
    # Buffered (the marker is decided after it), not yet due.
    marker = await wait_for_marker(worker.settings, client, tenant, "gil")
    assert calls_mentioning(model, f"harbor{unique}") == []
    worker.stop()
    worker.start()

    async def distilled() -> list[dict[str, Any]]:
        return [d for d in await docs(client, worker, tenant) if d["content"] != marker]

    found = await wait_for(distilled, timeout=DELAY + 40)
    assert [d["content"] for d in found] == [f"I'm a violinist from harbor{unique}"]
    assert len(calls_mentioning(model, f"harbor{unique}")) == 1
