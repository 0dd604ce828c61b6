"""Spanish: what a retraction points back at — a fact told before, or one the assistant holds.

Round 14. Three readings of a bare verb of removal ("olvídalo", "bórralo", "borra eso")
after the speaker takes back a fact:

- *the telling named as such*: "Te dije que me iba a vivir a Oporto, al final nada.
  Olvídalo" — "Te conté que tenía moto, pero la vendí. Bórralo". A sentence that opens on
  the speaker's telling to the assistant ("te dije / conté / comenté / mencioné que …",
  after a time adverbial: "hace meses te dije que …") names a fact the assistant holds.
  After it, a bare "olvídalo" is no "never mind" but the removal of that fact, and the
  telling is the speaker's (``ES_TOLD``: what they told is theirs even in the imperfect,
  "estaba", "tenía", which Spanish shares with the third person).
- *the comment on the change* that closes that sentence ("…, al final nada", "…, pero lo
  perdí", "…, ya no") is why, not what: the statement ends before it.
- *the assistant's belief asked about*: "¿Sigues pensando que estoy en paro? Trabajo desde
  marzo. Borra eso". The question names the held fact ("¿sigues creyendo / todavía tienes
  apuntado que …?"); the sentence after it is the correction, and a pointer after both is
  the old fact, not the new one. English "do you still think I'm unemployed? I've been
  working since March. Delete that" has the same shape.

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["ES_TOLD", "asked_belief_span", "retracted_span", "told_before"]

_TELL = (
    r"(?:te|le|os|les)\s+(?:lo\s+)?(?:dije|conté|comenté|mencioné|expliqué|avisé|escribí"
    r"|había\s+(?:dicho|contado|comentado|mencionado)|he\s+(?:dicho|contado|comentado))"
)
# Alternation appended to the detector's Spanish first-person pattern (it begins with "|"):
# the telling with its content ("te conté que …"), not a relative naming a topic ("lo que te
# dije del formato" may be about the work).
ES_TOLD = rf"|(?<!\w)(?<!que\s){_TELL}\s+que(?!\w)"

_TIME = (
    r"(?:hace\s+(?:un\s+)?(?:tiempo|poco|rato|días|dias|semanas|meses|años|anos|mes|año"
    r"|\w+\s+(?:días|semanas|meses|años))|el\s+otro\s+día|antes|ayer|una\s+vez|en\s+su\s+momento"
    r"|la\s+otra\s+vez|la\s+semana\s+pasada|el\s+mes\s+pasado|al\s+principio)"
)
_TOLD = re.compile(
    rf"^\W*(?:(?:y|pues|bueno|oye|mira|a\s+ver|ya)\W+)*(?:{_TIME}\W+)?(?:ya\s+)?{_TELL}\s+que(?!\w)"
    # (a request told, in the subjunctive, is a task: "te dije que me ayudaras con …")
    r"(?!\s+(?:(?:no|me|te|lo|la|le|se)\s+)*\w+(?:aras|eras|ieras|ases|ieses|ara|iera|ase|iese|áramos|éramos|iéramos|ásemos|iésemos)(?!\w))"
)
# The comment on the change that closes the sentence of the telling.
_CHANGE = re.compile(
    r",\s*(?:(?:pero|y|aunque)\s+)?(?:al\s+final|finalmente|total\s+que|ya\s+no|pero\s+no"
    r"|(?:pero\s+)?(?:lo|la)\s+(?:perdí|dejé|vendí|cancelé|dejamos)|se\s+(?:canceló|acabó|fue))"
    r"(?!\w)"
)
_BELIEF = re.compile(
    r"^\W*¿?\s*(?:(?:y|oye|a\s+ver|pero)\W+)*(?:(?:sigues|todavía|todavia|aún|aun)\s+)"
    r"(?:(?:sigues\s+)?(?:pensando|creyendo|crees|piensas|tienes\s+(?:apuntado|guardado|anotado"
    r"|en\s+la\s+cabeza))|tienes\s+(?:apuntado|guardado|anotado))\s+que\s+"
)


def told_before(sentence: str) -> bool:
    """Whether ``sentence`` opens on the speaker's telling to the assistant."""
    return _TOLD.match(sentence) is not None


def retracted_span(
    span: tuple[int, int], lowered: str, sentences: Sequence[tuple[int, int]]
) -> tuple[int, int]:
    """The fact a postposed removal points at (see the module docstring); ``span`` as it is
    when neither reading applies. ``sentences`` are the message's (start, end) spans."""
    start, end = span
    if told_before(lowered[start:end]):
        change = _CHANGE.search(lowered, start, end)
        return (start, change.start()) if change is not None else span
    return asked_belief_span(span, lowered, sentences, _BELIEF, " ?¿.!")


def asked_belief_span(
    span: tuple[int, int],
    lowered: str,
    sentences: Sequence[tuple[int, int]],
    belief: re.Pattern[str],
    edge: str,
) -> tuple[int, int]:
    """When the pointed sentence ``span`` follows a question about what the assistant
    believes (``belief`` matching its opening), the believed fact after that opening,
    ``edge`` characters trimmed from its end; ``span`` as it is otherwise."""
    start, end = span
    index = next((i for i, (s, e) in enumerate(sentences) if s <= start < e), None)
    if index is None or index == 0 or sentences[index][1] < end:
        return span  # the pointer takes one whole sentence, after the question
    q_start, q_end = sentences[index - 1]
    found = belief.match(lowered, q_start, q_end)
    if found is None:
        return span
    fact_end = q_end
    while fact_end > found.end() and lowered[fact_end - 1] in edge:
        fact_end -= 1
    return (found.end(), fact_end) if fact_end > found.end() else span
