"""One batch's decision, list-in/list-out (:func:`agents.batch.decide_batch`): Kafka records
and the subjects' persisted state in, a :class:`BatchPlan` out, with no broker and no index.

The state comes from :class:`States`, a dict-backed double of the ``StateReader`` protocol
the function reads (not of Kafka or OpenSearch), which records every question it was
asked. Everything else is the real pipeline: directive detection, redaction, the writer.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from agents.batch import decide_batch, forget_texts_for, read_records
from agents.batch_plan import BadRead, BatchContext, BatchPlan, Record
from agents.ledger import SubjectLedger
from agents.sanitize import fingerprint
from agents.uses import PendingUse, UseTally
from indexers.bulk import ItemFailure
from indexers.templates import memories_index
from memstream.config import Settings
from schemas.commands import ChangeEvent, Command, CommandAction
from schemas.common import MemoryKind, Origin, Status, WriteMode
from schemas.distill import (
    BufferedLine,
    DistillAnswer,
    DistillOp,
    DistillResult,
    DistillState,
    SessionBuffer,
    TopicStat,
)
from schemas.memory import MemoryDocument, TombstoneReason, memory_id
from schemas.settings import SubjectSettings, WorkspaceSettings
from streams.rejections import apply_rejections
from tests.support.memories import stored_item

SETTINGS = Settings()
CONTEXT = BatchContext.from_settings(SETTINGS)
TURNS = SETTINGS.kafka.turns_topic
COMMANDS = SETTINGS.kafka.commands_topic
NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
SAID_AT = NOW - timedelta(minutes=5)  # when the events were produced
ALICE, BOB = b"acme/alice", b"acme/bob"
AUTO = WorkspaceSettings(write_mode=WriteMode.AUTO)
EXPLICIT = WorkspaceSettings(write_mode=WriteMode.EXPLICIT_ONLY)


# -- the state a batch reads --------------------------------------------------------------


class States:
    """The subjects' persisted state as plain dicts; ``asked`` lists every read. Like the
    worker's tables, each read returns a new object (the StateReader contract)."""

    def __init__(
        self,
        ledgers: Sequence[SubjectLedger] = (),
        distill: Sequence[DistillState] = (),
        workspaces: dict[str, WorkspaceSettings] | None = None,
    ) -> None:
        self.ledgers = {f"{s.tenant}/{s.subject}".encode(): s for s in ledgers}
        self.distills = {f"{s.tenant}/{s.subject}".encode(): s for s in distill}
        self.workspaces = dict(workspaces or {})
        self.tallies: dict[bytes, UseTally] = {}
        self.asked: list[tuple[str, str]] = []

    def ledger(self, key: bytes) -> SubjectLedger | None:
        self.asked.append(("ledger", key.decode()))
        found = self.ledgers.get(key)
        return found.model_copy(deep=True) if found is not None else None

    def distill(self, key: bytes) -> DistillState | None:
        self.asked.append(("distill", key.decode()))
        found = self.distills.get(key)
        return found.model_copy(deep=True) if found is not None else None

    def uses(self, key: bytes) -> UseTally | None:
        self.asked.append(("uses", key.decode()))
        found = self.tallies.get(key)
        return found.model_copy(deep=True) if found is not None else None

    def workspace(self, tenant: str) -> WorkspaceSettings | None:
        self.asked.append(("workspace", tenant))
        return self.workspaces.get(tenant)


def item(doc_id: str, content: str, **fields: Any) -> MemoryDocument:
    fields = {"origin": Origin.EXPLICIT} | fields
    return stored_item(doc_id, content, at=SAID_AT - timedelta(days=30), **fields)


def ledger(
    *items: MemoryDocument, subject: str = "alice", applied: Sequence[str] = ()
) -> SubjectLedger:
    return SubjectLedger(
        tenant="acme",
        subject=subject,
        seq=max((i.version for i in items), default=0),
        items={i.id: i for i in items},
        applied=list(applied),
    )


# -- the records of a batch ----------------------------------------------------------------


def turn(
    content: str,
    *,
    n: int = 1,
    subject: str = "alice",
    role: str = "user",
    partition: int = 0,
    **extra: Any,
) -> Record:
    payload = {
        "event_id": f"{subject}-e{n}",
        "tenant": "acme",
        "subject": subject,
        "session_id": "s1",
        "message_id": f"{subject}-m{n}",
        "role": role,
        "content": content,
        "timestamp": SAID_AT.isoformat(),
        **extra,
    }
    return Record(
        TURNS,
        partition,
        n,
        f"acme/{subject}".encode(),
        json.dumps(payload).encode(),
        timestamp=SAID_AT.timestamp(),
    )


