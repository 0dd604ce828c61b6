"""``memstream demo``: the bundled sample stream through the real pipeline, and a report.

It starts the worker and the recall service (each its own process, as in production) and
leaves them running for exploring; creates admin keys for the sample tenants; switches the
workspaces to ``auto`` (distillation with the rules provider, 5 s debounce; with
``--llm local`` by SmolLM2-135M-Instruct behind ``deploy/local/llm-up.sh``); publishes the
sample turns (English, Chinese and German, directives, secrets, a forget, inferred facts,
questions, malformed events); then reports what each subject's memory holds, confirms and
rejects pending items through the manager API, replays the stream to show it changes
nothing, asks the recall service a few questions, and sums up the metrics.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import time
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
from aiokafka import AIOKafkaConsumer
from aiokafka.errors import KafkaError

from indexers.client import make_client
from indexers.templates import MEMORIES_SUFFIX, audit_index
from indexers.tenants import TenantIndices
from memstream.config import Settings
from memstream.errors import BrokerUnavailable, MemstreamError, ServiceUnavailable
from memstream.kafka_admin import all_topics, create_topics
from memstream.shell.runtime import RecallProcess, ServiceProcess, WorkerProcess
from recall.auth import CredentialRole, add_key
from streams.producer import produce_file

STATUS_ORDER = {"active": 0, "pending": 1, "superseded": 2, "archived": 3}
DEMO_DEBOUNCE_SECONDS = 5
# ``--llm local``: the model server deploy/local/llm-up.sh runs answers one call at a time
# on one core; a job's three attempts can take a minute, so wait longer for memory to settle.
LOCAL_LLM_SCRIPT = Path(__file__).resolve().parents[2] / "deploy" / "local" / "llm-up.sh"
LOCAL_LLM_MODEL = "smollm2-135m-instruct"
LOCAL_LLM_TIMEOUT_SECONDS = 300.0
LOCAL_SETTLE_SECONDS = 600.0
RULES_SETTLE_SECONDS = 90.0
QUESTIONS = [
    ("acme", "alice", "Any dinner ideas for tonight?"),
    ("acme", "alice", "Where should I look for a flat near work?"),
    ("acme", "bob", "推荐一些适合我的零食"),
    ("globex", "carol", "How should I set up alerting for consumer lag?"),
]


class DemoFailed(MemstreamError):
    """The demo could not complete a step; the message says which and why."""


def _say(text: str = "") -> None:
    print(text, flush=True)


def _lines(name: str) -> list[str]:
    text = resources.files("memstream.shell.demo").joinpath(name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip()]


def demo_dir(settings: Settings) -> Path:
    base = os.environ.get("MEMSTREAM_CACHE_DIR") or str(Path.home() / ".cache" / "memstream")
    return Path(base) / "demo"


def demo_settings(settings: Settings) -> Settings:
    """The demo's recall service reads its own keys file, kept beside the service cache,
    and its indices have a prefix of their own (``<prefix>demo``), apart from real data.
    (No "-" in it: the index templates of ``<prefix>-*-memories`` would match it too.)"""
    keys = demo_dir(settings) / "keys.json"
    return settings.with_sections(
        recall={"keys_file": str(keys)},
        opensearch={"index_prefix": f"{settings.opensearch.index_prefix}demo"},
    )


async def clear_stale_demo_indices(settings: Settings) -> list[str]:
    """Delete earlier demo runs' indices whose vectors have another size than the
    configured embedder's (a demo run before the default embedder changed): the worker
    would rightly refuse to start next to them, and they hold only demo data."""
    client = make_client(settings.opensearch)
    prefix = settings.opensearch.index_prefix
    indices = TenantIndices(client, prefix=prefix, dimension=settings.embedding.dimension)
    try:
        sizes = await indices.vector_sizes(f"{prefix}-*-{MEMORIES_SUFFIX}")
        stale = sorted(
            n for n, size in sizes.items() if size not in (None, settings.embedding.dimension)
        )
        for name in stale:
            tenant = name.removeprefix(f"{prefix}-").removesuffix(f"-{MEMORIES_SUFFIX}")
            await client.indices.delete(
                index=f"{name},{audit_index(prefix, tenant)}", params={"ignore_unavailable": "true"}
            )
        return stale
    finally:
        await client.close()


# -- processes ------------------------------------------------------------------------


def stop_demo(settings: Settings) -> list[str]:
    """Stop the worker and recall service a previous demo left running (by pid file)."""
    stopped = []
    for name in ("worker", "recall"):
        pidfile = demo_dir(settings) / f"{name}.pid"
        if not pidfile.exists():
            continue
        pid = int(pidfile.read_text().strip() or 0)
        try:
            os.kill(pid, signal.SIGTERM)
            for _ in range(100):
                os.kill(pid, 0)
                time.sleep(0.1)
        except ProcessLookupError:
            pass
        pidfile.unlink(missing_ok=True)
        stopped.append(f"{name} (pid {pid})")
    return stopped


def _start(process: ServiceProcess, name: str, settings: Settings) -> None:
    process.start(detach=True)
    assert process.proc is not None
    (demo_dir(settings) / f"{name}.pid").write_text(str(process.proc.pid))


def local_llm(settings: Settings) -> Settings:
    """Start (or reuse) the local model server and point the distiller at it."""
    if not LOCAL_LLM_SCRIPT.exists():
        raise DemoFailed(f"--llm local needs a memstream checkout: {LOCAL_LLM_SCRIPT} is missing")
    bash = shutil.which("bash")
    if bash is None:
        raise DemoFailed("--llm local needs bash to run deploy/local/llm-up.sh")
    _say("  Starting the local model (deploy/local/llm-up.sh; the first run fetches ~180 MB) …")
    done = subprocess.run(  # noqa: S603 - our own script, fixed arguments
        [bash, str(LOCAL_LLM_SCRIPT)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise DemoFailed(f"deploy/local/llm-up.sh failed:\n{done.stderr[-2000:]}")
    port = os.environ.get("MEMSTREAM_LLM_PORT", "18080")
    url = f"http://127.0.0.1:{port}/v1"
    llm = {
        "provider": "openai",
        "base_url": url,
        "model": LOCAL_LLM_MODEL,
        "timeout_seconds": LOCAL_LLM_TIMEOUT_SECONDS,
    }
    return settings.with_sections(llm=llm)


# -- kafka --------------------------------------------------------------------------


async def _dlq_counts(
    settings: Settings, topic: str | None = None, tenants: list[str] | None = None
) -> Counter[str]:
    """Records on a dead-letter topic by reason (only these ``tenants``' when given)."""
    consumer = AIOKafkaConsumer(
        topic or settings.kafka.turns_dlq_topic,
        bootstrap_servers=settings.kafka.bootstrap_servers,
        auto_offset_reset="earliest",
    )
    await consumer.start()
    counts: Counter[str] = Counter()
    try:
        quiet = 0
        while quiet < 3:
            batch = await consumer.getmany(timeout_ms=400)
            quiet = 0 if batch else quiet + 1
            for records in batch.values():
                for record in records:
                    value = json.loads(record.value)
                    if tenants is None or value.get("tenant") in tenants:
                        counts[value["reason"]] += 1
    finally:
        await consumer.stop()
    return counts


# -- the manager API ------------------------------------------------------------------


class Api:
    def __init__(self, base_url: str, keys: dict[str, str]) -> None:
        self._http = httpx.Client(base_url=base_url, timeout=30)
        self._keys = keys
        self.tenants = sorted(keys)

    def call(self, tenant: str, method: str, path: str, **kwargs: Any) -> Any:
        headers = {"Authorization": f"Bearer {self._keys[tenant]}"}
        response = self._http.request(method, path, headers=headers, **kwargs)
        if response.status_code >= 400:
            raise DemoFailed(
                f"{method} {path} answered {response.status_code}: {response.text[:300]}"
            )
        return response.json()

    def items(self, tenant: str, subject: str) -> list[dict[str, Any]]:
        exported = self.call(tenant, "GET", "/v1/memory/export", params={"subject": subject})
        items: list[dict[str, Any]] = exported["items"]
        return items

    def close(self) -> None:
        self._http.close()


def _snapshot(
    api: Api, subjects: list[tuple[str, str]]
) -> dict[tuple[str, str], list[dict[str, Any]]]:
    return {(t, s): api.items(t, s) for t, s in subjects}


def _settle(
    api: Api, worker: WorkerProcess, subjects: list[tuple[str, str]], limit: float = 90
) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """Wait until distillation has nothing queued and the subjects' memory stops changing."""
    deadline = time.monotonic() + limit
    previous: Any = None
    stable = 0
    snap = _snapshot(api, subjects)
    while time.monotonic() < deadline:
        snap = _snapshot(api, subjects)
        shape = sorted((i["id"], i["status"]) for items in snap.values() for i in items)
        queued = worker.metric("memstream_debounce_queue_depth")
        stable = stable + 1 if shape == previous and queued == 0 and shape else 0
        if stable >= 4:
            break
        previous = shape
        time.sleep(0.7)
    return snap


def _print_memory(snapshot: dict[tuple[str, str], list[dict[str, Any]]]) -> None:
    for (tenant, subject), items in sorted(snapshot.items()):
        _say(f"  {tenant}/{subject}")
        for item in sorted(
            items, key=lambda i: (STATUS_ORDER.get(i["status"], 9), i["recorded_at"])
        ):
            topic = f"  [{item['topic']}]" if item.get("topic") else ""
            what = f"{item['status']:<10} {item['kind']:<10} {item['origin']:<9}"
            _say(f"    {what} {item['content']}{topic}")


def _metric_lines(process: ServiceProcess, names: tuple[str, ...]) -> list[str]:
    out = []
    for line in process.metrics().splitlines():
        if line.startswith("#") or not line.startswith(names) or line.endswith(" 0.0"):
            continue
        if "_created" in line or "_bucket" in line:
            continue
        out.append("    " + line)
    return out


# -- the story ----------------------------------------------------------------------


def run_demo(settings: Settings, *, llm: str = "rules") -> int:
    """The story; ``llm="local"`` distils with the local model instead of the rules."""
    settings = demo_settings(settings)
    if llm == "local":
        settings = local_llm(settings)
    directory = demo_dir(settings)
    directory.mkdir(parents=True, exist_ok=True)
    # Fresh workspaces per run (acme-<run>, …): a re-run starts from empty memory instead
    # of meeting the tombstones and duplicates of the last one.
    run = os.urandom(2).hex()
    turns = [_retenant(line, run) for line in _lines("sample_turns.jsonl")]
    malformed = _lines("malformed.jsonl")
    subjects = sorted({(json.loads(t)["tenant"], json.loads(t)["subject"]) for t in turns})
    tenants = sorted({t for t, _ in subjects})

    _say("memstream demo")
    _say(f"  Kafka       {settings.kafka.bootstrap_servers}   (topic {settings.kafka.turns_topic})")
    prefix = settings.opensearch.index_prefix
    _say(f"  OpenSearch  {settings.opensearch.url}   (indices {prefix}-<tenant>-memories)")
    if settings.llm.provider == "openai":
        _say(f"  Model       {settings.llm.base_url}   ({settings.llm.model})")
    for previous in stop_demo(settings):
        _say(f"  stopped the previous demo's {previous}")
    for stale in asyncio.run(clear_stale_demo_indices(settings)):
        _say(f"  deleted {stale}: an earlier demo's, made for another embedder's vector size")
    try:
        asyncio.run(create_topics(settings, all_topics(settings)))
    except (KafkaError, OSError) as exc:
        raise BrokerUnavailable(
            f"Kafka is not reachable at {settings.kafka.bootstrap_servers}: run `make up`"
        ) from exc
    # Keys before the recall service: it reads the keys file at start, and a key added
    # later is seen only after its reload interval (a 401 for the first calls).
    keys_file = Path(settings.recall.keys_file)
    keys = {
        t: add_key(keys_file, tenant=t, role=CredentialRole.ADMIN, note="demo") for t in tenants
    }
    worker = WorkerProcess(settings, directory / "worker.log", loglevel="warning")
    recall = RecallProcess(settings, directory / "recall.log", loglevel="warning")
    _start(worker, "worker", settings)
    _start(recall, "recall", settings)
    _say(f"\n1. Started the worker ({worker.base_url}) and recall ({recall.base_url}/docs).")
    api = Api(recall.base_url, keys)
    try:
        _auto_mode(api, tenants, settings)
        snapshot = _publish_and_report(
            api, worker, settings=settings, turns=turns, malformed=malformed, subjects=subjects
        )
        _review(api, snapshot, directory, model=settings.llm.provider == "openai")
        same = _replay(api, worker, settings, turns, subjects)
        _ask(api)
        _metrics_summary(worker, recall)
        _say("\nStill running for you to explore:")
        _say(f"  recall API + docs   {recall.base_url}/docs")
        first = tenants[0]
        _say(f"  an admin key ({first}) {keys[first]}")
        _say(f"  worker metrics      {worker.base_url}/metrics")
        _say(f"  logs                {directory}")
        _say("Stop them with `make down` (Kafka and OpenSearch too) or `memstream demo --stop`.")
        return 0 if same else 1
    except httpx.HTTPError as exc:
        raise ServiceUnavailable(
            f"the recall service did not answer ({type(exc).__name__}); see {directory}/recall.log"
        ) from exc
    finally:
        api.close()


def _auto_mode(api: Api, tenants: list[str], settings: Settings) -> None:
    body = {
        "write_mode": "auto",
        "extract_delay_seconds": DEMO_DEBOUNCE_SECONDS,
        "extract_min_interval_seconds": 0,
    }
    for tenant in tenants:
        api.call(tenant, "PUT", "/v1/memory/workspace", params={"wait": "true"}, json=body)
    _say(f"2. Created an admin key per tenant ({', '.join(tenants)}) and switched the workspaces")
    _say("   to write mode `auto`: directives apply at once; other user lines are distilled")
    wait = DEMO_DEBOUNCE_SECONDS
    if settings.llm.provider == "openai":
        _say(f"   after a {wait} s debounce by the model {settings.llm.model}: answers that")
        _say("   parse are applied through the same gates (inferred ones land `pending`);")
        _say("   answers that do not are retried, then parked on the distill DLQ with a reason.")
        return
    _say(f"   after a {wait} s debounce by the `{settings.llm.provider}` provider (no model")
    _say("   needed), whose findings are guesses and land `pending`.")


def _publish_and_report(
    api: Api,
    worker: WorkerProcess,
    *,
    settings: Settings,
    turns: list[str],
    malformed: list[str],
    subjects: list[tuple[str, str]],
) -> dict[tuple[str, str], list[dict[str, Any]]]:
    _say(f"3. Publishing {len(turns)} chat turns and {len(malformed)} malformed events …")
    started = time.monotonic()
    asyncio.run(produce_file(settings, turns))
    asyncio.run(produce_file(settings, malformed, validate=False))
    local = settings.llm.provider == "openai"
    snapshot = _settle(
        api, worker, subjects, limit=LOCAL_SETTLE_SECONDS if local else RULES_SETTLE_SECONDS
    )
    _say(f"   settled after {time.monotonic() - started:.1f}s\n")
    _say("4. What each subject's memory holds (status, kind, origin, statement [topic]):")
    _print_memory(snapshot)
    _say("\n5. Secrets and bad input:")
    redacted = [i["content"] for v in snapshot.values() for i in v if "[redacted:" in i["content"]]
    _say(f"   stored with a value redacted: {len(redacted)}")
    for content in redacted:
        _say(f"     {content}")
    refused = int(worker.metric("memstream_refused_sensitive_total"))
    _say(f"   refused as nothing but secrets (audited, never stored): {refused}")
    for reason, count in sorted(asyncio.run(_dlq_counts(settings)).items()):
        _say(f"   dead-lettered: {reason} x {count}")
    tenants = sorted({t for t, _ in subjects})
    parked = asyncio.run(_dlq_counts(settings, settings.kafka.distill_dlq_topic, tenants))
    for reason, count in sorted(parked.items()):
        _say(f"   distillation parked: {reason[:100]} x {count}")
    return snapshot


def _review(
    api: Api,
    snapshot: dict[tuple[str, str], list[dict[str, Any]]],
    directory: Path,
    *,
    model: bool = False,
) -> None:
    _say("\n6. The user reviews what was inferred (manager API, wait=true):")
    pending = [
        (t, s, i)
        for (t, s), items in sorted(snapshot.items())
        for i in items
        if i["status"] == "pending"
    ]
    if len(pending) < 2 and model:
        # A real model's answers may all be refused (and parked): then there is little or
        # nothing to review, and that is the story, not a failure.
        _say(f"   only {len(pending)} pending item(s) to review (refused answers: see 5.)")
        return
    if len(pending) < 2:
        raise DemoFailed(
            f"the distiller produced too few pending items; see {directory}/worker.log"
        )
    for action, (tenant, subject, item) in zip(("confirm", "reject"), pending, strict=False):
        path = f"/v1/memory/items/{item['id']}/{action}"
        answer = api.call(tenant, "POST", path, params={"wait": "true", "subject": subject})
        now = (answer.get("item") or {}).get("status", "deleted, tombstoned")
        _say(f"   {action:<7} {tenant}/{subject}: {item['content']!r}")
        _say(f"           -> {answer['status']}, now {now}")


def _replay(
    api: Api,
    worker: WorkerProcess,
    settings: Settings,
    turns: list[str],
    subjects: list[tuple[str, str]],
) -> bool:
    _say("\n7. Replaying the whole stream (same event ids) …")
    before = _settle(api, worker, subjects, limit=30)
    asyncio.run(produce_file(settings, turns))
    after = _settle(api, worker, subjects, limit=30)
    same = _shape(before) == _shape(after)
    verdict = "unchanged: no duplicate, no rollback" if same else "CHANGED (this is a bug)"
    _say(f"   {sum(len(v) for v in after.values())} items; {verdict}")
    return same


def _ask(api: Api) -> None:
    _say("\n8. Asking the recall service (what a chat backend sends on every turn):")
    for base, subject, message in QUESTIONS:
        tenant = next(t for t in api.tenants if t.startswith(base))
        body = {"subject": subject, "message": message}
        answer = api.call(tenant, "POST", "/v1/recall", json=body)
        _say(f"   {tenant}/{subject}: {message!r}  (degraded: {answer['degraded']})")
        for part in ("resident", "situational"):
            shown = ", ".join(repr(i["content"]) for i in answer[part]) or "-"
            _say(f"     {part:<11} {shown}")
    tenant, subject, message = QUESTIONS[0]
    tenant = next(t for t in api.tenants if t.startswith(tenant))
    sample = api.call(tenant, "POST", "/v1/recall", json={"subject": subject, "message": message})
    _say("   the prompt block handed to the model for the first question:")
    for line in sample["prompt"].splitlines():
        _say(f"     | {line}")


WORKER_SUMMARY = (
    "memstream_turns_consumed",
    "memstream_directives",
    "memstream_memories_written",
    "memstream_dlq_events",
    "memstream_refused",
    "memstream_redaction",
    "memstream_distill_jobs",
    "memstream_llm_calls",
    "memstream_supersessions",
    "memstream_tombstone_blocks",
)
RECALL_SUMMARY = ("memstream_recall_results", "memstream_recall_seconds_count", "memstream_auth")


def _metrics_summary(worker: WorkerProcess, recall: RecallProcess) -> None:
    _say("\n9. Metrics (worker /metrics, then recall /metrics), non-zero counters:")
    for line in _metric_lines(worker, WORKER_SUMMARY) + _metric_lines(recall, RECALL_SUMMARY):
        _say(line)


def _retenant(line: str, run: str) -> str:
    event = json.loads(line)
    event["tenant"] = f"{event['tenant']}-{run}"
    return json.dumps(event, ensure_ascii=False)


def _shape(snapshot: dict[tuple[str, str], list[dict[str, Any]]]) -> list[tuple[str, str, str]]:
    return sorted(
        (i["id"], i["status"], i["content"]) for items in snapshot.values() for i in items
    )
