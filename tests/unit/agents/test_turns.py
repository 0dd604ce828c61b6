"""One chat turn's decision, list-in/list-out: gate, role, directive, statement, kind."""

from __future__ import annotations

from datetime import UTC, datetime

from agents.directives import DirectiveAction
from agents.ledger import SubjectLedger
from agents.turns import handle_turn
from agents.writer import Limits
from schemas.common import MemoryKind, Role, WriteMode
from schemas.events import ChatTurn
from schemas.settings import WorkspaceSettings

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def turn(content: str, *, role: Role = Role.USER, n: int = 1) -> ChatTurn:
    return ChatTurn(
        event_id=f"e{n}",
        tenant="acme",
        subject="alice",
        session_id="s1",
        message_id=f"m{n}",
        role=role,
        content=content,
        timestamp=NOW,
    )


def decide(content: str, ledger: SubjectLedger, **kwargs: object):  # type: ignore[no-untyped-def]
    return handle_turn(
        turn(content, **kwargs),  # type: ignore[arg-type]
        ledger,
        WorkspaceSettings(write_mode=WriteMode.EXPLICIT_ONLY),
        now=NOW,
        limits=Limits(),
        statement_max_runes=300,
    )


def stored(ledger: SubjectLedger) -> dict[str, MemoryKind]:
    return {item.content: item.kind for item in ledger.active()}


def test_a_standing_instruction_is_stored_as_a_preference_next_to_an_ordinary_fact() -> None:
    ledger = SubjectLedger(tenant="acme", subject="alice")
    standing = decide("From now on, please answer me in Portuguese.", ledger)
    fact = decide("Remember that my sister Ines lives in Porto.", ledger, n=2)
    assert standing.directive is fact.directive is DirectiveAction.REMEMBER
    kinds = stored(ledger)
    assert len(kinds) == 2
    assert [k for c, k in kinds.items() if "Portuguese" in c] == [MemoryKind.PREFERENCE]
    assert [k for c, k in kinds.items() if "Ines" in c] != [MemoryKind.PREFERENCE]


def test_only_the_users_own_lines_carry_directives() -> None:
    ledger = SubjectLedger(tenant="acme", subject="alice")
    said = decide("Remember that I'm allergic to shellfish.", ledger, role=Role.ASSISTANT)
    assert said.directive is None and stored(ledger) == {}
    mine = decide("Remember that I'm allergic to shellfish.", ledger, n=2)
    assert mine.directive is DirectiveAction.REMEMBER
    assert list(stored(ledger)) == ["I'm allergic to shellfish"]


def test_a_directive_that_is_nothing_but_a_secret_is_refused_and_stores_nothing() -> None:
    ledger = SubjectLedger(tenant="acme", subject="alice")
    refused = decide("remember that my password is Tr0ub4dor&3", ledger)
    assert refused.refused and stored(ledger) == {}
    kept = decide("remember that my locker code changes every month", ledger, n=2)
    assert not kept.refused and len(stored(ledger)) == 1
