"""Scale out during a 20,000-turn replay: a second worker joins the group, then the first
one stops.

The topics have four partitions. When the second worker joins, half of them (and the
ledgers and session buffers of their subjects, rebuilt from the changelog topics) move to
it; when the first stops, the rest follow. Nothing may be lost or applied twice, and each
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
from tests.reliability.harness import FaultWorker, ReplayRun, exactly_once_problems, wait_until
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


async def test_a_second_worker_joins_then_the_first_stops_mid_replay(
    fault_settings: Settings, client: AsyncOpenSearch, unique: str, tmp_path: Path
) -> None:
    started = time.monotonic()
    first = FaultWorker(fault_settings, tmp_path / "first.log")
    second_settings = fault_settings.with_sections(
        worker={"web_port": free_port(), "data_dir": str(tmp_path / "second-data")}
    )
    second = FaultWorker(second_settings, tmp_path / "second.log")
    first.start()
    try:
        run = await ReplayRun.standard(fault_settings, "s", unique)
        replay = run.replay
        await run.wait_consumed(first, 1 / 4)

        # -- scale out: the second worker joins ------------------------------------------
        second.start()

        async def second_working() -> bool:
            return await second.consumed() >= 500

        try:
            await wait_until(second_working, timeout=120, what="the second worker processing")
        except AssertionError as exc:
            # Seen once in CI: both workers idle after the join's rebalance. Keep the
            # evidence in the report (the temporary directory may be gone by then).
            raise AssertionError(
                f"{exc}\nfirst consumed {await first.consumed()}"
                f"\n--- first worker log (tail) ---\n{_tail(first.logs())}"
                f"\n--- second worker log (tail) ---\n{_tail(second.logs())}"
            ) from None
        both, problems = await run.probe(client, [first, second])
        assert problems == []
        first_consumed = await first.consumed()

        # -- then the first one stops: everything moves to the second --------------------
        first.stop()
        at_stop = await run.committed()
        assert 0 < sum(at_stop.values()) < run.total, "nothing left to move"
        second_at_stop = await second.consumed()

        final = await run.settled(client, timeout=240)
        by_hand = {i: (d["content"], d["status"], d["superseded_by"]) for i, d in final.items()}
        assert by_hand == hand_expected(replay)
        await run.finish(client, timeout=60)
        assert exactly_once_problems(run.expected, await run.snapshot(client)) == []
        second_total = await second.consumed()
        assert second_total > second_at_stop, "the second worker took over nothing"
        assert second.alive()

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
            f"first consumed={first_consumed:.0f} committed when first stopped="
            f"{sum(at_stop.values())} second consumed={second_total:.0f} "
            f"change events={len(events)} total={time.monotonic() - started:.1f}s"
        )
    finally:
        second.stop()
        first.stop()


def _tail(log: str, lines: int = 120) -> str:
    return "\n".join(line[:200] for line in log.splitlines()[-lines:])
