"""THE scoped query builder: every OpenSearch query the recall side sends is built here.

A caller hands over a scope (derived from a credential, never from a request body) and a
typed description of what it wants; this module decides the index and adds, to every
query, the filters no caller may drop:

- the tenant's own index (``<prefix>-<tenant>-memories`` or ``-audit``);
- ``term subject`` (a :class:`Scope` always has one; only operator tools holding a
  :class:`TenantScope` — the CLI's export and reembed — read a whole tenant);
- ``status`` in the requested set, ``active`` unless the manager asks for others;
- not expired at ``now`` (or at ``as_of``): ``expires_at`` missing or later;
- with ``as_of``: recorded by then, not retired by then, valid then (both clocks);
- for the vector arm, ``embedding_model`` equal to the query vector's model.

Query text only ever lands in ``match`` clauses (analysed, no syntax), never in
``query_string``; the option models forbid extra fields, so no raw DSL gets through.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from indexers.templates import audit_index, memories_index
from schemas.common import Identifier, MemoryKind, Status, TenantId

# Largest ``k`` OpenSearch's k-NN query accepts. The vector arm asks for this many
# neighbours inside the scoped filter: a subject holds at most 2,000 active items, so the
# Lucene engine scores the subject's whole (filtered) set exactly, never a pre-cut window.
KNN_MAX_K = 10_000
# Pages larger than this are refused: export and reembed page with search_after instead.
MAX_PAGE = 10_000

ALL_STATUSES = frozenset(Status)
# What the store believed at a past moment: anything that was active then. Pending
# items never reached a prompt, so as-of recall never shows them either.
AS_OF_STATUSES = frozenset({Status.ACTIVE, Status.SUPERSEDED, Status.ARCHIVED})

# Fields the lexical arm matches: English-analysed text and its CJK-bigram twin.
LEXICAL_FIELDS = ("content", "content.cjk", "topic", "topic.cjk")


class Scope(BaseModel):
    """One subject of one tenant: what a recall or manager request may read."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tenant: TenantId
    subject: Identifier


class TenantScope(BaseModel):
    """A whole tenant. Only for operator tools run with the cluster's own credentials."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tenant: TenantId


class VectorQuery(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    vector: tuple[float, ...] = Field(min_length=2)
    model: str = Field(min_length=1, description="Only vectors of this model are compared.")
    k: int = Field(default=KNN_MAX_K, ge=1, le=KNN_MAX_K)


SortOrder = Literal["relevance", "importance", "newest", "id"]
# What a hit carries: "item" = the fields the API shows (cheap: the stored vector is
# ~5 KB of JSON that OpenSearch would otherwise parse per hit), "none" = only the id and
# score (the arms rank ids; only the winners are read), "all" = everything but the vector,
# "cache" = the item fields with the version and the vector (the recall cache's load).
SourceFields = Literal["item", "none", "all", "cache"]
ITEM_FIELDS = (
    "id",
    "subject",
    "kind",
    "topic",
    "topic_key",
    "content",
    "importance",
    "status",
    "origin",
    "valid_from",
    "invalid_at",
    "recorded_at",
    "retired_at",
    "expires_at",
    "replaces_id",
    "superseded_by",
    "use_count",
    "last_used_at",
    "embedding_model",
)
Aggregate = Literal["status_counts", "topics"]


class MemoryQuery(BaseModel):
    """What a caller may ask of the memories index. Everything else is forced."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    now: datetime = Field(description="The service clock; 'not expired' is judged at it.")
    statuses: frozenset[Status] = frozenset({Status.ACTIVE})
    kinds: frozenset[MemoryKind] | None = None
    include_expired: bool = Field(default=False, description="Manager views only.")
    as_of: datetime | None = None
    ids: tuple[str, ...] | None = Field(default=None, max_length=MAX_PAGE)
    text: str | None = Field(default=None, min_length=1, max_length=10_000)
    vector: VectorQuery | None = None
    lacks_model: str | None = Field(
        default=None, description="Only items without a vector of this model (reembed)."
    )
    size: int = Field(default=10, ge=0, le=MAX_PAGE)
    sort: SortOrder = "relevance"
    search_after: tuple[int | float | str, ...] | None = None
    aggregate: Aggregate | None = None
    source: SourceFields = "item"
    with_seq_no: bool = Field(default=False, description="For optimistic-concurrency updates.")
    count_total: bool = Field(default=False, description="Count every match, not just a page.")

    @model_validator(mode="after")
    def _coherent(self) -> MemoryQuery:
        if self.text is not None and self.vector is not None:
            raise ValueError("one arm per query: text or vector, not both")
        if not self.statuses:
            raise ValueError("statuses must not be empty")
        if self.now.tzinfo is None or (self.as_of is not None and self.as_of.tzinfo is None):
            raise ValueError("now and as_of must be timezone-aware")
        if self.sort == "relevance" and self.search_after is not None:
            raise ValueError("search_after needs a field sort, not relevance")
        return self


