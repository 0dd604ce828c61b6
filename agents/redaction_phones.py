"""Phone numbers: digit runs that ``phonenumbers`` (the libphonenumber port) accepts.

Only the runs of 7+ digits that the probe found are looked at (digits of any script,
groups split by spaces, dots, dashes, slashes or parentheses; a comma or an underscore
ends a number, and digits glued to a word are not part of one; a colon glues only a
short group, as in a clock: "0:13812345678" and "B7: 4155552671" are an item and its
number). A run holds phone numbers only if it is phone numbers from end to end, split at
spaces (or at a space and the "(" of the next number), give or take a stray single
digit: "13812345678 13812345678" is two, "+44 7700 900123 13812345678" two, but the
"0754 7034" inside "BE68 5390 0754 7034" none.
Failing that, an international number may still open the run ("+44 7700 900123 2024").
A run that is an IPv4 address ("51.178.42.19": four numbers of 0-255 without leading
zeros, joined by dots) is no phone.

A window of whole digit groups is a phone number when it is written in one of these ways:

1. **International**: after ``+``, and ``phonenumbers`` finds it possible (the right
   length for its country; the UK's fictional 07700 900xxx range is possible, not valid,
   and people write it). After ``00``, written in groups or labelled, and valid.
2. **Labelled**: a phone word stands within 32 characters before it, in the same
   sentence ("call me at", "Tel.:", "Handy", "portable", "móvil", "手机", "携帯"), and it
   has a possible length for a region in the list.
3. **Trunk prefix**: it starts with a single ``0`` (the trunk prefix of most regions in
   the list) and is a valid number of one of them; or it is written in groups, has 10-11
   digits and matches a region's national-number pattern (fictional ranges again).
4. **Grouped the national way**, for regions without a trunk prefix (US, ES, IT mobiles,
   IN, BR, CN): two or more groups of 2+ digits, at most 11 digits ("612 34 56 78",
   "(415) 555-2671", "98765 43210", "(11) 91234-5678"), and a valid number of a region
   in the list.
5. **Bare**: a Chinese mobile (11 digits, 1[3-9]…) valid for CN, or 10 digits valid for
   the US (area code and exchange both valid), the two national forms people write
   without groups.

Bare runs of 8-10 digits otherwise are *not* phones: a bare Spanish or Indian mobile
number is valid, but so is many an order or tracking number. Never a phone without a
``+`` or a label, whatever the format: a number right after an order, booking, invoice,
room, account, carrier … word in the same clause ("order 0612345678", "UPS …"; not past a
comma: "快递填这个：收件人陈晨，186-1971-0171"), after a word that mixes
letters and digits (the rest of a code; not when that word ends in a colon or another
mark, "B2:", nor for 10-11 digits in one piece: "0A 13812345678"), after a currency
sign, before a count or a unit ("71 130 860 vues", "2 345 678 €"); a date (2024-03-01,
01.02.2024 …), a thousands-grouped amount (1.234.567, 71 130 860), a decimal fraction,
an SSN shape (123-45-6789), a CPF shape (390.533.447-05), an IPv4 address
(192.168.1.105: four dotted octets), and any window with a group of one digit (ISBNs,
versions; "1 415 555 2671" keeps its NANP trunk prefix).

A number the text says is a business's public line ("Bahn-Hotline", "official customer
service number", "numéro de la boutique sur la vitrine", "お店の公式番号") is kept when no
word of its sentence makes it someone's own ("my", "Handy", "自宅", "not") and it is valid,
and no mobile, in the regions its text's script allows (kana: JP; Chinese: CN). German
compounds that name a number of their own ("Rechnungsnr.", "Vertragsnummer") count as
the order, invoice … words above. A business's registration or tax number after its
label ("EIN 12-3456789", "SIREN 732 829 320", "TVA FR 44 …") that passes that number's
check is no phone either (:mod:`agents.redaction_company_numbers`).

``regions`` is a parameter (a tuple of ISO 3166 codes); ``DEFAULT_PHONE_REGIONS`` holds
US, GB, DE, FR, ES, IT, NL, CN, JP, IN and BR. ``phonenumbers`` is called only after a
window has passed the cheap checks above and its digits match a region's national-number
pattern, so ordinary text never reaches it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

import phonenumbers
from phonenumbers import NumberParseException
from stdnum import imei
from stdnum.us import rtn

from agents.redaction_company_numbers import company_number_before
from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe, Run
from agents.redaction_words import (
    NOT_A_PHONE_AFTER,
    NOT_A_PHONE_BEFORE,
    PERSONAL_LINE_WORDS,
    PHONE_LABELS,
    PUBLIC_LINE_WORDS,
)

__all__ = ["DEFAULT_PHONE_REGIONS", "find_phones"]

DEFAULT_PHONE_REGIONS: tuple[str, ...] = (
    "US",
    "GB",
    "DE",
    "FR",
    "ES",
    "IT",
    "NL",
    "CN",
    "JP",
    "IN",
    "BR",
)

_MIN_DIGITS = 7
_MAX_DIGITS = 15
_LOOK_BACK = 32
_NATIONAL_DIGITS = 11
_NATIONAL_MIN = 9
_TRUNK_MIN = 8
# Regions whose trunk prefix is 0 but whose numbers are often written without it (mobiles:
# "138 1234 5678", "98765 43210", "(11) 91234-5678"). Elsewhere (DE, GB, FR, NL, JP …) a
# national number without its 0 is not how anyone writes one.
_WITHOUT_TRUNK = frozenset({"CN", "IN", "BR"})


@dataclass(frozen=True, slots=True)
class _Region:
    code: str
    prefix: str  # national (trunk) prefix, "" if none
    pattern: re.Pattern[str]  # national significant number
    lengths: frozenset[int]  # possible lengths, local-only lengths included


@functools.lru_cache(maxsize=32)
def _regions(codes: tuple[str, ...]) -> tuple[_Region, ...]:
    regions = []
    for code in codes:
        metadata = phonenumbers.PhoneMetadata.metadata_for_region(code.upper())
        desc = None if metadata is None else metadata.general_desc
        if metadata is None or desc is None or desc.national_number_pattern is None:
            raise ValueError(f"unknown phone region {code!r}: use ISO 3166 alpha-2 codes")
        regions.append(
            _Region(
                code=code.upper(),
                prefix=metadata.national_prefix or "",
                pattern=re.compile(f"(?:{desc.national_number_pattern})"),
                lengths=frozenset(desc.possible_length or ())
                | frozenset(desc.possible_length_local_only or ()),
            )
        )
    return tuple(regions)


def _alternation(entries: Sequence[str]) -> str:
    # Latin-script words need a word boundary on both sides ("cell" is not in
    # "excellent"); CJK words have none to offer ("我的手机是…").
    latin = [re.escape(e) for e in entries if e[0] < "\u0250"]
    other = [re.escape(e) for e in entries if e[0] >= "\u0250"]
    parts = [r"(?<![^\W\d_])(?:" + "|".join(latin) + r")(?![^\W\d_])"]
    if other:
        parts.append("(?:" + "|".join(other) + ")")
    return "|".join(parts)


_LABEL = re.compile(_alternation(PHONE_LABELS))
_NOT_A_PHONE = re.compile(_alternation(NOT_A_PHONE_BEFORE))
_GROUP = re.compile(r"[0-9]+")
_CURRENCY = "$€£¥₹"
_PLACEHOLDER = re.compile(r"\[redacted:[a-z_]+\]")
_NEXT_WORD = re.compile(r"[ \t]*([^\W\d_]+|[^\s\w])")
# A sentence ends between a label and the number: the label is not about it. "Tel.:" is.
_SENTENCE_BREAK = re.compile(r"[!?\n]|(?<=[^\W\d_]{4})\.\s")
_PHONE_SEPARATORS = frozenset(" -.()/")


def find_phones(
    probe: Probe, found: list[Candidate], regions: tuple[str, ...] = DEFAULT_PHONE_REGIONS
) -> None:
    table = _regions(regions)
    for run in probe.runs:
        if _ipv4_address(probe.text, run.start, run.end):
            continue
        # A run that is already a card, an IBAN or an identifier is not also a phone.
        if not any(start <= run.start and run.end <= end for start, end, _ in found):
            _scan_run(probe, run, table, found)


# An IPv4 address is four numbers of 0-255 joined by dots, written without leading zeros
# ("51.178.42.19"); a phone number with dots has other groups ("06.12.34.56.78",
# "555.123.4567"), and "06.12.34.56" keeps its zeros.
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
_IPV4 = re.compile(rf"{_OCTET}(?:\.{_OCTET}){{3}}")


def _ipv4_address(text: str, start: int, end: int) -> bool:
    """Whether the digit run ``text[start:end]`` is an IPv4 address, not a phone."""
    return _IPV4.fullmatch(text, start, end) is not None


def _scan_run(probe: Probe, run: Run, regions: tuple[_Region, ...], found: list[Candidate]) -> None:
    text = probe.text
    groups = [(m.start(), m.end()) for m in _GROUP.finditer(text, run.start, run.end)]
    # Digits glued to a word are part of it ("width123 (415) 555-2671"): not of a number.
    while groups and _glued(text, *groups[0]):
        groups.pop(0)
    while groups and _glued(text, *groups[-1]):
        groups.pop()
    # A stray digit before a long bare number ("0/4155552671", "2 13812345678").
    while len(groups) > 1 and _stray_before(text, groups[0], groups[1]):
        groups.pop(0)
    # A comma or an underscore never splits a phone number: cut the run there.
    segment: list[tuple[int, int]] = []
    for group in groups:
        if segment and not _PHONE_SEPARATORS.issuperset(text[segment[-1][1] : group[0]]):
            _scan_segment(probe, segment, regions, found)
            segment = []
        segment.append(group)
    if segment:
        _scan_segment(probe, segment, regions, found)


def _stray_before(text: str, digit: tuple[int, int], number: tuple[int, int]) -> bool:
    single = digit[1] - digit[0] == 1
    return (
        single and number[1] - number[0] >= _MIN_DIGITS and text[digit[1] : number[0]] in (" ", "/")
    )


def _glued(text: str, start: int, end: int) -> bool:
    before, after = text[start - 1 : start], text[end : end + 1]
    return (before.isascii() and before.isalpha()) or (after.isascii() and after.isalpha())


def _between_numbers(sep: str) -> bool:
    """Spaces, and the "(" that opens the next number: "(415) 555-2671 (415) 555-2671"."""
    return sep.rstrip("(").strip(" ") == "" and sep[:1] == " "


def _scan_segment(
    probe: Probe,
    groups: list[tuple[int, int]],
    regions: tuple[_Region, ...],
    found: list[Candidate],
) -> None:
    """A segment holds phone numbers only if it is phone numbers from end to end, split
    at spaces, give or take a stray single digit at its end: "13812345678
    13812345678" is two, "+44 7700 900123 13812345678" two, but "0754 7034" inside "BE68
    5390 0754 7034" none. Failing that, an international number may still open the
    segment ("+44 7700 900123 2024")."""
    count = len(groups)
    total = [0]
    for start, end in groups:
        total.append(total[-1] + end - start)
    # cover[i]: the windows (first, last) that split groups[i:] into phone numbers
    cover: list[list[tuple[int, int]] | None] = [None] * count + [[]]
    for first in range(count - 1, -1, -1):
        if first and not _between_numbers(probe.text[groups[first - 1][1] : groups[first][0]]):
            continue  # a number starts only after a space
        for last in range(count - 1, first - 1, -1):
            digits = total[last + 1] - total[first]
            rest = cover[last + 1]
            if rest is None or not _MIN_DIGITS <= digits <= _MAX_DIGITS + 2:
                continue
            window = _Window.of(probe, groups, first, last)
            if window.bounded() and _is_phone(window, regions):
                cover[first] = [(first, last), *rest]
                break
        if (
            cover[first] is None
            and first + 1 == count
            and first
            and _stray(probe.text, groups, first)
        ):
            cover[first] = []  # "call 4155552671 2 times"
    if cover[0] is None and count > 1 and _stray_opening(probe.text, groups):
        cover[0] = cover[1]  # "00 4155552671": the 00 is no prefix of a valid number
    windows = cover[0]
    if windows is None:
        opening = _Window.of(probe, groups, 0, len(groups) - 1)
        windows = _international_prefix(opening, groups, total) or _long_bare(
            probe, groups, regions
        )
    for first, last in windows:
        start = _window_start(probe.text, groups[first][0])
        found.append((start, groups[last][1], FindingKind.PHONE))


def _long_bare(
    probe: Probe, groups: list[tuple[int, int]], regions: tuple[_Region, ...]
) -> list[tuple[int, int]]:
    """A group of 10-11 digits written in one piece is one number, whatever stands
    around it ("000 4155552671"): the bare forms of rule 5 still apply to it."""
    windows = []
    for index, (start, end) in enumerate(groups):
        if 10 <= end - start <= 11:
            window = _Window.of(probe, groups, index, index)
            if window.bounded() and _is_phone(window, regions):
                windows.append((index, index))
    return windows


def _stray_opening(text: str, groups: list[tuple[int, int]]) -> bool:
    """One or two digits before a long bare number, split from it by a space or a slash."""
    (start, end), (next_start, next_end) = groups[0], groups[1]
    long_bare = next_end - next_start >= _MIN_DIGITS
    return end - start <= 2 and long_bare and text[end:next_start] in (" ", "/")


def _stray(text: str, groups: list[tuple[int, int]], index: int) -> bool:
    """A single digit standing alone after a phone number ("call 4155552671 2 times")
    is not part of it."""
    start, end = groups[index]
    if end - start > 1:
        return False
    before = text[groups[index - 1][1] : start] if index else " "
    after = text[end : groups[index + 1][0]] if index + 1 < len(groups) else " "
    return before.strip(" /") == "" and after.strip(" /") == ""


def _international_prefix(
    segment: _Window, groups: list[tuple[int, int]], total: list[int]
) -> list[tuple[int, int]]:
    text = segment.probe.text
    if not text[max(0, segment.start - 2) : segment.start].endswith(("+", "+(")):
        return []
    for last in range(len(groups) - 1, -1, -1):
        if (
            total[last + 1] <= _MAX_DIGITS
            and not text[groups[last][1] : groups[last][1] + 1].strip()
        ):
            window = _Window.of(segment.probe, groups, 0, last)
            if _international(window.raw, window.digits, lenient=True):
                return [(0, last)]
    return []


def _window_start(text: str, start: int) -> int:
    # "+44 …", "(415) …": the plus sign and an opening parenthesis belong to the number.
    if start > 0 and text[start - 1] in "+(":
        start -= 1
        if start > 0 and text[start - 1] == "+":
            start -= 1
    return start


@dataclass(frozen=True, slots=True)
class _Window:
    """Whole digit groups of a run, as written."""

    probe: Probe
    start: int
    end: int
    values: tuple[str, ...]  # the digit groups
    seps: tuple[str, ...]  # what stands between them
    after: str  # between the window and the next group ("" at the end of the segment)
    before_first: str  # between the previous group and the window ("" at the start)

    @classmethod
    def of(cls, probe: Probe, groups: list[tuple[int, int]], first: int, last: int) -> _Window:
        text = probe.text
        return cls(
            probe=probe,
            start=groups[first][0],
            end=groups[last][1],
            values=tuple(text[s:e] for s, e in groups[first : last + 1]),
            seps=tuple(text[groups[i][1] : groups[i + 1][0]] for i in range(first, last)),
            after=text[groups[last][1] : groups[last + 1][0]] if last + 1 < len(groups) else "",
            before_first=text[groups[first - 1][1] : groups[first][0]] if first else "",
        )

    @property
    def raw(self) -> str:
        return self.probe.text[self.start : self.end]

    @property
    def digits(self) -> str:
        return "".join(self.values)

    @property
    def lengths(self) -> list[int]:
        return [len(v) for v in self.values]

    def bounded(self) -> bool:
        """Starts and ends at a space inside a longer run ("12-345-678" is one number), and
        is not glued to a letter or a digit before it ("A-10023 …")."""
        if self.before_first and not _between_numbers(self.before_first):
            return False
        if self.after and not _between_numbers(self.after):
            return False
        text = self.probe.text
        before = text[max(0, self.start - 2) : self.start]
        if before[-1:].isascii() and before[-1:].isalnum():
            return False
        # "A-10023 …", "v2.19.6", "12:00:01.010000", "ref/4155552671"; a stray digit and
        # a slash before a long bare number are dropped before ("0/4155552671").
        glued = before[:1].isascii() and before[:1].isalnum()
        if glued and before[-1:] == ":":
            # a clock's fields are two digits; "0:13812345678", "A:13812345678" are an
            # item and its number; "TEL:03-1234-5678", "Fax:" a phone word and its number
            return len(self.values[0]) >= _MIN_DIGITS or _label_glued(
                self.probe.lowered, self.start - 1
            )
        return not glued or before[-1:] not in ("-.:" if before[:1].isdigit() else "-./:")


_LABEL_BEFORE_COLON = re.compile(rf"(?:{_alternation(PHONE_LABELS)})\.?\Z")


def _label_glued(lowered: str, colon: int) -> bool:
    """A phone word ends just before the colon: "TEL:03-…", "Fax:06-…", "Tel.:0…"."""
    return _LABEL_BEFORE_COLON.search(lowered, max(0, colon - 16), colon) is not None


def _is_phone(window: _Window, regions: tuple[_Region, ...]) -> bool:
    return (
        not _named_imei(window)
        and _is_number(window, regions)
        and not _public_line(window, regions)
        and not _stated_public(window, regions)
    )


_IMEI_REACH = 40


def _named_imei(window: _Window) -> bool:
    """ "IMEI vom alten Handy: 354182643488776", "手机IMEI 350732…": 15 digits whose last
    one is their Luhn check digit, with "IMEI" just before, are the device's serial, not a
    phone, even after a phone word ("Handy", "手机"). The word alone is not enough (a
    phone may follow it), nor the checksum alone (one number in ten passes)."""
    digits = window.digits
    if len(digits) != 15 or not imei.is_valid(digits):
        return False
    lowered = window.probe.lowered
    return "imei" in lowered[max(0, window.start - _IMEI_REACH) : window.start]


_PUBLIC_WORD = re.compile(_alternation(PUBLIC_LINE_WORDS))
_PERSONAL_WORD = re.compile(_alternation(PERSONAL_LINE_WORDS))
_CLAUSE_REACH = 60
_PUBLIC_REACH = 24
# A shop's or an office's line; a mobile, a pager or a personal number could be anyone's.
_PRIVATE_TYPES = frozenset(
    {
        phonenumbers.PhoneNumberType.MOBILE,
        phonenumbers.PhoneNumberType.PERSONAL_NUMBER,
        phonenumbers.PhoneNumberType.PAGER,
    }
)
_LINE_BREAK = re.compile(r"[\n.!?。！？](?:\s|$)|\n")


def _stated_public(window: _Window, regions: tuple[_Region, ...]) -> bool:
    """The text says the number is a business's published line ("Amazon's official
    customer service number", "Bahn-Hotline", "numéro de la boutique sur la vitrine",
    "代表番号", "订位电话在大众点评上"), within its sentence, and says nothing that makes it
    someone's own ("my", "private", "Handy", "携帯"); and it is no mobile where it is
    valid. Such a number is kept: a shop's line is not a secret. When in doubt it goes."""
    lowered = window.probe.lowered
    if "[redacted:" in lowered:  # the kind names in placeholders are no words
        lowered = _PLACEHOLDER.sub(lambda m: " " * len(m.group()), lowered)
    start = max(0, window.start - _CLAUSE_REACH)
    end = min(len(lowered), window.end + _CLAUSE_REACH)
    breaks_before = list(_LINE_BREAK.finditer(lowered, start, window.start))
    if breaks_before:
        start = breaks_before[-1].end()
    after = _LINE_BREAK.search(lowered, window.end, end)
    if after is not None:
        end = after.start()
    # the public word stands close by; a personal one anywhere in the sentence
    near = (max(start, window.start - _PUBLIC_REACH), min(end, window.end + _PUBLIC_REACH))
    if _PUBLIC_WORD.search(lowered, *near) is None:
        return False
    if _PERSONAL_WORD.search(lowered, start, end) is not None:
        return False
    types = []
    for code in _regions_by_script(lowered, regions):
        try:
            parsed = phonenumbers.parse(window.raw, code)
        except NumberParseException:
            continue
        if phonenumbers.is_valid_number_for_region(parsed, code):
            types.append(phonenumbers.number_type(parsed))
    # valid somewhere, and no mobile in any region where it is valid
    return bool(types) and _PRIVATE_TYPES.isdisjoint(types)


