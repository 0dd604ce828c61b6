"""What the subject's writer does with a finished distillation job and with the manager's
topic commands (:mod:`agents.distill_results`), list-in/list-out over a ledger and a
distill state: operations pass the writer's gates, the session's cursor moves, question
topics become interests, and a deleted topic stays deleted."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from agents.distill_results import (
    DistillApplied,
    apply_distill_result,
    promote_topic,
    remove_topic,
)
from agents.ledger import SubjectLedger
from agents.sanitize import fingerprint
from agents.topics import topic_key
from agents.writer import Limits, deleted_topics
from schemas.common import MemoryKind, Origin, Status
from schemas.distill import (
    BufferedLine,
    DistillAnswer,
    DistillOp,
    DistillResult,
    DistillState,
    SessionBuffer,
    TopicStat,
)
from schemas.memory import MemoryDocument, TombstoneReason
from schemas.settings import WorkspaceSettings
from tests.support.memories import stored_item

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
SAID_AT = NOW - timedelta(minutes=10)
LIMITS = Limits()
WORKSPACE = WorkspaceSettings(interest_threshold=2)
CELLO = BufferedLine(seq=1, message_id="m1", text="I play the cello on weekends", at=SAID_AT)
PORTO = BufferedLine(seq=2, message_id="m2", text="We moved to Porto last month", at=SAID_AT)
LATER = BufferedLine(seq=3, message_id="m3", text="How do I descale a kettle?", at=NOW)


def item(doc_id: str, content: str, **fields: Any) -> MemoryDocument:
    fields = {"origin": Origin.EXTRACTED} | fields
    return stored_item(doc_id, content, at=SAID_AT - timedelta(days=30), **fields)


def subject(*items: MemoryDocument) -> tuple[SubjectLedger, DistillState]:
    """Alice's ledger holding ``items``, and a session whose first two lines a job took
    while a third arrived."""
    ledger = SubjectLedger(
        tenant="acme", subject="alice", seq=len(items), items={i.id: i for i in items}
    )
    state = DistillState(
        tenant="acme",
        subject="alice",
        next_seq=4,
        sessions={"s1": SessionBuffer(lines=[CELLO, PORTO, LATER], last_turn_at=NOW)},
    )
    return ledger, state


def result(*operations: DistillOp, session: str = "s1", **fields: Any) -> DistillResult:
    values: dict[str, Any] = {
        "job_id": f"job-{session}",
        "session_id": session,
        "upto": 2,
        "lines": [CELLO, PORTO],
        "answer": DistillAnswer(operations=list(operations)),
    } | fields
    return DistillResult(**values)


def add(content: str, line: int = 1, **fields: Any) -> DistillOp:
    return DistillOp(op="add", content=content, source_line=line, **fields)


def apply(ledger: SubjectLedger, state: DistillState, outcome: DistillResult) -> DistillApplied:
    return apply_distill_result(ledger, state, outcome, workspace=WORKSPACE, limits=LIMITS, now=NOW)


def asked(topic: str, session: str) -> DistillResult:
    """A job of ``session`` that found nothing to store but a question about ``topic``."""
    return result(session=session, upto=0, lines=[], answer=DistillAnswer(question_topics=[topic]))


# -- a job's operations ------------------------------------------------------------------


def test_a_jobs_statements_are_stored_from_their_lines_and_the_cursor_moves_past_them() -> None:
    ledger, state = subject()
    applied = apply(
        ledger,
        state,
        result(
            add("Plays the cello on weekends", 1),
            add("Moved to Porto", 2, inferred=True),
        ),
    )
    stored = {d.content: d for d in applied.effects.upserts.values()}
    cello, porto = stored["Plays the cello on weekends"], stored["Moved to Porto"]
    assert (cello.origin, cello.status, cello.source_message_id) == (
        Origin.EXTRACTED,
        Status.ACTIVE,
        "m1",
    )
    assert (porto.status, porto.source_message_id) == (Status.PENDING, "m2")  # a guess waits
    assert set(ledger.items) == {cello.id, porto.id}
    buffer = state.sessions["s1"]
    assert buffer.distilled_upto == 2 and state.last_job_at == NOW
    assert buffer.pending() == [LATER]  # the line that came during the job waits for the next


def test_operations_that_do_not_fit_the_job_are_dropped_and_counted() -> None:
    ledger, state = subject(item("lyon", "I live in Lyon"))
    applied = apply(
        ledger,
        state,
        result(
            DistillOp(op="update", id="bobs-item", content="Lives in Oslo", source_line=1),
            add("Plays the piano", 7),  # the job had two lines
            add("My password is Tr0ub4dor&3", 1),
            add("Plays the cello on weekends", 1),
        ),
    )
    assert (applied.foreign_ids, applied.invalid_lines, applied.refused) == (1, 1, 1)
    assert [d.content for d in applied.effects.upserts.values()] == ["Plays the cello on weekends"]
    assert ledger.items["lyon"].status is Status.ACTIVE
    assert all("Tr0ub4dor" not in i.content for i in ledger.items.values())


def test_an_update_replaces_the_distillers_own_statement_but_never_the_users_own() -> None:
    guessed = item("lyon", "I live in Lyon")
    manual = item("job", "I work at Acme", origin=Origin.MANUAL)
    ledger, state = subject(guessed, manual)
    applied = apply(
        ledger,
        state,
        result(
            DistillOp(op="update", id="lyon", content="I live in Porto", source_line=2),
            DistillOp(op="update", id="job", content="I work at Globex", source_line=1),
        ),
    )
    (porto,) = [d for d in applied.effects.upserts.values() if d.status is Status.ACTIVE]
    assert (porto.content, porto.replaces_id) == ("I live in Porto", "lyon")
    assert ledger.items["lyon"].status is Status.SUPERSEDED
    assert ledger.items["lyon"].superseded_by == porto.id
    assert ledger.items["job"] == manual  # a manual item is the user's word
    assert sorted(i.content for i in ledger.active()) == ["I live in Porto", "I work at Acme"]


def test_a_delete_archives_what_the_user_said_no_longer_holds() -> None:
    marathon = item("marathon", "I'm training for a marathon")
    manual = item("tea", "I like green tea", origin=Origin.MANUAL)
    ledger, state = subject(marathon, manual)
    applied = apply(
        ledger,
        state,
        result(
            DistillOp(op="delete", id="marathon", source_line=1),
            DistillOp(op="delete", id="tea", source_line=2),
        ),
    )
    assert ledger.items["marathon"].status is Status.ARCHIVED
    assert ledger.items["tea"] == manual
    assert applied.effects.archived == 1 and applied.effects.deletes == {}


def test_a_parked_job_writes_nothing_and_its_lines_leave_the_buffer_for_the_dlq() -> None:
    ledger, state = subject()
    applied = apply(ledger, state, result(add("Plays the cello on weekends"), parked=True))
    assert applied.effects.upserts == {} and ledger.items == {}
    # The parked job on memstream.distill.dlq holds them now; replay-dlq runs it again.
    assert state.sessions["s1"].pending() == [LATER]


# -- question topics ------------------------------------------------------------------------


def test_a_topic_asked_about_in_enough_sessions_becomes_one_pending_interest() -> None:
    ledger, state = subject()
    first = apply(ledger, state, asked("sourdough baking", "s1"))
    assert first.promoted == 0 and ledger.items == {}  # one session is not enough
    second = apply(ledger, state, asked("sourdough baking", "s2"))
    assert second.promoted == 1
    (interest,) = second.effects.upserts.values()
    assert (interest.kind, interest.status, interest.content) == (
        MemoryKind.INTEREST,
        Status.PENDING,  # inferred from questions: it waits for the user's confirmation
        "Interested in sourdough baking",
    )
    assert state.topics[topic_key("sourdough baking")].interest_id == interest.id
    third = apply(ledger, state, asked("sourdough baking", "s3"))
    assert third.promoted == 0 and third.effects.upserts == {}
    assert len(ledger.items) == 1


def test_a_topic_the_manager_deleted_is_never_counted_or_promoted_again() -> None:
    ledger, state = subject()
    remove_topic(
        ledger,
        state,
        "sourdough baking",
        source_id="c1",
        actor="key:manager",
        now=NOW,
        limits=LIMITS,
    )
    for session in ("s1", "s2", "s3"):
        applied = apply(ledger, state, asked("sourdough baking", session))
        assert applied.promoted == 0
    assert ledger.items == {} and topic_key("sourdough baking") not in state.topics
    # Contrast: another topic asked about as often is promoted.
    for session in ("s1", "s2"):
        applied = apply(ledger, state, asked("kettle descaling", session))
    assert applied.promoted == 1


# -- the manager's topic commands -----------------------------------------------------------


def test_a_managers_promotion_is_active_at_once_keeps_the_topics_aliases_and_happens_once() -> None:
    ledger, state = subject()
    key = topic_key("kafka consumer lag")
    state.topics[key] = TopicStat(
        label="kafka consumer lag", aliases=["kafka lag"], sessions=["s1"]
    )
    fx = promote_topic(ledger, state, "kafka consumer lag", source_id="c1", now=NOW, limits=LIMITS)
    (interest,) = fx.upserts.values()
    assert (interest.status, interest.aliases) == (Status.ACTIVE, ("kafka lag",))
    assert fx.primary_id == interest.id == state.topics[key].interest_id
    again = promote_topic(
        ledger, state, "kafka consumer lag", source_id="c2", now=NOW, limits=LIMITS
    )
    assert (again.outcome, again.primary_id, again.upserts) == ("deduplicated", interest.id, {})


def test_a_topic_whose_interest_is_gone_can_be_promoted_again() -> None:
    ledger, state = subject()
    key = topic_key("sourdough baking")
    state.topics[key] = TopicStat(label="sourdough baking", interest_id="cleared-long-ago")
    fx = promote_topic(ledger, state, "sourdough baking", source_id="c1", now=NOW, limits=LIMITS)
    assert fx.outcome == "applied" and len(fx.upserts) == 1
    assert state.topics[key].interest_id == fx.primary_id != "cleared-long-ago"


def test_a_topic_label_of_nothing_but_a_secret_is_refused() -> None:
    ledger, state = subject()
    fx = promote_topic(ledger, state, "4111 1111 1111 1111", source_id="c1", now=NOW, limits=LIMITS)
    assert fx.outcome == "refused_sensitive"
    assert fx.upserts == {} and ledger.items == {} and state.topics == {}


def test_deleting_a_topic_deletes_its_interest_and_tombstones_every_label() -> None:
    interest = item(
        "interest",
        "Interested in kafka consumer lag",
        kind=MemoryKind.INTEREST,
        topic="kafka consumer lag",
        topic_key=topic_key("kafka consumer lag"),
    )
    other = item("tea", "I like green tea")
    ledger, state = subject(interest, other)
    key = topic_key("kafka consumer lag")
    state.topics[key] = TopicStat(
        label="kafka consumer lag", aliases=["kafka lag"], interest_id="interest"
    )
    fx = remove_topic(
        ledger, state, "Kafka consumer lag", source_id="c1", actor="key:m", now=NOW, limits=LIMITS
    )
    assert list(fx.deletes) == ["interest"] and set(ledger.items) == {"tea"}
    assert key not in state.topics and key in deleted_topics(ledger)
    stones = ledger.tombstones
    for label in ("kafka consumer lag", "kafka lag", interest.content):
        assert stones[fingerprint(label)].reason is TombstoneReason.TOPIC_DELETED


def test_deleting_a_topic_never_seen_still_blocks_it() -> None:
    ledger, state = subject(item("tea", "I like green tea"))
    fx = remove_topic(
        ledger, state, "sourdough baking", source_id="c1", actor="key:m", now=NOW, limits=LIMITS
    )
    assert fx.deletes == {} and [a.action for a in fx.audits] == ["topic_deleted"]
    assert topic_key("sourdough baking") in deleted_topics(ledger)
    assert set(ledger.items) == {"tea"}
