"""Spanish: a comment between a fact and the pointer that asks to remove it (round 13).

"Hace meses te dije que estaba a dieta keto. Eso ya no, lo dejé en verano. Elimina ese
dato" — "Te conté que vivía en Lima. Ya no es así. Bórralo". The Spanish counterpart of
:mod:`agents.directive_lat_comment`: a pointer ("ese dato", "-lo", "eso") takes up the fact
said before it, and between them the speaker comments that the fact has ended ("eso ya
no", "ya no es así", "eso ya fue", "ya no aplica") or that they gave it up ("lo dejé en
verano", "lo he dejado"). The comment has an anaphor of its own and no fact: the pointer
reads through it.

The rule: a sentence made only of such comments (an interjection may stand around them),
with a sentence before it and a sentence after it that holds a pointer, is blanked — same
length, so every offset still points at the user's words — and the message is read again.

Pure function; the caller asks only when a verb of removal is among the message's words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["ES_COMMENT_KEYS", "es_comment_skipped", "remark_blanked"]

# Gate keys (first four letters) of the Spanish verbs of removal a pointer follows.
# ("quit" is left out: it opens the English "quite" too often to be worth a look.)
ES_COMMENT_KEYS = frozenset(("borr", "bórr", "elim", "quít", "olvi", "olví", "supr"))

_AROUND = r"(?:(?:pero|pues|bueno|y|uf|ay|en\s+fin|la\s+verdad|total)[\s,]+)*"
# One comment: the fact has ended, or the speaker gave it up (a short adjunct of time may
# follow: "lo dejé en verano", "lo he dejado hace un mes").
_ONE = (
    r"(?:(?:eso|esto|lo\s+de\s+eso)\s+)?(?:ya\s+no(?:\s+(?:es\s+así|es\s+verdad|es\s+cierto"
    r"|aplica|vale|va|sigue|más))?|ya\s+fue|se\s+acabó|ya\s+pasó|es\s+(?:historia|pasado))"
    r"|(?:ya\s+)?(?:lo|la)\s+(?:dejé|dejamos|he\s+dejado|hemos\s+dejado|abandoné|cancelé"
    r"|cancelamos)(?:\s+[^\W\d_]+(?:\s+[^\W\d_]+){0,3})?"
)
_COMMENT = re.compile(rf"\s*{_AROUND}(?:{_ONE})(?:\s*[,;y]\s*(?:{_ONE}))*\s*[.!]+\s*")
_HINT = re.compile(r"(?<!\w)(?:ya\s+no|ya\s+fue|se\s+acabó|ya\s+pasó|dejé|dejado|dejamos)(?!\w)")
_POINTER = re.compile(
    r"(?<!\w)(?:ese\s+dato|esa\s+info(?:rmación)?|eso|esto|[^\W\d_]{3,}(?:lo|la))(?!\w)"
)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?\n]*")


def es_comment_skipped(text: str, lowered: str | None = None) -> str | None:
    """``text`` with a comment sentence between a fact and its removal blanked, same
    length; ``None`` when there is none."""
    low = text.lower() if lowered is None else lowered
    if len(low) != len(text) or _HINT.search(low) is None:
        return None
    return remark_blanked(text, low, _COMMENT, _POINTER.search)


def remark_blanked(
    text: str, low: str, remark: re.Pattern[str], points: Callable[[str, int, int], object]
) -> str | None:
    """``text`` with the first inner sentence that is wholly a ``remark`` blanked (same
    length), when the sentence after it ``points`` back at the fact before it; ``None``
    when there is none. ``low`` is ``text`` lower-cased, of the same length."""
    sentences = [m.span() for m in _SENTENCE.finditer(low)]
    for index in range(1, len(sentences) - 1):
        start, end = sentences[index]
        if remark.fullmatch(low, start, end) is None:
            continue
        after = sentences[index + 1]
        if points(low, after[0], after[1]) is None:
            continue
        return text[:start] + " " * (end - start) + text[end:]
    return None
