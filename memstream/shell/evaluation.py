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
import asyncio
import itertools
import json
import math
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from agents.batch import BUFFERED_LINE_RUNES  # the worker's buffered-line cap
from agents.directives import detect_directive
from agents.distill_jobs import run_job
from agents.distill_results import apply_distill_result
from agents.distiller import build_request
from agents.embedder import WordLlamaEmbedder
from agents.ledger import SubjectLedger
from agents.llm import RulesProvider
from agents.redaction import redact
from agents.sessions import append_line, due_at, next_job
from agents.statements import prepare_statement
from agents.writer import Limits
from schemas.common import WriteMode
from schemas.distill import DistillResult, DistillState
from schemas.settings import WorkspaceSettings

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

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "tests" / "data"
HELD_OUT_EVERY = 3
# A second directive set, written after the rules by someone else, read by nobody since.
BLIND_DIRECTIVES = "directives_blind"
BLIND_REDACTION = "redaction_blind"


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


def load_redaction_cases(
    data: Path = DEFAULT_DATA, folder: str = "redaction"
) -> list[RedactionCase]:
    return [
        RedactionCase.model_validate(row | {"line": number})
        for path in sorted((data / folder).glob("*.jsonl"))
        for number, row in _read_jsonl(path)
    ]


def load_conversation_turns(data: Path = DEFAULT_DATA) -> list[str]:
    """Every turn of the real-chat corpus: ordinary conversation, with no secret in it."""
    return [
        turn["text"]
        for path in sorted((data / "conversations").glob("*.json"))
        for session in json.loads(path.read_text(encoding="utf-8"))["sessions"]
        for turn in session["turns"]
    ]


def load_integrity_cases(data: Path = DEFAULT_DATA) -> list[IntegrityCase]:
    return [
        IntegrityCase.model_validate(row | {"line": n})
        for path in sorted((data / "integrity").glob("*.jsonl"))
        for n, row in _read_jsonl(path)
    ]


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


def _print_directives(
    report: DirectiveReport, *, show_misses: bool, title: str = "## Directives"
) -> None:
    print(title)
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
    # Secret-free lines on which anything at all was found: the keep corpus, and turns of
    # the real-chat corpus.
    clean_lines_touched: Ratio = field(default_factory=Ratio)
    conversation_turns_touched: Ratio = field(default_factory=Ratio)
    misses: list[tuple[RedactionCase, str, str]] = field(default_factory=list)


def redact_with_rules(text: str) -> tuple[str, int]:
    """The shipped redactor as ``(redacted text, number of findings)``."""
    result = redact(text)
    return result.text, len(result.findings)


_PLACEHOLDER = re.compile(r"\[redacted:[a-z_]+\]")


def leaked(value: str, redacted: str, text: str = "") -> bool:
    """Whether the redacted line still shows the value, or either half of it (when that
    half has four characters or more). A half counts only where the line shows it more
    often than the original line does outside the value: "mail" in "mailer", or "Welcom"
    in "Welcome aboard", is the message, not the secret "Welcome#4471". The placeholders
    are not the line's text ("passw" in "[redacted:password]")."""
    visible = _PLACEHOLDER.sub(" ", redacted)
    if value in visible:
        return True
    around = text.replace(value, " ")
    half = len(value) // 2
    return any(
        visible.count(part) > around.count(part)
        for part in (value[:half], value[half:])
        if len(part.strip()) >= 4
    )


def redaction_report(
    cases: Iterable[RedactionCase],
    redactor: Callable[[str], tuple[str, int]] = redact_with_rules,
    conversation: Iterable[str] = (),
) -> RedactionReport:
    report = RedactionReport()
    for text in conversation:
        report.conversation_turns_touched.add(redactor(text)[1] > 0)
    for case in cases:
        redacted, findings = redactor(case.text)
        for secret in case.secrets:
            removed = not leaked(secret.value, redacted, case.text)
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


