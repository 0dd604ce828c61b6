"""``memstream import``: load memory items through the normal write path.

Each JSON line (``subject, kind, content, topic, importance, status, valid_from,
expires_at`` and an optional ``id``) becomes an ``import`` command keyed to its subject,
so the subject's single writer applies it: redaction, the tombstone gate and validation
still apply, while the item keeps its id, status and ``valid_from`` and neither
supersedes nor deduplicates anything (it copies an existing state). The importer waits
for every command's final change event, reports the lines that were refused or invalid,
and refreshes the tenant's index before returning, so everything applied is searchable.

A line without an ``id`` gets one derived from the tenant, subject, line number and
content: importing the same file twice overwrites instead of duplicating.

A line's own ``id`` is checked against the index first (:func:`id_conflict`): an id that
another subject's document holds, or a live (active or pending) document with other
content, is refused with a reason and never sent: the subject's writer cannot see other
subjects' ledgers, and an overwrite would leave the victim's ledger and the index at odds.
A line identical to the live document it names is ``unchanged``. An ``applied`` line that
was sent over an existing document (the subject's own retired item) is checked against
the index again once the worker answered: if the index kept its document because that had
a newer version (so the write was dropped), the line is ``not_written``, never
``applied``. (A document created under the same id by someone else between the check and
the write is the one race left; ids memstream derives itself cannot collide.)
"""

from __future__ import annotations

import asyncio
import functools
import json
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from opensearchpy import AsyncOpenSearch
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from indexers.client import call, make_client
from indexers.templates import memories_index
from memstream.config import Settings
from memstream.errors import BrokerUnavailable
from recall.commands import CommandBus
from schemas.commands import ChangeEvent, Command, CommandAction
from schemas.common import MemoryKind, Status, SubjectId, TenantId, UtcDatetime
from schemas.memory import MEMORY_ID_NAMESPACE

IMPORT_ACTOR = "import"
PUBLISH_CHUNK = 2000
# Ids per multi-get when checking the index before and after the import.
MGET_CHUNK = 1000
_LIVE = frozenset({Status.ACTIVE.value, Status.PENDING.value})
_CHECKED_FIELDS = "subject,status,kind,content,fingerprint"
LISTEN_TIMEOUT_SECONDS = 30.0
PROGRESS_SECONDS = 2.0


class ImportLine(BaseModel):
    # Extra fields are ignored so a ``memstream export`` file imports as it is.
    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str | None = Field(default=None, min_length=1, max_length=200)
    tenant: TenantId | None = None
    subject: SubjectId
    kind: MemoryKind = MemoryKind.FACT
    content: str = Field(min_length=1, max_length=2000)
    topic: str = Field(default="", max_length=200)
    importance: int = Field(default=3, ge=1, le=5)
    status: Status = Status.ACTIVE
    valid_from: UtcDatetime | None = None
    expires_at: UtcDatetime | None = None


def derived_id(tenant: str, subject: str, line_no: int, content: str) -> str:
    return str(
        uuid.uuid5(
            MEMORY_ID_NAMESPACE, f"import\x1f{tenant}\x1f{subject}\x1f{line_no}\x1f{content}"
        )
    )


