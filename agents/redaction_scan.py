"""Regex detectors and where they are tried, so that plain prose costs almost nothing.

A :class:`Detector` is a compiled pattern, an ``accept`` check that turns a match into
zero or more spans, and a scope:

- ``AT_CUE``: the detector names *cues*, lower-case literals its match starts with (or,
  with ``rewind``, contains: the ``@`` of an e-mail). It is tried with ``pattern.match``
  only where a cue occurs in the lower-cased probe. A detector whose value is a long
  number also names ``min_digits``, and is not tried unless the probe has a run of that
  many digits.
- ``NEAR_NUMBER``: ``pattern.finditer`` in a window around each run of 7+ digits that
  holds at least ``min_digits`` digits, so dates, prices, versions and short order
  numbers never reach the numeric patterns.

A :class:`CueHandler` is a function that wants the positions of its cues (the label
finder: "pass", "code", "密码" …) rather than a regex tried at each.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from ahocorasick_rs import AhoCorasick, Implementation, MatchKind

from agents.redaction_kinds import Candidate, FindingKind, Span
from agents.redaction_probe import Probe

__all__ = [
    "Accept",
    "CueHandler",
    "Detector",
    "Scanner",
    "Scope",
    "one",
    "whole",
]

Accept = Callable[[re.Match[str]], Iterable[Span]]


def one(check: Callable[[re.Match[str]], Span | None]) -> Accept:
    """An ``Accept`` for checks that find at most one span per match."""

    def accept(match: re.Match[str]) -> Iterable[Span]:
        span = check(match)
        return () if span is None else (span,)

    return accept


def whole(match: re.Match[str]) -> Span:
    return match.span()


class Scope(Enum):
    AT_CUE = "at_cue"
    NEAR_NUMBER = "near_number"


# eq=False: hashed by identity, cheaply, as dictionary keys while scanning.
@dataclass(frozen=True, slots=True, eq=False)
class Detector:
    kind: FindingKind
    pattern: re.Pattern[str]
    accept: Accept
    scope: Scope
    cues: tuple[str, ...] = ()
    # How many digits a run in the text must hold for this kind to be possible at all.
    min_digits: int = 0
    # NEAR_NUMBER only: how far before and after a digit run to look.
    before: int = 2
    after: int = 2
    # For a cue inside the match (the "@" of an e-mail): finds where the match starts.
    rewind: re.Pattern[str] | None = None


@dataclass(frozen=True, slots=True, eq=False)
class CueHandler:
    cues: tuple[str, ...]
    # (probe, positions of the cues in ascending order, found)
    run: Callable[[Probe, list[int], list[Candidate]], None]


class Scanner:
    """Runs a fixed set of detectors and cue handlers over a probe.

    All cues of all detectors and handlers are found in one pass of an Aho-Corasick
    automaton (``ahocorasick_rs``, in Rust): about a microsecond for a chat line, where a
    regular expression of the cues would have ``re`` enter it at nearly every position.
    Cues whose every owner needs a long digit run ("ssn", "tax" before a number) are in
    a second automaton, run only when the probe has such a run.
    """

    def __init__(self, detectors: Sequence[Detector], handlers: Sequence[CueHandler] = ()) -> None:
        owners: dict[str, list[Detector | CueHandler]] = {}
        cued: list[Detector | CueHandler] = [d for d in detectors if d.scope is Scope.AT_CUE]
        for owner in [*cued, *handlers]:
            for cue in owner.cues:
                owners.setdefault(cue, []).append(owner)
        needs = {
            cue: min(o.min_digits if isinstance(o, Detector) else 0 for o in entries)
            for cue, entries in owners.items()
        }
        self._plain = _Automaton([cue for cue, n in needs.items() if n == 0], owners)
        self._numeric_cues = _Automaton([cue for cue, n in needs.items() if n > 0], owners)
        self._numeric_min = min((n for n in needs.values() if n > 0), default=0)
        self._handlers = tuple(handlers)
        self._numeric = tuple(d for d in detectors if d.scope is Scope.NEAR_NUMBER)

    def _hits(self, probe: Probe, most: int) -> list[tuple[int, tuple[Detector | CueHandler, ...]]]:
        lowered = probe.lowered
        hits = self._plain.find(lowered)
        if self._numeric_min and most >= self._numeric_min:
            hits.extend(self._numeric_cues.find(lowered))
        # The automaton reports matches by where they end: "pass" before "mot de passe".
        hits.sort(key=_position)
        if hits and "[redacted:" in lowered:
            # The kind names in our own placeholders ("[redacted:url_password]",
            # "[redacted:github_token]") are not labels.
            held = [m.span() for m in _PLACEHOLDER.finditer(lowered)]
            hits = [h for h in hits if not any(s <= h[0] < e for s, e in held)]
        return hits

    def scan(self, probe: Probe, found: list[Candidate]) -> None:
        most = max((run.digits for run in probe.runs), default=0)
        hits = self._hits(probe, most)
        if hits:
            self._at_cues(probe, hits, most, found)
        if most:
            for detector in self._numeric:
                if most >= detector.min_digits:
                    for match in _near_numbers(detector, probe):
                        for start, end in detector.accept(match):
                            found.append((start, end, detector.kind))

    def _at_cues(
        self,
        probe: Probe,
        hits: list[tuple[int, tuple[Detector | CueHandler, ...]]],
        most: int,
        found: list[Candidate],
    ) -> None:
        text = probe.text
        resume: dict[Detector, int] = {}
        positions: dict[CueHandler, list[int]] = {}
        for at, owners in hits:
            for owner in owners:
                if isinstance(owner, CueHandler):
                    positions.setdefault(owner, []).append(at)
                elif owner.min_digits <= most and resume.get(owner, -1) <= at:
                    end = _try_at(owner, text, at, found)
                    if end is not None:
                        # A cue inside this match ("-----BEGIN" repeated, "password is
                        # password") cannot start a better one of the same kind.
                        resume[owner] = end
        for handler in self._handlers:
            if handler in positions:
                handler.run(probe, positions[handler], found)


_PLACEHOLDER = re.compile(r"\[redacted:[a-z_]+\]")


def _position(hit: tuple[int, tuple[Detector | CueHandler, ...]]) -> int:
    return hit[0]


class _Automaton:
    """Where the cues occur, overlapping ones included ("pin" and "pin码")."""

    def __init__(self, cues: list[str], owners: dict[str, list[Detector | CueHandler]]) -> None:
        self._owners = [tuple(owners[cue]) for cue in cues]
        self._search = (
            AhoCorasick(
                cues, matchkind=MatchKind.Standard, implementation=Implementation.DFA
            ).find_matches_as_indexes
            if cues
            else None
        )

    def find(self, lowered: str) -> list[tuple[int, tuple[Detector | CueHandler, ...]]]:
        if self._search is None:
            return []
        owners = self._owners
        return [(start, owners[index]) for index, start, _ in self._search(lowered, True)]


def _try_at(detector: Detector, text: str, at: int, found: list[Candidate]) -> int | None:
    start = at
    if detector.rewind is not None:
        head = detector.rewind.search(text, max(0, at - 64), at)
        start = at if head is None else head.start()
    match = detector.pattern.match(text, start)
    if match is None:
        return None
    for span_start, span_end in detector.accept(match):
        found.append((span_start, span_end, detector.kind))
    return match.end()


def _near_numbers(detector: Detector, probe: Probe) -> Iterator[re.Match[str]]:
    text = probe.text
    for run in probe.runs:
        if run.digits >= max(detector.min_digits, 7):
            yield from detector.pattern.finditer(
                text, max(0, run.start - detector.before), min(len(text), run.end + detector.after)
            )
