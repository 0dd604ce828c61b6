"""The manager's reads: item pages, one item, export, counts, topics, the subject switch.

Writes are commands (``recall.commands``); this module only reads, through the scoped
query builder. Large reads page with ``search_after`` on a stable sort (``id``, or
newest first with ``id`` as tie-break), so nothing is skipped or silently cut: an export
stops only at its safety cap and then says so.

Read-your-writes: the worker acknowledges a write once the index has it, which a search
sees only after the next refresh. :meth:`ManagerReads.make_visible` refreshes a tenant's
indices for a ``?wait=true`` write before it is answered, so every read endpoint then
sees the item. Concurrent callers share refreshes: at most one runs and one waits per
tenant (a refresh that began before a write was acknowledged may have missed it).
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import json
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from typing import Any

from opensearchpy import AsyncOpenSearch

from indexers.client import call
from indexers.templates import audit_index, memories_index
from recall.errors import InvalidRequest
from recall.models import ExportResponse, Item, ItemPage, Topic, TopicList
from recall.query import (
    ALL_STATUSES,
    MemoryQuery,
    Scope,
    SortOrder,
    TenantScope,
    build_search,
)
from schemas.common import MemoryKind, Status, utcnow

SCAN_PAGE = 1000


def encode_cursor(sort_values: list[Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(sort_values).encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[int | str, ...]:
    """A cursor from :func:`encode_cursor`; anything else is an invalid request."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        values = json.loads(base64.urlsafe_b64decode(padded.encode()))
    except (ValueError, binascii.Error, RecursionError):
        # RecursionError: JSON nested a thousand levels deep is no cursor of ours either.
        raise InvalidRequest("cursor is not one this service issued") from None
    if (
        not isinstance(values, list)
        or len(values) != 2
        or not isinstance(values[0], int)
        or not -(2**63) <= values[0] < 2**63  # OpenSearch reads the sort value as a long
        or not isinstance(values[1], str)
    ):
        raise InvalidRequest("cursor is not one this service issued")
    return (values[0], values[1])


async def _search(
    client: AsyncOpenSearch, scope: Scope | TenantScope, query: MemoryQuery, prefix: str, what: str
) -> dict[str, Any]:
    request = build_search(scope, query, index_prefix=prefix)
    response: dict[str, Any] = await call(
        what, client.search(index=request.index, body=request.body, params=request.params)
    )
    return response


async def scan(
    client: AsyncOpenSearch,
    scope: Scope | TenantScope,
    query: MemoryQuery,
    *,
    index_prefix: str,
    page: int = SCAN_PAGE,
) -> AsyncIterator[list[dict[str, Any]]]:
    """Every match of ``query``, page by page, in ``id`` order (raw hits)."""
    query = query.model_copy(update={"size": page, "sort": "id", "search_after": None})
    while True:
        response = await _search(client, scope, query, index_prefix, "reading a page of items")
        hits: list[dict[str, Any]] = response.get("hits", {}).get("hits", [])
        if not hits:
            return
        yield hits
        if len(hits) < page:
            return
        query = query.model_copy(update={"search_after": tuple(hits[-1]["sort"])})


class _Refreshes:
    """The refresh running for one tenant and the one queued behind it."""

    def __init__(self) -> None:
        self.running: asyncio.Task[None] | None = None
        self.queued: asyncio.Task[None] | None = None


