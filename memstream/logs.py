"""Every log line redacted, whoever writes it: memstream, faust, aiokafka, uvicorn.

``redact_log_records()`` wraps the process's log-record factory once: each record's
message is formatted and redacted when it is created, and so is the text of an attached
exception (a validation error may quote its input). Handlers and formatters then only
ever see the redacted text, however logging was configured later (faust's worker sets up
its own handlers). A record costs one redaction, which is cheap next to writing it out.
"""

from __future__ import annotations

import logging
import traceback
from typing import Any

from agents.redaction import redact

__all__ = ["redact_log_records"]

_installed = False


def redact_log_records() -> None:
    """Install the redacting record factory (idempotent)."""
    global _installed  # noqa: PLW0603  (one factory per process)
    if _installed:
        return
    make_record = logging.getLogRecordFactory()

    def redacted_record(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = make_record(*args, **kwargs)
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a broken %-format is logging's to report
            return record
        record.msg, record.args = redact(message).text, None
        if record.exc_info and record.exc_info[0] is not None:
            text = "".join(traceback.format_exception(*record.exc_info)).rstrip("\n")
            record.exc_text = redact(text).text
        return record

    logging.setLogRecordFactory(redacted_record)
    _installed = True
