"""Run the benchmark sections and print one table of medians (with the baseline ratio)."""

from __future__ import annotations

import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TextIO

from memstream.config import Settings
from memstream.shell.benchmarks.analysis import analysis_throughput
from memstream.shell.benchmarks.distill import bursty_distillation
from memstream.shell.benchmarks.ingest import baseline_ingest, memstream_ingest
from memstream.shell.benchmarks.latency import directive_latency


@dataclass(frozen=True)
class Row:
    figure: str
    value: str
    target: str = ""
    note: str = ""


@dataclass
class Table:
    rows: list[Row] = field(default_factory=list)

    def add(self, figure: str, value: str, target: str = "", note: str = "") -> None:
        self.rows.append(Row(figure, value, target, note))
        _progress(f"{figure}: {value}")  # kept even if a later section fails

    def print(self, out: TextIO) -> None:
        widths = [max(len(r.figure) for r in self.rows), max(len(r.value) for r in self.rows), 10]
        header = f"{'figure':<{widths[0]}}  {'median':>{widths[1]}}  {'target':<{widths[2]}}  note"
        out.write(header + "\n" + "-" * len(header) + "\n")
        for r in self.rows:
            line = f"{r.figure:<{widths[0]}}  {r.value:>{widths[1]}}  {r.target:<{widths[2]}}"
            out.write(f"{line}  {r.note}\n")


def _median(runs: int, measure: Callable[[], float]) -> tuple[float, list[float]]:
    values = [measure() for _ in range(runs)]
    return statistics.median(values), values


def _progress(text: str) -> None:
    sys.stderr.write(f"bench: {text}\n")
    sys.stderr.flush()


def run_ingest_sections(settings: Settings, sections: set[str], *, runs: int, table: Table) -> None:
    if "analysis" in sections:
        _progress("directive detection + redaction, one core")
        rate, _ = _median(runs, lambda: analysis_throughput(count=20_000, runs=1))
        table.add("analysis msgs/s (1 core, 200-char msgs)", f"{rate:,.0f}", ">= 20,000")
    if "ingest" in sections:
        pairs: list[tuple[float, float]] = []
        for n in range(runs):
            _progress(f"end-to-end ingest, run {n + 1}/{runs} (memstream, then the baseline)")
            ours = memstream_ingest(settings, count=30_000).turns_per_second
            theirs = baseline_ingest(settings, count=3_000).turns_per_second
            pairs.append((ours, theirs))
        ours_m = statistics.median(p[0] for p in pairs)
        theirs_m = statistics.median(p[1] for p in pairs)
        ratio = statistics.median(p[0] / p[1] for p in pairs)
        table.add("ingest turns/s, 5% directives (produce→indexed)", f"{ours_m:,.0f}", ">= 5,000")
        table.add("baseline turns/s (per-message index + commit)", f"{theirs_m:,.0f}")
        table.add("memstream / baseline (paired per run)", f"{ratio:.2f}x")
    if "latency" in sections:
        p50s: list[float] = []
        p99s: list[float] = []
        missing = 0
        for n in range(runs):
            _progress(f"directive produce→searchable at 1,000 turns/s, run {n + 1}/{runs}")
            steady = directive_latency(settings, rate=1000, seconds=20)
            p50s.append(steady.p50)
            p99s.append(steady.p99)
            missing += steady.missing
        table.add(
            "directive produce→searchable p50 (1,000 turns/s)", f"{statistics.median(p50s):.3f}s"
        )
        table.add(
            "directive produce→searchable p99 (1,000 turns/s)",
            f"{statistics.median(p99s):.3f}s",
            "<= 2.5s",
            f"{missing} never seen" if missing else "",
        )
    if "distill" in sections:
        _progress("bursty replay in auto mode (debounced distillation)")
        calls: list[float] = []
        visible: list[float] = []
        for _ in range(runs):
            burst = bursty_distillation(settings, sessions=100, per_session=20)
            calls.append(burst.calls_per_1000_turns)
            visible.append(burst.visible_p50)
        table.add(
            "LLM calls per 1,000 turns (bursty, 20-turn sessions)",
            f"{statistics.median(calls):.0f}",
            "",
            "1,000 without debounce",
        )
        table.add(
            "distilled memory visible after last turn, p50",
            f"{statistics.median(visible):.2f}s",
            "",
            "includes the 5 s debounce",
        )
