"""Directive latency is timed from the Kafka record, never from the turn's own timestamp."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

from agents.batch import produced_at

RECEIVED = datetime(2024, 5, 8, 12, 0, tzinfo=UTC)


def test_the_record_timestamp_is_the_produce_time() -> None:
    record = SimpleNamespace(timestamp=(RECEIVED - timedelta(seconds=2.5)).timestamp())
    assert produced_at(record, received=RECEIVED) == RECEIVED - timedelta(seconds=2.5)


def test_a_record_without_a_timestamp_or_with_one_ahead_uses_the_receive_time() -> None:
    ahead = SimpleNamespace(timestamp=(RECEIVED + timedelta(minutes=5)).timestamp())
    for record in (SimpleNamespace(), SimpleNamespace(timestamp=None), ahead):
        assert produced_at(record, received=RECEIVED) == RECEIVED
    # The contrast: a record an hour old is an hour old.
    old = SimpleNamespace(timestamp=(RECEIVED - timedelta(hours=1)).timestamp())
    assert produced_at(old, received=RECEIVED) == RECEIVED - timedelta(hours=1)
