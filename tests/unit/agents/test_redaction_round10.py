"""Round 10 mechanisms: card codes described by place or length, the speaker's own value
after a label asked of someone else, phones across a line break, "user X pass Y",
"passcode" with a password's value, a value a pointer names, and numbers that are no card,
no password and no PIN (loyalty and test cards, source files, a bank's own code)."""

from __future__ import annotations

import pytest

from agents.redaction import redact


def _kinds(text: str) -> list[str]:
    return [f.kind.value for f in redact(text).findings]


def _removed(text: str, value: str) -> bool:
    return value not in redact(text).text


# --- a card code by where it is printed or how long it is ---------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the three digits on the back say 614, the rest is on my card already", "614"),
        ("le code au dos de la carte bleue, c'est 582", "582"),
        ("auf der Rückseite der Karte steht 739", "739"),
        ("los 3 dígitos del reverso de la tarjeta son 418", "418"),
        ("信用卡背面的三位数是：263", "263"),
        ("Karte 4111 1111 1111 1111, cód. seg. 7731", "7731"),
    ],
)
def test_a_card_code_described_by_its_place_or_length(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the 3 numbers on the back of his jersey are 23 and 417", "417"),  # no card
        ("the card has 3 digits on the back, it cost 120 €", "120"),  # a price
        ("on the back of the card they printed 250 words of fine print", "250"),  # a count
    ],
)
def test_a_place_or_length_without_a_card_code_keeps_the_number(text: str, value: str) -> None:
    assert not _removed(text, value)


# --- the speaker's own value after a label asked of someone else --------------------------


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("send me your passport number. mine is K7731904", "K7731904", "passport"),
        ("was ist deine Passnummer? meine ist C4F9RT2LK", "C4F9RT2LK", "passport"),
        ("c'est quoi ton code PIN ? le mien c'est 5521", "5521", "pin"),
        ("Reisepassnr. X8K2L7Q94, gültig bis 2030", "X8K2L7Q94", "passport"),
    ],
)
def test_mine_after_a_label_asked_of_someone(text: str, value: str, kind: str) -> None:
    assert _removed(text, value)
    assert kind in _kinds(text)


def test_mine_without_a_value_keeps_the_words() -> None:
    result = redact("what's your PIN? mine is the same as yours")
    assert result.findings == ()


# --- international phone numbers across a line break --------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Notruf Papa +49 1517\n2233445", "2233445"),
        ("mi número +34 612 34\n56 78", "56 78"),
        ("call me on +44 7700\n900123", "900123"),
    ],
)
def test_an_international_phone_split_by_a_line_break(text: str, value: str) -> None:
    assert _removed(text, value)
    assert _kinds(text) == ["phone"]


def test_a_phone_and_a_count_on_the_next_line_stay_apart() -> None:
    result = redact("call +49 30 1234567\n2 tickets left")
    assert result.text.endswith("\n2 tickets left")


# --- "user X pass Y" -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("backup login: username otterpond12 pass lakeside2020", "lakeside2020"),
        ("mi usuario es jlopez y la clave girasol88", "girasol88"),
        ("Benutzer mkraus / pass wolke2023", "wolke2023"),
    ],
)
def test_a_short_password_label_after_a_user_name(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    ["username bob bus pass 2024", "user maria pass ok", "the bus pass 2024 is cheaper"],
)
def test_pass_as_an_ordinary_word_after_a_user_name(text: str) -> None:
    assert redact(text).findings == ()


# --- "passcode" with a password's value ------------------------------------------------------


def test_a_passcode_that_is_a_password() -> None:
    result = redact("the passcode for the portal is Violin-Creek7")
    assert "Violin-Creek7" not in result.text
    assert _kinds("the passcode for the portal is Violin-Creek7") == ["password"]
    assert _kinds("my passcode: 4471") == ["pin"]
    assert redact("the passcode is wrong again").findings == ()


# --- a value that a pointer or "that's for …" names ----------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("7391 - that's for the padlock on the shed", "7391", "pin"),
        ("4402 c'est pour le cadenas du vélo", "4402", "pin"),
        ("6618 ist die Spind-Kombi", "6618", "pin"),
        ("mapleleaves ← 这就是我家的wifi密码", "mapleleaves", "password"),
        ("Otter#5521\n^ that's the new password for the router", "Otter#5521", "password"),
    ],
)
def test_a_value_a_pointer_names(text: str, value: str, kind: str) -> None:
    assert _removed(text, value)
    assert kind in _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "1999 - that's for the garage sale poster",
        "Paris - that's the capital",
        "Beautiful <- that's the word",
        "Beautiful23 <- that's the compass",
        "iPhone15Pro <- that's the one I want",
    ],
)
def test_a_pointer_at_no_secret(text: str) -> None:
    assert redact(text).findings == ()


