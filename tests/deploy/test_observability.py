"""The Prometheus alerting rules and the Grafana dashboard name only metrics and labels
memstream exports (read off memstream/metrics.py through a real registry), and cover
what an operator needs to watch."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.deploy.promql import ExportedMetric, problems

REPO = Path(__file__).resolve().parents[2]
ALERTS = REPO / "deploy" / "prometheus" / "alerts.yaml"
DASHBOARD = REPO / "deploy" / "grafana" / "memstream.json"
CONSUMER_LAG = "memstream_consumer_lag"

# Grafana's own variables, and a stand-in value for each when checking an expression.
GRAFANA_BUILTINS = {"__rate_interval": "5m", "__interval": "1m", "__range": "6h"}


def alert_rules() -> list[dict[str, Any]]:
    document = yaml.safe_load(ALERTS.read_text())
    return [rule for group in document["groups"] for rule in group["rules"]]


def dashboard() -> dict[str, Any]:
    board: dict[str, Any] = json.loads(DASHBOARD.read_text())
    return board


def dashboard_panels() -> list[dict[str, Any]]:
    return [p for p in dashboard()["panels"] if p["type"] != "row"]


def dashboard_exprs() -> list[tuple[str, str]]:
    """(panel title, expression) for every target and every template-variable query."""
    exprs = [(p["title"], t["expr"]) for p in dashboard_panels() for t in p["targets"]]
    for variable in dashboard()["templating"]["list"]:
        if variable["type"] == "query":
            exprs.append((f"${variable['name']}", variable["query"]["query"]))
    return exprs


def with_grafana_variables(expr: str) -> str:
    """The expression as Prometheus receives it: each $variable replaced by a value."""
    variables = {v["name"]: v for v in dashboard()["templating"]["list"]}

    def value(match: re.Match[str]) -> str:
        name = match[1] or match[2]
        if name in GRAFANA_BUILTINS:
            return GRAFANA_BUILTINS[name]
        assert name in variables, f"${name} is not a dashboard variable"
        if variables[name]["type"] == "textbox":
            return str(variables[name]["query"])
        return "x"  # a label value inside "…"

    expr = re.sub(r"\$\{(\w+)\}|\$(\w+)", value, expr)
    # Grafana's label_values(metric, label) asks for what `group by (label) (metric)` returns.
    return re.sub(r"label_values\((.+), *(\w+)\)", r"group by (\2) (\1)", expr)


def test_consumer_lag_gauge_is_defined(exported: dict[str, ExportedMetric]) -> None:
    """The dashboard and the alerts use the worker's lag gauge: it must exist for them."""
    assert CONSUMER_LAG in exported, "WorkerMetrics has no memstream_consumer_lag gauge yet"
    assert {"topic", "partition"} <= exported[CONSUMER_LAG].labels


# ---------------------------------------------------------------- the checker itself


@pytest.mark.parametrize(
    ("expr", "problem"),
    [
        ("rate(memstream_turns_consumed[5m])", "unknown metric memstream_turns_consumed"),
        ("memstream_recall_seconds", "unknown metric memstream_recall_seconds"),
        ('sum(rate(memstream_dlq_events_total{reasn="x"}[5m]))', "has no label 'reasn'"),
        ("sum by (rol) (rate(memstream_turns_consumed_total[5m]))", "by (rol)"),
        ("sum(rate(memstream_turns_consumed_total[5m])", "unclosed '('"),
        ("rte(memstream_turns_consumed_total[5m])", "unknown function rte()"),
        ("sum(rate(up[5m]))", "names no memstream metric"),
        ("memstream_consumer_lag > 10 adn memstream_consumer_lag < 5", "unexpected word 'adn'"),
        ('memstream_bulk_index_seconds_sum{le="1"}', "has no label 'le'"),
    ],
)
def test_the_checker_finds_broken_expressions(
    exported: dict[str, ExportedMetric], expr: str, problem: str
) -> None:
    found = problems(expr, exported)
    assert any(problem in p for p in found), found


def test_the_checker_accepts_a_correct_expression(exported: dict[str, ExportedMetric]) -> None:
    expr = (
        "histogram_quantile(0.99, sum by (namespace, endpoint, le) "
        '(rate(memstream_recall_seconds_bucket{degraded="false"}[5m]))) > 0.5'
    )
    assert problems(expr, exported) == []


# ---------------------------------------------------------------- alerting rules


def test_alert_rules_are_well_formed() -> None:
    document = yaml.safe_load(ALERTS.read_text())
    assert set(document) == {"groups"}
    names = []
    for group in document["groups"]:
        assert set(group) == {"name", "rules"}
        for rule in group["rules"]:
            assert set(rule) == {"alert", "expr", "for", "labels", "annotations"}, rule
            assert re.fullmatch(r"Memstream[A-Za-z0-9]+", rule["alert"])
            assert re.fullmatch(r"[0-9]+[smh]", rule["for"])
            assert rule["labels"]["severity"] in {"warning", "critical"}
            assert set(rule["annotations"]) == {"summary", "description"}
            names.append(rule["alert"])
    assert len(names) == len(set(names)), "alert names must be unique"


def test_alert_expressions_name_exported_metrics(exported: dict[str, ExportedMetric]) -> None:
    found = {rule["alert"]: problems(rule["expr"], exported) for rule in alert_rules()}
    assert {alert: p for alert, p in found.items() if p} == {}


