"""The LLM endpoint misbehaves for a while: it times out, answers 429 and 500, and sends
garbage (a non-JSON body, prose instead of JSON, JSON cut off mid-object).

Every job that falls due in that window is retried (one try and ``max_retries`` more),
then parked on ``memstream.distill.dlq`` with its reason; none is reported as "nothing
to remember" and none writes anything. A job whose retries outlast the trouble completes
unparked; jobs after the window complete normally; ``memstream replay-dlq`` completes
the parked ones, once.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from agents.llm import rules_answer
from memstream.config import Settings
from schemas.commands import Command, CommandAction
from schemas.common import WriteMode
from schemas.settings import WorkspaceSettings
from tests.reliability.harness import FaultWorker, final_changes, index_snapshot, wait_until
from tests.support.scripted_openai import ScriptedOpenAI, Step, chat_answer
from tests.support.worker import (
    produce,
    produce_turns,
    read_topic,
    settings_env,
    turn,
    wait_for_marker,
)

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CHAT = "/v1/chat/completions"
LLM_TIMEOUT = 1.0
MAX_RETRIES = 2
FAILING_SUBJECTS = 8
HEALTHY_SUBJECTS = 4

# One of each way to fail, handed out in turn while the endpoint is "down".
FAILURES: tuple[tuple[str, Step], ...] = (
    ("timeout", Step(delay=LLM_TIMEOUT + 1.5, json=chat_answer('{"operations": []}'))),
    ("429", Step(status=429, json={"error": {"message": "rate limited"}})),
    ("500", Step(status=500, json={"error": {"message": "internal error"}})),
    ("not json", Step(body=b"<html><body>502 Bad Gateway</body></html>")),
    ("prose", Step(json=chat_answer("I think they like cheese?"))),
    ("cut off", Step(json=chat_answer('{"operations": [{"op": "add", "kind": "prof'))),
)


class FlakyModel(ScriptedOpenAI):
    """The scripted server, failing every chat call in rotation while ``failing``."""

    def __init__(self) -> None:
        super().__init__({CHAT: self._healthy})
        self.failing = False
        self.served: list[str] = []  # what each chat call got: a failure name or "ok"

    @staticmethod
    def _healthy(body: dict[str, Any]) -> dict[str, Any]:
        request = json.loads(body["messages"][1]["content"])
        return chat_answer(json.dumps(rules_answer(request)))

    def _next(self, path: str, body: dict[str, Any] | None) -> Step:
        if path == CHAT:
            with self._lock:
                if self.failing:
                    name, step = FAILURES[len(self.served) % len(FAILURES)]
                    self.served.append(name)
                    return step
                self.served.append("ok")
        return super()._next(path, body)


@pytest.fixture
def model() -> Iterator[FlakyModel]:
    server = FlakyModel()
    with server:
        yield server


def calls_for(model: FlakyModel, marker: str) -> int:
    return sum(1 for r in model.requests_to(CHAT) if marker in r.raw.decode(errors="replace"))


async def replay_dlq(settings: Settings) -> str:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memstream.shell.cli",
        "replay-dlq",
        env=settings_env(settings),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(process.communicate(), 120)
    assert process.returncode == 0, err.decode()[-2000:]
    return out.decode()


async def test_a_misbehaving_model_parks_jobs_that_replay_completes(
    fault_settings: Settings,
    model: FlakyModel,
    client: AsyncOpenSearch,
    unique: str,
    tmp_path: Path,
) -> None:
    started = time.monotonic()
    settings = fault_settings.with_sections(
        llm={
            "provider": "openai",
            "base_url": model.base_url,
            "api_key": "sk-test-key-0000",
            "timeout_seconds": LLM_TIMEOUT,
            "tick_seconds": 0.5,
            "max_retries": MAX_RETRIES,
        }
    )
    worker = FaultWorker(settings, tmp_path / "worker.log")
    worker.start()
    tenant = f"m{unique[:8]}"
    try:
        workspace = Command(
            tenant=tenant,
            subject="_workspace",
            action=CommandAction.WORKSPACE_SETTINGS,
            actor="admin",
            workspace_settings=WorkspaceSettings(
                write_mode=WriteMode.AUTO, extract_delay_seconds=5, extract_min_interval_seconds=0
            ),
        )
        await produce(
            settings,
            settings.kafka.commands_topic,
            [(f"{tenant}/_workspace".encode(), workspace.model_dump_json().encode())],
        )
        await final_changes(settings, [workspace.command_id])

        def line(k: int) -> str:
            return f"I'm a chef at bistro{k}x{unique}"

        # -- the endpoint misbehaves: every job that falls due now is parked -------------
        model.failing = True
        await produce_turns(
            settings, [turn(tenant, f"f{k}", line(k), k) for k in range(FAILING_SUBJECTS)]
        )
        s = settings.kafka

        async def all_parked() -> list[Any] | None:
            records = await read_topic(settings, s.distill_dlq_topic, expect=99, timeout=2)
            return records if len(records) >= FAILING_SUBJECTS else None

        parked = [
            json.loads(r.value) for r in await wait_until(all_parked, timeout=120, what="parked")
        ]
        model.failing = False
        assert sorted(j["subject"] for j in parked) == [f"f{k}" for k in range(FAILING_SUBJECTS)]
        for job in parked:
            assert job["attempts"] == MAX_RETRIES + 1
            assert job["reason"].split(":")[0] in {"llm_error", "parse_error"}
            k = int(job["subject"][1:])
            assert [x["text"] for x in job["lines"]] == [line(k)]
            assert calls_for(model, f"bistro{k}x{unique}") == MAX_RETRIES + 1
        assert {name for name in model.served if name != "ok"} == {n for n, _ in FAILURES}
        # Parked is not "nothing to remember": no job ended empty or ok, nothing was stored.
        assert await worker.metric_async("memstream_distill_jobs_total", outcome="empty") == 0
        assert await worker.metric_async("memstream_distill_jobs_total", outcome="ok") == 0
        parked_count = await worker.metric_async("memstream_distill_jobs_total", outcome="parked")
        assert parked_count == FAILING_SUBJECTS
        assert await index_snapshot(client, settings, [tenant]) == {}

        # -- a job that fails twice and then gets an answer completes, unparked ----------
        model.script(CHAT, Step(status=503), Step(json=chat_answer("sure, noted!")))
        await produce_turns(settings, [turn(tenant, "r0", line(50), 50)])

        async def retried_done() -> dict[str, Any] | None:
            docs = await index_snapshot(client, settings, [tenant])
            return docs or None

        (retried,) = (await wait_until(retried_done, timeout=60, what="the retried job")).values()
        assert (retried["subject"], retried["content"]) == ("r0", line(50))
        assert calls_for(model, f"bistro50x{unique}") == MAX_RETRIES + 1
        assert await worker.metric_async("memstream_distill_jobs_total", outcome="parked") == (
            FAILING_SUBJECTS
        )

        # -- it recovers: new jobs complete at once ---------------------------------------
        await produce_turns(
            settings,
            [turn(tenant, f"h{k}", line(100 + k), 100 + k) for k in range(HEALTHY_SUBJECTS)],
        )

        async def healthy_done() -> dict[str, Any] | None:
            docs = await index_snapshot(client, settings, [tenant])
            return docs if len(docs) == HEALTHY_SUBJECTS + 1 else None

        await wait_until(healthy_done, timeout=60, what="the healthy jobs stored")

        # -- replaying the parked jobs completes them, once --------------------------------
        report = await replay_dlq(settings)
        assert f"replayed {FAILING_SUBJECTS} parked job(s): {FAILING_SUBJECTS} completed" in report

        async def everything() -> dict[str, Any] | None:
            docs = await index_snapshot(client, settings, [tenant])
            return docs if len(docs) == FAILING_SUBJECTS + HEALTHY_SUBJECTS + 1 else None

        docs = await wait_until(everything, timeout=60, what="the replayed jobs stored")
        expected = (
            {(f"f{k}", line(k)) for k in range(FAILING_SUBJECTS)}
            | {(f"h{k}", line(100 + k)) for k in range(HEALTHY_SUBJECTS)}
            | {("r0", line(50))}
        )
        assert {(d["subject"], d["content"]) for d in docs.values()} == expected
        assert {(d["status"], d["origin"]) for d in docs.values()} == {("pending", "extracted")}

        again = await replay_dlq(settings)
        assert "replayed 0 parked job(s)" in again
        # A marker command on each replayed subject's key is decided after anything either
        # replay handed to its writer: a second completion would be in the index by then.
        markers = await asyncio.gather(
            *(
                wait_for_marker(settings, client, tenant, f"f{k}", via="command")
                for k in range(FAILING_SUBJECTS)
            )
        )
        after = await index_snapshot(client, settings, [tenant])
        assert {i: d for i, d in after.items() if d["content"] not in markers} == docs
        assert await worker.metric_async("memstream_distill_jobs_total", outcome="empty") == 0
        print(
            f"\n[llm faults] parked={len(parked)} calls while failing="
            f"{sum(1 for n in model.served if n != 'ok')} kinds={sorted(set(model.served))} "
            f"reasons={sorted({j['reason'].split(':')[0] for j in parked})} "
            f"stored after replay={len(docs)} total={time.monotonic() - started:.1f}s"
        )
    finally:
        worker.stop()
