"""Sentences and clauses of a chat message, as spans into the text, in en/zh/de/fr/es/ja.

``segment(text)`` returns a :class:`Segmentation`: the message's sentences, each a run of
clauses, every one a ``[start, end)`` span into ``text`` (so a caller that folded the text
one character for one, as ``agents.directives`` does, can slice its original with them).

Sentence ends: ``. ! ?`` (and runs such as ``?!``) before a space, a closing quote or
bracket, non-ASCII text or the end; ``。！？``; a line break; an emoji followed by a space
("I got the job 🎉 Remember …"). A dot does not end a sentence inside a number or version
("3.5", "v2.19.5"), after an abbreviation or an initial ("Dr.", "e.g.", "No.", "J."),
after an ordinal before a month ("am 3. Juli") or a lower-case word ("am 3. und 4.";
but a request after it opens a sentence: "both in Year 6. pls remember that"), nor as
part of an ellipsis.

Clause ends (inside a sentence): ``, ; :`` and ``，；：、``, an ellipsis (``...``, ``…``),
a dash ("–", "—", or a hyphen with spaces around it: "a - b", not "falcon-44"), a space
between two CJK characters ("我不吃牛肉 记住"), an inverted ``¿ ¡``, which opens a new
clause, and a parenthesis around words ("Can you help? (btw remember I'm vegan)",
"（记住我吃素）"): "(" after a space or at the start opens a clause and its ")" closes it,
while "f(x)" and "item(s)" stay one word. A comma between digits ("1,000") and a colon
between digits or before "//" ("10:30", "https://") are not boundaries. A bullet or a list
number at the start of a line ("- ", "* ", "• ", "1. ", "2) ") is skipped, not part of the
clause.

Flags:

- ``question`` (clause): it ends in ``?``/``？``, or in a question particle (Chinese
  吗/呢/么, Japanese か); a sentence is a question when its last clause is.
- ``quoted``: the clause lies inside quotation marks (``"…"``, ``'…'`` around words,
  ``“…”``, ``‘…’``, ``«…»``, ``„…“``, ``「…」``, ``『…』``) or a "> " quoted line.
  Quoted text is opaque: no boundary is found inside it, so a quoted sentence stays
  in its clause, and :meth:`Segmentation.masked` tells whether a position is quoted.
- ``code``: inside a fence (```` ``` ````), inline backticks, or on a line that looks like
  code (a comment opener such as ``//`` or ``#``, a prompt ``>>>``/``$``, a trailing
  ``; { }``, an operator such as ``==`` or ``=>``, a call ``name(…)``, a ``def``/``import``
  line).
- ``speech``: where reported speech starts in the clause, or -1. Speech is introduced by
  a verb of saying ("said", "told me", "asked me", "sagt", "hat gesagt", "a dit", "m'a
  dit", "dijo", "me dijo", "告诉我", "说：") and runs to the end of its sentence; a verb of
  saying that is negated or forgotten ("算了不说了", "差点忘了说，…") reports nothing; in
  Japanese the verb follows the words it reports ("…と言った", "…って言われた"), so the
  whole clause that ends in it is speech. ``reported`` is true when the clause starts
  inside speech.

Segmentation is one regex scan for candidate marks (a cheaper one for ASCII text) plus a
few look-ups per mark; the speech regex runs only when a word of saying is present. It
runs only on messages that already look like they carry a directive.
"""

from __future__ import annotations

import operator
import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import NamedTuple

__all__ = ["Clause", "Segmentation", "Sentence", "segment"]


class Clause(NamedTuple):
    start: int
    end: int
    mark: str  # the punctuation that closes the clause ("", "\n", ",", "?", "。" …)
    sentence: int  # index of its sentence
    question: bool
    quoted: bool
    code: bool
    speech: int  # where reported speech starts inside the clause, -1 if nowhere

    @property
    def reported(self) -> bool:
        return 0 <= self.speech <= self.start


