"""use-multilingual (512 dimensions) is the default embedder, and a tenant index made at
another vector size is refused before anything is written to it.

The answers below are OpenSearch 2.19.6's own (``GET <index>/_mapping/field/embedding``);
``tests/integration/test_embedder_default.py`` runs the same refusals against the real
cluster and a real worker.
"""

from __future__ import annotations

from typing import Any, cast

import pytest
from opensearchpy import exceptions as os_exc

from agents.embedder import UseMultilingualEmbedder, make_embedder
from indexers.tenants import TenantIndices, dimension_mismatch
from memstream.config import EmbeddingSettings, Settings
from memstream.errors import ConfigurationError, IndexDimensionMismatch
from memstream.shell.runtime import settings_env
from streams.worker import tenant_indices


def field_mapping(dimension: int) -> dict[str, Any]:
    """One index's answer to the field-mapping request, as OpenSearch gives it."""
    embedding = {
        "type": "knn_vector",
        "dimension": dimension,
        "method": {"engine": "lucene", "space_type": "cosinesimil", "name": "hnsw"},
    }
    return {
        "mappings": {"embedding": {"full_name": "embedding", "mapping": {"embedding": embedding}}}
    }


ALREADY_EXISTS = os_exc.RequestError(
    400,
    "resource_already_exists_exception",
    {"error": {"type": "resource_already_exists_exception"}},
)


class FakeIndices:
    """The ``indices`` client: every index named in ``existing`` exists with that
    field-mapping answer; records what was created."""

    def __init__(self, existing: dict[str, dict[str, Any]]) -> None:
        self.existing = existing
        self.created: list[str] = []
        self.bodies: dict[str, dict[str, Any]] = {}
        self.asked: list[str] = []

    async def put_index_template(self, name: str, body: dict[str, Any]) -> dict[str, Any]:
        return {"acknowledged": True}

    async def create(self, index: str, body: dict[str, Any]) -> dict[str, Any]:
        if index in self.existing:
            raise ALREADY_EXISTS
        self.created.append(index)
        self.bodies[index] = body
        return {"acknowledged": True}

    async def get_field_mapping(
        self, *, fields: str, index: str, params: dict[str, str]
    ) -> dict[str, Any]:
        self.asked.append(index)
        if "*" in index:  # the start-up check: <prefix>-*-memories
            head, tail = index.split("*")
            found = {
                name: answer
                for name, answer in self.existing.items()
                if name.startswith(head) and name.endswith(tail)
            }
        else:
            found = {name: a for name, a in self.existing.items() if name == index}
        if not found:
            raise os_exc.NotFoundError(404, "{}", {})
        return found


class FakeClient:
    def __init__(self, existing: dict[str, dict[str, Any]]) -> None:
        self.indices = FakeIndices(existing)


def indices(
    existing: dict[str, dict[str, Any]], dimension: int = 512
) -> tuple[TenantIndices, FakeIndices]:
    client = FakeClient(existing)
    tenant = TenantIndices(
        cast(Any, client), prefix="memstream", dimension=dimension, provider="use-multilingual"
    )
    return tenant, client.indices


# -- the default -----------------------------------------------------------------------


async def test_the_default_embedder_is_use_multilingual_at_512_dimensions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("PROVIDER", "MODEL", "DIMENSION"):
        monkeypatch.delenv(f"MEMSTREAM_EMBEDDING__{name}", raising=False)
    embedding = Settings().embedding
    assert (embedding.provider, embedding.model, embedding.dimension) == (
        "use-multilingual",
        "use-multilingual-v3-512",
        512,
    )
    assert EmbeddingSettings().provider == "use-multilingual"
    # Nothing of it counts as configured: one setting switches to wordllama, whole.
    assert embedding.model_fields_set == set()
    english = EmbeddingSettings.model_validate({"provider": "wordllama"})
    assert (english.model, english.dimension) == ("wordllama-l2-supercat-256", 256)
    # The worker's embedder and index mapping follow it (constructing USE loads nothing).
    embedder = make_embedder(embedding)
    assert isinstance(embedder, UseMultilingualEmbedder)
    client = FakeClient({})
    await tenant_indices(Settings(), cast(Any, client), embedder).ensure("acme")
    assert (
        client.indices.bodies["memstream-acme-memories"]["mappings"]["properties"]["embedding"][
            "dimension"
        ]
        == 512
    )
    # ... and so do the processes memstream starts (tests, demo, benchmarks).
    env = settings_env(Settings())
    assert env["MEMSTREAM_EMBEDDING__PROVIDER"] == "use-multilingual"
    assert env["MEMSTREAM_EMBEDDING__DIMENSION"] == "512"


