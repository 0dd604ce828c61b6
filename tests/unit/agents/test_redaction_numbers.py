"""Numbers that carry their own check (cards, IBANs, national identifiers): each valid one
beside a look-alike whose check fails, or that lacks the label it needs."""

from __future__ import annotations

import pytest
from stdnum import luhn

from agents.redaction import FindingKind, redact

K = FindingKind

CARD = "4111111111111111"
WRONG_CARD = "4111111111111112"


def kinds_and_values(text: str) -> list[tuple[FindingKind, str]]:
    return [(f.kind, text[f.start : f.end]) for f in redact(text).findings]


@pytest.mark.parametrize("sep", [" ", "-", ".", "/", "_", ",", ""])
def test_cards_split_by_any_single_separator(sep: str) -> None:
    card = sep.join(CARD[i : i + 4] for i in range(0, 16, 4))
    wrong = sep.join(WRONG_CARD[i : i + 4] for i in range(0, 16, 4))
    text = f"card {card}, not {wrong}"
    assert kinds_and_values(text) == [(K.PAYMENT_CARD, card)]


@pytest.mark.parametrize(
    "digits",
    [
        "٠١٢٣٤٥٦٧٨٩",  # Arabic-Indic
        "۰۱۲۳۴۵۶۷۸۹",  # Extended Arabic-Indic (Persian)
        "०१२३४५६७८९",  # Devanagari
        "０１２３４５６７８９",  # full-width
        "০১২৩৪৫৬৭৮৯",  # Bengali
    ],
)
def test_cards_in_other_scripts_keep_exact_offsets(digits: str) -> None:
    card = " ".join("".join(digits[int(d)] for d in CARD[i : i + 4]) for i in range(0, 16, 4))
    text = f"ma carte {card} merci"
    assert kinds_and_values(text) == [(K.PAYMENT_CARD, card)]
    assert redact(text).text == "ma carte [redacted:payment_card] merci"


def test_a_card_split_by_zero_width_spaces_is_found() -> None:
    card = "\u200b".join(CARD[i : i + 4] for i in range(0, 16, 4))
    assert kinds_and_values(f"card {card}") == [(K.PAYMENT_CARD, card)]


def test_luhn_is_the_library_check() -> None:
    body = "543210987654321"
    valid = body + luhn.calc_check_digit(body)
    invalid = body + str((int(luhn.calc_check_digit(body)) + 1) % 10)
    assert kinds_and_values(f"{valid} / {invalid}") == [(K.PAYMENT_CARD, valid)]


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("IBAN DE89 3704 0044 0532 0130 00 bitte", K.IBAN, "DE89 3704 0044 0532 0130 00"),
        ("virement FR14 2004 1010 0505 0001 3M02 606", K.IBAN, "FR14 2004 1010 0505 0001 3M02 606"),
        ("身份证 11010519491231002X", K.CN_RESIDENT_ID, "11010519491231002X"),
        ("身份证 110105 19491231 002X", K.CN_RESIDENT_ID, "110105 19491231 002X"),
        ("DNI 87654321X", K.NATIONAL_ID, "87654321X"),
        ("NIE Y7654321G", K.NATIONAL_ID, "Y7654321G"),
        ("sécu 2 84 05 47 088 056 47", K.NATIONAL_ID, "2 84 05 47 088 056 47"),
        ("codice fiscale BNCLRA92E51F205T", K.NATIONAL_ID, "BNCLRA92E51F205T"),
        ("CPF 390.533.447-05", K.NATIONAL_ID, "390.533.447-05"),
        ("Steuer-ID 36574261809", K.NATIONAL_ID, "36574261809"),
        ("meine Steuer-ID lautet 36 574 261 809", K.NATIONAL_ID, "36 574 261 809"),
        ("BSN: 123456782", K.NATIONAL_ID, "123456782"),
        ("Aadhaar 2341 2341 2346", K.NATIONAL_ID, "2341 2341 2346"),
        ("NHS number 943 476 5919", K.NATIONAL_ID, "943 476 5919"),
        ("122641966698 ←母のマイナンバー", K.NATIONAL_ID, "122641966698"),
        ("SSN 536-90-4399", K.US_SSN, "536-90-4399"),
        ("social security no. → 536 90 4399", K.US_SSN, "536 90 4399"),
        ("ssn: 536904399", K.US_SSN, "536904399"),
        ("my social is 536904399", K.US_SSN, "536904399"),
        ("美国社保号536 90 4399，别外传", K.US_SSN, "536 90 4399"),
        ("NI number QQ 12 34 56 C", K.NATIONAL_ID, "QQ 12 34 56 C"),
        ("TFN: 123 456 782", K.NATIONAL_ID, "123 456 782"),
        ("driver's license D1234-56789", K.NATIONAL_ID, "D1234-56789"),
        ("Führerschein B072RRE2I55", K.NATIONAL_ID, "B072RRE2I55"),
        ("運転免許証番号は123456789012です", K.NATIONAL_ID, "123456789012"),
        ("my German tax identification number 36574261809", K.NATIONAL_ID, "36574261809"),
        ("numéro fiscal 30 23 217 600 053", K.NATIONAL_ID, "30 23 217 600 053"),
        ("my Japanese My Number is 1689 1093 6555", K.NATIONAL_ID, "1689 1093 6555"),
    ],
)
def test_checked_identifiers_are_found(text: str, kind: FindingKind, value: str) -> None:
    assert kinds_and_values(text) == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    [
        "IBAN DE89 3704 0044 0532 0130 01 has a bad check",
        "身份证 110105194912310021 has a bad check",
        "DNI 87654321A has the wrong letter",
        "sécu 2 84 05 47 088 056 48 has the wrong key",
        "codice fiscale BNCLRA92E51F205X has the wrong letter",
        "the batch 123456782 shipped",  # a valid BSN, but not labelled as one
        "order 36574261809 shipped",  # a valid Steuer-ID, but not labelled as one
        "536 90 4399 is only digits with spaces",  # an SSN needs dashes or a label
        "SSN 000-12-3456 666-12-3456 900-12-3456",
        "CPF 390.533.447-06 has a bad check",
        "my social media has 536904399 followers",
        "社保号还没办好，先交了536元",
        "the software license expires 2025-12-31",
        "license number for the software: 8 seats",
        "the tax code for this item is 12345678901",
    ],
)
def test_look_alikes_that_fail_their_check_or_lack_a_label_stay(text: str) -> None:
    assert redact(text).findings == ()


def test_a_card_after_an_identifier_prefix_goes_but_a_glued_code_stays() -> None:
    text = "session chat-4111-1111-1111-1111 and part X9-4111111111111111 stay apart"
    assert kinds_and_values(text) == [(K.PAYMENT_CARD, "4111-1111-1111-1111")]