def command(
    action: CommandAction, *, n: int = 1, subject: str = "alice", partition: int = 0, **fields: Any
) -> Record:
    value = Command(
        command_id=f"c{n}",
        tenant="acme",
        subject=subject,
        action=action,
        actor="key:manager",
        issued_at=SAID_AT,
        **fields,
    )
    return Record(
        COMMANDS, partition, 100 + n, f"acme/{subject}".encode(), value.model_dump_json().encode()
    )


def decide(
    records: Sequence[Record],
    states: States | None = None,
    *,
    vectors: dict[str, list[float]] | None = None,
) -> BatchPlan:
    return decide_batch(
        read_records(records, CONTEXT), states or States(), CONTEXT, now=NOW, vectors=vectors
    )


def contents(plan: BatchPlan) -> list[str]:
    return sorted(doc.content for doc in plan.documents.values())


def live(plan: BatchPlan, key: bytes = ALICE) -> list[str]:
    return sorted(i.content for i in plan.ledgers[key].live())


def finals(plan: BatchPlan) -> list[ChangeEvent]:
    return [c for c in plan.changes if c.final]


# -- turns ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "statement", "language"),
    [
        ("Remember that I live in Lyon.", "I live in Lyon", "en"),
        ("Bitte merk dir, dass ich Vegetarier bin.", "ich Vegetarier bin", "de"),
    ],
)
def test_a_remember_directive_is_indexed_and_its_event_marked_applied(
    said: str, statement: str, language: str
) -> None:
    plan = decide([turn(said, partition=3)])
    (doc,) = plan.documents.values()
    assert (doc.content, doc.origin, doc.status) == (statement, Origin.EXPLICIT, Status.ACTIVE)
    assert doc.id == memory_id("acme", "alice", "alice-e1", 0)
    ledger_after = plan.ledgers[ALICE]
    assert ledger_after.items[doc.id] == doc and ledger_after.was_applied("alice-e1")
    assert plan.partitions[ALICE] == 3  # the ledger is written back where its events came
    assert plan.counts.get("directives", "remember", language) == 1
    assert plan.counts.get("memories_written", "explicit", "active") == 1
    assert plan.directive_times == [SAID_AT]  # the Kafka timestamp, not the decision time
    assert [(c.action, c.item_id) for c in plan.changes] == [("created", doc.id)]
    assert plan.origins[doc.id].record.offset == 1
    assert plan.distill == {} and plan.dead_letters == []


def test_a_forget_directive_deletes_the_statement_it_names_and_tombstones_it() -> None:
    states = States([ledger(item("lyon", "I live in Lyon"), item("cats", "I have two cats"))])
    plan = decide([turn("Forget that I live in Lyon.")], states)
    assert set(plan.deletes) == {("acme", "lyon")} and plan.documents == {}
    assert live(plan) == ["I have two cats"]
    assert fingerprint("I live in Lyon") in plan.ledgers[ALICE].tombstones
    assert plan.counts.get("forget_outcomes", "forgotten") == 1
    assert plan.counts.get("directives", "forget", "en") == 1
    assert [(c.action, c.outcome) for c in finals(plan)] == [("forget", "forgotten")]


def test_a_paraphrased_forget_matches_by_meaning_only_with_the_batchs_vectors() -> None:
    def states() -> States:
        yankees, f1 = (
            item("yankees", "I'm a huge Yankees fan"),
            item("f1", "I'm really into Formula 1"),
        )
        return States([ledger(yankees, f1)])

    records = [turn("Forget about the baseball thing.")]
    without = decide(records, states())
    assert without.deletes == {}
    assert without.counts.get("forget_outcomes", "no_matching_memory") == 1
    assert live(without) == ["I'm a huge Yankees fan", "I'm really into Formula 1"]

    # The shell embeds exactly these texts before deciding; here they get fixed vectors.
    texts = forget_texts_for(read_records(records, CONTEXT), states(), CONTEXT)
    assert sorted(texts) == [
        "I'm a huge Yankees fan",
        "I'm really into Formula 1",
        "the baseball thing",
    ]
    vectors = {
        "the baseball thing": [1.0, 0.0],
        "I'm a huge Yankees fan": [0.6, 0.8],
        "I'm really into Formula 1": [0.1, 0.99],
    }
    with_vectors = decide(records, states(), vectors=vectors)
    assert set(with_vectors.deletes) == {("acme", "yankees")}
    assert with_vectors.counts.get("forget_outcomes", "forgotten") == 1
    assert live(with_vectors) == ["I'm really into Formula 1"]


