"""Measured attributes: a new value of the same attribute of the same person supersedes;
a quantity alone, another attribute or another person does not."""

from __future__ import annotations

import pytest

from agents.topics import classify


def key(text: str) -> str:
    return classify(text).topic_key


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I take 5mg amlodipine at night", "doc bumped my amlodipine up to 10mg"),
        ("ich nehme 100 µg L-Thyroxin", "L-Thyroxin jetzt auf 125 µg"),
        ("tomo 10mg de atorvastatina", "me bajaron la atorvastatina a 5mg"),
        ("我每天吃阿托伐他汀10mg", "我现在吃阿托伐他汀20mg"),
        ("メトホルミン500mgを飲んでいます", "メトホルミンが750mgになりました"),
        ("I weigh 70 kg", "up to 73kg after the holidays"),
        ("我体重58公斤", "现在55公斤了"),
        ("my rent is 900 a month", "my rent is 980 now"),
        ("Meine Miete ist 700 €", "Miete ist jetzt 760"),
        ("our kitchen budget is 8k", "kitchen budget went up to 10k"),
        ("my hourly rate is $80/hr", "i raised my rate, $95 an hour now"),
        ("my 10k pace is 5:40/km", "new best, 5:20 per km"),
        ("my shoe size is 42", "shoe size is 43 in those sneakers"),
        ("swim days are mon and fri", "swim days are now tue and sat"),
        ("my violin lessons are on mondays at 4", "sorry, fridays at 4 for violin"),
        ("mi clase de yoga es los lunes", "mi clase de yoga es los miércoles ahora"),
        ("吉他课是周二晚上", "吉他课是周五晚上"),
    ],
)
def test_a_new_value_of_the_same_attribute_shares_its_key(old: str, new: str) -> None:
    assert key(old)
    assert key(old) == key(new)


@pytest.mark.parametrize(
    ("one", "other"),
    [
        # two drugs, two sizes, two budgets, two activities, two people
        ("i take vitamin D 1000 IU", "I take 20mg citalopram"),
        ("Schuhgröße 41", "meine Ringgröße ist 54"),
        ("戒指是12号", "我鞋码38"),
        ("our wedding budget is 15k", "honeymoon budget is 4k"),
        ("gym days are tue and thu", "climbing days are mon and wed at the gym"),
        ("私の靴のサイズは23cm", "夫の靴のサイズは28cm"),
        ("my shoe size is 38", "my husband's shoe size is 45"),
        ("I take 10mg lisinopril", "my dad takes 10mg lisinopril"),
    ],
)
def test_other_things_measured_keep_their_own_keys(one: str, other: str) -> None:
    assert key(one) and key(other)
    assert key(one) != key(other)


@pytest.mark.parametrize(
    "text",
    [
        "I want to lose weight",  # the attribute named, no value
        "我想减体重",
        "I have 2 meetings on monday",  # a quantity and a day, no attribute
        "I ran 5 km today",
        "it was 30 degrees on saturday",
        "the rent is too damn high",
    ],
)
def test_no_value_or_no_attribute_gives_no_key(text: str) -> None:
    assert key(text) == ""


def test_a_forget_phrase_names_the_attribute_by_its_label() -> None:
    assert classify("vergiss die Ringgröße").topic == classify("meine Ringgröße ist 60").topic
    assert classify("forget my swim days").topic == classify("swim days are mon and fri").topic
    assert classify("体重的事忘了吧").topic == "weight"
