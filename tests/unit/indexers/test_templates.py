from __future__ import annotations

from indexers.templates import index_templates, memories_index, memories_mappings
from schemas.memory import MemoryDocument


def test_every_memory_field_is_mapped_and_the_mapping_is_strict() -> None:
    mappings = memories_mappings(256)
    assert mappings["dynamic"] == "strict"
    assert set(mappings["properties"]) == set(MemoryDocument.model_fields)


def test_vector_uses_the_lucene_engine_at_the_configured_dimension() -> None:
    vector = memories_mappings(384)["properties"]["embedding"]
    assert vector["dimension"] == 384
    assert vector["method"]["engine"] == "lucene"


def test_filters_are_keywords_and_content_is_analysed_for_english_and_cjk() -> None:
    props = memories_mappings(8)["properties"]
    for field in ("tenant", "subject", "kind", "status", "origin", "fingerprint", "topic_key"):
        assert props[field]["type"] == "keyword", field
    assert props["content"]["analyzer"] == "english"
    assert props["content"]["fields"]["cjk"]["analyzer"] == "cjk"


def test_template_patterns_cover_the_tenant_index_names() -> None:
    templates = index_templates("memstream", 8)
    assert templates["memstream-memories"]["index_patterns"] == ["memstream-*-memories"]
    assert memories_index("memstream", "acme") == "memstream-acme-memories"
