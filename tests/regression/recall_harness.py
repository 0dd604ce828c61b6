"""What the recall regression tests share: a real ``memstream recall`` process on its own
port, topics, index prefix and keys file, and raw HTTP/1.1 over a socket for the requests
an HTTP client library would not send (a lying Content-Length, a trickled body)."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import os
import secrets
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from memstream.config import Settings
from memstream.shell.runtime import RecallProcess
from tests.support.recall import isolated, unique_token
from tests.support.worker import settings_env


def recall_settings(data: Path, **recall: Any) -> Settings:
    return isolated(Settings(), unique_token(), data, **recall)


@contextlib.contextmanager
def recall_process(settings: Settings, log: Path, *, ready: bool = False) -> Iterator[str]:
    """``memstream recall`` as a child process; yields its base URL once it answers
    ``/healthz`` (or, with ``ready``, once ``/readyz`` says ready)."""
    process = RecallProcess(settings, log, loglevel="info")
    if ready:
        process.start()
    else:
        process.launch()
        _wait_healthy(process)
    try:
        yield process.base_url
    finally:
        process.stop()


def _wait_healthy(process: RecallProcess, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.proc is not None
        if process.proc.poll() is not None:
            raise AssertionError(f"recall exited: {process.logs()[-3000:]}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{process.base_url}/healthz", timeout=1).status_code == 200:
                return
        time.sleep(0.2)
    raise AssertionError(f"recall not healthy in {timeout}s: {process.logs()[-3000:]}")


@dataclass
class RawResponse:
    status: int
    headers: dict[str, str]
    body: bytes
    closed: bool  # the server closed the connection after answering


def host_port(base_url: str) -> tuple[str, int]:
    host, _, port = base_url.removeprefix("http://").partition(":")
    return host, int(port)


def head(method: str, path: str, headers: dict[str, str]) -> bytes:
    lines = [
        f"{method} {path} HTTP/1.1",
        "Host: recall",
        *(f"{k}: {v}" for k, v in headers.items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


async def read_response(reader: asyncio.StreamReader, timeout: float) -> RawResponse:
    """One HTTP/1.1 response (Content-Length framed), and whether EOF followed it."""
    status_line = await asyncio.wait_for(reader.readline(), timeout)
    if not status_line:
        raise ConnectionResetError("closed without a response")
    status = int(status_line.split()[1])
    headers: dict[str, str] = {}
    while True:
        line = await asyncio.wait_for(reader.readline(), timeout)
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode().partition(":")
        headers[name.strip().lower()] = value.strip()
    body = await asyncio.wait_for(
        reader.readexactly(int(headers.get("content-length", 0))), timeout
    )
    try:
        closed = await asyncio.wait_for(reader.read(1), 2) == b""
    except TimeoutError:
        closed = False
    except ConnectionResetError:
        # Closed too, abortively: the whole answer was read, then a byte the client was still
        # sending met the closed socket (a slow client on a loaded box reads its EOF late).
        closed = True
    return RawResponse(status, headers, body, closed)


async def cli(
    settings: Settings, *args: str, timeout: float = 120, env: dict[str, str] | None = None
) -> tuple[int, str, str]:
    """``memstream …`` with these settings (and ``env`` over them): (exit code, stdout,
    stderr)."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "memstream.shell.cli",
        *args,
        env=settings_env(settings) | (env or {}),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        raise
    assert proc.returncode is not None
    return proc.returncode, out.decode(), err.decode()


def json_keys_body(keys: int, *, width: int = 0, **fields: Any) -> bytes:
    """A JSON object with ``fields`` and then ``keys`` unknown keys (numbered, zero-padded
    to ``width`` digits)."""
    start = json.dumps(fields)[:-1]
    extra = ",".join(f'"k{n:0{width}d}":0' for n in range(keys))
    return f"{start}, {extra}}}".encode()


def add_legacy_key(keys_file: Path, tenant: str, *, role: str = "service") -> str:
    """Append a key as memstream stored them before HMAC (salted scrypt, no ``scheme``);
    return the key."""
    key_id, secret = os.urandom(6).hex(), secrets.token_urlsafe(32)
    salt = os.urandom(16)
    digest = hashlib.scrypt(secret.encode(), salt=salt, n=2**14, r=8, p=1, dklen=32)
    data: dict[str, Any] = (
        json.loads(keys_file.read_text()) if keys_file.exists() else {"version": 1, "keys": []}
    )
    data["keys"].append(
        {
            "id": key_id,
            "tenant": tenant,
            "role": role,
            "salt": salt.hex(),
            "hash": digest.hex(),
            "scrypt": [2**14, 8, 1],
            "created_at": datetime.now(UTC).isoformat(),
        }
    )
    keys_file.parent.mkdir(parents=True, exist_ok=True)
    keys_file.write_text(json.dumps(data))
    return f"msk_{key_id}_{secret}"
