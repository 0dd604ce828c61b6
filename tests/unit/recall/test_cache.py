"""One subject's in-process index: how change events move it, and how its arms rank.

The cache against the real index (loading, parity with OpenSearch, replay, gaps) is in
``tests/integration/test_recall_cache.py``; these are the rules it applies per event.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from recall.cache import SubjectMemory, _entry
from schemas.commands import ChangeEvent
from schemas.common import MemoryKind, Status
from schemas.memory import MemoryDocument

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
MODEL = "m-3"


def doc(item_id: str, content: str, *, version: int = 1, **fields: object) -> MemoryDocument:
    vector = fields.pop("vector", (1.0, 0.0, 0.0))
    base: dict[str, object] = {
        "id": item_id,
        "tenant": "t1",
        "subject": "ann",
        "kind": MemoryKind.FACT,
        "content": content,
        "status": Status.ACTIVE,
        "origin": "explicit",
        "importance": 3,
        "valid_from": NOW,
        "recorded_at": NOW,
        "fingerprint": f"{abs(hash(item_id)):064x}"[-64:],
        "version": version,
        "embedding": vector,
        "embedding_model": MODEL if vector is not None else None,
    }
    return MemoryDocument.model_validate(base | fields)


def change(item: MemoryDocument | None = None, **fields: object) -> ChangeEvent:
    base: dict[str, object] = {
        "source_id": "c1",
        "tenant": "t1",
        "subject": "ann",
        "action": "remember",
        "item": item,
        "item_id": item.id if item is not None else None,
        "status": item.status if item is not None else None,
        "at": NOW,
    }
    return ChangeEvent.model_validate(base | fields)


def memory(*docs: MemoryDocument) -> SubjectMemory:
    held = SubjectMemory()
    for d in docs:
        held.put(_entry(d))
    return held


def contents(held: SubjectMemory, ids: list[str]) -> list[str]:
    return [i.content for i in held.items(ids, NOW).values()]


def test_the_newest_version_wins_whatever_order_events_arrive_in() -> None:
    held = memory(doc("a", "I live in Lyon", version=3))
    held.apply(change(doc("a", "I live in Paris", version=2)))  # replayed, older
    assert contents(held, ["a"]) == ["I live in Lyon"]
    held.apply(change(doc("a", "I live in Porto", version=4)))
    assert contents(held, ["a"]) == ["I live in Porto"]
    assert held.lexical("Porto", None, NOW, 10) == ["a"]
    assert held.lexical("Lyon", None, NOW, 10) == []


def test_an_item_leaving_active_is_dropped_and_a_hard_delete_too() -> None:
    held = memory(doc("a", "I keep bees"), doc("b", "I play chess"), doc("c", "I sing"))
    held.apply(change(doc("a", "I keep bees", version=2, status=Status.SUPERSEDED)))
    held.apply(change(None, action="forget", item_id="b"))
    assert set(held.items(["a", "b", "c"], NOW)) == {"c"}
    assert held.lexical("bees chess sing", None, NOW, 10) == ["c"]
    assert len(held) == 1


def test_a_final_event_is_not_applied() -> None:
    held = memory(doc("a", "I keep bees"))
    # A refused document's final event carries no item: it must not delete the live one.
    held.apply(change(None, item_id="a", final=True, outcome="index_rejected"))
    assert set(held.items(["a"], NOW)) == {"a"}
    # Neither does a switch event (the settings view follows the switch).
    held.apply(change(None, action="settings_changed", subject_enabled=False))
    assert set(held.items(["a"], NOW)) == {"a"}


def test_expired_items_are_held_but_never_returned() -> None:
    held = memory(
        doc("a", "trip to Oslo", expires_at=NOW - timedelta(seconds=1)),
        doc("b", "trip to Oslo soon", expires_at=NOW + timedelta(days=1)),
    )
    assert held.lexical("Oslo", None, NOW, 10) == ["b"]
    assert held.vector((1.0, 0.0, 0.0), MODEL, None, NOW, size=10, min_similarity=-1) == ["b"]
    assert set(held.items(["a", "b"], NOW)) == {"b"}
    later = NOW + timedelta(days=2)
    assert held.lexical("Oslo", None, later, 10) == []


def test_the_vector_arm_ranks_by_cosine_ties_by_id_and_only_its_model() -> None:
    held = memory(
        doc("b", "one", vector=(1.0, 0.0, 0.0)),
        doc("a", "two", vector=(2.0, 0.0, 0.0)),  # same direction: a tie, broken by id
        doc("c", "three", vector=(0.6, 0.8, 0.0)),
        doc("d", "four", vector=(-1.0, 0.0, 0.0)),
        doc("e", "five", vector=None),
    )
    held.apply(change(doc("f", "six", vector=(1.0, 0.0, 0.0), embedding_model="other")))
    query = (1.0, 0.0, 0.0)
    assert held.vector(query, MODEL, None, NOW, size=10, min_similarity=-1) == ["a", "b", "c", "d"]
    assert held.vector(query, MODEL, None, NOW, size=2, min_similarity=-1) == ["a", "b"]
    # The floor drops what is below it (cos 0.6 passes 0.5, cos -1 does not).
    assert held.vector(query, MODEL, None, NOW, size=10, min_similarity=0.5) == ["a", "b", "c"]
    # A query of another size cannot be compared: None, so the caller degrades to lexical.
    assert held.vector((1.0, 0.0), MODEL, None, NOW, size=10, min_similarity=-1) is None


def test_kinds_filter_every_arm_and_the_resident_order_is_the_index_sort() -> None:
    held = memory(
        doc("p1", "My name is Ann", kind=MemoryKind.PROFILE, importance=2),
        doc("p2", "I prefer tea", kind=MemoryKind.PREFERENCE, importance=5),
        doc(
            "p3",
            "I prefer mornings",
            kind=MemoryKind.PREFERENCE,
            importance=5,
            recorded_at=NOW - timedelta(days=1),
        ),
        doc("p0", "I prefer rain", kind=MemoryKind.PREFERENCE, importance=5),
        doc("f1", "I prefer tea in Lyon", kind=MemoryKind.FACT),
    )
    resident = {MemoryKind.PROFILE, MemoryKind.PREFERENCE}
    ranked = held.resident(frozenset(resident), NOW, 10)
    # importance desc, recorded_at desc, id asc
    assert [i.id for i in ranked] == ["p0", "p2", "p3", "p1"]
    assert held.lexical("prefer tea", frozenset({MemoryKind.FACT}), NOW, 10) == ["f1"]


def test_bytes_follow_what_is_held() -> None:
    held = memory()
    empty = held.nbytes
    held.put(_entry(doc("a", "x" * 1000)))
    grown = held.nbytes
    assert grown > empty + 2000  # the text (as stored) and the vector at least
    held.remove("a")
    assert held.nbytes < grown - 2000  # the lexical index may keep its vocabulary


def test_a_touch_updates_use_data_and_keeps_the_ranking() -> None:
    held = memory(doc("a", "I keep bees"), doc("b", "I keep goats"))
    before = held.lexical("keep bees", None, NOW, 10)
    held.apply(change(doc("a", "I keep bees", version=2, use_count=4, last_used_at=NOW)))
    assert held.items(["a"], NOW)["a"].use_count == 4
    assert held.lexical("keep bees", None, NOW, 10) == before == ["a", "b"]
    # A new text under the same id is indexed again.
    held.apply(change(doc("a", "I keep horses", version=3)))
    assert held.lexical("bees", None, NOW, 10) == []
    assert held.lexical("horses", None, NOW, 10) == ["a"]


def test_a_query_asked_again_after_a_change_sees_the_change() -> None:
    # A recall asks each arm once per kind group with the same query; the arms keep
    # the last query's scores, and no change may be hidden behind them.
    held = memory(doc("a", "I live in Oslo", vector=(1.0, 0.0, 0.0)))
    query = (0.0, 1.0, 0.0)
    assert held.lexical("Oslo", None, NOW, 10) == ["a"]
    assert held.vector(query, MODEL, None, NOW, size=1, min_similarity=-1) == ["a"]
    held.apply(change(doc("b", "Oslo winters", vector=(0.0, 1.0, 0.0))))
    assert held.lexical("Oslo", None, NOW, 10) == ["b", "a"]  # shorter field, higher BM25
    assert held.vector(query, MODEL, None, NOW, size=1, min_similarity=-1) == ["b"]
    held.apply(change(None, action="forget", item_id="b"))
    assert held.lexical("Oslo", None, NOW, 10) == ["a"]
    assert held.vector(query, MODEL, None, NOW, size=1, min_similarity=-1) == ["a"]
    # The same text with another kind filter is answered from the same scores, filtered.
    kinds = frozenset({MemoryKind.PROFILE})
    assert held.lexical("Oslo", kinds, NOW, 10) == []
    assert held.vector(query, MODEL, kinds, NOW, size=1, min_similarity=-1) == []
