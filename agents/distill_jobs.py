"""Running one distillation job: call the provider, validate, retry, or park.

An answer that cannot be parsed is never "nothing to remember": each failed attempt is
reported (``parse_error`` or ``llm_error``) and retried with backoff; when the retries are
spent the job is parked with its reason, to be replayed later.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from tenacity import (
    AsyncRetrying,
    RetryError,
    retry_if_exception_type,
    stop_after_attempt,
    wait_exponential_jitter,
)
from tenacity.wait import wait_base

from agents.distiller import DistillParseError, parse_answer
from agents.llm import Completion, LLMProvider, ModelRequestRejected
from memstream.errors import ModelUnavailable
from schemas.distill import DistillAnswer


class JobObserver(Protocol):
    def on_call(
        self, provider: str, outcome: str, seconds: float, completion: Completion | None
    ) -> None: ...


@dataclass
class JobOutcome:
    outcome: str  # ok | empty | parked
    answer: DistillAnswer | None = None
    reason: str | None = None
    attempts: int = 0
    failures: list[str] = field(default_factory=list)  # parse_error / llm_error per attempt


DEFAULT_WAIT: wait_base = wait_exponential_jitter(multiplier=0.5, max=8)


async def run_job(
    provider: LLMProvider,
    request: dict[str, Any],
    *,
    max_retries: int,
    observer: JobObserver,
    wait: wait_base = DEFAULT_WAIT,
) -> JobOutcome:
    result = JobOutcome(outcome="parked")

    async def attempt() -> DistillAnswer:
        result.attempts += 1
        started = time.monotonic()
        completion: Completion | None = None
        try:
            completion = await provider.distill(request)
            answer = parse_answer(completion.text)
        except DistillParseError as exc:
            result.failures.append("parse_error")
            result.reason = f"parse_error: {exc}"
            observer.on_call(provider.name, "parse_error", time.monotonic() - started, completion)
            raise
        except (ModelUnavailable, ModelRequestRejected) as exc:
            result.failures.append("llm_error")
            result.reason = f"llm_error: {exc}"
            observer.on_call(provider.name, "llm_error", time.monotonic() - started, None)
            raise
        observer.on_call(provider.name, "ok", time.monotonic() - started, completion)
        return answer

    try:
        async for retrying in AsyncRetrying(
            stop=stop_after_attempt(max_retries + 1),
            retry=retry_if_exception_type((DistillParseError, ModelUnavailable)),
            wait=wait,
            reraise=False,
        ):
            with retrying:
                answer = await attempt()
    except (RetryError, ModelRequestRejected):
        return result
    result.answer = answer
    result.reason = None
    result.outcome = "ok" if answer.operations or answer.question_topics else "empty"
    return result
