"""A form's field copied from a PDF or a scanned letter: the label on one line, its value
on the next.

"VERSICHERTENNUMMER⏎I879888662", "個人番号⏎3190 4252 8818", "Passwort:⏎Sonne123",
"Telefon (privat)⏎0151 …": text copied out of a form keeps the form's layout, one field
name per line and the value under it, so no detector finds the label on the value's
line. A *label line* is short (at most ``_MOST_LABEL`` characters and ``_MOST_LABEL_WORDS``
words), holds letters and no digit, and does not end a sentence ("." "!" "?"); the line
under it is a *value line*, short too (at most ``_MOST_VALUE`` characters and
``_MOST_VALUE_WORDS`` words) and made, not said: a digit, a symbol or a capital inside a
word ("thanks" under "what's the wifi password" is the chat's next line). Each such pair,
with the lines around it as context, is read as "<label>: <value>" by every
detector (the redactor's own candidate search, as a table cell is read with its column
header, :mod:`agents.redaction_tables`), and a finding inside the value maps back onto
it. A label that names nothing ("Krankenkasse", "Name") adds nothing: the value is read
as it would be alone, and an order or customer number under its own label stays.

Cost: the line break is the cue of the scanner's one Aho-Corasick pass; text on one line
costs nothing here, and a message of long lines a look at each line's length.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_words import (
    CODE_LABELS,
    CVV_LABELS,
    KEY_LABELS,
    NETWORK_LABELS,
    PASSWORD_LABELS,
    PIN_LABELS,
    SHORT_PASSWORD_LABELS,
    WEAK_CODE_LABELS,
)

__all__ = ["form_line_handler"]

Find = Callable[[str], list[Candidate]]

_MOST_LABEL = 64
_MOST_LABEL_WORDS = 8
# Each pair is one or two more passes of every detector: a pasted document stops here.
_MOST_PAIRS = 12
_LETTER = re.compile(r"[^\W\d_]")
# The value opens the line under the label: its first token, made, not said (a digit, a
# symbol people put in passwords, or a capital after a small letter).
_FIRST_TOKEN = re.compile(r"[ \t]*(?P<t>[^\s]{1,64})")
_MADE = re.compile(r"[0-9!#$%&*+=?@^_~]|[a-z][A-Z]")
# A line that ends a sentence is prose, not a field name ("Bitte melden Sie sich an.").
_SENTENCE_END = ".!?。！？"
_MOST_ABBREVIATION = 4
# A line that does not open with its value holds one only when it is short: a field.
_MOST_VALUE = 64
_MOST_VALUE_WORDS = 5
# How much of the text before the label line and after the value line stays as context.
_CONTEXT = 160


def _ends_sentence(line: str) -> bool:
    """A sentence's end, not an abbreviation's dot ("NHS No.", "Tel.", "Geb.")."""
    if line[-1] not in _SENTENCE_END:
        return False
    if line[-1] != ".":
        return True
    last = re.split(r"[\s\-/]", line[:-1])[-1]
    return not (0 < len(last) <= _MOST_ABBREVIATION and last.isalpha())


def _label_line(line: str) -> str | None:
    """The label a line holds, without its trailing colon, or None."""
    stripped = line.strip()
    if not stripped or len(stripped) > _MOST_LABEL or _ends_sentence(stripped):
        return None
    if "[redacted:" in stripped or _LETTER.search(stripped) is None:
        return None
    if len(stripped.split()) > _MOST_LABEL_WORDS:
        return None
    return stripped.rstrip(" \t:：")


def _value_start(text: str, at: int) -> int | None:
    """Where the value under a label line starts (``at`` is the line break), or None when
    the line neither opens with a made token nor is a short line with one ("thanks"
    under "what's the wifi password" is the chat's next line, not a value)."""
    token = _FIRST_TOKEN.match(text, at + 1)
    if token is None or "\n" in token.group() or "[redacted:" in token.group("t"):
        return None
    if _MADE.search(token.group("t")):
        return token.start("t")
    line_end = text.find("\n", at + 1)
    line = text[at + 1 : len(text) if line_end < 0 else line_end].strip()
    short = len(line) <= _MOST_VALUE and len(line.split()) <= _MOST_VALUE_WORDS
    return token.start("t") if short and _MADE.search(line) else None


# A label line that ends with a secret's label ("Passwort:", "PIN (Karte)", "暗証番号")
# is read with a colon after it; one that ends in another word ("Mot de passe oublié",
# "PIN pad", "Password reset") is not: a colon would make any token after it a value.
_SECRET_PHRASES = frozenset(
    (*PASSWORD_LABELS, *SHORT_PASSWORD_LABELS, *PIN_LABELS, *CODE_LABELS, *WEAK_CODE_LABELS),
) | frozenset((*CVV_LABELS, *NETWORK_LABELS, *KEY_LABELS))
_QUALIFIER = re.compile(r"[ \t]*(?:\([^()]*\)|（[^（）]*）|\[[^\[\]]*\])[ \t]*\Z")
_HEAD = re.compile(
    r"(?:[ \t.-]*(?:number|no\.?|nr\.?|n°|nummer|numéro|numero|número|#|番号|号码|号))?"
    r"[ \t.:：]*\Z",
    re.IGNORECASE,
)


_LABEL_KINDS = frozenset(
    {FindingKind.PASSWORD, FindingKind.PIN, FindingKind.CVV, FindingKind.SECRET}
)


def _names_a_secret(label: str) -> bool:
    """Whether the label line ends with a secret's label: a label phrase, before a head
    noun ("PIN-Nr."), a word that says it is temporary or new ("mot de passe provisoire"),
    what it opens ("Code de la boîte à clés", "Handy-PIN von Oma") or a bracketed
    qualifier ("Kennwort (neu)"); whatever stands before it ("coucou, mot de passe",
    "- Startpasswort", "ドコモのネットワーク暗証番号"). A line that ends in another word
    ("Mot de passe oublié", "PIN pad", "Password reset") names no value."""
    line = _QUALIFIER.sub("", label)
    # the whole line, or the line up to a preposition that says what the secret opens
    cuts = [len(line), *(m.start() for m in _OF_WHAT.finditer(line))]
    return any(_ends_with_label(line[:cut]) for cut in cuts)


def _ends_with_label(text: str) -> bool:
    core = _STATE.sub("", _HEAD.sub("", text)).strip().lower()
    if not core:
        return False
    words = core.replace("-", " ").split()
    if any(" ".join(words[i:]) in _SECRET_PHRASES for i in range(len(words))):
        return True
    if words[-1].endswith(_COMPOUND_TAILS):
        return True  # "Startpasswort", "WLAN-Kennwort", "Zugangscode"
    return any(
        not core[-size:].isascii() and core[-size:] in _SECRET_PHRASES for size in _CJK_SIZES
    )


_COMPOUND_TAILS = ("passwort", "kennwort", "password", "passcode", "code")
_CJK_SIZES = range(1, 9)
# A word that says the secret is temporary, new or the default, after its label.
_STATE = re.compile(
    r"(?:[ \t]+(?:provisoire|temporaire|temporal|temporary|temp|initial|initiale|inicial"
    r"|nouveau|nouvelle|nuevo|nueva|new|neu|neues|neuer|actual|actuel|actuelle|current"
    r"|par\s+d[ée]faut|por\s+defecto|default))+[ \t]*\Z",
    re.IGNORECASE,
)


# What the secret opens or belongs to, after its label: a preposition and a few words.
_OF_WHAT = re.compile(
    r"[ \t]+(?:for|of|to|on|de|del|du|des|d['’]|für|fürs|vom|von|zum|zur|der|des"
    r"|para|pour|at|bei|beim|chez)(?![^\W\d_])(?=[^\d]{0,40}\Z)",
    re.IGNORECASE,
)


def form_line_handler(find: Find) -> CueHandler:
    """``find`` runs every detector on a text (the redactor's own candidate search)."""

    def run(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
        text = probe.text
        pairs = 0
        for at in positions:
            line_start = text.rfind("\n", 0, at) + 1
            label = _label_line(text[line_start:at])
            if not label:
                continue
            value_start = _value_start(text, at)
            if value_start is None:
                continue
            pairs += 1
            if pairs > _MOST_PAIRS:
                return
            _read_pair(text, (line_start, value_start), label, find, found)

    return CueHandler(("\n",), run)


def _read_pair(
    text: str, starts: tuple[int, int], label: str, find: Find, found: list[Candidate]
) -> None:
    """Read the label line that starts at ``starts[0]`` with its value at ``starts[1]``."""
    line_start, value_start = starts
    # The lines around the pair stay as context ("Offizielle Hotline der Bahn⏎Service⏎
    # 0800 …" is a public line; "… (gebührenfrei)" after it too).
    context_start = text.find("\n", max(0, line_start - _CONTEXT), line_start) + 1
    if context_start == 0 and line_start > _CONTEXT:
        context_start = line_start
    value_end = text.find("\n", value_start)
    value_end = len(text) if value_end < 0 else value_end
    context_end = text.find("\n", value_end + 1, value_end + _CONTEXT)
    context_end = len(text) if context_end < 0 else context_end
    before = text[context_start:line_start]
    rest = text[value_start:context_end]
    # A secret's label ("Passwort", "Code de la boîte à clés") is read as "label: value".
    # A line that holds more ("Mot de passe oublié", "PIN pad", "the landlord wants my
    # BSN") is read as one line with the value, and only a number its own check or format
    # names (an identity number, a phone, an IBAN) is taken from it: a PIN or a password
    # is what a label says, and this line's words do not say it.
    named = _names_a_secret(label)
    prefix = f"{before}{label}{': ' if named else ' '}"
    shift = value_start - len(prefix)
    line_end = len(prefix) + value_end - value_start
    for start, end, kind in find(prefix + rest):
        if kind in _LABEL_KINDS:
            # a label's value opens the line under it
            if named and start == len(prefix):
                found.append((start + shift, end + shift, kind))
        elif len(prefix) <= start < line_end:
            found.append((start + shift, end + shift, kind))
