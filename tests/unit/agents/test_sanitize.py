"""sanitize / normalize_for_fingerprint / fingerprint: one clean line, one stable key."""

from __future__ import annotations

import hashlib
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agents.sanitize import ELLIPSIS, fingerprint, normalize_for_fingerprint, sanitize

INVISIBLE = (
    "\u200b\u200c\u200d\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
    "\u2028\u2029\x85\x00\x1b\x7f\U000e0041"
)


_JOINED = "\u200d"  # counted apart; see test_an_emojis_joiner_stays_and_no_other


def test_an_emojis_joiner_stays_and_no_other() -> None:
    family, runner, flag = "👨\u200d👩\u200d👧", "🏃\u200d♀️", "🏳️\u200d🌈"
    assert sanitize(f"we are {family}, I run {runner} and fly {flag}") == (
        f"we are {family}, I run {runner} and fly {flag}"
    )
    # Next to a letter, or with other invisible characters around it, it hides text.
    assert sanitize("pass\u200dword 🏃\u200d\u200b♀ x\u200d🌈") == "password 🏃♀ x🌈"
    # A cut never leaves a joiner dangling before the ellipsis.
    assert sanitize("ab 👨\u200d👩 tail", max_runes=6) == "ab 👨…"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("  I am   vegetarian  ", "I am vegetarian"),
        ("line one\nline two", "line one line two"),
        ("windows\r\nline\rbreaks", "windows line breaks"),
        ("tab\tseparated\t\tvalues", "tab separated values"),
        ("zero\u200bwidth\u200c\u200djoin", "zerowidthjoin"),
        ("card 4111\u200b1111\u2060 1111 1111", "card 41111111 1111 1111"),
        ("\ufeffbyte order mark", "byte order mark"),
        ("bidi \u202eevil\u202c text \u2066iso\u2069", "bidi evil text iso"),
        ("para\u2029graph\u2028line", "para graph line"),
        ("control\x00\x1b[31mchars\x7f", "control [31mchars"),
        ("tag\U000e0041\U000e0042smuggle", "tagsmuggle"),
        ("no-break\u00a0space and\u3000ideographic", "no-break space and ideographic"),
        ("我对花生过敏，喜欢吃素。", "我对花生过敏，喜欢吃素。"),
        ("ｆｕｌｌ　ｗｉｄｔｈ", "ｆｕｌｌ ｗｉｄｔｈ"),
        ("", ""),
        (" \n\t\u200b ", ""),
    ],
)
def test_sanitize_makes_one_clean_line(raw: str, clean: str) -> None:
    assert sanitize(raw) == clean


def test_sanitize_composes_to_nfc_so_equal_words_are_equal_strings() -> None:
    decomposed = "Cafe\u0301 cre\u0300me"
    assert sanitize(decomposed) == "Café crème"
    assert unicodedata.is_normalized("NFC", sanitize(decomposed))


@pytest.mark.parametrize(
    ("raw", "cap", "expected"),
    [
        ("short enough", 300, "short enough"),
        ("exactly ten", 11, "exactly ten"),
        ("alpha beta gamma delta", 15, "alpha beta…"),
        ("alpha beta gamma delta", 11, "alpha beta…"),
        ("supercalifragilistic word", 10, "supercali…"),
        ("我对花生过敏而且不吃香菜", 6, "我对花生过…"),
        ("abc", 1, "…"),
    ],
)
def test_sanitize_caps_at_word_boundary_with_ellipsis_only_when_cut(
    raw: str, cap: int, expected: str
) -> None:
    result = sanitize(raw, max_runes=cap)
    assert result == expected
    assert len(result) <= cap


def test_cut_never_separates_a_letter_from_its_combining_marks() -> None:
    # "q" + dot below + circumflex has no precomposed form, so NFC keeps three code
    # points; a cut at 9 would land between "q" and its marks.
    text = "x" * 8 + "q\u0323\u0302" + "yyyy"
    assert sanitize(text, max_runes=10) == "x" * 8 + ELLIPSIS
    assert sanitize(text, max_runes=12) == "x" * 8 + "q\u0323\u0302" + ELLIPSIS


def test_max_runes_below_one_is_a_bug() -> None:
    with pytest.raises(ValueError, match="max_runes"):
        sanitize("anything", max_runes=0)


@given(st.text(), st.integers(min_value=1, max_value=400))
def test_sanitize_never_leaves_a_line_break_or_exceeds_the_cap(text: str, cap: int) -> None:
    result = sanitize(text, max_runes=cap)
    assert "\n" not in result
    assert "\r" not in result
    assert len(result) <= cap
    # The one invisible character kept is an emoji's joiner, between two pictographs.
    assert not any(ch in INVISIBLE for ch in result.replace(_JOINED, ""))
    assert result == result.strip()


@given(st.text())
def test_sanitize_is_idempotent(text: str) -> None:
    once = sanitize(text)
    assert sanitize(once) == once


@pytest.mark.parametrize(
    ("variant", "canonical"),
    [
        ("I'm Vegetarian!", "i m vegetarian"),
        ("  i’m   vegetarian. ", "i m vegetarian"),
        ("ＡＢＣ１２３", "abc123"),
        ("Straße", "strasse"),
        ("我对花生过敏。", "我对花生过敏"),
        ("我 对花生 过敏 ！", "我对花生过敏"),
        ("likes: jazz, blues & soul", "likes jazz blues soul"),
        ("price ≥ $5 → buy", "price 5 buy"),
        ("call me Sam 🙂", "call me sam"),
    ],
)
def test_normalize_for_fingerprint(variant: str, canonical: str) -> None:
    assert normalize_for_fingerprint(variant) == canonical


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("I'm vegetarian.", "i’m VEGETARIAN"),
        ("我对花生过敏。", "我对花生过敏"),
        ("ＩＰｈｏｎｅ １５", "iphone 15"),
        ("likes jazz", "likes\tjazz\u200b"),
    ],
)
def test_fingerprint_is_equal_for_the_same_statement(left: str, right: str) -> None:
    assert fingerprint(left) == fingerprint(right)


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("I'm vegetarian", "I'm not vegetarian"),
        ("lives in Paris", "lives in Berlin"),
        ("我对花生过敏", "我对芒果过敏"),
        ("version 15", "version 16"),
    ],
)
def test_fingerprint_differs_for_different_statements(left: str, right: str) -> None:
    assert fingerprint(left) != fingerprint(right)


def test_fingerprint_is_sha256_hex_of_the_normalised_form() -> None:
    expected = hashlib.sha256(b"i m vegetarian").hexdigest()
    assert fingerprint("I'm vegetarian!") == expected
    assert len(expected) == 64
