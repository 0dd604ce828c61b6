"""Secrets found by the shape of the value and a short context window, with no label.

Three families that the label grammar (``agents.redaction_labels``) cannot reach:

- **Credential pairs**: "admin / Xy7#q2Lm", "bob / hunter2hunter2", "[redacted:email]/
  Kit3_0101": a user name (lower-case letters, digits, ``._-``; or an e-mail, or its
  placeholder), a slash, and a value that looks generated (letters with two digits or a
  symbol; after an e-mail, a login, letters and one digit: "jo@mail.de /
  Balkon2Sonne!"). "read / write", "TCP / IP", "12/27 / 618" and "Berlin / Paris" are
  not pairs: their right side has no digits or no letters, and "auth/session.py:38" is a
  source file at a line. Also an address, a colon and the value
  with no space ("jo@mail.com:Otter_Bay31", the combo lists people paste), and a
  network name of any case after a network word ("wifi is BlueHouse / copper774"; a
  passphrase there too: "Wifi: CasaNet / olive-tree-morning").
- **Card security codes**: a 3-4 digit number in the same clause, shortly after a payment
  card ("card … exp 08/27, back 381", "卡号…背面三位381", "…CVV381"). Expiry dates,
  prices (after a currency sign or with a decimal or thousands separator), years and
  numbers followed by a unit stay.
- **Strong password shapes**: one token of 8-64 characters with a lower-case letter, a
  capital, a digit and a password symbol (``!#$%&*?@^~+``) — what a password policy asks
  for and what prose, numbers, dates, IPs, versions, prices, code and hashtags never
  hold together. E-mails, URLs, ``$VARS``, hashtags, mentions and code are left alone.
  After a "new one" phrase ("the new one is", "use this:", "le nouveau c'est", "la nueva
  es", "die neue ist") a weaker shape is enough: letters with two digits or a symbol,
  or a passphrase of three words or more ("Sevilla-tiene-color-especial").

Cost: the password marks and the "new one" words are cues of the scanner's one
Aho-Corasick pass (``STRONG_SHAPE_HANDLER``, ``NEW_ONE_HANDLER``), so only the tokens
holding a mark are looked at; pairs need a ``/`` and card codes a card finding, so prose
without them costs two ``in`` tests.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_words import UNITS_AFTER_A_NUMBER

__all__ = ["NEW_ONE_HANDLER", "STRONG_SHAPE_HANDLER", "find_by_shape", "passphrase"]

K = FindingKind

_POLICY_MARKS = "!#$%&*?@^~+"
_LEADING = "\"'“‘„«‹「『`([{<（【：:,，;；?!¿¡"
_TRAILING = "\"'”’»›」』`)]}>）】.,;:!?。，；！？…"
_CJK_EDGE = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\u3000-\u30ff]+")
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}")
_CODE = re.compile(r"[=()\[\]{}<>]|://|^\$|^[#@]|^[A-Za-z]:\\|\\")


def _trim(text: str, begin: int, end: int) -> tuple[int, int]:
    while begin < end and text[begin] in _LEADING:
        begin += 1
    while end > begin and text[end - 1] in _TRAILING:
        end -= 1
    return begin, end


def _classes(value: str) -> tuple[bool, bool, bool, bool]:
    lower = upper = digit = symbol = False
    for ch in value:
        if "a" <= ch <= "z":
            lower = True
        elif "A" <= ch <= "Z":
            upper = True
        elif "0" <= ch <= "9":
            digit = True
        elif ch in _POLICY_MARKS:
            symbol = True
    return lower, upper, digit, symbol


def _plain_ascii(value: str) -> bool:
    return value.isascii() and value.isprintable()


def strong_shape(value: str) -> bool:
    """Lower case, upper case, a digit and a password symbol, 8-64 characters, and not an
    e-mail, a URL, a variable, a hashtag, a mention or code."""
    if not 8 <= len(value) <= 64 or not _plain_ascii(value):
        return False
    if not all(_classes(value)):
        return False
    return not (_EMAIL.search(value) or _CODE.search(value))


def generated_shape(value: str) -> bool:
    """Weaker: 6+ characters, letters with two digits or a password symbol or ``_``, not
    an e-mail, a URL, code, a version or a date."""
    if not 6 <= len(value) <= 64 or not _plain_ascii(value):
        return False
    letters = sum(ch.isalpha() for ch in value)
    digits = sum(ch.isdigit() for ch in value)
    if letters < 2 or _EMAIL.search(value) or _CODE.search(value):
        return False
    if _VERSION.fullmatch(value) or _DATE.search(value):
        return False
    return digits >= 2 or any(ch in _POLICY_MARKS or ch == "_" for ch in value)


def passphrase(value: str) -> bool:
    """Three or more words joined by one kind of mark ("Sevilla-tiene-color-especial",
    "lark.stone.mild"), twelve characters or more, at most one word of three letters or
    fewer: not "state-of-the-art", "up-to-date", "day-to-day"."""
    if len(value) < 12:
        return False
    for mark in "-_.":
        words = value.split(mark)
        if len(words) >= 3:
            short = sum(len(word) <= 3 for word in words)
            return short <= 1 and all(word.isalpha() for word in words)
    return False


_VERSION = re.compile(r"[vV]?[0-9]+(?:\.[0-9]+)+(?:[-+][0-9A-Za-z.]+)?")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2}[/.][0-9]{1,2}[/.][0-9]{2,4}")


# --- strong shapes -------------------------------------------------------------------------


def _with_doubled_ending(text: str, begin: int, end: int, limit: int) -> int:
    """A value that ends in "!!" or "?!" keeps them: a doubled mark is part of the value
    ("Lisbon2023!!"), a single one ends the sentence ("… 1Password?")."""
    tail = end
    while tail < limit and text[tail] in "!?":
        tail += 1
    return tail if tail - end >= 2 else end


def _strong_tokens(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a password mark occurs (the scanner's Aho-Corasick pass finds
    them; a character class scanned by ``re`` would cost a microsecond a line). Each
    token holding one is cut out with str.find; a tab or other white space inside fails
    ``isprintable`` later."""
    text = probe.text
    done = 0
    size = len(text)
    for at in positions:
        if at < done:
            continue
        begin = max(text.rfind(" ", 0, at), text.rfind("\n", 0, at)) + 1
        space, newline = text.find(" ", at), text.find("\n", at)
        done = min(space if space >= 0 else size, newline if newline >= 0 else size)
        if done - begin >= 8:
            _strong_token(text, begin, done, found)


