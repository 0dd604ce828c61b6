"""The lexical arm without OpenSearch: one subject's memories ranked like our BM25 query.

The recall cache holds each subject's memories in process; this module ranks them for a
query exactly as OpenSearch ranks ``recall.query._lexical`` over an index that holds
the same documents, so the cache can replace the round trip without changing an answer.
That takes two halves:

- :func:`analyze` reproduces the analyzers of ``indexers.templates`` token for token:
  Lucene's ``english`` (StandardTokenizer, EnglishPossessiveFilter, LowerCaseFilter,
  English stop words, PorterStemFilter) for ``content``/``topic`` and ``cjk``
  (StandardTokenizer, CJKWidthFilter, LowerCaseFilter, CJKBigramFilter, CJK stop words)
  for their ``.cjk`` subfields.
- :class:`LexicalIndex` scores like Lucene 9 under OpenSearch's default similarity,
  ``LegacyBM25Similarity`` (k1=1.2, b=0.75, and the ``k1 + 1`` factor Lucene 8 dropped
  but OpenSearch keeps as a boost), in float32 step by step, with document lengths
  quantised through the one-byte norm as Lucene stores them. The match query's terms
  of all four fields form one disjunction (Lucene flattens the nested ``bool``), a
  repeated query term counts as a boost of its repeat count (Lucene merges duplicate
  clauses), and a document's score is its terms' float32 scores summed in double and
  rounded to float32 once, as Lucene's disjunction scorers add them.

Collection statistics are the index's own: equal to OpenSearch's for an index of one
shard that holds exactly the same documents and no deleted ones.
"""

from __future__ import annotations

import itertools
import math
import re
import sys
import unicodedata
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal, NamedTuple

import numpy as np
import numpy.typing as npt
import regex  # type: ignore[import-untyped]  # no stubs in the dev extras

Analyzer = Literal["english", "cjk"]

# The fields ``recall.query.LEXICAL_FIELDS`` matches and the analyzer each is mapped with.
FIELD_ANALYZERS: dict[str, Analyzer] = {
    "content": "english",
    "content.cjk": "cjk",
    "topic": "english",
    "topic.cjk": "cjk",
}

# --- StandardTokenizer ------------------------------------------------------------------
#
# Lucene's StandardTokenizerImpl is a JFlex scanner over the UAX#29 word-break rules with
# Lucene's additions (one token per Han ideograph and per hiragana, katakana runs, emoji
# sequences). Its rules are transcribed below with the ``regex`` module's Unicode
# properties and matched leftmost-longest (POSIX), as JFlex does; a tie in length goes
# to the earlier rule, which only decides the token's type.

_EXT = r"[\p{WB=Format}\p{WB=Extend}\p{WB=ZWJ}]*"
# Emoji sequences keep their presentation selectors out of the marks they absorb.
_EXT_NO_SELECTOR = r"[[\p{WB=Format}\p{WB=Extend}\p{WB=ZWJ}]--[\uFE0E\uFE0F]]*"


def _ex(char_class: str) -> str:
    """A character with its trailing Extend/Format/ZWJ marks (UAX#29 WB4)."""
    return f"(?:{char_class}{_EXT})"


