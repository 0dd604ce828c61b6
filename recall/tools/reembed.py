"""``memstream reembed``: give every item of a tenant a vector of the configured model.

Every vector is stored with its model id and the vector arm compares only vectors of the
query's model, so after a model change an item without a current vector is simply not a
vector candidate; the lexical arm still finds it. This job closes that gap in the
background, while the service keeps answering:

- it pages (``search_after`` on ``id``) through items whose ``embedding_model`` is not
  the configured one, in every status (as-of recall reads superseded items too);
- it embeds their content and writes *only* ``embedding`` and ``embedding_model`` with
  ``if_seq_no``/``if_primary_term``: if the worker rewrote an item in the meantime the
  update is refused (409) and skipped, so the job can never roll a memory back; the
  worker embeds what it writes with its own configured model anyway;
- it is resumable by construction: finished items no longer match, so a second run
  continues where an interrupted one stopped.

The index mapping fixes the vector size: the new model must have the same dimension.
"""

from __future__ import annotations

import asyncio
import sys
import time
from dataclasses import dataclass
from typing import Any, TextIO

from agents.embedder import Embedder, make_embedder
from indexers.client import call, make_client
from memstream.config import Settings
from recall.manager import scan
from recall.query import ALL_STATUSES, MemoryQuery, TenantScope, build_search
from schemas.common import utcnow

DEFAULT_BATCH = 256
BAR_WIDTH = 30


@dataclass
class ReembedReport:
    total: int = 0
    updated: int = 0
    conflicts: int = 0  # rewritten by the worker meanwhile: left to it
    failed: int = 0
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "updated": self.updated,
            "conflicts": self.conflicts,
            "failed": self.failed,
            "seconds": round(self.seconds, 2),
        }


def progress_bar(done: int, total: int, width: int = BAR_WIDTH) -> str:
    filled = width if total == 0 else min(width, width * done // total)
    percent = 100 if total == 0 else min(100, 100 * done // total)
    return f"[{'#' * filled}{'.' * (width - filled)}] {percent:3d}% {done}/{total}"


async def reembed(
    settings: Settings,
    tenant: str,
    *,
    batch: int = DEFAULT_BATCH,
    embedder: Embedder | None = None,
    progress: TextIO | None = sys.stderr,
) -> ReembedReport:
    started = time.monotonic()
    embedder = embedder if embedder is not None else make_embedder(settings.embedding)
    model = embedder.model_id
    prefix = settings.opensearch.index_prefix
    scope = TenantScope(tenant=tenant)
    query = MemoryQuery(
        now=utcnow(),
        statuses=ALL_STATUSES,
        include_expired=True,
        lacks_model=model,
        with_seq_no=True,
        sort="id",
    )
    report = ReembedReport()
    client = make_client(settings.opensearch)
    try:
        counting = build_search(
            scope, query.model_copy(update={"size": 0, "count_total": True}), index_prefix=prefix
        )
        counted = await call(
            "counting items to re-embed",
            client.search(index=counting.index, body=counting.body, params=counting.params),
        )
        report.total = int(counted["hits"]["total"]["value"])
        async for hits in scan(client, scope, query, index_prefix=prefix, page=batch):
            vectors = await asyncio.to_thread(
                embedder.embed, [str(h["_source"]["content"]) for h in hits]
            )
            await _write(client, hits, vectors, model, report)
            if progress is not None:
                progress.write(f"\rreembed {tenant} to {model}: {_bar(report)}")
                progress.flush()
    finally:
        await client.close()
    if progress is not None:
        progress.write(f"\rreembed {tenant} to {model}: {_bar(report)}\n")
    report.seconds = time.monotonic() - started
    return report


def _bar(report: ReembedReport) -> str:
    done = report.updated + report.conflicts + report.failed
    return progress_bar(done, report.total)


async def _write(
    client: Any,
    hits: list[dict[str, Any]],
    vectors: list[list[float]],
    model: str,
    report: ReembedReport,
) -> None:
    body: list[dict[str, Any]] = []
    for hit, vector in zip(hits, vectors, strict=True):
        body.append(
            {
                "update": {
                    "_index": hit["_index"],
                    "_id": hit["_id"],
                    "if_seq_no": hit["_seq_no"],
                    "if_primary_term": hit["_primary_term"],
                }
            }
        )
        body.append({"doc": {"embedding": vector, "embedding_model": model}})
    response = await call("writing re-embedded vectors", client.bulk(body=body))
    for result in response["items"]:
        status = int(result["update"].get("status", 500))
        if status < 300:
            report.updated += 1
        elif status == 409:
            report.conflicts += 1
        else:
            report.failed += 1
