"""A per-subject in-process index: recall's hot path without a round trip to OpenSearch.

Ranking one subject's few hundred items in numpy takes well under a millisecond; asking
OpenSearch for the same costs tens of milliseconds of JVM and network time per request.
So each recall process keeps, for the subjects it recently served, every item a recall
or search may return (the subject's active items, with their vectors and lexical
statistics), and ranks them as the index would: BM25 over the same analysers
(:mod:`recall.lexical`), cosine in float32, then the same fusion and budgets.

- **Loading.** A subject is filled on its first request by one scoped ``msearch``
  through :func:`recall.query.build_search`: its items with their vectors. (Its memory
  switch is the settings view's, :mod:`recall.workspaces`.)
- **Freshness.** Every process follows ``memstream.changes`` (the command bus's
  listener). The writer publishes each change with the whole document, vector included,
  after the index acknowledged it; a cached subject applies it at once, keeping only
  the newest version of each item.
- **Writes not yet searchable.** A write is acknowledged about a second before a search
  sees it (the index refresh interval). Its change event may be heard while the subject
  is not cached, and the load that follows may not see it yet. So the listener keeps the
  last ``cache_replay_seconds`` of raw events (bounded in bytes), and a load replays the
  subject's recent events over what it read; the newest version wins, so replaying an
  event the read already reflects changes nothing. Events arriving while a load is in
  flight are held and applied after it.
- **Gaps.** Whenever the listener (re)attaches, events may have been missed: every
  cached subject is dropped, and until the listener has read back over the replay window
  no subject is cached (requests use OpenSearch). If the replay window lost events to its
  byte cap, a load is not cached either. Nothing is served from a cache that may be
  missing a change.
- **Bounds.** Entries are evicted least recently used first when the bytes estimate
  passes ``cache_max_bytes``.
- **The garbage collector.** A full cache is millions of Python objects, and a full
  (oldest-generation) collection walks every one of them: about a second for 1,000
  subjects x 200 items, a pause every request in flight waits out. Each growth of the
  heap by a quarter triggers one, so while a cache fills these pauses made the slowest
  first requests and the tail at 32 clients. After a load, the young generations are
  collected and everything alive is frozen (:func:`gc.freeze`): later collections walk
  only objects made since. Frozen objects are still freed by reference counting when an
  entry is replaced or evicted; only a reference cycle that is already garbage at a
  freeze would outlive it, and the cache's structures hold none.

What stays on OpenSearch: ``as_of`` reads, the manager's listings and export, and every
request while the cache is not live.
"""

from __future__ import annotations

import functools
import gc
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import numpy as np
from opensearchpy import AsyncOpenSearch
from pydantic import ValidationError

from indexers.client import call
from memstream.metrics import RecallMetrics
from recall.lexical import LexicalIndex
from recall.models import Item
from recall.query import MemoryQuery, Scope, build_search
from schemas.commands import ChangeEvent
from schemas.common import MemoryKind, Status, split_subject_key, subject_key
from schemas.memory import MemoryDocument

# A subject holds at most 2,000 active items (WorkspaceSettings.max_items).
LOAD_MAX_ITEMS = 2000
# Bytes of bookkeeping per cached item beyond its text and vector (the Item model, dict
# slots, ids). With the lexical index's own walk, the estimate came within 1 % of what
# tracemalloc traced for 100 subjects x 200 bench statements: 417 MiB per 100k items at
# 512 dimensions, 319 MiB at 256.
ITEM_OVERHEAD_BYTES = 1500
SUBJECT_OVERHEAD_BYTES = 4000

Key = tuple[str, str]


@dataclass(frozen=True, slots=True)
class _Entry:
    item: Item
    version: int
    model: str | None
    vector: np.ndarray | None  # float32, as stored
    nbytes: int


def _entry(source: Any) -> _Entry:
    """An entry from a stored document (an ``_source`` dict or a MemoryDocument)."""
    if isinstance(source, MemoryDocument):
        item = Item.model_validate(source, from_attributes=True)
        version, model, raw = source.version, source.embedding_model, source.embedding
    else:
        item = Item.model_validate(source)
        version = int(source.get("version", 1))
        model, raw = source.get("embedding_model"), source.get("embedding")
    vector = np.asarray(raw, dtype=np.float32) if raw is not None and model else None
    size = ITEM_OVERHEAD_BYTES + 2 * (len(item.content) + len(item.topic))
    if vector is not None:
        size += vector.nbytes
    return _Entry(item, version, model if vector is not None else None, vector, size)


