"""The one check the redaction unit tests share: what must go, what must stay."""

from __future__ import annotations

from agents.redaction import redact


def check(text: str, gone: list[str], kept: list[str]) -> None:
    """Each of ``gone`` is absent from the redacted text and each of ``kept`` present; a
    line with nothing to remove has no finding at all."""
    result = redact(text)
    for secret in gone:
        assert secret not in result.text, (text, result.text)
    for words in kept:
        assert words in result.text, (text, result.text)
    if not gone:
        assert result.findings == (), (text, result.text)
