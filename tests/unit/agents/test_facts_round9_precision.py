"""Round nine of the rules distiller, precision as a person judges it: idle talk about the
user (musings, glances, talk about the talk, idioms of getting by, routines that do not say
what, the moment just now, a date with nothing said of it) is not stored, and its near
misses are. The lines are written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.event_dates import resolve
from agents.facts import extract_facts
from agents.facts_elaboration import is_aside
from agents.facts_idle import empty_date, idle
from agents.rejections import rejected, vague_event

# Wednesday 2025-03-12, noon UTC.
AT = datetime(2025, 3, 12, 12, 0, tzinfo=UTC)


def contents(text: str, lang: str | None = None) -> list[str]:
    return [f.content for f in extract_facts(text, AT, lang)]


def is_idle(statement: str, lang: str = "en") -> bool:
    return idle(statement, statement, lang)


# --- a musing is no plan; turning over a life decision is ------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I'm thinking of dyeing my hair green", "en"),
        ("We're toying with the idea of a pizza oven", "en"),
        ("I'm half tempted to paint the fence purple", "en"),
        ("Ich überlege, den Flur gelb zu streichen", "de"),
        ("Wir spielen mit dem Gedanken, Hühner zu halten", "de"),
        ("J'hésite à repeindre la cuisine", "fr"),
        ("我在想要不要剪短发", "zh"),
    ],
)
def test_a_musing_is_idle(statement: str, lang: str) -> None:
    assert is_idle(statement, lang)


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I'm thinking of moving to Galway", "en"),
        ("We're thinking about selling the house", "en"),
        ("I'm considering going back to university", "en"),
        ("We're thinking October for the wedding", "en"),
        ("Ich überlege, nach Hamburg umzuziehen", "de"),
        ("Je pense à déménager à Lyon", "fr"),
        ("我在考虑要不要辞职", "zh"),
        ("I think of my grandmother every time I bake", "en"),
    ],
)
def test_a_life_decision_turned_over_is_not_idle(statement: str, lang: str) -> None:
    assert not is_idle(statement, lang)


def test_a_musing_is_not_stored_and_a_considered_move_is() -> None:
    assert contents("I'm thinking of knitting the dog a jumper.") == []
    assert contents("I'm thinking of moving to Galway next year.") != []


# --- a glance of the moment --------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I checked the weather in Oslo", "en"),
        ("I just googled the opening hours", "en"),
        ("We looked at the forecast for Saturday", "en"),
        ("Ich hab gestern das Wetter in Wien nachgeschaut", "de"),
        ("J'ai vérifié la météo à Brest", "fr"),
        ("Miré el tiempo en Bilbao", "es"),
        ("我查了一下成都的天气", "zh"),
    ],
)
def test_a_glance_is_idle(statement: str, lang: str) -> None:
    assert is_idle(statement, lang)


@pytest.mark.parametrize(
    "statement",
    [
        "I checked into the hotel in Oslo",
        "I check my blood sugar every morning",
        "I checked the weather every day of the trip",
        "I looked after my nephew all summer",
    ],
)
def test_checking_in_or_a_habit_of_checking_is_not_idle(statement: str) -> None:
    assert not is_idle(statement)


def test_a_glance_with_a_date_is_not_stored() -> None:
    assert contents("I checked the weather in Oslo yesterday, it looked sunny.") == []


# --- talk about the talk -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("We will talk about it at Easter", "en"),
        ("We'll discuss the details next week", "en"),
        ("I've put it in my calendar", "en"),
        ("Wir reden am Wochenende nochmal drüber", "de"),
        ("Trag ich mir gleich in den Kalender ein", "de"),
        ("On en reparle à Pâques", "fr"),
        ("Lo hablamos en Semana Santa", "es"),
        ("到时候再聊", "zh"),
    ],
)
def test_talk_about_the_talk_is_idle(statement: str, lang: str) -> None:
    assert is_idle(statement, lang)


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("We talk every Sunday evening on the phone", "en"),
        ("I'm giving a talk at a conference in Porto", "en"),
        ("I speak three languages", "en"),
        ("Ich spreche fließend Portugiesisch", "de"),
        ("Hablamos español en casa", "es"),
    ],
)
def test_talking_as_a_habit_or_a_skill_is_not_idle(statement: str, lang: str) -> None:
    assert not is_idle(statement, lang)


# --- an idiom of getting by --------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("Priya and I hold the fort in Leeds", "en"),
        ("We're muddling through", "en"),
        ("I'm just getting by", "en"),
        ("Wir halten hier die Stellung", "de"),
        ("On tient le coup", "fr"),
        ("Vamos tirando", "es"),
        ("我们就这么凑合着", "zh"),
    ],
)
def test_an_idiom_of_getting_by_is_idle(statement: str, lang: str) -> None:
    assert is_idle(statement, lang)


@pytest.mark.parametrize(
    "statement",
    [
        "I run the family bakery in Leeds with my brother",
        "We get by on one income since I quit my job at the bank",
    ],
)
def test_what_one_lives_on_is_not_an_idiom(statement: str) -> None:
    assert not is_idle(statement)


# --- a routine that does not say what ----------------------------------------------------


@pytest.mark.parametrize(
    "statement",
    [
        "I'm practising with Ana every night",
        "We practise twice a week",
        "I'm doing 2 hours every night after the kids go to bed",
    ],
)
def test_a_routine_without_its_activity_is_idle(statement: str) -> None:
    assert is_idle(statement)


@pytest.mark.parametrize(
    "statement",
    [
        "I'm practising the cello every night",
        "I play chess every Monday",
        "I did 20 laps without stopping",
    ],
)
def test_a_routine_that_names_its_activity_is_not_idle(statement: str) -> None:
    assert not is_idle(statement)


# --- the moment just now, a score of the moment -----------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I just got off work", "en"),
        ("I just got home", "en"),
        ("We're 1-3 this season", "en"),
        ("Ich bin grad heim gekommen", "de"),
        ("Je viens de rentrer du boulot", "fr"),
        ("Acabo de llegar a casa", "es"),
        ("我刚下班", "zh"),
        ("我们刚到家了", "zh"),
    ],
)
def test_the_moment_just_now_is_idle(statement: str, lang: str) -> None:
    assert is_idle(statement, lang)


@pytest.mark.parametrize(
    "statement",
    [
        "I just got back from three weeks in Japan",
        "I just finished my PhD",
        "I'm 34",
    ],
)
def test_news_or_an_age_is_not_the_moment(statement: str) -> None:
    assert not is_idle(statement)


# --- a date with nothing said of it ------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "lang"),
    [
        ("I have an appointment", "en"),
        ("I've got a meeting", "en"),
        ("Wir haben jetzt auch nen Termin", "de"),
        ("J'ai un rendez-vous", "fr"),
        ("Tengo cita", "es"),
        ("我有个预约", "zh"),
    ],
)
def test_an_empty_date_says_nothing(body: str, lang: str) -> None:
    assert empty_date(body, lang)
    assert vague_event(body, lang)


def test_an_appointment_that_says_with_whom_is_kept() -> None:
    assert not empty_date("I have an appointment with the cardiologist", "en")
    assert contents("I have an appointment on Friday.") == []
    assert contents("I have an appointment with the cardiologist on Friday.") != []


# --- a teaser told as done ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("Wir haben eine Entscheidung gefällt", "de"),
        ("J'ai une nouvelle assez incroyable", "fr"),
    ],
)
def test_a_teaser_is_rejected(statement: str, lang: str) -> None:
    assert rejected(statement, statement, lang)


def test_a_decision_that_says_what_is_kept() -> None:
    assert not rejected(
        "Ich hab mich für die Ausbildung in Kiel entschieden",
        "Ich hab mich für die Ausbildung in Kiel entschieden",
        "de",
    )


# --- a quip after a statement ------------------------------------------------------------


def test_a_quip_that_picks_one_thing_out_is_an_aside() -> None:
    assert is_aside("Mostly the cake.")
    assert is_aside("Mainly the gossip")
    assert not is_aside("Mostly Lego")
    assert not is_aside("Mostly 5ks and one long run")


# --- "on a Wednesday" recurs -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["I have my nephew on a Thursday", "We swim every Sunday", "Ich koche jeden Montag"],
)
def test_a_weekday_that_recurs_is_no_date(text: str) -> None:
    assert resolve(text, AT) is None


def test_a_weekday_that_recurs_stays_in_the_statement() -> None:
    stored = contents("I've got the garden, I have my nephew on a Thursday.")
    assert "I have my nephew on a Thursday" in stored
    assert resolve("I saw my nephew on Thursday", AT) is not None


# --- the body just now, in a figure ------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("My legs are jelly after the hike", "en"),
        ("My fingers are basically icicles", "en"),
        ("Meine Füße sind Eisklötze", "de"),
        ("Meine Waden sind seit gestern aus Wackelpudding", "de"),
        ("Mes jambes sont en coton", "fr"),
        ("Tengo las piernas de gelatina", "es"),
        ("我腿都软了", "zh"),
    ],
)
def test_the_body_in_a_figure_is_idle(statement: str, lang: str) -> None:
    assert is_idle(statement, lang)


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("My back is killing me", "en"),
        ("My knee is arthritic", "en"),
        ("My hands are always cold because of Raynaud's", "en"),
        ("Mein Knie ist seit dem Unfall kaputt", "de"),
    ],
)
def test_a_pain_or_a_condition_is_not_idle(statement: str, lang: str) -> None:
    assert not is_idle(statement, lang)
