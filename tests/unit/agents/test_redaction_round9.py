"""Round 9 of the redactor: secrets where a naive detector does not look, and the numbers
beside them that must stay. Each mechanism has positives and the hard negatives that
would fail if it fired too widely."""

from __future__ import annotations

import pytest

from agents.redaction import redact
from agents.redaction_social_numbers import pension_number_valid


def found(text: str) -> list[tuple[str, str]]:
    return [(text[f.start : f.end], f.kind.value) for f in redact(text).findings]


def values(text: str) -> list[str]:
    return [value for value, _ in found(text)]


# --- a phone word glued to its number by a colon -------------------------------------------


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("山田商事\nTEL：06-4182-7733\n", "06-4182-7733"),
        ("Fax:030-1234-5678 (Büro)", "030-1234-5678"),
        ("Tel.:06-4182-7733", "06-4182-7733"),
    ],
)
def test_a_phone_word_before_a_colon_is_no_clock(text: str, number: str) -> None:
    assert number in values(text)


@pytest.mark.parametrize("text", ["open 10:30-11:45 daily", "Hotel:06-41-82", "item B:12-34-56"])
def test_a_clock_or_an_item_before_a_colon_stays(text: str) -> None:
    assert found(text) == []


# --- tab-separated rows ----------------------------------------------------------------------


def test_a_tab_separated_row_is_read_with_its_header() -> None:
    text = "Name\tTelefon\tStadt\nKarl Brandt\t0612345678\tKöln, Innenstadt\nfertig"
    assert ("0612345678", "phone") in found(text)
    assert "Köln" in redact(text).text


def test_a_tab_separated_row_under_a_plain_header_keeps_its_numbers() -> None:
    text = "Artikel\tMenge\tPreis\nSchrauben\t612345678\t4,20\nfertig"
    assert found(text) == []


# --- a number a label names as something other than a card ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "your order no. 4111111111111111 ships tomorrow",
        "Artikelnummer 4000000000006, bitte zwei Stück",
        "n° de commande : 4111 1111 1111 1111",
        "注文番号：4111111111111111 の件です",
    ],
)
def test_an_order_or_article_number_is_no_card(text: str) -> None:
    assert "payment_card" not in [kind for _, kind in found(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Kreditkarte für die Bestellung: 4111 1111 1111 1111",
        "order 12: 4111 1111 1111 1111 exp 09/28",
        "mi tarjeta 4111111111111111",
    ],
)
def test_a_card_named_in_its_clause_is_still_a_card(text: str) -> None:
    assert "payment_card" in [kind for _, kind in found(text)]


# --- India's PIN code is a postal code --------------------------------------------------------


def test_a_postal_pin_code_closing_an_address_stays() -> None:
    text = "Deliver to: Priya Nair, 14 MG Road, Kochi, PIN code 682016"
    assert "682016" in redact(text).text


@pytest.mark.parametrize(
    ("text", "pin"),
    [
        ("my card, the new one, PIN code 682016", "682016"),
        ("Ship to: A, 2 Park Road, Pune, and my PIN is 4471", "4471"),
        ("PIN code 7093", "7093"),
    ],
)
def test_a_pin_outside_an_address_goes(text: str, pin: str) -> None:
    assert pin in values(text)


# --- identity and insurance numbers -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ausweisnummer (Rückseite): T22000129", "T22000129"),
        ("Personalausweisnummer ist LZ6311T475, danke", "LZ6311T475"),
        ("SV-Nummer 65 170839 J 003 für die Anmeldung", "65 170839 J 003"),
        ("numéro AVS 756.1234.5678.97 pour la caisse", "756.1234.5678.97"),
        ("meine 756.1234.5678.97 steht auf dem Lohnausweis", "756.1234.5678.97"),
        ("die 65170839J003 bitte eintragen", "65170839J003"),
    ],
)
def test_identity_and_insurance_numbers_go(text: str, value: str) -> None:
    assert value in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ausweis liegt im HAUPTBAHNHOF am Schalter",
        "version 756.1234.5678.98 is out",  # the check digit fails
        "Lieferung 65 170839 J 004",  # the check digit fails
        "mein Ausweis ist abgelaufen, Termin KW12",
    ],
)
def test_look_alikes_of_identity_numbers_stay(text: str) -> None:
    assert found(text) == []


def test_pension_number_check() -> None:
    assert pension_number_valid("65 170839 J 003")
    assert not pension_number_valid("65 173239 J 003")  # month 32


