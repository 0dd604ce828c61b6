"""Spanish: what a verb of keeping is followed by when it points back (rounds 9 and 11).

"Mi marido tuvo un ictus. Tenlo en cuenta cuando te pida planes", "tengo alergia al polen,
acuérdate pa los planes de primavera", "…, apúntatelo para las recomendaciones". A Spanish
verb of keeping with nothing but a frame after it — a clause of the assistant's future
work ("cuando te pida …", "siempre que …", "cada vez que …") or a purpose ("para/pa los
planes de …", "de cara a …") — has no statement of its own: it points back at what the
user just said, as "keep that in mind when recommending stuff" does in English. A frame
that goes on into a statement of the speaker ("para la cena, que soy vegano") is a
statement after all and is left to the ordinary reading.

Round 11: people rarely stop at the pointer. Between the verb and the end of its clause
(or the frame) stand, in any order and number (the Spanish counterpart of
:mod:`agents.directive_lat_anaphor`):

- a *pointer*: "eso", "esto", "lo", "todo eso", "de eso", or a demonstrative before a noun
  of information ("ese dato", "esta info", "ese detalle") — it resumes, it states nothing;
- *politeness and tags* ("por favor", "porfa", "plis", "xfa", "please", "gracias", "vale");
- *adverbs of insistence or permanence* ("siempre", "nunca (más)", "bien", "para siempre",
  "de una vez", "también", "mucho");
- *an anchor in the future* ("de aquí en adelante", "de ahora en más", "a partir de
  ahora", "desde ahora", "en adelante", "en el futuro", "a futuro", "de cara al futuro",
  "para el futuro", "para la próxima", "para más adelante", "para lo que venga",
  "para futuras conversaciones");
- *the place of memory* ("en tu memoria", "en mente", "en la cabeza", "en tus notas").

"soy celíaco, tenlo en cuenta de aquí en adelante porfa", "acordate de eso de ahora en
más", "ten presente ese dato para el futuro", "no lo olvides nunca". After a complementizer
these words are an adverbial inside the statement ("recuerda siempre que soy vegano"): a
"que" after them is never a frame, so the statement stays where it is.

Pure functions on lower-cased text.
"""

from __future__ import annotations

import re

__all__ = ["frame_only"]

# An optional pointer, then the frame: time or occasion of the assistant's work, or purpose
# ("pa" is how "para" is spoken and texted).
_FRAME = re.compile(
    r"^\s*,?\s*(?:(?:eso|esto|lo)\s+)?(?:por\s+favor\s+|porfa\s+|xfa\s+)?"
    r"(?:cuando|siempre\s+que|cada\s+vez\s+que|de\s+cara\s+a"
    r"|(?:para|pa)\s+(?:cuando|la\s+próxima|el\s+futuro|más\s+adelante|luego|después"
    r"|otra\s+vez|los|las|el|la|mis|tus|futuras?|próximas?|futuros?|próximos?))(?!\w)"
)
# Round 13: after a pointer, the domain of the work ("tenlo en cuenta con las recetas / los
# horarios que me propongas"); without one it may open the statement ("ten en cuenta con
# los niños que …").
_DOMAIN = re.compile(r"\s*,?\s*con\s+(?:los|las|mis|tus)\s+[^\W\d_]{4,}")
# A statement of the speaker inside the frame ("para la cena, que soy vegano").
_SPEAKER_CLAUSE = re.compile(
    r"(?<!\w)que\s+(?:yo\s+|no\s+|ya\s+|siempre\s+|nunca\s+)?"
    r"(?:soy|estoy|tengo|mi|mis|vivo|trabajo|[^\W\d_]{2,}o)(?!\w)"
)

