"""The body cap and read deadline answer before the app runs, and count each refusal by
reason in memstream_recall_requests_refused_total; requests within both reach the app and
count nothing. (tests/regression/test_body_cap.py drives the same against a real server.)"""

from __future__ import annotations

import asyncio
import typing
from collections.abc import Awaitable, Callable

import pytest
from prometheus_client import CollectorRegistry
from starlette.types import Message, Receive, Scope, Send

from memstream.metrics import REFUSAL_REASONS, RecallMetrics
from recall import body_limit
from recall.body_limit import BodyLimit, Refusal

CAP = 1024
READ_TIMEOUT = 0.2


@pytest.fixture(autouse=True)
def short_linger(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 413 discards what the client still sends for a moment; keep the moment short."""
    monkeypatch.setattr(body_limit, "LINGER_SECONDS", 0.05)


class Recorder:
    """An ASGI app that reads the whole body and answers 200 with its size."""

    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.calls += 1
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # cut off: nothing to answer
            size += len(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = str(size).encode()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": body})


def scope(headers: dict[str, str]) -> Scope:
    return {
        "type": "http",
        "method": "POST",
        "path": "/v1/recall",
        "headers": [(k.encode(), v.encode()) for k, v in headers.items()],
    }


def body_parts(*parts: bytes, pause: float = 0.0) -> Callable[[], Awaitable[Message]]:
    """A receive() that hands out ``parts`` (``pause`` seconds before each), then waits."""
    queue = list(parts)

    async def receive() -> Message:
        if not queue:
            await asyncio.Event().wait()  # a client that sends nothing more
        await asyncio.sleep(pause)
        part = queue.pop(0)
        return {"type": "http.request", "body": part, "more_body": bool(queue)}

    return receive


async def call(
    limit: BodyLimit, headers: dict[str, str], receive: Callable[[], Awaitable[Message]]
) -> int:
    sent: list[Message] = []

    async def send(message: Message) -> None:
        sent.append(message)

    await limit(scope(headers), receive, send)
    (start,) = [m for m in sent if m["type"] == "http.response.start"]
    status: int = start["status"]
    return status


def refused(registry: CollectorRegistry) -> dict[str, float | None]:
    name = "memstream_recall_requests_refused_total"
    return {r: registry.get_sample_value(name, {"reason": r}) for r in REFUSAL_REASONS}


def fixture() -> tuple[BodyLimit, Recorder, CollectorRegistry]:
    registry = CollectorRegistry()
    metrics = RecallMetrics.create(registry)
    app = Recorder()
    limit = BodyLimit(app, max_bytes=CAP, read_timeout_seconds=READ_TIMEOUT, metrics=metrics)
    return limit, app, registry


def test_the_reasons_are_the_metrics_fixed_set() -> None:
    assert set(typing.get_args(Refusal)) == set(REFUSAL_REASONS)


async def test_a_declared_length_over_the_cap_is_refused_before_the_app_runs() -> None:
    limit, app, registry = fixture()
    # Contrast: a body exactly at the cap reaches the app and counts nothing.
    ok = await call(limit, {"content-length": str(CAP)}, body_parts(b"x" * CAP))
    assert (ok, app.calls, refused(registry)) == (200, 1, {"body_too_large": 0, "body_timeout": 0})

    status = await call(limit, {"content-length": str(CAP + 1)}, body_parts(pause=0.01))
    assert (status, app.calls) == (413, 1)  # the app never saw it
    assert refused(registry) == {"body_too_large": 1, "body_timeout": 0}


async def test_a_streamed_body_over_the_cap_is_refused_while_streaming() -> None:
    limit, _, registry = fixture()
    half = b"x" * (CAP // 2 + 1)
    status = await call(limit, {"transfer-encoding": "chunked"}, body_parts(half, half, half))
    assert status == 413
    assert refused(registry) == {"body_too_large": 1, "body_timeout": 0}


async def test_a_trickled_body_is_cut_at_the_read_deadline() -> None:
    limit, _, registry = fixture()
    # Contrast: the same three parts, sent in time, are read whole.
    fast = await call(limit, {"content-length": "3"}, body_parts(b"a", b"b", b"c", pause=0.01))
    assert (fast, refused(registry)["body_timeout"]) == (200, 0)

    slow = await call(
        limit, {"content-length": "3"}, body_parts(b"a", b"b", b"c", pause=READ_TIMEOUT / 2)
    )
    assert slow == 408
    assert refused(registry) == {"body_too_large": 0, "body_timeout": 1}


async def test_without_metrics_it_still_refuses() -> None:
    limit = BodyLimit(Recorder(), max_bytes=CAP, read_timeout_seconds=READ_TIMEOUT)
    assert await call(limit, {"content-length": str(CAP + 1)}, body_parts()) == 413
