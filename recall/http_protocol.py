"""The recall service's HTTP/1.1 protocol: uvicorn's httptools parser with a bound on a
request's head.

Why httptools: recall answers every chat turn, and h11 (pure Python) spent about a tenth
of the service's CPU per warm request parsing requests and framing answers; llhttp does
it in C (the benchmark note in docs/benchmarks.md has the side-by-side figures).

Why a subclass: h11 refuses a head still incomplete after ``h11_max_incomplete_event_size``
bytes, but llhttp buffers a header line for as long as it grows, so a client could make one
request hold any amount of memory. Here every byte fed while a head is incomplete counts,
and past the bound the client gets the answer h11 gives (400, connection closed). As with
h11, what is bounded is what waits in memory: a head that arrives whole in one read is
parsed at once.
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

# The largest request line plus headers accepted (h11's own default, kept from when the
# service ran on h11).
MAX_HEAD_BYTES = 16 * 1024


class BoundedHeadProtocol(HttpToolsProtocol):
    """``HttpToolsProtocol`` that closes a connection whose incomplete request head grows
    past ``MAX_HEAD_BYTES``.

    The count is of whole chunks fed while a head is incomplete, so it may also count the
    end of a pipelined request's body that arrived in the same chunk: it errs toward
    refusing, never toward buffering more.
    """

    max_head_bytes = MAX_HEAD_BYTES

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_done = False
        self._head_bytes = 0

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._head_done or self.transport.is_closing():
            return
        self._head_bytes += len(data)
        if self._head_bytes > self.max_head_bytes:
            msg = "Request head too large."
            self.logger.warning(msg)
            self.send_400_response(msg)

    def on_message_begin(self) -> None:
        self._head_done = False
        self._head_bytes = 0
        super().on_message_begin()

    def on_headers_complete(self) -> None:
        self._head_done = True
        self._head_bytes = 0
        super().on_headers_complete()
