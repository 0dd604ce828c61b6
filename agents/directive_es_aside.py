"""French and Spanish: the speaker's remark between a fact and the pointer that keeps it.

Round 15. "Vivo en Cuenca desde 2019. No es tan difícil. Anótalo de una vez"
— "Je suis pescétarienne, pas de viande. C'est pas compliqué. Note-le" — "Mi gata se llama
Nube. Ya te lo dije. Apúntalo". A pointer ("-lo", "-le", "ça") takes up the sentence before
it; annoyed or insistent speakers put a remark of their own in between: that the fact is
easy to hold ("no es tan difícil", "c'est pas compliqué"), that they said it before ("ya te
lo dije", "je te l'ai déjà dit"), or that it matters ("es importante", "c'est important").
The remark has no fact of its own: the pointer reads through it. It is the keeping
counterpart of :mod:`agents.directive_es_comment`, which reads through a remark that a fact
has ended before its removal.

The rule: a sentence made only of such remarks, with a sentence before it and a sentence
after it that opens on a verb of keeping with its clitic or a pointer, is blanked — same
length, so every offset still points at the user's words — and the message is read again.

Pure function; the caller asks only when a verb of keeping is among the message's words.
"""

from __future__ import annotations

import re

from agents.directive_es_comment import remark_blanked

__all__ = ["ASIDE_KEYS", "aside_skipped"]

# Gate keys (first four letters) of the verbs of keeping that take a pointer after a fact.
ASIDE_KEYS = frozenset(
    ("apún", "anót", "guár", "regí", "tenl", "insc", "enre", "reti", "note", "gard", "mémo")
)

_AROUND = r"(?:(?:pero|pues|bueno|vamos|y|mais|bon|franchement|enfin|quand\s+même|hein)[\s,]+)*"
# One remark: the fact is easy, it was said before, it matters.
_ONE = (
    r"(?:(?:eso\s+)?no\s+es\s+(?:tan\s+|nada\s+|muy\s+)?(?:difícil|complicado)"
    r"|(?:ya\s+)?te\s+lo\s+(?:dije|he\s+dicho|había\s+dicho|expliqué|conté)"
    r"(?:\s+(?:antes|mil\s+veces|varias\s+veces|muchas\s+veces|otras\s+veces|ya))?"
    r"|(?:es|eso\s+es)\s+(?:muy\s+|super\s+|súper\s+)?importante"
    r"|c'est\s+pas\s+(?:si\s+|très\s+|bien\s+)?(?:compliqué|difficile|sorcier)"
    r"|ce\s+n'est\s+pas\s+(?:si\s+|très\s+)?(?:compliqué|difficile|sorcier)"
    r"|je\s+te\s+l'ai\s+(?:déjà\s+)?dit(?:\s+(?:mille|cent|dix|plusieurs)\s+fois)?"
    r"|c'est\s+(?:très\s+|super\s+|vraiment\s+)?important)"
)
_REMARK = re.compile(rf"\s*{_AROUND}(?:{_ONE})(?:\s*[,;]\s*(?:{_ONE}))*\s*[.!]+\s*")
_HINT = re.compile(
    r"(?<![\w'])(?:difícil|complicado|dije|dicho|importante|compliqué|difficile|sorcier|dit"
    r"|important)(?![\w'])"
)
# The sentence after the remark opens on a verb of keeping with its clitic or a pointer.
_POINTER = re.compile(
    r"\s*(?:(?:y|pues|bueno|así\s+que|por\s+favor|et|alors|donc|stp|s'il\s+te\s+plaît)[\s,]+)*"
    r"(?:(?:apúnta|anóta|guárda|regístra|téng?a?)(?:te)?(?:lo|la)|tenlo|tenla"
    r"|(?:inscris|enregistre|retiens|note|garde|mémorise)[-\s](?:le|la|ça)"
    r"|(?:apunta|anota|guarda|ten)\s+(?:eso|esto))(?![\w'])"
)


def aside_skipped(text: str, lowered: str | None = None) -> str | None:
    """``text`` with a remark sentence between a fact and its keeping blanked, same
    length; ``None`` when there is none."""
    low = text.lower() if lowered is None else lowered
    if len(low) != len(text) or _HINT.search(low) is None:
        return None
    return remark_blanked(text, low, _REMARK, _POINTER.match)