def parse_line(tenant: str, line_no: int, raw: str) -> Command:
    """One line as an import command; ``ValueError`` says why it cannot be one."""
    try:
        line = ImportLine.model_validate_json(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "line"
        raise ValueError(f"{where}: {first['msg']}") from None
    if line.tenant is not None and line.tenant != tenant:
        raise ValueError(f"line belongs to tenant {line.tenant!r}, not {tenant!r}")
    return Command(
        tenant=tenant,
        subject=line.subject,
        action=CommandAction.IMPORT,
        actor=IMPORT_ACTOR,
        item_id=line.id or derived_id(tenant, line.subject, line_no, line.content),
        kind=line.kind,
        content=line.content,
        topic=line.topic or None,
        importance=line.importance,
        status=line.status,
        valid_from=line.valid_from,
        expires_at=line.expires_at,
    )


@dataclass(frozen=True)
class Planned:
    """One valid line: its command, and whether the ``id`` came from the line itself."""

    line: int
    command: Command
    own_id: bool


@dataclass
class ImportReport:
    lines: int = 0
    applied: int = 0
    unchanged: int = 0
    refused: list[dict[str, Any]] = field(default_factory=list)
    invalid: list[dict[str, Any]] = field(default_factory=list)
    unanswered: list[int] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def complete(self) -> bool:
        return not (self.refused or self.invalid or self.unanswered)

    def as_dict(self) -> dict[str, Any]:
        return {
            "lines": self.lines,
            "applied": self.applied,
            "unchanged": self.unchanged,
            "refused": self.refused,
            "invalid": self.invalid,
            "unanswered": self.unanswered,
            "seconds": round(self.seconds, 2),
        }

    def summary(self, tenant: str) -> str:
        return (
            f"imported {self.applied} of {self.lines} line(s) into tenant {tenant} "
            f"({self.unchanged} unchanged, {len(self.refused)} refused, "
            f"{len(self.invalid)} invalid, {len(self.unanswered)} unanswered)"
        )


_CONFLICT_REASONS = {
    "id_owned_by_another_subject": "another subject's document has this id; choose another id",
    "id_in_use": "a live document with other content has this id; choose another id "
    "or delete that item first",
    "not_written": "the index kept a newer document under this id; the line was not written",
}


def _refusal(line: int, outcome: str) -> dict[str, Any]:
    return {"line": line, "outcome": outcome, "reason": _CONFLICT_REASONS[outcome]}


def id_conflict(command: Command, existing: dict[str, Any] | None) -> str | None:
    """What importing ``command`` over the document ``existing`` (its ``_source`` fields)
    would do: ``None`` to write it, ``"unchanged"`` when the live document already is this
    line, else the reason it is refused."""
    if existing is None:
        return None
    if existing.get("subject") != command.subject:
        return "id_owned_by_another_subject"
    if existing.get("status") not in _LIVE:
        return None  # the subject's own retired item: importing may restore it
    same = (
        existing.get("content") == command.content
        and existing.get("kind") == (command.kind.value if command.kind else None)
        and existing.get("status") == (command.status or Status.ACTIVE).value
    )
    return "unchanged" if same else "id_in_use"


def read_lines(path: Path, tenant: str, report: ImportReport) -> Iterator[Planned]:
    with path.open(encoding="utf-8") as handle:
        for line_no, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            report.lines += 1
            try:
                command = parse_line(tenant, line_no, raw)
            except ValueError as exc:
                report.invalid.append({"line": line_no, "reason": str(exc)})
                continue
            derived = derived_id(tenant, command.subject, line_no, command.content or "")
            yield Planned(line_no, command, own_id=command.item_id != derived)


async def _documents(
    client: AsyncOpenSearch, index: str, ids: list[str], fields: str
) -> dict[str, dict[str, Any]]:
    """The stored documents among ``ids`` (realtime: what the index holds right now), each
    as its requested ``_source`` fields plus ``_version``."""
    found: dict[str, dict[str, Any]] = {}
    for start in range(0, len(ids), MGET_CHUNK):
        response = await call(
            "reading the documents an import names",
            client.mget(
                index=index,
                body={"ids": ids[start : start + MGET_CHUNK]},
                params={"_source_includes": fields, "realtime": "true"},
            ),
        )
        for doc in response.get("docs", []):
            if doc.get("found"):
                found[str(doc["_id"])] = {**doc.get("_source", {}), "_version": doc["_version"]}
    return found


def screen(
    planned: list[Planned], existing: dict[str, dict[str, Any]], report: ImportReport
) -> list[Planned]:
    """The lines to send: lines whose own id collides are refused or ``unchanged``, and so
    is a line naming an id an earlier line of the file gave another subject."""
    claimed: dict[str, str] = {}
    send = []
    for p in planned:
        item_id = p.command.item_id
        assert item_id is not None  # parse_line always sets one
        verdict = id_conflict(p.command, existing.get(item_id)) if p.own_id else None
        if verdict is None and claimed.setdefault(item_id, p.command.subject) != p.command.subject:
            verdict = "id_owned_by_another_subject"
        if verdict == "unchanged":
            report.unchanged += 1
        elif verdict is not None:
            report.refused.append(_refusal(p.line, verdict))
        else:
            send.append(p)
    return send


def written(event: ChangeEvent, stored: dict[str, Any] | None) -> bool:
    """Whether the index holds what the worker says it wrote for an applied line."""
    item = event.item
    if item is None:
        return True  # nothing to compare with (an older worker): trust the answer
    return (
        stored is not None
        and stored.get("subject") == item.subject
        and stored.get("fingerprint") == item.fingerprint
        and int(stored.get("_version", 0)) >= item.version
    )


async def import_file(
    settings: Settings,
    tenant: str,
    path: Path,
    *,
    idle_timeout_seconds: float = 60.0,
    progress: TextIO | None = sys.stderr,
) -> ImportReport:
    """Import ``path`` into ``tenant``; return when everything applied is searchable."""
    started = time.monotonic()
    report = ImportReport()
    planned = list(read_lines(path, tenant, report))
    index = memories_index(settings.opensearch.index_prefix, tenant)
    client = make_client(settings.opensearch)
    try:
        own_ids = [p.command.item_id for p in planned if p.own_id and p.command.item_id]
        existing: dict[str, dict[str, Any]] = {}
        if own_ids and await call("checking the index", client.indices.exists(index=index)):
            existing = await _documents(client, index, own_ids, _CHECKED_FIELDS)
        to_send = screen(planned, existing, report)
        applied = await _apply(settings, to_send, report, idle_timeout_seconds, progress)
        # Only a write over an existing document can have been dropped for a newer one.
        overwrites = sorted({e.item_id for e in applied.values() if e.item_id in existing})
        stored = await _documents(client, index, overwrites, _CHECKED_FIELDS)
        for line, event in sorted(applied.items()):
            if event.item_id not in existing or written(event, stored.get(event.item_id)):
                report.applied += 1
            else:
                report.refused.append(_refusal(line, "not_written"))
        report.refused.sort(key=lambda r: int(r["line"]))
        if applied:
            await call("refreshing the index", client.indices.refresh(index=index))
    finally:
        await client.close()
    report.seconds = time.monotonic() - started
    return report


async def _apply(
    settings: Settings,
    planned: list[Planned],
    report: ImportReport,
    idle_timeout: float,
    progress: TextIO | None,
) -> dict[int, ChangeEvent]:
    """Publish the lines' commands; the final events of those applied, by line."""
    if not planned:
        return {}
    bus = CommandBus(settings.kafka)
    await bus.start()
    try:
        if not await bus.wait_listening(LISTEN_TIMEOUT_SECONDS):
            raise BrokerUnavailable(
                f"topic {settings.kafka.changes_topic} does not exist: start the worker "
                "(memstream worker) so imports can be applied"
            )
        line_of = {p.command.command_id: p.line for p in planned}
        futures = bus.expect(line_of)
        for start in range(0, len(planned), PUBLISH_CHUNK):
            await bus.publish_many(p.command for p in planned[start : start + PUBLISH_CHUNK])
        applied = await _await_outcomes(futures, line_of, report, idle_timeout, progress)
        bus.forget(line_of)
    finally:
        await bus.stop()
    return applied


async def _await_outcomes(
    futures: dict[str, asyncio.Future[ChangeEvent]],
    line_of: dict[str, int],
    report: ImportReport,
    idle_timeout: float,
    progress: TextIO | None,
) -> dict[int, ChangeEvent]:
    # Callbacks, not asyncio.wait over 200,000 futures per tick (which is quadratic).
    answered: set[str] = set()
    applied: dict[int, ChangeEvent] = {}

    def settle(command_id: str, future: asyncio.Future[ChangeEvent]) -> None:
        if future.cancelled():
            return
        answered.add(command_id)
        event = future.result()
        outcome = event.outcome or "applied"
        if outcome == "applied":
            applied[line_of[command_id]] = event
        else:
            report.refused.append({"line": line_of[command_id], "outcome": outcome})

    for command_id, future in futures.items():
        future.add_done_callback(functools.partial(settle, command_id))
    total = len(futures)
    seen, last_change = 0, time.monotonic()
    while len(answered) < total:
        await asyncio.sleep(min(PROGRESS_SECONDS, idle_timeout))
        now = time.monotonic()
        if len(answered) != seen:
            seen, last_change = len(answered), now
        elif now - last_change >= idle_timeout:
            break
        if progress is not None:
            progress.write(f"\rimport: {len(answered)}/{total} applied or refused")
            progress.flush()
    if progress is not None:
        progress.write("\n")
    report.unanswered = sorted(line_of[c] for c in futures if c not in answered)
    report.refused.sort(key=lambda r: int(r["line"]))
    return applied


def print_report(report: ImportReport, out: TextIO) -> None:
    out.write(json.dumps(report.as_dict(), ensure_ascii=False) + "\n")
