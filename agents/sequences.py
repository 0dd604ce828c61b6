"""Replay a sequence of remember/forget steps through the real writer (the integrity eval).

Each ``{"remember": statement}`` is prepared like a directive's statement (sanitised,
redacted, capped), classified, and written as an explicit candidate; each
``{"forget": phrase}`` is matched with vectors from ``embed`` for the phrase and the
subject's live items, computed before the writer decides — as the worker does for a batch.
The result is the contents that are active afterwards, in the order they were written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta

from agents.ledger import SubjectLedger
from agents.statements import prepare_statement
from agents.topics import classify
from agents.writer import Candidate, Limits, forget, remember
from schemas.common import Origin, Status

Embed = Callable[[list[str]], list[list[float]]]

_START = datetime(2026, 1, 1, tzinfo=UTC)
_LIMITS = Limits()
_IMPORTANCE = 4  # as for an explicit remember in the worker


def replay_sequence(steps: Sequence[Mapping[str, str]], embed: Embed | None = None) -> list[str]:
    """The active contents after applying ``steps`` to an empty memory."""
    ledger = SubjectLedger(tenant="eval", subject="replay")
    for n, step in enumerate(steps):
        now = _START + timedelta(minutes=n)
        source = f"step-{n}"
        if "remember" in step:
            prepared = prepare_statement(step["remember"], max_runes=_LIMITS.statement_max_runes)
            if prepared.refused:
                continue
            label = classify(prepared.text)
            remember(
                ledger,
                Candidate(
                    content=prepared.text,
                    kind=label.kind,
                    origin=Origin.EXPLICIT,
                    source_id=source,
                    topic=label.topic,
                    topic_key=label.topic_key,
                    also_keys=label.also,
                    importance=_IMPORTANCE,
                    source_message_id=source,
                    valid_from=now,
                ),
                now=now,
                actor="user",
                limits=_LIMITS,
            )
        elif "forget" in step:
            prepared = prepare_statement(step["forget"], max_runes=_LIMITS.statement_max_runes)
            if prepared.refused:
                continue
            texts = list(dict.fromkeys([prepared.text, *(i.content for i in ledger.live())]))
            vectors = dict(zip(texts, embed(texts), strict=True)) if embed is not None else {}
            forget(
                ledger,
                prepared.text,
                source_id=source,
                now=now,
                actor="user",
                limits=_LIMITS,
                vectors=vectors,
            )
    active = [i for i in ledger.items.values() if i.status is Status.ACTIVE]
    active.sort(key=lambda i: (i.recorded_at, i.id))
    return [i.content for i in active]