# Regional indicators, keycap bases, "accidental" emoji (©, ®, ™, wavy dash, part
# alternation mark) and modifiers are Emoji but only count as one inside a sequence.
_EMOJI_CHAR = (
    r"[\p{Extended_Pictographic}[\p{Emoji}--"
    r"[\p{WB=Regional_Indicator}0-9#*©®™\u3030\u303D\p{Emoji_Modifier}]]]"
)
_EMOJI_UNIT = (
    rf"(?:\p{{WB=ZWJ}}*{_EMOJI_CHAR}{_EXT_NO_SELECTOR}\uFE0F?"
    rf"|(?:\p{{WB=ZWJ}}*\p{{Emoji_Modifier_Base}}{_EXT_NO_SELECTOR})?"
    rf"\p{{Emoji_Modifier}}{_EXT_NO_SELECTOR})"
)
_REGIONAL = _ex(r"\p{WB=Regional_Indicator}")
_EMOJI = (
    rf"{_EMOJI_UNIT}(?:(?:\p{{WB=ZWJ}}{_EMOJI_UNIT})*|[\U000E0020-\U000E007E]+\U000E007F)"
    rf"|[0-9#*]{_EXT_NO_SELECTOR}\uFE0F?\u20E3{_EXT_NO_SELECTOR}"
    rf"|{_REGIONAL}{{2}}"
)
# The classes the word rule is built of (the ASCII fast path below reuses them).
_LETTER_CLASS = r"[\p{WB=ALetter}\p{WB=Hebrew_Letter}]"
_DIGIT_CLASS = r"[\p{WB=Numeric}[\p{Block=Halfwidth_And_Fullwidth_Forms}&&\p{Nd}]]"
_JOINER_CLASS = r"\p{WB=ExtendNumLet}"
_MID_LETTER_CLASS = r"[\p{WB=MidLetter}\p{WB=MidNumLet}\p{WB=Single_Quote}]"
_MID_NUM_CLASS = r"[\p{WB=MidNum}\p{WB=MidNumLet}\p{WB=Single_Quote}]"
_LETTER = _ex(_LETTER_CLASS)
_HEBREW = _ex(r"\p{WB=Hebrew_Letter}")
_DIGIT = _ex(_DIGIT_CLASS)
_KANA = _ex(r"\p{WB=Katakana}")
_HANGUL = _ex(r"[\p{Script=Hangul}&&[\p{WB=ALetter}\p{WB=Hebrew_Letter}]]")
_JOINER = _ex(_JOINER_CLASS)
_MID_LETTER = _ex(_MID_LETTER_CLASS)
_MID_NUM = _ex(_MID_NUM_CLASS)
_QUOTE = _ex(r"\p{WB=Single_Quote}")
_DOUBLE_QUOTE = _ex(r"\p{WB=Double_Quote}")

_NUMBER = rf"{_DIGIT}(?:(?:{_JOINER}*|{_MID_NUM}){_DIGIT})*"
_WORD_CORE = (
    rf"(?:{_KANA}(?:{_JOINER}*{_KANA})*"
    rf"|(?:{_HEBREW}(?:{_QUOTE}|{_DOUBLE_QUOTE}{_HEBREW})"
    rf"|{_NUMBER}"
    rf"|{_LETTER}(?:(?:{_JOINER}*|{_MID_LETTER}){_LETTER})*)+)"
)
_NUMERIC = rf"{_JOINER}*{_NUMBER}{_JOINER}*"
_WORD = rf"{_JOINER}*{_WORD_CORE}(?:{_JOINER}+{_WORD_CORE})*{_JOINER}*"
_SOUTHEAST_ASIAN = _ex(r"\p{Line_Break=Complex_Context}") + "+"
_IDEOGRAPH = _ex(r"\p{Script=Han}")
_HIRAGANA = _ex(r"\p{Script=Hiragana}")
# (rule, whether CJKBigramFilter joins tokens of its type), in the grammar's order.
_RULES: tuple[tuple[str, bool], ...] = (
    (_EMOJI, False),
    (_NUMERIC, False),
    (rf"{_HANGUL}+", True),
    (rf"{_KANA}+", True),
    (_WORD, False),
    (_SOUTHEAST_ASIAN, False),
    (_IDEOGRAPH, True),
    (_HIRAGANA, True),
)
_TYPED = tuple((regex.compile(rule, regex.VERSION1), cjk) for rule, cjk in _RULES)
# Leftmost-longest over all rules, as JFlex matches.
_LONGEST = regex.compile("|".join(f"(?:{rule})" for rule, _ in _RULES), regex.V1 | regex.POSIX)
# POSIX matching is several times slower than backtracking, and backtracking's first match
# is the longest one for these rules (the numeric, hangul and katakana rules only refine
# the word rule's type; the rest start on disjoint characters) unless an emoji sequence
# is involved (a ZWJ or keycap mark, or a character both an emoji and a word's start) or
# a Hebrew letter, whose quote rules overlap the plain letter rule.
_FIRST = regex.compile(
    "|".join(f"(?:{rule})" for rule in (_EMOJI, _WORD, _SOUTHEAST_ASIAN, _IDEOGRAPH, _HIRAGANA)),
    regex.V1,
)
_NEEDS_LONGEST = regex.compile(
    r"[\u200D\u20E3\p{WB=Hebrew_Letter}[[\p{Extended_Pictographic}\p{Emoji}\p{WB=Regional_Indicator}]"
    r"&&[\p{WB=ALetter}\p{WB=Hebrew_Letter}\p{WB=Numeric}\p{WB=Katakana}\p{WB=ExtendNumLet}"
    r"\p{Script=Han}\p{Script=Hiragana}\p{Line_Break=Complex_Context}]]]",
    regex.V1,
)
# Only a token holding one of these can be of a type the bigram filter joins.
_MAYBE_CJK = regex.compile(
    r"[\p{Script=Han}\p{Script=Hiragana}\p{WB=Katakana}\p{Script=Hangul}]", regex.V1
)
# StandardTokenizer's default: a longer run is cut into tokens of at most this many
# characters (Lucene counts UTF-16 units; this counts code points).
MAX_TOKEN_LENGTH = 255


