"""Secrets found by shape and context with no label, each beside a look-alike that stays:
credential pairs, card security codes, policy-shaped passwords, "the new one is X",
vendor-prefixed tokens, network keys without a separator, PUK codes, glued CVVs, and
labels inside identifiers."""

from __future__ import annotations

import pytest

from agents.redaction import FindingKind, redact

K = FindingKind


def values(text: str) -> list[str]:
    return [text[f.start : f.end] for f in redact(text).findings]


# --- credential pairs: "user / secret" -----------------------------------------------------


def test_a_user_slash_password_pair_loses_the_password_and_keeps_the_user() -> None:
    text = "ssh box: deploy / quartz9Lamp77 — and the build is read / write, 3 / 4 done"
    assert values(text) == ["quartz9Lamp77"]


def test_a_pair_after_an_email_loses_the_password() -> None:
    text = "portal login tina@example.org/Otter_4412, the ratio is 16/9"
    found = values(text)
    assert "Otter_4412" in found
    assert "16/9" not in " ".join(found)


@pytest.mark.parametrize(
    "text",
    [
        "we fly Berlin / Paris2 next week",  # one digit: a name, not generated
        "dates: 12/27 / 0618",  # no letters
        "TCP / IP stack and km / h units",
        "route /api/v2/users/42 returns 404",
    ],
)
def test_slashes_that_are_not_pairs_stay(text: str) -> None:
    assert values(text) == []


# --- card security codes --------------------------------------------------------------------


def test_the_three_digits_after_a_card_are_its_code_but_the_expiry_and_price_stay() -> None:
    text = "card 4111 1111 1111 1111 / 09/28 / 406, total $129.50 for 2 tickets"
    result = redact(text)
    found = [(f.kind, text[f.start : f.end]) for f in result.findings]
    assert (K.CVV, "406") in found
    assert "09/28" in result.text
    assert "$129.50" in result.text


def test_a_code_glued_to_its_label_after_a_card_goes() -> None:
    text = "pay with 4111111111111111 please, CID7315 on the front"
    assert "7315" not in redact(text).text


def test_a_second_card_number_is_not_taken_for_a_code() -> None:
    text = "card 4111 1111 1111 1111, not 4111 1111 1111 1112"
    assert values(text) == ["4111 1111 1111 1111"]


def test_a_year_or_a_count_after_a_card_stays() -> None:
    text = "card 4111111111111111 since 2019, used 300 times"
    assert values(text) == ["4111111111111111"]


def test_three_digits_without_a_card_stay() -> None:
    assert values("room 406 on floor 4, back by 930") == []


# --- policy-shaped passwords ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("on the whiteboard: Kettle7#Moon (don't erase)", "Kettle7#Moon"),
        ("try Granada1999!! then", "Granada1999!!"),
        ("🔐 Fl4sk&Rope 🔐 for the shared account", "Fl4sk&Rope"),
        ("路由器后台 root / Qw8$zz41Lm 别改", "Qw8$zz41Lm"),
    ],
)
def test_a_token_with_every_class_a_password_policy_asks_for_goes(text: str, secret: str) -> None:
    assert secret in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "order #B-20931 is late, see PR #4412 and @Maria2 on Slack",
        "we use 1Password? or is Bitwarden better!",
        "C# 12 and F# 8 are out; price US$1,299 incl. VAT",
        "open https://x.io/Ab1?q=Zed#top2 or the docs",
        "set $HOME2_Dir! in the shell, call fn(Ab1!) later",
        "Amazing2024! what a year",  # one mark at the end ends the sentence
    ],
)
def test_tokens_that_lack_a_class_or_are_addresses_code_or_tags_stay(text: str) -> None:
    assert values(text) == []


