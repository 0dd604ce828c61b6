"""Shared fixtures: settings pointing at the local services, unique names per test."""

from __future__ import annotations

import uuid

import pytest

from memstream.config import Settings


@pytest.fixture
def unique() -> str:
    """A short random token so tests never share topics, tenants or consumer groups."""
    return uuid.uuid4().hex[:10]


@pytest.fixture
def settings() -> Settings:
    return Settings()