# ASCII text, most of what people write to an English assistant, takes a third path: the
# same word rule over the ASCII members of each character class, run by ``re``, several
# times faster than ``regex`` with Unicode properties (and than POSIX matching above all,
# which a digit forces: digits are Emoji). In ASCII no character is Extend, Format, ZWJ,
# Katakana, Hebrew or an emoji start, so of all the rules only the word rule (and the
# numeric one, whose matches it covers) can match, and ``re``'s first match is the
# longest (``test_lexical`` checks both against POSIX matching on random ASCII text).


def _ascii_members(char_class: str) -> str:
    """The ASCII members of a ``regex`` class, as an ``re`` class ("" when none)."""
    members = [chr(c) for c in range(128) if regex.fullmatch(char_class, chr(c), regex.V1)]
    return f"[{''.join(map(re.escape, members))}]" if members else ""


_NONE_IN_ASCII = (
    r"[\p{WB=Format}\p{WB=Extend}\p{WB=ZWJ}\p{WB=Katakana}\p{WB=Hebrew_Letter}"
    r"\p{WB=Regional_Indicator}\p{Extended_Pictographic}\p{Line_Break=Complex_Context}"
    r"\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}]"
)
assert not _ascii_members(_NONE_IN_ASCII), "a Unicode update put one of these in ASCII"
_A_LETTER = _ascii_members(_LETTER_CLASS)
_A_DIGIT = _ascii_members(_DIGIT_CLASS)
_A_JOINER = _ascii_members(_JOINER_CLASS)
_A_MID_LETTER = _ascii_members(_MID_LETTER_CLASS)
_A_MID_NUM = _ascii_members(_MID_NUM_CLASS)
_A_NUMBER = rf"{_A_DIGIT}(?:(?:{_A_JOINER}*|{_A_MID_NUM}){_A_DIGIT})*"
_A_CORE = rf"(?:{_A_NUMBER}|{_A_LETTER}(?:(?:{_A_JOINER}*|{_A_MID_LETTER}){_A_LETTER})*)+"
_ASCII_WORD = re.compile(rf"{_A_JOINER}*{_A_CORE}(?:{_A_JOINER}+{_A_CORE})*{_A_JOINER}*")


class _Token(NamedTuple):  # a tuple: tokens are made by the thousand
    text: str
    start: int
    end: int


def _tokenize(text: str) -> list[_Token]:
    if text.isascii():
        return _scan(_ASCII_WORD, text)
    return _scan(_LONGEST if _NEEDS_LONGEST.search(text) else _FIRST, text)


def _scan(scanner: Any, text: str) -> list[_Token]:  # an re or a regex (untyped) pattern
    tokens: list[_Token] = []
    pos = 0
    while (found := scanner.search(text, pos)) is not None:
        start, end = found.span()
        if end - start > MAX_TOKEN_LENGTH:
            # The scanner's buffer holds MAX_TOKEN_LENGTH characters: the token is the
            # longest match inside it, and scanning resumes right after.
            cut = scanner.match(text, start, start + MAX_TOKEN_LENGTH)
            assert cut is not None  # a match's first character always matches alone
            end = cut.end()
        tokens.append(_Token(text[start:end], start, end))
        pos = end
    return tokens


@lru_cache(maxsize=1 << 16)
def _bigrammable(token: str) -> bool:
    """Whether the token is IDEOGRAPHIC, HIRAGANA, KATAKANA or HANGUL (memoised: CJK
    tokens are mostly single ideographs and kana, a small alphabet)."""
    if _MAYBE_CJK.search(token) is None:
        return False
    return next(cjk for rule, cjk in _TYPED if rule.fullmatch(token))


