"""Per-tenant index management: templates once, indices on first use, idempotently.

An index's vector size is fixed when it is created. A tenant's memories index that already
exists at another size than the configured embedder makes (made before a provider change)
would refuse every document written to it, so :meth:`TenantIndices.ensure` refuses it
first with :class:`IndexDimensionMismatch`, and :meth:`TenantIndices.check_existing` does
the same for every existing index at start-up, before the worker consumes anything.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from opensearchpy import AsyncOpenSearch
from opensearchpy import exceptions as os_exc

from indexers.client import call
from indexers.templates import (
    MEMORIES_SUFFIX,
    audit_index,
    audit_index_body,
    index_templates,
    memories_index,
    memories_index_body,
)
from memstream.config import IN_PROCESS_EMBEDDING_MODELS
from memstream.errors import (
    OPENSEARCH_ERRORS,
    IndexDimensionMismatch,
    convert_opensearch_error,
)

VECTOR_FIELD = "embedding"


class TenantIndices:
    """Creates each tenant's indices the first time a write for that tenant arrives, and
    refuses a tenant whose existing memories index has another vector size.

    ``provider`` only names the configured embedder in that refusal's message."""

    def __init__(
        self,
        client: AsyncOpenSearch,
        *,
        prefix: str,
        dimension: int,
        provider: str | None = None,
    ) -> None:
        self._client = client
        self._prefix = prefix
        self._dimension = dimension
        self._provider = provider
        self._ready: set[str] = set()
        self._templates_installed = False

    def memories(self, tenant: str) -> str:
        return memories_index(self._prefix, tenant)

    def audit(self, tenant: str) -> str:
        return audit_index(self._prefix, tenant)

    async def install_templates(self) -> None:
        for name, body in index_templates(self._prefix, self._dimension).items():
            await call(
                f"installing index template {name}",
                self._client.indices.put_index_template(name=name, body=body),
            )
        self._templates_installed = True

    async def ensure(self, tenant: str) -> None:
        """Create the tenant's indices unless they exist; raise
        :class:`IndexDimensionMismatch` when its memories index exists at another size."""
        if tenant in self._ready:
            return
        if not self._templates_installed:
            await self.install_templates()
        memories = self.memories(tenant)
        if not await self._create(memories, memories_index_body(self._dimension)):
            # Made by an earlier run, another worker, or before a provider change.
            self._refuse_mismatches(await self.vector_sizes(memories))
        await self._create(self.audit(tenant), audit_index_body())
        self._ready.add(tenant)

    async def check_existing(self) -> int:
        """Check every existing memories index under the prefix (all tenants) against the
        configured size, in one request; raise :class:`IndexDimensionMismatch` naming the
        first that differs and how many more do. Returns how many indices were checked."""
        sizes = await self.vector_sizes(f"{self._prefix}-*-{MEMORIES_SUFFIX}")
        self._refuse_mismatches(sizes)
        return len(sizes)

    async def vector_sizes(self, index: str) -> dict[str, int | None]:
        """Each matching index's vector size (None: it has no vector field)."""
        try:
            response = await self._client.indices.get_field_mapping(
                fields=VECTOR_FIELD,
                index=index,
                params={"ignore_unavailable": "true", "allow_no_indices": "true"},
            )
        except os_exc.NotFoundError:
            return {}  # no index matches (OpenSearch answers 404 with an empty body)
        except OPENSEARCH_ERRORS as exc:
            raise convert_opensearch_error(exc, f"reading the vector size of {index}") from exc
        return {name: _vector_size(body) for name, body in response.items()}

    def _refuse_mismatches(self, sizes: Mapping[str, int | None]) -> None:
        wrong = sorted(name for name, size in sizes.items() if size != self._dimension)
        if wrong:
            first = wrong[0]
            tenant = first.removeprefix(f"{self._prefix}-").removesuffix(f"-{MEMORIES_SUFFIX}")
            raise dimension_mismatch(
                first,
                sizes[first],
                self._dimension,
                tenant=tenant,
                provider=self._provider,
                others=len(wrong) - 1,
            )

    async def _create(self, index: str, body: dict[str, object]) -> bool:
        """Create ``index``; False when it already exists."""
        try:
            await self._client.indices.create(index=index, body=body)
        except os_exc.RequestError as exc:
            # Another worker (or an earlier run) created it first: that is the goal.
            if exc.error == "resource_already_exists_exception":
                return False
            raise convert_opensearch_error(exc, f"creating index {index}") from exc
        except OPENSEARCH_ERRORS as exc:
            raise convert_opensearch_error(exc, f"creating index {index}") from exc
        return True


def _vector_size(body: Mapping[str, Any]) -> int | None:
    """The ``dimension`` of the vector field in one index's field-mapping answer."""
    field = body.get("mappings", {}).get(VECTOR_FIELD, {}).get("mapping", {}).get(VECTOR_FIELD)
    if not isinstance(field, Mapping) or field.get("type") != "knn_vector":
        return None
    dimension = field.get("dimension")
    return int(dimension) if dimension is not None else None


def dimension_mismatch(
    index: str,
    found: int | None,
    expected: int,
    *,
    tenant: str = "<tenant>",
    provider: str | None = None,
    others: int = 0,
) -> IndexDimensionMismatch:
    """The refusal of an index made at another vector size, as one line an operator can act
    on: which index, both sizes, and the two ways forward."""
    holds = f"{found}-dimension vectors" if found is not None else "no vector field"
    more = f" (and {others} more)" if others else ""
    configured = f" (MEMSTREAM_EMBEDDING__PROVIDER={provider})" if provider else ""
    same_size = [p for p, model in IN_PROCESS_EMBEDDING_MODELS.items() if model.dimension == found]
    keep = (
        f"set MEMSTREAM_EMBEDDING__PROVIDER={same_size[0]} ({found}) to keep using it"
        if same_size
        else "set MEMSTREAM_EMBEDDING__PROVIDER / __DIMENSION back to what made it"
    )
    return IndexDimensionMismatch(
        f"index {index}{more} holds {holds}, but the configured embedder{configured} makes "
        f"{expected}: nothing is written to it. Either {keep}, or move the tenant to a new "
        "index (README, 'Embedders': copy it without vectors under a new "
        f"MEMSTREAM_OPENSEARCH__INDEX_PREFIX, then `memstream reembed --tenant {tenant}`); "
        "reembed alone cannot change an index's vector size",
        index=index,
        found=found,
        expected=expected,
    )
