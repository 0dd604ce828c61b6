"""Background tasks of a long-running process: started once, stopped once, never silently dead.

Recall runs several loops beside its requests (the changes listener, the settings view,
the touch batcher, the first Kafka connection). Each one waits out the outages it expects
itself, with tenacity (see those modules). What none of them can expect is a bug: an
exception that escapes the loop. A bare ``asyncio.create_task`` would keep that exception
in the finished task until someone awaited it, at shutdown, while the service went on
answering from a view that had stopped following Kafka. :class:`BackgroundTask` logs such
a crash at once, with the exception's type and traceback, and starts the work again after
a backoff, so a view re-reads what it missed. ``stop()`` cancels the task and waits until
its cleanup (closing a consumer, a last flush) has run.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from tenacity import AsyncRetrying, RetryCallState, retry_if_exception_type, wait_exponential
from tenacity.wait import wait_base

log = logging.getLogger(__name__)

# A crashed task is started again after 1 s, then 2, 4, ... at most 30 s: a bug that
# crashes at every start must not spin a core or flood the log.
DEFAULT_RESTART_WAIT: wait_base = wait_exponential(multiplier=1.0, max=30.0)


class BackgroundTask:
    """One named coroutine run as an asyncio task and restarted if it crashes.

    ``work`` is a factory: every (re)start calls it for a fresh coroutine. Work that
    returns ends the task; only an exception restarts it (cancellation never does)."""

    def __init__(self, name: str, *, restart_wait: wait_base = DEFAULT_RESTART_WAIT) -> None:
        self.name = name
        self._restart_wait = restart_wait
        self._task: asyncio.Task[None] | None = None

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self, work: Callable[[], Awaitable[object]]) -> None:
        if self.running:
            raise RuntimeError(f"the background task {self.name} is already running")
        self._task = asyncio.create_task(self._supervise(work), name=self.name)

    async def stop(self) -> None:
        """Cancel the task and wait until it has finished (its ``finally`` blocks ran)."""
        task, self._task = self._task, None
        if task is None:
            return
        task.cancel()
        # asyncio.wait, not `await task`: it returns when the task is done without
        # re-raising the task's cancellation, while a cancellation of our caller (a
        # shutdown timeout) still reaches the caller.
        await asyncio.wait([task])
        error = None if task.cancelled() else task.exception()
        if error is not None:
            # Only a BaseException other than Exception gets past _supervise (SystemExit).
            log.error("background task %s ended with an error", self.name, exc_info=error)

    async def _supervise(self, work: Callable[[], Awaitable[object]]) -> None:
        async def run_once() -> None:
            await work()  # a fresh coroutine for each attempt

        await AsyncRetrying(
            retry=retry_if_exception_type(Exception),  # not CancelledError: stop() wins
            wait=self._restart_wait,
            before_sleep=self._log_crash,
        )(run_once)

    def _log_crash(self, state: RetryCallState) -> None:
        error = state.outcome.exception() if state.outcome is not None else None
        pause = state.next_action.sleep if state.next_action is not None else 0.0
        log.error(
            "background task %s crashed (%s, an error it does not wait out: report it with "
            "the traceback below); restarting it in %.3gs",
            self.name,
            type(error).__name__,
            pause,
            exc_info=error,
        )