class Sentence(NamedTuple):
    start: int
    end: int
    clauses: tuple[Clause, ...]

    @property
    def question(self) -> bool:
        return self.clauses[-1].question

    @property
    def mark(self) -> str:
        return self.clauses[-1].mark


@dataclass(frozen=True, slots=True)
class Segmentation:
    text: str
    sentences: tuple[Sentence, ...]
    clauses: tuple[Clause, ...]
    # Sorted, disjoint [start, end) spans of quoted text and of code.
    quotes: tuple[tuple[int, int], ...]
    code: tuple[tuple[int, int], ...]

    def clause_at(self, position: int) -> int:
        """Index of the clause that holds ``position`` (the nearest one before a gap)."""
        starts = [clause.start for clause in self.clauses]
        return max(0, bisect_right(starts, position) - 1)

    def masked(self, position: int) -> bool:
        """Whether ``position`` lies in quoted text or code."""
        return _inside(self.quotes, position) or _inside(self.code, position)

    def in_code(self, position: int) -> bool:
        return _inside(self.code, position)


def _inside(spans: tuple[tuple[int, int], ...], position: int) -> bool:
    return any(start <= position < end for start, end in spans)


# Candidate boundary marks; _boundary decides whether each one is a boundary.
_MARKS = re.compile(
    r"\.{2,}|…+|[!?！？]+|[.。;；,，、:：\n¿¡()（）]|[-–—]{1,2}"
    r"|[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B50\u2764][\U0001F300-\U0001FAFF\u2600-\u27BF"
    r"\ufe0f\u200d\U0001F3FB-\U0001F3FF]*(?=\s)"
)
# A space between CJK words separates clauses ("我不吃牛肉 记住"); looked for only in CJK text.
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_CJK_SPACE = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff])[ \t]+(?=[\u3040-\u30ff\u3400-\u9fff])")
# First four letters of the speech verbs: most text has none, and skips the regex.
_SPEECH_KEYS = frozenset(
    re.findall(
        r"\w+",
        "said says sayi told tell aske asks kept wrot yell shou whis repl remi sagt gesa mein frag"
        " gefr schr gesc erzä dit disa dije dijo dice deci pidi preg escr cont",
    )
)
# ASCII text needs only the ASCII marks: a cheaper scan.
_ASCII_MARKS = re.compile(r"\.{2,}|[!?]+|[.;,:\n()]|--?")
_SENTENCE_END = frozenset(".!?。！？\n")
_EMOJI = re.compile(r"[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B50\u2764]")
# "Dr. Smith", "e.g. tofu", "No. 5", "J. Smith": a dot after these is not a sentence end.
# An initial ("J. Smith") is a letter standing alone: after an apostrophe it is a
# possessive's or a contraction's ("Brigid's.", "don't."), and the sentence ends there.
_ABBREVIATION = re.compile(
    r"(?:(?<![^\s(\"'])(?:dr|mr|mrs|ms|prof|st|jr|sr|vs|no|nr|approx|mt|etc|ca|bzw|usw|z\.b|"
    r"d\.h|e\.g|i\.e|u\.s|p\.s|ps|mme|mlle|sra|sr|dra|núm|av|str)|(?<![^\s(\"])[a-z])$",
    re.IGNORECASE,
)
# "etc.", "usw." close a list, and often the sentence: a request after one opens a sentence
# of its own ("tents, camp stoves etc. can you keep in mind that …"), as after an
# ordinal below.
_LIST_END = re.compile(r"(?<![^\s(,])(?:etc|usw|usf)$", re.IGNORECASE)
_REQUEST_OPENER = re.compile(
    r"\s+(?i:can\s+(?:you|u)|could\s+(?:you|u)|would\s+(?:you|u)|kannst\s+du|könntest\s+du)(?![\w'])"
)
_ORDINAL = re.compile(r"(?<!\d)\d{1,2}\.$")
# An ordinal ("3.") is followed by a month ("am 3. Juli"), or by a German noun counted by
# ordinals ("in der 12. Woche", "die 3. Klasse", "im 2. Stock", "im 5. Semester") …
_ORDINAL_NEXT = re.compile(
    r"\s+(?i:jan|feb|mär|apr|mai|jun|jul|aug|sep|okt|nov|dez|juin|juil|août|déc|ene|abr|ago|dic"
    r"|woche|klasse|stock|etage|semester|schuljahr|lebensjahr|monat|platz|liga)"
)
# … or by a lower-case word ("am 3. und 4."), unless that word opens a request to the
# assistant: "both in Year 6. pls remember that", "Schuhgröße 46. bitte merken".
_ORDINAL_LOWER = re.compile(r"\s+[a-zäöüéû]")
_REQUEST_AFTER = re.compile(
    r"\s+(?:pls|plz|please|remember|keep|don'?t\s+forget|forget|save|store|bitte|merk|vergiss"
    r"|denk\s+dran|behalt|lösch|retiens|oublie|n'oublie|souviens|rappelle|stp|svp)(?![\w'])"
)
_PREFIX = operator.itemgetter(slice(None, 4))
# A conjunction of consequence or contrast before a request opens a clause of its own
# ("I moved to Lyon so please update that", "hab gekündigt deshalb bitte lösch das", "j'ai
# déménagé donc retiens ma nouvelle adresse"): the request is no part of the clause before.
# The conjunction (and the spaces before it) is the mark; without a request after it ("so
# tired", "also gut", "donc voilà") the sentence runs on.
# (looked for first by one scan that starts at each space: a literal prefix the regex engine
# skips to)
_CONJUNCTION_AT = re.compile(
    r" (?:so|but|deshalb|deswegen|daher|also|aber|donc|alors|mais|du coup) "
)
_CONJUNCTION_REQUEST = re.compile(
    r"(?<=\S)\s+(?:so|but|deshalb|deswegen|daher|also|aber|donc|alors|mais|du\s+coup)"
    r"(?:\s+(?:yeah|ja|bon|euh))?\s+(?=(?:please|pls|plz|kindly|can\s+(?:you|u)|could\s+(?:you|u)"
    r"|would\s+(?:you|u)|i\s+(?:want|need|'d\s+like)\s+(?:you|u)\s+to|remember|forget|keep|note"
    r"|(?:you|u)\s+can\s+(?:now\s+)?(?:forget|delete|drop|remove|erase|stop)|du\s+kannst"
    r"|save|store|update|delete|remove|erase|drop|don'?t\s+forget|make\s+sure"
    r"|bitte|kannst\s+du|könntest\s+du|merk|vergiss|lösch|speicher|aktualisier|behalt|streich"
    r"|notier|denk\s+dran|s'il\s+(?:te|vous)\s+pla[iî]t|stp|svp|peux[-\s]tu|tu\s+peux"
    r"|pourrais[-\s]tu|retiens|oublie|efface|supprime|mets\s+à\s+jour|garde|n'oublie"
    r"|souviens|rappelle[-\s]toi)(?![\w']))",
    re.IGNORECASE,
)
_QUESTION_PARTICLE = re.compile(r"(?:吗|嗎|(?<![什怎那这多])么|呢|か|かな|かい)\s*$")
_BULLET = re.compile(r"[ \t]*(?:[-*•·‣▪◦]|\d{1,2}[.)]|[a-z][)]|[①-⑳])[ \t]+")
_FENCE = re.compile(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)", re.DOTALL)
_INLINE_CODE = re.compile(r"`[^`\n]+`")
_CODE_LINE = re.compile(
    r"^[ \t]*(?://|/\*|\*/|#(?![#\s]*\d)|>>>|\$ |--\s|<!--|%\s)"
    r"|[;{}][ \t]*$"
    r"|\w[ \t]*(?:==|!=|===|=>|->|:=|\+=|-=|&&|\|\|)[ \t]*[\w\"'(\[]"
    r"|\b[A-Za-z_][\w.]*\([^()\n]*\)[ \t]*(?:[;:{]|$)"
    r"|^[ \t]*(?:def|class|function|fn|func|const|var|import|public|private|static|"
    r"package|#include)\b[^\n]*[(:={]"
    r"|^[ \t]*(?:import\s+[\w.]+|from\s+[\w.]+\s+import\s+\w+)[ \t]*$",
    re.MULTILINE,
)
_BLOCKQUOTE = re.compile(r"^[ \t]*>[ \t][^\n]*", re.MULTILINE)
_PAIRS = {"“": "”", "‘": "’", "«": "»", "„": "“”", "「": "」", "『": "』", "‹": "›", "《": "》"}
# Reported speech: the verb of saying comes first (en/de/fr/es/zh) …
_SPEECH_BEFORE = re.compile(  # matched against lower-cased text
    r"(?<![\w'])(?:said|says|told\s+(?:me|him|her|us|them)|tells\s+(?:me|him|her|us|them)"
    r"|asked\s+(?:me|him|her|us|them)|asks\s+(?:me|him|her|us)|was\s+like|keeps\s+saying"
    r"|kept\s+saying|used\s+to\s+say|wrote|texted|yelled|shouted|whispered|replied"
    r"|reminded\s+(?:me|him|her|us)"
    r"|sagt|sagte|sagten|gesagt|meinte|meint|fragte|gefragt|schrieb|geschrieben|erzählte"
    r"|a\s+dit|ai\s+dit|m'a\s+dit|lui\s+ai\s+dit|disait|m'a\s+demandé|a\s+demandé|a\s+écrit"
    r"|m'a\s+écrit|me\s+dit|me\s+disait|dit\s+(?:que|qu')"
    r"|dijo|dice\s+que|dijeron|decía|me\s+dijo|le\s+dije|me\s+pidió|me\s+preguntó"
    r"|escribió|me\s+contó)(?![\w'])"
    r"|(?:告诉|告訴|提醒)(?:我|他|她|你)|问(?:我|他|她)|(?:让|叫|要)(?:我|他|她)(?=记|別|别|不要忘)"
    # "想说，" / "跟你说，" announce the speaker's own words, not someone else's.
    r"|(?<![不别没沒想])(?<!忘了)(?<!忘记)(?<!跟你)(?<!和你)(?<!跟妳)(?:说|說|讲)(?:过|了|道)?(?=\s*(?:[:：，,“\"「『]|$|记|記|别忘|不要忘))"
)
# … or, in Japanese, follows what it reports.
_SPEECH_AFTER = re.compile(
    r"(?:と|って)(?:言|いっ|云)(?:った|ってた|ってる|ってい|われ|いました|て(?:た|る|い))"
    r"|(?:と|って)(?:言われ|いわれ|頼まれ|聞かれ|書いて)|に言われ"
)


