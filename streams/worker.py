"""The memstream worker: one Faust app that turns chat turns and manager commands into
memory documents, plus its web endpoints (metrics, liveness, readiness) and timers."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping
from typing import Any

import faust
from aiohttp import web
from aiokafka.errors import KafkaError
from faust.types import TP
from opensearchpy import AsyncOpenSearch
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest

from agents.embedder import Embedder, make_embedder
from agents.llm import make_provider
from indexers.bulk import BulkWriter
from indexers.client import make_client
from indexers.tenants import TenantIndices
from memstream.config import Settings
from memstream.errors import BrokerUnavailable, IndexDimensionMismatch, IndexUnavailable
from memstream.kafka_admin import COMPACTED, TopicSpec, all_topics, create_topics, missing_topics
from memstream.metrics import WorkerMetrics
from schemas.commands import Command, CommandAction
from schemas.common import split_subject_key, utcnow
from schemas.settings import WorkspaceSettings
from streams.app import create_app
from streams.batching import batches
from streams.distilling import DistillScheduler
from streams.expiry import ExpirySchedule
from streams.faust_patches import (
    changelog_topics,
    committed_offsets,
    fetch_state,
    first_recovery_completed,
    leader_topic_name,
)
from streams.fetch_watch import FetchWatch
from streams.processor import BatchProcessor
from streams.tables import declare_tables
from streams.topics import Topics, declare_topics

log = logging.getLogger(__name__)

# A worker waiting for operators to create its topics checks this often, and says so in
# its log this often.
TOPIC_POLL_SECONDS = 2.0
TOPIC_WAIT_LOG_SECONDS = 30.0
# An input partition with records waiting and a read offset unmoved this long is reported.
NOT_READ_SECONDS = 30.0
# How long the watch waits for the broker's end offsets before it uses the fetched ones.
END_OFFSETS_SECONDS = 5.0


def build_worker(
    settings: Settings,
    registry: CollectorRegistry | None = None,
    *,
    embedder: Embedder | None = None,
    stopped_by: list[BaseException] | None = None,
) -> faust.App:
    """The worker's faust app. ``embedder`` defaults to the configured one (cold: call its
    ``warm_up`` before consuming, as :func:`run_worker` does). An error that must stop the
    whole worker (:data:`STOPS_THE_WORKER`) is appended to ``stopped_by`` when given."""
    registry = registry if registry is not None else CollectorRegistry()
    metrics = WorkerMetrics.create(registry)
    app = create_app(settings)
    topics = declare_topics(app, settings.kafka)
    tables = declare_tables(app, settings.kafka.partitions)
    embedder = embedder if embedder is not None else make_embedder(settings.embedding)
    client = make_client(settings.opensearch)
    indices = tenant_indices(settings, client, embedder)
    bulk = BulkWriter(client, indices, embedder, on_retry=metrics.bulk_retries.inc)
    scheduler = DistillScheduler(
        settings,
        tables=tables,
        topics=topics,
        provider=make_provider(settings.llm),
        metrics=metrics,
        default_workspace=WorkspaceSettings.defaults(settings),
    )
    expiry = ExpirySchedule()
    processor = BatchProcessor(
        settings,
        topics=topics,
        tables=tables,
        bulk=bulk,
        metrics=metrics,
        scheduler=scheduler,
        embedder=embedder,  # forgets match by meaning, too
        expiry=expiry,
    )
    _write_memories(app, settings, processor, stopped_by)
    _sweep_expired(app, settings, topics, expiry)

    @app.timer(interval=settings.llm.tick_seconds)  # type: ignore[untyped-decorator]
    async def distill_due_sessions() -> None:
        """Start the distillation jobs whose debounce has run out."""
        if not _settled(app):
            return  # the distill table is not complete yet
        await scheduler.tick(generation=app.consumer_generation_id)

    inputs = {settings.kafka.turns_topic, settings.kafka.commands_topic}
    _export_consumer_lag(app, metrics, inputs)
    _watch_reading(app, metrics, inputs)
    _serve_health_and_metrics(app, registry)
    return app


def _write_memories(
    app: faust.App,
    settings: Settings,
    processor: BatchProcessor,
    stopped_by: list[BaseException] | None,
) -> None:
    worker = settings.worker
    # Turns and commands share one agent: per partition they are applied in order by one
    # writer, which is what makes tombstone checks, supersession and the cap race-free.
    source = app.topic(
        settings.kafka.turns_topic,
        settings.kafka.commands_topic,
        key_serializer="raw",
        value_serializer="raw",
    )

    @app.agent(source, name="write_memories")
    async def write_memories(stream: faust.StreamT[Any]) -> None:
        async for events in batches(
            stream, max_events=worker.batch_max_events, within=worker.batch_within_seconds
        ):
            try:
                await processor.process(events)
            except STOPS_THE_WORKER as exc:
                # faust would restart the agent, which would go on with later events
                # while this batch stays unacknowledged: stop the worker instead (its
                # offsets stay where they are), with the one-line reason.
                log.critical("stopping the worker: %s", exc)
                if stopped_by is not None:
                    stopped_by.append(exc)
                await app.crash(exc)
                raise


def _sweep_expired(
    app: faust.App, settings: Settings, topics: Topics, expiry: ExpirySchedule
) -> None:
    # faust's decorators are untyped; the functions under them are typed.
    @app.timer(interval=settings.worker.sweep_interval_seconds)  # type: ignore[untyped-decorator]
    async def sweep_expired() -> None:
        """Ask each subject's writer to archive items that have expired: a command, applied
        in order with the subject's other events."""
        for key, when in expiry.due(utcnow()):
            tenant, subject = split_subject_key(key.decode())
            command = Command(
                tenant=tenant,
                subject=subject,
                action=CommandAction.CONSOLIDATE,
                actor="system:sweep",
            )
            await topics.commands.send(key=key, value=command.model_dump_json().encode())
            expiry.asked(key, when)


