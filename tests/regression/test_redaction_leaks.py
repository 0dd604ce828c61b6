"""Issue 13, "redaction that holds on text nobody on the team wrote": about one secret in ten
written by people outside the team was stored in clear (passwords labelled in other
languages or in free word order, national phone numbers, SSNs and passports, cards split by
unusual separators or written in other digits, keys and URLs of unusual shapes), topic text
and identifier fields skipped redaction altogether, and dead-letter records kept secrets
hidden behind zero-width characters, ``\\u`` escapes or the 8,192-rune cut, plus an
unsalted ``payload_sha256`` of the raw payload.

Every leak the issue names is sent once through one real worker process (turns, manager
commands and malformed payloads on one subject), and each raw value is then looked for,
as written and in a compact form (digits only, ASCII digits, the international form of a
phone number, its SHA-256), in every index of the run, every topic the worker writes
(listed by the run's prefixes: changes, dead letters, table changelogs), and the worker's
log. The part of each statement that is not secret must be found stored, and a marker
turn produced last on the same key proves the worker decided everything before the scan.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import time
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from aiokafka import AIOKafkaConsumer, TopicPartition
from opensearchpy import AsyncOpenSearch

from indexers.client import make_client
from memstream.kafka_admin import admin_client
from schemas.commands import Command, CommandAction
from tests.support.worker import (
    WorkerProcess,
    all_topics,
    create_topics,
    free_port,
    isolated_settings,
    produce,
    remove_run,
    search_all,
    turn,
)

pytestmark = pytest.mark.integration

SUBJECT = "nadia"
# The worker's dead-letter payload preview is cut at this many runes (agents/dead_letters.py).
DLQ_CUT = 8192
# Waiting for the worker to reach the marker, per topic and index.
SETTLE_SECONDS = 45.0


@dataclass(frozen=True)
class Leak:
    """One leak of the issue: what is sent, the raw values that must be found nowhere, and
    the neighbour (the part that is not secret) that must be found where it was sent to."""

    id: str
    sent: str
    secrets: tuple[str, ...]
    neighbour: str
    also: tuple[str, ...] = ()  # other spellings a leak could take (E.164, a half, …)
    via: str = "directive"  # directive | create_topic | promote_topic | session_id | dlq


# -- the leaks ----------------------------------------------------------------------------

LABELLED_PASSWORDS = [
    Leak(
        "zh_wifi_password",
        "记住我家书房路由器的wifi密码是 qingshan8825",
        ("qingshan8825",),
        "书房路由器",
    ),
    Leak("zh_door_code", "请记住小区东门的门禁密码是 736194", ("736194",), "小区东门"),
    Leak(
        "fr_mot_de_passe",
        "souviens-toi que le mot de passe de la box dans l'entrée est Lavande#77",
        ("Lavande#77",),
        "la box dans l'entrée",
    ),
    Leak(
        "es_contrasena",
        "recuerda que la contraseña del router es Girasol_2291 y el router está en el salón",
        ("Girasol_2291",),
        "está en el salón",
    ),
    Leak(
        "de_verb_final",
        "merk dir, dass mein Passwort für das Büro Fichtenwald93 ist",
        ("Fichtenwald93",),
        "für das Büro",
    ),
    Leak(
        "pw_colon", "remember my credit union login, pw: t7Rx!q9Lm", ("t7Rx!q9Lm",), "credit union"
    ),
    Leak(
        "changed_it_to",
        "remember that the alarm panel password got reset and I changed it to Marigold4471",
        ("Marigold4471",),
        "alarm panel",
    ),
    Leak(
        "onboarding_temp_password",
        "remember my onboarding checklist 1. badge from reception 2. temporary password "
        "Kx82-mmQp 3. lunch with the team lead",
        ("Kx82-mmQp",),
        "badge from reception",
    ),
    Leak(
        "door_pin",
        "remember the door PIN for the storage unit is 58213",
        ("58213",),
        "storage unit",
    ),
]

NATIONAL_NUMBERS = [
    Leak(
        "fr_phone_pairs",
        "remember that my landlord Pierre's number is 07 81 42 66 19",
        ("07 81 42 66 19",),
        "landlord Pierre",
        also=("+33781426619", "781426619"),
    ),
    Leak(
        "es_phone_9_digits",
        "remember that the plumber Jorge is on 655 318 924",
        ("655 318 924",),
        "plumber Jorge",
        also=("+34655318924",),
    ),
    Leak(
        "de_mobile",
        "remember that my sister Greta's mobile is 0151 4738 2916",
        ("0151 4738 2916",),
        "sister Greta",
        also=("+4915147382916", "15147382916"),
    ),
    Leak(
        "uk_landline",
        "remember that the dentist in Camden is on 020 8123 4567",
        ("020 8123 4567",),
        "dentist in Camden",
        also=("+442081234567", "2081234567"),
    ),
    Leak(
        "ssn_spaces",
        "remember that my SSN is 512 44 8837 for the tax forms",
        ("512 44 8837",),
        "tax forms",
        also=("512-44-8837",),
    ),
    Leak(
        "ssn_no_separators",
        "remember my social security number 601229384 for the accountant",
        ("601229384",),
        "for the accountant",
        also=("601-22-9384",),
    ),
    Leak(
        "de_passport",
        "merk dir, meine Reisepassnummer ist CF7GH2K91 für die Reise nach Kanada",
        ("CF7GH2K91",),
        "Reise nach Kanada",
    ),
    Leak(
        "fr_passport",
        "souviens-toi que mon numéro de passeport est 18AV54321 pour le voyage à Montréal",
        ("18AV54321",),
        "voyage à Montréal",
    ),
    Leak(
        "es_passport",
        "recuerda que mi número de pasaporte es PAB482913 para el viaje a Lima",
        ("PAB482913",),
        "viaje a Lima",
    ),
]

PROBE_SHAPES = [
    Leak(
        "card_split_by_dots",
        "remember my backup card 4539.2772.6568.1813 is for travel bookings",
        ("4539.2772.6568.1813",),
        "travel bookings",
    ),
    Leak(
        "card_split_by_slashes",
        "remember my fuel card 4716/9385/7083/9348 is kept in the glovebox",
        ("4716/9385/7083/9348",),
        "kept in the glovebox",
    ),
    Leak(
        "card_split_by_underscores",
        "remember my work card 5425_2952_8926_4964 is for conference fees",
        ("5425_2952_8926_4964",),
        "conference fees",
    ),
    Leak(
        "card_split_by_commas",
        "remember my savings card 4929,7319,1675,1712 stays in the drawer",
        ("4929,7319,1675,1712",),
        "stays in the drawer",
    ),
    Leak(
        "card_arabic_indic_digits",
        "remember my family card ٥١٧٨ ٠٣٣٦ ٥٠٢٠ ٢١٢٦ is for groceries",
        ("٥١٧٨ ٠٣٣٦ ٥٠٢٠ ٢١٢٦",),
        "for groceries",
    ),
    Leak(
        "card_devanagari_digits",
        "remember my debit card ४०२४ ९५९१ ०४८९ ५४२१ is for the pharmacy",
        ("४०२४ ९५९१ ०४८९ ५४२१",),
        "for the pharmacy",
    ),
    Leak(
        "my_pass_is",
        "remember my pass is Owl-Kettle-71 for the library portal",
        ("Owl-Kettle-71",),
        "library portal",
    ),
    Leak(
        "wifi_key_is",
        "remember the wifi key is plumtree4455 at the lake cabin",
        ("plumtree4455",),
        "lake cabin",
    ),
    Leak(
        "password_without_verb",
        "remember password Saffron!882 for the school portal",
        ("Saffron!882",),
        "school portal",
    ),
    Leak(
        "use_x_as_my_password",
        "remember I use 'Crimson#Fjord9' as my password for the tax site",
        ("Crimson#Fjord9",),
        "for the tax site",
    ),
    Leak(
        "cvv_is",
        "remember for the hotel booking the CVV is 846",
        ("846",),
        "hotel booking",
    ),
    Leak(
        "idn_email",
        "remember my new address is jürgen.weiß@bücherstube.de for the newsletter",
        ("jürgen.weiß@bücherstube.de",),
        "for the newsletter",
        also=("jürgen.weiß@", "xn--bcherstube-9db.de"),
    ),
    Leak(
        "aws_secret_next_to_access_key_id",
        "remember the staging creds AKIAZ3Q7LM2RXT4VNP8K "
        "8kPq2Lr/Xw5Tz9Vb+Nm3Hd7Jc1Fg6Ys0Ua4Ee2Qi for the nightly backup job",
        ("AKIAZ3Q7LM2RXT4VNP8K", "8kPq2Lr/Xw5Tz9Vb+Nm3Hd7Jc1Fg6Ys0Ua4Ee2Qi"),
        "nightly backup job",
    ),
    Leak(
        "authorization_basic",
        "remember that the billing webhook header is "
        "Authorization: Basic cmVsYXk6Y29wcGVyLXdyZW4tNTg=",
        ("cmVsYXk6Y29wcGVyLXdyZW4tNTg=",),
        "billing webhook",
        also=("cmVsYXk6Y29wcGVyLXdyZW4tNTg", "relay:copper-wren-58", "copper-wren-58"),
    ),
    Leak(
        "labelled_hex_private_key",
        "remember my wallet private key is "
        "def579da46e50024ef60342421910cd33838cefef441823db6ccc1c3b0076a02 for cold storage",
        ("def579da46e50024ef60342421910cd33838cefef441823db6ccc1c3b0076a02",),
        "for cold storage",
        also=("def579da46e50024ef60342421910cd3", "3838cefef441823db6ccc1c3b0076a02"),
    ),
    Leak(
        "bip39_seed_phrase",
        "remember my hardware wallet backup words doll patrol disease animal keep shop "
        "inject shaft account lecture cushion rate in the safe",
        ("doll patrol disease animal keep shop inject shaft account lecture cushion rate",),
        "hardware wallet",
        also=(
            "doll patrol disease",
            "animal keep shop",
            "inject shaft account",
            "lecture cushion rate",
        ),
    ),
    Leak(
        "database_url_password",
        "remember the monthly dashboard db url "
        "postgres://analyst:Quokka!Tide42@db.internal.example.com/reports",
        ("Quokka!Tide42",),
        "monthly dashboard",
        # The half the e-mail match used to leave: "postgres://analyst:Quokka![redacted:email]".
        also=("Quokka!", "Quokka", "Tide42@"),
    ),
]

# Manager commands produced on the commands topic, as the recall service would.
TOPIC_TEXT = [
    Leak(
        "create_with_card_and_newline_in_topic",
        "gym card 4556 2164 6314 3232\nbilling",
        ("4556 2164 6314 3232",),
        "my gym membership renews every March",
        via="create_topic",
    ),
    Leak(
        "promote_topic_holding_a_card",
        "travel rewards card 5312 4377 8013 8745",
        ("5312 4377 8013 8745",),
        "travel rewards",
        via="promote_topic",
    ),
]

# ``sent`` is the session id; the statement (the neighbour) is sent again on a safe one.
SESSION_ID_CARDS = [
    Leak(
        "card_in_session_id",
        "4263526018159085",
        ("4263526018159085",),
        "I paddle with the canoe club",
        via="session_id",
    ),
    Leak(
        "card_inside_a_prefixed_session_id",
        "chat-4532-6936-7481-8688",
        ("4532-6936-7481-8688",),
        "I sing in the harbour choir",
        via="session_id",
    ),
]
SAFE_SESSION = "chat-safe"


def _escaped(text: str) -> str:
    """``text`` with every digit and CJK character written as a JSON ``\\u`` escape."""
    return "".join(f"\\u{ord(c):04x}" if c.isdigit() or ord(c) > 0x2E80 else c for c in text)


_ZWSP, _WJ = "\u200b", "\u2060"
_ESCAPED_CARD = _escaped("4916 3996 7426 8140")

DEAD_LETTER_LEAKS = [
    Leak(
        "dlq_card_split_by_zero_width",
        '{"content": "zw-neighbour card 4485'
        + _ZWSP
        + "7088"
        + _WJ
        + "7041"
        + _ZWSP
        + '3758", oops',
        (f"4485{_ZWSP}7088{_WJ}7041{_ZWSP}3758",),
        "zw-neighbour",
        via="dlq",
    ),
    Leak(
        "dlq_escaped_password",
        '{"content": "esc-neighbour ' + _escaped("密码是") + r" Hy\u0061cinth557 and then",
        ("Hyacinth557",),
        "esc-neighbour",
        also=(r"Hy\u0061cinth557",),
        via="dlq",
    ),
    Leak(
        "dlq_escaped_card",
        '{"content": "esc-card-neighbour ' + _escaped("卡号") + " " + _ESCAPED_CARD + " and",
        ("4916 3996 7426 8140",),
        "esc-card-neighbour",
        also=(_ESCAPED_CARD,),
        via="dlq",
    ),
]


def _straddling(name: str, secret: str, label: str, runes_before_cut: int) -> Leak:
    """An invalid-JSON payload whose ``secret`` starts ``runes_before_cut`` runes before the
    dead-letter cut: only letters and spaces come before it, so any digit (or the secret's
    first letters) kept at the end of the record is a half-kept secret."""
    head = f"{{not json {name} "
    start = DLQ_CUT - runes_before_cut
    filler = ("lorem ipsum " * (DLQ_CUT // 12 + 1))[: start - len(head) - len(label) - 1] + " "
    payload = head + filler + label + secret + " and more words after it"
    assert payload.index(secret) == start, (name, payload.index(secret))
    return Leak(f"dlq_{name}", payload, (secret,), name, also=(secret[:9],), via="dlq")


STRADDLING = [
    _straddling("cut-card-alpha", "4111 7994 7625 3872", "", 4),
    _straddling("cut-card-bravo", "5105 0407 8536 0149", "", 9),
    _straddling("cut-card-charlie", "5275 3573 6692 3689", "", 15),
    _straddling("cut-password-delta", "Peregrine-Vault-93", "password: ", 6),
]
DEAD_LETTER_LEAKS += STRADDLING

LEAKS = [
    *LABELLED_PASSWORDS,
    *NATIONAL_NUMBERS,
    *PROBE_SHAPES,
    *TOPIC_TEXT,
    *SESSION_ID_CARDS,
    *DEAD_LETTER_LEAKS,
]


# -- the forms a leaked value can take ----------------------------------------------------


def _ascii_digits(text: str) -> str:
    return "".join(str(unicodedata.digit(c)) if c.isdigit() else c for c in text)


def needles(leak: Leak) -> list[str]:
    """The raw values, their compact forms and spellings, and their SHA-256 digests."""
    found: list[str] = []
    for value in (*leak.secrets, *leak.also):
        found.append(value)
        ascii_value = _ascii_digits(value)
        found.append(ascii_value)
        if all(c.isdigit() for c in ascii_value if c.isalnum()):  # a number: digits only
            found.append("".join(c for c in ascii_value if c.isdigit()))
    digests = [hashlib.sha256(v.encode()).hexdigest() for v in found]
    return list(dict.fromkeys(found + digests))


def occurrences(needle: str, text: str) -> list[str]:
    """Where ``needle`` stands in ``text``, with some context. A short value must stand
    alone: six digits turn up by chance inside the run's hex ids and digests, three inside
    a log line's milliseconds."""
    pattern = re.escape(needle)
    if len(needle) < 10:
        before = "0-9A-Za-z,.:" if len(needle) <= 4 else "0-9A-Za-z"
        pattern = rf"(?<![{before}]){pattern}(?![0-9A-Za-z])"
    return [text[max(m.start() - 60, 0) : m.end() + 60] for m in re.finditer(pattern, text, re.I)]


