"""Round-8 mechanisms, each with positives and a near miss that must not change: a clause
set off by commas between a label and its value (Latin and CJK), letter-case remarks and
arrows that end a value's clause, delimited rows (CSV and SQL ``INSERT``) read with their
header, a named IMEI that is no phone, a short label that ends a configuration key, and
Japanese digits read out with a middle dot."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact

K = FindingKind


def found(text: str) -> list[tuple[FindingKind, str]]:
    return [(f.kind, text[f.start : f.end]) for f in redact(text).findings]


def values(text: str) -> list[str]:
    return [value for _, value in found(text)]


# --- a clause set off by commas between the label and its verb -----------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the alarm code for the cellar, when you arrive late, is 6093", "6093"),
        ("my PIN, as I told you last week, is 2816", "2816"),
        ("Die PIN vom Fahrradschloss, wenn du es brauchst, ist 3307", "3307"),
        ("el código del garaje, si llegas tarde, es 7714", "7714"),
        ("le code de l'immeuble, si tu arrives avant moi, est 5830", "5830"),
        ("the password, just so you have it, is Pelican!42", "Pelican!42"),
        # a strong separator after the clause
        ("code de carte, pour que tu t'en souviennes : 9021", "9021"),
        ("my password, in case you forget: Moss-Harbor-8", "Moss-Harbor-8"),
    ],
)
def test_a_clause_between_label_and_value(text: str, value: str) -> None:
    assert value in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "the code for the app, which we rewrote, is 2019 lines long",  # a year, a count
        "the code, the docs and the tests, is ready for review",
        "the password, as usual, is something nobody remembers",
    ],
)
def test_a_clause_between_label_and_prose_finds_nothing(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("仓库的密码锁，如果你们先到，是538172", "538172"),
        ("那个保险箱的密码，就是上回说的那个，其实是：6604", "6604"),
    ],
)
def test_cjk_clauses_between_label_and_digits(text: str, value: str) -> None:
    assert value in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "密码，我们明天再说，会议是2025年",  # a year
        "密码，他说，是12",  # too short for a PIN
        "密码忘了。明天是8月，会议室是3021",  # another sentence
    ],
)
def test_cjk_clauses_near_misses(text: str) -> None:
    assert found(text) == []


# --- how a password is written, and arrows, end its clause ---------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the router password is marmalade all lowercase", "marmalade"),
        ("my password is windowsill no spaces", "windowsill"),
        ("password: tangerinesky ← written on the box", "tangerinesky"),
        ("password: tangerinesky <- from the sticker", "tangerinesky"),
    ],
)
def test_case_remarks_and_arrows_end_the_value(text: str, value: str) -> None:
    assert (K.PASSWORD, value) in found(text)


def test_a_plain_word_followed_by_more_prose_stays() -> None:
    assert found("my password is weird all lowercase") == []
    assert found("the password is marmalade jars everywhere") == []


# --- delimited rows read with their header ------------------------------------------------


def test_csv_cells_are_read_with_their_column() -> None:
    text = "holder,card,expiry,cvc\nMara Quist,5105105105105100,11/29,417\nwhat now?"
    assert found(text) == [(K.PAYMENT_CARD, "5105105105105100"), (K.CVV, "417")]


def test_semicolon_csv_with_an_id_column() -> None:
    text = "nombre;dni;móvil\nAna Ruiz;12345678Z;612345678\n¿lo ordeno?"
    kinds = {kind for kind, _ in found(text)}
    assert K.NATIONAL_ID in kinds
    assert K.PHONE in kinds


def test_csv_without_a_secret_column_keeps_its_cells() -> None:
    text = "sku,qty,price,phone_model\nA-100,2,19.99,Pixel 8\nB-7,1,5.00,Galaxy"
    assert found(text) == []
    assert found("date,card,amount\n2024-01-02,Visa,12.50") == []


def test_a_row_with_another_field_count_ends_the_table() -> None:
    text = "name,cvc\nLea,312\nthe lottery gave 4,17,23 this week"
    assert found(text) == [(K.CVV, "312")]


def test_sql_insert_values_are_read_with_their_columns() -> None:
    text = (
        "INSERT INTO accounts (id, login, password_hash_plain) "
        "VALUES (7, 'mkline', 'Heron-2291.'), (8, 'jvo', 'Quartz!77');"
    )
    assert values(text) == ["Heron-2291.", "Quartz!77"]


def test_sql_insert_without_secret_columns_stays() -> None:
    assert found("INSERT INTO orders (id, total, note) VALUES (42, 19.99, 'ship fast');") == []


# --- a named IMEI is no phone --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "IMEI vom alten Handy: 354182643488776",  # Luhn-valid, after a phone word
        "手机IMEI 350732468343599，保修用",
    ],
)
def test_a_named_imei_is_kept(text: str) -> None:
    assert found(text) == []


def test_imei_word_with_a_number_failing_luhn_stays_a_phone() -> None:
    # the word alone is not enough: 15 digits that fail the check digit are read as before
    assert found("IMEI vom alten Handy: 354182643488775") == [(K.PHONE, "354182643488775")]


def test_imei_word_does_not_shield_a_phone() -> None:
    assert (K.PHONE, "+44 7700 900123") in found("IMEI ok, call me on +44 7700 900123")


# --- a short label ending a configuration key ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ADMIN_PASS=lighthouse", "lighthouse"),
        ("export SMTP_PASS='seashells'", "seashells"),
        ("mail.pass: driftwood", "driftwood"),
    ],
)
def test_pass_at_the_end_of_a_config_key(text: str, value: str) -> None:
    assert (K.PASSWORD, value) in found(text)


def test_pass_alone_or_with_a_number_setting_stays() -> None:
    assert found("pass: monthly") == []
    assert found("MAX_PASS=3") == []


# --- Japanese digits read out with a middle dot --------------------------------------------


def test_katakana_digits_with_middle_dots_are_one_number() -> None:
    assert found("暗証番号：サン・ナナ・イチ・ハチ。") == [(K.PIN, "サン・ナナ・イチ・ハチ")]


def test_middle_dots_between_words_that_are_not_digits_stay() -> None:
    assert found("ドレミ・ファ・ソ、覚えた？") == []


# --- a device, a comma, then a verb of the keypad ------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("For the side door, key in 7302 and push", "7302"),
        ("Für das Hoftor, gib 5817 ein", "5817"),
        ("Pour le portail, compose 6640", "6640"),
        ("Para la puerta del patio, teclea 7093", "7093"),
        ("到了小区门禁，输入3815就能进", "3815"),
    ],
)
def test_a_code_keyed_in_after_the_device(text: str, value: str) -> None:
    assert (K.PIN, value) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "For the alarm company, dial 0800 123 456",  # the first group of a phone number
        "At the gate, enter 2024 in the visitor log",  # a year
        "For the front door, there are 12 steps",
        "At the gate, wait 10 minutes",
    ],
)
def test_keypad_verbs_near_misses(text: str) -> None:
    assert found(text) == []


# --- a labelled value cut by a line break after a joiner -----------------------------------


def test_a_value_cut_after_a_joiner_continues_on_the_next_line() -> None:
    text = "router password: Quiet-\nMaple-Ridge9"
    assert found(text) == [(K.PASSWORD, "Quiet-\nMaple-Ridge9")]


def test_a_value_that_ends_its_line_does_not_take_the_next_one() -> None:
    text = "router password: QuietMaple9\nthanks a lot"
    assert found(text) == [(K.PASSWORD, "QuietMaple9")]
