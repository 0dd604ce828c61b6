"""OpenSearch goes away for 20 s in the middle of a 20,000-turn replay.

Two ways: the node is stopped (connections refused; it comes back through up.sh, about
25 s more), or it hangs (SIGSTOP: requests time out; SIGCONT brings it back at once).
Either way the worker must wait the outage out with retries, commit nothing it has not
indexed, resume by itself, and end with exactly the documents a fault-free run leaves.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from opensearchpy import AsyncOpenSearch

from memstream.config import Settings
from tests.reliability.harness import (
    FaultWorker,
    ReplayRun,
    commit_problems,
    committed_turns,
    exactly_once_problems,
)
from tests.reliability.replay import hand_expected
from tests.support.services import PrivateServices

pytestmark = [pytest.mark.integration, pytest.mark.slow]

OUTAGE_SECONDS = 20


@pytest.mark.parametrize("mode", ["stopped", "hung"])
async def test_opensearch_outage_mid_replay_loses_and_duplicates_nothing(
    mode: str,
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
        run = await ReplayRun.standard(fault_settings, "o", unique)
        replay = run.replay
        assert run.total == 20_000
        await run.wait_consumed(worker, 1 / 3)
        before, problems = await run.probe(client, [worker])
        assert problems == []

        # -- the outage ----------------------------------------------------------------
        retries_before = await worker.metric_async("memstream_bulk_index_retries_total")
        if mode == "stopped":
            pair.stop_opensearch()
        else:
            pair.pause_opensearch()
        down_at = time.monotonic()
        committed_during: list[int] = []
        while time.monotonic() - down_at < OUTAGE_SECONDS:
            assert worker.alive(), worker.logs()[-3000:]
            committed_during.append(await run.committed_count())
            await asyncio.sleep(1)
        retries = await worker.metric_async("memstream_bulk_index_retries_total") - retries_before
        # Freeze the worker before OpenSearch answers again, so the committed offsets and
        # the index can be read at one moment: what was committed during the outage must
        # already have been in the index when the outage began.
        worker.pause()
        try:
            committed = await run.committed()
            if mode == "stopped":
                restart_seconds = pair.start_opensearch()
            else:
                pair.resume_opensearch()
                restart_seconds = 0.0
            snapshot = await run.snapshot(client)
        finally:
            worker.resume()
        outage = time.monotonic() - down_at

        at_outage = committed_turns(replay, run.positions, committed)
        assert commit_problems(replay, run.positions, run.expected, committed, snapshot) == []
        assert at_outage < run.total, "the replay was already done: the outage tested nothing"
        # Contrast: had the worker committed everything it had fetched, the check would say so.
        assert commit_problems(replay, run.positions, run.expected, run.ends, snapshot)
        assert retries >= 1, "the worker never retried a bulk write during the outage"

        # -- it resumes by itself and ends exactly right ------------------------------
        final = await run.finish(client, timeout=240)
        assert exactly_once_problems(run.expected, final) == []
        by_hand = {i: (d["content"], d["status"], d["superseded_by"]) for i, d in final.items()}
        assert by_hand == hand_expected(replay)
        assert worker.alive()
        _, problems = await run.probe(client, [worker])
        assert problems == []
        print(
            f"\n[opensearch {mode}] turns={run.total} docs={len(final)} "
            f"forgotten={len(run.expected.deleted)} committed before outage={before} "
            f"during={min(committed_during)}..{max(committed_during)} at freeze={at_outage} "
            f"bulk retries={retries:.0f} outage={outage:.1f}s (restart {restart_seconds:.1f}s) "
            f"total={time.monotonic() - started:.1f}s"
        )
    finally:
        worker.stop()
