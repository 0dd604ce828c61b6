"""The Faust app, created once at start-up from the settings object.

Faust agents are declared on an app instance, and our configuration is passed in rather
than read at import, so the app is built by :func:`create_app` and everything else is
declared onto that one instance: topics by :func:`streams.topics.declare_topics`, tables
by :func:`streams.tables.declare_tables`, and the agent and timers by
:func:`streams.worker.build_worker`. No module makes a second app.
"""

from __future__ import annotations

from pathlib import Path

import faust
from faust.auth import Credentials, SASLCredentials, SSLCredentials

from memstream.config import KafkaSettings, Settings
from streams.faust_patches import MemstreamApp


def broker_url(bootstrap_servers: str) -> str:
    """Faust names brokers as ``kafka://host:port;kafka://host2:port``."""
    hosts = [h.strip() for h in bootstrap_servers.split(",") if h.strip()]
    return ";".join(f"kafka://{h}" for h in hosts)


def broker_credentials(kafka: KafkaSettings) -> Credentials | None:
    """The same security as every other Kafka client of memstream
    (:meth:`KafkaSettings.client_options`), in faust's terms; None for PLAINTEXT."""
    context = kafka.ssl_context()
    if kafka.security_protocol == "SSL":
        assert context is not None
        return SSLCredentials(context)
    if kafka.security_protocol in ("SASL_PLAINTEXT", "SASL_SSL"):
        assert kafka.sasl_password is not None  # checked by KafkaSettings
        # faust speaks SASL_SSL when given a context and SASL_PLAINTEXT without one.
        return SASLCredentials(
            username=kafka.sasl_username,
            password=kafka.sasl_password.get_secret_value(),
            ssl_context=context,
            mechanism=kafka.sasl_mechanism,
        )
    return None


def create_app(settings: Settings, *, app_id: str | None = None) -> faust.App:
    worker = settings.worker
    data_dir = Path(worker.data_dir).expanduser()
    data_dir.mkdir(parents=True, exist_ok=True)
    return MemstreamApp(
        app_id or worker.app_id,
        broker=broker_url(settings.kafka.bootstrap_servers),
        broker_credentials=broker_credentials(settings.kafka),
        # With create_topics off, operators own every topic, the internal ones included:
        # the worker waits for them (streams/worker.py) instead of creating them.
        topic_allow_declare=settings.worker.create_topics,
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
