"""What the subject's writer does with a finished distillation job and with the manager's
topic commands: plain functions over the ledger and the distill state."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from agents.distiller import plan_operations
from agents.ledger import SubjectLedger
from agents.sessions import apply_result, find_topic
from agents.statements import prepare_label
from agents.topics import topic_key
from agents.writer import (
    Effects,
    Limits,
    apply_distilled,
    delete_topic,
    deleted_topics,
    interest_candidate,
    remember,
)
from schemas.common import Status
from schemas.distill import DistillJob, DistillResult, DistillState, TopicStat
from schemas.settings import WorkspaceSettings


@dataclass(frozen=True)
class DistillApplied:
    effects: Effects
    foreign_ids: int = 0
    refused: int = 0
    invalid_lines: int = 0
    promoted: int = 0


def apply_distill_result(
    ledger: SubjectLedger,
    state: DistillState,
    result: DistillResult,
    *,
    workspace: WorkspaceSettings,
    limits: Limits,
    now: datetime,
) -> DistillApplied:
    """Apply a job's operations, advance its session's cursor, and promote topics."""
    effects = Effects()
    stats = DistillApplied(effects)
    if result.answer is not None and not result.parked:
        job = DistillJob(
            job_id=result.job_id,
            tenant=ledger.tenant,
            subject=ledger.subject,
            session_id=result.session_id,
            lines=result.lines,
            upto=result.upto,
        )
        planned = plan_operations(
            result.answer, job, ledger, statement_max_runes=limits.statement_max_runes, now=now
        )
        effects.merge(
            apply_distilled(
                ledger,
                adds=planned.adds,
                updates=planned.updates,
                deletes=planned.deletes,
                source_id=result.job_id,
                now=now,
                limits=limits,
            )
        )
        stats = DistillApplied(effects, planned.foreign_ids, planned.refused, planned.invalid_lines)
    promotions = apply_result(
        state,
        result,
        now=now,
        threshold=workspace.interest_threshold,
        blocked_topics=deleted_topics(ledger),
    )
    for promotion in promotions:
        fx = remember(
            ledger,
            interest_candidate(
                promotion.key,
                promotion.label,
                promotion.aliases,
                source_id=f"{result.job_id}:{promotion.key}",
            ),
            now=now,
            actor="distiller",
            limits=limits,
        )
        state.topics[promotion.key].interest_id = fx.primary_id
        effects.merge(fx)
    return DistillApplied(
        effects, stats.foreign_ids, stats.refused, stats.invalid_lines, len(promotions)
    )


def promote_topic(
    ledger: SubjectLedger,
    state: DistillState,
    label: str,
    *,
    source_id: str,
    now: datetime,
    limits: Limits,
) -> Effects:
    """The manager promotes a topic to an interest at once, seen or not."""
    label = prepare_label(label)
    if not label:  # nothing but secrets: there is no topic to promote
        effects = Effects()
        effects.outcome = "refused_sensitive"
        return effects
    key = topic_key(label)
    match = find_topic(state, key) or key
    stat = state.topics.setdefault(match, TopicStat(label=label.strip()))
    if stat.interest_id is not None and stat.interest_id in ledger.items:
        effects = Effects()
        effects.outcome, effects.primary_id = "deduplicated", stat.interest_id
        return effects
    # The manager's own promotion is a confirmation: the interest is active at once.
    candidate = interest_candidate(
        match, stat.label, tuple(stat.aliases), source_id=source_id, status=Status.ACTIVE
    )
    fx = remember(ledger, candidate, now=now, actor="manager", limits=limits)
    stat.interest_id = fx.primary_id
    return fx


def remove_topic(
    ledger: SubjectLedger,
    state: DistillState,
    label: str,
    *,
    source_id: str,
    actor: str,
    now: datetime,
    limits: Limits,
) -> Effects:
    """The manager deletes a topic: it and its aliases are tombstoned, its interest deleted."""
    label = prepare_label(label)  # topics are stored prepared: look them up the same way
    key = topic_key(label)
    match = find_topic(state, key)
    stat = state.topics.pop(match, None) if match is not None else None
    labels = [label] if stat is None else [stat.label, *stat.aliases]
    return delete_topic(
        ledger,
        labels=labels,
        key=match or key,
        interest_id=stat.interest_id if stat else None,
        source_id=source_id,
        now=now,
        actor=actor,
        limits=limits,
    )
