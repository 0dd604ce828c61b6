"""Every statement bound for the index passes through :func:`prepare_statement`: sanitised
(no control characters, no newlines), redacted, then capped. One place, so no write path
(directive, manager create/edit, import, distiller) can skip it."""

from __future__ import annotations

from dataclasses import dataclass

from agents.redaction import FindingKind, redact
from agents.sanitize import sanitize

# Sanitise with room to spare before redaction (placeholders change lengths), then cap.
_PRE_REDACTION_RUNES = 4000


@dataclass(frozen=True)
class PreparedStatement:
    text: str
    findings: tuple[FindingKind, ...]
    refused: bool


def prepare_statement(text: str, *, max_runes: int) -> PreparedStatement:
    red = redact(sanitize(text, max_runes=_PRE_REDACTION_RUNES))
    return PreparedStatement(
        text=sanitize(red.text, max_runes=max_runes),
        findings=tuple(f.kind for f in red.findings),
        refused=red.refused or not red.text.strip(),
    )
