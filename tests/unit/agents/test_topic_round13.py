"""Work, places, routines and things: which statements are one attribute (round 13).

Each mechanism is tested with positives and the hard negatives beside them: the office and
the home, a trip and a move, a car replaced and a car added, a weekday and a weekend routine.
"""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topic_forget import forget_object
from agents.topic_things import thing_key
from agents.topic_trips import trip_key
from agents.topics import _norm, classify


def _key(statement: str) -> str:
    return classify(statement).topic_key


def _replay(*steps: str) -> list[str]:
    return replay_sequence([{"remember": s} for s in steps])


# -- the office is a place apart from the home ---------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "my office is near the river in Ghent",
        "our office is on Harbour Rd in Cork",
        "they moved the whole team to the Utrecht office",
        "Unser Büro ist jetzt in Potsdam",
        "notre bureau a déménagé à Pessac",
        "la oficina se mudó a Getafe",
        "我们公司搬到滨江了",
        "オフィスは梅田にあります",
        "勤務地は神戸です",
    ],
)
def test_the_office_is_the_work_location(statement: str) -> None:
    assert _key(statement) == "work location"


@pytest.mark.parametrize(
    "statement",
    ["my office is freezing today", "会社は大変です", "We moved to Ghent", "我在公司加班"],
)
def test_what_the_office_is_like_or_a_move_home_is_not(statement: str) -> None:
    assert _key(statement) != "work location"


def test_office_and_home_stay_side_by_side_and_the_office_moves() -> None:
    assert _replay("my office is in Ghent centre", "home is Mechelen") == [
        "my office is in Ghent centre",
        "home is Mechelen",
    ]
    assert _replay(
        "mi oficina está en el centro de Bilbao", "ahora la oficina está en Barakaldo"
    ) == ["ahora la oficina está en Barakaldo"]


# -- the home, however it is said -----------------------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "22 Rosewood Ave, still in Norwich, moving in friday",
        "we're at 9 Quarry Lane now",
        "家住苏州园区",
        "家は仙台の泉区です",
        "maintenant on est à Brest",
        "ahora estamos en Oviedo",
        "neue Wohnung in Erfurt 🎉",
        "bin jetzt in Jena daheim",
    ],
)
def test_the_home_said_many_ways_is_the_residence(statement: str) -> None:
    assert _key(statement) == "residence"


@pytest.mark.parametrize(
    "statement",
    ["家は狭いです", "my office is at 9 Quarry Lane", "22 Rosewood Ave is my dentist's"],
)
def test_an_address_of_something_else_or_a_home_described_is_not(statement: str) -> None:
    assert _key(statement) != "residence"


@pytest.mark.parametrize(
    ("statement", "key"),
    [
        ("born in Wexford", "birthplace"),
        ("geboren bin ich aber in Zwickau", "birthplace"),
        ("née à Roubaix", "birthplace"),
        ("生まれは函館です", "birthplace"),
        ("grew up mostly in Sligo", "hometown"),
        ("aufgewachsen bin ich in Plauen", "hometown"),
        ("me crié en Logroño", "hometown"),
        ("在宜昌长大的", "hometown"),
        ("釧路育ちです", "hometown"),
    ],
)
def test_where_one_was_born_or_grew_up_said_without_a_subject(statement: str, key: str) -> None:
    assert _key(statement) == key


def test_birthplace_and_home_do_not_replace_each_other() -> None:
    assert _replay("I live in Galway", "born in Wexford") == ["I live in Galway", "born in Wexford"]


# -- things: a replacement, not an addition -------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "thing"),
    [
        ("the astra finally gave up, picked up a Skoda Fabia", "car"),
        ("vendí el Corsa y me compré un Dacia Sandero", "car"),
        ("la Twingo est morte, j'ai pris une Zoe", "car"),
        ("スイフト手放してヤリスにした", "car"),
        ("screen died so I'm on a Pixel 8 now", "phone"),
        ("new laptop is a ThinkPad T14", "laptop"),
        ("笔记本换成MacBook Air了", "laptop"),
    ],
)
def test_a_thing_got_in_place_of_the_old_one(statement: str, thing: str) -> None:
    assert thing_key(_norm(statement)) == thing


@pytest.mark.parametrize(
    "statement",
    [
        "we also got a Toyota Aygo for my son",
        "zusätzlich haben wir jetzt einen Fiat Panda",
        "y también una moto para el centro",
        "got a new phone case",
        "dropped my phone, the screen cracked",
        "my phone is a Pixel 8",
    ],
)
def test_a_second_thing_an_accessory_or_a_plain_statement_is_no_replacement(
    statement: str,
) -> None:
    assert thing_key(_norm(statement)) is None


def test_a_car_replaced_supersedes_and_a_car_added_does_not() -> None:
    assert _replay("I drive a Corsa", "the corsa died, drove home a Kia Ceed") == [
        "the corsa died, drove home a Kia Ceed"
    ]
    assert _replay("I drive a Corsa", "we also bought a Kia for my wife") == [
        "I drive a Corsa",
        "we also bought a Kia for my wife",
    ]


def test_a_motorbike_ridden_is_not_the_car() -> None:
    assert _key("バイクはカブに乗ってます") == "motorbike"
    assert _key("車はフィットに乗ってます") == "car"
    assert _key("ich fahr jetzt dahin") != "car"


