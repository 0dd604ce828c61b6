"""``make eval``: the language layer measured on the labelled corpora in ``tests/data/``.

The corpora were written by people who did not read the rules they measure; each report is
a pure function from corpus lines to figures, and ``main`` prints them:

- ``directives`` (``tests/data/directives/<lang>.jsonl``): per language and per class
  (remember / forget) precision and recall, per form accuracy, and the false-directive rate
  on negatives. A line counts as right when the detected action equals the label and, for a
  directive, the statement contains every ``keys`` substring and none of ``excludes``
  (case-insensitive): the right action with the wrong statement stores the wrong memory.
- ``redaction`` (``tests/data/redaction/secrets.jsonl``, ``keep.jsonl``): secrets removed
  and must-keep spans kept, per kind and per language, and the share of secret-free lines
  with any finding at all. A secret counts as removed when neither its value nor either
  half of it (of four characters or more) is left in the redacted text, so a half-leak
  ("postgres://admin:Zebra![redacted:email]") is a miss.
- ``integrity`` (``tests/data/integrity/sequences.jsonl``): statement sequences replayed
  through the real writer; a sequence passes when exactly its ``expect_active`` statements
  are active at the end.

``tests/data/directives_blind/`` is a second directive set written after the rules, by a
writer who saw neither them nor the first set: its figures are the closest this repository
gets to text nobody on the team has read. Every other corpus line has a part: a 0-based
line number divisible by 3 is ``held-out`` (never read while fixing rules), the rest is
``dev``. Each report gives the figures for all lines and for the held-out part alone.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from agents.directives import detect_directive
from agents.embedder import WordLlamaEmbedder
from agents.redaction import redact

__all__ = [
    "DirectiveCase",
    "IntegrityCase",
    "Ratio",
    "RedactionCase",
    "directive_report",
    "integrity_report",
    "load_directive_cases",
    "load_integrity_cases",
    "load_redaction_cases",
    "main",
    "redaction_report",
]

DEFAULT_DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
HELD_OUT_EVERY = 3
# A second directive set, written after the rules by someone else, read by nobody since.
BLIND_DIRECTIVES = "directives_blind"


class _Case(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    line: int = 0

    @property
    def held_out(self) -> bool:
        return self.line % HELD_OUT_EVERY == 0


class DirectiveCase(_Case):
    text: str
    lang: str
    label: str = Field(pattern="^(remember|forget|none)$")
    form: str
    keys: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()


class Span(BaseModel):
    model_config = ConfigDict(frozen=True)

    value: str
    kind: str


class RedactionCase(_Case):
    text: str
    lang: str
    secrets: tuple[Span, ...] = ()
    keep: tuple[Span, ...] = ()


class IntegrityCase(_Case):
    id: str
    lang: str
    steps: tuple[dict[str, str], ...]
    expect_active: tuple[str, ...]
    why: str = ""


@dataclass
class Ratio:
    """``hits`` of ``total``; ``value`` is 1.0 for an empty total (nothing to get wrong)."""

    hits: int = 0
    total: int = 0

    def add(self, hit: bool) -> None:
        self.hits += hit
        self.total += 1

    @property
    def value(self) -> float:
        return self.hits / self.total if self.total else 1.0

    def __str__(self) -> str:
        return f"{self.value:.3f} ({self.hits}/{self.total})" if self.total else "—"


def _read_jsonl(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines):
            if line.strip():
                yield number, json.loads(line)


def load_directive_cases(
    data: Path = DEFAULT_DATA, folder: str = "directives"
) -> list[DirectiveCase]:
    return [
        DirectiveCase.model_validate(row | {"line": number})
        for path in sorted((data / folder).glob("*.jsonl"))
        for number, row in _read_jsonl(path)
    ]


def load_redaction_cases(data: Path = DEFAULT_DATA) -> list[RedactionCase]:
    return [
        RedactionCase.model_validate(row | {"line": number})
        for name in ("secrets.jsonl", "keep.jsonl")
        for number, row in _read_jsonl(data / "redaction" / name)
    ]


def load_integrity_cases(data: Path = DEFAULT_DATA) -> list[IntegrityCase]:
    path = data / "integrity" / "sequences.jsonl"
    return [IntegrityCase.model_validate(row | {"line": n}) for n, row in _read_jsonl(path)]


# --- directives -------------------------------------------------------------------------


@dataclass
class DirectiveReport:
    accuracy: Ratio = field(default_factory=Ratio)
    held_out_accuracy: Ratio = field(default_factory=Ratio)
    # (language, class) → precision / recall; class "all" pools remember and forget.
    precision: dict[tuple[str, str], Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    recall: dict[tuple[str, str], Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    by_form: dict[tuple[str, str], Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    by_language: dict[str, Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    # Negatives detected as directives, over all negatives and over ordinary chat.
    false_directives: Ratio = field(default_factory=Ratio)
    false_on_conversational: Ratio = field(default_factory=Ratio)
    misses: list[tuple[DirectiveCase, str, str]] = field(default_factory=list)


Detect = Callable[[str], tuple[str, str]]


def detect_with_rules(text: str) -> tuple[str, str]:
    """The shipped detector as ``(action, statement)``; ``("none", "")`` for no directive."""
    found = detect_directive(text)
    return ("none", "") if found is None else (found.action.value, found.statement)


def _statement_ok(case: DirectiveCase, statement: str) -> bool:
    folded = statement.casefold()
    return all(k.casefold() in folded for k in case.keys) and not any(
        e.casefold() in folded for e in case.excludes
    )


def directive_report(
    cases: Iterable[DirectiveCase], detect: Detect = detect_with_rules
) -> DirectiveReport:
    report = DirectiveReport()
    for case in cases:
        action, statement = detect(case.text)
        right = action == case.label and (action == "none" or _statement_ok(case, statement))
        report.accuracy.add(right)
        if case.held_out:
            report.held_out_accuracy.add(right)
        report.by_language[case.lang].add(right)
        report.by_form[(case.lang, case.form)].add(right)
        for lang in (case.lang, "all"):
            if case.label != "none":
                report.recall[(lang, case.label)].add(right)
                report.recall[(lang, "all")].add(right)
            if action != "none":
                report.precision[(lang, action)].add(right)
                report.precision[(lang, "all")].add(right)
        if case.label == "none":
            report.false_directives.add(action != "none")
            if case.form == "conversational":
                report.false_on_conversational.add(action != "none")
        if not right:
            report.misses.append((case, action, statement))
    return report


def _print_directives(report: DirectiveReport, *, show_misses: bool) -> None:
    print("## Directives")
    print(f"accuracy {report.accuracy}   held-out {report.held_out_accuracy}")
    print(f"false directives on negatives {report.false_directives}")
    print(f"false directives on ordinary chat {report.false_on_conversational}")
    languages = [*sorted({lang for lang, _ in report.recall} - {"all"}), "all"]
    print(f"{'lang':<5} {'class':<9} {'precision':<20} {'recall':<20}")
    for lang in languages:
        for cls in ("remember", "forget", "all"):
            p, r = report.precision.get((lang, cls)), report.recall.get((lang, cls))
            print(f"{lang:<5} {cls:<9} {p or Ratio()!s:<20} {r or Ratio()!s:<20}")
    print(f"{'lang':<5} {'form':<22} accuracy")
    for (lang, form), ratio in sorted(report.by_form.items()):
        print(f"{lang:<5} {form:<22} {ratio}")
    if show_misses:
        for case, action, statement in report.misses:
            if not case.held_out:
                print(f"  MISS [{case.lang}/{case.form}] want {case.label} {list(case.keys)}")
                print(f"       got {action} {statement!r}\n       {case.text!r}")


# --- redaction --------------------------------------------------------------------------


@dataclass
class RedactionReport:
    removed: Ratio = field(default_factory=Ratio)
    held_out_removed: Ratio = field(default_factory=Ratio)
    kept: Ratio = field(default_factory=Ratio)
    held_out_kept: Ratio = field(default_factory=Ratio)
    removed_by: dict[tuple[str, str], Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    kept_by: dict[tuple[str, str], Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    # Secret-free lines on which anything at all was found.
    clean_lines_touched: Ratio = field(default_factory=Ratio)
    misses: list[tuple[RedactionCase, str, str]] = field(default_factory=list)


def redact_with_rules(text: str) -> tuple[str, int]:
    """The shipped redactor as ``(redacted text, number of findings)``."""
    result = redact(text)
    return result.text, len(result.findings)


def leaked(value: str, redacted: str) -> bool:
    """The value, or either half of it when that half has four characters or more."""
    half = len(value) // 2
    parts = [value] + [p for p in (value[:half], value[half:]) if len(p.strip()) >= 4]
    return any(part in redacted for part in parts)


def redaction_report(
    cases: Iterable[RedactionCase],
    redactor: Callable[[str], tuple[str, int]] = redact_with_rules,
) -> RedactionReport:
    report = RedactionReport()
    for case in cases:
        redacted, findings = redactor(case.text)
        for secret in case.secrets:
            removed = not leaked(secret.value, redacted)
            report.removed.add(removed)
            if case.held_out:
                report.held_out_removed.add(removed)
            for key in (
                (secret.kind, case.lang),
                (secret.kind, "all"),
                ("all", case.lang),
                ("all", "all"),
            ):
                report.removed_by[key].add(removed)
            if not removed:
                report.misses.append((case, secret.value, redacted))
        for span in case.keep:
            kept = redacted.count(span.value) >= case.text.count(span.value)
            report.kept.add(kept)
            if case.held_out:
                report.held_out_kept.add(kept)
            for key in (
                (span.kind, case.lang),
                (span.kind, "all"),
                ("all", case.lang),
                ("all", "all"),
            ):
                report.kept_by[key].add(kept)
            if not kept:
                report.misses.append((case, span.value, redacted))
        if not case.secrets:
            report.clean_lines_touched.add(findings > 0)
    return report


def _print_grouped(title: str, ratios: dict[tuple[str, str], Ratio]) -> None:
    kinds = sorted({kind for kind, _ in ratios} - {"all"})
    languages = sorted({lang for _, lang in ratios} - {"all"})
    print(f"{title:<22}" + "".join(f"{lang:>14}" for lang in [*languages, "all"]))
    for kind in [*kinds, "all"]:
        cells = []
        for lang in [*languages, "all"]:
            ratio = ratios.get((kind, lang))
            cells.append(f"{ratio.value:>8.3f}/{ratio.total:<5}" if ratio else f"{'—':>14}")
        print(f"{kind:<22}" + "".join(cells))


def _print_redaction(report: RedactionReport, *, show_misses: bool) -> None:
    print("## Redaction")
    print(f"secrets removed {report.removed}   held-out {report.held_out_removed}")
    print(f"must-keep kept  {report.kept}   held-out {report.held_out_kept}")
    print(f"secret-free lines with any finding {report.clean_lines_touched}")
    _print_grouped("removed (kind×lang)", report.removed_by)
    _print_grouped("kept (kind×lang)", report.kept_by)
    if show_misses:
        for case, value, redacted in report.misses:
            if not case.held_out:
                what = "LEAK" if case.secrets else "LOST"
                print(f"  {what} [{case.lang}] {value!r}\n       {redacted!r}")


# --- integrity --------------------------------------------------------------------------


@dataclass
class IntegrityReport:
    passed: Ratio = field(default_factory=Ratio)
    held_out_passed: Ratio = field(default_factory=Ratio)
    by_language: dict[str, Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    failures: list[tuple[IntegrityCase, list[str]]] = field(default_factory=list)


Replay = Callable[[Sequence[dict[str, str]]], list[str]]


def replay_with_writer() -> Replay:
    """Replay through the real writer, with the worker's default in-process embedder."""
    from agents.sequences import replay_sequence  # noqa: PLC0415  (lands with the writer's rework)

    embedder = WordLlamaEmbedder()
    return lambda steps: replay_sequence(steps, embedder.embed)