def _strong_token(text: str, start: int, stop: int, found: list[Candidate]) -> None:
    begin, end = _trim(text, start, stop)
    end = _with_doubled_ending(text, begin, end, stop)
    value = text[begin:end]
    if value.isascii():
        if strong_shape(value):
            found.append((begin, end, K.PASSWORD))
        return
    # CJK text glued to the value ("新密码Ab3!xyzQ（…）"): the ASCII stretches in it.
    for piece in _ASCII_RUN.finditer(text, begin, end):
        b, e = _trim(text, *piece.span())
        e = _with_doubled_ending(text, b, e, piece.end())
        if strong_shape(text[b:e]):
            found.append((b, e, K.PASSWORD))


_ASCII_RUN = re.compile(r"[!-~]+")


# --- "the new one is X" --------------------------------------------------------------------

_NEW_ONE = re.compile(
    r"(?<![^\W\d_])(?:(?:the\s+)?new\s+one(?:'s|’s|\s+is|\s+will\s+be)?|use\s+this"
    r"|(?:le|la)\s+nouve(?:au|lle)\s+(?:c'est|c’est|est)|(?:el|la)\s+nuev[oa]\s+es"
    r"|(?:die|das|der)\s+neue\s+(?:ist|lautet))(?![^\W\d_])[ \t]*[:=]?[ \t]*",
    re.IGNORECASE,
)
_NEW_CUES = ("new one", "use this", "nouveau", "nouvelle", "nueva", "nuevo", "neue")
_BARE = re.compile(r"[^\s]{1,80}")


