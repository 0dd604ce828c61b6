"""Kafka topic administration: which topics memstream uses, creating them, checking they
exist. The worker creates (or waits for) its topics with it at start; the shell's demo,
benchmarks and tests use it too."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.errors import for_code

from memstream.config import Settings
from memstream.errors import (
    KAFKA_ERRORS,
    ConfigurationError,
    MemstreamError,
    convert_kafka_error,
)


@dataclass(frozen=True)
class TopicSpec:
    """A topic to create. ``partitions`` defaults to the settings' count; ``configs`` are
    Kafka's topic configs (``{"cleanup.policy": "compact"}``)."""

    name: str
    partitions: int | None = None
    configs: Mapping[str, str] = field(default_factory=dict)


# Kafka's TOPIC_ALREADY_EXISTS: another worker created it first, which is the goal.
_TOPIC_EXISTS = 36


class TopicCreationRefused(ConfigurationError):
    """Kafka refused to create a topic (typically: the principal lacks Create)."""


def admin_client(settings: Settings) -> AIOKafkaAdminClient:
    """An admin client with the same security as every other Kafka client of memstream."""
    return AIOKafkaAdminClient(**settings.kafka.client_options())


async def create_topics(
    settings: Settings, topics: Iterable[str | TopicSpec], *, wait_seconds: float = 30
) -> None:
    """Create the topics that do not exist yet, and wait until the broker lists them all
    (a consumer that joins before then may be assigned nothing of them)."""
    specs = {s.name: s for s in (t if isinstance(t, TopicSpec) else TopicSpec(t) for t in topics)}
    admin = admin_client(settings)
    await _start(admin, settings)
    try:
        existing = set(await admin.list_topics())
        new = [spec for name, spec in specs.items() if name not in existing]
        if new:
            response = await admin.create_topics(
                [
                    NewTopic(
                        spec.name,
                        num_partitions=spec.partitions or settings.kafka.partitions,
                        replication_factor=settings.kafka.replication_factor,
                        topic_configs=dict(spec.configs),
                    )
                    for spec in new
                ]
            )
            _raise_for_topic_errors(response)
        deadline = time.monotonic() + wait_seconds
        while not set(specs) <= set(await admin.list_topics()):
            if time.monotonic() > deadline:
                raise MemstreamError(
                    f"topics {sorted(specs)} did not appear within {wait_seconds:.0f}s; "
                    "is Kafka healthy (make status)?"
                )
            await asyncio.sleep(0.1)
    finally:
        await admin.close()


async def missing_topics(settings: Settings, names: Iterable[str]) -> list[str]:
    """Which of ``names`` the broker does not list (yet), sorted."""
    admin = admin_client(settings)
    await _start(admin, settings)
    try:
        existing = set(await admin.list_topics())
    except KAFKA_ERRORS as exc:
        raise convert_kafka_error(exc, "listing topics") from exc
    finally:
        await admin.close()
    return sorted(set(names) - existing)


async def _start(admin: AIOKafkaAdminClient, settings: Settings) -> None:
    try:
        await admin.start()
    except KAFKA_ERRORS as exc:
        await admin.close()
        what = f"connecting to {settings.kafka.bootstrap_servers}"
        raise convert_kafka_error(exc, what) from exc


def _raise_for_topic_errors(response: Any) -> None:
    refused = []
    for entry in getattr(response, "topic_errors", []):
        name, code = entry[0], entry[1]
        if code not in (0, _TOPIC_EXISTS):
            refused.append(f"{name} ({for_code(code).__name__})")
    if refused:
        raise TopicCreationRefused(
            f"Kafka refused to create {', '.join(refused)}: grant the principal Create on "
            "these topics, or create them yourself and set MEMSTREAM_WORKER__CREATE_TOPICS="
            "false"
        )


async def delete_topics(settings: Settings, prefix: str) -> None:
    admin = admin_client(settings)
    await admin.start()
    try:
        doomed = [t for t in await admin.list_topics() if t.startswith(prefix)]
        if doomed:
            await admin.delete_topics(doomed)
    finally:
        await admin.close()


COMPACTED = {"cleanup.policy": "compact"}


def all_topics(settings: Settings) -> list[TopicSpec]:
    """The topics memstream itself reads and writes (not the worker's table changelogs);
    the settings topic is compacted: it holds the newest record per key for good."""
    k = settings.kafka
    return [
        TopicSpec(k.turns_topic),
        TopicSpec(k.turns_dlq_topic),
        TopicSpec(k.commands_topic),
        TopicSpec(k.changes_topic),
        TopicSpec(k.distill_dlq_topic),
        TopicSpec(k.settings_topic, configs=COMPACTED),
    ]
