"""Round 13 mechanisms (life admin and paperwork): a form's label on the line above its
value, identity numbers by their names in six languages (tax numbers, the German health
insurance number, the Belgian register, the Canadian SIN, the Spanish and Mexican social
security numbers, the UK UTR), a business's registration number kept, a security
question's answer, a secret given as the answer to one's own question, passphrases with
spaces, a router key in blocks, old and new values, a value in brackets after its label,
labels in capitals, curly quotes; and what stays: timer floats, an order's "ID number"."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact


def _removed(text: str, value: str) -> bool:
    return value not in redact(text).text


def _untouched(text: str) -> bool:
    return not redact(text).findings


def _kinds(text: str) -> set[FindingKind]:
    return {finding.kind for finding in redact(text).findings}


# --- a form's label on the line above its value --------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("copie du formulaire :\nMOT DE PASSE\nLilas#2291\nmerci", "Lilas#2291"),
        ("Formular abgetippt:\nPIN (Karte)\n5082\nUnterschrift", "5082"),
        ("from the letter:\nSteuer-IdNr.\n62309778174\nplease check", "62309778174"),
        ("申請書\n個人番号\n9087 3934 8104\n連絡先は別", "9087 3934 8104"),
        ("Code de la boîte à clés\n3391\nle reste demain", "3391"),
        ("- contraseña temporal\nRemo!Lago52\n- cámbiala al entrar", "Remo!Lago52"),
        ("the agency wants my BSN\n247381925 is that ok", "247381925"),
        ("门禁的密码\n6614\n别外传", "6614"),
    ],
)
def test_a_value_under_its_label_line(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "Mot de passe oublié\n80331 München",
        "PIN pad\n14858",
        "Password reset\n08014",
        "Kundennummer\n48820113\nRechnung folgt",
        "what's the wifi password\nthanks",
        "Postcode\n10115",
        "Order number:\n4471 2290 1182",
    ],
)
def test_lines_that_hold_no_label_and_value_stay(text: str) -> None:
    assert _untouched(text)


# --- identity numbers by their names ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("HR 要的材料：税号 62309778174，别的没有", "62309778174"),
        ("numéro fiscal allemand : 39185604520", "39185604520"),
        ("número de identificación fiscal alemán 62309778174", "62309778174"),
        ("日本的个人编号 9087 3934 8104 要给吗", "9087 3934 8104"),
        ("Nationalregisternummer 88.04.12-001.60 für das Formular", "88.04.12-001.60"),
        ("número de registro nacional belga: 88041200259", "88041200259"),
        ("numéro d'assurance sociale : 265 590 158", "265 590 158"),
        ("mi número de seguro social de Canadá es 265 590 158", "265 590 158"),
        ("Versichertennummer auf der Gesundheitskarte: K123456781", "K123456781"),
        ("Nr. der Krankenversicherungskarte (vorne): T123456780, danke", "T123456780"),
        ("NUSS 08/41234567/30 para el alta", "08/41234567/30"),
        ("mi NSS del IMSS es 96489871432", "96489871432"),
        ("my UTR for self assessment: 4697441810", "4697441810"),
    ],
)
def test_identity_numbers_named_in_six_languages(text: str, value: str) -> None:
    assert _removed(text, value)


def test_a_wrong_check_digit_after_a_health_insurance_label_is_no_insurance_number() -> None:
    # K123456781 passes the check; K123456782 does not (and has no other reading)
    assert FindingKind.NATIONAL_ID not in _kinds("Krankenkasse: K123456782")


@pytest.mark.parametrize(
    "text",
    [
        "order ID number 4471229 shipped",
        "Meeting ID #309877 at 10",
        "número de pedido 081234567830",
    ],
)
def test_an_id_number_of_something_else_stays(text: str) -> None:
    assert _untouched(text)


# --- a business's registration and tax numbers are kept -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "for the W-9: our LLC's EIN 12-3456789, is that the TIN?",
        "le fournisseur : SIREN 732 829 320, TVA FR 44 732 829 320",
        "Rechnung der Firma, USt-IdNr. DE 136 695 976",
        "請求書の法人番号 5835678256246 を確認",
    ],
)
def test_company_numbers_are_no_phones(text: str) -> None:
    assert FindingKind.PHONE not in _kinds(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("ein Handy hab ich auch: 0151 23456789", "0151 23456789"),
        ("btw mi numero nuevo: 630 92 17 41", "630 92 17 41"),
        ("EIN 12-3456789, call me on 415-555-2671", "415-555-2671"),
    ],
)
def test_a_phone_near_a_company_word_is_still_a_phone(text: str, value: str) -> None:
    assert _removed(text, value)


# --- security answers, own questions, passphrases ------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the answer to my security question is Marmalade", "Marmalade"),
        ("la réponse à la question secrète est Caramel", "Caramel"),
        ("Antwort auf die Sicherheitsfrage ist Waldi", "Waldi"),
        ("respuesta a mi pregunta de seguridad: Canelo", "Canelo"),
        ("the bank's memorable word is HAZELNUT", "HAZELNUT"),
    ],
)
def test_a_security_question_answer_is_a_password(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("and the PIN for the card? hmm let me think... 7291", "7291"),
        ("le code reçu par SMS c'est quoi déjà... ah 550913", "550913"),
        ("¿Y el código que me mandaron? Ah sí, 550913", "550913"),
        ("what's my password again... oh right Quartz2020", "Quartz2020"),
        ("the pin? same as my birthday, 0711", "0711"),
        ("PIN: mum's birthday backwards, so 1170", "1170"),
    ],
)
def test_a_secret_answering_the_speakers_own_question(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the PIN? no idea, ask mum, she was born in 1962.",
        "the code? we need 3 of them by 1200",
        "Did you get the code? 1234 people signed up",
        "confirmation code? 84729301",
        "what was the code for the gate?? 1995 was the year we moved",
        "¿Cuál es tu código postal? 28013",
        "le code postal ? 75011",
        "the code of the booking? 448210",
    ],
)
def test_a_number_after_a_question_that_answers_nothing_stays(text: str) -> None:
    assert _untouched(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("my login is my email and password Rosie the cat 91 (with spaces)", "Rosie the cat 91"),
        ("Passwort: Rote Rosen 1987", "Rote Rosen 1987"),
        ("contraseña: Mi perro Toby 7, no se lo digas", "Mi perro Toby 7"),
        ("mot de passe : Petit Chat Noir 44 (avec des espaces)", "Petit Chat Noir 44"),
    ],
)
def test_a_passphrase_with_spaces(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the password expires in 30 days",
        "Das Passwort läuft am Montag 12. ab",
        "my password is Monday 3 times wrong",
    ],
)
def test_words_said_about_a_password_are_no_passphrase(text: str) -> None:
    assert _untouched(text)


# --- more shapes of a labelled value -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("WLAN-Schlüssel der Box: 4829 1057 3366 2210", "4829 1057 3366 2210"),
        ("new pw: Jupiter!Nine9 (old was Saturn8!)", "Saturn8"),
        ("new password is Jupiter9x, the old one was Saturn8x", "Saturn8x"),
        ("PIN changed from 4471 to 8812", "8812"),
        ("cambié la clave de Luna2020 a Sol2021", "Luna2020"),
        ("Digicode (47B29), puis 2e étage", "47B29"),
        ("Clave de la caja fuerte del hotel (190385)", "190385"),
        ("EL PIN DE LA TARJETA NUEVA ES 6203", "6203"),
        ("CVV “284”", "284"),
        ("Reisepass Nr. “F8FM8Z6N5”, ausgestellt in Köln", "F8FM8Z6N5"),
        ("问：我的护照号？答：E12345678", "E12345678"),
        ("Passwort fürs Portal (Untis) – Emma.6984 – Benutzer ist emma.k", "Emma.6984"),
        ("Mieterportal: jo@example.de / Balkon2Sonne!. Danke", "Balkon2Sonne"),
    ],
)
def test_more_shapes_of_a_labelled_value(text: str, value: str) -> None:
    assert _removed(text, value)


def test_the_user_name_after_a_dashed_password_stays() -> None:
    assert "emma.k" in redact("Passwort fürs Portal (Untis) – Emma.6984 – Benutzer ist emma.k").text


@pytest.mark.parametrize(
    "text",
    [
        "my password manager (1Password) is great",
        "password (optional)",
        "changed the meeting from 1400 to 1500",
    ],
)
def test_near_misses_of_those_shapes_stay(text: str) -> None:
    assert _untouched(text)


def test_a_version_after_an_address_and_a_slash_is_no_password() -> None:
    assert "v2.3.1" in redact("contact jo@mail.com / v2.3.1 release").text


# --- numbers with a fraction are no cards --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "elapsed 4733212345.123456 s",
        "t=4111111111.111111",
        '{"elapsed": 4539578763.621486, "n": 2}',
        "took 41111111.11111111 seconds",
    ],
)
def test_a_float_is_no_card(text: str) -> None:
    assert _untouched(text)


@pytest.mark.parametrize(
    "text", ["4111.1111.1111.1111", "card 4111 1111 1111 1111.", "ts 1.5 then 4539578763621486"]
)
def test_a_card_with_points_between_its_groups_is_still_a_card(text: str) -> None:
    assert FindingKind.PAYMENT_CARD in _kinds(text)
