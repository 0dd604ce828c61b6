"""The OpenAI-compatible embedder and the query deadline: every failure degrades."""

from __future__ import annotations

import threading
import time

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
