"""A list of one-time codes after a label that names such a list: two-factor backup codes,
recovery codes, scratch codes ("backup codes for my mail: 5512 0937, 8841 2206, …", "Codes de
secours du compte : …", "备用验证码：…", "バックアップコード：…", "códigos de respaldo:
k3j9x-pq2mz, r8t4w-b7vn1, …").

Services print these codes as a list of eight to sixteen, and people paste the whole
list. The label finder takes the first value after a label; this module takes every item
of the list. After the label, on its line and within ``_REACH`` characters, the list opens
after a colon (or, with no colon, just after the label and a verb or two: "my recovery
codes are …"). It is a run of *items* split by commas, semicolons, middle dots, slashes,
bars, ideographic commas or white space: an item is a code of four to twelve letters and
digits with at least one digit, or a code in two or three groups joined by a space or a
hyphen ("5512 0937", "k3j9x-pq2mz", "ab12-cd34-ef56"). The run ends at anything else (a
word, a sentence end). It needs ``_MIN_ITEMS`` items, so prose after a label ("backup
codes: I printed them") and a single number ("backup codes: 10 left") are none; the label
finder reads a single value.

The list may also stand on the lines below the label, one code a line after an optional
bullet or list number ("Recovery codes:⏎1. a7c2e-91bd0⏎2. …"). After a recovery key's
label ("BitLocker recovery key", "Wiederherstellungsschlüssel", "clé de récupération",
"回復キー") one item is enough when it is a key: four hyphenated groups or more, sixteen
letters and digits or more (a ``secret``; the vendors module checks BitLocker's own
checksum, which a key typed from memory or made up for a test may fail).

A word before the label that makes it no secret's ("promo", "discount", "error" …: the
list of :data:`agents.redaction_words.WEAK_CODE_NOT_AFTER`) ends the search. The labels
are cues of the scanner's one Aho-Corasick pass: text without one costs nothing here.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_labels import trie_pattern
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_words import WEAK_CODE_NOT_AFTER, phrases

__all__ = ["CODE_LIST_HANDLER", "CODE_LIST_LABELS"]

K = FindingKind

# Labels that name a list of one-time codes, singular and plural, in the six languages.
CODE_LIST_LABELS = phrases(
    """
    backup code
    backup codes
    backup-codes
    backupcodes
    recovery code
    recovery codes
    scratch codes
    emergency codes
    2fa codes
    2fa backup codes
    mfa codes
    one-time codes
    one time codes
    single-use codes
    wiederherstellungscodes
    notfallcodes
    sicherungscodes
    ersatzcodes
    einmalcodes
    codes de secours
    codes de récupération
    codes de sauvegarde
    codes de recuperation
    codes à usage unique
    códigos de respaldo
    códigos de recuperación
    códigos de recuperacion
    códigos de seguridad
    códigos de emergencia
    códigos de un solo uso
    códigos de copia de seguridad
    备用验证码
    备用码
    备份码
    恢复码
    救援码
    备用代码
    備用碼
    備用驗證碼
    恢復碼
    バックアップコード
    リカバリーコード
    リカバリコード
    復旧コード
    予備コード
    recovery key
    bitlocker key
    bitlocker recovery key
    wiederherstellungsschlüssel
    bitlocker-wiederherstellungsschlüssel
    clé de récupération
    clé de récupération bitlocker
    clave de recuperación
    clave de recuperacion
    clave de recuperación de bitlocker
    恢复密钥
    恢復金鑰
    回復キー
    回復用キー
    """
)

_REACH = 80
_MIN_ITEMS = 2
_KEY_CHARACTERS = 16
# From the label's end to where the list opens: the rest of the line up to a colon, or a
# verb or two ("are", "sind", "是", "は").
_TO_COLON = re.compile(rf"[^\n:：.!?。！？]{{0,{_REACH}}}?[:：][ \t]*")
_TO_LIST = re.compile(
    r"(?:[ \t]*\([^()\n]{0,40}\))?[ \t]*(?:are|were|is|sind|lauten|sont|son|是|为|は|:|：)?[ \t]*",
    re.IGNORECASE,
)
# A group joined by a space must hold a digit ("5512 0937", not "0937 then"); one joined
# by a hyphen need not ("k3j9x-pq2mz").
_DIGIT_GROUP = r"(?=[A-Za-z]*[0-9])[0-9A-Za-z]{3,12}(?![0-9A-Za-z])"
_GROUP = r"[0-9A-Za-z]{3,12}(?![0-9A-Za-z])"
_ITEM = re.compile(
    rf"(?<![0-9A-Za-z])(?:{_GROUP}(?:-{_GROUP}){{1,7}}|{_DIGIT_GROUP}(?: {_DIGIT_GROUP}){{0,2}})"
)
# Between items: a mark or "and", or a line break and a bullet or a list number.
_BULLET = r"(?:\n[ \t]*(?:[-*•·]|[0-9]{1,2}[.)])?[ \t]*)"
_SEPARATOR = re.compile(
    r"[ \t]*(?:[,;·•/|、，；]|\band\b|\bund\b|\bet\b|\by\b|和)?[ \t]*" + _BULLET + "?"
)
# The list on the lines after the label's ("My backup codes:⏎1234 5678⏎…").
_TO_NEXT_LINE = re.compile(rf"[^\n]{{0,{_REACH}}}{_BULLET}")
_NOT_A_SECRET_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, sorted(WEAK_CODE_NOT_AFTER))) + r")[ \t-]*\Z"
)


def _a_key(text: str, items: list[tuple[int, int]]) -> bool:
    """One item that is a key on its own: four groups or more, sixteen letters and digits
    or more ("123456-234567-…" after "BitLocker recovery key")."""
    if len(items) != 1:
        return False
    value = text[items[0][0] : items[0][1]]
    return value.count("-") >= 3 and sum(c.isalnum() for c in value) >= _KEY_CHARACTERS


def _kind(value: str, *, key: bool) -> FindingKind:
    if key:
        return K.SECRET
    digits = value.replace(" ", "").replace("-", "").isdigit()
    return K.PIN if digits else K.PASSWORD


def _code(value: str) -> bool:
    if value.count("-") >= 3 and value.isupper():
        return True  # a key of letters only: "ABCD-EFGH-IJKL-MNOP-…"
    return any(c.isdigit() for c in value) and sum(c.isalnum() for c in value) >= 4


def _items(text: str, start: int) -> list[tuple[int, int]]:
    """The items of a list that opens at ``start``. A space may join two groups of one
    code ("5512 0937") or split two codes ("5512 0937 8841 2206"): either way every
    group is in an item."""
    items: list[tuple[int, int]] = []
    at = start
    while (match := _ITEM.match(text, at)) is not None and _code(match.group()):
        items.append(match.span())
        separator = _SEPARATOR.match(text, match.end())
        if separator is None or separator.end() == match.end():
            break
        at = separator.end()
    return items


def _find(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    text, lowered = probe.text, probe.lowered
    done = -1
    for at in positions:
        if at < done:
            continue
        label = _LABEL.match(lowered, at)
        if label is None:
            continue
        end = label.end()
        if text[at].isascii() and text[at - 1 : at].isalpha():
            continue  # inside a longer word
        if _NOT_A_SECRET_BEFORE.search(lowered, max(0, at - 24), at) is not None:
            continue
        items: list[tuple[int, int]] = []
        for route in (_TO_LIST, _TO_COLON, _TO_NEXT_LINE):
            opening = route.match(text, end)
            if opening is not None:
                items = _items(text, opening.end())
                if len(items) >= _MIN_ITEMS or _a_key(text, items):
                    break
        if not (len(items) >= _MIN_ITEMS or _a_key(text, items)):
            continue
        for start, stop in items:
            found.append((start, stop, _kind(text[start:stop], key=len(items) == 1)))
        done = items[-1][1]


_LABEL = re.compile(trie_pattern(CODE_LIST_LABELS))

CODE_LIST_HANDLER = CueHandler(CODE_LIST_LABELS, _find)
