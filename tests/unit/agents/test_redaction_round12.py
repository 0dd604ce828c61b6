"""Round 12 mechanisms: numbers with emoji between their groups, one-time codes in two
groups of three, regional phone words and identity numbers (Latin America, Nigeria,
Singapore, Quebec, Taiwan), a card's code named by its length and place with no card in
the message, a password named by what it is for, a corrected value, hesitations in voice
transcripts; and what a phone detector must leave: dates after a phone word, lottery
draws, routing numbers."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact


def _removed(text: str, value: str) -> bool:
    return value not in redact(text).text


def _untouched(text: str) -> bool:
    return not redact(text).findings


# --- emoji between digit groups ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("got a new line 🥳 +44 7700 🔥 900123 save it", "+44 7700 🔥 900123"),
        ("mon nouveau 06 12 👉 34 56 78, note-le", "06 12 👉 34 56 78"),
        ("neue Nummer: +49 151 ✨ 2345 6789", "+49 151 ✨ 2345 6789"),
        ("携帯変えました 080 🙏 9876 5432", "080 🙏 9876 5432"),
        ("la tarjeta 4111 1111 💳 1111 1111 por si acaso", "4111 1111 💳 1111 1111"),
    ],
)
def test_a_number_with_emoji_between_its_groups(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "final score 3 ⚽ 1, then 2 🍕 for 12 €",
        "Seite 12 👉 Absatz 4",
        "we were 25 🎉 people and 30 🍺",
    ],
)
def test_emoji_between_small_numbers_stay(text: str) -> None:
    assert _untouched(text)


# --- one-time codes and their labels -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dein Code lautet 318 604, nicht weitergeben", "318 604"),
        ("le code à saisir est le 902 117", "902 117"),
        ("552 019 es tu código de acceso a la app", "552 019"),
        ("Ihre pushTAN: 730 915", "730 915"),
        ("die chipTAN ist 441208", "441208"),
        ("您的驗證碼為 660 214", "660 214"),
        ("認證碼是 552018", "552018"),
        ("Dein Einmalcode ist 908812", "908812"),
        ("2FA: 771 093", "771 093"),
        ("Authenticator shows 208 451", "208 451"),
        ("mi clave dinámica es 661023", "661023"),
        ("el token del banco dice 480215", "480215"),
        ("mon code Bancontact c'est 5531", "5531"),
    ],
)
def test_one_time_codes_and_their_labels(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "your booking confirmation code is QX7741",
        "Rechnung über 845 203 Euro, Code folgt",
        "the area code is 415",
        "the postal code is 75 001",
        "token 3 of 10 was spent",
        "the error code is 404 500",
    ],
)
def test_codes_that_are_no_secret_stay(text: str) -> None:
    assert _untouched(text)


# --- regional phone words --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mini Natelnummer isch 078 912 45 67", "078 912 45 67"),
        ("appelle sur mon GSM 0486 55 12 34", "0486 55 12 34"),
        ("my handphone number is 8123 4567 lah", "8123 4567"),
        ("my phone no. is 91234 56789", "91234 56789"),
        ("mi celu es 11 4455-6677", "11 4455-6677"),
        ("mi WhatsApp +52 1 33 1234 5678", "+52 1 33 1234 5678"),
        ("手提電話：6234 5678", "6234 5678"),
    ],
)
def test_regional_phone_words(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "Abbuchung Free Mobile am 05.04.2025, warum so teuer?",
        "mobile plan renews on 2025-04-05",
        "los números de la lotería fueron 04 17 23 38 45",
        "the lotto draw was 05 12 19 33 41 08",
        "the routing number on the cheque is 011000015, the transit one",
    ],
)
def test_dates_draws_and_routing_numbers_are_no_phones(text: str) -> None:
    assert _untouched(text)


# --- identity numbers --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("mi DNI es 31.442.870", "31.442.870"),
        ("DNI 31442870 para el turno", "31442870"),
        ("cédula 80.123.456", "80.123.456"),
        ("C.I. 3.456.789-2", "3.456.789-2"),
        ("mi RUT es 12.345.678-5", "12.345.678-5"),
        ("CUIT 20-12345678-6", "20-12345678-6"),
        ("CURP MAGE880211MNLLRT69", "MAGE880211MNLLRT69"),
        ("my BVN is 22198765432", "22198765432"),
        ("NRIC S7654321A", "S7654321A"),
        ("carte soleil LAVM 6512 0418", "LAVM 6512 0418"),
        ("健保卡號 000098765432", "000098765432"),
    ],
)
def test_identity_numbers_of_more_regions(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "renovar la cédula cuesta $ 1.200.000",
        "según el documento hay 45.000.000 habitantes",
        "DNI 87654321A has the wrong letter",
        "CURP MAGE880211MNLLRT68 has a bad check",
        "I was running 12345678901 tests",
    ],
)
def test_amounts_and_failed_checks_near_identity_labels_stay(text: str) -> None:
    assert _untouched(text)


# --- a card's code by its length and place, no card named ------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("and the 3 digits on the back are 904", "904"),
        ("les trois chiffres au dos : 271", "271"),
        ("die 3 Ziffern auf der Rückseite sind 618", "618"),
        ("los tres dígitos al dorso son 335", "335"),
        ("背面的三位数是 742", "742"),
    ],
)
def test_a_card_code_by_length_and_place(text: str, value: str) -> None:
    assert _removed(text, value)
    assert redact(text).findings[0].kind is FindingKind.CVV


@pytest.mark.parametrize(
    "text",
    [
        "the 3 numbers on the back of the jersey are 023",
        "the last 3 digits on the back are 904",
        "3 digits on the back, about 120 €",
        "the number on the back is 904",
    ],
)
def test_length_and_place_without_a_card_code(text: str) -> None:
    assert _untouched(text)


# --- a password by its purpose ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("just use Heron_2291 to log in", "Heron_2291"),
        ("it's Kiwi#5510 for the wifi", "Kiwi#5510"),
        ("mit Ahorn!73 einloggen", "Ahorn!73"),
        ("avec Bouleau88 pour te connecter", "Bouleau88"),
        ("usa Ceiba4411 para entrar", "Ceiba4411"),
        ("输入Lotus8812登录", "Lotus8812"),
        ("Sakura_5531でログイン", "Sakura_5531"),
    ],
)
def test_a_password_named_by_its_purpose(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "use Google to sign in",
        "try OAuth2 to log in",
        "we use WPA2 for the wifi",
        "我用iPhone15登录不了",
        "it's 5 minutes to the wifi",
    ],
)
def test_a_means_of_logging_in_is_no_password(text: str) -> None:
    assert _untouched(text)


# --- corrections and hesitations ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Korrektur: meine PIN ist 5820 nicht 5802", ("5820", "5802")),
        ("perdón, la clave es Olmo2020 no Olmo2021", ("Olmo2020", "Olmo2021")),
        ("the code is uh 6 6 1 9", ("6 6 1 9",)),
        ("le code c'est euh 71 40 22", ("71 40 22",)),
        ("门禁密码係 5518#", ("5518#",)),
    ],
)
def test_corrections_hesitations_and_cantonese(text: str, values: tuple[str, ...]) -> None:
    redacted = redact(text).text
    assert all(value not in redacted for value in values)


@pytest.mark.parametrize(
    "text",
    [
        "my pin is 4 digits not 6",
        "the code is 3 4 times longer",
        "我哋嘅關係係 2019 開始",
    ],
)
def test_negations_and_counts_are_no_second_value(text: str) -> None:
    assert _untouched(text)
