"""The memstream worker: one Faust app that turns chat turns and manager commands into
memory documents, plus its web endpoints (metrics, liveness, readiness) and timers."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import faust
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest

from agents.embedder import make_embedder
from agents.llm import make_provider
from indexers.bulk import BulkWriter
from indexers.client import make_client
from indexers.tenants import TenantIndices
from memstream.config import Settings
from memstream.metrics import WorkerMetrics
from memstream.runtime import TopicSpec, create_topics
from schemas.commands import Command, CommandAction
from schemas.common import split_subject_key, utcnow
from streams.app import create_app
from streams.batching import batches
from streams.distilling import DistillScheduler
from streams.processor import BatchProcessor, default_workspace
from streams.tables import declare_tables
from streams.topics import declare_topics

log = logging.getLogger(__name__)


def build_worker(settings: Settings, registry: CollectorRegistry | None = None) -> faust.App:
    registry = registry if registry is not None else CollectorRegistry()
    metrics = WorkerMetrics.create(registry)
    app = create_app(settings)
    topics = declare_topics(app, settings.kafka)
    tables = declare_tables(app, settings.kafka.partitions)
    embedder = make_embedder(settings.embedding)
    client = make_client(settings.opensearch)
    indices = TenantIndices(
        client, prefix=settings.opensearch.index_prefix, dimension=embedder.dimension
    )
    bulk = BulkWriter(client, indices, embedder, on_retry=metrics.bulk_retries.inc)
    scheduler = DistillScheduler(
        settings,
        tables=tables,
        topics=topics,
        provider=make_provider(settings.llm),
        metrics=metrics,
        default_workspace=default_workspace(settings),
    )
    processor = BatchProcessor(
        settings, topics=topics, tables=tables, bulk=bulk, metrics=metrics, scheduler=scheduler
    )
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
            await processor.process(events)

    # faust's decorators are untyped; the functions under them are typed.
    @app.timer(interval=worker.sweep_interval_seconds)  # type: ignore[untyped-decorator]
    async def sweep_expired() -> None:
        """Ask each subject's writer to archive items that have expired."""
        now = utcnow()
        for key, when in list(processor.earliest_expiry.items()):
            if when <= now:
                tenant, subject = split_subject_key(key.decode())
                command = Command(
                    tenant=tenant,
                    subject=subject,
                    action=CommandAction.CONSOLIDATE,
                    actor="system:sweep",
                )
                await topics.commands.send(key=key, value=command.model_dump_json().encode())
                processor.earliest_expiry.pop(key, None)

    @app.timer(interval=settings.llm.tick_seconds)  # type: ignore[untyped-decorator]
    async def distill_due_sessions() -> None:
        """Start the distillation jobs whose debounce has run out."""
        if not _settled(app):
            return  # the distill table is not complete yet
        await scheduler.tick(generation=app.consumer_generation_id)

    _export_consumer_lag(app, metrics, {settings.kafka.turns_topic, settings.kafka.commands_topic})
    _serve_health_and_metrics(app, registry)
    return app


def _settled(app: faust.App) -> bool:
    """Joined the group and recovered the tables at least once (until then the worker has no
    partitions), and no rebalance or recovery moving them now (faust sets the app's and the
    recovery's ``in_recovery`` together)."""
    recovery: Any = getattr(app.tables, "recovery", None)
    joined = recovery is None or recovery.completed.is_set()
    return joined and not app.rebalancing and not app.in_recovery


def _export_consumer_lag(app: faust.App, metrics: WorkerMetrics, inputs: set[str]) -> None:
    exported: set[tuple[str, str]] = set()

    @app.timer(interval=5.0)  # type: ignore[untyped-decorator]
    async def export_consumer_lag() -> None:
        """Lag per input partition: the high-water mark minus what has been committed."""
        consumer = app.consumer
        # faust keeps committed offsets on the consumer; it has no public accessor.
        committed = getattr(consumer, "_committed_offset", {})
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
    app = build_worker(settings)
    # Faust creates its changelog and leader topics itself, just before joining the group;
    # when the group's metadata does not list one yet, faust's assignor ignores it and the
    # join never completes (seen in CI: a fresh worker idle for good). Created and visible
    # beforehand, there is nothing to race. A loop of its own: faust makes the main one.
    loop = asyncio.new_event_loop()
    try:
        loop.run_until_complete(ensure_internal_topics(settings, app))
    finally:
        loop.close()
    faust.Worker(app, loglevel=loglevel).execute_from_commandline()


async def ensure_internal_topics(settings: Settings, app: faust.App) -> None:
    """Create the app's changelog topics (compacted) and its leader topic if missing, and
    wait until the broker lists them."""
    compacted = {"cleanup.policy": "compact"}
    specs = [TopicSpec(f"{app.conf.id}-__assignor-__leader", partitions=1)]
    for table in app.tables.values():
        topic = table.changelog_topic
        specs.append(TopicSpec(topic.get_topic_name(), topic.partitions, compacted))
    await create_topics(settings, specs)
