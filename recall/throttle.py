"""Limits on failed API-key authentications, per client address and per API key id.

A caller that keeps presenting credentials that do not verify is answered 429 (with
``Retry-After``) before any verification work, once its address, or the key id it names,
has failed ``limit`` times in the current fixed window. Only failures count: a credential
this process has verified before never reaches the throttle (see
:meth:`recall.auth.Authenticator.authenticate`), so an attack on a key id does not lock out
the callers already using it.

The counters live in memory, per process, and are bounded: past ``max_tracked`` entries
the expired ones go first, then the oldest.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

MAX_TRACKED = 100_000


@dataclass
class _Window:
    started: float
    failures: int


class _Counter:
    def __init__(self, limit: int, window: float, max_tracked: int) -> None:
        self._limit = limit
        self._window = window
        self._max = max_tracked
        self._windows: dict[str, _Window] = {}

    def retry_after(self, key: str, now: float) -> float | None:
        window = self._windows.get(key)
        if window is None or now - window.started >= self._window:
            return None
        if window.failures < self._limit:
            return None
        return window.started + self._window - now

    def fail(self, key: str, now: float) -> None:
        window = self._windows.get(key)
        if window is None or now - window.started >= self._window:
            self._windows.pop(key, None)  # re-inserted last: dict order is age order
            self._windows[key] = _Window(now, 1)
            self._bound(now)
            return
        window.failures += 1

    def _bound(self, now: float) -> None:
        if len(self._windows) <= self._max:
            return
        for key in [k for k, w in self._windows.items() if now - w.started >= self._window]:
            del self._windows[key]
        while len(self._windows) > self._max:
            del self._windows[next(iter(self._windows))]


class FailureThrottle:
    def __init__(
        self,
        *,
        per_address: int,
        per_key: int,
        window_seconds: float,
        clock: Callable[[], float] = time.monotonic,
        max_tracked: int = MAX_TRACKED,
    ) -> None:
        self._addresses = _Counter(per_address, window_seconds, max_tracked)
        self._keys = _Counter(per_key, window_seconds, max_tracked)
        self._clock = clock

    def retry_after(self, address: str | None, key_id: str | None) -> float | None:
        """Seconds until this caller may try again, or ``None`` if it may try now."""
        now = self._clock()
        waits = [
            w
            for w in (
                self._addresses.retry_after(address, now) if address else None,
                self._keys.retry_after(key_id, now) if key_id else None,
            )
            if w is not None
        ]
        return max(waits) if waits else None

    def record_failure(self, address: str | None, key_id: str | None) -> None:
        now = self._clock()
        if address:
            self._addresses.fail(address, now)
        if key_id:
            self._keys.fail(key_id, now)
