"""Topic declarations. Values are raw bytes: validation is ours, so a malformed event
becomes a dead-letter record with its reason instead of a deserialiser crash."""

from __future__ import annotations

from dataclasses import dataclass

import faust

from memstream.config import KafkaSettings


@dataclass(frozen=True)
class Topics:
    turns: faust.TopicT
    turns_dlq: faust.TopicT
    commands: faust.TopicT
    changes: faust.TopicT
    distill_dlq: faust.TopicT
    settings: faust.TopicT


def declare_topics(app: faust.App, kafka: KafkaSettings) -> Topics:
    def raw(name: str) -> faust.TopicT:
        return app.topic(
            name,
            key_serializer="raw",
            value_serializer="raw",
            partitions=kafka.partitions,
            replicas=kafka.replication_factor,
        )

    return Topics(
        turns=raw(kafka.turns_topic),
        turns_dlq=raw(kafka.turns_dlq_topic),
        commands=raw(kafka.commands_topic),
        changes=raw(kafka.changes_topic),
        distill_dlq=raw(kafka.distill_dlq_topic),
        settings=raw(kafka.settings_topic),
    )