# --- token filters ----------------------------------------------------------------------

# EnglishAnalyzer.ENGLISH_STOP_WORDS_SET
ENGLISH_STOP_WORDS = frozenset(
    {
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into",
        "is", "it", "no", "not", "of", "on", "or", "such", "that", "the", "their", "then",
        "there", "these", "they", "this", "to", "was", "will", "with",
    }
)  # fmt: skip
# CJKAnalyzer's default stop set (its stopwords.txt): English's without "an", plus
# "s", "t" and "www".
CJK_STOP_WORDS = (ENGLISH_STOP_WORDS - {"an"}) | {"s", "t", "www"}
_APOSTROPHES = "'\u2019\uff07"


def _strip_possessive(token: str) -> str:
    if len(token) >= 2 and token[-2] in _APOSTROPHES and token[-1] in "sS":
        return token[:-2]
    return token


def _lowercase(token: str) -> str:
    """Java's per-code-point ``Character.toLowerCase``: Python's ``lower`` differs only
    for İ (two code points) and a word-final Σ (ς)."""
    if "İ" not in token and "Σ" not in token:
        return token.lower()
    return "".join("i" if ch == "İ" else ch.lower() for ch in token)


def _half_width_kana() -> dict[int, str]:
    # Half-width katakana (U+FF65..U+FF9F) widen to their NFKC forms: the voiced and
    # semi-voiced marks become the combining U+3099/U+309A.
    return {cp: unicodedata.normalize("NFKC", chr(cp)) for cp in range(0xFF65, 0xFFA0)}


_WIDTH = str.maketrans({cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)} | _half_width_kana())
_VOICE_MARKS = {"\uff9e": "\u3099", "\uff9f": "\u309a"}


def _fold_width(token: str) -> str:
    """CJKWidthFilter: full-width ASCII to ASCII, half-width katakana to full width, a
    half-width voice mark merged into the katakana before it when they compose."""
    if "\uff9e" not in token and "\uff9f" not in token:
        return token.translate(_WIDTH)
    out: list[str] = []
    for ch in token:
        mark = _VOICE_MARKS.get(ch)
        if mark is not None and out and "\u30a6" <= out[-1] <= "\u30fd":
            combined = unicodedata.normalize("NFC", out[-1] + mark)
            if len(combined) == 1:
                out[-1] = combined
                continue
        out.append(ch.translate(_WIDTH))
    return "".join(out)


def _bigrams(tokens: Sequence[_Token]) -> Iterator[str]:
    """CJKBigramFilter: every run of CJK tokens that touch (no gap between their offsets)
    becomes the bigrams of its characters, a one-character run a unigram; other tokens
    pass through."""
    run: list[str] = []
    run_end = -1
    for token in tokens:
        if _bigrammable(token.text):
            if token.start != run_end:
                yield from _flush(run)
                run = []
            run.extend(_lowercase(_fold_width(token.text)))
            run_end = token.end
        else:
            yield from _flush(run)
            run = []
            yield _lowercase(_fold_width(token.text))
    yield from _flush(run)


def _flush(run: Sequence[str]) -> Iterator[str]:
    if len(run) == 1:
        yield run[0]
    yield from (a + b for a, b in itertools.pairwise(run))


# --- Porter stemmer ---------------------------------------------------------------------


# Porter's suffix rules by the letter the C code switches on, tried in order.
_PORTER_STEP2: dict[str, tuple[tuple[str, str], ...]] = {
    "a": (("ational", "ate"), ("tional", "tion")),
    "c": (("enci", "ence"), ("anci", "ance")),
    "e": (("izer", "ize"),),
    "l": (("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous")),
    "o": (("ization", "ize"), ("ation", "ate"), ("ator", "ate")),
    "s": (("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous")),
    "t": (("aliti", "al"), ("iviti", "ive"), ("biliti", "ble")),
    "g": (("logi", "log"),),
}
_PORTER_STEP3: dict[str, tuple[tuple[str, str], ...]] = {
    "e": (("icate", "ic"), ("ative", ""), ("alize", "al")),
    "i": (("iciti", "ic"),),
    "l": (("ical", "ic"), ("ful", "")),
    "s": (("ness", ""),),
}
_PORTER_STEP4: dict[str, tuple[str, ...]] = {
    "a": ("al",),
    "c": ("ance", "ence"),
    "e": ("er",),
    "i": ("ic",),
    "l": ("able", "ible"),
    "n": ("ant", "ement", "ment", "ent"),
    "s": ("ism",),
    "t": ("ate", "iti"),
    "u": ("ous",),
    "v": ("ive",),
    "z": ("ize",),
}


