"""A request to keep something that closes a sentence and points back (de, fr, es).

"Dienstags Chorprobe, immer, bitte merken", "escalade le jeudi soir, toujours, à retenir",
"ich fahr jeden Morgen mit dem Rad ins Büro äh ja das bitte merken", "je fais du yoga le
jeudi et euh ça tu le notes", "tengo un Seat Ibiza del 2005, para que lo tengas guardado".
Writers who do not address an assistant with an imperative frame say the fact first and
then, as an afterthought, ask for it to be kept — often with an infinitive ("merken", "à
noter") or a purpose clause rather than an imperative, and often without a comma.

The mechanism is a closed vocabulary read backwards: from the end of a sentence, the
longest run of words that are all closing-request words (a verb of keeping in a request
form, a pointer, politeness, fillers, "for next time") is the request; it must hold a verb
of keeping and must not continue a clause ("je sais que tu le notes": the run would start
on "que"), so it starts at a clause mark, or on a pointer, politeness, a filler or the verb
itself. What precedes it in its sentence — or, when it is a sentence of its own, the
sentence before — is the statement; the caller checks that it is no task and no question.

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["CLOSING_KEYS", "Closing", "closing_request"]


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


@dataclass(frozen=True)
class Closing:
    language: str
    start: int  # the statement: [start, end) of the text
    end: int
    own_sentence: bool  # the request was a sentence of its own


# Verbs of keeping in a request form: imperative, infinitive (a request in chat: "bitte
# merken", "à retenir"), the subjunctive of a purpose clause ("que tu le gardes").
_KEEP = {
    "de": _set(
        "merken merkn merk merke notieren notier notiere speichern speicher speichere"
        " abspeichern aufschreiben schreib behalten behalt behalte festhalten"
    ),
    "fr": _set(
        "retenir retiens retenez noter note notez notes enregistre enregistrer enregistrez"
        " mémorise mémoriser mémorisez garde gardez gardes garder"
    ),
    "es": _set(
        "recuerda recuérdalo recuérdelo apunta apúntalo apúntatelo apúntelo anota anótalo"
        " anótelo guarda guárdalo guárdatelo guárdelo guardado apuntado anotado"
    ),
}
# The first four letters of every verb above: the detector's cue keys, so that a message
# with none of them is not read at all.
CLOSING_KEYS = frozenset(word[:4] for words in _KEEP.values() for word in words)
# Pointers, politeness, fillers and anchors that may stand around the verb.
_AROUND = {
    "de": _set(
        "das dies bitte mal dir so ja äh ähm also auch gut unbedingt für später zukunft"
        " dauerhaft immer danke ok und einfach noch irgendwo auf schreib fürs nächste mal"
    ),
    "fr": _set(
        "ça ca cela le la l tu stp svp s il te plaît merci bien quelque part pour prochaine"
        " prochaines fois et euh voilà juste que saches à en tête comme"
    ),
    "es": _set(
        "esto eso lo la por favor porfa xfa para que tengas sepas y pues bueno vale eh la"
        " próxima vez gracias ten"
    ),
}
# Words a request may start on when it follows other words of its clause without a mark.
_START = {
    "de": _set("das dies bitte ja äh ähm also und"),
    "fr": _set("ça ca cela et euh voilà stp svp retiens note retenir noter"),
    "es": _set("esto eso y pues para por recuérdalo apúntalo anótalo guárdalo"),
}
_COMPLEMENTIZER = _set("dass daß que qu ob si")
# A run right after a subject, a reflexive or a negation is that subject's verb: "Ich kann
# mir keine Geburtstage merken", "Merci, je retiens", "yo lo apunto".
_BOUND = _set(
    "ich du er sie wir ihr man mir mich dir uns je j tu il elle on nous vous me m te yo tú él"
    " ella nosotros se"
)
_NEGATION = _set("nicht nich nie kein keine pas jamais ne n no nunca")
_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_END = re.compile(r"[!?\n\U0001F000-\U0001FAFF\u2600-\u27BF]|\.(?=\s|$)")
_CLAUSE_MARK = re.compile(r"[,;:—–]|\s-\s")


def _sentences(lowered: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    start = 0
    for stop in _SENTENCE_END.finditer(lowered):
        if lowered[start : stop.start()].strip():
            spans.append((start, stop.start()))
        start = stop.end()
    if lowered[start:].strip():
        spans.append((start, len(lowered)))
    return spans


def _request_start(lowered: str, start: int, end: int, lang: str) -> int | None:
    """Where the closing request of the sentence ``[start, end)`` begins, or ``None``."""
    marks = list(_CLAUSE_MARK.finditer(lowered, start, end))
    clause_start = marks[-1].end() if marks else start
    words = list(_WORD.finditer(lowered, clause_start, end))
    if not words:
        return None
    allowed = _KEEP[lang] | _AROUND[lang]
    first = len(words)
    while first > 0 and words[first - 1].group() in allowed:
        first -= 1
    run = [w.group() for w in words[first:]]
    if not any(w in _KEEP[lang] for w in run) or any(w in _NEGATION for w in run):
        return None
    if first > 0:
        # The run follows other words of its clause: it must start a request of its own.
        before = words[first - 1].group()
        if run[0] not in _START[lang] or before in _COMPLEMENTIZER | _BOUND | _NEGATION:
            return None
        if any(w.group() in _BOUND for w in words[:first] if w.group() in ("mir", "me", "m")):
            return None  # "ich soll mir das bitte merken": the speaker keeps it
    elif run[0] in _COMPLEMENTIZER and clause_start == start:
        return None
    return words[first].start()


def closing_request(lowered: str) -> Closing | None:
    """The first sentence that closes on a request to keep what precedes it."""
    sentences = _sentences(lowered)
    for index, (start, end) in enumerate(sentences):
        if end < len(lowered) and lowered[end] == "?":
            continue
        for lang in ("de", "fr", "es"):
            at = _request_start(lowered, start, end, lang)
            if at is None:
                continue
            if len(_WORD.findall(lowered, start, at)) >= 2:
                return Closing(lang, start, at, own_sentence=False)
            if index > 0:
                before_start, before_end = sentences[index - 1]
                if before_end < len(lowered) and lowered[before_end] == "?":
                    return None
                return Closing(lang, before_start, before_end, own_sentence=True)
            return None
    return None
