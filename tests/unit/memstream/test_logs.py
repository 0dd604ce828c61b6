"""Log lines are redacted whoever writes them, exceptions included."""

from __future__ import annotations

import logging

import pytest

from memstream.logs import redact_log_records


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
