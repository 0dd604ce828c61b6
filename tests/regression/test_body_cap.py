"""Issue 14, body size: a huge body was parsed (and a 200 MB one read whole) before the 401,
``/healthz`` stalled meanwhile, a 422 listed every one of 200,000 unknown keys (13 MB),
and clients trickling a body kept their connections for a minute.

Against a real ``memstream recall`` (uvicorn): 413 from Content-Length or while streaming,
before parsing or authentication, with the connection closed; bounded 422s; 408 for a
body that does not arrive within ``body_read_timeout_seconds``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import httpx
import pytest

from tests.regression.recall_harness import (
    head,
    host_port,
    json_keys_body,
    read_response,
    recall_process,
    recall_settings,
)
from tests.support.recall import auth, key

pytestmark = pytest.mark.integration

READ_TIMEOUT = 2.0
SLOW_CLIENTS = 50


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    data = tmp_path_factory.mktemp("body-cap")
    settings = recall_settings(data, body_read_timeout_seconds=READ_TIMEOUT)
    api_key = key(settings, "bodycap", "service")
    with recall_process(settings, data / "recall.log") as base_url:
        yield base_url, auth(api_key)


async def _healthz_seconds(base_url: str) -> float:
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as client:
        started = time.perf_counter()
        assert (await client.get("/healthz")).status_code == 200
        return time.perf_counter() - started


async def test_oversized_unauthenticated_body_gets_413_before_parsing(
    served: tuple[str, dict[str, str]],
) -> None:
    base_url, _ = served
    reader, writer = await asyncio.open_connection(*host_port(base_url))
    try:
        # A 200 MB body is announced, and not one byte of it is sent: the answer must not
        # wait for it.
        writer.write(
            head(
                "POST",
                "/v1/recall",
                {"Content-Type": "application/json", "Content-Length": str(200 * 2**20)},
            )
        )
        await writer.drain()
        response = await read_response(reader, timeout=5)
    finally:
        writer.close()
    assert response.status == 413, response
    assert b"MAX_BODY_BYTES" in response.body
    assert response.closed  # the rest of the body is never read


async def test_a_streamed_body_past_the_cap_gets_413_while_streaming(
    served: tuple[str, dict[str, str]],
) -> None:
    base_url, headers = served
    reader, writer = await asyncio.open_connection(*host_port(base_url))
    chunk = b"x" * 65536
    sent = 0
    try:
        writer.write(
            head(
                "POST",
                "/v1/recall",
                {
                    **headers,
                    "Content-Type": "application/json",
                    "Transfer-Encoding": "chunked",
                },
            )
        )
        # Read the answer as it comes. The server closes the socket with the rest of the
        # body unread, and the reset that follows may overtake the 413: either way, it
        # stopped reading.
        answer = asyncio.create_task(read_response(reader, timeout=30))
        with pytest.raises((ConnectionError, TimeoutError)):  # the server stops reading
            for _ in range(4096):  # 256 MiB if nobody stopped it
                writer.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                await asyncio.wait_for(writer.drain(), 5)
                sent += len(chunk)
        try:
            status = (await answer).status
        except ConnectionError:
            status = 413
    finally:
        writer.close()
    assert status == 413, status
    assert sent < 64 * 2**20, sent  # stopped near the 1 MiB cap, not after the whole body


async def test_a_32_mb_body_of_a_million_keys_is_refused_at_once_and_healthz_stays_fast(
    served: tuple[str, dict[str, str]],
) -> None:
    base_url, _ = served
    body = json_keys_body(1_000_000, width=26, message="hi")
    assert len(body) > 32 * 10**6

    async def post() -> tuple[int, float]:
        started = time.perf_counter()
        async with httpx.AsyncClient(base_url=base_url, timeout=60) as client:
            try:
                response = await client.post(
                    "/v1/recall", content=body, headers={"Content-Type": "application/json"}
                )
            except httpx.TransportError:  # closed while still sending: refused early
                return 413, time.perf_counter() - started
            return response.status_code, time.perf_counter() - started

    posting = asyncio.create_task(post())
    await asyncio.sleep(0.05)
    healthz = [await _healthz_seconds(base_url) for _ in range(5)]
    status, seconds = await posting
    assert status == 413
    assert seconds < 3, seconds  # was 13 s to a 401
    assert max(healthz) < 1.0, healthz  # was 12 s


async def test_validation_errors_are_bounded_in_count_and_size(
    served: tuple[str, dict[str, str]],
) -> None:
    base_url, headers = served
    body = json_keys_body(60_000, subject="alice", message="hi")  # just under 1 MiB
    assert len(body) < 2**20
    async with httpx.AsyncClient(base_url=base_url, timeout=30) as client:
        response = await client.post(
            "/v1/recall", content=body, headers={**headers, "Content-Type": "application/json"}
        )
        assert response.status_code == 422
        assert len(response.content) < 4096, len(response.content)  # was 13 MB for 200k keys
        answer = response.json()
        assert len(answer["detail"]) == 10
        assert answer["more_errors"] == 60_000 - 10
        assert answer["detail"][0]["loc"] == ["body", "k0"]
        # A key as long as the body allows is named, cut short.
        long_key = "K" * 100_000
        response = await client.post(
            "/v1/recall",
            json={"subject": "alice", "message": "hi", long_key: 1},
            headers=headers,
        )
        assert response.status_code == 422 and len(response.content) < 1024
        # 2.3 MB with a valid key: over the cap, refused as such.
        big = json_keys_body(200_000, subject="alice", message="hi")
        response = await client.post(
            "/v1/recall", content=big, headers={**headers, "Content-Type": "application/json"}
        )
        assert response.status_code == 413


async def test_slow_clients_are_cut_by_the_body_read_timeout(
    served: tuple[str, dict[str, str]],
) -> None:
    base_url, _ = served
    address = host_port(base_url)

    async def trickle() -> tuple[int | str, float]:
        reader, writer = await asyncio.open_connection(*address)
        started = time.perf_counter()
        writer.write(
            head(
                "POST",
                "/v1/recall",
                {"Content-Type": "application/json", "Content-Length": "1000"},
            )
        )

        async def drip() -> None:
            with_error = (ConnectionError, OSError)
            try:
                for _ in range(1000):
                    writer.write(b" ")
                    await writer.drain()
                    await asyncio.sleep(0.2)
            except with_error:
                return

        dripping = asyncio.create_task(drip())
        try:
            try:
                status: int | str = (await read_response(reader, READ_TIMEOUT + 10)).status
            except ConnectionResetError:
                status = "reset"  # the close overtook the 408: the client never read it
            return status, time.perf_counter() - started
        finally:
            dripping.cancel()
            writer.close()

    clients = [asyncio.create_task(trickle()) for _ in range(SLOW_CLIENTS)]
    await asyncio.sleep(0.5)
    healthz = await _healthz_seconds(base_url)
    results = await asyncio.gather(*clients)
    statuses = [status for status, _ in results]
    # The trickling clients read their 408: the server lingers before it closes, so a drip
    # in flight rarely turns the close into a reset that destroys the answer. Before the
    # linger 36 of 50 got a reset on a loaded CI box; with it, at most 1 of 50 was seen. A
    # reset after the whole 408 was read is the close it is (``read_response``), not a lost
    # answer; a CI run counted 24 of 50 resets, which this may or may not explain.
    assert set(statuses) <= {408, "reset"}, results
    assert statuses.count(408) >= SLOW_CLIENTS * 0.9, results
    assert max(seconds for _, seconds in results) < READ_TIMEOUT + 3, results
    assert healthz < 1.0, healthz


async def test_a_body_the_route_does_not_read_does_not_keep_the_connection(
    served: tuple[str, dict[str, str]],
) -> None:
    base_url, _ = served
    reader, writer = await asyncio.open_connection(*host_port(base_url))
    try:
        writer.write(head("GET", "/healthz", {"Content-Length": "100000"}))
        writer.write(b" " * 10)
        await writer.drain()
        response = await read_response(reader, timeout=5)
    finally:
        writer.close()
    assert response.status == 200 and response.closed
