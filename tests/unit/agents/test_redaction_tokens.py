"""Credentials with a shape of their own, each beside the look-alike that must stay: URLs
with a password, Authorization headers, AWS secret keys, hex private keys, seed phrases,
e-mail addresses in any script."""

from __future__ import annotations

import unicodedata

import pytest
from mnemonic import Mnemonic

from agents.redaction import FindingKind, redact

K = FindingKind

# Assembled so that no complete credential-looking literal sits in the repository.
AWS_ID = "AK" + "IA" + "IOSFODNN7EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"
GIT_SHA = "da39a3ee5e6b4b0d3255bfef95601890afd80709"
HEX_KEY = "4c0883a69102937d6231471b5dbb6204" + "fe5129617082792ae468d01a3f362318"
SEED_12 = "genius lady catch north kitchen veteran panel such hat measure penalty chair"
SEED_24 = (
    "street midnight harsh emerge thumb delay nest shoulder holiday evoke bread puppy "
    "arena fiber blur ignore quiz across ignore wagon warrior busy smooth drive"
)


def found(text: str) -> list[tuple[FindingKind, str]]:
    return [(f.kind, text[f.start : f.end]) for f in redact(text).findings]


@pytest.mark.parametrize(
    ("text", "password"),
    [
        ("postgres://admin:Zebra!x@db.example.com/app", "Zebra!x"),
        ("postgres://admin:Zebra!x@db/app", "Zebra!x"),
        ("mysql://root:p@ss:w0rd@10.0.0.5:3306/prod", "p@ss:w0rd"),
        ("amqp://svc:s3cr/et@mq.internal/vhost", "s3cr/et"),
    ],
)
def test_url_password_wins_over_the_email_it_looks_like(text: str, password: str) -> None:
    result = redact(text)
    assert found(text) == [(K.URL_PASSWORD, password)]
    assert password not in result.text
    assert "[redacted:email]" not in result.text


def test_a_url_with_a_port_and_an_address_in_its_query_keeps_the_port() -> None:
    text = "see https://example.com:8080/signup?mail=ann@example.org"
    assert found(text) == [(K.EMAIL, "ann@example.org")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Authorization: Basic dXNlcjpodW50ZXIy", "dXNlcjpodW50ZXIy"),
        ("curl -H 'Authorization: Bearer abc.def.ghi123456'", "abc.def.ghi123456"),
        (
            "proxy-authorization: Negotiate YIIBhwYGKwYBBQUCoIIBezCCAXeg",
            "YIIBhwYGKwYBBQUCoIIBezCCAXeg",
        ),
        (
            'Authorization: Digest username="ann", nonce="dcd98b", response="6629fae4"',
            'username="ann", nonce="dcd98b", response="6629fae4',
        ),
        ("they sent Basic YWRtaW46c2VjcmV0 in the header", "YWRtaW46c2VjcmV0"),
    ],
)
def test_authorization_values_are_found(text: str, value: str) -> None:
    assert found(text) == [(K.AUTH_HEADER, value)]


@pytest.mark.parametrize(
    "text",
    [
        "the basic idea is simple",
        "Basic Instinct is a film",
        "authorization was denied for the team",
    ],
)
def test_basic_and_authorization_in_prose_stay(text: str) -> None:
    assert found(text) == []


def test_aws_secret_key_next_to_its_key_id_is_found_and_a_git_sha_is_not() -> None:
    text = f"{AWS_ID} {AWS_SECRET}\ncommit {GIT_SHA}"
    assert found(text) == [(K.AWS_ACCESS_KEY, AWS_ID), (K.AWS_SECRET_KEY, AWS_SECRET)]


@pytest.mark.parametrize(
    "text",
    [
        f"AWS_SECRET_ACCESS_KEY={AWS_SECRET}",
        f"aws_secret_access_key = {AWS_SECRET}.",
        f"clé secrète AWS : {AWS_SECRET}",
        f"AWSのシークレットキー {AWS_SECRET}",
    ],
)
def test_aws_secret_key_after_a_label(text: str) -> None:
    assert found(text) == [(K.AWS_SECRET_KEY, AWS_SECRET)]


