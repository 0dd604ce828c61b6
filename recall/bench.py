"""``memstream recall-bench``: load subjects through ``memstream import`` and measure recall.

What it does, against the real local Kafka and OpenSearch, in its own topics, worker
app id and index prefix (removed afterwards unless ``--keep``):

1. starts a ``memstream worker``;
2. writes ``subjects x memories`` generated memories (plus the labelled cases of
   :mod:`recall.bench_set`) as JSON lines and loads them with ``memstream import``,
   which returns when every item is searchable;
3. for each ranking preset (hybrid, lexical-only, vector-only) starts ``memstream
   recall`` and, at each concurrency, sends ``requests`` recall requests (a random
   subject, a chat-like message) and reports p50/p99 latency and requests per second;
   then measures recall@5 on the labelled cases through ``/v1/search``.

Everything (the load generator included) runs on one machine, so the figures are for
comparing presets and versions side by side, not absolute capacity.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from memstream.config import Settings
from memstream.runtime import (
    RecallProcess,
    WorkerProcess,
    all_topics,
    create_topics,
    isolated_settings,
    remove_run,
    settings_env,
)
from recall.auth import CredentialRole, add_key
from recall.bench_set import CASES, Case
from recall.ranking import PresetName

PRESETS: tuple[PresetName, ...] = ("hybrid", "lexical", "vector")
_IMPORT_PROBLEMS = ("refused", "invalid", "unanswered")


@dataclass(frozen=True)
class BenchOptions:
    subjects: int = 1000
    memories: int = 200
    requests: int = 2000
    concurrency: tuple[int, ...] = (1, 8, 32)
    keep: bool = False
    seed: int = 7


@dataclass
class LoadResult:
    preset: str
    concurrency: int
    latencies: list[float] = field(default_factory=list)
    seconds: float = 0.0
    errors: int = 0
    degraded: int = 0

    def row(self) -> str:
        ordered = sorted(self.latencies)
        p50 = statistics.median(ordered) * 1000 if ordered else float("nan")
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000 if ordered else 0
        rate = len(ordered) / self.seconds if self.seconds else 0.0
        return (
            f"| {self.preset:<7} | {self.concurrency:>3} | {p50:8.1f} | {p99:8.1f} | "
            f"{rate:8.1f} | {self.errors:>4} | {self.degraded:>4} |"
        )


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


def _memory(rng: random.Random, kind: str) -> str:
    template = rng.choice(_TEMPLATES[kind])
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


def _kinds(memories: int) -> list[str]:
    total = sum(_KIND_SHARE.values())
    kinds = [k for k, share in _KIND_SHARE.items() for _ in range(share * memories // total)]
    return (kinds + ["fact"] * memories)[:memories]


def subject_name(n: int) -> str:
    return f"s{n:05d}"


def corpus(options: BenchOptions) -> Iterator[dict[str, Any]]:
    """Every subject's memories; subject i < len(CASES) also holds case i's target."""
    rng = random.Random(options.seed)  # noqa: S311 - reproducible test data, not secrets
    kinds = _kinds(options.memories)
    for n in range(options.subjects):
        subject = subject_name(n)
        planted: list[dict[str, Any]] = []
        if n < len(CASES):
            case = CASES[n]
            planted.append({"id": f"label-{n}", "kind": case.kind, "content": case.target})
            planted += [{"kind": "fact", "content": d} for d in case.distractors]
        for m, kind in enumerate(kinds[len(planted) :]):
            planted.append(
                {
                    "id": f"{subject}-{m}",
                    "kind": kind,
                    "content": _memory(rng, kind),
                    "importance": rng.randint(1, 5),
                }
            )
        for row in planted:
            yield {"subject": subject, **row}


def messages(seed: int) -> list[str]:
    rng = random.Random(seed)  # noqa: S311 - reproducible test data, not secrets
    mine = [case.query for case in CASES]
    made = [f"what should I cook with {rng.choice(_FOODS)} tonight?" for _ in range(20)] + [
        f"any tips for {rng.choice(_HOBBIES)} in {rng.choice(_CITIES)}?" for _ in range(20)
    ]
    return mine + made


# -- processes ---------------------------------------------------------------------------


async def _load(
    base_url: str, key: str, options: BenchOptions, preset: str, concurrency: int
) -> LoadResult:
    result = LoadResult(preset, concurrency)
    rng = random.Random(options.seed + concurrency)  # noqa: S311 - load pattern only
    pool = messages(options.seed)
    jobs: asyncio.Queue[tuple[str, str]] = asyncio.Queue()
    for _ in range(options.requests):
        jobs.put_nowait((subject_name(rng.randrange(options.subjects)), rng.choice(pool)))
    headers = {"authorization": f"Bearer {key}"}
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)

    async def client_loop(http: httpx.AsyncClient) -> None:
        while not jobs.empty():
            subject, message = jobs.get_nowait()
            started = time.perf_counter()
            try:
                response = await http.post(
                    "/v1/recall", json={"subject": subject, "message": message}, headers=headers
                )
            except httpx.HTTPError:
                result.errors += 1
                continue
            if response.status_code != 200:
                result.errors += 1
                continue
            result.latencies.append(time.perf_counter() - started)
            result.degraded += bool(response.json()["degraded"])

    async with httpx.AsyncClient(base_url=base_url, limits=limits, timeout=30) as http:
        # Warm up connections and caches outside the measurement.
        for _ in range(min(20, options.requests)):
            await http.post(
                "/v1/recall", json={"subject": subject_name(0), "message": "hello"}, headers=headers
            )
        started = time.perf_counter()
        await asyncio.gather(*(client_loop(http) for _ in range(concurrency)))
        result.seconds = time.perf_counter() - started
    return result


async def _recall_at_5(base_url: str, key: str, cases: tuple[Case, ...]) -> dict[str, float]:
    hits: dict[str, list[bool]] = {}
    headers = {"authorization": f"Bearer {key}"}
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as http:
        for n, case in enumerate(cases):
            response = await http.post(
                "/v1/search",
                json={"subject": subject_name(n), "query": case.query, "limit": 5},
                headers=headers,
            )
            ids = [i["id"] for i in response.json()["items"]]
            hits.setdefault(case.style, []).append(f"label-{n}" in ids)
    scores = {style: sum(found) / len(found) for style, found in hits.items()}
    everything = [hit for found in hits.values() for hit in found]
    scores["all"] = sum(everything) / len(everything)
    return scores


def run_bench(base: Settings, options: BenchOptions) -> int:
    run = f"{int(time.time()) % 1_000_000:06d}"
    workdir = Path(tempfile.mkdtemp(prefix=f"memstream-bench-{run}-"))
    settings = isolated_settings(base, f"msbench{run}", workdir)
    env = settings_env(settings)
    out = sys.stdout
    cases = CASES[: min(len(CASES), options.subjects)]
    asyncio.run(create_topics(settings, all_topics(settings)))
    try:
        worker = WorkerProcess(settings, workdir / "worker.log", loglevel="warning")
        worker.start()
        try:
            data = workdir / "corpus.jsonl"
            with data.open("w", encoding="utf-8") as handle:
                for row in corpus(options):
                    handle.write(json.dumps(row, ensure_ascii=False) + "\n")
            total = options.subjects * options.memories
            out.write(f"importing {total} memories of {options.subjects} subjects …\n")
            out.flush()
            started = time.perf_counter()
            imported = subprocess.run(  # noqa: S603 - our own CLI
                [sys.executable, "-m", "memstream.cli", "import", "--tenant", "bench", str(data)],
                env=env,
                capture_output=True,
                text=True,
                check=False,
            )
            seconds = time.perf_counter() - started
            report = json.loads(imported.stdout or "{}")
            applied = report.get("applied", 0)
            out.write(
                f"import: {applied} applied in {seconds:.1f}s ({applied / seconds:.0f} items/s); "
                + ", ".join(f"{k} {len(report.get(k, []))}" for k in _IMPORT_PROBLEMS)
                + "\n"
            )
            if imported.returncode != 0:
                out.write(imported.stderr[-2000:] + "\n")
            key = add_key(
                Path(settings.recall.keys_file), tenant="bench", role=CredentialRole.SERVICE
            )
            rows: list[str] = []
            quality: dict[str, dict[str, float]] = {}
            for preset in PRESETS:
                ranked = settings.with_sections(recall={"ranking": preset})
                server = RecallProcess(ranked, workdir / f"recall-{preset}.log", loglevel="warning")
                server.start()
                try:
                    for concurrency in options.concurrency:
                        result = asyncio.run(
                            _load(server.base_url, key, options, preset, concurrency)
                        )
                        rows.append(result.row())
                        out.write(rows[-1] + "\n")
                        out.flush()
                    quality[preset] = asyncio.run(_recall_at_5(server.base_url, key, cases))
                finally:
                    server.stop()
            _print_tables(out, options, rows, quality)
        finally:
            worker.stop()
    finally:
        if not options.keep:
            remove_run(settings)
        out.write(f"logs: {workdir}\n")
    return 0


def _print_tables(
    out: Any, options: BenchOptions, rows: list[str], quality: dict[str, dict[str, float]]
) -> None:
    out.write(
        f"\nrecall latency, {options.subjects} subjects x {options.memories} memories, "
        f"{options.requests} requests per row (client, service, Kafka, OpenSearch on one host)\n"
    )
    out.write("| ranking | clients | p50 ms | p99 ms | req/s | errors | degraded |\n")
    out.write("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
    for row in rows:
        out.write(row + "\n")
    styles = sorted({s for q in quality.values() for s in q if s != "all"})
    counts = {s: sum(1 for c in CASES if c.style == s) for s in styles}
    out.write("\nrecall@5 on the labelled set (/v1/search, limit 5)\n")
    out.write("| ranking | all | " + " | ".join(f"{s} ({counts[s]})" for s in styles) + " |\n")
    out.write("| --- | ---: | " + " | ".join("---:" for _ in styles) + " |\n")
    for preset, scores in quality.items():
        cells = " | ".join(f"{scores.get(s, 0):.2f}" for s in styles)
        out.write(f"| {preset} | {scores['all']:.2f} | {cells} |\n")
