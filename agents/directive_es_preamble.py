"""Spanish: the words before a colon that only announce the fact a later verb keeps (round 14).

"Vamos a ver si de verdad tienes memoria: mi perro se llama Toby, apúntalo" — "Por si no se
guardó la otra vez, te lo repito: tengo la tensión alta. Guárdalo" — "voy a probar si te
acuerdas: mi equipo es el Sevilla, ¡grábatelo!". A verb of keeping after the fact points
back at it; when that fact was opened by a colon, what stands before the colon speaks to
the assistant about the telling or the test — its memory ("si recuerdas", "tienes
memoria", "no se guardó"), a repetition ("te lo repito", "otra vez") or a trial ("a ver
si", "vamos a ver", "voy a probar") — and is no part of what is to be kept. The English
"let's see if you really remember: …, save it" and the German "mal sehen, ob du's dir
merkst: …, speicher das" have the same shape.

A head about the speaker's things ("Mis alergias: polen y ácaros, apúntalo") names what
follows and stays.

Round 15: a telling said to be final needs no colon: "oye, te lo digo de una vez: tengo
epilepsia …, ten eso en cuenta" is often dictated as "oye te lo digo de una vez tengo
epilepsia …". The head "te lo digo / repito de una vez (por todas)" is the speaker's comment
on the telling, never the fact, and is cut wherever the fact begins.

Pure function on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re

__all__ = ["after_preamble"]

# The assistant's memory or a verb of keeping in the second person, a repetition, a test.
_ANNOUNCING = re.compile(
    r"(?<!\w)(?:recuerdas|recordás|te\s+acuerdas|te\s+acordás|(?:tienes|tenés|tiene)\s+memoria"
    r"|memoria|guardaste|guardó|grabaste|grabó|apuntaste|anotaste|lo\s+tienes"
    r"|te\s+lo\s+(?:repito|digo|dije|vuelvo\s+a\s+decir|recuerdo|(?:he|había)\s+dicho)"
    r"|(?:te\s+)?repito|otra\s+vez|de\s+nuevo|(?:mil|cien|muchas|varias|dos|tres)\s+veces"
    r"|(?:segunda|tercera|cuarta|enésima)\s+vez"
    r"|a\s+ver\s+si|vamos\s+a\s+ver|voy\s+a\s+probar|probemos|prueba\s+de)(?!\w)"
)
# The speaker's own things named as the head of what follows.
_OWN = re.compile(r"(?<!\w)(?:mi|mis|nuestr[oa]s?)(?!\w)")
_AFTER_COLON = re.compile(r"[:：]\s*")
# The telling said to be final, at the head of the span (discourse words may open it).
_SETTLED_HEAD = re.compile(
    r"\W*(?:(?:mira|oye|oiga|bueno|pues|y|a\s+ver)\W+)*(?:te|se|le)\s+lo\s+(?:digo|repito)"
    r"\s+(?:de\s+una\s+vez(?:\s+por\s+todas)?|una\s+vez\s+más|por\s+última\s+vez)[\s,:;.—–-]*"
)


def after_preamble(span: tuple[int, int], lowered: str) -> tuple[int, int]:
    """``span`` without an announcing head ended by a colon (see the module docstring)."""
    start, end = span
    settled = _SETTLED_HEAD.match(lowered, start, end)
    if settled is not None and settled.end() < end:
        return (settled.end(), end)
    colon = max(lowered.rfind(":", start, end), lowered.rfind("：", start, end))
    if colon < 0:
        return span
    head = lowered[start:colon]
    if _ANNOUNCING.search(head) is None or _OWN.search(head) is not None:
        return span
    found = _AFTER_COLON.match(lowered, colon)
    rest = colon + 1 if found is None else found.end()
    return span if rest >= end else (rest, end)
