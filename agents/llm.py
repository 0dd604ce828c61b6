"""LLM providers behind one small interface: given the distiller's request, return the
model's raw answer text and its token usage.

``openai`` speaks the OpenAI-compatible chat-completions API (any base URL); ``rules`` is a
deterministic extractor of durable first-person facts (:mod:`agents.facts`) that needs no
model, so a machine with no model still shows the pending/confirm flow. Both answers go
through the same parser.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

import httpx

from agents.distiller import DistillParseError, messages_for
from agents.facts import extract_facts
from agents.interests import question_label
from agents.topics import classify
from memstream.config import LLMSettings
from memstream.errors import ConfigurationError, MemstreamError, ModelUnavailable


@dataclass(frozen=True)
class Completion:
    text: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


class LLMProvider(Protocol):
    name: str

    async def distill(self, request: dict[str, Any]) -> Completion: ...


class ModelRequestRejected(MemstreamError):
    """The endpoint refused the request itself (4xx other than 429): retrying will not help."""


class OpenAIChatProvider:
    """An OpenAI-compatible ``/chat/completions`` endpoint."""

    name = "openai"

    def __init__(self, settings: LLMSettings, client: httpx.AsyncClient | None = None) -> None:
        if not settings.base_url:
            raise ConfigurationError(
                "MEMSTREAM_LLM__BASE_URL is required for MEMSTREAM_LLM__PROVIDER=openai "
                "(e.g. https://api.openai.com/v1)"
            )
        self._url = settings.base_url.rstrip("/") + "/chat/completions"
        self._model = settings.model
        self._timeout = settings.timeout_seconds
        self._json_mode = settings.json_mode
        self._headers = {"content-type": "application/json"}
        if settings.api_key is not None:
            self._headers["authorization"] = f"Bearer {settings.api_key.get_secret_value()}"
        self._client = client or httpx.AsyncClient()

    async def aclose(self) -> None:
        await self._client.aclose()

    async def distill(self, request: dict[str, Any]) -> Completion:
        body: dict[str, Any] = {
            "model": self._model,
            "messages": messages_for(request),
            "temperature": 0,
        }
        if self._json_mode:
            body["response_format"] = {"type": "json_object"}
        response = await self._post(body)
        if response.status_code == 400 and self._json_mode and "response_format" in response.text:
            # The endpoint does not support JSON mode: remember that and ask without it.
            self._json_mode = False
            body.pop("response_format")
            response = await self._post(body)
        if response.status_code == 429 or response.status_code >= 500:
            raise ModelUnavailable(f"the LLM endpoint answered {response.status_code}")
        if response.status_code >= 400:
            raise ModelRequestRejected(
                f"the LLM endpoint refused the request ({response.status_code}); check "
                "MEMSTREAM_LLM__MODEL and MEMSTREAM_LLM__API_KEY"
            )
        try:
            envelope = response.json()
            text = envelope["choices"][0]["message"]["content"]
            usage = envelope.get("usage") or {}
        except (ValueError, KeyError, IndexError, TypeError):
            raise DistillParseError("the endpoint's response is not a chat completion") from None
        if not isinstance(text, str):
            raise DistillParseError("the chat completion has no text content")
        return Completion(
            text=text,
            prompt_tokens=int(usage.get("prompt_tokens") or 0),
            completion_tokens=int(usage.get("completion_tokens") or 0),
        )

    async def _post(self, body: dict[str, Any]) -> httpx.Response:
        try:
            return await self._client.post(
                self._url, json=body, headers=self._headers, timeout=self._timeout
            )
        except httpx.TimeoutException:
            raise ModelUnavailable(
                f"the LLM endpoint did not answer within {self._timeout}s"
            ) from None
        except httpx.HTTPError as exc:
            raise ModelUnavailable(
                f"the LLM endpoint is unreachable: {type(exc).__name__}"
            ) from None


# The rules provider: durable first-person facts (agents.facts), each a guess about the
# user, so every operation it returns is marked inferred (stored pending). A dated event
# carries ``event_at``; the distiller makes it the document's ``valid_from`` when it is past.
_QUESTION_END = re.compile(r"[?？]\s*$")


def rules_answer(request: dict[str, Any]) -> dict[str, Any]:
    """The deterministic extractor behind the ``rules`` provider."""
    operations: list[dict[str, Any]] = []
    topics: list[str] = []
    today = str(request.get("today") or "1970-01-01")
    for line in request.get("lines", []):
        text, number = str(line["text"]), int(line["n"])
        if _QUESTION_END.search(text):
            topic = question_topic(text)
            if topic:
                topics.append(topic)
        for fact in extract_facts(text, _line_time(line.get("at"), today)):
            label = classify(fact.content)
            operation: dict[str, Any] = {
                "op": "add",
                "kind": label.kind.value,
                "topic": label.topic,
                "content": fact.content,
                "importance": 3,
                "source_line": number,
                "inferred": True,
            }
            if fact.event_at is not None:
                operation["event_at"] = fact.event_at.isoformat()
            operations.append(operation)
    return {"operations": operations, "question_topics": topics}


def _line_time(at: object, today: str) -> datetime:
    """The line's own time; a request without one falls back to its ``today``."""
    for value in (at, today):
        if isinstance(value, str):
            try:
                parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                continue
            return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    return datetime.now(UTC)


def question_topic(question: str) -> str:
    """A short topic label for a question: the content words of its question sentence, at
    most three, without greetings, names, fillers or contraction fragments ("" if none)."""
    return question_label(question) or ""


class RulesProvider:
    name = "rules"

    async def distill(self, request: dict[str, Any]) -> Completion:
        return Completion(text=json.dumps(rules_answer(request), ensure_ascii=False))


def make_provider(settings: LLMSettings) -> LLMProvider:
    if settings.provider == "openai":
        return OpenAIChatProvider(settings)
    return RulesProvider()
