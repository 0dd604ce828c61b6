""" "What you know about me" as the place of memory (en, de, fr).

A request to remove names the assistant's memory by what it holds rather than by a noun:
"take it out of whatever you remember about me", "nimm das aus dem raus, was du über mich
weißt", "retirez cette information de ce que vous retenez sur moi". The detector knows the
noun ("out of your memory", "aus deinem Gedächtnis", "de ta mémoire"); the relative
clause of knowing or keeping about the speaker means the same place.

The rule, in each language: a preposition of removal ("out of", "from", "off"; "aus";
"de") + a free relative of knowing, keeping or storing whose object is the speaker ("what
you know about me", "was du über mich weißt", "ce que tu sais sur moi") is read as the
noun, padded with spaces to the same length so every offset still points at the user's
words. "Tell me what you know about me" has no preposition of removal and stays a
question.

Pure functions; the caller asks only when a verb of removal is among the message's words.
"""

from __future__ import annotations

import re

__all__ = ["memory_place"]

_FLAGS = re.IGNORECASE
_EN = re.compile(
    r"(?<![\w'])(?:out\s+of|from|off)\s+(?:whatever|what|everything|all|anything)\s+(?:that\s+)?"
    r"(?:you|u)\s+(?:remember|know|keep|store|hold|have(?:\s+(?:saved|stored|noted|kept))?)"
    r"\s+(?:about|on|of)\s+me(?![\w'])"
    # A relative of storing names the memory by itself: "erase my number from whatever
    # you've saved" ("what you know" alone is anything the assistant knows, and stays).
    r"|(?<![\w'])(?:out\s+of|from|off)\s+(?:whatever|what|everything|anything)\s+(?:that\s+)?"
    r"(?:you|u)(?:'ve|\s+have)?\s+(?:saved|stored|noted|kept|memorized|memorised)"
    r"(?:\s+(?:about|on|of)\s+me)?(?![\w'])",
    _FLAGS,
)
_DE = re.compile(
    r"(?<![\w'])(?:aus|von)\s+(?:dem|allem)(?:\s+raus)?\s*,?\s*was\s+(?:du|sie)\s+(?:über|von)"
    r"\s+(?:mich|mir)\s+(?:weißt|wissen|(?:gespeichert|gemerkt|notiert)\s+(?:hast|haben)|hast"
    r"|haben|speicherst|speichern)(?:\s+raus)?(?![\w'])",
    _FLAGS,
)
_FR = re.compile(
    r"(?<![\w'])(?:de|du)\s+(?:tout\s+)?ce\s+que\s+(?:tu|vous)\s+(?:sais|savez|retiens|retenez"
    r"|gardes|gardez|connais|connaissez|(?:as|avez)(?:\s+(?:retenu|gardé|noté|enregistré))?)"
    r"\s+(?:sur|de)\s+moi(?![\w'])",
    _FLAGS,
)
_PLACES = ((_EN, "from your memory"), (_DE, "aus deinem gedächtnis"), (_FR, "de ta mémoire"))
_HINTS = (
    "you've saved",
    "you've stored",
    "you have saved",
    "you saved",
    "you stored",
    "about me",
    "on me",
    "of me",
    "über mich",
    "von mir",
    "über mir",
    "sur moi",
    "de moi",
)


def memory_place(text: str, lowered: str | None = None) -> str | None:
    """``text`` with "what you know about me" after a preposition of removal read as "your
    memory", same length; ``None`` when there is none."""
    head = text.lower() if lowered is None else lowered
    if not any(hint in head for hint in _HINTS):
        return None
    low = text.lower()
    if len(low) != len(text):
        return None
    return read_as(text, low, _PLACES)


def read_as(text: str, low: str, readings: tuple[tuple[re.Pattern[str], str], ...]) -> str | None:
    """``text`` with every match of each pattern in ``low`` replaced by its reading, padded
    with spaces to the same length (so offsets still point at the user's words); ``None``
    when nothing matched or a reading is longer than its match."""
    chars: list[str] | None = None
    for pattern, reading in readings:
        for found in pattern.finditer(low):
            start, end = found.span()
            if end - start >= len(reading):
                chars = list(text) if chars is None else chars
                chars[start:end] = reading + " " * (end - start - len(reading))
    return None if chars is None else "".join(chars)
