"""The replay's oracle agrees with the outcome written out by hand, and tells orders apart
(no broker: this is what the fault tests compare the index with)."""

from __future__ import annotations

from memstream.config import Settings
from tests.reliability.replay import build_replay, comparable, expected_documents, hand_expected


def test_a_sequential_application_ends_as_written_by_hand() -> None:
    replay = build_replay(["ta", "tb"], subjects_per_tenant=20, turns_per_subject=40)
    expected = expected_documents(replay.turns, Settings())
    got = {i: (d.content, d.status, d.superseded_by) for i, d in expected.docs.items()}
    assert got == hand_expected(replay)
    assert len(expected.docs) == 2 * 20 * 5
    assert len(expected.deleted) == 2 * 20 * 2


def test_another_order_or_a_double_application_gives_another_state() -> None:
    replay = build_replay(["ta"], subjects_per_tenant=3, turns_per_subject=40)
    right = expected_documents(replay.turns, Settings())
    states = {i: comparable(d) for i, d in right.docs.items()}
    swapped = list(replay.turns)
    # Swap a subject's "I live in Porto" with its "I live in Faro": both still apply.
    porto = next(n for n, t in enumerate(swapped) if t["_directive"] == 3)
    faro = next(
        n
        for n, t in enumerate(swapped)
        if t["_directive"] == 6 and t["subject"] == swapped[porto]["subject"]
    )
    swapped[porto], swapped[faro] = swapped[faro], swapped[porto]
    wrong = expected_documents(swapped, Settings())
    assert {i: comparable(d) for i, d in wrong.docs.items()} != states
    # The first half applied again after the whole (a stale ledger re-deciding old turns
    # as new ones): the cello comes back, Lisbon supersedes Faro's successor, versions move.
    half = replay.turns[: len(replay.turns) // 2]
    again = replay.turns + [dict(t, event_id=t["event_id"] + "-again") for t in half]
    assert {i: comparable(d) for i, d in expected_documents(again, Settings()).docs.items()} != (
        states
    )
