"""Checks that PromQL expressions (alert rules, dashboard targets) name only metrics and
labels memstream really exports.

"Really exports" is read off the metric definitions themselves: a fresh registry with
``WorkerMetrics.create`` and ``RecallMetrics.create``. A counter named ``x_total`` is
exposed as ``x_total`` (and ``x_created``), a histogram ``h`` as ``h_bucket`` (with the
extra label ``le``), ``h_sum`` and ``h_count``.

Not a PromQL parser: a scanner good enough for the expressions we write, strict enough
to fail on a misspelt metric, label, function or an unbalanced bracket.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from prometheus_client import CollectorRegistry
from prometheus_client.metrics import MetricWrapperBase

from memstream.metrics import RecallMetrics, WorkerMetrics

METRIC_NAME = re.compile(r"\bmemstream_[a-z0-9_]+")
# Labels every scraped series carries (Prometheus and the Prometheus operator add them).
TARGET_LABELS = frozenset({"namespace", "pod", "instance", "job", "service", "container"})
FUNCTIONS = frozenset(
    {
        # aggregations
        "sum", "min", "max", "avg", "count", "topk", "bottomk", "quantile", "group", "stddev",
        # range and instant functions
        "rate", "irate", "increase", "delta", "deriv", "idelta", "predict_linear",
        "avg_over_time", "max_over_time", "min_over_time", "sum_over_time", "last_over_time",
        "histogram_quantile", "clamp_min", "clamp_max", "clamp", "abs", "absent", "vector",
        "scalar", "round", "ceil", "floor", "sort", "sort_desc", "label_replace", "time",
        # grouping and matching modifiers
        "by", "without", "on", "ignoring", "group_left", "group_right",
    }
)  # fmt: skip
KEYWORDS = frozenset({"and", "or", "unless", "bool", "offset"})


@dataclass(frozen=True)
class ExportedMetric:
    name: str  # the name in an expression, e.g. memstream_dlq_events_total
    labels: frozenset[str]


def exported_metrics() -> dict[str, ExportedMetric]:
    """Every series name memstream exports, with the labels each carries."""
    registry = CollectorRegistry()
    definitions: list[WorkerMetrics | RecallMetrics] = [
        WorkerMetrics.create(registry),
        RecallMetrics.create(registry),
    ]
    labels_of: dict[str, frozenset[str]] = {}
    for holder in definitions:
        for field in dataclasses.fields(holder):
            metric = getattr(holder, field.name)
            assert isinstance(metric, MetricWrapperBase), field.name
            labels_of[metric._name] = frozenset(metric._labelnames)
    exported: dict[str, ExportedMetric] = {}
    for family in registry.collect():
        labels = labels_of[family.name]
        suffixes: dict[str, frozenset[str]]
        if family.type == "counter":
            suffixes = {"_total": labels, "_created": labels}
        elif family.type == "histogram":
            suffixes = {
                "_bucket": labels | {"le"},
                "_sum": labels,
                "_count": labels,
                "_created": labels,
            }
        elif family.type == "gauge":
            suffixes = {"": labels}
        else:  # pragma: no cover - memstream defines no summaries or info metrics
            raise AssertionError(f"unexpected metric type {family.type} of {family.name}")
        for suffix, names in suffixes.items():
            exported[family.name + suffix] = ExportedMetric(family.name + suffix, names)
    return exported


def strip_strings(expr: str) -> str:
    """The expression with the contents of every "..." literal removed."""
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', expr)


def problems(expr: str, exported: dict[str, ExportedMetric]) -> list[str]:
    """Everything wrong with one expression; empty when it is fine."""
    found: list[str] = []
    bare = strip_strings(expr)

    names = METRIC_NAME.findall(bare)
    if not names:
        found.append("names no memstream metric")
    unknown = sorted({n for n in names if n not in exported})
    found += [f"unknown metric {n}" for n in unknown]
    known = [exported[n] for n in names if n in exported]
    allowed = TARGET_LABELS.union(*(m.labels for m in known)) if known else TARGET_LABELS

    for name, matchers in re.findall(r"(memstream_[a-z0-9_]+)\s*\{([^}]*)\}", expr):
        if name not in exported:
            continue
        for label in re.findall(r"([A-Za-z_][A-Za-z0-9_]*)\s*(?:=~|!~|!=|=)", matchers):
            if label not in exported[name].labels | TARGET_LABELS:
                found.append(f"{name} has no label {label!r}")

    for clause, labels in re.findall(
        r"\b(by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)", bare
    ):
        for label in filter(None, (part.strip() for part in labels.split(","))):
            if label not in allowed:
                found.append(f"{clause} ({label}): no metric in the expression has it")

    for function in re.findall(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(", bare):
        if function not in FUNCTIONS and not function.startswith("memstream_"):
            found.append(f"unknown function {function}()")
    # A bare word that is neither a keyword, a function nor a metric is a typo (a metric
    # without the memstream_ prefix, a misspelt operator). Label matchers and grouping
    # clauses hold label names, checked above.
    words = re.sub(r"\{[^}]*\}", "", bare)
    words = re.sub(r"\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)", "", words)
    for word in re.findall(r"(?<![\w.])([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*\()", words):
        if word not in KEYWORDS and not word.startswith("memstream_"):
            found.append(f"unexpected word {word!r}")

    depth: list[str] = []
    pairs = {")": "(", "]": "[", "}": "{"}
    for char in bare:
        if char in "([{":
            depth.append(char)
        elif char in pairs and (not depth or depth.pop() != pairs[char]):
            found.append(f"unbalanced {char!r}")
            break
    else:
        if depth:
            found.append(f"unclosed {depth[-1]!r}")
    return found
