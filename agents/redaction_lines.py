"""Numbers that a line break splits, and the machine-readable zone of a passport.

- **Across a line break**: a card or an IBAN pasted or OCR-read over two lines ("card
  number is 5167 3245⏎3251 5758", "FR76 3000 3588⏎7047 8600 3999 048"). A line break
  between a digit or a capital and a digit is read as a space, one character for one,
  and only the checked detectors run on that view (cards: Luhn and a network prefix;
  IBANs: mod 97 and the country's format), so two numbers on consecutive lines stay
  two unless together they pass a check. Only findings that cross a joined line break
  are added: the rest the ordinary scan has found. An international phone number ("+49
  1518⏎4310800", "+34 696 00⏎60 08") is read the same way, when it opens with "+" and
  its part before the break is no phone on its own (``phonenumbers`` validates it).
- **Passport MRZ**: the second line of a TD3 machine-readable zone (44 characters:
  document number, its check digit, nationality, birth date and its check digit, sex,
  expiry and its check digit …), as OCR gives it under a "P<GBR…" line. It is a passport
  when the check digits of the document number and of the birth date hold (ICAO 9303:
  weights 7, 3, 1). The whole line is redacted: it holds the number and the birth date.
  A line that OCR spaced out ("4607117916 GBR 8607140M …") is read without its spaces.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_numbers import DETECTORS as NUMBER_DETECTORS
from agents.redaction_phones import DEFAULT_PHONE_REGIONS, find_phones
from agents.redaction_probe import Probe, make_probe
from agents.redaction_scan import Scanner

__all__ = ["find_across_lines", "find_mrz", "mrz_check_digit"]

K = FindingKind

_SPLIT = re.compile(r"(?<=[0-9A-Z])\n(?=[0-9])")
_CHECKED = Scanner([d for d in NUMBER_DETECTORS if d.kind in (K.PAYMENT_CARD, K.IBAN)])


def find_across_lines(probe: Probe, found: list[Candidate]) -> None:
    text = probe.text
    breaks = [m.start() for m in _SPLIT.finditer(text)]
    if not breaks:
        return
    joined = list(text)
    for at in breaks:
        joined[at] = " "
    extra: list[Candidate] = []
    view = make_probe("".join(joined))
    _CHECKED.scan(view, extra)
    for start, end, kind in extra:
        if any(start < at < end for at in breaks):
            found.append((start, end, kind))
    if "+" in text and any("+" in text[max(0, at - 16) : at] for at in breaks):
        _phones_across(probe, view, breaks, found)


def _phones_across(probe: Probe, view: Probe, breaks: list[int], found: list[Candidate]) -> None:
    """ "+49 1518⏎4310800": an international number whose line break is a space."""
    joined: list[Candidate] = []
    find_phones(view, joined, DEFAULT_PHONE_REGIONS)
    crossing = [
        (start, end)
        for start, end, _ in joined
        if view.text[start] == "+" and any(start < at < end for at in breaks)
    ]
    if not crossing:
        return
    alone: list[Candidate] = []
    find_phones(probe, alone, DEFAULT_PHONE_REGIONS)
    for start, end in crossing:
        if not any(s == start for s, _, _ in alone):
            found.append((start, end, K.PHONE))


# --- passport MRZ ------------------------------------------------------------------------

_MRZ_LINE = re.compile(
    r"(?<![A-Z0-9<])(?P<number>[A-Z0-9<]{9})(?P<check>[0-9])[A-Z<]{3}"
    r"(?P<born>[0-9]{6})(?P<born_check>[0-9])[MFX<][0-9]{6}[0-9][A-Z0-9<]{14}[0-9<][0-9]"
    r"(?![A-Z0-9<])"
)


def _mrz_value(char: str) -> int:
    if char.isdigit():
        return int(char)
    if char == "<":
        return 0
    return ord(char) - ord("A") + 10


def mrz_check_digit(value: str) -> str:
    """ICAO 9303: weights 7, 3, 1 over the characters' values, modulo 10."""
    weights = (7, 3, 1)
    return str(sum(_mrz_value(ch) * weights[i % 3] for i, ch in enumerate(value)) % 10)


def find_mrz(probe: Probe, found: list[Candidate]) -> None:
    text = probe.text
    if "<<" not in text:
        return
    for match in _MRZ_LINE.finditer(text):
        if _mrz_checks(match):
            found.append((match.start(), match.end(), K.PASSPORT))
    # OCR spaces the zone out ("4607117916 GBR 8607140 M …"): a line with "<" is read
    # again without its spaces, and redacted whole.
    line_start = 0
    for line in text.split("\n"):
        if " " in line.strip() and "<" in line:
            compact = line.replace(" ", "")
            spaced = _MRZ_LINE.search(compact)
            if spaced is not None and _mrz_checks(spaced):
                left = len(line) - len(line.lstrip())
                found.append((line_start + left, line_start + len(line.rstrip()), K.PASSPORT))
        line_start += len(line) + 1


def _mrz_checks(match: re.Match[str]) -> bool:
    return bool(match.group("number").strip("<")) and (
        mrz_check_digit(match.group("number")) == match.group("check")
        and mrz_check_digit(match.group("born")) == match.group("born_check")
    )
