"""Hypothesis strategies for hostile chat events and message text.

Text mixes scripts (Latin, CJK, Arabic, Hebrew, Cyrillic, emoji), invisible and
direction-changing characters (zero-width spaces and joiners, the BOM, LRM/RLM, bidi
embeddings, overrides and isolates, tag characters), control characters, line and
paragraph separators, and things the redactor is meant to find (cards, emails, phones,
keys, passwords), next to directive openings, so that some of it reaches the index.
Events range from random bytes through deep JSON to turn-shaped objects whose fields are
each sometimes wrong.
"""

from __future__ import annotations

import json
import re
import unicodedata
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from hypothesis import strategies as st

INVISIBLE = (
    "\u200b\u200c\u200d\u2060\ufeff"  # zero-width space / non-joiner / joiner, word joiner, BOM
    "\u200e\u200f\u061c"  # LRM, RLM, Arabic letter mark
    "\u202a\u202b\u202c\u202d\u202e"  # bidi embeddings and overrides
    "\u2066\u2067\u2068\u2069"  # bidi isolates
    "\u00ad\u180e\U000e0041\U000e007f"  # soft hyphen, Mongolian vowel separator, tags
)
CONTROL = "\x01\x07\x08\t\n\x0b\x0c\r\x1b\x7f\x85\u2028\u2029"
SCRIPTS = (
    "héllo wörld ",
    "我对花生过敏，住在上海 ",
    "مرحبا بالعالم ",
    "שלום עולם ",
    "Привет мир ",
    "こんにちは ",
    "안녕하세요 ",
    "🙂👍🏽🇩🇪 ",
    "e\u0301\u0301 ",  # stacked combining marks
    "Ｆｕｌｌｗｉｄｔｈ１２３ ",
)
SECRETS = (
    "4111 1111 1111 1111",
    "4111-1111-1111-1111",
    "５５００ ００００ ００００ ０００４",  # full-width card
    "alice.secret@example.com",
    "alice＠example.com",
    "+44 7700 900123",
    "(415) 555-2671",
    "13812345678",
    "sk-proj-AbCdEf0123456789AbCdEf0123456789",
    "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    "AKIAIOSFODNN7EXAMPLE",
    "my password is Tr0ub4dor&3",
    "密码是abc123xyz",
    "PIN码是4321",
    "postgres://bob:s3cr3tpw@db.example.com/x",
    "GB82 WEST 1234 5698 7654 32",
    "123-45-6789",
)
# The sensitive part of each secret, in the form :func:`core` gives it: what must never be
# readable in a stored statement or a DLQ record, however it was spaced, split or escaped.
SECRET_CORES = {
    "4111 1111 1111 1111": "4111111111111111",
    "4111-1111-1111-1111": "4111111111111111",
    "５５００ ００００ ００００ ０００４": "5500000000000004",
    "alice.secret@example.com": "alicesecret@examplecom",
    "alice＠example.com": "alice@examplecom",
    # with its "+": a bare run of digits is no recognisable phone number (an order number)
    "+44 7700 900123": "+447700900123",
    "(415) 555-2671": "4155552671",
    "13812345678": "13812345678",
    "sk-proj-AbCdEf0123456789AbCdEf0123456789": "skprojabcdef0123456789abcdef0123456789",
    "ghp_abcdefghijklmnopqrstuvwxyz0123456789": "ghpabcdefghijklmnopqrstuvwxyz0123456789",
    "AKIAIOSFODNN7EXAMPLE": "akiaiosfodnn7example",
    "my password is Tr0ub4dor&3": "tr0ub4dor3",
    "密码是abc123xyz": "abc123xyz",
    "postgres://bob:s3cr3tpw@db.example.com/x": "s3cr3tpw",
    "GB82 WEST 1234 5698 7654 32": "gb82west12345698765432",
    "123-45-6789": "123456789",
}


