"""Spanish: a topic named with "lo de …" and then released (round 9).

"Lo de mi lesión de rodilla ya no hace falta que lo recuerdes", "lo del gimnasio ya no
necesitas tenerlo en cuenta", "lo de llámame Pili ya no hace falta". Spoken Spanish names
what is to be dropped first, as a topic ("lo de …", "lo del …"), and then says that keeping
it is no longer needed. Two shapes, both closed word classes:

- the topic, then a release operator ("ya no hace falta (que)", "no hace falta que", "ya
  no necesitas", "ya no tienes que", "no es necesario que") over a verb of keeping
  (recordar, tener en cuenta/presente, guardar, apuntar …), with or without its clitic;
- the topic, then a bare "ya no (hace falta)": only when the topic is an instruction of
  address or answering the user gave ("lo de llamarme Nacho ya no", "lo de contestarme en
  inglés ya no hace falta"). A bare "ya no hace falta" after any other topic says a thing
  is no longer needed ("lo de la pizza ya no hace falta, ya cené"), not a memory.

:mod:`agents.directive_handover` reads the topic handed over with leave to remove it ("lo de
X ya lo puedes quitar"); this is its counterpart for release. The caller checks that the
topic is no piece of the work and no turn of the conversation.
"""

from __future__ import annotations

import re

from agents.directive_handover import Handover

__all__ = ["RELEASE_KEYS", "released_topic"]

_TOPIC = r"(?P<s>lo\s+del?\s+[^,.;:!?\n]{2,60}?)"
_KEEP = (
    r"(?:recordar(?:lo|la)?|recuerdes|acordarte|te\s+acuerdes|tener(?:lo|la)?\s+(?:en\s+cuenta"
    r"|presente)|tengas\s+(?:en\s+cuenta|presente)|guardar(?:lo|la)?|guardes|apuntar(?:lo|la)?"
    r"|apuntes|anotar(?:lo|la)?|anotes|memorizar(?:lo|la)?|(?:sigas|seguir)\s+(?:recordando"
    r"|guardando|teniendo\s+(?:en\s+cuenta|presente)))"
)
_OPERATOR = (
    r"(?:ya\s+no\s+(?:hace\s+falta|es\s+necesario|necesitas|tienes\s+que|te\s+hace\s+falta)"
    r"|no\s+(?:hace\s+falta|es\s+necesario|necesitas|tienes\s+que))"
)
_RELEASE = re.compile(
    rf"(?<!\w){_TOPIC}\s*,?\s+{_OPERATOR}(?:\s+que)?\s+(?:(?:te\s+)?(?:lo|la|los|las)\s+)?"
    rf"{_KEEP}(?!\w)"
)
_BARE = re.compile(rf"(?<!\w){_TOPIC}\s*,?\s+ya\s+no(?:\s+hace\s+falta)?(?!\w)")
# An instruction of address or answering ("llámame", "llamarme", "que me hables de usted",
# "contestarme en inglés").
_INSTRUCTION = re.compile(
    r"(?<!\w)(?:ll[aá]ma(?:me|rme)|llamarme|h[aá]bla(?:me|rme)|hablarme|cont[eé]sta(?:me|rme)"
    r"|contestarme|resp[oó]nde(?:me|rme)|responderme|escr[ií]be(?:me|rme)|escribirme"
    r"|tut[eé]a(?:me|rme)|tutearme|tr[aá]ta(?:me|rme)|tratarme"
    r"|(?:que\s+)?me\s+(?:llames|hables|contestes|respondas|escribas|tutees|trates))(?!\w)"
)
# The detector's cue keys (first four letters) that a release above needs: "hace", the
# verbs of keeping, and (for a bare "ya no") the instructions of address that are rare in
# other languages ("llamarme", "hablarme", "escribirme", "tutearme", "tratarme"). A
# message with none of them is not read.
RELEASE_KEYS = frozenset(
    ("hace", "nece", "tien", "reco", "recu", "acor", "acue", "llam", "habl", "escr", "tute", "trat")
)
# A turn of the conversation, not of the user's life: "lo de antes", "lo del mensaje".
_CONVERSATION = re.compile(
    r"(?<!\w)(?:antes|hace\s+(?:un\s+)?rato|reci[eé]n|arriba|pregunta|mensaje|respuesta"
    r"|último\s+que\s+(?:dije|te\s+dije|escribí))(?!\w)"
)


def released_topic(lowered: str) -> Handover | None:
    """The topic named with "lo de …" that the user releases from memory, in Spanish."""
    found = _RELEASE.search(lowered)
    if found is None:
        found = _BARE.search(lowered)
        if found is None or _INSTRUCTION.search(found.group("s")) is None:
            return None
    if _CONVERSATION.search(found.group("s")):
        return None
    return Handover("es", found.start("s"), found.end("s"))
