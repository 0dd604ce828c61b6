"""A decision's counts reach Prometheus under the metric they name."""

from __future__ import annotations

from typing import get_args

from prometheus_client import CollectorRegistry

from agents.batch_plan import Counts, MetricName
from memstream.metrics import WorkerMetrics
from streams.processor import add_counts


def test_every_count_a_decision_can_make_names_a_worker_metric() -> None:
    metrics = WorkerMetrics.create(CollectorRegistry())
    assert [name for name in get_args(MetricName) if not hasattr(metrics, name)] == []


def test_counts_are_added_with_their_labels() -> None:
    registry = CollectorRegistry()
    metrics = WorkerMetrics.create(registry)
    counts = Counts()
    counts.add("dlq_events", "invalid_command")
    counts.add("dlq_events", "invalid_command")
    counts.add("supersessions", by=3)
    counts.add("archivals", by=0)  # nothing to add: no series appears
    add_counts(metrics, counts)
    value = registry.get_sample_value
    assert value("memstream_dlq_events_total", {"reason": "invalid_command"}) == 2
    assert value("memstream_supersessions_total") == 3
    assert value("memstream_archivals_total") == 0
    assert value("memstream_dlq_events_total", {"reason": "empty_payload"}) is None
