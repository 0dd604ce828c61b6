"""A password that is a plain word by design: a code word, a secret word, a verbal password
for an alarm company's call, a wallet's passphrase word ("the passphrase word is
lantern", "asked for my verbal password. it's blue giraffe", "Codewort: Sonnenblume",
"le mot de passe verbal c'est citron vert", "la palabra secreta es tortuga", "合言葉は
やまびこ", "暗语是老虎").

The label finder takes a plain word after a password label only after a colon: a word after
"is" is more often said *about* a password ("my password is weird"). These labels name a
word, so after a colon (past a few words: "Codewort für die Alarmfirma: …"), a verb ("is",
"'s", "ist", "lautet", "est", "c'est", "es", "是", "は") or, in the next sentence, "it's" /
"c'est" / "es ist" / "es" opening it, the value is one to three plain words up to the
clause's end. A word from the stop lists (:data:`~agents.redaction_words.NOT_A_VALUE`,
:data:`~agents.redaction_words. ABOUT_A_PASSWORD`: "the code word is secret", "… is wrong")
opens no value and ends one.

The labels are cues of the scanner's one Aho-Corasick pass: text without one costs nothing.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_labels import trie_pattern
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_words import ABOUT_A_PASSWORD, NOT_A_VALUE, phrases, words

__all__ = ["CODE_WORD_HANDLER", "CODE_WORD_LABELS"]

CODE_WORD_LABELS = phrases(
    """
    code word
    codeword
    secret word
    safe word
    safeword
    passphrase word
    verbal password
    spoken password
    security word
    password word
    25th word
    codewort
    kennwort am telefon
    losungswort
    geheimwort
    sicherheitswort
    mot de code
    mot secret
    mot de passe verbal
    mot de passe oral
    palabra secreta
    palabra de seguridad
    contraseña verbal
    contraseña de voz
    暗号
    合言葉
    あいことば
    暗语
    暗號
    暗語
    """
)

_STOP = (
    NOT_A_VALUE
    | ABOUT_A_PASSWORD
    | words(
        """
    that's it's is was will would should can could must may might need needs the a an
    on in at of for to with
    """
    )
)
_LATIN_VERB = r"is|was|'s|’s|ist|war|lautet|est|était|c['’]est|es|era|sería|be|will\s+be"
_TO_VALUE = re.compile(
    rf"[ \t]*(?:[:=：][ \t]*|(?:(?<![^\W\d_])(?:{_LATIN_VERB})(?![^\W\d_])|是|为|は|が)[ \t:：]*"
    r"|[.!;][ \t]+(?:it['’]?s|it\s+is|c['’]est|es\s+ist|das\s+ist|es)(?![^\W\d_])[ \t:]*"
    # a few words of whose it is, then a colon: "Codewort für die Alarmfirma: …"
    r"|[ \t][^\n:：.!?。！？\d]{1,40}?[:：][ \t]*)"
    r"[\"'“‘«「『„]?",
    re.IGNORECASE,
)
_LATIN_WORD = re.compile(r"[^\W\d_][^\W\d_'’-]{2,24}(?![^\W\d_])")
_CJK_VALUE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]{2,12}")
_BETWEEN = re.compile(r"[ \t]")
_MAX_WORDS = 3


def _value(text: str, start: int) -> tuple[int, int] | None:
    cjk = _CJK_VALUE.match(text, start)
    if cjk is not None:
        return cjk.span()
    end = -1
    at = start
    for _ in range(_MAX_WORDS):
        word = _LATIN_WORD.match(text, at)
        if word is None or word.group().casefold() in _STOP:
            break
        end = word.end()
        space = _BETWEEN.match(text, end)
        if space is None:
            break
        at = space.end()
    return None if end < 0 else (start, end)


def _find(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    text, lowered = probe.text, probe.lowered
    done = -1
    for at in positions:
        if at < done:
            continue
        label = _LABEL.match(lowered, at)
        if label is None:
            continue
        if text[at].isascii() and (
            text[at - 1 : at].isalpha() or text[label.end() : label.end() + 1].isalpha()
        ):
            continue  # inside a longer word
        route = _TO_VALUE.match(text, label.end())
        if route is None:
            continue
        span = _value(text, route.end())
        if span is not None:
            found.append((*span, FindingKind.PASSWORD))
            done = span[1]


_LABEL = re.compile(trie_pattern(CODE_WORD_LABELS))

CODE_WORD_HANDLER = CueHandler(CODE_WORD_LABELS, _find)