def segment(text: str) -> Segmentation:
    """Split ``text`` into sentences and clauses (see the module docstring)."""
    ascii_only = text.isascii()
    lowered = text.lower()
    if len(lowered) != len(text):
        lowered = "".join(ch.lower()[0] for ch in text)
    code = _code_spans(text)
    quotes = _quote_spans(text, code)
    speech_at: list[int] = []
    if not ascii_only or not _SPEECH_KEYS.isdisjoint(map(_PREFIX, lowered.split())):
        speech_at = [m.start() for m in _SPEECH_BEFORE.finditer(lowered)]
    builder = _Builder(text, code, quotes, speech_at, ascii_only=ascii_only)
    start = _skip_bullet(text, 0)
    for mark_start, mark_end, mark in _boundaries(text, lowered, _merge(code + quotes), ascii_only):
        # "¿" and "¡" open the next clause; a line break may be followed by a bullet.
        next_start = mark_start if mark in ("¿", "¡") else mark_end
        if mark == "\n":
            next_start = _skip_bullet(text, mark_end)
        builder.clause(start, mark_start, mark)
        start = next_start
    builder.clause(start, len(text), "")
    builder.close_sentence()
    return Segmentation(
        text=text,
        sentences=tuple(builder.sentences),
        clauses=tuple(builder.clauses),
        quotes=quotes,
        code=code,
    )


