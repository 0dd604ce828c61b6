"""The date added to an event: the relative phrase cut where nothing leans on it."""

from __future__ import annotations

from datetime import UTC, datetime

from agents.event_dates import resolve
from agents.event_stamps import stamp, time_before

# Wednesday 2024-05-08, noon UTC.
AT = datetime(2024, 5, 8, 12, 0, tzinfo=UTC)


def stamped(statement: str, lang: str = "en") -> str:
    when = resolve(statement, AT, lang)
    assert when is not None
    return stamp(statement, when, lang)


def test_the_relative_phrase_is_cut_and_the_date_added() -> None:
    assert stamped("We went camping last weekend") == "We went camping (weekend of 2024-05-04)"


def test_a_phrase_something_leans_on_keeps_every_word() -> None:
    # "since" leans on the time: cutting it would leave "vegan since"
    assert stamped("I've been vegan since last year").startswith("I've been vegan since last year")


def test_other_latin_languages_keep_every_word() -> None:
    assert stamped("Ich war letzte Woche in Wien", "de").startswith("Ich war letzte Woche in Wien")


def test_chinese_drops_the_phrase_and_adds_the_date_in_its_own_brackets() -> None:
    assert stamped("我上周去了成都", "zh") == "我去了成都（2024-04-29那周）"


def test_a_time_opening_an_earlier_clause_dates_the_statement() -> None:
    text = "上周，我去了成都"
    when = time_before(text, text.index("我"), AT, "zh")
    assert when is not None and when.day.isoformat() == "2024-04-29"
    # a time inside a clause that says something else dates nothing
    other = "说是四月初的事，我去了成都"
    assert time_before(other, other.index("我"), AT, "zh") is None