# -- driving the worker and collecting every place a value could land ---------------------


@dataclass
class Scan:
    tenant: str
    haystacks: dict[str, str]  # where -> everything found there, as text
    memories: list[dict[str, Any]]
    dead_letters: list[dict[str, Any]]
    topics: dict[str, int]
    inputs: str  # the turns and commands this test produced, read back like the rest
    raw_payloads: list[bytes] = field(default_factory=list)
    seconds: float = 0.0


def _without_vectors(value: Any) -> Any:
    """A JSON value without its embeddings: a vector cannot leak text, and its thousands of
    digits would make a short number look found."""
    if isinstance(value, dict):
        return {k: _without_vectors(v) for k, v in value.items() if k != "embedding"}
    if isinstance(value, list):
        return [_without_vectors(v) for v in value]
    return value


def as_text(raw: bytes | None) -> str:
    """A record as a reader sees it: JSON decoded (escapes resolved), otherwise the text."""
    if raw is None:
        return ""
    text = raw.decode("utf-8", errors="replace")
    try:
        return json.dumps(_without_vectors(json.loads(text)), ensure_ascii=False)
    except ValueError:
        return text


_BYTE_ESCAPES = re.compile(r"(?:\\x[0-9a-f]{2})+")
_UNICODE_ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})")


def decoded_escapes(text: str) -> str:
    """A log line as its reader would decode it: debug lines print records as ``bytes``
    reprs (``b'\\xe5\\xaf\\x86'``) and JSON with ``\\u`` escapes."""
    text = _BYTE_ESCAPES.sub(
        lambda m: bytes.fromhex(m.group(0).replace("\\x", "")).decode("utf-8", "replace"), text
    )
    return _UNICODE_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)


