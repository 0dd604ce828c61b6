"""Hostile input against the pure functions of the write path (no broker).

- ``parse_turn`` turns any bytes into a ``ChatTurn`` or raises ``InvalidEvent`` with one
  of the fixed DLQ reasons, and nothing else.
- Whatever a user types after "remember that", the statement bound for the index is one
  line, has no control or invisible characters, fits the rune cap, holds nothing the
  redactor would find, and none of the known secrets the text carried is readable in it
  (however it was spaced, split by invisible characters or written in full-width forms).
- A dead-letter record holds nothing the redactor would find either, also once its
  payload is read as the JSON it is (the way an operator or a replay tool reads it).

The explicit cases below each pin one way a secret gets through today (see their
docstrings); the properties find them too, and would find the next one.
"""

from __future__ import annotations

import json
import sys
import traceback
from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from agents.dead_letters import dead_letter
from agents.ingest import MAX_JSON_NESTING, DlqReason, parse_turn
from agents.ledger import SubjectLedger
from agents.redaction import redact
from agents.statements import prepare_statement
from agents.turns import handle_turn
from agents.writer import Limits
from memstream.errors import InvalidEvent
from schemas.settings import WorkspaceSettings
from tests.adversarial.strategies import (
    INVISIBLE,
    SECRET_CORES,
    SECRETS,
    encode,
    hidden_characters,
    message_text,
    raw_events,
    readable_secrets,
    turn_objects,
)

MAX_BYTES = 65536
REASONS = {r.value for r in DlqReason}
PROPERTY = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def leaks(text: str) -> list[str]:
    """What the redactor finds in ``text`` (its own placeholders are no finding:
    ``test_redaction_is_idempotent``)."""
    return [f"{f.kind.value}: {text[f.start : f.end]!r}" for f in redact(text).findings]


def assert_clean_line(text: str, *, max_runes: int) -> None:
    assert len(text) <= max_runes
    assert text == text.strip()
    bad = hidden_characters(text)
    assert bad == [], f"control/invisible characters {bad!r} in {text!r}"
    assert leaks(text) == [], f"found in stored text {text!r}"
    assert readable_secrets(text) == [], f"secret readable in stored text {text!r}"


def unescaped(text: str) -> str:
    """The text as a reader of the JSON sees it: escapes decoded, when it is JSON."""
    try:
        return json.dumps(json.loads(text), ensure_ascii=False)
    except (ValueError, RecursionError):
        return text


@PROPERTY
@given(raw=st.binary(max_size=2000), key=st.one_of(st.none(), st.binary(max_size=30)))
def test_parse_turn_accepts_or_names_a_reason_for_any_bytes(raw: bytes, key: bytes | None) -> None:
    try:
        parse_turn(raw, max_content_bytes=MAX_BYTES, key=key)
    except InvalidEvent as exc:
        assert exc.reason in REASONS
        assert raw.decode("utf-8", "replace")[:40] not in exc.detail or len(raw) < 4


@PROPERTY
@given(event=raw_events(tenant="adv"))
def test_parse_turn_accepts_or_names_a_reason_for_hostile_events(
    event: tuple[bytes | None, bytes | None],
) -> None:
    key, value = event
    assert value is not None
    try:
        turn = parse_turn(value, max_content_bytes=MAX_BYTES, key=key)
    except InvalidEvent as exc:
        assert exc.reason in REASONS
    else:
        assert len(turn.content.encode()) <= MAX_BYTES
        assert "\x00" not in turn.content


@PROPERTY
@given(text=message_text)
@example(text="remember that my card is 4111\u200b1111\u200b1111\u200b1111")
@example(text="记住我的手机号是138\u200d1234\u200d5678，我住在北京")
def test_a_statement_bound_for_the_index_is_one_clean_redacted_line(text: str) -> None:
    prepared = prepare_statement(text, max_runes=300)
    if not prepared.refused:
        assert_clean_line(prepared.text, max_runes=300)


@PROPERTY
@given(obj=turn_objects(tenant="adv"))
def test_what_a_turn_stores_is_clean(obj: dict[str, object]) -> None:
    try:
        turn = parse_turn(encode(obj, "utf8"), max_content_bytes=MAX_BYTES)
    except InvalidEvent:
        return
    ledger = SubjectLedger(tenant=turn.tenant, subject=turn.subject)
    outcome = handle_turn(
        turn,
        ledger,
        WorkspaceSettings(),
        now=datetime.now(UTC),
        limits=Limits(),
        statement_max_runes=300,
    )
    for doc in outcome.effects.upserts.values():
        assert_clean_line(doc.content, max_runes=300)


@PROPERTY
@given(
    secret=st.sampled_from(sorted(SECRET_CORES)),
    mark=st.sampled_from(INVISIBLE),
    where=st.integers(1, 12),
    before=st.sampled_from(["my note: ", "I use ", "记住", ""]),
    after=st.sampled_from(["", " and I like tea", "，谢谢"]),
)
def test_an_invisible_character_inside_a_secret_does_not_smuggle_it_into_the_index(
    secret: str, mark: str, where: int, before: str, after: str
) -> None:
    """One invisible character somewhere inside a secret (the classic way to slip one
    past a filter): the stored statement must not let it be read."""
    where = min(where, len(secret) - 1)
    text = f"remember that {before}{secret[:where]}{mark}{secret[where:]}{after}"
    prepared = prepare_statement(text, max_runes=300)
    if not prepared.refused:
        assert_clean_line(prepared.text, max_runes=300)


