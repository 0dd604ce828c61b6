"""The recall service's HTTP protocol against raw sockets: a real uvicorn server on
127.0.0.1 with :class:`recall.http_protocol.BoundedHeadProtocol`."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator

import pytest
import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from recall.http_protocol import MAX_HEAD_BYTES
from recall.server import HTTP_PROTOCOL

ANSWER_SECONDS = 10


def _app() -> FastAPI:
    app = FastAPI()

    @app.post("/size")
    async def size(request: Request) -> JSONResponse:
        return JSONResponse(
            {"body": len(await request.body()), "pad": len(request.headers.get("x-pad", ""))}
        )

    return app


@pytest.fixture
async def port() -> AsyncIterator[int]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(
        uvicorn.Config(_app(), http=HTTP_PROTOCOL, log_level="warning", lifespan="off")
    )
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:  # noqa: ASYNC110  (uvicorn.Server offers a flag, no event)
        await asyncio.sleep(0.01)
    yield int(sock.getsockname()[1])
    server.should_exit = True
    await task


def _request(pad: int, body: bytes = b"") -> bytes:
    return (
        f"POST /size HTTP/1.1\r\nhost: t\r\nx-pad: {'p' * pad}\r\n"
        f"content-length: {len(body)}\r\n\r\n"
    ).encode() + body


async def _answer(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    # Bounded: a server that keeps waiting for the rest of a head never answers.
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), ANSWER_SECONDS)
    status = int(head.split(b" ", 2)[1])
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    return status, await reader.readexactly(length)


async def test_requests_under_the_bound_are_served_on_one_connection(port: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        # A head just under the bound, then a small one, then a body 8x the head bound
        # arriving with its head: the body is not part of the head.
        big_body = b"b" * (8 * MAX_HEAD_BYTES)
        for pad, body in ((MAX_HEAD_BYTES - 200, b""), (10, b"x"), (10, big_body)):
            writer.write(_request(pad, body))
            await writer.drain()
            status, answer = await _answer(reader)
            assert status == 200
            assert answer == f'{{"body":{len(body)},"pad":{pad}}}'.encode()
    finally:
        writer.close()


async def _send_slowly(writer: asyncio.StreamWriter, data: bytes) -> None:
    """In 1 KiB pieces, as a slow client would, so the server sees the head incomplete."""
    for start in range(0, len(data), 1024):
        writer.write(data[start : start + 1024])
        await writer.drain()
        await asyncio.sleep(0.001)


async def _flood_head(writer: asyncio.StreamWriter) -> None:
    """One header line that never ends, as a client holding memory would send it, until
    just past the bound (writing on after the server has closed would meet a reset)."""
    head = b"POST /size HTTP/1.1\r\nhost: t\r\nx-pad: "
    await _send_slowly(writer, head + b"p" * (MAX_HEAD_BYTES + 1 - len(head)))


async def test_a_head_past_the_bound_sent_in_pieces_is_refused_and_closed(port: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        await _flood_head(writer)
        assert await _answer(reader) == (400, b"Request head too large.")
        assert await reader.read() == b""  # the server closed the connection
    finally:
        writer.close()


async def test_the_bound_applies_to_each_request_of_a_connection(port: int) -> None:
    """Each request's head is counted afresh, not added to the ones before it."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        for _ in range(3):
            await _send_slowly(writer, _request(MAX_HEAD_BYTES * 3 // 4))
            assert (await _answer(reader))[0] == 200
        await _flood_head(writer)
        assert await _answer(reader) == (400, b"Request head too large.")
    finally:
        writer.close()
