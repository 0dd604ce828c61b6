"""Batches of events with acknowledgements that follow the work.

Faust's ``take_events`` is not used on purpose: an event that arrives while a batch is being
processed can be cleared from its buffer and acknowledged without ever being yielded (we
lost turns that way under load), and it acknowledges a batch even when processing it raised.
Here a reader task moves events from the stream into a bounded queue; a batch is yielded
when ``max_events`` are in or ``within`` seconds passed since its first event; its events
are acknowledged only after the caller finished with it and asked for the next batch.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from typing import Any, cast

import faust

log = logging.getLogger(__name__)


class _ReaderStopped:
    def __init__(self, error: BaseException | None) -> None:
        self.error = error


async def batches(
    stream: faust.StreamT[Any], *, max_events: int, within: float
) -> AsyncIterator[list[Any]]:
    manual = cast("faust.Stream[Any]", stream).noack()  # StreamT does not declare noack
    # Bounded: a slow batch holds the reader back instead of buffering the topic in memory.
    queue: asyncio.Queue[Any] = asyncio.Queue(maxsize=max_events * 2)

    async def read() -> None:
        try:
            async for event in manual.events():
                await queue.put(event)
        except asyncio.CancelledError:
            task = asyncio.current_task()
            log.warning(
                "stream reader cancelled (%s)",
                "by the batcher" if task is not None and task.cancelling() else "from inside",
            )
            raise
        except BaseException as exc:  # the batcher re-raises it in the agent
            log.warning("stream reader failed: %s", type(exc).__name__)
            await queue.put(_ReaderStopped(exc))
            return
        log.info("stream reader: the stream ended")
        await queue.put(_ReaderStopped(None))

    reader = asyncio.ensure_future(read())
    loop = asyncio.get_running_loop()
    try:
        while True:
            first = await queue.get()
            if isinstance(first, _ReaderStopped):
                if first.error is not None:
                    raise first.error
                return
            batch = [first]
            stopped: _ReaderStopped | None = None
            deadline = loop.time() + within
            while len(batch) < max_events:
                remaining = deadline - loop.time()
                if remaining <= 0:
                    break
                try:
                    item = await asyncio.wait_for(queue.get(), remaining)
                except TimeoutError:
                    break
                if isinstance(item, _ReaderStopped):
                    stopped = item
                    break
                batch.append(item)
            yield batch
            # Reached only when the caller finished the batch without raising.
            for event in batch:
                await manual.ack(event)
            if stopped is not None:
                if stopped.error is not None:
                    raise stopped.error
                return
    finally:
        reader.cancel()
