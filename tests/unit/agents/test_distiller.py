"""Building the distiller's input, parsing the model's answer, planning operations."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from agents.distiller import DistillParseError, build_request, parse_answer, plan_operations
from agents.ledger import SubjectLedger
from agents.llm import rules_answer
from agents.topics import classify
from agents.writer import Candidate, Limits, forget, remember
from schemas.common import Origin, Status
from schemas.distill import BufferedLine, DistillJob

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
        topic_key="residence",
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
        job("I'm a nurse and I prefer night shifts.", "我在腾讯工作", "How do I fix Kafka lag?"),
        SubjectLedger(tenant="acme", subject="alice"),
        instructions="",
        today=T0.date(),
    )
    answer = parse_answer(json.dumps(rules_answer(request)))
    assert [(o.content, o.source_line) for o in answer.operations] == [
        ("I'm a nurse", 1),
        ("I prefer night shifts", 1),
        ("我在腾讯工作", 2),
    ]
    assert all(o.inferred for o in answer.operations)
    assert answer.question_topics == ["fix kafka lag"]
