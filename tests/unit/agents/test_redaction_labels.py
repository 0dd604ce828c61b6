"""Label-anchored values: each story holds a secret and, beside it, words a blind rule
would take for a value. The secret must go; the look-alikes must stay.
"""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact
from tests.support.redaction_checks import check

K = FindingKind


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        # after a verb, a colon, or nothing at all
        (
            "my password is Kestrel#58, and the password reset link in my mail is broken",
            ["Kestrel#58"],
            ["password reset link in my mail is broken"],
        ),
        ("pw: Tr0ub4dor&3 (the old pw was on a sticky note)", ["Tr0ub4dor&3"], ["on a sticky"]),
        ("password Gr33nT3a! and nothing else", ["Gr33nT3a"], ["and nothing else"]),
        ("Password: sunshine", ["sunshine"], ["Password: "]),
        ("the wifi password at the cabin is Pine-Lake-77", ["Pine-Lake-77"], ["at the cabin"]),
        ("my gmail password is literally Osprey9!! lol", ["Osprey9"], ["literally", "lol"]),
        ("my pass is Sunny2024 but my bus pass expired", ["Sunny2024"], ["bus pass expired"]),
        ("wifi: CoffeeBar / key: f8Kq9zz1xLp2", ["f8Kq9zz1xLp2"], ["CoffeeBar"]),
        # before the label, quoted, changed later in the message
        ("Plum!tree77 is my password; my password manager is locked", ["Plum!tree77"], ["locked"]),
        ("I use 'velvet rocket 4' as my password", ["velvet rocket 4"], ["as my password"]),
        (
            "changed the router password today. I set it to Quartz-9-Lime, it was on the box",
            ["Quartz-9-Lime"],
            ["on the box"],
        ),
        ("I set the new password to Maple318, same as before", ["Maple318"], ["same as before"]),
        ("can you keep my password? it's 1978Lantern! thanks", ["1978Lantern"], ["thanks"]),
        (
            "Onboarding:\n- temp password: Welcome#2025\n- laptop at 9:30",
            ["Welcome#2025"],
            ["9:30"],
        ),
        # words about a password are not one
        ("I forgot my password again", [], ["again"]),
        ("the password is wrong and the password is on the fridge", [], ["on the fridge"]),
        ("the password must be 12 characters long", [], ["12 characters"]),
        ("what's a good password manager? mine keeps logging me out", [], ["mine"]),
        ("the password reset link expired", [], ["reset link"]),
        ("password = request.form['password']", [], ["request.form"]),
        ("key = arr[i] while the primary key: user_id stays", [], ["arr[i]", "user_id"]),
    ],
)
def test_english_passwords(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("the door code is 4471# and the building has 12 floors", ["4471"], ["12 floors"]),
        ("PIN 8203, and yes the PIN has 4 digits", ["8203"], ["4 digits"]),
        ("CVV is 713, the card expires 09/27", ["713"], ["09/27"]),
        ("amex CID is 4092, it's on the front", ["4092"], ["on the front"]),
        ("the cvc on the back says 664", ["664"], ["on the back"]),
        ("gate code for the garage: 5591, spot 14", ["5591"], ["spot 14"]),
        ("lockbox by the door — code 6460, keys inside", ["6460"], ["keys inside"]),
        ("verification code 482913 expires in 10 minutes", ["482913"], ["10 minutes"]),
        ("error code 404 and zip code 94107 and promo code 2024", [], ["404", "94107", "2024"]),
        ("connect the LED to pin 13 and the sensor to pin 7", [], ["pin 13", "pin 7"]),
    ],
)
def test_english_codes(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("家里wifi密码是qwer1234，路由器在客厅", ["qwer1234"], ["路由器在客厅"]),
        ("密码是什么？我忘了", [], ["什么"]),
        ("门禁密码 2580#，快递放门口", ["2580"], ["快递放门口"]),
        ("支付密码：963852，不要告诉别人", ["963852"], ["不要告诉别人"]),
        ("验证码 482913，5分钟内有效", ["482913"], ["5分钟内有效"]),
        ("Panda@2023是我的邮箱密码", ["Panda@2023"], ["是我的邮箱密码"]),
        ("我的password是ritual-bracket-document，别乱登", ["ritual-bracket-document"], ["别乱登"]),
        ("电脑开机密码改成Lotus#88了", ["Lotus#88"], ["了"]),
        ("用「yun-hai-42」作为密码", ["yun-hai-42"], ["作为密码"]),
        ("这段代码的密码学部分很难，号码是 2024 年的", [], ["2024"]),
    ],
)
def test_chinese(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        (
            "Mein Passwort lautet Sommer2024! Das alte Passwort ist falsch",
            ["Sommer2024"],
            ["falsch"],
        ),
        ("Ich habe gesagt, dass mein Passwort Regen#77 ist.", ["Regen#77"], ["ist."]),
        ("weil das Passwort Sonnenschein ist, bitte merken", ["Sonnenschein"], ["bitte merken"]),
        ("Das Passwort ist falsch, sagt der Router", [], ["falsch"]),
        ("Der WLAN-Schlüssel ist Haus4Garten9, das WLAN heißt Fritz", ["Haus4Garten9"], ["Fritz"]),
        ("Die Geheimzahl meiner Karte ist 9921, sie läuft 2027 ab", ["9921"], ["2027"]),
        ("Das Kennwort für den Server ist jetzt Tanne!891", ["Tanne!891"], ["Server"]),
        ("Passwort vergessen? Dann auf Zurücksetzen klicken", [], ["vergessen?"]),
        ("Zugangscode für die Garage: 7305, Stellplatz 12", ["7305"], ["Stellplatz 12"]),
        ("Das Routerkennwort lautet Fuchs-7-Wald", ["Fuchs-7-Wald"], ["lautet"]),
        ("TAN ist 565904, schnell bevor sie abläuft", ["565904"], ["abläuft"]),
    ],
)
def test_german(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("le mot de passe est trop long", [], ["trop long"]),
        (
            "le mot de passe du wifi est Soleil_2023, le réseau s'appelle Maison",
            ["Soleil_2023"],
            ["Maison"],
        ),
        ("mdp : chat-noir-42", ["chat-noir-42"], ["mdp"]),
        ("le code de la porte c'est 1984B, 3e étage", ["1984"], ["3e étage"]),
        ("code de la boîte à clés : 4984, merci", ["4984"], ["merci"]),
        ("cryptogramme au dos : 552", ["552"], ["au dos"]),
        ("mon mot de passe ? Citron88! oui je sais", ["Citron88"], ["oui je sais"]),
        ("mot de passe provisoire : kit9S!ys3Uw, à changer", ["kit9S!ys3Uw"], ["à changer"]),
        ("le mot de passe de l'ordi est maintenant Pelican#75", ["Pelican#75"], ["l'ordi"]),
        ("j'ai changé le mot de passe en Brume+2026 hier", ["Brume+2026"], ["hier"]),
    ],
)
def test_french(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("mi contraseña no funciona desde ayer", [], ["no funciona"]),
        ("mi contraseña es Perro2020! y el usuario es ana", ["Perro2020"], ["ana"]),
        ("la clave del wifi es CasaAzul#5", ["CasaAzul#5"], ["del wifi"]),
        ("la clave es la paciencia", [], ["la paciencia"]),
        ("el PIN de la tarjeta es 3141", ["3141"], ["de la tarjeta"]),
        ("código de acceso al portal: 896270, segundo piso", ["896270"], ["segundo piso"]),
        ("el código de la caja de llaves es 1121", ["1121"], ["caja de llaves"]),
        ("cambié la contraseña a Luna$2025 ayer", ["Luna$2025"], ["ayer"]),
        ("¿Olvidaste tu contraseña? Pulsa en Restablecer!", [], ["Restablecer"]),
        ("contrasena temporal: Jvwx4U8YD9z", ["Jvwx4U8YD9z"], ["temporal"]),
    ],
)
def test_spanish(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("パスワードはsakura2024です", ["sakura2024"], ["です"]),
        ("暗証番号は7788です。部屋は305号室", ["7788"], ["305号室"]),
        ("パスワード忘れた", [], ["忘れた"]),
        ("Wi-Fiのパスはneko_cat_55、よろしく", ["neko_cat_55"], ["よろしく"]),
        ("「momiji!42」をパスワードにしてる", ["momiji!42"], ["パスワード"]),
        ("パスワード覚えておいて：Neko#1860。ありがと", ["Neko#1860"], ["ありがと"]),
        ("マンションのオートロックの番号は0877", ["0877"], ["オートロック"]),
        ("ルーターのパスワード変えたよ、今はDaruma!657", ["Daruma!657"], ["変えたよ"]),
        ("PINコード1234、忘れないで", ["1234"], ["忘れないで"]),
        ("Wi-Fiのキーは Aq9#kdl2Lm です", ["Aq9#kdl2Lm"], ["Wi-Fi"]),
        ("パスワード変えた。新しいのはKitsune#22", ["Kitsune#22"], ["変えた"]),
        ("パスワード忘れないように書いとく→abc123", ["abc123"], ["書いとく"]),
        ("パスワード管理アプリ何使ってる？Bitwarden？😅", [], ["Bitwarden"]),
        ("对了，你们用什么密码管理器1Password吗？", [], ["1Password"]),
    ],
)
def test_japanese(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("passport number X12345678", "X12345678"),
        ("Reisepassnummer C4J9K2L7M", "C4J9K2L7M"),
        ("meine Passnummer ist HHZXGJPJK, gültig bis 2029", "HHZXGJPJK"),
        ("número de pasaporte PAA123456", "PAA123456"),
        ("pasaporte n.º AAS243455, expedido en Sevilla", "AAS243455"),
        ("numéro de passeport 15AB12345", "15AB12345"),
        ("护照号码 E12345678", "E12345678"),
        ("パスポート番号はTK1234567です", "TK1234567"),
    ],
)
def test_passports_in_six_languages(text: str, value: str) -> None:
    result = redact(text)
    assert [f.kind for f in result.findings] == [K.PASSPORT]
    assert value not in result.text


