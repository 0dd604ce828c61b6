"""Building the distiller's input, parsing the model's answer, planning operations."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from agents.distill_results import apply_distill_result, promote_topic
from agents.distiller import DistillParseError, build_request, parse_answer, plan_operations
from agents.ledger import SubjectLedger
from agents.llm import rules_answer
from agents.topics import classify
from agents.writer import Candidate, Limits, forget, remember
from schemas.common import Origin, Status
from schemas.distill import BufferedLine, DistillAnswer, DistillJob, DistillResult, DistillState
from schemas.settings import WorkspaceSettings

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def job(*texts: str) -> DistillJob:
    lines = [
        BufferedLine(seq=n, message_id=f"m{n}", text=t, at=T0) for n, t in enumerate(texts, start=1)
    ]
    return DistillJob(
        job_id="j1", tenant="acme", subject="alice", session_id="s1", lines=lines, upto=len(lines)
    )


def ledger_with(*statements: str) -> SubjectLedger:
    led = SubjectLedger(tenant="acme", subject="alice")
    for n, text in enumerate(statements):
        c = classify(text)
        remember(
            led,
            Candidate(
                content=text,
                kind=c.kind,
                origin=Origin.EXPLICIT,
                source_id=f"e{n}",
                topic=c.topic,
                topic_key=c.topic_key,
            ),
            now=T0,
            actor="u",
            limits=Limits(),
        )
    return led


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("Sure! Here is what I found.", "not JSON"),
        ('{"memories": []}', "operations"),
        ('{"operations": [{"op": "add", "content": "x"}]}', "source_line"),
        ('{"operations": [{"op": "explode", "source_line": 1}]}', "operations.0.op"),
    ],
)
def test_an_unparseable_answer_is_an_error_not_an_empty_result(text: str, message: str) -> None:
    with pytest.raises(DistillParseError, match=message):
        parse_answer(text)


def test_fenced_and_bare_list_answers_are_accepted() -> None:
    op = {"op": "add", "kind": "fact", "content": "I have a cat", "source_line": 1}
    assert (
        len(parse_answer("```json\n" + json.dumps({"operations": [op]}) + "\n```").operations) == 1
    )
    assert len(parse_answer(json.dumps([op])).operations) == 1
    assert parse_answer('{"operations": []}').operations == []


def test_operations_on_ids_that_are_not_the_subjects_are_dropped() -> None:
    led = ledger_with("I live in Berlin")
    (mine,) = led.items
    answer = parse_answer(
        json.dumps(
            {
                "operations": [
                    {
                        "op": "update",
                        "id": mine,
                        "kind": "profile",
                        "topic": "residence",
                        "content": "I live in Munich",
                        "source_line": 1,
                    },
                    {"op": "delete", "id": "someone-elses-id", "source_line": 1},
                    {"op": "update", "id": "another-tenants-id", "content": "x", "source_line": 1},
                ]
            }
        )
    )
    planned = plan_operations(
        answer, job("I moved to Munich"), led, statement_max_runes=300, now=T0
    )
    assert planned.foreign_ids == 2
    assert [(old, c.content) for old, c in planned.updates] == [(mine, "I live in Munich")]


def test_inferred_statements_become_pending_and_secrets_are_redacted_or_refused() -> None:
    answer = parse_answer(
        json.dumps(
            {
                "operations": [
                    {
                        "op": "add",
                        "kind": "profile",
                        "content": "Probably a nurse",
                        "source_line": 2,
                        "inferred": True,
                    },
                    {
                        "op": "add",
                        "kind": "fact",
                        "content": "Her phone is +44 7700 900123 for work",
                        "source_line": 1,
                    },
                    {
                        "op": "add",
                        "kind": "fact",
                        "content": "password: hunter2hunter2",
                        "source_line": 1,
                    },
                    {"op": "add", "kind": "task", "content": "Renew passport", "source_line": 9},
                    {
                        "op": "add",
                        "kind": "task",
                        "content": "Submit the report",
                        "source_line": 1,
                        "expires_at": (T0 + timedelta(days=4)).isoformat(),
                    },
                ]
            }
        )
    )
    planned = plan_operations(
        answer,
        job("first", "second"),
        SubjectLedger(tenant="acme", subject="alice"),
        statement_max_runes=300,
        now=T0,
    )
    by_text = {c.content: c for c in planned.adds}
    assert by_text["Probably a nurse"].status is Status.PENDING
    assert by_text["Probably a nurse"].source_message_id == "m2"
    assert "Her phone is [redacted:phone] for work" in by_text
    assert by_text["Submit the report"].expires_at == T0 + timedelta(days=4)
    assert planned.refused == 1 and planned.invalid_lines == 1


def test_the_request_carries_tombstone_topics_but_never_tombstoned_text() -> None:
    led = ledger_with("I live in Berlin", "I like jazz")
    forget(
        led,
        "I live in Berlin",
        source_id="f",
        now=T0,
        actor="u",
        limits=Limits(),
    )
    request = build_request(job("hello"), led, instructions="Focus on food.", today=T0.date())
    text = json.dumps(request)
    assert request["do_not_rederive"] == ["residence"]
    assert "Berlin" not in text
    assert [m["content"] for m in request["memories"]] == ["I like jazz"]  # type: ignore[index]
    assert request["instructions"] == "Focus on food."


def test_the_rules_provider_marks_everything_inferred_and_parses_like_a_model() -> None:
    request = build_request(
        job(
            "I'm a nurse at St. Mary's and I prefer night shifts.",
            "我在腾讯工作",
            "How do I fix Kafka lag?",
        ),
        SubjectLedger(tenant="acme", subject="alice"),
        instructions="",
        today=T0.date(),
    )
    answer = parse_answer(json.dumps(rules_answer(request)))
    assert [(o.content, o.source_line) for o in answer.operations] == [
        ("I'm a nurse at St. Mary's", 1),
        ("I prefer night shifts", 1),
        ("我在腾讯工作", 2),
    ]
    assert all(o.inferred for o in answer.operations)
    # The question's topic is its noun phrase: "fix" is a verb, not part of the topic.
    assert answer.question_topics == ["kafka lag"]


def test_an_inferred_interest_lands_pending_and_a_managers_promotion_active() -> None:
    led, state = (
        SubjectLedger(tenant="acme", subject="alice"),
        DistillState(tenant="acme", subject="alice"),
    )
    workspace = WorkspaceSettings(interest_threshold=2)
    limits = Limits(max_items=200, tombstone_cap=500, rejection_window=timedelta(hours=1))
    for n in range(2):
        applied = apply_distill_result(
            led,
            state,
            DistillResult(
                job_id=f"j{n}",
                session_id=f"s{n}",
                upto=0,
                answer=DistillAnswer(question_topics=["Kafka consumer lag"]),
            ),
            workspace=workspace,
            limits=limits,
            now=T0,
        )
    assert applied.promoted == 1
    (interest,) = led.items.values()
    assert (interest.kind.value, interest.status) == ("interest", Status.PENDING)
    promoted = promote_topic(led, state, "sourdough baking", source_id="c1", now=T0, limits=limits)
    assert promoted.primary_id is not None
    assert led.items[promoted.primary_id].status is Status.ACTIVE


def test_a_past_events_date_becomes_valid_from_and_a_plans_date_stays_in_its_words() -> None:
    request = build_request(
        job("we went camping last weekend", "I'm running a half-marathon next month"),
        SubjectLedger(tenant="acme", subject="alice"),
        instructions="",
        today=T0.date(),
    )
    assert request["lines"][0]["at"] == T0.isoformat()  # type: ignore[index]
    answer = parse_answer(json.dumps(rules_answer(request)))
    planned = plan_operations(
        answer,
        job("a", "b"),
        SubjectLedger(tenant="acme", subject="alice"),
        statement_max_runes=300,
        now=T0,
    )
    # T0 is Sunday 2026-03-01: "last weekend" is the one of Saturday 2026-02-21.
    camping, race = planned.adds
    assert camping.content == "We went camping (weekend of 2026-02-21)"
    assert camping.valid_from == datetime(2026, 2, 21, tzinfo=UTC)
    assert race.content == "I'm running a half-marathon (in April 2026)"
    assert race.valid_from == T0  # a plan is true from when it was said


def test_a_model_event_date_without_a_zone_or_in_the_future_leaves_valid_from_alone() -> None:
    ops = [
        {
            "op": "add",
            "content": "I moved to Graz",
            "source_line": 1,
            "event_at": "2026-02-01T00:00:00",
        },
        {
            "op": "add",
            "content": "I fly to Lima",
            "source_line": 1,
            "event_at": "2026-04-01T00:00:00Z",
        },
        {
            "op": "add",
            "content": "I sold my Vespa",
            "source_line": 1,
            "event_at": "2026-01-10T00:00:00Z",
        },
    ]
    answer = parse_answer(json.dumps({"operations": ops}))
    planned = plan_operations(
        answer,
        job("x"),
        SubjectLedger(tenant="acme", subject="alice"),
        statement_max_runes=300,
        now=T0,
    )
    assert [c.valid_from for c in planned.adds] == [T0, T0, datetime(2026, 1, 10, tzinfo=UTC)]
