"""Other people's attributes: one key per person, whatever word names them, never a key for
what they used to have, and the user's own facts untouched."""

from __future__ import annotations

import pytest

from agents.sequences import replay_sequence
from agents.topics import classify, phrase_facets

# Two words for one person: the newer statement supersedes the older.
SAME_PERSON = [
    ("My mother lives in Galway", "My mom just moved to Sligo"),
    ("Mi madre vive en Cádiz", "Mi mamá se mudó a Huelva"),
    ("Ma mère habite à Metz", "Ma maman a déménagé à Nancy"),
    ("我姐姐住在南京", "我姐搬到无锡了"),
    ("我哥哥在美团工作", "我哥在京东上班"),
    ("我老公在银行上班", "我丈夫在保险公司上班"),
]


@pytest.mark.parametrize(("older", "newer"), SAME_PERSON)
def test_one_person_one_key_whatever_word_names_them(older: str, newer: str) -> None:
    assert classify(older).topic_key == classify(newer).topic_key != ""
    assert replay_sequence([{"remember": older}, {"remember": newer}]) == [newer]


# Two people of one relation, told apart by a modifier: both stay.
TWO_PEOPLE = [
    ("My older brother lives in Turin", "My younger brother lives in Bari"),
    ("Mi hijo mayor vive en Vigo", "Mi hijo menor vive en Lugo"),
    ("Ma grande sœur habite à Caen", "Ma petite sœur habite à Rouen"),
    ("Mon fils aîné travaille chez Thales", "Mon fils travaille chez Safran"),
    ("我大姐住在南京", "我二姐住在无锡"),
]


@pytest.mark.parametrize(("first", "second"), TWO_PEOPLE)
def test_two_people_of_one_relation_keep_two_keys(first: str, second: str) -> None:
    assert classify(first).topic_key != classify(second).topic_key
    assert replay_sequence([{"remember": first}, {"remember": second}]) == [first, second]


PAST = [
    ("My uncle lives in Perth", "My uncle used to live in Darwin"),
    ("我爸住在青岛", "我爸以前住在烟台"),
    ("父は福岡に住んでいます", "父は以前長崎に住んでいました"),
]


@pytest.mark.parametrize(("now", "before"), PAST)
def test_someone_elses_past_is_labelled_but_never_keyed(now: str, before: str) -> None:
    assert classify(before).topic_key == ""
    assert "/residence" in classify(before).topic
    assert replay_sequence([{"remember": now}, {"remember": before}]) == [now, before]


def test_a_relation_word_inside_another_word_is_no_person() -> None:
    # "mother tongue" is the user's language; "kidneys" and "experience" hold no relative.
    assert classify("My mother tongue is Welsh").topic_key == "native language"
    assert classify("My experience is in logistics").topic == ""
    assert classify("My kidneys are fine").topic == ""
    # The relation itself still is one.
    assert classify("My mother lives in Swansea").topic_key == "mother residence"


def test_a_chinese_relation_is_found_after_a_verb_in_a_forget_phrase() -> None:
    first, _ = phrase_facets("忘掉我老公在哪上班")
    assert "丈夫/employer" in first
    assert "employer" not in first
    first, _ = phrase_facets("别记我妈住哪了")
    assert "妈妈/residence" in first


def test_forgetting_where_a_relative_lives_leaves_the_users_home() -> None:
    steps = [
        {"remember": "我妈住在烟台"},
        {"remember": "我住在济南"},
        {"forget": "忘掉我妈住哪"},
    ]
    assert replay_sequence(steps) == ["我住在济南"]


def test_having_children_in_japanese_is_about_the_user() -> None:
    # "娘が二人います" says the user has two daughters; it is not a fact about one of them.
    assert classify("娘が二人います").topic == "children"
    assert classify("娘は東京に住んでいます").topic == "娘/residence"


RELATIONSHIP_UPDATES = [
    ("My cousin is engaged", "My cousin got married in Lisbon"),
    ("Mi hermana está soltera", "Mi hermana se casó el sábado"),
    ("我表哥还单身", "我表哥结婚了"),
]


@pytest.mark.parametrize(("older", "newer"), RELATIONSHIP_UPDATES)
def test_someone_elses_relationship_status_updates_and_the_users_stays(
    older: str, newer: str
) -> None:
    mine = "I'm single"
    steps = [{"remember": mine}, {"remember": older}, {"remember": newer}]
    assert replay_sequence(steps) == [mine, newer]
