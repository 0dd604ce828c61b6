"""Identifiers, enums and time helpers shared by every schema."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from enum import StrEnum
from typing import Annotated

from pydantic import AfterValidator, AwareDatetime, StringConstraints

# Index names are built from tenant ids, so a tenant id must already be a safe index-name
# fragment: lowercase, no separators OpenSearch reserves, bounded so the full name fits.
_TENANT_RE = re.compile(r"^[a-z0-9](?:[a-z0-9_-]{0,46}[a-z0-9])?$")
_CONTROL_RE = re.compile(r"[\x00-\x1f\x7f]")
# Characters a person cannot see: bidi overrides and isolates, zero-width characters, the
# BOM, Unicode tags. In an id they make two different ids look alike ("\u202eevil").
_INVISIBLE_RE = re.compile(
    "[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\U000e0000-\U000e007f]"
)
# Subjects starting with "_" are memstream's own keys (``_workspace`` carries a tenant's
# workspace settings on the commands topic); no end user may be called that.
RESERVED_SUBJECT_PREFIX = "_"


def _check_tenant(value: str) -> str:
    if not _TENANT_RE.fullmatch(value):
        raise ValueError(
            "tenant id must be 1-48 chars of a-z, 0-9, '_' or '-', starting and ending "
            "with a letter or digit"
        )
    return value


def _check_identifier(value: str) -> str:
    if _CONTROL_RE.search(value):
        raise ValueError("identifier must not contain control characters")
    return require_encodable(value)


def _check_subject(value: str) -> str:
    if value != value.strip() or _INVISIBLE_RE.search(value):
        raise ValueError(
            "subject id must not start or end with white space or contain invisible characters"
        )
    if value.startswith(RESERVED_SUBJECT_PREFIX):
        raise ValueError(f"subject ids starting with {RESERVED_SUBJECT_PREFIX!r} are reserved")
    return value


def require_encodable(value: str) -> str:
    """Reject lone surrogates (a JSON ``\\ud800`` escape): they cannot be stored as UTF-8."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("text contains an unpaired surrogate; it is not valid Unicode") from None
    return value


TenantId = Annotated[str, AfterValidator(_check_tenant)]
Identifier = Annotated[
    str, StringConstraints(min_length=1, max_length=200), AfterValidator(_check_identifier)
]
# The id of an end user, wherever one enters: chat turns, API bodies, keys, tokens, import.
SubjectId = Annotated[Identifier, AfterValidator(_check_subject)]
UtcDatetime = AwareDatetime


def utcnow() -> datetime:
    return datetime.now(UTC)


def subject_key(tenant: str, subject: str) -> str:
    """The Kafka key of every topic: all writes about one person share a partition."""
    return f"{tenant}/{subject}"


def split_subject_key(key: str) -> tuple[str, str]:
    tenant, sep, subject = key.partition("/")
    if not sep or not tenant or not subject:
        raise ValueError(f"key {key!r} is not of the form <tenant>/<subject>")
    return tenant, subject


class Role(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    SYSTEM = "system"
    TOOL = "tool"


class MemoryKind(StrEnum):
    PROFILE = "profile"
    PREFERENCE = "preference"
    FACT = "fact"
    TASK = "task"
    INTEREST = "interest"

    @property
    def resident(self) -> bool:
        """Resident kinds reach every prompt; the others only when the query matches."""
        return self in (MemoryKind.PROFILE, MemoryKind.PREFERENCE)


class Origin(StrEnum):
    EXPLICIT = "explicit"
    EXTRACTED = "extracted"
    MANUAL = "manual"


class Status(StrEnum):
    ACTIVE = "active"
    PENDING = "pending"
    SUPERSEDED = "superseded"
    ARCHIVED = "archived"


class WriteMode(StrEnum):
    EXPLICIT_ONLY = "explicit_only"
    AUTO = "auto"
