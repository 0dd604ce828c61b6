"""Shared fixtures: settings pointing at the local services, unique names per test, and
an OpenSearch client for the module's own ``worker`` fixture."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

import pytest
from opensearchpy import AsyncOpenSearch

from indexers.client import make_client
from memstream.config import Settings
from tests.support.worker import WorkerProcess, with_test_embedder


@pytest.fixture
def unique() -> str:
    """A short random token so tests never share topics, tenants or consumer groups."""
    return uuid.uuid4().hex[:10]


@pytest.fixture
def settings() -> Settings:
    """The default settings, but with the tests' fast embedder (wordllama) named
    explicitly; tests of the default embedder build their own."""
    return with_test_embedder(Settings())


@pytest.fixture
async def client(worker: WorkerProcess) -> AsyncIterator[AsyncOpenSearch]:
    """OpenSearch as the module's worker sees it (each module defines its ``worker``)."""
    c = make_client(worker.settings.opensearch)
    try:
        yield c
    finally:
        await c.close()