def test_a_plain_user_line_in_write_mode_auto_is_buffered_redacted_for_distillation() -> None:
    states = States(workspaces={"acme": AUTO})
    plan = decide(
        [
            turn("I'm thinking about a trip to Kyoto next spring."),
            turn("Call me on +44 20 7946 0958 tonight", n=2),
        ],
        states,
    )
    assert plan.documents == {} and plan.ledgers == {}  # nothing is stored yet
    lines = plan.distill[ALICE].sessions["s1"].lines
    assert [line.message_id for line in lines] == ["alice-m1", "alice-m2"]
    assert lines[0].text == "I'm thinking about a trip to Kyoto next spring."
    assert "7946" not in lines[1].text and "[redacted:" in lines[1].text
    assert plan.tenant_workspaces["acme"] == AUTO  # the distillation schedule needs it
    assert ("ledger", "acme/alice") in states.asked  # the subject's own switch is in it


@pytest.mark.parametrize(
    ("workspace", "extra"),
    [
        (WorkspaceSettings(write_mode=WriteMode.AUTO), {"memory_disabled": True}),
        (WorkspaceSettings(write_mode=WriteMode.AUTO, enabled=False), {}),
        (EXPLICIT, {}),
    ],
    ids=["memory-off-for-the-turn", "workspace-disabled", "explicit-only"],
)
def test_a_plain_line_that_cannot_change_memory_loads_nothing(
    workspace: WorkspaceSettings, extra: dict[str, Any]
) -> None:
    states = States(workspaces={"acme": workspace})
    plan = decide([turn("I'm thinking about a trip to Kyoto next spring.", **extra)], states)
    assert states.asked == [("workspace", "acme")]  # not even the ledger
    assert plan.distill == {} and plan.documents == {} and plan.ledgers == {}
    assert plan.counts.get("turns_consumed", "user") == 1


def test_an_assistant_turn_is_counted_and_nothing_else() -> None:
    states = States(workspaces={"acme": AUTO})
    plan = decide([turn("Remember that I live in Lyon.", role="assistant")], states)
    assert plan.counts.values == {("turns_consumed", ("assistant",)): 1}
    assert states.asked == []
    assert plan == replace(BatchPlan(), counts=plan.counts)


def test_a_replayed_directive_is_skipped() -> None:
    states = States([ledger(item("lyon", "I live in Lyon"), applied=["alice-e1"])])
    plan = decide([turn("Remember that I live in Berlin.")], states)
    assert plan.counts.get("replays_skipped") == 1
    assert plan.documents == {} and plan.changes == [] and plan.audits == []
    assert plan.counts.get("directives", "remember", "en") == 0
    # Contrast: the same words under a new event id are applied.
    fresh = decide(
        [turn("Remember that I live in Berlin.", n=2)],
        States([ledger(item("lyon", "I live in Lyon"), applied=["alice-e1"])]),
    )
    assert contents(fresh) == ["I live in Berlin", "I live in Lyon"]
    assert fresh.documents[("acme", "lyon")].status is Status.SUPERSEDED


def written(plan: BatchPlan) -> tuple[object, ...]:
    """All of a plan that is indexed, published or persisted (``origins`` only points
    back at the source records, for dead-lettering)."""
    return (
        plan.documents,
        plan.audits,
        plan.changes,
        plan.dead_letters,
        plan.ledgers,
        plan.distill,
        plan.workspaces,
    )


def test_a_statement_of_nothing_but_a_secret_is_refused_and_never_leaves_the_worker() -> None:
    plan = decide([turn("Remember that my password is Tr0ub4dor&3")])
    assert plan.documents == {}
    assert plan.counts.get("refused_sensitive") == 1
    assert plan.counts.get("redaction_findings", "password") == 1
    assert [a.action for a in plan.audits] == ["refused_sensitive"]
    assert plan.ledgers[ALICE].was_applied("alice-e1")  # a redelivery is not refused twice
    assert "Tr0ub4dor" not in repr(written(plan))


