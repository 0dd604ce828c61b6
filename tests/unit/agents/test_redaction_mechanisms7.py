"""Round-7 mechanisms, each with positives and a near miss that must not change: issuer
prefixes and lengths for cards, glued configuration keys, curl credentials, labelled
seed-phrase parts, more than one labelled identifier, table headers as labels, a
business's stated public line, chat time stamps, a spoken dash, keypad letters,
bracketed qualifiers after a CJK label, and "or" between codes in Chinese and Japanese."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact
from agents.redaction_numbers import _network
from agents.redaction_spoken import spoken_view

K = FindingKind


def found(text: str) -> list[tuple[FindingKind, str]]:
    return [(f.kind, text[f.start : f.end]) for f in redact(text).findings]


def kinds(text: str) -> list[FindingKind]:
    return [kind for kind, _ in found(text)]


# --- payment cards: the issuer's prefix and its lengths ------------------------------------


@pytest.mark.parametrize(
    ("digits", "is_card"),
    [
        ("378282246310005", True),  # Amex, 15
        ("4222222222222", True),  # Visa, 13
        ("6011000990139424", True),  # Discover, 16
        ("3530111333300000", True),  # JCB, 16
        ("352322717154126", False),  # 15 digits from 35: an IMEI's reporting body
        ("490154203237518", False),  # Visa never issues 15
        ("5105105105105100", True),  # Mastercard, 16
        ("510510510510510", False),  # Mastercard never issues 15
    ],
)
def test_network_knows_each_issuers_lengths(digits: str, is_card: bool) -> None:
    assert _network(digits) is is_card


def test_an_imei_is_no_card() -> None:
    assert found("IMEI 356938035643809 on the box, serial F2LXK0ABC") == []


def test_amex_of_fifteen_digits_is_still_a_card() -> None:
    assert kinds("card 3782 822463 10005 exp 04/28") == [K.PAYMENT_CARD]


# --- glued configuration keys and curl -u ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("export PGPASSWORD=Rk72!stone", "Rk72!stone", K.PASSWORD),
        ('{"appSecret": "b7Tq20xLmW91vZpQ4nRs"}', "b7Tq20xLmW91vZpQ4nRs", K.SECRET),
        ("?corpsecret=Hf8_2kQpLz09XmWv3aBc&id=1", "Hf8_2kQpLz09XmWv3aBc", K.SECRET),
        ("mysqlPassword: Tulpe-33", "Tulpe-33", K.PASSWORD),
        (
            "appsecret 是 5c1e0f8a9b2d4c6e8f0a1b3c5d7e9f21",
            "5c1e0f8a9b2d4c6e8f0a1b3c5d7e9f21",
            K.SECRET,
        ),
    ],
)
def test_glued_keys_name_their_value(text: str, value: str, kind: FindingKind) -> None:
    assert (kind, value) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "nextPageToken=Cg4KDBoKb2Zmc2V0XzEyMw",  # a cursor, not a credential
        "maxTokens=4096 and tokenCount=12",
        "dbPassword=${DB_PASSWORD}",
        "the newPassword is long enough",
        "the topsecret plan is out",
    ],
)
def test_glued_keys_leave_cursors_counts_and_stand_ins(text: str) -> None:
    assert found(text) == []


def test_curl_user_password() -> None:
    text = "curl -u grafana:Wh1sk3y-Tango https://metrics.example.net/api"
    assert found(text) == [(K.PASSWORD, "Wh1sk3y-Tango")]


def test_dash_u_outside_curl_is_nothing() -> None:
    assert found("git push -u origin feature:main") == []


# --- labelled seed-phrase parts --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "seed phrase, words 7-12: lunar ostrich velvet coral badge tunnel",
        "助记词前六个：lunar ostrich velvet coral badge tunnel，剩下的明天",
        "phrase de récupération (2e partie) : lunar ostrich velvet coral badge tunnel",
    ],
)
def test_labelled_half_of_a_seed_phrase(text: str) -> None:
    assert (K.SEED_PHRASE, "lunar ostrich velvet coral badge tunnel") in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "we saw a lunar ostrich velvet coral badge tunnel",  # no label
        "seed phrase: never paste it into a website, ever",  # a label, prose after it
    ],
)
def test_six_words_without_a_seed_label_stay(text: str) -> None:
    assert found(text) == []


# --- more than one labelled identifier --------------------------------------------------------


def test_second_tax_id_after_the_label() -> None:
    text = "Steuer-ID von mir 84702391686, die meiner Tochter 68415602731, bitte eintragen"
    assert kinds(text) == [K.NATIONAL_ID, K.NATIONAL_ID]


def test_a_number_of_another_length_after_a_tax_id_stays() -> None:
    text = "Steuer-ID 84702391686, Kundennummer 12345678901"
    assert found(text) == [(K.NATIONAL_ID, "84702391686")]


def test_tax_id_a_few_words_before_its_label() -> None:
    assert kinds("68415602731 ist übrigens meine Steuer-ID") == [K.NATIONAL_ID]


# --- table headers label their column --------------------------------------------------------


def test_table_header_labels_a_bare_cell() -> None:
    text = "| Name | Teléfono |\n|---|---|\n| Pilar | 654321987 |\n| Jon | 699123456 |"
    assert found(text) == [(K.PHONE, "654321987"), (K.PHONE, "699123456")]


def test_table_column_without_a_label_stays() -> None:
    text = "| Artículo | Cantidad |\n|---|---|\n| tornillos | 654321987 |"
    assert found(text) == []


# --- a business's stated public line -----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Stadtwerke Service-Hotline 0221 178 0, rund um die Uhr",
        "Boulangerie Martin : 04 72 10 30 30, le numéro officiel sur leur site",
    ],
)
def test_stated_public_lines_stay(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "the official hotline is busy, call my home line 0221 178 0 instead",  # personal
        "offizielle Hotline? Nein, das ist Jonas' Handy 0151 23456789",  # a mobile
        "la boutique officielle : 06 12 34 56 78",  # a mobile, whoever says so
    ],
)
def test_personal_or_mobile_numbers_near_public_words_go(text: str) -> None:
    assert K.PHONE in kinds(text)


def test_nanp_grouped_freephone_is_public() -> None:
    assert found("their support line is 1-877-555-0142, open 24/7") == []


# --- chat export time stamps before an answer --------------------------------------------------


def test_answer_after_a_time_stamped_question() -> None:
    text = (
        "[Tue 7:02 PM] Kai: what's the alarm code?\n[Tue 7:03 PM] Lu: 5829\n[Tue 7:03 PM] Kai: ty"
    )
    assert found(text) == [(K.PIN, "5829")]


def test_time_stamped_answer_to_another_question_stays() -> None:
    text = "[Tue 7:02 PM] Kai: how many chairs?\n[Tue 7:03 PM] Lu: 5829"
    assert found(text) == []


# --- a spoken dash, keypad letters, a bracketed qualifier, "or" in CJK -------------------------


def test_spoken_dash_joins_an_ssn() -> None:
    text = "her social is four one two dash six six dash one two three four"
    assert kinds(text) == [K.US_SSN]


def test_spoken_dash_in_prose_stays() -> None:
    assert found("we ran five dash ten laps") == []


@pytest.mark.parametrize("text", ["digicode : C4410", "door code A20931"])
def test_keypad_letter_before_digits(text: str) -> None:
    assert kinds(text) == [K.PIN]


def test_plain_code_with_a_letter_stays() -> None:
    assert found("the code is B4410 in the catalogue") == []


def test_bracketed_qualifier_after_a_cjk_label() -> None:
    assert found("暗証番号（アプリ用）518204") == [(K.PIN, "518204")]


def test_bracketed_count_after_a_cjk_label_stays() -> None:
    assert found("暗証番号（4桁）を入力してください") == []


@pytest.mark.parametrize("text", ["暗証番号は3341か7720のどっちか", "取款密码是334155或者772099"])
def test_or_between_two_codes(text: str) -> None:
    assert len(found(text)) == 2


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("CVN2：482 请尽快", K.CVV),
        ("carte 4970 1012 3456 7893 crypto 482", K.CVV),
        ("mima: qingtian2020", K.PASSWORD),
        ("Kennw.: Ahorn-51-X", K.PASSWORD),
        ("bike lock 7320", K.PIN),
        ("locker combo 12-30-4", K.PIN),
    ],
)
def test_new_label_words(text: str, kind: FindingKind) -> None:
    assert kind in kinds(text)


@pytest.mark.parametrize(
    "text", ["I bought crypto for 500 last year", "my bike lock broke in 2019", "combo meal 2"]
)
def test_new_label_words_in_prose_stay(text: str) -> None:
    assert found(text) == []


# --- later mechanisms: glued IBAN label, compounds naming a number, spoken pauses ----------------


def test_iban_glued_to_its_label() -> None:
    assert kinds("IBANDE89370400440532013000 for the rent") == [K.IBAN]


def test_iban_glued_to_another_word_stays() -> None:
    assert found("XYDE89370400440532013000 for the rent") == []


@pytest.mark.parametrize(
    "text", ["Rechnungsnr. 5833-677468 über 90 €", "Vertragsnummer 030 12345678, bitte angeben"]
)
def test_german_compounds_naming_a_number_are_no_phone(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize("text", ["Telefonnr. 030 12345678", "Handynummer 0151 23456789"])
def test_german_phone_compounds_still_label_a_phone(text: str) -> None:
    assert kinds(text) == [K.PHONE]


def test_digits_read_one_by_one_with_pauses() -> None:
    assert kinds("the pin is eight, two, six, one") == [K.PIN]


def test_groups_read_with_pauses_stay_groups() -> None:
    view = spoken_view("dial nine three one, two two", "dial nine three one, two two")
    assert view is not None
    assert view.text == "dial 931 22"


def test_device_code_read_out_with_dashes() -> None:
    assert found("der Tresor geht mit 3-8-1-5 auf") == [(K.PIN, "3-8-1-5")]


def test_date_after_a_device_word_stays() -> None:
    assert found("the door was fixed on 12-03-2024") == []


def test_cjk_bracket_digits_win_over_a_token_further_on() -> None:
    text = "暗証番号（アプリ）730112、第二暗証 9911"
    assert [value for _, value in found(text)] == ["730112", "9911"]


@pytest.mark.parametrize(
    "text",
    [
        "npm config set //registry.npmjs.org/:_authToken npm_"
        + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
        "SENDGRID=SG."
        + "a1B2c3D4e5F6g7H8i9J0k1"
        + "."
        + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V",
        "Authorization: SSWS 00" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0",
    ],
)
def test_vendor_shapes(text: str) -> None:
    assert found(text)
    assert "a1B2c3D4e5F6g7H8i9J0k1" not in redact(text).text


def test_unknown_authorization_scheme_keeps_its_credential_out() -> None:
    text = "Authorization: Splunk 1a2b3c4d-1a2b-3c4d-5e6f-1a2b3c4d5e6f"
    assert "1a2b3c4d-1a2b" not in redact(text).text


def test_bare_seed_label_before_a_colon() -> None:
    text = "Seed (Teil 1): lunar ostrich velvet coral badge tunnel"
    assert kinds(text) == [K.SEED_PHRASE]


def test_bare_seed_without_a_colon_stays() -> None:
    assert found("seed round with lunar ostrich velvet coral badge tunnel") == []


@pytest.mark.parametrize(
    "text", ["会议号 892 341 7765，没有密码", "Zoom meeting ID 892 341 7765 at noon"]
)
def test_meeting_ids_are_no_phone(text: str) -> None:
    assert K.PHONE not in kinds(text)


def test_katakana_label_inside_a_longer_word_is_none() -> None:
    assert found("ブロック高 840112 に到達") == []


def test_katakana_compound_with_a_lock_is_a_label() -> None:
    assert kinds("スマートロック 4471") == [K.PIN]


def test_value_before_a_compound_label() -> None:
    assert found("Nordwind#58 ist das WLAN-Passwort") == [(K.PASSWORD, "Nordwind#58")]


@pytest.mark.parametrize(
    "text",
    [
        "resetPassword: true",
        "curl -u USER:PASS -X POST",
        "my combo score was 4471 points",
    ],
)
def test_settings_stand_ins_and_game_combos_stay(text: str) -> None:
    assert found(text) == []


def test_number_in_an_earlier_clause_is_no_licence_number() -> None:
    assert found("Booking 4471829, and please bring your driver's license") == []
