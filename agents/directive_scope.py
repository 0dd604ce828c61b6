"""Notes that are not for memory: for the work at hand, or for the user's own organiser (de,
fr, es).

"Ten presente que el bizcocho va en un molde de 22 cm, para la conversión de ahora", "Bitte
im Kopf behalten, dass der Kuchen in eine 26er Springform muss, bei der Umrechnung jetzt",
"…, ist für den Flyer": the thing to keep in mind is scoped to a piece of work named with a
definite article and a word of now, or declared to be for a thing being made. "Tu peux
noter dans mon agenda que …", "¿Me puedes apuntar en el calendario que …?": the place to
write is the user's calendar, list or phone, not the assistant's memory. Both are word
classes (prepositions of purpose, articles, words of now; organiser nouns), not sentences.
"""

from __future__ import annotations

import re

__all__ = ["organiser", "present_work"]

# "<for/at> <the> <work> <now>": "bei der Umrechnung jetzt", "pour la conversion là",
# "para la conversión de ahora"; or "<it is> for <a/the> <thing>": "ist für den Flyer",
# "c'est pour un enfant", "es para la presentación".
_PRESENT_WORK = re.compile(
    r"(?<![\w'])(?:für|bei|pour|para|en)\s+(?:den|die|das|der|dem|le|la|l'|el|los|las)\s*"
    r"[^\W\d_]{3,}\s+(?:jetzt|gerade|grad|gleich|hier|là|ici|maintenant|de\s+maintenant|ahora"
    r"|de\s+ahora|actual|de\s+hoy|d'aujourd'hui|von\s+heute)(?![\w'])"
    r"|(?<![\w'])(?:ist|c'est|es)\s+(?:für|pour|para)\s+(?:den|die|das|einen|eine|ein|le|la|l'|un"
    r"|une|el|un|una)\s*[^\W\d_]{3,}"
)
# The user's organisers as the place to write: "dans mon agenda", "en el calendario", "in
# meinen Kalender", "sur ma liste de courses".
_ORGANISER = re.compile(
    r"^(?:in|im|ins|auf|dans|sur|en|a)\s+(?:(?:den|die|das|dem|der|meinen|meine|meinem|mein|le|la"
    r"|l'|mon|ma|mes|el|la|mi|mis)\s*)?(?:(?:termin)?kalender|agenda|calendrier|calendario"
    r"|einkaufsliste|to-?do-?liste|liste\s+de\s+courses|lista\s+de\s+(?:la\s+)?compra|handy"
    r"|téléphone|portable|móvil|celular|wecker|réveil|alarma)(?![\w'])"
)


# es (round 13): the note made lasting by a purpose of permanence, "Es para la tarea de mi
# hijo, va en cuarto. Recuérdalo para que siempre le expliques a su nivel": not for now.
_ES_WORK = re.compile(r"(?:es\s+)?para\s|en\s")
_ES_LASTING = re.compile(
    r"(?<!\w)(?:siempre|cada\s+vez|de\s+(?:ahora|aquí|hoy)\s+en\s+adelante|en\s+adelante"
    r"|a\s+partir\s+de\s+(?:ahora|hoy)|la\s+próxima\s+vez|en\s+el\s+futuro)(?!\w)"
)


def present_work(lowered: str) -> bool:
    """Whether ``lowered`` scopes a note to the work at hand."""
    found = _PRESENT_WORK.search(lowered)
    if found is None:
        return False
    return not (_ES_WORK.match(found.group()) and _ES_LASTING.search(lowered, found.end()))


def organiser(lowered: str) -> bool:
    """Whether ``lowered`` opens on the user's own organiser as the place to write."""
    return _ORGANISER.match(lowered.lstrip()) is not None
