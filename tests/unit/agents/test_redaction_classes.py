"""The mechanisms of the fourth round, each with secrets that must go and look-alikes
that must stay: plain-word passwords after a verb, vendor key formats, CN resident ids
past a county renamed, labelled identity documents, UK National Insurance numbers, spaced
SSNs, a second value named for someone else, passphrases, misspelt labels a few words
before the verb, card-back and ATM PIN labels, person-number phone labels, BitLocker
recovery keys, and a joined password further on in the line."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact
from agents.redaction_shapes import passphrase
from tests.support.redaction_checks import check

K = FindingKind


# --- a plain word after a verb ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("the password for the garden shed is tulipfield", ["tulipfield"], ["garden shed"]),
        ("mi contraseña del banco es golondrina", ["golondrina"], ["del banco"]),
        ("le mot de passe du portable est framboise", ["framboise"], ["du portable"]),
        ("das Passwort vom Laptop ist Wanderfalke", ["Wanderfalke"], ["vom Laptop"]),
        ("the wifi password is marmalade haha", ["marmalade"], ["haha"]),
        ("my password is weird", [], ["weird"]),
        ("the password is hashed with argon2", [], ["hashed"]),
        ("the password to success is persistence", [], ["persistence"]),
        ("la contraseña es distinta en cada sitio", [], ["distinta"]),
        ("the password is usually printed", [], ["usually"]),
        ("1Password is great for families", [], ["1Password is great"]),
        ("la connexion du mot de passe est lente", [], ["lente"]),
    ],
)
def test_plain_word_after_a_verb(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- vendor keys by their documented structure --------------------------------------------

# Assembled so that no complete credential-looking literal sits in the repository.
TWILIO = "SK" + "7e3a" * 8
MAILGUN = "key-" + "9q2w8e7r6t5y4u3i" * 2
TELEGRAM = "7712345678:AA" + "Fq3bX9zLk2" * 3 + "Wp1"
GROQ = "gsk_" + "Tz8pQ2mN4v" * 5
VAULT = "hvs." + "CAESIJ9x2Lw" * 3
BITLOCKER = "-".join(f"{11 * n:06d}" for n in (3, 4001, 27777, 99, 5050, 1234, 40000, 17))


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"twilio sent {TWILIO} from the console", TWILIO),
        (f"mailgun: {MAILGUN}", MAILGUN),
        (f"bot token {TELEGRAM} for the alerts bot", TELEGRAM),
        (f"GROQ_API_KEY={GROQ}", GROQ),
        (f"vault printed {VAULT} just now", VAULT),
        (
            "the api key 4f9a2c7e1b8d6f3a0c5e9b2d7f1a4c8e for staging",
            "4f9a2c7e1b8d6f3a0c5e9b2d7f1a4c8e",
        ),
        (f"recovery key {BITLOCKER}", BITLOCKER),
        (
            "post to https://hooks.slack.com/services/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",
            "q1w2e3r4t5y6u7i8o9p0a1s2",
        ),
    ],
)
def test_vendor_formats(text: str, secret: str) -> None:
    result = redact(text)
    assert secret not in result.text, result.text
    assert K.SECRET in {f.kind for f in result.findings}


@pytest.mark.parametrize(
    "text",
    [
        "ask the desk about the task SKU list",
        "the api key rotation runs on 2025-04-01T09:30:00Z",
        "token bucket size 20000000000000000000 is huge",
        # the same digits as a recovery key, but one block is no multiple of 11
        "serials " + "-".join(["123456"] * 8),
        "key-value stores and path patterns",
        "commit 9f2c1e7b3a5d8f0e2c4b6a8d0f1e3c5b7a9d2f4e",
    ],
)
def test_vendor_look_alikes_stay(text: str) -> None:
    check(text, [], [text[:12]])


# --- identity numbers ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # check digit and birth date hold; the county code was created after 1964
        ("hotel wants my ID 440305196410239952 for check-in", "440305196410239952"),
        ("身份证号码：11010519491231002X", "11010519491231002X"),
        ("my resident ID is K8812345", "K8812345"),
        ("HKID Z683365(5)", "Z683365(5)"),
        ("ID number: 77-123-4567-B", "77-123-4567-B"),
        ("我的证件号码 G12345678", "G12345678"),
        ("NI号是JK 10 29 38 A", "JK 10 29 38 A"),
        ("my NI no. AB 54 32 10 C please", "AB 54 32 10 C"),
        ("Canadian SIN? no, the US ID is 219 08 7345", "219 08 7345"),
    ],
)
def test_identity_numbers(text: str, value: str) -> None:
    assert value not in redact(text).text


@pytest.mark.parametrize(
    "text",
    [
        # a valid-looking date and check digit, but no province 99
        "order 990305196410239952 shipped",
        "tracking 1Z999AA10123456784 arrives Tuesday",
        "my ID number is the same as before",
        "version 2.19.5 released 2025-03-01, build 219 08 7345",
        "ni una palabra más sobre el tema",
        "the unit ABC123456D is on shelf 4",
        "the ID card expires 2031-05-17",
    ],
)
def test_identity_look_alikes_stay(text: str) -> None:
    check(text, [], [text[:10]])


# --- someone else's value, later on the line ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("passport P4410092, my brother's is P5520183", ["P4410092", "P5520183"], ["brother"]),
        ("mi pin es 7741. el de mi hermana es 3390", ["7741", "3390"], ["hermana"]),
        ("mon code PIN est 6612, celui de mon fils est 2208", ["6612", "2208"], ["fils"]),
        ("meine PIN ist 5521, die von meinem Sohn ist 8843", ["5521", "8843"], ["Sohn"]),
        ("我的护照号E55512345，我妈的是E66623456", ["E55512345", "E66623456"], ["我妈"]),
        ("my passport is Q7712345 and my wife's is expired", ["Q7712345"], ["expired"]),
    ],
)
def test_second_value_for_someone_else(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- passphrases, misspelt labels, network keys -------------------------------------------


def test_passphrase_shape() -> None:
    assert passphrase("Otter-Lantern-Quiet-Meadow")
    assert passphrase("violeta_mar_arena")
    assert not passphrase("state-of-the-art")
    assert not passphrase("up-to-date")
    assert not passphrase("2025-03-01-final")
    assert not passphrase("red-car")


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("el nuevo es Luna-Grande-Verde-Mar", ["Luna-Grande-Verde-Mar"], ["el nuevo es"]),
        ("la contrasenia del router nuevo es Lechuza77", ["Lechuza77"], ["router nuevo"]),
        ("my passwrd for the gym locker is Falcon2020", ["Falcon2020"], ["gym locker"]),
        ("wifi: Cabana_2G, clave tortugamarina", ["tortugamarina"], ["Cabana_2G"]),
        ("the new one is state-of-the-art", [], ["state-of-the-art"]),
        ("wifi gratis, clave incluida en la reserva", [], ["incluida"]),
        ("the processor is fast and the display is sharp", [], ["processor"]),
    ],
)
def test_passphrases_misspellings_network_keys(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- card backs, ATM PINs -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("the digits on the back are 804, card ends 1111", ["804"], ["card ends"]),
        ("les 3 chiffres au dos de ma carte : 271", ["271"], ["au dos"]),
        ("clave del cajero: 6620", ["6620"], ["cajero"]),
        ("my card pin is 0917", ["0917"], ["card pin"]),
        ("code CB 4470 pour le resto", ["4470"], ["resto"]),
        ("sign your name on the back 3 times", [], ["3 times"]),
        ("park on the back 200 metres past the gate", [], ["200 metres"]),
        ("don't nip it in the bud", [], ["nip it"]),
    ],
)
def test_card_back_and_atm_pins(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- person-number phone labels -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("número de mi tío 654.321.987", ["654.321.987"], ["tío"]),
        ("my aunt's number 020 7946 0321", ["7946 0321"], ["aunt"]),
        ("número de cuenta 654.321.987", [], ["654.321.987"]),
        ("el número de serie es 654.321.987", [], ["654.321.987"]),
        ("population 654.321.987 in total", [], ["654.321.987"]),
    ],
)
def test_person_number_phone_labels(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


# --- a joined password further on in the line ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        (
            "the vpn password is what I told you plus the year, so Copper_Fox26",
            ["Copper_Fox26"],
            ["plus the year"],
        ),
        (
            "my password got reset again, I picked River-Stone9.",
            ["River-Stone9"],
            ["reset again"],
        ),
        ("the password manager crashed after updating to macOS-Sonoma-2024", [], ["2024"]),
    ],
)
def test_joined_password_later_in_the_line(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)