_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")


def _regions_by_script(lowered: str, regions: tuple[_Region, ...]) -> list[str]:
    """Where a number written without a country is from, as far as the text's script says:
    Japanese text (kana) a Japanese number, Chinese text a Chinese one; else every region
    in the list ("06-4802-1010" is a mobile in France, Osaka's switchboard in Japan)."""
    codes = [region.code for region in regions]
    if not lowered.isascii():
        for script, code in ((_KANA, "JP"), (_HAN, "CN")):
            if code in codes and script.search(lowered) is not None:
                return [code]
    return codes


# Numbers that belong to an organisation, not a person: freephone, shared-cost and
# premium lines ("1-800-222-1222" poison control, "0800 …" hotlines).
_PUBLIC_TYPES = frozenset(
    {
        phonenumbers.PhoneNumberType.TOLL_FREE,
        phonenumbers.PhoneNumberType.PREMIUM_RATE,
        phonenumbers.PhoneNumberType.SHARED_COST,
    }
)
# What such a number starts with, after its trunk prefix or the NANP "1": 8 or 9
# almost everywhere; 400 (CN), 120 and 570 (JP), 1800 (IN).
_PUBLIC_HEADS = ("8", "9", "400", "120", "570", "1800")


def _public_line(window: _Window, regions: tuple[_Region, ...]) -> bool:
    """A freephone, shared-cost or premium-rate number of its country (as
    ``phonenumbers`` types it): a hotline, not someone's phone."""
    text = window.probe.text
    digits = window.digits
    if text[max(0, window.start - 2) : window.start].endswith(("+", "+(")) or digits.startswith(
        "00"
    ):
        international = digits[2:] if digits.startswith("00") else digits
        # after a country code of one to three digits ("+44 7700 …" is no public line)
        if not any(international[cc:].startswith(_PUBLIC_HEADS) for cc in (1, 2, 3)):
            return False
        raw = "+" + (window.raw[2:] if digits.startswith("00") else window.raw)
        return bool(_typed_public(raw, None))
    national = digits[1:] if len(digits) == 11 and digits[0] == "1" else digits.lstrip("0")
    if not national.startswith(_PUBLIC_HEADS):
        return False
    # Written without a country, a number is valid in several regions: most of those where
    # it is valid must call it public ("800-829-1040": US, GB, DE … toll-free; but
    # "090-1234-5678" is a Japanese mobile, premium-rate only in GB).
    codes = [region.code for region in regions]
    if window.lengths == [1, 3, 3, 4] and digits[0] == "1" and "US" in codes:
        codes = ["US"]  # "1-888-280-4331" is grouped the NANP way: no CN mobile "188…"
    typed = [_typed_public(window.raw, code) for code in codes]
    valid = [public for public in typed if public is not None]
    return sum(valid) * 2 > len(valid)


