"""One batch's decision, made without a broker or an index: :func:`decide_batch`.

The worker's shell (:mod:`streams.processor`) reads a batch of Kafka records into events
(:func:`read_records`), embeds the texts its forget directives are matched with
(:func:`forget_texts_for`), and hands both here with the subjects' persisted state. What
comes back is a :class:`~agents.batch_plan.BatchPlan`, which the shell carries out. The
decision reads the state and never writes it, and the same input gives the same plan, so a
replayed batch decides what it decided the first time.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from agents.batch_plan import (
    BadRead,
    BatchContext,
    BatchPlan,
    CommandRead,
    Origin,
    Read,
    Record,
    StateReader,
    TurnRead,
)
from agents.dead_letters import dead_letter
from agents.directives import DirectiveAction, detect_directive
from agents.distill_results import apply_distill_result, promote_topic, remove_topic
from agents.forget_match import forget_texts
from agents.ingest import parse_turn
from agents.ledger import SubjectLedger
from agents.sessions import append_line
from agents.statements import prepare_statement
from agents.turns import handle_turn
from agents.uses import UseTally, fold_due, fold_uses, note_touch
from agents.writer import Effects, apply_command
from memstream.errors import InvalidEvent
from schemas.commands import ChangeEvent, Command, CommandAction
from schemas.common import Role, WriteMode, split_subject_key
from schemas.distill import DistillState
from schemas.settings import WorkspaceSettings

log = logging.getLogger(__name__)

# A buffered user line is kept redacted and capped; the distiller sees nothing else.
BUFFERED_LINE_RUNES = 2000
_DISTILL_ACTIONS = frozenset(
    {CommandAction.DISTILLED, CommandAction.PROMOTE_TOPIC, CommandAction.DELETE_TOPIC}
)

StateT = TypeVar("StateT", bound=BaseModel)


def read_records(records: Sequence[Record], context: BatchContext) -> list[Read]:
    """Each record parsed once: a turn (with its directive), a command, or a bad record."""
    return [read_record(record, context) for record in records]


def read_record(record: Record, context: BatchContext) -> Read:
    if record.topic == context.turns_topic:
        return _read_turn(record, context)
    if not record.value:
        return BadRead(record, "empty_payload", "record has no value")
    try:
        return CommandRead(record, Command.model_validate_json(record.value))
    except ValidationError as exc:
        first = exc.errors()[0]
        field_name = ".".join(str(p) for p in first["loc"]) or "<root>"
        return BadRead(record, "invalid_command", f"{field_name}: {first['msg']}")


def _read_turn(record: Record, context: BatchContext) -> Read:
    try:
        turn = parse_turn(
            record.value or b"", max_content_bytes=context.content_max_bytes, key=record.key
        )
        directive = detect_directive(turn.content) if turn.role is Role.USER else None
    except InvalidEvent as exc:
        return BadRead(record, exc.reason, exc.detail)
    except Exception as exc:  # a bug meeting unusual input: parked, see decide_batch
        _log_failure(record, exc)
        return BadRead(record, "processing_failed", type(exc).__name__)
    return TurnRead(record, turn, directive)


def forget_texts_for(
    reads: Sequence[Read], states: StateReader, context: BatchContext
) -> list[str]:
    """The texts the batch's forget directives are matched by meaning with: each forget
    statement, its subject's live items and the batch's own remembered statements for that
    subject. Empty when the batch forgets nothing."""
    turns = [r for r in reads if isinstance(r, TurnRead) and r.directive is not None]
    forgetting = {
        r.turn.key for r in turns if r.directive and r.directive.action is DirectiveAction.FORGET
    }
    if not forgetting:
        return []
    live: dict[str, list[str]] = {}
    for key in forgetting:
        ledger = states.ledger(key.encode())
        live[key] = [item.content for item in ledger.live()] if ledger is not None else []
    statements = [(r.turn.key, r.directive.statement) for r in turns if r.directive is not None]
    return forget_texts(statements, live, max_runes=context.statement_max_runes)


def decide_batch(
    reads: Sequence[Read],
    states: StateReader,
    context: BatchContext,
    *,
    now: datetime,
    vectors: Mapping[str, list[float]] | None = None,
) -> BatchPlan:
    """Decide every event of a batch, in order, against the subjects' state.

    ``vectors`` (text → vector for :func:`forget_texts_for`'s texts) let forgets match by
    meaning; without them they match by topic and words. An event whose decision raises is
    dead-lettered as ``processing_failed`` (one poison event must not stop the partition)
    and the others are decided as usual.
    """
    decision = _Decision(states, context, now, dict(vectors or {}))
    for read in reads:
        try:
            decision.decide(read)
        except Exception as exc:
            # Deciding is pure, so this is a bug meeting unusual input: park the event
            # with the exception's type rather than crash the agent and meet the same
            # event again on restart.
            _log_failure(read.record, exc)
            decision.dead(read.record, "processing_failed", type(exc).__name__)
    return decision.finish()


def produced_at(message: Any, *, received: datetime) -> datetime:
    """When a record was produced: its Kafka timestamp (epoch seconds), or ``received`` when
    it has none or one ahead of the receive time. Never the event's own timestamp field,
    which a client may back-date."""
    stamp = getattr(message, "timestamp", None)
    if isinstance(stamp, int | float) and not isinstance(stamp, bool) and stamp > 0:
        produced = datetime.fromtimestamp(stamp, UTC)
        if produced <= received:
            return produced
    return received


def earliest_expiry(ledger: SubjectLedger) -> datetime | None:
    expiries = [i.expires_at for i in ledger.live() if i.expires_at is not None]
    return min(expiries) if expiries else None


def _log_failure(record: Record, exc: Exception) -> None:
    # The stack only: an exception's message may quote the input.
    log.error(
        "deciding %s[%d]@%d failed with %s; dead-lettered\n%s",
        record.topic,
        record.partition,
        record.offset,
        type(exc).__name__,
        "".join(traceback.format_tb(exc.__traceback__)),
    )


class _Decision:
    """The batch being decided: the plan so far and the state it has loaded."""

    def __init__(
        self,
        states: StateReader,
        context: BatchContext,
        now: datetime,
        vectors: dict[str, list[float]],
    ) -> None:
        self.plan = BatchPlan()
        self._states = states
        self._context = context
        self._now = now
        self._vectors = vectors
        self._ledgers: dict[bytes, SubjectLedger] = {}
        self._distill: dict[bytes, DistillState] = {}
        self._tallies: dict[bytes, UseTally] = {}

    def decide(self, read: Read) -> None:
        if isinstance(read, BadRead):
            self.dead(read.record, read.reason, read.detail)
        elif isinstance(read, TurnRead):
            self._turn(read)
        else:
            self._command(read)

    def finish(self) -> BatchPlan:
        for key, ledger in self.plan.ledgers.items():
            self.plan.expiries[key] = earliest_expiry(ledger)
        return self.plan

    def dead(self, record: Record, reason: str, detail: str) -> None:
        self.plan.counts.add("dlq_events", reason)
        self.plan.dead_letters.append(
            dead_letter(
                reason=reason,
                detail=detail,
                topic=record.topic,
                partition=record.partition,
                offset=record.offset,
                key=record.key,
                payload=record.value if isinstance(record.value, bytes) else b"",
            )
        )

    # -- state --------------------------------------------------------------------------

    def _ledger(self, record: Record, key: bytes) -> SubjectLedger:
        """The subject's ledger, with recall's uses folded in when first loaded, so what
        is decided against it reads exact use figures."""
        fresh = key not in self._ledgers
        ledger = self._load(
            self._ledgers, self._states.ledger, SubjectLedger, key, record.partition
        )
        if fresh and self._tally(key).uses:
            self._fold(record, key)
        return ledger

    def _tally(self, key: bytes) -> UseTally:
        tally = self._tallies.get(key)
        if tally is None:
            tally = self._tallies[key] = self._states.uses(key) or UseTally()
        return tally

    def _fold(self, record: Record, key: bytes) -> None:
        """Fold the subject's tally into its ledger (both loaded) and index the items
        whose use moved into a new hour, or which this batch writes anyway."""
        plan, ledger, tally = self.plan, self._ledgers[key], self._tallies[key]
        folded = list(tally.uses)
        written = {doc.id: doc for doc in fold_uses(ledger, tally, now=self._now)}
        for item_id in folded:
            if (ledger.tenant, item_id) in plan.documents:
                written[item_id] = ledger.items[item_id]  # the batch's write: exact figures
        # No source id: a refused use-only write is undone in the ledger alone.
        origin = Origin(record, key, None)
        for doc in written.values():
            plan.origins[doc.id] = origin
            plan.upsert(doc)
        plan.ledgers[key] = ledger
        plan.uses[key] = tally

    def _distill_state(self, key: bytes, partition: int) -> DistillState:
        state = self._load(self._distill, self._states.distill, DistillState, key, partition)
        self.plan.distill[key] = state  # loaded to be changed
        return state

    def _load(
        self,
        loaded: dict[bytes, StateT],
        read: Any,
        model: type[StateT],
        key: bytes,
        partition: int,
    ) -> StateT:
        """A subject's state for this batch: read once, or new and empty. Also notes the
        partition the subject's events come from, where its state is written back."""
        state = loaded.get(key)
        if state is None:
            state = read(key)
            if state is None:
                tenant, subject = split_subject_key(key.decode())
                state = model.model_validate({"tenant": tenant, "subject": subject})
            loaded[key] = state
        self.plan.partitions[key] = partition
        return state

    def _workspace(self, tenant: str) -> WorkspaceSettings:
        workspace = self.plan.tenant_workspaces.get(tenant)
        if workspace is None:
            workspace = self._states.workspace(tenant) or self._context.default_workspace
            self.plan.tenant_workspaces[tenant] = workspace
        return workspace

    # -- turns --------------------------------------------------------------------------

    def _turn(self, read: TurnRead) -> None:
        turn, directive, record = read.turn, read.directive, read.record
        counts = self.plan.counts
        counts.add("turns_consumed", turn.role.value)
        if turn.role is not Role.USER:
            return  # never mined; nothing to load
        workspace = self._workspace(turn.tenant)
        if directive is None and (
            workspace.write_mode is not WriteMode.AUTO
            or not workspace.enabled
            or turn.memory_disabled
        ):
            return  # this turn cannot change the subject's memory: skip loading its ledger
        key = turn.key.encode()
        ledger = self._ledger(record, key)
        if ledger.was_applied(turn.event_id):
            counts.add("replays_skipped")
            return
        outcome = handle_turn(
            turn,
            ledger,
            workspace,
            directive=directive,
            now=self._now,
            limits=self._context.limits(workspace),
            statement_max_runes=self._context.statement_max_runes,
            vectors=self._vectors,
        )
        if outcome.directive is DirectiveAction.FORGET and not outcome.refused:
            counts.add("forget_outcomes", outcome.effects.outcome)
        for kind in outcome.findings:
            counts.add("redaction_findings", kind.value)
        if outcome.refused:
            counts.add("refused_sensitive")
        if outcome.directive is not None:
            counts.add("directives", outcome.directive.value, outcome.language or "unknown")
            self.plan.directive_times.append(produced_at(record, received=self._now))
            ledger.mark_applied(turn.event_id)
            self._collect(record, key, turn.event_id, ledger, outcome.effects)
        if outcome.distill:
            self._buffer_line(read, key)

    def _buffer_line(self, read: TurnRead, key: bytes) -> None:
        """Keep the user's line, redacted and capped, for the session's distillation."""
        turn = read.turn
        line = prepare_statement(turn.content, max_runes=BUFFERED_LINE_RUNES)
        if line.refused:
            return
        state = self._load(
            self._distill, self._states.distill, DistillState, key, read.record.partition
        )
        if append_line(
            state,
            session_id=turn.session_id,
            message_id=turn.message_id,
            text=line.text,
            at=turn.timestamp,
        ):
            self.plan.distill[key] = state

    # -- commands -----------------------------------------------------------------------

    def _command(self, read: CommandRead) -> None:
        command, record = read.command, read.record
        self.plan.counts.add("commands_applied", command.action.value)
        if command.action is CommandAction.WORKSPACE_SETTINGS:
            self._workspace_settings(read)
            return
        key = f"{command.tenant}/{command.subject}".encode()
        if command.action is CommandAction.TOUCH:
            self._touch(read, key)
            return
        ledger = self._ledger(record, key)
        if ledger.was_applied(command.command_id):
            self.plan.counts.add("replays_skipped")
            if command.action is CommandAction.DISTILLED:
                self.plan.jobs_applied.add(key)
            return
        workspace = self._workspace(command.tenant)
        if command.action in _DISTILL_ACTIONS:
            effects = self._distill_command(key, command, record.partition, ledger, workspace)
        else:
            effects = apply_command(
                ledger, command, now=self._now, limits=self._context.limits(workspace)
            )
        ledger.mark_applied(command.command_id)
        self._collect(record, key, command.command_id, ledger, effects)
        # Every command ends with one final event, so a caller waiting on it always hears
        # back, whether the command changed something, was refused, or found nothing.
        primary = ledger.items.get(effects.primary_id) if effects.primary_id else None
        self.plan.changes.append(
            _final(
                command,
                self._now,
                effects.outcome,
                item_id=effects.primary_id,
                status=primary.status if primary else None,
                item=primary,
            )
        )

    def _touch(self, read: CommandRead, key: bytes) -> None:
        """Count recall's uses in the subject's tally (:mod:`agents.uses`); the ledger is
        loaded only for the subject's first touch in an hour, or when this batch has it."""
        command, record = read.command, read.record
        self.plan.partitions[key] = record.partition
        tally = self._tally(key)
        noted = note_touch(tally, command)
        if noted is None:
            self.plan.counts.add("replays_skipped")
            return
        self.plan.uses[key] = tally
        self.plan.counts.add("memories_touched", by=noted)
        if key in self._ledgers:
            self._fold(record, key)
        elif fold_due(tally, self._now):
            self._ledger(record, key)  # folds as it loads
        self.plan.changes.append(_final(command, self._now, "applied"))

    def _workspace_settings(self, read: CommandRead) -> None:
        command = read.command
        assert command.workspace_settings is not None  # validated by Command
        tenant_key = command.tenant.encode()
        self.plan.workspaces[tenant_key] = command.workspace_settings
        self.plan.tenant_workspaces[command.tenant] = command.workspace_settings
        self.plan.partitions[tenant_key] = read.record.partition
        # Like every command, end with one final event, so a caller waiting on it (the
        # recall service's ``?wait=true``) hears back.
        self.plan.changes.append(_final(command, self._now, "applied"))

    def _distill_command(
        self,
        key: bytes,
        command: Command,
        partition: int,
        ledger: SubjectLedger,
        workspace: WorkspaceSettings,
    ) -> Effects:
        state = self._distill_state(key, partition)
        limits = self._context.limits(workspace)
        if command.action is CommandAction.DISTILLED:
            assert command.distill is not None  # validated by Command
            self.plan.jobs_applied.add(key)
            applied = apply_distill_result(
                ledger, state, command.distill, workspace=workspace, limits=limits, now=self._now
            )
            counts = self.plan.counts
            counts.add("distill_ops_dropped", "foreign_id", by=applied.foreign_ids)
            counts.add("distill_ops_dropped", "refused_sensitive", by=applied.refused)
            counts.add("distill_ops_dropped", "unknown_line", by=applied.invalid_lines)
            counts.add("interests_promoted", by=applied.promoted)
            return applied.effects
        assert command.topic is not None  # validated by Command
        if command.action is CommandAction.PROMOTE_TOPIC:
            return promote_topic(
                ledger,
                state,
                command.topic,
                source_id=command.command_id,
                now=self._now,
                limits=limits,
            )
        return remove_topic(
            ledger,
            state,
            command.topic,
            source_id=command.command_id,
            actor=command.actor,
            now=self._now,
            limits=limits,
        )

    # -- effects ------------------------------------------------------------------------

    def _collect(
        self,
        record: Record,
        key: bytes,
        source_id: str,
        ledger: SubjectLedger,
        effects: Effects,
    ) -> None:
        plan, counts = self.plan, self.plan.counts
        plan.ledgers[key] = ledger
        origin = Origin(record, key, source_id)
        for doc_id in [*effects.upserts, *effects.deletes, *(a.id for a in effects.audits)]:
            plan.origins[doc_id] = origin
        for doc in effects.upserts.values():
            plan.upsert(doc)
            # Counted per decision, so the figure does not depend on how turns were
            # batched; a touch only records a use, and has its own counter.
            counts.add("memories_written", doc.origin.value, doc.status.value)
        for doc_id, version in effects.deletes.items():
            plan.delete(ledger.tenant, doc_id, version)
        plan.audits.extend(effects.audits)
        plan.changes.extend(effects.changes)
        for check in effects.blocked:
            counts.add("tombstone_blocks", check.value)
        counts.add("supersessions", by=effects.superseded)
        counts.add("archivals", by=effects.archived)
        counts.add("deduplicated", by=effects.deduplicated)
        counts.add("refused_sensitive", by=effects.refused)


def _final(command: Command, now: datetime, outcome: str, **item: Any) -> ChangeEvent:
    """A command's last change event (``item``: the item it is about, if any)."""
    return ChangeEvent(
        source_id=command.command_id,
        tenant=command.tenant,
        subject=command.subject,
        action=command.action.value,
        at=now,
        final=True,
        outcome=outcome,
        **item,
    )
