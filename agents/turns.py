"""What one chat turn does to a subject's memory, decided without a broker.

Order matters: the settings gate first (a disabled subject's words are not even looked
at), then the role (only the user's own lines are mined), then explicit directives, whose
statements are sanitised and redacted before anything else sees them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

from agents.directives import Directive, DirectiveAction, detect_directive
from agents.forget_match import Vectors
from agents.ledger import SubjectLedger
from agents.redaction import FindingKind
from agents.statements import prepare_statement
from agents.topics import classify
from agents.writer import Candidate, Effects, Limits, audit_only, forget, remember
from schemas.common import MemoryKind, Origin, Role, WriteMode
from schemas.events import ChatTurn
from schemas.settings import WorkspaceSettings, memory_effective

# An explicit "remember" is the user's own word about what matters to them.
EXPLICIT_IMPORTANCE = 4


@dataclass
class TurnOutcome:
    effects: Effects = field(default_factory=Effects)
    gated: bool = False
    directive: DirectiveAction | None = None
    language: str | None = None
    findings: tuple[FindingKind, ...] = ()
    refused: bool = False
    distill: bool = False  # append the user's line to the session buffer (write mode auto)


def handle_turn(
    turn: ChatTurn,
    ledger: SubjectLedger,
    workspace: WorkspaceSettings,
    *,
    now: datetime,
    limits: Limits,
    statement_max_runes: int,
    directive: Directive | Literal["detect"] | None = "detect",
    vectors: Vectors | None = None,
) -> TurnOutcome:
    """Decide one turn. ``directive`` may be passed when the caller already detected it
    (the worker does, to skip loading ledgers for turns that cannot change anything).
    ``vectors`` (text → vector, computed for the batch beforehand) let a forget match by
    meaning; without them it matches by topic and words only."""
    if not memory_effective(
        workspace, ledger.settings, agent_id=turn.agent_id, turn_disabled=turn.memory_disabled
    ):
        return TurnOutcome(gated=True)
    if turn.role is not Role.USER:
        return TurnOutcome()
    if directive == "detect":
        directive = detect_directive(turn.content)
    if directive is None:
        return TurnOutcome(distill=workspace.write_mode is WriteMode.AUTO)
    prepared = prepare_statement(directive.statement, max_runes=statement_max_runes)
    statement, findings, refused = prepared.text, prepared.findings, prepared.refused
    outcome = TurnOutcome(
        directive=directive.action, language=directive.language, findings=findings, refused=refused
    )
    if refused:
        outcome.effects = _refusal(ledger, turn, now=now)
        return outcome
    label = classify(statement)
    if directive.action is DirectiveAction.REMEMBER:
        candidate = Candidate(
            content=statement,
            # "From now on, answer in Portuguese" is how to treat the user: resident.
            kind=MemoryKind.PREFERENCE if directive.standing else label.kind,
            origin=Origin.EXPLICIT,
            source_id=turn.event_id,
            topic=label.topic,
            topic_key=label.topic_key,
            also_keys=label.also,
            importance=EXPLICIT_IMPORTANCE,
            source_session_id=turn.session_id,
            source_message_id=turn.message_id,
            valid_from=turn.timestamp,
        )
        outcome.effects = remember(ledger, candidate, now=now, actor="user", limits=limits)
    else:
        outcome.effects = forget(
            ledger,
            statement,
            source_id=turn.event_id,
            now=now,
            actor="user",
            limits=limits,
            vectors=vectors,
        )
    return outcome


def _refusal(ledger: SubjectLedger, turn: ChatTurn, *, now: datetime) -> Effects:
    """An audit record that a statement was refused as sensitive; never its text."""
    return audit_only(
        ledger, action="refused_sensitive", source_id=turn.event_id, now=now, actor="user"
    )
