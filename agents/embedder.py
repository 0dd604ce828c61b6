"""Text embedders. The default is wordllama in process: its weights ship inside the wheel,
so it needs no network and embeds a short statement in well under a millisecond.

Every vector is stored with its model id; recall compares only vectors of one model.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import numpy as np
import wordllama
from wordllama import WordLlama

from memstream.config import EmbeddingSettings
from memstream.errors import ConfigurationError


class Embedder(Protocol):
    model_id: str
    dimension: int

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Unit-length vectors, one per text, in order."""
        ...


class WordLlamaEmbedder:
    """wordllama ``l2_supercat`` at 256 dimensions, loaded from the installed package."""

    def __init__(self, model_id: str = "wordllama-l2-supercat-256", dimension: int = 256) -> None:
        # wordllama looks for its bundled tokenizer under ``tokenizer/`` but ships it under
        # ``tokenizers/``; pointing cache_dir at the package finds both files offline.
        package_dir = Path(wordllama.__file__).parent
        self._model = WordLlama.load(cache_dir=package_dir, dim=dimension, disable_download=True)
        self.model_id = model_id
        self.dimension = dimension

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        vectors = np.asarray(self._model.embed(texts, norm=False), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        # An empty or all-unknown text embeds to zeros, which cosine space cannot index:
        # give it a constant direction instead of dividing by zero.
        empty = norms[:, 0] == 0
        vectors[empty] = 1.0
        norms[empty] = np.sqrt(self.dimension)
        vectors /= norms
        rows: list[list[float]] = vectors.tolist()
        return rows


def make_embedder(settings: EmbeddingSettings) -> Embedder:
    if settings.provider == "wordllama":
        return WordLlamaEmbedder(model_id=settings.model, dimension=settings.dimension)
    raise ConfigurationError(
        f"embedding provider {settings.provider!r} is not available in this build; "
        "set MEMSTREAM_EMBEDDING__PROVIDER=wordllama"
    )