class _Builder:
    """Collects clauses into sentences while the boundaries are walked in order."""

    def __init__(
        self,
        text: str,
        code: tuple[tuple[int, int], ...],
        quotes: tuple[tuple[int, int], ...],
        speech_at: list[int],
        *,
        ascii_only: bool,
    ) -> None:
        self.text = text
        self.code = code
        self.quotes = quotes
        self.speech_at = speech_at
        self.ascii_only = ascii_only
        self.sentences: list[Sentence] = []
        self.clauses: list[Clause] = []
        self.current: list[Clause] = []
        self.speech_on = False  # reported speech runs on to the end of its sentence

    def clause(self, start: int, end: int, mark: str) -> None:
        """Add ``text[start:end]`` (trimmed) unless it is blank; close the sentence at a
        sentence mark."""
        text = self.text
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        question = "?" in mark or "？" in mark
        if start < end:
            if not question and not self.ascii_only:
                question = bool(_QUESTION_PARTICLE.search(text[max(start, end - 4) : end]))
            self.current.append(
                Clause(
                    start=start,
                    end=end,
                    mark=mark,
                    sentence=len(self.sentences),
                    question=question,
                    quoted=_covered(self.quotes, start, end),
                    code=_covered(self.code, start, end),
                    speech=self._speech(start, end),
                )
            )
        elif self.current and question:
            # "?!" after a closing quote: the mark still belongs to the last clause.
            self.current[-1] = self.current[-1]._replace(question=True)
        if mark in _SENTENCE_END:
            self.close_sentence()

    def _speech(self, start: int, end: int) -> int:
        if self.speech_on:
            return start
        if not self.ascii_only and _SPEECH_AFTER.search(self.text, start, end) is not None:
            return start  # "…って言われた": the whole clause is reported
        inside = [at for at in self.speech_at if start <= at < end]
        if inside:
            self.speech_on = True
            return inside[0]
        return -1

    def close_sentence(self) -> None:
        if self.current:
            clauses = tuple(self.current)
            self.sentences.append(Sentence(clauses[0].start, clauses[-1].end, clauses))
            self.clauses.extend(clauses)
            self.current.clear()
        self.speech_on = False


