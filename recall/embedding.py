"""Embedding one query under a deadline, so a slow model can only degrade recall.

The query is embedded with the same embedder (and model id) that produced the stored
vectors. An embedder with an ``aembed`` coroutine (the OpenAI-compatible client) is
awaited; a blocking one (wordllama) runs in a worker thread so the event loop keeps
serving. Either way ``asyncio.wait_for`` bounds it: on timeout or error the caller gets
``None`` and the cause, and answers lexical-only, marked degraded.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Literal, cast

from agents.embedder import Embedder
from memstream.errors import MemstreamError
from memstream.metrics import RecallMetrics

log = logging.getLogger(__name__)

DegradeCause = Literal["embed_timeout", "embed_error", "vector_search"]


@dataclass(frozen=True)
class QueryVector:
    vector: tuple[float, ...] | None
    cause: DegradeCause | None = None


class QueryEmbedder:
    def __init__(
        self,
        embedder: Embedder,
        *,
        timeout_seconds: float,
        metrics: RecallMetrics | None = None,
    ) -> None:
        self._embedder = embedder
        self._timeout = timeout_seconds
        self._metrics = metrics
        aembed = getattr(embedder, "aembed", None)
        self._aembed = (
            cast("Callable[[list[str]], Awaitable[list[list[float]]]]", aembed)
            if aembed is not None and inspect.iscoroutinefunction(aembed)
            else None
        )

    @property
    def model_id(self) -> str:
        return self._embedder.model_id

    async def _embed(self, text: str) -> list[list[float]]:
        if self._aembed is not None:
            return await self._aembed([text])
        return await asyncio.to_thread(self._embedder.embed, [text])

    async def embed(self, text: str) -> QueryVector:
        started = time.perf_counter()
        outcome = "ok"
        try:
            rows = await asyncio.wait_for(self._embed(text), self._timeout)
            return QueryVector(tuple(rows[0]))
        except TimeoutError:
            outcome = "timeout"
            log.warning("query embedding ran past %.2fs; answering lexical-only", self._timeout)
            return QueryVector(None, "embed_timeout")
        except (MemstreamError, IndexError, ValueError) as exc:
            outcome = "error"
            log.warning("query embedding failed (%s); answering lexical-only", exc)
            return QueryVector(None, "embed_error")
        finally:
            if self._metrics is not None:
                self._metrics.embed_seconds.labels(outcome).observe(time.perf_counter() - started)

    async def aclose(self) -> None:
        close = getattr(self._embedder, "aclose", None)
        if close is not None and inspect.iscoroutinefunction(close):
            await close()