@pytest.mark.parametrize(
    ("concern", "pattern"),
    [
        ("consumer lag growing", r"deriv\(memstream_consumer_lag\["),
        ("dead-letter rate", r"rate\(memstream_dlq_events_total\["),
        ("LLM parse errors", r'memstream_distill_jobs_total\{outcome="parse_error"\}'),
        ("index retries", r"rate\(memstream_bulk_index_retries_total\["),
        ("recall p99", r"histogram_quantile\(0\.99, .*memstream_recall_seconds_bucket"),
    ],
)
def test_alerts_cover_each_concern(concern: str, pattern: str) -> None:
    assert any(re.search(pattern, r["expr"], re.DOTALL) for r in alert_rules()), concern


def test_alert_annotations_use_labels_the_expression_keeps() -> None:
    """{{ $labels.x }} in an annotation must be a label the expression's result carries."""
    for rule in alert_rules():
        outer = re.findall(r"\bby \(([^)]*)\)", rule["expr"])[0]  # the first is outermost
        grouped = {label.strip() for label in outer.split(",")} - {"le"}
        text = " ".join(rule["annotations"].values())
        for label in re.findall(r"\$labels\.(\w+)", text):
            assert label in grouped, f"{rule['alert']}: $labels.{label} not in by ({outer})"


# ---------------------------------------------------------------- dashboard


def test_dashboard_expressions_name_exported_metrics(exported: dict[str, ExportedMetric]) -> None:
    exprs = dashboard_exprs()
    assert len(exprs) > 30
    found = {}
    for title, expr in exprs:
        issues = problems(with_grafana_variables(expr), exported)
        if issues:
            found[f"{title}: {expr}"] = issues
    assert found == {}


@pytest.mark.parametrize(
    ("concern", "pattern"),
    [
        ("ingest rate by role", r"sum by \(role\) \(rate\(memstream_turns_consumed_total"),
        ("consumer lag", r"memstream_consumer_lag"),
        ("DLQ by reason", r"sum by \(reason\) \(rate\(memstream_dlq_events_total"),
        ("directives", r"memstream_directives_total"),
        ("memories written", r"memstream_memories_written_total"),
        ("distillation outcomes", r"sum by \(outcome\) \(rate\(memstream_distill_jobs_total"),
        ("LLM calls", r"memstream_llm_calls_total"),
        ("LLM tokens", r"memstream_llm_tokens_total"),
        ("LLM cost", r"memstream_llm_tokens_total.*\$price_prompt"),
        ("index latency", r"histogram_quantile\(0\.99, .*memstream_bulk_index_seconds_bucket"),
        ("recall p50", r"histogram_quantile\(0\.5, sum by \(endpoint, le\) \(rate\(memstream_recall_seconds_bucket"),
        ("recall p99", r"histogram_quantile\(0\.99, sum by \(endpoint, le\) \(rate\(memstream_recall_seconds_bucket"),
        ("recall p99 by degradation", r"by \(endpoint, degraded, le\) \(rate\(memstream_recall_seconds_bucket"),
        ("degradation causes", r"sum by \(cause\) \(rate\(memstream_recall_degraded_total"),
        ("requests refused before parsing", r"sum by \(reason\) \(rate\(memstream_recall_requests_refused_total"),
    ],
)  # fmt: skip
def test_dashboard_covers_each_concern(concern: str, pattern: str) -> None:
    assert any(re.search(pattern, expr) for _, expr in dashboard_exprs()), concern


def test_dashboard_is_importable() -> None:
    board = dashboard()
    assert board["uid"] == "memstream-overview"
    assert isinstance(board["schemaVersion"], int)
    ids = [p["id"] for p in board["panels"]]
    assert len(ids) == len(set(ids)), "panel ids must be unique"
    variables = {v["name"]: v for v in board["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource"
    assert variables["datasource"]["query"] == "prometheus"
    for panel in dashboard_panels():
        assert panel["datasource"] == {"type": "prometheus", "uid": "${datasource}"}
        assert panel["description"], panel["title"]
        assert panel["targets"], panel["title"]
        refs = [t["refId"] for t in panel["targets"]]
        assert len(refs) == len(set(refs)), panel["title"]
        for target in panel["targets"]:
            assert target["datasource"] == panel["datasource"]


def test_dashboard_panels_do_not_overlap() -> None:
    taken: dict[tuple[int, int], str] = {}
    for panel in dashboard()["panels"]:
        grid = panel["gridPos"]
        assert grid["x"] >= 0 and grid["x"] + grid["w"] <= 24, panel["title"]
        for x in range(grid["x"], grid["x"] + grid["w"]):
            for y in range(grid["y"], grid["y"] + grid["h"]):
                assert (x, y) not in taken, f"{panel['title']} overlaps {taken[(x, y)]}"
                taken[(x, y)] = panel["title"]


def test_dashboard_filters_every_query_by_namespace() -> None:
    for title, expr in dashboard_exprs():
        if title.startswith("$"):
            continue  # the variable's own query lists the namespaces
        selectors = re.findall(r"memstream_[a-z0-9_]+(\{[^}]*\})?", expr)
        assert selectors, title
        for selector in selectors:
            assert 'namespace=~"$namespace"' in selector, f"{title}: {expr}"