# -- trips by destination -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "key"),
    [
        ("my trip to Porto is June 2 to 9", "trip porto"),
        ("porto's June 16-23 now", "trip porto"),
        ("flying to Tallinn Sep 3-7 for a conference", "trip tallinn"),
        ("Graz ist jetzt vom 4. bis 9. Juli", "trip graz"),
        ("finalement Nantes c'est du 2 au 6 mai", "trip nantes"),
        ("al final Cádiz es del 10 al 14", "trip cadiz"),
        ("下周去厦门出差", "trip 厦门"),
        ("来月は札幌に出張", "trip 札幌"),
    ],
)
def test_a_trip_is_keyed_by_where_it_goes(statement: str, key: str) -> None:
    assert trip_key(_norm(statement)) == key


@pytest.mark.parametrize(
    "statement",
    [
        "I moved to Porto in May",
        "my road trip is in May",
        "Mila is 5 now",
        "seit gestern bin ich in Prag im Urlaub",
        "我去厦门出差了",
        "the principal moved me to 3rd grade",
    ],
)
def test_a_move_a_kind_of_trip_an_age_or_a_trip_over_is_no_trip_key(statement: str) -> None:
    assert trip_key(_norm(statement)) is None


def test_trip_dates_moved_replace_the_old_dates_and_another_trip_stays() -> None:
    assert _replay("my trip to Porto is June 2 to 9", "porto got pushed to June 16-23") == [
        "porto got pushed to June 16-23"
    ]
    assert _replay("my trip to Porto is June 2 to 9", "flying to Tallinn Sep 3-7") == [
        "my trip to Porto is June 2 to 9",
        "flying to Tallinn Sep 3-7",
    ]


# -- schedules and routines -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "key"),
    [
        ("I have physio every Wednesday at 3", "schedule physio"),
        ("la kiné est passée au samedi", "schedule physio"),
        ("la clase de inglés la cambiaron a los miércoles", "schedule english"),
        ("英语课改到周六了", "schedule english"),
        ("therapist moved me to saturdays", "schedule therapy"),
    ],
)
def test_a_standing_appointment_is_keyed_by_its_activity(statement: str, key: str) -> None:
    assert _key(statement) == key


def test_teaching_an_activity_is_no_schedule_of_it() -> None:
    assert _key("I teach pilates on wednesdays") == ""


@pytest.mark.parametrize(
    ("weekday", "weekend"),
    [
        ("on weekdays I get up at 6", "weekends I sleep in till 10"),
        ("unter der Woche stehe ich um 6 auf", "am Wochenende stehe ich um 9 auf"),
        ("entre semana me levanto a las 6", "los fines de semana me levanto a las 10"),
        ("平日は6時に起きる", "休日は9時に起きる"),
    ],
)
def test_weekday_and_weekend_routines_are_two(weekday: str, weekend: str) -> None:
    assert _key(weekday) != _key(weekend)
    assert _key(weekday).startswith("wake up time")


def test_switching_gym_days_is_no_new_gym() -> None:
    assert _key("switched gym days to tue/thu") == "schedule gym"
    assert _key("switched gyms, it's PureGym now") == "gym name"


# -- jobs -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "made senior analyst in March",
        "passée cheffe d'équipe depuis lundi",
        "ahora soy encargada de la tienda",
        "当上了店长",
        "店長になりました",
        "lead engineer now",
        "seit April bin ich in Rente",
        "je suis à la retraite depuis mai",
    ],
)
def test_a_new_title_or_retirement_is_the_occupation(statement: str) -> None:
    assert _key(statement) == "occupation"


@pytest.mark.parametrize("statement", ["tired now", "busy now lol", "a mom now 🥹"])
def test_a_word_with_now_is_no_job(statement: str) -> None:
    assert _key(statement) != "occupation"


def test_joining_with_a_role_or_retiring_replaces_either_job_attribute() -> None:
    assert _replay("I'm a designer at Canva", "just joined Miro as a design lead") == [
        "just joined Miro as a design lead"
    ]
    assert _replay("ich arbeite bei der Bahn", "seit April bin ich in Rente") == [
        "seit April bin ich in Rente"
    ]
    assert "occupation" not in classify("I started at Miro as soon as I graduated").also


def test_japanese_work_described_as_a_task_is_the_employer() -> None:
    assert _key("信用金庫で窓口の仕事をしています") == "employer"


# -- forgetting a side job, a reason run on -------------------------------------------------


def test_a_reason_after_the_item_is_not_part_of_it() -> None:
    assert forget_object("forget the cashier thing i quit") == "forget the cashier thing"
    assert forget_object("forget the thing I don't like") == "forget the thing I don't like"
    assert forget_object("副业那条删了吧，不做了") == "副业那条删了吧"


def test_the_side_job_is_what_forgetting_the_side_job_means() -> None:
    steps = [
        {"remember": "我是会计"},
        {"remember": "业余时间做婚礼跟拍"},
        {"forget": "副业那条删掉"},
    ]
    assert replay_sequence(steps) == ["我是会计"]
    assert classify("nebenbei repariere ich Fahrräder").topic == "side job"
    assert classify("副業でカメラマンをしています").topic != "pets"
