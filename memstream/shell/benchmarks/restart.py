"""Restart to ready: how long a worker whose tables hold N subjects takes from process start
to ``/readyz`` 200, with the ``memory://`` and the ``rocksdb://`` table store side by side.

One worker (``rocksdb://``) on topics, indices, a consumer group and a data dir of its own
is filled through its real input topic: one remembered directive per subject, produced in
bulk, until every subject's memory is indexed; then it is stopped. Restarts follow on the
same settings, alternating the two stores round by round (which one goes first
alternates too, so a machine that slows down over the run costs both alike): a
``memory://`` worker reads every table's changelog from its start before it is ready; a
``rocksdb://`` worker reopens the same data dir and reads only the changelog records after
the offset stored with it. Each restart is timed from just before the process is spawned
to the first ``/readyz`` 200; the figure is the median per store.

Nothing here reads a table's record format: the fill goes through the turns topic and the
check through the worker's behaviour. After each restart the same directive is sent again,
under new event ids, for a sample of subjects spread over all of them; the restarted worker
must drop every one as a duplicate of what it stores (``memstream_deduplicated_total``)
and the index must keep exactly one memory per subject. A worker that came up ready
without its ledgers would store them again instead, and the run fails.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from aiokafka import AIOKafkaProducer

from memstream.config import Settings
from memstream.errors import ConfigurationError, MemstreamError
from memstream.kafka_admin import all_topics, create_topics
from memstream.shell.benchmarks.ingest import count_docs
from memstream.shell.runtime import WorkerFailed, WorkerProcess, isolated_settings, remove_run

STORES = ("memory://", "rocksdb://")
DEFAULT_SUBJECTS = 100_000
DEFAULT_RESTARTS = 3
# Subjects whose ledgers each restarted worker must prove it holds.
DEFAULT_CHECKED = 200
TENANT = "bench"
# /readyz is polled this often: about 1% of the shortest restart measured (5 s).
READY_POLL_SECONDS = 0.05
# Limits, generous for 2 shared cores, where the fill ran at about 110 subjects a second
# (every turn a directive, embedded by the multilingual model and indexed).
FILL_SECONDS_PER_SUBJECT = 0.05
FILL_MIN_SECONDS = 300.0
READY_TIMEOUT_SECONDS = 1800.0
CHECK_TIMEOUT_SECONDS = 300.0


class LedgersLost(MemstreamError):
    """A restarted worker came up ready without the ledgers its data dir or changelog hold."""


@dataclass(frozen=True)
class RestartOptions:
    subjects: int = DEFAULT_SUBJECTS
    restarts: int = DEFAULT_RESTARTS
    checked: int = DEFAULT_CHECKED
    stores: tuple[str, ...] = STORES
    keep: bool = False

    def __post_init__(self) -> None:
        unknown = sorted(set(self.stores) - set(STORES))
        if unknown or not self.stores:
            raise ConfigurationError(f"unknown store(s) {unknown}; choose from {list(STORES)}")
        if min(self.subjects, self.restarts, self.checked) < 1:
            raise ConfigurationError("subjects, restarts and checked subjects must be ≥ 1")


@dataclass
class RestartReport:
    subjects: int
    checked: int
    fill_seconds: float = 0.0
    ready: dict[str, list[float]] = field(default_factory=dict)

    def median(self, store: str) -> float:
        return statistics.median(self.ready[store])


def run_restart_bench(base: Settings, options: RestartOptions) -> RestartReport:
    """Fill one worker, then restart it ``options.restarts`` times per store; print the
    table to stdout (progress to stderr) and return what was measured."""
    report = RestartReport(
        subjects=options.subjects, checked=min(options.checked, options.subjects)
    )
    with _run_dir(options.keep) as tmp:
        tag = f"benchrestart{os.urandom(3).hex()}"
        settings = isolated_settings(base, tag, tmp, worker={"store": "rocksdb://"})
        asyncio.run(create_topics(settings, all_topics(settings)))
        try:
            _say(f"filling {options.subjects:,} subjects through {settings.kafka.turns_topic}")
            report.fill_seconds = _fill(settings, tmp, options.subjects)
            _say(f"filled and indexed in {report.fill_seconds:.0f}s")
            for n in range(options.restarts):
                order = options.stores if n % 2 == 0 else tuple(reversed(options.stores))
                for store in order:
                    seconds = _restart(settings, tmp, store, report, round_=n)
                    report.ready.setdefault(store, []).append(seconds)
                    _say(f"round {n + 1}/{options.restarts} {store}: ready in {seconds:.2f}s")
        finally:
            if options.keep:
                _say(f"kept topics {tag}.*, index prefix {tag} and {tmp}")
            else:
                remove_run(settings)
    print_report(sys.stdout, report)
    return report


@contextlib.contextmanager
def _run_dir(keep: bool) -> Iterator[Path]:
    if keep:
        yield Path(tempfile.mkdtemp(prefix="memstream-restart-"))
        return
    with tempfile.TemporaryDirectory(prefix="memstream-restart-") as tmp:
        yield Path(tmp)


def _fill(settings: Settings, tmp: Path, subjects: int) -> float:
    worker = WorkerProcess(settings, tmp / "fill.log")
    worker.start()
    try:
        started = time.monotonic()
        turns = (directive(k, event_id=f"fill-{k}") for k in range(subjects))
        asyncio.run(produce(settings, turns))
        limit = max(FILL_MIN_SECONDS, subjects * FILL_SECONDS_PER_SUBJECT)
        asyncio.run(_wait_documents(settings, subjects, limit))
        return time.monotonic() - started
    finally:
        worker.stop()


def _restart(
    settings: Settings, tmp: Path, store: str, report: RestartReport, *, round_: int
) -> float:
    """One restart with ``store`` on the filled worker's settings (the same data dir):
    seconds from spawning the process to ``/readyz`` 200, after which the worker must
    prove it holds the ledgers of ``report.checked`` subjects."""
    label = store.removesuffix("://")
    worker = WorkerProcess(
        settings.with_sections(worker={"store": store}), tmp / f"restart-{round_}-{label}.log"
    )
    started = time.monotonic()
    worker.launch()
    try:
        seconds = _wait_ready(worker, started)
        check = prove_ledgers(worker, report.subjects, report.checked, tag=f"r{round_}{label}")
        asyncio.run(check)
        return seconds
    finally:
        worker.stop()


def directive(k: int, *, event_id: str) -> dict[str, Any]:
    """Subject ``s<k>``'s one remembered statement (the same text whenever it is sent)."""
    return {
        "event_id": event_id,
        "tenant": TENANT,
        "subject": f"s{k}",
        "session_id": f"s{k}",
        "message_id": event_id,
        "role": "user",
        "content": f"remember that my project codename number {k} is otter-{k}",
        "timestamp": datetime.now(UTC).isoformat(),
    }


