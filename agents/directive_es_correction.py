"""Spanish: a request to correct what the assistant holds, and the corrected fact (round 11).

"Tienes mal la edad de mi hija, ya tiene 9 años, actualízalo" — "lo de que vivo en X ya no
es así, me mudé a Y, cámbialo" — "Corrige eso: ahora trabajo de noche". The Spanish
counterpart of :mod:`agents.directive_lat_correction`. A verb of correcting ("corrige",
"actualiza", "cambia", "modifica", "rectifica", in tú, vos and usted forms, with or without
its clitic) takes no fact of its own: its object is a pointer ("eso", "lo", "-lo"), the
assistant's memory ("en tu memoria", "tus notas", "lo que tienes de mí") or nothing. What is
to be stored is the new fact beside it, never the deletion of the old one.

The rule, as in the other languages:

1. the request is a clause of its own that opens on the verb (after politeness, "puedes",
   "me lo puedes") and holds nothing but the verb, a pointer, a place of memory and
   politeness;
2. the message says that something held was wrong or is out of date: "mal", "equivocado",
   "incorrecto", "ya no", "no es así", "ahora", "ya", "desde", "me mudé", "en realidad";
3. the new fact is the last clause before the request (or, when there is none, the
   sentence after it) that states something positive: not negated ("ya no trabajo en …"),
   not addressed to the assistant ("tienes mal …", "me pusiste …", "lo de que …"), not a
   comment on the words ("eso está mal", "me equivoqué") and no report of an ending ("me
   jubilé", "lo dejé");
4. the message is the speaker's: a first-person word ("mi", "me", "yo") or a clause opening
   on a verb of the first person ("vivo en …", "me mudé …").

A correction with no positive clause ("ya no como carne, actualízalo") is left to the
detector's cessation rules, which forget the old fact. A task ("Aquí va mi carta, corrígela")
names no change of a fact and is no correction.

Pure functions over the user's text; the caller checks the gate keys first, and a cheap
search for the verb comes before the message is segmented.
"""

from __future__ import annotations

import re

from agents.clauses import segment
from agents.directive_lat_correction import Correction

__all__ = ["ES_CORRECTION_KEYS", "es_correction"]

# Gate keys: the first four letters of each verb ("corr" is already a key of the others).
ES_CORRECTION_KEYS = frozenset(("corr", "actu", "camb", "cámb", "modi", "rect", "reem"))