def _typed_public(raw: str, region: str | None) -> bool | None:
    """Whether a valid number is a public line; None when it is not valid there."""
    try:
        parsed = phonenumbers.parse(raw, region)
    except NumberParseException:
        return None
    if region is not None and not phonenumbers.is_valid_number_for_region(parsed, region):
        return None
    return phonenumbers.number_type(parsed) in _PUBLIC_TYPES


def _is_number(window: _Window, regions: tuple[_Region, ...]) -> bool:
    before = window.probe.text[max(0, window.start - 2) : window.start]
    if before.endswith(("+", "+(")):
        return _international(window.raw, window.digits, lenient=True)
    labelled = _labelled(window.probe, window.start)
    if window.digits.startswith("00"):
        return _dialled_abroad(window, labelled=labelled)
    if _dated(window) or _drawn(window) or _routing_number(window) or _ip_address(window):
        return False
    if labelled:
        return len(window.digits) <= _MAX_DIGITS and _possible(window.digits, regions)
    if len(window.digits) > _MAX_DIGITS or _not_a_phone(window):
        return False
    check = _trunk_number if window.digits[0] == "0" else _national_number
    return check(window, regions)


def _ip_address(window: _Window) -> bool:
    """ "192.168.1.105", "172.16.254.10": four dotted groups of at most three digits, each
    an octet (0-255, no leading zero), with ten digits or more or a private network's
    first octet: an IPv4 address, however a phone-number pattern reads it. A dotted phone
    number has a four-digit group or five groups ("06.12.34.56.78", "415.555.2671")."""
    values = window.values
    return (
        len(values) == 4
        and all(sep == "." for sep in window.seps)
        and all(len(v) <= 3 and int(v) <= 255 and (v == "0" or v[0] != "0") for v in values)
        and (len(window.digits) >= 10 or values[0] in ("10", "127", "172", "192"))
        and window.probe.text[window.end : window.end + 1] != "."
    )


