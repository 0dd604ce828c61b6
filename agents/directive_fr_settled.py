"""French and Spanish: a fact told "once and for all" (round 15).

"Bref, je te le dis une fois pour toutes : je suis somnambule" — "te lo digo de una vez
por todas, soy celíaca". A verb of telling addressed to the assistant, with the adverbial
that makes the telling final ("une (bonne) fois pour toutes", "de una vez por todas"),
says that what follows is to hold from now on: the speaker will not say it again. No verb
of keeping is needed; the adverbial is the request. The English "I'm telling you once and
for all: I'm colour-blind" has the same shape.

What follows the telling — after a colon, a comma or nothing, as dictation leaves it — to
the end of its sentence or to a connective that draws a consequence ("alors", "donc", "así
que", "entonces") is the statement. The caller checks that it is about the speaker and no
task. A telling that is not final ("je te le dis", "te lo digo") is only news, and "une
fois pour toutes" without a telling ("réglons ça une fois pour toutes") asks nothing.

Pure function on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re

from agents.directive_announce import Announcement

__all__ = ["SETTLED_KEYS", "settled_telling"]

# The detector's word keys (first four letters) one of which a final telling holds.
SETTLED_KEYS = frozenset(("fois", "digo", "repi"))

_TELLING = re.compile(
    r"(?<![\w'])(?:(?P<fr>(?:je\s+(?:te|vous)\s+le\s+(?:dis|répète|redis)|je\s+(?:te|vous)\s+"
    r"(?:dis|répète)\s+(?:ça|cela))\s+(?:une\s+(?:bonne\s+)?fois\s+pour\s+toutes|pour\s+la\s+"
    r"dernière\s+fois))"
    r"|(?P<es>(?:te|se|le)\s+lo\s+(?:digo|repito)\s+(?:de\s+una\s+vez\s+por\s+todas"
    r"|por\s+última\s+vez)))[\s,:;.—–-]*"
)
# The end of the statement: a mark that ends a sentence, or a connective drawing a
# consequence or a request from it.
_END = re.compile(
    r"[!?\n]|\.(?=\s|$)|[,;]?\s+(?:alors|donc|du\s+coup|así\s+que|entonces|por\s+eso|o\s+sea)(?!\w)"
)


def settled_telling(lowered: str) -> Announcement | None:
    """The statement after a telling said to be final; ``None`` when there is none."""
    found = _TELLING.search(lowered)
    if found is None:
        return None
    start = found.end()
    stop = _END.search(lowered, start)
    end = stop.start() if stop is not None else len(lowered)
    if end <= start or not lowered[start:end].strip():
        return None
    if end < len(lowered) and lowered[end] == "?":
        return None  # the words after the telling ask something
    return Announcement("fr" if found.group("fr") else "es", found.start(), start, end)
