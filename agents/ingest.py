"""Validation of raw chat-turn bytes into :class:`ChatTurn`, with machine-readable reasons.

A bad event is data, not an exception for the stream: callers catch :class:`InvalidEvent`
and send a dead-letter record. The reason codes are a small fixed set (they label metrics).
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta
from enum import StrEnum
from itertools import accumulate
from typing import Any

from pydantic import ValidationError

from agents.redaction import redact
from agents.sanitize import delete_invisible
from memstream.errors import InvalidEvent
from schemas.common import utcnow
from schemas.events import ChatTurn


class DlqReason(StrEnum):
    NOT_UTF8 = "not_utf8"
    INVALID_JSON = "invalid_json"
    NOT_AN_OBJECT = "not_an_object"
    FIELD_MISSING = "field_missing"
    FIELD_INVALID = "field_invalid"
    UNKNOWN_ROLE = "unknown_role"
    UNSAFE_TENANT = "unsafe_tenant"
    UNSAFE_SUBJECT = "unsafe_subject"
    UNSAFE_IDENTIFIER = "unsafe_identifier"
    CONTENT_TOO_LARGE = "content_too_large"
    NUL_BYTE = "nul_byte"
    KEY_MISMATCH = "key_mismatch"
    EMPTY_PAYLOAD = "empty_payload"


# Chat turns are flat; a fixed limit makes the verdict a property of the bytes (Python's
# own recursion limit would depend on how deep the caller's stack already is).
MAX_JSON_NESTING = 32
# A producer's clock may run a little ahead; a turn from further in the future is a bug
# upstream, and would postpone its session's distillation until then (or overflow the
# due-time arithmetic for a stamp near year 9999).
MAX_CLOCK_SKEW = timedelta(hours=1)

_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def json_nesting(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (brackets in strings aside)."""
    if text.count("{") + text.count("[") <= 1:
        return text.count("{") + text.count("[")
    brackets = _BRACKET.findall(_JSON_STRING.sub("", text))
    steps = (1 if b in "[{" else -1 for b in brackets)
    return max(accumulate(steps, initial=0))


def load_json(text: str) -> Any:
    """``json.loads`` within :data:`MAX_JSON_NESTING`; raises ``ValueError`` otherwise."""
    if json_nesting(text) > MAX_JSON_NESTING:
        raise ValueError(f"nested deeper than {MAX_JSON_NESTING} levels")
    return json.loads(text)


def parse_turn(
    raw: bytes | None,
    *,
    max_content_bytes: int,
    key: bytes | None = None,
    now: datetime | None = None,
) -> ChatTurn:
    """Decode and validate one event; raise :class:`InvalidEvent` naming the reason."""
    if not raw:  # a tombstone (null value) or an empty record
        raise InvalidEvent(DlqReason.EMPTY_PAYLOAD, "record has no value")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidEvent(
            DlqReason.NOT_UTF8, f"payload is not valid UTF-8 at byte {exc.start}"
        ) from None
    if "\x00" in text:
        raise InvalidEvent(DlqReason.NUL_BYTE, "payload contains a NUL character")
    if json_nesting(text) > MAX_JSON_NESTING:
        raise InvalidEvent(
            DlqReason.INVALID_JSON, f"payload nests deeper than {MAX_JSON_NESTING} levels"
        )
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidEvent(
            DlqReason.INVALID_JSON, f"payload is not JSON (line {exc.lineno} column {exc.colno})"
        ) from None
    if not isinstance(data, dict):
        raise InvalidEvent(
            DlqReason.NOT_AN_OBJECT, f"payload is a JSON {type(data).__name__}, not an object"
        )
    content = data.get("content")
    if isinstance(content, str) and "\x00" in content:  # an escaped \u0000 inside the JSON
        raise InvalidEvent(DlqReason.NUL_BYTE, "content contains a NUL character")
    if (
        isinstance(content, str)
        and len(content.encode("utf-8", "surrogatepass")) > max_content_bytes
    ):
        raise InvalidEvent(
            DlqReason.CONTENT_TOO_LARGE, f"content exceeds {max_content_bytes} bytes"
        )
    try:
        turn = ChatTurn.model_validate(data)
    except ValidationError as exc:
        raise _invalid_from(exc) from None
    if key is not None and key.decode("utf-8", "replace") != turn.key:
        raise InvalidEvent(
            DlqReason.KEY_MISMATCH, "message key is not <tenant>/<subject> of the payload"
        )
    _check_identifiers(turn)
    if turn.timestamp > (now or utcnow()) + MAX_CLOCK_SKEW:
        raise InvalidEvent(
            DlqReason.FIELD_INVALID,
            "timestamp: more than an hour in the future; check the producer's clock",
        )
    return turn


_IDENTIFIER_FIELDS = ("event_id", "subject", "session_id", "message_id", "agent_id")


