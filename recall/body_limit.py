"""Request bodies: a size cap and a read deadline, enforced before the app sees a byte.

A pure ASGI middleware around the whole recall app:

- a ``Content-Length`` above the cap is answered 413 at once: nothing is read, parsed or
  authenticated;
- a body without ``Content-Length`` (chunked) is counted as it streams and answered 413
  the moment it passes the cap;
- the whole body must arrive within ``read_timeout_seconds`` of the request head: a client
  trickling it is answered 408.

uvicorn has no body read timeout of its own (``timeout_keep_alive`` only runs between
requests), hence the deadline here. Every refusal carries ``Connection: close``, so the
server closes the socket instead of reading the rest of the body; whatever the app then
tries to send for that request is dropped. Before a refusal closes the socket, what the
client is still sending is read and discarded for a moment (at most ``LINGER_SECONDS``
and ``LINGER_MAX_BYTES``), as servers' "lingering close" does: closing with unread data
sends a reset, which would destroy the 413 before a client that sends its whole body
first could read it, and the 408 before a trickling client could (CI saw 36 of 50
trickling clients get a reset instead of their 408 on a loaded box). So does any answer
given before a declared body was read to its end (a route that takes no body): the server
would otherwise keep reading a trickled body, at the client's pace, before the next
request.

Each refusal the client is sent counts in ``memstream_recall_requests_refused_total``
(reason ``body_too_large`` or ``body_timeout``).
"""

from __future__ import annotations

import asyncio
import json
from typing import Literal

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memstream.metrics import RecallMetrics

LINGER_SECONDS = 1.0
LINGER_MAX_BYTES = 16 * 2**20

# The reasons of memstream.metrics.REFUSAL_REASONS, with the status each is answered with.
Refusal = Literal["body_too_large", "body_timeout"]
_STATUS: dict[Refusal, int] = {"body_too_large": 413, "body_timeout": 408}


class BodyLimit:
    def __init__(
        self,
        app: ASGIApp,
        *,
        max_bytes: int,
        read_timeout_seconds: float,
        metrics: RecallMetrics | None = None,
    ) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.read_timeout_seconds = read_timeout_seconds
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _content_length(scope)
        chunked = _header(scope, b"transfer-encoding") is not None
        guarded = _GuardedRequest(self, receive, send, has_body=chunked or bool(declared))
        if declared is not None and declared > self.max_bytes:
            await guarded.refuse("body_too_large", self.too_large, linger=True)
            return
        await self.app(scope, guarded.receive, guarded.send)

    @property
    def too_large(self) -> str:
        return (
            f"request body larger than {self.max_bytes} bytes "
            "(MEMSTREAM_RECALL__MAX_BODY_BYTES); send less"
        )


class _GuardedRequest:
    def __init__(self, limit: BodyLimit, receive: Receive, send: Send, *, has_body: bool) -> None:
        self._limit = limit
        self._receive = receive
        self._send = send
        loop = asyncio.get_running_loop()
        self._deadline = loop.time() + limit.read_timeout_seconds
        self._received = 0
        self._body_done = not has_body
        self._started = False
        self._cut = False  # the body is not read any further
        self._answered = False  # the refusal was sent: the app's own answer is dropped

    async def receive(self) -> Message:
        if self._cut:
            return {"type": "http.disconnect"}
        if self._body_done:  # after the body the app only listens for a disconnect
            return await self._receive()
        try:
            # timeout_at, not wait_for: no task of its own for every part of every body.
            async with asyncio.timeout_at(self._deadline):
                message = await self._receive()
        except TimeoutError:
            await self.refuse(
                "body_timeout",
                f"the request body did not arrive within {self._limit.read_timeout_seconds:g}s",
                linger=True,
            )
            return {"type": "http.disconnect"}
        if message["type"] == "http.request":
            self._received += len(message.get("body", b""))
            if self._received > self._limit.max_bytes:
                await self.refuse("body_too_large", self._limit.too_large, linger=True)
                return {"type": "http.disconnect"}
            if not message.get("more_body", False):
                self._body_done = True
        return message

    async def send(self, message: Message) -> None:
        if self._answered:
            return  # this request was answered here already
        if message["type"] == "http.response.start":
            self._started = True
            if not self._body_done:
                headers = [h for h in message.get("headers", ()) if h[0].lower() != b"connection"]
                message = {**message, "headers": [*headers, (b"connection", b"close")]}
        await self._send(message)

    async def refuse(self, reason: Refusal, detail: str, *, linger: bool = False) -> None:
        self._cut = True
        if self._started:  # the app is answering already: it only hears a disconnect
            return
        self._answered = True
        if self._limit.metrics is not None:
            self._limit.metrics.requests_refused.labels(reason).inc()
        body = json.dumps({"detail": detail}).encode()
        await self._send(
            {
                "type": "http.response.start",
                "status": _STATUS[reason],
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await self._send({"type": "http.response.body", "body": body, "more_body": linger})
        if linger:  # the answer is out; the socket closes when the last (empty) part is sent
            await self._discard_a_moment()
            await self._send({"type": "http.response.body", "body": b"", "more_body": False})

    async def _discard_a_moment(self) -> None:
        loop = asyncio.get_running_loop()
        until = loop.time() + LINGER_SECONDS
        discarded = 0
        while not self._body_done and discarded < LINGER_MAX_BYTES:
            try:
                message = await asyncio.wait_for(self._receive(), until - loop.time())
            except TimeoutError:
                return
            if message["type"] != "http.request":
                return
            discarded += len(message.get("body", b""))
            self._body_done = not message.get("more_body", False)


def _header(scope: Scope, wanted: bytes) -> bytes | None:
    for name, value in scope.get("headers", ()):
        if name.lower() == wanted:
            return bytes(value)
    return None


def _content_length(scope: Scope) -> int | None:
    value = _header(scope, b"content-length")
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None  # the server refuses a malformed length before the app runs
