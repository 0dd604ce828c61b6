"""French and Spanish: dictation with no marks, where a keeping verb with its pointer follows
the fact in the same breath (round 15).

"quería contarte que mi padre es sordo de un oído y quiero que lo tengas presente si
buscamos restaurantes" — "je voulais te dire que mon frère est épileptique garde le bien en
mémoire pour les sorties". Voice input leaves no comma, so the verb of keeping
does not open a clause and its pointer ("lo", "le") has no clause before it to point at. A
verb of keeping with an object clitic cannot take a fact of its own: the clitic resumes
what was said before. So in a message with no typed mark at all, the place before such a
verb (and before the "y" / "et" or the wish that leads it) is read as a comma, and the
French clitic written without its hyphen ("garde le bien") as the imperative with its
clitic ("garde-le bien").

The rewrite keeps every offset (one character for one), and the message is read again; a
message with any typed mark is left to the ordinary reading.

Pure function; the caller asks only when a verb of keeping is among the message's words.
"""

from __future__ import annotations

import re

__all__ = ["DICTATED_KEYS", "dictated_pointer"]

# Gate keys (first four letters) of the verbs of keeping that take a clitic.
DICTATED_KEYS = frozenset(
    ("gard", "reti", "teng", "tenl", "apún", "apun", "anót", "anot", "guár", "recu")
)

_TYPED = re.compile(r"[.,;:!?。，、！？\n]")
_POINTER = re.compile(
    r"(?<=[^\W_])\s(?:"
    # French: "garde le (bien) en mémoire / en tête", "retiens le bien"
    r"(?:et\s+)?(?:garde|retiens|gardez|retenez)(?P<fr>\s)(?:le|la|les)(?:\s+bien)?"
    r"(?:\s+en\s+(?:tête|mémoire)|\s+à\s+l'esprit)?"
    # Spanish: "(y) (quiero que) lo tengas presente", "(y) tenlo en cuenta", "apúntalo"
    r"|(?:y\s+)?(?:(?:quiero|necesito|me\s+gustaría)\s+que\s+)?(?:lo|la)\s+(?:tengas|tenga)\s+"
    r"(?:en\s+cuenta|presente)"
    r"|(?:y\s+)?(?:tenlo|tenla|ténganlo|téngalo)\s+(?:en\s+cuenta|presente)"
    r"|(?:y\s+)?(?:apúntalo|apúntala|anótalo|anótala|guárdalo|guárdala|recuérdalo|recuérdala))"
    r"(?![\w'])"
)


def dictated_pointer(text: str, lowered: str | None = None) -> str | None:
    """``text`` with a comma before a keeping verb's pointer in unmarked dictation, same
    length; ``None`` when there is none."""
    low = text.lower() if lowered is None else lowered
    if len(low) != len(text) or _TYPED.search(low) is not None:
        return None
    found = _POINTER.search(low)
    if found is None or len(low[: found.start()].split()) < 3:
        return None
    chars = list(text)
    chars[found.start()] = ","
    if found.group("fr") is not None:
        chars[found.start("fr")] = "-"
    return "".join(chars)
