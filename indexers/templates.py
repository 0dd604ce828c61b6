"""Index templates for a tenant's memories and audit indices.

Every filter the recall query builder uses is a ``keyword``/``date``/numeric field, content
is analysed twice (English stemming and CJK bigrams) so both languages match lexically,
and the vector uses the Lucene k-NN engine: it is pure Java (the Maven Central k-NN zip has
no native faiss/nmslib libraries) and supports exact, filtered search over one subject.
"""

from __future__ import annotations

from typing import Any

MEMORIES_SUFFIX = "memories"
AUDIT_SUFFIX = "audit"


def memories_index(prefix: str, tenant: str) -> str:
    return f"{prefix}-{tenant}-{MEMORIES_SUFFIX}"


def audit_index(prefix: str, tenant: str) -> str:
    return f"{prefix}-{tenant}-{AUDIT_SUFFIX}"


def _index_settings(*, knn: bool) -> dict[str, Any]:
    settings: dict[str, Any] = {
        "number_of_shards": 1,
        "number_of_replicas": 0,
        "refresh_interval": "1s",
    }
    if knn:
        settings["knn"] = True
    return settings


def memories_mappings(dimension: int) -> dict[str, Any]:
    keyword = {"type": "keyword"}
    date = {"type": "date"}
    return {
        "dynamic": "strict",
        "properties": {
            "id": keyword,
            "tenant": keyword,
            "subject": keyword,
            "kind": keyword,
            "origin": keyword,
            "status": keyword,
            "content": {
                "type": "text",
                "analyzer": "english",
                "fields": {"cjk": {"type": "text", "analyzer": "cjk"}},
            },
            "topic": {
                "type": "text",
                "analyzer": "english",
                "fields": {"cjk": {"type": "text", "analyzer": "cjk"}},
            },
            "topic_key": keyword,
            "aliases": {"type": "keyword", "fields": {"text": {"type": "text", "analyzer": "cjk"}}},
            "importance": {"type": "byte"},
            "fingerprint": keyword,
            "source_session_id": keyword,
            "source_message_id": keyword,
            "valid_from": date,
            "invalid_at": date,
            "recorded_at": date,
            "retired_at": date,
            "expires_at": date,
            "replaces_id": keyword,
            "superseded_by": keyword,
            "use_count": {"type": "integer"},
            "last_used_at": date,
            "embedding_model": keyword,
            "embedding": {
                "type": "knn_vector",
                "dimension": dimension,
                "method": {"name": "hnsw", "engine": "lucene", "space_type": "cosinesimil"},
            },
            "version": {"type": "long"},
        },
    }


def audit_mappings() -> dict[str, Any]:
    keyword = {"type": "keyword"}
    return {
        "dynamic": "strict",
        "properties": {
            "id": keyword,
            "tenant": keyword,
            "subject": keyword,
            "actor": keyword,
            "action": keyword,
            "item_id": keyword,
            "status_before": keyword,
            "status_after": keyword,
            "reason": {"type": "text", "fields": {"raw": keyword}},
            "at": {"type": "date"},
        },
    }


def memories_index_body(dimension: int) -> dict[str, Any]:
    return {
        "settings": {"index": _index_settings(knn=True)},
        "mappings": memories_mappings(dimension),
    }


def audit_index_body() -> dict[str, Any]:
    return {"settings": {"index": _index_settings(knn=False)}, "mappings": audit_mappings()}


def index_templates(prefix: str, dimension: int) -> dict[str, dict[str, Any]]:
    """Composable templates by name, so an index created by any path gets the right mapping."""
    return {
        f"{prefix}-memories": {
            "index_patterns": [f"{prefix}-*-{MEMORIES_SUFFIX}"],
            "priority": 200,
            "template": memories_index_body(dimension),
        },
        f"{prefix}-audit": {
            "index_patterns": [f"{prefix}-*-{AUDIT_SUFFIX}"],
            "priority": 201,
            "template": audit_index_body(),
        },
    }
