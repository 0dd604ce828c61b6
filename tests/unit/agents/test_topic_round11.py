"""Round 11 of the topic keys: what a statement is about, however it is phrased.

Keys name whose attribute and which one (the hours of work, a lesson's days, a dose, the
partner's car); a correction or a change that does not name the member of an open family
gets a family glob; a birth ends a pregnancy. Each positive has a hard negative beside it.
"""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify


def key(statement: str) -> str:
    return classify(statement).topic_key


# -- the hours and days of work ------------------------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "I work 7 to 3 these days",
        "my shift is 6am-2pm",
        "ich arbeite von 7 bis 15 Uhr",
        "je travaille de 8h à 16h",
        "entro a las 7 y salgo a las 3",
        "我每天8点上班",
        "10時から19時まで働いています",
        "my work days are mon to thu",
    ],
)
def test_working_hours_are_the_work_schedule(statement: str) -> None:
    assert key(statement) == "work schedule"


def test_working_hours_update_the_shift_and_never_the_workplace() -> None:
    assert key("I work nights") == key("I work 8 to 4 now") == "work schedule"
    assert key("I work at Siemens") == "employer"
    assert key("10時から19時まで働いています") != "employer"


# -- the height is not the age ---------------------------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "I'm 175 cm tall",
        "ich bin 1,92 groß",
        "je mesure 1m59",
        "mido 1,64",
        "我身高168",
        "身長は158cm",
    ],
)
def test_a_height_is_keyed_as_height(statement: str) -> None:
    assert key(statement) == "height"


def test_a_plain_number_stays_the_age() -> None:
    assert key("ich bin 52") == "age"
    assert key("I'm 52") == "age"


# -- the schedule of an activity, whatever the sentence --------------------------------------


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("I hit the gym on tuesdays and fridays", "gym days changed to mondays and thursdays"),
        ("ich gehe freitags ins Fitnessstudio", "Fitnessstudio ist jetzt mittwochs"),
        ("je vais à la piscine le mardi", "la natation c'est maintenant le jeudi"),
        ("voy a yoga los martes", "ahora el yoga es lunes y miércoles"),
        ("我每周六上钢琴课", "钢琴课改到周日了"),
        ("ヨガは毎週水曜", "ヨガは金曜に変わりました"),
    ],
)
def test_one_activity_on_new_days_is_one_schedule(first: str, second: str) -> None:
    assert key(first).startswith("schedule ")
    assert key(first) == key(second)


def test_two_activities_are_two_schedules_and_one_outing_is_none() -> None:
    assert key("gym is mon/wed") != key("bouldering is tue/thu at the climbing gym")
    assert key("my gym days are mon and wed") != key("my work days are tue to fri")
    assert key("I went swimming on Sunday") == ""  # one outing, not a weekly day


def test_a_class_on_fixed_days_is_not_a_school() -> None:
    assert key("毎週土曜にピアノ教室に通っています") == "schedule piano"
    assert key("大学に通っています") == "school"


# -- corrections and changes that do not name the member --------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "oops typo, wednesdays not mondays",
        "Korrektur: meinte 17 Uhr nicht 16, also freitags",
        "pardon je me suis trompée, c'est le vendredi pas le lundi",
        "perdón, quise decir los viernes, no los lunes",
        "不好意思打错了，是周五不是周一",
        "月曜じゃなくて金曜でした",
    ],
)
def test_an_unnamed_schedule_correction_gets_the_schedule_family(statement: str) -> None:
    found = classify(statement)
    assert found.topic_key == ""
    assert found.also == ("*schedule*",)


def test_a_day_without_a_correction_updates_no_family() -> None:
    assert classify("I'm off on fridays now").also == ()
    assert classify("we met on a tuesday").also == ()


@pytest.mark.parametrize(
    "statement",
    ["the doctor changed it to 75mg", "医生让我改成每次1000mg了", "mein Arzt hat auf 20 mg erhöht"],
)
def test_an_unnamed_dose_change_gets_the_dose_family(statement: str) -> None:
    assert classify(statement).also == ("*dose *",)


def test_a_named_dose_keeps_its_own_key() -> None:
    found = classify("the doctor changed my losartan to 100mg")
    assert found.topic_key == "dose losartan"
    assert "*dose *" not in found.also


def test_a_new_drug_replacing_an_old_one_names_the_old_key() -> None:
    found = classify("for the headaches it's naproxen 250 mg now, the ibuprofen did nothing")
    assert found.topic_key == "dose naproxen"
    assert found.also == ("dose ibuprofen",)
    # two drugs both taken, each with a dose: no replacement
    assert classify("I take 20mg omeprazole and 5mg amlodipine").also == ()


def test_a_lesson_corrected_without_its_owner_may_be_the_childs() -> None:
    found = classify("刚才说错了，钢琴课是周五，不是周三")
    assert found.topic_key == "schedule piano"
    assert found.also == ("* schedule piano",)
    assert key("孩子钢琴课是周三") == "孩子 schedule piano"


