"""The write path end to end: real broker, real worker process, real index."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from opensearchpy import AsyncOpenSearch

from schemas.commands import Command, CommandAction
from schemas.settings import WorkspaceSettings
from tests.support.worker import (
    WorkerProcess,
    module_worker,
    produce,
    produce_turns,
    read_topic,
    search_all,
    turn,
    wait_for,
    wait_for_marker,
)

pytestmark = pytest.mark.integration

SECRETS = {
    "card": "4111 1111 1111 1111",
    "email": "alice.secret@example.com",
    "openai": "sk-proj-AbCdEf0123456789AbCdEf0123456789",
    "password": "Tr0ub4dor&3",
}


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WorkerProcess]:
    with module_worker(tmp_path_factory) as process:
        yield process


def memories(worker: WorkerProcess, tenant: str) -> str:
    return f"{worker.settings.opensearch.index_prefix}-{tenant}-memories"


def audit(worker: WorkerProcess, tenant: str) -> str:
    return f"{worker.settings.opensearch.index_prefix}-{tenant}-audit"


async def docs_of(
    client: AsyncOpenSearch, worker: WorkerProcess, tenant: str, subject: str
) -> list[dict[str, Any]]:
    return await search_all(client, memories(worker, tenant), {"term": {"subject": subject}})


async def until_count(
    client: AsyncOpenSearch, worker: WorkerProcess, tenant: str, subject: str, n: int
) -> list[dict[str, Any]]:
    async def check() -> list[dict[str, Any]] | None:
        docs = await docs_of(client, worker, tenant, subject)
        return docs if len(docs) >= n else None

    result: list[dict[str, Any]] = await wait_for(check)
    return result


async def send_command(worker: WorkerProcess, command: Command) -> None:
    await produce(
        worker.settings,
        worker.settings.kafka.commands_topic,
        [(f"{command.tenant}/{command.subject}".encode(), command.model_dump_json().encode())],
    )


async def test_each_directive_form_ends_as_the_right_document(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    lines = [
        ("remember that I'm vegetarian", "I'm vegetarian"),
        ("Hi! Please remember: my favourite colour is teal.", "my favourite colour is teal"),
        ("记住我对花生过敏。", "我对花生过敏"),
        ("请记住，我住在上海", "我住在上海"),
        ("keep in mind that I work at Initech", "I work at Initech"),
        ("from now on call me Sam", "call me Sam"),
    ]
    noise = [
        "do you remember my name?",
        "I can't remember my password",
        "你还记得我吗？",
        "what's the weather like",
    ]
    turns = [turn(tenant, "alice", text, n) for n, (text, _) in enumerate(lines)]
    turns += [turn(tenant, "alice", text, f"noise{n}") for n, text in enumerate(noise)]
    turns.append(
        turn(tenant, "alice", "remember that I am the assistant", "asst", role="assistant")
    )
    await produce_turns(worker.settings, turns)

    await until_count(client, worker, tenant, "alice", len(lines))
    # The marker is decided after every turn above: noise wrongly stored would be in by now.
    marker = await wait_for_marker(worker.settings, client, tenant, "alice")
    docs = [d for d in await docs_of(client, worker, tenant, "alice") if d["content"] != marker]
    assert sorted(d["content"] for d in docs) == sorted(expected for _, expected in lines)
    assert {(d["status"], d["origin"]) for d in docs} == {("active", "explicit")}
    by_content = {d["content"]: d for d in docs}
    assert by_content["I'm vegetarian"]["kind"] == "preference"
    assert by_content["我住在上海"]["topic_key"] == "residence"
    assert all(len(d["embedding"]) == 256 and d["embedding_model"] for d in docs)


async def test_forget_removes_the_item_and_a_populated_search_shows_only_its_neighbours(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    remember = [
        "remember that I live in Berlin",
        "remember that I play the cello",
        "remember that I like Berlin techno clubs",
    ]
    await produce_turns(
        worker.settings, [turn(tenant, "bob", t, n) for n, t in enumerate(remember)]
    )
    await until_count(client, worker, tenant, "bob", 3)
    await produce_turns(
        worker.settings, [turn(tenant, "bob", "forget that I live in Berlin", "f1")]
    )

    async def gone() -> list[dict[str, Any]] | None:
        docs = await search_all(client, memories(worker, tenant), {"match": {"content": "Berlin"}})
        return docs if len(docs) == 1 else None

    hits = await wait_for(gone)
    # The neighbour sharing the word is still found; the forgotten statement is not.
    assert [d["content"] for d in hits] == ["I like Berlin techno clubs"]
    everything = await docs_of(client, worker, tenant, "bob")
    assert sorted(d["content"] for d in everything) == [
        "I like Berlin techno clubs",
        "I play the cello",
    ]

    # An explicit remember of the forgotten statement outranks its tombstone, with an audit.
    await produce_turns(
        worker.settings, [turn(tenant, "bob", "remember that I live in Berlin", "again")]
    )
    await until_count(client, worker, tenant, "bob", 3)
    actions = {a["action"] for a in await search_all(client, audit(worker, tenant))}
    assert {"forgotten", "tombstone_lifted", "created"} <= actions


async def test_forget_by_meaning_deletes_the_meant_item_and_reports_a_forget_with_no_match(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    statements = [
        "remember that I live in Hamburg",
        "remember that my sister lives in Munich",
        "remember that I'm allergic to cats",
    ]
    await produce_turns(
        worker.settings, [turn(tenant, "dora", t, n) for n, t in enumerate(statements)]
    )
    await until_count(client, worker, tenant, "dora", 3)
    # Neither phrase is stored text: one names a topic, the other matches nothing.
    await produce_turns(
        worker.settings,
        [
            turn(tenant, "dora", "please forget where I live", "f1"),
            turn(tenant, "dora", "forget about my boat", "f2"),
        ],
    )

    async def forgotten() -> list[dict[str, Any]] | None:
        docs = await docs_of(client, worker, tenant, "dora")
        return docs if len(docs) == 2 else None

    left = await wait_for(forgotten)
    # The user's residence is gone; the sister's, which shares the topic, is not.
    assert sorted(d["content"] for d in left) == [
        "I'm allergic to cats",
        "my sister lives in Munich",
    ]
    audits = await search_all(client, audit(worker, tenant))
    forgets = {"forgotten", "forget_unmatched", "forget_ambiguous"}
    actions = sorted(a["action"] for a in audits if a["action"] in forgets)
    assert actions == ["forget_unmatched", "forgotten"]
    records = await read_topic(
        worker.settings, worker.settings.kafka.changes_topic, expect=10_000, timeout=5
    )
    finals = {
        c["source_id"]: c["outcome"]
        for c in (json.loads(r.value) for r in records)
        if c["tenant"] == tenant and c["action"] == "forget" and c["final"]
    }
    assert finals == {f"{tenant}-dora-f1": "forgotten", f"{tenant}-dora-f2": "no_matching_memory"}
    assert worker.metric("memstream_forget_outcomes_total", outcome="no_matching_memory") >= 1
    assert worker.metric("memstream_forget_outcomes_total", outcome="forgotten") >= 1


async def test_supersession_keeps_history(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await produce_turns(
        worker.settings, [turn(tenant, "carol", "remember that I live in Lisbon", 1)]
    )
    await until_count(client, worker, tenant, "carol", 1)
    await produce_turns(
        worker.settings, [turn(tenant, "carol", "remember that I live in Porto", 2)]
    )

    async def superseded() -> list[dict[str, Any]] | None:
        docs = await docs_of(client, worker, tenant, "carol")
        return docs if {d["status"] for d in docs} == {"active", "superseded"} else None

    docs = {d["content"]: d for d in await wait_for(superseded)}
    old, new = docs["I live in Lisbon"], docs["I live in Porto"]
    assert old["superseded_by"] == new["id"] and new["replaces_id"] == old["id"]
    assert old["invalid_at"] and old["retired_at"] and new["retired_at"] is None


async def test_capacity_archives_instead_of_dropping(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    await send_command(
        worker,
        Command(
            tenant=tenant,
            subject="_workspace",
            action=CommandAction.WORKSPACE_SETTINGS,
            actor="admin",
            workspace_settings=WorkspaceSettings(max_items=2),
        ),
    )
    facts = [
        "remember that my car is red",
        "remember that my dog is a beagle",
        "remember that my boat is small",
    ]
    for n, text in enumerate(facts):
        await produce_turns(worker.settings, [turn(tenant, "dave", text, n)])
        await until_count(client, worker, tenant, "dave", n + 1)
    statuses = sorted(d["status"] for d in await docs_of(client, worker, tenant, "dave"))
    assert statuses == ["active", "active", "archived"]


async def test_replaying_the_same_turns_leaves_the_index_unchanged(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    turns = [
        turn(tenant, "erin", t, n)
        for n, t in enumerate(
            [
                "remember that I live in Oslo",
                "remember that I live in Bergen",
                "remember I hate olives",
                "forget that I hate olives",
            ]
        )
    ]
    await produce_turns(worker.settings, turns)

    async def settled() -> list[dict[str, Any]] | None:
        docs = await docs_of(client, worker, tenant, "erin")
        return (
            docs
            if len(docs) == 2 and {d["status"] for d in docs} == {"active", "superseded"}
            else None
        )

    before = await wait_for(settled)
    await produce_turns(worker.settings, turns)  # the same events again (same ids)
    await produce_turns(
        worker.settings, [dict(t, event_id=t["event_id"] + "-retry") for t in turns[1:2]]
    )  # new id, same words
    marker = turn(tenant, "erin", "remember that I keep a replay marker", "marker")
    await produce_turns(worker.settings, [marker])
    await until_count(client, worker, tenant, "erin", 3)
    after = [
        d for d in await docs_of(client, worker, tenant, "erin") if "marker" not in d["content"]
    ]
    key = lambda d: d["id"]  # noqa: E731
    assert sorted(after, key=key) == sorted(before, key=key)


async def test_malformed_events_go_to_the_dlq_with_reasons_and_good_ones_around_them_are_processed(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    s = worker.settings
    good_before = turn(tenant, "fay", "remember that I sail on weekends", "g1")
    good_after = turn(tenant, "fay", "remember that I collect stamps", "g2")
    bad: list[tuple[bytes | None, bytes]] = [
        (b"x/y", b"{not json " + SECRETS["email"].encode()),
        (b"x/y", b"\xff\xfe\x00garbage"),
        (b"x/y", json.dumps({"tenant": tenant}).encode()),
        (b"x/y", json.dumps(turn(tenant, "fay", "hi", "r", role="robot")).encode()),
        (b"x/y", json.dumps(turn("Bad Tenant!", "fay", "hi", "t")).encode()),
        (b"x/y", json.dumps(turn(tenant, "fay", "a" * 70_000, "big")).encode()),
        (
            b"x/y",
            json.dumps(turn(tenant, "fay", "nul \u0000 here " + SECRETS["card"], "nul")).encode(),
        ),
        # Reserved, padded and invisible subjects: the API, keys and tokens refuse them too.
        *[
            (
                f"{tenant}/{subject}".encode(),
                json.dumps(turn(tenant, subject, "remember that I fly gliders", f"s{n}")).encode(),
            )
            for n, subject in enumerate(["_workspace", " ", "\u202eevil"])
        ],
        # An id holding a card number would be stored verbatim: refused, not kept.
        (
            f"{tenant}/fay".encode(),
            json.dumps(
                dict(
                    turn(tenant, "fay", "remember that I fly kites", "sid"),
                    session_id=SECRETS["card"],
                )
            ).encode(),
        ),
    ]
    records = [
        (f"{tenant}/fay".encode(), json.dumps(good_before).encode()),
        *bad,
        (f"{tenant}/fay".encode(), json.dumps(good_after).encode()),
    ]
    await produce(s, s.kafka.turns_topic, records)
    docs = await until_count(client, worker, tenant, "fay", 2)
    assert sorted(d["content"] for d in docs) == ["I collect stamps", "I sail on weekends"]

    dead = [
        json.loads(r.value)
        for r in await read_topic(s, s.kafka.turns_dlq_topic, expect=len(bad) + 10, timeout=8)
    ]
    reasons = sorted(
        d["reason"] for d in dead if d["offset"] >= 0 and d["topic"] == s.kafka.turns_topic
    )
    assert {
        "invalid_json",
        "not_utf8",
        "field_missing",
        "unknown_role",
        "unsafe_tenant",
        "content_too_large",
        "nul_byte",
        "unsafe_subject",
        "unsafe_identifier",
    } <= set(reasons)
    assert reasons.count("unsafe_subject") >= 3
    # Each of them was decided (dead-lettered above), and none left a memory behind.
    everyone = await search_all(client, memories(worker, tenant))
    assert {d["subject"] for d in everyone} == {"fay"}
    for record in dead:
        assert record["offset"] >= 0 and record["partition"] >= 0
        for secret in SECRETS.values():
            assert secret not in json.dumps(record)


async def test_no_secret_reaches_the_index_the_audit_the_dlq_or_the_logs(
    worker: WorkerProcess, client: AsyncOpenSearch, unique: str
) -> None:
    tenant = f"t{unique}"
    s = worker.settings
    lines = [
        f"remember that my card is {SECRETS['card']} for the gym",
        f"remember my work email is {SECRETS['email']}",
        f"remember that my OpenAI key is {SECRETS['openai']}",
        f"remember that my password is {SECRETS['password']}",  # nothing but a secret: refused
        f"记住我的邮箱是{SECRETS['email']}",
    ]
    await produce_turns(s, [turn(tenant, "gus", text, n) for n, text in enumerate(lines)])
    await until_count(client, worker, tenant, "gus", 2)
    # The marker is decided after every line above: a bare secret wrongly kept is in by now.
    marker = await wait_for_marker(s, client, tenant, "gus")
    docs = [d for d in await docs_of(client, worker, tenant, "gus") if d["content"] != marker]
    # Statements with content besides the secret are kept, redacted; the bare secrets
    # (the key, the password, the bare email) are refused and only audited.
    assert sorted(d["content"] for d in docs) == [
        "my card is [redacted:payment_card] for the gym",
        "my work email is [redacted:email]",
    ]
    audits = await search_all(client, audit(worker, tenant))
    assert [a["action"] for a in audits].count("refused_sensitive") == 3
    dead = [
        r.value.decode(errors="replace")
        for r in await read_topic(s, s.kafka.turns_dlq_topic, expect=10_000, timeout=3)
    ]
    haystacks = {
        "index": json.dumps(docs),
        "audit": json.dumps(audits),
        "dlq": "\n".join(dead),
        "logs": worker.logs(),
    }
    for where, text in haystacks.items():
        for name, secret in SECRETS.items():
            assert secret not in text, f"{name} leaked into the {where}"
