"""Embedding one query under a deadline, so a slow model can only degrade recall.

The query is embedded with the same embedder (and model id) that produced the stored
vectors. An embedder with an ``aembed`` coroutine (the OpenAI-compatible client) is
awaited; a blocking one (wordllama) runs in this embedder's own threads (never the
default pool, which anything may fill) so the event loop keeps serving. Either way
``asyncio.wait_for`` bounds it: on timeout or error the caller gets ``None`` and the
cause, and answers lexical-only, marked degraded.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Literal, cast

from agents.embedder import Embedder
from memstream.errors import MemstreamError
from memstream.metrics import RecallMetrics

log = logging.getLogger(__name__)

DegradeCause = Literal["embed_timeout", "embed_error", "vector_search"]
# Threads for a blocking embedder: query embeddings are small, so a few keep up with a
# process's event loop; more would only queue behind the GIL.
EMBED_THREADS = 4


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
        self._threads: ThreadPoolExecutor | None = None

    @property
    def model_id(self) -> str:
        return self._embedder.model_id

    def _pool(self) -> ThreadPoolExecutor:
        if self._threads is None:
            self._threads = ThreadPoolExecutor(EMBED_THREADS, thread_name_prefix="memstream-embed")
        return self._threads

    async def warm_up(self) -> None:
        """Do the model's slow first-call work now, before the service says it is ready,
        so the first recall is not the one that times out."""
        warm = getattr(self._embedder, "warm_up", None)
        if warm is None:
            return
        if inspect.iscoroutinefunction(warm):
            await warm()
            return
        await asyncio.get_running_loop().run_in_executor(self._pool(), warm)

    async def _embed(self, text: str) -> list[list[float]]:
        if self._aembed is not None:
            return await self._aembed([text])
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool(), self._embedder.embed, [text])

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
        if self._threads is not None:
            self._threads.shutdown(wait=False, cancel_futures=True)
            self._threads = None
        close = getattr(self._embedder, "aclose", None)
        if close is not None and inspect.iscoroutinefunction(close):
            await close()
