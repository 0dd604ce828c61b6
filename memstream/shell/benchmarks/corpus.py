"""Deterministic synthetic chat traffic for the benchmarks."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

_EN = [
    "can you help me plan a trip to the coast next month with my family",
    "what's a good way to structure a kafka consumer that commits offsets safely",
    "the order #A-10023 arrived damaged, the box was crushed on one side",
    "I think the new release v2.19.6 fixed the memory leak we saw last week",
    "could you summarise this article about battery chemistry for me please",
    "my team ships on Thursdays and we freeze the branch a day before that",
]
_ZH = [
    "帮我看看这个订单为什么还没有发货，已经等了三天了",
    "我们下周要去杭州出差，能推荐几家安静的酒店吗",
    "这段代码在生产环境偶尔会超时，应该怎么排查",
]
_SECRETS = [
    "my card is 4111 1111 1111 1111 and it expires next year",
    "email me at someone.private@example.com when it is ready",
    "the api key is sk-proj-AbCdEf0123456789AbCdEf0123456789 for staging",
    "call me on +44 7700 900123 after six",
]


def message(rng: random.Random, *, directive: bool, n: int) -> str:
    """About 200 characters: chat text, sometimes numbers or a secret, sometimes a directive."""
    if directive:
        animal = rng.choice(["falcon", "otter", "lynx"])
        return f"remember that my project codename number {n} is {animal}-{n}"
    roll = rng.random()
    if roll < 0.08:
        base = rng.choice(_SECRETS)
    elif roll < 0.28:
        base = rng.choice(_ZH)
    else:
        base = rng.choice(_EN)
    text = base
    while len(text) < 190:
        text += " " + rng.choice(_EN if roll >= 0.28 else _ZH)
    return text[:200]


def messages(count: int, *, directive_share: float = 0.05, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [message(rng, directive=rng.random() < directive_share, n=i) for i in range(count)]


def turns(
    count: int,
    *,
    tenant: str,
    subjects: int,
    directive_share: float = 0.05,
    seed: int = 11,
    run: str = "r",
) -> tuple[list[dict[str, Any]], list[str]]:
    """Chat turns round-robin over ``subjects``; returns them and the directive event ids."""
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    directives: list[str] = []
    now = datetime.now(UTC).isoformat()
    for i in range(count):
        is_directive = rng.random() < directive_share
        event_id = f"{run}-{i}"
        if is_directive:
            directives.append(event_id)
        out.append(
            {
                "event_id": event_id,
                "tenant": tenant,
                "subject": f"user{i % subjects}",
                "session_id": f"s{i % subjects}",
                "message_id": f"{run}-m{i}",
                "role": "user" if i % 4 else "assistant",
                "content": message(rng, directive=is_directive, n=i),
                "timestamp": now,
            }
        )
    # Directives are user lines: an assistant turn never is one.
    for t in out:
        if t["event_id"] in directives:
            t["role"] = "user"
    return out, directives
