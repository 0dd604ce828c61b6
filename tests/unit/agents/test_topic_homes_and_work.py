"""Families that were missing in some languages: the kind of home in Chinese and Japanese,
the field of work after "trabajo en" / "je travaille dans", working hours beyond English,
and a few update verbs per language."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify

# A kind of home is housing; it never replaces the city.
HOME_AND_CITY = [
    ("我住在苏州", "我住在员工宿舍"),
    ("我住在苏州", "我住在一套一居室里"),
    ("仙台に住んでいます", "アパートに住んでいます"),
    ("仙台に住んでいます", "社宅に住んでいます"),
]


@pytest.mark.parametrize(("city", "home"), HOME_AND_CITY)
def test_a_kind_of_home_is_kept_beside_the_city(city: str, home: str) -> None:
    assert classify(home).topic_key == "housing"
    assert replay_sequence([{"remember": city}, {"remember": home}]) == [city, home]


def test_a_place_before_the_home_makes_it_the_residence() -> None:
    assert classify("我住在苏州的一套公寓").topic_key == "residence"
    assert classify("仙台のマンションに住んでいます").topic_key == "residence"
    assert classify("実家に住んでいます").topic_key == "household"


FIELD_AND_EMPLOYER = [
    ("Trabajo en Inditex", "Trabajo en logística"),
    ("Trabajo en Inditex", "Trabajo en el sector textil"),
    ("Je travaille chez Decathlon", "Je travaille dans la logistique"),
]


@pytest.mark.parametrize(("employer", "field"), FIELD_AND_EMPLOYER)
def test_a_field_of_work_is_kept_beside_the_employer(employer: str, field: str) -> None:
    assert classify(field).topic_key == "work field"
    assert replay_sequence([{"remember": employer}, {"remember": field}]) == [employer, field]


def test_a_named_or_counted_place_after_en_or_dans_is_the_employer() -> None:
    assert classify("Trabajo en una gestoría").topic_key == "employer"
    assert classify("Trabajo en el hospital del barrio").topic_key == "employer"
    assert classify("Je bosse dans une agence de voyage").topic_key == "employer"
    assert classify("Trabajo en remoto").topic_key == ""


SCHEDULES = [
    ("Ich arbeite nachts", "Ich arbeite jetzt tagsüber"),
    ("Je travaille de nuit", "Je travaille de jour maintenant"),
    ("Trabajo de noche", "Ahora trabajo de día"),
    ("我上夜班", "我现在上白班了"),
    ("夜勤です", "今は日勤です"),
]


@pytest.mark.parametrize(("before", "after"), SCHEDULES)
def test_working_hours_update_in_every_language(before: str, after: str) -> None:
    assert replay_sequence([{"remember": before}, {"remember": after}]) == [after]


def test_teaching_a_hobby_is_no_job_change() -> None:
    # Only a grade or a school makes "I teach" the job.
    assert classify("I teach yoga on Saturdays").topic_key == ""
    assert classify("I teach fourth grade").topic_key == "occupation"


def test_a_shift_is_not_an_employer() -> None:
    steps = [{"remember": "アマゾンで働いています"}, {"remember": "夜勤で働いています"}]
    assert replay_sequence(steps) == ["アマゾンで働いています", "夜勤で働いています"]


UPDATES = [
    ("I live in Derby", "Currently living in Bath"),
    ("I live in Derby", "I've been living in Bath since June"),
    ("I work at Boots", "Started a new role at Tesco last week"),
    ("I'm a cashier", "I switched careers and I'm a plumber now"),
    ("Ich wohne in Ulm", "Wir sind umgezogen, jetzt wohnen wir in Jena"),
    ("Ich arbeite bei Aldi", "Ich habe einen neuen Job bei Rewe"),
    ("Ich bin ledig", "Ich bin mit Jonas verheiratet"),
    ("J'habite à Lille", "Je viens de m'installer à Arras"),
    ("Je travaille chez Fnac", "Je suis en CDI chez Darty"),
    ("Je suis végétarienne", "Je ne mange plus de poisson ni de viande"),
    ("Vivo en Cali", "Llevo un año viviendo en Pasto"),
    ("Trabajo en Bimbo", "Cambié de trabajo, ahora laburo en Arcor"),
    ("Soy maestra", "Me dedico a la traducción"),
    ("Tengo 29 años", "Hoy cumplo 30"),
    ("我是老师", "我改行当律师了"),
    ("我是老师", "我现在在一家公司做销售"),
    ("エンジニアです", "会社を辞めて、今はフリーランスです"),
    ("エンジニアです", "営業職に就きました"),
    ("独身です", "先月入籍しました"),
    ("I work at Boots", "After weeks of thinking, I took the job at Superdrug"),
    ("Ich arbeite bei Aldi", "Ich habe den Job bei Netto angenommen"),
    ("Je travaille chez Fnac", "J'ai accepté le poste chez Cultura"),
    ("我在美团工作", "我接受了拼多多的offer"),
    ("I'm engaged", "We tied the knot in May"),
    ("I'm a cashier", "I now teach fourth grade"),
    ("J'habite à Lille", "Après cinq ans à Lille, on s'est installés à Douai"),
    ("I'm a cashier", "These days I mostly work as a dog groomer"),
]


@pytest.mark.parametrize(("older", "newer"), UPDATES)
def test_update_phrasing_supersedes(older: str, newer: str) -> None:
    assert replay_sequence([{"remember": older}, {"remember": newer}]) == [newer]
