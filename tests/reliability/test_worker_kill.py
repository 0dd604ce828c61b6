"""``kill -9`` of the worker in the middle of a 20,000-turn replay, then a restart.

The ledgers (tombstones included) and the session buffers live in changelog-backed
tables. Run once per table store: with ``memory://`` the new process rebuilds them from
Kafka; with ``rocksdb://`` it reopens them in the same data dir and reads only the
changelog records past the offset its store persisted (checked from faust's recovery log,
and against ``memory://``, which reads every partition from the start). Either way it
carries on where the last committed offsets say. Afterwards every directive of the
replay is in the index exactly once, a tombstone written by the killed process still
blocks its statement, and a session buffered by the killed process is still distilled,
once, with all its lines.

A second kill -9 comes while the broker is frozen: the worker has applied commands whose
change events and changelog records are still in its producer's buffer. The restarted
worker must apply them again and publish every change event, with either store (a
``rocksdb://`` store that wrote ahead of the changelog would hold them as applied, skip
them and publish nothing).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable, Iterator
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from agents.llm import rules_answer
from memstream.config import Settings
from schemas.commands import Command, CommandAction
from schemas.common import WriteMode
from schemas.memory import memory_id
from schemas.settings import WorkspaceSettings
from tests.reliability.harness import (
    FAST_EVICTION,
    FaultWorker,
    ReplayRun,
    changelog_reads,
    disk_recovery_problems,
    exactly_once_problems,
    final_changes,
    index_snapshot,
    kafka_frozen,
    wait_committed,
    wait_still,
    wait_until,
)
from tests.reliability.replay import hand_expected
from tests.support.scripted_openai import ScriptedOpenAI, chat_answer
from tests.support.services import PrivateServices
from tests.support.worker import produce, produce_turns, wait_for_marker

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CHAT = "/v1/chat/completions"
# The kill comes once some "forget that I play the cello" is committed, and KILL_AT of the
# replay is consumed (every subject is then past its forget) or, on a slow box, KILL_BY
# seconds after the buffered sessions were produced; at KILL_LIMIT seconds whatever
# happened. The commit lags the consumption: a fast worker consumed KILL_AT in 15 s with
# no forget committed yet. The sessions fall due DEBOUNCE_SECONDS after they were
# produced, after the kill.
KILL_AT = 0.65
KILL_BY = 40
KILL_LIMIT = 50
DEBOUNCE_SECONDS = 60
BUFFER_SUBJECTS = 5
# Commands of the frozen-broker kill: enough that the worker is still applying what it
# fetched when the broker freezes (about 1,000 a second here).
FROZEN_COMMANDS = 6000
# Freezes tried until one finds the worker with fetched work in hand, and the commands it
# applies between two of them.
FREEZE_ATTEMPTS = 5
FREEZE_STEP = 50


async def applied_past(applied: Callable[[], Awaitable[float]], count: float) -> bool:
    return await applied() > count


def model_default(body: dict[str, Any]) -> dict[str, Any]:
    request = json.loads(body["messages"][1]["content"])
    return chat_answer(json.dumps(rules_answer(request)))


@pytest.fixture
def model() -> Iterator[ScriptedOpenAI]:
    with ScriptedOpenAI({CHAT: model_default}) as server:
        yield server


def calls_mentioning(model: ScriptedOpenAI, marker: str) -> list[dict[str, Any]]:
    return [
        json.loads(r.body["messages"][1]["content"])
        for r in model.requests_to(CHAT)
        if r.body and marker in r.raw.decode(errors="replace")
    ]


async def send_commands(settings: Settings, commands: list[Command]) -> None:
    await produce(
        settings,
        settings.kafka.commands_topic,
        [(f"{c.tenant}/{c.subject}".encode(), c.model_dump_json().encode()) for c in commands],
    )


async def test_kill_9_mid_replay_then_restart_applies_everything_once(
    fault_settings: Settings,
    model: ScriptedOpenAI,
    client: AsyncOpenSearch,
    unique: str,
    tmp_path: Path,
    store: str,
) -> None:
    started = time.monotonic()
    settings = fault_settings.with_sections(
        llm={
            "provider": "openai",
            "base_url": model.base_url,
            "api_key": "sk-test-key-0000",
            "timeout_seconds": 2.0,
            "tick_seconds": 0.5,
        },
        # The restarted process gets the same settings, so the same data dir.
        worker={"store": store},
    )
    worker = FaultWorker(settings, tmp_path / "worker.log", FAST_EVICTION)
    worker.start()
    try:
        # -- a tenant in auto mode whose session buffers will outlive the first process --
        buffered = f"bf{unique[:6]}"
        workspace = Command(
            tenant=buffered,
            subject="_workspace",
            action=CommandAction.WORKSPACE_SETTINGS,
            actor="admin",
            workspace_settings=WorkspaceSettings(
                write_mode=WriteMode.AUTO,
                extract_delay_seconds=DEBOUNCE_SECONDS,
                extract_min_interval_seconds=0,
            ),
        )
        await send_commands(settings, [workspace])
        await final_changes(settings, [workspace.command_id])
        marker = f"harbor{unique}"
        lines = {
            k: [
                f"I'm a pilot based in {marker}{k}",
                "what a long day it has been",
                f"I use a Leica camera in {marker}{k}",
            ]
            for k in range(BUFFER_SUBJECTS)
        }
        now = datetime.now(UTC).isoformat()
        await produce_turns(
            settings,
            [
                {
                    "event_id": f"{buffered}-p{k}-{n}",
                    "tenant": buffered,
                    "subject": f"p{k}",
                    "session_id": f"s{k}",
                    "message_id": f"m{k}-{n}",
                    "role": "user",
                    "content": text,
                    "timestamp": now,
                }
                for k, texts in lines.items()
                for n, text in enumerate(texts)
            ],
        )
        buffered_at = time.monotonic()

        # -- the replay, killed at about two thirds --------------------------------------
        run = await ReplayRun.standard(settings, "x", unique)
        replay = run.replay

        def forgets_committed(committed: dict[int, int]) -> list[dict[str, Any]]:
            """The "forget that I play the cello" turns whose offsets ``committed`` covers."""
            return [
                turn
                for turn, pos in zip(replay.turns, run.positions, strict=True)
                if turn["_directive"] == 4 and pos.offset < committed.get(pos.partition, 0)
            ]

        async def time_to_kill() -> bool:
            waited = time.monotonic() - buffered_at
            if waited > KILL_LIMIT:
                return True
            far_enough = waited > KILL_BY or await worker.consumed() >= KILL_AT * run.total
            return far_enough and bool(forgets_committed(await run.committed()))

        await wait_until(
            time_to_kill, timeout=120, what="a forget committed and two thirds consumed"
        )
        before, problems = await run.probe(client, [worker])
        assert problems == []
        assert calls_mentioning(model, marker) == [], "the debounce ran out before the kill"
        consumed_at_kill = await worker.consumed()
        worker.stop(kill=True)
        killed_at = time.monotonic()
        committed_at_kill = await run.committed()
        assert 0 < sum(committed_at_kill.values()) < run.total

        log_before_restart = len(worker.logs())
        worker.start()
        restart_seconds = time.monotonic() - killed_at
        # -- where the restarted process got its ledgers from ---------------------------
        reads = changelog_reads(worker.logs()[log_before_restart:], "ledgers")
        assert disk_recovery_problems(store, reads) == []

        # -- everything once, and committed ---------------------------------------------
        final = await run.settled(client, timeout=240)
        assert exactly_once_problems(run.expected, final) == []
        by_hand = {i: (d["content"], d["status"], d["superseded_by"]) for i, d in final.items()}
        assert by_hand == hand_expected(replay)
        catch_up_seconds = time.monotonic() - killed_at
        # The restarted process commits its progress too (test_restart_commits.py).
        await wait_committed(settings, settings.kafka.turns_topic, run.ends, timeout=30)

        # -- tombstones written by the killed process still block ----------------------
        # Subjects whose "forget that I play the cello" was committed before the kill: the
        # tombstone exists only in the ledger the new process recovered from the changelog.
        forgotten_before_kill = forgets_committed(committed_at_kill)[:20]
        assert forgotten_before_kill
        blocked: list[Command] = []
        allowed: list[Command] = []
        for turn in forgotten_before_kill:
            i = f"{turn['tenant'][-2:]}{int(turn['subject'][1:])}"
            for content, into in (
                (f"I play the cello{i}", blocked),
                (f"I play the viola{i}", allowed),  # contrast: no tombstone
            ):
                into.append(
                    Command(
                        tenant=turn["tenant"],
                        subject=turn["subject"],
                        action=CommandAction.CREATE,
                        actor="manager",
                        content=content,
                    )
                )
        await send_commands(settings, blocked + allowed)
        outcomes = await final_changes(settings, [c.command_id for c in blocked + allowed])
        assert {outcomes[c.command_id]["outcome"] for c in blocked} == {"blocked"}
        assert {outcomes[c.command_id]["outcome"] for c in allowed} == {"applied"}
        after = await index_snapshot(client, settings, replay.tenants)
        assert not any(memory_id(c.tenant, c.subject, c.command_id, 0) in after for c in blocked)
        assert all(memory_id(c.tenant, c.subject, c.command_id, 0) in after for c in allowed)
        assert not any("cello" in d["content"] for d in after.values())

        # -- session buffers of the killed process are distilled once, whole -------------
        async def all_distilled() -> dict[str, dict[str, Any]] | None:
            docs = await index_snapshot(client, settings, [buffered])
            subjects = {d["subject"] for d in docs.values()}
            return docs if len(subjects) == BUFFER_SUBJECTS else None

        distilled = await wait_until(
            all_distilled, timeout=DEBOUNCE_SECONDS + 60, what="the buffered sessions distilled"
        )
        # A marker command on each buffered subject's key is decided after every job outcome
        # handed back to its writer before it: a duplicate's write would be in by then.
        await asyncio.gather(
            *(
                wait_for_marker(settings, client, buffered, f"p{k}", via="command")
                for k in range(BUFFER_SUBJECTS)
            )
        )
        for k, texts in lines.items():
            calls = calls_mentioning(model, f"{marker}{k}")
            assert len(calls) == 1, f"subject p{k}: {len(calls)} distillation calls"
            assert [line["text"] for line in calls[0]["lines"]] == texts
        assert sorted((d["subject"], d["content"], d["status"]) for d in distilled.values()) == [
            (f"p{k}", text, "pending")
            for k, texts in lines.items()
            for text in (texts[2], texts[0])
        ]
        assert worker.alive()
        print(
            f"\n[kill -9 {store}] turns={run.total} docs={len(final)} "
            f"ledger changelog offsets on disk at restart="
            f"{sum(r.skipped for r in reads)} of {sum(r.highwater + 1 for r in reads)} "
            f"committed before kill={before} "
            f"consumed at kill={consumed_at_kill:.0f} "
            f"committed at kill={sum(committed_at_kill.values())} restart={restart_seconds:.1f}s "
            f"kill->caught up={catch_up_seconds:.1f}s tombstone blocks={len(blocked)} "
            f"buffered sessions distilled={BUFFER_SUBJECTS} "
            f"total={time.monotonic() - started:.1f}s"
        )
    finally:
        worker.stop()


async def test_kill_9_with_the_broker_frozen_publishes_every_change_after_restart(
    fault_settings: Settings,
    pair: PrivateServices,
    client: AsyncOpenSearch,
    unique: str,
    tmp_path: Path,
    store: str,
) -> None:
    settings = fault_settings.with_sections(worker={"store": store})
    worker = FaultWorker(settings, tmp_path / "worker.log", FAST_EVICTION)
    worker.start()
    try:
        tenant = f"fz{unique[:6]}"
        commands = [
            Command(
                tenant=tenant,
                subject=f"u{k}",
                action=CommandAction.CREATE,
                actor="manager",
                content=f"I keep bees behind allotment plot {k}",
            )
            for k in range(FROZEN_COMMANDS)
        ]
        await send_commands(settings, commands)

        async def applied() -> float:
            return await worker.metric_async("memstream_commands_applied_total", action="create")

        await wait_until(applied, timeout=120, what="the first commands applied")
        for attempt in range(1, FREEZE_ATTEMPTS + 1):
            with kafka_frozen(pair):
                at_freeze = await applied()
                # The worker goes on with what it had fetched; nothing it produces gets out.
                in_buffer = await wait_still(
                    applied, quiet=3, timeout=120, what="commands applied with the broker frozen"
                )
                if in_buffer > at_freeze or attempt == FREEZE_ATTEMPTS:
                    worker.stop(kill=True)
                    break
            # This freeze found the worker with nothing fetched and unapplied (waiting on a
            # fetch, as on a loaded box in CI, or on faust's full producer buffer): thawed, it
            # moves on, and a later freeze finds it with work in hand.
            await wait_until(
                partial(applied_past, applied, in_buffer + FREEZE_STEP),
                timeout=120,
                what="commands applied after a thaw",
            )
        assert in_buffer > at_freeze, (
            f"no command was applied while the broker was frozen, in {attempt} freezes"
        )

        worker.start()
        outcomes = await final_changes(settings, [c.command_id for c in commands], timeout=180)
        assert {o["outcome"] for o in outcomes.values()} == {"applied"}
        docs = await index_snapshot(client, settings, [tenant])
        assert len(docs) == FROZEN_COMMANDS
        assert all(memory_id(tenant, c.subject, c.command_id, 0) in docs for c in commands)
        print(
            f"\n[kill -9, broker frozen, {store}] freezes={attempt} "
            f"applied before the freeze={at_freeze:.0f} "
            f"applied while frozen={in_buffer - at_freeze:.0f} of {FROZEN_COMMANDS}; "
            "every change event published after the restart"
        )
    finally:
        worker.stop()
