"""Log lines are redacted whoever writes them, exceptions included."""

from __future__ import annotations

import logging
import subprocess
import sys

import pytest

from memstream.logs import WITHHELD, redact_log_records


def test_a_secret_in_a_log_message_or_its_exception_never_reaches_a_handler(
    caplog: pytest.LogCaptureFixture,
) -> None:
    redact_log_records()
    redact_log_records()  # idempotent: one wrapping, not two
    log = logging.getLogger("some.library")
    with caplog.at_level(logging.INFO):
        log.info("user %s sent card %s", "alice", "4111 1111 1111 1111")
        try:
            raise ValueError("bad input: alice@example.com")
        except ValueError:
            log.exception("parsing failed")
    text = caplog.text
    assert "4111" not in text
    assert "alice@example.com" not in text
    assert "user alice sent card [redacted:payment_card]" in text
    assert "ValueError: bad input: [redacted:email]" in text


# Run in a fresh interpreter: whether agents.redaction is imported is process state.
_LAZY_IMPORT = """
import importlib.abc, logging, sys

import memstream.logs

assert "agents.redaction" not in sys.modules, "imported with memstream.logs"


class LogsWhileImporting(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "agents.redaction":
            logging.getLogger("importer").warning("importing %s for 4111 1111 1111 1111", name)
        return None  # the normal finders import it


sys.meta_path.insert(0, LogsWhileImporting())
memstream.logs.redact_log_records()
assert "agents.redaction" not in sys.modules, "imported when the factory was installed"
logging.getLogger("app").warning("card %s", "4111 1111 1111 1111")
assert "agents.redaction" in sys.modules
"""


def test_the_redactor_is_imported_by_the_first_record_and_nothing_leaks_meanwhile() -> None:
    """memstream.logs costs no redactor import (~0.7 s) until a record is made; a record
    made by that import itself is withheld, never passed on unredacted."""
    done = subprocess.run(
        [sys.executable, "-c", _LAZY_IMPORT], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert lines == [WITHHELD, "card [redacted:payment_card]"]


def test_a_record_nobody_writes_is_never_redacted() -> None:
    """Redaction runs when a record's text is first asked for: the thousands of debug
    records faust makes under its spinner, which no handler writes, cost nothing."""
    redact_log_records()
    record = logging.getLogger("quiet").makeRecord(
        "quiet", logging.DEBUG, __file__, 1, "card %s", ("4111 1111 1111 1111",), None
    )
    assert "_redacted_message" not in record.__dict__
    assert record.getMessage() == "card [redacted:payment_card]"
    assert record.__dict__["_redacted_message"] == "card [redacted:payment_card]"
    assert "4111" not in logging.Formatter().format(record)
