"""Spanish: the speaker's reason before "así que" belongs to a standing instruction (round 11).

"Llevo años sin probar el alcohol, así que no me vuelvas a pasar cócteles" — "soy vegano,
así que nunca me sugieras carne". A connective of consequence ("así que", "por eso",
"entonces", "por lo tanto", "de modo que") opening the instruction's clause says that the
clause before it, in the same sentence, is why: that clause is the lasting fact the
instruction rests on, and it is kept with the instruction when it is the speaker's (a
first-person word, or a verb of the first person opening it). The same idea as the reason
the detector keeps before "in future …" ("As my eyesight is failing, …"), for the
connective that comes after the reason.

Round 14: the reason may also come *after* the instruction, joined on by a comma alone or by
"porque", "ya que", "es que", "pues": "Contéstame siempre en portugués a partir de ahora,
estoy aprendiendo porque me mudo a Recife" — the Spanish counterpart of
:mod:`agents.directive_lat_reason`. The clause right after the instruction, in its
sentence, that opens on the speaker (a first-person verb, "mi …", "me …") and neither asks
nor thanks, is kept with the instruction.

Pure functions on lower-cased text; called only when a Spanish habitual instruction matched.
"""

from __future__ import annotations

import re

__all__ = ["reason_start", "trailing_reason"]

_CONSEQUENCE = re.compile(
    r"\W*(?:así\s+que|asi\s+que|por\s+eso|entonces|por\s+lo\s+tanto|de\s+modo\s+que"
    r"|de\s+manera\s+que|o\s+sea\s+que)(?!\w)"
)
_SENTENCE_END = re.compile(r"[.!?¡¿\n]")
_SPEAKER = re.compile(
    r"(?<!\w)(?:yo|mi|mis|me|soy|estoy|tengo|llevo|vivo|trabajo|como|bebo|sigo|uso|odio)(?!\w)"
    r"|^\W*(?:no\s+|ya\s+no\s+|ya\s+)?[^\W\d_]{3,}o(?!\w)"
)


def reason_start(lowered: str, clause_start: int) -> int | None:
    """Where the speaker's reason starts when the clause at ``clause_start`` opens on a
    connective of consequence; ``None`` when it does not or the reason is not theirs."""
    if _CONSEQUENCE.match(lowered, clause_start) is None:
        return None
    start = 0
    for found in _SENTENCE_END.finditer(lowered, 0, clause_start):
        start = found.end()
    reason = lowered[start:clause_start].strip(" ,;:—–-")
    if not reason or _SPEAKER.search(reason) is None:
        return None
    return start + (len(lowered[start:clause_start]) - len(lowered[start:clause_start].lstrip()))


_TRAILING = re.compile(
    r"^\W*(?:(?:porque|ya\s+que|es\s+que|pues|puesto\s+que|como)\s+)?"
    r"(?:(?:yo|ya|no|ahora|también|todavía|aún)\s+)*"
    r"(?:(?:soy|estoy|tengo|llevo|vivo|trabajo|estudio|voy|sigo|uso|necesito|quiero|prefiero"
    r"|me\s+\w+|mi\s+\w+|mis\s+\w+)(?!\w)|[^\W\d_]{3,}(?:o|amos|emos|imos)(?!\w))"
)
_NOT_TRAILING = re.compile(
    r"(?<!\w)(?:gracias|por\s+favor|porfa|te\s+lo\s+(?:dije|he\s+dicho)|como\s+te\s+dije)(?!\w)"
)
# (adverbs and pronouns in "-o" that open no statement of the speaker's)
_NOT_VERB = re.compile(
    r"^\W*(?:(?:porque|ya\s+que|es\s+que|pues|puesto\s+que|como)\s+)?(?:eso|esto|todo|algo|poco"
    r"|mucho|claro|pronto|luego|solo|sólo|tampoco|cuando|como|así|igual)(?!\w)"
)


def trailing_reason(clause: str, *, question: bool) -> bool:
    """Whether ``clause``, right after a Spanish standing instruction, is the speaker's reason."""
    if question or len(clause.split()) < 2:
        return False
    return (
        _TRAILING.match(clause) is not None
        and _NOT_VERB.match(clause) is None
        and _NOT_TRAILING.search(clause) is None
    )