def _dated(window: _Window) -> bool:
    """A calendar date, even after a phone word ("prélèvement Free Mobile le 05/04/2025",
    "Handyvertrag bis 31.12.2026"): day, month and a year of four digits, or the year
    first, one separator throughout."""
    values = window.values
    if len(values) != 3 or len(set(window.seps)) != 1 or window.seps[0] not in "/.-":
        return False
    if len(values[0]) == 4:
        year, month, day = values
    elif len(values[2]) == 4:
        day, month, year = values
        if int(month) > 12:
            day, month = month, day  # 04/25/2025, the US order
    else:
        return False
    return (
        year[:2] in ("19", "20")
        and len(day) <= 2
        and len(month) <= 2
        and 1 <= int(day) <= 31
        and 1 <= int(month) <= 12
    )


_DRAW_WORDS = re.compile(
    r"(?<![^\W\d_])(?:lotter(?:y|ies)|lotto|loto|euromillions?|euromillones|powerball"
    r"|mega millions|lotería|loteria|quiniela|primitiva|gewinnzahlen|lottozahlen"
    r"|numéros gagnants|números ganadores|winning numbers)(?![^\W\d_])"
    r"|彩票|双色球|大乐透|宝くじ|ロト"
)
_DRAW_REACH = 48


def _drawn(window: _Window) -> bool:
    """Numbers drawn in a lottery ("the lottery numbers this week were 04 17 23 38 51"):
    groups of one or two digits, with a draw word in the sentence before them."""
    if any(length > 2 for length in window.lengths):
        return False
    lowered = window.probe.lowered
    start = max(0, window.start - _DRAW_REACH)
    breaks = list(_LINE_BREAK.finditer(lowered, start, window.start))
    if breaks:
        start = breaks[-1].end()
    return _DRAW_WORDS.search(lowered, start, window.start) is not None


