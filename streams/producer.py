"""``memstream produce FILE``: publish chat turns from JSON lines, optionally at a fixed rate.

Each line is validated as a :class:`ChatTurn` first (``--raw`` skips that, to feed bad input
on purpose) and keyed ``<tenant>/<subject>`` so a subject's turns stay in order.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterable
from dataclasses import dataclass

from aiokafka import AIOKafkaProducer
from pydantic import ValidationError

from memstream.config import Settings
from memstream.errors import KAFKA_ERRORS, MemstreamError, convert_kafka_error
from memstream.progress import Progress
from schemas.events import ChatTurn


class InvalidInputLine(MemstreamError):
    """A line of the input file is not a valid chat turn."""


@dataclass
class ProduceReport:
    sent: int = 0
    seconds: float = 0.0


def _keyed(lines: Iterable[str], *, validate: bool) -> Iterable[tuple[bytes | None, bytes]]:
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        if not validate:
            try:
                data = json.loads(line)
                key = f"{data['tenant']}/{data['subject']}".encode()
            except (ValueError, KeyError, TypeError):
                key = None
            yield key, line.rstrip("\n").encode()
            continue
        try:
            turn = ChatTurn.model_validate_json(line)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "<line>"
            hint = "fix the line, or pass --raw to send it as is"
            raise InvalidInputLine(f"line {number}: {where}: {first['msg']} ({hint})") from None
        yield turn.key.encode(), line.rstrip("\n").encode()


async def produce_file(
    settings: Settings,
    lines: list[str],
    *,
    rate: float = 0.0,
    validate: bool = True,
    topic: str | None = None,
) -> ProduceReport:
    records = list(_keyed(lines, validate=validate))
    producer = AIOKafkaProducer(**settings.kafka.client_options(), linger_ms=5)
    try:
        await producer.start()
    except KAFKA_ERRORS as exc:
        await producer.stop()
        what = f"connecting to {settings.kafka.bootstrap_servers} (`make up` starts a local one)"
        raise convert_kafka_error(exc, what) from exc
    progress = Progress("produce", len(records))
    started = time.monotonic()
    try:
        pending = []
        for n, (key, value) in enumerate(records):
            if rate > 0:
                delay = started + n / rate - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
            pending.append(
                await producer.send(topic or settings.kafka.turns_topic, key=key, value=value)
            )
            progress.advance()
        await asyncio.gather(*pending)
    finally:
        await producer.stop()
        progress.finish()
    return ProduceReport(sent=len(records), seconds=time.monotonic() - started)
