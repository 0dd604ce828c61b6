"""Numbers with emoji between their digit groups: "+1 646 817 📱 2789", "070 😉 4226 0740",
"+33 6 50 ➡️ 72 17 13".

People decorate a number they send in chat, or an app pastes a symbol into it; the digit
groups on either side are still one phone or card number, and no detector reads across
the pictograph. :func:`find_across_emoji` makes a view of the text with each run of
emoji (pictographs, arrows, dingbats, geometric shapes, with their variation selectors
and skin tones, and the spaces around them) between two digits written as one space,
runs every detector on the view (:func:`agents.redaction.redact`), and maps a finding
that covers such a place back onto the original text, emoji included. A finding of the
view that covers no emoji is the plain text's own and is left to it.

Cost: every emoji is a cue of the scanner's Aho-Corasick pass; text without one costs
nothing here, and text with one a look at the few characters around it.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler

__all__ = ["EMOJI_DIGITS_HANDLER"]

# Pictographs and symbols people use as emoji, with what modifies them: variation
# selectors (U+FE0E/FE0F), skin tones (inside U+1F300-1FAFF), a zero-width joiner (the
# probe folds it to a space), keycap marks.
_EMOJI = (
    "\U0001f000-\U0001faff\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2900-\u297f"
    "\u2b00-\u2bff\u3030\u303d\u3297\u3299"
)
_DIGIT_NEAR = re.compile(r"[0-9]")
_SPLIT = re.compile(rf"(?<=[0-9])[ ]*(?:[{_EMOJI}][\ufe0e\ufe0f\u20e3]?[ ]*)+(?=[+(]?[0-9])")


def _emoji_cues() -> tuple[str, ...]:
    cues: list[str] = []
    for low, high in _EMOJI_RANGES:
        cues.extend(chr(code) for code in range(low, high + 1) if chr(code).isprintable())
    return tuple(cues)


_EMOJI_RANGES = (
    (0x1F000, 0x1FAFF),
    (0x2190, 0x21FF),
    (0x2300, 0x23FF),
    (0x25A0, 0x27BF),
    (0x2900, 0x297F),
    (0x2B00, 0x2BFF),
    (0x3030, 0x3030),
    (0x303D, 0x303D),
    (0x3297, 0x3297),
    (0x3299, 0x3299),
)


def find_across_emoji(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """Findings of the text with its emoji between digits read as spaces; ``positions``:
    where an emoji stands (the scanner's Aho-Corasick pass finds them)."""
    text = probe.text
    if not any(_DIGIT_NEAR.search(text, max(0, at - 3), at + 5) for at in positions):
        return
    if _SPLIT.search(text) is None:
        return
    pieces: list[str] = []
    origin: list[int] = []  # for each character of the view, its place in the text
    splits: list[int] = []  # the view's places of the spaces that stand for emoji
    cursor = 0
    for match in _SPLIT.finditer(text):
        pieces.append(text[cursor : match.start()])
        origin.extend(range(cursor, match.start()))
        splits.append(len(origin))
        pieces.append(" ")
        origin.append(match.start())
        cursor = match.end()
    pieces.append(text[cursor:])
    origin.extend(range(cursor, len(text)))
    # The full redactor on the view; imported here, as it imports this module's caller.
    from agents.redaction import redact  # noqa: PLC0415

    ends = {at: match.end() for at, match in zip(splits, _SPLIT.finditer(text), strict=True)}
    for finding in redact("".join(pieces)).findings:
        covered = [at for at in splits if finding.start < at < finding.end - 1]
        if not covered:
            continue
        last = finding.end - 1
        end = ends[last] if last in ends else origin[last] + 1
        found.append((origin[finding.start], end, finding.kind))


# Every emoji is a cue of the scanner's one Aho-Corasick pass: text without one costs
# nothing here.
EMOJI_DIGITS_HANDLER = CueHandler(_emoji_cues(), find_across_emoji)