def _settled(app: faust.App) -> bool:
    """Joined the group and recovered the tables at least once (until then the worker has no
    partitions), and no rebalance or recovery moving them now (faust sets the app's and the
    recovery's ``in_recovery`` together)."""
    return first_recovery_completed(app) and not app.rebalancing and not app.in_recovery


def _export_consumer_lag(app: faust.App, metrics: WorkerMetrics, inputs: set[str]) -> None:
    exported: set[tuple[str, str]] = set()

    @app.timer(interval=5.0)  # type: ignore[untyped-decorator]
    async def export_consumer_lag() -> None:
        """Lag per input partition: the high-water mark minus what has been committed."""
        consumer = app.consumer
        committed = committed_offsets(consumer)
        current = {
            (tp.topic, str(tp.partition)) for tp in consumer.assignment() if tp.topic in inputs
        }
        for labels in exported - current:  # partitions lost in a rebalance: no stale value
            metrics.consumer_lag.remove(*labels)
        exported.clear()
        exported.update(current)
        for tp in consumer.assignment():
            if tp.topic not in inputs:
                continue
            highwater = consumer.highwater(tp)
            if highwater is None:  # not known until the first fetch
                continue
            done = committed.get(tp) or 0
            metrics.consumer_lag.labels(tp.topic, str(tp.partition)).set(max(0, highwater - done))


def _watch_reading(app: faust.App, metrics: WorkerMetrics, inputs: set[str]) -> None:
    watch = FetchWatch(after=NOT_READ_SECONDS)

    @app.timer(interval=5.0)  # type: ignore[untyped-decorator]
    async def watch_reading() -> None:
        """Report input partitions with records waiting that the worker stopped reading."""
        consumer = app.consumer
        state = fetch_state(consumer)
        inputs_held = [tp for tp in consumer.assignment() if tp.topic in inputs]
        watched = await _end_offsets(consumer, inputs_held)
        stalled = watch.stalled(
            state.read_offsets, watched if _settled(app) else {}, now=time.monotonic()
        )
        metrics.inputs_not_read.set(len(stalled))
        if stalled:
            log.warning(
                "not reading %d input partition(s) with records waiting for %.0f s or more "
                "(expected while the index or the model is waited out; otherwise restart the "
                "worker and report it): %s; %s",
                len(stalled),
                NOT_READ_SECONDS,
                ", ".join(
                    f"{tp.topic}/{tp.partition} read {state.read_offsets.get(tp)} of {watched[tp]}"
                    for tp in sorted(stalled)
                ),
                state.describe(stalled),
            )