def _check_identifiers(turn: ChatTurn) -> None:
    """Ids are stored verbatim (documents, change events, the ledger): one that holds a
    card or phone number is a producer bug to fix, never a value to keep."""
    for name in _IDENTIFIER_FIELDS:
        value = getattr(turn, name)
        if value is not None and redact(value).findings:
            raise InvalidEvent(
                DlqReason.UNSAFE_IDENTIFIER,
                f"{name}: looks like it holds a secret or personal number; send an opaque id",
            )


def _invalid_from(exc: ValidationError) -> InvalidEvent:
    first = exc.errors()[0]
    field = ".".join(str(p) for p in first["loc"]) or "<root>"
    # Only the field name and pydantic's message: the input value may hold a secret.
    message = f"{field}: {first['msg']}"
    if first["type"] == "missing":
        return InvalidEvent(DlqReason.FIELD_MISSING, message)
    if field == "role":
        return InvalidEvent(DlqReason.UNKNOWN_ROLE, message)
    if field == "tenant":
        return InvalidEvent(DlqReason.UNSAFE_TENANT, message)
    if field == "subject":
        return InvalidEvent(DlqReason.UNSAFE_SUBJECT, message)
    return InvalidEvent(DlqReason.FIELD_INVALID, message)


def redact_payload(payload: bytes, *, max_runes: int) -> str:
    """A rejected payload as the dead-letter record may keep it: decoded leniently,
    redacted whole, then cut to ``max_runes``.

    - Invisible characters go first: "4111\u200b1111…" is a card number to a reader.
    - A JSON payload is redacted value by value after decoding, then written with its
      non-ASCII characters as themselves: redacting the raw text would miss a secret written
      as ``\\uXXXX`` escapes ("\\u5bc6\\u7801\\u662f…" is "密码是…"), which any reader
      decodes back. The written text is redacted once more, so that a key labels its value.
      Text that is not JSON has its escapes decoded all the same.
    - The cut comes after redaction and never splits a placeholder, so it cannot keep the
      first half of a secret that only the whole would have revealed.
    """
    text = payload.decode("utf-8", errors="replace").replace("\x00", "\ufffd")
    try:
        data = load_json(text)
    except ValueError:
        clean = _decode_json_escapes(delete_invisible(text))
        return _cut_between_placeholders(redact(delete_invisible(clean)).text, max_runes)
    # Values are redacted one by one, then the whole once more: a key is a value's label
    # ({"mdp": "(gâu"}), which neither string shows alone but the record's reader sees.
    written = json.dumps(_redact_values(data), ensure_ascii=False)
    return _cut_between_placeholders(redact(written).text, max_runes)


_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# One escape, or a surrogate pair written as two.
_JSON_ESCAPE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}"
    r"|\\u[0-9a-fA-F]{4}|\\[\"\\/bfnrt]"
)


def _decode_json_escapes(text: str) -> str:
    """Decode JSON string escapes wherever they stand, as a lenient reader would."""

    def decoded(match: re.Match[str]) -> str:
        value: str = json.loads(f'"{match.group(0)}"')
        # A lone surrogate ("\\ud800") cannot be written out as UTF-8.
        return value.encode("utf-8", "replace").decode("utf-8").replace("\x00", "\ufffd")

    return _JSON_ESCAPE.sub(decoded, text) if "\\" in text else text


def _cut_between_placeholders(text: str, max_runes: int) -> str:
    if len(text) <= max_runes:
        return text
    cut = max_runes
    # The last placeholder that opens before the cut, even one whose opening is cut.
    opened = text.rfind(_PLACEHOLDER_OPEN, 0, cut + len(_PLACEHOLDER_OPEN) - 1)
    if opened != -1 and opened < cut and text.find("]", opened) >= cut:
        cut = opened  # the placeholder would be cut: leave it out whole
    return text[:cut]


_PLACEHOLDER_OPEN = "[redacted:"


def _redact_values(value: Any) -> Any:
    # Depth is bounded by load_json's nesting limit.
    if isinstance(value, str):
        # JSON may escape lone surrogates ("\\ud800"), which no UTF-8 record can carry.
        clean = value.encode("utf-8", "replace").decode("utf-8")
        # Control characters become spaces: written out they would be "\\u001f" escapes,
        # text the redactor would then read differently from the value it redacted.
        clean = _CONTROL.sub(" ", delete_invisible(clean))
        return redact(clean).text
    if isinstance(value, int | float) and not isinstance(value, bool):
        # A phone or card number sent as a JSON number is a secret too.
        text = json.dumps(value)
        redacted = redact(text).text
        return value if redacted == text else redacted
    if isinstance(value, dict):
        return {_redact_values(k): _redact_values(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_redact_values(v) for v in value]
    return value
