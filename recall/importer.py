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

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from indexers.client import call, make_client
from indexers.templates import memories_index
from memstream.config import Settings
from memstream.errors import BrokerUnavailable
from recall.auth import WORKSPACE_SUBJECT
from recall.commands import CommandBus
from schemas.commands import ChangeEvent, Command, CommandAction
from schemas.common import Identifier, MemoryKind, Status, TenantId, UtcDatetime
from schemas.memory import MEMORY_ID_NAMESPACE

IMPORT_ACTOR = "import"
PUBLISH_CHUNK = 2000
LISTEN_TIMEOUT_SECONDS = 30.0
PROGRESS_SECONDS = 2.0


class ImportLine(BaseModel):
    # Extra fields are ignored so a ``memstream export`` file imports as it is.
    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str | None = Field(default=None, min_length=1, max_length=200)
    tenant: TenantId | None = None
    subject: Identifier
    kind: MemoryKind = MemoryKind.FACT
    content: str = Field(min_length=1, max_length=2000)
    topic: str = Field(default="", max_length=200)
    importance: int = Field(default=3, ge=1, le=5)
    status: Status = Status.ACTIVE
    valid_from: UtcDatetime | None = None
    expires_at: UtcDatetime | None = None

    @model_validator(mode="after")
    def _not_reserved(self) -> ImportLine:
        if self.subject == WORKSPACE_SUBJECT:
            raise ValueError(f"subject {WORKSPACE_SUBJECT!r} is reserved")
        return self


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


@dataclass
class ImportReport:
    lines: int = 0
    applied: int = 0
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
            "refused": self.refused,
            "invalid": self.invalid,
            "unanswered": self.unanswered,
            "seconds": round(self.seconds, 2),
        }


def read_lines(path: Path, tenant: str, report: ImportReport) -> Iterator[tuple[int, Command]]:
    with path.open(encoding="utf-8") as handle:
        for line_no, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            report.lines += 1
            try:
                yield line_no, parse_line(tenant, line_no, raw)
            except ValueError as exc:
                report.invalid.append({"line": line_no, "reason": str(exc)})


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
    commands = list(read_lines(path, tenant, report))
    bus = CommandBus(settings.kafka)
    await bus.start()
    try:
        if not await bus.wait_listening(LISTEN_TIMEOUT_SECONDS):
            raise BrokerUnavailable(
                f"topic {settings.kafka.changes_topic} does not exist: start the worker "
                "(memstream worker) so imports can be applied"
            )
        line_of = {c.command_id: n for n, c in commands}
        futures = bus.expect(line_of)
        for start in range(0, len(commands), PUBLISH_CHUNK):
            await bus.publish_many(c for _, c in commands[start : start + PUBLISH_CHUNK])
        await _await_outcomes(futures, line_of, report, idle_timeout_seconds, progress)
        bus.forget(line_of)
    finally:
        await bus.stop()
    if report.applied:
        client = make_client(settings.opensearch)
        try:
            index = memories_index(settings.opensearch.index_prefix, tenant)
            await call("refreshing the index", client.indices.refresh(index=index))
        finally:
            await client.close()
    report.seconds = time.monotonic() - started
    return report


async def _await_outcomes(
    futures: dict[str, asyncio.Future[ChangeEvent]],
    line_of: dict[str, int],
    report: ImportReport,
    idle_timeout: float,
    progress: TextIO | None,
) -> None:
    # Callbacks, not asyncio.wait over 200,000 futures per tick (which is quadratic).
    answered: set[str] = set()

    def settle(command_id: str, future: asyncio.Future[ChangeEvent]) -> None:
        if future.cancelled():
            return
        answered.add(command_id)
        outcome = future.result().outcome or "applied"
        if outcome == "applied":
            report.applied += 1
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


def print_report(report: ImportReport, out: TextIO) -> None:
    out.write(json.dumps(report.as_dict(), ensure_ascii=False) + "\n")
