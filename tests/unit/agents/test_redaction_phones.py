"""Phone numbers: validated by phonenumbers for a list of regions, written the local way;
and the numbers that look like phones but are years, prices, dates, versions, orders."""

from __future__ import annotations

import pytest

from agents.redaction import DEFAULT_PHONE_REGIONS, FindingKind, redact

K = FindingKind


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        # US
        ("call (415) 555-2671 tonight", "(415) 555-2671"),
        ("cell 415-555-2671.", "415-555-2671"),
        ("or 415.555.2671", "415.555.2671"),
        ("cell 1-415-555-0199", "1-415-555-0199"),
        ("ring +1 415 555 2671", "+1 415 555 2671"),
        # GB
        ("office 020 7946 0958", "020 7946 0958"),
        ("mobile 07911 123456", "07911 123456"),
        ("my new number is 07700 900123", "07700 900123"),
        ("+44 (0)20 7946 0958 is the desk", "+44 (0)20 7946 0958"),
        # DE
        ("Handy 0151 23456789", "0151 23456789"),
        ("Büro 030/12345678", "030/12345678"),
        ("ruf an: +49 30 1234567", "+49 30 1234567"),
        # FR
        ("appelle-moi au 06 12 34 56 78", "06 12 34 56 78"),
        ("portable 06.12.34.56.78", "06.12.34.56.78"),
        ("+33 6 12 34 56 78", "+33 6 12 34 56 78"),
        # ES
        ("mi móvil: 612 34 56 78", "612 34 56 78"),
        ("llámame al 612 345 678", "612 345 678"),
        ("móvil 612345678", "612345678"),
        ("fijo 91 123 45 67", "91 123 45 67"),
        # IT, NL
        ("cellulare 347 123 4567", "347 123 4567"),
        ("bel me op 06 12345678", "06 12345678"),
        ("kantoor 020 123 4567", "020 123 4567"),
        # CN, JP, IN, BR
        ("我的手机是13812345678", "13812345678"),
        ("手机 138 1234 5678", "138 1234 5678"),
        ("座机 010-12345678", "010-12345678"),
        ("携帯は090-1234-5678です", "090-1234-5678"),
        ("会社 03-1234-5678", "03-1234-5678"),
        ("mobile 98765 43210", "98765 43210"),
        ("whatsapp +91 98765 43210", "+91 98765 43210"),
        ("celular (11) 91234-5678", "(11) 91234-5678"),
        # international prefix 00, digits of other scripts, odd spaces
        ("call 0044 20 7946 0958", "0044 20 7946 0958"),
        ("هاتفي +٩٧١ ٥٠ ١٢٣ ٤٥٦٧", "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧"),
        ("tél. 06\u00a012\u00a034\u00a056\u00a078", "06\u00a012\u00a034\u00a056\u00a078"),
    ],
)
def test_phone_numbers_written_the_local_way_are_found(text: str, phone: str) -> None:
    result = redact(text)
    assert [(f.kind, text[f.start : f.end]) for f in result.findings] == [(K.PHONE, phone)]
    assert phone not in result.text


@pytest.mark.parametrize(
    "text",
    [
        "years 2019 2020 2021 2022",
        "it cost $1,299.00, then 1.234.567 won",
        "at 14:30 on 2024-03-01, or 01.02.2024, or 01/02/24",
        "update to 10.0.19045.3570 and ping 192.168.100.200",
        "order 612345678 shipped",
        "Bestellnummer 0612345678 ist unterwegs",
        "numéro de commande 0123456789",
        "tracking 1Z999AA10123456784",
        "room 1204 on floor 12, we are 4 people",
        "La vidéo a fait 71 130 860 vues",
        "ISBN 978-3-16-148410-0",
        "ticket 4155552671 is closed",
        "build 0039785798 failed",
        "a bare 9-digit number 912345678 with no label",
        "the invoice total was 2 345 678 €",
        "666-12-3456 is not an SSN anyone was issued",
    ],
)
def test_numbers_that_only_look_like_phones_stay(text: str) -> None:
    result = redact(text)
    assert result.findings == (), result.text


def test_the_same_number_is_a_phone_next_to_a_label_and_an_order_number_next_to_order() -> None:
    assert redact("móvil 612345678").text == "móvil [redacted:phone]"
    assert redact("pedido 612345678").findings == ()
    assert redact("612345678").findings == ()


def test_region_list_is_a_parameter() -> None:
    text = "llámame al 612 34 56 78"
    assert redact(text).findings
    assert "ES" in DEFAULT_PHONE_REGIONS
    only_us = redact(text, phone_regions=("US",))
    assert only_us.findings == ()
    assert only_us.text == text
    # an international number counts whatever the list
    assert redact("+34 612 34 56 78", phone_regions=("US",)).findings


def test_unknown_region_is_refused_loudly() -> None:
    with pytest.raises(ValueError, match="unknown phone region"):
        redact("call 612 34 56 78", phone_regions=("XX",))


def test_two_numbers_in_one_run_are_two_phones() -> None:
    text = "call +44 7700 900123 13812345678 ok"
    result = redact(text)
    assert [text[f.start : f.end] for f in result.findings] == ["+44 7700 900123", "13812345678"]


def test_a_bare_number_in_one_piece_is_found_among_other_digits() -> None:
    # A run that is not phone numbers end to end still yields a 10-digit NANP number
    # written in one piece; the stray "000" stays.
    text = "remember that 000 4155552671"
    assert redact(text).text == "remember that 000 [redacted:phone]"


def test_redaction_reaches_a_fixed_point_when_a_card_shared_a_digit_run() -> None:
    once = redact("remember that 0201000  4111111111111111 and 020 7946 0958")
    again = redact(once.text)
    assert again.findings == ()
    assert "4111111111111111" not in once.text
    assert "020 7946 0958" not in once.text


@pytest.mark.parametrize(
    ("text", "phone"),
    [
        ("contacts 2:13912345678 and 3:13987654321", "13912345678"),
        ("desk B7: 4155552671", "4155552671"),
        ("locker 9C 13912345678 is mine", "13912345678"),
    ],
)
def test_a_long_number_after_an_item_label_is_a_phone(text: str, phone: str) -> None:
    assert phone not in redact(text).text


@pytest.mark.parametrize(
    "text",
    [
        "at 12:00:01.010000 the job ran",  # a clock's fields are two digits
        "parcel 1Z 999 AA1 01 2345 6784 is late",  # a code's tail in short groups
    ],
)
def test_clocks_and_code_tails_stay(text: str) -> None:
    assert redact(text).findings == ()


def test_a_mobile_number_after_a_currency_sign_is_still_a_phone() -> None:
    # Found by the worker-inputs property test: "$ 13812345678" was kept as an amount.
    assert "13812345678" not in redact("x $ 13812345678 y").text
    assert "13812345678" not in redact("pay $13812345678").text
    # The contrast: amounts stay, grouped or of another length.
    assert redact("it cost $ 1,250").text == "it cost $ 1,250"
    assert redact("it was $ 12000000000").text == "it was $ 12000000000"
