"""Isolation as a property over the real services: for random pairs of tenants and subjects
holding identical memories, no recall, search, manager or export call made with one's
credential ever returns the other's items — whatever kind of credential it is.

Three tenants x three subjects all hold the same memory texts (imported once, through the
normal write path, by a real worker), so content can never tell them apart: only the ids
can, and every id says whose it is (``t1-ben-fact``). Each pair also holds a different
number of archived notes, so a status count leaking from one pair to another is visible
too. The recall service runs as its own process (``memstream recall``), so what is
checked is what a client on the network gets, 500s included.

Credentials: per tenant an admin key, a service key, a user key bound to each subject and
an HS256 JWT for each subject. For each generated call the test knows the scope the
credential must be confined to and checks every fixture id in the answer against it.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import jwt
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import SecretStr

from memstream.config import Settings
from memstream.shell.runtime import RecallProcess, free_port
from tests.support.recall import auth, import_rows, isolated, key, running_worker, unique_token

pytestmark = pytest.mark.integration

TENANTS = ("t0", "t1", "t2")  # labels; the real tenant ids carry a per-run token
SUBJECTS = ("ann", "ben", "cay")
STATUSES = ("active", "pending", "superseded", "archived")
DEFAULT_LIST_STATUSES = frozenset({"active", "pending"})
# HS256 needs a key at least as long as its hash (PyJWT warns below 32 bytes).
JWT_SECRET = "isolation-test-hs256-secret-0123456789abcdefghijklmn"

# (slug, kind, status, content, topic): every pair of every tenant holds exactly these.
SHARED: tuple[tuple[str, str, str, str, str], ...] = (
    ("profile", "profile", "active", "My name is Sam Rivera", ""),
    ("pref", "preference", "active", "I prefer oat milk in my coffee", ""),
    ("fact", "fact", "active", "I keep bees on the roof of the Zephyr building", "bees"),
    ("task", "task", "active", "Renew the Zephyr beekeeping permit before March", "bees"),
    ("interest", "interest", "active", "urban beekeeping and honey tasting", "beekeeping"),
    ("guess", "fact", "pending", "I might be allergic to Zephyr bee stings", "bees"),
    ("old", "fact", "superseded", "I keep bees in the garden of the Zephyr building", "bees"),
    ("gone", "fact", "archived", "I kept bees at the Zephyr allotment", "bees"),
)
SLUGS = tuple(slug for slug, *_ in SHARED)
# Messages that match the shared memories (search must find something) and others.
ON_TOPIC = (
    "tell me about my Zephyr bees",
    "beekeeping permit",
    "what milk do I take in coffee?",
    "Zephyr",
    "honey tasting",
)
ID_RE = re.compile(r"\bt[0-2]-(?:ann|ben|cay)-[a-z0-9]+\b")

CREDENTIALS = tuple(
    [f"{t}/admin" for t in TENANTS]
    + [f"{t}/service" for t in TENANTS]
    + [f"{t}/user:{s}" for t in TENANTS for s in SUBJECTS]
    + [f"{t}/jwt:{s}" for t in TENANTS for s in SUBJECTS]
)
ENDPOINTS = ("recall", "search", "items", "item", "export", "settings")


def item_id(tenant: str, subject: str, slug: str) -> str:
    return f"{tenant}-{subject}-{slug}"


def archived_notes(tenant: str, subject: str) -> int:
    """A different number of extra archived items per pair: counts identify the pair."""
    return TENANTS.index(tenant) * len(SUBJECTS) + SUBJECTS.index(subject)


@dataclass(frozen=True)
class Owned:
    tenant: str
    subject: str
    status: str
    kind: str


@dataclass(frozen=True)
class Credential:
    tenant: str  # label
    subject: str | None  # bound subject (user keys and JWTs); None for admin/service
    headers: dict[str, str] = field(repr=False)  # never print a key in a failure report


@dataclass
class World:
    base_urls: dict[str, str]  # "cache": the in-process index on; "opensearch": off
    tenant_ids: dict[str, str]  # label -> real tenant id
    credentials: dict[str, Credential] = field(repr=False)
    owner: dict[str, Owned] = field(default_factory=dict, repr=False)

    def owned(self, tenant: str, subject: str, statuses: frozenset[str] | None = None) -> set[str]:
        return {
            i
            for i, o in self.owner.items()
            if o.tenant == tenant
            and o.subject == subject
            and (statuses is None or o.status in statuses)
        }

    def counts(self, tenant: str, subject: str) -> dict[str, int]:
        found = {s: 0 for s in STATUSES}
        for o in self.owner.values():
            if (o.tenant, o.subject) == (tenant, subject):
                found[o.status] += 1
        return found


def _rows(tenant: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for subject in SUBJECTS:
        for slug, kind, status, content, topic in SHARED:
            rows.append(
                {
                    "id": item_id(tenant, subject, slug),
                    "subject": subject,
                    "kind": kind,
                    "status": status,
                    "content": content,
                    "topic": topic,
                    "importance": 4 if kind in ("profile", "preference") else 3,
                }
            )
        for n in range(archived_notes(tenant, subject)):
            rows.append(
                {
                    "id": item_id(tenant, subject, f"note{n}"),
                    "subject": subject,
                    "kind": "fact",
                    "status": "archived",
                    "content": f"Zephyr bees archive note number {n}",
                }
            )
    return rows


def _token(tenant_id: str, subject: str) -> str:
    claims = {"tenant": tenant_id, "sub": subject, "exp": datetime.now(UTC) + timedelta(hours=2)}
    return jwt.encode(claims, JWT_SECRET, algorithm="HS256")


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    unique = unique_token()
    data: Path = tmp_path_factory.mktemp("isolation")
    settings_ = isolated(Settings(), unique, data, jwt_hs256_secret=SecretStr(JWT_SECRET))
    tenant_ids = {label: f"i{unique}{label}" for label in TENANTS}
    with running_worker(settings_, data):
        owner: dict[str, Owned] = {}
        for label, tenant_id in tenant_ids.items():
            rows = _rows(label)
            report = asyncio.run(import_rows(settings_, tenant_id, rows, data / f"{label}.jsonl"))
            assert report.applied == len(rows), report.as_dict()
            for row in rows:
                owner[row["id"]] = Owned(label, row["subject"], row["status"], row["kind"])
        credentials: dict[str, Credential] = {}
        for label, tenant_id in tenant_ids.items():
            for role in ("admin", "service"):
                credentials[f"{label}/{role}"] = Credential(
                    label, None, auth(key(settings_, tenant_id, role))
                )
            for subject in SUBJECTS:
                credentials[f"{label}/user:{subject}"] = Credential(
                    label, subject, auth(key(settings_, tenant_id, "user", subject))
                )
                credentials[f"{label}/jwt:{subject}"] = Credential(
                    label, subject, auth(_token(tenant_id, subject))
                )
        assert set(credentials) == set(CREDENTIALS)
        # The same checks against both ways of answering: the recall cache (the default)
        # and OpenSearch (the cache off, as while it loads or after a gap).
        cached = RecallProcess(settings_, data / "recall-cache.log")
        plain = RecallProcess(
            settings_.with_sections(recall={"cache_max_bytes": 0, "port": free_port()}),
            data / "recall-plain.log",
        )
        cached.start()
        try:
            plain.start()
            try:
                urls = {"cache": cached.base_url, "opensearch": plain.base_url}
                yield World(urls, tenant_ids, credentials, owner)
            finally:
                plain.stop()
        finally:
            cached.stop()


@pytest.fixture(scope="module", params=["cache", "opensearch"])
def http(world: World, request: pytest.FixtureRequest) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=world.base_urls[request.param], timeout=30) as client:
        yield client


@dataclass(frozen=True)
class Call:
    credential: str
    target_tenant: str
    target_subject: str
    endpoint: str
    names_subject: bool
    query: str
    statuses: frozenset[str] | None
    slug: str


queries = st.one_of(st.sampled_from(ON_TOPIC), st.text(min_size=1, max_size=40))
calls = st.builds(
    Call,
    credential=st.sampled_from(CREDENTIALS),
    target_tenant=st.sampled_from(TENANTS),
    target_subject=st.sampled_from(SUBJECTS),
    endpoint=st.sampled_from(ENDPOINTS),
    # Mostly name a subject; sometimes leave it to the credential.
    names_subject=st.sampled_from((True, True, True, False)),
    query=queries,
    statuses=st.one_of(st.none(), st.frozensets(st.sampled_from(STATUSES), min_size=1)),
    slug=st.sampled_from(SLUGS),
)


def _send(world: World, http: httpx.Client, call: Call) -> httpx.Response:
    cred = world.credentials[call.credential]
    # The tenant of the target pair is smuggled in wherever a client could try: it must be
    # ignored (the tenant comes from the credential only).
    params: dict[str, Any] = {"tenant": world.tenant_ids[call.target_tenant]}
    body: dict[str, Any] = {}
    if call.names_subject:
        body["subject"] = call.target_subject
    if call.endpoint in ("recall", "search"):
        text_field = "message" if call.endpoint == "recall" else "query"
        return http.post(
            f"/v1/{call.endpoint}",
            params=params,
            json=body | {text_field: call.query},
            headers=cred.headers,
        )
    params |= body
    if call.endpoint == "items":
        if call.statuses is not None:
            params["status"] = sorted(call.statuses)
        return http.get("/v1/memory/items", params=params, headers=cred.headers)
    if call.endpoint == "item":
        target = item_id(call.target_tenant, call.target_subject, call.slug)
        return http.get(f"/v1/memory/items/{target}", params=params, headers=cred.headers)
    return http.get(f"/v1/memory/{call.endpoint}", params=params, headers=cred.headers)


def _expected_scope(world: World, call: Call) -> tuple[str, str] | int:
    """The (tenant, subject) the call must be confined to, or the status it must get."""
    cred = world.credentials[call.credential]
    if cred.subject is not None:  # a user key or a JWT: bound to its own subject
        if call.names_subject and call.target_subject != cred.subject:
            return 403
        return (cred.tenant, cred.subject)
    if not call.names_subject:
        return 422  # a service or admin credential must say whom it acts for
    return (cred.tenant, call.target_subject)


def _ids(payload: Any) -> list[str]:
    return [str(i["id"]) for i in payload]


def check(world: World, http: httpx.Client, call: Call) -> None:
    response = _send(world, http, call)
    expected = _expected_scope(world, call)
    # Whatever the status, every fixture id anywhere in the answer is the scope's own.
    mentioned = set(ID_RE.findall(response.text))
    if isinstance(expected, int):
        assert response.status_code == expected, (call, response.status_code, response.text)
        assert not mentioned, (call, response.text)
        assert "detail" in response.json()
        return
    tenant, subject = expected
    mine = world.owned(tenant, subject)
    assert mentioned <= mine, (call, sorted(mentioned - mine))
    active = world.owned(tenant, subject, frozenset({"active"}))

    if call.endpoint == "item":
        target = item_id(call.target_tenant, call.target_subject, call.slug)
        if target in mine:
            assert response.status_code == 200, (call, response.text)
            assert response.json()["id"] == target
        else:
            # Another tenant's or another subject's id: the same answer as no such item.
            assert response.status_code == 404, (call, response.status_code, response.text)
            assert response.json() == {"detail": "no such item"}
        return

    assert response.status_code == 200, (call, response.status_code, response.text)
    body = response.json()
    if call.endpoint == "recall":
        returned = _ids(body["resident"]) + _ids(body["situational"]) + _ids(body["used"])
        assert set(returned) <= active, (call, returned)
        # Contrast: the scope's own resident items are there, so an empty answer (or a
        # filter that matched nothing at all) cannot pass for isolation.
        resident = {i for i in active if world.owner[i].kind in ("profile", "preference")}
        assert resident <= set(_ids(body["resident"])), (call, body["resident"])
    elif call.endpoint == "search":
        returned = _ids(body["items"])
        assert set(returned) <= active, (call, returned)
        if call.query in ON_TOPIC:
            assert returned, call
    elif call.endpoint == "items":
        statuses = call.statuses or DEFAULT_LIST_STATUSES
        assert set(_ids(body["items"])) == world.owned(tenant, subject, statuses), call
    elif call.endpoint == "export":
        assert set(_ids(body["items"])) == mine, call
        assert body["count"] == len(mine) and body["truncated"] is False
    else:  # settings
        assert body["counts"] == world.counts(tenant, subject), (call, body)


@settings(
    max_examples=500,
    deadline=None,
    derandomize=True,  # the same examples on every run and in CI
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(call=calls)
def test_no_call_ever_returns_another_scopes_items(
    world: World, http: httpx.Client, call: Call
) -> None:
    check(world, http, call)


def test_every_credential_against_every_pair(world: World, http: httpx.Client) -> None:
    """The exhaustive corner of the property: every credential x every target pair, for
    the broadest read (export, every status) and a direct read of the target's item."""
    for credential in CREDENTIALS:
        for tenant in TENANTS:
            for subject in SUBJECTS:
                for endpoint in ("export", "item"):
                    check(
                        world,
                        http,
                        Call(credential, tenant, subject, endpoint, True, "Zephyr", None, "fact"),
                    )


def test_the_pairs_really_hold_identical_memories(world: World, http: httpx.Client) -> None:
    """The premise: every pair's export has the same shared contents, so only ids (and
    the archived-note counts) can tell pairs apart, and a leak would be visible."""
    contents: set[tuple[str, ...]] = set()
    for tenant in TENANTS:
        admin = world.credentials[f"{tenant}/admin"]
        for subject in SUBJECTS:
            response = http.get(
                "/v1/memory/export", params={"subject": subject}, headers=admin.headers
            )
            items = response.json()["items"]
            shared = tuple(
                sorted(i["content"] for i in items if "archive note" not in i["content"])
            )
            contents.add(shared)
            assert len(items) == len(SHARED) + archived_notes(tenant, subject)
    assert contents == {tuple(sorted(content for _, _, _, content, _ in SHARED))}
