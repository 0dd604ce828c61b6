"""The debounce timer's side of distillation: find due jobs, run them off the writer's
path, and hand the outcome back to the subject's single writer as a ``distilled`` command.

The LLM call never runs inside the writer (it would stall every subject on the partition);
the writer alone changes state when it applies the outcome, so the cursor, the tombstone
gate and the capacity cap stay race-free. Due times live in the changelog-backed
``distill`` table, so they survive a restart: the first tick rebuilds this index from it.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime

from agents.distill_jobs import JobOutcome, run_job
from agents.distiller import build_request
from agents.ledger import SubjectLedger
from agents.llm import Completion, LLMProvider
from agents.sessions import due_at, next_job, pending_sessions
from memstream.config import Settings
from memstream.metrics import WorkerMetrics
from schemas.commands import Command, CommandAction
from schemas.common import split_subject_key, utcnow
from schemas.distill import DistillJob, DistillResult, DistillState
from schemas.settings import WorkspaceSettings
from streams.ledger_store import LedgerStore
from streams.tables import Tables
from streams.topics import Topics

log = logging.getLogger(__name__)

# A job whose outcome has not come back through the writer after this long is retried.
IN_FLIGHT_TIMEOUT_SECONDS = 600.0


class MetricsObserver:
    def __init__(self, metrics: WorkerMetrics) -> None:
        self._m = metrics

    def on_call(
        self, provider: str, outcome: str, seconds: float, completion: Completion | None
    ) -> None:
        self._m.llm_calls.labels(provider, outcome).inc()
        self._m.llm_seconds.labels(provider).observe(seconds)
        if outcome != "ok":
            self._m.distill_jobs.labels(outcome).inc()
        if completion is not None:
            self._m.llm_tokens.labels(provider, "prompt").inc(completion.prompt_tokens)
            self._m.llm_tokens.labels(provider, "completion").inc(completion.completion_tokens)


class DistillScheduler:
    def __init__(
        self,
        settings: Settings,
        *,
        tables: Tables,
        topics: Topics,
        provider: LLMProvider,
        metrics: WorkerMetrics,
        default_workspace: WorkspaceSettings,
    ) -> None:
        self._settings = settings
        self._tables = tables
        # Reads a ledger per job, rarely the same one twice: no cache.
        self._ledgers = LedgerStore(tables, cache_bytes=0)
        self._topics = topics
        self._provider = provider
        self._metrics = metrics
        self._observer = MetricsObserver(metrics)
        self._default_workspace = default_workspace
        self._due: dict[bytes, datetime] = {}
        self._pending: dict[bytes, int] = {}
        self._in_flight: dict[bytes, float] = {}
        self._scanned_generation: int | None = None
        self._slots = asyncio.Semaphore(settings.llm.max_concurrent_jobs)
        self._tasks: set[asyncio.Task[None]] = set()

    # -- bookkeeping, called by the writer after it persisted a subject's state ----------

    def note_state(self, key: bytes, state: DistillState, workspace: WorkspaceSettings) -> None:
        when = due_at(state, workspace)
        if when is None:
            self._due.pop(key, None)
        else:
            self._due[key] = when
        self._pending[key] = pending_sessions(state)
        self._metrics.debounce_queue_depth.set(sum(self._pending.values()))

    def job_applied(self, key: bytes) -> None:
        self._in_flight.pop(key, None)

    # -- the timer ------------------------------------------------------------------------

    async def tick(self, *, generation: int) -> None:
        """Start due jobs. After each rebalance (a new consumer generation) the due index is
        rebuilt from the recovered table, which is how due jobs survive a restart."""
        if generation != self._scanned_generation:
            self._rebuild()
            self._scanned_generation = generation
        now = utcnow()
        loop_now = asyncio.get_running_loop().time()
        for key, when in sorted(self._due.items(), key=lambda kv: kv[1]):
            if when > now:
                break
            started = self._in_flight.get(key)
            if started is not None and loop_now - started < IN_FLIGHT_TIMEOUT_SECONDS:
                continue
            raw = self._tables.distill.get(key)
            if raw is None:
                self._due.pop(key, None)
                continue
            state = DistillState.model_validate_json(raw)
            workspace = self.workspace(state.tenant)
            job = next_job(state, workspace, now=now)
            if job is None:
                self.note_state(key, state, workspace)
                continue
            self._in_flight[key] = loop_now
            task = asyncio.ensure_future(self._run(key, job, workspace))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def _rebuild(self) -> None:
        for key, raw in list(self._tables.distill.items()):
            state = DistillState.model_validate_json(raw)
            self.note_state(key, state, self.workspace(state.tenant))

    def workspace(self, tenant: str) -> WorkspaceSettings:
        raw = self._tables.workspaces.get(tenant.encode())
        return (
            self._default_workspace if raw is None else WorkspaceSettings.model_validate_json(raw)
        )

    async def _run(self, key: bytes, job: DistillJob, workspace: WorkspaceSettings) -> None:
        async with self._slots:
            try:
                outcome = await self.distill(job, workspace)
                await self.publish(key, job, outcome)
            except Exception:
                # Never lose the job: it stays due and the next tick after the in-flight
                # timeout runs it again.
                log.exception(
                    "distillation job for a subject failed unexpectedly; it will be retried"
                )

    async def distill(self, job: DistillJob, workspace: WorkspaceSettings) -> JobOutcome:
        tenant, subject = split_subject_key(f"{job.tenant}/{job.subject}")
        stored = self._ledgers.get(f"{tenant}/{subject}".encode())
        ledger = stored if stored is not None else SubjectLedger(tenant=tenant, subject=subject)
        request = build_request(
            job,
            ledger,
            instructions=workspace.custom_instructions,
            today=utcnow().astimezone(UTC).date(),
        )
        return await run_job(
            self._provider,
            request,
            max_retries=self._settings.llm.max_retries,
            observer=self._observer,
        )

    async def publish(self, key: bytes, job: DistillJob, outcome: JobOutcome) -> None:
        self._metrics.distill_jobs.labels(outcome.outcome).inc()
        if outcome.outcome == "parked":
            parked = job.model_copy(
                update={
                    "reason": outcome.reason,
                    "attempts": outcome.attempts,
                    "parked_at": utcnow(),
                }
            )
            await self._topics.distill_dlq.send(key=key, value=parked.model_dump_json().encode())
        result = DistillResult(
            job_id=job.job_id,
            session_id=job.session_id,
            upto=job.upto,
            lines=job.lines,
            answer=outcome.answer,
            parked=outcome.outcome == "parked",
        )
        command = Command(
            tenant=job.tenant,
            subject=job.subject,
            action=CommandAction.DISTILLED,
            actor="distiller",
            distill=result,
        )
        await self._topics.commands.send(key=key, value=command.model_dump_json().encode())
