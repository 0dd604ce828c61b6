"""Spanish: the speaker in a statement without "yo", and instructions of address (round 14).

Two closed classes that tell the detector a Spanish statement is the speaker's own:

- *the first person plural of any verb*: "cada vez que te pida recetas, acuérdate de que en
  casa no comemos cerdo", "ten presente que vivimos en un quinto sin ascensor". Spanish
  drops the subject, and the ending "-amos / -emos / -imos" is the only trace of "we" (the
  family, the couple, the household). A few nouns and adjectives share the ending ("mis
  primos", "los extremos", "los próximos"; accented words are never such verbs) and "vamos"
  is also the interjection "come on"; they are left out. German "wir", French "nous" and
  English "we" are words of their own and need no such rule.
- *an instruction of address or answering*: "trátame de usted", "llámame Pepa", "no me
  tutees", "contéstame en catalán". It is the speaker's standing preference about how the
  assistant treats them, so the "usted" in it is no advice to someone else and the name
  after "llámame" no vocative. "Llámame mañana" or "llámame cuando llegues" is a request
  to phone, not a name, and is left to the ordinary reading.

Pure regular expressions and a predicate on lower-cased text.
"""

from __future__ import annotations

import re

__all__ = ["ES_WE_VERB", "address_instruction"]

# Alternation appended to the detector's Spanish first-person pattern (it begins with "|").
ES_WE_VERB = (
    r"|(?<!\w)(?!(?:primos|mimos|racimos|timos|ramos|tramos|gamos|amos|extremos|supremos|memos"
    r"|remos|vamos)(?!\w))(?:[a-zñ]{2,}(?:amos|emos|imos)|somos)(?!\w)"
)

_LANGUAGES = (
    r"(?:español|castellano|inglés|ingles|francés|frances|alemán|aleman|italiano|portugués"
    r"|portugues|catalán|catalan|gallego|euskera|vasco|valenciano|chino|japonés|ruso|árabe)"
)
# Words after "llámame" that make it a request to phone: a time, a place, a clause.
_PHONE = (
    r"(?:mañana|luego|después|despues|ahora|hoy|pronto|tarde|cuando|si|a|al|en|por|para|más"
    r"|mas|esta|este|el|la|antes|otra|ya)"
)
_ADDRESS = re.compile(
    r"^\W*(?:(?:por\s+favor|porfa|y|pues|bueno|siempre|nunca)\W+)*(?:"
    r"(?:tr[aá]tame|h[aá]blame|dir[ií]gete\s+a\s+m[ií])\s+(?:siempre\s+)?de\s+(?:usted|t[uú]|vos)"
    r"|tut[eé]ame|no\s+me\s+(?:tutees|trates\s+de|hables\s+de|llames)"
    rf"|ll[aá]mame\s+(?!{_PHONE}(?!\w))[^\W\d_]+"
    rf"|(?:h[aá]blame|resp[oó]ndeme|cont[eé]stame|escr[ií]beme)\s+(?:siempre\s+)?en\s+{_LANGUAGES}"
    r")(?!\w)"
)


def address_instruction(lowered: str) -> bool:
    """Whether ``lowered`` opens on an instruction of how to address or answer the speaker."""
    return _ADDRESS.match(lowered) is not None
