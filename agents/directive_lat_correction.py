"""A request to correct what the assistant holds, and the corrected fact beside it (en, de, fr).

"You keep calling my dog a he. Biscuit is a girl!! Fix that in your memory please." —
"Seit März bin ich selbstständig. Bitte aktualisier das bei dir." — "Lou a 9 ans
maintenant, pas 7. Tu peux mettre à jour ?" The verb of correcting ("update", "fix",
"correct", "aktualisieren", "berichtigen", "korrigieren", "corriger", "mettre à jour",
"rectifier") takes no fact of its own: its object is a pointer ("it", "das", "ça"), the
assistant's memory ("your notes", "whatever you have on me", "bei dir", "dans ta
mémoire") or nothing at all ("Bitte berichtigen."). What is to be stored is the new fact
next to it, never the deletion of the old one.

The rule:

1. the request is a clause of its own that opens on the verb (after politeness, "can
   you", "tu peux", "kannst du") and holds nothing but the verb, a pointer, a place of
   memory and politeness;
2. the message says that something held was wrong or is out of date: "wrong", "not …",
   "anymore", "now", "mixed up", "keep calling", "falsch", "stimmt nicht", "veraltet",
   "jetzt", "seit", "planté", "dépassé", "maintenant", "depuis", "toujours";
3. the new fact is the last clause before the request (or, when there is none, the
   sentence after it) that states something positive: not negated ("I don't work at …",
   "bin nicht mehr …", "je ne suis plus …", a bare "not Phoenix"), not addressed to the
   assistant ("you keep calling …", "Du hast gespeichert, dass …", "tu t'es planté"), and
   not a comment on the words themselves ("that's out of date", "das stimmt nicht",
   "I mixed them up", "c'est …").

A correction with no positive clause ("Not gluten-free anymore! Update your notes.") is
left to the detector's cessation rules, which forget the old fact. A task ("Here is my
letter. Please correct it.") names no change of a fact and is no correction.

Pure functions over the user's text; the caller checks the gate words first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from agents.clauses import segment

__all__ = ["CORRECTION_KEYS", "Correction", "correction"]

# Gate keys: the first four letters of each verb (a three-letter verb as a whole word).
CORRECTION_KEYS = frozenset(
    (
        "upda",
        "fix",
        "corr",
        "aktu",
        "beri",
        "korr",
        "rect",
        "jour",  # "mettre à jour", "mets à jour"
    )
)


@dataclass(frozen=True)
class Correction:
    language: str
    start: int  # the corrected fact: [start, end) of the text
    end: int


_POLITE = (
    r"(?:please|pls|plz|kindly|can\s+you|could\s+you|would\s+you|will\s+you|just|so|and|ok|okay"
    r"|bitte|kannst\s+du|könntest\s+du|können\s+sie|würden\s+sie|würdest\s+du|mal|doch|also|dann"
    r"|und|s'il\s+te\s+pla[iî]t|s'il\s+vous\s+pla[iî]t|stp|svp|merci\s+de|tu\s+peux|pourrais[-\s]tu"
    r"|vous\s+pouvez|pouvez[-\s]vous|peux[-\s]tu|donc|et|alors)"
)
_VERB = {
    "en": r"(?:update|fix|correct|amend)",
    "de": r"(?:aktualisier\w*|berichtig\w*|korrigier\w*)",
    "fr": r"(?:corrige[rz]?|rectifie[rz]?|mets?\s+à\s+jour|mettre\s+à\s+jour|mettez\s+à\s+jour)",
}
_OBJECT = (
    r"(?:it|that|this|ça|ca|cela|le|la|-le|-la|das|es"
    r"|(?:your|ur|the)\s+(?:memory|notes|records?|files?|profile|info)"
    r"|(?:whatever|what|everything)\s+(?:you\s+have|you've\s+got|you\s+got)(?:\s+(?:on|about)\s+me)?"
    r"|in\s+(?:your|ur)\s+(?:memory|notes|records?|files?|head|system)"
    r"|bei\s+dir|in\s+deinem\s+(?:gedächtnis|speicher)|in\s+ihrem\s+(?:gedächtnis|speicher)"
    r"|(?:dein|ihr)\s+(?:gedächtnis|speicher)|deine\s+notizen"
    r"|dans\s+(?:ta|votre)\s+mémoire|(?:ta|votre)\s+mémoire|tes\s+notes"
    r"|dans\s+ce\s+que\s+(?:tu\s+as|t'as|vous\s+avez)\s+(?:retenu|noté|enregistré|gardé))"
)
# "please fix that and keep it": a second verb of keeping on the same pointer.
_KEEP = r"(?:keep|save|remember|behalte?|merk\s+dir|garde|retiens)\s+(?:it|that|this|es|das|ça|le)"
_REQUEST = {
    lang: re.compile(
        rf"^[\s,.;:!—–-]*(?:{_POLITE}[\s,]+)*(?:{_OBJECT}\s+)*{verb}"
        rf"(?:[\s,]*(?:{_OBJECT}|{_POLITE}|{_KEEP}))*\W*$"
    )
    for lang, verb in _VERB.items()
}
# The verb-final German request: "Bitte in deinem Gedächtnis korrigieren", "bitte berichtigen".
_CHANGE_SIGNAL = re.compile(
    r"(?<![\w'])(?:wrong|not|anymore|no\s+longer|mixed\s+(?:them|it|that)\s+up|out\s+of\s+date"
    r"|outdated|keep\s+calling|i\s+meant|typed\s+(?:that|it)\s+wrong|moved|promoted|got\s+\w+\s+wrong"
    r"|falsch|stimmt\s+nicht|nicht|veraltet|gespeichert|nennst\s+\w+\s+\w+\s+immer|immer"
    r"|planté|trompée?|faux|fausse|plus|pas|dépassée?|toujours)(?![\w'])"
)
_ADDRESSED = re.compile(
    r"^\W*(?:(?:no|nope|nah|sorry|wait|no\s+wait|nee|nein|non|ah|oh|oops)[\s,!.]+)*"
    r"(?:you|your|you've|you're|u|du|dein|deine|dir|dich|sie\s+haben|tu|t'|vous|ton|ta|tes"
    r"|that's|that\s+is|this\s+is|it's\s+(?:out|wrong|not)|das\s+(?:ist|stimmt|war)|c'est|ce\s+que"
    r"|ce\s+n'est|i\s+(?:mixed|typed|meant|said|told|wanted)|ich\s+(?:hab|habe)\s+(?:vorhin|mich)"
    r"|je\s+(?:me\s+suis|t'ai|vous\s+ai)|turns\s+out|stellt\s+sich|en\s+fait)(?![\w'])"
)
_NEGATED = re.compile(
    r"(?<![\w'])(?:(?:do|does|did|is|are|am|was|were|have|has)n't|don't|dont|doesn't|isn't|aren't"
    r"|(?:do|does|did|am|is|are|was|were)\s+not|not\s+anymore|no\s+longer|anymore|any\s+more"
    r"|nicht\s+mehr|kein\w*\s+\w+\s+mehr|nicht|nie|kein\w*"
    r"|n'\w+|ne\s+\w+|plus\s+(?:de|d')|jamais)(?![\w'])"
    r"|^\W*(?:not|no|nicht|kein\w*|pas|plus|never)(?![\w'])"
)
# A clause that names a fault is the complaint, not the fact ("my code is wrong").
_FAULT = re.compile(
    r"(?<![\w'])(?:wrong|broken|bug\w*|error\w*|typo\w*|mistakes?|falsch\w*|fehler\w*|kaputt"
    r"|faux|fausse|erreurs?|bugs?|cassée?)(?![\w'])"
)
# A report that something ended is no new fact: the old one is to be forgotten ("I no
# longer work there, I retired in the spring, so please update that").
_ENDING = re.compile(
    r"(?<![\w'])(?:retired|quit|resigned|sold|died|passed\s+away|broke\s+up|split\s+up|divorced"
    r"|gave\s+(?:it\s+)?up|stopped|ended|cancell?ed|got\s+fired|laid\s+off"
    r"|aufgehört|gekündigt|verkauft|gestorben|verstorben|getrennt|geschieden|abgesagt|in\s+rente"
    r"|arrêté|démissionné|vendue?s?|morte?|décédée?|séparée?s?|divorcée?s?|annulée?s?"
    r"|à\s+la\s+retraite|c'est\s+fini)(?![\w'])"
)
_WORDS = re.compile(r"[^\W\d_]+")


def _language(lowered: str, start: int, end: int) -> str | None:
    for lang, request in _REQUEST.items():
        if request.match(lowered[start:end]):
            return lang
    return None


class _Piece(NamedTuple):
    start: int
    end: int
    sentence: int
    question: bool


# The segmenter keeps "… not 7. update it" together (a dot after a number): split there.
_INNER_END = re.compile(r"(?<=[.!?])\s+")


def _pieces(text: str) -> list[_Piece]:
    pieces: list[_Piece] = []
    for clause in segment(text).clauses:
        if clause.quoted or clause.code:
            continue
        start = clause.start
        for found in _INNER_END.finditer(text, clause.start, clause.end):
            pieces.append(_Piece(start, found.start(), clause.sentence, False))
            start = found.end()
        pieces.append(_Piece(start, clause.end, clause.sentence, clause.question))
    return pieces


def _positive(lowered: str, piece: _Piece) -> bool:
    text = lowered[piece.start : piece.end]
    return (
        not piece.question
        and len(_WORDS.findall(text)) >= 2
        and _ADDRESSED.match(text) is None
        and _NEGATED.search(text) is None
        and _FAULT.search(text) is None
        and _ENDING.search(text) is None
    )


def correction(text: str) -> Correction | None:
    """The corrected fact of a correction request in ``text``; ``None`` when none is."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return None
    pieces = _pieces(text)
    for index, piece in enumerate(pieces):
        lang = _language(lowered, piece.start, piece.end)
        if lang is None:
            continue
        if _CHANGE_SIGNAL.search(lowered) is None:
            return None
        before = [p for p in pieces[:index] if _positive(lowered, p)]
        if before:
            return Correction(lang, before[-1].start, before[-1].end)
        after = [p for p in pieces[index + 1 :] if _positive(lowered, p)]
        if after:
            last = [p for p in after if p.sentence == after[0].sentence][-1]
            return Correction(lang, after[0].start, last.end)
        return None
    return None
