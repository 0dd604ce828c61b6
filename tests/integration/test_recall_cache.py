"""The recall service's in-process index against the real worker, Kafka and OpenSearch.

- Parity: over random subjects (several languages, kinds, importances, expiries, topics)
  and random messages, the cached ranking returns the same ids, in the same order, and
  the same prompt as the OpenSearch path. Each subject has a tenant of its own here:
  BM25 statistics are per index in OpenSearch and per subject in the cache, which is the
  one allowed difference (docs/architecture.md, "The recall cache").
- Freshness: a directive sent as a chat turn becomes recallable from a subject already
  cached, with no reload; a forget hides it while its neighbours stay.
- Writes not yet searchable: with the index's refresh switched off, a directive the
  listener heard before the subject was first asked for is still found from the cache
  (replayed from the window), while the OpenSearch path cannot see it yet.
- Gaps: when the listener reattaches, every cached subject is dropped and nothing is
  served from the cache until it has read back over the replay window.
- Bounds: least recently used subjects are evicted to stay under the byte cap.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import random
import weakref
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from opensearchpy import AsyncOpenSearch
from prometheus_client import CollectorRegistry

from agents.embedder import Embedder, make_embedder
from indexers.client import make_client
from indexers.templates import memories_index
from memstream.config import Settings
from memstream.metrics import RecallMetrics
from recall.api import create_app
from recall.cache import MemoryCache
from recall.deps import Services
from recall.embedding import QueryEmbedder
from recall.query import Scope
from recall.ranking import preset
from recall.service import RecallService
from recall.workspaces import SubjectSwitches, WorkspaceView
from tests.support.recall import (
    auth,
    import_rows,
    isolated,
    key,
    recall_client,
    running_worker,
    unique_token,
    wait_ready,
)
from tests.support.worker import produce_turns, turn, wait_for

pytestmark = pytest.mark.integration

SEED = 20261201
SUBJECTS = 6
QUERIES_PER_SUBJECT = 30

# Slot-filled statements in six languages: enough shared words that lexical arms tie and
# compete, enough variety that vectors spread.
TEMPLATES = {
    "en": [
        "I {verb} {thing} every {time}",
        "My {person} likes {thing} and {thing2}",
        "Remind me to buy {thing} before {time}",
        "I am allergic to {thing}",
        "I prefer {thing} over {thing2} in the {time}",
    ],
    "de": [
        "Ich mag {thing_de} am {time_de}",
        "Mein {person_de} kocht gern {thing_de}",
        "Ich bin allergisch gegen {thing_de}",
    ],
    "fr": [
        "J'aime {thing_fr} le {time_fr}",
        "Mon {person_fr} déteste {thing_fr}",
    ],
    "es": [
        "Me gusta {thing_es} por la {time_es}",
        "Mi {person_es} cocina {thing_es} los domingos",
    ],
    "zh": ["我喜欢{thing_zh}", "我的{person_zh}对{thing_zh}过敏", "每天{time_zh}我都喝{thing_zh}"],
    "ja": ["私は{thing_ja}が好きです", "{time_ja}に{thing_ja}を食べます"],
}
WORDS = {
    "verb": ["play", "cook", "drink", "paint", "watch", "swim with"],
    "thing": ["chess", "green tea", "peanuts", "jazz records", "sourdough", "tennis", "oat milk"],
    "thing2": ["coffee", "football", "shellfish", "violin", "pottery"],
    "time": ["morning", "weekend", "evening", "Monday", "summer"],
    "person": ["sister", "husband", "daughter", "boss", "dog"],
    "thing_de": ["Schach", "grünen Tee", "Erdnüsse", "Sauerteigbrot", "Tennis"],
    "time_de": ["Morgen", "Wochenende", "Abend"],
    "person_de": ["Bruder", "Mann", "Hund"],
    "thing_fr": ["les échecs", "le thé vert", "les cacahuètes", "le tennis"],
    "time_fr": ["matin", "week-end", "soir"],
    "person_fr": ["frère", "mari", "chien"],
    "thing_es": ["el ajedrez", "el té verde", "los cacahuetes", "el tenis"],
    "time_es": ["mañana", "tarde", "noche"],
    "person_es": ["hermano", "marido", "perro"],
    "thing_zh": ["国际象棋", "绿茶", "花生", "网球", "咖啡"],
    "time_zh": ["早上", "周末", "晚上"],
    "person_zh": ["妹妹", "丈夫", "女儿"],
    "thing_ja": ["将棋", "緑茶", "ピーナッツ", "テニス", "コーヒー"],
    "time_ja": ["朝", "週末", "夜"],
}
KINDS = ("fact", "fact", "fact", "task", "profile", "preference", "interest")
MESSAGES = [
    "what should I cook tonight?",
    "any ideas for the weekend with my sister",
    "chess",
    "is green tea ok for me",
    "Was soll ich am Wochenende machen?",
    "que puedo cocinar para mi hermano",
    "qu'est-ce que j'aime le matin ?",
    "推荐一些早上喝的东西",
    "週末に何を食べようかな",
    "I",  # function words only: no lexical arm
    "peanuts allergy",
    "tennis coffee violin",
]


def _statement(rng: random.Random) -> str:
    lang = rng.choice(list(TEMPLATES))
    template = rng.choice(TEMPLATES[lang])
    return template.format(**{slot: rng.choice(words) for slot, words in WORDS.items()})


def _subject_rows(rng: random.Random, subject: str, now: datetime) -> list[dict[str, Any]]:
    rows = []
    seen: set[str] = set()
    while len(rows) < rng.randint(30, 90):
        content = _statement(rng)
        if content in seen:
            continue
        seen.add(content)
        row: dict[str, Any] = {
            "id": f"{subject}-{len(rows):03d}",
            "subject": subject,
            "kind": rng.choice(KINDS),
            "content": content,
            "importance": rng.randint(1, 5),
        }
        if rng.random() < 0.3:
            row["topic"] = rng.choice(WORDS["thing"] + WORDS["thing_zh"])
        if rng.random() < 0.1:
            row["expires_at"] = (now + timedelta(days=rng.choice([-2, 3]))).isoformat()
        rows.append(row)
    return rows


def _messages(rng: random.Random, rows: list[dict[str, Any]]) -> list[str]:
    """Messages made of the subject's own words, mixed with others and stock questions."""
    out = list(MESSAGES)
    while len(out) < QUERIES_PER_SUBJECT:
        words = rng.choice(rows)["content"].split()
        out.append(" ".join(rng.sample(words, k=min(len(words), rng.randint(1, 3)))))
    return out


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    unique = unique_token()
    data = tmp_path_factory.mktemp("cache")
    settings = isolated(Settings(), unique, data)
    rng = random.Random(SEED)
    now = datetime.now(UTC)
    subjects: dict[str, list[dict[str, Any]]] = {}
    with running_worker(settings, data) as worker:
        for n in range(SUBJECTS):
            tenant = f"p{n}{unique}"
            rows = _subject_rows(rng, f"s{n}", now)
            report = asyncio.run(import_rows(settings, tenant, rows, data / f"{tenant}.jsonl"))
            assert report.applied == len(rows), report.as_dict()
            subjects[tenant] = rows
        yield {"settings": settings, "worker": worker, "subjects": subjects, "now": now}