def core(text: str) -> str:
    """Letters, digits, "@" and "+" only, NFKC and casefolded."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in folded if c.isalnum() or c in "@+")


_GAP = r"[\s\-_.()]*"


def _readable(part: str) -> re.Pattern[str]:
    # The part's characters in order with only spacing, dashes, dots or parentheses between
    # them (what an invisible character becomes once sanitised, or a sloppy grouping), and
    # no letter or digit right before or after, nor a digit across such a gap: run into
    # other digits ("0.4155552671", "0 415555)2671") a number is just a longer number.
    return re.compile(
        r"(?<![0-9a-z])" + _GAP.join(map(re.escape, part)) + rf"(?![0-9a-z])(?!{_GAP}[0-9])"
    )


_GLUED_BEFORE = re.compile(r"[0-9]" + _GAP + r"\Z")


_READABLE = {secret: _readable(part) for secret, part in SECRET_CORES.items()}


def readable_secrets(text: str) -> list[str]:
    """The known secrets whose sensitive part can still be read in ``text``, however it is
    spaced, split by invisible characters or written in full-width forms."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return [
        secret
        for secret, pattern in _READABLE.items()
        if any(
            not _GLUED_BEFORE.search(folded, 0, found.start()) for found in pattern.finditer(folded)
        )
    ]


def hidden_characters(text: str) -> list[str]:
    """Control, invisible and line-separator characters in stored text. The one allowed
    is an emoji's zero-width joiner, between two pictographs (agents/sanitize.py)."""
    bad = []
    for n, c in enumerate(text):
        if unicodedata.category(c) not in ("Cc", "Cf", "Zl", "Zp"):
            continue
        joined = (
            c == "\u200d"
            and 0 < n < len(text) - 1
            and (unicodedata.category(text[n - 1]) == "So" or text[n - 1] == "\ufe0f")
            and unicodedata.category(text[n + 1]) == "So"
        )
        if not joined:
            bad.append(c)
    return bad


OPENINGS = (
    "remember that ",
    "Remember: ",
    "please remember ",
    "forget that ",
    "记住",
    "请记住，",
    "merk dir, dass ",
    "don't forget that ",
    "",
)

# Secrets stand apart from their neighbours (a space each side): glued to a random digit
# or letter a card number is just a longer number. Secrets glued to each other are
# explicit cases in test_ingest_properties.py.
pieces = st.one_of(
    st.text(max_size=40),
    st.sampled_from(SCRIPTS),
    st.sampled_from(SECRETS).map(lambda s: f" {s} "),
    st.text(alphabet=INVISIBLE + CONTROL, min_size=1, max_size=6),
    st.builds(lambda s, z: f" {z.join(s)} ", st.sampled_from(SECRETS), st.sampled_from(INVISIBLE)),
)

directive_text = st.builds(
    lambda o, p: o + "".join(p), st.sampled_from(OPENINGS), st.lists(pieces, max_size=8)
)
message_text = st.one_of(
    directive_text,
    directive_text,
    directive_text,
    st.text(max_size=300),
    st.builds(
        lambda c, n: c * n,
        st.sampled_from(["a", "记", "\u200b", "🙂", "x "]),
        st.integers(1, 3000),
    ),
)

# Big strings: either side of the 64 KiB content limit, counted in UTF-8 bytes.
huge_text = st.builds(
    lambda c, extra: c * ((65536 // len(c.encode())) + extra),
    st.sampled_from(["a", "é", "记", "🙂"]),
    st.integers(-3, 3),
)


def _deep(depth: int, kind: str) -> str:
    return "[" * depth + "]" * depth if kind == "list" else '{"a":' * depth + "1" + "}" * depth


# At most 40,000 levels (240 KB as dicts): an event holds up to three such values beside a
# 64 KiB content, and Kafka refuses a record over 1 MB before any worker sees it.
deep_json = st.builds(_deep, st.integers(50, 40_000), st.sampled_from(["list", "dict"]))

tenants = st.one_of(
    st.sampled_from(["adv", "adv-2", "adv_3"]),
    st.text(max_size=60),
    st.sampled_from(["", "ADV", "adv!", "a" * 49, "-adv", "adv/x", "..", "adv\u200b"]),
)
identifiers = st.one_of(
    st.text(min_size=1, max_size=20),
    st.sampled_from(["", "x" * 201, "a\nb", "a\x00b", "\ud800"]),
    st.text(alphabet=INVISIBLE, min_size=1, max_size=5),
)
timestamps = st.one_of(
    st.datetimes(
        min_value=datetime(1, 1, 2),
        max_value=datetime(9999, 12, 30),
        timezones=st.sampled_from(
            [UTC, timezone(timedelta(hours=14)), timezone(timedelta(hours=-12))]
        ),
    ).map(lambda d: d.isoformat()),
    st.sampled_from(
        [
            "2026-03-01T12:00:00",
            "not a date",
            "",
            "0001-01-01T00:00:00+14:00",
            "9999-12-31T23:59:59-12:00",
        ]
    ),
)
field_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=2),
)

