"""Assertions on what the directive detector makes of one line, shared by the unit tests
of the language rounds."""

from __future__ import annotations

from agents.directives import detect_directive


def found(text: str) -> tuple[str, str] | None:
    """The action and statement detected in ``text``, or None."""
    directive = detect_directive(text)
    return None if directive is None else (directive.action.value, directive.statement)


def check(text: str, action: str, keys: tuple[str, ...], absent: tuple[str, ...] = ()) -> None:
    """``text`` is a directive of ``action`` whose statement holds every key and none of
    the ``absent`` words."""
    got = found(text)
    assert got is not None, text
    assert got[0] == action, (text, got)
    for key in keys:
        assert key in got[1], (text, got)
    for word in absent:
        assert word not in got[1], (text, got)
