"""``memstream recall --workers N``: N processes serve one port, each with its own cache.

Against the real Kafka, OpenSearch and worker: the supervisor starts two serving
processes, every request on a fresh connection is answered with the subject's memory,
and both processes answered some (each counts its own requests on its own /metrics).
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from memstream.config import Settings
from memstream.shell.runtime import RecallProcess
from tests.support.recall import auth, import_rows, isolated, key, running_worker, unique_token

pytestmark = pytest.mark.integration

ROUND = 16  # connections made at the same moment


def children(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (from /proc: no extra dependency)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # it exited while we looked
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    unique = unique_token()
    data = tmp_path_factory.mktemp("workers")
    settings = isolated(Settings(), unique, data)
    tenant = f"w{unique}"
    rows = [{"id": "w-bees", "subject": "kim", "kind": "fact", "content": "I keep bees"}]
    with running_worker(settings, data):
        asyncio.run(import_rows(settings, tenant, rows, data / "rows.jsonl"))
        service = key(settings, tenant, "service")  # before the start: read at start
        recall = RecallProcess(settings, data / "recall.log", args=("--workers", "2"))
        recall.start()
        try:
            _every_process_ready(recall.base_url)
            yield {"recall": recall, "service": service}
        finally:
            recall.stop()


def test_two_processes_answer_on_one_port(served: dict[str, Any]) -> None:
    recall: RecallProcess = served["recall"]
    assert recall.proc is not None
    assert len(children(recall.proc.pid)) >= 2  # the two servers (plus any helper)
    answered: set[str] = set()

    def one() -> str:
        # A new connection each time, so the kernel hands it to whichever process accepts.
        with httpx.Client(base_url=recall.base_url, timeout=10) as http:
            response = http.post(
                "/v1/search",
                json={"subject": "kim", "query": "bees"},
                headers=auth(served["service"]),
            )
            assert response.status_code == 200, response.text
            assert [i["id"] for i in response.json()["items"]] == ["w-bees"]
            return _process_marker(http.get("/metrics").text)

    # Each process answers requests; which one takes a new connection is the kernel's
    # choice, so connect in simultaneous rounds (a busy process leaves the next connection
    # to the other) until both answered, or give up after a generous while.
    deadline = time.monotonic() + 60
    with ThreadPoolExecutor(ROUND) as pool:
        while len(answered) < 2 and time.monotonic() < deadline:
            start = threading.Barrier(ROUND)
            answered.update(pool.map(lambda _, gate=start: _together(gate, one), range(ROUND)))
    assert len(answered) == 2, answered


def _together(gate: threading.Barrier, request: Callable[[], str]) -> str:
    gate.wait()  # every thread connects at the same moment
    return request()


def _every_process_ready(base_url: str, timeout: float = 60) -> None:
    """/readyz answers for whichever process takes the connection: wait until twenty
    fresh connections in a row find a ready one."""
    deadline = time.monotonic() + timeout
    streak = 0
    while streak < 20:
        assert time.monotonic() < deadline, "not every recall process became ready"
        with httpx.Client(base_url=base_url, timeout=5) as http:
            ready = http.get("/readyz").json().get("ready")
        streak = streak + 1 if ready else 0
        if not ready:
            time.sleep(0.2)


def _process_marker(metrics: str) -> str:
    """Which process served a /metrics page: its pid. (Not its start time: two
    processes spawned in the same 10 ms tick share one.)"""
    for line in metrics.splitlines():
        if line.startswith("memstream_recall_process_info{"):
            return line.split(" ")[0]
    raise AssertionError("no memstream_recall_process_info on /metrics")
