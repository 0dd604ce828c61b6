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
503 rather than guess whether a workspace or a subject switched memory off. A lost Kafka
is waited out (the view keeps what it read and goes on reading every second,
:func:`recall.kafka.for_good`, each retry logged once with what to check); an error it does
not expect is logged and the view started again (:class:`~memstream.background.BackgroundTask`).
After the service's own ``workspace_settings`` command is acknowledged by the worker, the
new value is applied here at once (read-your-writes); the record that follows carries the
same value.
"""

from __future__ import annotations

import asyncio
import logging
import time

from aiokafka import AIOKafkaConsumer, TopicPartition
from pydantic import ValidationError

from memstream.background import BackgroundTask
from memstream.config import Settings
from recall.kafka import caught_up, for_good, kafka_call, topic_partitions
from schemas.settings import SettingsRecord, WorkspaceSettings

log = logging.getLogger(__name__)

# After losing Kafka the view reads the topic again this often, for as long as it takes.
# Fixed, not exponential: the view lives as long as the process, so tenacity's attempt
# count spans every outage of its life and an exponential wait would grow across them.
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
        self._next: dict[TopicPartition, int] = {}  # the next offset to read, per partition
        self._follower = BackgroundTask("memstream-settings-view")

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
        self._follower.start(self._follow)

    async def stop(self) -> None:
        await self._follower.stop()

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
        """Read the topic, for the life of the process: a lost Kafka is waited out (every
        error reaching here is converted, so its message says what to check)."""
        await for_good(self._follow_once, log)

    async def _follow_once(self) -> None:
        partitions = await self._wait_for_topic()
        consumer = AIOKafkaConsumer(
            **self._kafka.client_options(),
            group_id=None,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
        )
        try:
            await kafka_call("starting the settings view", consumer.start())
            reading = f"reading {self._topic}"
            tps = [TopicPartition(self._topic, p) for p in partitions]
            consumer.assign(tps)
            # After a reconnect, go on from where the last reader stopped: reading the
            # topic again from its start would bring back, for a moment, values that
            # later records had replaced (until compaction removes them).
            fresh = [tp for tp in tps if tp not in self._next]
            for tp in tps:
                if tp in self._next:
                    consumer.seek(tp, self._next[tp])
            if fresh:
                await kafka_call(reading, consumer.seek_to_beginning(*fresh))
            ends = await kafka_call(reading, consumer.end_offsets(tps))
            while True:
                loading = not self._ready.is_set()
                if loading and await kafka_call(reading, caught_up(consumer, ends)):
                    self._ready.set()
                batch = await kafka_call(
                    reading, consumer.getmany(timeout_ms=500, max_records=5000)
                )
                for tp, records in batch.items():
                    for record in records:
                        self.apply(record.key, record.value)
                    if records:
                        self._next[tp] = records[-1].offset + 1
        finally:
            await consumer.stop()

    async def _wait_for_topic(self) -> list[int]:
        """The settings topic's partitions, once a worker has created it. A poll for a
        condition, not an error retry; meanwhile the view is ready, with the defaults."""
        while True:
            partitions = await topic_partitions(self._kafka, self._topic)
            if partitions:
                return partitions
            # No worker has created it yet: nothing was applied, defaults are true.
            self._ready.set()
            await asyncio.sleep(TOPIC_POLL_SECONDS)


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
