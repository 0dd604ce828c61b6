"""The worker's /healthz and /readyz as an orchestrator sees them from its first second.

A worker has no partitions until it has joined its consumer group and recovered its
tables; saying "ready" before that lets a rolling update stop the old worker while the new
one cannot take over yet. Liveness, on the other hand, must hold all along: a worker that
is joining is not dead.
"""

from __future__ import annotations

import asyncio
import os
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.support.worker import (
    WorkerProcess,
    all_topics,
    create_topics,
    free_port,
    isolated_settings,
    remove_run,
)

pytestmark = pytest.mark.integration

JOINED = "Successfully synced group"  # aiokafka's line once the join completed


def _status(url: str) -> int | None:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return None  # not listening yet


def test_the_worker_is_ready_only_once_it_has_joined_its_group(tmp_path: Path) -> None:
    settings = isolated_settings(os.urandom(5).hex(), tmp_path, web_port=free_port())
    asyncio.run(create_topics(settings, all_topics(settings)))
    worker = WorkerProcess(settings, tmp_path / "worker.log")
    worker.launch()
    try:
        # (readiness, liveness, joined yet) for every readiness answer until the first 200
        answers: list[tuple[int, int | None, bool]] = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (answers and answers[-1][0] == 200):
            ready = _status(f"{worker.base_url}/readyz")
            if ready is not None:
                joined = JOINED in worker.logs()  # read after the answer
                answers.append((ready, _status(f"{worker.base_url}/healthz"), joined))
            time.sleep(0.02)
        assert answers and answers[-1][0] == 200, f"never ready: {worker.logs()[-2000:]}"
        assert answers[-1][2], "ready before the worker had joined its group"
        waiting = [a for a in answers if a[0] == 503]
        assert waiting, "the web port only answered once the worker was ready"
        assert {a[1] for a in waiting} == {200}, "liveness failed while the worker joined"
        assert {a[0] for a in answers} == {503, 200}
    finally:
        worker.stop()
        remove_run(settings)