def integrity_report(cases: Iterable[IntegrityCase], replay: Replay) -> IntegrityReport:
    report = IntegrityReport()
    for case in cases:
        active = replay(case.steps)
        passed = Counter(active) == Counter(case.expect_active)
        report.passed.add(passed)
        if case.held_out:
            report.held_out_passed.add(passed)
        report.by_language[case.lang].add(passed)
        if not passed:
            report.failures.append((case, active))
    return report


def _print_integrity(report: IntegrityReport, *, show_misses: bool) -> None:
    print("## Integrity")
    print(f"sequences right {report.passed}   held-out {report.held_out_passed}")
    for lang, ratio in sorted(report.by_language.items()):
        print(f"  {lang:<5} {ratio}")
    if show_misses:
        for case, active in report.failures:
            if not case.held_out:
                print(f"  FAIL {case.id} ({case.why})\n       want {list(case.expect_active)}")
                print(f"       got  {active}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="memstream eval", description=__doc__.split("\n")[0])
    parser.add_argument(
        "parts", nargs="*", default=["directives", "redaction", "integrity"], metavar="PART"
    )
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--misses", action="store_true", help="list the dev part's misses")
    args = parser.parse_args(argv)
    for part in args.parts:
        if part == "directives":
            report = directive_report(load_directive_cases(args.data))
            _print_directives(report, show_misses=args.misses)
            blind = load_directive_cases(args.data, BLIND_DIRECTIVES)
            if blind:
                print(f"\n## Directives, blind set ({BLIND_DIRECTIVES}/: never read while fixing)")
                _print_directives(directive_report(blind), show_misses=False)
        elif part == "redaction":
            _print_redaction(
                redaction_report(load_redaction_cases(args.data)), show_misses=args.misses
            )
        elif part == "integrity":
            cases = load_integrity_cases(args.data)
            _print_integrity(integrity_report(cases, replay_with_writer()), show_misses=args.misses)
        else:
            parser.error(f"unknown part {part!r}: choose directives, redaction or integrity")
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