_ROUTING_WORDS = re.compile(r"(?<![^\W\d_])(?:routing|aba|rtn|transit)(?![^\W\d_])")


def _routing_number(window: _Window) -> bool:
    """A US bank's routing number, public and printed on every cheque: nine digits with
    the ABA check digit, in a message that speaks of routing ("bank routing numbers are
    public right? Chase's is 021000021")."""
    digits = window.digits
    return (
        len(digits) == 9
        and rtn.is_valid(digits)
        and _ROUTING_WORDS.search(window.probe.lowered) is not None
    )


def _dialled_abroad(window: _Window, *, labelled: bool) -> bool:
    """ "0044 20 7946 0958": the international prefix of most regions in the list. A bare
    run that starts with 00 is more often an order or build number, so it needs groups or
    a label, and a valid number."""
    if not (window.seps or labelled) or _after_non_phone_word(window.probe, window.start):
        return False
    return _international(window.raw, window.digits, lenient=False)


def _not_a_phone(window: _Window) -> bool:
    return (
        _after_non_phone_word(window.probe, window.start)
        or (not _one_long_group(window) and _continues_a_code(window.probe.text, window.start))
        # An amount after a currency sign, but not one ungrouped run of a phone's length:
        # nobody writes "$13812345678" for thirteen billion dollars, or "$4155552671" for
        # four billion.
        or (_after_currency(window.probe.text, window.start) and not _mobile_run(window))
        or (_count_follows(window.probe, window.end) and not _sign_after_run(window))
        or _looks_like_date_or_amount(window)
        or company_number_before(window.probe.text, window.start, window.digits)
    )