class AuditQuery(BaseModel):
    """Audit records of some actions, newest first (``memstream settings-backfill`` pages
    through a tenant's switch records with ``search_after``)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    actions: frozenset[str] = Field(min_length=1)
    size: int = Field(default=1, ge=1, le=MAX_PAGE)
    search_after: tuple[int | float | str, ...] | None = None


@dataclass(frozen=True)
class SearchRequest:
    """An index and a body, ready for ``search`` or one ``msearch`` entry."""

    index: str
    body: dict[str, Any]
    params: dict[str, str] = field(default_factory=lambda: {"ignore_unavailable": "true"})

    def msearch_lines(self) -> list[dict[str, Any]]:
        # A tenant with nothing stored yet has no index: that is an empty answer, not 404.
        return [{"index": self.index, "ignore_unavailable": True}, self.body]


def _iso(moment: datetime) -> str:
    return moment.isoformat()


def _not_expired(at: datetime) -> dict[str, Any]:
    return {
        "bool": {
            "should": [
                {"bool": {"must_not": {"exists": {"field": "expires_at"}}}},
                {"range": {"expires_at": {"gt": _iso(at)}}},
            ],
            "minimum_should_match": 1,
        }
    }


def _missing_or_after(field_name: str, at: datetime) -> dict[str, Any]:
    return {
        "bool": {
            "should": [
                {"bool": {"must_not": {"exists": {"field": field_name}}}},
                {"range": {field_name: {"gt": _iso(at)}}},
            ],
            "minimum_should_match": 1,
        }
    }


def _as_of_filters(at: datetime) -> list[dict[str, Any]]:
    """Believed at ``at`` (recorded by then, not yet retired) and true at ``at``."""
    return [
        {"range": {"recorded_at": {"lte": _iso(at)}}},
        _missing_or_after("retired_at", at),
        {"range": {"valid_from": {"lte": _iso(at)}}},
        _missing_or_after("invalid_at", at),
    ]


def scoped_filter(scope: Scope | TenantScope, query: MemoryQuery) -> list[dict[str, Any]]:
    """The filter clauses forced on every memories query of ``scope``."""
    clauses: list[dict[str, Any]] = [{"term": {"tenant": scope.tenant}}]
    if isinstance(scope, Scope):
        clauses.append({"term": {"subject": scope.subject}})
    clauses.append({"terms": {"status": sorted(s.value for s in query.statuses)}})
    if not query.include_expired:
        clauses.append(_not_expired(query.as_of or query.now))
    if query.as_of is not None:
        clauses.extend(_as_of_filters(query.as_of))
    if query.kinds is not None:
        clauses.append({"terms": {"kind": sorted(k.value for k in query.kinds)}})
    if query.ids is not None:
        clauses.append({"ids": {"values": list(query.ids)}})
    if query.lacks_model is not None:
        clauses.append({"bool": {"must_not": {"term": {"embedding_model": query.lacks_model}}}})
    return clauses


def _lexical(text: str) -> dict[str, Any]:
    # ``match`` analyses the text and has no syntax: quotes, colons, AND/OR, wildcards
    # and slashes in a chat message are just words (or nothing) here.
    return {
        "bool": {
            "should": [{"match": {name: {"query": text}}} for name in LEXICAL_FIELDS],
            "minimum_should_match": 1,
        }
    }


_SORTS: dict[SortOrder, list[Any]] = {
    "relevance": ["_score", {"id": "asc"}],
    "importance": [
        {"importance": "desc"},
        {"recorded_at": "desc"},
        {"id": "asc"},
    ],
    "newest": [{"recorded_at": "desc"}, {"id": "asc"}],
    "id": [{"id": "asc"}],
}


def _aggregation(kind: Aggregate) -> dict[str, Any]:
    if kind == "status_counts":
        return {"statuses": {"terms": {"field": "status", "size": len(Status)}}}
    return {
        "topics": {
            "terms": {"field": "topic_key", "size": 500, "min_doc_count": 1},
            "aggs": {
                "kinds": {"terms": {"field": "kind", "size": len(MemoryKind)}},
                "label": {
                    "top_hits": {
                        "size": 1,
                        "_source": {"includes": ["topic"]},
                        "sort": [{"recorded_at": "desc"}],
                    }
                },
            },
        }
    }


def build_search(
    scope: Scope | TenantScope, query: MemoryQuery | AuditQuery, *, index_prefix: str
) -> SearchRequest:
    """The one way to build a recall-side OpenSearch request."""
    if isinstance(query, AuditQuery):
        return _build_audit(scope, query, index_prefix=index_prefix)
    filters = scoped_filter(scope, query)
    body: dict[str, Any] = {"size": query.size, "track_total_hits": query.count_total}
    if query.vector is not None:
        knn_filter = [*filters, {"term": {"embedding_model": query.vector.model}}]
        # Lucene's filtered k-NN: the filter is applied while searching, so every
        # in-scope vector of the model competes, and nothing out of scope can appear.
        body["query"] = {
            "knn": {
                "embedding": {
                    "vector": list(query.vector.vector),
                    "k": query.vector.k,
                    "filter": {"bool": {"filter": knn_filter}},
                }
            }
        }
    elif query.text is not None:
        body["query"] = {"bool": {"filter": filters, "must": [_lexical(query.text)]}}
    else:
        body["query"] = {"bool": {"filter": filters}}
    body["sort"] = _SORTS[query.sort]
    if query.sort != "relevance":
        body["track_scores"] = False
    if query.search_after is not None:
        body["search_after"] = list(query.search_after)
    if query.source == "item":
        body["_source"] = {"includes": list(ITEM_FIELDS)}
    elif query.source == "none":
        body["_source"] = False
    elif query.source == "cache":
        # The whole document, unfiltered: every stored field is one the cache reads (the
        # item's, its version and vector), and any filter makes OpenSearch parse and
        # re-serialise each document's 512 floats. A load of 200 items took 63 ms with
        # the field list and 28 ms without (p50, one client). Item ignores extra fields.
        body["_source"] = True
    else:
        body["_source"] = {"excludes": ["embedding"]}
    if query.with_seq_no:
        body["seq_no_primary_term"] = True
    if query.aggregate is not None:
        body["aggs"] = _aggregation(query.aggregate)
    return SearchRequest(index=memories_index(index_prefix, scope.tenant), body=body)


def _build_audit(
    scope: Scope | TenantScope, query: AuditQuery, *, index_prefix: str
) -> SearchRequest:
    filters: list[dict[str, Any]] = [
        {"term": {"tenant": scope.tenant}},
        {"terms": {"action": sorted(query.actions)}},
    ]
    if isinstance(scope, Scope):
        filters.append({"term": {"subject": scope.subject}})
    body: dict[str, Any] = {
        "size": query.size,
        "query": {"bool": {"filter": filters}},
        "sort": [{"at": "desc"}, {"id": "desc"}],
    }
    if query.search_after is not None:
        body["search_after"] = list(query.search_after)
    return SearchRequest(index=audit_index(index_prefix, scope.tenant), body=body)