async def read_everything(worker: WorkerProcess, topic: str, partitions: int) -> list[Any]:
    """Every record of ``topic`` up to its current end, all partitions."""
    consumer = AIOKafkaConsumer(
        bootstrap_servers=worker.settings.kafka.bootstrap_servers, enable_auto_commit=False
    )
    await consumer.start()
    try:
        assigned = [TopicPartition(topic, p) for p in range(partitions)]
        consumer.assign(assigned)
        await consumer.seek_to_beginning(*assigned)
        ends = await consumer.end_offsets(assigned)
        out: list[Any] = []
        deadline = time.monotonic() + 20
        while [tp for tp, end in ends.items() if await consumer.position(tp) < end]:
            if time.monotonic() > deadline:
                raise AssertionError(f"could not read {topic} to its end in 20 s")
            batch = await consumer.getmany(timeout_ms=300)
            for records in batch.values():
                out.extend(records)
        return out
    finally:
        await consumer.stop()


async def run_topics(worker: WorkerProcess) -> dict[str, int]:
    """Every topic of this run, with its partition count: ``<tag>.*`` (the settings' topics)
    and ``<app id>-*`` (Faust's table changelogs and leader topic)."""
    s = worker.settings
    prefixes = (s.kafka.turns_topic.split(".")[0] + ".", s.worker.app_id + "-")
    admin = admin_client(s)
    await admin.start()
    try:
        names = [t for t in await admin.list_topics() if t.startswith(prefixes)]
        described = await admin.describe_topics(names)
    finally:
        await admin.close()
    return {t["topic"]: len(t["partitions"]) for t in described}