def checked_subjects(subjects: int, checked: int) -> list[int]:
    """``checked`` subjects spread evenly over all of them, so over every partition."""
    count = min(checked, subjects)
    return [i * subjects // count for i in range(count)]


async def produce(settings: Settings, turns: Iterator[dict[str, Any]]) -> None:
    """Every turn onto the turns topic, keyed ``<tenant>/<subject>``, without waiting on
    each send (batched by the producer, acknowledged together at the end)."""
    producer = AIOKafkaProducer(
        **settings.kafka.client_options(), linger_ms=20, max_batch_size=262_144
    )
    await producer.start()
    try:
        pending = []
        for turn in turns:
            key = f"{turn['tenant']}/{turn['subject']}".encode()
            value = json.dumps(turn).encode()
            pending.append(await producer.send(settings.kafka.turns_topic, key=key, value=value))
        await asyncio.gather(*pending)
    finally:
        await producer.stop()


async def prove_ledgers(worker: WorkerProcess, subjects: int, checked: int, *, tag: str) -> None:
    """Send ``checked`` of the ``subjects`` filled subjects' statements again under new
    event ids and wait until the worker dropped every one as a duplicate; then the index
    must still hold exactly one memory per subject. Raises :class:`LedgersLost` otherwise."""
    settings = worker.settings
    sample = checked_subjects(subjects, checked)
    await produce(settings, (directive(k, event_id=f"check-{tag}-{k}") for k in sample))
    deadline = time.monotonic() + CHECK_TIMEOUT_SECONDS
    dropped = 0.0
    while time.monotonic() < deadline:
        dropped = await asyncio.to_thread(worker.metric, "memstream_deduplicated_total")
        if dropped >= len(sample):
            break
        await asyncio.sleep(0.2)
    stored = await count_docs(settings, memories_index(settings))
    if dropped < len(sample) or stored != subjects:
        raise LedgersLost(
            f"after the {worker.settings.worker.store} restart, {dropped:.0f} of {len(sample)} "
            f"repeated statements were dropped as duplicates and the index holds {stored} "
            f"memories for {subjects} subjects: the restarted worker did not hold its ledgers"
        )


def memories_index(settings: Settings) -> str:
    return f"{settings.opensearch.index_prefix}-{TENANT}-memories"


async def _wait_documents(settings: Settings, expected: int, limit: float) -> None:
    index = memories_index(settings)
    deadline = time.monotonic() + limit
    count = 0
    while time.monotonic() < deadline:
        count = await count_docs(settings, index)
        if count >= expected:
            return
        await asyncio.sleep(1.0)
    raise MemstreamError(f"only {count:,} of {expected:,} subjects indexed after {limit:.0f}s")


def _wait_ready(worker: WorkerProcess, started: float) -> float:
    url = f"{worker.base_url}/readyz"
    deadline = started + READY_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if worker.proc is None or worker.proc.poll() is not None:
            raise WorkerFailed(f"worker exited before it was ready:\n{worker.logs()[-3000:]}")
        if _ready(url):
            return time.monotonic() - started
        time.sleep(READY_POLL_SECONDS)
    raise WorkerFailed(f"worker not ready in {READY_TIMEOUT_SECONDS:.0f}s")


def _ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1) as response:  # noqa: S310 - http only
            return bool(response.status == 200 and json.loads(response.read()).get("ready"))
    except OSError:  # not listening yet, or 503 while it joins and recovers
        return False


def print_report(out: TextIO, report: RestartReport) -> None:
    out.write(
        f"\nRestart to ready, {report.subjects:,} subjects (one memory each; filled and "
        f"indexed in {report.fill_seconds:.0f}s); {report.checked} subjects' ledgers "
        "checked after every restart\n\n"
        "| store | median s | runs s |\n| --- | ---: | --- |\n"
    )
    for store, runs in report.ready.items():
        runs_text = ", ".join(f"{s:.2f}" for s in runs)
        out.write(f"| `{store}` | {report.median(store):.2f} | {runs_text} |\n")
    if set(report.ready) == set(STORES):
        ratio = report.median("memory://") / report.median("rocksdb://")
        out.write(f"\n`memory://` / `rocksdb://`: {ratio:.1f}x\n")


def _say(text: str) -> None:
    sys.stderr.write(f"restart-bench: {text}\n")
    sys.stderr.flush()
