"""A dated statement: the absolute date of its event added, its relative time cut.

``stamp(statement, when, lang)`` renders "We went camping last weekend" as "We went
camping (weekend of 2024-05-04)"; ``time_before(text, position, at, lang)`` finds the time
that opens a clause before a Chinese or Japanese statement ("上周，我去了成都"). The times
themselves are resolved by :mod:`agents.event_dates`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from agents.chat_language import CJK
from agents.clauses import segment
from agents.event_dates import When, resolve
from agents.word_count import FRAGMENT_WORDS, count_words

__all__ = ["stamp", "time_before"]


def time_before(text: str, position: int, at: datetime, lang: str) -> When | None:
    """A time that opens a clause before the statement, in its sentence ("上周，我去了成都",
    "上周六去香山，我和老伴…"): the statement keeps all its words. A time inside a clause
    that says something else ("说是四月初，…") dates nothing."""
    for sentence in segment(text).sentences:
        if not sentence.start <= position < sentence.end:
            continue
        for clause in sentence.clauses:
            if clause.end > position:
                break
            words = text[clause.start : clause.end]
            when = resolve(words, at, lang)
            # A time that opens its clause is the topic the sentence goes on about
            # ("上周五签的合同，计划十二月开业"); one inside a clause is that clause's own.
            if when is not None and (
                not CJK.search(words[: when.start])
                or len(CJK.findall(words[: when.start] + words[when.end :])) <= 1
            ):
                return replace(when, start=0, end=0)
    return None


# A time phrase is cut from an English statement only where nothing leans on it: not after
# "since"/"until"/"from" ("vegan since last year" keeps its "since"), not before a word that
# continues it ("on Thursday mornings") or a range ("may 18 to aug 10").
_LEANS_BEFORE = re.compile(
    r"\b(?:since|until|till|til|by|before|after|from|through|starting|between|to|than|"
    r"of|for|is|are|was|were|be|been|'s|’s)\s*$",
    re.IGNORECASE,
)
_LEANS_AFTER = re.compile(
    r"^\s*(?:mornings?|nights?|evenings?|afternoons?|lunch|dinner|breakfast|night's|of|"
    r"morning's|to|till|until|through|thru|and|or|-|–|—|\d)",
    re.IGNORECASE,
)


_SINCE = re.compile(r"(?:since|seit|depuis|desde)\b", re.IGNORECASE)


def _own_sentence(head: str, tail: str) -> str:
    """What is left of the time phrase's own sentence once it is cut ("Due in May." would
    leave "Due")."""
    marks = list(re.finditer(r"[.!?](?:\s|$)", head))
    after = re.search(r"[.!?](?:\s|$)", tail)
    return head[marks[-1].end() if marks else 0 :] + tail[: after.start() if after else None]


def stamp(statement: str, when: When, lang: str) -> str:
    """The statement with the absolute date added. In English and Chinese the relative
    phrase is cut where that leaves a whole sentence ("We went camping (weekend of
    2024-05-04)"); elsewhere, and where a word leans on the phrase, every word stays."""
    head, tail = statement[: when.start], statement[when.end :]
    if when.named:  # "We spent Christmas in Bristol": the holiday is what was spent
        return (
            f"{statement} {when.label(lang)}"
            if lang not in ("zh", "ja")
            else (statement + when.label(lang))
        )
    if lang in ("zh", "ja"):
        body = (head + tail).strip("，, ")
        return body + when.label(lang)
    if (
        lang != "en"
        or when.start == when.end
        or _LEANS_BEFORE.search(head)
        # "Been with Jasmine since March 2020": a stretch from then, not an event on it
        or _SINCE.match(statement, when.start)
        or _LEANS_AFTER.match(tail)
        or count_words(_own_sentence(head, tail)) < FRAGMENT_WORDS
    ):
        return f"{statement} {when.label(lang)}"
    head = re.sub(r"\b(?:on|in|over|during)\s*$", "", head.rstrip(), flags=re.IGNORECASE)
    body = re.sub(r"\s{2,}", " ", f"{head.rstrip(' ,')} {tail.lstrip(' ,')}").strip(" ,")
    # A sentence that was only the time leaves its mark behind: "Richmond. June 21st."
    body = re.sub(r"\s+(?=[.,;:!?])|(?<=[.!?])[\s.!?]+$", "", body).rstrip(" ,;:")
    body = body[0].upper() + body[1:] if body else body
    return f"{body} {when.label(lang)}"