@pytest.fixture
async def services(world: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
    """A cached and a plain RecallService over the same client, embedder and clock."""
    settings: Settings = world["settings"]
    client = make_client(settings.opensearch)
    embedder: Embedder = make_embedder(settings.embedding)
    query_embedder = QueryEmbedder(embedder, timeout_seconds=30)
    metrics = RecallMetrics.create(CollectorRegistry())
    cache = MemoryCache(
        client,
        index_prefix=settings.opensearch.index_prefix,
        max_bytes=2**30,
        replay_seconds=5,
        replay_max_bytes=2**24,
        metrics=metrics,
    )
    cache.on_attached()
    cache.on_caught_up()  # nothing is heard here: the index is static during the test
    at = world["now"] + timedelta(minutes=1)
    common: dict[str, Any] = {
        "settings": settings,
        "embedder": query_embedder,
        "ranking": preset("hybrid"),
        "workspaces": WorkspaceView(settings),
        "switches": SubjectSwitches(),
        "clock": lambda: at,
    }
    try:
        yield {
            "cached": RecallService(client, cache=cache, metrics=metrics, **common),
            "plain": RecallService(client, **common),
            "cache": cache,
            "metrics": metrics,
            "client": client,
        }
    finally:
        await query_embedder.aclose()
        await client.close()


def _live_cache(
    client: AsyncOpenSearch,
    settings: Settings,
    *,
    max_bytes: int,
    metrics: RecallMetrics | None = None,
) -> MemoryCache:
    """A cache of its own whose listener has caught up: it loads on the first request."""
    cache = MemoryCache(
        client,
        index_prefix=settings.opensearch.index_prefix,
        max_bytes=max_bytes,
        replay_seconds=5,
        replay_max_bytes=2**24,
        metrics=metrics,
    )
    cache.on_caught_up()
    return cache


def _sample(metrics: RecallMetrics, result: str) -> float:
    return float(metrics.cache_requests.labels(result)._value.get())


async def test_the_cached_ranking_matches_the_index(
    world: dict[str, Any], services: dict[str, Any]
) -> None:
    cached: RecallService = services["cached"]
    plain: RecallService = services["plain"]
    rng = random.Random(SEED + 1)
    compared = 0
    at = world["now"] + timedelta(minutes=1)
    for tenant, rows in world["subjects"].items():
        scope = Scope(tenant=tenant, subject=rows[0]["subject"])
        live = [
            r for r in rows if "expires_at" not in r or datetime.fromisoformat(r["expires_at"]) > at
        ]
        for message in _messages(rng, rows):
            limit = rng.choice([3, 5, 10, 20])
            a = await cached.search(scope, message, limit=limit)
            b = await plain.search(scope, message, limit=limit)
            assert [i.id for i in a.items] == [i.id for i in b.items], (tenant, message)
            # No similarity floor on search: it returns its limit whenever the subject
            # holds that many (these statements are far inside the rune budget).
            assert len(b.items) == min(limit, len(live)), (tenant, message)
            assert [round(i.score, 9) for i in a.items] == [round(i.score, 9) for i in b.items]
            r1 = await cached.recall(scope, message)
            r2 = await plain.recall(scope, message)
            assert [i.id for i in r1.resident] == [i.id for i in r2.resident], (tenant, message)
            assert [i.id for i in r1.situational] == [i.id for i in r2.situational], (
                tenant,
                message,
            )
            assert r1.prompt == r2.prompt
            compared += 1
    assert compared == SUBJECTS * QUERIES_PER_SUBJECT
    metrics: RecallMetrics = services["metrics"]
    # Every subject was loaded once and then served from memory.
    assert _sample(metrics, "miss") == SUBJECTS
    assert _sample(metrics, "hit") == 2 * compared - SUBJECTS


async def test_scope_status_and_expiry_hold_in_the_cache(
    world: dict[str, Any], services: dict[str, Any]
) -> None:
    """A subject's search for every word it holds returns only its own active, unexpired
    items — and does return those (the populated contrast)."""
    cached: RecallService = services["cached"]
    at = world["now"] + timedelta(minutes=1)
    tenants = list(world["subjects"])
    for tenant in tenants:
        rows = world["subjects"][tenant]
        live = {
            r["id"]
            for r in rows
            if "expires_at" not in r or datetime.fromisoformat(r["expires_at"]) > at
        }
        expired = {r["id"] for r in rows} - live
        seen: set[str] = set()
        for row in rows:
            found = await cached.search(
                Scope(tenant=tenant, subject=row["subject"]), row["content"], limit=20
            )
            seen.update(i.id for i in found.items)
        assert seen <= live and not seen & expired
        assert len(seen) > 0.8 * len(live)
        # Asked through another tenant's scope, the same subject and words find nothing.
        other = tenants[(tenants.index(tenant) + 1) % len(tenants)]
        found = await cached.search(
            Scope(tenant=other, subject=rows[0]["subject"]), rows[0]["content"], limit=20
        )
        assert found.items == []


async def test_a_gap_drops_every_cached_subject(
    world: dict[str, Any], services: dict[str, Any]
) -> None:
    cached: RecallService = services["cached"]
    cache: MemoryCache = services["cache"]
    metrics: RecallMetrics = services["metrics"]
    tenant, rows = next(iter(world["subjects"].items()))
    scope = Scope(tenant=tenant, subject=rows[0]["subject"])
    await cached.search(scope, "chess", limit=5)
    assert cache.cached(tenant, scope.subject) and cache.total_bytes > 0
    cache.on_attached()  # what the listener says whenever it (re)attaches
    assert not cache.cached(tenant, scope.subject) and cache.total_bytes == 0
    assert not cached.cache_ready
    hits, misses = _sample(metrics, "hit"), _sample(metrics, "miss")
    answer = await cached.search(scope, "chess", limit=5)  # answered by OpenSearch
    assert answer.items
    assert (_sample(metrics, "hit"), _sample(metrics, "miss")) == (hits, misses)
    assert not cache.cached(tenant, scope.subject)
    cache.on_caught_up()
    await cached.search(scope, "chess", limit=5)
    assert cache.cached(tenant, scope.subject)


async def test_least_recently_used_subjects_are_evicted_by_bytes(
    world: dict[str, Any], services: dict[str, Any]
) -> None:
    client: AsyncOpenSearch = services["client"]
    settings: Settings = world["settings"]
    metrics = RecallMetrics.create(CollectorRegistry())
    tenants = list(world["subjects"])
    one = _live_cache(client, settings, max_bytes=2**40)
    now = world["now"]
    sizes = []
    for tenant in tenants[:3]:
        memory = await one.get(
            Scope(tenant=tenant, subject=world["subjects"][tenant][0]["subject"]), now
        )
        assert memory is not None
        sizes.append(memory.nbytes)
    # Room for the two largest of three: the first loaded goes once the third arrives.
    cap = sum(sorted(sizes)[1:]) + 1
    small = _live_cache(client, settings, max_bytes=cap, metrics=metrics)
    scopes = [Scope(tenant=t, subject=world["subjects"][t][0]["subject"]) for t in tenants[:3]]
    for scope in scopes:
        await small.get(scope, now)
    assert small.total_bytes <= cap
    held = [small.cached(s.tenant, s.subject) for s in scopes]
    assert held[2] and not held[0], held
    assert metrics.cache_evictions._value.get() >= 1
    assert metrics.cache_bytes._value.get() == small.total_bytes


async def test_a_loaded_subject_is_out_of_the_collectors_walks_and_still_freed(
    world: dict[str, Any], services: dict[str, Any]
) -> None:
    """A full collection walks every tracked object; a large cache made that a pause of
    about a second. A load freezes what it built, so no generation holds it, and dropping
    the subject still frees it by reference counting, with no collection."""
    client: AsyncOpenSearch = services["client"]
    settings: Settings = world["settings"]
    cache = _live_cache(client, settings, max_bytes=2**30)
    tenant, rows = next(iter(world["subjects"].items()))
    memory = await cache.get(Scope(tenant=tenant, subject=rows[0]["subject"]), world["now"])
    assert memory is not None and len(memory) > 0
    walked = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
    # The subject's own dict of entries, and an entry's item: neither is walked any more.
    entries = vars(memory)["_entries"]
    assert id(entries) not in walked
    assert id(next(iter(entries.values())).item) not in walked
    # The populated contrast: an object made after the load is walked.
    fresh: dict[str, list[int]] = {"made": [1]}
    assert id(fresh) in {id(o) for o in gc.get_objects(0)}
    gone = weakref.ref(memory)
    del memory, entries
    gc.disable()  # freed by reference counting alone
    try:
        cache.on_attached()  # drops every cached subject
        assert gone() is None
    finally:
        gc.enable()


# -- freshness through the real worker and the recall app ---------------------------------


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    unique = unique_token()
    data = tmp_path_factory.mktemp("cachelive")
    settings = isolated(Settings(), unique, data)
    tenant = f"f{unique}"
    rows = [
        {"id": "n-chess", "subject": "zoe", "kind": "fact", "content": "I play chess on Sundays"},
        {"id": "n-tea", "subject": "zoe", "kind": "preference", "content": "I drink green tea"},
    ]
    with running_worker(settings, data) as worker:
        asyncio.run(import_rows(settings, tenant, rows, data / "rows.jsonl"))
        yield {
            "settings": settings,
            "worker": worker,
            "tenant": tenant,
            "service": key(settings, tenant, "service"),
        }


@contextlib.asynccontextmanager
async def app_and_client(settings: Settings) -> AsyncIterator[tuple[Services, httpx.AsyncClient]]:
    """The recall app in process, and what it holds (to see what its listener heard)."""
    app = create_app(settings, registry=CollectorRegistry())
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://recall") as client:
            await wait_ready(client)
            yield app.state.services, client


async def _search(client: httpx.AsyncClient, api_key: str, subject: str, query: str) -> list[str]:
    response = await client.post(
        "/v1/search", json={"subject": subject, "query": query}, headers=auth(api_key)
    )
    assert response.status_code == 200, response.text
    return [i["content"] for i in response.json()["items"]]


def _metric(text: str, name: str) -> float:
    total = 0.0
    for line in text.splitlines():
        if line.startswith(name):
            total += float(line.rsplit(" ", 1)[1])
    return total


async def test_a_directive_reaches_a_cached_subject_without_a_reload(
    live: dict[str, Any],
) -> None:
    settings: Settings = live["settings"]
    tenant, api_key = live["tenant"], live["service"]
    async with recall_client(settings) as client:
        assert await _search(client, api_key, "zoe", "chess") == [
            "I play chess on Sundays",
            "I drink green tea",
        ]
        before = (await client.get("/metrics")).text
        await produce_turns(
            settings, [turn(tenant, "zoe", "please remember that my cat is called Miso", 1)]
        )

        async def found() -> list[str]:
            contents = await _search(client, api_key, "zoe", "what is my cat called")
            return [c for c in contents if "Miso" in c]

        await wait_for(found, timeout=15, interval=0.05)
        after = (await client.get("/metrics")).text
        # Served from memory: no load, only hits, since the subject was first asked for.
        loads = "memstream_recall_cache_loads_total"
        assert _metric(after, loads) == _metric(before, loads)
        misses = 'memstream_recall_cache_requests_total{result="miss"}'
        assert _metric(after, misses) == _metric(before, misses)
        # Forgetting it hides it, and only it.
        await produce_turns(
            settings, [turn(tenant, "zoe", "please forget that my cat is called Miso", 2)]
        )

        async def gone() -> bool:
            contents = await _search(client, api_key, "zoe", "cat Miso chess green tea")
            return not any("Miso" in c for c in contents) and len(contents) >= 2

        await wait_for(gone, timeout=15, interval=0.05)
        contents = await _search(client, api_key, "zoe", "cat Miso chess green tea")
        assert "I play chess on Sundays" in contents and "I drink green tea" in contents


async def test_a_write_not_yet_searchable_is_replayed_into_a_first_load(
    live: dict[str, Any],
) -> None:
    settings: Settings = live["settings"]
    tenant, api_key = live["tenant"], live["service"]
    client_os = make_client(settings.opensearch)
    index = memories_index(settings.opensearch.index_prefix, tenant)
    await client_os.indices.put_settings(index=index, body={"index": {"refresh_interval": "-1"}})
    try:
        async with app_and_client(settings) as (services, client):
            assert services.cache is not None
            await produce_turns(
                settings, [turn(tenant, "yan", "remember that I am training for a marathon", 1)]
            )

            async def acknowledged_and_heard() -> bool:
                # The worker wrote it (the index counted a third document) ...
                stats = await client_os.indices.stats(index=index, metric="indexing")
                written = stats["indices"][index]["primaries"]["indexing"]["index_total"] >= 3
                # ... which no search can see yet ...
                hits = await client_os.search(
                    index=index, body={"query": {"term": {"subject": "yan"}}}
                )
                # ... and the service's listener has heard its change event.
                heard = services.cache.heard(tenant, "yan") > 0  # type: ignore[union-attr]
                return bool(written) and not hits["hits"]["hits"] and heard

            await wait_for(acknowledged_and_heard, timeout=15, interval=0.1)
            assert not services.cache.cached(tenant, "yan")
            # The subject was never asked for: this first request loads it, and the load
            # replays the directive it heard, which the search behind the load cannot see.
            contents = await _search(client, api_key, "yan", "marathon training")
            assert any("marathon" in c for c in contents), contents
            replayed = "memstream_recall_cache_replayed_total"
            assert _metric((await client.get("/metrics")).text, replayed) >= 1
        # Contrast: the OpenSearch path, with the cache off, does not see it yet.
        plain = settings.with_sections(recall={"cache_max_bytes": 0})
        async with recall_client(plain) as client:
            assert await _search(client, api_key, "yan", "marathon training") == []
    finally:
        await client_os.indices.put_settings(
            index=index, body={"index": {"refresh_interval": "1s"}}
        )
        await client_os.close()
