"""Recall's uses, counted in a tally beside the ledger and folded into it (agents.uses)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from agents.ledger import SubjectLedger
from agents.topics import classify
from agents.uses import APPLIED_KEPT, UseTally, fold_due, fold_uses, note_touch
from agents.writer import Candidate, Limits, apply_command, remember
from schemas.commands import Command, CommandAction
from schemas.common import Origin

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
LIMITS = Limits(max_items=200)


def touch(tally: UseTally, at: datetime, *ids: str, command_id: str | None = None) -> int | None:
    command = Command(
        tenant="acme",
        subject="alice",
        action=CommandAction.TOUCH,
        actor="system:recall",
        item_ids=ids,
        issued_at=at,
        **({"command_id": command_id} if command_id else {}),
    )
    return note_touch(tally, command)


def oboe() -> tuple[SubjectLedger, str]:
    led = SubjectLedger(tenant="acme", subject="alice")
    text = "I play the oboe"
    c = classify(text)
    candidate = Candidate(
        content=text, kind=c.kind, origin=Origin.EXPLICIT, source_id="e1", topic=c.topic
    )
    remember(led, candidate, now=T0, actor="u", limits=LIMITS)
    (item_id,) = led.items
    return led, item_id


def test_uses_reach_the_ledger_exactly_and_the_index_once_an_hour() -> None:
    led, item_id = oboe()
    tally = UseTally()
    assert touch(tally, T0 + timedelta(minutes=1), item_id) == 1
    assert fold_due(tally, T0 + timedelta(minutes=1))  # the subject's first use this hour
    written = fold_uses(led, tally, now=T0 + timedelta(minutes=1))
    assert [d.use_count for d in written] == [1]  # the first use is written

    touch(tally, T0 + timedelta(minutes=20), item_id)
    touch(tally, T0 + timedelta(minutes=59), item_id, item_id)
    assert not fold_due(tally, T0 + timedelta(minutes=59))  # same hour: the tally alone
    assert led.items[item_id].use_count == 1
    # Any other event of the subject folds first: the cap reads exact figures...
    written = fold_uses(led, tally, now=T0 + timedelta(minutes=59))
    assert led.items[item_id].use_count == 4 and tally.uses == {}
    assert written == []  # ...but the index already shows a use in this hour

    touch(tally, T0 + timedelta(minutes=61), item_id)
    assert fold_due(tally, T0 + timedelta(minutes=61))  # a new hour: the index catches up
    (doc,) = fold_uses(led, tally, now=T0 + timedelta(minutes=61))
    assert (doc.use_count, doc.last_used_at) == (5, T0 + timedelta(minutes=61))
    # The next write of the item for any other reason carries the exact use data.
    fx = apply_command(
        led,
        Command(
            tenant="acme",
            subject="alice",
            action=CommandAction.EDIT,
            actor="user",
            item_id=item_id,
            importance=5,
        ),
        now=T0 + timedelta(minutes=71),
        limits=LIMITS,
    )
    assert [(d.use_count, d.importance) for d in fx.upserts.values()] == [(5, 5)]


def test_an_empty_tally_is_never_due_and_a_fold_keeps_the_latest_use() -> None:
    led, item_id = oboe()
    tally = UseTally()
    assert not fold_due(tally, T0)  # nothing to fold: no write at all
    late, early = T0 + timedelta(minutes=30), T0 + timedelta(minutes=10)
    touch(tally, late, item_id)
    touch(tally, early, item_id)  # commands may arrive out of order
    fold_uses(led, tally, now=late)
    assert (led.items[item_id].use_count, led.items[item_id].last_used_at) == (2, late)


def test_uses_of_an_item_deleted_since_are_dropped_and_the_rest_folded() -> None:
    led, item_id = oboe()
    tally = UseTally()
    touch(tally, T0, item_id, "deleted-meanwhile")
    written = fold_uses(led, tally, now=T0)
    assert [d.id for d in written] == [item_id] and set(led.items) == {item_id}
    assert tally.uses == {}


def test_a_redelivered_touch_counts_once_and_the_memory_of_them_is_bounded() -> None:
    tally = UseTally()
    assert touch(tally, T0, "a", command_id="t-1") == 1
    assert touch(tally, T0, "a", command_id="t-1") is None
    assert tally.uses["a"].count == 1
    for n in range(APPLIED_KEPT + 5):
        touch(tally, T0, "b", command_id=f"t-{n + 2}")
    assert len(tally.applied) == APPLIED_KEPT and "t-1" not in tally.applied
    assert tally.uses["b"].count == APPLIED_KEPT + 5


def test_a_busy_subjects_tally_stays_a_few_kilobytes() -> None:
    """What a touch writes instead of a ledger journal: 20 used items and the last 200
    command ids, against ~170 KB for a 200-item ledger's base."""
    tally = UseTally()
    for n in range(APPLIED_KEPT):
        touch(tally, T0, *(f"item-{(n + k) % 20:04d}" for k in range(10)))
    size = len(tally.model_dump_json(exclude_defaults=True))
    assert size < 12_000, size