# Round 11: a pointer, then adjuncts only.
_INFO_NOUN = (
    r"(?:dato|datos|detalle|detalles|info|información|tema|asunto|punto|cosa|hecho|condición"
    r"|situación|limitación|restricción|presupuesto|preferencia|circunstancia)"
)
# (not the head of a relative or a topic: "lo que te conté", "eso de que fumo")
_POINTER = re.compile(
    rf"\s*,?\s*(?:(?:de\s+)?(?:todo\s+)?(?:eso|esto|ello)|lo"
    rf"|(?:de\s+)?(?:ese|esa|este|esta|esos|esas|estos|estas)\s+{_INFO_NOUN})(?!\w)"
    r"(?!\s+(?:que|q|cual|sobre)(?!\w))(?!\s+del?\s+(?!(?:aquí|ahora|hoy)\s+en\s|cara\s+al\s))"
)
_ADJUNCT = re.compile(
    r"\s*[,;]?\s*(?:"
    # politeness and tags
    r"por\s+favor|porfa|porfis|porfavor|plis|pliss|pls|plz|please|xfa|x\s+favor|xf|gracias"
    r"|vale|ok|okey|eh|sí|si|dale|va|ya|tú|vos|usted"
    # insistence and permanence
    r"|siempre|nunca(?:\s+más)?|jamás|bien|muy\s+bien|para\s+siempre|de\s+una\s+vez(?:\s+por\s+todas)?"
    r"|también|mucho|de\s+verdad|en\s+serio"
    # an anchor in the future
    r"|de\s+(?:aquí|ahora|hoy)\s+en\s+(?:adelante|más)|desde\s+(?:ahora|hoy|ya)(?:\s+en\s+más)?"
    r"|a\s+partir\s+de\s+(?:ahora|hoy)|en\s+adelante|en\s+(?:el\s+)?futuro|a\s+futuro"
    r"|de\s+cara\s+al\s+futuro|para\s+(?:el\s+)?futuro|para\s+la\s+próxima(?:\s+vez)?"
    r"|para\s+(?:las\s+)?próximas\s+veces|para\s+más\s+adelante|para\s+luego|para\s+después"
    r"|para\s+lo\s+que\s+venga|(?:para|en)\s+(?:nuestras\s+|las\s+)?(?:futuras|próximas|siguientes)"
    r"\s+(?:conversaciones|charlas|consultas|ocasiones|veces|respuestas)"
    # (round 13: the next time and every one after it, and not only now)
    r"|(?:para\s+)?la\s+(?:próxima|siguiente)(?:\s+vez)?|(?:para\s+)?las\s+próximas\s+veces"
    r"|para\s+otras?\s+(?:veces|vez|ocasión|ocasiones)"
    r"|(?:y\s+|e\s+)?(?:en\s+|para\s+)?todas\s+las\s+(?:siguientes|demás|que\s+vengan)"
    r"|no\s+(?:solo|sólo|solamente)\s+(?:hoy|ahora|esta\s+vez)"
    # the place of memory
    r"|en\s+(?:tu|la|su)\s+(?:memoria|cabeza|mente)|en\s+mente|en\s+(?:tus|sus)\s+(?:notas"
    r"|recuerdos|apuntes)"
    r")(?!\w)"
)
# What the kept fact is for, or a second request joined on: no statement of its own.
# (a "que" of reason only after a comma: "no lo olvides, que a veces te pregunto …")
_TAIL = re.compile(
    r"\s*(?:[,;—–-]?\s*(?:cuando|siempre\s+que|cada\s+vez\s+que|si\s+te|porque|ya\s+que|pues"
    r"|para\s+que|y|e|pero|así)(?!\w)"
    r"|[,;—–-]\s*que\s+(?!(?:yo|soy|estoy|tengo|mi|mis|vivo|trabajo)(?!\w)))"
)
_END = re.compile(r"[\W_]*$")
# Round 13: an object clitic on the verb ("tenlo", "guárdalo", "bórralo", "no lo olvides";
# not the article of "la memoria", "la cuenta").
_CLITIC = re.compile(
    r"[^\W\d_]{2,}(?:lo|la|los|las)(?!\w)"
    r"|^(?:no\s+|nunca\s+)?(?:te\s+|se\s+)?(?:lo|la|los|las)\s+[^\W\d_]+"
)


# Round 12: a personal pronoun resumes what was just named ("hoy adoptamos un perrito.
# Acuérdate de él, que te voy a hablar mucho de él"); it takes no restrictive relative, so a
# "que" after it gives a reason even without a comma.
_PERSON = re.compile(r"\s*(?:de\s+)?(?:él|ella|ellos|ellas)(?=\s+(?:que|porque)\s)")
_REASON = re.compile(r"\s+(?:que|porque)\s")
# … only a reason about the exchange with the assistant ("que te voy a preguntar", "que
# luego me pides"): "apúntalo que mañana tengo cita" may still announce its fact.
_BARE_REASON = re.compile(
    r"\s+que\s+(?:(?:seguro|luego|después|a\s+veces|siempre|igual|pronto|no)\s+)?(?:te|me)\s"
)


def _pointer_adjunct(complement: str, *, pointed: bool = False) -> bool:
    clitic = pointed
    person = _PERSON.match(complement)
    if person is not None:
        rest = complement[person.end() :]
        return _REASON.match(rest) is not None and _SPEAKER_CLAUSE.search(rest) is None
    found = _POINTER.match(complement)
    pointed = pointed or found is not None
    rest = complement[found.end() :] if found is not None else complement
    adjuncts = 0
    while True:
        if clitic and _BARE_REASON.match(rest) is not None:
            # (a clitic fills the object: a "que" after it gives a reason, "guárdatelo que te
            # voy a preguntar"; before the speaker's own words it still states the fact)
            return True
        if (pointed or adjuncts) and (
            _TAIL.match(rest) or _FRAME.match(rest) is not None or _DOMAIN.match(rest) is not None
        ):
            return _SPEAKER_CLAUSE.search(rest) is None
        adjunct = _ADJUNCT.match(rest)
        if adjunct is None:
            break
        adjuncts += 1
        rest = rest[adjunct.end() :]
    return (pointed or adjuncts > 0) and _END.match(rest) is not None


def frame_only(complement: str, verb: str = "") -> bool:
    """Whether the words after a Spanish verb of keeping are only a pointer, adjuncts and a
    frame of time or purpose, so that the verb points back at the statement before it.
    ``verb`` is the directive's own words: a clitic object in them ("guárdalo en tu
    memoria", "bórralo de tu memoria") is the pointer, so a reason or purpose after them
    ("… porque siempre me …", "… así no me …") is no statement."""
    if _FRAME.match(complement) is not None and _SPEAKER_CLAUSE.search(complement) is None:
        return True
    clitic = _CLITIC.search(verb) is not None
    if clitic and verb.rstrip().endswith(" que"):
        complement = " que" + complement  # the form took the "que" of "guárdatelo que …"
    elif clitic and verb.rstrip().endswith(" de"):
        # (round 14: nor the "de" of "apúntalo de una vez", "grábatelo de una vez por todas")
        complement = " de" + complement
    return _pointer_adjunct(complement, pointed=clitic)
