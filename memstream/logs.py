"""Every log line redacted, whoever writes it: memstream, faust, aiokafka, uvicorn.

``redact_log_records()`` wraps the process's log-record factory once: every record it
makes gives out only redacted text, for its message (``getMessage``) and for an attached
exception (``exc_text``; a validation error may quote its input), however logging was
configured later (faust's worker sets up its own handlers). The redaction happens when the
text is first asked for, not when the record is made: faust sets the root logger to DEBUG
under its spinner, so a worker makes thousands of debug records per batch that no handler
ever writes, and redacting each of them when made cost the write path 28x its speed.

The redactor (:mod:`agents.redaction`, about 0.7 s to import) is imported when the first
record is made, not when this module is, so a CLI command that never logs does not pay
for it. A record made while that import runs, in the importing thread, cannot be
redacted yet: its text is withheld, never passed on as it was.
"""

from __future__ import annotations

import logging
import threading
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agents.redaction import Redaction

__all__ = ["redact_log_records"]

# The text of a record made while the redactor is being imported (by that import itself).
WITHHELD = "[log text withheld: the redactor was still loading]"

_installed = False


def redact_log_records() -> None:
    """Install the redacting record factory (idempotent)."""
    global _installed  # noqa: PLW0603  (one factory per process)
    if _installed:
        return
    make_record = logging.getLogRecordFactory()
    redactor: Callable[[str], Redaction] | None = None
    importing = threading.local()

    def redacted(text: str) -> str:
        nonlocal redactor
        if redactor is None:
            if getattr(importing, "active", False):
                return WITHHELD  # logged by the import below: nothing to redact with yet
            importing.active = True
            try:
                # Lazy: importing the redactor takes ~0.7 s (see the module docstring).
                from agents.redaction import redact  # noqa: PLC0415

                redactor = redact
            finally:
                importing.active = False
        return redactor(text).text

    class RedactedRecord(logging.LogRecord):
        """A record whose text comes out redacted, computed once, when first asked for."""

        def getMessage(self) -> str:
            cached: str | None = self.__dict__.get("_redacted_message")
            if cached is None:
                cached = redacted(super().getMessage())
                self.__dict__["_redacted_message"] = cached
            return cached

        @property
        def exc_text(self) -> str | None:
            text: str | None = self.__dict__.get("_redacted_exc_text")
            if text is None and self.exc_info and self.exc_info[0] is not None:
                raw = "".join(traceback.format_exception(*self.exc_info)).rstrip("\n")
                text = self.__dict__["_redacted_exc_text"] = redacted(raw)
            return text

        @exc_text.setter
        def exc_text(self, value: str | None) -> None:
            self.__dict__["_redacted_exc_text"] = redacted(value) if value else value

    def redacted_record(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = make_record(*args, **kwargs)
        record.__class__ = RedactedRecord
        return record

    logging.setLogRecordFactory(redacted_record)
    _installed = True
