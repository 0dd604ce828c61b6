"""The other codes of a list whose items give one thing each and its code.

People keep their codes as a list, one line per thing, with the thing's name, the same
separator and the code:

    hotel safe → 0926
    pool locker → 3318
    kids' tablet → 1470

A label names the first one ("safe"); the others are named by things no lexicon can hold
("pool locker", "kids' tablet"). The layout says what they are: lines that share a
separator and whose values have the same number of digits are items of one list, so when
one item's value is a PIN or a code that a detector found, the same-shaped values of the
other items are too. ``list_siblings`` returns them.

An item whose name says its number is something else (a time, a room, a floor, a price:
"check-out → 1100", "room → 4120") is no sibling; nor is a value of another length
("room → 412" in a list of four-digit codes).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_words import words

# One item: a short name, a separator, and digits that end the line.
_ITEM = re.compile(
    r"^[ \t]*(?:[-*•][ \t]+)?(?P<name>[^\n:：=→]{1,40}?)[ \t]*(?P<sep>→|->|=>|:|：|=)[ \t]*"
    r"(?P<value>[0-9]{4,8})[ \t]*$",
    re.MULTILINE,
)
_LIST_KINDS = frozenset({FindingKind.PIN})
# Names that say an item's number is no code.
_NOT_A_CODE = words(
    """
    time check-in check-out checkin checkout arrival departure breakfast dinner lunch
    room rooms floor flight seat platform gate-number phone tel telephone mobile ext
    extension price total cost amount year date order invoice ticket booking reference
    zimmer etage uhrzeit ankunft abfahrt preis betrag durchwahl nebenstelle chambre
    étage heure arrivée départ prix montant poste habitación piso hora llegada salida
    precio importe extensión extension anexo
    """
)
_NAME_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def list_siblings(text: str, findings: Sequence[tuple[int, int, FindingKind]]) -> list[Candidate]:
    """The same-shaped values of the other items of a list one of whose values is a
    found PIN: ``(start, end, kind)`` of each, in ``text``."""
    codes = [(start, end, kind) for start, end, kind in findings if kind in _LIST_KINDS]
    if not codes or "\n" not in text:
        return []
    siblings: list[Candidate] = []
    for block in _blocks(text):
        found = [
            (item, kind)
            for item in block
            for start, end, kind in codes
            if (start, end) == item.span("value")
        ]
        if not found:
            continue
        named, kind = found[0]
        digits = len(named.group("value"))
        siblings.extend(
            (item.start("value"), item.end("value"), kind)
            for item in block
            if item is not named
            and len(item.group("value")) == digits
            and not _names_a_number(item.group("name"))
        )
    return siblings


def _blocks(text: str) -> list[list[re.Match[str]]]:
    """Runs of items on consecutive lines with the same separator, two items or more."""
    blocks: list[list[re.Match[str]]] = []
    current: list[re.Match[str]] = []
    for item in _ITEM.finditer(text):
        previous = current[-1] if current else None
        if (
            previous is not None
            and previous.group("sep") == item.group("sep")
            and "\n" not in text[previous.end() + 1 : item.start()]
        ):
            current.append(item)
            continue
        if len(current) > 1:
            blocks.append(current)
        current = [item]
    if len(current) > 1:
        blocks.append(current)
    return blocks


def _names_a_number(name: str) -> bool:
    return any(word.group().casefold() in _NOT_A_CODE for word in _NAME_WORD.finditer(name))
