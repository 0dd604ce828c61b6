"""Publishing manager commands and hearing back what the worker did with them.

The recall side never writes a memory document. It publishes a
:class:`~schemas.commands.Command` on ``memstream.commands`` keyed ``<tenant>/<subject>``
(so the subject's single writer applies it in order), and, when the caller wants to
wait, listens on ``memstream.changes`` for the command's final change event
(``source_id == command_id`` and ``final``), which the worker publishes only after the
index acknowledged the write.

The listener reads every partition without a consumer group: each recall process hears
every outcome, and a waiter is registered before its command is sent, so the answer
cannot slip past it. It starts ``replay_seconds`` back from the end, and hands every
record to its followers (the recall cache, :mod:`recall.cache`): they hear when it
(re)attaches, since events may have been missed then, and when it has read up to where
the end was at attach time.

A lost Kafka is waited out: the listener attaches again every second
(:func:`recall.kafka.for_good`), each retry logged once with what to check. It runs as a
:class:`~memstream.background.BackgroundTask`, so an error it does not expect is logged
and the listener started again; either way its followers hear that it detached.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition

from memstream.background import BackgroundTask
from memstream.config import KafkaSettings
from memstream.errors import BrokerUnavailable, MemstreamError
from memstream.metrics import RecallMetrics
from recall.kafka import caught_up, for_good, kafka_call, topic_partitions
from schemas.commands import ChangeEvent, Command
from schemas.common import subject_key

log = logging.getLogger(__name__)

# After losing Kafka the listener attaches again this often, for as long as it takes.
# Fixed, not exponential: the listener lives as long as the process, so tenacity's attempt
# count spans every outage of its life and an exponential wait would grow across them.
# While the worker has not created the changes topic yet, look for it this often.
TOPIC_POLL_SECONDS = 1.0


class ChangeFollower(Protocol):
    """Something kept fresh by every change event this process hears."""

    def on_attached(self) -> None: ...

    def on_record(self, key: bytes | None, value: bytes, timestamp_ms: int | None) -> None: ...

    def on_caught_up(self) -> None: ...


@dataclass(frozen=True)
class Submitted:
    command: Command
    event: ChangeEvent | None  # the final change event, if it arrived within the wait


class CommandBus:
    def __init__(
        self,
        kafka: KafkaSettings,
        *,
        metrics: RecallMetrics | None = None,
        followers: Iterable[ChangeFollower] = (),
        replay_seconds: float = 0.0,
    ) -> None:
        self._kafka = kafka
        self._followers = tuple(followers)
        self._replay_seconds = replay_seconds
        # Built now, so an unreadable TLS file stops the service at start with one line.
        self._client_options = kafka.client_options()
        self._metrics = metrics
        self._producer: AIOKafkaProducer | None = None
        self._listener = BackgroundTask("memstream-changes-listener")
        self._attached = asyncio.Event()
        self._pending: dict[str, asyncio.Future[ChangeEvent]] = {}

    # -- life cycle ---------------------------------------------------------------------

    async def start(self) -> None:
        producer = AIOKafkaProducer(
            **self._client_options,
            acks="all",
            enable_idempotence=True,
            linger_ms=2,
        )
        try:
            await kafka_call("starting the command producer", producer.start())
        except BrokerUnavailable:
            await producer.stop()  # its half-open connections; the caller retries with a new one
            raise
        self._producer = producer
        self._listener.start(self._listen)

    async def stop(self) -> None:
        await self._listener.stop()
        if self._producer is not None:
            await self._producer.stop()
            self._producer = None
        for future in self._pending.values():
            future.cancel()
        self._pending.clear()

    @property
    def ready(self) -> bool:
        return self._producer is not None

    @property
    def listening(self) -> bool:
        return self._attached.is_set()

    async def wait_listening(self, within_seconds: float) -> bool:
        try:
            await asyncio.wait_for(self._attached.wait(), within_seconds)
        except TimeoutError:
            return False
        return True

    # -- publishing ---------------------------------------------------------------------

    def _require_producer(self) -> AIOKafkaProducer:
        if self._producer is None:
            raise BrokerUnavailable("the command producer is not connected to Kafka yet")
        return self._producer

    async def publish(self, command: Command) -> tuple[int, int]:
        """Send one command and wait for the broker's acknowledgement: (partition, offset)."""
        producer = self._require_producer()
        metadata = await kafka_call(
            f"publishing a {command.action.value} command",
            producer.send_and_wait(
                self._kafka.commands_topic,
                key=subject_key(command.tenant, command.subject).encode(),
                value=command.model_dump_json().encode(),
            ),
        )
        if self._metrics is not None:
            self._metrics.commands_published.labels(command.action.value).inc()
        return int(metadata.partition), int(metadata.offset)

    async def publish_many(self, commands: Iterable[Command]) -> int:
        """Send many commands with the producer's batching; return how many were acked."""
        producer = self._require_producer()
        deliveries = []
        for command in commands:
            deliveries.append(
                await kafka_call(
                    "queueing a command",
                    producer.send(
                        self._kafka.commands_topic,
                        key=subject_key(command.tenant, command.subject).encode(),
                        value=command.model_dump_json().encode(),
                    ),
                )
            )
        await kafka_call("publishing commands", asyncio.gather(*deliveries))
        return len(deliveries)

    async def submit(self, command: Command, *, wait: float | None) -> Submitted:
        """Publish ``command``; with ``wait`` seconds, also wait for its final event."""
        if wait is None or not self.listening:
            await self.publish(command)
            return Submitted(command, None)
        future = self.expect([command.command_id])[command.command_id]
        try:
            await self.publish(command)
            try:
                event = await asyncio.wait_for(asyncio.shield(future), wait)
            except TimeoutError:
                event = None
        finally:
            self.forget([command.command_id])
        if self._metrics is not None:
            outcome = (event.outcome or "applied") if event is not None else "timeout"
            self._metrics.command_waits.labels(outcome).inc()
        return Submitted(command, event)

    # -- hearing back -------------------------------------------------------------------

    def expect(self, command_ids: Iterable[str]) -> dict[str, asyncio.Future[ChangeEvent]]:
        """Register interest in the final events of these commands (before sending them)."""
        loop = asyncio.get_running_loop()
        futures: dict[str, asyncio.Future[ChangeEvent]] = {}
        for command_id in command_ids:
            future = self._pending.get(command_id)
            if future is None:
                future = loop.create_future()
                self._pending[command_id] = future
            futures[command_id] = future
        return futures

    def forget(self, command_ids: Iterable[str]) -> None:
        for command_id in command_ids:
            future = self._pending.pop(command_id, None)
            if future is not None and not future.done():
                future.cancel()

    def _on_change(self, raw: bytes | None) -> None:
        if not self._pending or raw is None:
            return
        try:
            data = json.loads(raw)
        except ValueError:
            return  # not ours to judge; the worker only publishes valid events
        if not isinstance(data, dict) or not data.get("final"):
            return
        future = self._pending.get(str(data.get("source_id")))
        if future is None or future.done():
            return
        try:
            future.set_result(ChangeEvent.model_validate(data))
        except ValueError as exc:
            future.set_exception(
                MemstreamError(f"the worker's final event could not be read: {exc}")
            )

    async def _attach(self) -> tuple[AIOKafkaConsumer, dict[TopicPartition, int]]:
        """A consumer on every partition, ``replay_seconds`` back from the end, and the
        end offsets it has caught up with once it reaches them."""
        topic = self._kafka.changes_topic
        partitions = await self._wait_for_topic()
        consumer = AIOKafkaConsumer(
            **self._client_options,
            group_id=None,
            enable_auto_commit=False,
            auto_offset_reset="latest",
        )
        try:
            await kafka_call("starting the changes listener", consumer.start())
            tps = [TopicPartition(topic, p) for p in partitions]
            consumer.assign(tps)
            ends: dict[TopicPartition, int] = await kafka_call(
                "reading the changes end offsets", consumer.end_offsets(tps)
            )
            since = int((time.time() - self._replay_seconds) * 1000)
            starts = (
                await kafka_call(
                    "finding the replay start",
                    consumer.offsets_for_times(dict.fromkeys(tps, since)),
                )
                if self._replay_seconds > 0
                else {}
            )
            for tp in tps:
                found = starts.get(tp)
                consumer.seek(tp, found.offset if found is not None else ends[tp])
            for tp in tps:  # resolve the positions now, before anyone waits on them
                await kafka_call("finding the changes positions", consumer.position(tp))
        except BaseException:
            await consumer.stop()
            raise
        return consumer, ends

    async def _wait_for_topic(self) -> list[int]:
        """The changes topic's partitions, once the worker has created it. A poll for a
        condition, not an error retry: the topic appears when the first worker starts."""
        while True:
            partitions = await topic_partitions(self._kafka, self._kafka.changes_topic)
            if partitions:
                return partitions
            await asyncio.sleep(TOPIC_POLL_SECONDS)

    async def _follow(self, consumer: AIOKafkaConsumer, ends: dict[TopicPartition, int]) -> None:
        reading = f"reading {self._kafka.changes_topic}"
        behind = True
        while True:
            if behind and await kafka_call(reading, caught_up(consumer, ends)):
                behind = False
                for follower in self._followers:
                    follower.on_caught_up()
            batch = await kafka_call(reading, consumer.getmany(timeout_ms=500, max_records=5000))
            for records in batch.values():
                for record in records:
                    self._on_change(record.value)
                    for follower in self._followers:
                        follower.on_record(record.key, record.value, record.timestamp)

    async def _listen(self) -> None:
        """Attach and follow, for the life of the process: a lost Kafka is waited out (every
        error reaching here is converted, so its message says what to check)."""
        await for_good(self._listen_once, log)

    async def _listen_once(self) -> None:
        consumer, ends = await self._attach()
        try:
            for follower in self._followers:
                follower.on_attached()
            self._attached.set()
            await self._follow(consumer, ends)
        finally:
            # However it ends (Kafka lost, a crash, shutdown), events may be missed from
            # here on: waits fall back to 202 and the followers stop trusting what they hold.
            self._attached.clear()
            for follower in self._followers:
                follower.on_attached()
            await consumer.stop()
