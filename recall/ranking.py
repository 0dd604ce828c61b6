"""Reciprocal rank fusion of the lexical and vector arms, with named presets.

BM25 scores and cosine similarities are not on one scale, so they are never added;
only ranks are. An item's fused score is ``sum(weight_arm / (k + rank_arm))`` over the
arms it appears in, ranks counted from 0. Ties keep the order in which items were first
seen (lexical arm first, then vector arm), so equal inputs always give equal outputs.

The presets let a benchmark run lexical-only, vector-only and hybrid through the same
code: an arm with weight 0 is not queried at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

PresetName = Literal["hybrid", "lexical", "vector"]


class RankingConfig(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    lexical_weight: float = Field(default=1.0, ge=0, description="Weight of the BM25 arm.")
    vector_weight: float = Field(default=1.0, ge=0, description="Weight of the k-NN arm.")
    rrf_k: int = Field(default=10, ge=1, description="The constant in 1/(k + rank).")
    candidates: int = Field(
        default=40, ge=1, description="Best hits per arm that enter the fusion."
    )
    vector_min_similarity: float = Field(
        default=0.1,
        ge=-1,
        le=1,
        description="Cosine below which a vector neighbour is not relevant at all.",
    )

    @model_validator(mode="after")
    def _some_arm(self) -> RankingConfig:
        if self.lexical_weight == 0 and self.vector_weight == 0:
            raise ValueError("at least one arm needs a positive weight")
        return self

    @property
    def uses_lexical(self) -> bool:
        return self.lexical_weight > 0

    @property
    def uses_vector(self) -> bool:
        return self.vector_weight > 0


PRESETS: dict[PresetName, RankingConfig] = {
    "hybrid": RankingConfig(),
    "lexical": RankingConfig(vector_weight=0.0),
    "vector": RankingConfig(lexical_weight=0.0),
}


def preset(
    name: PresetName,
    *,
    rrf_k: int = 10,
    candidates: int = 40,
    vector_min_similarity: float = 0.1,
) -> RankingConfig:
    return PRESETS[name].model_copy(
        update={
            "rrf_k": rrf_k,
            "candidates": candidates,
            "vector_min_similarity": vector_min_similarity,
        }
    )


@dataclass(frozen=True)
class Fused:
    id: str
    score: float
    lexical_rank: int | None
    vector_rank: int | None


def fuse(lexical: Sequence[str], vector: Sequence[str], config: RankingConfig) -> list[Fused]:
    """Fuse two ranked id lists (best first) into one, best first.

    The lists are cut to ``config.candidates`` first; an arm whose weight is 0 is ignored
    even if ids were passed for it.
    """
    scores: dict[str, float] = {}
    ranks: dict[str, list[int | None]] = {}
    arms = ((0, lexical, config.lexical_weight), (1, vector, config.vector_weight))
    for slot, ids, weight in arms:
        if weight <= 0:
            continue
        for rank, item_id in enumerate(ids[: config.candidates]):
            if item_id in ranks and ranks[item_id][slot] is not None:
                continue  # a duplicate in one arm counts once, at its best rank
            scores[item_id] = scores.get(item_id, 0.0) + weight / (config.rrf_k + rank)
            ranks.setdefault(item_id, [None, None])[slot] = rank
    # dicts keep first-seen order and sorted() is stable: ties stay in that order.
    ordered = sorted(scores, key=lambda item_id: -scores[item_id])
    return [Fused(i, scores[i], ranks[i][0], ranks[i][1]) for i in ordered]


T = TypeVar("T")


def demote(ranked: Sequence[T], demoted: Callable[[T], bool]) -> list[T]:
    """``ranked`` with every demoted item moved behind all the others, both in order.

    Search uses it for interests: an interest conditions retrieval and summarises what the
    user asks about, so it may fill a slot no memory matched, but never pushes a memory
    that did match out of the top results.
    """
    return [i for i in ranked if not demoted(i)] + [i for i in ranked if demoted(i)]