def test_a_malformed_turn_and_an_empty_one_are_dead_lettered_with_their_reason() -> None:
    broken = b'{"event_id": "e1", "tenant": "acme", "content": "my password is Tr0ub4dor&3'
    records = [
        Record(TURNS, 2, 40, ALICE, broken),
        Record(TURNS, 2, 41, ALICE, None),
        turn("Remember that I live in Lyon.", n=42, partition=2),
    ]
    reads = read_records(records, CONTEXT)
    assert [r.reason for r in reads if isinstance(r, BadRead)] == ["invalid_json", "empty_payload"]
    plan = decide(records)
    assert [(d.reason, d.partition, d.offset) for d in plan.dead_letters] == [
        ("invalid_json", 2, 40),
        ("empty_payload", 2, 41),
    ]
    assert "Tr0ub4dor" not in plan.dead_letters[0].payload_redacted
    assert "[redacted:password]" in plan.dead_letters[0].payload_redacted
    assert plan.counts.get("dlq_events", "invalid_json") == 1
    assert contents(plan) == ["I live in Lyon"]  # the stream goes on


# -- commands ------------------------------------------------------------------------------

LYON = item("lyon", "I live in Lyon", version=1)
GUESS = item("guess", "I like jazz", origin=Origin.EXTRACTED, status=Status.PENDING, version=2)
TRIP = item("trip", "I'm in Rome this week", expires_at=NOW - timedelta(hours=1), version=3)
JAZZ = item(
    "jazz-interest",
    "Interested in jazz concerts",
    kind=MemoryKind.INTEREST,
    origin=Origin.EXTRACTED,
    topic="jazz concerts",
    topic_key="jazz concerts",
    version=4,
)
LINE = BufferedLine(seq=1, message_id="alice-m1", text="I play the cello on weekends", at=SAID_AT)


def known() -> States:
    """Alice as the manager finds her: a fact, a guess, an expired trip, an interest, one
    buffered line and the topic her interest came from."""
    distill = DistillState(
        tenant="acme",
        subject="alice",
        next_seq=2,
        sessions={"s1": SessionBuffer(lines=[LINE], last_turn_at=SAID_AT)},
        topics={"jazz concerts": TopicStat(label="jazz concerts", interest_id=JAZZ.id)},
    )
    return States([ledger(LYON, GUESS, TRIP, JAZZ)], [distill])


def doc(plan: BatchPlan, doc_id: str) -> MemoryDocument:
    return plan.documents[("acme", doc_id)]


DISTILLED = DistillResult(
    job_id="job-1",
    session_id="s1",
    upto=1,
    lines=[LINE],
    answer=DistillAnswer(
        operations=[DistillOp(op="add", content="Plays the cello on weekends", source_line=1)]
    ),
)


# What the manager relies on after each command against known(): one check per action.


def _created(plan: BatchPlan) -> None:
    (new,) = plan.documents.values()
    assert (new.content, new.origin, new.status) == (
        "I have two cats",
        Origin.MANUAL,
        Status.ACTIVE,
    )


def _edited(plan: BatchPlan) -> None:
    assert list(plan.documents) == [("acme", "lyon")]
    assert (doc(plan, "lyon").content, doc(plan, "lyon").origin) == (
        "I live in Paris",
        Origin.MANUAL,
    )


def _deleted(plan: BatchPlan) -> None:
    assert set(plan.deletes) == {("acme", "lyon")}
    assert plan.ledgers[ALICE].tombstones[LYON.fingerprint].reason is TombstoneReason.DELETED


def _confirmed(plan: BatchPlan) -> None:
    assert doc(plan, "guess").status is Status.ACTIVE


def _rejected(plan: BatchPlan) -> None:
    assert set(plan.deletes) == {("acme", "guess")}
    assert plan.ledgers[ALICE].tombstones[GUESS.fingerprint].reason is TombstoneReason.REJECTED


def _cleared(plan: BatchPlan) -> None:
    assert set(plan.deletes) == {("acme", i) for i in ("lyon", "guess", "trip", "jazz-interest")}
    assert plan.ledgers[ALICE].items == {}


def _switched_off(plan: BatchPlan) -> None:
    assert plan.ledgers[ALICE].settings.enabled is False
    # Typed, so recall follows the switch (settings_records publishes it).
    assert [c.subject_enabled for c in plan.changes if c.action == "settings_changed"] == [False]


def _workspace_set(plan: BatchPlan) -> None:
    assert plan.workspaces == {b"acme": AUTO} and plan.tenant_workspaces == {"acme": AUTO}
    assert plan.partitions == {b"acme": 0} and plan.ledgers == {}