def _turn_records(tenant: str) -> tuple[list[tuple[bytes, bytes]], list[bytes]]:
    """Every turn-topic record, in order, on the subject's one key, the marker last; and
    the raw payloads that must be dead-lettered."""
    key = f"{tenant}/{SUBJECT}".encode()
    records: list[tuple[bytes, bytes]] = []
    directives = [*LABELLED_PASSWORDS, *NATIONAL_NUMBERS, *PROBE_SHAPES]
    for n, leak in enumerate(directives):
        records.append((key, json.dumps(turn(tenant, SUBJECT, leak.sent, f"d{n}")).encode()))
    dead, twins = [], []
    for leak in SESSION_ID_CARDS:
        statement = f"remember that {leak.neighbour}"
        unsafe = turn(tenant, SUBJECT, statement, f"unsafe-{leak.id}", session=leak.sent)
        dead.append(json.dumps(unsafe).encode())
        twins.append(turn(tenant, SUBJECT, statement, f"safe-{leak.id}", session=SAFE_SESSION))
    dead += [leak.sent.encode() for leak in DEAD_LETTER_LEAKS]
    dead.append(b"{not json dlq-marker")  # the dead-letter topic has caught up past it
    records += [(key, payload) for payload in dead]
    records += [(key, json.dumps(twin).encode()) for twin in twins]
    marker = turn(tenant, SUBJECT, "remember that my marker bird is a kestrel", "marker")
    records.append((key, json.dumps(marker).encode()))
    return records, dead


