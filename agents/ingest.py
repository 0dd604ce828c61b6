"""Validation of raw chat-turn bytes into :class:`ChatTurn`, with machine-readable reasons.

A bad event is data, not an exception for the stream: callers catch :class:`InvalidEvent`
and send a dead-letter record. The reason codes are a small fixed set (they label metrics).
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any

from pydantic import ValidationError

from memstream.errors import InvalidEvent
from schemas.events import ChatTurn


class DlqReason(StrEnum):
    NOT_UTF8 = "not_utf8"
    INVALID_JSON = "invalid_json"
    NOT_AN_OBJECT = "not_an_object"
    FIELD_MISSING = "field_missing"
    FIELD_INVALID = "field_invalid"
    UNKNOWN_ROLE = "unknown_role"
    UNSAFE_TENANT = "unsafe_tenant"
    CONTENT_TOO_LARGE = "content_too_large"
    NUL_BYTE = "nul_byte"
    KEY_MISMATCH = "key_mismatch"


def parse_turn(raw: bytes, *, max_content_bytes: int, key: bytes | None = None) -> ChatTurn:
    """Decode and validate one event; raise :class:`InvalidEvent` naming the reason."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidEvent(
            DlqReason.NOT_UTF8, f"payload is not valid UTF-8 at byte {exc.start}"
        ) from None
    if "\x00" in text:
        raise InvalidEvent(DlqReason.NUL_BYTE, "payload contains a NUL character")
    try:
        data: Any = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        detail = (
            f"line {exc.lineno} column {exc.colno}"
            if isinstance(exc, json.JSONDecodeError)
            else "nested too deeply"
        )
        raise InvalidEvent(DlqReason.INVALID_JSON, f"payload is not JSON ({detail})") from None
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
    return turn


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
    return InvalidEvent(DlqReason.FIELD_INVALID, message)
