"""Indirect forget: keeping is no longer needed or wanted (en, de, fr).

Not everyone says "forget": "No need to keep tracking my sleep schedule anymore", "I'd
like you to not keep that anymore", "i want you to un-remember my address", "is there a
way to make you not know the name of my school", "Das mit meiner Scheidung brauchst du
nicht mehr aufzuheben", "Ich möchte nicht, dass meine Parteimitgliedschaft Teil meines
Profils bleibt", "plus besoin de retenir mon adresse", "je ne veux plus que mon adresse
reste dans ta mémoire". Each says, about something the assistant keeps, that keeping it
is not needed (a modal of need, negated: "no need", "don't have to", "brauchst nicht
mehr", "plus besoin", "n'as plus à") or not wanted (a wish, negated: "I'd like you to not
keep", "ich möchte nicht, dass … bleibt", "je ne veux plus que … reste"), or asks for the
knowing to be undone ("un-remember", "make you not know").

The verb of keeping is a closed list (keep, track, remember, store, save, know;
aufheben, speichern, merken, behalten; garder, retenir, mémoriser, stocker, se souvenir);
what it keeps is the statement. A pointer object ("that", "das", "ça") stands for the
sentence before. A behaviour no longer needed ("you don't have to answer in Spanish
anymore") is the statement itself: the standing rule to drop.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["RELEASE_KEYS", "Release", "released"]

# Gate keys (first four letters of a word of each frame).
RELEASE_KEYS = frozenset(["need", "anym", "unre", "un-r", "brau", "möch", "beso", "veux"])


@dataclass(frozen=True)
class Release:
    language: str
    start: int  # the statement: [start, end) of the text
    end: int
    pointer: bool  # the object is a pointer to the sentence before


_KEEP_EN = (
    r"(?:keep\s+(?:tracking|track\s+of|remembering|storing|saving)|keep\s+track\s+of|keep|remember"
    r"|store|track|save|know|hold\s+on\s+to|hang\s+on\s+to)"
)
_END = r"(?=\s*(?:anymore|any\s+more|now|nicht\s+mehr|plus)?\s*(?:[.!?,;:\n]|$))"
_OBJ = r"(?P<s>[^.!?,;:\n]{1,80}?)"
_BEHAVIOUR = r"(?<![\w'])(?=(?:you|u)\s)"
_PATTERNS: dict[str, tuple[re.Pattern[str], ...]] = {
    "en": (
        re.compile(
            r"(?<![\w'])(?:(?:there's\s+|there\s+is\s+)?no\s+need\s+(?:for\s+(?:you|u)\s+)?to\s+"
            + _KEEP_EN
            + r"|(?:i'd|i\s+would|i)\s+(?:like|want|prefer)\s+(?:you|u)\s+to\s+(?:not\s+"
            + _KEEP_EN
            + r"|stop\s+"
            + _KEEP_EN
            + r"|un-?remember)"
            + r"|make\s+(?:you|u)\s+(?:not\s+(?:know|remember|keep)|un-?remember))\s+"
            + _OBJ
            + _END
        ),
        # A behaviour no longer needed is itself the statement: "answer in Spanish".
        re.compile(
            _BEHAVIOUR + r"(?:you|u)\s+(?:don't|dont|do\s+not|no\s+longer)\s+(?:have|need)\s+to\s+"
            r"(?P<s>(?:answer|call\s+me|reply|write|respond|address\s+me|use)\s[^.!?,;:\n]{1,60}?)"
            r"\s+(?:anymore|any\s+more)"
        ),
    ),
    "de": (
        re.compile(
            r"(?<!\w)"
            + _OBJ
            + r"\s+brauchst\s+du\s+(?:dir\s+)?(?:nicht\s+mehr|nicht\s+länger|nicht)\s+"
            r"(?:länger\s+)?(?:aufzuheben|zu\s+speichern|zu\s+merken|merken|zu\s+behalten|aufheben"
            r"|speichern)(?=\s*(?:[.!?,;:\n]|$))"
        ),
        re.compile(
            r"(?<!\w)ich\s+(?:möchte|will)\s+nicht(?:\s+mehr)?,?\s+dass\s+"
            + _OBJ
            + r"\s+(?:(?:weiter(?:hin)?|noch)\s+)?(?:teil\s+meines\s+profils|in\s+meinem\s+profil"
            r"|gespeichert|in\s+deinem\s+(?:gedächtnis|speicher)|bei\s+dir)"
        ),
    ),
    "fr": (
        re.compile(
            r"(?<![\w'])(?:(?:plus|pas)\s+besoin\s+de\s+|tu\s+n'as\s+plus\s+(?:besoin\s+de\s+|à\s+))"
            r"(?:garder|retenir|mémoriser|stocker|suivre|te\s+souvenir\s+d[e'])\s*" + _OBJ + _END
        ),
        re.compile(
            r"(?<![\w'])je\s+(?:ne\s+)?veux\s+(?:pas|plus)\s+que\s+"
            + _OBJ
            + r"\s+(?:reste|soit|figure)\s+(?:dans|en)\s+"
            r"(?:mon\s+profil|ta\s+mémoire|mémoire|tes\s+notes)"
        ),
    ),
}
_SENTENCE_END = re.compile(r"[.!?\n]+\s*")
_USER = re.compile(
    r"(?<![\w'])(?:i|i'm|i've|me|my|mine|we|our|us|ich|mich|mir|mein\w*|wir|uns|unser\w*"
    r"|je|j'|moi|mon|ma|mes|nous|notre|nos)(?![\w'])"
)
_POINTERS = frozenset(["that", "it", "this", "das", "es", "ça", "ca", "cela", "le", "la"])


def released(text: str) -> Release | None:
    """An indirect forget in ``text``; ``None`` when there is none."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return None
    for lang, patterns in _PATTERNS.items():
        for pattern in patterns:
            found = pattern.search(lowered)
            if found is None:
                continue
            start, end = found.span("s")
            pointer = lowered[start:end].strip() in _POINTERS
            if pointer:
                # "I mentioned my dad's diagnosis. I'd like you to not keep that anymore."
                ends = [m.end() for m in _SENTENCE_END.finditer(lowered, 0, start)]
                if not ends:
                    return None
                start = ends[-2] if len(ends) > 1 else 0
                end = ends[-1]
            if _USER.search(lowered, start, end) is None and not found.re.pattern.startswith(
                _BEHAVIOUR
            ):
                return None  # "no need to keep the receipts": not the user's
            return Release(lang, start, end, pointer=pointer)
    return None
