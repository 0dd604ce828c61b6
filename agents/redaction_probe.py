"""The text the detectors read: the input folded one character to one character.

Every detector matches against a *probe* of the input in which

- Unicode decimal digits of any script (Arabic-Indic ``٤``, Devanagari ``४``, full-width
  ``４`` …) are their ASCII digit;
- full-width ASCII (``ＪＡＮＥ``, ``＠``, ``：``, ``，``) is its ASCII twin;
- every Unicode space (no-break, narrow no-break, thin, ideographic …) and the
  zero-width characters are a plain space, so "4111\\u200b1111…" is a grouped number;
- the Unicode dashes and the minus sign are ``-``.

Each replacement is one character for one, so an offset into the probe is the same offset
into the original text and findings need no mapping back. ASCII input is its own probe.

``runs`` are the stretches of the probe that hold at least seven digits, each digit
separated from the next by at most two of `` ().-/_,`` or by " / " or " - ": numeric
detectors look only there.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from typing import NamedTuple

__all__ = ["Probe", "Run", "fold", "make_probe"]

_SPACES = "\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
_SPACES += "\u202f\u205f\u3000"
_ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe63"


def _fold_table() -> dict[str, str]:
    table = {chr(cp): chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}
    for cp in range(0x80, sys.maxunicode + 1):
        char = chr(cp)
        if char.isdecimal():
            table[char] = str(unicodedata.decimal(char))
    table.update(dict.fromkeys(_SPACES + _ZERO_WIDTH, " "))
    table.update(dict.fromkeys(_DASHES, "-"))
    return table


_FOLD = _fold_table()
# Finding which characters may need folding costs one C scan; replacing each distinct one
# with str.replace is far cheaper than str.translate over the whole text. The scan looks
# for a superset: any character outside a few ranges that hold none of them (ASCII but
# the digits, CJK punctuation, kana, ideographs, Hangul). re tests a negated class of six
# ranges per character far faster than ``\d`` and three dozen literals; ``fold`` keeps only
# the characters ``_FOLD`` has.
_NEVER_FOLDED = "\x00-\x2f\x3a-\x9f\u3001-\u3029\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3"
_FOLDABLE = re.compile(f"[^{_NEVER_FOLDED}]")
assert not any(re.fullmatch(f"[{_NEVER_FOLDED}]", char) for char in _FOLD)

# Seven digits, each split from the next by up to two of " ().-/_,": the smallest phone.
# The second branch marks "85T10A", the core of an Italian codice fiscale: one scan of
# the text serves both (both start with a digit, so re skips prose in C).
# " / " and " - " between digits too: the German way to set off an area code ("0171 /
# 234 56 78", "030 - 123 456 78").
_NUMBER_RUN = re.compile(
    r"[0-9](?:(?:(?:[ ().\-/_,]{0,2}|[ ][/-][ ])[0-9]){6,}|[0-9][A-Za-z][0-9][0-9][A-Za-z])"
)
_RUN_SEPARATORS = " ().-/_,"
_ASCII_DIGITS = b"0123456789"
_FEWEST_DIGITS = 4  # "85T10A": the fewest digits either branch of _NUMBER_RUN matches


def fold(text: str) -> str:
    """``text`` with every foldable character replaced by its ASCII twin (same length)."""
    if text.isascii():
        return text
    for char in set(_FOLDABLE.findall(text)):
        if char in _FOLD:  # not the ASCII digits, accented letters … of the superset
            text = text.replace(char, _FOLD[char])
    return text


class Run(NamedTuple):
    start: int
    end: int
    digits: int


class Probe(NamedTuple):
    text: str  # folded, same length as the original
    lowered: str  # text.lower(), character for character (same length)
    is_ascii: bool  # the original text was ASCII
    runs: tuple[Run, ...]  # stretches with 7+ digits
    codes: tuple[int, ...]  # where "dd L dd L" (a codice fiscale's core) starts


def make_probe(original: str) -> Probe:
    is_ascii = original.isascii()
    text = original if is_ascii else fold(original)
    lowered = text.lower()
    if len(lowered) != len(text):  # "İ" lower-cases to two characters: keep offsets
        lowered = "".join(ch if len(ch.lower()) != 1 else ch.lower() for ch in text)
    runs: list[Run] = []
    codes: list[int] = []
    # A run needs seven digits and a codice fiscale's core four: counting the digits (one
    # C pass over the bytes) is cheaper than letting ``re`` try a match at each of them.
    encoded = text.encode()
    if len(encoded) - len(encoded.translate(None, _ASCII_DIGITS)) < _FEWEST_DIGITS:
        return Probe(text, lowered, is_ascii, (), ())
    for match in _NUMBER_RUN.finditer(text):
        value = match.group()
        if value[-1].isalpha():
            codes.append(match.start())
        else:
            digits = len(value) - sum(value.count(sep) for sep in _RUN_SEPARATORS)
            runs.append(Run(match.start(), match.end(), digits))
    return Probe(text, lowered, is_ascii, tuple(runs), tuple(codes))