def _commands(tenant: str) -> list[Command]:
    create, promote = TOPIC_TEXT
    return [
        Command(
            tenant=tenant,
            subject=SUBJECT,
            action=CommandAction.CREATE,
            actor="key:regression",
            content=create.neighbour,
            topic=create.sent,
        ),
        Command(
            tenant=tenant,
            subject=SUBJECT,
            action=CommandAction.PROMOTE_TOPIC,
            actor="key:regression",
            topic=promote.sent,
        ),
    ]


async def _until(what: str, check: Any) -> Any:
    deadline = time.monotonic() + SETTLE_SECONDS
    while True:
        found = await check()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"the worker did not reach the marker: {what}")
        await asyncio.sleep(0.3)


async def drive(worker: WorkerProcess, tenant: str) -> Scan:
    started = time.monotonic()
    s = worker.settings
    commands = _commands(tenant)
    await produce(
        s,
        s.kafka.commands_topic,
        [(f"{c.tenant}/{c.subject}".encode(), c.model_dump_json().encode()) for c in commands],
    )
    records, dead_payloads = _turn_records(tenant)
    await produce(s, s.kafka.turns_topic, records)

    client = make_client(s.opensearch)
    try:
        memories_index = f"{s.opensearch.index_prefix}-{tenant}-memories"

        async def marker_indexed() -> bool:
            docs = await search_all(client, memories_index)
            return any("marker bird is a kestrel" in d["content"] for d in docs)

        await _until("the marker turn in the memories index", marker_indexed)
        topics = await run_topics(worker)
        # Each topic the worker writes, read until it holds what the marker proves.
        witnesses = {
            s.kafka.changes_topic: [
                f"{tenant}-{SUBJECT}-marker",
                *(c.command_id for c in commands),
            ],
            s.kafka.turns_dlq_topic: ["dlq-marker"],
            f"{s.worker.app_id}-ledgers-changelog": ["marker bird is a kestrel"],
            f"{s.worker.app_id}-distill-changelog": ["travel rewards"],
        }
        missing = sorted(set(witnesses) - set(topics))
        assert not missing, f"topics the worker writes were not created: {missing} of {topics}"
        texts: dict[str, str] = {}
        for topic, wanted in witnesses.items():

            async def caught_up(topic: str = topic, wanted: list[str] = wanted) -> str | None:
                text = "\n".join(
                    f"{as_text(r.key)}\t{as_text(r.value)}"
                    for r in await read_everything(worker, topic, topics[topic])
                )
                return text if all(w in text for w in wanted) else None

            texts[topic] = await _until(f"{topic} holding {wanted}", caught_up)
        inputs = {s.kafka.turns_topic, s.kafka.commands_topic}  # what this test produced
        sent = [
            f"{as_text(r.key)}\t{as_text(r.value)}"
            for topic in sorted(inputs)
            for r in await read_everything(worker, topic, topics[topic])
        ]
        for topic in topics:
            if topic not in texts and topic not in inputs:
                records_of = await read_everything(worker, topic, topics[topic])
                texts[topic] = "\n".join(
                    f"{as_text(r.key)}\t{as_text(r.value)}" for r in records_of
                )
        haystacks = {f"topic {t}": text for t, text in texts.items()}
        indices = await _run_indices(client, s.opensearch.index_prefix)
        memories: list[dict[str, Any]] = []
        for index in indices:
            docs = await search_all(client, index)
            haystacks[f"index {index}"] = json.dumps(_without_vectors(docs), ensure_ascii=False)
            if index == memories_index:
                memories = docs
        dlq = await read_everything(
            worker, s.kafka.turns_dlq_topic, topics[s.kafka.turns_dlq_topic]
        )
        dead_letters = [json.loads(r.value) for r in dlq]
    finally:
        await client.close()
    return Scan(
        tenant=tenant,
        haystacks=haystacks,
        inputs="\n".join(sent),
        memories=memories,
        dead_letters=dead_letters,
        topics=topics,
        raw_payloads=dead_payloads,
        seconds=time.monotonic() - started,
    )


