"""Round fourteen of the rules distiller, precision as a person judges it: labels of praise
or blame said of oneself, someone close's one act, going off to do something now, a meal or
a chore of the day, talk about sorting it out later, German suppositions and announcements,
the German listener at the start of a sentence, French "on" as a subject, and a routine
that does not say what, dropped alone and joined to the statement before it that says it.
Each with its near misses, which are kept. The lines are written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.facts import extract_facts
from agents.facts_idle import idle, vague_routine
from agents.rejections import rejected

# Wednesday 2025-03-12, noon UTC.
AT = datetime(2025, 3, 12, 12, 0, tzinfo=UTC)


def contents(text: str, lang: str | None = None) -> list[str]:
    return [f.content for f in extract_facts(text, AT, lang)]


# --- a label of praise or blame said of oneself ------------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I am a zombie today", "en"),
        ("I'm an absolute legend now", "en"),
        ("We're a menace", "en"),
        ("I'm a total wreck", "en"),
        ("Ich bin jetzt ein Wrack", "de"),
        ("Je suis devenue une vraie légende", "fr"),
        ("Soy un desastre", "es"),
    ],
)
def test_a_label_said_for_effect_is_rejected(statement: str, lang: str) -> None:
    assert rejected(statement, statement, lang)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("I'm a professional translator now.", "en"),
        ("I'm a team leader at the depot.", "en"),
        ("I'm a vegetarian now.", "en"),
        ("Ich bin Tischlerin in einer kleinen Werkstatt.", "de"),
    ],
)
def test_a_label_that_says_what_one_is_is_kept(text: str, lang: str) -> None:
    assert contents(text, lang) != []


# --- someone close's one act; what they became is kept ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "My grandad made a tiny boat out of matchsticks.",
        "My aunt made 4 trifles for 7 guests.",
        "My brother still brings it up every Easter.",
        "My sister did that with me for swimming.",
    ],
)
def test_someone_closes_one_act_is_not_stored(text: str) -> None:
    assert contents(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "My brother made partner at his law firm.",
        "My aunt made the county hockey team.",
        "My grandad is a retired fisherman in Whitby.",
    ],
)
def test_what_someone_close_became_is_kept(text: str) -> None:
    assert contents(text) != []


# --- going off to do something now ------------------------------------------------------


def test_going_off_now_is_not_stored_and_a_habit_of_going_is() -> None:
    assert contents("I go cook the rice now.") == []
    assert contents("I go feed the chickens.") == []
    assert contents("I go swim in the lake every morning.") != []
    assert contents("I go to the climbing wall twice a week.") != []


# --- a meal or a chore of the day -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("We had curry last night.", "en"),
        ("I'm making risotto tonight.", "en"),
        ("I did the ironing this morning.", "en"),
        ("I had a quick nap.", "en"),
        ("Wir haben gestern Pizza bestellt.", "de"),
        ("On a mangé des crêpes hier soir.", "fr"),
        ("我们昨天吃了火锅", "zh"),
    ],
)
def test_a_meal_or_a_chore_of_the_day_is_not_stored(text: str, lang: str) -> None:
    assert contents(text, lang) == []


@pytest.mark.parametrize(
    "text",
    [
        "I eat porridge every single morning.",
        "I made a cake for my niece's 5th birthday party.",
        "We had pizza at Bellini's in Rome.",
    ],
)
def test_a_diet_or_a_meal_with_more_to_it_is_not_idle(text: str) -> None:
    statement = text.rstrip(".")
    assert not idle(statement, statement, "en")


# --- sorting it out later is talk about the talk ----------------------------------------


def test_sorting_it_out_later_is_idle_and_working_on_a_plan_is_not() -> None:
    assert idle("We'll sort it out on Sunday", "We'll sort it out on Sunday", "en")
    assert idle("Let's figure it out together", "Let's figure it out together", "en")
    assert not idle("We're working out the budget", "We're working out the budget", "en")


# --- German: a supposition with the verb first, a thought, an announcement --------------


@pytest.mark.parametrize(
    "text",
    [
        "Würden wir irgendwann nach Rügen ziehen",
        "Früher hab ich das auch gedacht",
        "Ich hab übrigens ne tolle Neuigkeit",
    ],
)
def test_german_suppositions_thoughts_and_announcements_are_not_stored(text: str) -> None:
    assert contents(text, "de") == []


def test_german_plans_and_changes_of_mind_told_as_facts_are_kept() -> None:
    assert contents("Im Herbst ziehen wir nach Rügen.", "de") != []
    assert contents("Ich hab gedacht, ich werde Ärztin, jetzt bin ich Imkerin in Jena.", "de") == [
        "Jetzt bin ich Imkerin in Jena"
    ]


def test_the_german_listener_at_the_start_of_a_sentence_is_the_listener() -> None:
    assert contents("Deinen Bruder hätte ich gern getroffen.", "de") == []
    assert rejected("Dein Garten ist toll und ich habe auch einen", "", "de")
    # "Ihr" at the start is "her" as often as "your": the writer's own clause is kept
    assert contents("Ihr Mann ist Bäcker, und ich arbeite mit ihm in Gotha.", "de") != []


# --- French "on" is the subject, not "on Monday" ----------------------------------------


def test_french_on_is_judged_as_the_subject() -> None:
    assert contents("On a mangé des pâtes hier soir.", "fr") == []
    assert contents("On a déménagé à Nantes en mars.", "fr") != []


# --- a routine that does not say what: dropped alone, joined after what it is about -----


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I practise with Tom every evening", "en"),
        ("We do 3 sets every morning", "en"),
        ("Wir spielen jeden Donnerstag", "de"),
        ("On se voit tous les mardis", "fr"),
        ("Quedamos cada viernes", "es"),
    ],
)
def test_a_routine_without_what_is_vague(statement: str, lang: str) -> None:
    assert vague_routine(statement, lang)


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I practise the trumpet every evening", "en"),
        ("We play every Monday", "en"),
        ("I go every week to the market", "en"),
        ("Wir spielen jeden Donnerstag im Verein", "de"),
        ("On joue au volley tous les mardis", "fr"),
        ("Vamos todos los domingos al mercado", "es"),
    ],
)
def test_a_routine_that_says_what_or_where_is_not_vague(statement: str, lang: str) -> None:
    assert not vague_routine(statement, lang)


def test_a_vague_routine_joins_the_statement_before_it_and_alone_is_dropped() -> None:
    assert contents("I've taken up the banjo. I practise every evening.") == [
        "I've taken up the banjo. I practise every evening"
    ]
    assert contents("I practise every evening.") == []
    # not across a dated event: the routine would take its date
    assert contents("I bought a banjo last week. I practise every evening.") == [
        "I bought a banjo (week of 2025-03-03)"
    ]


# --- a short dated Chinese event that names a direction and no place --------------------


def test_a_short_chinese_event_with_only_a_direction_is_not_stored() -> None:
    assert contents("五月搬过去", "zh") == []
    assert contents("我下个月回去", "zh") == []
    assert contents("我下个月回成都", "zh") != []
    assert contents("我们五月搬去上海", "zh") != []
