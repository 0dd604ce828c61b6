"""The recall service's view of the settings the writer applied.

The writer publishes every applied workspace setting (key ``<tenant>``) and every subject's
own memory switch (key ``<tenant>/<subject>``) as a :class:`~schemas.settings.SettingsRecord`
on the compacted topic ``memstream.settings``. This view reads that topic from the
beginning and then follows it:

- it is the applied state, not merely the requested one (a command the worker refused
  never shows up here);
- it is a typed contract: recall reads neither the worker's table changelogs nor audit
  text;
- compaction keeps it small (one record per key) and it never ages out;
- a tenant or subject with no record has the defaults (``WorkspaceSettings.defaults``,
  switch on).

Until the first read reaches the end offsets the view is not ready, and recall answers
503 rather than guess whether a workspace or a subject switched memory off. After the
service's own ``workspace_settings`` command is acknowledged by the worker, the new value is
applied here at once (read-your-writes); the record that follows carries the same value.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time

from aiokafka import AIOKafkaConsumer, TopicPartition
from aiokafka.errors import KafkaError
from pydantic import ValidationError

from memstream.config import Settings
from memstream.errors import BrokerUnavailable
from recall.kafka import caught_up, kafka_call, topic_partitions
from schemas.settings import SettingsRecord, WorkspaceSettings

log = logging.getLogger(__name__)

RETRY_SECONDS = 1.0
# When the worker has not created the settings topic yet, look again this often.
TOPIC_POLL_SECONDS = 5.0


class WorkspaceView:
    def __init__(self, settings: Settings) -> None:
        self._kafka = settings.kafka
        self._topic = settings.kafka.settings_topic
        self._default = WorkspaceSettings.defaults(settings)
        self._by_tenant: dict[str, WorkspaceSettings] = {}
        self._subjects: dict[tuple[str, str], bool] = {}  # only switched subjects
        self._ready = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def get(self, tenant: str) -> WorkspaceSettings:
        return self._by_tenant.get(tenant, self._default)

    def subject_enabled(self, tenant: str, subject: str) -> bool:
        """The subject's own switch, as the writer last applied it (on by default)."""
        return self._subjects.get((tenant, subject), True)

    def apply_local(self, tenant: str, workspace: WorkspaceSettings) -> None:
        """The worker acknowledged our own command: show it without waiting for the log."""
        self._by_tenant[tenant] = workspace

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    async def wait_ready(self, within_seconds: float) -> bool:
        try:
            await asyncio.wait_for(self._ready.wait(), within_seconds)
        except TimeoutError:
            return False
        return True

    async def start(self) -> None:
        self._task = asyncio.create_task(self._follow(), name="memstream-settings-view")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def apply(self, key: bytes | None, value: bytes | None) -> None:
        """One record of the settings topic (a compaction tombstone: back to defaults)."""
        if key is None:
            return
        tenant, _, subject = key.decode("utf-8", errors="replace").partition("/")
        if value is None:
            if subject:
                self._subjects.pop((tenant, subject), None)
            else:
                self._by_tenant.pop(tenant, None)
            return
        try:
            record = SettingsRecord.model_validate_json(value)
        except ValidationError:
            log.error("an unreadable record on %s; kept the last value for its key", self._topic)
            return
        if record.workspace is not None:
            self._by_tenant[record.tenant] = record.workspace
        elif record.subject is not None and record.subject_settings is not None:
            self._subjects[(record.tenant, record.subject)] = record.subject_settings.enabled

    async def _follow(self) -> None:
        while True:
            consumer: AIOKafkaConsumer | None = None
            try:
                partitions = await topic_partitions(self._kafka, self._topic)
                if not partitions:
                    # No worker has created it yet: nothing was applied, defaults are true.
                    self._ready.set()
                    await asyncio.sleep(TOPIC_POLL_SECONDS)
                    continue
                consumer = AIOKafkaConsumer(
                    **self._kafka.client_options(),
                    group_id=None,
                    enable_auto_commit=False,
                    auto_offset_reset="earliest",
                )
                await kafka_call("starting the settings view", consumer.start())
                tps = [TopicPartition(self._topic, p) for p in partitions]
                consumer.assign(tps)
                await consumer.seek_to_beginning(*tps)
                ends = await consumer.end_offsets(tps)
                while True:
                    if not self._ready.is_set() and await caught_up(consumer, ends):
                        self._ready.set()
                    batch = await consumer.getmany(timeout_ms=500, max_records=5000)
                    for records in batch.values():
                        for record in records:
                            self.apply(record.key, record.value)
            except (KafkaError, BrokerUnavailable) as exc:
                log.warning("settings view lost Kafka (%s); retrying", exc)
                await asyncio.sleep(RETRY_SECONDS)
            finally:
                if consumer is not None:
                    await consumer.stop()


class SubjectSwitches:
    """Subject switches this process just saw the worker apply, for read-your-writes.

    The durable switch is the writer's ``settings_changed`` audit record, which a search
    sees only after the index refreshes (about a second). For a little longer than that,
    a switch acknowledged through this service wins over what the index says.
    """

    def __init__(self, hold_seconds: float = 10.0, max_entries: int = 100_000) -> None:
        self._hold = hold_seconds
        self._max = max_entries
        self._recent: dict[tuple[str, str], tuple[bool, float]] = {}

    def remember(self, tenant: str, subject: str, enabled: bool) -> None:
        if len(self._recent) >= self._max:
            self._recent.clear()
        self._recent[(tenant, subject)] = (enabled, time.monotonic())

    def get(self, tenant: str, subject: str) -> bool | None:
        entry = self._recent.get((tenant, subject))
        if entry is None:
            return None
        enabled, at = entry
        if time.monotonic() - at > self._hold:
            self._recent.pop((tenant, subject), None)
            return None
        return enabled
