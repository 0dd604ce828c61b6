"""The Kafka broker restarts in the middle of a 20,000-turn replay.

The broker is the worker's input, its output (changes, DLQ), its table changelogs and its
offset store at once. While it is away the worker must neither crash nor commit past what
it indexed; when it is back the worker resumes by itself and ends with exactly the
documents a fault-free run leaves, its tables intact.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from opensearchpy import AsyncOpenSearch

from memstream.config import Settings
from tests.reliability.harness import FaultWorker, ReplayRun, exactly_once_problems, wait_until
from tests.reliability.replay import hand_expected
from tests.support.services import PrivateServices

pytestmark = [pytest.mark.integration, pytest.mark.slow]

DOWN_SECONDS = 10


@pytest.mark.parametrize("how", ["terminated", "killed"])
async def test_broker_restart_mid_replay_loses_and_duplicates_nothing(
    how: str,
    pair: PrivateServices,
    fault_settings: Settings,
    client: AsyncOpenSearch,
    unique: str,
    tmp_path: Path,
) -> None:
    started = time.monotonic()
    worker = FaultWorker(fault_settings, tmp_path / "worker.log")
    worker.start()
    try:
        run = await ReplayRun.standard(fault_settings, "k", unique)
        replay = run.replay
        await run.wait_consumed(worker, 1 / 3)
        before, problems = await run.probe(client, [worker])
        assert problems == []

        # -- the broker goes away and comes back ---------------------------------------
        stop_seconds = pair.stop_kafka(kill=how == "killed")
        down_at = time.monotonic()
        consumed_at_stop = await worker.consumed()
        while time.monotonic() - down_at < DOWN_SECONDS:
            assert worker.alive(), worker.logs()[-3000:]
            await asyncio.sleep(1)
        restart_seconds = pair.start_kafka()
        outage = time.monotonic() - down_at
        assert worker.alive(), worker.logs()[-3000:]

        # Right after the broker is back (once it serves the group's offsets again), while
        # the worker catches up.
        async def offsets_served() -> bool:
            return bool(await run.committed())

        await wait_until(offsets_served, timeout=60, what="committed offsets served again")
        after, problems = await run.probe(client, [worker])
        assert problems == []
        assert after < run.total, "the replay was already done: the restart tested nothing"

        final = await run.finish(client, timeout=240)
        assert exactly_once_problems(run.expected, final) == []
        by_hand = {i: (d["content"], d["status"], d["superseded_by"]) for i, d in final.items()}
        assert by_hand == hand_expected(replay)
        assert worker.alive()
        print(
            f"\n[kafka {how}] turns={run.total} docs={len(final)} committed before={before} "
            f"consumed at stop={consumed_at_stop:.0f} committed after restart={after} "
            f"stop={stop_seconds:.1f}s restart={restart_seconds:.1f}s outage={outage:.1f}s "
            f"total={time.monotonic() - started:.1f}s"
        )
    finally:
        worker.stop()
