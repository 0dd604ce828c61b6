"""The OpenAI-compatible embedder and the query deadline: every failure degrades."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from functools import partial

import pytest

from agents.embedder import OpenAIEmbedder, make_embedder
from memstream.config import EmbeddingSettings
from memstream.errors import ConfigurationError, ModelUnavailable
from recall.embedding import QueryEmbedder
from tests.support.scripted_openai import ScriptedOpenAI, Step, embeddings_answer


def _embedder(server: ScriptedOpenAI, timeout: float = 1.0) -> OpenAIEmbedder:
    return OpenAIEmbedder(
        base_url=server.base_url,
        model_id="scripted-embedding",
        dimension=3,
        api_key="sk-test",
        timeout_seconds=timeout,
    )


async def test_vectors_come_back_unit_length_in_input_order() -> None:
    with ScriptedOpenAI() as server:
        answer = embeddings_answer([[3.0, 4.0, 0.0], [0.0, 0.0, 2.0]])
        answer["data"].reverse()  # the API may answer out of order; "index" says where
        server.script("/v1/embeddings", Step(json=answer))
        vectors = await _embedder(server).aembed(["a", "b"])
        assert vectors == [pytest.approx([0.6, 0.8, 0.0]), pytest.approx([0.0, 0.0, 1.0])]
        sent = server.requests_to("/v1/embeddings")[0]
        assert sent.body == {"model": "scripted-embedding", "input": ["a", "b"]}
        assert sent.headers.get("authorization") == "Bearer sk-test"


@pytest.mark.parametrize(
    "step",
    [
        Step(status=500, json={"error": {"message": "boom"}}),
        Step(status=429, json={"error": {"message": "slow down"}}),
        Step(body=b"{not json"),
        Step(json={"data": [{"index": 0, "embedding": [1.0, 2.0]}]}),  # wrong dimension
        Step(json={"data": []}),  # no vector
    ],
)
async def test_endpoint_failures_become_model_unavailable(step: Step) -> None:
    with ScriptedOpenAI() as server:
        server.script("/v1/embeddings", step)
        embedder = _embedder(server)
        with pytest.raises(ModelUnavailable):
            await embedder.aembed(["a"])
        server.script("/v1/embeddings", step)
        with pytest.raises(ModelUnavailable):
            embedder.embed(["a"])
        await embedder.aclose()


async def test_a_slow_endpoint_times_out_into_a_degraded_query() -> None:
    with ScriptedOpenAI() as server:
        server.script("/v1/embeddings", Step(delay=1.5, json=embeddings_answer([[1.0, 0, 0]])))
        query = QueryEmbedder(_embedder(server, timeout=5.0), timeout_seconds=0.3)
        started = time.perf_counter()
        result = await query.embed("hello")
        assert time.perf_counter() - started < 1.0
        assert result.vector is None and result.cause == "embed_timeout"
        await query.aclose()


async def test_an_error_is_a_degraded_query_too() -> None:
    with ScriptedOpenAI() as server:
        server.script("/v1/embeddings", Step(status=500))
        query = QueryEmbedder(_embedder(server), timeout_seconds=2)
        result = await query.embed("hello")
        assert result.vector is None and result.cause == "embed_error"
        await query.aclose()


class _SlowLocal:
    model_id = "slow-local"
    dimension = 2

    def __init__(self) -> None:
        self.threads: list[str] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.threads.append(threading.current_thread().name)
        time.sleep(0.5)
        return [[1.0, 0.0] for _ in texts]

    def warm_up(self) -> None:
        self.threads.append(threading.current_thread().name)


async def test_a_blocking_embedder_runs_off_the_loop_and_is_bounded() -> None:
    query = QueryEmbedder(_SlowLocal(), timeout_seconds=0.1)
    assert (await query.embed("x")).cause == "embed_timeout"
    patient = QueryEmbedder(_SlowLocal(), timeout_seconds=2)
    assert (await patient.embed("x")).vector == (1.0, 0.0)
    await query.aclose()
    await patient.aclose()


async def test_a_blocking_embedder_is_warmed_and_runs_in_its_own_threads_only() -> None:
    local = _SlowLocal()
    query = QueryEmbedder(local, timeout_seconds=2)
    await query.warm_up()
    await query.embed("x")
    # Never the default pool, which authentication or anything else may fill.
    assert local.threads and all(t.startswith("memstream-embed") for t in local.threads)
    await query.aclose()


def test_openai_provider_needs_a_base_url() -> None:
    with pytest.raises(ConfigurationError, match="BASE_URL"):
        make_embedder(EmbeddingSettings(provider="openai"))
    made = make_embedder(
        EmbeddingSettings(provider="openai", base_url="http://127.0.0.1:1/v1", model="m")
    )
    assert isinstance(made, OpenAIEmbedder) and made.model_id == "m"


class _Gated:
    """A blocking embedder whose calls wait for a gate, recording each call's texts.
    Each text's vector says which text it was, so a mixed-up batch shows."""

    model_id = "gated"
    dimension = 2

    def __init__(self) -> None:
        self.calls: list[list[str]] = []
        self.gate = threading.Event()
        self.started = threading.Event()

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        self.started.set()
        if not self.gate.wait(5):
            raise TimeoutError("the test never opened the gate")
        return [[float(len(text)), 1.0] for text in texts]

    def warm_up(self) -> None:
        pass


