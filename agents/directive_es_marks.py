"""Spanish: a cue word glued to the opening "¡" or "¿" (round 14).

"Mi equipo es el Sevilla, ¡grábatelo!" — "¿Te lo apuntas?". Spanish opens an exclamation
or a question with an inverted mark written against the first word, so the word's first
four characters, by which the detector's cheap gate looks a phrase up, are "¡grá", not
"gráb". The forms' own cue words already carry these variants (``_LEADING`` in
:mod:`agents.directives`); this gives the same variants to the idioms the detector
rewrites before reading ("grábatelo", "que no se te pase", "tómalo en cuenta").

Pure function over the detector's table of phrases by key.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

__all__ = ["with_opening_marks"]

_T = TypeVar("_T")
_MARKS = ("¡", "¿")


def with_opening_marks(by_key: Mapping[str, list[_T]]) -> dict[str, list[_T]]:
    """The entries of ``by_key`` (a four-character key → what it opens) for the same words
    written after "¡" or "¿": the mark and the key's first three characters."""
    marked: dict[str, list[_T]] = {}
    for key, entries in by_key.items():
        if not key[:1].isalpha():
            continue
        for mark in _MARKS:
            marked.setdefault(mark + key[:3], []).extend(entries)
    return marked
