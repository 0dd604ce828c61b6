"""A TCP proxy on 127.0.0.1 that can make a backing service slow for one client only.

The shared OpenSearch on :9200 serves everyone's tests, so it is never slowed itself: a
test points one process (say, the recall service) at this proxy instead, and sets
``delay`` to hold every chunk the upstream sends back for that many seconds. Setting it
to 0 makes the proxy transparent again; chunks already waiting finish their old delay.

The proxy runs its own event loop in a daemon thread, so the test's code may block (for
example in :meth:`memstream.shell.runtime.ServiceProcess.start`) while the proxy keeps serving.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator
from types import TracebackType

CHUNK_BYTES = 65536
STOP_TIMEOUT_SECONDS = 10.0


class SlowProxy:
    """Forwards ``127.0.0.1:<port>`` to ``upstream_host:upstream_port``."""

    def __init__(self, upstream_host: str, upstream_port: int, *, delay: float = 0.0) -> None:
        self.upstream_host = upstream_host
        self.upstream_port = upstream_port
        # Seconds each upstream->client chunk is held; read per chunk, so it may change live.
        self.delay = delay
        self.port = 0
        self.connections = 0  # client connections accepted so far
        self.delayed_chunks = 0  # chunks held back by a non-zero delay so far
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    # -- lifecycle ---------------------------------------------------------------------

    def start(self) -> SlowProxy:
        loop = asyncio.new_event_loop()
        started = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                self._server = loop.run_until_complete(
                    asyncio.start_server(self._accept, "127.0.0.1", 0)
                )
                self.port = self._server.sockets[0].getsockname()[1]
            except BaseException as exc:  # reported to start(), which raises it
                failure.append(exc)
                started.set()
                loop.close()
                return
            started.set()
            loop.run_forever()
            loop.close()

        self._loop = loop
        self._thread = threading.Thread(target=run, name="slow-proxy", daemon=True)
        self._thread.start()
        if not started.wait(STOP_TIMEOUT_SECONDS):
            raise RuntimeError("the slow proxy did not start listening")
        if failure:
            raise failure[0]
        return self

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or not thread.is_alive():
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(STOP_TIMEOUT_SECONDS)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(STOP_TIMEOUT_SECONDS)

    def __enter__(self) -> SlowProxy:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for writer in list(self._writers):
            await _close(writer)
        if self._server is not None:
            await self._server.wait_closed()

    # -- forwarding --------------------------------------------------------------------

    def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        # A plain callback that starts a task of our own: the proxy can cancel it at stop
        # without asyncio's stream machinery reporting the cancellation as an error.
        self.connections += 1
        self._writers.add(writer)
        task = asyncio.get_running_loop().create_task(self._serve(reader, writer))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(
                self.upstream_host, self.upstream_port
            )
        except OSError:
            self._writers.discard(writer)
            await _close(writer)
            return
        self._writers.add(up_writer)
        try:
            # When either side stops, both connections are closed: HTTP needs no half-close.
            await asyncio.gather(
                self._pipe(reader, up_writer, delayed=False),
                self._pipe(up_reader, writer, delayed=True),
            )
        finally:
            self._writers.discard(up_writer)
            self._writers.discard(writer)
            await _close(up_writer)
            await _close(writer)

    async def _pipe(
        self, source: asyncio.StreamReader, sink: asyncio.StreamWriter, *, delayed: bool
    ) -> None:
        try:
            while chunk := await source.read(CHUNK_BYTES):
                delay = self.delay if delayed else 0.0
                if delay > 0:
                    self.delayed_chunks += 1
                    await asyncio.sleep(delay)
                if sink.is_closing():
                    return
                sink.write(chunk)
                await sink.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            sink.close()


async def _close(writer: asyncio.StreamWriter) -> None:
    writer.close()
    with contextlib.suppress(ConnectionError, OSError, asyncio.CancelledError):
        await writer.wait_closed()


@contextlib.contextmanager
def slow_proxy(
    upstream_host: str, upstream_port: int, *, delay: float = 0.0
) -> Iterator[SlowProxy]:
    """A started :class:`SlowProxy`, stopped (every connection closed) on exit."""
    with SlowProxy(upstream_host, upstream_port, delay=delay) as proxy:
        yield proxy
