"""Directive detection + redaction throughput on one core (pure Python, one process)."""

from __future__ import annotations

import statistics
import time

from agents.directives import detect_directive
from agents.redaction import redact
from memstream.shell.benchmarks.corpus import messages


def analyse_once(texts: list[str]) -> float:
    started = time.process_time()  # CPU time of this process: one core, not wall clock
    for text in texts:
        detect_directive(text)
        redact(text)
    return len(texts) / (time.process_time() - started)


def analysis_throughput(*, count: int = 20_000, runs: int = 5) -> float:
    """Median messages/s over ``runs`` passes of ``count`` 200-character messages."""
    texts = messages(count)
    analyse_once(texts[:1000])  # warm the regex caches
    return statistics.median(analyse_once(texts) for _ in range(runs))
