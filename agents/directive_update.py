"""An update: a fact, what changed, and leave to strike the fact (de, fr, es).

"Du weißt ja noch, dass ich Fußball im Verein spiele? Hab aufgehört wegen Knie. Also das
kannst du aus deiner Liste streichen." — "Te dije que estudiaba francés. Lo dejé, así que
tacha eso." The pointer of the removal ("das", "ça", "eso") does not point at the sentence
before it, which only reports the change ("hab aufgehört", "lo dejé"), but at the fact
before that. So: a removal on a pointer, right after a short report of a change, resolves
to the sentence before the report, without its recall frame ("du weißt ja noch, dass …",
"je t'ai dit que …", "¿te acuerdas de que …?").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Update", "updated"]


@dataclass(frozen=True)
class Update:
    language: str
    start: int  # the fact: [start, end) of the text
    end: int
    recalled: bool  # framed as told before ("je t'ai dit que …"): the user's fact


_STRIKE = {
    "de": re.compile(
        r"(?<!\w)(?:(?:streich|lösch|vergiss|entfern)\w*\s+(?:das|es|den)(?!\w)"
        r"|(?:das|es)\s+(?:kannst|darfst)\s+du\s+(?:[^\W\d_]+\s+){0,5}?"
        r"(?:streichen|löschen|vergessen|entfernen)(?!\w))"
    ),
    "fr": re.compile(
        r"(?<![\w'])(?:(?:raye|efface|oublie|supprime|enlève|retire)[-\s](?:ça|le|la)(?![\w'])"
        r"|tu\s+peux\s+(?:le\s+|l')?(?:rayer|effacer|oublier|supprimer|enlever|retirer)(?![\w']))"
    ),
    "es": re.compile(
        r"(?<!\w)(?:(?:tacha|borra|olvida|quita)\s+eso|(?:táchalo|bórralo|olvídalo|quítalo)"
        r"|(?:eso\s+)?(?:ya\s+)?lo\s+(?:puedes|podés)\s+(?:ya\s+)?(?:tachar|borrar|olvidar|quitar))(?!\w)"
    ),
}
# A short report that the fact changed: "Hab aufgehört wegen Knie", "J'ai arrêté à cause
# des genoux", "Lo dejé por el hombro".
_CHANGE = {
    "de": re.compile(
        r"^\W*(?:(?:ich\s+)?(?:hab|habe)\s+(?:\w+\s+){0,3}?(?:aufgehört|gekündigt|abgebrochen"
        r"|aufgegeben)|bin\s+(?:\w+\s+){0,3}?(?:umgezogen|weggezogen)|ist\s+vorbei)(?!\w)"
    ),
    "fr": re.compile(
        r"^\W*(?:j'ai\s+(?:\w+\s+)?(?:arrêté|démissionné|abandonné|laissé\s+tomber)"
        r"|on\s+a\s+déménagé|c'est\s+fini)(?![\w'])"
    ),
    "es": re.compile(
        r"^\W*(?:(?:ya\s+)?lo\s+dejé|(?:ya\s+)?la\s+dejé|lo\s+he\s+dejado|renuncié|me\s+mudé"
        r"|se\s+acabó|(?:se\s+)?(?:murió|ha\s+muerto)|falleció|ha\s+fallecido|me\s+jubilé"
        r"|(?:lo|la)\s+vendí|(?:lo|la)\s+regalé|nos\s+mudamos|se\s+canceló|ya\s+no\s+está)(?!\w)"
    ),
}
# What frames a fact the assistant was told before.
_RECALL = re.compile(
    r"^\W*(?:du\s+weißt\s+(?:ja\s+|doch\s+)?noch,?\s+dass|ich\s+hab(?:e)?\s+dir\s+(?:mal\s+)?gesagt,?"
    r"\s+dass|tu\s+te\s+(?:rappelles|souviens)\s+(?:que|qu'|de\s+ce\s+que)|je\s+t'ai\s+dit\s+que"
    r"|¿?\s*te\s+acuerdas\s+(?:de\s+)?que|te\s+dije\s+que"
    # "te pedí que recordaras que …": the fact the user once asked to be kept
    r"|te\s+(?:pedí|había\s+pedido)\s+que\s+(?:recordaras|recordases|tuvieras\s+en\s+cuenta"
    r"|apuntaras|anotaras|guardaras)(?:\s+que)?)\s*"
)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
_CHANGE_WORDS = 9


def updated(lowered: str) -> Update | None:
    """The fact an update strikes, in de/fr/es; ``None`` when the message is no update."""
    sentences = [(m.start(), m.end()) for m in _SENTENCE.finditer(lowered) if m.group().strip()]
    for index, (start, end) in enumerate(sentences):
        for lang, strike in _STRIKE.items():
            found = strike.search(lowered, start, end)
            if found is None:
                continue
            # The report of the change: the clause before the removal, or the sentence before.
            head = lowered[start : found.start()]
            report = head.split(",")[0] if head.strip(" ,.") else ""
            fact_index = index - 1
            if not report.strip() or not _CHANGE[lang].match(report):
                if index < 2 or not _CHANGE[lang].match(lowered[slice(*sentences[index - 1])]):
                    continue
                fact_index = index - 2
            if fact_index < 0:
                continue
            fact_start, fact_end = sentences[fact_index]
            if len(lowered[slice(*sentences[fact_index + 1])].split()) > _CHANGE_WORDS * 2:
                continue
            recall = _RECALL.match(lowered, fact_start)
            begin = recall.end() if recall is not None else fact_start
            return Update(lang, begin, fact_end, recalled=recall is not None)
    return None
