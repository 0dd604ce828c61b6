"""Multi-valued subject matters found without their own word, so "forget my hobby / my
medication / my pet" reaches a statement that never says "hobby", "medication" or "pet" —
and the statement beside it stays."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify, phrase_facets

# (statement on a subject, the user's unrelated fact, forget phrase naming the subject)
FORGET_BY_SUBJECT = [
    ("I go to watercolour classes on Tuesdays", "I'm a dentist", "forget my hobby"),
    ("I'm learning to crochet", "I'm a dentist", "delete what I do in my spare time"),
    ("Ich spiele Cello im Orchester", "Ich bin Zahnärztin", "vergiss meine Freizeitbeschäftigung"),
    ("Je prends des cours de céramique", "Je suis dentiste", "oublie mes loisirs"),
    ("Hago escalada los sábados", "Soy dentista", "olvida mis aficiones"),
    ("我周末去学围棋", "我是牙医", "忘掉我的兴趣爱好"),
    ("華道を習っています", "歯医者です", "趣味のことは忘れて"),
    ("I take atorvastatin at night", "I'm a dentist", "forget my medication"),
    ("Ich nehme Bisoprolol", "Ich bin Zahnärztin", "vergiss meine Medikamente"),
    ("Tomo omeprazol cada mañana", "Soy dentista", "olvida lo de mis medicamentos"),
    ("We have a springer spaniel", "I'm a dentist", "forget about my pet"),
    ("J'ai une perruche", "Je suis dentiste", "oublie mon animal"),
    ("我养了一只英短", "我是牙医", "忘掉我宠物的事"),
    ("ハムスターを飼っています", "歯医者です", "ペットのことは忘れて"),
    ("I'm practising Korean every day", "I'm a dentist", "forget the language stuff"),
    ("Estoy aprendiendo portugués", "Soy dentista", "olvida lo de los idiomas"),
    ("I have sleep apnea", "I'm a dentist", "forget my health condition"),
    ("Je suis enceinte de six mois", "Je suis dentiste", "oublie ma grossesse, ma santé"),
    ("I'm a die-hard Celtic supporter", "I'm a dentist", "forget my football team"),
    ("Soy intolerante a la lactosa", "Soy dentista", "olvida lo de la lactosa"),
]


@pytest.mark.parametrize(("subject", "other", "phrase"), FORGET_BY_SUBJECT)
def test_forget_reaches_a_subject_named_without_its_word(
    subject: str, other: str, phrase: str
) -> None:
    steps = [{"remember": subject}, {"remember": other}, {"forget": phrase}]
    assert replay_sequence(steps) == [other]


def test_subject_matters_never_get_a_key() -> None:
    for statement in ("I take atorvastatin at night", "我养了一只英短", "I'm learning to crochet"):
        assert classify(statement).topic_key == ""


def test_two_things_on_one_subject_both_stay() -> None:
    for first, second in [
        ("I take atorvastatin", "I take vitamin D"),
        ("I have a springer spaniel", "I have two guinea pigs"),
        ("Ich spiele Cello", "Ich spiele Tennis"),
        ("我在学日语", "我在学韩语"),
    ]:
        assert replay_sequence([{"remember": first}, {"remember": second}]) == [first, second]


def test_a_nationality_or_a_cuisine_is_no_language() -> None:
    # Language names count after a verb of speaking or learning only.
    assert classify("I love Japanese food").topic != "languages"
    assert classify("I'm learning Japanese").topic == "languages"


def test_a_favourite_is_found_by_its_name_in_a_forget_phrase() -> None:
    assert "favourite series" in phrase_facets("forget my favourite series")[0]
    assert "favourite serie" in phrase_facets("olvida mi serie preferida")[0]
    steps = [
        {"remember": "Mi serie favorita es Fargo"},
        {"remember": "Soy dentista"},
        {"forget": "olvida mi serie preferida"},
    ]
    assert replay_sequence(steps) == ["Soy dentista"]


DESCRIBED = [
    ("employer", "forget which company I work for"),
    ("residence", "forget which city I live in"),
    ("employer", "vergiss, bei welcher Firma ich arbeite"),
    ("residence", "oublie dans quelle ville j'habite"),
    ("employer", "olvida en qué empresa trabajo"),
    ("car", "oublie quelle voiture j'ai"),
    ("birthday", "oublie ma date d'anniversaire"),
    ("relationship", "olvida lo que te dije de mi novio"),
]


@pytest.mark.parametrize(("facet", "phrase"), DESCRIBED)
def test_which_questions_and_partner_words_name_the_attribute(facet: str, phrase: str) -> None:
    first, second = phrase_facets(phrase)
    assert facet in first | second


def test_spare_time_is_not_the_job() -> None:
    assert "occupation" not in phrase_facets("forget what I do in my spare time")[0]
    assert "occupation" in phrase_facets("forget what I do for a living")[0]


MORE_SUBJECTS = [
    ("I'm a Capricorn", "forget my star sign"),
    ("I mostly listen to reggae", "forget my music taste"),
    ("I'm scared of heights", "forget my phobia"),
    ("I'm saving up for a camper van", "forget my savings goal"),
    ("毎朝ジョギングしています", "運動のことは忘れて"),
    ("Ich habe eine Laktoseintoleranz", "vergiss meine Unverträglichkeit"),
]


@pytest.mark.parametrize(("subject", "phrase"), MORE_SUBJECTS)
def test_more_subjects_are_found_by_their_class_word(subject: str, phrase: str) -> None:
    other = "I work at a bakery"
    steps = [{"remember": subject}, {"remember": other}, {"forget": phrase}]
    assert replay_sequence(steps) == [other]