_VERB = (
    r"(?:corr[ií]ge(?:lo|la|los|las)?|corregir(?:lo|la)?|corrija(?:lo|la)?|corríja(?:lo|la)"
    r"|actualiza(?:lo|la|los|las)?|actualíza(?:lo|la|los|las)|actualizar(?:lo|la)?|actualice"
    r"|actualíce(?:lo|la)|cambia(?:lo|la)?|cámbia(?:lo|la|los|las)|cambiar(?:lo|la)?|cambie"
    r"|cámbie(?:lo|la)|modifica(?:lo|la)?|modifíca(?:lo|la)|modificar(?:lo|la)?|modifique"
    r"|rectifica(?:lo|la)?|rectifíca(?:lo|la)|rectificar(?:lo|la)?"
    # voseo: "corregí", "actualizá", "cambiá"
    r"|corregí(?:lo|la)?|actualizá(?:lo|la)?|cambiá(?:lo|la)?|modificá(?:lo|la)?"
    # (with its clitic the voseo verb loses its accent: "corregilo", "actualizalo")
    r"|corregi(?:lo|la|los|las)|modifica(?:lo|la)s?"
    # (round 14: replacing the old value, "reemplaza la anterior")
    # ("sustituye" is left out: its key "sust" opens "sustainable" in every English chat)
    r"|reemplaza(?:lo|la)?|reemplázalo|reemplázala|reemplace|reemplazá(?:lo|la)?)"
)
# The cheap test before the message is segmented.
_VERB_ANYWHERE = re.compile(rf"(?<!\w){_VERB}(?!\w)")
_POLITE = (
    r"(?:por\s+favor|porfa|porfis|plis|pls|xfa|please|gracias|vale|ok|okey|oye|pues|y|entonces"
    r"|así\s+que|ya|bueno|ahora|puedes|podrías|podés|puede|podría|me\s+(?:lo\s+|la\s+)?(?:puedes"
    r"|podrías|podés)|(?:lo|la)\s+(?:puedes|podrías|podés))"
)
_OBJECT = (
    r"(?:eso|esto|lo|la|ese\s+dato|el\s+dato|esa\s+info|(?:en\s+)?(?:tu|la)\s+memoria"
    r"|(?:la|el|lo)\s+(?:anterior|antigu[oa]|viej[oa])"
    r"|(?:en\s+)?tus\s+(?:notas|datos|apuntes|recuerdos)|(?:en\s+)?lo\s+que\s+(?:tienes|sabes"
    r"|guardaste|apuntaste|anotaste)(?:\s+(?:guardad[oa]|apuntad[oa]|anotad[oa]))?"
    r"(?:\s+(?:de|sobre)\s+mí)?|(?:de|en)\s+(?:mi|el)\s+perfil)"
)
# "actualízalo y guárdalo": a second verb of keeping on the same pointer.
_KEEP = r"(?:gu[aá]rda(?:lo|la)|recu[eé]rda(?:lo|la)|ap[uú]nta(?:lo|la)|an[oó]ta(?:lo|la))"
_REQUEST = re.compile(
    rf"^[\s,.;:!¡¿—–-]*(?:{_POLITE}[\s,]+)*(?:{_OBJECT}\s+)*{_VERB}"
    rf"(?:[\s,]*(?:{_OBJECT}|{_POLITE}|y\s+{_KEEP}))*[\W_]*$"
)
_CHANGE_SIGNAL = re.compile(
    r"(?<!\w)(?:mal|equivocad[oa]s?|incorrect[oa]s?|err[oó]ne[oa]|error|ya\s+no|no\s+es\s+así"
    r"|ahora|ya|desde|me\s+mudé|me\s+cambié|cambié|en\s+realidad|de\s+hecho|desactualizad[oa]"
    r"|antigu[oa]|viej[oa]|confundiste|te\s+equivocaste"
    # (the correction named, and a value set against the old one: "…, 9 años, no 8")
    r"|correcci[oó]n|fe\s+de\s+erratas|(?:te|le)\s+corrijo|sino"
    r"|(?<=,)\s*no\s+(?:(?:el|la|los|las|en|a|de)\s+)?\d+)(?!\w)"
)
_ADDRESSED = re.compile(
    r"^\W*(?:(?:no|oye|oiga|perdón|perdona|ojo|ah|uy|ups|bueno|pues|mira)[\s,!.]+)*"
    r"(?:tienes|tenías|tiene\s+usted|te\s+equivocaste|te\s+confundiste|pusiste|guardaste"
    r"|apuntaste|anotaste|dijiste|me\s+(?:llamas|dices|pones|pusiste)|lo\s+de\s+que|eso|esto"
    r"|está\s+mal|no\s+es|ya\s+no\s+es|me\s+equivoqué|quise\s+decir|te\s+dije\s+mal)(?!\w)"
)
_NEGATED = re.compile(r"(?<!\w)(?:no|nunca|jamás|tampoco|ni)(?!\w)")
_FAULT = re.compile(r"(?<!\w)(?:mal|error\w*|equivocad\w*|incorrect\w*|errata)(?!\w)")
# A report that something ended is no new fact: the old one is to be forgotten.
_ENDING = re.compile(
    r"(?<!\w)(?:me\s+jubilé|jubilad[oa]|(?:lo|la)\s+dejé|dejé\s+de|vendí|murió|falleció"
    r"|nos\s+separamos|me\s+divorcié|cancelad[oa]|se\s+canceló|renuncié|me\s+despidieron)(?!\w)"
)
_SPEAKER = re.compile(
    r"(?<!\w)(?:yo|mi|mis|me|mí|conmigo|soy|estoy|voy|tengo|vivo|trabajo|estudio)(?!\w)"
    r"|^\W*(?:ya\s+|ahora\s+)?[^\W\d_]{2,}[oé](?!\w)"
)
_WORDS = re.compile(r"[^\W\d_]+")
_TOKENS = re.compile(r"[^\W_]+")
# The segmenter keeps "… tiene 9. actualízalo" together (a dot after a number): split there.
_INNER_END = re.compile(r"(?<=[.!?])\s+")


def _pieces(text: str) -> list[tuple[int, int, int, bool]]:
    """The clauses of ``text`` as (start, end, sentence, question), split at inner ends."""
    pieces: list[tuple[int, int, int, bool]] = []
    for clause in segment(text).clauses:
        if clause.quoted or clause.code:
            continue
        start = clause.start
        for found in _INNER_END.finditer(text, clause.start, clause.end):
            pieces.append((start, found.start(), clause.sentence, False))
            start = found.end()
        pieces.append((start, clause.end, clause.sentence, clause.question))
    return pieces


# Round 13: "no X sino Y" sets the right value against the wrong one; its "no" negates
# nothing the speaker holds ("mi cumpleaños no es el 5 sino el 15").
_CONTRAST = re.compile(r"(?<!\w)no\s+(?:[^\W_]+\s+){1,6}?sino(?!\w)")


def _positive(text: str, question: bool) -> bool:
    return (
        not question
        and len(_TOKENS.findall(text)) >= 2  # (a number counts: "tengo 42")
        and _ADDRESSED.match(text) is None
        and _NEGATED.search(_CONTRAST.sub(" ", text)) is None
        and _FAULT.search(text) is None
        and _ENDING.search(text) is None
    )


def es_correction(text: str) -> Correction | None:
    """The corrected fact of a Spanish correction request in ``text``; ``None`` when none is."""
    lowered = text.lower()
    if (
        len(lowered) != len(text)
        or _VERB_ANYWHERE.search(lowered) is None
        or _CHANGE_SIGNAL.search(lowered) is None
    ):
        return None
    pieces = _pieces(text)
    for index, (start, end, _, _) in enumerate(pieces):
        if _REQUEST.match(lowered[start:end]) is None:
            continue
        before = [p for p in pieces[:index] if _positive(lowered[p[0] : p[1]], p[3])]
        if before:
            chosen = before[-1]
            found = Correction("es", chosen[0], chosen[1])
        else:
            after = [p for p in pieces[index + 1 :] if _positive(lowered[p[0] : p[1]], p[3])]
            if not after:
                return None
            last = [p for p in after if p[2] == after[0][2]][-1]
            found = Correction("es", after[0][0], last[1])
        speaker = any(
            _SPEAKER.search(lowered[p[0] : p[1]]) is not None for p in pieces if p[0] < found.end
        )
        return found if speaker else None
    return None