def _covered(spans: tuple[tuple[int, int], ...], start: int, end: int) -> bool:
    return any(s <= start and end <= e for s, e in spans)


def _skip_bullet(text: str, position: int) -> int:
    match = _BULLET.match(text, position)
    return match.end() if match is not None else position


def _boundaries(
    text: str, lowered: str, opaque: tuple[tuple[int, int], ...], ascii_only: bool
) -> list[tuple[int, int, str]]:
    found: list[tuple[int, int, str]] = []
    span_index = 0
    matches = list((_ASCII_MARKS if ascii_only else _MARKS).finditer(text))
    if not ascii_only and _CJK.search(text):
        matches = sorted([*matches, *_CJK_SPACE.finditer(text)], key=lambda m: m.start())
    conjunctions = _conjunctions(text, lowered)
    if conjunctions:
        matches = sorted([*matches, *conjunctions], key=lambda m: m.start())
    for match in matches:
        at = match.start()
        while span_index < len(opaque) and opaque[span_index][1] <= at:
            span_index += 1
        inside = span_index < len(opaque) and opaque[span_index][0] <= at
        # Inside quotes or code only a line break outside a fence still ends a line.
        if inside and (match.group() != "\n" or _in_fence(text, opaque[span_index])):
            continue
        # A conjunction before a request ("… so please update that") ends a clause.
        mark = "," if match.re is _CONJUNCTION_REQUEST else _boundary(text, match)
        if mark is not None:
            found.append((match.start(), match.end(), mark))
    return found


