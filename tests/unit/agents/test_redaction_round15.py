"""Round 15 mechanisms (sample files, router stickers, lists of codes, bank messages): a
template slot or a masked key stays, and a label inside a slot labels nothing; an
assignment's rejected value is not taken again with its "="; a Git host's no-reply address
and an IPv4 address stay; a network's name said with a copula stays; labels typed without
accents; issued codes of capitals and digits; a qualifier that names a payee and an
amount; a chain of prepositional phrases before a colon; a lock before a bare "combo"; a
network key printed in mixed groups; a numbered seed phrase with no space after the
numbers; the other codes of a list whose first code was found; a quotation of labelled
text is no one value."""

from __future__ import annotations

import pytest

from tests.support.redaction_checks import check

# --- what stays: stand-ins, masks, machine addresses, names ------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "sample config for the repo:\nDB_PASSWORD=<enter-password>\nPORT=5432",
            ["DB_PASSWORD=<enter-password>"],
        ),
        (
            "dans le README : ADMIN_PASS=<ton_mot_de_passe> puis TOKEN_NAME=deploy",
            ["<ton_mot_de_passe>", "TOKEN_NAME=deploy"],
        ),
        (
            "im Beispiel steht PASSWORT=<dein-passwort> und DB_USER=admin",
            ["<dein-passwort>", "DB_USER=admin"],
        ),
        ("the docs show STRIPE_KEY=sk_live_xxxxxxxxxxxxxxxx as an example", ["sk_live_xxxx"]),
        ("Author: Mo Chen <4412+mochen@users.noreply.github.com>", ["mochen@users.noreply"]),
        ("the VPS answers on 203.0.113.77 but not on port 22", ["203.0.113.77"]),
        ("réseau invité : le réseau c'est Bbox-99F1, rien d'autre", ["Bbox-99F1"]),
    ],
)
def test_stand_ins_names_and_addresses_stay(text: str, kept: list[str]) -> None:
    check(text, [], kept)


def test_a_label_in_a_slot_labels_nothing_but_a_json_key_still_does() -> None:
    # The neighbour of a slot is no value of the slot's word; a JSON key is a real label.
    check("fill in PASS=<tu_contraseña> y USER_ID=maria77 antes", [], ["USER_ID=maria77"])
    check('{"password": "Quokka!2291"}', ["Quokka!2291"], ['"password"'])


def test_a_real_value_after_an_assignment_still_goes() -> None:
    check("DB_PASSWORD=Marten#4471 in prod", ["Marten#4471"], ["DB_PASSWORD="])


def test_a_masked_key_stays_and_a_real_one_goes() -> None:
    check(
        "old: sk_test_xxxxxxxxxxxxxxxx, new: sk_test_51Hq8ZpLk2mVxR7tY3",
        ["sk_test_51Hq8ZpLk2mVxR7tY3"],
        ["sk_test_xxxxxxxxxxxxxxxx"],
    )


def test_a_personal_address_and_a_phone_with_dots_still_go() -> None:
    check("write to mochen@example-mail.net", ["mochen@example-mail.net"], [])
    check("mon portable : 06.12.34.56.78", ["06.12.34.56.78"], [])


# --- network names beside their passwords -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("Le wifi c'est Maison-4F2A / mdp : violette-pluie-77", "violette-pluie-77", "Maison-4F2A"),
        (
            "clé wifi : Hq7pZ2xL9mK4, et le réseau c'est Maison-4F2A",
            "Hq7pZ2xL9mK4",
            "Maison-4F2A",
        ),
        ("das WLAN ist Tannenbaum88", "Tannenbaum88", "das WLAN ist"),
    ],
)
def test_a_network_name_stays_beside_its_password(text: str, gone: str, kept: str) -> None:
    check(text, [gone], [kept])


def test_a_quoted_sticker_keeps_its_network_name() -> None:
    check(
        "シールには「SSID: home-4b2c 暗号化キー: 7c1e9a4d20f3b」と書いてある。キー変える？",
        ["7c1e9a4d20f3b"],
        ["home-4b2c"],
    )


