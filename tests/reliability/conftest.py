"""Fixtures of the fault tests: a private Kafka + OpenSearch pair (never the shared one on
:9092/:9200, which other people's tests use while these stop and restart services), and
the table store a restart test runs with."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from opensearchpy import AsyncOpenSearch

from indexers.client import make_client
from memstream.config import Settings
from tests.support.services import PrivateServices, private_services
from tests.support.worker import (
    all_topics,
    create_topics,
    free_port,
    isolated_settings,
    remove_run,
)

# The two table stores: memory:// rebuilds every table from its changelog on each start;
# rocksdb:// keeps them on disk in the worker's data dir and reads only the changelog's tail.
STORES = ("memory://", "rocksdb://")


@pytest.fixture(params=STORES, ids=lambda url: url.removesuffix("://"))
def store(request: pytest.FixtureRequest) -> str:
    """A restart test runs once per table store (it asks for this fixture to do so)."""
    url: str = request.param
    return url


@pytest.fixture(scope="session")
def services() -> Iterator[PrivateServices]:
    with private_services() as pair:
        yield pair


@pytest.fixture
def pair(services: PrivateServices) -> PrivateServices:
    """The private pair, both services up (a failed earlier test may have left one down)."""
    services.up()
    return services


@pytest.fixture
def fault_settings(pair: PrivateServices, unique: str, tmp_path: Path) -> Iterator[Settings]:
    """Isolated topics, group, index prefix and data dir, on the private pair; removed
    afterwards so repeated runs do not fill the pair's disk."""
    settings = isolated_settings(
        unique, tmp_path / "worker-data", web_port=free_port(), **pair.settings_sections()
    )
    asyncio.run(create_topics(settings, all_topics(settings)))
    yield settings
    pair.up()  # the test may have failed with a service down
    remove_run(settings)


@pytest.fixture
async def client(fault_settings: Settings) -> AsyncIterator[AsyncOpenSearch]:
    c = make_client(fault_settings.opensearch)
    try:
        yield c
    finally:
        await c.close()