@pytest.mark.parametrize(
    "text",
    [
        "my passport expires 20300101",
        "passport photos cost 12 euros",
        "Reisepass gültig bis 2031",
        "le passeport est périmé",
    ],
)
def test_passport_words_without_a_number_stay(text: str) -> None:
    assert redact(text).findings == ()


def test_only_the_value_is_redacted_and_the_label_words_stay() -> None:
    text = "Das WLAN-Passwort lautet Fuchs-7-Wald"
    result = redact(text)
    assert result.text == "Das WLAN-Passwort lautet [redacted:password]"
    (finding,) = result.findings
    assert text[finding.start : finding.end] == "Fuchs-7-Wald"


def test_codes_are_pins_and_cvvs_are_their_own_kind() -> None:
    assert [f.kind for f in redact("door code 4471").findings] == [K.PIN]
    assert [f.kind for f in redact("CVV: 713").findings] == [K.CVV]
    assert [f.kind for f in redact("验证码 482913").findings] == [K.PIN]


# --- codes named by the thing they open, with no "code" after it ---------------------------


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("house notes: alarm off with 5823, trash goes out Tuesday", ["5823"], ["Tuesday"]),
        ("Garage: 7716#. Door: 4490. Bikes in the shed", ["7716", "4490"], ["Bikes"]),
        ("the wall safe in the study opens with 208817", ["208817"], ["in the study"]),
        ("Die Wohnungstür geht mit 3307 auf, Schlüssel liegt drinnen", ["3307"], ["Schlüssel"]),
        ("le portail s'ouvre avec 6612, merci", ["6612"], ["merci"]),
        ("la puerta de abajo: 9051, el ascensor no va", ["9051"], ["ascensor"]),
        ("单元门 4718，进去左转", ["4718"], ["进去左转"]),
        # a device with a time, a year, a count, a room, a price: no code
        ("set the alarm for 0645 tomorrow", [], ["0645"]),
        ("the front door was painted in 2019", [], ["2019"]),
        ("we closed the garage door 3 times", [], ["3 times"]),
        ("door number 1204 on the 12th floor", [], ["1204"]),
        ("it is safe to store 4096 bits", [], ["4096"]),
        ("the gate opens at 0730 on weekdays", [], ["0730"]),
    ],
)
def test_device_codes(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("マンションのオートロックの番号5190#です", ["5190"], ["オートロック"]),
        ("取件码【7-2-4406】，明天前取", ["7-2-4406"], ["明天前取"]),
        ("取件码已发到手机，柜子在2号门", [], ["2号门"]),
    ],
)
def test_cjk_codes_after_a_bracket_or_no_number(
    text: str, gone: list[str], kept: list[str]
) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("the bank texted 530914 as the code, do I type it here?", ["530914"], ["bank"]),
        ("use 2024 as the code year in the report", [], ["2024"]),
    ],
)
def test_a_code_before_its_label(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("Intranet: ana@firma.es, clave Olivo7731!", ["Olivo7731"], ["Intranet"]),
        ("the pass Tq8mRw2xZ works for the lounge", ["Tq8mRw2xZ"], ["lounge"]),
        ("wifi pass marble-cactus-yellow-drum, router upstairs", ["marble-cactus"], ["router"]),
        # a short label with an ordinary word or number after it
        ("la clave del éxito es la constancia", [], ["constancia"]),
        ("a day pass 2 for the museum", [], ["pass 2"]),
        ("wifi pass is well-known to everyone", [], ["well-known"]),
    ],
)
def test_short_labels_without_a_separator(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("her passport C7734102, mine is P5512098, flight at 9", ["C7734102", "P5512098"], ["9"]),
        ("my PIN is 6610, hers is 2287", ["6610", "2287"], ["hers"]),
        ("his passport is renewed and mine is fine", [], ["fine"]),
    ],
)
def test_a_second_value_named_by_a_pronoun(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("Pasword: Heron!lake5", ["Heron!lake5"], ["Pasword"]),
        ("Kenwort ist Fichte!Grau2 glaub ich", ["Fichte!Grau2"], ["glaub ich"]),
        ("Contraseda: nube-roja-seis-gato", ["nube-roja-seis-gato"], ["Contraseda"]),
        # a word near a label that is another word
        ("Passport: expired last May", [], ["expired"]),
        ("Passwords: never share them", [], ["never"]),
        ("Consensus: we ship Friday", [], ["Friday"]),
    ],
)
def test_misspelt_labels(text: str, gone: list[str], kept: list[str]) -> None:
    check(text, gone, kept)