@pytest.mark.parametrize(
    "label",
    [
        "private key:",
        "priv key",
        "私钥：",
        "clé privée :",
        "clave privada:",
        "Privatschlüssel",
        "秘密鍵は",
    ],
)
def test_hex_private_key_after_a_label(label: str) -> None:
    text = f"{label} 0x{HEX_KEY}"
    assert found(text) == [(K.PRIVATE_KEY, f"0x{HEX_KEY}")]


def test_the_same_hex_without_a_label_is_a_digest_and_stays() -> None:
    assert found(f"sha256 {HEX_KEY}") == []


@pytest.mark.parametrize("phrase", [SEED_12, SEED_24, SEED_12.replace(" ", ", ")])
def test_seed_phrases_are_found(phrase: str) -> None:
    text = f"my wallet seed: {phrase} — thanks"
    assert found(text) == [(K.SEED_PHRASE, phrase)]


def test_a_numbered_seed_phrase_is_found() -> None:
    words = SEED_12.split()
    phrase = " ".join(f"{i}. {w}" for i, w in enumerate(words, 1))
    result = redact(f"recovery words:\n{phrase}")
    assert not any(w in result.text for w in ("kitchen", "veteran", "penalty"))


@pytest.mark.parametrize(
    "text",
    [
        # eleven list words are not a phrase
        "genius lady catch north kitchen veteran panel such hat measure penalty",
        # twelve ordinary words, some not in the list
        "could you help me plan a trip to the coast next month with my family please",
        "the kitchen light and the garden door both need a new battery this weekend",
    ],
)
def test_ordinary_word_runs_stay(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(
    "address",
    [
        "josé.garcía@correo.es",
        "用户@例子.广告",
        "θσερ@παράδειγμα.δοκιμή",
        "pelé@exämple.de",
        "почта@пример.рф",
    ],
)
def test_idn_email_addresses(address: str) -> None:
    text = f"write to {address} please"
    assert found(text) == [(K.EMAIL, address)]


def test_email_in_cjk_text_starts_after_the_copula() -> None:
    text = "我的邮箱是用户@例子.广告"
    assert found(text) == [(K.EMAIL, "用户@例子.广告")]


@pytest.mark.parametrize("text", ["ping @channel about it", "price @ 3.50 each", "a@b"])
def test_at_signs_that_are_not_addresses_stay(text: str) -> None:
    assert found(text) == []


# --- seed phrases of the other BIP-39 lists -------------------------------------------------


def _phrase(language: str, normal_form: str, separator: str = " ") -> str:
    words = Mnemonic(language).to_mnemonic(bytes(range(3, 19))).split()
    return separator.join(unicodedata.normalize(normal_form, word) for word in words)


@pytest.mark.parametrize(
    ("language", "normal_form", "separator"),
    [
        ("spanish", "NFC", " "),
        ("spanish", "NFD", " "),  # as the list ships it, accents as combining marks
        ("french", "NFC", " "),
        ("italian", "NFC", " "),
        ("portuguese", "NFC", ", "),
        ("czech", "NFC", " "),
        ("chinese_simplified", "NFC", " "),
        ("chinese_traditional", "NFC", " "),
        ("japanese", "NFD", "\u3000"),
        ("korean", "NFC", " "),
    ],
)
def test_seed_phrases_of_other_lists(language: str, normal_form: str, separator: str) -> None:
    phrase = _phrase(language, normal_form, separator)
    text = f"backup: {phrase}\nthanks"
    assert found(text) == [(K.SEED_PHRASE, phrase)]


@pytest.mark.parametrize(
    "text",
    [
        "el perro de mi casa es muy bonito y la casa de mi madre es grande también",
        "我 的 天 这 个 太 好 了",  # short, spaced out for emphasis
        "je suis allé au marché avec ma sœur et nous avons acheté des pommes",
    ],
)
def test_prose_in_other_languages_stays(text: str) -> None:
    assert found(text) == []


def test_email_after_cjk_label_starts_at_the_latin_part() -> None:
    text = "密码Rv8#kLq2账号mei.lin_88@mail.cn"
    assert found(text) == [(K.PASSWORD, "Rv8#kLq2"), (K.EMAIL, "mei.lin_88@mail.cn")]
