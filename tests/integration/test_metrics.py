"""The worker's /metrics after a known replay: every counter moved by exactly the right amount."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import pytest

from indexers.client import make_client
from memstream.metrics import WorkerMetrics
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce,
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
