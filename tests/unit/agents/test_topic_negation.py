"""Negation split around the verb, a rejected first match giving way to the next, and words
that look like another language's: each with the near miss that must not change."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify

ENDED = [
    ("Je ne suis plus célibataire", "relationship"),
    ("Je ne suis plus comptable", "occupation"),
    ("もう名古屋には住んでいません", "residence"),
    ("もうユニクロでは働いていません", "employer"),
    ("今はもう看護師ではありません", "occupation"),
]


@pytest.mark.parametrize(("statement", "key"), ENDED)
def test_a_state_that_ended_updates_its_attribute(statement: str, key: str) -> None:
    assert classify(statement).topic_key == key


def test_a_japanese_denial_without_mou_is_a_hedge() -> None:
    assert classify("看護師ではありませんが、応急手当はできます").topic_key == ""


def test_a_rejected_first_match_gives_way_to_the_next() -> None:
    # The hedge "no soy carpintero" is skipped; "soy fontanero" is the job.
    assert classify("No soy carpintero, soy fontanero").topic_key == "occupation"
    steps = [{"remember": "Soy carpintero"}, {"remember": "No soy carpintero, soy fontanero"}]
    assert replay_sequence(steps) == ["No soy carpintero, soy fontanero"]


def test_spanish_he_is_i_have_not_english_he() -> None:
    assert classify("He dejado de comer carne").topic_key == "diet"
    assert classify("He vuelto a comer carne").topic_key == "diet"
    # English "he" is still someone else.
    assert classify("He moved to Leeds").topic_key == "someone residence"


def test_a_brand_is_a_product_not_an_employer() -> None:
    assert classify("Me cambié a Android").topic_key == "phone"
    assert classify("Me cambié a Telefónica").topic_key == "employer"
    # A maker that is also an employer: the work word decides.
    assert classify("我被华为裁了").topic_key == "employer"
    assert classify("我换了华为手机").topic_key == "phone"


def test_a_timezone_is_not_a_place() -> None:
    assert classify("I'm in Pacific time now").topic_key == "timezone"
    assert classify("I'm in Seattle now").topic_key == "residence"
