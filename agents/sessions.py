"""Session buffers and the debounce: which user lines wait for distillation, when a job is
due, and what a finished job changes. Plain functions over :class:`DistillState`.

A job for a session is due ``extract_delay_seconds`` after its last user turn (a new turn
pushes it back) and never sooner than ``extract_min_interval_seconds`` after the subject's
previous job. The cursor (``distilled_upto``) moves only when a job's result is applied, so
lines that arrive while a job runs simply wait for the next one.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

from agents.interests import interest_label, vocative_names
from agents.topics import dice, topic_key
from schemas.distill import (
    BufferedLine,
    DistillJob,
    DistillResult,
    DistillState,
    SessionBuffer,
    TopicStat,
)
from schemas.settings import WorkspaceSettings

# Earlier lines sent along as context (never re-extracted).
CONTEXT_LINES = 3
# A session's pending lines are distilled in chunks of at most this many.
MAX_JOB_LINES = 50
# Topic labels this similar (character-bigram Dice) are the same topic.
TOPIC_MERGE_THRESHOLD = 0.7
# Sessions remembered per topic: enough to decide promotion at the highest threshold.
TOPIC_SESSIONS_KEPT = 20
MAX_TOPICS = 500
# Message ids remembered per subject so a redelivered turn is not buffered twice.
RECENT_MESSAGES_KEPT = 1000


def append_line(
    state: DistillState, *, session_id: str, message_id: str, text: str, at: datetime
) -> bool:
    """Buffer one redacted user line; False when this message is already buffered."""
    if message_id in state.recent_messages:
        return False
    state.recent_messages = [*state.recent_messages, message_id][-RECENT_MESSAGES_KEPT:]
    buffer = state.sessions.setdefault(session_id, SessionBuffer())
    buffer.lines.append(BufferedLine(seq=state.next_seq, message_id=message_id, text=text, at=at))
    state.next_seq += 1
    buffer.last_turn_at = at if buffer.last_turn_at is None else max(buffer.last_turn_at, at)
    return True


def session_due_at(
    state: DistillState, buffer: SessionBuffer, workspace: WorkspaceSettings
) -> datetime | None:
    if not buffer.pending() or buffer.last_turn_at is None:
        return None
    due = buffer.last_turn_at + timedelta(seconds=workspace.extract_delay_seconds)
    if state.last_job_at is not None:
        due = max(
            due, state.last_job_at + timedelta(seconds=workspace.extract_min_interval_seconds)
        )
    return due


def due_at(state: DistillState, workspace: WorkspaceSettings) -> datetime | None:
    """When this subject's next job is due, or None when nothing waits."""
    times = [t for b in state.sessions.values() if (t := session_due_at(state, b, workspace))]
    return min(times) if times else None


def next_job(
    state: DistillState, workspace: WorkspaceSettings, *, now: datetime
) -> DistillJob | None:
    """The job for the most overdue session, if any is due."""
    best: tuple[datetime, str] | None = None
    for session_id, buffer in state.sessions.items():
        due = session_due_at(state, buffer, workspace)
        if due is not None and due <= now and (best is None or due < best[0]):
            best = (due, session_id)
    if best is None:
        return None
    session_id = best[1]
    buffer = state.sessions[session_id]
    lines = buffer.pending()[:MAX_JOB_LINES]
    context = [line for line in buffer.lines if line.seq <= buffer.distilled_upto][-CONTEXT_LINES:]
    upto = lines[-1].seq
    return DistillJob(
        job_id=str(
            uuid.uuid5(uuid.NAMESPACE_URL, f"{state.tenant}/{state.subject}/{session_id}/{upto}")
        ),
        tenant=state.tenant,
        subject=state.subject,
        session_id=session_id,
        lines=lines,
        context=context,
        upto=upto,
    )


@dataclass(frozen=True)
class Promotion:
    key: str
    label: str
    aliases: tuple[str, ...]


def apply_result(
    state: DistillState,
    result: DistillResult,
    *,
    now: datetime,
    threshold: int,
    blocked_topics: set[str],
) -> list[Promotion]:
    """Advance the cursor past the job's lines and count its question topics.

    Only meaningful noun phrases count (:func:`agents.interests.interest_label`): a label
    made of greetings, the names the user calls the other party in these lines, fillers
    or contraction fragments is dropped. Returns the topics that have just been seen in
    ``threshold`` distinct sessions.
    """
    buffer = state.sessions.get(result.session_id)
    if buffer is not None:
        buffer.distilled_upto = max(buffer.distilled_upto, result.upto)
        pending = buffer.pending()
        done = [line for line in buffer.lines if line.seq <= buffer.distilled_upto]
        buffer.lines = done[-CONTEXT_LINES:] + pending
    state.last_job_at = now
    if result.answer is None:
        return []
    promoted: list[Promotion] = []
    names = vocative_names(line.text for line in result.lines)
    for raw in result.answer.question_topics:
        label = interest_label(raw, names=names)
        if label is None:
            continue
        stat_key = observe_topic(state, label, result.session_id, blocked=blocked_topics)
        if stat_key is None:
            continue
        stat = state.topics[stat_key]
        already = any(p.key == stat_key for p in promoted)
        due = stat.interest_id is None and len(stat.sessions) >= threshold and not already
        # A topic counted before this filter existed is checked again before it is promoted.
        if due and interest_label(stat.label) is not None:
            promoted.append(Promotion(stat_key, stat.label, tuple(stat.aliases)))
    return promoted


def observe_topic(
    state: DistillState, label: str, session_id: str, *, blocked: set[str]
) -> str | None:
    """Record that ``label`` came up in ``session_id``; return its merged topic key."""
    key = topic_key(label)
    if not key or key in blocked:
        return None
    match = find_topic(state, key)
    if match is None:
        if len(state.topics) >= MAX_TOPICS:
            return None
        state.topics[key] = TopicStat(label=label.strip())
        match = key
    stat = state.topics[match]
    if key != match and label.strip() not in stat.aliases and label.strip() != stat.label:
        stat.aliases.append(label.strip())
    if session_id not in stat.sessions:
        stat.sessions = [*stat.sessions, session_id][-TOPIC_SESSIONS_KEPT:]
    return match


def find_topic(state: DistillState, key: str) -> str | None:
    if key in state.topics:
        return key
    scored = [(dice(key, existing), existing) for existing in state.topics]
    scored = [(s, k) for s, k in scored if s >= TOPIC_MERGE_THRESHOLD]
    return max(scored)[1] if scored else None


def pending_sessions(state: DistillState) -> int:
    return sum(1 for b in state.sessions.values() if b.pending())