async def _run_indices(client: AsyncOpenSearch, prefix: str) -> list[str]:
    found = await client.indices.get(index=f"{prefix}-*", params={"ignore_unavailable": "true"})
    return sorted(found)


@pytest.fixture(scope="module")
def scan(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scan]:
    unique = os.urandom(5).hex()
    settings = isolated_settings(unique, tmp_path_factory.mktemp("worker"), web_port=free_port())
    asyncio.run(create_topics(settings, all_topics(settings)))
    # At debug level the log carries what the worker sends and indexes, so a value that
    # leaks anywhere shows there too, and so does one that only a debug line would print.
    log = tmp_path_factory.mktemp("logs") / "worker.log"
    worker = WorkerProcess(settings, log, loglevel="debug")
    try:
        worker.start()
        try:
            scanned = asyncio.run(drive(worker, f"t{unique}"))
        finally:
            worker.stop()  # its last lines (the final flush, the shutdown) are read too
        scanned.haystacks["worker log"] = worker.logs()
        scanned.haystacks["worker log, escapes decoded"] = decoded_escapes(worker.logs())
        yield scanned
    finally:
        remove_run(settings)


# -- the regressions ----------------------------------------------------------------------


def _memory_with(scan: Scan, neighbour: str) -> list[dict[str, Any]]:
    return [d for d in scan.memories if neighbour in d["content"]]


