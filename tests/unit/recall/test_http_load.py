"""The recall benchmark's load client against a real HTTP server (uvicorn, on 127.0.0.1)."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator

import pytest
import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, PlainTextResponse, StreamingResponse

from memstream.shell.benchmarks.http_load import KeepAliveClient, LoadRequestFailed


def _app() -> FastAPI:
    app = FastAPI()

    @app.post("/echo")
    async def echo(request: Request) -> JSONResponse:
        client = request.client
        return JSONResponse(
            {
                "body": await request.json(),
                "authorization": request.headers.get("authorization"),
                "peer_port": client.port if client else None,
            }
        )

    @app.get("/chunks")
    async def chunks() -> StreamingResponse:
        async def parts() -> AsyncIterator[bytes]:
            for part in (b'{"a": ', b"[1, 2, ", b"3]}"):
                yield part

        return StreamingResponse(parts(), media_type="application/json")

    @app.get("/bye")
    async def bye() -> PlainTextResponse:
        return PlainTextResponse("bye", headers={"connection": "close"})

    return app


@pytest.fixture
async def base_url() -> AsyncIterator[str]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(_app(), log_level="warning", lifespan="off"))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:  # noqa: ASYNC110  (uvicorn.Server offers a flag, no event)
        await asyncio.sleep(0.01)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    await task


async def test_a_post_sends_json_and_the_credential_and_reads_the_json_answer(
    base_url: str,
) -> None:
    async with KeepAliveClient(base_url) as http:
        status, body = await http.post_json(
            "/echo", {"subject": "s1", "message": "héllo 你好"}, authorization="Bearer k"
        )
    assert status == 200
    assert body["body"] == {"subject": "s1", "message": "héllo 你好"}
    assert body["authorization"] == "Bearer k"


async def test_requests_reuse_one_connection(base_url: str) -> None:
    async with KeepAliveClient(base_url) as http:
        ports = [(await http.post_json("/echo", {"n": n}))[1]["peer_port"] for n in range(5)]
    assert len(set(ports)) == 1


async def test_a_chunked_answer_is_read_whole_and_the_connection_stays_usable(
    base_url: str,
) -> None:
    async with KeepAliveClient(base_url) as http:
        status, body = await http.get("/chunks")
        assert (status, body) == (200, b'{"a": [1, 2, 3]}')
        status, echoed = await http.post_json("/echo", {"after": "chunks"})
    assert (status, echoed["body"]) == (200, {"after": "chunks"})


async def test_an_error_status_is_returned_not_raised(base_url: str) -> None:
    async with KeepAliveClient(base_url) as http:
        status, _ = await http.post_json("/nowhere", {})
    assert status == 404


async def test_a_server_that_closes_gets_a_new_connection_on_the_next_request(
    base_url: str,
) -> None:
    async with KeepAliveClient(base_url) as http:
        assert await http.get("/bye") == (200, b"bye")
        first = (await http.post_json("/echo", {}))[1]["peer_port"]
        assert await http.get("/bye") == (200, b"bye")
        second = (await http.post_json("/echo", {}))[1]["peer_port"]
    assert first != second


async def test_no_server_is_an_http_error() -> None:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()  # nothing listens there now
    async with KeepAliveClient(f"http://127.0.0.1:{port}", timeout=2) as http:
        with pytest.raises(LoadRequestFailed):
            await http.get("/healthz")


def test_only_plain_http_is_spoken() -> None:
    with pytest.raises(ValueError, match="plain http"):
        KeepAliveClient("https://127.0.0.1:8443")
