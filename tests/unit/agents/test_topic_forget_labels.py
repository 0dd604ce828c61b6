"""Forget phrases that name a topic without the stored words: a part of the body for an
injury, what one earns for the salary, one's health for conditions and medicines, "the ex"
in any language, and the Japanese "〜の方" ("the … one") among several of a kind."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import facets, phrase_facets

FORGETS = [
    # (stored, forget phrase, what stays)
    (
        ["I dislocated my shoulder climbing", "I go climbing twice a week"],
        "forget the shoulder thing",
        ["I go climbing twice a week"],
    ),
    (
        ["je me suis fait une entorse à la cheville", "je cours le dimanche"],
        "oublie l'histoire de la cheville",
        ["je cours le dimanche"],
    ),
    (["I earn 52k", "I work in logistics"], "forget what I make", ["I work in logistics"]),
    (
        ["je gagne 2400 net", "je suis infirmière"],
        "oublie combien je gagne",
        ["je suis infirmière"],
    ),
    (["我月薪一万二", "我是护士"], "把工资那条删了", ["我是护士"]),
    (["I'm on zoloft", "I'm allergic to wasps"], "forget my meds", ["I'm allergic to wasps"]),
    (
        ["my ex is called Jonas", "my cousin is also called Jonas"],
        "forget the ex",
        ["my cousin is also called Jonas"],
    ),
    (["我前女友叫小美", "我妹妹也叫小美"], "忘掉前任那条", ["我妹妹也叫小美"]),
    (
        ["花粉症です", "エビアレルギーもある", "趣味は釣り"],
        "エビの方は消して",
        ["花粉症です", "趣味は釣り"],
    ),
]


@pytest.mark.parametrize(("stored", "phrase", "stays"), FORGETS)
def test_a_forget_by_description_removes_only_what_it_names(
    stored: list[str], phrase: str, stays: list[str]
) -> None:
    steps = [{"remember": s} for s in stored] + [{"forget": phrase}]
    assert replay_sequence(steps) == stays


def test_a_body_part_names_health_not_the_sport() -> None:
    assert "health" in phrase_facets("the knee thing")[0]
    assert "health" in facets("I tore a ligament in my knee skiing")
    assert "health" not in facets("I ski every winter")


def test_the_ex_is_one_person_whatever_the_word() -> None:
    for statement in ("my ex lives in Hull", "mon ex habite à Brest", "我前男友住在厦门"):
        assert "ex/residence" in facets(statement)
    assert "ex" not in phrase_facets("forget the exam results")[0]


def test_pay_is_single_valued() -> None:
    steps = [{"remember": "mi sueldo es de 1800"}, {"remember": "ahora gano 2100 al mes"}]
    assert replay_sequence(steps) == ["ahora gano 2100 al mes"]


def test_a_drug_one_is_allergic_to_is_no_medication() -> None:
    assert "medication" not in facets("I'm allergic to penicillin")
    assert "medication" in facets("I take Euthyrox every morning")
    assert "medication" not in facets("I take the bus every morning")  # no name, no dose


def test_a_medicine_taken_daily_is_found_by_the_word_medication() -> None:
    steps = [
        {"remember": "je prends du Levothyrox tous les matins"},
        {"remember": "je suis allergique au pollen"},
        {"forget": "oublie mes médicaments"},
    ]
    assert replay_sequence(steps) == ["je suis allergique au pollen"]


def test_the_work_schedule_is_named_apart_from_the_job() -> None:
    steps = [{"remember": "I work nights"}, {"remember": "I'm a welder"}]
    assert replay_sequence([*steps, {"forget": "forget my work hours"}]) == ["I'm a welder"]
    german = [{"remember": "ich arbeite in der Frühschicht"}, {"remember": "ich bin Koch"}]
    assert replay_sequence([*german, {"forget": "vergiss meine Schichten"}]) == ["ich bin Koch"]
