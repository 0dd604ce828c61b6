"""A secret given as the answer to a question on the line before, in a pasted chat.

"me: whats the wifi⏎her: Gr33n-Fern-Hollow", "A: what's the PIN?⏎B: 4419", "密码是多少？⏎
8837xx!": the question names a password, a code or a network, and the next line is a
single token (after a chat export's time stamp and a speaker's name and a colon, if any:
"[Sat 9:42 PM] me: 9945"). Nothing else on that line says
"value", so the token must look like one on its own: 4-8 digits (not a year) after a
code or a PIN label; after a password or network label, six characters or more with a
digit, a symbol or an inner capital ("Gr33n-Fern-Hollow", "hunter2!"), not a URL or an
e-mail address. A question is a line with a question mark, or that opens with a question
word ("whats the wifi", "c'est quoi le code", "wie ist das Passwort").
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_labels import looks_secret
from agents.redaction_probe import Probe
from agents.redaction_words import (
    CODE_LABELS,
    PASSWORD_LABELS,
    PIN_LABELS,
    SHORT_PASSWORD_LABELS,
    WEAK_CODE_LABELS,
)

__all__ = ["find_answers"]

K = FindingKind


def _alternation(entries: tuple[str, ...]) -> str:
    return "|".join(re.escape(entry) for entry in sorted(entries, key=len, reverse=True))


# Latin labels stand alone ("pin", not "spinning"); CJK ones need no boundary ("密码是").
_LATIN = "a-zA-Z\u00c0-\u024f"
_LATIN_EDGE = rf"(?<![{_LATIN}])"
_LATIN_END = rf"(?![{_LATIN}])"
_NETWORK_WORDS = ("wifi", "wi-fi", "wlan", "réseau", "无线", "ワイファイ")
# "key" and "clé" name a password only beside a network word, which the question has then.
_SHORT = tuple(label for label in SHORT_PASSWORD_LABELS if label not in ("key", "clé", "キー"))
_CODE_LABEL = re.compile(
    rf"{_LATIN_EDGE}(?:{_alternation(PIN_LABELS + CODE_LABELS + WEAK_CODE_LABELS)})" + _LATIN_END,
    re.IGNORECASE,
)
_PASSWORD_LABEL = re.compile(
    rf"{_LATIN_EDGE}(?:{_alternation(PASSWORD_LABELS + _SHORT + _NETWORK_WORDS)})" + _LATIN_END,
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"[?？]|(?<![^\W\d_])(?:what|whats|what's|what’s|which|wie|was|welche[sr]?|quel|quelle"
    r"|c'est\s+quoi|c’est\s+quoi|cuál|cual|qué|que|cómo)(?![^\W\d_])|什么|多少|几|何|教えて",
    re.IGNORECASE,
)
# A chat export's time stamp before the speaker: "[Sat 9:42 PM] ", "[12:03] ",
# "12/03/24, 21:42 - " (WhatsApp), "21:42 ".
_STAMP = (
    r"(?:\[[^\]\n]{1,40}\][ \t]*"
    r"|[0-9]{1,4}[./-][0-9]{1,2}[./-][0-9]{1,4},?[ \t]+[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?"
    r"(?:[ \t]*[APap]\.?[Mm]\.?)?[ \t]*[-–][ \t]*"
    r"|[0-9]{1,2}:[0-9]{2}(?:[ \t]*[APap][Mm])?[ \t]+)?"
)
# "her: ", "Marco: ", "> ", "- ": who speaks, before the answer.
_ANSWER = re.compile(
    _STAMP
    + r"[ \t]*(?:(?:[>\-*][ \t]*)?[^\W\d_][^\s:：]{0,23}[ \t]*[:：](?!//)[ \t]*|[>\-*][ \t]*)?"
    r"(?P<v>[^\s]{4,64}?)[.!…]*[ \t]*(?:\n|\Z)"
)
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")


def _kind(question: str) -> FindingKind | None:
    if _QUESTION.search(question) is None:
        return None
    if _PASSWORD_LABEL.search(question):
        return K.PASSWORD
    if _CODE_LABEL.search(question):
        return K.PIN
    return None


def _value(value: str, kind: FindingKind) -> bool:
    if value.isdigit():
        return 4 <= len(value) <= 8 and _YEAR.fullmatch(value) is None
    if kind is K.PIN or len(value) < 6 or "://" in value or "@" in value:
        return False
    return looks_secret(value) and any(ch.isalnum() for ch in value)


def find_answers(probe: Probe, found: list[Candidate]) -> None:
    text = probe.text
    if "\n" not in text:
        return
    start = 0
    for line in text.split("\n"):
        end = start + len(line)
        if end >= len(text):
            break
        kind = _kind(line) if len(line) <= 160 else None
        if kind is not None:
            answer = _ANSWER.match(text, end + 1)
            if answer is not None:
                value = answer.group("v")
                if not value.startswith("[redacted:") and _value(value, kind):
                    found.append((answer.start("v"), answer.end("v"), kind))
        start = end + 1
