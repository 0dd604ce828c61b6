"""Round 14 mechanisms (security events, devices and the home): lists of backup and
recovery codes and labelled recovery keys, a secret quoted as the answer to a quoted
question, the other value of a correction ("not X", "*X", "the old one was X"), a
plain-word code word, a password an arrow points back at, a seed phrase with a
misremembered word or after "wallet:", a device's code before a colon, a PIN glued to its
acronym, a dashed Argentine CUIT, a passphrase after a network name; and what stays: IPv4
addresses, MAC addresses, a network's name, prose after the same labels."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact


def _removed(text: str, *values: str) -> bool:
    redacted = redact(text).text
    return all(value not in redacted for value in values)


def _untouched(text: str) -> bool:
    return not redact(text).findings


def _kinds(text: str) -> set[FindingKind]:
    return {finding.kind for finding in redact(text).findings}


# --- lists of backup and recovery codes --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "my dropbox backup codes, just in case: 4810 2291, 7730 1184, 5092 6617",
            ("4810 2291", "7730 1184", "5092 6617"),
        ),
        (
            "Backup-Codes fürs Mailkonto (die alten gelten nicht mehr): 39184 · 55720 · 10938",
            ("39184", "55720", "10938"),
        ),
        (
            "codes de secours du compte : k3j9x-pq2mz ; r8t4w-b7vn1 ; z0c5d-h6fy2",
            ("k3j9x-pq2mz", "r8t4w-b7vn1", "z0c5d-h6fy2"),
        ),
        (
            "guárdame los códigos de recuperación: 2201 8874 y 6610 3392",
            ("2201 8874", "6610 3392"),
        ),
        ("微软备用码：8831 2290、5561 0043、7719 2248", ("8831 2290", "5561 0043", "7719 2248")),
        ("リカバリーコードをメモ：77120 33981 54016", ("77120", "33981", "54016")),
        (
            "Recovery codes for the work account:\n1. a7c2e-91bd0\n2. f3k8p-2m6x1\n3. q9w4z-c5v7n",
            ("a7c2e-91bd0", "f3k8p-2m6x1", "q9w4z-c5v7n"),
        ),
        ("backup codes\n- 6621 0937\n- 1184 5520\nthat's all of them", ("6621 0937", "1184 5520")),
    ],
)
def test_every_code_of_a_labelled_list_is_removed(text: str, values: tuple[str, ...]) -> None:
    assert _removed(text, *values)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "BitLocker recovery key for the old laptop: 203918-552107-480215-319923-"
            "640134-118803-027456-590013",
            "203918-552107-480215-319923-640134-118803-027456-590013",
        ),
        (
            "Wiederherstellungsschlüssel: 390214-118205-660721-003344-712290-451806-238817-904472",
            "390214-118205-660721-003344-712290-451806-238817-904472",
        ),
        ("回復キー：ABCD-2EFG-3HJK-4LMN-5PQR", "ABCD-2EFG-3HJK-4LMN-5PQR"),
        ("FileVault recovery key: QWER-TYUP-ASDF-GHJK-ZXCV-BNMM", "QWER-TYUP-ASDF-GHJK-ZXCV-BNMM"),
    ],
)
def test_a_labelled_recovery_key_is_removed_without_its_checksum(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "backup codes: I printed 10 of them in 2024",
        "recovery codes: 2 left, 8 used",
        "promo codes: SAVE2024, FALL2025",
        "backup codes:\nI printed them, 10 of them",
        "recovery key is printed on the sticker, model X-200",
        "where do I find my backup codes in the app settings?",
    ],
)
def test_prose_after_a_code_list_label_stays(text: str) -> None:
    assert _untouched(text)


# --- a secret quoted as the answer to a quoted question -----------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('"and the code for the back door?" "7391" ok noted', "7391"),
        ("“what's the padlock on the bins?” → 3-8-1. tell the cleaner", "3-8-1"),
        ("« et le code de la cave ? » « 5582 » voilà", "5582"),
        ('"was ist der Code vom Fahrradschloss?" „8130", merk es dir', "8130"),
        ('"¿y el código del portal?" "6204" apúntalo', "6204"),
        ("「宅配ボックスの暗証番号は？」「1990」だよ", "1990"),
        ('"大门密码多少？" "6620" 记一下', "6620"),
        ('"what\'s the wifi password?" "Tulip2020!" ok', "Tulip2020!"),
        ("—¿Y el código de la alarma? —8026, no se lo digas a nadie", "8026"),
        ("— Et le digicode ? — 6391, je te l'écris", "6391"),
    ],
)
def test_a_quoted_answer_to_a_quoted_question_is_removed(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        '"what year did you buy the house?" "2019"',
        '"what\'s the wifi password?" "it\'s on the fridge"',
        '"how many codes do we get?" "ten" apparently',
        '"what time does the alarm go off?" "0630"',
        '"which door?" "1204"',
        "the price? - 1200 euros",
    ],
)
def test_a_quoted_answer_to_another_question_stays(text: str) -> None:
    assert _untouched(text)


# --- the other value of a correction -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("oops, the keysafe is 3318 not 3381. the 3381 was the old flat", ("3318", "3381")),
        ("perdona: el candado es 9051, no 9015", ("9051", "9015")),
        ("the key box is 2204, not '2240th' (autocorrect)", ("2204", "2240")),
        ("garage keypad 7142 *7124 sorry", ("7142", "7124")),
        ("the lockbox is 6402 (not 6420!)", ("6402", "6420")),
        ("Der Türcode ist 6631, nicht 6613. Der alte war 1200.", ("6631", "6613", "1200")),
        (
            "Le code du portail c'est 8842 et pas 8824. L'ancien c'était 5500",
            ("8842", "8824", "5500"),
        ),
        ("alarm pin is 5190. the old one was 0000 which the installer set", ("5190", "0000")),
        ("语音信箱密码改成8823了，原来那个是默认的1111", ("8823", "1111")),
        ("门禁密码4471，打错了，是4417", ("4471", "4417")),
        ("ロッカーの暗証番号は2280、前のは9911", ("2280", "9911")),
        ("Passwort alt: Linde2019 → neu: Linde2020", ("Linde2019", "Linde2020")),
        ("contraseña vieja Roble2019 nueva Roble2020", ("Roble2019", "Roble2020")),
        ("密码旧的qaz12345新的wsx67890", ("qaz12345", "wsx67890")),
    ],
)
def test_the_other_value_of_a_correction_is_removed(text: str, values: tuple[str, ...]) -> None:
    assert _removed(text, *values)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("my pin is 4471, not 12345", "12345"),
        ("the pin is 4471, not my birthday", "birthday"),
        ("my pin is 4471. the old one was in the drawer", "drawer"),
        ("the price is 4471 *4417", "4417"),
        ("my pin is 4471, new phone arrives tomorrow", "new phone arrives tomorrow"),
    ],
)
def test_what_is_not_the_other_value_stays(text: str, kept: str) -> None:
    assert kept in redact(text).text


# --- a plain-word code word ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the ledger pin is 2291 and the passphrase word is lantern", "lantern"),
        ("they asked for my verbal password. it's blue giraffe. weird system", "blue giraffe"),
        ("Codewort für die Alarmfirma: Pfannkuchen", "Pfannkuchen"),
        ("le mot de passe verbal c'est pomme verte", "pomme verte"),
        ("la palabra secreta es girasol", "girasol"),
        ("合言葉はやまびこ", "やまびこ"),
        ("暗语是老虎", "老虎"),
    ],
)
def test_a_code_word_is_removed(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "the code word is secret",
        "what's the safe word? we never agreed on one",
        "the code word is on the fridge",
    ],
)
def test_prose_about_a_code_word_stays(text: str) -> None:
    assert _untouched(text)


# --- a password an arrow points back at ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("otter77Harbour <- that's the disney one, the max one is Qq!88harbour", "otter77Harbour"),
        ("Maple2020 <-- c'est le mot de passe du wifi", "Maple2020"),
        ("Lotus8899 ← 这是路由器密码", "Lotus8899"),
    ],
)
def test_a_made_token_an_arrow_names_is_removed(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "df2021 <- read.csv('data.csv')",
        "v2.19.6 <- that's the release",
        "see above <- that one",
        "Beautiful23 <- that's the compass",
        "iPhone15Pro <- that's the one I want",
    ],
)
def test_arrows_in_code_and_prose_stay(text: str) -> None:
    assert _untouched(text)


# --- seed phrases ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # one word misremembered ("teapot" is on no list)
        (
            "my old wallet : garden robot teapot window stable ladder honey pencil magnet "
            "rocket basket velvet",
            "garden robot",
        ),
        (
            "frase semilla: abeja ábaco lluvia caballo teléfono ventana dragón abierto nube "
            "silla fresa tomate",
            "abeja ábaco lluvia",
        ),
        (
            "復元フレーズ：あいこくしん あおぞら いきおい うちゅう えほん きのう くしゃみ けいさつ "
            "こころ さくら",
            "あいこくしん あおぞら",
        ),
        ("钱包：abandon ability able about above absent absorb abstract", "abandon ability"),
    ],
)
def test_a_seed_phrase_with_a_slip_or_after_wallet_is_removed(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "seed phrase: never type it into any website, not even for support staff who ask",
        "wallet: I use the ledger one with the blue case and a small sticker on it",
        "my wallet: brown leather, about this big, lost it near the train station",
    ],
)
def test_prose_after_a_seed_or_wallet_label_stays(text: str) -> None:
    assert _untouched(text)


# --- labels: a device's code before a colon, PIN glued, temporary codes -------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kindersicherung an der Spielkonsole: 7720. Nicht verraten!", "7720"),
        ("the keysafe at the lake house: 3146", "3146"),
        ("the gate at the back: 2291", "2291"),
        ("スマホのロック解除はPIN550913で", "550913"),
        ("my PIN883204 for the phone", "883204"),
        ("物业给了个临时码448190，周末前有效", "448190"),
        ("the temporary code is 6627 for the door", "6627"),
        ("PUKコード87654321", "87654321"),
        ("code parental 4826", "4826"),
        ("Jugendschutz-PIN 3070", "3070"),
        ("给保姆：\n1. 门禁 1357\n2. 车库 2468#", "2468"),
    ],
)
def test_labelled_device_and_pin_values_are_removed(text: str, value: str) -> None:
    assert _removed(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "alarm for monday: 0630",
        "the safe in room 12: 4471",
        "connect it to PIN12 on the board",
        "it's a temp code, valid 24 hours",
        "ガレージは3台分",
    ],
)
def test_device_words_with_other_numbers_stay(text: str) -> None:
    assert _untouched(text)


# --- identifiers: a dashed CUIT; a passphrase after a network name --------------------------


def test_a_dashed_cuit_with_its_check_digit_is_a_national_id() -> None:
    text = "el CUIL de mi mamá para el seguro: 27-31234567-1"
    assert _kinds(text) == {FindingKind.NATIONAL_ID}
    assert _untouched("order 27-31234567-4 shipped")  # the check digit fails


def test_a_passphrase_after_a_network_name_and_a_slash_is_removed() -> None:
    text = "For the sitter:\n1. Alarm: 4471\n2. Wifi: CasaNet-5G / olive-tree-morning\n3. Vet"
    assert _removed(text, "olive-tree-morning")
    assert _untouched("wifi network / state-of-the-art")


# --- what stays: addresses of devices, a network's name -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "摄像头的地址是192.168.1.105，用默认端口",
        "NASのIPは192.168.11.42、ポート5000",
        "Das Thermostat hat die 192.168.100.17 bekommen",
        "the printer is at 172.16.4.20:9100",
        "wifi repeater at 10.0.0.8, mac 5A:11:0C:9E:41:D2. no idea why",
        "Wi-Fiはbuffalo-a1b2c3って名前、パスワードは後で",
        "SSID HomeNet_5G, router at 192.168.0.1:8080, mac 3C-22-FB-11-22-33",
        "the serial is SN-4471-8812-XK, firmware 2.14.3, error E-4012",
    ],
)
def test_device_addresses_and_names_stay(text: str) -> None:
    assert _untouched(text)


def test_a_dotted_phone_number_is_still_a_phone() -> None:
    assert _kinds("call me at 415.555.2671") == {FindingKind.PHONE}
