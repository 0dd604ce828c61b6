"""Social insurance and tax numbers whose written form and check digit make a label
needless.

- **Swiss AHV/AVS number** (``stdnum.ch.ssn``): 13 digits starting with 756, the ISO code
  of Switzerland, written ``756.dddd.dddd.dd``; an EAN-13 check digit. The dotted form is
  the one printed on the card and on every payslip, and no price, date or version has it.
- **German pension insurance number** (*Rentenversicherungsnummer*, the "SV-Nummer"):
  two digits of the insurer's area, the birth date as ``DDMMYY``, the initial of the birth
  name, two digits of serial and a check digit: "24 210468 F 166", "24210468F166".
  python-stdnum has no module for it, so the check is written here, as the Deutsche
  Rentenversicherung publishes it: the letter becomes its two-digit place in the alphabet,
  the first twelve digits are weighted 2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1, the digit sums
  of the products are added, and the total modulo 10 is the check digit. With a real day
  and month as well, a chance hit is about one in 2,500 of the shapes, and the shape (a
  single capital between digit groups) is rare in prose already.

- **Argentine CUIT/CUIL** (``stdnum.ar.cuit``): a type prefix (20, 23, 24, 27 for people,
  30, 33, 34 for companies), eight digits and a check digit, written with its two dashes
  ("27-31234567-1") as on every invoice and payslip; a modulo-11 check digit. The label
  finder takes it with its label near it; written this way it needs none
  ("el CUIL de mi mamá para el seguro: 27-31234567-1").

All are ``national_id`` and are tried only near a run of 7+ digits (``Scope.NEAR_NUMBER``),
so text without a long number costs nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from stdnum.ar import cuit
from stdnum.ch import ssn as ahv

from agents.redaction_kinds import FindingKind, Span
from agents.redaction_scan import Detector, Scope

__all__ = ["DETECTORS", "pension_number_valid"]

_AHV = re.compile(r"756(?<![0-9A-Za-z.]...)\.[0-9]{4}\.[0-9]{4}\.[0-9]{2}(?![0-9A-Za-z]|\.[0-9])")
_PENSION = re.compile(
    r"[0-9](?<![0-9A-Za-z].)[0-9](?P<s>[ ]?)[0-3][0-9][01][0-9][0-9]{2}(?P=s)[A-Z](?P=s)"
    r"[0-9]{3}(?![0-9A-Za-z])"
)
_WEIGHTS = (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)
_CUIT = re.compile(
    r"(?<![0-9A-Za-z.\-])(?:2[0347]|3[034])-[0-9]{8}-[0-9](?![0-9A-Za-z]|[.,\-][0-9])"
)


def pension_number_valid(value: str) -> bool:
    """A German pension insurance number, spaces left out: its date and check digit."""
    compact = value.replace(" ", "")
    if len(compact) != 12 or not ("A" <= compact[8] <= "Z"):
        return False
    if not (compact[:8].isascii() and compact[:8].isdigit() and compact[9:].isdigit()):
        return False
    day, month = int(compact[2:4]), int(compact[4:6])
    if not (1 <= day <= 31 and 1 <= month <= 12):
        return False
    digits = compact[:8] + f"{ord(compact[8]) - 64:02d}" + compact[9:11]
    total = sum(
        sum(divmod(int(digit) * weight, 10)) for digit, weight in zip(digits, _WEIGHTS, strict=True)
    )
    return total % 10 == int(compact[11])


def _ahv(match: re.Match[str]) -> Iterable[Span]:
    return (match.span(),) if ahv.is_valid(match.group()) else ()


def _pension(match: re.Match[str]) -> Iterable[Span]:
    return (match.span(),) if pension_number_valid(match.group()) else ()


def _cuit(match: re.Match[str]) -> Iterable[Span]:
    return (match.span(),) if cuit.is_valid(match.group()) else ()


DETECTORS: tuple[Detector, ...] = (
    Detector(FindingKind.NATIONAL_ID, _CUIT, _cuit, Scope.NEAR_NUMBER, min_digits=11),
    Detector(FindingKind.NATIONAL_ID, _AHV, _ahv, Scope.NEAR_NUMBER, min_digits=8, after=4),
    Detector(
        FindingKind.NATIONAL_ID,
        _PENSION,
        _pension,
        Scope.NEAR_NUMBER,
        min_digits=7,
        before=3,
        after=6,
    ),
)
