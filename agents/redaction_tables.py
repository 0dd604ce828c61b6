"""Table cells whose column header names a secret: a Markdown table's header is its label.

In "| Name | DNI | Teléfono |⏎|---|---|---|⏎| Iker Sanz | 12345678Z | 623670654 |" the
phone number has no phone word within reach: the word that says what it is stands lines
above, in the header row. A table is read where a Markdown delimiter row stands
("|---|:--:|", the cue of the scanner's one Aho-Corasick pass, so text without one costs
nothing here); each data cell is then looked at as "<header>: <cell>" by every detector
(the label, phone and number detectors read the header as they read any label), and a
finding inside the cell maps back onto it. A header that names nothing ("Name",
"Anzahl") adds nothing: the cell is read as a cell alone would be.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agents.redaction_kinds import Candidate
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler

__all__ = ["table_handler"]

Find = Callable[[str], list[Candidate]]

_DELIMITER_ROW = re.compile(r"[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)+\|?[ \t]*")
_MOST_ROWS = 200
# Each cell is one more pass of every detector: a pasted spreadsheet stops here.
_MOST_CELLS = 600
_MOST_HEADER = 40
_MOST_CELL = 200


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The cells of a row as spans, stripped of spaces; a leading or trailing pipe opens
    or closes the row, it does not add an empty cell."""
    row = text[start:end].strip()
    offset = start + text[start:end].find(row) if row else start
    if row.startswith("|"):
        row, offset = row[1:], offset + 1
    if row.endswith("|"):
        row = row[:-1]
    cells = []
    for match in re.finditer(r"[^|]*", row):
        if match.start() and row[match.start() - 1] != "|":
            continue  # the empty match at the end of a cell
        value = match.group()
        lead = len(value) - len(value.lstrip())
        cells.append((offset + match.start() + lead, offset + match.start() + len(value.rstrip())))
    return cells


def _line_at(text: str, at: int) -> tuple[int, int]:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


def _read_table(text: str, delimiter: tuple[int, int], find: Find, found: list[Candidate]) -> None:
    if delimiter[0] == 0:
        return  # no header row above
    head = _line_at(text, delimiter[0] - 1)
    headers = [text[s:e] for s, e in _cells(text, *head)]
    start = delimiter[1] + 1
    cells = 0
    for _ in range(_MOST_ROWS):
        if start >= len(text):
            break
        row = _line_at(text, start)
        if "|" not in text[row[0] : row[1]]:
            break
        for column, (cell_start, cell_end) in enumerate(_cells(text, *row)):
            header = headers[column] if column < len(headers) else ""
            value = text[cell_start:cell_end]
            if not header or not value or len(header) > _MOST_HEADER or len(value) > _MOST_CELL:
                continue
            cells += 1
            if cells > _MOST_CELLS:
                return
            prefix = f"{header}: "
            for c_start, c_end, kind in find(prefix + value):
                if c_start >= len(prefix):
                    shift = cell_start - len(prefix)
                    found.append((c_start + shift, c_end + shift, kind))
        start = row[1] + 1


def table_handler(find: Find) -> CueHandler:
    """``find`` runs every detector on a text (the redactor's own candidate search)."""

    def run(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
        text = probe.text
        seen = -1
        for at in positions:
            line = _line_at(text, at)
            if line[0] <= seen or _DELIMITER_ROW.fullmatch(text, *line) is None:
                continue
            seen = line[0]
            _read_table(text, line, find, found)

    return CueHandler(("|--", "| --", "|:-", "| :-", "--|", "-:|"), run)
