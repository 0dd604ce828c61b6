"""The bulk writer embeds off the event loop, and keeps its vector cache.

A batch's embeddings cost about a millisecond of CPU per statement with use-multilingual
(a second for a thousand): run on the event loop, they stalled the faust worker's
heartbeats and commits for that long. The writer now embeds in a thread of its own; the
loop's lag is measured here while a deliberately slow, GIL-holding embedder runs.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Iterator
from datetime import UTC, datetime
from typing import Any, cast

import pytest

import indexers.bulk as bulk_module
from indexers.bulk import BulkWriter, WriteSet
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, memory_id
from tests.unit.indexers.test_bulk import CREATED, CannedBulk, OneTenant, response

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
MODEL = "fake-embedder-2"


class FakeEmbedder:
    """Two-dimensional vectors derived from the text; records every call and its thread.
    ``busy_seconds`` makes each call hold the GIL in pure Python for that long, as a
    tokenizer does (the worst case for the event loop beside it)."""

    model_id = MODEL
    dimension = 2

    def __init__(self, busy_seconds: float = 0.0) -> None:
        self.busy_seconds = busy_seconds
        self.calls: list[list[str]] = []
        self.threads: list[threading.Thread] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        self.threads.append(threading.current_thread())
        deadline = time.perf_counter() + self.busy_seconds
        while time.perf_counter() < deadline:
            pass
        return [[float(len(t)), 1.0] for t in texts]

    def warm_up(self) -> None:
        """Nothing to warm."""


def doc(n: int, content: str, **fields: Any) -> MemoryDocument:
    return MemoryDocument(
        id=memory_id("acme", "alice", f"ev-{n}", 0),
        tenant="acme",
        subject="alice",
        kind=MemoryKind.PREFERENCE,
        origin=Origin.EXPLICIT,
        status=Status.ACTIVE,
        content=content,
        fingerprint=f"{n:064x}",
        valid_from=NOW,
        recorded_at=NOW,
        **fields,
    )


@pytest.fixture
def writers() -> Iterator[list[BulkWriter]]:
    """Writers made by a test; their embedding threads are stopped afterwards."""
    made: list[BulkWriter] = []
    yield made
    for writer in made:
        writer.close()


def make_writer(made: list[BulkWriter], embedder: FakeEmbedder) -> BulkWriter:
    writer = BulkWriter(cast(Any, CannedBulk()), cast(Any, OneTenant()), embedder)
    made.append(writer)
    return writer


class LoopLag:
    """How late the event loop runs a task that asks to wake every ``tick`` seconds: the
    longest gap between two wake-ups, minus the tick, is how long the loop was blocked."""

    def __init__(self, tick: float = 0.005) -> None:
        self.tick = tick
        self.gaps: list[float] = []
        self._reading = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(self.tick)
            now = time.perf_counter()
            self.gaps.append(now - last)
            self._reading.set()
            last = now

    @property
    def worst(self) -> float:
        return max(self.gaps, default=0.0) - self.tick

    async def __aenter__(self) -> LoopLag:
        self._task = asyncio.create_task(self._run())
        await asyncio.sleep(0)  # let it take its first reading
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._task is not None
        self._reading.clear()
        await self._reading.wait()  # the gap in progress counts too
        self._task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await self._task


async def measured(work: Awaitable[Any]) -> tuple[float, LoopLag]:
    async with LoopLag() as lag:
        started = time.perf_counter()
        await work
        return time.perf_counter() - started, lag


# -- off the loop ----------------------------------------------------------------------

BUSY_SECONDS = 0.5


async def test_the_loop_keeps_ticking_while_a_batch_embeds(writers: list[BulkWriter]) -> None:
    embedder = FakeEmbedder(busy_seconds=BUSY_SECONDS)
    writer = make_writer(writers, embedder)
    batch = [doc(n, f"statement number {n}") for n in range(1000)]

    took, lag = await measured(writer.embed(batch))

    assert took >= BUSY_SECONDS  # the embedding really held a core that long
    # The loop went on serving (heartbeats, commits) meanwhile, though the embedder held
    # the GIL in pure Python throughout: it woke many times during the embedding, and no
    # stall came near the embedding's length (on the loop, the contrast below shows, one
    # stall is all of it). How short each stall is depends on how a loaded box schedules
    # two threads (CI once saw 0.33 s), so that is not asserted.
    print(f"embedding {took:.3f}s; the loop was blocked {lag.worst * 1000:.1f} ms at most")
    assert len(lag.gaps) >= 10
    assert lag.worst < took / 2, f"event loop blocked {lag.worst:.3f}s of {took:.3f}s"
    (thread,) = embedder.threads
    assert thread is not threading.main_thread()
    assert thread.name.startswith("memstream-index-embed")


async def test_the_probe_sees_a_stall_when_the_embedding_runs_on_the_loop() -> None:
    """Contrast, for the measurement itself: the same embedder called on the loop (as the
    writer did before) blocks it for the whole embedding."""
    embedder = FakeEmbedder(busy_seconds=BUSY_SECONDS)

    async def on_the_loop() -> None:
        embedder.embed(["statement"])

    _, lag = await measured(on_the_loop())
    assert lag.worst >= BUSY_SECONDS * 0.9


async def test_write_awaits_the_embedding_and_sends_the_vectors(
    writers: list[BulkWriter],
) -> None:
    embedder = FakeEmbedder()
    client = CannedBulk(response(("index", CREATED)))
    writer = BulkWriter(cast(Any, client), cast(Any, OneTenant()), embedder)
    writers.append(writer)
    report = await writer.write(WriteSet(upserts=[doc(1, "I am vegetarian")]))
    assert report.written == 1
    (body,) = client.bodies
    source = body[1]
    assert source["embedding"] == [15.0, 1.0]
    assert source["embedding_model"] == MODEL


# -- the vector cache ------------------------------------------------------------------


async def test_each_distinct_text_is_embedded_once_and_then_comes_from_the_cache(
    writers: list[BulkWriter],
) -> None:
    embedder = FakeEmbedder()
    writer = make_writer(writers, embedder)
    first = [doc(1, "I like tea"), doc(2, "I like tea"), doc(3, "I live in Berlin")]
    out = await writer.embed(first)
    assert embedder.calls == [["I like tea", "I live in Berlin"]]
    assert [d.id for d in out] == [d.id for d in first]  # order kept
    assert [d.embedding for d in out] == [(10.0, 1.0), (10.0, 1.0), (16.0, 1.0)]
    assert {d.embedding_model for d in out} == {MODEL}

    # A status change rewrites the same text: no new embedding call for it.
    again = [doc(4, "I like tea"), doc(5, "I am vegetarian")]
    await writer.embed(again)
    assert embedder.calls[1:] == [["I am vegetarian"]]


async def test_a_document_already_carrying_this_models_vector_is_left_alone(
    writers: list[BulkWriter],
) -> None:
    embedder = FakeEmbedder()
    writer = make_writer(writers, embedder)
    done = doc(1, "I like tea", embedding=(0.5, 0.5), embedding_model=MODEL)
    stale = doc(2, "I like coffee", embedding=(0.5, 0.5), embedding_model="older-model")
    out = await writer.embed([done, stale])
    assert out[0] is done
    assert out[1].embedding == (13.0, 1.0) and out[1].embedding_model == MODEL
    assert embedder.calls == [["I like coffee"]]
    # Nothing to embed: no call, and no thread either.
    assert await writer.embed([done]) == [done]
    assert len(embedder.calls) == 1


async def test_the_cache_forgets_its_oldest_vectors_past_its_size(
    writers: list[BulkWriter], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bulk_module, "VECTOR_CACHE_SIZE", 2)
    embedder = FakeEmbedder()
    writer = make_writer(writers, embedder)
    await writer.embed([doc(1, "one"), doc(2, "two"), doc(3, "three")])
    await writer.embed([doc(4, "three"), doc(5, "two")])  # still cached
    assert len(embedder.calls) == 1
    await writer.embed([doc(6, "one")])  # evicted first
    assert embedder.calls[1:] == [["one"]]


async def test_concurrent_batches_embed_one_at_a_time_in_the_one_thread(
    writers: list[BulkWriter],
) -> None:
    embedder = FakeEmbedder(busy_seconds=0.05)
    writer = make_writer(writers, embedder)
    await asyncio.gather(
        writer.embed([doc(1, "one")]), writer.embed([doc(2, "two")]), writer.embed([doc(3, "3")])
    )
    assert len(embedder.calls) == 3
    assert len({t.ident for t in embedder.threads}) == 1
