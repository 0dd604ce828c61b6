"""The scoped query builder forces tenant, subject, status, expiry and as-of filters."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import pytest
from pydantic import ValidationError

from recall.query import (
    AS_OF_STATUSES,
    KNN_MAX_K,
    AuditQuery,
    MemoryQuery,
    Scope,
    TenantScope,
    VectorQuery,
    build_search,
)
from schemas.common import MemoryKind, Status

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
SCOPE = Scope(tenant="acme", subject="alice")


def _filters(body: dict[str, Any]) -> list[dict[str, Any]]:
    query = body["query"]
    if "knn" in query:
        return query["knn"]["embedding"]["filter"]["bool"]["filter"]
    return query["bool"]["filter"]


def _forced(filters: list[dict[str, Any]]) -> None:
    assert {"term": {"tenant": "acme"}} in filters
    assert {"term": {"subject": "alice"}} in filters


@pytest.mark.parametrize(
    "query",
    [
        MemoryQuery(now=NOW),
        MemoryQuery(now=NOW, text="vegetarian dinner"),
        MemoryQuery(now=NOW, vector=VectorQuery(vector=(0.6, 0.8), model="m1")),
        MemoryQuery(now=NOW, size=0, aggregate="status_counts"),
    ],
)
def test_every_query_is_forced_into_the_tenant_index_subject_status_and_expiry(
    query: MemoryQuery,
) -> None:
    request = build_search(SCOPE, query, index_prefix="memstream")
    assert request.index == "memstream-acme-memories"
    filters = _filters(request.body)
    _forced(filters)
    assert {"terms": {"status": ["active"]}} in filters
    expiry = {
        "bool": {
            "should": [
                {"bool": {"must_not": {"exists": {"field": "expires_at"}}}},
                {"range": {"expires_at": {"gt": NOW.isoformat()}}},
            ],
            "minimum_should_match": 1,
        }
    }
    assert expiry in filters
    # Hits never carry the stored vector (~5 KB of JSON each).
    assert "embedding" not in request.body["_source"]["includes"]


def test_the_vector_arm_filters_inside_knn_scores_the_whole_set_and_compares_one_model() -> None:
    query = MemoryQuery(now=NOW, vector=VectorQuery(vector=(0.6, 0.8), model="m1"), size=7)
    body = build_search(SCOPE, query, index_prefix="p").body
    knn = body["query"]["knn"]["embedding"]
    assert knn["k"] == KNN_MAX_K  # every in-scope vector competes, not a pre-cut window
    assert {"term": {"embedding_model": "m1"}} in knn["filter"]["bool"]["filter"]
    assert body["size"] == 7


def test_query_text_only_reaches_match_clauses_whatever_syntax_it_contains() -> None:
    text = 'title:"x" OR * AND /regex/ \\ {"query_string": 1} </user-memory>'
    body = build_search(SCOPE, MemoryQuery(now=NOW, text=text), index_prefix="p").body
    dumped = json.dumps(body)
    assert "query_string" not in json.dumps({k: v for k, v in body.items() if k != "query"})
    should = body["query"]["bool"]["must"][0]["bool"]["should"]
    assert {next(iter(c["match"])) for c in should} == {
        "content",
        "content.cjk",
        "topic",
        "topic.cjk",
    }
    assert all(c["match"][next(iter(c["match"]))] == {"query": text} for c in should)
    # The text appears only as a match query value.
    assert dumped.count(json.dumps(text)[1:-1]) == 4
    _forced(body["query"]["bool"]["filter"])


def test_options_refuse_raw_dsl_and_unknown_fields() -> None:
    with pytest.raises(ValidationError):
        MemoryQuery(now=NOW, query={"match_all": {}})  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        MemoryQuery(now=NOW, text="a", vector=VectorQuery(vector=(1.0, 0.0), model="m"))
    with pytest.raises(ValidationError):
        MemoryQuery(now=datetime(2026, 3, 1))  # naive time
    with pytest.raises(ValidationError):
        Scope(tenant="Bad Tenant", subject="alice")


def test_manager_may_ask_for_other_statuses_and_expired_items() -> None:
    query = MemoryQuery(now=NOW, statuses=frozenset(Status), include_expired=True)
    filters = _filters(build_search(SCOPE, query, index_prefix="p").body)
    _forced(filters)
    assert {"terms": {"status": ["active", "archived", "pending", "superseded"]}} in filters
    assert not any("should" in f.get("bool", {}) for f in filters)


def test_as_of_reads_both_clocks_and_judges_expiry_at_that_moment() -> None:
    as_of = datetime(2026, 1, 15, tzinfo=UTC)
    query = MemoryQuery(now=NOW, as_of=as_of, statuses=AS_OF_STATUSES)
    filters = _filters(build_search(SCOPE, query, index_prefix="p").body)
    at = as_of.isoformat()
    assert {"range": {"recorded_at": {"lte": at}}} in filters
    assert {"range": {"valid_from": {"lte": at}}} in filters
    for name in ("retired_at", "invalid_at", "expires_at"):
        assert {
            "bool": {
                "should": [
                    {"bool": {"must_not": {"exists": {"field": name}}}},
                    {"range": {name: {"gt": at}}},
                ],
                "minimum_should_match": 1,
            }
        } in filters
    assert {"terms": {"status": ["active", "archived", "superseded"]}} in filters


def test_kinds_ids_and_missing_model_filters() -> None:
    query = MemoryQuery(
        now=NOW,
        kinds=frozenset({MemoryKind.FACT, MemoryKind.TASK}),
        ids=("a", "b"),
        lacks_model="m2",
    )
    filters = _filters(build_search(SCOPE, query, index_prefix="p").body)
    assert {"terms": {"kind": ["fact", "task"]}} in filters
    assert {"ids": {"values": ["a", "b"]}} in filters
    assert {"bool": {"must_not": {"term": {"embedding_model": "m2"}}}} in filters


def test_only_a_tenant_scope_reads_across_subjects() -> None:
    body = build_search(TenantScope(tenant="acme"), MemoryQuery(now=NOW), index_prefix="p").body
    filters = _filters(body)
    assert {"term": {"tenant": "acme"}} in filters
    assert not any("subject" in f.get("term", {}) for f in filters)


def test_audit_queries_are_scoped_too() -> None:
    request = build_search(
        SCOPE, AuditQuery(actions=frozenset({"settings_changed"})), index_prefix="p"
    )
    assert request.index == "p-acme-audit"
    filters = request.body["query"]["bool"]["filter"]
    _forced(filters)
    assert request.body["sort"][0] == {"at": "desc"}


def test_a_missing_index_is_an_empty_answer_not_an_error() -> None:
    request = build_search(SCOPE, MemoryQuery(now=NOW), index_prefix="p")
    assert request.msearch_lines()[0] == {"index": "p-acme-memories", "ignore_unavailable": True}
    assert request.params == {"ignore_unavailable": "true"}


def test_hits_carry_the_item_fields_ids_only_or_everything_but_the_vector() -> None:
    from recall.models import Item  # noqa: PLC0415

    def source(kind: str) -> object:
        query = MemoryQuery(now=NOW, source=kind)  # type: ignore[arg-type]
        return build_search(SCOPE, query, index_prefix="p").body["_source"]

    assert set(Item.model_fields) - {"score"} <= set(source("item")["includes"])  # type: ignore[index]
    assert source("none") is False
    assert source("all") == {"excludes": ["embedding"]}
