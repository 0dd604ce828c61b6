"""Log levels for the recall side's processes.

wordllama calls ``logging.basicConfig(level=INFO)`` when imported, which would make the
OpenSearch and Kafka clients log every request: on the recall path that is a line per
chat turn and measurable CPU. Their request logs are kept at WARNING here.
"""

from __future__ import annotations

import logging

NOISY = ("opensearch", "aiokafka", "httpx")


def configure(level: str = "info") -> None:
    logging.getLogger().setLevel(level.upper())
    for name in NOISY:
        logging.getLogger(name).setLevel(logging.WARNING)