async def _until(condition: Callable[[], bool]) -> None:
    deadline = time.perf_counter() + 5
    while not condition():
        assert time.perf_counter() < deadline, "the condition never came true"
        await asyncio.sleep(0.005)


async def test_queries_that_arrive_during_a_call_go_together_in_the_next() -> None:
    local = _Gated()
    query = QueryEmbedder(local, timeout_seconds=5)
    first = asyncio.create_task(query.embed("a"))
    await _until(local.started.is_set)
    later = [asyncio.create_task(query.embed("b" * n)) for n in range(2, 7)]
    await asyncio.sleep(0.05)  # the later queries are queued, not sent: the one call runs
    assert local.calls == [["a"]]
    local.gate.set()
    results = await asyncio.gather(first, *later)
    # A lone query went at once; the five that waited went in one call, each got its own row.
    assert local.calls == [["a"], ["b" * n for n in range(2, 7)]]
    assert [r.vector for r in results] == [(float(n), 1.0) for n in range(1, 7)]
    await query.aclose()


async def test_a_query_that_gave_up_is_not_sent_and_the_others_still_are() -> None:
    local = _Gated()
    query = QueryEmbedder(local, timeout_seconds=0.2)
    first = asyncio.create_task(query.embed("a"))
    await _until(local.started.is_set)
    impatient = await query.embed("gone")  # queued behind the gated call, times out there
    assert impatient.cause == "embed_timeout"
    patient = QueryEmbedder(local, timeout_seconds=5)
    local.gate.set()
    assert (await first).cause == "embed_timeout"
    assert (await patient.embed("kept")).vector == (4.0, 1.0)
    assert ["gone"] not in local.calls and all("gone" not in call for call in local.calls)
    await query.aclose()
    await patient.aclose()


async def test_a_failed_call_degrades_every_query_in_it_and_the_next_call_works() -> None:
    class _FailsOnce:
        model_id = "fails-once"
        dimension = 2

        def __init__(self) -> None:
            self.failed = False

        def embed(self, texts: list[str]) -> list[list[float]]:
            if not self.failed:
                self.failed = True
                raise ModelUnavailable("scripted failure")
            return [[1.0, 0.0] for _ in texts]

        def warm_up(self) -> None:
            pass

    local = _FailsOnce()
    query = QueryEmbedder(local, timeout_seconds=5)
    # Started together, the three go in one call, and its failure is each one's.
    results = await asyncio.gather(*(query.embed(t) for t in ("x", "y", "z")))
    assert [r.cause for r in results] == ["embed_error"] * 3 and local.failed
    assert (await query.embed("again")).vector == (1.0, 0.0)
    await query.aclose()


def _has_sent(server: ScriptedOpenAI, calls: int) -> bool:
    return len(server.requests_to("/v1/embeddings")) >= calls


async def test_a_remote_embedder_has_several_calls_in_flight() -> None:
    with ScriptedOpenAI() as server:
        for _ in range(4):
            server.script("/v1/embeddings", Step(delay=0.3, json=embeddings_answer([[1.0, 0, 0]])))
        query = QueryEmbedder(_embedder(server, timeout=5.0), timeout_seconds=5)
        started = time.perf_counter()
        tasks = []
        for sent, text in enumerate(("a", "b", "c", "d"), start=1):
            tasks.append(asyncio.create_task(query.embed(text)))
            await _until(partial(_has_sent, server, sent))
        results = await asyncio.gather(*tasks)
        # Four 0.3 s calls overlapped: one after the other they would take 1.2 s.
        assert time.perf_counter() - started < 1.0
        assert all(r.vector == pytest.approx((1.0, 0.0, 0.0)) for r in results)
        await query.aclose()