def _sign_after_run(window: _Window) -> bool:
    """ "4155552671%", "(415) 555-2671 £": a sign after one ungrouped run of a phone's
    length, or after an area code in parentheses, is no percentage or amount anybody
    writes; a word after it may still count ("views")."""
    after = _NEXT_WORD.match(window.probe.lowered, window.end)
    if after is None or after.group(1).isalnum():
        return False
    return _mobile_run(window) or any(")" in sep for sep in window.seps)


def _trunk_number(window: _Window, regions: tuple[_Region, ...]) -> bool:
    """0612345678, 020 7946 0958, 0151/23456789: a valid number of a region with a trunk
    prefix, or, written in groups, shaped like one (fictional ranges such as the UK's
    07700 900xxx are not valid, and people write them)."""
    if any(sep.strip() == "/" for sep in window.seps) and window.lengths[0] <= 2:
        return False  # 01/02/2024
    if len(window.digits) < _TRUNK_MIN:
        return False  # "0201000": a national number with its area code is longer
    if _valid(window.raw, window.digits, regions, trunk=True):
        return True
    grouped = bool(window.seps) and 10 <= len(window.digits) <= 11
    return grouped and bool(_candidates(window.digits, regions, trunk=True))


def _national_number(window: _Window, regions: tuple[_Region, ...]) -> bool:
    """Numbers written without a trunk prefix: grouped the national way, or a bare CN
    mobile or NANP number. Such a number has 9-11 digits (ES 9, IT and US 10, CN and BR
    11); shorter ones are local numbers, which an order or a postal code resembles
    ("〒530-0001")."""
    digits_count = len(window.digits)
    if any("/" in sep for sep in window.seps):
        return False
    if not _NATIONAL_MIN <= digits_count <= _NATIONAL_DIGITS:
        return False
    digits = window.digits
    if len(window.values) == 1:
        # Bare: a Chinese mobile (1[3-9] + 9 digits) or a NANP number (area code and
        # exchange both valid), the two national forms people write without groups.
        if len(digits) == 11 and digits[0] == "1" and digits[1] in "3456789":
            return _valid(window.raw, digits, regions, only="CN")
        return len(digits) == 10 and _valid(window.raw, digits, regions, only="US")
    if not _grouped_like_a_phone(window.lengths):
        return False
    return _valid(window.raw, digits, regions)


