"""Per-tenant index management: templates once, indices on first use, idempotently."""

from __future__ import annotations

from opensearchpy import AsyncOpenSearch
from opensearchpy import exceptions as os_exc

from indexers.client import call
from indexers.templates import (
    audit_index,
    audit_index_body,
    index_templates,
    memories_index,
    memories_index_body,
)
from memstream.errors import OPENSEARCH_ERRORS, convert_opensearch_error


class TenantIndices:
    """Creates each tenant's indices the first time a write for that tenant arrives."""

    def __init__(self, client: AsyncOpenSearch, *, prefix: str, dimension: int) -> None:
        self._client = client
        self._prefix = prefix
        self._dimension = dimension
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
        if tenant in self._ready:
            return
        if not self._templates_installed:
            await self.install_templates()
        for index, body in (
            (self.memories(tenant), memories_index_body(self._dimension)),
            (self.audit(tenant), audit_index_body()),
        ):
            await self._create(index, body)
        self._ready.add(tenant)

    async def _create(self, index: str, body: dict[str, object]) -> None:
        try:
            await self._client.indices.create(index=index, body=body)
        except os_exc.RequestError as exc:
            # Another worker (or an earlier run) created it first: that is the goal.
            if exc.error == "resource_already_exists_exception":
                return
            raise convert_opensearch_error(exc, f"creating index {index}") from exc
        except OPENSEARCH_ERRORS as exc:
            raise convert_opensearch_error(exc, f"creating index {index}") from exc