def _print_redaction(
    report: RedactionReport, *, show_misses: bool, title: str = "## Redaction"
) -> None:
    print(title)
    print(f"secrets removed {report.removed}   held-out {report.held_out_removed}")
    print(f"must-keep kept  {report.kept}   held-out {report.held_out_kept}")
    print(f"secret-free lines with any finding {report.clean_lines_touched}")
    if report.conversation_turns_touched.total:
        print(f"real-chat turns with any finding {report.conversation_turns_touched}")
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


def as_stored(statement: str) -> str:
    """A statement the way the writer stores it: sanitised and redacted. An expected
    statement with an e-mail address in it can only ever be stored redacted."""
    return prepare_statement(statement, max_runes=Limits().statement_max_runes).text


def integrity_report(cases: Iterable[IntegrityCase], replay: Replay) -> IntegrityReport:
    report = IntegrityReport()
    for case in cases:
        active = replay(case.steps)
        passed = Counter(active) == Counter(map(as_stored, case.expect_active))
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


# --- distillation -----------------------------------------------------------------------
#
# Each conversation's speakers are subjects; their lines go through the worker's path in
# ``auto`` mode: buffered per session (redacted and capped as the worker buffers them),
# distilled one session job at a time by the ``rules`` provider, applied through the
# writer's gates. What is live in the ledger at the end is what was stored.
#
# Matching by meaning is content-word overlap: words are folded, stop words and the
# speaker's name dropped, and cut to their first five letters (a cheap stem: "adopted" and
# "adopt" agree); Chinese and Japanese text gives character bigrams. An item matches a gold
# fact when they share ``MATCH_SHARED`` stems, or one stem when the item comes from the
# fact's own turn. Checked by hand on 20 random matched pairs of the dev part: 17 right;
# the wrong ones were a loose Chinese bigram match, a hypothetical ("My Year 2s would be
# the same") and a quip sharing a weekday with a habit.

CONVERSATIONS = "conversations"
MATCH_SHARED = 2
SEARCH_DEPTH = 5
_STOP_WORDS = """a an the and or but of to in on at for with from by as is are was were be been
    am i me my mine we our us you your he him his she her they them their it its this that
    these those there here what which who whom how when where why do does did done have has
    had not no so very really just also too than then into about over after before up down
    out off again still now can could would should will shall may might must get got going
    gonna lol haha like one some any all more most other such only own same ich mein meine
    meinen meiner wir unser und oder aber nicht ist sind war der die das den dem des ein
    eine einen einem einer mit für von zu im am auf bei hat haben je j mon ma mes nous et ou
    pas est le la les un une de du des en au aux pour avec sur dans yo mi mis nosotros y o
    pero no es el los las un una de del en con para por que se lo su sus"""
_STOP = frozenset(re.findall(r"\S+", _STOP_WORDS))
_TOKEN = re.compile(r"[^\W\d_]+|\d+")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]+")
_CJK_SKIP = frozenset("我你他她它们的了是在")
# An independent check, not the extractor's own list: words that address the listener
# (per language: the German "du" is the French "du").
_LISTENER_WORDS = {
    "de": r"du|dich|dir|dein\w*|euch|euer|eure\w*",
    "fr": r"tu|toi|ton|ta|tes|vous|votre|vos",
    "es": r"tú|ti|contigo|usted|ustedes|vosotros",
}
_CJK_LISTENER = r"你|您|あなた"


def addresses_listener(content: str, lang: str) -> bool:
    words = r"you|your|yours|yourself|yourselves|ur|y'all"
    if lang in _LISTENER_WORDS:
        words = f"{words}|{_LISTENER_WORDS[lang]}"
    return re.search(rf"\b(?:{words})\b|{_CJK_LISTENER}", content, re.IGNORECASE) is not None


