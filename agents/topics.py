"""Deterministic kind and topic labels for a statement, and topic-label similarity.

A topic key is what makes "I live in Munich" supersede "I live in Berlin": both are about
``residence``. Statements that match no rule get no topic and never supersede anything;
they are only deduplicated.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from schemas.common import MemoryKind


@dataclass(frozen=True)
class TopicRule:
    pattern: re.Pattern[str]
    kind: MemoryKind
    topic: str  # a label; "{1}" takes the first group (for "my X is …")


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# First match wins: specific rules before the generic "my X is" one.
RULES: tuple[TopicRule, ...] = (
    TopicRule(
        _r(r"\b(?:my name is|call me|i am called|i'm called)\b|我叫|我的名字"),
        MemoryKind.PROFILE,
        "name",
    ),
    TopicRule(
        _r(
            r"\b(?:i live in|i'm living in|i am living in|i moved to|i'm based in|i am based in)\b|我住在|我住|我搬到"
        ),
        MemoryKind.PROFILE,
        "residence",
    ),
    TopicRule(
        _r(r"\b(?:i work (?:at|for)|my employer is|i'm employed at)\b|我在.{1,20}工作|我的公司"),
        MemoryKind.PROFILE,
        "employer",
    ),
    TopicRule(
        _r(
            r"\b(?:i work as|my job is|i'm a|i am a|i'm an|i am an|my role is)\b|我是一名|我的职业|我的工作是"
        ),
        MemoryKind.PROFILE,
        "occupation",
    ),
    TopicRule(
        _r(r"\b(?:vegetarian|vegan|pescatarian|halal|kosher|my diet)\b|素食|吃素|饮食"),
        MemoryKind.PREFERENCE,
        "diet",
    ),
    TopicRule(
        _r(r"\b(?:i'm|i am)\s+(?:\d+|[a-z-]+)\s+years old\b|\bmy age\b|我今年|岁"),
        MemoryKind.PROFILE,
        "age",
    ),
    TopicRule(_r(r"\bmy (?:favou?rite [a-z ]{2,30}?) is\b"), MemoryKind.PREFERENCE, "{0}"),
    TopicRule(
        _r(
            r"\b(?:i prefer|i like|i love|i enjoy|i hate|i dislike|i don't like|i do not like)\b|我喜欢|我不喜欢|我爱|我讨厌|我偏好"
        ),
        MemoryKind.PREFERENCE,
        "",
    ),
    TopicRule(_r(r"\b(?:allergic to|allergy)\b|过敏"), MemoryKind.PROFILE, ""),
    TopicRule(
        _r(
            r"\b(?:remind me|i need to|i have to|i must|todo|to-do|deadline|this week|tomorrow)\b|提醒我|我需要|我得|明天|这周|本周"
        ),
        MemoryKind.TASK,
        "",
    ),
    TopicRule(_r(r"\bmy ([a-z][a-z ]{1,30}?) (?:is|are)\b"), MemoryKind.FACT, "{1}"),
    TopicRule(_r(r"我的(.{1,10}?)是"), MemoryKind.FACT, "{1}"),
)


@dataclass(frozen=True)
class Classification:
    kind: MemoryKind
    topic: str
    topic_key: str


def classify(statement: str) -> Classification:
    for rule in RULES:
        match = rule.pattern.search(statement)
        if match is None:
            continue
        topic = rule.topic
        if topic == "{0}":
            topic = match.group(0).lower().removeprefix("my ").removesuffix(" is").strip()
        elif topic == "{1}":
            topic = match.group(1).strip().lower()
        return Classification(rule.kind, topic, topic_key(topic))
    return Classification(MemoryKind.FACT, "", "")


_FUNCTION_WORDS = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "my",
        "your",
        "our",
        "their",
        "his",
        "her",
        "its",
        "to",
        "for",
        "on",
        "in",
        "at",
        "and",
        "or",
        "about",
        "with",
        "的",
        "了",
        "和",
        "与",
        "关于",
    ]
)
_TRAILING_WORDS = (
    "issues",
    "issue",
    "problems",
    "problem",
    "questions",
    "相关问题",
    "问题",
    "相关",
)
_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)


@lru_cache(maxsize=4096)
def topic_key(label: str) -> str:
    """Normalise a topic label: width, case, function words and trailing filler words."""
    text = unicodedata.normalize("NFKC", label).casefold()
    for suffix in _TRAILING_WORDS:
        if text.endswith(suffix) and len(text) > len(suffix):
            text = text[: -len(suffix)]
    words = [w for w in _NON_WORD.split(text) if w and w not in _FUNCTION_WORDS]
    key = " ".join(words)
    for word in ("的", "了"):
        key = key.replace(word, "")
    return key.strip()


def bigrams(text: str) -> frozenset[str]:
    compact = _NON_WORD.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()
    if len(compact) < 2:
        return frozenset({compact}) if compact else frozenset()
    return frozenset(compact[i : i + 2] for i in range(len(compact) - 1))


def dice(a: str, b: str) -> float:
    """Character-bigram Dice similarity in [0, 1]; works for CJK without a tokenizer."""
    x, y = bigrams(a), bigrams(b)
    if not x or not y:
        return 0.0
    return 2 * len(x & y) / (len(x) + len(y))