class _Porter:
    """Lucene's PorterStemmer, Martin Porter's own C implementation. Snowball's "porter"
    differs from it (no -logi and -bli rules, fewer double consonants undone in step 1b),
    so it is reimplemented here; ``b`` always holds exactly the stem so far."""

    def __init__(self, word: str) -> None:
        self.b = list(word)
        self.j = 0

    def stem(self) -> str:
        if len(self.b) > 2:
            self._step1a()
            self._step1b()
            self._step1c()
            self._step2()
            self._step3()
            self._step4()
            self._step5()
        return "".join(self.b)

    def _cons(self, i: int) -> bool:
        ch = self.b[i]
        if ch in "aeiou":
            return False
        if ch == "y":
            return i == 0 or not self._cons(i - 1)
        return True

    def _m(self) -> int:
        """The number of vowel-to-consonant transitions in ``b[0..j]``."""
        flags = [self._cons(i) for i in range(self.j + 1)]
        return sum(1 for vowel, cons in itertools.pairwise(flags) if cons and not vowel)

    def _vowel_in_stem(self) -> bool:
        return any(not self._cons(i) for i in range(self.j + 1))

    def _double_cons(self, i: int) -> bool:
        return i >= 1 and self.b[i] == self.b[i - 1] and self._cons(i)

    def _cvc(self, i: int) -> bool:
        return (
            i >= 2
            and self._cons(i)
            and not self._cons(i - 1)
            and self._cons(i - 2)
            and self.b[i] not in "wxy"
        )

    def _ends(self, suffix: str) -> bool:
        if len(suffix) > len(self.b) or "".join(self.b[-len(suffix) :]) != suffix:
            return False
        self.j = len(self.b) - len(suffix) - 1
        return True

    def _set_to(self, suffix: str) -> None:
        self.b[self.j + 1 :] = suffix

    def _replace(self, suffix: str) -> None:
        if self._m() > 0:
            self._set_to(suffix)

    def _step1a(self) -> None:
        """Plurals."""
        b = self.b
        if b[-1] == "s":
            if self._ends("sses"):
                del b[-2:]
            elif self._ends("ies"):
                self._set_to("i")
            elif b[-2] != "s":
                b.pop()

    def _step1b(self) -> None:
        """-eed, -ed and -ing, and what their removal leaves to repair."""
        b = self.b
        if self._ends("eed"):
            if self._m() > 0:
                b.pop()
        elif (self._ends("ed") or self._ends("ing")) and self._vowel_in_stem():
            del b[self.j + 1 :]
            if self._ends("at"):
                self._set_to("ate")
            elif self._ends("bl"):
                self._set_to("ble")
            elif self._ends("iz"):
                self._set_to("ize")
            elif self._double_cons(len(b) - 1):
                if b[-1] not in "lsz":
                    b.pop()
            else:
                self.j = len(b) - 1
                if self._m() == 1 and self._cvc(len(b) - 1):
                    self._set_to("e")

    def _step1c(self) -> None:
        """Terminal y to i when there is another vowel in the stem."""
        if self._ends("y") and self._vowel_in_stem():
            self.b[-1] = "i"

    def _first_rule(self, rules: tuple[tuple[str, str], ...]) -> None:
        # Like the C switch: the first suffix that ends the word decides, even when its
        # measure condition then leaves the word alone.
        for suffix, replacement in rules:
            if self._ends(suffix):
                self._replace(replacement)
                return

    def _step2(self) -> None:
        """Double suffixes to single ones (-ization to -ize ...)."""
        if len(self.b) > 1:
            self._first_rule(_PORTER_STEP2.get(self.b[-2], ()))

    def _step3(self) -> None:
        """-ic-, -full, -ness and the like."""
        self._first_rule(_PORTER_STEP3.get(self.b[-1], ()))

    def _step4(self) -> None:
        """-ant, -ence and the like, when the measure of what remains is above 1."""
        if len(self.b) < 2:
            return
        key = self.b[-2]
        if key == "o":
            found = (self._ends("ion") and self.j >= 0 and self.b[self.j] in "st") or self._ends(
                "ou"
            )
        else:
            found = any(self._ends(suffix) for suffix in _PORTER_STEP4.get(key, ()))
        if found and self._m() > 1:
            del self.b[self.j + 1 :]

    def _step5(self) -> None:
        """A final -e, and -ll to -l, when the measure allows."""
        b = self.b
        self.j = len(b) - 1
        # One measure serves both rules: dropping a final vowel cannot change it.
        m = self._m()
        if b[-1] == "e" and (m > 1 or (m == 1 and not self._cvc(len(b) - 2))):
            b.pop()
        if b[-1] == "l" and self._double_cons(len(b) - 1) and m > 1:
            b.pop()


