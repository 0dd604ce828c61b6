"""The mechanisms of the fifth round, each with secrets that must go and near misses that
must stay: the key and token word family, IBANs in any grouping, the words of a phrase
that says what a code opens, codes read out in groups, lists of values after one label,
a value repeated later in the message, a chat answer on the next line, a network named
where its password is meant, password-only abbreviations, passports written in groups or
before their label, private-key containers, stand-in e-mail addresses, and an order word
that no longer governs a number past a comma."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact
from tests.support.redaction_checks import check

K = FindingKind


# --- keys and tokens named by a word of their family --------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("the Mapbox key for prod is Qe41hTz09LmWc2vNpX8s", ["Qe41hTz09LmWc2vNpX8s"], ["prod"]),
        ("Zugriffstoken: 7Hk2mQpz04RtYv8LcX1n", ["7Hk2mQpz04RtYv8LcX1n"], ["Zugriffstoken"]),
        ("jeton : 7Hk2mQpz04RtYv8LcX1n", ["7Hk2mQpz04RtYv8LcX1n"], ["jeton"]),
        ("el token de acceso es 7Hk2mQpz04RtYv8LcX1n", ["7Hk2mQpz04RtYv8LcX1n"], ["acceso"]),
        ("アクセスキーは7Hk2mQpz04RtYv8LcX1n", ["7Hk2mQpz04RtYv8LcX1n"], ["アクセスキー"]),
        ("SERVICE_KEY=7Hk2mQpz04RtYv8LcX1n", ["7Hk2mQpz04RtYv8LcX1n"], ["SERVICE_KEY"]),
        ("licence key 9F3KQ27XM4P8ZT61RW5B", ["9F3KQ27XM4P8ZT61RW5B"], ["licence"]),
        ("c0ffee77d00d4242beef31337a11ce99 is the api key", ["c0ffee77d00d4242"], ["api key"]),
        # no machine-made value, or a key meant to be shared
        ("the key is to water it twice a week", [], ["twice a week"]),
        ("token 3 of 10 has been used", [], ["token 3 of 10"]),
        ("der Schlüssel für Zimmer 12 liegt an der Rezeption", [], ["Zimmer 12"]),
        ("public key: AAAAC3NzaC1lZDI1NTE5AAAAIFq8Xn2", [], ["AAAAC3NzaC1lZDI1NTE5AAAAIFq8Xn2"]),
        ("la clé publique : AAAAC3NzaC1lZDI1NTE5AAAA1234", [], ["AAAAC3NzaC1lZDI1NTE5AAAA1234"]),
        ("the idempotency key is 7b2c1f4e-9a8d-4e3b-b5a6-1c2d3e4f5a6b", [], ["7b2c1f4e"]),
        ("the token limit is 128000 per request", [], ["128000"]),
    ],
)
def test_key_word_family(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- IBANs however they are grouped ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("IBAN DE89-3704-0044-0532-0130-00 bitte", ["0044-0532"], ["bitte"]),
        ("IBAN DE89.3704.0044.0532.0130.00", ["0044.0532"], ["IBAN"]),
        ("meine IBAN: DE89 3704 0044 0532 013000", ["0532 013000"], ["meine IBAN"]),
        ("IBAN DE89 3704 0044 0532 0130 00 - danke", ["0044 0532"], ["danke"]),
        # the check fails by one digit: no IBAN
        ("IBAN DE89-3704-0044-0532-0130-01", [], ["0130-01"]),
    ],
)
def test_iban_in_any_grouping(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- a code, what it opens, then its digits ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("code du casier 7305", ["7305"], ["casier"]),
        ("código del candado 5581", ["5581"], ["candado"]),
        ("Code vom Fahrradschloss 2946", ["2946"], ["Fahrradschloss"]),
        ("le code, 8802", ["8802"], ["le code"]),
        ("contraseña del cajero 6139", ["6139"], ["cajero"]),
        ("le code c'est le 4471", ["4471"], ["c'est le"]),
        ("el código es el 9034", ["9034"], ["es el"]),
        ("Prüfnummer auf der Rückseite ist 284", ["284"], ["Rückseite"]),
        # a room, a law or a year: no code
        ("the code for room 1204 is on the door", [], ["1204"]),
        ("code du travail article 1234", [], ["1234"]),
        ("code of conduct 2019 edition", [], ["2019"]),
        ("le code, c'est du Python", [], ["Python"]),
    ],
)
def test_code_after_what_it_opens(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- a code read out in groups ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("PIN: 4 4 1 9", ["4 4 1 9"], ["PIN"]),
        ("the pin is 12 34", ["12 34"], ["the pin is"]),
        ("我的密码：6 6 0 3", ["6 6 0 3"], ["我的密码"]),
        ("la clave es 71 52", ["71 52"], ["la clave es"]),
        # a length, a count of tries, or years
        ("the pin is 4 digits", [], ["4 digits"]),
        ("PIN 1 2 3 tries left", [], ["1 2 3"]),
        ("code 2024 2025", [], ["2024 2025"]),
    ],
)
def test_spaced_codes(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


def test_spaced_code_stops_before_a_count() -> None:
    result = redact("door code 5519 3 times")
    assert "5519" not in result.text
    assert "3 times" in result.text


# --- lists of values after one label --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("the PINs are 4419 and 8812", ["4419", "8812"], ["the PINs are"]),
        ("pin: 4419 (old) / 8812 (new)", ["4419", "8812"], ["(old)"]),
        ("Mein PIN ist 4419 und der von Anna 8812", ["4419", "8812"], ["von Anna"]),
        ("我的密码4419，我老婆的8812", ["4419", "8812"], ["我老婆的"]),
        ("passwords: Tanne!891 and Fichte#22", ["Tanne!891", "Fichte#22"], ["passwords"]),
    ],
)
def test_values_in_a_list(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("door code 4419, room 1204 on the 2nd floor", "room 1204"),
        ("door code 4419 from 1830 until 2200", "1830"),
        ("PIN 4419 and the order number 88123", "88123"),
        ("password Tanne!891 and the username anna2024x", "anna2024x"),
    ],
)
def test_list_stops_at_another_kind_of_number(text: str, kept: str) -> None:
    result = redact(text)
    assert "4419" not in result.text and "Tanne!891" not in result.text
    assert kept in result.text


# --- a value repeated --------------------------------------------------------------------


def test_repeated_value_goes_everywhere() -> None:
    result = redact("Mein Passwort ist Sonne123 – also Sonne123, nicht sonne123")
    assert "Sonne123" not in result.text
    assert "sonne123" in result.text  # another value, not a repetition
    assert [f.kind for f in result.findings] == [K.PASSWORD, K.PASSWORD]


def test_repetition_inside_a_longer_number_stays() -> None:
    result = redact("PIN 4419; the bill was 14419 or 4419.50")
    assert "14419" in result.text
    assert "4419.50" in result.text


# --- an answer on the next line -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("me: whats the wifi\nher: Larch-Pond-77\nme: ty", ["Larch-Pond-77"], ["her: "]),
        ("A: what is the pin?\nB: 3318\nA: thx", ["3318"], ["B: "]),
        ("c'est quoi le code du portail ?\n> 7731", ["7731"], ["> "]),
        ("密码是多少？\nqq8837xx!", ["qq8837xx"], ["密码是多少"]),
        # no secret asked for, or an answer that is no value
        ("what time is the meeting?\n1530", [], ["1530"]),
        ("what's the wifi password?\nidk ask mom", [], ["idk ask mom"]),
        ("what is the code?\n2024", [], ["2024"]),
        ("what's the wifi?\nhttp://192.168.1.1", [], ["http://192.168.1.1"]),
    ],
)
def test_answer_on_the_next_line(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- a network named where its password is meant -------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("wifi: Gr33n-Fern-Hollow", ["Gr33n-Fern-Hollow"], ["wifi"]),
        ("das WLAN ist Tannenbaum88", ["Tannenbaum88"], ["das WLAN ist"]),
        ("wifi: HomeNet", [], ["HomeNet"]),
        ("Wifi network: Telekom-ABC123", [], ["Telekom-ABC123"]),
        ("the wifi is down again", [], ["down again"]),
    ],
)
def test_network_word_as_label(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


def test_network_name_then_its_password() -> None:
    result = redact("wifi: Cabana_2G, clave tortugamarina")
    assert "Cabana_2G" in result.text
    assert "tortugamarina" not in result.text


# --- abbreviations that only mean "password", and Spanish "contra" --------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("le mdp c'est chaussette", ["chaussette"], ["le mdp"]),
        ("PW ist sonnenblume", ["sonnenblume"], ["PW ist"]),
        ("psw: Rosebud77", ["Rosebud77"], ["psw"]),
        ("la contra del wifi es pajarito", ["pajarito"], ["la contra"]),
        ("mi contra es mimamamemima jajaja", ["mimamamemima"], ["jajaja"]),
        # "pass" and "clave" are words of their own; "contra" without its article too
        ("bus pass is cheaper", [], ["cheaper"]),
        ("la clave es la paciencia", [], ["paciencia"]),
        ("estoy en contra de esa idea", [], ["esa idea"]),
        ("le mdp est trop long", [], ["trop long"]),
    ],
)
def test_password_abbreviations(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- stand-ins --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "la contraseña es tu_contraseña",
        "contraseña: {{password}}",
        "password: YOUR_PASSWORD",
        "mot de passe : votre_mot_de_passe",
        "escríbeme a usuario@dominio.com",
        "send it to name@domain.com",
        "git clone git@github.com:acme/app.git",
        "ssh://deploy@build01.internal/srv",
    ],
)
def test_stand_ins_and_user_names_stay(text: str) -> None:
    check(text, [], [text])


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("contraseña: contraseña123", "contraseña123"),
        ("mail anna@example.com", "anna@example.com"),
        ("postgres://bob:s3cr3t@db.example.com/app", "s3cr3t"),
        ("https://x.com/?email=anna@example.com", "anna@example.com"),
    ],
)
def test_real_values_near_stand_ins_go(text: str, gone: str) -> None:
    assert gone not in redact(text).text


# --- passports in groups, and before their label -----------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("Passport: AB 1234567", ["1234567"], ["Passport"]),
        ("passport no 123-456-789", ["456"], ["passport no"]),
        ("passport E 1234 5678", ["1234 5678"], ["passport"]),
        ("X1234567 is my passport number", ["X1234567"], ["is my passport"]),
        ("C01X00T47 ist mein Reisepass", ["C01X00T47"], ["Reisepass"]),
        ("travel document number GB1234567", ["GB1234567"], ["travel document"]),
        ("passport expires 12 03 2030", [], ["12 03 2030"]),
        ("PASSPORT is my favourite word", [], ["favourite"]),
    ],
)
def test_passports(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- private keys in their containers --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        (
            "[Interface]\nPrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=\nAddress = x",
            ["yAnz5TF"],
            ["Address"],
        ),
        (
            '{"kty":"EC","x":"f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8","d":"jpsQnnGQmL-YBIffH1136cspYG6"}',
            ["jpsQnnGQmL"],
            ["f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8"],
        ),
        (
            "Public-Lines: 1\nAAAAC3NzaC1lZDI1\nPrivate-Lines: 1\nAAAAIBzXgGrlm1Ew0Rq8\nPrivate-MAC: 1f",
            ["AAAAIBzXgGrlm1Ew0Rq8"],
            ["AAAAC3NzaC1lZDI1", "Private-MAC"],
        ),
        ("BEGIN RSA PRIVATE KEY\nMIIEowIBAAKCAQEAu1SU1\nEND RSA PRIVATE KEY", ["MIIEow"], []),
        (
            "clé privée ETH\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
            ["e3b0c44298fc"],
            ["clé privée ETH"],
        ),
        ("nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5", ["nsec1vl029"], []),
        ("PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=", [], ["xTIBA5rbo"]),
        ("we begin private key rotation tomorrow", [], ["rotation"]),
    ],
)
def test_private_key_containers(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- phones: an order word governs its own clause only -----------------------------------


def test_order_word_past_a_comma_does_not_govern_the_phone() -> None:
    result = redact("快递填这个：收件人陈晨，186-1971-0171，谢谢")
    assert "186-1971-0171" not in result.text
    assert [f.kind for f in result.findings] == [K.PHONE]


@pytest.mark.parametrize(
    "text", ["订单号 186-1971-0171", "order 0612345678", "Bestellung, Nr. 0612345678"]
)
def test_order_word_in_the_same_clause_still_governs(text: str) -> None:
    assert redact(text).findings == ()


# --- an ITIN after an SSN label ------------------------------------------------------------


def test_itin_after_its_label() -> None:
    assert "936-70-4399" not in redact("ITIN 936-70-4399").text
    # not an ITIN's group, and no SSN: stays
    assert "900-12-3456" in redact("ITIN 900-12-3456").text


# --- German area codes set off by " / " or " - " ---------------------------------------------


@pytest.mark.parametrize(
    "text", ["ruf an: 0171 / 234 56 78", "Tel.: 030 - 123 456 78", "Tel. 0171 / 2345678"]
)
def test_area_code_set_off_by_a_spaced_slash_or_dash(text: str) -> None:
    result = redact(text)
    assert [f.kind for f in result.findings] == [K.PHONE]
    assert "0171" not in result.text and "030" not in result.text


@pytest.mark.parametrize(
    "text",
    [
        "Seiten 12 - 15 - 18",
        "Ergebnis 3 - 1, dann 2 - 0 und 4 - 4",
        "Zimmer 101 - 105 und 201 - 205",
    ],
)
def test_spaced_dashes_between_small_numbers_stay(text: str) -> None:
    check(text, [], [text])


# --- card security codes --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("4111111111111111 12/26 737", ["737"], ["12/26"]),
        ("4111111111111111 exp 12/2026 737 thanks", ["737"], ["thanks"]),
        ("card ends 4242, code on back 318", ["318"], ["on back"]),
        ("cvv# 552", ["552"], ["cvv#"]),
        ("ccv 552", ["552"], ["ccv"]),
        ("the cvv number is 552", ["552"], ["number is"]),
        ("the pin number is 4419", ["4419"], ["number is"]),
    ],
)
def test_card_codes(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


def test_a_number_after_the_card_that_is_no_expiry_is_no_code() -> None:
    result = redact("card 4111111111111111 and 555 1234")
    assert "555 1234" in result.text


def test_hash_inside_a_word_is_no_separator() -> None:
    check("hashtag#1 trend", [], ["hashtag#1 trend"])


# --- what a code opens, in German compounds, Japanese and Chinese --------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("Spindcode 4417", ["4417"], ["Spindcode"]),
        ("Schließfachcode: 3920", ["3920"], ["Schließfachcode"]),
        ("das Fahrradschloss geht mit 6604 auf", ["6604"], ["geht mit"]),
        ("スマホのロックは5821", ["5821"], ["スマホのロックは"]),
        ("宅配ボックス7710", ["7710"], ["宅配ボックス"]),
        ("密码是我生日738291", ["738291"], ["我生日"]),
        ("卡密738291", ["738291"], ["卡密"]),
        ("提货码 552019", ["552019"], ["提货码"]),
        # an error, a discount, source code, a dialling code; a year, a count, a line
        ("Fehlercode 4417", [], ["4417"]),
        ("Rabattcode 4417", [], ["4417"]),
        ("Quellcode 4417", [], ["4417"]),
        ("Ländercode 0049", [], ["0049"]),
        ("Schloss Neuschwanstein wurde 1869 gebaut", [], ["1869"]),
        ("ロックフェス2024に行く", [], ["2024"]),
        ("鍵を3000円で買った", [], ["3000円"]),
        ("密码在第1234行", [], ["1234"]),
        ("密码错误三次后锁定30分钟", [], ["30分钟"]),
    ],
)
def test_what_a_code_opens(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


def test_passport_in_groups_after_a_verb() -> None:
    check("passport number is 1234 56789", ["1234 56789"], ["number is"])
    check("Passport number 12-345-6789", ["345"], ["Passport number"])


# --- identity documents of health insurance and residence -----------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("Medicare number 1EG4-TE5-MK73", ["1EG4-TE5-MK73"], ["Medicare number"]),
        ("green card number SRC1234567890", ["SRC1234567890"], ["green card"]),
        ("DL: S530-4601-7712", ["S530-4601-7712"], ["DL:"]),
        ("Versichertennummer A123456780", ["A123456780"], ["Versichertennummer"]),
        ("健康保険証の番号 12345678", ["12345678"], ["健康保険証"]),
        ("ITIN 936-70-4399", ["936-70-4399"], ["ITIN"]),
        ("medicare covers 80 percent after 2024", [], ["80 percent"]),
        ("green card holders since 2019 need form I-90", [], ["I-90"]),
        ("the DL: is closed on weekends", [], ["weekends"]),
    ],
)
def test_identity_documents(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("u/n: anna p/w: Rosebud77", ["Rosebud77"], ["u/n: anna"]),
        ("pswrd: Rosebud77", ["Rosebud77"], ["pswrd"]),
        ("the p/w ratio is 3:1", [], ["3:1"]),
    ],
)
def test_more_password_abbreviations(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)
