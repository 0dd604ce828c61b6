"""The worker's /metrics after a known replay: every counter moved by exactly the right amount."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from indexers.client import make_client
from memstream.metrics import WorkerMetrics
from schemas.commands import Command, CommandAction
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce,
    produce_turns,
    search_all,
    turn,
    wait_for,
)

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WorkerProcess]:
    with module_worker(tmp_path_factory) as process:
        yield process


async def test_counters_move_by_the_right_amounts_after_a_replay(
    worker: WorkerProcess, unique: str
) -> None:
    tenant = f"t{unique}"
    lines = [
        ("user", "remember that I live in Lisbon"),
        ("user", "remember that I live in Porto"),  # supersedes Lisbon
        ("user", "记住我对花生过敏"),
        ("user", "remember that my email is ann@example.com"),  # nothing but a secret: refused
        ("user", "remember that my card 4111 1111 1111 1111 is for the gym"),  # stored redacted
        ("user", "forget that I live in Porto"),
        ("user", "what's the weather?"),
        ("assistant", "remember that I am a bot"),
        ("system", "you are helpful"),
    ]
    turns = [turn(tenant, "ann", text, n, role=role) for n, (role, text) in enumerate(lines)]
    records = [(f"{tenant}/ann".encode(), json.dumps(t).encode()) for t in turns]
    records += [(b"x/y", b"{not json"), (b"x/y", json.dumps({"tenant": tenant}).encode())]
    await produce(worker.settings, worker.settings.kafka.turns_topic, records)

    index = f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"
    client = make_client(worker.settings.opensearch)
    try:

        async def settled() -> bool:
            return (
                worker.metric("memstream_turns_consumed_total", role="user") == 7
                and bool(await search_all(client, index, {"term": {"status": "superseded"}}))
                and worker.metric("memstream_dlq_events_total", reason="field_missing") == 1
            )

        await wait_for(settled)
        await asyncio.sleep(1)
    finally:
        await client.close()

    m = worker.metric
    assert m("memstream_turns_consumed_total", role="user") == 7
    assert m("memstream_turns_consumed_total", role="assistant") == 1
    assert m("memstream_turns_consumed_total", role="system") == 1
    assert m("memstream_dlq_events_total", reason="invalid_json") == 1
    assert m("memstream_dlq_events_total", reason="field_missing") == 1
    assert m("memstream_directives_total", action="remember", language="en") == 4
    assert m("memstream_directives_total", action="remember", language="zh") == 1
    assert m("memstream_directives_total", action="forget", language="en") == 1
    assert m("memstream_redaction_findings_total", kind="email") == 1
    assert m("memstream_redaction_findings_total", kind="payment_card") == 1
    assert m("memstream_refused_sensitive_total") == 1
    assert m("memstream_supersessions_total") == 1
    # Lisbon, Porto, peanuts and the gym card created active; Lisbon rewritten superseded.
    assert m("memstream_memories_written_total", origin="explicit", status="active") == 4
    assert m("memstream_memories_written_total", origin="explicit", status="superseded") == 1
    assert m("memstream_directive_produce_to_indexed_seconds_count") >= 5
    assert m("memstream_bulk_index_seconds_count") >= 1


async def test_back_dated_directives_are_timed_from_the_record_and_touches_are_not_writes(
    worker: WorkerProcess, unique: str
) -> None:
    """Issue 17: a turn dated a year back once landed in +Inf; a touch once counted as a
    write. The neighbour that must still count: the directive's own write."""
    tenant = f"t{unique}"
    m = worker.metric
    timed_before = m("memstream_directive_produce_to_indexed_seconds_count")
    fast_before = m("memstream_directive_produce_to_indexed_seconds_bucket", le="30.0")
    written_before = m("memstream_memories_written_total", origin="explicit", status="active")
    back_dated = turn(tenant, "bo", "remember that I live in Graz", 1)
    back_dated["timestamp"] = (datetime.now(UTC) - timedelta(days=365)).isoformat()
    await produce_turns(worker.settings, [back_dated])
    index = f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"
    client = make_client(worker.settings.opensearch)
    try:

        async def stored() -> bool:
            return bool(await search_all(client, index, {"match_all": {}}))

        await wait_for(stored)
        await asyncio.sleep(1)
        timed = m("memstream_directive_produce_to_indexed_seconds_count") - timed_before
        fast = m("memstream_directive_produce_to_indexed_seconds_bucket", le="30.0") - fast_before
        assert timed == 1
        assert fast == 1  # timed from the Kafka record, not from a year ago
        assert (
            m("memstream_memories_written_total", origin="explicit", status="active")
            == written_before + 1
        )

        item_id = (await search_all(client, index, {"match_all": {}}))[0]["id"]
        touched_before = m("memstream_memories_touched_total")
        touch = Command(
            tenant=tenant,
            subject="bo",
            action=CommandAction.TOUCH,
            actor="test",
            item_ids=(item_id,),
        )
        await produce(
            worker.settings,
            worker.settings.kafka.commands_topic,
            [(f"{tenant}/bo".encode(), touch.model_dump_json().encode())],
        )

        async def touched() -> bool:
            return m("memstream_memories_touched_total") == touched_before + 1

        await wait_for(touched)
    finally:
        await client.close()
    assert (
        m("memstream_memories_written_total", origin="explicit", status="active")
        == written_before + 1
    )


def test_no_metric_takes_a_tenant_subject_or_text_label() -> None:
    from prometheus_client import CollectorRegistry  # noqa: PLC0415

    registry = CollectorRegistry()
    WorkerMetrics.create(registry)
    allowed = {
        "role",
        "reason",
        "action",
        "language",
        "kind",
        "check",
        "origin",
        "status",
        "outcome",
        "provider",
        "direction",
        "topic",
        "partition",
        "le",  # histogram buckets
    }
    for family in registry.collect():
        for sample in family.samples:
            assert set(sample.labels) <= allowed, (family.name, sample.labels)