def _touched(plan: BatchPlan) -> None:
    # Alice's first use this hour folds at once; "gone" is no item: its use is dropped.
    assert list(plan.documents) == [("acme", "lyon")]
    assert (doc(plan, "lyon").use_count, doc(plan, "lyon").last_used_at) == (1, SAID_AT)
    assert plan.counts.get("memories_touched") == 2 and plan.audits == []
    assert plan.uses[ALICE].uses == {} and plan.uses[ALICE].applied == ["c1"]


def _consolidated(plan: BatchPlan) -> None:
    assert list(plan.documents) == [("acme", "trip")]  # only the expired one
    assert doc(plan, "trip").status is Status.ARCHIVED


def _imported(plan: BatchPlan) -> None:
    assert list(plan.documents) == [("acme", "imported-1")]  # the caller's id is kept
    assert doc(plan, "imported-1").content == "I speak Basque"


def _distilled(plan: BatchPlan) -> None:
    (new,) = plan.documents.values()
    assert (new.content, new.origin, new.source_message_id) == (
        "Plays the cello on weekends",
        Origin.EXTRACTED,
        "alice-m1",
    )
    assert plan.jobs_applied == {ALICE}
    assert plan.distill[ALICE].sessions["s1"].distilled_upto == 1  # the cursor moved


def _promoted(plan: BatchPlan) -> None:
    (new,) = plan.documents.values()
    assert (new.kind, new.status, new.content) == (
        MemoryKind.INTEREST,
        Status.ACTIVE,
        "Interested in sourdough baking",
    )


def _topic_deleted(plan: BatchPlan) -> None:
    assert set(plan.deletes) == {("acme", "jazz-interest")}
    assert "jazz concerts" not in plan.distill[ALICE].topics
    reasons = {t.reason for t in plan.ledgers[ALICE].tombstones.values()}
    assert reasons == {TombstoneReason.TOPIC_DELETED}


@dataclass(frozen=True)
class Case:
    fields: dict[str, Any]
    then: Callable[[BatchPlan], None]
    subject: str = "alice"


CASES: dict[CommandAction, Case] = {
    CommandAction.CREATE: Case({"content": "I have two cats"}, _created),
    CommandAction.EDIT: Case({"item_id": "lyon", "content": "I live in Paris"}, _edited),
    CommandAction.DELETE: Case({"item_id": "lyon"}, _deleted),
    CommandAction.CONFIRM: Case({"item_id": "guess"}, _confirmed),
    CommandAction.REJECT: Case({"item_id": "guess"}, _rejected),
    CommandAction.CLEAR: Case({}, _cleared),
    CommandAction.SETTINGS: Case(
        {"subject_settings": SubjectSettings(enabled=False)}, _switched_off
    ),
    CommandAction.WORKSPACE_SETTINGS: Case(
        {"workspace_settings": AUTO}, _workspace_set, subject="_workspace"
    ),
    CommandAction.TOUCH: Case({"item_ids": ("lyon", "gone")}, _touched),
    CommandAction.CONSOLIDATE: Case({}, _consolidated),
    CommandAction.IMPORT: Case({"item_id": "imported-1", "content": "I speak Basque"}, _imported),
    CommandAction.DISTILLED: Case({"distill": DISTILLED}, _distilled),
    CommandAction.PROMOTE_TOPIC: Case({"topic": "sourdough baking"}, _promoted),
    CommandAction.DELETE_TOPIC: Case({"topic": "jazz concerts"}, _topic_deleted),
}


@pytest.mark.parametrize("action", list(CommandAction), ids=str)
def test_every_command_ends_with_one_final_change_event_carrying_its_outcome(
    action: CommandAction,
) -> None:
    case = CASES.get(action)
    if case is None:
        pytest.fail(f"no case for command action {action.value!r}: add one to CASES")
    plan = decide([command(action, subject=case.subject, **case.fields)], known())
    (final,) = finals(plan)
    assert (final.source_id, final.action, final.outcome) == ("c1", action.value, "applied")
    assert final.at == NOW
    case.then(plan)
    assert plan.counts.get("commands_applied", action.value) == 1
    assert plan.dead_letters == []


@pytest.mark.parametrize(
    ("action", "fields", "outcome"),
    [
        (CommandAction.EDIT, {"item_id": "nobody", "content": "I live in Paris"}, "not_found"),
        (CommandAction.CREATE, {"content": "my password is Tr0ub4dor&3"}, "refused_sensitive"),
        (CommandAction.CREATE, {"content": "I live in Lyon"}, "deduplicated"),
    ],
)
def test_a_command_that_changes_nothing_still_says_why(
    action: CommandAction, fields: dict[str, Any], outcome: str
) -> None:
    plan = decide([command(action, **fields)], known())
    (final,) = finals(plan)
    assert final.outcome == outcome
    assert plan.documents == {} and plan.deletes == {}