FIELDS = (
    "event_id",
    "tenant",
    "subject",
    "session_id",
    "message_id",
    "role",
    "content",
    "timestamp",
)


# In the past: a turn stamped more than an hour ahead of the worker's clock is refused.
valid_timestamps = st.datetimes(
    min_value=datetime(2000, 1, 1),
    max_value=datetime(2025, 12, 31),
    timezones=st.sampled_from([UTC, timezone(timedelta(hours=5, minutes=30))]),
).map(lambda d: d.isoformat())


@st.composite
def turn_objects(draw: st.DrawFn, tenant: str | None = None) -> dict[str, Any]:
    """A turn-shaped JSON object: half the time valid apart from its hostile content, else
    with one or two fields wrong, missing, or extreme."""
    n = draw(st.integers(0, 10**9))
    hostile = draw(st.booleans())
    obj: dict[str, Any] = {
        "event_id": f"adv-{n}",
        "tenant": tenant if tenant is not None else draw(tenants),
        "subject": draw(st.sampled_from(["alice", "bob", "李雷", "o'brien", "x" * 200])),
        "session_id": "s1",
        "message_id": f"m-{n}",
        "role": "user"
        if not hostile
        else draw(st.sampled_from(["user", "assistant", "system", "tool", "robot", "USER"])),
        "content": draw(st.one_of(message_text, message_text, message_text, huge_text)),
        "timestamp": draw(valid_timestamps if not hostile else timestamps),
    }
    if not hostile:
        return obj
    if draw(st.booleans()):
        obj["agent_id"] = draw(st.one_of(st.none(), identifiers))
    if draw(st.integers(0, 4)) == 0:
        obj["memory_disabled"] = draw(field_values)
    if draw(st.booleans()):
        obj["subject"] = draw(identifiers)
    for name in draw(st.lists(st.sampled_from(FIELDS), max_size=2, unique=True)):
        if draw(st.booleans()):
            del obj[name]
        else:
            obj[name] = draw(field_values)
    for _ in range(draw(st.integers(0, 2))):
        obj[draw(st.text(max_size=8))] = draw(st.one_of(field_values, deep_json))
    return obj


def encode(obj: dict[str, Any], how: str) -> bytes:
    """JSON the way different producers write it."""
    if how == "ascii":
        return json.dumps(obj).encode()
    if how == "utf8":
        return json.dumps(obj, ensure_ascii=False).encode("utf-8", "surrogatepass")
    return json.dumps(obj, ensure_ascii=False, indent=1).encode("utf-8", "surrogatepass")


@st.composite
def raw_events(draw: st.DrawFn, tenant: str) -> tuple[bytes | None, bytes | None]:
    """One (key, value) record for the turns topic."""
    kind = draw(st.sampled_from(["turn"] * 6 + ["bytes", "deep", "scalar", "text", "truncated"]))
    if kind == "turn":
        obj = draw(turn_objects(tenant=draw(st.sampled_from([tenant, tenant, tenant, None]))))
        value: bytes | None = encode(obj, draw(st.sampled_from(["ascii", "utf8", "pretty"])))
        right_key = f"{obj.get('tenant')}/{obj.get('subject')}".encode("utf-8", "surrogatepass")
        key = draw(
            st.one_of(st.just(right_key), st.just(right_key), st.none(), st.binary(max_size=20))
        )
        return key, value
    if kind == "bytes":
        value = draw(st.binary(max_size=400))
    elif kind == "deep":
        value = draw(deep_json).encode()
    elif kind == "scalar":
        value = json.dumps(draw(field_values)).encode()
    elif kind == "text":
        value = draw(st.text(max_size=200)).encode("utf-8", "surrogatepass")
    else:
        value = encode(draw(turn_objects(tenant=tenant)), "utf8")[: draw(st.integers(0, 60))]
    return draw(st.one_of(st.none(), st.binary(max_size=20))), value
