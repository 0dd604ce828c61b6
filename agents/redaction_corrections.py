"""The other value of a correction, after a labelled secret: the wrong one it replaces and
the old one it was ("the keysafe is 6130 not 6103", "el candado es 9051, no 9015",
"the key box is 2204, not \"2240th\"", "… the old one was 1234", "原来那个是默认的1111",
"l'ancien c'était 2291", "der alte war 7713", "前のは3390").

A person who corrects a code writes both numbers, and the wrong or old one is often
still in use somewhere (another house, the default the installer set) or one typo away
from the right one: both are secrets. Once another detector has found a PIN or a
password, this module looks right after it for a contrast word ("not", "no", "nicht",
"pas", "ni", "不是", "じゃなくて", "ではなく", "instead of", "statt", "au lieu de", "en
vez de") or chat's asterisk of a correction ("4471 *4417") and then a value; and
anywhere later in the message for a phrase that names the previous value ("the old one
was", "the old code is", "l'ancien", "der alte", "el anterior", "原来那个是", "以前的是",
"前のは", "古いのは"), with a few CJK characters ("默认的") before the value. The value
must have the found secret's shape: as many digits for a PIN (a quoted typo may carry
letters after them: "2240th"), a token that looks made for a password
(:func:`agents.redaction_shapes.generated_shape`). "my pin is 4471, not 12345", "the pin
is 4471, not my birthday", "the old one was in the drawer" take nothing. Just after the
old value of a change, its new one takes the same reading ("Passwort alt: Sonne123 →
neu: Mond456", "contraseña vieja Perro2020 nueva Gato2021", "旧的abc12345新的xyz67890").

The label finder calls it on the values it found (:mod:`agents.redaction_labels`), so text
without a labelled secret costs nothing here.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_shapes import generated_shape

__all__ = ["find_corrections"]

K = FindingKind

_SECRETS = frozenset({K.PIN, K.PASSWORD})
_CONTRAST = re.compile(
    # "4471 *4417": chat's asterisk before a corrected word
    r"[ \t]+\*(?=[0-9A-Za-z])"
    r"|[ \t]*(?:[,;(（—–-][ \t]*)?(?:(?<![^\W\d_])(?:not|no|nicht|pas|non|ni|instead\s+of|statt"
    r"|anstatt|au\s+lieu\s+de|en\s+vez\s+de|en\s+lugar\s+de)(?![^\W\d_])|不是|而不是"
    r"|じゃなくて|ではなく|でなく)[ \t]*(?:the|le|la|el|der|die|das|de)?[ \t]*",
    re.IGNORECASE,
)
_OLD_ONE = re.compile(
    r"(?<![^\W\d_])(?:(?:the|my)\s+(?:old|previous|former)(?:\s+(?:one|code|pin|password"
    r"|combo|combination))?\s+(?:was|is|used\s+to\s+be)"
    r"|l['’]anci(?:en|enne)(?:\s+(?:code|mot\s+de\s+passe))?\s+(?:c['’]?était|était|est|c['’]est)"
    r"|(?:der|die|das)\s+(?:alte|vorherige|frühere)(?:\s+(?:code|pin|passwort))?\s+(?:war|ist|lautete)"
    r"|el\s+(?:código\s+|pin\s+)?(?:anterior|viejo|antiguo)\s+(?:era|es|fue)"
    r"|la\s+(?:clave\s+|contraseña\s+)?(?:anterior|vieja|antigua)\s+(?:era|es|fue))"
    r"[ \t:]*"
    r"|(?:原来|原先|以前|之前|旧)(?:那个|的那个|的)?(?:密码|码)?是|(?:前|古い|以前|元)の(?:やつ|番号|コード)?は",
    re.IGNORECASE,
)
# The new value of a change after the old one ("alt: X → neu: Y", "contraseña vieja X
# nueva Y", "旧的X新的Y"): a word for "new", a label at most, then a separator or a verb.
_NEW_ONE = re.compile(
    r"[ \t,;/→>-]*(?:(?<![^\W\d_])(?:new|neu|neue|neues|nouveau|nouvelle|nuevo|nueva|now)"
    r"(?:[ \t]+(?:one|pw|pwd|password|passwort|kennwort|pin|code|mdp|mot[ \t]+de[ \t]+passe"
    r"|contraseña|clave))?(?![^\W\d_])[ \t]*(?:is|ist|est|es|:|=|→|->)?"
    r"|新的?(?:密码|密碼)?(?:是|为|：|:)?|新しい(?:パスワード|暗証番号)?(?:は|：|:)?|今は)[ \t]*"
)
_NEW_REACH = 24
# A few CJK characters before the value ("默认的", "初期設定の").
_CJK_GAP = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]{0,6}?(?=[0-9])")
_QUOTE = re.compile(r"[\"'“‘«「『„]")
_DIGITS = re.compile(r"[0-9]{3,12}")
_QUOTED_TOKEN = re.compile(r"[^\s\"'”’»」』]+(?=[\"'”’»」』])")
_TOKEN = re.compile(r"[^\s,;，。、]+")
_OLD_REACH = 200


def _value(text: str, start: int, secret: str) -> tuple[int, int] | None:
    quote = _QUOTE.match(text, start)
    at = quote.end() if quote else start
    digits = sum(c.isdigit() for c in secret)
    if digits == len(secret):
        match = _DIGITS.match(text, at)
        if match is None or len(match.group()) != digits:
            return None
        if quote:  # a quoted typo keeps its letters: "2240th"
            token = _QUOTED_TOKEN.match(text, at)
            if token is not None:
                return token.span()
        after = text[match.end() : match.end() + 1]
        if after.isalnum() or (
            after in ".,:" and text[match.end() + 1 : match.end() + 2].isdigit()
        ):
            return None
        return match.span()
    token = (_QUOTED_TOKEN if quote else _TOKEN).match(text, at)
    if token is None:
        return None
    value = token.group().rstrip(".!?…)")
    return (at, at + len(value)) if value != secret and generated_shape(value) else None


def find_corrections(text: str, found: list[Candidate], since: int) -> None:
    """The other values of the PINs and passwords in ``found[since:]``."""
    taken = {(c[0], c[1]) for c in found}
    extra: list[Candidate] = []
    for start, end, kind in found[since:]:
        if kind not in _SECRETS:
            continue
        secret = text[start:end]
        contrast = _CONTRAST.match(text, end)
        if contrast is not None and contrast.end() > end:
            span = _value(text, contrast.end(), secret)
            if span is not None and span not in taken:
                extra.append((*span, kind))
        new = _NEW_ONE.match(text, end)
        if new is not None and new.end() > end and new.end() - end <= _NEW_REACH:
            span = _value(text, new.end(), secret)
            if span is not None and span not in taken:
                extra.append((*span, kind))
        for old in _OLD_ONE.finditer(text, end, min(len(text), end + _OLD_REACH)):
            gap = _CJK_GAP.match(text, old.end())
            span = _value(text, gap.end() if gap else old.end(), secret)
            if span is not None and span not in taken:
                extra.append((*span, kind))
    found.extend(extra)