async def _end_offsets(consumer: Any, partitions: list[TP]) -> dict[TP, int | None]:
    """Each partition's end offset as the broker says it now. The consumer's own
    high-water marks come with its fetch answers, so they stop moving when it stops
    fetching: in the stall this watch is for, they stayed equal to the read offsets and
    nothing looked waiting. Those are the fallback when the broker does not answer."""
    try:
        async with asyncio.timeout(END_OFFSETS_SECONDS):
            ends: Mapping[TP, int] = await consumer.highwaters(*partitions)
        return {tp: ends.get(tp) for tp in partitions}
    except (TimeoutError, KafkaError) as exc:
        log.debug("end offsets not read from the broker (%s); using fetched ones", exc)
        return {tp: consumer.highwater(tp) for tp in partitions}


def _serve_health_and_metrics(app: faust.App, registry: CollectorRegistry) -> None:
    @app.page("/metrics")
    async def metrics_page(web: Any, request: Any) -> Any:
        # aiohttp refuses parameters in content_type, so the full header goes in as is.
        return web.bytes(generate_latest(registry), headers={"Content-Type": CONTENT_TYPE_LATEST})

    @app.page("/healthz")
    async def healthz(web: Any, request: Any) -> Any:
        return web.json({"status": "ok"})

    @app.page("/readyz")
    async def readyz(web: Any, request: Any) -> Any:
        ready = _settled(app)
        return web.json({"ready": ready}, status=200 if ready else 503)


def run_worker(settings: Settings, *, loglevel: str = "info") -> None:
    """Check the existing indices, warm the embedder up and prepare the topics, then run
    faust until it stops. Raises :class:`IndexDimensionMismatch` (the CLI prints its one
    line) when a tenant index was made at another vector size, at start or first write."""
    registry = CollectorRegistry()
    embedder = make_embedder(settings.embedding)
    stopped_by: list[BaseException] = []
    app = build_worker(settings, registry, embedder=embedder, stopped_by=stopped_by)
    # Every topic must exist before faust subscribes: a consumer subscribed to a missing
    # topic is assigned nothing of it and never notices it appear, so turns published
    # later are never consumed. Likewise faust's own changelog and leader topics: when the
    # group's metadata does not list one yet, faust's assignor ignores it and the join
    # never completes (seen in CI: a fresh worker idle for good). A loop of its own: faust
    # makes the main one.
    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(prepare_to_consume(settings, app, embedder, registry))
    finally:
        loop.close()
    try:
        faust.Worker(app, loglevel=loglevel).execute_from_commandline()
    except SystemExit:
        if stopped_by:
            raise stopped_by[0] from None
        raise


# Errors that stop the worker rather than the one batch: no later batch could fare better.
STOPS_THE_WORKER = (IndexDimensionMismatch,)


def tenant_indices(
    settings: Settings, client: AsyncOpenSearch, embedder: Embedder
) -> TenantIndices:
    return TenantIndices(
        client,
        prefix=settings.opensearch.index_prefix,
        dimension=embedder.dimension,
        provider=settings.embedding.provider,
    )


async def prepare_to_consume(
    settings: Settings,
    app: faust.App,
    embedder: Embedder,
    registry: CollectorRegistry | None = None,
) -> None:
    """Everything before the first batch: refuse existing indices of another vector size
    (:func:`check_indices`), then warm the embedder up (in a thread) while the topics are
    prepared, so the first batch does not pay for building the model."""
    await check_indices(settings, embedder)
    await asyncio.gather(warm_up(embedder), prepare_topics(settings, app, registry))


async def check_indices(settings: Settings, embedder: Embedder) -> None:
    """Raise :class:`IndexDimensionMismatch` if any existing memories index under the
    prefix was made at another vector size than ``embedder`` makes. An unreachable
    OpenSearch is not waited for here: each tenant's first write checks its index too."""
    client = make_client(settings.opensearch)
    try:
        checked = await tenant_indices(settings, client, embedder).check_existing()
    except IndexUnavailable as exc:
        log.warning("could not check the existing indices' vector size at start: %s", exc)
        return
    finally:
        await client.close()
    log.info(
        "vector size %d (%s): %d existing memories index(es) fit",
        embedder.dimension,
        embedder.model_id,
        checked,
    )