# --- password values the label grammar reached too seldom -------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Outlook-App-Passwort: wxyz abcd pqrs tuvw", "wxyz abcd pqrs tuvw"),
        ("アプリパスワードを作りました：abcd efgh ijkl mnop です", "abcd efgh ijkl mnop"),
        ("QQ邮箱的授权码：ptlmqzrxvnbwkehs，别外传", "ptlmqzrxvnbwkehs"),
        ("Digicode : 3A915, puis 4e étage", "3A915"),
        ('the password the agency set for us last spring was "Harbour7!" ugh', "Harbour7!"),
        ("le mot de passe que Paul m'a envoyé hier était « Soleil2024! » bref", "Soleil2024!"),
    ],
)
def test_password_values_are_found(text: str, value: str) -> None:
    assert value in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "the password policy they rolled out last year is strict",
        "Digicode en panne, sonnez",
        "软件授权码过期了，要续费",
        'the password field the form shows is "required"',
    ],
)
def test_talk_about_passwords_keeps_its_words(text: str) -> None:
    assert found(text) == []


# --- passwords on a command line --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("RUN echo 'svc:Gl4cier_Mint' | chpasswd", "Gl4cier_Mint"),
        ('echo "Hunter22x" | passwd --stdin alice', "Hunter22x"),
        ("sshpass -p 'R1verStone' ssh ops@10.0.0.7", "R1verStone"),
        ("mysql -u root -pQuartz81 shop < dump.sql", "Quartz81"),
        ("redis-cli -h cache -a Redi5Pass ping", "Redi5Pass"),
        ("htpasswd -bc /etc/nginx/.htpasswd admin Adm1nPw9", "Adm1nPw9"),
        ("openssl rsa -in key.pem -passin pass:K3yPhrase", "K3yPhrase"),
    ],
)
def test_a_password_on_a_command_line_goes(text: str, value: str) -> None:
    assert value in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "echo $PASSWORD | docker login -u bob --password-stdin",
        "echo 'root:${ROOT_PW}' | chpasswd",
        "mysql -h db -P3306 -u root -p shop",
        "we use sshpass in CI, is that bad?",
    ],
)
def test_stand_ins_and_prompts_on_a_command_line_stay(text: str) -> None:
    assert found(text) == []


def test_a_command_option_is_no_password_value() -> None:
    assert values('echo "Tr4mline!" | passwd --stdin bob') == ["Tr4mline!"]


# --- a password given in parts ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("le mot de passe commence par Mistral\n…\net ça finit par _Bleu88", "_Bleu88"),
        ("パスワードの前半はsora\n後半はKumo_55です", "sora"),
        ("パスワードの前半はsora\n後半はKumo_55です", "Kumo_55"),
        ("密码前半部分是lan，后半部分是 Hai_2024", "Hai_2024"),
        ("das Passwort ist lang: es endet mit -Tanne91", "-Tanne91"),
        ("la contraseña… la segunda mitad es 88#Rio", "88#Rio"),
    ],
)
def test_the_parts_of_a_password_go(text: str, part: str) -> None:
    assert part in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "my password ends with a number, that's all I remember",
        "the film ends with 2 kids on a beach",
        "le film finit par Paris2024 en fanfare",  # no password named
        "前半は良かったけど後半はダメだった",
    ],
)
def test_parts_without_a_password_or_a_value_stay(text: str) -> None:
    assert found(text) == []


# --- e-mail addresses with the "@" in brackets ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("escríbeme a ana.ruiz (arroba) yahoo (punto) es", "ana.ruiz (arroba) yahoo (punto) es"),
        ("contact: k.meyer [at] firma [dot] de", "k.meyer [at] firma [dot] de"),
        ("écris à luc(at)free.fr", "luc(at)free.fr"),
        ("wei{at}qq{dot}com", "wei{at}qq{dot}com"),
    ],
)
def test_an_address_with_a_bracketed_at_goes(text: str, address: str) -> None:
    assert (address, "email") in found(text)


@pytest.mark.parametrize(
    "text",
    ["meet me (at) the cafe. ok", "price [at] cost, roughly", "see you (at) 5"],
)
def test_a_bracketed_at_without_a_domain_stays(text: str) -> None:
    assert found(text) == []


# --- paths and image tags are no user / password pairs ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "image: registry.example.dev/web:2.4.1",
        "fork it at github.com/mlopez_1987 please",
        "the tag is ghcr.io/acme/api:3.2.0 now",
    ],
)
def test_a_path_or_an_image_tag_is_no_credential_pair(text: str) -> None:
    assert found(text) == []


def test_a_credential_pair_still_goes() -> None:
    assert "Gl4cier#Mint" in values("login ops.lead / Gl4cier#Mint")