def _new_one(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a cue of ``_NEW_CUES`` occurs (the phrase may start a word
    earlier: "the new one", "le nouveau")."""
    text = probe.text
    start = max(0, positions[0] - 4)
    for match in _NEW_ONE.finditer(text, start):
        bare = _BARE.match(text, match.end())
        if bare is None:
            continue
        begin, end = _trim(text, *bare.span())
        value = text[begin:end]
        if generated_shape(value) or passphrase(value):
            found.append((begin, end, K.PASSWORD))


# --- credential pairs ----------------------------------------------------------------------

_EMAIL_OR_PLACEHOLDER = r"(?:\[redacted:email\]|[^\s@/:]+@[^\s@/:]+\.[a-z]{2,})"
_PAIR = re.compile(
    rf"(?<![^\s:：(（,，])(?:[a-z][a-z0-9._-]{{1,31}}|{_EMAIL_OR_PLACEHOLDER})"
    r"[ \t]*/[ \t]*(?P<v>[^\s/]{6,64})(?![^\s])"
    # "spotify jo@mail.com:Sakura_72!": an address, a colon and the password, no space
    rf"|(?<![^\s:：(（,，]){_EMAIL_OR_PLACEHOLDER}:(?P<c>[^\s/]{{6,64}})(?![^\s])"
    # "wifi is CasaLuna / blue613": a network name of any case, then its key
    r"|(?:wi-?fi|wlan|ssid|network|netzwerk|réseau|red|网络|无线|ワイファイ)(?![a-z])[^\n/]{0,16}?"
    r"(?<![^\s:：])[^\s/]{2,32}[ \t]*/[ \t]*(?P<n>[^\s/]{6,64})(?![^\s])",
    re.IGNORECASE,
)


def _pairs(text: str, found: list[Candidate]) -> None:
    if "/" not in text and (("@" not in text and "]:" not in text) or ":" not in text):
        return
    for match in _PAIR.finditer(text):
        group = "v" if match.start("v") >= 0 else "c" if match.start("c") >= 0 else "n"
        begin, end = _trim(text, *match.span(group))
        value = text[begin:end]
        if not value.isascii():
            core = re.match(r"[!-~]+", value)
            if core is None:
                continue
            end = begin + core.end()
            begin, end = _trim(text, begin, end)
            value = text[begin:end]
        if group == "v" and _path_or_tag(text, match, value):
            continue
        has_digit = any(ch.isdigit() for ch in value)
        if has_digit and (generated_shape(value) or (_after_address(match) and _made(value))):
            found.append((begin, end, K.PASSWORD))
        elif group == "n" and passphrase(value):
            found.append((begin, end, K.PASSWORD))  # "Wifi: CasaNet / olive-tree-morning"


def _after_address(match: re.Match[str]) -> bool:
    # An e-mail address (or its placeholder) is a login: what follows its slash or colon
    # is its password, even with one digit only ("jo@mail.de / Balkon2Sonne!").
    return "@" in match.group() or match.group().startswith("[redacted:email]")


def _made(value: str) -> bool:
    """Letters and a digit, as a password is made: six characters or more, two letters or
    more, not a version, a date, an e-mail or code."""
    if not 6 <= len(value) <= 64 or not _plain_ascii(value):
        return False
    if sum(ch.isalpha() for ch in value) < 2 or _EMAIL.search(value) or _CODE.search(value):
        return False
    return not (_VERSION.fullmatch(value) or _DATE.search(value))


# "registry.example.dev/api:1.9.0", "github.com/jdoe_1990": a host name glued to "/" opens
# a path, and "name:1.9.0" is an image or a package at its version, not a password.
_HOST_SLASH = re.compile(r"(?<![^\s:：(（,，])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,12}/", re.I)
_TAGGED = re.compile(r"[A-Za-z][\w.-]*:v?[0-9]+(?:\.[0-9]+)+(?:[-+][\w.]+)?")


# "auth/session.py:38", "src/app.tsx:12:5": a source file, with its line and column.
_SOURCE_FILE = re.compile(
    r"[\w.-]*\.(?:py|pyi|js|jsx|ts|tsx|go|rs|java|kt|rb|php|c|h|cc|cpp|hpp|cs|swift|scala"
    r"|sh|sql|yaml|yml|json|toml|ini|cfg|conf|html|css|vue|md|txt|log|ex|exs|erl|lua|pl|r)"
    r"(?::[0-9]+){1,2}",
    re.IGNORECASE,
)


def _path_or_tag(text: str, match: re.Match[str], value: str) -> bool:
    return (
        _HOST_SLASH.match(text, match.start()) is not None
        or bool(_TAGGED.fullmatch(value))
        or bool(_SOURCE_FILE.fullmatch(value))
    )


# --- card security codes -------------------------------------------------------------------

_CARD_WINDOW = 64
_CODE_AFTER_CARD = re.compile(
    r"(?<![0-9/.,:$€£¥₹-])(?P<v>[0-9]{3,4})(?![0-9]|[/.,:%_ -][0-9]|[ \t]*[%€$£¥])"
)
# Right after another number, a code is no group of it, unless that number is the card's
# expiry date: "4111… 12/26 737".
_EXPIRY_BEFORE = re.compile(r"(?<![0-9])(?:0?[1-9]|1[0-2])[/-](?:[0-9]{2}|20[0-9]{2})[ _-]\Z")
_CLAUSE_STOP = re.compile(r"[.!?。！？](?:\s|\Z)|\n")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")


_NEXT_WORD = re.compile(r"[ \t]*([^\W\d_]+)")


def _unit_follows(text: str, end: int) -> bool:
    following = _NEXT_WORD.match(text, end)
    return following is not None and following.group(1).casefold() in UNITS_AFTER_A_NUMBER


def _card_codes(text: str, found: list[Candidate]) -> None:
    cards = [c for c in found if c[2] is K.PAYMENT_CARD]
    for _, card_end, _ in cards:
        stop = _CLAUSE_STOP.search(text, card_end, card_end + _CARD_WINDOW)
        limit = stop.start() if stop else min(len(text), card_end + _CARD_WINDOW)
        for match in _CODE_AFTER_CARD.finditer(text, card_end, limit):
            value = match.group("v")
            if (len(value) == 4 and _YEAR.fullmatch(value)) or _unit_follows(text, match.end()):
                continue
            start = match.start("v")
            after_number = text[start - 2 : start - 1].isdigit() and text[start - 1] in " _-"
            if after_number and not _EXPIRY_BEFORE.search(text, max(0, start - 9), start):
                continue
            if "[redacted:" in text[card_end : match.start()]:
                break
            found.append((match.start("v"), match.end("v"), K.CVV))
            break


def find_by_shape(probe: Probe, found: list[Candidate]) -> None:
    """Append the candidates of the three families to ``found`` (card codes read the card
    candidates already in it)."""
    text = probe.text
    _pairs(text, found)
    if any(c[2] is K.PAYMENT_CARD for c in found):
        _card_codes(text, found)


# The scanner's one Aho-Corasick pass finds the cues; the phrase pattern runs only then.
NEW_ONE_HANDLER = CueHandler(_NEW_CUES, _new_one)
STRONG_SHAPE_HANDLER = CueHandler(tuple(_POLICY_MARKS), _strong_tokens)