def test_a_created_item_is_named_in_its_final_event() -> None:
    plan = decide([command(CommandAction.CREATE, content="I have two cats")])
    (new,) = plan.documents.values()
    (final,) = finals(plan)
    assert (final.item_id, final.status, final.item) == (new.id, Status.ACTIVE, new)


def test_an_invalid_command_is_dead_lettered() -> None:
    raw = {"command_id": "c9", "tenant": "acme", "subject": "alice", "action": "edit", "actor": "x"}
    records = [
        Record(COMMANDS, 1, 7, ALICE, json.dumps(raw).encode()),  # an edit of no item
        command(CommandAction.CREATE, content="I have two cats"),
    ]
    plan = decide(records)
    (dead,) = plan.dead_letters
    assert (dead.reason, dead.topic, dead.partition, dead.offset) == (
        "invalid_command",
        COMMANDS,
        1,
        7,
    )
    assert "needs item_id" in dead.detail
    assert [c.source_id for c in finals(plan)] == ["c1"]  # the valid neighbour is applied


def test_a_replayed_command_changes_nothing() -> None:
    states = States([ledger(LYON, applied=["c1"])])
    plan = decide([command(CommandAction.DELETE, item_id="lyon")], states)
    assert plan.counts.get("replays_skipped") == 1
    assert plan.deletes == {} and plan.documents == {} and plan.audits == []
    assert plan.ledgers == {}  # nothing to persist


def test_a_replayed_distillation_result_still_counts_its_job_as_applied() -> None:
    states = States([ledger(applied=["c1"])])
    plan = decide([command(CommandAction.DISTILLED, distill=DISTILLED)], states)
    assert plan.jobs_applied == {ALICE} and plan.documents == {}


# -- the batch as a whole -------------------------------------------------------------------


def test_two_subjects_in_one_batch_each_keep_their_own_ledger_and_partition() -> None:
    states = States()
    plan = decide(
        [
            turn("Remember that I live in Lyon.", partition=0),
            turn("Remember that I have two cats.", subject="bob", partition=5),
            turn("Remember that I'm allergic to peanuts.", n=2, partition=0),
        ],
        states,
    )
    assert plan.partitions == {ALICE: 0, BOB: 5}
    assert live(plan, ALICE) == ["I live in Lyon", "I'm allergic to peanuts"]
    assert live(plan, BOB) == ["I have two cats"]
    assert {d.subject for d in plan.documents.values()} == {"alice", "bob"}
    # Each ledger is read once and is one value in the plan, however many events it had.
    assert states.asked.count(("ledger", "acme/alice")) == 1
    assert sorted(plan.ledgers) == [ALICE, BOB]


def test_a_statement_remembered_and_forgotten_in_one_batch_is_deleted_not_indexed() -> None:
    plan = decide(
        [
            turn("Remember that I have two cats."),
            turn("Remember that I live in Lyon.", n=2),
            turn("Forget that I live in Lyon.", n=3),
        ]
    )
    lyon = memory_id("acme", "alice", "alice-e2", 0)
    assert contents(plan) == ["I have two cats"]
    assert ("acme", lyon) in plan.deletes and ("acme", lyon) not in plan.documents
    created = next(c.item for c in plan.changes if c.item_id == lyon and c.item)
    assert plan.deletes[("acme", lyon)] > created.version  # the delete wins in the index
    assert live(plan) == ["I have two cats"]
    assert plan.counts.get("forget_outcomes", "forgotten") == 1


def test_a_turn_after_a_workspace_settings_command_sees_the_new_settings() -> None:
    states = States(workspaces={"acme": EXPLICIT})
    line = "I'm thinking about a trip to Kyoto next spring."
    plan = decide(
        [
            turn(line, n=1),
            command(
                CommandAction.WORKSPACE_SETTINGS, subject="_workspace", workspace_settings=AUTO
            ),
            turn(line, n=2),
        ],
        states,
    )
    buffered = plan.distill[ALICE].sessions["s1"].lines
    assert [b.message_id for b in buffered] == ["alice-m2"]  # the first came before the switch
    assert plan.tenant_workspaces["acme"] == AUTO
    assert states.asked.count(("workspace", "acme")) == 1


