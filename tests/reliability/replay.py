"""A replay of chat turns whose outcome is known in advance, and the oracle that knows it.

Each subject follows one script of directives, interleaved with small talk and assistant
lines; the subjects' scripts are interleaved round-robin, so a fault in the middle of the
replay leaves every subject half-way through its script. The script is order-sensitive
on purpose: "remember that I live in X1", later "…X2" (supersedes X1), later "…X3"
(supersedes X2), later "forget that I live in X3" (deletes X3) has one right final state,
and applying the same turns in another order, twice, or with a stale ledger gives a
different one (different statuses, ``superseded_by`` links or external versions).

:func:`expected_documents` is the oracle: it applies each subject's turns *sequentially*
through the writer's own pure functions (``agents.turns.handle_turn`` on a fresh ledger),
which is what a fault-free worker must end with. :data:`SCRIPT_OUTCOME` is the same
final state written out by hand, and ``test_replay_oracle.py`` checks that the two agree,
so the oracle cannot silently drift into agreeing with a bug; it also checks that another
order or a late re-application gives a different state.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from agents.ledger import SubjectLedger
from agents.turns import handle_turn
from agents.writer import Limits
from memstream.config import Settings
from schemas.common import Status, WriteMode
from schemas.events import ChatTurn
from schemas.memory import MemoryDocument, memory_id
from schemas.settings import WorkspaceSettings

# One subject's directives, in order, with the statement each stores. ``{i}`` is the
# subject number, so no two subjects share a statement (a cross-subject mix-up shows).
DIRECTIVES: tuple[str, ...] = (
    "remember that I live in Lisbon{i}",  # d0 residence
    "remember that my favourite colour is teal{i}",  # d1
    "remember that I play the cello{i}",  # d2
    "remember that I live in Porto{i}",  # d3 residence: supersedes d0
    "forget that I play the cello{i}",  # d4 deletes d2, tombstones it
    "remember that my dog is called Rex{i}",  # d5
    "remember that I live in Faro{i}",  # d6 residence: supersedes d3
    "记住我对花生过敏{i}",  # d7 (Chinese)
    "forget that I live in Faro{i}",  # d8 deletes d6; d3 stays superseded
)

# The final state of a subject whose script ran completely, by directive index:
# (stored statement, status, index of the directive that superseded it or None).
SCRIPT_OUTCOME: dict[int, tuple[str, Status, int | None]] = {
    0: ("I live in Lisbon{i}", Status.SUPERSEDED, 3),
    1: ("my favourite colour is teal{i}", Status.ACTIVE, None),
    3: ("I live in Porto{i}", Status.SUPERSEDED, 6),
    5: ("my dog is called Rex{i}", Status.ACTIVE, None),
    7: ("我对花生过敏{i}", Status.ACTIVE, None),
}

# Lines that are not directives (some look close to one on purpose).
SMALL_TALK: tuple[str, ...] = (
    "what's the weather like in town today",
    "can you help me plan a trip to the coast",
    "I can't remember where I parked",
    "do you remember my name?",
    "thanks, that was helpful",
    "how do I make sourdough bread",
    "tell me a joke about penguins",
    "ok so what about tomorrow",
)
ASSISTANT_LINES: tuple[str, ...] = (
    "Sure, here is a plan for your trip.",
    "remember that you asked about bread yesterday",  # an assistant "directive": ignored
    "Happy to help!",
)


@dataclass
class Replay:
    """The turns of a replay in produce order, and what they must leave in the index."""

    tenants: tuple[str, ...]
    turns: list[dict[str, Any]] = field(default_factory=list)

    @property
    def subjects(self) -> list[tuple[str, str]]:
        seen: dict[tuple[str, str], None] = {}
        for t in self.turns:
            seen.setdefault((t["tenant"], t["subject"]), None)
        return list(seen)

    def records(self) -> list[tuple[bytes, bytes]]:
        return [
            (f"{t['tenant']}/{t['subject']}".encode(), json.dumps(t).encode()) for t in self.turns
        ]

    def directive_event_ids(self) -> set[str]:
        return {t["event_id"] for t in self.turns if t.get("_directive") is not None}


def build_replay(
    tenants: Iterable[str], *, subjects_per_tenant: int, turns_per_subject: int
) -> Replay:
    """``len(tenants) * subjects_per_tenant * turns_per_subject`` turns, round-robin."""
    tenants = tuple(tenants)
    if turns_per_subject < len(DIRECTIVES):
        raise ValueError(f"a subject needs at least {len(DIRECTIVES)} turns")
    start = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
    scripts: list[list[dict[str, Any]]] = []
    for tenant in tenants:
        for s in range(subjects_per_tenant):
            subject = f"u{s:04d}"
            i = f"{tenant[-2:]}{s}"
            # Spread the directives evenly over the subject's turns; small talk between.
            step = turns_per_subject / len(DIRECTIVES)
            slots = {int(k * step + step / 2): k for k in range(len(DIRECTIVES))}
            script: list[dict[str, Any]] = []
            for n in range(turns_per_subject):
                role, directive = "user", slots.get(n)
                if directive is not None:
                    content = DIRECTIVES[directive].format(i=i)
                elif n % 3 == 1:
                    role, content = "assistant", ASSISTANT_LINES[n % len(ASSISTANT_LINES)]
                else:
                    content = SMALL_TALK[(n + s) % len(SMALL_TALK)]
                script.append(
                    {
                        "event_id": f"{tenant}-{subject}-{n:05d}",
                        "tenant": tenant,
                        "subject": subject,
                        "session_id": f"s-{subject}-{n // 20}",
                        "message_id": f"m-{subject}-{n:05d}",
                        "role": role,
                        "content": content,
                        "timestamp": (start + timedelta(seconds=n)).isoformat(),
                        "_directive": directive,  # unknown fields are ignored by the worker
                    }
                )
            scripts.append(script)
    replay = Replay(tenants)
    for n in range(turns_per_subject):
        replay.turns.extend(script[n] for script in scripts)
    return replay


def hand_expected(replay: Replay) -> dict[str, tuple[str, Status, str | None]]:
    """:data:`SCRIPT_OUTCOME` for every subject: doc id -> (content, status, superseded_by)."""
    out: dict[str, tuple[str, Status, str | None]] = {}
    for tenant, subject in replay.subjects:
        ids = {
            t["_directive"]: t["event_id"]
            for t in replay.turns
            if t["tenant"] == tenant and t["subject"] == subject and t["_directive"] is not None
        }
        i = f"{tenant[-2:]}{int(subject[1:])}"
        for d, (content, status, by) in SCRIPT_OUTCOME.items():
            doc_id = memory_id(tenant, subject, ids[d], 0)
            by_id = memory_id(tenant, subject, ids[by], 0) if by is not None else None
            out[doc_id] = (content.format(i=i), status, by_id)
    return out


@dataclass(frozen=True)
class Expected:
    """What a sequential application leaves: live documents and the ids it deleted."""

    docs: dict[str, MemoryDocument]
    deleted: set[str]
    # Per doc id, every (turn index within its subject, version, deleted?) it went through.
    history: dict[str, list[tuple[int, int, bool]]]
    owner: dict[str, str]  # doc id -> "<tenant>/<subject>"


def oracle_limits(settings: Settings) -> Limits:
    limits = settings.limits
    return Limits(
        max_items=limits.max_items_default,
        tombstone_cap=limits.tombstones_per_subject,
        rejection_window=timedelta(seconds=limits.rejection_window_seconds),
        statement_max_runes=limits.statement_max_runes,
    )


def expected_documents(turns: Iterable[dict[str, Any]], settings: Settings) -> Expected:
    """Apply ``turns`` in order, one fresh ledger per subject, as the worker's writer does."""
    workspace = WorkspaceSettings(
        write_mode=WriteMode(settings.worker.write_mode),
        max_items=settings.limits.max_items_default,
    )
    limits = oracle_limits(settings)
    ledgers: dict[str, SubjectLedger] = {}
    position: dict[str, int] = defaultdict(int)
    docs: dict[str, MemoryDocument] = {}
    deleted: set[str] = set()
    history: dict[str, list[tuple[int, int, bool]]] = defaultdict(list)
    owner: dict[str, str] = {}
    for raw in turns:
        turn = ChatTurn.model_validate(raw)
        ledger = ledgers.setdefault(
            turn.key, SubjectLedger(tenant=turn.tenant, subject=turn.subject)
        )
        n = position[turn.key]
        position[turn.key] += 1
        if ledger.was_applied(turn.event_id):
            continue
        outcome = handle_turn(
            turn,
            ledger,
            workspace,
            now=turn.timestamp,
            limits=limits,
            statement_max_runes=settings.limits.statement_max_runes,
        )
        if outcome.directive is None:
            continue
        ledger.mark_applied(turn.event_id)
        for doc in outcome.effects.upserts.values():
            docs[doc.id] = doc
            deleted.discard(doc.id)
            history[doc.id].append((n, doc.version, False))
            owner[doc.id] = turn.key
        for doc_id, version in outcome.effects.deletes.items():
            docs.pop(doc_id, None)
            deleted.add(doc_id)
            history[doc_id].append((n, version, True))
            owner[doc_id] = turn.key
    return Expected(docs=docs, deleted=deleted, history=dict(history), owner=owner)


def comparable(doc: MemoryDocument | dict[str, Any]) -> tuple[Any, ...]:
    """The fields a correct replay must reproduce exactly (not its clock readings)."""
    d = doc.model_dump(mode="json") if isinstance(doc, MemoryDocument) else doc
    return (
        d["id"],
        d["subject"],
        d["content"],
        d["status"],
        d["superseded_by"],
        d["replaces_id"],
        d["version"],
        d["kind"],
        d["origin"],
    )
