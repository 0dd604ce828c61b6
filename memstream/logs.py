"""Every log line redacted, whoever writes it: memstream, faust, aiokafka, uvicorn.

``redact_log_records()`` wraps the process's log-record factory once: each record's
message is formatted and redacted when it is created, and so is the text of an attached
exception (a validation error may quote its input). Handlers and formatters then only
ever see the redacted text, however logging was configured later (faust's worker sets up
its own handlers). A record costs one redaction, which is cheap next to writing it out.

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

    def redacted_record(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = make_record(*args, **kwargs)
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a broken %-format is logging's to report
            return record
        record.msg, record.args = redacted(message), ()
        if record.exc_info and record.exc_info[0] is not None:
            text = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
            record.exc_text = redacted(text)
        return record

    logging.setLogRecordFactory(redacted_record)
    _installed = True