def _dead_letter_with(scan: Scan, neighbour: str) -> list[dict[str, Any]]:
    return [d for d in scan.dead_letters if neighbour in d["payload_redacted"]]


def _assert_neighbour_kept(scan: Scan, leak: Leak) -> None:
    """The contrast: what is not secret in the same input was kept, so the absence of the
    secret is the redactor's doing, not a lost or refused input."""
    if leak.via == "dlq":
        assert _dead_letter_with(scan, leak.neighbour), f"no dead letter holds {leak.neighbour!r}"
    elif leak.via == "create_topic":
        (doc,) = _memory_with(scan, leak.neighbour)
        assert "gym" in doc["topic"] and "billing" in doc["topic"], doc["topic"]
    elif leak.via == "promote_topic":
        interests = [d for d in scan.memories if d["kind"] == "interest"]
        assert [d["status"] for d in interests if leak.neighbour in d["topic"]] == ["active"]
    elif leak.via == "session_id":
        (doc,) = _memory_with(scan, leak.neighbour)  # the same line on a safe session id
        assert doc["source_session_id"] == SAFE_SESSION, doc["source_session_id"]
    else:
        docs = _memory_with(scan, leak.neighbour)
        assert docs, f"{leak.neighbour!r} was not stored: {[d['content'] for d in scan.memories]}"
        assert any("[redacted:" in d["content"] for d in docs), [d["content"] for d in docs]


@pytest.mark.parametrize("leak", LEAKS, ids=[leak.id for leak in LEAKS])
def test_the_raw_value_is_nowhere_the_worker_writes(scan: Scan, leak: Leak) -> None:
    leaks = [
        f"{needle!r} in {where}: …{context}…"
        for needle in needles(leak)
        for where, text in scan.haystacks.items()
        for context in occurrences(needle, text)
    ]
    assert not leaks, "\n".join(leaks)
    _assert_neighbour_kept(scan, leak)


@pytest.mark.parametrize("leak", LEAKS, ids=[leak.id for leak in LEAKS])
def test_the_search_finds_the_raw_value_in_what_was_sent(scan: Scan, leak: Leak) -> None:
    """The search itself can fail: read back and decoded like every topic, the input holds
    the value (as sent: an escaped secret is found in its escaped spelling)."""
    assert [n for n in needles(leak) if occurrences(n, scan.inputs)], leak.secrets


