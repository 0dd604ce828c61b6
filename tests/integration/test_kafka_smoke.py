"""The smoke pipeline receives every produced turn exactly once from the real broker."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections import Counter
from datetime import UTC, datetime

import pytest
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer

from memstream.config import Settings
from tests.support.worker import create_topics, settings_env

pytestmark = pytest.mark.integration


def turn(tenant: str, subject: str, n: int) -> dict[str, object]:
    return {
        "event_id": f"ev-{n}",
        "tenant": tenant,
        "subject": subject,
        "session_id": "s1",
        "message_id": f"m-{n}",
        "role": "user",
        "content": f"hello number {n}",
        "timestamp": datetime(2026, 3, 1, tzinfo=UTC).isoformat(),
    }


async def test_smoke_worker_receives_each_turn_exactly_once(
    isolated_settings: Settings, unique: str
) -> None:
    s = isolated_settings
    echo_topic = s.kafka.turns_topic.rsplit(".", 1)[0] + ".echo"  # removed with the run
    await create_topics(s, [s.kafka.turns_topic, s.kafka.turns_dlq_topic, echo_topic])

    sent = [turn("acme", f"user{n % 7}", n) for n in range(60)]
    producer = AIOKafkaProducer(bootstrap_servers=s.kafka.bootstrap_servers)
    await producer.start()
    try:
        for event in sent:
            await producer.send_and_wait(
                s.kafka.turns_topic,
                key=f"{event['tenant']}/{event['subject']}".encode(),
                value=json.dumps(event).encode(),
            )
        await producer.send_and_wait(s.kafka.turns_topic, key=b"acme/x", value=b"{not json")
    finally:
        await producer.stop()

    worker = subprocess.Popen(  # noqa: ASYNC220 - a long-lived child, not awaited
        [sys.executable, "-m", "tests.support.kafka_smoke_app", "--echo-topic", echo_topic],
        env=settings_env(s),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    received: Counter[str] = Counter()
    consumer = AIOKafkaConsumer(
        echo_topic,
        s.kafka.turns_dlq_topic,
        bootstrap_servers=s.kafka.bootstrap_servers,
        auto_offset_reset="earliest",
        group_id=f"verify-{unique}",
    )
    await consumer.start()
    dlq: list[dict[str, str]] = []
    try:
        deadline = asyncio.get_running_loop().time() + 90
        # Keep reading a little after the last expected record: a duplicate would show up.
        quiet_until: float | None = None
        while True:
            now = asyncio.get_running_loop().time()
            if now > deadline or (quiet_until is not None and now > quiet_until):
                break
            batch = await consumer.getmany(timeout_ms=500)
            for tp, records in batch.items():
                for record in records:
                    if tp.topic == echo_topic:
                        received[record.value.decode()] += 1
                    else:
                        dlq.append(json.loads(record.value))
            if quiet_until is None and len(received) == len(sent) and dlq:
                quiet_until = now + 3
    finally:
        await consumer.stop()
        worker.terminate()
        _, err = worker.communicate(timeout=30)

    assert set(received) == {e["event_id"] for e in sent}, err.decode()[-2000:]
    assert all(count == 1 for count in received.values()), received.most_common(3)
    assert dlq == [{"reason": "invalid_json"}]
