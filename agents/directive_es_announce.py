"""Spanish: the telling announced with the keeping as its purpose, then a colon (round 13).

"Antes de la pregunta te cuento algo para que te lo acuerdes la próxima: mi viejo tiene
diabetes tipo 2" — "3. esto es para que lo guardes en tu memoria: calzo un 38" — "le digo
esto para que lo tenga en cuenta: soy alérgica a la penicilina". People who tell the
assistant a fact in the middle of a long message often say first why they tell it: a verb
of telling addressed to the assistant ("te cuento", "te digo", "te dejo", "le comento") or
a presentative ("esto es"), then a purpose clause whose verb is one of keeping ("para que
lo recuerdes / te acuerdes / lo guardes / lo tengas en cuenta"), then a colon. What follows
the colon, to the end of its sentence, is what is to be kept. The English "I'm telling you
this so you remember: …" and the German "ich sag dir das, damit du es dir merkst: …" have
the same shape.

Unlike :mod:`agents.directive_announce`, which needs every word before the colon to be a
request word, the words before the verb of telling are free (a discourse opener such as
"antes de la pregunta", "y lo otro", "por cierto"): the purpose clause of keeping addressed
to "tú"/"usted" is the signature. A purpose of knowing alone ("te lo digo para que lo
sepas: …") is news, and a purpose that is no keeping ("para que te rías: …") no memory; the
caller checks that the statement is the speaker's and no task.

Pure function on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re

from agents.directive_announce import Announcement

__all__ = ["purpose_announced"]

_TELL = (
    r"(?:(?:esto|eso)\s+es|(?:te|le|se)\s+(?:lo\s+)?(?:cuento|digo|comento|escribo|dejo|aviso"
    r"|mando|paso)(?:\s+(?:algo|esto|eso|una\s+cosa|un\s+dato|este\s+dato))?"
    # (round 14: a noun of information names the telling: "dato importante para que lo guardes:")
    r"|(?:(?:un|otro|este|una|otra|esta)\s+)?(?:dato|detalle|cosa|info|información|apunte)"
    r"(?:\s+(?:importante|más|rápido|rápida))?)"
)
_KEEP = (
    r"(?:recuerdes|recuerde|acuerdes|acuerde|guardes|guarde|apuntes|apunte|anotes|anote"
    r"|memorices|memorice|(?:tengas|tenga)\s+(?:en\s+cuenta|presente))"
)
_ADJUNCT = (
    r"(?:en\s+(?:tu|la|su)\s+memoria|para\s+(?:la\s+próxima(?:\s+vez)?|siempre|el\s+futuro"
    r"|otras\s+veces|más\s+adelante)|la\s+próxima(?:\s+vez)?|siempre|bien|por\s+favor|porfa)"
)
_PURPOSE = re.compile(
    rf"(?<!\w){_TELL}\s+(?:solo\s+|sólo\s+)?para\s+que\s+(?:te\s+|se\s+|me\s+)?(?:lo\s+|la\s+)?"
    rf"{_KEEP}(?:\s*,?\s*{_ADJUNCT})*\s*:(?=\s)"
)
# Round 14: a test of the assistant's memory announced before a colon ("a ver si esta vez te
# acuerdas: …", "vamos a ver si de verdad tienes memoria: …", "voy a probar si lo guardas:
# …"): the speaker tells the fact in order that it be kept and asked for later.
_TEST = re.compile(
    r"(?<!\w)(?:a\s+ver|vamos\s+a\s+ver|voy\s+a\s+(?:probar|comprobar|ver)"
    r"|quiero\s+(?:probar|comprobar|ver)|probemos|comprobemos)\s+si\s+"
    r"(?:(?:de\s+verdad|esta\s+vez|ahora|realmente|en\s+serio|tú|usted)\s+)*"
    r"(?:te\s+(?:acuerdas|acordás)|se\s+acuerda|(?:lo\s+|me\s+)?(?:recuerdas|recordás|recuerda|guardas"
    r"|guarda)|(?:tienes|tenés|tiene)\s+memoria)"
    r"(?:\s+(?:de\s+)?(?:esto|eso))?(?:\s+(?:luego|mañana|después|la\s+próxima(?:\s+vez)?))?"
    r"\s*:(?=\s)"
)
# The statement ends at the end of its sentence: "!", "?", a line break, or a full stop
# before a space.
_END = re.compile(r"[!?\n]|\.(?=\s|$)")


def purpose_announced(lowered: str) -> Announcement | None:
    """The statement after a telling announced with a purpose of keeping and a colon;
    ``None`` when there is none."""
    found = _PURPOSE.search(lowered) if "para que" in lowered else None
    if found is None and " si " in lowered:
        found = _TEST.search(lowered)
    if found is None:
        return None  # the common case: no purpose clause and no test at all
    start = found.end()
    stop = _END.search(lowered, start)
    end = stop.start() if stop is not None else len(lowered)
    if end < len(lowered) and lowered[end] == "?":
        return None  # the announced words ask something
    if not lowered[start:end].strip():
        return None
    return Announcement("es", found.start(), start, end)
