"""Dictated digits, values split across lines, MRZ lines, key/value pairs, more national
ids and passports, hotlines: each mechanism with positives and hard negatives."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact
from agents.redaction_lines import mrz_check_digit
from agents.redaction_spoken import spoken_view

K = FindingKind


def found(text: str) -> list[tuple[FindingKind, str]]:
    return [(f.kind, text[f.start : f.end]) for f in redact(text).findings]


# --- the spoken view ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "view"),
    [
        ("dial nine three one, two two", "dial 931 22"),
        ("code six double four eight", "code 6448"),
        ("room four oh two", "room 402"),
        ("Nummer zwo drei vier", "Nummer 234"),
        ("c'est zéro sept, quatre-vingt-onze, soixante et onze", "c'est 07 91 71"),
        ("es el ocho cuatro dos", "es el 842"),
        ("号码是 一三八 零零零", "号码是 138 000"),
        ("ばんごうは ななはちきゅう", "ばんごうは 789"),
        ("カタカナ ヨンゴーロク", "カタカナ 456"),
    ],
)
def test_spoken_sequences_become_digits(text: str, view: str) -> None:
    result = spoken_view(text, text.lower())
    assert result is not None
    assert result.text == view


@pytest.mark.parametrize(
    "text",
    [
        "one of the two is fine",  # two words, two digits
        "I met someone at nine",
        "山田さんにご連絡ください",  # さん + に + ご: honorific and particles
        "三天以后再说",
        "un deux",
        "plain prose with no number words at all",
    ],
)
def test_prose_has_no_spoken_sequence(text: str) -> None:
    assert spoken_view(text, text.lower()) is None


def test_spoken_view_maps_back_to_the_words() -> None:
    text = "pin: seven seven zero three."
    view = spoken_view(text, text.lower())
    assert view is not None
    start, end = view.spans[0]
    assert text[slice(*view.original(start, end))] == "seven seven zero three"


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("my pin is eight one one four", K.PIN, "eight one one four"),
        ("ring me on four one five, five five five, two six seven one", K.PHONE, None),
        ("Handy: null eins fünf eins, zwei drei vier, fünf sechs sieben acht", K.PHONE, None),
        (
            "mon portable : zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit",
            K.PHONE,
            None,
        ),
        ("mi pin es nueve tres siete dos", K.PIN, "nueve tres siete dos"),
        ("手机号 幺三八 幺二三四 五六七八", K.PHONE, "幺三八 幺二三四 五六七八"),
        ("暗証番号はななよんさんいちです", K.PIN, "ななよんさんいち"),
        ("the security code on the back of the card is four two seven", K.CVV, "four two seven"),
    ],
)
def test_dictated_secrets_are_redacted_as_their_words(
    text: str, kind: FindingKind, value: str | None
) -> None:
    kinds = found(text)
    assert kinds, text
    assert kinds[0][0] is kind
    if value is not None:
        assert kinds[0][1] == value


@pytest.mark.parametrize(
    "text",
    [
        "we need three two one volunteers",
        "the alarm goes off at six thirty",
        "score was two one in the second half",
        "I counted one two three four five six seven and stopped",
        "dix-huit heures, quarante personnes",
        "十一月三号我们去杭州",
    ],
)
def test_spoken_numbers_without_a_secret_stay(text: str) -> None:
    assert found(text) == []


# --- across a line break -----------------------------------------------------------------


def test_card_split_by_a_line_break() -> None:
    text = "card 4111 1111\n1111 1111 thanks"
    assert found(text) == [(K.PAYMENT_CARD, "4111 1111\n1111 1111")]


def test_iban_split_by_a_line_break() -> None:
    text = "IBAN:\nDE89 3704 0044\n0532 0130 00\n(Sparkasse)"
    assert found(text) == [(K.IBAN, "DE89 3704 0044\n0532 0130 00")]


def test_two_unrelated_lines_of_numbers_stay() -> None:
    text = "orders 4111 1111\n1111 1112 shipped"  # fails Luhn when joined
    assert found(text) == []


# --- passport MRZ ------------------------------------------------------------------------


def test_mrz_check_digit_icao_example() -> None:
    assert mrz_check_digit("L898902C3") == "6"
    assert mrz_check_digit("740812") == "2"


def test_mrz_second_line_is_a_passport() -> None:
    line = "L898902C36UTO7408122F1204159ZE184226B<<<<<10"
    text = f"OCR:\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n{line}\nok?"
    assert found(text) == [(K.PASSPORT, line)]
    spaced = "L898902C36 UTO 7408122 F 1204159 ZE184226B<<<<< 10"
    assert found(f"scan:\n{spaced}") == [(K.PASSPORT, spaced)]


def test_mrz_with_a_wrong_check_digit_stays() -> None:
    line = "L898902C37UTO7408122F1204159ZE184226B<<<<<10"
    assert found(f"OCR:\n{line}") == []


# --- passports after a label ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Reisepässe: Anna CFJ4K7M2P, Tom H7YKR1XZ9 bitte prüfen", ["CFJ4K7M2P", "H7YKR1XZ9"]),
        ("passeports 12AB34567 et 98CD76543, merci", ["12AB34567", "98CD76543"]),
        ("Pasaporte de Luis: PAA123456, caduca en 2030", ["PAA123456"]),
    ],
)
def test_every_passport_number_in_the_clause(text: str, values: list[str]) -> None:
    assert found(text) == [(K.PASSPORT, v) for v in values]


def test_flight_and_date_after_passport_label_stay() -> None:
    assert found("passport renewal done, flight LH4410 on 12/08 at 06:40.") == []


# --- national identifiers ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("PESEL: 44051401359", "44051401359"),
        ("rijksregisternummer 85.07.30-033.28", "85.07.30-033.28"),
        ("mitt personnummer är 811218-9876", "811218-9876"),
    ],
)
def test_labelled_national_ids(text: str, value: str) -> None:
    assert found(text) == [(K.NATIONAL_ID, value)]


@pytest.mark.parametrize(
    "text",
    [
        "PESEL: 44051401358",  # wrong check digit
        "order 44051401359 shipped",  # no label
        "personnummer 811218-9875",
    ],
)
def test_national_ids_failing_check_or_label_stay(text: str) -> None:
    assert [k for k, _ in found(text) if k is K.NATIONAL_ID] == []


# --- hotlines ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Poison control: 1-800-222-1222, keep it on the fridge",
        "the IRS number is 800-829-1040",
        "Hotline 0800 1234567 (kostenlos)",
    ],
)
def test_freephone_hotlines_survive(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    "text", ["my number is 917 555 0134", "携帯は090-1234-5678です", "cell 818-555-2671"]
)
def test_personal_numbers_starting_with_8_or_9_are_phones(text: str) -> None:
    assert [k for k, _ in found(text)] == [K.PHONE]


# --- key and value, dictated e-mail, label after value --------------------------------------


def test_postman_pair_names_a_token() -> None:
    text = '[{"key": "X-Api-Token", "value": "a81f3c9d-77e2-4b1a-9c3e-2d5f6a7b8c9d"}]'
    assert found(text) == [(K.SECRET, "a81f3c9d-77e2-4b1a-9c3e-2d5f6a7b8c9d")]


def test_curl_header_named_key() -> None:
    text = "curl https://api.example.com -H 'key: 9f86d081884c7d659a2feaa0c55ad015'"
    assert found(text) == [(K.SECRET, "9f86d081884c7d659a2feaa0c55ad015")]


@pytest.mark.parametrize(
    "text",
    [
        "curl -H 'X-Request-Id: 8f3a9c1e22' -H 'Content-Type: application/json'",
        '[{"key": "Content-Type", "value": "application/json"}]',
        '[{"key": "X-Api-Token", "value": "<your-token-here>"}]',
    ],
)
def test_ordinary_headers_stay(text: str) -> None:
    assert found(text) == []


def test_dictated_email() -> None:
    text = "write to anna dot berg at posteo dot de please"
    assert found(text) == [(K.EMAIL, "anna dot berg at posteo dot de")]


@pytest.mark.parametrize(
    "text", ["look at example dot com for the docs", "we met at home dot and then left"]
)
def test_dot_and_at_in_prose_stay(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("5521 — that's the code for the garage", K.PIN, "5521"),
        ("Marmot-Kite-71 <- that's the wifi password", K.PASSWORD, "Marmot-Kite-71"),
    ],
)
def test_label_after_value(text: str, kind: FindingKind, value: str) -> None:
    assert found(text) == [(kind, value)]


@pytest.mark.parametrize(
    "text",
    ["2024 — that's the year the code changed", "v2.1 - that is the code we ship"],
)
def test_label_after_non_value_stays(text: str) -> None:
    assert found(text) == []


def test_url_template_placeholder_stays() -> None:
    text = "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app"
    assert found(text) == []


def test_ascii_italian_seed_phrase() -> None:
    words = "nomina nanometro declino belgio frana segregato legale sisma settimana folata"
    phrase = f"{words} retorica bubbone"
    assert found(f"parole: {phrase}") == [(K.SEED_PHRASE, phrase)]
