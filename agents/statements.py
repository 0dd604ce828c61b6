"""Every text bound for the index or a model passes through here: sanitised (no control
characters, no newlines), redacted, then capped. One place, so no write path (directive,
manager create/edit/promote, import, distiller, topic labels and aliases, workspace
instructions) can skip it.

- :func:`prepare_statement` for memory statements (refused when nothing but secrets);
- :func:`prepare_label` for topic labels and aliases, whose topic key is derived from the
  prepared label: a card number in a label is redacted before it can become a key.
"""

from __future__ import annotations

import re
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


_PLACEHOLDER = re.compile(r"\[redacted:[a-z_]+\]")
# Labels name a topic ("allergies", "my running plan"): short by nature.
LABEL_MAX_RUNES = 80


def prepare_statement(text: str, *, max_runes: int) -> PreparedStatement:
    red = redact(sanitize(text, max_runes=_PRE_REDACTION_RUNES))
    return PreparedStatement(
        text=sanitize(red.text, max_runes=max_runes),
        findings=tuple(f.kind for f in red.findings),
        refused=red.refused or not red.text.strip(),
    )


def prepare_label(text: str, *, max_runes: int = LABEL_MAX_RUNES) -> str:
    """A topic label or alias as it may be stored; ``""`` when nothing but secrets is left.

    Unlike a statement, a label is short by nature ("wallet", "过敏"): it is kept when any
    letter or digit remains outside the placeholders.
    """
    red = redact(sanitize(text, max_runes=_PRE_REDACTION_RUNES))
    if not any(ch.isalnum() for ch in _PLACEHOLDER.sub("", red.text)):
        return ""
    return sanitize(red.text, max_runes=max_runes)


def prepare_labels(labels: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(label for label in map(prepare_label, labels) if label)
