from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from pydantic import ValidationError

from agents.ingest import MAX_CLOCK_SKEW, DlqReason, parse_turn, redact_payload
from memstream.errors import InvalidEvent
from schemas.events import ChatTurn

GOOD = {
    "event_id": "e1",
    "tenant": "acme",
    "subject": "alice",
    "session_id": "s1",
    "message_id": "m1",
    "role": "user",
    "content": "remember that I'm vegetarian",
    "timestamp": "2026-03-01T12:00:00+00:00",
}


def raw(**changes: object) -> bytes:
    event = {**GOOD, **changes}
    return json.dumps({k: v for k, v in event.items() if v is not ...}).encode()


def test_a_good_turn_parses_with_its_key() -> None:
    turn = parse_turn(raw(), max_content_bytes=65536)
    assert turn.key == "acme/alice"
    assert turn.memory_disabled is False


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b"\xff\xfe not utf8", DlqReason.NOT_UTF8),
        (b"{not json", DlqReason.INVALID_JSON),
        (b"[1, 2]", DlqReason.NOT_AN_OBJECT),
        (raw(role=...), DlqReason.FIELD_MISSING),
        (raw(role="robot"), DlqReason.UNKNOWN_ROLE),
        (raw(tenant="../etc"), DlqReason.UNSAFE_TENANT),
        (raw(tenant="Acme"), DlqReason.UNSAFE_TENANT),
        (raw(content="x" * 70_000), DlqReason.CONTENT_TOO_LARGE),
        (raw(content="a\x00b"), DlqReason.NUL_BYTE),
        (raw(timestamp="2026-03-01T12:00:00"), DlqReason.FIELD_INVALID),
        (raw(content=42), DlqReason.FIELD_INVALID),
        (b"[" * 100_000, DlqReason.INVALID_JSON),
        (b'{"content": "\\ud800"}', DlqReason.FIELD_MISSING),
        (raw(content="\ud800"), DlqReason.FIELD_INVALID),
        (b"", DlqReason.EMPTY_PAYLOAD),
        (None, DlqReason.EMPTY_PAYLOAD),
        (raw(timestamp="9999-12-31T23:59:59+00:00"), DlqReason.FIELD_INVALID),
        (
            raw(extra=[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]),
            DlqReason.INVALID_JSON,
        ),
    ],
)
def test_each_kind_of_bad_event_is_named(payload: bytes | None, reason: DlqReason) -> None:
    with pytest.raises(InvalidEvent) as info:
        parse_turn(payload, max_content_bytes=65536)
    assert info.value.reason == reason


def test_error_detail_names_the_field_but_never_echoes_the_value() -> None:
    with pytest.raises(InvalidEvent) as info:
        parse_turn(raw(session_id="sk-secret\x01value"), max_content_bytes=65536)
    assert "session_id" in info.value.detail
    assert "sk-secret" not in info.value.detail


def test_a_key_that_disagrees_with_the_payload_is_rejected() -> None:
    with pytest.raises(InvalidEvent) as info:
        parse_turn(raw(), max_content_bytes=65536, key=b"acme/bob")
    assert info.value.reason == DlqReason.KEY_MISMATCH


def test_unknown_fields_are_ignored_for_forward_compatibility() -> None:
    turn = ChatTurn.model_validate({**GOOD, "platform_extra": {"a": 1}})
    assert turn.event_id == "e1"


def test_naive_timestamps_are_rejected_naming_the_field() -> None:
    with pytest.raises(ValidationError, match="timestamp"):
        ChatTurn.model_validate({**GOOD, "timestamp": "2026-03-01T12:00:00"})


def test_a_turn_from_the_near_future_is_accepted_and_from_further_is_not() -> None:
    now = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    soon = (now + MAX_CLOCK_SKEW - timedelta(seconds=1)).isoformat()
    late = (now + MAX_CLOCK_SKEW + timedelta(seconds=1)).isoformat()
    assert parse_turn(raw(timestamp=soon), max_content_bytes=65536, now=now).event_id == "e1"
    with pytest.raises(InvalidEvent, match="producer's clock"):
        parse_turn(raw(timestamp=late), max_content_bytes=65536, now=now)


def test_brackets_inside_strings_do_not_count_towards_the_nesting_limit() -> None:
    turn = parse_turn(raw(content="[[[[" * 20 + "{{{{" * 20), max_content_bytes=65536)
    assert turn.content.startswith("[[[[")


@pytest.mark.parametrize("ascii_json", [True, False])
def test_a_dead_lettered_json_payload_is_redacted_after_its_escapes_are_decoded(
    ascii_json: bool,
) -> None:
    payload = json.dumps(
        {**GOOD, "content": "密码是abc123xyz，卡号５５００ ００００ ００００ ０００４"},
        ensure_ascii=ascii_json,
    )
    kept = redact_payload(payload.encode(), max_runes=8192)
    assert "abc123xyz" not in kept
    assert "５５００" not in kept
    assert json.loads(kept)["content"] == "密码是[redacted:password]，卡号[redacted:payment_card]"


