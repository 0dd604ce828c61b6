"""Text hygiene for memory statements: one clean line, and a stable fingerprint.

``sanitize`` makes a statement safe to store and to render into a prompt:

- Unicode NFC, so a composed and a decomposed "é" are one string (CJK is untouched).
- Invisible format characters are deleted: zero-width characters (U+200B-U+200F, but a
  joiner U+200D between two pictographs, which makes one emoji of them, stays;
  U+2060-U+206F, U+FEFF), bidi embeddings/overrides/isolates (U+202A-U+202E,
  U+2066-U+2069), the soft hyphen, the Arabic letter mark, the Mongolian vowel separator
  and Unicode tag characters (U+E0000-U+E007F, used to smuggle invisible text). Deleted,
  not spaced: one inside a card number or an address ("4111\u200b1111…") would otherwise
  split it into pieces the redactor no longer recognises.
- Every run of whitespace, control characters (C0, DEL, C1) and line and paragraph
  separators becomes one space. No line break survives: a newline inside a stored
  statement could forge structure in the prompt it is rendered into.
- Leading and trailing spaces are stripped.
- The result is capped at ``max_runes`` (Python ``len``). A cut prefers the last word
  boundary in the second half of the budget, never splits a base character from its
  combining marks, and ends in "…"; the ellipsis counts towards the cap and appears only
  when something was cut.

``normalize_for_fingerprint`` is the key for dedupe and tombstones: NFKC (full-width
letters and digits become ASCII), casefold, every punctuation or symbol character
(categories P* and S*) and every control or separator becomes a space, every
invisible format character (Cf) is deleted, whitespace
collapses, and spaces next to a CJK character are dropped (CJK text has no word spaces,
so "我 对花生过敏" and "我对花生过敏，" are one statement). Letters, digits and marks
are kept. ``fingerprint`` is the sha256 hex digest of that form.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

__all__ = [
    "DEFAULT_MAX_RUNES",
    "delete_invisible",
    "fingerprint",
    "normalize_for_fingerprint",
    "sanitize",
]

DEFAULT_MAX_RUNES = 300
ELLIPSIS = "…"

# Python's \s already covers Unicode whitespace (incl. U+2028/2029, U+0085, U+3000).
_BLANK = "\\s\x00-\x1f\x7f-\x9f"
# Invisible format characters but the zero-width joiner, U+200D (below).
_NOT_ZWJ = (
    "\u00ad\u061c\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff"
    "\U000e0000-\U000e007f"
)
_ZWJ = "\u200d"
# Pictographs (arrows, dingbats, emoji), and what may end one: a variation selector.
_PICTOGRAPH = "\u2190-\u21ff\u2300-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff"
# A zero-width joiner between two pictographs is part of one emoji (a family, a woman
# running, a rainbow flag): deleting it would show the pieces. Anywhere else it goes.
_INVISIBLE_RUN = re.compile(
    f"(?:[{_NOT_ZWJ}]|(?<![{_PICTOGRAPH}\ufe0f]){_ZWJ}|{_ZWJ}(?![{_PICTOGRAPH}]))+"
)
# Only runs that change: two or more blanks, or one blank that is not a plain space.
# Ordinary prose (single spaces) then costs one scan and no allocation.
_BLANK_RUN = re.compile(f"[{_BLANK}](?:(?<! )[{_BLANK}]*|[{_BLANK}]+)")

# A cut that would leave less than this share of the budget cuts mid-word instead:
# a single long token (a URL, CJK text) would otherwise shrink to almost nothing.
_MIN_KEPT_SHARE = 0.5


def sanitize(text: str, max_runes: int = DEFAULT_MAX_RUNES) -> str:
    """Return ``text`` as one NFC line of at most ``max_runes`` characters."""
    if max_runes < 1:
        raise ValueError(f"max_runes must be at least 1, got {max_runes}")
    clean = unicodedata.normalize("NFC", text)
    # isprintable() is False for every control, format (zero-width, bidi) and separator
    # character except the ASCII space, so most chat lines skip the regex entirely.
    if not clean.isprintable() or "  " in clean:
        clean = _BLANK_RUN.sub(" ", _INVISIBLE_RUN.sub("", clean))
    clean = clean.strip(" ")
    if len(clean) <= max_runes:
        return clean
    return _cut(clean, max_runes)


def delete_invisible(text: str) -> str:
    """``text`` without its invisible format characters, line breaks and spacing kept.

    For text that is not a statement (a dead-lettered payload): a zero-width space inside
    a card number must not hide it from the redactor.
    """
    return _INVISIBLE_RUN.sub("", text)


def _cut(clean: str, max_runes: int) -> str:
    budget = max_runes - len(ELLIPSIS)
    if budget == 0:
        return ELLIPSIS
    if clean[budget] == " ":
        return clean[:budget].rstrip(" ") + ELLIPSIS
    space = clean.rfind(" ", 0, budget)
    if space >= budget * _MIN_KEPT_SHARE:
        return clean[:space].rstrip(" ") + ELLIPSIS
    cut = budget
    # Cutting between a base character and its combining marks would change the letter,
    # and after an emoji's joiner would leave the joiner dangling.
    while cut > 0 and (unicodedata.combining(clean[cut]) or clean[cut - 1] == _ZWJ):
        cut -= 1
    return clean[:cut].rstrip(" ") + ELLIPSIS


class _FingerprintFold(dict[int, int | str]):
    """``str.translate`` table: punctuation, symbols and separators become a space,
    invisible format characters vanish.

    Filled lazily per code point so import stays cheap; bounded so hostile input cannot
    grow it without limit.
    """

    _LIMIT = 1 << 16

    def __missing__(self, codepoint: int) -> int | str:
        category = unicodedata.category(chr(codepoint))
        # Format characters (zero-width, bidi) vanish as in sanitize; the rest separate.
        value: int | str = "" if category == "Cf" else " " if category[0] in "PSZC" else codepoint
        if len(self) < self._LIMIT:
            self[codepoint] = value
        return value


_FINGERPRINT_FOLD = _FingerprintFold()
_SPACE_RUN = re.compile(r"\s+")
# Han, kana, CJK punctuation/radicals and compatibility ideographs; Hangul is left out
# because Korean separates words with spaces.
_CJK = "\u2e80-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_SPACE_BY_CJK = re.compile(f"(?<=[{_CJK}]) | (?=[{_CJK}])")


def normalize_for_fingerprint(text: str) -> str:
    """Return the canonical form two statements share when they say the same thing."""
    folded = unicodedata.normalize("NFKC", text).casefold().translate(_FINGERPRINT_FOLD)
    collapsed = _SPACE_RUN.sub(" ", folded).strip()
    return _SPACE_BY_CJK.sub("", collapsed)


def fingerprint(text: str) -> str:
    """Return the sha256 hex digest of the statement's normalised form."""
    return hashlib.sha256(normalize_for_fingerprint(text).encode("utf-8")).hexdigest()
