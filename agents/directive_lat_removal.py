"""A verb of removal before a clause about the speaker (en, de, fr).

"Please delete that I work at the bakery", "scrap the note that my sister lives in Oslo",
"bitte lösche, dass ich in Bonn wohne", "efface le fait que je travaille à la poste": a
verb of removal takes a clause ("that …", "dass …", "que …") as its object, as "forget"
does. The detector reads a clause after "forget", "vergiss", "oublie"; after "delete",
"lösch", "efface" it read "that" as a pointer, or nothing.

The rule, in each language: a verb of removal, an optional noun of what is held ("the
fact", "the note", "die Info", "le fait"), and a complementizer whose clause speaks of the
speaker ("that I …", "dass ich …", "que je …", "that my …") is read as "forget that …",
"vergiss, dass …", "oublie que …", same length, so every offset still points at the
user's words. "Delete that file" has no clause about the speaker and stays as it was.

Pure functions; the caller asks only when a verb of removal is among the message's words.
"""

from __future__ import annotations

import re

from agents.directive_lat_place import read_as

__all__ = ["clause_removal"]

_FLAGS = re.IGNORECASE
_EN = re.compile(
    r"(?<![\w'])(?:(?:please|pls|kindly)\s+)?(?:delete|remove|erase|wipe|scrap|strike|clear|drop)(?:\s+the\s+(?:fact|bit|part"
    r"|info|note|line|entry))?\s+(?=that\s+(?:i|i'm|i've|i'd|my|we|we're|our)(?![\w']))",
    _FLAGS,
)
_DE = re.compile(
    r"(?<![\w'])(?:bitte\s+)?(?:lösch(?:e)?|streich(?:e)?|entfern(?:e)?)(?:\s+(?:bitte|mal))*\s*,?\s*"
    r"(?:die\s+(?:info|information|angabe|notiz)\s*,?\s*)?"
    r"(?=dass\s+(?:ich|mein\w*|wir|unser\w*)(?![\w']))",
    _FLAGS,
)
_FR = re.compile(
    r"(?<![\w'])(?:efface[sz]?|supprime[sz]?|retire[sz]?)\s+(?:le\s+fait\s+|l'info(?:rmation)?\s+)?"
    r"(?=que\s+(?:je|mon|ma|mes|nous)(?![\w'])|que\s+j')",
    _FLAGS,
)
_READINGS = ((_EN, "forget "), (_DE, "vergiss "), (_FR, "oublie "))
_HINTS = (
    "that i",
    "that my",
    "that we",
    "that our",
    "dass ich",
    "dass mein",
    "dass wir",
    "dass unser",
    "que je",
    "que j'",
    "que mon",
    "que ma",
    "que mes",
    "que nous",
)


def clause_removal(text: str, lowered: str | None = None) -> str | None:
    """``text`` with a verb of removal before a clause about the speaker read as "forget",
    same length; ``None`` when there is none."""
    head = text.lower() if lowered is None else lowered
    if not any(hint in head for hint in _HINTS):
        return None
    low = text.lower()
    if len(low) != len(text):
        return None
    return read_as(text, low, _READINGS)