def test_the_scan_read_every_index_and_every_topic_the_worker_writes(scan: Scan) -> None:
    places = set(scan.haystacks)
    prefix = scan.tenant[1:]
    assert {
        f"index w{prefix}-{scan.tenant}-memories",
        f"index w{prefix}-{scan.tenant}-audit",
        f"topic w{prefix}.changes",
        f"topic w{prefix}.turns.dlq",
        f"topic memstream-w{prefix}-ledgers-changelog",
        f"topic memstream-w{prefix}-distill-changelog",
        "worker log",
    } <= places
    assert f"topic w{prefix}.turns" not in places  # the test's own input, raw by design
    # The log check can fail: the debug log carries the stored statements, non-ASCII too.
    assert "marker bird is a kestrel" in scan.haystacks["worker log"]
    assert "书房路由器" in scan.haystacks["worker log, escapes decoded"]
    assert scan.seconds < 60, f"driving and scanning took {scan.seconds:.0f} s"


def test_topics_are_stored_redacted_on_one_line(scan: Scan) -> None:
    create, promote = TOPIC_TEXT
    (created,) = _memory_with(scan, create.neighbour)
    interests = [d for d in scan.memories if promote.neighbour in d["topic"]]
    assert interests, [d["topic"] for d in scan.memories]
    for doc in (created, *interests):
        for name in ("topic", "topic_key", "content"):
            assert "\n" not in doc[name] and "\r" not in doc[name], (name, doc[name])
        assert "[redacted:payment_card]" in doc["topic"], doc["topic"]
        assert not re.search(r"\d{4}", doc["topic"] + doc["topic_key"]), doc


@pytest.mark.parametrize("leak", SESSION_ID_CARDS, ids=[leak.id for leak in SESSION_ID_CARDS])
def test_a_card_in_session_id_dead_letters_the_turn_as_unsafe_identifier(
    scan: Scan, leak: Leak
) -> None:
    event_id = f"{scan.tenant}-{SUBJECT}-unsafe-{leak.id}"
    assert not [d for d in scan.memories if d["source_session_id"] == leak.sent]
    letters = [d for d in scan.dead_letters if event_id in d["payload_redacted"]]
    assert [(d["reason"], "session_id" in d["detail"]) for d in letters] == [
        ("unsafe_identifier", True)
    ]


@pytest.mark.parametrize("leak", STRADDLING, ids=[leak.id for leak in STRADDLING])
def test_the_dead_letter_cut_keeps_no_half_of_a_secret(scan: Scan, leak: Leak) -> None:
    (letter,) = _dead_letter_with(scan, leak.neighbour)
    kept = letter["payload_redacted"]
    assert len(kept) <= DLQ_CUT
    assert kept.startswith(leak.sent[: DLQ_CUT - 200])  # the record is the cut payload
    tail = kept[len(leak.sent.split(leak.secrets[0])[0]) - 12 :]
    # Only letters, spaces and the label preceded the secret: a digit or the secret's
    # first letters after them are a half-kept secret.
    assert not re.search(r"\d", tail), f"half a secret kept at the cut: …{tail!r}"
    assert leak.secrets[0][:4] not in tail, f"half a secret kept at the cut: …{tail!r}"


def test_no_dead_letter_keeps_a_digest_of_its_raw_payload(scan: Scan) -> None:
    assert any("dlq-marker" in d["payload_redacted"] for d in scan.dead_letters)
    for letter in scan.dead_letters:
        assert "payload_sha256" not in letter
        assert not [k for k in letter if "sha" in k or "digest" in k or "hash" in k], letter
    digests = [hashlib.sha256(p).hexdigest() for p in scan.raw_payloads]
    digests += [hashlib.md5(p).hexdigest() for p in scan.raw_payloads]
    found = [
        f"{digest} in {where}"
        for digest in digests
        for where, text in scan.haystacks.items()
        if digest in text
    ]
    assert not found, found
