"""Spoken digits: a view of the text with dictated numbers written as digits.

Voice dictation and people who spell a number out write "four five one two", "null eins
sieben sechs, zwei drei", "zéro six, douze, quarante-cinq", "seis uno dos", "幺三九 幺二零八
七七四五", "いちきゅうはちなな", "ぜろはちぜろ の さんなないちご". :func:`spoken_view` rewrites
every such sequence as digits ("4512", "0176 23", "06 12 45", "612", "139 1208 7745",
"1987", "080 3715") and keeps, for each character of the rewritten text, the span of
the original text it stands for. The redactor runs its validated detectors (phones,
cards, SSNs, labelled PINs and CVVs …) on the view, and a finding there that touches a
rewritten sequence is mapped back onto the original words.

A *sequence* is two or more number words (three or more CJK units) that together give
three digits or more:

- **Words** (English, German, French, Spanish): the digits 0-9 ("zero", "oh" after
  another digit word, "null", "zwo", "zéro", "cero" …), English "double"/"triple" before
  a digit ("double four" is 44), and French 10-99 ("douze", "quarante-cinq",
  "quatre-vingt-dix-huit", "soixante et onze"), since French numbers are read in pairs.
  English, German and Spanish tens are not read: "at six thirty" is a time.
  Words split by spaces or a hyphen join; a comma, a semicolon, a slash or a dash
  between spaces starts a new group (a space in the view): "four one five, eight two
  six" is "415 826"; but digits read one by one, each its own group ("nine, three, one,
  seven"), are one number ("9317"). A dash said aloud ("dash", "tiret", "Strich",
  "guion") is a "-" in the view: "five two three dash four one dash …" is "523-41-…".
- **CJK**: the ideographic digits (〇 零 一 幺 二 三 … 九; not 十 or 两, which are
  counting words) and the Japanese kana readings (ぜろ いち に さん よん ご ろく なな はち
  きゅう, in hiragana or katakana). Units that touch join, and so do units split by a
  middle dot ("イチ・キュウ・ナナ・ロク"); a space, の, 、 or a dash starts a new group. A
  kana sequence needs a reading of two or more kana other than さん (honorific) and まる,
  so "山田さんにご連絡" stays prose.

Cheap when there is nothing to read: one regular expression over the lower-cased text
for words, and one for CJK only when the text is not ASCII.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from ahocorasick_rs import AhoCorasick, Implementation, MatchKind

__all__ = ["SpokenView", "spoken_view"]

_EN = {
    "zero": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "niner": "9",
}
_DE = {
    "null": "0",
    "eins": "1",
    "zwei": "2",
    "zwo": "2",
    "drei": "3",
    "vier": "4",
    "fünf": "5",
    "fuenf": "5",
    "sechs": "6",
    "sieben": "7",
    "acht": "8",
    "neun": "9",
}
_ES = {
    "cero": "0",
    "uno": "1",
    "dos": "2",
    "tres": "3",
    "cuatro": "4",
    "cinco": "5",
    "seis": "6",
    "siete": "7",
    "ocho": "8",
    "nueve": "9",
}
_FR_UNITS = ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf")
_FR_TEENS = (
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
)
_FR_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _french() -> dict[str, str]:
    words: dict[str, str] = {"zero": "0"}
    names: dict[int, list[str]] = {}
    for value, name in enumerate(_FR_UNITS):
        names[value] = [name]
    for value, name in enumerate(_FR_TEENS, start=10):
        names[value] = [name]
    for tens, name in _FR_TENS.items():
        names[tens * 10] = [name]
        names[tens * 10 + 1] = [f"{name}-et-un", f"{name} et un"]
        for unit in range(2, 10):
            names[tens * 10 + unit] = [f"{name}-{_FR_UNITS[unit]}"]
    for unit in range(10):  # 70-79: soixante-dix, soixante et onze, soixante-douze …
        teen = _FR_TEENS[unit]
        names[70 + unit] = (
            ["soixante-et-onze", "soixante et onze"] if unit == 1 else [f"soixante-{teen}"]
        )
    names[80] = ["quatre-vingts", "quatre-vingt"]
    for unit in range(1, 10):
        names[80 + unit] = [f"quatre-vingt-{_FR_UNITS[unit]}"]
    for unit in range(10):
        names[90 + unit] = [f"quatre-vingt-{_FR_TEENS[unit]}"]
    for value, forms in names.items():
        digits = str(value)
        for form in forms:
            words[form] = digits
            if "-" in form:  # dictation often drops the hyphens: "quatre vingt dix huit"
                words[form.replace("-", " ")] = digits
    return words


_WORDS: dict[str, str] = {**_french(), **_EN, **_DE, **_ES}
_MULTIPLIERS = {"double": 2, "triple": 3}
# "oh" is a zero only after another digit word ("four oh two"), never opening a sequence.
_LATER_ONLY = {"oh": "0"}

_Trie = dict[str, "_Trie"]


def _trie_pattern(entries: Iterable[str]) -> str:
    """One alternation with shared prefixes factored out, longest match first."""
    trie: _Trie = {}
    for entry in entries:
        node = trie
        for char in entry:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: _Trie) -> str:
        branches = [re.escape(char) + build(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(trie)


_L = r"(?![^\W\d_])"  # a Latin word ends
_FIRST = rf"(?:(?:double|triple)[ \t]+)?{_trie_pattern(_WORDS)}{_L}"
_ANY = rf"(?:(?:double|triple)[ \t]+)?{_trie_pattern([*_WORDS, *_LATER_ONLY])}{_L}"
# A dash said aloud between groups ("five two three dash four one …"): kept as "-", so
# the view reads "523-41-…" as it would have been typed.
_SPOKEN_DASH = r"(?:dash|hyphen|tiret|bindestrich|strich|guion|guión)"
_SPOKEN_DASH_GAP = re.compile(rf"[ \t]+{_SPOKEN_DASH}[ \t]+")
_LATIN_GAP = rf"(?:[ \t]+{_SPOKEN_DASH}[ \t]+|[ \t]*[,;/][ \t]*|[ \t]+[-–—][ \t]+|[ \t]+|-)"
# Starts at a letter after a non-letter; re skips in C to the letters that open a word.
_LATIN_SEQUENCE = re.compile(rf"(?<![^\W\d_]){_FIRST}(?:{_LATIN_GAP}{_ANY})+")
_LATIN_UNIT = re.compile(_ANY)

_KANJI = {
    "〇": "0",
    "零": "0",
    "○": "0",
    "一": "1",
    "幺": "1",
    "二": "2",
    "三": "3",
    "四": "4",
    "五": "5",
    "六": "6",
    "七": "7",
    "八": "8",
    "九": "9",
}
_KANA = {
    "ぜろ": "0",
    "れい": "0",
    "まる": "0",
    "いち": "1",
    "に": "2",
    "にい": "2",
    "にー": "2",
    "さん": "3",
    "よん": "4",
    "ご": "5",
    "ごお": "5",
    "ごー": "5",
    "ろく": "6",
    "なな": "7",
    "しち": "7",
    "はち": "8",
    "きゅう": "9",
    "きゅー": "9",
}
# A kana sequence needs one of these: "さんにご" in "山田さんにご連絡" is prose.
_KANA_STRONG = frozenset(
    {"ぜろ", "れい", "いち", "よん", "ろく", "なな", "しち", "はち", "きゅう", "きゅー"}
)


def _katakana(word: str) -> str:
    return "".join(chr(ord(ch) + 0x60) if "ぁ" <= ch <= "ゖ" else ch for ch in word)


_CJK_WORDS: dict[str, str] = dict(_KANJI)
for _word, _digit in _KANA.items():
    _CJK_WORDS[_word] = _digit
    _CJK_WORDS[_katakana(_word)] = _digit
_CJK_UNIT_PATTERN = _trie_pattern(_CJK_WORDS)
# A middle dot ("イチ・キュウ・ナナ・ロク") separates the digits of one number read out
# one by one, as a hyphen does in Latin script: it joins, it does not start a group.
_JOINING_DOTS = frozenset("・･·")
_CJK_GAP = r"(?:[ \t\u3000]*[の、,\-－][ \t\u3000]*|[ \t\u3000]+|[・･·])"
_CJK_SEQUENCE = re.compile(rf"(?:{_CJK_UNIT_PATTERN})+(?:{_CJK_GAP}(?:{_CJK_UNIT_PATTERN})+)*")
_CJK_UNIT = re.compile(_CJK_UNIT_PATTERN)
_MIN_DIGITS = 3
_MIN_CJK_UNITS = 3


class SpokenView(NamedTuple):
    """The text with spoken sequences as digits, and where each character came from."""

    text: str
    starts: list[int]  # for each character of ``text``: where it starts in the original
    ends: list[int]  # … and where it ends
    spans: list[tuple[int, int]]  # the rewritten sequences, in ``text`` offsets

    def original(self, start: int, end: int) -> tuple[int, int]:
        """The span of the original text that ``text[start:end]`` stands for."""
        return self.starts[start], self.ends[end - 1]

    def touches_sequence(self, start: int, end: int) -> bool:
        return any(s < end and start < e for s, e in self.spans)


# (start, end, digits) of a unit, or (start, end, " ") of a group break
_Piece = tuple[int, int, str]


# The precheck: every number word and CJK unit in one Aho-Corasick automaton (in Rust); a
# sequence needs two of them at most three characters apart. Prose has few hits ("one" in
# "someone") and seldom two in a row.
_CUES = AhoCorasick(
    sorted({*_WORDS, *_LATER_ONLY, *_CJK_WORDS}),
    matchkind=MatchKind.LeftmostLongest,
    implementation=Implementation.DFA,
).find_matches_as_indexes
_MAX_GAP = 3


def _may_have_sequence(lowered: str) -> bool:
    last_end = -_MAX_GAP - 1
    for _, start, end in _CUES(lowered):
        if start - last_end <= _MAX_GAP:
            return True
        last_end = end
    return False


def spoken_view(text: str, lowered: str) -> SpokenView | None:
    """``lowered``: ``text`` lower-cased, character for character (same length). None
    when it has no spoken sequence."""
    if not _may_have_sequence(lowered):
        return None
    sequences: list[list[_Piece]] = []
    for match in _LATIN_SEQUENCE.finditer(lowered):
        pieces = _latin_pieces(lowered, match.start(), match.end())
        if pieces is not None:
            sequences.append(pieces)
    if not lowered.isascii():
        for match in _CJK_SEQUENCE.finditer(lowered):
            pieces = _cjk_pieces(lowered, match.start(), match.end())
            if pieces is not None:
                sequences.append(pieces)
    if not sequences:
        return None
    sequences.sort(key=lambda pieces: pieces[0][0])
    return _build(text, sequences)


def _latin_pieces(text: str, start: int, end: int) -> list[_Piece] | None:
    pieces: list[_Piece] = []
    digits = 0
    previous = -1
    for unit in _LATIN_UNIT.finditer(text, start, end):
        if previous >= 0 and _SPOKEN_DASH_GAP.fullmatch(text, previous, unit.start()):
            pieces.append((previous, unit.start(), "-"))
        elif previous >= 0 and _breaks(text[previous : unit.start()]):
            pieces.append((previous, unit.start(), " "))
        value = _unit_digits(unit.group())
        if value is None:
            return None
        pieces.append((unit.start(), unit.end(), value))
        digits += len(value)
        previous = unit.end()
    words = sum(1 for piece in pieces if piece[2] != " ")
    if words < 2 or digits < _MIN_DIGITS:
        return None
    breaks = len(pieces) - words
    if digits == words and breaks == words - 1 and words >= _MIN_DIGITS:
        # Read digit by digit with a pause after each ("nine, three, one, seven"): one
        # number, not four groups of one.
        pieces = [(s, e, "" if value == " " else value) for s, e, value in pieces]
    return pieces


def _breaks(gap: str) -> bool:
    """A comma, a semicolon, a slash, or a dash between spaces starts a new group; spaces
    or a bare hyphen join the words of one."""
    bare = gap.strip(" \t")
    return bool(bare) and (bare != "-" or bare != gap)


def _unit_digits(unit: str) -> str | None:
    times = 1
    head, _, rest = unit.partition(" ")
    if head in _MULTIPLIERS and rest:
        times = _MULTIPLIERS[head]
        unit = rest.strip(" \t")
    value = _WORDS.get(unit) or _LATER_ONLY.get(unit)
    if value is None:
        # a form with tabs or several spaces: "quatre  vingt"
        value = _WORDS.get(" ".join(unit.split()))
    if value is None:
        return None
    return value * times if len(value) == 1 else value


def _cjk_pieces(text: str, start: int, end: int) -> list[_Piece] | None:
    pieces: list[_Piece] = []
    units = 0
    kana = False
    strong = False
    previous = -1
    for unit in _CJK_UNIT.finditer(text, start, end):
        word = unit.group()
        gap = text[previous : unit.start()] if previous >= 0 else ""
        if gap and gap not in _JOINING_DOTS:
            pieces.append((previous, unit.start(), " "))
        pieces.append((unit.start(), unit.end(), _CJK_WORDS[word]))
        units += 1
        if word not in _KANJI:
            kana = True
            hira = _hiragana(word)
            strong = strong or hira in _KANA_STRONG
        previous = unit.end()
    if units < _MIN_CJK_UNITS or (kana and not strong):
        return None
    return pieces


def _hiragana(word: str) -> str:
    return "".join(chr(ord(ch) - 0x60) if "ァ" <= ch <= "ヶ" else ch for ch in word)


def _build(original: str, sequences: list[list[_Piece]]) -> SpokenView:
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    spans: list[tuple[int, int]] = []
    cursor = 0
    for pieces in sequences:
        first = pieces[0][0]
        if first < cursor:
            continue  # overlaps the sequence before (cannot happen with one regex each)
        for at in range(cursor, first):
            starts.append(at)
            ends.append(at + 1)
        out.append(original[cursor:first])
        begin = len(starts)
        for start, end, value in pieces:
            out.append(value)
            starts.extend([start] * len(value))
            ends.extend([end] * len(value))
        spans.append((begin, len(starts)))
        cursor = pieces[-1][1]
    for at in range(cursor, len(original)):
        starts.append(at)
        ends.append(at + 1)
    out.append(original[cursor:])
    return SpokenView("".join(out), starts, ends, spans)
