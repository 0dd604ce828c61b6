"""A ledger kept as a base record and a journal, over a plain dict as the table."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agents.ledger import APPLIED_KEPT, SubjectLedger
from agents.ledger_records import (
    JOURNAL_SHARE,
    LedgerRecordsBroken,
    Stored,
    apply,
    assemble,
    diff,
    digest,
    journal_budget,
    journal_key,
    owner_key,
    read_base,
    writes,
)
from agents.sanitize import fingerprint
from agents.topics import classify
from agents.uses import UseTally, fold_uses, note_touch
from agents.writer import Candidate, Limits, forget, remember
from schemas.commands import Command, CommandAction
from schemas.common import Origin, Status
from schemas.memory import MemoryDocument, Tombstone, TombstoneReason
from schemas.settings import SubjectSettings

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
KEY = b"acme/alice"
JOURNAL = journal_key(KEY)
LIMITS = Limits(max_items=200, tombstone_cap=500, rejection_window=timedelta(hours=1))


def stored(table: dict[bytes, bytes], key: bytes = KEY) -> Stored:
    return Stored(table.get(key), table.get(journal_key(key)))


def put(
    table: dict[bytes, bytes], ledger: SubjectLedger, key: bytes = KEY
) -> list[tuple[bytes, bytes | None]]:
    """What LedgerStore.put does, against a dict: the operations, applied in order."""
    now = stored(table, key)
    ops = writes(key, now, read_base(now), ledger)
    for record, value in ops:
        if value is None:
            del table[record]
        else:
            table[record] = value
    return ops


def get(table: dict[bytes, bytes], key: bytes = KEY) -> SubjectLedger | None:
    return assemble(stored(table, key))


def copy(ledger: SubjectLedger) -> SubjectLedger:
    """What a reader gets: new containers, the same (frozen) entries."""
    return ledger.model_copy(
        update={
            "items": dict(ledger.items),
            "tombstones": dict(ledger.tombstones),
            "applied": list(ledger.applied),
        }
    )


def assert_same(read: SubjectLedger | None, saved: SubjectLedger) -> None:
    assert read is not None
    assert read == saved
    assert list(read.items) == list(saved.items)  # dict order: == ignores it
    assert list(read.tombstones) == list(saved.tombstones)
    assert read.applied == saved.applied
    assert read.model_dump_json() == saved.model_dump_json()


def doc(
    n: int, *, use_count: int = 0, version: int = 1, status: Status = Status.ACTIVE
) -> MemoryDocument:
    content = f"my project codename number {n} is otter-{n}"
    return MemoryDocument(
        id=f"item-{n:04d}",
        tenant="acme",
        subject="alice",
        kind=classify(content).kind,
        origin=Origin.EXPLICIT,
        status=status,
        content=content,
        fingerprint=fingerprint(content),
        source_message_id=f"m-{n}",
        valid_from=T0,
        recorded_at=T0,
        retired_at=None if status is Status.ACTIVE else T0 + timedelta(days=1),
        use_count=use_count,
        last_used_at=T0 + timedelta(minutes=use_count) if use_count else None,
        version=version,
    )


def stone(n: int) -> Tombstone:
    return Tombstone(
        fingerprint=fingerprint(f"forgotten statement {n}"),
        topic_key=f"topic{n % 7}" if n % 3 else "",
        source_message_id=f"m-{n}",
        reason=TombstoneReason.FORGOTTEN,
        was_active=n % 2 == 0,
        created_at=T0 + timedelta(seconds=n),
    )


def big_ledger(items: int = 200, stones: int = 500, applied: int = APPLIED_KEPT) -> SubjectLedger:
    """The subject this is for: 200 items, 500 tombstones, 2,000 applied ids."""
    led = SubjectLedger(tenant="acme", subject="alice", seq=items * 3)
    for n in range(items):
        status = Status.ACTIVE if n % 4 else Status.SUPERSEDED
        led.items[f"item-{n:04d}"] = doc(n, use_count=n % 5, version=n + 1, status=status)
    for n in range(stones):
        s = stone(n)
        led.tombstones[s.fingerprint] = s
    for n in range(applied):
        led.mark_applied(f"cmd-{n:06d}-{'x' * 26}")
    return led


def touch(led: SubjectLedger, *used: str) -> None:
    """The uses recall reports, folded into the ledger as the worker folds a use tally."""
    command = Command(
        tenant="acme",
        subject="alice",
        action=CommandAction.TOUCH,
        actor="system:recall",
        item_ids=used,
    )
    tally = UseTally()
    note_touch(tally, command)
    fold_uses(led, tally, now=T0)


# -- round trip ---------------------------------------------------------------------------


def test_an_empty_ledger_round_trips_as_a_base_alone() -> None:
    table: dict[bytes, bytes] = {}
    led = SubjectLedger(tenant="acme", subject="alice")
    assert put(table, led) == [(KEY, table[KEY])]
    assert_same(get(table), led)
    assert get(table, b"acme/bob") is None


def test_a_journal_keeps_every_order_a_dict_can_have() -> None:
    """Items taken out and put back (an undo), a restated tombstone moved last
    (add_tombstone), new ones after them, an id taken out of the middle of the applied
    ids (undo_refused_write): the journal reproduces each order exactly."""
    table: dict[bytes, bytes] = {}
    led = big_ledger(items=30, stones=20, applied=30)
    put(table, led)
    led = copy(led)
    led.items["item-0003"] = led.items.pop("item-0003")
    led.items["item-0099"] = doc(99, version=led.next_version())
    del led.items["item-0010"]
    restated = stone(4)
    led.tombstones.pop(restated.fingerprint)
    led.tombstones[restated.fingerprint] = restated.model_copy(update={"was_active": True})
    led.applied.remove(led.applied[15])
    led.settings = SubjectSettings(enabled=False)
    ops = put(table, led)
    assert [key for key, _ in ops] == [JOURNAL]
    assert_same(get(table), led)


def test_every_record_key_belongs_to_its_subject_and_to_no_other() -> None:
    # "/" and spaces are allowed in subject ids; a subject that is another's prefix too.
    table: dict[bytes, bytes] = {}
    keys = [b"acme/al", b"acme/al/ice x", b"acme/alice"]
    for key in keys:
        tenant, subject = key.decode().split("/", 1)
        led = SubjectLedger(tenant=tenant, subject=subject)
        put(table, led, key)
        led = copy(led)
        led.mark_applied("e1")
        put(table, led, key)
    assert set(table) == {k for key in keys for k in (key, journal_key(key))}
    for record in table:
        assert owner_key(record) in keys


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(
                ["add", "use", "edit", "drop", "readd", "stone", "unstone", "apply", "unapply"]
            ),
            st.integers(min_value=0, max_value=40),
            st.integers(min_value=1, max_value=60),
        ),
        max_size=40,
    )
)
def test_any_sequence_of_writes_reads_back_exactly(steps: list[tuple[str, int, int]]) -> None:
    """Each step reads the ledger, changes it and writes it, as the worker does. After
    every write the table reads back as the ledger, holds the base and at most a journal
    that fits its budget, and the journal is what :func:`diff` makes of the two."""
    table: dict[bytes, bytes] = {}
    led = SubjectLedger(tenant="acme", subject="alice")
    applied_n = 0
    for action, n, count in steps:
        read = get(table)
        if read is not None:
            led = copy(read)
        item_id = f"item-{n:04d}"
        if action == "add":
            led.items[item_id] = doc(n, version=led.next_version())
        elif action in ("use", "edit") and item_id in led.items:
            used = led.items[item_id]
            update: dict[str, object] = {"version": led.next_version()}
            if action == "use":
                update |= {"use_count": used.use_count + 1, "last_used_at": T0}
            else:
                update |= {"content": f"{used.content} and more", "importance": 5}
            led.items[item_id] = used.model_copy(update=update)
        elif action == "drop":
            led.items.pop(item_id, None)
        elif action == "readd" and item_id in led.items:
            led.items[item_id] = led.items.pop(item_id)  # moves it last, as undo can
        elif action == "stone":
            s = stone(n)
            led.tombstones.pop(s.fingerprint, None)  # add_tombstone moves a restated one last
            led.tombstones[s.fingerprint] = s
        elif action == "unstone":
            led.tombstones.pop(stone(n).fingerprint, None)
        elif action == "apply":
            for _ in range(count * 40):  # up to 2,400: past APPLIED_KEPT, so trimmed
                led.mark_applied(f"e{applied_n}")
                applied_n += 1
        elif action == "unapply" and led.applied:
            led.applied.remove(led.applied[n % len(led.applied)])  # undo_refused_write
        put(table, led)
        assert_same(get(table), led)
        assert set(table) <= {KEY, JOURNAL}
        if JOURNAL in table:
            assert len(table[JOURNAL]) <= journal_budget(table[KEY])
            journal = json.loads(table[JOURNAL])
            assert journal["base"] == digest(table[KEY])
            base = read_base(stored(table))
            assert base is not None
            assert_same(apply(base, diff(base, led)), led)


def test_applied_ids_are_trimmed_to_applied_kept_in_order() -> None:
    table: dict[bytes, bytes] = {}
    led = SubjectLedger(tenant="acme", subject="alice")
    for n in range(APPLIED_KEPT + 37):
        led.mark_applied(f"e{n}")
        if n % 50 == 0 or n >= APPLIED_KEPT:
            put(table, led)
            read = get(table)
            assert read is not None
            led = copy(read)
    assert len(led.applied) == APPLIED_KEPT
    assert led.applied[0] == "e37"
    assert_same(get(table), led)


# -- what a write costs -------------------------------------------------------------------


def test_a_touch_writes_one_small_record_without_the_items_text() -> None:
    """A 200-item subject with 500 tombstones and 2,000 applied ids: folding the uses of
    three items writes the journal alone — use counts, not the items, no tombstone."""
    table: dict[bytes, bytes] = {}
    led = big_ledger()
    put(table, led)
    base_size = len(table[KEY])
    led = copy(led)
    touch(led, "item-0007", "item-0101", "item-0150")
    ops = put(table, led)
    assert_same(get(table), led)
    ((key, value),) = ops
    assert key == JOURNAL and value is not None
    assert len(key) + len(value) < 700 < base_size // 100, (len(value), base_size)
    assert b"otter-7" not in value and b"forgotten" not in value
    journal = json.loads(value)["delta"]
    assert set(journal["uses"]) == {"item-0007", "item-0101", "item-0150"}
    assert "applied_add" not in journal and "applied_trim" not in journal


def test_the_journal_grows_until_a_rebase_deletes_it() -> None:
    """Changes pile up in the journal (here folded uses and the ids of the events that
    loaded the ledger) until it outgrows its share of the base; then the ledger becomes
    the base (one record) and the old journal is deleted, not left stale."""
    table: dict[bytes, bytes] = {}
    led = big_ledger(items=100, stones=0, applied=1000)
    put(table, led)
    sizes: list[int] = []
    for n in range(200):
        read = get(table)
        assert read is not None
        led = copy(read)
        touch(led, f"item-{n % 100:04d}", f"item-{(n * 7) % 100:04d}")
        led.mark_applied(f"turn-{n:06d}")
        ops = put(table, led)
        if [key for key, _ in ops] == [JOURNAL]:
            sizes.append(len(table[JOURNAL]))
            continue
        assert ops == [(KEY, table[KEY]), (JOURNAL, None)]
        assert JOURNAL not in table
        break
    else:
        pytest.fail("200 writes and never a rebase")
    assert sizes == sorted(sizes)  # cumulative since the base
    assert len(sizes) > 10  # most writes are journals
    assert sizes[-1] <= len(table[KEY]) // JOURNAL_SHARE + 200
    assert_same(get(table), led)


def test_a_remember_and_a_forget_journal_only_what_they_changed() -> None:
    table: dict[bytes, bytes] = {}
    led = big_ledger(items=60, stones=40, applied=500)
    put(table, led)
    led = copy(led)
    text = "I live in Lisbon"
    c = classify(text)
    remember(
        led,
        Candidate(
            content=text,
            kind=c.kind,
            origin=Origin.EXPLICIT,
            source_id="e-new",
            topic=c.topic,
            topic_key=c.topic_key,
        ),
        now=T0,
        actor="user",
        limits=LIMITS,
    )
    led.mark_applied("e-new")
    effects = forget(
        led,
        "my project codename number 5 is otter-5",
        source_id="e-forget",
        now=T0,
        actor="user",
        limits=LIMITS,
    )
    assert effects.outcome == "forgotten", effects.outcome
    led.mark_applied("e-forget")
    ((key, value),) = put(table, led)
    assert key == JOURNAL and value is not None
    delta = json.loads(value)["delta"]
    assert [i["content"] for i in delta["items"].values() if i] == ["I live in Lisbon"]
    assert delta["items"]["item-0005"] is None  # forgotten: out of the ledger
    assert len(delta["tombstones"]) == 1  # and its tombstone in
    assert_same(get(table), led)


# -- crash safety, old values, broken records -----------------------------------------------


def test_a_rebase_cut_by_a_crash_reads_as_the_new_ledger() -> None:
    """A rebase is the only write of two records: the new base, then the deletion of
    the old journal. Cut between them, the old journal belongs to another base and is
    ignored; the next write deletes it."""
    table: dict[bytes, bytes] = {}
    led = big_ledger(items=20, stones=5, applied=100)
    put(table, led)
    led = copy(led)
    led.mark_applied("e1")
    put(table, led)
    assert JOURNAL in table
    old_journal = table[JOURNAL]
    led = copy(led)
    for n in range(20, 60):  # enough new items to outgrow the journal
        led.items[f"item-{n:04d}"] = doc(n, version=led.next_version())
    ops = put(table, led)
    assert ops == [(KEY, table[KEY]), (JOURNAL, None)]
    table[JOURNAL] = old_journal  # the deletion never landed
    assert_same(get(table), led)
    led = copy(led)
    led.mark_applied("e2")
    put(table, led)
    assert_same(get(table), led)
    assert json.loads(table[JOURNAL])["base"] == digest(table[KEY])


def test_a_whole_ledger_from_an_older_worker_is_a_base() -> None:
    led = big_ledger(items=20, stones=5, applied=100)
    table = {KEY: led.model_dump_json(exclude_defaults=True).encode()}
    assert_same(get(table), led)
    led = copy(led)
    touch(led, "item-0003")
    assert [key for key, _ in put(table, led)] == [JOURNAL]
    assert_same(get(table), led)


def test_a_write_that_changes_nothing_writes_nothing() -> None:
    table: dict[bytes, bytes] = {}
    led = big_ledger(items=5, stones=1, applied=3)
    put(table, led)
    assert put(table, copy(led)) == []
    changed = copy(led)
    changed.mark_applied("e1")
    put(table, changed)
    assert put(table, copy(changed)) == []
    assert put(table, copy(led)) == [(JOURNAL, None)]  # back to the base: no journal
    assert_same(get(table), led)


def test_a_journal_that_does_not_fit_its_base_is_an_error_not_a_smaller_ledger() -> None:
    table: dict[bytes, bytes] = {}
    led = big_ledger(items=5, stones=0, applied=3)
    put(table, led)
    led = copy(led)
    touch(led, "item-0002")
    put(table, led)
    other = big_ledger(items=2, stones=0, applied=3)  # a base without item-0002
    table[KEY] = other.model_dump_json(exclude_defaults=True).encode()
    journal = json.loads(table[JOURNAL])
    journal["base"] = digest(table[KEY])  # as if someone re-signed it
    table[JOURNAL] = json.dumps(journal).encode()
    with pytest.raises(LedgerRecordsBroken, match="item-0002"):
        get(table)
