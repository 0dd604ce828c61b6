"""Running the recall service: ``memstream recall`` serves :func:`recall.api.create_app`
with uvicorn on the configured host and port.

Slow and oversized clients: uvicorn bounds a request head (``h11_max_incomplete_event_size``)
and closes idle keep-alive connections (``timeout_keep_alive``); the body's size cap and
read deadline are :class:`recall.body_limit.BodyLimit`'s, inside the app.
"""

from __future__ import annotations

import uvicorn

from memstream.config import Settings
from recall import logs
from recall.api import create_app

# Chat backends keep connections open between turns; don't make them reconnect.
KEEP_ALIVE_SECONDS = 30
# The largest request line plus headers accepted (h11's own default, named here).
MAX_HEAD_BYTES = 16 * 1024


def run_recall(settings: Settings, *, loglevel: str = "info") -> None:
    app = create_app(settings)
    logs.configure(loglevel)  # after create_app: loading the embedder resets the root level
    uvicorn.run(
        app,
        host=settings.recall.host,
        port=settings.recall.port,
        log_level=loglevel,
        http="h11",  # the head limit below is h11's
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
        h11_max_incomplete_event_size=MAX_HEAD_BYTES,
        access_log=False,
    )
