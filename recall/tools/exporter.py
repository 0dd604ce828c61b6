"""``memstream export``: every item of a tenant (or one subject) as JSON lines.

An operator tool: it streams page by page with no cap (the HTTP export caps at 20,000
and says so). Each line is the stored document without its vector; ``memstream import``
reads these lines as they are, so export + import moves a tenant between clusters.
"""

from __future__ import annotations

import json
from typing import TextIO

from indexers.client import make_client
from memstream.config import Settings
from recall.manager import scan
from recall.query import ALL_STATUSES, MemoryQuery, Scope, TenantScope
from schemas.common import utcnow


async def export_lines(
    settings: Settings, tenant: str, out: TextIO, *, subject: str | None = None
) -> int:
    scope: Scope | TenantScope = (
        Scope(tenant=tenant, subject=subject) if subject else TenantScope(tenant=tenant)
    )
    query = MemoryQuery(now=utcnow(), statuses=ALL_STATUSES, include_expired=True, source="all")
    client = make_client(settings.opensearch)
    written = 0
    try:
        async for hits in scan(client, scope, query, index_prefix=settings.opensearch.index_prefix):
            for hit in hits:
                out.write(json.dumps(hit["_source"], ensure_ascii=False) + "\n")
                written += 1
    finally:
        await client.close()
    return written
