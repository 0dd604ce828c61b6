"""Scale out during a 20,000-turn replay: a second worker joins the group, the first one
stops, joins again, and the second stops.

The topics have four partitions. When the second worker joins, half of them (and the
ledgers and session buffers of their subjects, rebuilt from the changelog topics) move to
it; when the first stops, the rest follow; and back again. Nothing may be lost or applied twice, and each
subject's events must still be applied in order: the replay's supersession chains and
forgets give a different final state, different ``superseded_by`` links and different
external versions for any other order, and the change events on ``memstream.changes``
must name each subject's turns in their original order.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
from aiokafka import AIOKafkaConsumer
from opensearchpy import AsyncOpenSearch

from memstream.config import Settings
from tests.reliability.harness import (
    FaultWorker,
    ReplayRun,
    crashes,
    exactly_once_problems,
    group_members,
)
from tests.reliability.replay import hand_expected
from tests.support.worker import free_port

pytestmark = [pytest.mark.integration, pytest.mark.slow]


async def change_events(settings: Settings, *, expect: int, timeout: float = 60) -> list[Any]:
    consumer = AIOKafkaConsumer(
        settings.kafka.changes_topic,
        bootstrap_servers=settings.kafka.bootstrap_servers,
        auto_offset_reset="earliest",
        max_partition_fetch_bytes=4 * 1024 * 1024,
    )
    await consumer.start()
    out: list[Any] = []
    try:
        deadline = time.monotonic() + timeout
        idle = 0
        while time.monotonic() < deadline and (len(out) < expect or idle < 3):
            batch = await consumer.getmany(timeout_ms=500)
            got = [json.loads(r.value) for records in batch.values() for r in records]
            out.extend(got)
            idle = 0 if got else idle + 1
    finally:
        await consumer.stop()
    return out


async def test_workers_join_and_leave_mid_replay(
    fault_settings: Settings, client: AsyncOpenSearch, unique: str, tmp_path: Path
) -> None:
    started = time.monotonic()
    first = FaultWorker(fault_settings, tmp_path / "first.log")
    second_settings = fault_settings.with_sections(
        worker={"web_port": free_port(), "data_dir": str(tmp_path / "second-data")}
    )
    second = FaultWorker(second_settings, tmp_path / "second.log")
    workers = (first, second)

    # The replay is produced a quarter at a time, each quarter after a change of members:
    # produced at once, one worker could finish it before the next has joined (a worker
    # takes 5-15 s to start here), leaving nothing to move.
    first.start()
    try:
        run = await ReplayRun.standard(fault_settings, "s", unique, share=1 / 4)
        replay = run.replay
        await run.wait_consumed(first, 1 / 8)

        # -- scale out: the second worker joins ------------------------------------------
        second.start()  # returns when it is ready: in the group, its partitions recovered
        assert await group_members(fault_settings) == ("Stable", 2)
        await run.produce_upto(1 / 2)
        await run.wait_progress(second, 500, what="the second joined", workers=workers)
        both, problems = await run.probe(client, workers)
        assert problems == []

        # -- the first one stops: everything moves to the second -------------------------
        first.stop()
        at_stop = await run.committed()
        assert 0 < sum(at_stop.values()) < run.total, "nothing left to move"
        await run.produce_upto(3 / 4)
        await run.wait_progress(second, 500, what="the second alone", workers=workers)

        # -- the first one joins again, then the second stops ----------------------------
        first.start()
        assert await group_members(fault_settings) == ("Stable", 2)
        await run.produce_upto(1)
        await run.wait_progress(first, 500, what="the first rejoined", workers=workers)
        second.stop()

        final = await run.settled(client, timeout=240)
        by_hand = {i: (d["content"], d["status"], d["superseded_by"]) for i, d in final.items()}
        assert by_hand == hand_expected(replay)
        await run.finish(client, timeout=60)
        assert exactly_once_problems(run.expected, await run.snapshot(client)) == []
        assert first.alive()
        # A worker that crashed during a rebalance exits and is restarted by its
        # supervisor; here nothing may have crashed.
        assert crashes(workers) == []

        # -- each subject's events were applied in order ---------------------------------
        position = {t["event_id"]: n for n, t in enumerate(replay.turns)}
        directives = sum(1 for t in replay.turns if t["_directive"] is not None)
        events = await change_events(fault_settings, expect=directives)
        firsts: dict[str, list[str]] = defaultdict(list)
        for event in events:
            source, key = event["source_id"], f"{event['tenant']}/{event['subject']}"
            if source in position and source not in firsts[key]:
                firsts[key].append(source)
        assert len(firsts) == len(replay.subjects)
        out_of_order = [
            key for key, ids in firsts.items() if ids != sorted(ids, key=position.__getitem__)
        ]
        assert out_of_order == []
        assert sum(len(ids) for ids in firsts.values()) == directives
        print(
            f"\n[scale out] turns={run.total} docs={len(final)} committed with both={both} "
            f"committed when the first stopped={sum(at_stop.values())} "
            f"change events={len(events)} total={time.monotonic() - started:.1f}s"
        )
    finally:
        second.stop()
        first.stop()
