"""``memstream recall-bench``: load subjects through ``memstream import`` and measure recall.

Against the real local Kafka and OpenSearch, in topics, a worker app id and an index
prefix of its own (removed afterwards unless ``--keep``), once per embedder
(``--embedders``; each needs its own import, since the vectors differ):

1. starts a ``memstream worker`` with that embedder and loads ``subjects x memories``
   generated memories with ``memstream import`` (which returns when every item is
   searchable). Each subject also holds a few items that must never be returned
   (superseded, archived, pending, expired), and the same subject names exist in a second
   tenant; subject ``n`` also holds labelled case ``n`` of
   :mod:`memstream.shell.benchmarks.recall_set`;
2. starts two ``memstream recall`` processes side by side, hybrid ranking, one with the
   in-process cache and one without (``cache_max_bytes=0``), so every ratio is measured in
   one run under the same background load;
3. **cold**: sends each process one ``/v1/recall`` per subject, in random order: the
   first request each subject ever gets from that process. The subjects are shared out
   in equal parts, one per count of ``cold_clients`` (by default half at 1 client, the
   latency of a lone first request, and half at 8, where first requests queue behind
   each other).
   This pass is also what warms the cache, so the cache process's RSS (``/proc``) and
   ``memstream_recall_cache_bytes`` are read before and after it;
4. **warm**: at each client count, ``requests`` requests per process (a random subject, a
   chat-like message), the two processes alternating row by row;
5. **directive → recall**: produces a chat turn "remember that …" for a warm subject to
   the turns topic and polls ``/v1/recall`` every 20 ms until the new memory is in the
   answer, ``directives`` times per process;
6. **recall@5** on the labelled cases through ``/v1/search`` (limit 5): hybrid with and
   without the cache, then one process per other ranking preset.

Every answer is checked on the way: an item of another subject or tenant (scope) or one
that is not active or has expired (status) is a violation. Everything, the load
generator included, runs on one machine: read the figures as what this box does, and the
cache-on/off ratios as the comparison.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TextIO, get_args

import httpx
from aiokafka import AIOKafkaProducer

from memstream.config import IN_PROCESS_EMBEDDING_MODELS, Settings
from memstream.errors import ConfigurationError, MemstreamError
from memstream.kafka_admin import all_topics, create_topics
from memstream.shell.benchmarks.http_load import KeepAliveClient, LoadRequestFailed
from memstream.shell.benchmarks.recall_set import CASES, Case, Style
from memstream.shell.runtime import (
    RecallProcess,
    WorkerProcess,
    free_port,
    isolated_settings,
    remove_run,
    settings_env,
)
from recall.auth import CredentialRole, add_key
from schemas.memory import memory_id

PRESETS = ("hybrid", "lexical", "vector")
EMBEDDERS = tuple(IN_PROCESS_EMBEDDING_MODELS)
MODES = ("on", "off")  # the in-process cache
TENANT = "bench"
OTHER_TENANT = "benchx"  # the same subject names, which no answer may show
POLL_SECONDS = 0.02
DIRECTIVE_TIMEOUT_SECONDS = 20.0
CACHE_READY_SECONDS = 60.0
_IMPORT_PROBLEMS = ("refused", "invalid", "unanswered")
_INACTIVE = ("superseded", "archived", "pending", "expired")
_MIB = 2**20


@dataclass(frozen=True)
class BenchOptions:
    subjects: int = 1000
    memories: int = 200
    requests: int = 2000
    clients: tuple[int, ...] = (1, 8, 32)
    cold_clients: tuple[int, ...] = (1, 8)
    cold: bool = True
    directives: int = 30
    embedders: tuple[str, ...] = EMBEDDERS
    rankings: tuple[str, ...] = PRESETS
    cache_max_bytes: int = 2048 * _MIB
    keep: bool = False
    seed: int = 7

    def __post_init__(self) -> None:
        for name, given, allowed in (
            ("embedder", self.embedders, EMBEDDERS),
            ("ranking", self.rankings, PRESETS),
        ):
            unknown = sorted(set(given) - set(allowed))
            if unknown:
                raise ConfigurationError(f"unknown {name}(s) {unknown}; choose from {allowed}")
        sizes = (self.subjects, self.memories, self.requests, *self.cold_clients, *self.clients)
        if min(sizes) < 1:
            raise ConfigurationError("subjects, memories, requests and clients must be ≥ 1")


# -- results -----------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return math.nan
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


@dataclass
class Pass:
    """One measured pass of ``/v1/recall`` requests."""

    latencies: list[float] = field(default_factory=list)
    seconds: float = 0.0
    errors: int = 0
    degraded: int = 0

    def ms(self, q: float) -> float:
        return percentile(self.latencies, q) * 1000

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.seconds if self.seconds else 0.0


@dataclass
class Checks:
    """Every answer's items against what was planted: ids carry their subject
    (``s00042-…``; the other tenant's ``xs00042-…``), directives are looked up."""

    directive_owners: dict[str, str] = field(default_factory=dict)
    answers: int = 0
    scope: int = 0
    status: int = 0

    def check(self, subject: str, items: Sequence[dict[str, Any]]) -> None:
        self.answers += 1
        now = datetime.now(UTC)
        for item in items:
            owner = self.directive_owners.get(item["id"]) or item["id"].partition("-")[0]
            self.scope += owner != subject
            expires = item.get("expires_at")
            expired = expires is not None and datetime.fromisoformat(expires) <= now
            planted_inactive = item["id"].startswith(f"{subject}-old")
            self.status += item["status"] != "active" or expired or planted_inactive


@dataclass(frozen=True)
class MemoryUse:
    rss_before: int
    rss_after: int
    cache_bytes: float
    cache_subjects: float
    evictions: float


@dataclass
class EmbedderRun:
    embedder: str
    items_per_subject: int
    imported: str = ""
    passes: dict[tuple[str, str, int], Pass] = field(default_factory=dict)
    memory: dict[str, MemoryUse] = field(default_factory=dict)
    warm_hits: tuple[float, float] = (0.0, 0.0)
    directives: dict[str, list[float]] = field(default_factory=dict)
    directives_missing: dict[str, int] = field(default_factory=dict)
    quality: dict[str, dict[str, float]] = field(default_factory=dict)
    checks: Checks = field(default_factory=Checks)


# -- the corpus --------------------------------------------------------------------------

_NAMES = ["Ana", "Ben", "Chen", "Dara", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
_CITIES = ["Oslo", "Lyon", "Porto", "Kyoto", "Quito", "Accra", "Hanoi", "Perth", "Bergen", "Cork"]
_JOBS = ["nurse", "welder", "teacher", "pilot", "chemist", "baker", "lawyer", "editor", "farmer"]
_FOODS = ["ramen", "lentils", "tofu", "paella", "pierogi", "falafel", "risotto", "kimchi", "tacos"]
_HOBBIES = ["pottery", "climbing", "chess", "birding", "rowing", "origami", "fencing", "knitting"]
_THINGS = ["bicycle", "kayak", "piano", "camera", "drone", "tent", "telescope", "sewing machine"]
_RELATIONS = ["sister", "brother", "cousin", "aunt", "uncle", "friend", "neighbour", "colleague"]
_MONTHS = ["January", "March", "May", "July", "September", "November"]

_TEMPLATES: dict[str, tuple[str, ...]] = {
    "profile": (
        "My name is {name} and I am {n} years old",
        "I work as a {job} in {city}",
        "I grew up in {city}",
    ),
    "preference": (
        "I like {food} more than {food2}",
        "I prefer {hobby} on weekends",
        "I would rather travel to {city} than {city2}",
    ),
    "fact": (
        "My {relation} {name} lives in {city}",
        "I bought a {thing} in {month} {year}",
        "I went to {city} for {hobby} in {year}",
        "My {relation} gave me a {thing} for my birthday",
        "I cooked {food} for {n} friends last {month}",
    ),
    "task": (
        "Call my {relation} about the {thing} before {month}",
        "Book a {hobby} class in {city}",
    ),
    "interest": ("{hobby} techniques", "{food} recipes"),
}
# Per subject, out of 200: the resident block is small, facts are most of a memory.
_KIND_SHARE = {"profile": 3, "preference": 12, "fact": 160, "task": 20, "interest": 5}


def _fill(rng: random.Random, template: str) -> str:
    return template.format(
        name=rng.choice(_NAMES),
        city=rng.choice(_CITIES),
        city2=rng.choice(_CITIES),
        job=rng.choice(_JOBS),
        food=rng.choice(_FOODS),
        food2=rng.choice(_FOODS),
        hobby=rng.choice(_HOBBIES),
        thing=rng.choice(_THINGS),
        relation=rng.choice(_RELATIONS),
        month=rng.choice(_MONTHS),
        year=rng.randint(1990, 2025),
        n=rng.randint(2, 90),
    )


def _memory(rng: random.Random, kind: str) -> str:
    return _fill(rng, rng.choice(_TEMPLATES[kind]))


def _kinds(memories: int) -> list[str]:
    total = sum(_KIND_SHARE.values())
    kinds = [k for k, share in _KIND_SHARE.items() for _ in range(share * memories // total)]
    return (kinds + ["fact"] * memories)[:memories]


def subject_name(n: int) -> str:
    return f"s{n:05d}"


def corpus_subjects(options: BenchOptions) -> int:
    """Subjects imported: the load's, and as many more as the labelled cases need."""
    return max(options.subjects, len(CASES))


def inactive_per_subject(memories: int) -> int:
    """Items per subject that no answer may show (superseded, archived, pending, expired)."""
    return min(memories // 2, max(2, memories // 25))


def _inactive_rows(rng: random.Random, subject: str, count: int) -> list[dict[str, Any]]:
    expired = (datetime.now(UTC) - timedelta(days=1)).isoformat()
    rows = []
    for k in range(count):
        state = _INACTIVE[k % len(_INACTIVE)]
        row: dict[str, Any] = {"id": f"{subject}-old{k}", "content": _memory(rng, "fact")}
        if state == "expired":
            row["expires_at"] = expired
        else:
            row["status"] = state
        rows.append(row)
    return rows


def _case_rows(subject: str, case: Case) -> list[dict[str, Any]]:
    target = {"id": f"{subject}-label", "kind": case.kind, "content": case.target}
    return [target] + [
        {"id": f"{subject}-d{k}", "kind": "fact", "content": text}
        for k, text in enumerate(case.distractors)
    ]


def corpus(options: BenchOptions) -> Iterator[dict[str, Any]]:
    """Every subject's ``memories`` items; subject n < len(CASES) holds case n's target."""
    rng = random.Random(options.seed)
    kinds = _kinds(options.memories)
    for n in range(corpus_subjects(options)):
        subject = subject_name(n)
        planted = _case_rows(subject, CASES[n]) if n < len(CASES) else []
        planted += _inactive_rows(rng, subject, inactive_per_subject(options.memories))
        for m, kind in enumerate(kinds[len(planted) :]):
            content, importance = _memory(rng, kind), rng.randint(1, 5)
            row = {"id": f"{subject}-{m}", "kind": kind, "content": content}
            planted.append(row | {"importance": importance})
        for row in planted:
            yield {"subject": subject, **row}


def other_tenant_corpus(options: BenchOptions) -> Iterator[dict[str, Any]]:
    """The same subject names in another tenant, with the labelled targets' very words."""
    rng = random.Random(options.seed + 1)
    for n in range(corpus_subjects(options)):
        subject = subject_name(n)
        bait = CASES[n].target if n < len(CASES) else _memory(rng, "fact")
        for k, content in enumerate((bait, _memory(rng, "preference"))):
            yield {"id": f"x{subject}-{k}", "subject": subject, "content": content}


_ASKS = (
    "what should I cook with {food} for {name} tonight?",
    "any tips for {hobby} in {city} this {month}?",
    "my {relation} {name} wants to visit {city} with me, any ideas?",
    "should I bring the {thing} when I go to {city} in {month}?",
    "remind me what I said about {food} and {hobby}",
    "is {city2} or {city} better for a {n}-day trip?",
)


def chat_message(rng: random.Random) -> str:
    """A chat turn: a labelled question one time in four, else a made-up one, nearly
    always new (so the load stays honest should query embeddings ever be cached)."""
    if rng.random() < 0.25:
        return rng.choice(CASES).query
    return _fill(rng, rng.choice(_ASKS))


# -- the load ----------------------------------------------------------------------------


async def _recall(
    http: KeepAliveClient, key: str, subject: str, message: str, checks: Checks
) -> dict[str, Any] | None:
    """One ``/v1/recall``, its items checked; ``None`` for an error."""
    try:
        status, body = await http.post_json(
            "/v1/recall", {"subject": subject, "message": message}, authorization=f"Bearer {key}"
        )
    except LoadRequestFailed:
        return None
    if status != 200 or not isinstance(body, dict):
        return None
    checks.check(subject, body["resident"] + body["situational"])
    return body


async def _pass(
    base_url: str, key: str, jobs: list[tuple[str, str]], clients: int, checks: Checks
) -> Pass:
    """Send ``jobs`` (subject, message) from ``clients`` concurrent clients, each on its
    own keep-alive connection (see ``http_load``: the load must not eat the service's CPU)."""
    result = Pass()
    queue = iter(jobs)

    async def client_loop(http: KeepAliveClient) -> None:
        for subject, message in queue:
            started = time.perf_counter()
            body = await _recall(http, key, subject, message, checks)
            if body is None:
                result.errors += 1
                continue
            result.latencies.append(time.perf_counter() - started)
            result.degraded += bool(body["degraded"])

    async with contextlib.AsyncExitStack() as stack:
        https = [await stack.enter_async_context(KeepAliveClient(base_url)) for _ in range(clients)]
        # Open the connections outside the measurement, without touching any subject.
        await asyncio.gather(*(http.get("/healthz") for http in https))
        started = time.perf_counter()
        await asyncio.gather(*(client_loop(http) for http in https))
        result.seconds = time.perf_counter() - started
    return result


def split_jobs(jobs: list[tuple[str, str]], parts: int) -> list[list[tuple[str, str]]]:
    """``jobs`` cut into ``parts`` consecutive parts of (nearly) equal size."""
    size, extra = divmod(len(jobs), parts)
    bounds = [n * size + min(n, extra) for n in range(parts + 1)]
    return [jobs[bounds[n] : bounds[n + 1]] for n in range(parts)]


def cold_jobs(options: BenchOptions, seed: int) -> list[tuple[str, str]]:
    """Every load subject once, in random order: each request is its subject's first."""
    rng = random.Random(seed)
    order = [subject_name(n) for n in range(options.subjects)]
    rng.shuffle(order)
    return [(subject, chat_message(rng)) for subject in order]


def warm_jobs(options: BenchOptions, seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    return [
        (subject_name(rng.randrange(options.subjects)), chat_message(rng))
        for _ in range(options.requests)
    ]


# -- directive → recall ------------------------------------------------------------------


def _token(n: int) -> str:
    """A made-up name no memory holds ("Zorbaix", "Zorbbix", …), letters only so that
    nothing redacts it."""
    letters = ""
    while True:
        n, digit = divmod(n, 26)
        letters += chr(ord("a") + digit)
        if n == 0:
            return "Zorb" + letters + "ix"


def _turn(subject: str, content: str, event_id: str) -> dict[str, Any]:
    return {
        "event_id": event_id,
        "tenant": TENANT,
        "subject": subject,
        "session_id": "bench",
        "message_id": event_id,
        "role": "user",
        "content": content,
        "timestamp": datetime.now(UTC).isoformat(),
    }


async def _until_recalled(
    http: KeepAliveClient, key: str, subject: str, token: str, *, checks: Checks, started: float
) -> float | None:
    """Seconds from ``started`` until ``/v1/recall`` answers with ``token``, polled every
    20 ms; ``None`` when it never does."""
    while time.perf_counter() - started < DIRECTIVE_TIMEOUT_SECONDS:
        body = await _recall(http, key, subject, f"who is {token}?", checks)
        items = body["resident"] + body["situational"] if body else []
        if any(token.lower() in item["content"].lower() for item in items):
            return time.perf_counter() - started
        await asyncio.sleep(POLL_SECONDS)
    return None


def directive_subjects(options: BenchOptions) -> list[str]:
    """Warm subjects for the directives, those without a labelled case first."""
    plain = range(len(CASES), options.subjects)
    return [subject_name(n) for n in (plain if plain else range(options.subjects))]


async def _directive_latency(
    settings: Settings, key: str, urls: dict[str, str], options: BenchOptions, run: EmbedderRun
) -> None:
    """``options.directives`` directives per process, the processes alternating, each for a
    warm subject of its own. The clock starts before the produce."""
    subjects = directive_subjects(options)
    producer = AIOKafkaProducer(**settings.kafka.client_options(), linger_ms=0)
    await producer.start()
    try:
        async with contextlib.AsyncExitStack() as stack:
            https = {
                m: await stack.enter_async_context(KeepAliveClient(u)) for m, u in urls.items()
            }
            for n in range(options.directives * len(urls)):
                mode = list(urls)[n % len(urls)]
                subject = subjects[n % len(subjects)]
                token, event_id = _token(n), f"directive-{n}"
                run.checks.directive_owners[memory_id(TENANT, subject, event_id, 0)] = subject
                text = f"please remember that my new neighbour is called {token}"
                started = time.perf_counter()
                await producer.send_and_wait(
                    settings.kafka.turns_topic,
                    key=f"{TENANT}/{subject}".encode(),
                    value=json.dumps(_turn(subject, text, event_id)).encode(),
                )
                seconds = await _until_recalled(
                    https[mode], key, subject, token, checks=run.checks, started=started
                )
                if seconds is None:
                    run.directives_missing[mode] = run.directives_missing.get(mode, 0) + 1
                else:
                    run.directives.setdefault(mode, []).append(seconds)
    finally:
        await producer.stop()


# -- recall@5 ----------------------------------------------------------------------------


async def _recall_at_5(
    base_url: str, key: str, checks: Checks
) -> tuple[dict[str, float], list[Case]]:
    """recall@5 per style (and ``all``), and the cases whose target was not in the top 5."""
    hits: dict[str, list[bool]] = {}
    missed: list[Case] = []
    async with KeepAliveClient(base_url) as http:
        for n, case in enumerate(CASES):
            subject = subject_name(n)
            status, body = await http.post_json(
                "/v1/search",
                {"subject": subject, "query": case.query, "limit": 5},
                authorization=f"Bearer {key}",
            )
            items = body["items"] if status == 200 and isinstance(body, dict) else []
            checks.check(subject, items)
            found = f"{subject}-label" in [i["id"] for i in items]
            hits.setdefault(case.style, []).append(found)
            hits.setdefault(case.set_name, []).append(found)
            missed += [] if found else [case]
    scores = {style: sum(found) / len(found) for style, found in hits.items()}
    everything = [hit for style, found in hits.items() if style in _STYLES for hit in found]
    scores["all"] = sum(everything) / len(everything)
    return scores, missed


# -- processes ---------------------------------------------------------------------------


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _rss_bytes(server: RecallProcess) -> int:
    """The process's resident set (``VmRSS`` of ``/proc/<pid>/status``)."""
    if server.proc is None:
        raise RuntimeError("the recall process is not running")
    for line in Path(f"/proc/{server.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def _write_jsonl(path: Path, rows: Iterator[dict[str, Any]]) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


def _import(env: dict[str, str], tenant: str, path: Path) -> tuple[dict[str, Any], float]:
    started = time.perf_counter()
    done = subprocess.run(  # noqa: S603 - our own CLI
        [sys.executable, "-m", "memstream.shell.cli", "import", "--tenant", tenant, str(path)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if not done.stdout.strip():  # no report at all: it did not run (1 = lines refused)
        raise MemstreamError(f"memstream import --tenant {tenant} failed:\n{done.stderr[-2000:]}")
    report: dict[str, Any] = json.loads(done.stdout)
    return report, time.perf_counter() - started


def _load_corpus(settings: Settings, workdir: Path, options: BenchOptions) -> str:
    """Import both tenants; a line saying how it went."""
    env = settings_env(settings)
    mine, seconds = _import(env, TENANT, _write_jsonl(workdir / "corpus.jsonl", corpus(options)))
    other, _ = _import(
        env, OTHER_TENANT, _write_jsonl(workdir / "other.jsonl", other_tenant_corpus(options))
    )
    applied = mine.get("applied", 0)
    problems = ", ".join(
        f"{k} {len(mine.get(k, [])) + len(other.get(k, []))}" for k in _IMPORT_PROBLEMS
    )
    return f"{applied} in {seconds:.0f} s ({applied / seconds:.0f}/s); {problems}"


def _recall_settings(
    settings: Settings, options: BenchOptions, *, ranking: str = "hybrid", cache: bool = True
) -> Settings:
    return settings.with_sections(
        recall={
            "ranking": ranking,
            "port": free_port(),
            "cache_max_bytes": options.cache_max_bytes if cache else 0,
        }
    )


def _wait_cache_live(server: RecallProcess) -> None:
    """Until ``/readyz`` says the cache is live (its changes listener caught up)."""
    deadline = time.monotonic() + CACHE_READY_SECONDS
    while time.monotonic() < deadline:
        checks = httpx.get(f"{server.base_url}/readyz", timeout=5).json().get("checks", {})
        if checks.get("memory_cache"):
            return
        time.sleep(0.2)
    _say(f"the cache of {server.base_url} is not live after {CACHE_READY_SECONDS:.0f} s")


@contextlib.contextmanager
def _serving(settings: Settings, log: Path) -> Iterator[RecallProcess]:
    server = RecallProcess(settings, log, loglevel="warning")
    server.start()
    try:
        if settings.recall.cache_max_bytes:
            _wait_cache_live(server)
        yield server
    finally:
        server.stop()


def _cache_requests(server: RecallProcess) -> tuple[float, float]:
    name = "memstream_recall_cache_requests_total"
    return server.metric(name, result="hit"), server.metric(name, result="miss")


def _cold(
    servers: dict[str, RecallProcess], key: str, options: BenchOptions, run: EmbedderRun
) -> None:
    """Each subject's first request, the same jobs for both processes; the cache process's
    pass also warms it (run even with ``--skip-cold``), so memory is read around it."""
    jobs = cold_jobs(options, options.seed)
    for mode, server in servers.items():
        if mode == "off" and not options.cold:
            continue
        rss = _rss_bytes(server)
        _say(f"[{run.embedder}] cold pass, cache {mode}: {len(jobs)} first requests …")
        shares = split_jobs(jobs, len(options.cold_clients))
        for clients, share in zip(options.cold_clients, shares, strict=True):
            result = asyncio.run(_pass(server.base_url, key, share, clients, run.checks))
            run.passes[(mode, "cold", clients)] = result
        run.memory[mode] = MemoryUse(
            rss_before=rss,
            rss_after=_rss_bytes(server),
            cache_bytes=server.metric("memstream_recall_cache_bytes"),
            cache_subjects=server.metric("memstream_recall_cache_subjects"),
            evictions=server.metric("memstream_recall_cache_evictions_total"),
        )


def _warm(
    servers: dict[str, RecallProcess], key: str, options: BenchOptions, run: EmbedderRun
) -> None:
    """At each client count, the same jobs for each process, one after the other."""
    before = _cache_requests(servers["on"])
    for clients in options.clients:
        jobs = warm_jobs(options, options.seed + clients)
        for mode, server in servers.items():
            result = asyncio.run(_pass(server.base_url, key, jobs, clients, run.checks))
            run.passes[(mode, "warm", clients)] = result
            _say(
                f"[{run.embedder}] warm, cache {mode}, {clients} clients: p50 "
                f"{result.ms(0.5):.1f} ms, p99 {result.ms(0.99):.1f} ms, {result.rate:.0f} req/s"
            )
    after = _cache_requests(servers["on"])
    run.warm_hits = (after[0] - before[0], after[1] - before[1])


def _measure_pair(
    settings: Settings, workdir: Path, key: str, options: BenchOptions, run: EmbedderRun
) -> None:
    """Hybrid with and without the cache, side by side."""
    with contextlib.ExitStack() as stack:
        servers = {
            mode: stack.enter_context(
                _serving(
                    _recall_settings(settings, options, cache=mode == "on"),
                    workdir / f"recall-hybrid-{mode}.log",
                )
            )
            for mode in MODES
        }
        _cold(servers, key, options, run)
        _warm(servers, key, options, run)
        for mode, server in servers.items():
            scores, missed = asyncio.run(_recall_at_5(server.base_url, key, run.checks))
            run.quality[f"hybrid, cache {mode}"] = scores
            for case in missed if mode == "on" else []:
                _say(f"[{run.embedder}] hybrid missed ({case.style}, {case.langs}): {case.query}")
        if options.directives:
            _say(f"[{run.embedder}] directive → recall, {options.directives} per process …")
            urls = {mode: server.base_url for mode, server in servers.items()}
            asyncio.run(_directive_latency(settings, key, urls, options, run))


def _measure_rankings(
    settings: Settings, workdir: Path, key: str, options: BenchOptions, run: EmbedderRun
) -> None:
    """recall@5 of the other presets, each in a process of its own (cache on)."""
    for ranking in options.rankings:
        if ranking == "hybrid":
            continue  # measured on the pair
        ranked = _recall_settings(settings, options, ranking=ranking)
        with _serving(ranked, workdir / f"recall-{ranking}.log") as server:
            run.quality[ranking], _ = asyncio.run(_recall_at_5(server.base_url, key, run.checks))


def _embedder_settings(base: Settings, embedder: str, tag: str, workdir: Path) -> Settings:
    model = IN_PROCESS_EMBEDDING_MODELS[embedder]
    embedding = {"provider": embedder, "model": model.model_id, "dimension": model.dimension}
    return isolated_settings(base, tag, workdir, embedding=embedding)


def _run_embedder(base: Settings, options: BenchOptions, run: EmbedderRun) -> None:
    embedder = run.embedder
    tag = f"msbench{int(time.time()) % 1_000_000:06d}{EMBEDDERS.index(embedder)}"
    workdir = Path(tempfile.mkdtemp(prefix=f"memstream-{tag}-"))
    settings = _embedder_settings(base, embedder, tag, workdir)
    asyncio.run(create_topics(settings, all_topics(settings)))
    try:
        # Not "warning": faust then sets the root logger to DEBUG for its spinner, and every
        # debug record (aiokafka's carry whole payloads) is built and redacted: ~28x slower.
        worker = WorkerProcess(settings, workdir / "worker.log", loglevel="info")
        worker.start()
        try:
            total = corpus_subjects(options) * options.memories
            _say(f"[{embedder}] importing {total} memories of {corpus_subjects(options)} subjects")
            run.imported = _load_corpus(settings, workdir, options)
            _say(f"[{embedder}] import: {run.imported}")
            key = add_key(
                Path(settings.recall.keys_file), tenant=TENANT, role=CredentialRole.SERVICE
            )
            _measure_pair(settings, workdir, key, options, run)
            _measure_rankings(settings, workdir, key, options, run)
        finally:
            worker.stop()
    finally:
        if not options.keep:
            remove_run(settings)
        _say(f"[{embedder}] logs: {workdir}")


def run_bench(base: Settings, options: BenchOptions) -> int:
    """Every embedder's run, then the tables; a run that fails stops there, and the
    tables show what it measured before (exit status 1)."""
    runs, failed = [], 0
    active = options.memories - inactive_per_subject(options.memories)
    for embedder in options.embedders:
        run = EmbedderRun(embedder, items_per_subject=active)
        try:
            _run_embedder(base, options, run)
        except MemstreamError as exc:
            _say(f"[{embedder}] stopped: {exc}")
            failed += 1
        runs.append(run)
    print_report(sys.stdout, options, runs)
    return 1 if failed else 0


# -- the report --------------------------------------------------------------------------


def _table(
    out: TextIO, title: str, headers: Sequence[str], rows: Sequence[Sequence[str]], *, left: int
) -> None:
    """A markdown table whose first ``left`` columns are text (the rest right-aligned)."""
    out.write(f"\n{title}\n\n| " + " | ".join(headers) + " |\n")
    out.write("| " + " | ".join("---" if i < left else "---:" for i in range(len(headers))))
    out.write(" |\n")
    for row in rows:
        out.write("| " + " | ".join(row) + " |\n")


def _f(value: float, digits: int = 1) -> str:
    return "–" if math.isnan(value) else f"{value:,.{digits}f}"  # NaN: not measured


def _ratio(a: float, b: float) -> str:
    return "–" if math.isnan(a) or math.isnan(b) or not b else f"{a / b:.1f}×"


def _latency_rows(options: BenchOptions, run: EmbedderRun) -> list[list[str]]:
    keys = [("cold", clients) for clients in options.cold_clients] if options.cold else []
    keys += [("warm", clients) for clients in options.clients]
    rows = []
    for phase, clients in keys:
        on, off = (run.passes.get((mode, phase, clients), Pass()) for mode in MODES)
        rows.append(
            [
                run.embedder,
                phase,
                str(clients),
                _f(on.ms(0.5)),
                _f(on.ms(0.99)),
                _f(on.rate, 0),
                _f(off.ms(0.5)),
                _f(off.ms(0.99)),
                _f(off.rate, 0),
                _ratio(on.rate, off.rate),
                _ratio(off.ms(0.99), on.ms(0.99)),
                f"{on.errors}/{off.errors}",
                f"{on.degraded}/{off.degraded}",
            ]
        )
    return rows


def _mib(value: float) -> str:
    return _f(value / _MIB)


def _memory_row(run: EmbedderRun) -> list[str]:
    on, off = run.memory.get("on"), run.memory.get("off")
    if on is None:
        return [run.embedder] + ["–"] * 8
    items = on.cache_subjects * run.items_per_subject
    per_100k = 100_000 / items if items else math.nan
    grown = on.rss_after - on.rss_before
    hits, misses = run.warm_hits
    return [
        run.embedder,
        f"{on.cache_subjects:.0f} × {run.items_per_subject}",
        _mib(on.cache_bytes),
        _mib(on.cache_bytes * per_100k),
        _mib(grown),
        _mib(grown * per_100k),
        _mib(off.rss_after - off.rss_before) if off else "–",
        f"{on.evictions:.0f}",
        f"{100 * hits / (hits + misses):.1f} %" if hits + misses else "–",
    ]


def _directive_rows(run: EmbedderRun) -> list[list[str]]:
    return [
        [
            run.embedder,
            mode,
            str(len(run.directives.get(mode, []))),
            _f(percentile(run.directives.get(mode, []), 0.5) * 1000, 0),
            _f(percentile(run.directives.get(mode, []), 0.99) * 1000, 0),
            str(run.directives_missing.get(mode, 0)),
        ]
        for mode in MODES
    ]


def _targets(options: BenchOptions, run: EmbedderRun) -> list[list[str]]:
    warm8 = run.passes.get(("on", "warm", 8), Pass())
    colds = [
        (clients, run.passes.get(("on", "cold", clients), Pass()))
        for clients in (options.cold_clients if options.cold else ())
    ]
    recall5 = run.quality.get("hybrid, cache on", {}).get("all", math.nan)
    violations = run.checks.scope + run.checks.status
    measured = [
        ("warm p99 at 8 clients, cache on", "≤ 50 ms", _f(warm8.ms(0.99)), warm8.ms(0.99) <= 50),
        ("warm req/s at 8 clients, cache on", "≥ 300", _f(warm8.rate, 0), warm8.rate >= 300),
        *(
            (
                f"cold first-request p99 at {clients} client{'s' * (clients > 1)}, cache on",
                "≤ 150 ms",
                _f(cold.ms(0.99)),
                cold.ms(0.99) <= 150,
            )
            for clients, cold in colds
        ),
        ("recall@5, hybrid, all styles", "≥ 0.97", _f(recall5, 3), recall5 >= 0.97),
        ("scope + status violations", "0", str(violations), violations == 0),
    ]
    return [
        [run.embedder, what, target, value, "✔" if ok else "✘"]
        for what, target, value, ok in measured
    ]


_LATENCY_HEADERS = [
    "embedder",
    "pass",
    "clients",
    "on p50 ms",
    "on p99 ms",
    "on req/s",
    "off p50 ms",
    "off p99 ms",
    "off req/s",
    "req/s on/off",
    "p99 off/on",
    "errors on/off",
    "degraded on/off",
]
_MEMORY_HEADERS = [
    "embedder",
    "cached items",
    "cache bytes",
    "per 100k items",
    "RSS growth",
    "RSS growth per 100k items",
    "RSS growth, cache off",
    "evictions",
    "warm hit ratio",
]


def print_report(out: TextIO, options: BenchOptions, runs: Sequence[EmbedderRun]) -> None:
    out.write(
        f"\n## recall-bench: {options.subjects} subjects × {options.memories} memories; "
        "client, service, worker, Kafka and OpenSearch on one host\n"
    )
    _table(
        out,
        f"Hybrid /v1/recall, cache on vs off (side by side, same jobs). cold: each subject's "
        f"first request ({options.subjects}); warm: {options.requests} requests per row.",
        _LATENCY_HEADERS,
        [row for run in runs for row in _latency_rows(options, run)],
        left=3,
    )
    _table(
        out,
        "Memory of the cache after the cold pass (every load subject cached), MiB.",
        _MEMORY_HEADERS,
        [_memory_row(run) for run in runs],
        left=2,
    )
    if options.directives:
        _table(
            out,
            "Directive produced as a chat turn → in /v1/recall of a warm subject (polled "
            "every 20 ms).",
            ["embedder", "cache", "directives", "p50 ms", "p99 ms", "missing"],
            [row for run in runs for row in _directive_rows(run)],
            left=2,
        )
    _table(
        out,
        f"recall@5 on the labelled set ({len(CASES)} cases, /v1/search, limit 5).",
        ["embedder", "ranking", "all", *(f"{s} ({n})" for s, n in _style_counts().items())],
        [row for run in runs for row in _quality_rows(run)],
        left=2,
    )
    _table(
        out,
        "Import, and every answer checked: items of another subject or tenant (scope), "
        "not active or expired (status).",
        ["embedder", "import", "answers", "scope violations", "status violations"],
        [_checks_row(run) for run in runs],
        left=2,
    )
    _table(
        out,
        "Targets.",
        ["embedder", "figure", "target", "measured", "met"],
        [row for run in runs for row in _targets(options, run)],
        left=3,
    )


_STYLES = frozenset(get_args(Style))


def _style_counts() -> dict[str, int]:
    """Cases per style, then per set (``first set``, ``second set``): the table's columns."""
    styles = list(dict.fromkeys(case.style for case in CASES))
    sets = list(dict.fromkeys(case.set_name for case in CASES))
    counts = {s: sum(1 for c in CASES if c.style == s) for s in styles}
    return counts | {s: sum(1 for c in CASES if c.set_name == s) for s in sets}


def _quality_rows(run: EmbedderRun) -> list[list[str]]:
    columns = ["all", *_style_counts()]
    return [
        [run.embedder, name, *(_f(scores.get(s, math.nan), 2) for s in columns)]
        for name, scores in run.quality.items()
    ]


def _checks_row(run: EmbedderRun) -> list[str]:
    checks = run.checks
    return [run.embedder, run.imported, str(checks.answers), str(checks.scope), str(checks.status)]
