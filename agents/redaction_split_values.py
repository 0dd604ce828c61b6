"""A password given in parts: "the first half is …, the second half …", "… and it ends with
-Bleue42", "パスワードの前半はumi、後半は…".

People split a password over two lines or two messages, or give the end of it after a
correction. The part after the first has no label of its own: a *part phrase* names it
("ends with", "second half", "finit par", "la suite", "endet mit", "zweite Hälfte",
"termina en", "segunda mitad", "后半", "后面是", "後半", "最後は"). It is read as a
password's part when a password label stands before it in the text (within
``_LABEL_REACH`` characters); the value is the token after the phrase and its verb or
colon. A part is short and may be plain letters, so the token needs no more than three
letters or digits, but it must look made (a digit, a symbol, an inner capital: "-Bleue42",
"No_Hoshi_77"), unless it is Latin text in a Chinese or Japanese sentence, where it is the
value ("前半はumi"). Words said about a password ("ends with a number", "the second half
is easy") are no value.

The part phrases are cues of the scanner's one Aho-Corasick pass, so text without one
costs nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_labels import looks_secret
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_words import NOT_A_VALUE, PASSWORD_LABELS, phrases

__all__ = ["PART_HANDLER"]

PART_PHRASES = phrases(
    """
    ends with
    ends in
    starts with
    begins with
    first half
    second half
    first part
    second part
    last part
    the rest is
    finit par
    se termine par
    termine par
    commence par
    première moitié
    deuxième moitié
    seconde moitié
    première partie
    deuxième partie
    la suite
    le reste
    endet mit
    endet auf
    fängt mit
    beginnt mit
    erste hälfte
    zweite hälfte
    erster teil
    zweiter teil
    der rest
    termina en
    termina con
    acaba en
    acaba con
    empieza por
    empieza con
    comienza con
    primera mitad
    segunda mitad
    primera parte
    segunda parte
    el resto
    前半
    后半
    後半
    前面是
    后面是
    前半部分
    后半部分
    开头是
    结尾是
    最后是
    最初は
    最後は
    末尾は
    続きは
    残りは
    """
)
# The abbreviations that only ever mean "password" count as its label too.
_SHORT = ("mdp", "pwd", "pw", "passwd", "contraseña", "clave", "パス")


def _alternation(entries: Iterable[str]) -> str:
    latin = sorted((re.escape(e) for e in entries if e.isascii()), key=len, reverse=True)
    other = sorted((re.escape(e) for e in entries if not e.isascii()), key=len, reverse=True)
    return rf"(?<![^\W\d_])(?:{'|'.join(latin)})(?![^\W\d_])|{'|'.join(other)}"


_PASSWORD_LABEL = re.compile(_alternation((*PASSWORD_LABELS, *_SHORT)))
_PART = re.compile(
    # "…の前半は", "后半部分是", "la suite c'est", "the rest is:", "endet mit »…«"
    rf"(?:{_alternation(PART_PHRASES)})[ \t]*"
    r"(?:(?:is|es|est|ist|c['’]est|lautet|sería)(?![^\W\d_])[ \t]*|是|は|が)?[ \t]*[:=：]?[ \t]*"
    r"[\"'“«「『`]?[ \t]*"
)
_TOKEN = re.compile(r"[!-~]{1,64}")
_TRAILING = ".,;:!?\"'”»」』`)"
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_LABEL_REACH = 240
_MIN_ALNUM = 3


def _part_value(text: str, start: int) -> tuple[int, int] | None:
    token = _TOKEN.match(text, start)
    if token is None:
        return None
    begin, end = token.span()
    while end > begin and text[end - 1] in _TRAILING:
        end -= 1
    value = text[begin:end]
    if sum(map(str.isalnum, value)) < _MIN_ALNUM or value.casefold() in NOT_A_VALUE:
        return None
    if value.startswith("[redacted:"):
        return None
    if looks_secret(value):
        return begin, end
    # Latin letters in a Chinese or Japanese sentence: the value itself ("前半はumi")
    around = text[max(0, begin - 4) : begin] + text[end : end + 4]
    return (begin, end) if value.isalpha() and _CJK.search(around) else None


def find_parts(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a part phrase starts in ``probe.lowered``."""
    lowered = probe.lowered
    done = -1
    for at in positions:
        if at < done:
            continue
        if _PASSWORD_LABEL.search(lowered, max(0, at - _LABEL_REACH), at) is None:
            continue
        part = _PART.match(lowered, at)
        if part is None:
            continue
        done = part.end()
        span = _part_value(probe.text, part.end())
        if span is not None:
            found.append((span[0], span[1], FindingKind.PASSWORD))


PART_HANDLER = CueHandler(PART_PHRASES, find_parts)