# --- numbers that are no secret --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "my Clubcard 634004 0288 1193 5523 isn't collecting points",
        "use the test card 4242 4242 4242 4242 in the sandbox",
        "la tarjeta de prueba 4000 0566 5566 5556 sirve para débito",
        "the traceback ends in billing/invoice.py:214",
        "Banco de España, código 9000, para la tasa",
        "Deutsche Bundesbank, Code 5000",
    ],
)
def test_numbers_that_are_no_secret(text: str) -> None:
    assert redact(text).findings == ()


@pytest.mark.parametrize(
    "text",
    [
        "my card 4242 4242 4242 4242 exp 12/27",
        "login: bob / hunter22",
        "el cajero del banco, código 4471",
        # a rewards or store card is a credit card in English, not a loyalty number
        "my travel rewards card 5312 4377 8013 8745",
        "the store card 4111 1111 1111 1111 is maxed out",
    ],
)
def test_their_neighbours_are_still_found(text: str) -> None:
    assert redact(text).findings


# --- a password typed while failing to log in ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("can't sign in to my account, I tried Heron_2231 four times", "Heron_2231"),
        ("impossible de me connecter, j'ai essayé Prairie77 deux fois", "Prairie77"),
        ("no puedo entrar en mi cuenta, probé con Tortuga_55 y nada", "Tortuga_55"),
        ("komme nicht ins Konto, habe Wiese2024 eingegeben", "Wiese2024"),
        ("登录失败，输入了qwer5678还是不行", "qwer5678"),
        ("ログインできない、Sakura2020を入力したのに", "Sakura2020"),
    ],
)
def test_a_password_typed_while_logging_in(text: str, value: str) -> None:
    assert _removed(text, value)
    assert _kinds(text) == ["password"]


@pytest.mark.parametrize(
    "text",
    [
        "I tried 3 times to log in",
        "I tried Firefox and Chrome, the account page won't load",
        "I tried version 2.3.1 and the login still fails",
        "I tried Heron_2231 as a username for the game",  # no login word
    ],
)
def test_tried_with_no_password(text: str) -> None:
    assert redact(text).findings == ()


# --- a value corrected in the same breath ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my pin is 5 5 … no wait, it's 5 8 1 2", "5 8 1 2"),
        ("the PIN is 6620, sorry, I mean 6602", "6602"),
        ("mein PIN ist 7731, nein warte, 7713", "7713"),
        ("mon code est 3390, non attends, c'est 3309", "3309"),
        ("密码是8851，不对，是8815", "8815"),
    ],
)
def test_a_corrected_value(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "my pin is 4471, sorry for the 3 messages",
        "the error code is 404, sorry, I mean 500",
    ],
)
def test_a_correction_that_gives_no_value(text: str) -> None:
    result = redact(text)
    assert "3 messages" in result.text or "500" in result.text


# --- a PIN further on, a door keypad after a qualifier, a long qualifier -------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my PIN is still like my old bank's, 2719.", "2719"),
        ("le digicode de la résidence B3318, porte gauche", "B3318"),
        ("the door code for the building C4402", "C4402"),
        ("la contraseña de la cuenta de Netflix de mi hermana es Gato_1234", "Gato_1234"),
    ],
)
def test_a_value_past_a_longer_phrase(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my pin expired last week, 2023.", "2023"),
        ("the door code for room A12", "A12"),
        ("the code for the building B2231", "B2231"),
    ],
)
def test_no_value_past_a_longer_phrase(text: str, value: str) -> None:
    assert not _removed(text, value)


# --- a full password label with no separator after a network word ---------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("WLAN: Ferienhaus_5G / Passwort sonnenblumenfeld", "sonnenblumenfeld"),
        ("wifi: CasaAzul, password mariposasazules", "mariposasazules"),
    ],
)
def test_a_plain_password_after_a_network_word(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "wifi: HomeNet, password required for everyone",
        "the wifi password reset happened yesterday",
        "wifi at the cafe, password protected network",
    ],
)
def test_no_password_after_a_network_word(text: str) -> None:
    assert redact(text).findings == ()
