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

__all__ = ["csv_handler", "sql_handler", "table_handler"]

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


# --- delimited rows: CSV and SQL ---------------------------------------------------------
#
# "name,card,exp,cvc⏎Holly Brandt,2475…,09/28,190" and "INSERT INTO users (id, email,
# password_plain) VALUES (42, 'a@b.co', 'Xiaomi4726.')": the same reading as a Markdown
# table's, a header row whose fields say what the cells below (or the values opposite)
# are. A header is only a header if it is short fields and nothing else, and a data row
# only counts when it has as many fields as the header.

# The words a column that holds a secret is named by, the cues of the CSV reader: text
# with no such word costs nothing here.
_COLUMN_CUES = (
    *("card", "cvc", "cvv", "pin", "pass", "pwd", "phone", "tel", "mobile", "ssn", "iban"),
    *("dni", "nie", "nif", "secret", "token", "mdp", "kennwort", "handy", "telefon"),
    *("teléfono", "telefono", "móvil", "movil", "clave", "contraseña", "téléphone"),
    *("portable", "passeport", "pasaporte", "ausweis", "steuer", "mynumber"),
    *("マイナンバー", "電話", "携帯", "暗証", "パスワード"),
    *("密码", "手机", "电话", "身份证", "卡号"),
)
_FIELD = re.compile(r"""[ \t]*(?:'(?:[^'\n]|'')*'|"[^"\n]*"|[^,;\t\n'"]*)[ \t]*""")
# Tab-separated rows (a spreadsheet pasted into a chat): a tab is the separator there,
# so only spaces pad a field.
_TAB_FIELD = re.compile(r"""[ ]*(?:'(?:[^'\n]|'')*'|"[^"\n]*"|[^\t\n'"]*)[ ]*""")
_MOST_FIELD = 40
_HEADER_FIELD = re.compile(r"[^\W\d][\w .#/()-]{0,30}")


def _fields(text: str, start: int, end: int, separator: str) -> list[tuple[int, int]] | None:
    """The fields of ``text[start:end]`` split at ``separator`` (quotes respected), as
    spans stripped of spaces and quotes; None when the line is not such a row."""
    spans: list[tuple[int, int]] = []
    at = start
    field = _TAB_FIELD if separator == "\t" else _FIELD
    while True:
        match = field.match(text, at, end)
        if match is None:
            return None
        value = match.group().strip(" \t")
        lead = match.group().find(value) if value else 0
        begin = match.start() + lead
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            spans.append((begin + 1, begin + len(value) - 1))
        else:
            spans.append((begin, begin + len(value)))
        at = match.end()
        if at >= end:
            return spans
        if text[at] != separator:
            return None
        at += 1


def _read_cells(
    text: str, headers: list[str], row: list[tuple[int, int]], find: Find, found: list[Candidate]
) -> None:
    for header, (cell_start, cell_end) in zip(headers, row, strict=True):
        value = text[cell_start:cell_end]
        if not value or len(value) > _MOST_CELL:
            continue
        # "password_plain", "card-number": an identifier's parts read as words
        prefix = f"{header.replace('_', ' ')}: "
        views = [(cell_start, cell_end)]
        if text[cell_start - 1 : cell_start] in ("'", '"') and text[cell_end : cell_end + 1] in (
            "'",
            '"',
        ):
            # quoted too: a quoted value is taken whole, with its end punctuation
            views.append((cell_start - 1, cell_end + 1))
        for view_start, view_end in views:
            shift = view_start - len(prefix)
            for c_start, c_end, kind in find(prefix + text[view_start:view_end]):
                if c_start >= len(prefix):
                    found.append((c_start + shift, c_end + shift, kind))


def _header(text: str, line: tuple[int, int]) -> tuple[str, list[str]] | None:
    row = text[line[0] : line[1]]
    for separator in ",;\t|":
        if row.count(separator) < 1:
            continue
        spans = _fields(text, *line, separator)
        if spans is None or len(spans) < 2:
            continue
        headers = [text[s:e] for s, e in spans]
        if all(_HEADER_FIELD.fullmatch(h) for h in headers):
            return separator, headers
    return None


def csv_handler(find: Find) -> CueHandler:
    """Rows of delimited text under a header line that names a secret column."""

    def run(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
        text = probe.text
        if "\n" not in text:
            return
        seen = -1
        for at in positions:
            line = _line_at(text, at)
            if line[0] <= seen or line[1] >= len(text):
                continue
            seen = line[0]
            header = _header(text, line)
            if header is None:
                continue
            separator, headers = header
            start, cells = line[1] + 1, 0
            for _ in range(_MOST_ROWS):
                if start >= len(text):
                    break
                row_line = _line_at(text, start)
                row = _fields(text, *row_line, separator)
                if row is None or len(row) != len(headers):
                    break
                cells += len(row)
                if cells > _MOST_CELLS:
                    return
                _read_cells(text, headers, row, find, found)
                start = row_line[1] + 1

    return CueHandler(_COLUMN_CUES, run)


_INSERT = re.compile(
    r"insert[ \t]+into[ \t]+[\w.`\"\[\]]+[ \t]*\((?P<columns>[^()\n]{1,400})\)[ \t\n]*"
    r"values[ \t\n]*(?P<rows>(?:\([^()\n]{1,800}\)[ \t\n]*,?[ \t\n]*){1,50})",
    re.IGNORECASE,
)
_TUPLE = re.compile(r"\((?P<v>[^()\n]{1,800})\)")


def sql_handler(find: Find) -> CueHandler:
    """``INSERT INTO t (columns) VALUES (…), (…)``: each value read with its column."""

    def run(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
        text = probe.text
        for at in positions:
            match = _INSERT.match(text, at)
            if match is None:
                continue
            columns = _fields(text, *match.span("columns"), ",")
            if columns is None:
                continue
            headers = [text[s:e].strip('`"[]') for s, e in columns]
            for row in _TUPLE.finditer(text, match.start("rows"), match.end("rows")):
                cells = _fields(text, *row.span("v"), ",")
                if cells is not None and len(cells) == len(headers):
                    _read_cells(text, headers, cells, find, found)

    return CueHandler(("insert into", "insert  into"), run)


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
