"""What the worker would make of a chat line, for the operator tool ``memstream analyze``.

``analyze(text)`` runs the same pure functions the worker runs on every turn:

- ``directive``: the explicit remember/forget directive, if any, with its statement
  sanitised (one line, capped at ``DEFAULT_MAX_RUNES``) and redacted. The statement is
  sanitised *without* a cap before redaction and capped afterwards, so a cap can never cut
  a secret in half and leave a fragment that no longer looks like one.
- ``redacted`` and ``findings``: the whole input, redacted, with the findings' offsets into
  the input exactly as given (not sanitised), so ``text[start:end]`` is the secret.
- ``refused``: the directive's statement is refused as sensitive, or, when there is no
  directive, the whole text is.

``analyze_lines(lines)`` reads JSON lines ``{"text": "…"}`` and yields exactly one JSON
line per input line, in order: the analysis, or ``{"error": "line N: <reason>"}`` for a
line that is not JSON, not an object, lacks a string ``text``, or holds text that cannot
be written out as UTF-8 (an unpaired surrogate). One bad line never stops the rest.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator

from pydantic import BaseModel, ConfigDict

from agents.directives import DirectiveAction, detect_directive
from agents.redaction import FindingKind, redact
from agents.sanitize import DEFAULT_MAX_RUNES, sanitize

__all__ = ["Analysis", "DirectiveOut", "FindingOut", "analyze", "analyze_lines"]


class DirectiveOut(BaseModel):
    model_config = ConfigDict(frozen=True)

    action: DirectiveAction
    statement: str


class FindingOut(BaseModel):
    model_config = ConfigDict(frozen=True)

    kind: FindingKind
    start: int
    end: int


class Analysis(BaseModel):
    model_config = ConfigDict(frozen=True)

    directive: DirectiveOut | None
    redacted: str
    findings: list[FindingOut]
    refused: bool


def analyze(text: str) -> Analysis:
    """Return the directive, redaction and refusal verdict for one chat line."""
    whole = redact(text)
    findings = [FindingOut(kind=f.kind, start=f.start, end=f.end) for f in whole.findings]
    directive = detect_directive(text)
    if directive is None:
        return Analysis(
            directive=None, redacted=whole.text, findings=findings, refused=whole.refused
        )
    uncapped = sanitize(directive.statement, max_runes=max(len(directive.statement), 1))
    statement = redact(uncapped)
    return Analysis(
        directive=DirectiveOut(
            action=directive.action,
            statement=sanitize(statement.text, max_runes=DEFAULT_MAX_RUNES),
        ),
        redacted=whole.text,
        findings=findings,
        refused=statement.refused,
    )


def analyze_lines(lines: Iterable[str]) -> Iterator[str]:
    """Yield one JSON line per input line: an :class:`Analysis` or ``{"error": …}``."""
    for number, line in enumerate(lines, start=1):
        try:
            text = _text_of(line)
        except _BadLine as exc:
            yield _dumps({"error": f"line {number}: {exc}"})
            continue
        yield _dumps(analyze(text).model_dump(mode="json"))


class _BadLine(ValueError):
    """An input line that carries no analysable text; reported, never raised further."""


def _text_of(line: str) -> str:
    if not line.strip():
        raise _BadLine('empty line; expected {"text": "..."}')
    try:
        value = json.loads(line)
    except json.JSONDecodeError as exc:
        raise _BadLine(f'not valid JSON ({exc.msg}); expected {{"text": "..."}}') from exc
    except RecursionError as exc:
        raise _BadLine("JSON nested too deeply") from exc
    if not isinstance(value, dict):
        raise _BadLine(f'expected a JSON object {{"text": "..."}}, got {_json_type(value)}')
    if "text" not in value:
        raise _BadLine('the object has no "text" field')
    text = value["text"]
    if not isinstance(text, str):
        raise _BadLine(f'"text" must be a string, got {_json_type(text)}')
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise _BadLine('"text" contains an unpaired surrogate and is not valid Unicode') from exc
    return text


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "an array" if isinstance(value, list) else "an object"


def _dumps(payload: object) -> str:
    return json.dumps(payload, ensure_ascii=False)