@lru_cache(maxsize=1 << 16)
def porter_stem(word: str) -> str:
    """PorterStemFilter on one lowercase token (memoised: a subject's vocabulary repeats)."""
    return _Porter(word).stem()


# --- analyzers --------------------------------------------------------------------------


def _english(tokens: Sequence[_Token]) -> list[str]:
    words = (_lowercase(_strip_possessive(t.text)) for t in tokens)
    return [porter_stem(w) for w in words if w not in ENGLISH_STOP_WORDS]


def _cjk(tokens: Sequence[_Token]) -> list[str]:
    return [t for t in _bigrams(tokens) if t not in CJK_STOP_WORDS]


_ANALYZERS: dict[Analyzer, Callable[[Sequence[_Token]], list[str]]] = {
    "english": _english,
    "cjk": _cjk,
}


def analyze(analyzer: Analyzer, text: str) -> list[str]:
    """The terms OpenSearch's built-in ``english`` or ``cjk`` analyzer makes of ``text``,
    in order, as ``_analyze`` lists them."""
    return _ANALYZERS[analyzer](_tokenize(text))


def _analyze_all(text: str) -> dict[Analyzer, list[str]]:
    # Both analyzers start with the same tokenizer: run it once.
    tokens = _tokenize(text)
    if text.isascii():
        # No ASCII token is CJK, width folding leaves ASCII as it is and Java's lower
        # case is Python's there: the cjk analyzer only lower-cases and drops stop words.
        lowered = (t.text.lower() for t in tokens)
        return {"english": _english(tokens), "cjk": [w for w in lowered if w not in CJK_STOP_WORDS]}
    return {name: terms_of(tokens) for name, terms_of in _ANALYZERS.items()}


# --- BM25 as Lucene computes it -----------------------------------------------------------

K1 = np.float32(1.2)
B = np.float32(0.75)
# LegacyBM25Similarity passes ``boost * (1 + k1)`` to Lucene's BM25 as the boost.
_K1_PLUS_1 = np.float32(1) + K1
# SmallFloat.intToByte4 stores lengths below this as themselves (the byte's "free values").
_EXACT_NORMS = 24


def _int4(value: int) -> int:
    """SmallFloat.longToInt4: 3 mantissa bits and a shift."""
    bits = value.bit_length()
    if bits < 4:
        return value
    shift = bits - 4
    return ((value >> shift) & 0x07) | ((shift + 1) << 3)


def _from_int4(encoded: int) -> int:
    shift = (encoded >> 3) - 1
    return encoded & 0x07 if shift == -1 else ((encoded & 0x07) | 0x08) << shift


def length_to_norm(length: int) -> int:
    """SmallFloat.intToByte4, the byte Lucene stores as a document's field length."""
    if length < _EXACT_NORMS:
        return length
    return _EXACT_NORMS + _int4(length - _EXACT_NORMS)


def norm_to_length(norm: int) -> int:
    """SmallFloat.byte4ToInt: the length BM25 sees; exact up to 40, rounded down above."""
    if norm < _EXACT_NORMS:
        return norm
    return _EXACT_NORMS + _from_int4(norm - _EXACT_NORMS)


_NORM_LENGTHS = np.array([norm_to_length(n) for n in range(256)], dtype=np.float32)


def _inverse_norms(avgdl: np.float32) -> npt.NDArray[np.float32]:
    """BM25Similarity's per-norm cache: ``1 / (k1 * ((1 - b) + b * dl / avgdl))``."""
    one = np.float32(1)
    return one / (K1 * ((one - B) + B * _NORM_LENGTHS / avgdl))


