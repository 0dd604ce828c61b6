"""Trimming a span of a zh/ja message to its words: the directive readers of Chinese and
Japanese each cut messages at their own marks, then drop the spaces, ellipses and list
marks around a piece before reading it."""

from __future__ import annotations

import re


def trimmed(
    text: str, start: int, end: int, edge: str, content: re.Pattern[str]
) -> tuple[int, int]:
    """``start, end`` moved inwards past characters that are in ``edge`` or are not
    ``content`` (each reader says what counts as a word of its own)."""
    while start < end and (text[start] in edge or not content.match(text[start])):
        start += 1
    while end > start and (text[end - 1] in edge or not content.match(text[end - 1])):
        end -= 1
    return start, end
