"""recall@5 of the labelled sets for several fusion constants, in process, no services.

Each case's subject is built as ``memstream recall-bench`` imports it (the generated
memories, the target, two distractors); the lexical arm is the recall cache's own index
(:class:`recall.lexical.LexicalIndex`, the query cut by :func:`recall.service.lexical_text`)
and the vector arm is cosine over the embedder's vectors, 40 candidates each, fused by
:func:`recall.ranking.fuse`. It answers one question fast: how the fusion constant ``k``
moves recall@5, per set and style, with no import and no OpenSearch. The service's own
figure is ``memstream recall-bench``'s.

    python -m memstream.shell.benchmarks.fusion [--k 1,5,10,20,60] [--provider use-multilingual]
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, cast, get_args

import numpy as np

from agents.embedder import make_embedder
from memstream.config import EmbeddingSettings
from memstream.shell.benchmarks.recall import BenchOptions, corpus, subject_name
from memstream.shell.benchmarks.recall_set import CASES, Case
from recall.lexical import LexicalIndex
from recall.ranking import RankingConfig, fuse
from recall.service import lexical_text

Provider = Literal["use-multilingual", "wordllama"]
CANDIDATES = 40
EMBED_BATCH = 256


@dataclass(frozen=True)
class Arms:
    case: Case
    target: str
    lexical: list[str]
    vector: list[str]


def _active_rows(cases: Sequence[Case]) -> dict[str, list[dict[str, str]]]:
    rows: dict[str, list[dict[str, str]]] = defaultdict(list)
    for row in corpus(BenchOptions(subjects=len(cases), memories=200)):
        if "status" not in row and "expires_at" not in row:
            rows[row["subject"]].append(row)
    return rows


def arms_of(cases: Sequence[Case], provider: Provider) -> list[Arms]:
    rows = _active_rows(cases)
    embedder = make_embedder(EmbeddingSettings(provider=provider))
    texts = sorted({r["content"] for rs in rows.values() for r in rs} | {c.query for c in cases})
    vectors: dict[str, np.ndarray] = {}
    for start in range(0, len(texts), EMBED_BATCH):
        batch = texts[start : start + EMBED_BATCH]
        vectors |= zip(batch, np.asarray(embedder.embed(batch), dtype=np.float32), strict=True)
    out = []
    for n, case in enumerate(cases):
        subject_rows = rows[subject_name(n)]
        index = LexicalIndex()
        for row in subject_rows:
            index.add(row["id"], row["content"], None)
        text = lexical_text(case.query, 2000)
        lexical = [i for i, _ in index.search(text)][:CANDIDATES] if text else []
        matrix = np.stack([vectors[r["content"]] for r in subject_rows])
        query = vectors[case.query]
        cosine = matrix @ query / (np.linalg.norm(matrix, axis=1) * np.linalg.norm(query))
        best = np.argsort(-cosine, kind="stable")[:CANDIDATES]
        vector = [subject_rows[i]["id"] for i in best.tolist()]
        out.append(Arms(case, f"{subject_name(n)}-label", lexical, vector))
    return out


def recall_at_5(arms: Sequence[Arms], k: int) -> dict[str, float]:
    """recall@5 of the fused ranking per set, per style and over all cases."""
    config = RankingConfig(rrf_k=k, candidates=CANDIDATES)
    hits: dict[str, list[bool]] = defaultdict(list)
    for arm in arms:
        top5 = [f.id for f in fuse(arm.lexical, arm.vector, config)][:5]
        for key in arm.case.columns:
            hits[key].append(arm.target in top5)
    return {key: sum(found) / len(found) for key, found in hits.items()}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--k", default="1,5,10,20,60", help="fusion constants to compare")
    parser.add_argument("--provider", default="use-multilingual", choices=get_args(Provider))
    args = parser.parse_args(argv)
    arms = arms_of(CASES, cast(Provider, args.provider))
    columns = list(recall_at_5(arms, 60))
    print("| k | " + " | ".join(f"{c} ({_count(arms, c)})" for c in columns) + " |")
    print("| ---: | " + " | ".join("---:" for _ in columns) + " |")
    for k in (int(v) for v in args.k.split(",")):
        scores = recall_at_5(arms, k)
        print(f"| {k} | " + " | ".join(f"{scores[c]:.3f}" for c in columns) + " |")


def _count(arms: Sequence[Arms], column: str) -> int:
    return sum(1 for a in arms if column in a.case.columns)


if __name__ == "__main__":
    main()