def idf(doc_freq: int, doc_count: int) -> float:
    """BM25's idf in double, as Lucene computes it before rounding it to float32."""
    return math.log(1 + (doc_count - doc_freq + 0.5) / (doc_freq + 0.5))


# A term's postings in one field: for each document, three C ints: its slot, the term's
# frequency in the field, and the field's norm byte offset by 256 x the field's number
# (one lookup table serves all fields). An ``array`` grows in place as documents arrive
# (a numpy array would be copied on every append) and numpy reads it without a copy.
_SLOT, _FREQ, _NORM = range(3)
_STRIDE = 3


@dataclass
class _Field:
    """One field's inverted index and the collection statistics BM25 reads."""

    number: int
    analyzer: Analyzer
    postings: dict[str, array[int]] = field(default_factory=dict)
    doc_count: int = 0  # documents with at least one term in the field
    total_terms: int = 0  # sumTotalTermFreq

    def add(self, slot: int, terms: Counter[str], length: int) -> None:
        if not length:
            return
        norm = self.number * 256 + length_to_norm(length)
        for term, freq in terms.items():
            entries = self.postings.get(term)
            if entries is None:
                entries = self.postings[term] = array("i")
            entries.extend((slot, freq, norm))
        self.doc_count += 1
        self.total_terms += length

    def remove(self, slot: int, terms: Sequence[str], length: int) -> None:
        if not length:
            return
        for term in terms:
            entries = self.postings[term]
            at = entries[_SLOT::_STRIDE].index(slot) * _STRIDE
            del entries[at : at + _STRIDE]
            if not entries:
                del self.postings[term]
        self.doc_count -= 1
        self.total_terms -= length

    def inverse_norms(self) -> npt.NDArray[np.float32]:
        if not self.doc_count:
            return np.zeros(256, dtype=np.float32)
        return _inverse_norms(np.float32(self.total_terms / self.doc_count))


@dataclass(frozen=True)
class _Doc:
    id: str
    terms: tuple[tuple[str, ...], ...]  # per field, each distinct term once
    lengths: tuple[int, ...]  # per field, the number of terms (with repeats)