def _conjunctions(text: str, lowered: str) -> list[re.Match[str]]:
    """The conjunctions before a request, each matched where a plain search found it."""
    found: list[re.Match[str]] = []
    for word in _CONJUNCTION_AT.finditer(lowered):
        match = _CONJUNCTION_REQUEST.match(text, word.start())
        if match is not None:
            found.append(match)
    return found


def _in_fence(text: str, span: tuple[int, int]) -> bool:
    return text.startswith(("```", "~~~"), span[0])


def _boundary(text: str, match: re.Match[str]) -> str | None:
    """The mark this candidate stands for, or ``None`` when it is no boundary."""
    token = match.group()
    first = token[0]
    if first == "." and len(token) == 1:
        return _dot(text, match.start(), match.end())
    if first in "!?！？":
        return _exclamation(text, token, match.end())
    if first in ",:":
        return _comma(text, first, match.start(), match.end())
    if first in "-–—":
        return _dash(text, token, match.start(), match.end())
    if first in "()（）":
        return _bracket(text, first, match.start())
    return _BOUNDARY_MARKS.get(first) or ("!" if _EMOJI.match(first) else first)


# Ellipses are clause marks; a space between CJK words separates clauses ("我不吃牛肉 记住").
_BOUNDARY_MARKS = {".": "…", "…": "…", " ": "、", "\t": "、"}


def _dot(text: str, at: int, after: int) -> str | None:
    digits = at > 0 and text[at - 1].isdigit() and after < len(text) and text[after].isdigit()
    if (
        not _closes(text, after)
        or digits
        or (_ABBREVIATION.search(text, max(0, at - 8), at) and not _list_closed(text, at, after))
        or (_ORDINAL.search(text, max(0, at - 3), at + 1) and _ordinal(text, after))
    ):
        return None  # "v2.19.5", "3.5", "Dr. Smith", "am 3. Juli"
    return "."


def _list_closed(text: str, at: int, after: int) -> bool:
    """Whether the abbreviation before ``at`` closes a list and a request follows it."""
    if not _LIST_END.search(text, max(0, at - 8), at):
        return False
    return (_REQUEST_AFTER.match(text, after) or _REQUEST_OPENER.match(text, after)) is not None


def _ordinal(text: str, after: int) -> bool:
    if _ORDINAL_NEXT.match(text, after):
        return True
    return _ORDINAL_LOWER.match(text, after) is not None and not _REQUEST_AFTER.match(text, after)


def _exclamation(text: str, token: str, after: int) -> str | None:
    follower = text[after : after + 1]
    if not _closes(text, after) and follower.isascii() and follower.isalnum():
        return None  # "Yahoo!Mail", "what?really": rare; kept together
    return "?" if ("?" in token or "？" in token) else "!"


def _comma(text: str, mark: str, at: int, after: int) -> str | None:
    if text[at - 1 : at].isdigit() and text[after : after + 1].isdigit():
        return None  # 1,000 and 10:30
    if mark == ":" and text.startswith("//", after):
        return None  # https://
    return mark


def _bracket(text: str, bracket: str, at: int) -> str | None:
    """A parenthesis around words is a clause of its own ("… (btw remember I'm vegan)");
    one inside a word or a call ("f(x)", "item(s)") is not."""
    if bracket in "（）":
        return bracket
    if bracket == "(":
        return "(" if _opens(text, at) else None
    opener = text.rfind("(", 0, at)
    follower = text[at + 1 : at + 2]
    closes = not follower or follower.isspace() or follower in ".,;:!?"
    return ")" if closes and opener >= 0 and _opens(text, opener) else None


