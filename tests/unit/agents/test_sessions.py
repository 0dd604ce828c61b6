"""Session buffers and the debounce, decided without a broker."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from agents.llm import question_topic
from agents.sessions import append_line, apply_result, due_at, next_job, pending_sessions
from schemas.distill import DistillAnswer, DistillResult, DistillState
from schemas.settings import WorkspaceSettings

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
WS = WorkspaceSettings(
    extract_delay_seconds=90, extract_min_interval_seconds=300, interest_threshold=3
)


def state() -> DistillState:
    return DistillState(tenant="acme", subject="alice")


def burst(s: DistillState, session: str, n: int, start: datetime, prefix: str = "m") -> None:
    for i in range(n):
        append_line(
            s,
            session_id=session,
            message_id=f"{prefix}{i}",
            text=f"line {i}",
            at=start + timedelta(seconds=i),
        )


def test_a_burst_of_turns_makes_one_job_due_after_the_last_turn() -> None:
    s = state()
    burst(s, "s1", 20, T0)
    last = T0 + timedelta(seconds=19)
    assert due_at(s, WS) == last + timedelta(seconds=90)
    assert next_job(s, WS, now=last + timedelta(seconds=89)) is None
    job = next_job(s, WS, now=last + timedelta(seconds=90))
    assert job is not None and len(job.lines) == 20 and job.upto == 20


def test_a_new_turn_pushes_the_job_back() -> None:
    s = state()
    burst(s, "s1", 3, T0)
    append_line(
        s, session_id="s1", message_id="late", text="one more", at=T0 + timedelta(seconds=60)
    )
    assert due_at(s, WS) == T0 + timedelta(seconds=150)


def test_min_interval_after_the_previous_job_holds_the_next_one() -> None:
    s = state()
    burst(s, "s1", 2, T0)
    job = next_job(s, WS, now=T0 + timedelta(seconds=200))
    assert job is not None
    apply_result(
        s,
        DistillResult(job_id=job.job_id, session_id="s1", upto=job.upto, answer=DistillAnswer()),
        now=T0 + timedelta(seconds=200),
        threshold=3,
        blocked_topics=set(),
    )
    append_line(s, session_id="s1", message_id="x", text="next", at=T0 + timedelta(seconds=210))
    # 90 s after the turn would be 300 s, but the subject's last job was at 200 s: 500 s.
    assert due_at(s, WS) == T0 + timedelta(seconds=500)


def test_lines_arriving_during_a_job_wait_for_the_next_one_and_none_is_lost() -> None:
    s = state()
    burst(s, "s1", 5, T0)
    job = next_job(s, WS, now=T0 + timedelta(minutes=5))
    assert job is not None
    burst(s, "s1", 2, T0 + timedelta(minutes=5), prefix="during")  # the job is running
    apply_result(
        s,
        DistillResult(job_id=job.job_id, session_id="s1", upto=job.upto, answer=DistillAnswer()),
        now=T0 + timedelta(minutes=6),
        threshold=3,
        blocked_topics=set(),
    )
    later = next_job(s, WS, now=T0 + timedelta(hours=1))
    assert later is not None
    assert [line.text for line in later.lines] == ["line 0", "line 1"]
    assert [line.message_id for line in later.lines] == ["during0", "during1"]
    # Three earlier lines travel along as context, never to be extracted again.
    assert [line.message_id for line in later.context] == ["m2", "m3", "m4"]


def test_a_redelivered_turn_is_not_buffered_twice() -> None:
    s = state()
    assert append_line(s, session_id="s1", message_id="m1", text="hi", at=T0)
    assert not append_line(s, session_id="s1", message_id="m1", text="hi", at=T0)
    assert pending_sessions(s) == 1 and len(s.sessions["s1"].lines) == 1


def test_a_topic_seen_in_enough_distinct_sessions_is_promoted_once() -> None:
    s = state()
    labels = {
        "s1": "Kafka consumer lag",
        "s2": "kafka consumer lag issues",
        "s3": "the Kafka consumer lag",
    }
    promoted = []
    for n, (session, label) in enumerate(labels.items()):
        append_line(s, session_id=session, message_id=f"q{n}", text="?", at=T0)
        job = next_job(s, WS, now=T0 + timedelta(days=n + 1))
        assert job is not None
        promoted += apply_result(
            s,
            DistillResult(
                job_id=job.job_id,
                session_id=session,
                upto=job.upto,
                answer=DistillAnswer(question_topics=[label, label]),
            ),
            now=T0 + timedelta(days=n + 1),
            threshold=3,
            blocked_topics=set(),
        )
        if n < 2:
            assert promoted == []  # the same session twice counts once
    assert [p.key for p in promoted] == ["kafka consumer lag"]
    assert set(s.topics) == {"kafka consumer lag"}


def test_deleted_topics_are_not_counted_again() -> None:
    s = state()
    append_line(s, session_id="s1", message_id="q", text="?", at=T0)
    job = next_job(s, WS, now=T0 + timedelta(days=1))
    assert job is not None
    apply_result(
        s,
        DistillResult(
            job_id=job.job_id,
            session_id="s1",
            upto=job.upto,
            answer=DistillAnswer(question_topics=["tax returns", "gardening"]),
        ),
        now=T0,
        threshold=1,
        blocked_topics={"tax returns"},
    )
    assert set(s.topics) == {"gardening"}


# -- interests ------------------------------------------------------------------------------


def answer_in_sessions(
    s: DistillState, topics_per_session: dict[str, list[str]], lines: dict[str, str]
) -> list[str]:
    promoted = []
    for n, (session, topics) in enumerate(topics_per_session.items()):
        append_line(s, session_id=session, message_id=f"q{n}", text=lines.get(session, "?"), at=T0)
        job = next_job(s, WS, now=T0 + timedelta(days=n + 1))
        assert job is not None
        promoted += apply_result(
            s,
            DistillResult(
                job_id=job.job_id,
                session_id=session,
                upto=job.upto,
                lines=job.lines,
                answer=DistillAnswer(question_topics=topics),
            ),
            now=T0 + timedelta(days=n + 1),
            threshold=3,
            blocked_topics=set(),
        )
    return [p.label for p in promoted]


def test_greetings_names_fillers_and_contraction_fragments_never_become_interests() -> None:
    s = state()
    lines = {
        f"s{n}": "Hey Jon, sorry, wow that's awesome! How's the sourdough going?" for n in range(3)
    }
    noise = ["hey Jon sorry", "wow s awesome", "how re you", "thanks", "lol ok", "你好", "ね"]
    promoted = answer_in_sessions(
        s, {f"s{n}": [*noise, "sourdough bread"] for n in range(3)}, lines
    )
    # The one meaningful noun phrase is promoted; the noise is not even counted.
    assert promoted == ["sourdough bread"]
    assert set(s.topics) == {"sourdough bread"}


def test_a_topic_keeps_its_noun_phrase_without_the_name_of_the_person_addressed() -> None:
    s = state()
    lines = {f"s{n}": "Maria, what is the best way to learn Rust?" for n in range(3)}
    promoted = answer_in_sessions(s, {f"s{n}": ["Maria learn Rust"] for n in range(3)}, lines)
    assert promoted == ["rust"]


def test_the_rules_provider_labels_only_the_question_sentence() -> None:
    assert question_topic("Hey Jon, sorry I missed your call. How's it going?") == ""
    assert question_topic("thanks Anna! any tips for sourdough bread?") == "sourdough bread"
    assert question_topic("How do I tune Kafka consumer lag?") == "kafka consumer lag"
    assert question_topic("请问怎么做红烧肉？") == "红烧肉"
    assert question_topic("田中さん、おすすめのラーメン屋はどこですか？") == "ラーメン屋"