class LexicalIndex:
    """One subject's memories, searchable like ``recall.query._lexical`` over OpenSearch.

    ``add`` analyses a document once (both analyzers, both fields) into postings; a search
    only analyses the query and does a few vectorised float32 passes over the postings
    of its terms. Not thread-safe: the owner serialises writes against reads.
    """

    def __init__(self) -> None:
        self._fields = tuple(
            _Field(number, analyzer) for number, analyzer in enumerate(FIELD_ANALYZERS.values())
        )
        self._docs: list[_Doc | None] = []  # by slot; None marks a free slot
        self._free: list[int] = []
        self._slots: dict[str, int] = {}
        self._inverse_norms: npt.NDArray[np.float32] | None = None  # stale when None
        # The last query's scores: a recall searches the same text once per kind group,
        # and only the filter differs. Dropped on every change.
        self._last: tuple[str, tuple[npt.NDArray[np.float32], npt.NDArray[np.bool_]] | None]
        self._last = ("", None)

    def __len__(self) -> int:
        return len(self._slots)

    def __contains__(self, doc_id: object) -> bool:
        return doc_id in self._slots

    def add(self, doc_id: str, content: str, topic: str | None) -> None:
        """Index a document; a known id is replaced. (OpenSearch's statistics still count
        a replaced version until a merge drops it; these never do.)"""
        self.remove(doc_id)
        slot = self._free.pop() if self._free else len(self._docs)
        # "content.cjk" is the subfield of "content": same text, other analyzer.
        analysed = {"content": _analyze_all(content), "topic": _analyze_all(topic or "")}
        counts = [
            Counter(map(sys.intern, analysed[name.split(".")[0]][analyzer]))
            for name, analyzer in FIELD_ANALYZERS.items()
        ]
        lengths = tuple(terms.total() for terms in counts)
        for index_field, terms, length in zip(self._fields, counts, lengths, strict=True):
            index_field.add(slot, terms, length)
        doc = _Doc(doc_id, tuple(tuple(terms) for terms in counts), lengths)
        if slot == len(self._docs):
            self._docs.append(doc)
        else:
            self._docs[slot] = doc
        self._slots[doc_id] = slot
        self._inverse_norms = None
        self._last = ("", None)

    def remove(self, doc_id: str) -> None:
        """Forget a document; an unknown id is a no-op."""
        slot = self._slots.pop(doc_id, None)
        if slot is None:
            return
        doc = self._docs[slot]
        assert doc is not None
        for index_field, terms, length in zip(self._fields, doc.terms, doc.lengths, strict=True):
            index_field.remove(slot, terms, length)
        self._docs[slot] = None
        self._free.append(slot)
        self._inverse_norms = None
        self._last = ("", None)

    def search(
        self, text: str, allowed: Callable[[str], bool] | None = None
    ) -> list[tuple[str, float]]:
        """Every document matching ``text`` in any field, with OpenSearch's score, best
        first, ties by id ascending. ``allowed`` only hides documents, like a filter
        clause: the statistics still count every indexed document. A score is Lucene's
        float32 exactly; OpenSearch's JSON shows the shortest decimal of that float32."""
        scored = self._scored(text)
        if scored is None:
            return []
        scores, hit = scored
        ranked = [
            (-score, doc.id)
            for slot, score in zip(np.flatnonzero(hit).tolist(), scores[hit].tolist(), strict=True)
            if (doc := self._docs[slot]) is not None and (allowed is None or allowed(doc.id))
        ]
        ranked.sort()  # score descending, then id ascending: our sort's order
        return [(doc_id, -negated) for negated, doc_id in ranked]

    def _scored(self, text: str) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.bool_]] | None:
        last_text, last = self._last
        if text and text == last_text:
            return last
        gathered = self._gather(text)
        scored = self._score(*gathered) if gathered is not None else None
        self._last = (text, scored)
        return scored

    def _gather(self, text: str) -> tuple[npt.NDArray[np.intc], npt.NDArray[np.float32]] | None:
        """The postings of every (field, query term) pair and each posting's BM25 weight,
        ``boost * (1 + k1) * idf`` with the query term's repeat count as boost."""
        query = {name: Counter(terms) for name, terms in _analyze_all(text).items()}
        lists: list[array[int]] = []
        repeats: list[int] = []
        idfs: list[float] = []
        for index_field in self._fields:
            for term, count in query[index_field.analyzer].items():
                postings = index_field.postings.get(term)
                if postings is not None:
                    lists.append(postings)
                    repeats.append(count)
                    idfs.append(idf(len(postings) // _STRIDE, index_field.doc_count))
        if not lists:
            return None
        boost = np.array(repeats, dtype=np.float32) * _K1_PLUS_1
        weights = boost * np.array(idfs).astype(np.float32)
        stacked = np.concatenate([np.frombuffer(p, dtype=np.intc) for p in lists])
        sizes = [len(p) // _STRIDE for p in lists]
        return stacked.reshape(-1, _STRIDE).T, np.repeat(weights, sizes)

    def _score(
        self, postings: npt.NDArray[np.intc], weight: npt.NDArray[np.float32]
    ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.bool_]]:
        # BM25Scorer.score in float32: weight - weight / (1 + freq * inverseNorm).
        inverse_norm = self._norm_table()[postings[_NORM]]
        freq = postings[_FREQ].astype(np.float32)
        term_scores = weight - weight / (np.float32(1) + freq * inverse_norm)
        slots = postings[_SLOT]
        size = len(self._docs)
        # Lucene sums a document's clause scores in double and rounds the sum once.
        total = np.bincount(slots, weights=term_scores.astype(np.float64), minlength=size)
        hit = np.bincount(slots, minlength=size) > 0
        return total.astype(np.float32), hit

    def _norm_table(self) -> npt.NDArray[np.float32]:
        if self._inverse_norms is None:
            self._inverse_norms = np.concatenate([f.inverse_norms() for f in self._fields])
        return self._inverse_norms

    def nbytes(self) -> int:
        """An estimate of the memory this index holds (postings, documents, maps); it
        walks the whole index, so call it for metrics and budgets, not per query."""
        total = sum(map(sys.getsizeof, (self._docs, self._free, self._slots)))
        for index_field in self._fields:
            total += sys.getsizeof(index_field.postings)
            for term, postings in index_field.postings.items():
                total += sys.getsizeof(term) + sys.getsizeof(postings)
        for doc in self._docs:
            if doc is not None:
                total += sys.getsizeof(doc.id) + sum(map(sys.getsizeof, doc.terms))
        return total