def stems(text: str, *, drop: Iterable[str] = ()) -> set[str]:
    """The content stems of ``text`` (see above); ``drop`` names words to leave out."""
    dropped = {w.casefold() for name in drop for w in _TOKEN.findall(name)}
    folded = unicodedata.normalize("NFKC", text).casefold()
    found = {
        word[:5]
        for word in _TOKEN.findall(_CJK_RUN.sub(" ", folded))
        if word not in _STOP and word not in dropped and (len(word) > 2 or word.isdigit())
    }
    names = "".join(drop)
    for run in _CJK_RUN.findall(folded):
        chars = [c for c in run if c not in _CJK_SKIP and c not in names]
        found.update(a + b for a, b in itertools.pairwise(chars))
    return found


class GoldFact(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    speaker: str
    turn: int
    fact: str
    kind: str
    event_date: str | None = None


class GoldQuestion(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    speaker: str
    question: str
    support_turns: tuple[int, ...]
    answer: str = ""


class Conversation(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")

    id: str
    lang: str
    speakers: tuple[str, ...]
    sessions: tuple[dict[str, Any], ...]
    facts: tuple[GoldFact, ...]
    questions: tuple[GoldQuestion, ...]
    index: int = 0

    @property
    def held_out(self) -> bool:
        return self.index % HELD_OUT_EVERY == 0

    def speaker_of(self, turn: int) -> str:
        for session in self.sessions:
            for t in session["turns"]:
                if t["i"] == turn:
                    return str(t["speaker"])
        return ""


def load_conversations(data: Path = DEFAULT_DATA) -> list[Conversation]:
    return [
        Conversation.model_validate(json.loads(path.read_text(encoding="utf-8")) | {"index": n})
        for n, path in enumerate(sorted((data / CONVERSATIONS).glob("*.json")))
    ]


@dataclass(frozen=True)
class StoredItem:
    content: str
    turn: int
    kind: str


Distill = Callable[[Conversation, str], list[StoredItem]]


def distill_like_the_worker(conversation: Conversation, speaker: str) -> list[StoredItem]:
    """One speaker's lines through buffering, per-session rules jobs and the writer's gates."""
    return asyncio.run(_distill_speaker(conversation, speaker))


async def _distill_speaker(conversation: Conversation, speaker: str) -> list[StoredItem]:
    workspace = WorkspaceSettings(write_mode=WriteMode.AUTO)
    ledger = SubjectLedger(tenant="eval", subject=speaker)
    state = DistillState(tenant="eval", subject=speaker)
    provider = RulesProvider()
    turns: dict[str, int] = {}
    for session in conversation.sessions:
        last: datetime | None = None
        for turn in session["turns"]:
            if turn["speaker"] != speaker:
                continue
            at = datetime.fromisoformat(str(turn["timestamp"]).replace("Z", "+00:00"))
            line = prepare_statement(str(turn["text"]), max_runes=BUFFERED_LINE_RUNES)
            message_id = f"{conversation.id}:{turn['i']}"
            turns[message_id] = int(turn["i"])
            if not line.refused:
                append_line(
                    state,
                    session_id=str(session["session_id"]),
                    message_id=message_id,
                    text=line.text,
                    at=at,
                )
            last = at
        now = last or datetime.now(UTC)
        while (due := due_at(state, workspace)) is not None:
            now = max(now, due)
            job = next_job(state, workspace, now=now)
            if job is None:
                break
            request = build_request(job, ledger, instructions="", today=now.date())
            outcome = await run_job(provider, request, max_retries=0, observer=_NoObserver())
            result = DistillResult(
                job_id=job.job_id,
                session_id=job.session_id,
                upto=job.upto,
                lines=job.lines,
                answer=outcome.answer,
                parked=outcome.outcome == "parked",
            )
            apply_distill_result(
                ledger, state, result, workspace=workspace, limits=Limits(), now=now
            )
    return [
        StoredItem(item.content, turns.get(item.source_message_id or "", -1), item.kind.value)
        for item in ledger.live()
        if item.kind.value != "interest"
    ]


class _NoObserver:
    def on_call(self, provider: str, outcome: str, seconds: float, completion: object) -> None:
        return None


def matches(item: StoredItem, fact: GoldFact, *, speaker: str) -> bool:
    shared = stems(item.content) & stems(fact.fact, drop=(speaker,))
    return len(shared) >= MATCH_SHARED or (bool(shared) and item.turn == fact.turn)


def is_fragment(content: str) -> bool:
    """Three words or fewer (three CJK characters); a dated event's date counts as words."""
    body = content
    cjk = sum(len(run) for run in _CJK_RUN.findall(body))
    return cjk <= 3 if cjk else len(_TOKEN.findall(body)) <= 3


def bm25_top(query: str, documents: Sequence[str], depth: int = SEARCH_DEPTH) -> list[int]:
    """Indices of the ``depth`` best documents for ``query`` by BM25 (k1 1.2, b 0.75)."""
    bags = [Counter(_bag(d)) for d in documents]
    if not bags:
        return []
    average = sum(sum(b.values()) for b in bags) / len(bags) or 1.0
    frequency = Counter(term for bag in bags for term in bag)
    scores: list[tuple[float, int]] = []
    for index, bag in enumerate(bags):
        length = sum(bag.values())
        score = 0.0
        for term in set(_bag(query)):
            tf = bag.get(term, 0)
            if tf:
                idf = math.log(1 + (len(bags) - frequency[term] + 0.5) / (frequency[term] + 0.5))
                score += idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * length / average))
        if score > 0:
            scores.append((score, index))
    return [index for _, index in sorted(scores, key=lambda s: (-s[0], s[1]))[:depth]]


def _bag(text: str) -> list[str]:
    return sorted(stems(text))


@dataclass
class DistillationReport:
    precision: Ratio = field(default_factory=Ratio)
    coverage: Ratio = field(default_factory=Ratio)
    support_turns: Ratio = field(default_factory=Ratio)  # support turns with any item
    listener: Ratio = field(default_factory=Ratio)  # items that address the listener
    fragments: Ratio = field(default_factory=Ratio)
    cut: Ratio = field(default_factory=Ratio)  # items ending in a cut ("…")
    dated: Ratio = field(default_factory=Ratio)  # dated gold events stored with their date
    hit_at_5: Ratio = field(default_factory=Ratio)
    raw_hit_at_5: Ratio = field(default_factory=Ratio)  # BM25 over the raw turns, for scale
    held_out: dict[str, Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    by_language: dict[tuple[str, str], Ratio] = field(default_factory=lambda: defaultdict(Ratio))
    unmatched: list[tuple[str, StoredItem]] = field(default_factory=list)
    missed: list[tuple[str, GoldFact]] = field(default_factory=list)


def distillation_report(
    conversations: Iterable[Conversation], distill: Distill = distill_like_the_worker
) -> DistillationReport:
    report = DistillationReport()
    for conv in conversations:
        items = {speaker: distill(conv, speaker) for speaker in conv.speakers}

        def add(name: str, hit: bool, conv: Conversation = conv) -> None:
            getattr(report, name).add(hit)
            report.by_language[(name, conv.lang)].add(hit)
            if conv.held_out:
                report.held_out[name].add(hit)

        for speaker, stored in items.items():
            facts = [f for f in conv.facts if f.speaker == speaker]
            for item in stored:
                hit = any(matches(item, f, speaker=speaker) for f in facts)
                add("precision", hit)
                add("listener", addresses_listener(item.content, conv.lang))
                add("fragments", is_fragment(item.content))
                add("cut", item.content.endswith("…"))
                if not hit and not conv.held_out:
                    report.unmatched.append((conv.id, item))
            for fact in facts:
                found = [i for i in stored if matches(i, fact, speaker=speaker)]
                add("coverage", bool(found))
                if fact.event_date:
                    add("dated", any(fact.event_date[:7] in i.content for i in found))
                if not found and not conv.held_out:
                    report.missed.append((conv.id, fact))
        turns = {t["i"]: t for session in conv.sessions for t in session["turns"]}
        for question in conv.questions:
            subject = conv.speaker_of(question.support_turns[0]) if question.support_turns else ""
            stored = items.get(subject, [])
            for turn in question.support_turns:
                add("support_turns", any(i.turn == turn for i in stored))
            top = bm25_top(question.question, [i.content for i in stored])
            add("hit_at_5", any(stored[k].turn in question.support_turns for k in top))
            own = [t for t in turns.values() if t["speaker"] == subject]
            raw = bm25_top(question.question, [str(t["text"]) for t in own])
            add("raw_hit_at_5", any(own[k]["i"] in question.support_turns for k in raw))
    return report


_DISTILLATION_ROWS = (
    ("precision", "stored items that are gold facts"),
    ("coverage", "gold facts stored"),
    ("support_turns", "question support turns with a memory"),
    ("hit_at_5", "search hit@5 (BM25 over stored items)"),
    ("raw_hit_at_5", "search hit@5 (BM25 over raw turns)"),
    ("dated", "dated gold events stored with their month"),
    ("listener", "items about the listener"),
    ("fragments", "items of three words or fewer"),
    ("cut", "items cut short"),
)


def _print_distillation(report: DistillationReport, *, show_misses: bool) -> None:
    print("## Distillation (rules provider, write mode auto)")
    for name, title in _DISTILLATION_ROWS:
        ratio: Ratio = getattr(report, name)
        print(f"{title:<40} {ratio!s:<22} held-out {report.held_out.get(name) or Ratio()}")
    languages = sorted({lang for _, lang in report.by_language})
    print(f"{'':<16}" + "".join(f"{lang:>10}" for lang in languages))
    for name in ("precision", "coverage", "hit_at_5"):
        cells = [report.by_language.get((name, lang)) for lang in languages]
        print(f"{name:<16}" + "".join(f"{c.value:>10.3f}" if c else f"{'—':>10}" for c in cells))
    if show_misses:
        for conv_id, item in report.unmatched:
            print(f"  NOT A GOLD FACT [{conv_id} t{item.turn}] {item.content!r}")
        for conv_id, fact in report.missed:
            print(f"  MISSED [{conv_id} t{fact.turn} {fact.kind}] {fact.fact!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="memstream eval", description=__doc__.split("\n")[0])
    parser.add_argument(
        "parts",
        nargs="*",
        default=["directives", "redaction", "integrity", "distillation"],
        metavar="PART",
    )
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--misses", action="store_true", help="list the dev part's misses")
    args = parser.parse_args(argv)
    for part in args.parts:
        if part == "directives":
            report = directive_report(load_directive_cases(args.data))
            _print_directives(report, show_misses=args.misses)
            # Blind figures only in the plain report: never next to a list of misses, so
            # nobody fixing rules reads them while fixing.
            blind = [] if args.misses else load_directive_cases(args.data, BLIND_DIRECTIVES)
            if blind:
                title = f"\n## Directives, blind set ({BLIND_DIRECTIVES}/, never read while fixing)"
                _print_directives(directive_report(blind), show_misses=False, title=title)
        elif part == "redaction":
            redacted = redaction_report(
                load_redaction_cases(args.data), conversation=load_conversation_turns(args.data)
            )
            _print_redaction(redacted, show_misses=args.misses)
            blind_cases = [] if args.misses else load_redaction_cases(args.data, BLIND_REDACTION)
            if blind_cases:
                title = f"\n## Redaction, blind set ({BLIND_REDACTION}/, never read while fixing)"
                _print_redaction(redaction_report(blind_cases), show_misses=False, title=title)
        elif part == "integrity":
            cases = load_integrity_cases(args.data)
            _print_integrity(integrity_report(cases, replay_with_writer()), show_misses=args.misses)
        elif part == "distillation":
            distilled = distillation_report(load_conversations(args.data))
            _print_distillation(distilled, show_misses=args.misses)
        else:
            parser.error(
                f"unknown part {part!r}: choose directives, redaction, integrity or distillation"
            )
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
