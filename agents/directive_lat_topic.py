"""A forget whose object is named first: "that thing about my ex? delete that" (en, de, fr).

People name what is to go before they ask: "that thing i told you about my ex, Jake? yeah
delete that from your memory", "the part where I said I'm afraid of flying — ditch that",
"das mit meinem Ex, Jonas, kannst du löschen", "dieses Ding mit dem Hund, … weg damit",
"le truc que je t'ai dit sur mon ex, supprime ça", "le chat dont je t'ai parlé, … enlève
ça". The request that follows has only a pointer for its object, and the detector's
pointer rules resolved it to the clause next to it (the reason, "it's over"), or found
nothing.

The rule: the message opens (after fillers) on a *topic frame* — a noun of talk ("thing",
"part", "bit", "stuff", "Ding", "Thema", "truc", "histoire") with what the user said
about it, "das mit …", or "X dont je t'ai parlé" — and a later clause holds a *request of
removal* on a pointer or none ("delete that", "forget it", "löschen", "weg damit",
"supprime ça", "enlève-le"), not negated. The statement is the topic, up to the first
clause that goes on about it ("…, den haben wir nicht mehr", "… thats not true anymore")
or the request itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["TOPIC_KEYS", "TopicForget", "opens_on_topic", "topic_forget"]

# Gate keys (first four letters) of the removal words below.
TOPIC_KEYS = frozenset(
    [
        "dele",
        "ditc",
        "drop",
        "forg",
        "remo",
        "eras",
        "scra",
        "wipe",
        "clea",
        "lösc",
        "verg",
        "stre",
        "entf",
        "weg",
        "supp",
        "effa",
        "oubl",
        "enlè",
        "reti",
        "vire",
        # "don't store any of it", "raus aus deinem Gedächtnis", "deleten"
        "stor",
        "save",
        "keep",
        "raus",
    ]
)


@dataclass(frozen=True)
class TopicForget:
    language: str
    start: int
    end: int


# (an emoji or a line break may follow a filler: "ok so 😬\nthe whole thing about …")
_FILLER = r"^\W*(?:(?:uh|um|yeah|so|ok|okay|also|ja|na|bon|alors|euh|hey|hi|hallo|salut)\W+)*"
_TOPIC = {
    "en": re.compile(
        _FILLER + r"(?P<t>(?:the|that|this)\s+(?:thing|part|bit|stuff|info|story)\s+"
        r"(?:(?:that|where|when)\s+)?"
        r"i\s+(?:said|told\s+you|mentioned|wrote|shared)\s+(?:\w+\s+){0,2}?(?:about\s+)?\S"
        # a noun of talk with its subject ("the whole thing about my pottery class"), and a
        # free relative of what the user said ("whatever I said yesterday about …")
        r"|(?:the|that|this)\s+(?:whole\s+)?(?:thing|part|bit|stuff|story|business)\s+"
        r"(?:about|with|regarding)\s+\S"
        r"|(?:whatever|everything|all|what)\s+i\s+(?:said|told\s+you|mentioned|wrote|shared)"
        r"\s+(?:\w+\s+){0,3}?(?:about|regarding)\s+\S)"
    ),
    "de": re.compile(
        _FILLER
        # ("des" is the pointer "das" in Bavarian and Austrian speech: "des mit meiner …")
        + r"(?P<t>(?:das|des|dieses|dies|die\s+sache|die\s+geschichte)\s+(?:ding\s+|thema\s+)?"
        r"mit\s+\S)"
    ),
    "fr": re.compile(
        _FILLER + r"(?P<t>(?:le\s+truc|l'histoire|ce)\s+"
        r"(?:que\s+je\s+(?:t'ai|vous\s+ai)\s+(?:dit|raconté)\s+)?"
        r"(?:sur|à\s+propos\s+d[eu']|avec|de)\s*\S"
        r"|(?:le|la|les|mon|ma|mes)\s+[\w'-]+(?:\s+[\w'-]+)?\s+dont\s+je\s+(?:t'ai|vous\s+ai)\s+parlé)"
    ),
}
_REQUEST = {
    "en": re.compile(
        r"(?<![\w'])(?<!don't\s)(?<!not\s)(?:delete|ditch|drop|forget|remove|erase|scrap|wipe|clear)"
        r"\s+(?:that|it|this)(?![\w'])"
        # a negated verb of keeping releases the topic: "don't store any of it"
        r"|(?<![\w'])(?:don'?t|do\s+not|dont)\s+(?:store|save|keep|remember)\s+(?:that|it|this"
        r"|any\s+of\s+(?:it|that|this))(?![\w'])"
    ),
    "de": re.compile(
        r"(?<!\w)(?:(?:lösch(?:e)?|vergiss|streich(?:e)?|entfern(?:e)?)\s+(?:das|es|den|die|ihn)"
        r"|weg\s+damit|raus\s+damit|raus\s+aus\s+(?:deinem|dem)\s+(?:gedächtnis|speicher)"
        # (the subject is dropped in speech: "kannst vergessen"; "deleten" is the English
        # verb with a German ending)
        r"|(?:kannst|darfst|könntest)(?:\s+du)?\s+(?:\w+\s+){0,6}?"
        r"(?:löschen|vergessen|streichen|entfernen|deleten)|bitte\s+(?:\w+\s+){0,3}?(?:löschen"
        r"|vergessen|streichen|entfernen|deleten))(?!\w)"
    ),
    "fr": re.compile(
        r"(?<![\w'])(?<!pas\s)(?:(?:supprime|efface|oublie|enlève|retire|vire)[-\s](?:ça|le|la|les)"
        r"|supprimer|effacer|oublier|enlever|retirer)(?![\w'])"
    ),
}
# Where the topic ends: a sentence mark, a dash, or a clause going on about it.
_TOPIC_END = re.compile(
    r"\s*[?.!—–]|\s+-\s"
    r"|,\s*(?:den|der|die|das|es|er|sie|wir|ich|ist|kannst|bitte|on|il|elle|c'|je|j'|i|it|it's|he|she"
    r"|we|did|was|is|can|yeah|ok|please|pls|stp|tu|you)(?![\w'])"
    r"|\s+(?:that's|thats|that\s+is|is\s+not|isn't|ist\s+nicht|n'est\s+plus)(?![\w'])"
)


def opens_on_topic(lowered: str) -> bool:
    """Whether ``lowered`` opens on a topic frame (cheap: the patterns are anchored)."""
    return any(topic.match(lowered) is not None for topic in _TOPIC.values())


def topic_forget(text: str) -> TopicForget | None:
    """The topic named before a removal request opening ``text``; ``None`` when none is."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return None
    for lang, topic in _TOPIC.items():
        found = topic.match(lowered)
        if found is None:
            continue
        start = found.start("t")
        request = _REQUEST[lang].search(lowered, found.end("t"))
        if request is None:
            return None
        end_mark = _TOPIC_END.search(lowered, found.end("t"), request.start())
        end = end_mark.start() if end_mark is not None else request.start()
        end = len(lowered[:end].rstrip(" ,;"))
        return TopicForget(lang, start, end) if end >= found.end("t") else None
    return None
