"""The rules distiller's extractor: durable first-person facts, never noise, with dates."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from agents.event_dates import Period, resolve
from agents.facts import MAX_FACT_RUNES, extract_facts

# Wednesday 2024-05-08, noon UTC.
AT = datetime(2024, 5, 8, 12, 0, tzinfo=UTC)


def contents(text: str) -> list[str]:
    return [f.content for f in extract_facts(text, AT)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I just adopted a puppy, any name ideas?", ["I just adopted a puppy"]),
        ("My sister Priya is a dentist in Seattle", ["My sister Priya is a dentist in Seattle"]),
        ("I work as a nurse at the ER, mostly nights", ["I work as a nurse at the ER"]),
        ("honestly I'm allergic to shellfish", ["I'm allergic to shellfish"]),
        ("我是一名护士", ["我是一名护士"]),
        ("我对花生过敏，你呢？", ["我对花生过敏"]),
        (
            "Ich arbeite als Werkstudent bei einem Autozulieferer",
            ["Ich arbeite als Werkstudent bei einem Autozulieferer"],
        ),
    ],
)
def test_durable_facts_are_kept_whole(text: str, expected: list[str]) -> None:
    assert contents(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm glad",
        "I'm so excited to tell you",
        "I'm sure you'll find one that's perfect for you",
        "I'm allergic",
        "I'm passionate about",
        "I think so too",
        "I love that idea!",
        "I can't wait to see it",
        "If I had a dog I'd call him Max",
        "I'd love to visit Lisbon someday",
        "Your garden looks amazing and I'm jealous",
        "我觉得你说得对",
        "Ich freue mich für dich",
        "Okay I have news...",
    ],
)
def test_pleasantries_feelings_listener_talk_and_fragments_are_not_stored(text: str) -> None:
    assert contents(text) == []


def test_a_clause_is_never_torn_out_of_a_relative_clause() -> None:
    # The contrast: the same words with the user as subject are a fact.
    assert contents("It's a tech company I like that needs my mechanical skills") == []
    assert contents("I like hiking with my dog Biscuit") == ["I like hiking with my dog Biscuit"]
    stored = contents("I work at a tech company I like that needs my mechanical skills")
    assert stored == ["I work at a tech company I like that needs my mechanical skills"]


def test_a_coordinated_statement_with_its_own_subject_is_its_own_fact() -> None:
    assert contents("I'm a nurse at St. Mary's and I prefer night shifts") == [
        "I'm a nurse at St. Mary's",
        "I prefer night shifts",
    ]


def test_a_long_statement_is_cut_at_a_clause_boundary_never_mid_word() -> None:
    clause = "I restore old Vespa scooters in my parents' garage in Sacramento"
    text = ", ".join([clause] + ["with spare parts from a dealer in Reno"] * 8)
    stored = contents(text)
    assert len(stored) == 1
    assert len(stored[0]) <= MAX_FACT_RUNES
    assert text.startswith(stored[0])
    assert text[len(stored[0])] == ","  # cut where a clause ends


@pytest.mark.parametrize(
    ("text", "content", "day", "planned"),
    [
        (
            "we went camping last weekend",
            "We went camping (weekend of 2024-05-04)",
            "2024-05-04",
            False,
        ),
        (
            "I'm running a half-marathon next month",
            "I'm running a half-marathon (in June 2024)",
            "2024-06-01",
            True,
        ),
        (
            "Yesterday I finally finished my thesis draft",
            "I finally finished my thesis draft (on 2024-05-07)",
            "2024-05-07",
            False,
        ),
        (
            "I started pottery classes 3 weeks ago",
            "I started pottery classes (week of 2024-04-15)",
            "2024-04-15",
            False,
        ),
        ("上周我去了成都", "我去了成都（2024-04-29那周）", "2024-04-29", False),
        ("明天我要去面试", "我要去面试（2024-05-09）", "2024-05-09", True),
        ("下个月我要去日本", "我要去日本（2024年6月）", "2024-06-01", True),
    ],
)
def test_events_are_stored_with_an_absolute_date(
    text: str, content: str, day: str, planned: bool
) -> None:
    (fact,) = extract_facts(text, AT)
    assert fact.content == content
    assert fact.event_at is not None and fact.event_at.date().isoformat() == day
    assert fact.planned is planned


@pytest.mark.parametrize(
    ("text", "day", "period"),
    [
        ("I went there on Monday", "2024-05-06", Period.DAY),  # the past Monday
        ("I'm flying out on Monday", "2024-05-13", Period.DAY),  # the coming one
        ("I started in March", "2024-03-01", Period.MONTH),
        ("I'm moving in August", "2024-08-01", Period.MONTH),
        ("I went in September", "2023-09-01", Period.MONTH),  # past tense looks back
        ("3号我搬家了", "2024-05-03", Period.DAY),
        ("20号我要搬家", "2024-05-20", Period.DAY),
        ("我3天前开始学游泳", "2024-05-05", Period.DAY),
        ("letzte Woche war ich in Leipzig", "2024-04-29", Period.WEEK),
        ("je suis parti la semaine dernière", "2024-04-29", Period.WEEK),
        ("fui el mes pasado", "2024-04-01", Period.MONTH),
        ("先週京都に行った", "2024-04-29", Period.WEEK),
        ("last year I quit", "2023-01-01", Period.YEAR),
    ],
)
def test_relative_times_resolve_against_the_turn(text: str, day: str, period: Period) -> None:
    when = resolve(text, AT)
    assert when is not None
    assert (when.day.isoformat(), when.period) == (day, period)


def test_a_bare_weekday_is_a_habit_not_a_date() -> None:
    assert resolve("Monday is leg day", AT) is None
    assert resolve("I go bouldering on Mondays", AT) is None
