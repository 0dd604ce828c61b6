"""Which nouns name a job: the head-noun lexicons, German compound heads, and English titles
borrowed by French, Spanish and German — each with a near miss that is no job."""

from __future__ import annotations

import pytest

from agents.occupations import is_english_title, is_german_job
from agents.topics import classify

JOBS = [
    "I'm a physician assistant",
    "I'm a logistics coordinator",
    "I'm an IT specialist",
    "I'm a claims adjuster",
    "I'm a pharmaceutical sales rep",
    "I'm an ER nurse and an RN",
    "Ich bin Rechtsanwaltsfachangestellte",
    "Ich bin Lagerarbeiter",
    "Ich bin Tierarzthelferin",
    "Ich bin Reinigungskraft",
    "Ich bin Masterstudentin",
    "Ich bin Data Engineer",
    "Je suis cheffe de rayon",
    "Je suis aide-comptable",
    "Je suis community manager",
    "Je suis éleveuse de chèvres",
    "Soy jefe de obra",
    "Soy operaria de fábrica",
    "Soy growth marketer",
    "Soy trabajadora social",
    "我是车间主任",
    "我当上了护士长",
    "我是全职爸爸",
    "Estoy trabajando como cajera",
    "Me desempeño como analista",
]


@pytest.mark.parametrize("statement", JOBS)
def test_job_nouns_of_every_kind_give_the_occupation(statement: str) -> None:
    assert classify(statement).topic_key == "occupation"


NOT_JOBS = [
    "I'm a volunteer firefighter",  # unpaid: kept beside the job
    "I'm a volunteer at the animal shelter",
    "Ich bin Heimwerker",  # does his own repairs
    "Ich bin Allergiker",
    "Soy la mayor de cuatro hermanas",  # "mayor" is "eldest" here, not a borrowed title
    "Je suis le guide de mes amis",
    "我是家长",  # a parent
    "我是班长",  # class monitor at school
    "Trabajo de noche",  # when, not what
]


@pytest.mark.parametrize("statement", NOT_JOBS)
def test_near_misses_are_no_job(statement: str) -> None:
    assert classify(statement).topic_key != "occupation"


def test_german_compound_heads_and_their_exceptions() -> None:
    assert is_german_job("Industriekauffrau")
    assert is_german_job("Altenpflegekraft")
    assert is_german_job("Uhrmacher")
    assert not is_german_job("Spielmacher")
    assert not is_german_job("Willenskraft")


def test_english_titles_need_two_words_and_no_article() -> None:
    assert is_english_title(["data", "scientist"])
    assert is_english_title(["ux", "designer"])
    assert not is_english_title(["manager"])  # one word is the language's own lexicon's job
    assert not is_english_title(["la", "mayor"])
    assert not is_english_title(["tour", "guide"])  # "guide" is also French and Spanish
