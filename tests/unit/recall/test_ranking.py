"""Reciprocal rank fusion: ranks from 0, weights in the right slots, stable ties."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from recall.ranking import PRESETS, RankingConfig, demote, fuse, preset


def test_scores_are_one_over_k_plus_rank_counted_from_zero() -> None:
    fused = fuse(["a", "b"], ["b", "c"], RankingConfig())
    scores = {f.id: f.score for f in fused}
    assert scores["a"] == pytest.approx(1 / 10)
    assert scores["b"] == pytest.approx(1 / 11 + 1 / 10)
    assert scores["c"] == pytest.approx(1 / 11)
    assert [f.id for f in fused] == ["b", "a", "c"]
    b = next(f for f in fused if f.id == "b")
    assert (b.lexical_rank, b.vector_rank) == (1, 0)


def test_asymmetric_weights_land_in_their_own_arm() -> None:
    # With lexical weighted 3x, the lexical winner must beat the vector winner; with the
    # slots swapped (the bug one shipped system had for months) the order flips.
    lexical, vector = ["lex-top", "shared"], ["vec-top", "shared"]
    heavy_lexical = fuse(lexical, vector, RankingConfig(lexical_weight=3.0, vector_weight=1.0))
    heavy_vector = fuse(lexical, vector, RankingConfig(lexical_weight=1.0, vector_weight=3.0))
    order_l = [f.id for f in heavy_lexical]
    order_v = [f.id for f in heavy_vector]
    assert order_l.index("lex-top") < order_l.index("vec-top")
    assert order_v.index("vec-top") < order_v.index("lex-top")


def test_ties_keep_first_seen_order_lexical_first() -> None:
    fused = fuse(["x", "y"], ["y", "x"], RankingConfig())
    assert fused[0].score == fused[1].score
    assert [f.id for f in fused] == ["x", "y"]
    assert [f.id for f in fuse(["p"], ["q"], RankingConfig())] == ["p", "q"]
    assert [f.id for f in fuse(["q"], ["p"], RankingConfig())] == ["q", "p"]


def test_an_arm_with_zero_weight_is_ignored_and_presets_pick_arms() -> None:
    assert [f.id for f in fuse(["a"], ["b"], PRESETS["lexical"])] == ["a"]
    assert [f.id for f in fuse(["a"], ["b"], PRESETS["vector"])] == ["b"]
    assert PRESETS["hybrid"].uses_lexical and PRESETS["hybrid"].uses_vector
    assert not PRESETS["lexical"].uses_vector and not PRESETS["vector"].uses_lexical
    tuned = preset("vector", rrf_k=10, candidates=5, vector_min_similarity=0.3)
    assert (tuned.rrf_k, tuned.candidates, tuned.lexical_weight) == (10, 5, 0.0)
    with pytest.raises(ValidationError):
        RankingConfig(lexical_weight=0, vector_weight=0)


def test_candidates_cut_each_arm_and_duplicates_count_once() -> None:
    fused = fuse(["a", "a", "b", "c"], [], RankingConfig(candidates=3, rrf_k=60))
    assert [f.id for f in fused] == ["a", "b"]
    assert fused[0].score == pytest.approx(1 / 60)


def test_a_low_ranked_item_in_both_arms_beats_a_top_item_in_one() -> None:
    lexical = ["only-lexical", *[f"l{i}" for i in range(5)], "both"]
    vector = [*[f"v{i}" for i in range(5)], "both"]
    fused = [f.id for f in fuse(lexical, vector, RankingConfig())]
    assert fused[0] == "both"


def test_an_arms_first_hit_outranks_items_both_arms_rank_tenth_or_lower() -> None:
    """Why k is 10, not 60: a subject has a few hundred items, and a paraphrase the vector
    arm ranks first while BM25 misses it must not be pushed out of a top 5 by items that
    share a common word and sit in the middle of both lists. With k = 60 it is."""
    lexical = [*[f"x{i}" for i in range(10)], *[f"both{i}" for i in range(5)]]
    vector = ["paraphrase", *[f"y{i}" for i in range(9)], *[f"both{i}" for i in range(5)]]
    top5 = [f.id for f in fuse(lexical, vector, RankingConfig())][:5]
    assert "paraphrase" in top5
    assert "paraphrase" not in [f.id for f in fuse(lexical, vector, RankingConfig(rrf_k=60))][:5]
    # Items both arms rank well still come first.
    near = [f.id for f in fuse(["n", *lexical], ["m", "n", *vector], RankingConfig())]
    assert near[0] == "n"


def test_demoted_items_fall_behind_every_other_item_and_keep_their_order() -> None:
    # Interests ranked 1st and 3rd of six: a top-3 cut must hold the three memories.
    ranked = ["interest-a", "fact-1", "interest-b", "fact-2", "fact-3", "task-4"]
    reordered = demote(ranked, lambda i: i.startswith("interest"))
    assert reordered[:3] == ["fact-1", "fact-2", "fact-3"]
    assert reordered == ["fact-1", "fact-2", "fact-3", "task-4", "interest-a", "interest-b"]
    # With nothing else to show, interests still fill the slots.
    assert demote(["interest-b", "interest-a"], lambda i: True) == ["interest-b", "interest-a"]