SMUGGLED = [
    # (what the user sends, a piece of the secret that must not be stored)
    ("remember that my email is alice.secret\u200b@example.com", "alice.secret"),
    ("remember that my key is sk-proj-AbCdEf0123\u200b456789AbCdEf0123456789", "456789AbCdEf"),
    ("remember that my token is ghp_abcdefghij\u2060klmnopqrstuvwxyz0123456789", "klmnopqrst"),
    ("记住密码是abc\u200b123xyz", "123xyz"),
    ("remember that my password is Tr0u\u200db4dor&3 for the gym", "b4dor"),
]


@pytest.mark.parametrize(("text", "piece"), SMUGGLED)
def test_a_secret_split_by_a_zero_width_character_is_still_redacted(text: str, piece: str) -> None:
    """``sanitize`` used to turn each zero-width or format character into a space before
    redaction, so no detector matched the two halves ("alice.secret @example.com" was
    stored); it now deletes them."""
    prepared = prepare_statement(text, max_runes=300)
    assert prepared.refused or piece not in prepared.text, prepared.text
    assert prepared.refused or readable_secrets(prepared.text) == [], prepared.text


@pytest.mark.parametrize(
    "text",
    [
        "remember that my card is 4111 1111 1111 1111+44 7700 900123 thanks",
        "remember that my card 4111111111111111+447700900123 is for the gym",
        "remember that I wrote alice.secret@example.com+447700900123 on the form",
        "merk dir, dass +44 7700 900123 13812345678 +44 7700 900123",
    ],
)
def test_a_secret_right_after_another_is_redacted_too(text: str) -> None:
    """The phone glued to the card fails its boundary check until the card is a
    placeholder: ``redact`` rescans until a pass finds nothing new."""
    prepared = prepare_statement(text, max_runes=300)
    assert readable_secrets(prepared.text) == [], prepared.text
    assert leaks(prepared.text) == [], prepared.text


def dlq_record(payload: bytes) -> str:
    record = dead_letter(
        reason="field_invalid",
        detail="tenant: invalid",
        topic="memstream.turns",
        partition=0,
        offset=0,
        key=None,
        payload=payload,
    )
    return record.payload_redacted


@PROPERTY
@given(event=raw_events(tenant="Not A Tenant"))
def test_a_dead_letter_holds_no_finding_as_written(
    event: tuple[bytes | None, bytes | None],
) -> None:
    _, value = event
    assert value is not None
    text = dlq_record(value)
    assert leaks(text) == []
    assert readable_secrets(text) == [], text[:300]


@pytest.mark.parametrize("secret", SECRETS)
@pytest.mark.parametrize("ascii_json", [False, True], ids=["utf8-json", "ascii-json"])
def test_a_dead_letter_holds_no_finding_once_its_json_is_read(
    secret: str, ascii_json: bool
) -> None:
    """An invalid event (here: a bad tenant) whose content holds a secret: the DLQ record's
    payload, read as JSON, must not give the secret back.

    With ``json.dumps``'s default (``ensure_ascii=True``) a non-ASCII secret or label
    (``密码是…``, full-width digits, ``＠``) is ``\\uXXXX`` escapes in the raw text, which
    the redactor cannot see; ``redact_payload`` redacts the decoded values.
    """
    event = {
        "event_id": "e1",
        "tenant": "Not A Tenant",
        "subject": "alice",
        "session_id": "s1",
        "message_id": "m1",
        "role": "user",
        "content": f"remember that {secret} please",
        "timestamp": "2026-03-01T12:00:00+00:00",
    }
    payload = json.dumps(event, ensure_ascii=ascii_json).encode()
    text = dlq_record(payload)
    assert leaks(text) == []
    assert leaks(unescaped(text)) == [], f"readable in the DLQ record: {text!r}"


@pytest.mark.parametrize(
    "text",
    [
        "my password is hunter2 and I like tea",
        "密码是abc123xyz，我喜欢喝茶",
        "my PIN is 4321 for the gym",
    ],
)
def test_redaction_is_idempotent(text: str) -> None:
    """Redacting redacted text finds nothing more: a stored statement, re-scanned (by
    ``memstream analyze``, a manager edit, an export check), has no findings.

    The password detector once took its own placeholder for the value after a label.
    """
    once = redact(text)
    assert once.findings, "the fixture must hold a secret"
    twice = redact(once.text)
    assert twice.text == once.text
    assert [(f.kind.value, once.text[f.start : f.end]) for f in twice.findings] == []


def _verdict(raw: bytes) -> str:
    try:
        parse_turn(raw, max_content_bytes=MAX_BYTES)
    except InvalidEvent as exc:
        return exc.reason
    return "accepted"


def _verdict_deeper(frames: int, raw: bytes) -> str:
    return _verdict_deeper(frames - 1, raw) if frames else _verdict(raw)


def _nested(depth: int) -> bytes:
    head = (
        '{"event_id": "e", "tenant": "adv", "subject": "a", "session_id": "s", '
        '"message_id": "m", "role": "user", "content": "hi [[[ {{{ ", '
        '"timestamp": "2026-03-01T12:00:00+00:00", "extra": '
    )
    # The outer object is one level; brackets inside strings do not count.
    return (head + "[" * (depth - 1) + "]" * (depth - 1) + "}").encode()


@pytest.mark.parametrize("depth", [MAX_JSON_NESTING, MAX_JSON_NESTING + 1, 400, 5000])
def test_the_verdict_does_not_depend_on_the_callers_stack(depth: int) -> None:
    """The same bytes get the same verdict wherever ``parse_turn`` is called from: a fixed
    nesting limit decides, not how deep the caller's stack already is (the worker parses
    under faust's and asyncio's frames, a replay tool or this test under fewer)."""
    raw = _nested(depth)
    expected = "accepted" if depth <= MAX_JSON_NESTING else "invalid_json"
    assert _verdict(raw) == expected
    assert _verdict_deeper(sys.getrecursionlimit() - len(traceback.extract_stack()) - 60, raw) == (
        expected
    )