# --- recall ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # labels without their accents
        ("Cle de securite : Rt5Lm9Qx2Wz8, sous la box", "Rt5Lm9Qx2Wz8"),
        ("mi contrasena es Halcon_2291", "Halcon_2291"),
        # an issued code of capitals and digits
        ("login code 9KT4R arrived but i didn't ask for it", "9KT4R"),
        ("the activation code on the letter: 7HQ2M-RK48P-ZX3W9, valid a week", "7HQ2M-RK48P-ZX3W9"),
        # a payee and an amount in the qualifier
        ("Ihre TAN für die Zahlung an M. Roth über 2.480,00 EUR lautet 771204", "771204"),
        ("the code for your payment of $1,250.00 is 660931", "660931"),
        # a chain of phrases before a colon
        ("Clave del candado del trastero del piso de mi hermana en Cuenca: 3907", "3907"),
        # a lock before a bare "combo"
        ("bike lock at the station combo 7-21-33 fyi", "7-21-33"),
        # a router key printed in mixed groups
        ("Clave WPA2 → aB3d Xy7K m9Pq R2tz (sin espacios)", "m9Pq"),
    ],
)
def test_labelled_values_go(text: str, secret: str) -> None:
    check(text, [secret], [])


@pytest.mark.parametrize(
    "text",
    [
        "the lunch combo 12-50-3 is great",
        "the verification code was sent to my phone, error E1234 though",
        "Ihre Bestellung für die Lieferung an P. Lang über 310,00 EUR ist unterwegs",
        "password: blue moon",
        "la cle USB de 32 Go est sur le bureau",
        "the network is down again since 0800",
    ],
)
def test_prose_near_the_same_words_stays(text: str) -> None:
    check(text, [], [text])


def test_a_numbered_seed_phrase_without_spaces_goes() -> None:
    words = ["abandon", "ability", "able", "about", "above", "absent"]
    words += ["absorb", "abstract", "absurd", "abuse", "access", "accident"]
    text = "backup sheet:\n" + " ".join(f"{n}.{w}" for n, w in enumerate(words, 1)) + "\nok?"
    check(text, ["absorb", "accident"], ["backup sheet:"])


# --- lists of codes -------------------------------------------------------------------------


def test_the_other_codes_of_a_list_go_and_other_numbers_stay() -> None:
    text = (
        "the door code → 5521\nshed at the back → 8043\ncamper van → 1196\n"
        "check-out → 1100\nroom → 412"
    )
    check(text, ["5521", "8043", "1196"], ["check-out → 1100", "room → 412"])


def test_a_list_without_a_found_code_stays() -> None:
    text = "opening hours\nMon → 0800\nTue → 0930\nWed → 1000"
    check(text, [], [text])


# --- a plain code said to be an issued one; the way in as what a code opens --------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the code they texted me is R4T8K, should i type it", "R4T8K"),
        ("Code : 9WM3P (valable 10 minutes)", "9WM3P"),
        ("you get in with 5083 and then push the door hard", "5083"),
        ("para entrar marca 7716 y luego la campana", "7716"),
    ],
)
def test_issued_codes_and_ways_in_go(text: str, secret: str) -> None:
    check(text, [secret], [])


@pytest.mark.parametrize(
    "text",
    [
        "flight code: LH4521 leaves from gate B",
        "use promo code SAVE2024 at checkout",
        "we get in at 0930 tomorrow",
        "para entrar al edificio a las 0800 hay que firmar",
    ],
)
def test_flights_promotions_and_times_stay(text: str) -> None:
    check(text, [], [text])


# --- a card's next line, a safe's setting ---------------------------------------------------


def test_a_network_name_stays_when_the_next_line_gives_the_password() -> None:
    check("wifi → Lakeside-Cabin-12\npw → juniper-owl-63", ["juniper-owl-63"], ["Lakeside-Cabin"])
    # a line that only talks about passwords gives none, so the wifi value is its password
    check("wifi: Fj0rd-H0use-77\npassword manager is full", ["Fj0rd-H0use-77"], [])


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the safe in the cabin I set to 6042 before we left", "6042"),
        ("der Tresor ist jetzt auf 6042 gesetzt", "6042"),
    ],
)
def test_a_safe_set_to_a_number_gives_its_code(text: str, secret: str) -> None:
    check(text, [secret], [])


def test_an_alarm_set_to_a_time_stays() -> None:
    check("I set the alarm to 0645 for tomorrow", [], ["0645"])


def test_a_conventional_default_stays_in_an_assignment_but_not_as_a_password() -> None:
    check("SESSION_SECRET=changeme   # set a real one in prod", [], ["SESSION_SECRET=changeme"])
    check("my router password is still changeme, oops", ["changeme"], ["my router password"])