def test_expiries_are_computed_for_every_persisted_ledger() -> None:
    ends = NOW + timedelta(days=2)
    plan = decide(
        [
            command(CommandAction.CREATE, content="I'm in Rome until Sunday", expires_at=ends),
            command(CommandAction.CREATE, n=2, content="I have two cats"),
            command(CommandAction.CREATE, n=3, subject="bob", content="I have a dog"),
        ]
    )
    assert plan.expiries == {ALICE: ends, BOB: None}


class Broken(States):
    """A state store that fails for one subject."""

    def __init__(self, failing: bytes) -> None:
        super().__init__()
        self.failing = failing

    def ledger(self, key: bytes) -> SubjectLedger | None:
        if key == self.failing:
            raise RuntimeError("a bug meeting unusual input")
        return super().ledger(key)


def test_an_event_whose_decision_raises_is_dead_lettered_and_the_others_are_decided() -> None:
    plan = decide(
        [
            turn("Remember that I live in Lyon.", n=1),
            turn("Remember that I have two cats.", n=2, subject="bob", partition=1),
            turn("Remember that I'm allergic to peanuts.", n=3),
        ],
        Broken(BOB),
    )
    (dead,) = plan.dead_letters
    assert (dead.reason, dead.detail, dead.partition, dead.offset) == (
        "processing_failed",
        "RuntimeError",
        1,
        2,
    )
    assert live(plan) == ["I live in Lyon", "I'm allergic to peanuts"]
    assert BOB not in plan.ledgers


def _without_failure_times(plan: BatchPlan) -> BatchPlan:
    fixed = datetime(2000, 1, 1, tzinfo=UTC)
    letters = [d.model_copy(update={"failed_at": fixed}) for d in plan.dead_letters]
    return replace(plan, dead_letters=letters)


def mixed_batch() -> list[Record]:
    return [
        turn("Remember that I live in Lyon.", n=1),
        turn("Forget that I have two cats.", n=2),
        turn("I'm thinking about a trip to Kyoto next spring.", n=3),
        command(
            CommandAction.CREATE,
            n=4,
            content="I'm in Rome until Sunday",
            expires_at=NOW + timedelta(days=2),
        ),
        command(CommandAction.DISTILLED, n=5, distill=DISTILLED),
        Record(TURNS, 0, 99, ALICE, b"{not json"),
        turn("Remember that I have a dog.", n=6, subject="bob", partition=1),
    ]


def mixed_states() -> States:
    cats = item("cats", "I have two cats")
    distill = DistillState(
        tenant="acme",
        subject="alice",
        next_seq=2,
        sessions={"s1": SessionBuffer(lines=[LINE], last_turn_at=SAID_AT)},
    )
    return States([ledger(cats)], [distill], {"acme": AUTO})


def test_the_same_batch_over_the_same_state_decides_the_same_plan() -> None:
    records = mixed_batch()
    first = decide(records, mixed_states())
    second = decide(records, mixed_states())
    assert first.documents and first.deletes and first.distill and first.dead_letters
    assert _without_failure_times(first) == _without_failure_times(second)


def test_deciding_never_writes_the_state_it_was_given() -> None:
    states = mixed_states()
    before = (
        {k: v.model_copy(deep=True) for k, v in states.ledgers.items()},
        {k: v.model_copy(deep=True) for k, v in states.distills.items()},
        dict(states.workspaces),
    )
    first = decide(mixed_batch(), states)
    assert (states.ledgers, states.distills, states.workspaces) == before
    # Hence a replayed batch over the same state decides what it decided the first time.
    assert _without_failure_times(decide(mixed_batch(), states)) == _without_failure_times(first)


# -- recall's uses --------------------------------------------------------------------------


def touch(n: int, *ids: str, at: datetime = SAID_AT) -> Record:
    value = Command(
        command_id=f"t{n}",
        tenant="acme",
        subject="alice",
        action=CommandAction.TOUCH,
        actor="system:recall",
        item_ids=ids,
        issued_at=at,
    )
    return Record(COMMANDS, 0, 200 + n, ALICE, value.model_dump_json().encode())


def folded_this_hour() -> States:
    """Alice, whose uses were folded into her ledger earlier in this hour."""
    states = States([ledger(LYON, GUESS)])
    states.tallies[ALICE] = UseTally(hour=NOW.replace(minute=0), applied=["t0"])
    return states


