"""A request to keep no record of a topic: "…のことは一切記録に残さないで" (ja, zh).

"離婚のことは一切記録に残さないでください", "あの子のことはもう記録しないで". A speaker who
does not want a subject kept names it as the topic (marked by "は" or "も") and negates a
verb of recording with the request form "ないで": "記録しないで", "記録に残さないで",
"メモしないで", "保存しないで". It is the Japanese "don't store anything about …" and is a
forget of the topic. The topic must be a phrase of its own clause; the caller rejects a
work artefact ("この記事は記録しないで") with its task checks.

Chinese puts the topic in a clause of its own and quantifies the record the verb refuses
("关于我离婚的事，请不要保留任何记录"): "any record" names no content, so the topic "about"
something before it is the statement (:func:`zh_record_topic`).

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re

__all__ = ["ja_no_record", "zh_record_topic"]

# The topic (a phrase of its own clause: casual Japanese sets clauses off with a space), then
# adverbs of "ever" and "any more", then a negated verb of recording.
_NO_RECORD = re.compile(
    r"(?P<t>[^。！？!?\s、，,]{2,30}?)(?:は|も)[、,\s]*(?:もう|一切|今後|これから|絶対に?|今後一切)*[、,\s]*"
    r"(?:記録|記憶|メモ|保存)(?:に残さ|に残したりし|を残さ|したりし|し)ないで"
)
_EDGE = " \t…~～\u3000「」"
# Discourse words before the topic carry nothing ("あと、", "それと").
_FILLER = re.compile(r"^(?:あと|それと|それから|えっと|ちなみに)+")


def ja_no_record(lowered: str) -> tuple[int, int] | None:
    """The span of the topic of a request to keep no record of it, or ``None``."""
    found = _NO_RECORD.search(lowered)
    if found is None:
        return None
    start, end = found.span("t")
    skip = _FILLER.match(lowered[start:end])
    start += skip.end() if skip is not None else 0
    while start < end and lowered[start] in _EDGE:
        start += 1
    while end > start and lowered[end - 1] in _EDGE:
        end -= 1
    return (start, end) if end - start >= 2 else None


# "任何记录", "一切信息": a record quantified and nothing else.
_ZH_ANY_RECORD = re.compile(
    r"(?:任何|一切|所有|全部)(?:的)?(?:记录|記錄|信息|資訊|内容|內容|记忆|記憶|资料|資料)"
)
_ZH_ABOUT = re.compile(r"(?:关于|有关|關於|有關)[^，,。！？!?\n]{1,30}")


def zh_record_topic(text: str, statement: str) -> str | None:
    """The "about" topic before a refused record that names no content, or ``None``."""
    if _ZH_ANY_RECORD.fullmatch(statement) is None:
        return None
    at = text.find(statement)
    found = _ZH_ABOUT.search(text, 0, at if at >= 0 else len(text))
    return None if found is None else found.group().strip(_EDGE)
