"""Hybrid recall and search over one subject's memory.

A subject the in-process index holds (:mod:`recall.cache`) is ranked there, with no
round trip: the same arms, fusion and budgets as below, over the same items. Otherwise
(the cache is off, cold while loading, not live after a gap, or the request is as-of),
per request, two things run concurrently:

1. one ``msearch`` with the resident set (every profile and preference item, most
   important first), the lexical arm (BM25 over content and topic, English and CJK) for
   situational kinds and for interests, and the subject's memory switch;
2. the query embedding (bounded by its timeout), then one ``msearch`` with the vector
   arm for the same two groups: filtered k-NN over the subject's whole in-scope set,
   comparing only vectors of the query's model.

The arms return ids and scores only (a stored vector is ~5 KB of JSON that OpenSearch
would otherwise parse for every hit). Each group's two ranked id lists are fused by
reciprocal rank (``recall.ranking``); only the winners are then read (one scoped query
by id) and cut to the budgets (``recall.render``). If the embedding or the vector search
fails, the answer is the lexical one, marked degraded. Every request body comes from
:func:`recall.query.build_search`.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from opensearchpy import AsyncOpenSearch

from indexers.client import call
from memstream.config import Settings
from memstream.errors import IndexRequestRejected
from memstream.metrics import RecallMetrics
from recall.cache import LOAD_MAX_ITEMS, MemoryCache, SubjectMemory
from recall.embedding import DegradeCause, QueryEmbedder
from recall.models import Item, RecallResponse, SearchResponse, UsedItem
from recall.query import (
    AS_OF_STATUSES,
    MemoryQuery,
    Scope,
    SearchRequest,
    VectorQuery,
    build_search,
)
from recall.ranking import Fused, RankingConfig, demote, fuse
from recall.render import line_cost, pack, render_prompt
from recall.workspaces import SubjectSwitches, WorkspaceView
from schemas.common import MemoryKind, utcnow

SITUATIONAL_KINDS = frozenset({MemoryKind.FACT, MemoryKind.TASK})
RESIDENT_KINDS = frozenset({MemoryKind.PROFILE, MemoryKind.PREFERENCE})
INTEREST_KINDS = frozenset({MemoryKind.INTEREST})
# A subject holds at most 2,000 active items (WorkspaceSettings.max_items), so this reads
# the whole resident set; as-of reads of a long history are cut here, most important first.
RESIDENT_READ_MAX = LOAD_MAX_ITEMS
_RESIDENT_ORDER = {MemoryKind.PROFILE: 0, MemoryKind.PREFERENCE: 1, MemoryKind.INTEREST: 2}

# English function words carry no topic, yet the index's analysers keep most of them
# ("i", "my", "what" are not Lucene stop words), so every "I …" memory would match every
# "I …" message and claim a lexical rank. They are dropped from the lexical query only.
_FUNCTION_WORDS = (
    "i me my mine myself you your yours yourself we us our ours he him his she her hers it "
    "its they them their theirs what which who whom whose when where why how am is are was "
    "were be been being do does did doing have has had having can could would should will "
    "shall may might must a an the and or but if of at by for with about to from in on into "
    "this that these those there here so than too very just not no any some all please "
    "i'm i've i'd i'll it's what's that's there's don't doesn't didn't can't let's"
)
_FUNCTION_RE = re.compile(
    r"(?<![\w'])(?:" + "|".join(re.escape(w) for w in _FUNCTION_WORDS.split()) + r")(?![\w'])",
    re.IGNORECASE,
)


def lexical_text(message: str, max_runes: int) -> str | None:
    """The part of a message worth matching lexically, or None if nothing is left."""
    text = " ".join(_FUNCTION_RE.sub(" ", message[:max_runes]).split())
    return text if re.search(r"\w", text) else None


@dataclass(frozen=True)
class _Hit:
    id: str
    score: float
    source: dict[str, Any]


def _hits(response: dict[str, Any], what: str) -> list[_Hit]:
    if "error" in response:
        raise IndexRequestRejected(f"OpenSearch refused the {what} query: {response['error']}")
    return [
        _Hit(str(h["_id"]), float(h.get("_score") or 0.0), h.get("_source") or {})
        for h in response.get("hits", {}).get("hits", [])
    ]


def _item(source: dict[str, Any], score: float = 0.0) -> Item:
    return Item.model_validate(source | {"score": score})


@dataclass
class _Arms:
    lexical: dict[str, list[str]]  # group -> ids, best first
    vector: dict[str, list[str]]
    resident: list[Item]
    degraded: DegradeCause | None
    memory: SubjectMemory | None = None  # ranked in process: the winners are read here


class RecallService:
    def __init__(
        self,
        client: AsyncOpenSearch,
        *,
        settings: Settings,
        embedder: QueryEmbedder,
        ranking: RankingConfig,
        workspaces: WorkspaceView,
        switches: SubjectSwitches,
        metrics: RecallMetrics | None = None,
        cache: MemoryCache | None = None,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self._client = client
        self._cache = cache
        self._prefix = settings.opensearch.index_prefix
        self._limits = settings.limits
        self._recall = settings.recall
        self._embedder = embedder
        self._ranking = ranking
        self._workspaces = workspaces
        self._switches = switches
        self._metrics = metrics
        self._clock = clock

    @property
    def ranking(self) -> RankingConfig:
        return self._ranking

    @property
    def cache_ready(self) -> bool:
        """The in-process index is off, or live: not waiting out a gap in the changes."""
        return self._cache is None or self._cache.live

    # -- the two arms -------------------------------------------------------------------

    async def _msearch(self, requests: Sequence[SearchRequest], endpoint: str) -> list[Any]:
        if not requests:
            return []
        body: list[dict[str, Any]] = []
        for request in requests:
            body.extend(request.msearch_lines())
        started = time.perf_counter()
        response = await call("recalling memories", self._client.msearch(body=body))
        if self._metrics is not None:
            self._metrics.search_seconds.labels(endpoint).observe(time.perf_counter() - started)
        responses: list[Any] = response["responses"]
        return responses

    def _arm_requests(
        self, scope: Scope, groups: dict[str, MemoryQuery], **arm: Any
    ) -> list[SearchRequest]:
        update = {"sort": "relevance", "source": "none", "size": self._ranking.candidates} | arm
        return [
            build_search(scope, query.model_copy(update=update), index_prefix=self._prefix)
            for query in groups.values()
        ]

    def _floor(self, endpoint: str) -> float:
        """The cosine below which a neighbour is not relevant. Only for what goes into a
        prompt: a search returns its ``limit`` whenever the subject holds that many."""
        return self._ranking.vector_min_similarity if endpoint == "recall" else -1.0

    async def _vector_arm(
        self, scope: Scope, text: str, groups: dict[str, MemoryQuery], endpoint: str
    ) -> tuple[dict[str, list[str]], DegradeCause | None]:
        query_vector = await self._embedder.embed(text)
        if query_vector.vector is None:
            return {}, query_vector.cause
        vector = VectorQuery(vector=query_vector.vector, model=self._embedder.model_id)
        minimum = self._floor(endpoint)
        try:
            responses = await self._msearch(
                self._arm_requests(scope, groups, vector=vector), endpoint
            )
            found = {
                # Lucene's cosinesimil score is (1 + cos) / 2.
                name: [h.id for h in _hits(r, "vector") if 2 * h.score - 1 >= minimum]
                for name, r in zip(groups, responses, strict=True)
            }
        except IndexRequestRejected:
            # A vector of the wrong size for the mapping, say: lexical still answers.
            return {}, "vector_search"
        return found, None

    async def _run_arms(
        self,
        scope: Scope,
        message: str,
        groups: dict[str, MemoryQuery],
        *,
        resident: MemoryQuery | None,
        endpoint: str,
    ) -> _Arms:
        text = lexical_text(message, self._recall.query_max_runes)
        lexical_now = self._ranking.uses_lexical and text is not None
        first: list[SearchRequest] = []
        if resident is not None:
            first.append(build_search(scope, resident, index_prefix=self._prefix))
        if lexical_now:
            first.extend(self._arm_requests(scope, groups, text=text))
        vector_task = None
        if self._ranking.uses_vector and message.strip():
            vector_task = asyncio.create_task(
                self._vector_arm(scope, message[: self._recall.query_max_runes], groups, endpoint)
            )
        try:
            responses = await self._msearch(first, endpoint)
            vector, degraded = await vector_task if vector_task is not None else ({}, None)
        finally:
            if vector_task is not None and not vector_task.done():
                vector_task.cancel()
        resident_items = (
            [_item(h.source) for h in _hits(responses[0], "resident")]
            if resident is not None
            else []
        )
        lexical_responses = responses[1 if resident is not None else 0 :]
        if not lexical_now and degraded is not None and text is not None:
            # Vector-only ranking whose vector arm failed: fall back to the lexical arm.
            lexical_responses = await self._msearch(
                self._arm_requests(scope, groups, text=text), endpoint
            )
        lexical = {
            name: [h.id for h in _hits(r, "lexical")]
            for name, r in zip(groups, lexical_responses, strict=False)
        }
        return _Arms(lexical, vector, resident_items, degraded)

    async def _cached_arms(
        self,
        memory: SubjectMemory,
        message: str,
        groups: dict[str, MemoryQuery],
        *,
        resident: MemoryQuery | None,
        endpoint: str,
    ) -> _Arms:
        """The same arms as :meth:`_run_arms`, ranked over the subject's cached items."""
        ranking = self._ranking
        text = lexical_text(message, self._recall.query_max_runes)
        now = self._clock()
        vector: dict[str, list[str]] = {}
        degraded: DegradeCause | None = None
        if ranking.uses_vector and message.strip():
            query_vector = await self._embedder.embed(message[: self._recall.query_max_runes])
            if query_vector.vector is None:
                degraded = query_vector.cause
            else:
                for name, query in groups.items():
                    found = memory.vector(
                        query_vector.vector,
                        self._embedder.model_id,
                        query.kinds,
                        now,
                        size=ranking.candidates,
                        min_similarity=self._floor(endpoint),
                    )
                    if found is None:  # vectors of another size: lexical answers
                        vector, degraded = {}, "vector_search"
                        break
                    vector[name] = found
        lexical: dict[str, list[str]] = {}
        if text is not None and (ranking.uses_lexical or degraded is not None):
            lexical = {
                name: memory.lexical(text, query.kinds, now, ranking.candidates)
                for name, query in groups.items()
            }
        resident_items = (
            memory.resident(resident.kinds or RESIDENT_KINDS, now, resident.size)
            if resident is not None
            else []
        )
        return _Arms(lexical, vector, resident_items, degraded, memory)

    async def _arms(
        self,
        scope: Scope,
        message: str,
        groups: dict[str, MemoryQuery],
        *,
        resident: MemoryQuery | None,
        endpoint: str,
        as_of: datetime | None,
    ) -> _Arms:
        if self._cache is not None and as_of is None:
            memory = await self._cache.get(scope, self._clock())
            if memory is not None:
                return await self._cached_arms(
                    memory, message, groups, resident=resident, endpoint=endpoint
                )
        return await self._run_arms(scope, message, groups, resident=resident, endpoint=endpoint)

    def _fused(self, arms: _Arms, group: str) -> list[Fused]:
        ranking = self._ranking
        if arms.degraded is not None:
            ranking = ranking.model_copy(update={"lexical_weight": 1.0, "vector_weight": 0.0})
        return fuse(arms.lexical.get(group, []), arms.vector.get(group, []), ranking)

    async def _read(
        self, scope: Scope, base: MemoryQuery, ranked: list[Fused], endpoint: str, arms: _Arms
    ) -> list[Item]:
        """The winners' items, in fused order, through the same scoped filters."""
        if not ranked:
            return []
        if arms.memory is not None:
            cached = arms.memory.items((f.id for f in ranked), base.now)
            return [
                cached[f.id].model_copy(update={"score": f.score}) for f in ranked if f.id in cached
            ]
        ids = tuple(f.id for f in ranked)
        query = base.model_copy(update={"ids": ids, "size": len(ids), "sort": "id"})
        (response,) = await self._msearch(
            [build_search(scope, query, index_prefix=self._prefix)], endpoint
        )
        sources = {h.id: h.source for h in _hits(response, "items")}
        # An item deleted between ranking and reading simply drops out.
        return [_item(sources[f.id], f.score) for f in ranked if f.id in sources]

    # -- switches -----------------------------------------------------------------------

    def _disabled_reason(self, scope: Scope) -> str | None:
        if not self._workspaces.get(scope.tenant).enabled:
            return "memory is disabled for this workspace"
        # A switch this process just saw applied wins until the settings topic has it.
        recent = self._switches.get(scope.tenant, scope.subject)
        if recent is None:
            recent = self._workspaces.subject_enabled(scope.tenant, scope.subject)
        return None if recent else "memory is switched off by this subject"

    def _base(self, as_of: datetime | None) -> MemoryQuery:
        now = self._clock()
        if as_of is None:
            return MemoryQuery(now=now)
        return MemoryQuery(now=now, as_of=as_of, statuses=AS_OF_STATUSES)

    # -- recall -------------------------------------------------------------------------

    async def recall(
        self, scope: Scope, message: str, *, as_of: datetime | None = None
    ) -> RecallResponse:
        empty = RecallResponse(resident=[], situational=[], prompt="", used=[], degraded=False)
        reason = self._disabled_reason(scope)
        if reason is not None:
            return empty.model_copy(update={"disabled_reason": reason})
        base = self._base(as_of)
        groups = {
            "situational": base.model_copy(update={"kinds": SITUATIONAL_KINDS}),
            "interest": base.model_copy(update={"kinds": INTEREST_KINDS}),
        }
        resident_query = base.model_copy(
            update={"kinds": RESIDENT_KINDS, "size": RESIDENT_READ_MAX, "sort": "importance"}
        )
        arms = await self._arms(
            scope, message, groups, resident=resident_query, endpoint="recall", as_of=as_of
        )

        limits = self._limits
        interests = self._fused(arms, "interest")[: self._recall.resident_interests_max]
        # A few more candidates than the item cap, for those the rune budget skips.
        situational = self._fused(arms, "situational")[: limits.situational_max_items * 3]
        read = await self._read(scope, base, interests + situational, "recall", arms)
        interest_ids = {f.id for f in interests}
        resident_pool = [*arms.resident] + [i for i in read if i.id in interest_ids]
        # Interests only fill what the resident memories leave of the budget.
        resident_pool.sort(
            key=lambda i: (
                i.kind in INTEREST_KINDS,
                -i.importance,
                _RESIDENT_ORDER.get(i.kind, 3),
                -(i.last_used_at or i.recorded_at).timestamp(),
            )
        )
        resident = pack(
            resident_pool,
            budget=limits.resident_budget_runes,
            cost=lambda i: line_cost(i.content),
        )
        chosen = pack(
            [i for i in read if i.id not in interest_ids],
            budget=limits.situational_budget_runes,
            cost=lambda i: line_cost(i.content),
            max_items=limits.situational_max_items,
        )
        if arms.degraded is not None and self._metrics is not None:
            self._metrics.degraded.labels(arms.degraded).inc()
        return RecallResponse(
            resident=resident,
            situational=chosen,
            prompt=render_prompt([i.content for i in resident], [i.content for i in chosen]),
            used=[UsedItem(id=i.id, kind=i.kind) for i in (*resident, *chosen)],
            degraded=arms.degraded is not None,
        )

    # -- search -------------------------------------------------------------------------

    async def search(self, scope: Scope, query: str, *, limit: int) -> SearchResponse:
        reason = self._disabled_reason(scope)
        if reason is not None:
            return SearchResponse(items=[], degraded=False, disabled_reason=reason)
        base = self._base(None)
        arms = await self._arms(
            scope, query, {"all": base}, resident=None, endpoint="search", as_of=None
        )
        read = await self._read(scope, base, self._fused(arms, "all")[: limit * 2], "search", arms)
        items = pack(
            demote(read, lambda item: item.kind in INTEREST_KINDS),
            budget=self._limits.search_budget_runes,
            cost=lambda i: len(i.content),
            max_items=limit,
        )
        if arms.degraded is not None and self._metrics is not None:
            self._metrics.degraded.labels(arms.degraded).inc()
        return SearchResponse(items=items, degraded=arms.degraded is not None)
