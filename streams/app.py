"""The Faust app, created once at start-up from the settings object.

Faust agents are declared on an app instance, and our configuration is passed in rather
than read at import, so the app is built by :func:`create_app` and every agent module
registers onto that one instance (``register(app, topics, ...)``); no module makes a
second app.
"""

from __future__ import annotations

from pathlib import Path

import faust
from faust.types import TransportT

from memstream.config import Settings
from streams.offsets import GapSafeConsumer


def broker_url(bootstrap_servers: str) -> str:
    """Faust names brokers as ``kafka://host:port;kafka://host2:port``."""
    hosts = [h.strip() for h in bootstrap_servers.split(",") if h.strip()]
    return ";".join(f"kafka://{h}" for h in hosts)


class MemstreamApp(faust.App):
    """A faust app whose consumer commits with :mod:`streams.offsets`."""

    def _new_transport(self) -> TransportT:
        transport = super()._new_transport()
        transport.Consumer = GapSafeConsumer  # type: ignore[misc]
        return transport


def create_app(settings: Settings, *, app_id: str | None = None) -> faust.App:
    worker = settings.worker
    data_dir = Path(worker.data_dir).expanduser()
    data_dir.mkdir(parents=True, exist_ok=True)
    return MemstreamApp(
        app_id or worker.app_id,
        broker=broker_url(settings.kafka.bootstrap_servers),
        store=worker.store,
        datadir=str(data_dir),
        autodiscover=False,
        topic_partitions=settings.kafka.partitions,
        topic_replication_factor=settings.kafka.replication_factor,
        # A new consumer group must see every turn already on the topic, not only new ones.
        consumer_auto_offset_reset="earliest",
        web_enabled=True,
        web_host=worker.web_host,
        web_bind=worker.web_host,
        web_port=worker.web_port,
        # Keep the worker's own table pages off: they could show subject keys to anyone
        # who reaches the web port.
        web_tables_enabled=False,
    )
