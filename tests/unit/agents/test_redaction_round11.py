"""Round 11 mechanisms: a relative clause between a label and its verb, a value named by a
bracketed label after it, a lock's combination, a card PIN named by its length, codes keyed
into a machine or that unlock a thing, recovery codes and security answers, and a password
described before it is given."""

from __future__ import annotations

import pytest

from agents.redaction import redact


def _removed(text: str, value: str) -> bool:
    return value not in redact(text).text


def _untouched(text: str) -> bool:
    return not redact(text).findings


# --- a relative clause between the label and its verb -------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the code the courier texted me is 604183", "604183"),
        ("the pin my brother chose was 3390", "3390"),
        ("le code qu'on nous a donné à l'accueil est 7712", "7712"),
        ("el pin que me mandó el banco es 5208", "5208"),
        ("die PIN die mir die Bank geschickt hat ist 8163", "8163"),
        ("the password we picked for the shared laptop is Quokka!314", "Quokka!314"),
        ("la contraseña que elegimos para la tablet es Nube_2719", "Nube_2719"),
    ],
)
def test_a_relative_clause_between_label_and_verb(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the code I wrote for the parser is 4000 lines long",
        "the password I picked is simple, no worries",
        "the pin you need is in the blue drawer",
        "le code que j'ai écrit est propre",
        "el código que usamos es 2024",
    ],
)
def test_a_relative_clause_with_no_value_after_it(text: str) -> None:
    assert _untouched(text)


# --- a value, then its label in brackets -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("note for the trip: 6631 (pin), 0208 (door)", "6631"),
        ("Sparkasse 9174 (PIN), Postbank 2285 (PIN)", "2285"),
        ("Otter_Grove42 (mot de passe du wifi)", "Otter_Grove42"),
        ("Lima#5530 (contraseña)", "Lima#5530"),
        ("8832（暗証番号）", "8832"),
        ("C7RT41K09 [passport]", "C7RT41K09"),
    ],
)
def test_a_value_named_by_a_bracketed_label(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "call ext 4471 (pin not needed)",
        "room 1204 (door code on the sheet)",
        "Zimmer 1204 (Türcode)",
        "we sold 4471 units (pin badges)",
    ],
)
def test_a_bracket_that_says_something_else(text: str) -> None:
    assert _untouched(text)


# --- a lock's combination -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the combo for the shed padlock is 7-31-18", "7-31-18"),
        ("la combinaison du cadenas : 14 - 02 - 29", "14 - 02 - 29"),
        ("safe combination 9, 27, 4", "9, 27, 4"),
        ("die Kombination vom Spind ist 3-19-22", "3-19-22"),
    ],
)
def test_a_combination_of_short_numbers(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the lunch combo is 12, 50, 3",
        "I got a combo of 4471 points",
        "the combo meal is 7.99",
        "the combination of 3, 4 and 5 players",
    ],
)
def test_a_combo_that_is_no_lock(text: str) -> None:
    assert _untouched(text)


# --- a card's PIN named by its length ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the 4 digits for dad's debit card are 7316", "7316"),
        ("die vier Ziffern für Papas Karte sind 7316", "7316"),
        ("les 4 chiffres de la carte de papa : 7316", "7316"),
        ("los cuatro dígitos de la tarjeta de papá son 7316", "7316"),
        ("父のカードの4桁は7316", "7316"),
        ("支付卡的六位数是 731602", "731602"),
    ],
)
def test_a_card_pin_named_by_its_length(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the last 4 digits of my card are 7316",
        "card ending in the 4 digits 7316",
        "ma carte : les 4 derniers chiffres sont 7316",
        "カードの下4桁は7316",
    ],
)
def test_a_card_number_tail_is_no_pin(text: str) -> None:
    assert "7316" in redact(text).text


# --- a code keyed into a machine, or that unlocks a thing ---------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("at the atm just put in 5094", "5094"),
        ("am Geldautomaten 5094 eingeben", "5094"),
        ("au distributeur tu tapes 5094", "5094"),
        ("en el cajero marca 5094", "5094"),
        ("ATMで 5094 って入れてね", "5094"),
        ("ATM取款的时候输入 509427 就行", "509427"),
        ("my tablet unlocks with 5094", "5094"),
        ("mein Handy entsperrst du mit 509412", "509412"),
        ("mon téléphone se déverrouille avec 5094", "5094"),
        ("mi móvil se desbloquea con 5094", "5094"),
        ("die Nummer zum Entsperren vom Tablet ist 5094", "5094"),
        ("Kindersicherung: 5094", "5094"),
    ],
)
def test_a_code_keyed_in_or_that_unlocks(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the ATM charged me 3500 yen",
        "el cajero me cobró 1500 pesos",
        "unlock 1000 achievements this week",
        "ATM fee was 2500",
        "unlocked level 1200 today",
        "unlock level is 1200",
    ],
)
def test_a_machine_number_that_is_no_code(text: str) -> None:
    assert _untouched(text)


# --- recovery codes, security answers, a password described then given -------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("recovery code: 7QXM-4K2P-9TRA", "7QXM-4K2P-9TRA"),
        ("Wiederherstellungscode 7QXM-4K2P-9TRA", "7QXM-4K2P-9TRA"),
        ("code de secours : 7QXM-4K2P-9TRA", "7QXM-4K2P-9TRA"),
        ("código de recuperación: 7QXM-4K2P-9TRA", "7QXM-4K2P-9TRA"),
        ("恢复码：7QXM-4K2P-9TRA", "7QXM-4K2P-9TRA"),
        ("バックアップコード 7QXM-4K2P-9TRA", "7QXM-4K2P-9TRA"),
        ("security answer: Pickles", "Pickles"),
        ("respuesta de seguridad: Canela2009", "Canela2009"),
        ("my password is just my cat's name and a year, whiskers2011", "whiskers2011"),
        ("mot de passe = ville + année, donc Nantes1998", "Nantes1998"),
        ("Passwort: erst Vorname, dann Jahr → Greta2003", "Greta2003"),
        ("la contraseña es el nombre del perro y el año: Kira2016", "Kira2016"),
        ("the password is long, just copy it: Tundra-Owl-58 no idea why", "Tundra-Owl-58"),
    ],
)
def test_recovery_codes_answers_and_described_passwords(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the recovery code path is slow",
        "the backup code feature is off, so 2FA needs the app",
        "my password manager crashed, version 12, build 7",
    ],
)
def test_no_value_after_these_labels(text: str) -> None:
    assert _untouched(text)


# --- a password typed while failing to log in --------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("tried logging in with Pelican_Bay4, no luck", "Pelican_Bay4"),
        ("Pelican_Bay4 is what I typed for the password and it failed", "Pelican_Bay4"),
        ("j'ai essayé avec Pelican44 pour me connecter, rien", "Pelican44"),
        ("no puedo entrar con Pelicano55 en la cuenta", "Pelicano55"),
        ("mit Pelikan2018 komme ich nicht rein", "Pelikan2018"),
        ("Pelican2018登录不了", "Pelican2018"),
        ("Pelican2018でログインできない", "Pelican2018"),
    ],
)
def test_a_password_typed_while_failing_to_log_in(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "I tried logging in with Google, no luck",
        "mit Version2 komme ich nicht rein",
        "我用iPhone15登录不了",
        "用Python3写的脚本登录不了服务器",
    ],
)
def test_a_login_failure_with_no_password_in_it(text: str) -> None:
    assert _untouched(text)
