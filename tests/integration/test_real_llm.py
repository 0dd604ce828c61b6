"""A real model in the loop: SmolLM2-135M-Instruct (``deploy/local/llm-up.sh``) answers real
distillation jobs of a real worker, and whatever it answers, memstream keeps its contract:

- every answer is either applied through the gates or counted (``parse_error`` /
  ``llm_error``) and, when the retries are spent, parked on the distill DLQ with its reason;
- a job is reported ``empty`` only when its accepted answer really was empty;
- out-of-range fields (importance 10, ``kind`` copied from the prompt, an unknown kind) are
  refused, and an in-range neighbour answer is applied;
- what is stored is exactly what an accepted answer said, on the line it cited, with its
  kind and importance, ``pending`` when inferred; operations on ids the subject does not
  own and on lines the job did not have are dropped and counted.

The model is tiny and its answers are poor, which is the point: this exercises the parsing
and refusal paths with answers nobody scripted. A recording proxy sits between the worker
and the model server. It forwards every call and keeps each raw answer, which the test
judges with its own statement of the contract (``ContractAnswer``), independently of
memstream's parser. For some jobs the proxy also asks for a JSON schema instead of
memstream's plain JSON mode (what a structured-output endpoint does): the model then
answers with the right shape, and the values stay its own. For the out-of-range jobs the
schema pins one field to the out-of-range value, so the model is certain to produce it.

The server is started with ``deploy/local/llm-up.sh`` if it is not answering (about 10 s
with a cold cache, 3 s warm) and stopped again afterwards unless ``MEMSTREAM_LLM_KEEP=1``;
``MEMSTREAM_LLM_BASE_URL`` points the test at another OpenAI-compatible endpoint instead.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import threading
import time
import unicodedata
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Literal

import pytest
from opensearchpy import AsyncOpenSearch
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from schemas.commands import Command, CommandAction
from schemas.common import WriteMode
from schemas.settings import WorkspaceSettings
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce,
    produce_turns,
    read_topic,
    search_all,
    turn,
    wait_for,
)

pytestmark = [pytest.mark.integration, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
CHAT = "/v1/chat/completions"
MODEL_ID = "smollm2-135m-instruct"
DELAY = 5  # the shortest debounce a workspace accepts
# One retry, not the default two: the model answers at temperature 0, so a retry repeats
# the refused answer word for word, and each costs CI seconds. The default count is the
# scripted test's (test_distillation.py).
MAX_RETRIES = 1
# Calls queue at the server (one at a time, on one core). Generous, so a slow CI box shows
# as slow, not as llm_error.
CALL_TIMEOUT = 300.0
JOBS_TIMEOUT = 420.0


# -- the contract, restated independently of memstream's parser ---------------------------


class ContractOp(BaseModel):
    """What an operation may say: the ranges memstream promises to enforce."""

    model_config = ConfigDict(extra="ignore")

    op: Literal["add", "update", "delete"]
    id: str | None = None
    kind: Literal["profile", "preference", "fact", "task", "interest"] = "fact"
    topic: str = Field("", max_length=200)
    content: str = Field("", max_length=2000)
    importance: int = Field(3, ge=1, le=5)
    source_line: int = Field(ge=1)
    expires_at: datetime | None = None
    inferred: bool = False


class ContractAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    operations: list[ContractOp]
    question_topics: list[str] = Field(default_factory=list)


_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL)


def judge(text: str) -> ContractAnswer | str:
    """The accepted answer, or why it must be refused. A fenced block and a bare list of
    operations are accepted (both documented leniencies)."""
    fenced = _FENCE.match(text)
    body = fenced.group(1) if fenced else text.strip()
    try:
        data = json.loads(body)
    except json.JSONDecodeError:
        return "not JSON"
    if isinstance(data, list):
        data = {"operations": data}
    if not isinstance(data, dict) or "operations" not in data:
        return "no operations object"
    try:
        return ContractAnswer.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        return f"{'.'.join(str(p) for p in first['loc'])}: {first['msg']}"


# -- what the proxy asks the model for ------------------------------------------------------


def answer_schema(
    *,
    kind: dict[str, Any] | None = None,
    importance: dict[str, Any] | None = None,
    single_add: bool = False,
) -> dict[str, Any]:
    """The answer's shape as a JSON schema (the grammar the server constrains output to).
    Values are free unless pinned: ``kind`` any short string, ``importance`` any integer.
    ``single_add``: exactly one ``add`` citing line 1."""
    op = {
        "type": "object",
        "properties": {
            "op": {"const": "add"} if single_add else {"enum": ["add", "update", "delete"]},
            "kind": kind or {"type": "string", "maxLength": 40},
            "topic": {"type": "string", "maxLength": 30},
            "content": {"type": "string", "minLength": 3, "maxLength": 100},
            "importance": importance or {"type": "integer"},
            "source_line": {"const": 1} if single_add else {"type": "integer"},
            "inferred": {"type": "boolean"},
        },
        "required": ["op", "kind", "topic", "content", "importance", "source_line", "inferred"],
    }
    operations: dict[str, Any] = {"type": "array", "items": op, "maxItems": 3}
    if single_add:
        operations |= {"minItems": 1, "maxItems": 1}
    return {
        "type": "object",
        "properties": {
            "operations": operations,
            "question_topics": {
                "type": "array",
                "items": {"type": "string", "maxLength": 30},
                "maxItems": 2,
            },
        },
        "required": ["operations", "question_topics"],
    }


@dataclass(frozen=True)
class Mode:
    name: str
    schema: dict[str, Any] | None = None  # None: forward memstream's request unchanged


AS_SENT = Mode("as_sent")
STRUCTURED = Mode("structured", answer_schema())
IMPORTANCE_10 = Mode("importance_10", answer_schema(importance={"const": 10}, single_add=True))
KIND_FROM_PROMPT = Mode(
    "kind_from_prompt",
    answer_schema(kind={"const": "profile | preference | fact | task"}, single_add=True),
)
UNKNOWN_KIND = Mode("unknown_kind", answer_schema(kind={"const": "hobby"}, single_add=True))
IN_RANGE = Mode(
    "in_range",
    answer_schema(kind={"const": "fact"}, importance={"const": 3}, single_add=True),
)


# -- the recording proxy ----------------------------------------------------------------------


@dataclass
class Exchange:
    """One call as the model server answered it."""

    status: int  # 0: no answer (unreachable, or the worker hung up first)
    text: str | None = None
    finish_reason: str | None = None
    seconds: float = 0.0
    completion_tokens: int = 0

    @property
    def failure(self) -> str | None:
        """``None`` when the answer must be accepted, else the outcome it must count as."""
        if self.status != 200 or self.text is None:
            return "llm_error"
        return "parse_error" if isinstance(judge(self.text), str) else None

    @property
    def terminal(self) -> bool:
        """A refused request (4xx other than 429) is not retried."""
        return 400 <= self.status < 500 and self.status != 429


@dataclass
class Job:
    """One subject's distillation job, recognised in the model's input by its marker."""

    subject: str
    marker: str
    lines: list[str]
    mode: Mode
    exchanges: list[Exchange] = field(default_factory=list)

    def message_ids(self) -> list[str]:
        return [f"m-{n}" for n in range(len(self.lines))]


class RecordingProxy:
    """Forwards ``/v1/*`` to the model server and records every chat answer by job."""

    def __init__(self, upstream: str) -> None:
        self.upstream = upstream.rstrip("/")
        self.jobs: dict[str, Job] = {}
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def add(self, job: Job) -> None:
        with self._lock:
            self.jobs[job.marker] = job

    def __enter__(self) -> RecordingProxy:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _job_for(self, raw: bytes) -> Job | None:
        text = raw.decode(errors="replace")
        with self._lock:
            return next((j for m, j in self.jobs.items() if m in text), None)

    def _forward(self, path: str, raw: bytes) -> tuple[int, bytes, Exchange, Job | None]:
        job = self._job_for(raw)
        if job is not None and job.mode.schema is not None:
            body = json.loads(raw)
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "distill_answer", "schema": job.mode.schema},
            }
            raw = json.dumps(body).encode()
        request = urllib.request.Request(
            self.upstream + path.removeprefix("/v1"),
            data=raw,
            headers={"content-type": "application/json"},
            method="POST",
        )
        started = time.monotonic()
        try:
            with urllib.request.urlopen(request, timeout=CALL_TIMEOUT) as response:
                status, payload = response.status, response.read()
        except urllib.error.HTTPError as exc:
            status, payload = exc.code, exc.read()
        except OSError:
            status, payload = 0, b""
        exchange = Exchange(status=status, seconds=time.monotonic() - started)
        if status == 200:
            envelope = json.loads(payload)
            exchange.text = envelope["choices"][0]["message"]["content"]
            exchange.finish_reason = envelope["choices"][0]["finish_reason"]
            exchange.completion_tokens = envelope["usage"]["completion_tokens"]
        return status, payload, exchange, job

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        proxy = self

        class _Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("content-length", "0")))
                status, payload, exchange, job = proxy._forward(self.path, raw)
                try:
                    self.send_response(status or 502)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    exchange.status = 0  # the worker gave up: it counted a timeout
                if job is not None:
                    with proxy._lock:
                        job.exchanges.append(exchange)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return _Handler


# -- fixtures ---------------------------------------------------------------------------------


def _answers(base_url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{base_url}/models", timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


def _health(base_url: str) -> dict[str, Any]:
    url = base_url.removesuffix("/v1") + "/healthz"
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            health: dict[str, Any] = json.loads(response.read())
            return health
    except (OSError, ValueError):
        return {}


def _script(name: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(REPO / "deploy" / "local" / name)],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )


@pytest.fixture(scope="module")
def model_url() -> Iterator[str]:
    """The real model's /v1 URL; started with llm-up.sh if it is not running."""
    given = os.environ.get("MEMSTREAM_LLM_BASE_URL")
    port = os.environ.get("MEMSTREAM_LLM_PORT", "18080")
    url = (given or f"http://127.0.0.1:{port}/v1").rstrip("/")
    started = False
    if not _answers(url):
        if given:
            pytest.fail(f"the model at MEMSTREAM_LLM_BASE_URL={given} does not answer", False)
        t0 = time.monotonic()
        up = _script("llm-up.sh")
        if up.returncode != 0 or not _answers(url):
            pytest.fail(f"deploy/local/llm-up.sh failed:\n{up.stderr[-3000:]}", False)
        print(f"\nstarted the model server in {time.monotonic() - t0:.1f}s:\n{up.stderr}")
        started = True
    try:
        yield url
    finally:
        health = _health(url)
        if health:
            print(f"\nmodel server: {json.dumps(health)}")
        if started and os.environ.get("MEMSTREAM_LLM_KEEP") != "1":
            _script("llm-down.sh")


@pytest.fixture(scope="module")
def proxy(model_url: str) -> Iterator[RecordingProxy]:
    with RecordingProxy(model_url) as p:
        yield p


@pytest.fixture(scope="module")
def worker(
    proxy: RecordingProxy, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WorkerProcess]:
    llm = {
        "provider": "openai",
        "base_url": proxy.base_url,
        "model": MODEL_ID,
        "timeout_seconds": CALL_TIMEOUT,
        "tick_seconds": 0.5,
        "max_retries": MAX_RETRIES,
    }
    with module_worker(tmp_path_factory, llm=llm) as process:
        yield process


# -- driving jobs -----------------------------------------------------------------------------


JOB_OUTCOMES = ("ok", "empty", "parked")
CALL_OUTCOMES = ("ok", "parse_error", "llm_error")


def _counters(worker: WorkerProcess) -> Counter[str]:
    c: Counter[str] = Counter()
    for outcome in JOB_OUTCOMES + CALL_OUTCOMES[1:]:
        c[f"job:{outcome}"] = int(worker.metric("memstream_distill_jobs_total", outcome=outcome))
    for outcome in CALL_OUTCOMES:
        c[f"call:{outcome}"] = int(
            worker.metric("memstream_llm_calls_total", provider="openai", outcome=outcome)
        )
    for reason in ("foreign_id", "unknown_line", "refused_sensitive"):
        c[f"dropped:{reason}"] = int(
            worker.metric("memstream_distill_ops_dropped_total", reason=reason)
        )
    return c


async def _run_jobs(
    worker: WorkerProcess, proxy: RecordingProxy, tenant: str, jobs: list[Job]
) -> Counter[str]:
    """Switch ``tenant`` to auto mode, publish each job's lines as one session of its own
    subject, wait until every job is finished and applied; the counters' change."""
    for job in jobs:
        proxy.add(job)
    workspace = WorkspaceSettings(
        write_mode=WriteMode.AUTO, extract_delay_seconds=DELAY, extract_min_interval_seconds=0
    )
    command = Command(
        tenant=tenant,
        subject="_workspace",
        action=CommandAction.WORKSPACE_SETTINGS,
        actor="admin",
        workspace_settings=workspace,
    )
    key = f"{tenant}/_workspace".encode()
    await produce(
        worker.settings,
        worker.settings.kafka.commands_topic,
        [(key, command.model_dump_json().encode())],
    )
    await asyncio.sleep(1)  # applied before the turns that follow are buffered
    before = _counters(worker)
    started = time.monotonic()
    await produce_turns(
        worker.settings,
        [turn(tenant, j.subject, text, n) for j in jobs for n, text in enumerate(j.lines)],
    )

    async def finished() -> bool:
        done = _counters(worker) - before
        return (
            sum(done[f"job:{o}"] for o in JOB_OUTCOMES) >= len(jobs)
            and worker.metric("memstream_debounce_queue_depth") == 0
        )

    await wait_for(finished, timeout=JOBS_TIMEOUT, interval=1.0)
    await asyncio.sleep(1.5)  # the last results reach the index
    print(f"\n{len(jobs)} jobs finished in {time.monotonic() - started:.1f}s")
    for job in jobs:
        for n, x in enumerate(job.exchanges, 1):
            verdict = "accepted" if x.failure is None else f"{x.failure} ({_why(x)})"
            print(
                f"  {job.mode.name:<16} {job.subject:<6} attempt {n}: {x.seconds:5.1f}s "
                f"{x.completion_tokens:>3} tokens, {x.finish_reason}, {verdict}"
            )
            print(f"      {(x.text or '')[:160]!r}")
    return _counters(worker) - before


def _why(x: Exchange) -> str:
    if x.text is None:
        return f"HTTP {x.status}"
    verdict = judge(x.text)
    return verdict if isinstance(verdict, str) else ""


async def _parked(worker: WorkerProcess, jobs: list[Job]) -> dict[str, dict[str, Any]]:
    """The parked records of these jobs on the distill DLQ, by marker."""
    s = worker.settings
    records = await read_topic(s, s.kafka.distill_dlq_topic, expect=10_000, timeout=3)
    out: dict[str, dict[str, Any]] = {}
    for record in records:
        parked = json.loads(record.value)
        text = " ".join(line["text"] for line in parked["lines"])
        for job in jobs:
            if job.marker in text:
                assert job.marker not in out, f"{job.subject} was parked twice"
                out[job.marker] = parked
    return out


def _norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFC", text).split())


async def assert_contract(
    worker: WorkerProcess,
    client: AsyncOpenSearch,
    tenant: str,
    jobs: list[Job],
    moved: Counter[str],
) -> dict[str, ContractAnswer | None]:
    """Every job ended as its recorded answers say it must; the counters moved by exactly
    that; only what accepted answers said was stored. Returns each job's accepted answer."""
    parked = await _parked(worker, jobs)
    index = f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"
    docs = [d for d in await search_all(client, index) if d["origin"] == "extracted"]
    print(f"  counters moved: {dict(sorted(moved.items()))}")
    for doc in docs:
        print(
            f"  stored {doc['subject']}: {doc['status']} {doc['kind']} "
            f"importance {doc['importance']} {doc['content'][:80]!r}"
        )
    expected: Counter[str] = Counter()
    accepted: dict[str, ContractAnswer | None] = {}
    for job in jobs:
        xs = job.exchanges
        assert xs, f"{job.subject}: the model was never called"
        # Attempts stop at the first accepted answer, or after the retries, or at a refusal.
        *earlier, last = xs
        assert all(x.failure is not None and not x.terminal for x in earlier), (
            f"{job.subject}: asked again after an answer that had to be accepted: "
            f"{[(x.failure, _why(x)) for x in xs]}"
        )
        for x in xs:
            expected[f"call:{x.failure or 'ok'}"] += 1
            if x.failure is not None:
                expected[f"job:{x.failure}"] += 1
        answer = judge(last.text) if last.failure is None and last.text is not None else None
        accepted[job.marker] = answer if isinstance(answer, ContractAnswer) else None
        mine = [d for d in docs if d["subject"] == job.subject]
        if last.failure is not None:
            # Refused every time: parked with the last failure as its reason, nothing stored,
            # never reported empty.
            assert len(xs) == MAX_RETRIES + 1 or last.terminal, (
                f"{job.subject}: gave up after {len(xs)} attempts although none could be "
                f"accepted ({_why(last)})"
            )
            expected["job:parked"] += 1
            record = parked.get(job.marker)
            assert record is not None, f"{job.subject}: refused {len(xs)} times but not parked"
            assert record["reason"].startswith(last.failure), (job.subject, record["reason"])
            assert record["attempts"] == len(xs)
            assert [line["text"] for line in record["lines"]] == job.lines
            assert mine == [], f"{job.subject}: stored from a refused answer: {mine}"
            continue
        assert isinstance(answer, ContractAnswer)
        assert job.marker not in parked, f"{job.subject}: accepted but parked"
        expected["job:ok" if answer.operations or answer.question_topics else "job:empty"] += 1
        # The gates: an update or delete names an id; this subject had none, so each is a
        # foreign id. An add citing a line the job did not have is dropped.
        eligible = []
        for op in answer.operations:
            if op.op != "add":
                expected["dropped:foreign_id"] += 1
            elif op.source_line > len(job.lines):
                expected["dropped:unknown_line"] += 1
            else:
                eligible.append(op)
        for doc in mine:
            match = [
                op
                for op in eligible
                if job.message_ids()[op.source_line - 1] == doc["source_message_id"]
                and op.kind == doc["kind"]
                and op.importance == doc["importance"]
                and ("[redacted:" in doc["content"] or _norm(op.content) == doc["content"])
            ]
            assert match, f"{job.subject}: stored {doc} which no accepted operation said"
            assert doc["status"] in {"pending" if op.inferred else "active" for op in match} | {
                "superseded"
            }, doc
        if eligible:
            assert mine, f"{job.subject}: {len(eligible)} valid additions, nothing stored"
    dropped_sensitive = moved["dropped:refused_sensitive"]
    assert moved - Counter({"dropped:refused_sensitive": dropped_sensitive}) == +expected, (
        f"counters moved {dict(moved)}, the answers say {dict(expected)}"
    )
    return accepted


def _jobs(unique: str, mode: Mode, lines: dict[str, list[str]]) -> list[Job]:
    jobs = []
    for n, (subject, texts) in enumerate(lines.items()):
        marker = f"Vik{unique[:6]}{mode.name[:3]}{n}"
        jobs.append(Job(subject, marker, [t.format(m=marker) for t in texts], mode))
    return jobs


# -- the tests --------------------------------------------------------------------------------


async def test_answers_to_the_request_as_sent_are_applied_or_parked(
    worker: WorkerProcess, proxy: RecordingProxy, client: AsyncOpenSearch, unique: str
) -> None:
    """memstream's own request (JSON mode): whatever the model makes of it is either
    applied or counted and parked, never silently taken as 'nothing to remember'."""
    tenant = f"t{unique}"
    jobs = _jobs(
        unique,
        AS_SENT,
        {
            "ann": [
                "I'm a pilot based in {m}",
                "I love skiing in winter",
                "my daughter is called Mia",
            ],
            "ben": ["I just adopted a puppy in {m}, any name ideas?"],
        },
    )
    moved = await _run_jobs(worker, proxy, tenant, jobs)
    await assert_contract(worker, client, tenant, jobs, moved)


async def test_structured_answers_pass_the_gates_and_only_what_they_said_is_stored(
    worker: WorkerProcess, proxy: RecordingProxy, client: AsyncOpenSearch, unique: str
) -> None:
    """With the answer's shape enforced the model's answers parse; their values are its
    own (operations on ids it invented, lines the job did not have, kinds it made up)."""
    tenant = f"t{unique}"
    jobs = _jobs(
        unique,
        STRUCTURED,
        {
            "cat": [
                "I'm a pilot based in {m}",
                "I love skiing in winter",
                "my daughter is called Mia",
            ],
            "dan": ["I just adopted a puppy in {m}, any name ideas?"],
            "eve": ["what's the weather like in {m}?", "thanks!"],
            "fay": ["我是{m}的一名老师", "我喜欢喝绿茶"],
        },
    )
    moved = await _run_jobs(worker, proxy, tenant, jobs)
    accepted = await assert_contract(worker, client, tenant, jobs, moved)
    # The model's answers did reach the gates (else this test proves nothing).
    assert any(a is not None and a.operations for a in accepted.values()), accepted


async def test_out_of_range_fields_are_refused_and_an_in_range_neighbour_is_applied(
    worker: WorkerProcess, proxy: RecordingProxy, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    lines = ["I'm a pilot based in {m}", "I love skiing in winter"]
    jobs = [
        *_jobs(unique, IMPORTANCE_10, {"gil": lines}),
        *_jobs(unique, KIND_FROM_PROMPT, {"hal": lines}),
        *_jobs(unique, UNKNOWN_KIND, {"ida": lines}),
        *_jobs(unique, IN_RANGE, {"jon": lines}),
    ]
    moved = await _run_jobs(worker, proxy, tenant, jobs)
    accepted = await assert_contract(worker, client, tenant, jobs, moved)
    refused, neighbour = jobs[:3], jobs[3]
    parked = await _parked(worker, jobs)
    for job, field_name, value in zip(
        refused,
        ("importance", "kind", "kind"),
        (10, "profile | preference | fact | task", "hobby"),
        strict=True,
    ):
        # The model did say it, every time, and every time it was refused.
        assert [json.loads(x.text or "{}")["operations"][0][field_name] for x in job.exchanges] == [
            value
        ] * (MAX_RETRIES + 1)
        assert f"operations.0.{field_name}" in parked[job.marker]["reason"], parked[job.marker]
    assert accepted[neighbour.marker] is not None
    index = f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"
    stored = await search_all(client, index)
    assert {d["subject"] for d in stored} == {"jon"}
    assert {(d["kind"], d["importance"]) for d in stored} == {("fact", 3)}
