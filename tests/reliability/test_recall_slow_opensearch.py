"""Recall under a burst while OpenSearch is slow: every request answers within the
service's own timeout, with an answer (degraded allowed) or a clear 503, and none hangs;
once OpenSearch is fast again, so is recall.

The shared OpenSearch is never slowed. The recall service alone reaches it through
:mod:`tests.support.slow_proxy`, which holds every response chunk for ``DELAY`` seconds,
well past ``recall.request_timeout_seconds``. The worker (used only to import the
fixture) talks to OpenSearch directly, and this module needs neither the private
Kafka/OpenSearch pair of the other fault tests nor their fixtures.

Why the recall service runs as a real process (``memstream recall`` under uvicorn) and
not in process through httpx's ASGI transport: "never hangs" is a property of the server
a chat backend talks to — uvicorn accepting 64 connections at once on one event loop,
the OpenSearch client's connection pool with requests cancelled mid-flight, responses
written back on real sockets. The ASGI transport runs each request as a coroutine of the
test's own loop with no socket in between, so a server that parked connections or stopped
accepting them while OpenSearch was slow would go unnoticed there.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx
import pytest

from memstream.config import Settings
from memstream.shell.runtime import RecallProcess, free_port
from tests.support.recall import auth, import_rows, isolated, key, running_worker, unique_token
from tests.support.slow_proxy import SlowProxy, slow_proxy

pytestmark = pytest.mark.integration

REQUEST_TIMEOUT = 2.5  # recall.request_timeout_seconds of the service under test
# opensearch.request_timeout_seconds: what bounds the manager's reads, and where recall
# would end if its own timeout did not work, so the bounds below must stay under it.
OPENSEARCH_TIMEOUT = 6.0
DELAY = 10.0  # each OpenSearch response chunk is held this long while "slow"
# What a request may take beyond its timeout: queueing for the CPU (a burst of 64 hybrid
# recalls costs the service about a second of CPU on a 2-core machine even when
# OpenSearch is fast), routing, rendering the 503, and this test's own client.
SLACK = 2.0
BURST = 64
RECOVERY_BURST = 16
READY_PING_SECONDS = 2.0  # recall.api.READY_PING_SECONDS
CLIENT_TIMEOUT = 30.0  # far past every bound: a hang shows up as a measured time

ROWS: list[dict[str, Any]] = [
    {"id": "pref-tea", "kind": "preference", "content": "I drink green tea every morning"},
    {"id": "fact-zyx", "kind": "fact", "content": "I collect Zyxcorp memorabilia"},
    {"id": "task-zyx", "kind": "task", "content": "Renew the Zyxcorp membership card"},
]
OWN_IDS = frozenset(r["id"] for r in ROWS)


@dataclass
class Slow:
    recall: RecallProcess  # the cache off: every request asks the (slow) index
    proxy: SlowProxy
    headers: dict[str, str] = field(repr=False)
    warm: RecallProcess | None = None  # the cache on


@pytest.fixture(scope="module")
def slow(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Slow]:
    unique = unique_token()
    data: Path = tmp_path_factory.mktemp("slow-opensearch")
    base = isolated(Settings(), unique, data, request_timeout_seconds=REQUEST_TIMEOUT)
    tenant = f"s{unique}"
    with running_worker(base, data):
        rows = [r | {"subject": "alice"} for r in ROWS]
        report = asyncio.run(import_rows(base, tenant, rows, data / "rows.jsonl"))
        assert report.applied == len(rows), report.as_dict()
        headers = auth(key(base, tenant, "service"))
        upstream = urlparse(base.opensearch.url)
        with slow_proxy(upstream.hostname or "127.0.0.1", upstream.port or 9200) as proxy:
            settings = base.with_sections(
                opensearch={"url": proxy.url, "request_timeout_seconds": OPENSEARCH_TIMEOUT},
                # The OpenSearch path under a slow index; the in-process cache, which keeps
                # a warm subject off the index altogether, has its own test below.
                recall={"cache_max_bytes": 0},
            )
            cached = settings.with_sections(recall={"cache_max_bytes": 2**28, "port": free_port()})
            recall = RecallProcess(settings, data / "recall.log")
            warm = RecallProcess(cached, data / "recall-cached.log")
            recall.start()
            warm.start()
            try:
                yield Slow(recall, proxy, headers, warm)
            finally:
                proxy.delay = 0.0
                warm.stop()
                recall.stop()


@dataclass(frozen=True)
class Outcome:
    endpoint: str
    status: int | None  # None: no answer within CLIENT_TIMEOUT
    seconds: float
    body: Any
    retry_after: str | None


async def _call(
    client: httpx.AsyncClient, headers: dict[str, str], endpoint: str, n: int = 0
) -> Outcome:
    started = time.perf_counter()
    try:
        if endpoint in ("recall", "search"):
            text = f"tell me about my Zyxcorp memorabilia ({n})"
            field_name = "message" if endpoint == "recall" else "query"
            response = await client.post(
                f"/v1/{endpoint}", json={"subject": "alice", field_name: text}, headers=headers
            )
        else:
            response = await client.get(
                f"/v1/memory/{endpoint}", params={"subject": "alice"}, headers=headers
            )
    except httpx.TimeoutException:
        return Outcome(endpoint, None, time.perf_counter() - started, None, None)
    seconds = time.perf_counter() - started
    try:
        body = response.json()
    except ValueError:
        body = response.text
    return Outcome(
        endpoint, response.status_code, seconds, body, response.headers.get("retry-after")
    )


def _ids(outcome: Outcome) -> set[str]:
    body = outcome.body
    if outcome.endpoint == "recall":
        return {i["id"] for i in (*body["resident"], *body["situational"])}
    return {i["id"] for i in body["items"]}


def _assert_timely_and_clear(outcome: Outcome, bound: float) -> None:
    assert outcome.status is not None, f"{outcome.endpoint}: no answer in {CLIENT_TIMEOUT}s"
    assert outcome.seconds <= bound, (outcome.endpoint, round(outcome.seconds, 2), outcome.status)
    if outcome.status == 200:
        assert _ids(outcome) <= OWN_IDS, outcome.body
        return
    assert outcome.status == 503, (outcome.endpoint, outcome.status, outcome.body)
    assert isinstance(outcome.body, dict) and outcome.body["detail"], outcome.body
    assert outcome.retry_after == "1"


def _client(slow: Slow) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=slow.recall.base_url,
        timeout=CLIENT_TIMEOUT,
        limits=httpx.Limits(max_connections=2 * BURST, max_keepalive_connections=2 * BURST),
    )


async def test_a_burst_while_opensearch_is_slow_answers_in_time_then_recovers(
    slow: Slow,
) -> None:
    # A recall timeout that did not work would end at the OpenSearch client's timeout, a
    # hang at DELAY or later: both lie beyond the bound checked here.
    assert REQUEST_TIMEOUT + SLACK < OPENSEARCH_TIMEOUT < OPENSEARCH_TIMEOUT + SLACK < DELAY
    async with _client(slow) as client:
        # Fast first: the item is found (and the key is verified once; scrypt runs before
        # the request timeout starts, by design, and is cached afterwards).
        baseline = await _call(client, slow.headers, "recall")
        assert baseline.status == 200, baseline.body
        assert "fact-zyx" in _ids(baseline) and baseline.body["degraded"] is False

        slow.proxy.delay = DELAY
        held_before = slow.proxy.delayed_chunks
        try:
            await _burst_while_slow(client, slow, held_before)
        finally:
            slow.proxy.delay = 0.0
        # Fast again: recall answers in full, and a smaller burst is served in time.
        recovered = await _recovered(client, slow.headers)
        assert "fact-zyx" in _ids(recovered) and recovered.body["degraded"] is False
        again = await asyncio.gather(
            *(
                _call(client, slow.headers, ("recall", "search")[n % 2], n)
                for n in range(RECOVERY_BURST)
            )
        )
        for outcome in again:
            assert outcome.status == 200, (outcome.endpoint, outcome.status, outcome.body)
            assert outcome.seconds <= REQUEST_TIMEOUT + SLACK, outcome.seconds
            assert "fact-zyx" in _ids(outcome)
    metrics = slow.recall.metrics()
    assert 'memstream_recall_timeouts_total{endpoint="recall"}' in metrics


async def _burst_while_slow(client: httpx.AsyncClient, slow: Slow, held_before: int) -> None:
    """64 recalls and searches while every OpenSearch answer is held DELAY seconds."""
    burst = asyncio.gather(
        *(_call(client, slow.headers, ("recall", "search")[n % 2], n) for n in range(BURST))
    )
    # Liveness while the burst waits on OpenSearch: the event loop is not blocked.
    await asyncio.sleep(0.3)
    started = time.perf_counter()
    alive = await client.get("/healthz")
    alive_seconds = time.perf_counter() - started
    ready = await _timed_get(client, "/readyz")
    outcomes = await burst

    assert alive.status_code == 200 and alive_seconds < 0.5, alive_seconds
    # Readiness asks OpenSearch too, and bounds its own ping.
    assert ready[0] in (200, 503) and ready[1] <= READY_PING_SECONDS + SLACK, ready
    assert slow.proxy.delayed_chunks > held_before  # OpenSearch really was slow
    for outcome in outcomes:
        _assert_timely_and_clear(outcome, REQUEST_TIMEOUT + SLACK)
    unavailable = [o for o in outcomes if o.status == 503]
    assert unavailable, "no request noticed the slow index"
    assert all("did not finish within" in o.body["detail"] for o in unavailable), {
        o.body["detail"] for o in unavailable
    }
    answered = [o for o in outcomes if o.status == 200]
    print(
        f"\n[recall, slow opensearch] burst={BURST} answered={len(answered)} "
        f"(degraded={sum(1 for o in answered if o.body.get('degraded'))}) "
        f"503={len(unavailable)} slowest={max(o.seconds for o in outcomes):.2f}s "
        f"(bound {REQUEST_TIMEOUT + SLACK}s) healthz={alive_seconds:.3f}s"
    )


async def test_a_warm_subject_is_answered_in_full_from_the_cache_while_opensearch_is_slow(
    slow: Slow,
) -> None:
    """The cache keeps a subject it holds off the index: while every OpenSearch answer is
    held, its recall still answers in full, not degraded, well inside the timeout."""
    assert slow.warm is not None
    async with httpx.AsyncClient(base_url=slow.warm.base_url, timeout=CLIENT_TIMEOUT) as client:
        deadline = time.monotonic() + 30
        while not (await client.get("/readyz")).json()["checks"]["memory_cache"]:
            assert time.monotonic() < deadline, "the cache's changes listener never caught up"
            await asyncio.sleep(0.2)
        first = await _call(client, slow.headers, "recall")  # loads alice into the cache
        assert first.status == 200 and "fact-zyx" in _ids(first), first.body
        slow.proxy.delay = DELAY
        held_before = slow.proxy.delayed_chunks
        try:
            outcomes = await asyncio.gather(
                *(_call(client, slow.headers, "recall", n) for n in range(RECOVERY_BURST))
            )
            # Contrast: the index itself is slow right now (a manager read waits on it).
            listing = await _call(client, slow.headers, "items")
        finally:
            slow.proxy.delay = 0.0
    for outcome in outcomes:
        assert outcome.status == 200, (outcome.status, outcome.body)
        assert outcome.seconds <= REQUEST_TIMEOUT, outcome.seconds
        assert "fact-zyx" in _ids(outcome) and outcome.body["degraded"] is False
    assert listing.status == 503 and slow.proxy.delayed_chunks > held_before


async def test_manager_reads_while_opensearch_is_slow_answer_503_within_their_bound(
    slow: Slow,
) -> None:
    """The manager's reads are bounded by the OpenSearch client's own timeout (they are
    not under the recall request timeout): a clear 503 within it, never a hang."""
    async with _client(slow) as client:
        for endpoint in ("items", "export", "settings", "topics"):
            fast = await _call(client, slow.headers, endpoint)
            assert fast.status == 200, (endpoint, fast.body)
        slow.proxy.delay = DELAY
        try:
            outcomes = await asyncio.gather(
                *(
                    _call(client, slow.headers, endpoint)
                    for endpoint in ("items", "export", "settings", "topics")
                    for _ in range(4)
                )
            )
        finally:
            slow.proxy.delay = 0.0
        for outcome in outcomes:
            _assert_timely_and_clear(outcome, OPENSEARCH_TIMEOUT + SLACK)
            assert outcome.status == 503, outcome
        await _recovered(client, slow.headers)


async def _timed_get(client: httpx.AsyncClient, path: str) -> tuple[int, float]:
    started = time.perf_counter()
    response = await client.get(path)
    return response.status_code, time.perf_counter() - started


async def _recovered(
    client: httpx.AsyncClient, headers: dict[str, str], within: float = 15.0
) -> Outcome:
    """The first 200 once the delay is gone (held chunks may still finish their delay)."""
    deadline = time.monotonic() + within
    last: Outcome | None = None
    while time.monotonic() < deadline:
        last = await _call(client, headers, "recall")
        if last.status == 200 and not last.body["degraded"]:
            return last
        await asyncio.sleep(0.2)
    raise AssertionError(f"recall did not recover within {within}s: {last}")
