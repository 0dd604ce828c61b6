"""A job against a scripted OpenAI-compatible server: retries, parking, no silent empties."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from tenacity import wait_none

from agents.distill_jobs import run_job
from agents.llm import Completion, OpenAIChatProvider
from memstream.config import LLMSettings
from tests.support.scripted_openai import ScriptedOpenAI, Step, chat_answer

CHAT = "/v1/chat/completions"
GOOD = json.dumps(
    {"operations": [{"op": "add", "kind": "fact", "content": "I have a cat", "source_line": 1}]}
)
REQUEST = {
    "today": "2026-03-01",
    "lines": [{"n": 1, "text": "I have a cat"}],
    "context": [],
    "memories": [],
}


class Calls:
    def __init__(self) -> None:
        self.outcomes: list[str] = []
        self.tokens = 0

    def on_call(
        self, provider: str, outcome: str, seconds: float, completion: Completion | None
    ) -> None:
        self.outcomes.append(outcome)
        if completion is not None:
            self.tokens += completion.prompt_tokens + completion.completion_tokens


@pytest.fixture
def server() -> Iterator[ScriptedOpenAI]:
    with ScriptedOpenAI() as s:
        yield s


def provider(server: ScriptedOpenAI, timeout: float = 2.0) -> OpenAIChatProvider:
    return OpenAIChatProvider(
        LLMSettings(
            provider="openai",
            base_url=server.base_url,
            api_key="sk-test-0000",
            timeout_seconds=timeout,
        )
    )


async def test_malformed_json_is_counted_and_retried_until_it_parses(
    server: ScriptedOpenAI,
) -> None:
    server.script(
        CHAT, Step(json=chat_answer("Sure! I noted a cat.")), Step(json=chat_answer(GOOD))
    )
    calls = Calls()
    out = await run_job(provider(server), REQUEST, max_retries=2, observer=calls, wait=wait_none())
    assert out.outcome == "ok" and out.answer is not None and len(out.answer.operations) == 1
    assert calls.outcomes == ["parse_error", "ok"]
    assert calls.tokens == 30


async def test_a_429_then_success(server: ScriptedOpenAI) -> None:
    server.script(CHAT, Step(status=429), Step(json=chat_answer(GOOD)))
    out = await run_job(
        provider(server), REQUEST, max_retries=2, observer=Calls(), wait=wait_none()
    )
    assert out.outcome == "ok" and out.failures == ["llm_error"]


async def test_a_timeout_is_retried(server: ScriptedOpenAI) -> None:
    server.script(CHAT, Step(delay=1.5, json=chat_answer(GOOD)), Step(json=chat_answer(GOOD)))
    out = await run_job(
        provider(server, timeout=0.5), REQUEST, max_retries=2, observer=Calls(), wait=wait_none()
    )
    assert out.outcome == "ok" and out.attempts == 2


async def test_a_500_storm_parks_the_job_with_its_reason_never_reporting_empty(
    server: ScriptedOpenAI,
) -> None:
    server.script(CHAT, Step(status=500), Step(status=502), Step(status=503))
    calls = Calls()
    out = await run_job(provider(server), REQUEST, max_retries=2, observer=calls, wait=wait_none())
    assert out.outcome == "parked" and out.answer is None
    assert out.attempts == 3 and calls.outcomes == ["llm_error"] * 3
    assert out.reason is not None and "503" in out.reason


async def test_a_refused_request_is_parked_without_retrying(server: ScriptedOpenAI) -> None:
    server.script(CHAT, Step(status=401, json={"error": {"message": "bad key"}}))
    out = await run_job(
        provider(server), REQUEST, max_retries=2, observer=Calls(), wait=wait_none()
    )
    assert out.outcome == "parked" and out.attempts == 1


async def test_an_empty_answer_is_reported_as_empty_not_as_a_failure(
    server: ScriptedOpenAI,
) -> None:
    server.script(CHAT, Step(json=chat_answer('{"operations": [], "question_topics": []}')))
    out = await run_job(
        provider(server), REQUEST, max_retries=2, observer=Calls(), wait=wait_none()
    )
    assert out.outcome == "empty" and out.answer is not None


async def test_requests_carry_the_key_json_mode_and_fall_back_when_unsupported(
    server: ScriptedOpenAI,
) -> None:
    server.script(
        CHAT,
        Step(status=400, json={"error": {"message": "response_format is not supported"}}),
        Step(json=chat_answer(GOOD)),
        Step(json=chat_answer(GOOD)),
    )
    p = provider(server)
    await run_job(p, REQUEST, max_retries=0, observer=Calls(), wait=wait_none())
    await run_job(p, REQUEST, max_retries=0, observer=Calls(), wait=wait_none())
    sent = server.requests_to(CHAT)
    assert sent[0].headers["authorization"] == "Bearer sk-test-0000"
    assert sent[0].body is not None and "response_format" in sent[0].body
    assert all(r.body is not None and "response_format" not in r.body for r in sent[1:])