# -- the guard ---------------------------------------------------------------------------


async def test_an_existing_index_of_another_size_is_refused_before_any_write() -> None:
    tenant, fake = indices({"memstream-acme-memories": field_mapping(256)})
    with pytest.raises(IndexDimensionMismatch) as refused:
        await tenant.ensure("acme")
    assert fake.created == []  # not even the audit index
    error = refused.value
    assert isinstance(error, ConfigurationError)  # not retried as an outage
    assert (error.index, error.found, error.expected) == ("memstream-acme-memories", 256, 512)
    message = str(error)
    assert "\n" not in message
    assert "index memstream-acme-memories holds 256-dimension vectors" in message
    assert "(MEMSTREAM_EMBEDDING__PROVIDER=use-multilingual) makes 512" in message
    assert "set MEMSTREAM_EMBEDDING__PROVIDER=wordllama (256) to keep using it" in message
    assert "`memstream reembed --tenant acme`" in message
    assert "MEMSTREAM_OPENSEARCH__INDEX_PREFIX" in message
    # Refused again on the next attempt: the tenant was not marked ready.
    with pytest.raises(IndexDimensionMismatch):
        await tenant.ensure("acme")


async def test_an_existing_index_of_the_same_size_is_used_and_a_new_one_created() -> None:
    tenant, fake = indices({"memstream-acme-memories": field_mapping(512)})
    await tenant.ensure("acme")
    await tenant.ensure("globex")
    assert fake.created == [
        "memstream-acme-audit",
        "memstream-globex-memories",
        "memstream-globex-audit",
    ]
    # Only the index that already existed was read back; a ready tenant is not again.
    assert fake.asked == ["memstream-acme-memories"]
    await tenant.ensure("acme")
    assert fake.asked == ["memstream-acme-memories"]


async def test_an_index_without_a_vector_field_is_refused() -> None:
    tenant, _ = indices({"memstream-acme-memories": {"mappings": {}}})
    with pytest.raises(IndexDimensionMismatch, match="holds no vector field") as refused:
        await tenant.ensure("acme")
    assert refused.value.found is None
    assert "set MEMSTREAM_EMBEDDING__PROVIDER / __DIMENSION back" in str(refused.value)


async def test_at_start_every_existing_index_is_checked_in_one_request() -> None:
    existing = {
        "memstream-acme-memories": field_mapping(512),
        "memstream-globex-memories": field_mapping(256),
        "memstream-initech-memories": field_mapping(256),
    }
    tenant, fake = indices(existing)
    with pytest.raises(IndexDimensionMismatch) as refused:
        await tenant.check_existing()
    message = str(refused.value)
    assert message.startswith("index memstream-globex-memories (and 1 more) holds 256")
    assert "`memstream reembed --tenant globex`" in message
    assert fake.asked == ["memstream-*-memories"]
    assert fake.created == []
    # Contrast: every index at the configured size passes, and so does none at all.
    same = {name: field_mapping(512) for name in existing}
    assert await indices(same)[0].check_existing() == 3
    assert await indices({})[0].check_existing() == 0


def test_the_message_for_a_size_no_in_process_provider_makes() -> None:
    error = dimension_mismatch("memstream-acme-memories", 1536, 512, provider="use-multilingual")
    assert "holds 1536-dimension vectors" in str(error)
    assert "set MEMSTREAM_EMBEDDING__PROVIDER / __DIMENSION back to what made it" in str(error)
