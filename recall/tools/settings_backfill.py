"""``memstream settings-backfill --tenant T``: publish a tenant's settings as typed records.

Recall reads workspace settings and subject switches from the compacted topic
``memstream.settings``, which the writer fills as it applies changes. Settings applied
before that topic existed live only where the writer kept them then: the workspaces in
the worker's ``workspaces`` table changelog, each subject's switch in its newest
``settings_changed`` audit record. Until they are on the topic, recall sees the defaults,
so a subject who switched memory off would be recalled again: run this once per tenant
when upgrading, before the new recall service takes traffic.

It never overwrites: a key the topic already holds was written by the writer since, and is
newer. Running it again publishes nothing new.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition

from indexers.client import call, make_client
from memstream.config import KafkaSettings, Settings
from memstream.errors import MemstreamError
from recall.kafka import caught_up, kafka_call, topic_partitions
from recall.query import AuditQuery, TenantScope, build_search
from schemas.common import utcnow
from schemas.settings import SettingsRecord, SubjectSettings, WorkspaceSettings

SWITCH_ACTION = "settings_changed"
PAGE = 1000


@dataclass
class BackfillReport:
    workspace: int = 0
    subjects: int = 0
    already_there: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "workspace": self.workspace,
            "subjects": self.subjects,
            "already_there": len(self.already_there),
        }


async def backfill(settings: Settings, tenant: str) -> BackfillReport:
    kafka = settings.kafka
    present = await _read_topic(kafka, kafka.settings_topic, tenant, must_exist=True)
    records: list[SettingsRecord] = []
    workspace = (await _read_topic(kafka, _workspaces_changelog(settings), tenant)).get(tenant)
    if workspace is not None:
        records.append(
            SettingsRecord(
                tenant=tenant,
                workspace=WorkspaceSettings.model_validate_json(workspace),
                at=utcnow(),
            )
        )
    records += [
        SettingsRecord(
            tenant=tenant,
            subject=subject,
            subject_settings=SubjectSettings(enabled=enabled),
            at=utcnow(),
        )
        for subject, enabled in (await _newest_switches(settings, tenant)).items()
    ]
    report = BackfillReport()
    new = [r for r in records if r.key not in present]
    report.already_there = [r.key for r in records if r.key in present]
    producer = AIOKafkaProducer(**kafka.client_options(), acks="all", enable_idempotence=True)
    await kafka_call("starting the settings producer", producer.start())
    try:
        for record in new:
            await kafka_call(
                "publishing a settings record",
                producer.send_and_wait(
                    kafka.settings_topic,
                    key=record.key.encode(),
                    value=record.model_dump_json().encode(),
                ),
            )
            if record.workspace is not None:
                report.workspace += 1
            else:
                report.subjects += 1
    finally:
        await producer.stop()
    return report


def _workspaces_changelog(settings: Settings) -> str:
    # Faust names a table's changelog "<app id>-<table name>-changelog": where the worker
    # kept workspace settings before the settings topic. Read here only, to migrate.
    return f"{settings.worker.app_id}-workspaces-changelog"


def _legacy_enabled(audit: dict[str, Any]) -> bool:
    # The writer recorded the switch as reason "enabled=<bool>" before it was typed.
    return str(audit.get("reason", "")).strip().lower() != "enabled=false"


async def _newest_switches(settings: Settings, tenant: str) -> dict[str, bool]:
    """Each subject's switch per its newest ``settings_changed`` audit record."""
    client = make_client(settings.opensearch)
    found: dict[str, bool] = {}
    after: tuple[int | float | str, ...] | None = None
    try:
        while True:
            query = AuditQuery(actions=frozenset({SWITCH_ACTION}), size=PAGE, search_after=after)
            request = build_search(
                TenantScope(tenant=tenant), query, index_prefix=settings.opensearch.index_prefix
            )
            response = await call(
                "reading switch records",
                client.search(index=request.index, body=request.body, params=request.params),
            )
            hits = response.get("hits", {}).get("hits", [])
            for hit in hits:  # newest first: the first seen per subject wins
                source = hit["_source"]
                found.setdefault(str(source["subject"]), _legacy_enabled(source))
            if len(hits) < PAGE:
                return found
            after = tuple(hits[-1]["sort"])
    finally:
        await client.close()


async def _read_topic(
    kafka: KafkaSettings, topic: str, tenant: str, *, must_exist: bool = False
) -> dict[str, bytes]:
    """The newest value per key of ``tenant``'s keys on a compacted topic."""
    partitions = await topic_partitions(kafka, topic)
    if not partitions:
        if must_exist:
            raise MemstreamError(
                f"topic {topic} does not exist: start the new worker once (it creates it), "
                "then run the backfill"
            )
        return {}
    consumer = AIOKafkaConsumer(**kafka.client_options(), group_id=None, enable_auto_commit=False)
    await kafka_call("starting a reader", consumer.start())
    values: dict[str, bytes] = {}
    try:
        tps = [TopicPartition(topic, p) for p in partitions]
        consumer.assign(tps)
        await consumer.seek_to_beginning(*tps)
        ends = await consumer.end_offsets(tps)
        while not await caught_up(consumer, ends):
            batch = await consumer.getmany(timeout_ms=500, max_records=5000)
            for records in batch.values():
                for record in records:
                    key = (record.key or b"").decode("utf-8", "replace")
                    if key == tenant or key.startswith(f"{tenant}/"):
                        if record.value is None:
                            values.pop(key, None)
                        else:
                            values[key] = record.value
    finally:
        await consumer.stop()
    return values