def _opens(text: str, at: int) -> bool:
    return at == 0 or text[at - 1].isspace()


def _dash(text: str, token: str, at: int, after: int) -> str | None:
    if token.strip("-"):
        return "—"  # "–" and "—" separate clauses, spaced or not
    spaced = (at == 0 or text[at - 1].isspace()) and (after >= len(text) or text[after].isspace())
    return "—" if spaced else None  # "a - b" does, "falcon-44" does not


def _closes(text: str, after: int) -> bool:
    if after >= len(text):
        return True
    follower = text[after]
    return follower.isspace() or follower in "\"'”’」』)]»*_~" or not follower.isascii()


def _code_spans(text: str) -> tuple[tuple[int, int], ...]:
    if "`" not in text and "~~~" not in text and not _maybe_code(text):
        return ()
    spans: list[tuple[int, int]] = []
    if "```" in text or "~~~" in text:
        spans.extend(m.span() for m in _FENCE.finditer(text))
    if "`" in text:
        spans.extend(
            m.span() for m in _INLINE_CODE.finditer(text) if not _inside(tuple(spans), m.start())
        )
    for match in _CODE_LINE.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.start())
        spans.append((line_start, len(text) if line_end < 0 else line_end))
    return _merge(tuple(spans))


_CODE_HINTS = ("//", "/*", "#", ">>>", "$ ", ";", "{", "}", "=", "->", "&&", "||", "(", "--")


def _maybe_code(text: str) -> bool:
    return any(hint in text for hint in _CODE_HINTS)


def _quote_spans(text: str, code: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    spans: list[tuple[int, int]] = []
    if "> " in text:
        spans.extend(m.span() for m in _BLOCKQUOTE.finditer(text))
    if '"' in text:
        line_start = 0
        for line in text.split("\n"):
            positions = [
                line_start + i for i in _positions(line, '"') if not _inside(code, line_start + i)
            ]
            for k in range(0, len(positions) - 1, 2):
                spans.append((positions[k], positions[k + 1] + 1))
            line_start += len(line) + 1
    if "'" in text:
        spans.extend(_single_quote_spans(text, code))
    for opener, closers in _PAIRS.items():
        position = text.find(opener)
        while position >= 0:
            close = _find_any(text, closers, position + 1)
            if close < 0:
                break
            spans.append((position, close + 1))
            position = text.find(opener, close + 1)
    return _merge(tuple(spans))


def _find_any(text: str, chars: str, start: int) -> int:
    found = [i for i in (text.find(ch, start) for ch in chars) if i >= 0]
    return min(found) if found else -1


def _single_quote_spans(text: str, code: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """'…' around words: an opener after a space or the start and before a non-space, a
    closer after a non-space and before a space, punctuation or the end; apostrophes
    inside words ("I'm", "don't") are neither."""
    spans: list[tuple[int, int]] = []
    opener = -1
    for i in _positions(text, "'"):
        if _inside(code, i):
            continue
        before = text[i - 1] if i > 0 else " "
        after = text[i + 1] if i + 1 < len(text) else " "
        if opener < 0:
            if (before.isspace() or before in '([{:,"') and not after.isspace():
                opener = i
        elif not before.isspace() and (after.isspace() or not after.isalnum()):
            spans.append((opener, i + 1))
            opener = -1
    return spans


def _positions(text: str, char: str) -> list[int]:
    found: list[int] = []
    at = text.find(char)
    while at >= 0:
        found.append(at)
        at = text.find(char, at + 1)
    return found


def _merge(spans: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    if not spans:
        return ()
    ordered = sorted(spans)
    merged = [ordered[0]]
    for start, end in ordered[1:]:
        last_start, last_end = merged[-1]
        if start < last_end:
            merged[-1] = (last_start, max(last_end, end))
        else:
            merged.append((start, end))
    return tuple(merged)
