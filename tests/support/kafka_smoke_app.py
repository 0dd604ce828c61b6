"""The smoke pipeline: the smallest Faust app that proves the broker path end to end.

It consumes ``memstream.turns``, validates each event, and republishes the event id of
each valid one on an echo topic (invalid ones go to the DLQ topic with their reason), so
a test or ``make demo`` can count what the worker received. Run with
``python -m tests.support.kafka_smoke_app --echo-topic NAME``.
"""

from __future__ import annotations

import argparse
import json

import faust

from agents.ingest import parse_turn
from memstream.config import Settings
from memstream.errors import InvalidEvent
from streams.app import create_app
from streams.topics import declare_topics


def build(settings: Settings, echo_topic: str) -> faust.App:
    app = create_app(settings, app_id=f"{settings.worker.app_id}-smoke")
    topics = declare_topics(app, settings.kafka)
    echo = app.topic(echo_topic, key_serializer="raw", value_serializer="raw")
    limit = settings.limits.content_max_bytes

    @app.agent(topics.turns)
    async def smoke(stream: faust.StreamT[bytes]) -> None:
        async for event in stream.events():
            raw: bytes = event.value
            try:
                turn = parse_turn(raw, max_content_bytes=limit)
            except InvalidEvent as exc:
                await topics.turns_dlq.send(
                    key=event.key, value=json.dumps({"reason": exc.reason}).encode()
                )
                continue
            await echo.send(key=turn.key.encode(), value=turn.event_id.encode())

    return app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--echo-topic", default="memstream.smoke.echo")
    parser.add_argument("--loglevel", default="warning")
    args = parser.parse_args()
    app = build(Settings(), args.echo_topic)
    faust.Worker(app, loglevel=args.loglevel).execute_from_commandline()


if __name__ == "__main__":
    main()