# -- a baby on the way, and born ----------------------------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "we're expecting our first in May",
        "je suis enceinte de 4 mois",
        "ich bin schwanger",
        "我怀孕三个月了",
    ],
)
def test_a_pregnancy_is_one_attribute(statement: str) -> None:
    assert key(statement) == "pregnancy"


@pytest.mark.parametrize(
    "statement",
    [
        "our baby was born on tuesday, a boy!",
        "das Baby ist da, ein Mädchen",
        "ya nació Lucas",
        "赤ちゃんが生まれました",
    ],
)
def test_a_birth_ends_the_pregnancy_without_a_key_of_its_own(statement: str) -> None:
    found = classify(statement)
    assert found.topic_key == ""
    assert found.also == ("pregnancy",)


def test_a_birth_in_a_year_is_history() -> None:
    assert classify("my daughter was born in 2017").also == ()


# -- other people's attributes ------------------------------------------------------------------


def test_a_partners_car_is_not_their_name() -> None:
    assert key("我老婆开的是比亚迪") == "妻子 car"
    assert key("彼氏の車はフィットです") == "彼氏 car"
    assert key("我老婆叫小红") == "partner name"
    assert key("彼氏はリョウです") == "partner name"


@pytest.mark.parametrize(
    ("statement", "expected"),
    [
        ("my girlfriend drives a Corolla", "girlfriend car"),
        ("mein Vater fährt einen Passat", "father car"),
        ("celle de ma femme c'est une Twingo", "femme car"),
        ("la de mi esposa es un Fiat", "esposa car"),
    ],
)
def test_someone_elses_car_gets_their_key(statement: str, expected: str) -> None:
    assert key(statement) == expected
    assert key("I drive a Corolla") == "car"


def test_a_drive_that_is_not_a_car() -> None:
    assert key("my girlfriend drives me to work") == ""
    assert key("meine Frau fährt jeden Morgen Rad") == ""


def test_chat_drops_my_before_a_child_or_partner() -> None:
    assert key("daughter is in 4th grade now") == key("my daughter is in 3rd grade")
    assert key("son is 11 now") == "son age"
    assert key("儿子今年9岁了") == "儿子 age"
    assert key("son of a friend is 11") == ""


def test_a_child_changing_school_or_age() -> None:
    assert key("my son started second grade") == "son school"
    assert key("mi hija ya cumplió 9") == "hija age"
    assert key("ma fille vient d'avoir 6 ans") == "fille age"
    assert key("Pixel turned 3 yesterday") == "pixel age"


# -- names, routines, weight -------------------------------------------------------------------


def test_a_name_preferred_now_is_an_alternative_only() -> None:
    for statement in ["actually I prefer Sasha now", "en fait je préfère Lou maintenant"]:
        found = classify(statement)
        assert (found.topic_key, found.also) == ("", ("preferred name", "nickname"))
    assert classify("I prefer green tea").also == ()


@pytest.mark.parametrize(
    ("first", "second", "expected"),
    [
        ("I wake up at 6:30", "I get up at 5 now", "wake up time"),
        ("je me couche à 23h", "maintenant je me couche à 22h", "bedtime"),
        (
            "I'm training for a 10k",
            "I'm training for a triathlon now",
            "training goal",
        ),
    ],
)
def test_routine_times_and_the_training_goal(first: str, second: str, expected: str) -> None:
    assert key(first) == key(second) == expected
    assert key("I wake up at 6:30") != key("I go to bed at 11")


@pytest.mark.parametrize(
    "statement",
    [
        "I'm 71 kg now",
        "lost 3 kg, down to 68kg",
        "bajé a 64 kilos",
        "瘦到50公斤了",
        "Wiege jetzt 90",
    ],
)
def test_a_weight_said_without_the_word(statement: str) -> None:
    assert key(statement) == "weight"
    assert key("I deadlift 120kg now") != "weight"


# -- through the writer --------------------------------------------------------------------------


def test_forgetting_one_schedule_keeps_the_other_at_the_same_place() -> None:
    active = replay_sequence(
        [
            {"remember": "gym days are tue and fri"},
            {"remember": "yoga days are sat and sun at the gym"},
            {"forget": "forget my gym days"},
        ]
    )
    assert active == ["yoga days are sat and sun at the gym"]


def test_an_old_drug_replaced_by_a_new_one_is_superseded() -> None:
    active = replay_sequence(
        [
            {"remember": "I'm lactose intolerant"},
            {"remember": "for headaches I take 500 mg paracetamol"},
            {"remember": "for headaches it's naproxen 250 mg now, the paracetamol did nothing"},
        ]
    )
    assert active == [
        "I'm lactose intolerant",
        "for headaches it's naproxen 250 mg now, the paracetamol did nothing",
    ]


def test_a_partners_car_and_name_stay_side_by_side() -> None:
    active = replay_sequence([{"remember": "我老公叫大伟"}, {"remember": "我老公开的是特斯拉"}])
    assert active == ["我老公叫大伟", "我老公开的是特斯拉"]
