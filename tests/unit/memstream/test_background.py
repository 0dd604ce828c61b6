"""BackgroundTask: runs the work, stops it with its cleanup done, and restarts it after a
crash, saying so in the log with the exception's type."""

from __future__ import annotations

import asyncio
import logging

import pytest
from tenacity import wait_fixed, wait_none

from memstream.background import BackgroundTask


class Boom(RuntimeError):
    pass


async def test_stop_cancels_the_work_and_waits_for_its_cleanup() -> None:
    started = asyncio.Event()
    cleaned_up = asyncio.Event()

    async def work() -> None:
        started.set()
        try:
            await asyncio.Event().wait()  # forever, like a listener's loop
        finally:
            await asyncio.sleep(0)  # cleanup that itself awaits (closing a consumer)
            cleaned_up.set()

    task = BackgroundTask("test-worker")
    task.start(work)
    await asyncio.wait_for(started.wait(), 5)
    assert task.running

    await task.stop()

    assert cleaned_up.is_set()  # stop() returned only after the finally block ran
    assert not task.running
    await task.stop()  # a second stop is a no-op


async def test_stop_before_start_is_a_no_op() -> None:
    await BackgroundTask("never-started").stop()


async def test_a_crash_is_logged_with_its_type_and_the_work_restarts(
    caplog: pytest.LogCaptureFixture,
) -> None:
    runs = 0
    second_run = asyncio.Event()

    async def work() -> None:
        nonlocal runs
        runs += 1
        if runs == 1:
            raise Boom("the first run fails")
        second_run.set()
        await asyncio.Event().wait()

    task = BackgroundTask("test-crasher", restart_wait=wait_none())
    with caplog.at_level(logging.ERROR, logger="memstream.background"):
        task.start(work)
        await asyncio.wait_for(second_run.wait(), 5)
    await task.stop()

    assert runs == 2
    crashes = [r for r in caplog.records if "crashed" in r.getMessage()]
    assert len(crashes) == 1  # one line per crash
    assert "test-crasher" in crashes[0].getMessage()
    assert "Boom" in crashes[0].getMessage()
    assert crashes[0].exc_info is not None and crashes[0].exc_info[0] is Boom


async def test_stop_interrupts_the_wait_before_a_restart() -> None:
    crashed = asyncio.Event()
    runs = 0

    async def work() -> None:
        nonlocal runs
        runs += 1
        crashed.set()
        raise Boom("always")

    # An hour's backoff: stop() must not wait for it, and the work must not run again.
    task = BackgroundTask("test-backoff", restart_wait=wait_fixed(3600))
    task.start(work)
    await asyncio.wait_for(crashed.wait(), 5)
    await asyncio.wait_for(task.stop(), 5)
    assert runs == 1
    assert not task.running


async def test_work_that_returns_ends_the_task_without_a_restart() -> None:
    runs = 0
    done = asyncio.Event()

    async def work() -> None:
        nonlocal runs
        runs += 1
        done.set()

    task = BackgroundTask("test-once", restart_wait=wait_none())
    task.start(work)
    await asyncio.wait_for(done.wait(), 5)
    # The supervisor's own task finishes right after the work; wait for that, not a sleep.
    assert task._task is not None
    await asyncio.wait_for(task._task, 5)
    assert runs == 1
    assert not task.running


async def test_starting_a_running_task_again_is_refused() -> None:
    task = BackgroundTask("test-twice")
    task.start(asyncio.Event().wait)
    try:
        with pytest.raises(RuntimeError, match="already running"):
            task.start(asyncio.Event().wait)
    finally:
        await task.stop()


async def test_stop_is_not_swallowing_a_cancellation_of_its_caller() -> None:
    started = asyncio.Event()
    cleanup_started = asyncio.Event()
    release = asyncio.Event()

    async def slow_cleanup() -> None:
        started.set()
        try:
            await asyncio.Event().wait()
        finally:
            cleanup_started.set()
            await release.wait()

    task = BackgroundTask("test-slow-stop")
    task.start(slow_cleanup)
    await asyncio.wait_for(started.wait(), 5)
    inner = task._task
    assert inner is not None
    stopper = asyncio.create_task(task.stop())
    await asyncio.wait_for(cleanup_started.wait(), 5)
    stopper.cancel()
    with pytest.raises(asyncio.CancelledError):
        await stopper
    assert not inner.done()  # the work's cleanup is still running: stop() did not wait it out
    release.set()  # let the cleanup finish so the test leaves nothing behind
    await asyncio.wait([inner])
    assert inner.cancelled()
