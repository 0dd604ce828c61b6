"""Relative and calendar times resolved against the turn: tense, ranges, habits, numerals."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.event_dates import Period, resolve

# Sunday 2024-01-28, noon UTC.
AT = datetime(2024, 1, 28, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "day", "period"),
    [
        # the tense of the time's own clause places it, not a past verb elsewhere
        ("I applied to the nursing program! find out in march", "2024-03-01", Period.MONTH),
        ("我面试在准备了，报了个面试班，三月二号开课", "2024-03-02", Period.DAY),
        # with no tense anywhere, the nearest such month
        ("Due in May", "2024-05-01", Period.MONTH),
        ("Busy season in November", "2023-11-01", Period.MONTH),
        # a past verb in the clause looks back, a plan looks forward
        ("In March, we moved to Leeds", "2023-03-01", Period.MONTH),
        ("We're moving to Leeds in March", "2024-03-01", Period.MONTH),
        # Chinese numerals in a date
        ("店里装修赶在十二月十八号开业", "2024-12-18", Period.DAY),
        ("二月三号考试", "2024-02-03", Period.DAY),
        # a day of the month: this month's, or the next one's for a plan
        ("I've got an interview on Thursday the 15th", "2024-02-15", Period.DAY),
        ("I start on the 8th of April", "2024-04-08", Period.DAY),
        ("Sage and I are flying in December 6th", "2024-12-06", Period.DAY),
    ],
)
def test_times_resolve_by_their_own_clause(text: str, day: str, period: Period) -> None:
    when = resolve(text, AT)
    assert when is not None
    assert (when.day.isoformat(), when.period) == (day, period)


@pytest.mark.parametrize(
    "text",
    [
        "I volunteer there on Thursday mornings",
        "I go to water aerobics on Monday and Wednesday mornings",
        "every Thursday at the blue lantern",
    ],
)
def test_a_weekday_habit_is_no_date(text: str) -> None:
    assert resolve(text, AT) is None
    # the contrast: one weekday, once
    assert resolve(text.replace(" mornings", "").replace("every ", "on "), AT) is not None


def test_the_weekend_of_a_date_is_that_date_not_this_weekend() -> None:
    when = resolve("Coming to Bristol the weekend of the 10th", AT)
    assert when is not None
    assert when.period is Period.DAY
    assert when.day.isoformat() == "2024-02-10"
    weekend = resolve("Coming to Bristol this weekend", AT)
    assert weekend is not None and weekend.period is Period.WEEKEND


def test_a_month_is_labelled_with_its_iso_month_in_chinese() -> None:
    when = resolve("下个月我要去日本", AT)
    assert when is not None
    assert when.label("zh") == "（2024-02）"
    assert when.label("en") == "(in February 2024)"


def test_a_bare_weekday_after_the_verb_is_a_date_but_one_that_opens_or_recurs_is_not() -> None:
    played = resolve("Played rugby saturday for the local club", AT)
    assert played is not None and played.day.isoformat() == "2024-01-27"
    assert resolve("Saturday is rugby day", AT) is None
    assert resolve("I've played rugby every saturday since school", AT) is None