class ManagerReads:
    def __init__(
        self,
        client: AsyncOpenSearch,
        *,
        index_prefix: str,
        export_max_items: int,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self._client = client
        self._prefix = index_prefix
        self._export_max = export_max_items
        self._clock = clock
        self._refreshes: dict[str, _Refreshes] = {}

    def _query(self, **fields: Any) -> MemoryQuery:
        # The manager sees expired items too (they are the subject's data until archived).
        return MemoryQuery(now=self._clock(), include_expired=True, **fields)

    async def make_visible(self, tenant: str) -> None:
        """Return once everything the index acknowledged for ``tenant`` is searchable."""
        state = self._refreshes.setdefault(tenant, _Refreshes())
        if state.running is None:
            state.running = asyncio.create_task(self._refresh(tenant, state, after=None))
            task = state.running
        else:
            if state.queued is None:
                state.queued = asyncio.create_task(
                    self._refresh(tenant, state, after=state.running)
                )
            task = state.queued
        await asyncio.shield(task)  # a caller giving up does not cancel the shared refresh

    async def _refresh(
        self, tenant: str, state: _Refreshes, *, after: asyncio.Task[None] | None
    ) -> None:
        me = asyncio.current_task()
        if after is not None:
            with contextlib.suppress(Exception):
                await asyncio.shield(after)
            state.running, state.queued = state.queued, None
        try:
            indices = f"{memories_index(self._prefix, tenant)},{audit_index(self._prefix, tenant)}"
            await call(
                "refreshing the index after a write",
                self._client.indices.refresh(index=indices, ignore_unavailable=True),
            )
        finally:
            if state.running is me:
                state.running = None

    async def page(
        self,
        scope: Scope,
        *,
        statuses: frozenset[Status],
        kinds: frozenset[MemoryKind] | None,
        limit: int,
        cursor: str | None,
    ) -> ItemPage:
        sort: SortOrder = "newest"
        query = self._query(
            statuses=statuses,
            kinds=kinds,
            size=limit,
            sort=sort,
            search_after=decode_cursor(cursor) if cursor else None,
        )
        response = await _search(self._client, scope, query, self._prefix, "listing items")
        hits = response.get("hits", {}).get("hits", [])
        items = [Item.model_validate(h["_source"]) for h in hits]
        next_cursor = encode_cursor(hits[-1]["sort"]) if len(hits) == limit else None
        return ItemPage(items=items, next_cursor=next_cursor)

    async def get(self, scope: Scope, item_id: str) -> Item | None:
        query = self._query(statuses=ALL_STATUSES, ids=(item_id,), size=1, sort="id")
        response = await _search(self._client, scope, query, self._prefix, "reading an item")
        hits = response.get("hits", {}).get("hits", [])
        return Item.model_validate(hits[0]["_source"]) if hits else None

    async def export(self, scope: Scope) -> ExportResponse:
        items: list[Item] = []
        truncated = False
        query = self._query(statuses=ALL_STATUSES)
        async for hits in scan(self._client, scope, query, index_prefix=self._prefix):
            for hit in hits:
                if len(items) >= self._export_max:
                    truncated = True
                    break
                items.append(Item.model_validate(hit["_source"]))
            if truncated:
                break
        return ExportResponse(items=items, count=len(items), truncated=truncated)

    async def counts(self, scope: Scope) -> dict[str, int]:
        query = self._query(statuses=ALL_STATUSES, size=0, aggregate="status_counts")
        response = await _search(self._client, scope, query, self._prefix, "counting items")
        buckets = response.get("aggregations", {}).get("statuses", {}).get("buckets", [])
        counts = {s.value: 0 for s in Status}
        for bucket in buckets:
            counts[str(bucket["key"])] = int(bucket["doc_count"])
        return counts

    async def topics(self, scope: Scope) -> TopicList:
        query = self._query(
            statuses=frozenset({Status.ACTIVE, Status.PENDING}), size=0, aggregate="topics"
        )
        response = await _search(self._client, scope, query, self._prefix, "listing topics")
        buckets = response.get("aggregations", {}).get("topics", {}).get("buckets", [])
        topics = []
        for bucket in buckets:
            key = str(bucket["key"])
            if not key:
                continue  # items without a topic
            label_hits = bucket["label"]["hits"]["hits"]
            label = str(label_hits[0]["_source"].get("topic", "")) if label_hits else ""
            topics.append(
                Topic(
                    topic_key=key,
                    topic=label or key,
                    count=int(bucket["doc_count"]),
                    kinds=[MemoryKind(k["key"]) for k in bucket["kinds"]["buckets"]],
                )
            )
        return TopicList(topics=topics)
