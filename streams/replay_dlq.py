"""``memstream replay-dlq``: run parked distillation jobs again.

Each parked job on ``memstream.distill.dlq`` is re-run with the configured provider; a
success is handed to the subject's writer as a ``distilled`` command (the same path a live
job takes), a failure is parked again with its new reason. The consumer group commits only
after a job was handed on, so an interrupted replay resumes where it stopped.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer

from agents.distill_jobs import JobOutcome, run_job
from agents.distiller import build_request
from agents.ledger import SubjectLedger
from agents.llm import Completion, LLMProvider, make_provider
from memstream.config import Settings
from schemas.commands import Command, CommandAction
from schemas.common import subject_key, utcnow
from schemas.distill import DistillJob, DistillResult

log = logging.getLogger(__name__)

REPLAY_GROUP = "memstream-replay-dlq"


@dataclass
class ReplayReport:
    replayed: int = 0
    completed: int = 0
    parked_again: int = 0
    unreadable: int = 0


class _QuietObserver:
    def on_call(
        self, provider: str, outcome: str, seconds: float, completion: Completion | None
    ) -> None:
        log.info("replay: %s call %s in %.2fs", provider, outcome, seconds)


async def replay_distill_dlq(settings: Settings, *, idle_seconds: float = 3.0) -> ReplayReport:
    """Replay every parked job currently on the DLQ; return when it has been idle a while."""
    report = ReplayReport()
    provider = make_provider(settings.llm)
    k = settings.kafka
    consumer = AIOKafkaConsumer(
        k.distill_dlq_topic,
        **k.client_options(),
        group_id=REPLAY_GROUP,
        auto_offset_reset="earliest",
        enable_auto_commit=False,
    )
    producer = AIOKafkaProducer(**k.client_options())
    await consumer.start()
    await producer.start()
    try:
        while True:
            batch = await consumer.getmany(timeout_ms=int(idle_seconds * 1000))
            if not batch:
                break
            for records in batch.values():
                for record in records:
                    await _replay_one(settings, provider, producer, record.value, report)
            await consumer.commit()
    finally:
        await consumer.stop()
        await producer.stop()
    return report


async def _replay_one(
    settings: Settings,
    provider: LLMProvider,
    producer: AIOKafkaProducer,
    value: bytes,
    report: ReplayReport,
) -> None:
    """Run one parked job again: its result goes to the commands topic as a ``distilled``
    command, or the job goes back on the DLQ with its new reason and attempts."""
    k = settings.kafka
    try:
        job = DistillJob.model_validate_json(value)
    except ValueError:
        report.unreadable += 1
        return
    report.replayed += 1
    outcome = await _rerun(settings, provider, job)
    key = subject_key(job.tenant, job.subject).encode()
    if outcome.outcome == "parked":
        report.parked_again += 1
        again = job.model_copy(
            update={
                "reason": outcome.reason,
                "attempts": job.attempts + outcome.attempts,
                "parked_at": utcnow(),
            }
        )
        await producer.send_and_wait(
            k.distill_dlq_topic, key=key, value=again.model_dump_json().encode()
        )
        return
    report.completed += 1
    command = Command(
        tenant=job.tenant,
        subject=job.subject,
        action=CommandAction.DISTILLED,
        actor="replay-dlq",
        distill=DistillResult(
            job_id=f"{job.job_id}:replay",
            session_id=job.session_id,
            upto=job.upto,
            lines=job.lines,
            answer=outcome.answer,
        ),
    )
    await producer.send_and_wait(
        k.commands_topic, key=key, value=command.model_dump_json().encode()
    )


async def _rerun(settings: Settings, provider: LLMProvider, job: DistillJob) -> JobOutcome:
    # The writer dedupes against what is stored, so the replay need not know it.
    ledger = SubjectLedger(tenant=job.tenant, subject=job.subject)
    request = build_request(job, ledger, instructions="", today=utcnow().date())
    return await run_job(
        provider,
        request,
        max_retries=settings.llm.max_retries,
        observer=_QuietObserver(),
    )