def _freeze_what_is_alive() -> None:
    """Take every object alive now out of the collector's walks (see the module's notes
    on the garbage collector), after collecting the young generations' cycles."""
    gc.collect(1)
    gc.freeze()


def _same(a: np.ndarray | None, b: np.ndarray | None) -> bool:
    if a is None or b is None:
        return a is b
    return bool(np.array_equal(a, b))


_KIND_CODES = {kind: code for code, kind in enumerate(MemoryKind)}


@dataclass(frozen=True)
class _Columns:
    """The vector arm's rows, in id order: vectors, their norms, model ids, kinds and
    expiry, so a query is a few numpy passes instead of a loop over items."""

    ids: list[str]
    rows: np.ndarray
    norms: np.ndarray
    models: np.ndarray
    kinds: np.ndarray
    expires: np.ndarray  # POSIX seconds; +inf for an item that never expires
    # Rows whose vector is of a model, by model id: computed on a model's first query.
    _of_model: dict[str, np.ndarray] = field(default_factory=dict, compare=False)

    @classmethod
    def of(cls, entries: dict[str, _Entry]) -> _Columns:
        ids = sorted(i for i, e in entries.items() if e.vector is not None)
        held = [entries[i] for i in ids]
        vectors = [e.vector for e in held if e.vector is not None]
        rows = np.stack(vectors) if vectors else np.zeros((0, 0), np.float32)
        return cls(
            ids=ids,
            rows=rows,
            norms=np.linalg.norm(rows, axis=1) if held else np.zeros(0, np.float32),
            models=np.array([e.model for e in held], dtype=object),
            kinds=np.array([_KIND_CODES[e.item.kind] for e in held], dtype=np.int8),
            expires=np.array(
                [e.item.expires_at.timestamp() if e.item.expires_at else np.inf for e in held],
                dtype=np.float64,
            ),
        )

    def mask(self, kinds: frozenset[MemoryKind] | None, now: datetime) -> np.ndarray:
        alive: np.ndarray = self.expires > now.timestamp()
        if kinds is not None:
            alive &= _kind_table(kinds)[self.kinds]
        return alive

    def of_model(self, model: str) -> np.ndarray:
        found = self._of_model.get(model)
        if found is None:
            found = self._of_model[model] = self.models == model
        return found


@functools.lru_cache(maxsize=64)
def _kind_table(kinds: frozenset[MemoryKind]) -> np.ndarray:
    """Whether each kind code is among ``kinds``: a row's test is one indexing, where
    ``np.isin`` sorts both arrays on every query."""
    table = np.zeros(len(_KIND_CODES), dtype=bool)
    table[[_KIND_CODES[k] for k in kinds]] = True
    return table


