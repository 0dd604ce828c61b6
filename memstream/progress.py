"""A one-line progress display on stderr for long CLI operations (no dependency needed)."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """``label: done/total (rate/s)``, redrawn at most ten times a second."""

    def __init__(self, label: str, total: int | None, stream: TextIO | None = None) -> None:
        self._label = label
        self._total = total
        self._stream = stream if stream is not None else sys.stderr
        self._started = time.monotonic()
        self._drawn = 0.0
        self.done = 0

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.monotonic()
        if now - self._drawn >= 0.1:
            self._draw(now)

    def finish(self) -> None:
        self._draw(time.monotonic())
        self._stream.write("\n")
        self._stream.flush()

    def _draw(self, now: float) -> None:
        self._drawn = now
        rate = self.done / max(now - self._started, 1e-9)
        total = f"/{self._total}" if self._total is not None else ""
        self._stream.write(f"\r{self._label}: {self.done}{total} ({rate:,.0f}/s)")
        self._stream.flush()