# --- "the new one is X" ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("the new one is walnut-CEDAR-2031, old one is dead", "walnut-CEDAR-2031"),
        ("use this: Harbor_Light_52 until Monday", "Harbor_Light_52"),
        ("le nouveau c'est Grenouille_44", "Grenouille_44"),
        ("la nueva es Tortuga_88", "Tortuga_88"),
        ("die neue ist Adler_2211", "Adler_2211"),
    ],
)
def test_a_generated_value_after_a_new_one_phrase_goes(text: str, secret: str) -> None:
    assert values(text) == [secret]


@pytest.mark.parametrize(
    "text",
    [
        "the new one is faster than the old one",
        "the new one is v2.4.1, out since 2024-03-02",
        "use this: https://example.org/guide",
        "la nueva es mejor",
    ],
)
def test_plain_words_versions_and_links_after_a_new_one_phrase_stay(text: str) -> None:
    assert values(text) == []


# --- vendor tokens, Authorization token scheme ----------------------------------------------


def test_vendor_prefixed_tokens_go_even_without_digits() -> None:
    hf = "hf_" + "QwertyUiopAsdfGhjkLzxcvBnmQwertyUi"
    gitlab = "glpat-" + "AbCdEfGhIjKlMnOpQrSt"
    text = f"export HUB={hf}; GitLab: {gitlab}; the hf_hub library and glpat docs"
    assert values(text) == [hf, gitlab]


def test_a_token_scheme_value_goes_but_the_word_token_stays() -> None:
    value = "0123456789abcdef0123456789abcdef01234567"
    text = f"send Token {value} as the header; the token limit is 4096 tokens"
    assert values(text) == [value]


# --- labels: network keys, PUK, glued CVV, identifiers --------------------------------------


def test_a_network_key_without_a_separator_goes_only_after_a_network_word() -> None:
    assert values("wifi: Attic, key Sparrow5Nest9") == ["Sparrow5Nest9"]
    assert values("réseau Maison, clé tilleul-vert7-orage") == ["tilleul-vert7-orage"]
    assert values("the key Sparrow5Nest9 opens the shed") == []


def test_a_katakana_pass_glued_to_its_value_goes_after_a_network_word() -> None:
    text = "ワイファイのパスMx42rtUVです、パスポートは家にある"
    assert values(text) == ["Mx42rtUV"]


def test_a_puk_goes_like_a_pin_but_a_count_of_puks_stays() -> None:
    assert values("PUK 40918273 for the spare sim") == ["40918273"]
    assert values("I typed the PUK 3 times") == []


def test_a_label_inside_an_identifier_is_not_a_label_but_an_env_name_is() -> None:
    assert values("call check_password_strength(pw) before saving") == []
    assert values("DB_PASSWORD=Rk29fjq2x in the env file") == ["Rk29fjq2x"]


def test_a_label_glued_value_before_a_full_width_bracket_goes() -> None:
    assert values("新密码abc.Def_9（注意有个点）") == ["abc.Def_9"]


def test_an_email_with_every_class_is_an_email_not_a_password() -> None:
    text = "mail Ops.Team2024@example.com or Ops.Team2024!x"
    kinds = [f.kind for f in redact(text).findings]
    assert kinds == [K.EMAIL, K.PASSWORD]


@pytest.mark.parametrize(
    ("text", "gone", "kept"),
    [
        ("netflix lu@mail.com:Otter_Bay31 if you need it", ["Otter_Bay31"], ["if you need"]),
        ("wifi is BlueHouse / copper774, upstairs", ["copper774"], ["BlueHouse"]),
        # an address then a colon and a word; a network name then a plain word
        ("mail lu@mail.com:Monday works", [], ["Monday"]),
        ("wifi is BlueHouse / Guest, no password", [], ["Guest"]),
    ],
)
def test_pairs_with_a_colon_or_a_network_name(text: str, gone: list[str], kept: list[str]) -> None:
    result = redact(text)
    for secret in gone:
        assert secret not in result.text, result.text
    for words in kept:
        assert words in result.text, result.text