def test_a_payload_that_is_not_json_is_redacted_as_text() -> None:
    kept = redact_payload(b"garbage alice@example.com {", max_runes=8192)
    assert kept == "garbage [redacted:email] {"


@pytest.mark.parametrize(
    "subject", ["_workspace", "_anything", " ", " bob", "bob ", "\u202eevil", "a\u200bb"]
)
def test_reserved_and_invisible_subjects_are_dead_lettered_as_unsafe_subject(subject: str) -> None:
    with pytest.raises(InvalidEvent) as caught:
        parse_turn(raw(subject=subject), max_content_bytes=65536)
    assert caught.value.reason == DlqReason.UNSAFE_SUBJECT
    assert subject.strip() not in caught.value.detail or not subject.strip()


@pytest.mark.parametrize("subject", ["bob", "user-42", "Zoë Müller", "用户甲", "a/b", "mail_box"])
def test_ordinary_subjects_still_parse(subject: str) -> None:
    assert parse_turn(raw(subject=subject), max_content_bytes=65536).subject == subject


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("session_id", "4111 1111 1111 1111"),
        ("session_id", "4111111111111111"),
        ("message_id", "alice@example.com"),
        ("event_id", "+44 7700 900123"),
        ("agent_id", "sk-proj-abc123def456ghi789jkl"),
    ],
)
def test_an_id_holding_a_secret_is_refused_and_the_detail_never_echoes_it(
    field: str, value: str
) -> None:
    with pytest.raises(InvalidEvent) as caught:
        parse_turn(raw(**{field: value}), max_content_bytes=65536)
    assert caught.value.reason == DlqReason.UNSAFE_IDENTIFIER
    assert field in caught.value.detail
    assert value not in caught.value.detail


@pytest.mark.parametrize(
    "value",
    [
        "550e8400-e29b-41d4-a716-446655440000",
        "01HZX3Q9K7M2N4P6R8T0V2W4Y6",
        "1541815603606036480",
        "sess-2026-05-01-abc",
        "42",
        "chat:9f86d081884c7d65",
    ],
)
def test_ordinary_id_shapes_are_not_mistaken_for_secrets(value: str) -> None:
    turn = parse_turn(
        raw(session_id=value, message_id=value, event_id=value), max_content_bytes=65536
    )
    assert turn.session_id == value


def test_a_card_split_by_zero_width_characters_does_not_survive_the_dlq() -> None:
    card = "4111\u200b1111\u200c1111\u2060" + "1111"
    kept = redact_payload(json.dumps({**GOOD, "content": f"card {card}"}).encode(), max_runes=8192)
    assert "1111" not in kept
    kept_text = redact_payload(f"not json {{ card {card}".encode(), max_runes=8192)
    assert "1111" not in kept_text


def test_escaped_secrets_inside_invalid_json_are_decoded_before_redaction() -> None:
    # "密码是abc123xyz" and a card, written as \\u escapes, in a payload that does not parse.
    escaped = json.dumps("密码是abc123xyz 4111 1111 1111 1111")[1:-1].encode()
    payload = b'{"content": "' + escaped + b'", "role": '
    assert b"\\u5bc6" in payload
    kept = redact_payload(payload, max_runes=8192)
    assert "abc123xyz" not in kept
    assert "1111" not in kept
    assert "[redacted:password]" in kept


@pytest.mark.parametrize("prefix", [8192 - 10, 8192 - 19, 8192 - 4])
def test_the_cut_never_keeps_the_first_half_of_a_secret(prefix: int) -> None:
    text = "x" * prefix + " 4111 1111 1111 1111 tail"
    kept = redact_payload(f"not json {{ {text}".encode(), max_runes=8192)
    assert len(kept) <= 8192
    assert "4111" not in kept
    assert not kept.endswith("[redacted"), "a cut placeholder is left out whole"


@pytest.mark.parametrize("back", range(1, 26))
def test_a_placeholder_cut_anywhere_by_the_limit_is_left_out_whole(back: int) -> None:
    text = "x" * (8192 - back) + " 4111 1111 1111 1111 tail"
    kept = redact_payload(f"not json {{ {text}".encode(), max_runes=8192)
    whole = "[redacted:payment_card]"
    assert not any(kept.endswith(whole[:i]) for i in range(1, len(whole))), kept[-30:]


def test_a_dead_lettered_json_key_is_the_label_of_its_value() -> None:
    """Found by the adversarial worker test: redacted one by one, neither "mdp" nor "(gâu"
    is a secret, but the record's reader sees ``"mdp": "(gâu"``. The other fields stay."""
    payload = json.dumps({**GOOD, "mdp": "(gâu", "note": "see you at 5"}).encode()
    kept = redact_payload(payload, max_runes=8192)
    assert "gâu" not in kept
    assert json.loads(kept)["note"] == "see you at 5"
    assert json.loads(kept)["event_id"] == GOOD["event_id"]