def test_a_touch_after_this_hours_fold_counts_in_the_tally_without_the_ledger() -> None:
    states = folded_this_hour()
    plan = decide([touch(1, "lyon", "guess"), touch(2, "lyon")], states)
    assert ("ledger", "acme/alice") not in states.asked  # the point: no ledger parse
    assert plan.ledgers == {} and plan.documents == {}
    tally = plan.uses[ALICE]
    assert {i: (u.count, u.last_used_at) for i, u in tally.uses.items()} == {
        "lyon": (2, SAID_AT),
        "guess": (1, SAID_AT),
    }
    assert tally.applied == ["t0", "t1", "t2"]
    assert plan.counts.get("memories_touched") == 3
    assert [f.source_id for f in finals(plan)] == ["t1", "t2"]  # every command hears back


def test_a_directive_folds_the_pending_uses_so_its_decision_and_the_index_see_them() -> None:
    states = folded_this_hour()
    states.tallies[ALICE].uses["lyon"] = PendingUse(count=3, last_used_at=SAID_AT)
    plan = decide([turn("Remember that I have a dog.", n=7)], states)
    held = plan.ledgers[ALICE].items["lyon"]
    assert (held.use_count, held.last_used_at) == (LYON.use_count + 3, SAID_AT)
    # Lyon's last use moved into a new hour: the index learns of it with this batch.
    assert doc(plan, "lyon") == held
    assert plan.origins["lyon"].source_id is None  # a refused use write undoes no event
    assert plan.uses[ALICE].uses == {}
    assert sorted(contents(plan)) == ["I have a dog", "I live in Lyon"]


def test_a_touch_of_the_next_hour_folds_and_writes_only_the_items_whose_hour_moved() -> None:
    states = folded_this_hour()
    # Folded at 12:05 with a use of Lyon; Lyon and the guess used again at 12:10.
    used = LYON.model_copy(update={"use_count": 4, "last_used_at": NOW + timedelta(minutes=5)})
    states.ledgers[ALICE].items["lyon"] = used
    again = PendingUse(count=1, last_used_at=NOW + timedelta(minutes=10))
    states.tallies[ALICE].uses.update({"lyon": again, "guess": again})
    later = NOW + timedelta(hours=1)
    plan = decide_batch(
        read_records([touch(1, "guess", at=later)], CONTEXT), states, CONTEXT, now=later
    )
    led = plan.ledgers[ALICE]
    assert (led.items["lyon"].use_count, led.items["guess"].use_count) == (5, 2)
    # Lyon's index copy already shows a use in the 12:00 hour; the guess had none.
    assert list(plan.documents) == [("acme", "guess")]
    assert plan.uses[ALICE].hour == later.replace(minute=0)


def test_a_redelivered_touch_is_counted_once() -> None:
    states = folded_this_hour()
    plan = decide([touch(0, "lyon")], states)
    assert plan.counts.get("replays_skipped") == 1 and plan.uses == {}


# -- what the index refused ------------------------------------------------------------------


def test_a_refused_new_document_is_dead_lettered_and_undone_while_its_neighbour_stays() -> None:
    states = States()
    cello, cats = (
        command(CommandAction.CREATE, n=1, partition=4, content="I play the cello"),
        command(CommandAction.CREATE, n=2, partition=4, content="I have two cats"),
    )
    plan = decide([cello, cats], states)
    refused = memory_id("acme", "alice", "c1", 0)
    kept = memory_id("acme", "alice", "c2", 0)
    failure = ItemFailure(
        action="index",
        index=memories_index(SETTINGS.opensearch.index_prefix, "acme"),
        doc_id=refused,
        status=400,
        error_type="mapper_parsing_exception",
        summary="mapper_parsing_exception on field [content]",
        document=plan.documents[("acme", refused)].model_dump(mode="json"),
    )
    compensations = apply_rejections(plan, [failure], states.ledger, now=NOW)
    assert compensations == []  # nothing had been persisted: the change is simply undone
    (dead,) = plan.dead_letters
    assert (dead.reason, dead.topic, dead.partition, dead.offset) == (
        "index_rejected",
        COMMANDS,
        4,
        101,
    )
    assert "I play the cello" in dead.payload_redacted  # so it can be fixed and replayed
    after = plan.ledgers[ALICE]
    assert set(after.items) == {kept}
    assert not after.was_applied("c1") and after.was_applied("c2")
    outcomes = {c.source_id: (c.outcome, c.item) for c in finals(plan)}
    assert outcomes["c1"] == ("index_rejected", None)
    assert outcomes["c2"][0] == "applied" and outcomes["c2"][1] is not None
    assert [c.item_id for c in plan.changes if not c.final] == [kept]
    assert plan.counts.get("dlq_events", "index_rejected") == 1
    assert plan.counts.get("bulk_item_failures") == 1
