"""Fixtures for tests against the real Kafka and OpenSearch that ``make up`` starts.

If a service is down these tests fail (never skip) with the command that starts it.
"""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Iterator
from urllib.parse import urlparse

import pytest
from opensearchpy import AsyncOpenSearch

from indexers.client import make_client
from memstream.config import Settings
from tests.support.worker import free_port, remove_run
from tests.support.worker import isolated_settings as support_settings

pytestmark = pytest.mark.integration


def _reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=2):
            return True
    except OSError:
        return False


@pytest.fixture(scope="session", autouse=True)
def _services_up() -> None:
    s = Settings()
    host, _, port = s.kafka.bootstrap_servers.split(",")[0].partition(":")
    url = urlparse(s.opensearch.url)
    missing = []
    if not _reachable(host, int(port or 9092)):
        missing.append(f"Kafka at {s.kafka.bootstrap_servers}")
    if not _reachable(url.hostname or "127.0.0.1", url.port or 9200):
        missing.append(f"OpenSearch at {s.opensearch.url}")
    if missing:
        pytest.fail(f"{' and '.join(missing)} not reachable: run `make up` first", pytrace=False)


@pytest.fixture
def isolated_settings(unique: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Settings]:
    """Settings whose topics, consumer group, index prefix and data dir belong to one test;
    what the test created under them is removed afterwards."""
    settings = support_settings(
        unique, tmp_path_factory.mktemp(f"worker-{unique}"), web_port=free_port()
    )
    yield settings
    remove_run(settings)


@pytest.fixture
async def os_client(settings: Settings) -> AsyncIterator[AsyncOpenSearch]:
    client = make_client(settings.opensearch)
    try:
        yield client
    finally:
        await client.close()
