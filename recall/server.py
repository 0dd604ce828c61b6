"""Running the recall service: ``memstream recall`` serves :func:`recall.api.create_app`
with uvicorn on the configured host and port.

Slow and oversized clients: :class:`recall.http_protocol.BoundedHeadProtocol` (httptools)
bounds a request head, uvicorn closes idle keep-alive connections (``timeout_keep_alive``),
and the body's size cap and read deadline are :class:`recall.body_limit.BodyLimit`'s,
inside the app.

``--workers N`` runs N processes on one port (uvicorn's supervisor); each builds its own
app from the same environment, so each has its own in-process memory cache and changes
listener: a subject is loaded once per process that serves it, and the cache's byte cap
applies per process. Query embedding and ranking are CPU-bound Python, so on a box with
more than one core, processes (not threads) are what use the others.
"""

from __future__ import annotations

import os
from typing import Any

import uvicorn
from fastapi import FastAPI

from memstream.config import Settings
from memstream.logs import redact_log_records
from recall import logs
from recall.api import create_app

# Chat backends keep connections open between turns; don't make them reconnect.
KEEP_ALIVE_SECONDS = 30
# The protocol class by import path: a --workers child process imports it again.
HTTP_PROTOCOL = "recall.http_protocol:BoundedHeadProtocol"

# How a worker process learns the log level its supervisor was started with.
LOGLEVEL_ENV = "MEMSTREAM_RECALL_LOGLEVEL"


def app_from_environment() -> FastAPI:
    """The app of one ``--workers`` process, built from the environment it inherited."""
    from agents.redaction import use_phone_regions  # noqa: PLC0415 - as the CLI does

    redact_log_records()
    settings = Settings()
    use_phone_regions(settings.limits.phone_regions)
    app = create_app(settings)
    logs.configure(os.environ.get(LOGLEVEL_ENV, "info"))
    return app


def run_recall(settings: Settings, *, loglevel: str = "info", workers: int = 1) -> None:
    options: dict[str, Any] = {
        "host": settings.recall.host,
        "port": settings.recall.port,
        "log_level": loglevel,
        "http": HTTP_PROTOCOL,
        "timeout_keep_alive": KEEP_ALIVE_SECONDS,
        "access_log": False,
    }
    if workers > 1:
        os.environ[LOGLEVEL_ENV] = loglevel
        uvicorn.run("recall.server:app_from_environment", factory=True, workers=workers, **options)
        return
    app = create_app(settings)
    logs.configure(loglevel)  # after create_app: loading the embedder resets the root level
    uvicorn.run(app, **options)
