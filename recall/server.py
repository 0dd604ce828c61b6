"""Running the recall service: ``memstream recall`` serves :func:`recall.api.create_app`
with uvicorn on the configured host and port."""

from __future__ import annotations

import uvicorn

from memstream.config import Settings
from recall import logs
from recall.api import create_app


def run_recall(settings: Settings, *, loglevel: str = "info") -> None:
    app = create_app(settings)
    logs.configure(loglevel)  # after create_app: loading the embedder resets the root level
    uvicorn.run(
        app,
        host=settings.recall.host,
        port=settings.recall.port,
        log_level=loglevel,
        # Chat backends keep connections open between turns; don't make them reconnect.
        timeout_keep_alive=30,
        access_log=False,
    )
