"""E-mail addresses written with the "@" and the dots in brackets, to fool address
harvesters: "jo.moreno (arroba) gmail (punto) com", "john [at] example [dot] org",
"marie(at)orange.fr", "li{at}qq{dot}com".

The bracketed "at" is the mark: in every language people write it in brackets, in their
own word or in English ("at", "arroba", "arobase", "chez", "ät", "@"). Around it stand a
local part of address characters and a domain whose parts are joined by "." or by a
bracketed "dot" ("dot", "punto", "point", "punkt", "."), ending in a top-level domain of
two letters or more. The whole address is one finding, brackets and all. The bracketed
"at" forms are cues of the scanner's one Aho-Corasick pass, so text without one costs
nothing here.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler

__all__ = ["OBFUSCATED_EMAIL_HANDLER"]

_AT_WORDS = ("at", "arroba", "arobase", "chez", "ät", "@")
_OPEN, _CLOSE = "([{<", ")]}>"
_AT_CUES = tuple(
    f"{o}{pad}{word}{pad}{c}"
    for o, c in zip(_OPEN, _CLOSE, strict=True)
    for word in _AT_WORDS
    for pad in ("", " ")
)
_BRACKETED_DOT = r"[ \t]*[(\[{<][ \t]*(?:dot|punto|point|punkt|\.)[ \t]*[)\]}>][ \t]*"
_REST = re.compile(
    r"[ \t]*[(\[{<][ \t]*(?:at|arroba|arobase|chez|ät|@)[ \t]*[)\]}>][ \t]*"
    rf"[a-z0-9-]+(?:(?:\.|{_BRACKETED_DOT})[a-z0-9-]+)*(?:\.|{_BRACKETED_DOT})[a-z]{{2,12}}"
    r"(?![a-z0-9])"
)
_LOCAL = re.compile(r"(?<![\w.@+-])[a-z0-9][a-z0-9._+-]{0,63}[ \t]*\Z")


def find_obfuscated_emails(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a bracketed "at" starts in ``probe.lowered``."""
    lowered = probe.lowered
    for at in positions:
        local = _LOCAL.search(lowered, max(0, at - 72), at)
        if local is None:
            continue
        rest = _REST.match(lowered, local.end())
        if rest is not None:
            found.append((local.start(), rest.end(), FindingKind.EMAIL))


OBFUSCATED_EMAIL_HANDLER = CueHandler(_AT_CUES, find_obfuscated_emails)