def _international(raw: str, digits: str, *, lenient: bool) -> bool:
    number = "+" + (raw[2:] if raw.startswith("00") else raw)
    if not 8 <= len(digits) - (2 if digits.startswith("00") else 0) <= _MAX_DIGITS:
        return False
    try:
        parsed = phonenumbers.parse(number, None)
    except NumberParseException:
        return False
    if not lenient:
        return bool(phonenumbers.is_valid_number(parsed))
    # After "+", possible is enough: a valid number is always a possible one, and the
    # length check is cheap, where validity tries every region of a shared country code
    # (+44: GB, GG, IM, JE).
    reason = phonenumbers.is_possible_number_with_reason(parsed)
    if reason == phonenumbers.ValidationResult.TOO_LONG and digits.startswith("521"):
        # Mexico dropped the "1" of its mobiles in 2019; people still write "+52 1 55 …"
        third = [i for i, ch in enumerate(raw) if ch.isdigit()][2]
        return _international(raw[:third] + raw[third + 1 :], "52" + digits[3:], lenient=True)
    return bool(reason == phonenumbers.ValidationResult.IS_POSSIBLE)


def _candidates(digits: str, regions: tuple[_Region, ...], *, trunk: bool) -> list[_Region]:
    out = []
    for region in regions:
        national = digits
        if region.prefix and digits.startswith(region.prefix):
            national = digits[len(region.prefix) :]
        elif trunk or (region.prefix == "0" and region.code not in _WITHOUT_TRUNK):
            continue
        if len(national) in region.lengths and region.pattern.fullmatch(national):
            out.append(region)
    return out


def _valid(
    raw: str, digits: str, regions: tuple[_Region, ...], *, trunk: bool = False, only: str = ""
) -> bool:
    for region in _candidates(digits, regions, trunk=trunk):
        if only and region.code != only:
            continue
        try:
            parsed = phonenumbers.parse(raw, region.code)
        except NumberParseException:
            continue
        if phonenumbers.is_valid_number_for_region(parsed, region.code):
            return True
    return False


def _possible(digits: str, regions: tuple[_Region, ...]) -> bool:
    for region in regions:
        national = digits
        if region.prefix and digits.startswith(region.prefix):
            national = digits[len(region.prefix) :]
        if len(national) in region.lengths:
            return True
    return False


def _labelled(probe: Probe, start: int) -> bool:
    lowered = probe.lowered
    if "[redacted:" in lowered:  # "[redacted:phone]" is not a phone label
        lowered = _PLACEHOLDER.sub(lambda m: " " * len(m.group()), lowered)
    window_start = max(0, start - _LOOK_BACK)
    last_label = -1
    for match in _LABEL.finditer(lowered, window_start, start):
        last_label = match.end()
    if last_label < 0:
        return False
    if _SENTENCE_BREAK.search(lowered, last_label, start):
        return False
    return not _NOT_A_PHONE.search(lowered, last_label, start)


