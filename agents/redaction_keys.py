"""Secrets named by a key that is glued into one identifier, and by curl's ``-u``.

- **Glued keys**: configuration keys, environment variables and query parameters whose
  name *ends* in a secret word glued to what it qualifies, with no boundary a label
  finder could see: camelCase ("accessKeySecret=", "dbPassword:", "authToken="), upper
  case ("PGPASSWORD="), lower case ("corpsecret=", "appsecret="). The value after ``=``
  or ``:`` (quoted or not) is kind ``password`` for a password word and ``secret`` for
  "secret" and "token". A password takes any value of four characters or more; a secret
  or token one of twelve or more with letters and digits, so "tokenCount=12" or a
  pagination "nextPageToken" (a cursor, not a credential) stay. Stand-ins ("$PW",
  "<secret>", "${TOKEN}", "***", "your_password") are no value.
- **curl credentials**: ``curl -u user:password`` / ``--user user:password``: the
  part after the first colon is the password (curl's own syntax).

Both are anchored at a literal cue of the scanner's one Aho-Corasick pass ("secret=",
"password:", "-u ", "--user"), so text without one costs nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from agents.redaction_kinds import FindingKind, Span
from agents.redaction_scan import Detector, Scope
from agents.redaction_words import words

__all__ = ["DETECTORS"]

K = FindingKind

_PASSWORD_WORDS = ("password", "passwd", "passwort", "pwd")
_SECRET_WORDS = ("secret", "token")
# A key that names a cursor or a count, not a credential: "nextPageToken", "syncToken".
_NOT_A_CREDENTIAL = re.compile(r"page|cursor|continuation|sync|resume|count|type|len|max|min", re.I)
_STAND_IN = re.compile(
    r"[$<{%*\[]|(?i:x{3,}|your|my_|example|changeme|password|secret|token)|\A[A-Z_]+\Z"
)
# A setting, not a secret: "resetPassword: true", "tokenAuth=none".
_SETTINGS = words("true false null none nil yes no on off undefined required optional")
_HAS_LETTER = re.compile(r"[A-Za-z]")
_HAS_DIGIT = re.compile(r"[0-9]")
# A digit, a symbol or an inner capital: a value someone made, not a word said of it.
_MADE = re.compile(r"[0-9]|[^\w\s]|(?<=[a-z])[A-Z]")

_WORD = "|".join(_PASSWORD_WORDS + _SECRET_WORDS)
# The head is glued to the word (a letter or digit just before it), and the key is not
# itself glued to a longer token before it.
_GLUED = re.compile(
    rf"(?P<head>[A-Za-z][A-Za-z0-9]*?[A-Za-z0-9])(?P<word>(?i:{_WORD}))"
    r"""["']?[ \t]*(?:[=:：]|(?P<verb>是|为|は|[ \t](?:is|ist|est|es)(?=[ \t])))[ \t]*"""
    r"""(?P<quote>["']?)(?P<value>[^\s"'&;,<>)\]}]+)"""
)
_GLUED_HEAD = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z][A-Za-z0-9]*\Z")


def _glued(match: re.Match[str]) -> Iterable[Span]:
    value = match.group("value")
    word = match.group("word").lower()
    if _STAND_IN.search(value) is not None or value.lower() in _SETTINGS:
        return ()
    if word in _PASSWORD_WORDS:
        # after a verb, a value must look made, not said: "the newPassword is long"
        said = match.group("verb") is not None and _MADE.search(value) is None
        return (match.span("value"),) if len(value) >= 4 and not said else ()
    if _NOT_A_CREDENTIAL.search(match.group("head")) is not None:
        return ()
    if len(value) < 12 or _HAS_LETTER.search(value) is None or _HAS_DIGIT.search(value) is None:
        return ()
    return (match.span("value"),)


def _glued_detector(words: tuple[str, ...], kind: FindingKind) -> Detector:
    return Detector(
        kind=kind,
        pattern=_GLUED,
        accept=lambda m: _glued(m) if m.group("word").lower() in words else (),
        scope=Scope.AT_CUE,
        cues=words,
        rewind=_GLUED_HEAD,
    )


# curl -u user:password (also --user, and -u"user:password"); the user part has no colon.
_CURL_USER = re.compile(
    r"""(?:-u|--user)(?:[ \t]+|=)?(?P<quote>["']?)[^\s:"'@/\[\]]{1,64}:(?P<value>[^\s"']{4,})"""
)
_CURL = re.compile(r"(?<![\w-])curl\b")


def _curl_user(match: re.Match[str]) -> Iterable[Span]:
    text = match.string
    line_start = text.rfind("\n", 0, match.start()) + 1
    if _CURL.search(text, line_start, match.start()) is None:
        return ()
    value = match.group("value")
    if _STAND_IN.search(value) is not None and not value.startswith("["):
        return ()
    if value.startswith("[redacted:"):
        return ()
    return (match.span("value"),)


DETECTORS: tuple[Detector, ...] = (
    _glued_detector(_PASSWORD_WORDS, K.PASSWORD),
    _glued_detector(_SECRET_WORDS, K.SECRET),
    Detector(
        kind=K.PASSWORD,
        pattern=_CURL_USER,
        accept=_curl_user,
        scope=Scope.AT_CUE,
        cues=("-u ", "-u'", '-u"', "--user"),
    ),
)