class SubjectMemory:
    """One subject's active items, ranked in process the way the index ranks them."""

    def __init__(self) -> None:
        self._entries: dict[str, _Entry] = {}
        self._lexical = LexicalIndex()
        # Rows of the vector arm, rebuilt on the first vector query after a change.
        self._matrix: _Columns | None = None
        # The last vector query's scores, for the rows they were computed on (see _scores).
        self._last_scores: tuple[_Columns, Sequence[float], str, np.ndarray, np.ndarray] | None = (
            None
        )
        # The resident order of each kind set asked for (expiry is tested per query):
        # sorting every item on every recall cost more than the ranking. Dropped on change.
        self._resident_order: dict[frozenset[MemoryKind], list[Item]] = {}
        self._item_bytes = 0
        self._lexical_bytes: int | None = None  # walked again after the text changed

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def nbytes(self) -> int:
        if self._lexical_bytes is None:
            self._lexical_bytes = self._lexical.nbytes()
        # An entry's vector counts in its bytes; once the rows are built it is a view of
        # them (see _columns), so the rows are not counted twice.
        return SUBJECT_OVERHEAD_BYTES + self._item_bytes + self._lexical_bytes

    # -- changes ------------------------------------------------------------------------

    def put(self, entry: _Entry) -> None:
        """Take a document's newer version: kept while active, dropped otherwise."""
        old = self._entries.get(entry.item.id)
        if old is not None and old.version > entry.version:
            return  # an older event replayed after a newer read
        self._resident_order.clear()
        if (
            old is not None
            and entry.item.status is Status.ACTIVE
            and (old.item.content, old.item.topic) == (entry.item.content, entry.item.topic)
        ):
            # A touch or an importance change: the text, so the lexical postings, stay.
            self._entries[entry.item.id] = entry
            self._item_bytes += entry.nbytes - old.nbytes
            if old.model != entry.model or not _same(old.vector, entry.vector):
                self._matrix = None
            return
        if old is not None:
            self._drop(old)
        if entry.item.status is Status.ACTIVE:
            self._entries[entry.item.id] = entry
            self._item_bytes += entry.nbytes
            self._lexical.add(entry.item.id, entry.item.content, entry.item.topic or None)
            self._matrix = None
            self._lexical_bytes = None

    def remove(self, item_id: str) -> None:
        old = self._entries.get(item_id)
        if old is not None:
            self._drop(old)

    def _drop(self, entry: _Entry) -> None:
        self._resident_order.clear()
        del self._entries[entry.item.id]
        self._item_bytes -= entry.nbytes
        self._lexical.remove(entry.item.id)
        self._matrix = None
        self._lexical_bytes = None

    def apply(self, event: ChangeEvent) -> None:
        """One change event of this subject. A command's final event repeats (or, for a
        refused document, withdraws) what its other events said, so it is skipped."""
        if event.final:
            return
        if event.item is not None:
            self.put(_entry(event.item))
        elif event.item_id is not None:
            self.remove(event.item_id)  # a hard delete: the document is gone

    # -- the arms -----------------------------------------------------------------------

    def _columns(self) -> _Columns:
        if self._matrix is None:
            columns = _Columns.of(self._entries)
            # Each entry keeps a view of its row, not a copy: one vector in memory per item.
            for n, item_id in enumerate(columns.ids):
                entry = self._entries[item_id]
                self._entries[item_id] = replace(entry, vector=columns.rows[n])
            self._matrix = columns
        return self._matrix

    def _live(self, kinds: frozenset[MemoryKind] | None, now: datetime) -> Callable[[str], bool]:
        def live(item_id: str) -> bool:
            item = self._entries[item_id].item
            return (kinds is None or item.kind in kinds) and (
                item.expires_at is None or item.expires_at > now
            )

        return live

    def lexical(
        self, text: str, kinds: frozenset[MemoryKind] | None, now: datetime, size: int
    ) -> list[str]:
        return [i for i, _ in self._lexical.search(text, self._live(kinds, now))[:size]]

    def vector(
        self,
        query: Sequence[float],
        model: str,
        kinds: frozenset[MemoryKind] | None,
        now: datetime,
        *,
        size: int,
        min_similarity: float,
    ) -> list[str] | None:
        """Ids by cosine to ``query`` among vectors of ``model``, as Lucene's filtered
        k-NN scores them: (1 + cos) / 2 in float32, ties by id. None when the stored
        vectors have another size than the query's (the index would refuse the query)."""
        columns = self._columns()
        if not columns.ids:
            return []
        if columns.rows.shape[1] != len(query):
            return None
        score, usable = self._scores(columns, query, model)
        mask = columns.mask(kinds, now) & usable
        candidates = np.flatnonzero(mask)
        # Rows are in id order, so a stable sort on the score breaks ties by id.
        best = candidates[np.argsort(-score[candidates], kind="stable")][:size]
        return [columns.ids[n] for n in best.tolist() if 2 * float(score[n]) - 1 >= min_similarity]

    def _scores(
        self, columns: _Columns, query: Sequence[float], model: str
    ) -> tuple[np.ndarray, np.ndarray]:
        """Every row's score for ``query`` and whether it may rank (its model, a finite
        score). A recall asks once per kind group with the same vector object, so the
        last answer is kept while the rows stay the same."""
        last = self._last_scores
        if last is not None and last[0] is columns and last[1] is query and last[2] == model:
            return last[3], last[4]
        q = np.asarray(query, dtype=np.float32)
        with np.errstate(divide="ignore", invalid="ignore"):
            cosine = (columns.rows @ q) / (columns.norms * np.float32(np.linalg.norm(q)))
        score = (np.float32(1) + cosine) / np.float32(2)
        usable = columns.of_model(model) & np.isfinite(score)
        self._last_scores = (columns, query, model, score, usable)
        return score, usable

    def resident(self, kinds: frozenset[MemoryKind], now: datetime, size: int) -> list[Item]:
        """The resident set, most important first (the index's ``importance`` sort)."""
        order = self._resident_order.get(kinds)
        if order is None:
            order = [e.item for e in self._entries.values() if e.item.kind in kinds]
            order.sort(key=lambda i: i.id)
            order.sort(key=lambda i: (i.importance, i.recorded_at), reverse=True)
            self._resident_order[kinds] = order
        found: list[Item] = []
        for item in order:
            if len(found) == size:
                break
            if item.expires_at is None or item.expires_at > now:
                found.append(item)
        return found

    def items(self, ids: Iterable[str], now: datetime) -> dict[str, Item]:
        """The named items still active and unexpired at ``now``."""
        found = {}
        for item_id in ids:
            entry = self._entries.get(item_id)
            if entry is not None and (entry.item.expires_at is None or entry.item.expires_at > now):
                found[item_id] = entry.item
        return found


