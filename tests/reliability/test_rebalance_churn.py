"""Rebalance churn: two workers leave and join the group over and over during a replay.

Every change of members moves partitions and their table state, and interrupts whatever
table recovery was running. One such interruption crashed the worker inside faust (a seek
to an offset its recovery never learnt; see ``streams/offsets.py``): a longer run of this
test found it about once per 25 changes. After every change each member must consume more
turns, no worker may crash, and at the end the index must hold exactly the oracle's
documents.

``MEMSTREAM_CHURN_CYCLES`` (default 2) sets how many times each worker leaves and joins
again; each cycle is four changes of members, about 40 s here.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from opensearchpy import AsyncOpenSearch

from memstream.config import Settings
from tests.reliability.harness import (
    FaultWorker,
    ReplayRun,
    crashes,
    exactly_once_problems,
    wait_group,
)
from tests.support.worker import free_port

pytestmark = [pytest.mark.integration, pytest.mark.slow]

CYCLES = int(os.environ.get("MEMSTREAM_CHURN_CYCLES", "2"))


async def test_workers_leaving_and_joining_over_and_over_lose_and_crash_nothing(
    fault_settings: Settings, client: AsyncOpenSearch, unique: str, tmp_path: Path
) -> None:
    started = time.monotonic()
    a = FaultWorker(fault_settings, tmp_path / "a.log")
    b = FaultWorker(
        fault_settings.with_sections(
            worker={"web_port": free_port(), "data_dir": str(tmp_path / "b-data")}
        ),
        tmp_path / "b.log",
    )
    workers = (a, b)
    changes = [("joins", b), ("leaves", a), ("joins", a), ("leaves", b)] * CYCLES
    # One part of the replay before the first change and one after each: a part produced
    # once the members changed gives every member turns to show it is consuming.
    parts = len(changes) + 1
    members = {a}
    a.start()
    try:
        run = await ReplayRun.standard(fault_settings, "c", unique, share=1 / parts)
        # A member holds at least one of the four partitions: about a quarter of each part.
        need = min(300, run.total // parts // 8)
        await run.wait_progress(a, need, since=0, what="the first worker alone", workers=workers)
        for n, (change, worker) in enumerate(changes, start=1):
            if change == "joins":
                worker.start()
                members.add(worker)
            else:
                worker.stop()
                members.discard(worker)
            await wait_group(fault_settings, len(members))
            assert crashes(workers) == [], f"after change {n}"
            assert all(w.alive() for w in members)
            before = {w: await w.consumed() for w in members}
            await run.produce_upto((n + 1) / parts)
            for w in members:
                what = f"change {n}: {w.log_path.stem} after {worker.log_path.stem} {change}"
                await run.wait_progress(w, need, since=before[w], what=what, workers=workers)

        final = await run.settled(client, timeout=240)
        await run.finish(client, timeout=60)
        assert exactly_once_problems(run.expected, await run.snapshot(client)) == []
        assert crashes(workers) == []
        print(
            f"\n[churn] cycles={CYCLES} changes of members={len(changes)} turns={run.total} "
            f"docs={len(final)} total={time.monotonic() - started:.1f}s"
        )
    finally:
        b.stop()
        a.stop()