async def warm_up(embedder: Embedder) -> None:
    """The embedder's slow first-call work (use-multilingual: the tokenizer and weights,
    1-5 s of CPU), in a thread, so the worker's first batch does not pay for it."""
    started = time.monotonic()
    await asyncio.to_thread(embedder.warm_up)
    log.info("embedder %s warm in %.1fs", embedder.model_id, time.monotonic() - started)


def worker_topics(settings: Settings, app: faust.App) -> list[TopicSpec]:
    """Every topic the worker reads or writes: turns and commands in; changes, settings
    (compacted) and the two dead-letter topics out (partitions and replication from the
    settings); the tables' changelogs (compacted) and faust's leader topic."""
    specs = all_topics(settings)
    specs.append(TopicSpec(leader_topic_name(app.conf.id), partitions=1))
    for name, partitions in changelog_topics(app):
        specs.append(TopicSpec(name, partitions, COMPACTED))
    return specs


async def prepare_topics(
    settings: Settings, app: faust.App, registry: CollectorRegistry | None = None
) -> None:
    """Create the worker's topics (``worker.create_topics``), or wait until operators have
    created them, answering ``/readyz`` with 503 meanwhile."""
    specs = worker_topics(settings, app)
    if settings.worker.create_topics:
        await create_topics(settings, specs)
        return
    await wait_for_topics(settings, [spec.name for spec in specs], registry)


async def wait_for_topics(
    settings: Settings,
    names: list[str],
    registry: CollectorRegistry | None = None,
    *,
    poll_seconds: float = TOPIC_POLL_SECONDS,
    log_every_seconds: float = TOPIC_WAIT_LOG_SECONDS,
) -> None:
    """Poll until the broker lists every topic of ``names``; until then serve the worker's
    web port with ``/healthz`` 200 (alive) and ``/readyz`` 503 (not consuming)."""
    missing = await _missing_or_all(settings, names)
    if not missing:
        return
    waiting = _WaitingForTopics(settings, missing, registry)
    await waiting.start()
    try:
        last_said = -log_every_seconds
        while missing:
            if time.monotonic() - last_said >= log_every_seconds:
                last_said = time.monotonic()
                log.warning(
                    "waiting for Kafka topics %s: MEMSTREAM_WORKER__CREATE_TOPICS is false, so "
                    "the worker creates none; create them (%d partitions; the changelogs "
                    "compacted) or set it to true. /readyz answers 503 until they exist.",
                    ", ".join(missing),
                    settings.kafka.partitions,
                )
            await asyncio.sleep(poll_seconds)
            missing = await _missing_or_all(settings, names)
            waiting.missing = missing
    finally:
        await waiting.stop()
    log.warning("all %d Kafka topics exist; starting the worker", len(names))


async def _missing_or_all(settings: Settings, names: list[str]) -> list[str]:
    try:
        return await missing_topics(settings, names)
    except BrokerUnavailable as exc:
        log.warning("%s; retrying", exc)
        return sorted(names)


class _WaitingForTopics:
    """The worker's web port while it waits for its topics, before faust (which serves the
    port afterwards) starts: alive, not ready, and why."""

    def __init__(
        self, settings: Settings, missing: list[str], registry: CollectorRegistry | None
    ) -> None:
        self.missing = missing
        self._worker = settings.worker
        self._registry = registry
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/readyz", self._readyz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self._worker.web_host, self._worker.web_port)
        await site.start()

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def _healthz(self, request: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    async def _readyz(self, request: web.Request) -> web.Response:
        body = {"ready": False, "waiting_for_topics": self.missing}
        return web.json_response(body, status=503)

    async def _metrics(self, request: web.Request) -> web.Response:
        registry = self._registry if self._registry is not None else CollectorRegistry()
        return web.Response(
            body=generate_latest(registry), headers={"Content-Type": CONTENT_TYPE_LATEST}
        )
