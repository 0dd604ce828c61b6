"""The memory writer: the single writer of a subject's memory, as plain functions.

Each function takes the subject's :class:`SubjectLedger`, updates it in place, and returns
:class:`Effects` — the documents to index, the ids to delete, the audit records and change
events — which the Faust agent carries out. Nothing here touches Kafka or OpenSearch.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from fnmatch import fnmatchcase

from agents.forget_match import (
    DEFAULT_CONFIG,
    ForgetMatchConfig,
    ForgetOutcome,
    Vectors,
    match_forget,
)
from agents.ledger import SubjectLedger
from agents.sanitize import fingerprint, normalize_for_fingerprint
from agents.statements import prepare_label, prepare_labels, prepare_statement
from agents.tombstones import BlockCheck, add_tombstone, blocking_check, lift
from agents.topics import topic_key
from schemas.commands import AuditRecord, ChangeEvent, Command, CommandAction
from schemas.common import MemoryKind, Origin, Status
from schemas.memory import MemoryDocument, Tombstone, TombstoneReason, memory_id


@dataclass(frozen=True)
class Limits:
    max_items: int = 200
    tombstone_cap: int = 500
    rejection_window: timedelta = timedelta(hours=1)
    statement_max_runes: int = 300


@dataclass(frozen=True)
class Candidate:
    """A statement proposed for storage, already sanitised and redacted."""

    content: str
    kind: MemoryKind
    origin: Origin
    source_id: str  # the event or command id; with op_index it derives the document id
    op_index: int = 0
    status: Status = Status.ACTIVE
    topic: str = ""
    topic_key: str = ""
    importance: int = 3
    source_session_id: str | None = None
    source_message_id: str | None = None
    valid_from: datetime | None = None
    expires_at: datetime | None = None
    item_id: str | None = None  # import keeps the caller's id
    replaces: str | None = None  # a distiller update names the item it replaces
    aliases: tuple[str, ...] = ()  # other labels of an interest topic
    # Keys the statement may update instead of its own (``Classification.also``).
    also_keys: tuple[str, ...] = ()


@dataclass
class Effects:
    upserts: dict[str, MemoryDocument] = field(default_factory=dict)
    deletes: dict[str, int] = field(default_factory=dict)  # id -> external version
    audits: list[AuditRecord] = field(default_factory=list)
    changes: list[ChangeEvent] = field(default_factory=list)
    blocked: list[BlockCheck] = field(default_factory=list)
    deduplicated: int = 0
    superseded: int = 0
    archived: int = 0
    refused: int = 0
    # What a manager command asking "what happened?" is told, and about which item.
    outcome: str = "applied"
    primary_id: str | None = None

    def merge(self, other: Effects) -> None:
        for doc_id, doc in other.upserts.items():
            self.deletes.pop(doc_id, None)
            self.upserts[doc_id] = doc
        for doc_id, version in other.deletes.items():
            self.upserts.pop(doc_id, None)
            self.deletes[doc_id] = version
        self.audits.extend(other.audits)
        self.changes.extend(other.changes)
        self.blocked.extend(other.blocked)
        self.deduplicated += other.deduplicated
        self.superseded += other.superseded
        self.archived += other.archived
        self.refused += other.refused
        self.outcome = other.outcome
        self.primary_id = other.primary_id or self.primary_id


class _Recorder:
    """Collects the effects of one decision against one ledger."""

    def __init__(self, ledger: SubjectLedger, *, actor: str, source_id: str, now: datetime):
        self.ledger = ledger
        self.actor = actor
        self.source_id = source_id
        self.now = now
        self.effects = Effects()

    def put(
        self, doc: MemoryDocument, action: str, before: Status | None, reason: str | None = None
    ) -> MemoryDocument:
        doc = doc.model_copy(update={"version": self.ledger.next_version()})
        self.ledger.items[doc.id] = doc
        self.effects.upserts[doc.id] = doc
        self.effects.deletes.pop(doc.id, None)
        self._record(
            action, item_id=doc.id, before=before, after=doc.status, reason=reason, item=doc
        )
        return doc

    def delete(self, doc: MemoryDocument, action: str, reason: str | None = None) -> None:
        self.ledger.items.pop(doc.id, None)
        self.effects.upserts.pop(doc.id, None)
        self.effects.deletes[doc.id] = self.ledger.next_version()
        self._record(
            action, item_id=doc.id, before=doc.status, after=None, reason=reason, item=None
        )

    def audit(self, action: str, item_id: str | None, reason: str | None = None) -> None:
        self._record(
            action, item_id=item_id, before=None, after=None, reason=reason, item=None, change=False
        )

    def _record(
        self,
        action: str,
        *,
        item_id: str | None,
        before: Status | None,
        after: Status | None,
        reason: str | None,
        item: MemoryDocument | None,
        change: bool = True,
    ) -> None:
        ledger = self.ledger
        self.effects.audits.append(
            AuditRecord(
                id=str(
                    uuid.uuid5(
                        uuid.NAMESPACE_OID,
                        f"{self.source_id}\x1f{action}\x1f{item_id}\x1f{len(self.effects.audits)}",
                    )
                ),
                tenant=ledger.tenant,
                subject=ledger.subject,
                actor=self.actor,
                action=action,
                item_id=item_id,
                status_before=before,
                status_after=after,
                reason=reason,
                at=self.now,
            )
        )
        if change:
            self.effects.changes.append(
                ChangeEvent(
                    source_id=self.source_id,
                    tenant=ledger.tenant,
                    subject=ledger.subject,
                    action=action,
                    item_id=item_id,
                    status=after,
                    item=item,
                    at=self.now,
                )
            )

    def final(self, action: str, outcome: str, item_id: str | None) -> None:
        """The closing change event of a directive, carrying its outcome."""
        self.effects.changes.append(
            ChangeEvent(
                source_id=self.source_id,
                tenant=self.ledger.tenant,
                subject=self.ledger.subject,
                action=action,
                item_id=item_id,
                at=self.now,
                final=True,
                outcome=outcome,
            )
        )

    def tombstone(self, doc_or_fp: MemoryDocument | str, reason: TombstoneReason, cap: int) -> None:
        if isinstance(doc_or_fp, MemoryDocument):
            stone = Tombstone(
                fingerprint=doc_or_fp.fingerprint,
                topic_key=doc_or_fp.topic_key,
                source_message_id=doc_or_fp.source_message_id,
                reason=reason,
                was_active=doc_or_fp.status is Status.ACTIVE or doc_or_fp.use_count > 0,
                created_at=self.now,
            )
        else:
            stone = Tombstone(
                fingerprint=doc_or_fp, reason=reason, was_active=False, created_at=self.now
            )
        add_tombstone(self.ledger.tombstones, stone, cap=cap)

    def retire(self, old: MemoryDocument, status: Status, *, by: str | None, action: str) -> None:
        update: dict[str, object] = {"status": status, "retired_at": self.now}
        if status is Status.SUPERSEDED:
            update |= {"invalid_at": self.now, "superseded_by": by}
        self.put(old.model_copy(update=update), action, old.status)


def remember(
    ledger: SubjectLedger, cand: Candidate, *, now: datetime, actor: str, limits: Limits
) -> Effects:
    """Store a statement: tombstone gate, dedupe, supersession by topic, capacity."""
    cand = _resolve_key(ledger, cand)
    rec = _Recorder(ledger, actor=actor, source_id=cand.source_id, now=now)
    fp = fingerprint(cand.content)
    check = blocking_check(
        ledger.tombstones,
        fingerprint=fp,
        origin=cand.origin,
        source_message_id=cand.source_message_id,
        now=now,
        window=limits.rejection_window,
    )
    if check is not None:
        if cand.origin is not Origin.EXPLICIT:
            rec.effects.blocked.append(check)
            rec.effects.outcome = "blocked"
            rec.audit("blocked_by_tombstone", None, reason=check.value)
            return rec.effects
        # The user's own instruction outranks the machine's memory of a rejection.
        lift(ledger.tombstones, fp)
        rec.audit("tombstone_lifted", None, reason="explicit remember")

    normalized = normalize_for_fingerprint(cand.content)
    replaced: list[MemoryDocument] = []
    for item in list(ledger.live()):
        if item.fingerprint == fp or (
            item.status is Status.ACTIVE
            and extends(normalize_for_fingerprint(item.content), normalized)
        ):
            # An explicit restatement of a guess confirms it; anything else is a duplicate.
            if item.status is Status.PENDING and cand.status is Status.ACTIVE:
                rec.put(
                    item.model_copy(update={"status": Status.ACTIVE}),
                    "confirmed",
                    item.status,
                    "restated",
                )
            rec.effects.deduplicated += 1
            rec.effects.outcome, rec.effects.primary_id = "deduplicated", item.id
            return rec.effects
        if (
            cand.origin is Origin.EXTRACTED
            and item.origin is Origin.MANUAL
            and cand.topic_key
            and item.topic_key == cand.topic_key
        ):
            rec.effects.deduplicated += 1  # a manual edit is the user's word: not overwritten
            rec.effects.outcome, rec.effects.primary_id = "deduplicated", item.id
            return rec.effects
        if cand.status is Status.ACTIVE and (
            (cand.topic_key and item.topic_key == cand.topic_key)
            or (
                item.status is Status.ACTIVE
                and extends(normalized, normalize_for_fingerprint(item.content))
            )
        ):
            replaced.append(item)
    if cand.replaces is not None and cand.status is Status.ACTIVE:
        target = ledger.items.get(cand.replaces)
        if target is not None and target.status is Status.ACTIVE and target not in replaced:
            replaced.append(target)

    doc_id = cand.item_id or memory_id(ledger.tenant, ledger.subject, cand.source_id, cand.op_index)
    doc = MemoryDocument(
        id=doc_id,
        tenant=ledger.tenant,
        subject=ledger.subject,
        kind=cand.kind,
        origin=cand.origin,
        status=cand.status,
        content=cand.content,
        topic=cand.topic,
        topic_key=cand.topic_key,
        aliases=cand.aliases,
        importance=cand.importance,
        fingerprint=fp,
        source_session_id=cand.source_session_id,
        source_message_id=cand.source_message_id,
        valid_from=cand.valid_from or now,
        recorded_at=now,
        expires_at=cand.expires_at,
        replaces_id=replaced[0].id if replaced else cand.replaces,
    )
    for old in replaced:
        rec.retire(old, Status.SUPERSEDED, by=doc_id, action="superseded")
        rec.effects.superseded += 1
    rec.put(doc, "created", None)
    rec.effects.primary_id = doc_id
    _enforce_capacity(rec, keep=doc_id, max_items=limits.max_items)
    ledger.forget_old_retired()
    return rec.effects


# What may follow a shorter statement inside a longer one that only adds to it: "I like tea"
# → "I like tea with milk" / "… and coffee" / "…, especially green". A noun ("I have a cat"
# → "I have a cat allergy") or anything else changes what the shorter one says.


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


_EXTENDERS = _wordset("""
    and with but in at on for from because since especially as when every each too also
    now again so which who that except though although usually mostly very really more
    than or plus including like during after before until while whenever mainly only
    und mit aber weil in im am an auf für seit besonders vor allem sehr auch jetzt oder
    wenn als außer meistens
    et avec mais parce car en à au aux pour depuis surtout très aussi maintenant ou quand
    sauf comme
    y e con pero porque en a al para desde sobre todo muy también ahora o cuando excepto
    como
    """)
_CJK_EXTENDERS = (
    "和",
    "与",
    "跟",
    "但",
    "因为",
    "特别",
    "尤其",
    "也",
    "还",
    "加",
    "配",
    "每",
    "不过",
    "而且",
    "并且",
    "可是",
    "所以",
    "现在",
    "と",
    "が",
    "けど",
    "で",
    "特に",
    "も",
)
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
# Words that open a clause with its own subject: "my sister said I'm vegan" is not "I'm vegan".
_FRAME_SUBJECTS = frozenset(["i", "ich", "je", "j", "yo", "我", "私", "僕"])
_CJK_REPORTED = re.compile(r"说|觉得|认为|以为|告诉|と言|と思")


def _resolve_key(ledger: SubjectLedger, cand: Candidate) -> Candidate:
    """An ambiguous update ("I'm at Berkeley now": employer or school) takes the key of
    the one attribute among its alternatives the subject has a live item on; with none or
    several, it keeps its own key (never guessing between two stored facts). An
    alternative may name a family with ``*`` ("dose *": "the dose is 20 mg now" updates
    the one dose stored); stored keys never hold one."""
    if not cand.also_keys or cand.status is not Status.ACTIVE:
        return cand
    stored = {i.topic_key for i in ledger.live() if i.topic_key}
    if cand.topic_key in stored:
        return cand
    found = sorted({key for key in stored for alt in cand.also_keys if fnmatchcase(key, alt)})
    if len(found) != 1:
        return cand
    return replace(cand, topic_key=found[0], topic=found[0])


def extends(outer: str, inner: str) -> bool:
    """Does the (normalised) ``outer`` say ``inner`` and only add to it?

    ``inner`` must be two words or more (three CJK characters) and sit at the start of
    ``outer`` followed by a connective ("I like tea" → "I like tea with milk"), or at its
    end after a short frame that gives it no other subject ("jazz and blues" in "I like jazz
    and blues"; but not "I'm vegan" in "my sister said I'm vegan").
    """
    if not inner or len(inner) >= len(outer):
        return False
    if _CJK_CHAR.search(inner):
        return _extends_cjk(outer, inner)
    words, whole = inner.split(), outer.split()
    n = len(words)
    if n < 2 or n >= len(whole):
        return False
    if whole[:n] == words:
        return whole[n] in _EXTENDERS
    return whole[-n:] == words and len(whole) - n <= 3 and words[0] not in _FRAME_SUBJECTS


def _extends_cjk(outer: str, inner: str) -> bool:
    if len(inner) < 3 or inner not in outer:
        return False
    if outer.startswith(inner):
        return outer[len(inner) :].lstrip().startswith(_CJK_EXTENDERS)
    frame = outer[: len(outer) - len(inner)]
    return outer.endswith(inner) and len(frame) <= 4 and not _CJK_REPORTED.search(frame)


def _enforce_capacity(rec: _Recorder, *, keep: str, max_items: int) -> None:
    active = [i for i in rec.ledger.active() if i.id != keep]
    excess = len(active) + 1 - max_items
    if excess <= 0:
        return
    # Least important first, then least recently used (never used counts as oldest use).
    active.sort(key=lambda i: (i.importance, i.last_used_at or i.recorded_at, i.recorded_at))
    for victim in active[:excess]:
        rec.retire(victim, Status.ARCHIVED, by=None, action="archived")
        rec.effects.archived += 1


def forget(
    ledger: SubjectLedger,
    statement: str,
    *,
    source_id: str,
    now: datetime,
    actor: str,
    limits: Limits,
    vectors: Vectors | None = None,
    config: ForgetMatchConfig = DEFAULT_CONFIG,
) -> Effects:
    """Delete what ``statement`` asks to forget (see :mod:`agents.forget_match`), with
    tombstones; with no confident match, tombstone the text and say so.

    ``vectors`` maps texts (the statement, the subject's live contents) to their vectors,
    computed before the batch was decided; a text without one is matched lexically. Every
    forget ends with one final change event whose ``outcome`` is ``forgotten``,
    ``no_matching_memory`` or ``ambiguous``, and ``Effects.outcome`` carries the same.
    """
    rec = _Recorder(ledger, actor=actor, source_id=source_id, now=now)
    match = match_forget(statement, list(ledger.live()), vectors, config)
    # The user's phrasing may differ from the stored one: block both.
    rec.tombstone(fingerprint(statement), TombstoneReason.FORGOTTEN, limits.tombstone_cap)
    for item in match.items:
        rec.tombstone(item, TombstoneReason.FORGOTTEN, limits.tombstone_cap)
        rec.delete(item, "forgotten", reason=f"forget matched by {match.how}")
    if match.outcome is ForgetOutcome.NO_MATCH:
        rec.audit("forget_unmatched", None, reason="no matching memory; statement tombstoned")
    elif match.outcome is ForgetOutcome.AMBIGUOUS:
        rec.audit(
            "forget_ambiguous",
            None,
            reason=f"{len(match.candidates)} memories fit equally; none deleted",
        )
    rec.final("forget", match.outcome.value, match.items[0].id if match.items else None)
    rec.effects.outcome = match.outcome.value
    rec.effects.primary_id = match.items[0].id if match.items else None
    return rec.effects


def apply_command(
    ledger: SubjectLedger, command: Command, *, now: datetime, limits: Limits
) -> Effects:
    """Carry out one manager command against the subject's ledger. Recall's touches are
    counted apart (:mod:`agents.uses`)."""
    rec = _Recorder(ledger, actor=command.actor, source_id=command.command_id, now=now)
    handler = _HANDLERS.get(command.action)
    if handler is not None:
        handler(rec, command, limits)
    return rec.effects


def _item(rec: _Recorder, command: Command) -> MemoryDocument | None:
    item = rec.ledger.items.get(command.item_id) if command.item_id else None
    if item is None:
        rec.audit(f"{command.action.value}_not_found", command.item_id, reason="no such item")
        rec.effects.outcome = "not_found"
    else:
        rec.effects.primary_id = item.id
    return item


def _prepared(rec: _Recorder, content: str, limits: Limits) -> str | None:
    """The statement ready to store, or None (audited) when it is nothing but secrets."""
    prepared = prepare_statement(content, max_runes=limits.statement_max_runes)
    if prepared.refused:
        rec.audit("refused_sensitive", None)
        rec.effects.refused += 1
        rec.effects.outcome = "refused_sensitive"
        return None
    return prepared.text


def _create(rec: _Recorder, command: Command, limits: Limits) -> None:
    assert command.content is not None  # validated by Command
    content = _prepared(rec, command.content, limits)
    if content is None:
        return
    candidate = Candidate(
        content=content,
        kind=command.kind or MemoryKind.FACT,
        origin=Origin.MANUAL,
        source_id=command.command_id,
        topic=(label := prepare_label(command.topic or "")),
        topic_key=topic_key(label) if label else "",
        importance=command.importance or 3,
        expires_at=command.expires_at,
    )
    rec.effects.merge(remember(rec.ledger, candidate, now=rec.now, actor=rec.actor, limits=limits))


def _edit(rec: _Recorder, command: Command, limits: Limits) -> None:
    item = _item(rec, command)
    if item is None:
        return
    update: dict[str, object] = {"origin": Origin.MANUAL}
    if command.content:
        content = _prepared(rec, command.content, limits)
        if content is None:
            return
        update |= {"content": content, "fingerprint": fingerprint(content)}
    if command.kind:
        update["kind"] = command.kind
    if command.topic is not None:
        label = prepare_label(command.topic)
        update |= {"topic": label, "topic_key": topic_key(label) if label else ""}
    if command.importance:
        update["importance"] = command.importance
    if command.expires_at:
        update["expires_at"] = command.expires_at
    if item.status is Status.PENDING:
        update["status"] = Status.ACTIVE  # the user's own edit is a confirmation
    rec.put(item.model_copy(update=update), "edited", item.status, command.reason)


def _delete(rec: _Recorder, command: Command, limits: Limits) -> None:
    item = _item(rec, command)
    if item is not None:
        rec.tombstone(item, TombstoneReason.DELETED, limits.tombstone_cap)
        rec.delete(item, "deleted", command.reason)


def _reject(rec: _Recorder, command: Command, limits: Limits) -> None:
    item = _item(rec, command)
    if item is not None:
        rec.tombstone(item, TombstoneReason.REJECTED, limits.tombstone_cap)
        rec.delete(item, "rejected", command.reason)


def _confirm(rec: _Recorder, command: Command, limits: Limits) -> None:
    item = _item(rec, command)
    if item is None or item.status is not Status.PENDING:
        return
    confirmed = rec.put(item.model_copy(update={"status": Status.ACTIVE}), "confirmed", item.status)
    for other in list(rec.ledger.active()):
        same_topic = bool(confirmed.topic_key) and other.topic_key == confirmed.topic_key
        if other.id != confirmed.id and (same_topic or other.id == confirmed.replaces_id):
            rec.retire(other, Status.SUPERSEDED, by=confirmed.id, action="superseded")
            rec.effects.superseded += 1
    _enforce_capacity(rec, keep=confirmed.id, max_items=limits.max_items)


# Clear tombstones what was in use first, so a cap eviction mid-clear drops the least useful.
_CLEAR_ORDER = {Status.ACTIVE: 0, Status.PENDING: 1, Status.ARCHIVED: 2, Status.SUPERSEDED: 3}


def _clear(rec: _Recorder, command: Command, limits: Limits) -> None:
    for doc in sorted(rec.ledger.items.values(), key=lambda i: _CLEAR_ORDER[i.status]):
        if doc.status in (Status.ACTIVE, Status.PENDING):
            rec.tombstone(doc, TombstoneReason.CLEARED, limits.tombstone_cap)
        rec.delete(doc, "cleared", command.reason)


def _settings(rec: _Recorder, command: Command, limits: Limits) -> None:
    assert command.subject_settings is not None  # validated by Command
    rec.ledger.settings = command.subject_settings
    enabled = command.subject_settings.enabled
    rec.audit("settings_changed", None, reason=f"enabled={enabled}")
    # Typed, for the recall cache: it follows the switch without parsing audit text.
    rec.effects.changes.append(
        ChangeEvent(
            source_id=rec.source_id,
            tenant=rec.ledger.tenant,
            subject=rec.ledger.subject,
            action="settings_changed",
            subject_enabled=enabled,
            at=rec.now,
        )
    )


def _consolidate(rec: _Recorder, command: Command, limits: Limits) -> None:
    consolidate(rec)


def _import(rec: _Recorder, command: Command, limits: Limits) -> None:
    """Copy an item from another store as it is: its id and status are kept, and it neither
    supersedes nor deduplicates; redaction and the tombstone gate still apply."""
    assert command.content is not None  # validated by Command
    content = _prepared(rec, command.content, limits)
    if content is None:
        return
    fp = fingerprint(content)
    if fp in rec.ledger.tombstones:
        rec.effects.blocked.append(BlockCheck.FINGERPRINT)
        rec.effects.outcome = "blocked"
        rec.audit("blocked_by_tombstone", command.item_id, reason=BlockCheck.FINGERPRINT.value)
        return
    status = command.status or Status.ACTIVE
    retired = None if status in (Status.ACTIVE, Status.PENDING) else rec.now
    doc = MemoryDocument(
        id=command.item_id
        or memory_id(rec.ledger.tenant, rec.ledger.subject, command.command_id, 0),
        tenant=rec.ledger.tenant,
        subject=rec.ledger.subject,
        kind=command.kind or MemoryKind.FACT,
        origin=Origin.EXTRACTED if status is Status.PENDING else Origin.MANUAL,
        status=status,
        content=content,
        topic=(label := prepare_label(command.topic or "")),
        topic_key=topic_key(label) if label else "",
        importance=command.importance or 3,
        fingerprint=fp,
        valid_from=command.valid_from or rec.now,
        recorded_at=rec.now,
        retired_at=retired,
        invalid_at=retired,
        expires_at=command.expires_at,
    )
    before = rec.ledger.items.get(doc.id)
    rec.put(doc, "imported", before.status if before else None)
    rec.effects.primary_id = doc.id


_HANDLERS: dict[CommandAction, Callable[[_Recorder, Command, Limits], None]] = {
    CommandAction.CREATE: _create,
    CommandAction.EDIT: _edit,
    CommandAction.DELETE: _delete,
    CommandAction.REJECT: _reject,
    CommandAction.CONFIRM: _confirm,
    CommandAction.CLEAR: _clear,
    CommandAction.SETTINGS: _settings,
    CommandAction.CONSOLIDATE: _consolidate,
    CommandAction.IMPORT: _import,
}


def consolidate(rec: _Recorder) -> None:
    """Archive every live item whose ``expires_at`` has passed."""
    for item in list(rec.ledger.live()):
        if item.expired(rec.now):
            rec.retire(item, Status.ARCHIVED, by=None, action="expired")
            rec.effects.archived += 1


def sweep_expired(
    ledger: SubjectLedger, *, source_id: str, now: datetime, actor: str = "system:sweep"
) -> Effects:
    rec = _Recorder(ledger, actor=actor, source_id=source_id, now=now)
    consolidate(rec)
    return rec.effects


def audit_only(
    ledger: SubjectLedger, *, action: str, source_id: str, now: datetime, actor: str
) -> Effects:
    """Effects that record an audit entry and change nothing else."""
    rec = _Recorder(ledger, actor=actor, source_id=source_id, now=now)
    rec.audit(action, None)
    return rec.effects


def apply_distilled(
    ledger: SubjectLedger,
    *,
    adds: list[Candidate],
    updates: list[tuple[str, Candidate]],
    deletes: list[str],
    source_id: str,
    now: datetime,
    limits: Limits,
) -> Effects:
    """Apply the distiller's operations through the same gates as every other write.

    An update replaces its item (superseding it at once when the new statement is active, on
    confirmation when it is an inferred, pending one); a delete archives the item, since the
    user said it no longer holds. Manual items are the user's own words: never touched.
    """
    effects = Effects()
    for cand in adds:
        effects.merge(remember(ledger, cand, now=now, actor="distiller", limits=limits))
    for old_id, cand in updates:
        old = ledger.items.get(old_id)
        if old is None or old.origin is Origin.MANUAL:
            effects.deduplicated += 1
            continue
        replacement = replace(
            cand,
            replaces=old_id,
            topic=cand.topic or old.topic,
            topic_key=cand.topic_key or old.topic_key,
        )
        effects.merge(remember(ledger, replacement, now=now, actor="distiller", limits=limits))
    rec = _Recorder(ledger, actor="distiller", source_id=source_id, now=now)
    for old_id in deletes:
        old = ledger.items.get(old_id)
        if (
            old is not None
            and old.origin is not Origin.MANUAL
            and old.status in (Status.ACTIVE, Status.PENDING)
        ):
            rec.retire(old, Status.ARCHIVED, by=None, action="archived_by_distiller")
            rec.effects.archived += 1
    effects.merge(rec.effects)
    return effects


def interest_candidate(
    key: str,
    label: str,
    aliases: tuple[str, ...],
    *,
    source_id: str,
    status: Status = Status.PENDING,
) -> Candidate:
    """The memory a recurring question topic becomes: it conditions retrieval.

    Inferred from questions, it lands ``pending`` like every inferred memory, and reaches
    a prompt only once confirmed; a manager's own promotion passes ``ACTIVE``.
    """
    label, aliases = prepare_label(label), prepare_labels(aliases)
    return Candidate(
        content=f"Interested in {label}",
        kind=MemoryKind.INTEREST,
        origin=Origin.EXTRACTED,
        source_id=source_id,
        op_index=0,
        status=status,
        topic=label,
        topic_key=key,
        importance=2,
        aliases=aliases,
    )


def delete_topic(
    ledger: SubjectLedger,
    *,
    labels: list[str],
    key: str,
    interest_id: str | None,
    source_id: str,
    now: datetime,
    actor: str,
    limits: Limits,
) -> Effects:
    """Tombstone a topic and its aliases, and delete its interest memory if there is one."""
    rec = _Recorder(ledger, actor=actor, source_id=source_id, now=now)
    for label in prepare_labels(tuple(labels)):
        stone = Tombstone(
            fingerprint=fingerprint(label),
            topic_key=key,
            reason=TombstoneReason.TOPIC_DELETED,
            was_active=interest_id is not None,
            created_at=now,
        )
        add_tombstone(ledger.tombstones, stone, cap=limits.tombstone_cap)
    interest = ledger.items.get(interest_id) if interest_id else None
    if interest is not None:
        rec.tombstone(interest, TombstoneReason.TOPIC_DELETED, limits.tombstone_cap)
        rec.delete(interest, "topic_deleted")
    else:
        rec.audit("topic_deleted", None)
    return rec.effects


def deleted_topics(ledger: SubjectLedger) -> set[str]:
    return {
        t.topic_key for t in ledger.tombstones.values() if t.reason is TombstoneReason.TOPIC_DELETED
    }
