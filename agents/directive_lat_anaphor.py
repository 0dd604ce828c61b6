"""A pointer object and then adjuncts: "merk dir das endlich", "bear that in mind for …".

English, German and French.

A verb of keeping whose object is an anaphor ("that", "das", "ça") points at the fact
said next to it, usually the sentence before: "Ich bin Muslimin. Bitte merk dir das
endlich." The detector already reads a pointer that ends its clause. People rarely stop
there: an adverb, a politeness word, the place of memory, a time span or a purpose
follows the pointer, and then the words after the verb looked like the statement
("das endlich", "for all future recipe requests", "pls it happens all the time").

The rule, for each language: after the pointer stand only

- *adverbs of insistence, manner or time* ("finally", "well", "for good", "endlich",
  "gut", "ab jetzt", "bien", "désormais"), of completeness ("completely", "komplett",
  "complètement") and of replacement ("instead", "over the old info", "stattdessen", "à
  la place");
- *politeness* ("please", "pls", "bitte", "s'il te plaît"): a politeness word closes the
  object, so whatever follows it is a new clause ("remember that pls it happens all the
  time");
- *the place of memory* ("in your memory", "in mind", "on file", "im Kopf", "en mémoire");
- *an anchor in the future* ("for all future chats", "going forward", "in Zukunft",
  "pour la suite", "à l'avenir");
- and then, optionally, a *purpose or occasion* ("for when I ask …", "for visa questions",
  "wenn ich …", "damit …", "pour les recettes", "quand je …") or a *second request* joined
  by "and"/"und"/"et" ("… in your memory and do bullet points for me").

A complementizer "that" is never followed by these words ("remember that in 2019 I moved"
has a clause after its adverbial: "in 2019" is no anchor here, and "now", "today" and
"then" are no adverbs of this list), so "remember that I'm vegan" keeps its statement.

Pure functions on lower-cased text; called only for a candidate verb, so ordinary chat
pays nothing.
"""

from __future__ import annotations

import re

__all__ = ["holds_pointer", "pointer_adjunct"]

_POINTER = re.compile(
    r"\s*,?\s*(?:that|this|it|this\s+one|that\s+one|that\s+bit|this\s+info|that\s+info"
    r"|das(?:\s+hier)?|dies(?:es)?|es|den\s+punkt|diese\s+info|diesen\s+punkt"
    r"|ça|ca|cela|ceci|cette\s+info|ce\s+point|le|la"
    # a person as the object: "remember him pls", "merk dir die beiden", "souviens-toi de lui"
    r"|him|her|them|ihn|die\s+beiden|die\s+zwei|de\s+lui|d'elle|à\s+lui|à\s+elle|les\s+deux)(?![\w'-])"
)

