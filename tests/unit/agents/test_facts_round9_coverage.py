"""Round nine of the rules distiller, recall: mechanisms that let more of the writer's own
durable facts through, each pinned with lines it must change and near misses it must
leave alone. The lines are written for these tests."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.facts import extract_facts
from agents.rejections import rejected

# Wednesday 2025-03-12, noon UTC.
AT = datetime(2025, 3, 12, 12, 0, tzinfo=UTC)


def contents(text: str, lang: str | None = None) -> list[str]:
    return [f.content for f in extract_facts(text, AT, lang)]


# --- the writer's words before someone else's reported speech --------------------------


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        (
            "Since I moved to Galway I've joined a rowing club and Niamh says I never stop talking "
            "about it.",
            "I moved to Galway",
        ),
        (
            "I work at the garden centre, my boss says I'm the best with cacti",
            "I work at the garden centre",
        ),
        (
            "Ich arbeite bei der Post und mein Chef sagt, ich bin zu langsam",
            "Ich arbeite bei der Post",
        ),
    ],
)
def test_the_writers_part_before_reported_speech_is_kept(line: str, kept: str) -> None:
    assert kept in contents(line)


@pytest.mark.parametrize(
    "line",
    [
        "My doctor said I have to rest for a week",  # all of it is the doctor's
        "I told her I'm moving to Cork",  # "I told" says nothing on its own
    ],
)
def test_reported_speech_with_no_own_part_gives_nothing_of_it(line: str) -> None:
    assert all("Cork" not in c and "rest" not in c for c in contents(line))


# --- French opens on a habit or a time, and sets the writer apart with "moi" -----------


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("moi je vais à la fac en tram depuis la rentrée", "tram"),
        ("d'habitude je nage à la piscine de Vaise tous les mardis", "piscine"),
        ("samedi dernier on a adopté un chaton à la SPA", "chaton"),
    ],
)
def test_french_statement_after_a_lead(line: str, word: str) -> None:
    assert any(word in c for c in contents(line, "fr"))


def test_french_lead_does_not_make_a_wish_a_fact() -> None:
    assert contents("moi je voulais un chien plus petit", "fr") == []


# --- Spanish "voy" after a time, and a concession that asserts ------------------------


def test_spanish_plan_after_a_time_lead() -> None:
    got = contents("desde julio voy a hacer prácticas en un hospital de Vigo", "es")
    assert got and "Vigo" in got[0] and "July" in got[0]


@pytest.mark.parametrize(
    ("line", "word"),
    [
        ("no tengo moto, aunque me estoy sacando el carnet de camión", "carnet"),
        ("porque trabajo de enfermera en el turno de noche", "enfermera"),
    ],
)
def test_spanish_concession_and_cause_assert_the_writers_clause(line: str, word: str) -> None:
    got = contents(line, "es")
    assert any(word in c and not c.lower().startswith(("aunque", "porque")) for c in got)


def test_spanish_wish_after_a_concession_is_still_a_wish() -> None:
    assert contents("aunque quiero quedarme un año más", "es") == []


# --- English adverbs, tags and becoming -------------------------------------------------


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("I'm severely allergic to sesame, it's a nightmare", "I'm severely allergic to sesame"),
        ("I'm officially their guardian now", "I'm officially their guardian now"),
        ("I started out as a dishwasher you know", "I started out as a dishwasher"),
        ("jk I've been diabetic since I was 9", "I've been diabetic since I was 9"),
        (
            "I'm going to be an uncle for the first time!",
            "I'm going to be an uncle for the first time",
        ),
    ],
)
def test_english_durable_statement_kept(line: str, kept: str) -> None:
    assert kept in contents(line)


@pytest.mark.parametrize(
    "line",
    [
        "I'm basically a raisin at this point",  # figurative, not what one is
        "I'm genuinely a bit emotional about it",
        "I'm going to be a wreck",  # becoming nothing lasting
        "I'm going to be late lol",
        "You know I'm right",  # the listener, not a tag
    ],
)
def test_english_near_misses_stay_out(line: str) -> None:
    assert contents(line) == []


def test_becoming_kin_is_not_a_future_without_a_time() -> None:
    assert not rejected("voy a ser abuela", "voy a ser abuela", "es")
    assert rejected("voy a ser muy feliz", "voy a ser muy feliz", "es")


# --- "and my …" with no verb of its own joins a list ------------------------------------


def test_and_my_without_a_verb_stays_in_the_statement() -> None:
    got = contents("I'm flying to Accra with Kojo and my dad on the 20th")
    assert len(got) == 1 and "my dad" in got[0]


def test_and_my_with_a_verb_is_a_statement_of_its_own() -> None:
    got = contents("I've lived in Dundee for ages and my sister just moved to Perth")
    assert "I've lived in Dundee for ages" in got


# --- Chinese: spaces for commas, and a subjectless clause after a greeting --------------


def test_chinese_space_separates_clauses() -> None:
    got = contents("还行还行 就是有点累 还在成都那家银行上班 第五年了")
    assert any("成都那家银行上班" in c and "还行" not in c for c in got)


def test_chinese_subjectless_clause_after_someone_else_is_theirs() -> None:
    assert all("银行" not in c for c in contents("他挺好的 还在成都那家银行上班"))


# --- German separable particle at the end ------------------------------------------------


def test_german_particle_ein_ends_a_clause() -> None:
    got = contents("Ich ziehe am 3. Mai bei meiner Schwester ein", "de")
    assert got and got[0].startswith("Ich ziehe am 3. Mai bei meiner Schwester ein")
