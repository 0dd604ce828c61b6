"""Small Kafka helpers of the recall side: topic lookup, error conversion, reconnecting.

Topics are looked up through the admin API rather than by subscribing, because the local
broker auto-creates topics on a consumer's metadata request, and a changelog topic
created that way would lack the worker's ``cleanup.policy=compact``.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.admin import AIOKafkaAdminClient
from tenacity import AsyncRetrying, before_sleep_log, retry_if_exception_type, wait_fixed

from memstream.config import KafkaSettings
from memstream.errors import KAFKA_ERRORS, BrokerUnavailable, convert_kafka_error

T = TypeVar("T")

# A reader that lost Kafka attaches again this often.
RECONNECT_SECONDS = 1.0


async def kafka_call(what: str, awaitable: Awaitable[T]) -> T:
    """Await an aiokafka call, converting its errors at this boundary."""
    try:
        return await awaitable
    except KAFKA_ERRORS as exc:
        raise convert_kafka_error(exc, what) from exc


async def topic_partitions(kafka: KafkaSettings | str, topic: str) -> list[int] | None:
    """The partitions of ``topic``, or None if it does not exist (yet). ``kafka`` is the
    Kafka settings (their security applies), or a bare bootstrap address (PLAINTEXT)."""
    options = kafka.client_options() if isinstance(kafka, KafkaSettings) else {}
    if isinstance(kafka, str):
        options["bootstrap_servers"] = kafka
    admin = AIOKafkaAdminClient(**options)
    await kafka_call("connecting the admin client", admin.start())
    try:
        names = await kafka_call("listing topics", admin.list_topics())
        if topic not in names:
            return None
        described = await kafka_call("describing a topic", admin.describe_topics([topic]))
    finally:
        await admin.close()
    for entry in described:
        if entry.get("topic") == topic and entry.get("error_code") == 0:
            return sorted(int(p["partition"]) for p in entry["partitions"])
    return None


async def caught_up(consumer: AIOKafkaConsumer, ends: dict[TopicPartition, int]) -> bool:
    """Whether ``consumer`` has read every partition up to the end offsets ``ends``."""
    for tp, end in ends.items():
        if await consumer.position(tp) < end:
            return False
    return True


async def for_good(what: Callable[[], Awaitable[None]], log: logging.Logger) -> None:
    """Run ``what`` for the life of the process: a lost Kafka is waited out, every second
    (every error reaching here is converted, so its logged message says what to check).
    A fixed wait: tenacity counts attempts across outages, so a growing wait would keep
    growing from one outage to the next."""
    await AsyncRetrying(
        retry=retry_if_exception_type(BrokerUnavailable),
        wait=wait_fixed(RECONNECT_SECONDS),
        before_sleep=before_sleep_log(log, logging.WARNING),
    )(what)