def _after_non_phone_word(probe: Probe, start: int) -> bool:
    """An order, booking, room … word names the number, in the same clause: "快递填这个：
    收件人陈晨，186-1971-0171" gives the courier a phone, after a comma."""
    lowered = probe.lowered
    window_start = max(0, start - 24)
    ends = [match.end() for match in _NOT_A_PHONE.finditer(lowered, window_start, start)]
    ends += [match.end() for match in _NUMBER_COMPOUND.finditer(lowered, window_start, start)]
    return bool(ends) and _CLAUSE_BREAK.search(lowered, max(ends), start) is None


# A German compound that names a number of its own ("Rechnungsnr.", "Vertragsnummer",
# "Mitgliedsnr"), unless its head is a phone word ("Telefonnr.", "Handynummer").
_NUMBER_COMPOUND = re.compile(
    r"(?<![^\W\d_])(?!(?:telefon|tel|handy|ruf|mobil|mobilfunk|fax|festnetz|kontakt|durchwahl"
    r"|notruf|service|hotline|whatsapp|privat|büro|geschäfts|nummern|natel|gsm|sms)[s-]?(?:nr|nummer))"
    r"[^\W\d_]{3,20}?[s-]?(?:nr\.?|nummer)(?![^\W\d_])"
)


_CLAUSE_BREAK = re.compile(r"[,;，；。、!?！？]")


def _count_follows(probe: Probe, end: int) -> bool:
    """ "71 130 860 vues", "12 345 678 €": a count or an amount."""
    match = _NEXT_WORD.match(probe.lowered, end)
    return match is not None and match.group(1) in NOT_A_PHONE_AFTER


def _one_long_group(window: _Window) -> bool:
    """10-11 digits in one piece: a number of its own, not the tail of a code ("0A
    13812345678"); a code's tail comes in short groups ("1Z 999 AA1 01 2345 6784")."""
    return len(window.values) == 1 and 10 <= len(window.values[0]) <= 11


def _continues_a_code(text: str, start: int) -> bool:
    """The word before is letters and digits mixed: the number continues a code
    ("1Z 999 AA1 01 2345 6784", a parcel's tracking number)."""
    previous = text[max(0, start - 16) : start].split()
    word = previous[-1] if previous else ""
    if word and not word[-1].isalnum() and word[-1] not in "-_./":
        return False  # "B2:" names what follows: "B2: 4155552671", "0A;13812345678"
    return any(c.isdigit() for c in word) and any(c.isascii() and c.isalpha() for c in word)


def _mobile_run(window: _Window) -> bool:
    return len(window.lengths) == 1 and window.lengths[0] >= 10


def _after_currency(text: str, start: int) -> bool:
    before = text[max(0, start - 2) : start].rstrip(" ")
    return before[-1:] in _CURRENCY if before else False


def _looks_like_date_or_amount(window: _Window) -> bool:
    lengths, values, seps = window.lengths, window.values, set(window.seps)
    nanp = values[0] == "1" and sum(lengths) == 11  # "1 415 555 2671": the NANP trunk prefix
    years = [v for v in values if len(v) == 4 and v[:2] in ("19", "20")]
    short = all(len(v) <= 2 for v in values if v not in years)
    thousands = len(seps) == 1 and all(n == 3 for n in lengths[1:])
    return any(
        (
            any(length == 1 for length in lengths[1:]),  # IP addresses, ISBNs, versions
            lengths[0] == 1 and len(lengths) > 1 and not nanp,  # "1 234 567"
            len(years) >= 2,  # 2019 2020 2021
            bool(years) and len(values) >= 3 and short,  # 2024-03-01, 01.02.2024 14 30
            len(values) == 3 and all(n == 2 for n in lengths) and seps <= {".", "/", "-"},
            # 1.234.567, 71 130 860 (but "612 345 678" is a Spanish mobile)
            thousands and seps <= {".", ","},
            thousands and seps == {" "} and lengths[0] <= 2 and values[0][0] != "0",
            {".", "-"} <= {sep.strip() for sep in seps},  # 390.533.447-05, a Brazilian CPF
            # a decimal fraction: "3.14159265", "01.010000"
            any(sep == "." and n > 4 for sep, n in zip(window.seps, lengths[1:], strict=True)),
        )
    )


def _grouped_like_a_phone(lengths: list[int]) -> bool:
    if lengths[0] == 1 and sum(lengths) == 11:
        lengths = lengths[1:]  # "1-800-555-0199": the NANP trunk prefix
    if lengths == [3, 2, 4]:
        return False  # the shape of a US social security number
    if len(lengths) == 2:
        return lengths[0] >= 2 and lengths[1] >= 4
    return all(n >= 2 for n in lengths)