@dataclass
class _Recent:
    """A raw change event as heard, for replay into a subject loaded a moment later."""

    key: bytes
    value: bytes
    heard: float


class MemoryCache:
    """The subjects this process serves from memory, LRU by bytes, kept fresh by the
    command bus's changes listener (it calls ``on_attached``, ``on_record`` and
    ``on_caught_up``)."""

    def __init__(
        self,
        client: AsyncOpenSearch,
        *,
        index_prefix: str,
        max_bytes: int,
        replay_seconds: float,
        replay_max_bytes: int,
        metrics: RecallMetrics | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._client = client
        self._prefix = index_prefix
        self._max_bytes = max_bytes
        self._replay_seconds = replay_seconds
        self._replay_max_bytes = replay_max_bytes
        self._metrics = metrics
        self._clock = clock
        self._subjects: OrderedDict[Key, SubjectMemory] = OrderedDict()
        self._bytes: dict[Key, int] = {}
        self._total = 0
        self._loading: set[Key] = set()  # applied from the replay window once read
        self._recent: deque[_Recent] = deque()
        self._recent_bytes = 0
        # The newest moment an event left the replay window for its byte cap, not its age.
        self._overflowed_at = -float("inf")
        self._live = False
        self._generation = 0  # bumped on every gap, so a load across one is discarded

    # -- what the listener tells ----------------------------------------------------------

    def on_attached(self) -> None:
        """The listener (re)attached: anything may have been missed since it last read."""
        self._live = False
        self._generation += 1
        dropped = len(self._subjects)
        self._subjects.clear()
        self._bytes.clear()
        self._total = 0
        self._recent.clear()
        self._recent_bytes = 0
        self._overflowed_at = -float("inf")
        if self._metrics is not None:
            self._metrics.cache_invalidations.inc(dropped)
            self._metrics.cache_bytes.set(0)
            self._metrics.cache_subjects.set(0)

    def on_caught_up(self) -> None:
        """The listener has read back over the replay window: loads can be trusted."""
        self._live = True

    @property
    def live(self) -> bool:
        return self._live

    def on_record(self, key: bytes | None, value: bytes, timestamp_ms: int | None) -> None:
        if key is None:
            return
        now = self._clock()
        self._remember(_Recent(key, value, now))
        if self._metrics is not None and timestamp_ms is not None:
            self._metrics.cache_apply_lag.observe(max(0.0, time.time() - timestamp_ms / 1000))
        subject = _key_of(key)
        memory = self._subjects.get(subject) if subject is not None else None
        if subject is None or memory is None:
            return  # not cached: a load replays it from the window if it comes soon
        event = _event(value)
        if event is not None:
            memory.apply(event)
            self._account(subject, memory)

    def _remember(self, recent: _Recent) -> None:
        self._recent.append(recent)
        self._recent_bytes += len(recent.value) + len(recent.key)
        horizon = recent.heard - self._replay_seconds
        while self._recent and (
            self._recent[0].heard < horizon or self._recent_bytes > self._replay_max_bytes
        ):
            old = self._recent.popleft()
            self._recent_bytes -= len(old.value) + len(old.key)
            if old.heard >= horizon:
                self._overflowed_at = recent.heard

    # -- serving --------------------------------------------------------------------------

    async def get(self, scope: Scope, now: datetime) -> SubjectMemory | None:
        """The subject's in-process index, loading it on a miss; None when the cache
        cannot be trusted right now (the caller asks OpenSearch instead)."""
        if not self._live:
            return None
        key = (scope.tenant, scope.subject)
        memory = self._subjects.get(key)
        if memory is not None:
            self._subjects.move_to_end(key)
            if self._metrics is not None:
                self._metrics.cache_requests.labels("hit").inc()
            return memory
        if self._metrics is not None:
            self._metrics.cache_requests.labels("miss").inc()
        if key in self._loading:
            return None  # another request is loading it: this one asks the index
        return await self._load(scope, key, now)

    async def _load(self, scope: Scope, key: Key, now: datetime) -> SubjectMemory | None:
        generation = self._generation
        started = self._clock()
        self._loading.add(key)
        try:
            memory = await self._read(scope, now)
        finally:
            self._loading.discard(key)
        if memory is None:
            if self._metrics is not None:
                self._metrics.cache_loads.labels("too_large").inc()
            return None
        if generation != self._generation or not self._live:
            return None  # a gap opened while reading: what was read may be behind
        if (
            self._overflowed_at >= started - self._replay_seconds
            or self._clock() - started > self._replay_seconds / 2
        ):
            if self._metrics is not None:
                self._metrics.cache_loads.labels("uncovered").inc()
            return None  # the replay window may have lost an event this read lacks
        # Every event of this subject heard lately, those heard during the read included,
        # in order: the newest version of each item wins.
        wanted = subject_key(*key).encode()
        replayed = 0
        for recent in self._recent:
            if recent.key == wanted:
                event = _event(recent.value)
                if event is not None:
                    memory.apply(event)
                    replayed += 1
        self._subjects[key] = memory
        self._account(key, memory)
        _freeze_what_is_alive()
        if self._metrics is not None:
            self._metrics.cache_loads.labels("loaded").inc()
            self._metrics.cache_replayed.inc(replayed)
            self._metrics.cache_load_seconds.observe(self._clock() - started)
        return memory

    async def _read(self, scope: Scope, now: datetime) -> SubjectMemory | None:
        # Expired items too: they stay in the index's BM25 statistics until a sweep
        # retires them, so the cache counts them as well; requests filter them out.
        query = MemoryQuery(
            now=now,
            include_expired=True,
            size=LOAD_MAX_ITEMS,
            sort="id",
            source="cache",
            count_total=True,
        )
        request = build_search(scope, query, index_prefix=self._prefix)
        response = await call(
            "loading a subject into the recall cache",
            self._client.search(index=request.index, body=request.body, params=request.params),
        )
        hits = response.get("hits", {})
        if int(hits.get("total", {}).get("value", 0)) > len(hits.get("hits", [])):
            return None  # more than one read holds (expired items not yet swept)
        memory = SubjectMemory()
        for hit in hits.get("hits", []):
            memory.put(_entry(hit["_source"]))
        return memory

    def _account(self, key: Key, memory: SubjectMemory) -> None:
        size = memory.nbytes
        self._total += size - self._bytes.get(key, 0)
        self._bytes[key] = size
        evicted = 0
        while self._total > self._max_bytes and len(self._subjects) > 1:
            old, _ = self._subjects.popitem(last=False)
            self._total -= self._bytes.pop(old)
            evicted += 1
        if self._metrics is not None:
            if evicted:
                self._metrics.cache_evictions.inc(evicted)
            self._metrics.cache_bytes.set(self._total)
            self._metrics.cache_subjects.set(len(self._subjects))

    @property
    def total_bytes(self) -> int:
        return self._total

    def heard(self, tenant: str, subject: str) -> int:
        """How many of the subject's change events the replay window holds."""
        wanted = subject_key(tenant, subject).encode()
        return sum(1 for recent in self._recent if recent.key == wanted)

    def cached(self, tenant: str, subject: str) -> bool:
        return (tenant, subject) in self._subjects


def _key_of(key: bytes) -> Key | None:
    try:
        return split_subject_key(key.decode("utf-8", "replace"))
    except ValueError:
        return None  # not a subject's key: nothing of the cache's


def _event(value: bytes) -> ChangeEvent | None:
    try:
        return ChangeEvent.model_validate_json(value)
    except ValidationError:
        return None  # not ours to judge: the worker publishes only valid events
