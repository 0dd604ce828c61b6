"""The recall benchmark's load generator: HTTP/1.1 keep-alive over asyncio streams.

The load runs on the same two cores as the service it measures, so every millisecond it
spends is one the service does not get. httpx, a general client, spent about 2.5 ms of
CPU per request here (URL and header models, its connection pool, the response model):
a quarter of the whole per-request budget. A load generator needs none of that, the way
``wrk`` needs none of it: one connection per client, a request assembled from bytes, a
response read by its ``Content-Length`` (or its chunks) and parsed with orjson.

This is a client for our own server on 127.0.0.1 and for nothing else: no TLS, no
redirects, no proxies, no compression.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any
from urllib.parse import urlsplit

import orjson

from memstream.errors import ServiceUnavailable

__all__ = ["KeepAliveClient", "LoadRequestFailed"]


class LoadRequestFailed(ServiceUnavailable):
    """The connection failed, timed out, or the server answered in a way this client does
    not read (the benchmark counts the request as an error and goes on)."""


class KeepAliveClient:
    """One keep-alive connection to ``base_url`` (``http://host:port``); not shared
    between tasks: a request waits for its answer before the next is written."""

    def __init__(self, base_url: str, *, timeout: float = 30.0) -> None:
        parts = urlsplit(base_url)
        if parts.scheme != "http" or parts.hostname is None:
            raise ValueError(f"the load generator speaks plain http only, not {base_url!r}")
        self._host = parts.hostname
        self._port = parts.port or 80
        self._authority = f"{self._host}:{self._port}".encode()
        self._timeout = timeout
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def __aenter__(self) -> KeepAliveClient:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(OSError):  # the server closed first: nothing to release
                await self._writer.wait_closed()
        self._reader = self._writer = None

    async def get(self, path: str) -> tuple[int, bytes]:
        return await self._request(b"GET", path, b"", b"")

    async def post_json(
        self, path: str, payload: Any, *, authorization: str = ""
    ) -> tuple[int, Any]:
        """POST ``payload`` as JSON; the status and the parsed JSON answer (``None`` when
        the answer is not JSON)."""
        extra = f"authorization: {authorization}\r\n".encode() if authorization else b""
        status, body = await self._request(b"POST", path, orjson.dumps(payload), extra)
        try:
            return status, orjson.loads(body)
        except orjson.JSONDecodeError:
            return status, None

    async def _request(
        self, method: bytes, path: str, body: bytes, extra: bytes
    ) -> tuple[int, bytes]:
        try:
            return await asyncio.wait_for(
                self._exchange(method, path, body, extra), timeout=self._timeout
            )
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError) as exc:
            await self.close()  # a half-read answer leaves the connection unusable
            raise LoadRequestFailed(f"{method.decode()} {path}: {exc!r}") from exc
        except TimeoutError as exc:
            await self.close()
            raise LoadRequestFailed(
                f"{method.decode()} {path}: no answer in {self._timeout} s"
            ) from exc

    async def _exchange(
        self, method: bytes, path: str, body: bytes, extra: bytes
    ) -> tuple[int, bytes]:
        if self._writer is None:
            self._reader, self._writer = await asyncio.open_connection(self._host, self._port)
        reader, writer = self._reader, self._writer
        assert reader is not None
        head = b"%s %s HTTP/1.1\r\nhost: %s\r\n%s" % (
            method,
            path.encode(),
            self._authority,
            extra,
        )
        if body:
            head += b"content-type: application/json\r\ncontent-length: %d\r\n" % len(body)
        writer.write(head + b"\r\n" + body)
        status, length, chunked, close = _head(await reader.readuntil(b"\r\n\r\n"))
        if chunked:
            answer = await _chunks(reader)
        elif length is not None:
            answer = await reader.readexactly(length)
        else:
            raise LoadRequestFailed(f"{method.decode()} {path}: an answer without a length")
        if close:
            await self.close()
        return status, answer


def _head(raw: bytes) -> tuple[int, int | None, bool, bool]:
    """Status, content length, whether chunked, whether the server closes."""
    lines = raw.split(b"\r\n")
    try:
        status = int(lines[0].split(b" ", 2)[1])
    except (IndexError, ValueError) as exc:
        raise LoadRequestFailed(f"not an HTTP status line: {lines[0][:80]!r}") from exc
    length: int | None = None
    chunked = close = False
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"content-length":
            length = int(value)
        elif name == b"transfer-encoding":
            chunked = b"chunked" in value.lower()
        elif name == b"connection":
            close = value.strip().lower() == b"close"
    return status, length, chunked, close


async def _chunks(reader: asyncio.StreamReader) -> bytes:
    parts: list[bytes] = []
    while True:
        size = int((await reader.readuntil(b"\r\n")).split(b";", 1)[0], 16)
        if size == 0:
            await reader.readuntil(b"\r\n")  # no trailers from our server: the blank line
            return b"".join(parts)
        parts.append(await reader.readexactly(size))
        await reader.readexactly(2)
