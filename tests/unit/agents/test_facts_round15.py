"""Round fifteen of the rules distiller: chat's contractions without apostrophes, answers
and laughs that open or end a sentence, the writer and someone else as "me n …", asides in
brackets, words in capitals for emphasis, leave taken of the chat, the writer's home told
as "here in …", what one has on a weekday still ahead, German statements that open on a
long field before the verb, and traditional Chinese read by the simplified rules. Each with its near misses,
which are kept or dropped as before. The lines are written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.event_dates import resolve
from agents.facts import extract_facts
from agents.facts_chat import restore_apostrophes
from agents.facts_here import home_place
from agents.facts_script import fold, unfold
from agents.facts_signoff import signs_off

# Wednesday 2025-03-12, noon UTC.
AT = datetime(2025, 3, 12, 12, 0, tzinfo=UTC)


def contents(text: str, lang: str | None = None) -> list[str]:
    return [f.content for f in extract_facts(text, AT, lang)]


# --- contractions without their apostrophe ------------------------------------------------


def test_apostrophe_less_contractions_are_restored() -> None:
    assert restore_apostrophes("im on nights now and ive got a new rota, dont ask") == (
        "I'm on nights now and I've got a new rota, don't ask"
    )
    assert restore_apostrophes("Im fine. Thats it") == "I'm fine. That's it"


@pytest.mark.parametrize(
    "line",
    [
        "I was ill all week",  # "ill" is a word of its own
        "we were at the lake",  # so is "were"
        "its tail is fluffy",  # and the possessive "its"
        "the IM channel is down",  # a word in capitals is an acronym
    ],
)
def test_words_that_are_words_stay(line: str) -> None:
    assert restore_apostrophes(line) == line


def test_a_statement_without_apostrophes_is_found_and_stored_with_them() -> None:
    assert contents("ok so ive been vegan since 2019") == ["I've been vegan since 2019"]
    assert contents("im a paramedic at the hospital in Norwich") == [
        "I'm a paramedic at the hospital in Norwich"
    ]


# --- answers, laughs and brackets -----------------------------------------------------------


def test_an_answer_opening_the_line_is_not_part_of_the_statement() -> None:
    assert contents("nah I'm a welder, been one for years") == ["I'm a welder"]
    assert contents("haha no. I started rowing again") == ["I started rowing again"]


def test_a_spanish_no_that_negates_the_verb_is_kept() -> None:
    # "no" without a stop is the verb's negation, never an answer to cut off
    assert all(not c.startswith("Tengo") for c in contents("no tengo perro ni gato", "es"))


def test_a_laugh_before_the_writers_subject_ends_a_sentence() -> None:
    assert contents("nope lol i have my piano recital friday") == [
        "I have my piano recital (on 2025-03-14)"
    ]
    # a laugh that closes the statement is still tidied away, the statement kept
    assert contents("I adopted a greyhound lol") == ["I adopted a greyhound"]


def test_me_and_someone_is_the_writers_subject_in_chat_spelling() -> None:
    assert contents("big news, me n rob (my bf) just adopted a puppy!! any name ideas?") == [
        "Me n rob (my bf) just adopted a puppy"
    ]
    # "me and you" is about the listener, not a statement of the writer's own
    assert contents("me n you should get a puppy") == []


def test_an_aside_in_brackets_at_the_end_is_left_out() -> None:
    assert contents("I got a puppy (finally)!") == ["I got a puppy"]


# --- emphasis is no name ----------------------------------------------------------------------


def test_a_word_in_capitals_for_emphasis_names_nothing() -> None:
    assert contents("My mood is NOT great") == []
    # an acronym names something, and the statement is kept
    assert contents("My sister works for the BBC") == ["My sister works for the BBC"]


# --- taking leave ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I'm off to bed", "en"),
        ("I gotta go", "en"),
        ("Bueno me voy que madrugo", "es"),
        ("Me tengo que ir", "es"),
        ("Je vais me coucher", "fr"),
        ("Ich muss los", "de"),
        ("好啦我要去洗澡了", "zh"),
        ("我先去做饭了", "zh"),
    ],
)
def test_leave_taken_of_the_chat_is_no_fact(statement: str, lang: str) -> None:
    assert signs_off(statement, lang)


@pytest.mark.parametrize(
    ("statement", "lang"),
    [
        ("I'm off to Lisbon next week", "en"),  # a trip, not a goodbye
        ("Me voy a Madrid en mayo", "es"),
        ("J'y vais chaque samedi", "fr"),  # a habit
        ("我要去日本了", "zh"),  # news: a place, not a chore of the day
        ("我下个月要去上班了", "zh"),  # a time before the verb makes it a plan
    ],
)
def test_going_somewhere_is_not_taking_leave(statement: str, lang: str) -> None:
    assert not signs_off(statement, lang)


def test_a_goodbye_with_its_reason_stores_nothing() -> None:
    assert contents("bueno me tengo que ir porque mañana abro la tienda, besos!!", "es") == []
    assert contents("I'm off to Lisbon next week") == ["I'm off to Lisbon (week of 2025-03-17)"]


# --- home as "here in …" ---------------------------------------------------------------------


def test_here_in_a_place_tells_where_the_writer_lives() -> None:
    line = "Spring has finally arrived up here in Duluth and the lilacs are out"
    assert contents(line) == ["I live in Duluth"]
    assert home_place("Die Mieten hier in Kassel sind verrückt", "de") == "Ich wohne in Kassel"


@pytest.mark.parametrize(
    "line",
    [
        "It's scorching out here in Phoenix",  # "out here": away from home
        "Lovely weather here in Lisbon, the hotel is great",  # a trip in the line
        "It always rains here in June",  # a month is no place
        "I hear it's nice there in Oslo",  # "there" is not the writer's place
    ],
)
def test_here_on_a_trip_or_without_a_place_is_no_home(line: str) -> None:
    assert home_place(line, "en") is None


def test_here_in_a_place_already_stated_adds_nothing() -> None:
    assert contents("I've lived here in Duluth for 20 years") == [
        "I've lived here in Duluth for 20 years"
    ]


# --- what one has on a weekday is ahead -----------------------------------------------------


def test_what_one_has_on_a_weekday_is_still_ahead() -> None:
    ahead = resolve("I have my exam on Friday", AT)
    behind = resolve("I had my exam on Friday", AT)
    assert ahead is not None and ahead.day.isoformat() == "2025-03-14"
    assert behind is not None and behind.day.isoformat() == "2025-03-07"


# --- the German field before the verb -----------------------------------------------------


def test_a_german_statement_may_open_on_a_date_or_four_words() -> None:
    assert contents("Am 3. Mai ziehe ich nach Kassel", "de") == [
        "Am 3. Mai ziehe ich nach Kassel (on 2025-05-03)"
    ]
    assert contents("Und in drei Wochen fahre ich nach Graz zum Konzert", "de") == [
        "In drei Wochen fahre ich nach Graz zum Konzert (week of 2025-03-31)"
    ]


def test_the_writer_with_someone_is_the_subject_after_the_german_verb() -> None:
    assert contents("Im Mai fahren meine Frau und ich nach Usedom", "de") == [
        "Im Mai fahren meine Frau und ich nach Usedom (in May 2025)"
    ]
    # "und ich" after someone else's clause is not a subject of two
    assert contents("Heute ist es glatt und ich rutsche wie ein Pinguin", "de") == []
    # a relative clause is still no statement of its own
    assert contents("Das ist der Kuchen, den meine Oma und ich immer backen", "de") == []


# --- traditional Chinese ----------------------------------------------------------------


def test_folding_keeps_every_offset_and_unfolding_restores_the_writing() -> None:
    line = "我們這週末會去台中"
    assert fold(line) == "我们这周末会去台中"
    assert len(fold(line)) == len(line)
    assert unfold(fold(line), line) == line
    # simplified text is left as it is
    assert fold("我们这周末会去台中") == "我们这周末会去台中"


def test_traditional_chat_is_judged_like_simplified_and_stored_as_written() -> None:
    assert contents("我在台南的醫院當護理師", "zh") == ["我在台南的醫院當護理師"]
    # leave taken of the chat is dropped in either script
    assert contents("那我先去開會了", "zh") == []
    assert contents("那我先去开会了", "zh") == []
