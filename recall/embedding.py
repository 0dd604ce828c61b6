"""Embedding queries under a deadline, batched, so a slow model can only degrade recall.

The query is embedded with the same embedder (and model id) that produced the stored
vectors. Queries that arrive while an embedding runs wait for the next one and go in it
together (:class:`QueryBatcher`). A sentence encoder's cost is mostly per call, not per
text: on this box use-multilingual embeds 8 queries in one call about 3× faster than 8
calls of one, and its matrix products already use every core, so several calls at once
only contend. An idle service pays nothing for this: a lone query starts at once.

An embedder with an ``aembed`` coroutine (the OpenAI-compatible client) is awaited, a
few requests in flight, since a remote call is mostly waiting. A blocking one (the local
models) runs in one thread of its own (never the default pool, which anything may fill),
so the event loop keeps serving. Either way ``asyncio.wait_for`` bounds each query: on
timeout or error the caller gets ``None`` and the cause, and answers lexical-only,
marked degraded.
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
# Texts per call. Past a few dozen short queries a call costs about the same per text, so
# a bigger batch would only make its first query wait longer.
MAX_BATCH = 32
# Calls in flight: a local model computes (one call uses the cores), a remote one waits.
LOCAL_CALLS = 1
REMOTE_CALLS = 4

EmbedCall = Callable[[list[str]], Awaitable[list[list[float]]]]


@dataclass(frozen=True)
class QueryVector:
    vector: tuple[float, ...] | None
    cause: DegradeCause | None = None


class QueryBatcher:
    """Coalesces concurrent queries into calls of up to ``max_batch`` texts.

    Each query waits on its own future. A caller that gives up (its deadline) cancels
    only its future: the call it was in still finishes for the others, and a cancelled
    query that has not started is never sent.
    """

    def __init__(self, call: EmbedCall, *, calls: int, max_batch: int = MAX_BATCH) -> None:
        self._call = call
        self._slots = calls
        self._max_batch = max_batch
        self._waiting: list[tuple[str, asyncio.Future[list[float]]]] = []
        self._running = 0
        self._tasks: set[asyncio.Task[None]] = set()

    async def embed(self, text: str) -> list[float]:
        future: asyncio.Future[list[float]] = asyncio.get_running_loop().create_future()
        self._waiting.append((text, future))
        if self._running < self._slots:
            self._running += 1
            task = asyncio.create_task(self._drain())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return await future

    async def _drain(self) -> None:
        try:
            while self._waiting:
                batch = [(t, f) for t, f in self._waiting[: self._max_batch] if not f.done()]
                del self._waiting[: self._max_batch]
                if batch:
                    await self._run(batch)
        finally:
            self._running -= 1

    async def _run(self, batch: list[tuple[str, asyncio.Future[list[float]]]]) -> None:
        try:
            rows = await self._call([text for text, _ in batch])
            if len(rows) != len(batch):
                raise ValueError(f"the embedder returned {len(rows)} vectors for {len(batch)}")
        except asyncio.CancelledError:  # shutting down: nobody waits on a call that is gone
            for _, future in batch:
                future.cancel()
            raise
        except Exception as exc:  # every waiter gets the call's own error
            for _, future in batch:
                if not future.done():
                    future.set_exception(exc)
            return
        for (_, future), row in zip(batch, rows, strict=True):
            if not future.done():
                future.set_result(row)

    async def aclose(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        for _, future in self._waiting:
            future.cancel()
        self._waiting.clear()


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
        self._thread: ThreadPoolExecutor | None = None
        aembed = getattr(embedder, "aembed", None)
        if aembed is not None and inspect.iscoroutinefunction(aembed):
            call = cast("EmbedCall", aembed)
            self._batcher = QueryBatcher(call, calls=REMOTE_CALLS)
        else:
            self._batcher = QueryBatcher(self._in_thread, calls=LOCAL_CALLS)

    @property
    def model_id(self) -> str:
        return self._embedder.model_id

    def _pool(self) -> ThreadPoolExecutor:
        if self._thread is None:
            self._thread = ThreadPoolExecutor(1, thread_name_prefix="memstream-embed")
        return self._thread

    async def _in_thread(self, texts: list[str]) -> list[list[float]]:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool(), self._embedder.embed, texts)

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

    async def embed(self, text: str) -> QueryVector:
        started = time.perf_counter()
        outcome = "ok"
        try:
            async with asyncio.timeout(self._timeout):  # no task of its own, unlike wait_for
                row = await self._batcher.embed(text)
            return QueryVector(tuple(row))
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
        await self._batcher.aclose()
        if self._thread is not None:
            self._thread.shutdown(wait=False, cancel_futures=True)
            self._thread = None
        close = getattr(self._embedder, "aclose", None)
        if close is not None and inspect.iscoroutinefunction(close):
            await close()