# Politeness closes the object: whatever follows it is a clause of its own.
_POLITE = (
    r"please|pls|plz|plx|thanks|thank\s+you|thx|ok|okay|k|yeah|bitte|danke|bitteschön|merci"
    r"|stp|svp|s'il\s+te\s+pla[iî]t|s'il\s+vous\s+pla[iî]t"
    # (the regions' tags and vocatives: Australian "ay", "mate", Singlish "lah", "leh",
    # Nigerian "o", "abeg", Indian "yaar", Belgian "une fois", Swiss and Austrian "gell", "gö")
    r"|ay|aye|eh|mate|lah|leh|lor|hor|o|sha|abeg|yaar|bhai|hein|une\s+fois|gell|gö"
)
# Adverbs of insistence, manner and permanence (never a time of the fact: no "now").
_ADVERB = (
    r"finally|well|for\s+good|forever|for\s+ever|too|as\s+well|though|okay|properly|carefully"
    r"|for\s+real|seriously|permanently|always|once\s+and\s+for\s+all"
    r"|endlich|mal|doch|bloß|gut|genau|dauerhaft|für\s+immer|einfach|ja|auch|bitte\s+schön"
    r"|ein\s+für\s+alle\s+mal|ab\s+jetzt|ab\s+sofort|künftig|zukünftig|in\s+zukunft"
    r"|bien|pour\s+de\s+bon|une\s+fois\s+pour\s+toutes|désormais|dorénavant|à\s+l'avenir"
    r"|aussi|svp|stp|définitivement"
    r"|this\s+time|diesmal|dieses\s+mal|cette\s+fois(?:-ci)?"
    # (round 14) completeness and replacement: "forget that completely", "oublie ça
    # complètement", "remember that instead", "save that over the old info", "merk dir das
    # stattdessen", "retiens ça à la place"
    r"|completely|entirely|totally|fully|komplett|ganz|völlig|vollständig|complètement|entièrement"
    r"|totalement|instead|stattdessen|à\s+la\s+place"
    r"|(?:instead\s+of|in\s+place\s+of|over)\s+the\s+(?:old|previous|earlier)(?:\s+(?:one|info|entry|note"
    r"|address|number|version))?"
    r"|(?:statt|anstelle)\s+(?:der|des|dem)\s+alten(?:\s+\w+)?"
    r"|à\s+la\s+place\s+de\s+l'ancienne?(?:\s+\w+)?"
)
# Where a fact is kept: "in your memory", "in mind", "on file", "im Kopf", "en mémoire".
_PLACE = (
    r"in\s+(?:your\s+|ur\s+|the\s+back\s+of\s+your\s+|)(?:memory|mind|head|notes|records?|files?"
    r"|system|profile|brain)|on\s+file|on\s+record|in\s+the\s+back\s+of\s+your\s+(?:mind|head)"
    r"|im\s+(?:kopf|gedächtnis|hinterkopf|speicher)|in\s+deinem\s+(?:gedächtnis|speicher|kopf)"
    r"|en\s+(?:mémoire|tête)|dans\s+(?:ta|votre)\s+(?:mémoire|tête)|dans\s+un\s+coin\s+de\s+(?:ta|votre)\s+tête"
)
# An anchor in the future: the span the fact is kept for.
_ANCHOR = (
    r"going\s+forward|from\s+now\s+on|in\s+(?:the\s+)?future|next\s+time|for\s+(?:the\s+)?next\s+time"
    r"|for\s+later|for\s+the\s+future|for\s+future\s+reference|long[-\s]?term"
    r"|for\s+(?:all\s+)?(?:our\s+|my\s+)?(?:future|next|upcoming)\s+\w+"
    r"|für\s+die\s+zukunft|fürs\s+nächste\s+mal|für\s+(?:das\s+)?nächste\s+mal|für\s+später"
    r"|für\s+(?:alle\s+)?(?:künftigen?|zukünftigen?|kommenden?|weiteren?)\s+\w+"
    r"|pour\s+la\s+suite|pour\s+plus\s+tard|pour\s+l'avenir|pour\s+la\s+prochaine\s+fois"
    r"|pour\s+les\s+prochaines\s+fois|pour\s+(?:nos|les|mes|toutes\s+nos)\s+(?:futures?|prochaine?s?)\s+\w+"
)
_ADJUNCT = re.compile(
    rf"\s*[,;]?\s*(?:(?P<polite>{_POLITE})|{_ADVERB}|{_PLACE}|{_ANCHOR})(?![\w'])"
)
# What the kept fact is for, or a second request: no statement of its own.
_TAIL = re.compile(
    r"\s*[,;—–-]?\s*(?:for(?!\s+(?:years|months|weeks|days|ages|decades|a\s+while|long|\d))|when|whenever|if\s+i|in\s+case|so\s+(?:that\s+)?(?:you|u|i)|and|&|but"
    r"|next\s+time\s+(?:i|you|u|we)|la\s+prochaine\s+fois\s+(?:que|qu')|(?:beim|das)\s+nächste\s+mal"
    r"|because|cause|cuz|since"
    r"|für|wenn|sobald|falls|damit|bei|und|aber|weil|denn"
    r"|pour|quand|lorsque|si\s+je|afin|et|mais|car|parce|comme\s+ça|comme\s+ca|dann|sodass)(?![\w'])"
)
# A purpose straight after the verb: the verb has no object, it points back.
_PURPOSE = re.compile(
    r"\s*,?\s*(?:so\s+(?:that\s+)?(?:i|you|u)\s+(?:don'?t|do\s+not|won'?t|will\s+not|never|can)"
    r"|damit\s+(?:ich|du)|sodass\s+(?:ich|du)|so\s+dass\s+(?:ich|du)|pour\s+que|afin\s+(?:que|de))(?![\w'])"
)
_END = re.compile(r"[\s,.;:!?…)\]—–~-]*$")


def pointer_adjunct(complement: str, *, pointed: bool) -> bool:
    """Whether ``complement`` (the lower-cased words after a verb of keeping, to the end of
    its clause) is a pointer and only adjuncts; ``pointed`` when the verb's own match
    already holds the pointer ("bear that in mind", "save this in your memory")."""
    if _PURPOSE.match(complement):
        return True  # "pls remember so I don't have to explain it again": no object at all
    found = _POINTER.match(complement)
    if found is not None:
        rest = complement[found.end() :]
    elif pointed:
        rest = complement
    else:
        return False
    adjuncts = 0
    while True:
        if _TAIL.match(rest):
            return True  # "… for all future recipe requests", "… and do bullet points"
        adjunct = _ADJUNCT.match(rest)
        if adjunct is None:
            break
        if adjunct.group("polite") is not None and adjuncts + (found is not None) > 0:
            return True  # "that pls it happens all the time"
        adjuncts += 1
        rest = rest[adjunct.end() :]
    return _END.match(rest) is not None and (found is not None or adjuncts > 0)


_HELD = re.compile(
    r"(?<![\w'])(?:that|this|it|das|dies|ça|cela|ceci)(?![\w'])|-(?:le|la)(?![\w'])|(?<![\w'])l'"
    # a person kept in mind: "keep her in mind", "behalt sie im Hinterkopf"
    r"|(?<![\w'])(?:him|her|them|ihn|sie)\s+(?:in|im)\s"
)


def holds_pointer(matched: str) -> bool:
    """Whether a verb's own match holds a pointer object ("bear that in mind", "merk dir
    das", "garde-le en mémoire"); a final "that" is a complementizer ("remember that")."""
    stripped = matched.rstrip()
    if stripped.endswith(" that"):
        stripped = stripped[:-5]
    return _HELD.search(stripped) is not None
