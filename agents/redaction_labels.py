"""Values that a label names: passwords, PINs and codes, CVVs and passports, in English,
Chinese, German, French, Spanish and Japanese, whatever the word order.

A *label* is a phrase from :mod:`agents.redaction_words` ("password", "wifi key", "PIN",
"door code", "CVV", "密码", "验证码", "Kennwort", "Geheimzahl", "mot de passe", "mdp",
"code d'accès", "contraseña", "clave", "パスワード", "暗証番号", "passport", "护照" …), also
ending a German compound ("WLAN-Passwort", "Routerkennwort", "Zugangscode"). Only the
value is redacted; the label words stay. The value is the token the label governs:

- **after it**: past a qualifier that opens with a preposition ("for the office wifi",
  "de l'ordi", "für den PC") and adverbs ("literally", "jetzt", "maintenant"), a verb
  ("is", "'s", "was", "says", "ist", "lautet", "est", "c'est", "es", "sería", 是, 为, は);
  or, before a strong separator (``:``, ``=``, ``→``), past up to five words of any kind
  ("mot de passe provisoire : X", "code de la boîte à clés : X"); or, after a CJK label,
  past a few CJK characters ("パスワード覚えておいて：X", "オートロックの番号は0877"); or
  with no separator at all ("password X", "PIN 4471", "密码123456", and German verb-final
  "… dass mein Passwort X ist");
- **before it**: "X is my password", "X ist mein Passwort", "X es mi contraseña",
  "X是我的密码", "Xが私のパスワードです"; "I use 'X' as my password", "X comme mot de
  passe", "用X作为密码", "「X」をパスに";
- **after a change phrase** in the same message: "changed it to X", "set the new password
  to X", "it's X", "auf X geändert", "改成X", "changé en X", "cambié a X", "今はX";
- **a second value**, named by a pronoun just after the first: "her passport X, mine is
  Y", "my PIN is X, hers is Y";
- **a few words on**, when grammar gives no value: the first token within five words of
  the label, in the same sentence, that looks generated ("mein passwort merken?
  Tanne!891", "Mi contraseña? Tiburon5095!?"). Credentials labels ("login",
  "Zugangsdaten", "identifiants") work this way only: "login: jdoe / Sunflower#88" loses
  the second token, not the user name.

A candidate is a value only if it looks like one. A quoted value is taken whole. A bare
value is one token, cut at white space, CJK text and JSON escapes, with trailing
sentence punctuation and closing quotes left outside ("hunter2!" loses "hunter2"). It
must not be a word from the stop lists (grammar words and the words people say *about* a
password: "wrong", "expired", "on the fridge", "什么", "falsch", "trop", "funciona"),
punctuation, a mask ("****"), a placeholder (``<password>``, ``${PW}``), code
(``getpass()``, ``arr[i]``), a URL, nor a number followed by a unit ("12 characters",
"10 minutes"). Then, by how strongly the position says "value":

- after ``:``, ``=`` or an arrow: any such token of four letters or more that ends its
  clause ("password: sunshine");
- after a verb, with no separator, before the label, or after a change phrase: a token
  with a digit, a symbol or an inner capital ("hunter2", "Tr0ub4dor&3", "BlueHorse"),
  and a capitalised noun in German verb-final position ("dass das Passwort Sonnenschein
  ist");
- a few words on: six characters or more, letters with digits or symbols, not a version,
  a date or an address ("v2.19.5", "2026-03-01T12:00", "ann@example.org").

A *device* word names what a code opens or arms, with no "code" after it ("alarm",
"gate", "door", "keypad", "the safe", "Alarmanlage", "Haustür", "portail", "puerta",
"门禁", "玄関"): its value is the first 4-8 digit number (and "#"/"*") within six words
in the same clause ("alarm disarm 0261", "the safe opens with 134958", "Haustür geht mit
0421 auf"), unless a word between says time, quantity or another number ("alarm for
0645", "door number 1204", "3 times"), or it is a year.

A *misspelt* label is a word one letter off a one-word password label of seven letters
or more ("Kenwort", "Pasword", "Contraseda"), just before ``:``, ``=`` or "ist"/"es"/
"est": it is read as the label it misspells.

PINs and codes take 3-12 digits, optionally split by dashes or dots and ending in ``#``,
``*`` or a letter (4+ digits with no separator); a plain "code"/"código" only 4-8 digits
that are not a year, and not after "error", "zip", "promo" …; "pass", "clave" and "key"
need a separator ("key" also a network word before it: "wifi: … / key: …") or, without
one, a long mix of letters and digits with a capital or a symbol ("clave Olivo7731!"), or
after a network word a passphrase of four hyphenated words ("wifi pass lark-stone-mild-
oak"). A plain "code" also takes the number just before it ("530914 as the code"). After
a CJK label, an opening bracket or "の番号" may stand before the digits ("取件码【7-2-
4406】", "オートロックの番号5190#"). CVVs are 3-4
digits. Passports are 6-10 letters and digits after a passport label and its glue words
("passport number", "numéro de passeport", "Reisepassnummer", "护照号码", "旅券番号"):
upper case with a digit or of eight characters or more, or six digits or more.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum
from itertools import pairwise

from agents.redaction_kinds import Candidate, FindingKind, Span
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_shapes import passphrase
from agents.redaction_words import (
    ABOUT_A_PASSWORD,
    CARD_BACK_LABELS,
    CODE_LABELS,
    CREDENTIAL_LABELS,
    CVV_LABELS,
    DEVICE_LABELS,
    DEVICE_NEEDS_BEFORE,
    DEVICE_NOT_BETWEEN,
    NOT_A_VALUE,
    PASSPORT_LABELS,
    PASSWORD_LABELS,
    PIN_LABELS,
    SHORT_PASSWORD_LABELS,
    UNITS_AFTER_A_NUMBER,
    WEAK_CODE_LABELS,
    WEAK_CODE_NOT_AFTER,
    WEAK_PASS_NOT_AFTER,
)

__all__ = ["LABEL_CUES", "LABEL_HANDLER", "MISSPELT_LABEL_HANDLER", "find_labelled_values"]

K = FindingKind


class _Label(Enum):
    PASSWORD = "password"  # noqa: S105 - a label class, not a credential
    SHORT = "short"  # pass, pw, pwd, mdp, clave, key, パス
    PIN = "pin"
    CODE = "code"
    WEAK_CODE = "weak_code"  # a bare "code", "código"
    DEVICE = "device"  # alarm, gate, door, safe: the code a few words on
    CVV = "cvv"
    PASSPORT = "passport"
    CREDENTIALS = "credentials"  # login, Zugangsdaten: a generated-looking token nearby


_KIND = {
    _Label.PASSWORD: K.PASSWORD,
    _Label.SHORT: K.PASSWORD,
    _Label.PIN: K.PIN,
    _Label.CODE: K.PIN,
    _Label.WEAK_CODE: K.PIN,
    _Label.DEVICE: K.PIN,
    _Label.CVV: K.CVV,
    _Label.PASSPORT: K.PASSPORT,
    _Label.CREDENTIALS: K.PASSWORD,
}
_SECRET_LABELS = frozenset({_Label.PASSWORD, _Label.SHORT, _Label.PIN, _Label.CODE})
_NUMERIC_LABELS = frozenset({_Label.PIN, _Label.CODE, _Label.WEAK_CODE})


_Trie = dict[str, "_Trie"]


def _trie_pattern(entries: Iterable[str]) -> str:
    """One alternation with shared prefixes factored out: ``re`` then tests one character
    per branch point instead of every entry at every position."""
    trie: _Trie = {}
    for entry in entries:
        node = trie
        for char in entry:
            node = node.setdefault(char, {})
        node[""] = {}

    def build(node: _Trie) -> str:
        branches = [re.escape(char) + build(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return build(trie)


def _classes() -> dict[str, _Label]:
    table: dict[str, _Label] = {}
    # Later entries win a tie: the more specific class goes last.
    for label, entries in (
        (_Label.DEVICE, DEVICE_LABELS),
        (_Label.CREDENTIALS, CREDENTIAL_LABELS),
        (_Label.WEAK_CODE, WEAK_CODE_LABELS),
        (_Label.SHORT, SHORT_PASSWORD_LABELS),
        (_Label.PASSWORD, PASSWORD_LABELS),
        (_Label.CODE, CODE_LABELS),
        (_Label.PIN, PIN_LABELS),
        (_Label.CVV, CVV_LABELS + CARD_BACK_LABELS),
        (_Label.PASSPORT, PASSPORT_LABELS),
    ):
        for entry in entries:
            table[entry] = label
    return table


_CLASS = _classes()
_LABELS = re.compile(_trie_pattern(_CLASS))


def _is_latin_letter(char: str) -> bool:
    return char < "\u0250" and char.isalpha()


def _is_cjk(char: str) -> bool:
    return "\u2e80" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff"


# German compounds end in these labels ("WLAN-Passwort", "Routerkennwort", "Zugangscode").
_COMPOUND_TAILS = ("passwort", "kennwort", "password", "passcode", "pin", "code")
# Short labels that need a separator and a value with a digit or a symbol.
_NEED_SEPARATOR = frozenset({"pass", "clave", "key", "clé", "パス", "キー"})

# --- the pieces of a labelled statement -------------------------------------------------

_QUOTES_OPEN = "\"'“‘„«‹「『`"
_QUOTES_CLOSE = "\"'”’“»›」』`"
_CJK = "\u2e80-\u9fff\uf900-\ufaff\u3000-\u303f"
# A word between a label and its separator: a "." inside, not at its end; no quote or
# comma, which would end the label's phrase ('"content": "密码", "time": "…"').
_WORD = r"[^\s:=→!?.,;\"“”]++(?:\.[^\s:=→!?.,;\"“”]++)*+"
_STRONG = r"(?::|=|→|->|=>|⇒|➜|(?<=[ \t])[-–—](?=[ \t]))"  # and a dash between spaces
_LATIN_VERBS = (
    r"is|was|are|were|will\s+be|would\s+be|should\s+be|says|reads|shows|ist|war|lautet"
    r"|lauten|heißt|heisst|wäre|wird|sei|est|était|etait|sera|serait|c'est|c’est|fait|es|era"
    r"|será|sería|seria|fue|dice|queda"
)
_CJK_VERBS = r"是|为|為|就是|は|が|も"
_ADVERBS = (
    r"now|still|currently|literally|just|actually|simply|basically|always|again|jetzt|nun"
    r"|noch|immer\s+noch|einfach|wieder|maintenant|toujours|juste|simplement|encore"
    r"|désormais|ahora|todavía|aún|simplemente|literalmente|siempre|ya|sigue\s+siendo"
)
_PREPOSITIONS = (
    r"for|of|on|at|to|from|in|with|für|fürs|vom|von|zum|zur|bei|beim|im|am|an|de|du|des|d'"
    r"|d’|pour|sur|à|au|del|al|para|en|da|di"
)
_ADVERB = rf"(?:[ \t]+(?:{_ADVERBS})(?![^\W\d_]))"
_VERB = (
    rf"(?:(?<![^\W\d_])(?:{_LATIN_VERBS})(?![^\W\d_])|(?<=[^\W\d_])['’]s(?![^\W\d_])|{_CJK_VERBS})"
)
# "… for the office wifi now is X", "… de l'ordi est maintenant X", "… 's X"
_VERB_ROUTE = re.compile(
    rf"(?:[ \t]+(?:{_PREPOSITIONS})(?![^\W\d_])(?:[ \t]+{_WORD}){{1,5}}?)?{_ADVERB}*"
    r"[\"'”’]?[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?"
    rf"(?P<sep>{_VERB}){_ADVERB}*[ \t]*(?P<colon>{_STRONG})?[ \t]*"
)
# "password: X", "mot de passe provisoire : X", "code de la boîte à clés : X"
_STRONG_ROUTE = re.compile(
    rf"[\"'”’]?(?:[ \t]+(?:\([^()\n]{{1,30}}\)|{_WORD})){{0,5}}?[ \t]*{_STRONG}[ \t]*"
)
# "パスワード覚えておいて：X", "オートロックの番号は0877"
_CJK_ROUTE = re.compile(rf"[{_CJK}]{{0,12}}?(?:(?P<strong>{_STRONG})|{_CJK_VERBS})[ \t]*")
_SPACE = re.compile(rf"[ \t]*(?:[\"'”’][ \t]*)?{_ADVERB}*[ \t]*")
_QUOTED = re.compile(
    rf"[{re.escape(_QUOTES_OPEN)}](?P<q>[^{re.escape(_QUOTES_OPEN + _QUOTES_CLOSE)}\n]{{1,128}})"
    rf"[{re.escape(_QUOTES_CLOSE)}]"
)
# One token: up to white space, CJK text, or a JSON escape ("密码0\u001f" in a record).
_BARE = re.compile(rf"(?:(?!\\[uU][0-9a-fA-F]{{4}})[^\s{_CJK}]){{1,128}}")
# 4471, 4471#, 1984B (a door code with a letter), 9-3-1-7
_PIN_VALUE = re.compile(r"[#*]?[0-9](?:[-.]?[0-9]){2,11}[A-Za-z#*]?(?![0-9A-Za-z])")
_CVV_VALUE = re.compile(r"[0-9]{3,4}(?![0-9A-Za-z])")
_PASSPORT_VALUE = re.compile(
    r"(?:[\s:=#.,()\-→º°]|n|no|nr|num|number|número|numéro|nummer|is|was|est|es|ist|lautet"
    r"|de|du|del|el|la|le|der|die|das|mi|my|mein|meine|ma|mon|son|sa|su|是|为|号码|号|は|番号"
    r"|です)*?(?<![0-9A-Za-z])(?P<v>[A-Za-z0-9]{6,10})(?![0-9A-Za-z])",
    re.IGNORECASE,
)

# Left outside a bare value: sentence punctuation and closing quotes. A value that ends
# in "!" or "?" loses it ("hunter2!" → "hunter2"): the secret is gone either way, and
# "Passwort vergessen?" is not a value.
_TRAILING = ".,;:!?\"'”’」』»›`…([{"
_LEADING = _QUOTES_OPEN + "([<¿¡?!,;:.→"
_CLAUSE_END = re.compile(
    rf"[ \t]*(?:\Z|[\n,;.!?)\]}}。，；！？{_CJK}&(—–/-]|(?:and|und|et|y|or|oder|ou|o|but|aber"
    r"|mais|pero|please|pls|thanks|merci|danke|gracias|for|für|pour|para|at|on"
    # laughter and emoji after a value: "… es cervezafria jajaja", "… is otter lol 😅"
    r"|(?:ja|je|ha|he|hi|ah|js)(?:ja|je|ha|he|hi|ah|js)+|lol|lmao|xd|mdr|ptdr|jk|haha+"
    r"|[\U0001f300-\U0001faff\u2600-\u27bf])(?![^\W\d_]))",
    re.IGNORECASE,
)
_NEXT_WORD = re.compile(r"[ \t]*([^\W\d_]+|[^\s\w])")
# Masks, placeholders and escapes: "****", "<password>", "{pw}", "${PW}", "%s", "[…]",
# "\u001f" (a JSON escape of a control character).
_MASK = re.compile(
    r"[*•●xX#._-]+|<[^<>]*>|\{[^{}]*\}|\$\{?\w+\}?|%\w|\[[^\[\]]*\]"
    r"|(?:\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[nrt0]))+"
)
_CODE = re.compile(
    r"\w[(\[]|^(?:os|process|env|self|this|config|settings|request|req|args)\.|^(?:https?://|www\.)"
)
_NETWORK_KEYS = frozenset({"key", "キー", "clé"})
# "key" names a secret only next to a network word: "wifi: HomeNet / key: M*oG…", not
# "key = arr[i]" or "primary key".
_NETWORK = re.compile(
    r"(?<![a-zà-ÿ])(?:wi-?fi|wlan|wpa[23]?|wep|network|router|hotspot|ssid|netzwerk|réseau|red)"
    r"(?![a-zà-ÿ])|ネットワーク|ルーター|ワイファイ|无线|路由器",
    re.IGNORECASE,
)
_VERSION = re.compile(r"v?[0-9]+(?:\.[0-9]+)+")


def _after_network_word(text: str, start: int) -> bool:
    line_start = text.rfind("\n", 0, start) + 1
    return _NETWORK.search(text, max(line_start, start - 48), start) is not None


def _network_value(value: str) -> bool:
    """Generated-looking, a passphrase of three or more words with a digit
    ("tilleul-vert7-orage"), or of four or more words without one ("lark-stone-mild-oak")."""
    if _looks_generated(value) or (value.count("-") >= 2 and _has_digit(value)):
        return True
    words = value.split("-")  # "river-correct-north-otter": four words or more
    if len(words) >= 4 and all(len(word) >= 3 and word.isalpha() for word in words):
        return True
    return passphrase(value)


_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_EMAIL = re.compile(r"@[^@\s]+\.[^\W\d_]{2,}")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ]|\Z)")


def _has_digit(value: str) -> bool:
    return any("0" <= ch <= "9" for ch in value)


def _looks_secret(value: str) -> bool:
    """A digit, a symbol other than a hyphen or apostrophe, or a capital inside a word."""
    if _has_digit(value):
        return True
    if any(not ch.isalnum() and ch not in "-'’" for ch in value) or value.count("-") >= 2:
        return True
    return any(a.islower() and b.isupper() for a, b in pairwise(value))


def _looks_generated(value: str) -> bool:
    """Stronger: what a password looks like even where no grammar says "value" ("mon mdp
    stp ? TpjimXGv7bCgGr"): six characters or more, letters with digits or symbols, or
    a long mix of cases; not a version, an address or a URL."""
    if len(value) < 6 or not any(ch.isalpha() for ch in value):
        return False
    if _EMAIL.search(value) or "://" in value or _VERSION.fullmatch(value) or _DATE.match(value):
        return False
    digits = sum("0" <= ch <= "9" for ch in value)
    if digits >= 2 or any(not ch.isalnum() and ch not in ".-'’," for ch in value):
        return True  # not "1Password": a name with a digit
    upper = sum(ch.isupper() for ch in value[1:])
    lower = sum(ch.islower() for ch in value)
    return len(value) >= 10 and upper >= 2 and lower >= 3


def _mixed(value: str) -> bool:
    """Letters and digits with a symbol or a capital: "Sunflower#88", not "0x80070005"."""
    symbol_or_capital = any(not ch.isalnum() or ch.isupper() for ch in value)
    return _has_digit(value) and any(ch.isalpha() for ch in value) and symbol_or_capital


def _ornament(char: str) -> bool:
    """An emoji or other non-ASCII symbol at a token's edge: not part of a password."""
    return not char.isascii() and not char.isalnum()


def _bare(text: str, start: int) -> Span | None:
    match = _BARE.match(text, start)
    if match is None:
        return None
    begin, end = match.span()
    while begin < end and (text[begin] in _LEADING or _ornament(text[begin])):
        begin += 1
    while end > begin and (text[end - 1] in _TRAILING or _ornament(text[end - 1])):
        end -= 1
    if end > begin and text[end - 1] in ")]}>" and not any(c in "([{<" for c in text[begin:end]):
        end -= 1
    return (begin, end) if end > begin else None


def _ordinary(text: str, begin: int, end: int) -> bool:
    """Not a value: a stop word, punctuation, a mask, a placeholder, code, a URL, or a
    count with its unit."""
    value = text[begin:end]
    if value.casefold() in NOT_A_VALUE or value.startswith("[redacted:"):
        return True
    if not any(ch.isalnum() for ch in value):
        return True
    if _MASK.fullmatch(value) or _CODE.search(value):
        return True
    if value.rstrip("+").isdigit():
        following = _NEXT_WORD.match(text, end)
        if following and following.group(1).casefold() in UNITS_AFTER_A_NUMBER:
            return True
    return False


class _Strength(Enum):
    STRONG = "strong"  # ":" or "=" or an arrow
    VERB = "verb"
    NONE = "none"
    WEAK = "weak"  # before the label, after a change phrase


def _value_at(
    text: str, start: int, label: _Label, strength: _Strength, phrase: str = ""
) -> Span | None:
    quoted = _QUOTED.match(text, start)
    if quoted is not None and label is not _Label.CVV:
        begin, end = quoted.span("q")
        plain = label is _Label.SHORT and not _looks_secret(text[begin:end])
        return None if plain or _ordinary(text, begin, end) else (begin, end)
    if label in _NUMERIC_LABELS:
        return _code_at(text, start, label, strength)
    if label is _Label.CVV:
        match = _CVV_VALUE.match(text, start)
        return match.span() if match else None
    return _word_value(text, start, label, strength, phrase)


def _word_value(
    text: str, start: int, label: _Label, strength: _Strength, phrase: str
) -> Span | None:
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    if phrase in _NETWORK_KEYS:
        accepted = _looks_generated(value)
    elif _looks_secret(value):
        accepted = len(value) >= 3
    else:
        # A plain word, alone in its clause: after ":" or "=" ("password: sunshine"), or
        # after a verb when a full password label names it and the word is not one said
        # about a password ("my password is bluebird", not "… is hashed", "… is weird").
        accepted = (
            label is not _Label.SHORT
            and len(value) >= 4
            and (
                strength is _Strength.STRONG
                or (strength is _Strength.VERB and label is _Label.PASSWORD and _plain(value))
            )
            and _CLAUSE_END.match(text, span[1]) is not None
        )
    return span if accepted else None


# Endings of participles and adverbs, the words said *about* a password ("hashed",
# "expiring", "usually", "guardada", "compliqué", "ridiculously").
_DESCRIPTIVE_ENDINGS = (
    *("ed", "ing", "ly", "able", "ible", "ful", "less", "ous", "ive", "ado", "ada", "ido"),
    *("ida", "mente", "é", "ée", "és", "ées", "ment", "ich", "ig", "lich", "isch", "bar"),
    # abstract nouns, as in a figure of speech: "the password to happiness is patience"
    *("ness", "tude", "ence", "ance", "ity", "tion", "sion", "ism", "ship", "ción", "dad"),
    *("cia", "té", "heit", "keit", "ung", "schaft"),
)


def _plain(value: str) -> bool:
    """A word that may be a password after a verb: letters only, four to 32 of them, not a
    word about passwords, nor a participle or an adverb."""
    folded = value.casefold()
    return (
        4 <= len(value) <= 32
        and value.isalpha()
        and folded not in NOT_A_VALUE
        and folded not in ABOUT_A_PASSWORD
        and not folded.endswith(_DESCRIPTIVE_ENDINGS)
    )


def _code_at(text: str, start: int, label: _Label, strength: _Strength) -> Span | None:
    match = _PIN_VALUE.match(text, start)
    if match is None:
        if label is not _Label.WEAK_CODE and strength is not _Strength.NONE:
            span = _bare(text, start)  # "verification code: A7K9P2"
            if span and not _ordinary(text, *span) and _looks_generated(text[span[0] : span[1]]):
                return span
        return None
    digits = sum(ch.isdigit() for ch in match.group())
    rejected = (
        _ordinary(text, *match.span())
        or (label is _Label.WEAK_CODE and (not 4 <= digits <= 8 or _YEAR.fullmatch(match.group())))
        or (strength is _Strength.NONE and digits < 4)
    )
    return None if rejected else match.span()


def _passport(text: str, end: int) -> Span | None:
    match = _PASSPORT_VALUE.match(text, end)
    if match is None:
        return None
    value = match.group("v")
    digits = sum(ch.isdigit() for ch in value)
    uppercase = value.upper() == value
    if (uppercase and (digits or len(value) >= 8)) or digits >= 6:
        return match.span("v")
    return None


# The formats of passport numbers that prose never has: France (2 digits, 2 letters, 5
# digits), Spain (3 letters, 6 digits), Germany (9 of "CFGHJKLMNPRTVWXYZ0-9", no vowel
# but Y), one or two letters and 6-8 digits (IT, CN, JP, NL, IN …), 9 digits (US, GB).
_PASSPORT_SHAPE = re.compile(
    r"(?<![0-9A-Za-z])(?:[0-9]{2}[A-Z]{2}[0-9]{5}|[A-Z]{3}[0-9]{6}|[A-Z]{1,2}[0-9]{6,8}"
    r"|[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}|[0-9]{9})(?![0-9A-Za-z])"
)
_PASSPORT_CLAUSE = re.compile(r"[^\n.;!?。！？]{0,100}")


def _passport_list(text: str, end: int) -> list[Span]:
    """Every number of a passport's shape in the rest of the clause after a passport
    label: "Reisepass Vater HHYZWCCGP, Mutter K1CX1Y3JH", "passeports 64SY32579 et
    59FB65451", "Pasaporte de Carmen: WSF789474"."""
    clause = _PASSPORT_CLAUSE.match(text, end)
    stop = end if clause is None else clause.end()
    return [m.span() for m in _PASSPORT_SHAPE.finditer(text, end, stop)]


def _forward(text: str, end: int, label: _Label, phrase: str) -> Span | None:
    if label is _Label.PASSPORT:
        return _passport(text, end)
    if label is _Label.CREDENTIALS:
        return _nearby(text, end, label)
    if label is _Label.DEVICE:
        return _device_code(text, end)
    for position, strength in _routes(text, end, phrase):
        span = _value_at(text, position, label, strength, phrase)
        if span is not None:
            return span
    span = _without_separator(text, end, label, phrase)
    if span is None and label in (_Label.PIN, _Label.CODE) and _is_cjk(phrase[-1]):
        # "オートロックの番号6321#", "取件码【4-3-9309】": an opening bracket or "の番号",
        # then the digits with no separator ("验证码…尾号1234" is a phone's tail).
        gap = _CJK_GAP.match(text, end)
        if gap is not None and gap.end() > end:
            span = _code_at(text, gap.end(), label, _Strength.NONE)
    return span


# A device's code: a few words on in the same clause, 4-8 digits and an optional "#"/"*",
# not a part of a longer number, a decimal, a time, a price or a measure.
_DEVICE_CODE = re.compile(
    r"(?P<gap>[^\n,;.!?。，；！？()\[\]]{0,40}?)(?<![0-9A-Za-z.,:/$€£¥#+\-])"
    r"(?P<v>[0-9]{4,8}[#*]?)(?![0-9A-Za-z%°/:\-]|[.,][0-9])"
)
_CJK_GAP = re.compile(r"(?:[【〔「『]|の(?:番号|ナンバー))(?=[0-9])")
_GAP_WORD = re.compile(r"[^\W\d_]+")


def _device_code(text: str, end: int) -> Span | None:
    """ "alarm disarm 0261", "Gate: 3399", "the safe opens with 134958", "Haustür geht
    mit 0421 auf", "玄関は1234": the first 4-8 digit number in the clause, within six
    words, that no word between calls a time, a quantity or another number."""
    match = _DEVICE_CODE.match(text, end)
    if match is None:
        return None
    gap = match.group("gap")
    words = _GAP_WORD.findall(gap.lower())
    if len(words) > 6 or any(word in DEVICE_NOT_BETWEEN for word in words):
        return None
    value = match.group("v")
    if _YEAR.fullmatch(value) or _ordinary(text, *match.span("v")):
        return None
    return match.span("v")


def _routes(text: str, end: int, phrase: str) -> list[tuple[int, _Strength]]:
    """Where a value may start after the label, and how strongly the position says so."""
    routes: list[tuple[int, _Strength]] = []
    verb = _VERB_ROUTE.match(text, end)
    if verb is not None:
        strong = verb.group("colon") is not None
        routes.append((verb.end(), _Strength.STRONG if strong else _Strength.VERB))
    strong_route = _STRONG_ROUTE.match(text, end)
    if strong_route is not None:
        routes.append((strong_route.end(), _Strength.STRONG))
    if _is_cjk(phrase[-1]) or _is_cjk(text[end : end + 1]):
        cjk = _CJK_ROUTE.match(text, end)
        if cjk is not None:
            strength = _Strength.STRONG if cjk.group("strong") else _Strength.VERB
            routes.append((cjk.end(), strength))
    return routes


def _without_separator(text: str, end: int, label: _Label, phrase: str) -> Span | None:
    """ "password X", "PIN 4471", "密码123456", "… dass mein Passwort X ist", and a
    generated-looking token a few words on ("mein passwort merken? Tanne!891")."""
    space = _SPACE.match(text, end)
    start = space.end() if space else end
    if label is _Label.WEAK_CODE:
        # "lockbox at the airbnb — code 6460": 4-8 digits, not a year
        return _code_at(text, start, label, _Strength.WEAK) if start > end else None
    if label is _Label.SHORT and phrase in _NEED_SEPARATOR:
        # "wifi: HomeNet, key Gr33nTr33s", "ワイファイのパスAb12cdEF": a short label
        # with no separator takes, after a network word on its line, a value that
        # looks generated; elsewhere only a long strong mix ("clave Maple6060!").
        return _short_label_value(text, end, start, phrase)
    if label is _Label.CVV and start == end:
        glued = _CVV_VALUE.match(text, start)  # "CVV381", "CID4417"
        return glued.span() if glued else None
    if start == end and not _is_cjk(text[end - 1]) and text[end : end + 1].isalnum():
        return None  # "password123": the label is part of a word
    span = _value_at(text, start, label, _Strength.NONE, phrase)
    if span is None and label in (_Label.PASSWORD, _Label.SHORT):
        span = _verb_final(text, start)
    if span is None and label in _SECRET_LABELS:
        span = _nearby(text, end, label)
    return span


_VERB_FINAL = re.compile(
    r"[ \t]+(?:ist|lautet|war|sei|wäre|sein\s+wird|heißt)(?![^\W\d_])[ \t]*(?:[.,;!?)]|\Z|\n)"
)


def _short_label_value(text: str, end: int, start: int, phrase: str) -> Span | None:
    if not (start > end or _is_cjk(phrase[-1])):
        return None
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    if _after_network_word(text, end - len(phrase)):
        # "wifi: MiCasa, clave girasolamarillo": a long plain word alone in its clause too
        long_word = len(value) >= 8 and _plain(value) and _CLAUSE_END.match(text, span[1])
        return span if _network_value(value) or long_word else None
    # "clave Maple6060!", "pass Rk8#wq2z": with no network word, only a long mix of
    # letters and digits with a capital or a symbol ("bus pass 2", "clave 5" stay).
    strong = len(value) >= 8 and _mixed(value) and phrase not in _NETWORK_KEYS
    return span if strong else None


def _verb_final(text: str, start: int) -> Span | None:
    # "…, dass mein Passwort Sonnenschein ist": a capitalised noun in the verb-final slot.
    span = _bare(text, start)
    if span is None or _ordinary(text, *span):
        return None
    value = text[span[0] : span[1]]
    if value[:1].isupper() and value.isalpha() and _VERB_FINAL.match(text, span[1]):
        return span
    return None


# A closing quote before a comma or a colon ends a quoted phrase ('"… 密码", "time": …').
_PHRASE_END = re.compile(r"[\"”»」』][,:;]|[,:;][\"“«「『]")
_SENTENCE_END = re.compile(r"[.!。！](?:\s|\Z)|\n")


def _nearby(text: str, end: int, label: _Label) -> Span | None:
    """The first token within a few words after the label that looks generated: "mein
    passwort merken? Tanne!891", "Mi contraseña? Tiburon5095!?"."""
    stop = _SENTENCE_END.search(text, end, end + 48)
    limit = stop.start() if stop else min(len(text), end + 48)
    for count, token in enumerate(_BARE.finditer(text, end, limit)):
        if count >= 5 or "[redacted:" in token.group() or _PHRASE_END.search(token.group()):
            break  # the value is already gone, or the label's phrase has ended
        span = _bare(text, token.start())
        if span is None or _ordinary(text, *span):
            continue
        value = text[span[0] : span[1]]
        if label in _NUMERIC_LABELS:
            if value.isdigit() and 4 <= len(value) <= 8 and not _YEAR.fullmatch(value):
                return span
        elif label is _Label.CREDENTIALS:
            if _looks_generated(value) and _mixed(value):
                return span
        elif _looks_generated(value):
            return span
    return None


_LATER_SPAN = 160


def _later(text: str, end: int) -> Span | None:
    """A password label with no value near it: the last token of a clause, further on in
    the line, shaped like a password written with joiners: capitals, small letters, a
    digit and "_" or "-" ("so Harbor_Lights7"). Such tokens have no password mark, so the
    strong-shape family cannot see them without the label."""
    line_end = text.find("\n", end)
    limit = min(end + _LATER_SPAN, len(text) if line_end < 0 else line_end)
    for token in _BARE.finditer(text, end, limit):
        span = _bare(text, token.start())
        if span is None or "[redacted:" in token.group():
            continue
        value = text[span[0] : span[1]]
        if (
            8 <= len(value) <= 64
            and value.isascii()
            and any(ch in "_-" for ch in value)
            and any(ch.isupper() for ch in value)
            and any(ch.islower() for ch in value)
            and _has_digit(value)
            and not (_EMAIL.search(value) or "://" in value)
            and not any(_YEAR.fullmatch(part) for part in re.split(r"[-_]", value))
            and not _ordinary(text, *span)
            and _CLAUSE_END.match(text, span[1]) is not None
        ):
            return span
    return None


_POSSESSIVES = (
    r"my|our|your|his|her|their|the|mein|meine|unser|unsere|das|der|die|dein|deine|mon|ma"
    r"|notre|le|la|votre|ton|ta|mi|nuestra|nuestro|el|tu|su"
)
_B = r"(?![^\W\d_])"  # the end of a Latin word
_BEFORE_VALUE = (
    rf"(?:[{re.escape(_QUOTES_OPEN)}](?P<q>[^{re.escape(_QUOTES_OPEN + _QUOTES_CLOSE)}\n]{{1,64}})"
    rf"[{re.escape(_QUOTES_CLOSE)}]|(?<![^\s{_CJK}])(?P<v>[^\s{_CJK}]{{1,64}}))"
)
# "X is my (new) password", "X ist mein Passwort", "X es mi contraseña"
_IS_MY = (
    rf"(?:(?<![^\W\d_])(?:is|was|ist|war|est|c'est|c’est|es|era){_B}|=)"
    rf"[ \t]*(?:(?:{_POSSESSIVES}){_B}[ \t]*)?(?:[^\s]{{1,20}}[ \t]+){{0,2}}?"
)
# "I use X as my password", "X comme mot de passe", "X como contraseña"
_AS_MY = (
    rf"(?<![^\W\d_])(?:as|als|comme|como){_B}[ \t]*"
    rf"(?:(?:my|the|a|mein|meine|das|mon|ma|le|la|mi|el|nuevo|nueva|new|neues|nouveau){_B}"
    r"[ \t]*)?(?:[^\s]{1,20}[ \t]+)?"
)
# "X是我的密码", "用X作为密码", "Xが私のパスワード", "「X」をパスに"
_CJK_IS_MY = (
    r"(?:是|为|為|就是|作为|作為|当作|当|當|做|が|は|を|って|という|とかいう)"
    rf"[{_CJK}]{{0,10}}?[ \t]*"
    rf"(?:[^\s{_CJK}]{{1,12}}[ \t]*)?"
)
_BACKWARD = re.compile(
    rf"{_BEFORE_VALUE}[ \t]*[,—–-]?[ \t]*(?:{_IS_MY}|{_AS_MY}|{_CJK_IS_MY})\Z",
    re.IGNORECASE,
)


def _backward(text: str, start: int) -> Span | None:
    match = _BACKWARD.search(text, max(0, start - 96), start)
    if match is None:
        return None
    if match.group("q") is not None:
        return match.span("q")
    span = _bare(text, match.start("v"))
    if span is None or span[1] > match.end("v") or _ordinary(text, *span):
        return None
    return span if _looks_secret(text[span[0] : span[1]]) else None


_OBJECT = r"(?:it|this|that|mine|them|(?:the|my|our|his|her|their)(?:[ \t]+[^\W\d_]+){1,2})"
_CHANGE = re.compile(
    r"(?<![^\W\d_])(?:(?:changed?|changing|set|reset|updated?|switched?|modified|made|turned)"
    rf"(?:[ \t]+{_OBJECT})?(?:[ \t]+back)?[ \t]+(?:to|into)"
    r"|(?:geändert|geaendert|gesetzt|umgestellt|gewechselt|ändern)[ \t]+(?:auf|in|zu)"
    r"|(?:changé|changée|modifié|modifiée|mis|remplacé|passé)[ \t]+(?:en|pour|par|à)"
    r"|(?:cambié|cambiado|cambiamos|cambió|cambiada|puse|puesto|actualicé|actualizado)"
    r"(?:[ \t]+[^\W\d_]+)?[ \t]+(?:a|por|en)"
    r"|(?:now|jetzt|maintenant|ahora)[ \t]+(?:it's|it’s|it[ \t]+is|ist[ \t]+es|es[ \t]+ist"
    r"|c'est|c’est|es)"
    r"|(?:it's|it’s|it[ \t]+is|es[ \t]+ist|c'est|c’est)(?:[ \t]+(?:now|jetzt|maintenant|ahora))?"
    r"|(?:new[ \t]+one|the[ \t]+new[ \t]+one)[ \t]+(?:is|will[ \t]+be))(?![^\W\d_])"
    r"[ \t]*:?[ \t]*"
    r"|(?:改成|改为|改為|换成|換成|设置为|设置成|设为|设成|更新为|修改为|修改成|变成|變成"
    r"|现在是|今は|今のは|新しいのは|新しいのが)了?[ \t]*",
    re.IGNORECASE,
)
_CHANGE_BEFORE = re.compile(
    rf"(?:(?<![^\W\d_])(?:auf|in|zu)[ \t]+|(?<![^\s{_CJK}]))(?P<v>[^\s{_CJK}]{{1,64}})"
    r"(?:[ \t]+(?:geändert|gesetzt|umgestellt)(?![^\W\d_])|[ \t]*に(?:変更|変え|設定))",
    re.IGNORECASE,
)


def _changes(text: str, start: int) -> Iterable[Span]:
    for match in _CHANGE.finditer(text, start):
        span = _bare(text, match.end())
        if span and not _ordinary(text, *span):
            value = text[span[0] : span[1]]
            if _looks_secret(value) and not _YEAR.fullmatch(value) and len(value) >= 4:
                yield span
    for match in _CHANGE_BEFORE.finditer(text, start):
        span = _bare(text, match.start("v"))
        if span and not _ordinary(text, *span) and _looks_secret(text[span[0] : span[1]]):
            yield span


# "his passport X, mine is Y", "mein PIN ist X, ihrer 5521": a second value of the same
# kind, named by a possessive pronoun just after the first.
_MINE = re.compile(
    r"[ \t]*[,;/—–-]?[ \t]*(?:and|und|et|y|but|aber|mais|pero)?[ \t]*"
    r"(?<![^\W\d_])(?:mine|yours|his|hers|ours|theirs|meins|meiner|meine|deins|deiner|seiner"
    r"|ihrer|ihres|le\s+mien|la\s+mienne|le\s+tien|la\s+tienne|le\s+sien|la\s+sienne"
    r"|el\s+mío|la\s+mía|el\s+tuyo|la\s+tuya|el\s+suyo|la\s+suya|我的|他的|她的|你的)"
    rf"(?![^\W\d_])(?:[ \t]*(?:{_LATIN_VERBS}|{_CJK_VERBS})(?![^\W\d_]))?[ \t]*:?[ \t]*",
    re.IGNORECASE,
)


# "…, my wife's is Y", "… el de mi marido es Y", "… celui de ma femme est Y", "… die von
# meiner Frau ist Y", "…，我老公的是Y", "…、妻のはY": the same kind of value for someone
# else, a little later on the same line (past a clause or a sentence).
_SOMEONE = r"(?:[^\W\d_]+[ \t]+)?[^\W\d_]+"
_OTHERS_VALUE = re.compile(
    r"(?<![^\W\d_])(?:(?:my|his|her|their|our|your)[ \t]+" + _SOMEONE + r"['’]s"
    r"|(?:el|la|los|las)[ \t]+de[ \t]+(?:(?:mi|tu|su|mis|tus|sus|nuestr[oa])[ \t]+)?"
    + _SOMEONE
    + r"|(?:celui|celle)[ \t]+(?:de[ \t]+|d['’])(?:(?:ma|mon|ta|ton|sa|son|notre)[ \t]+)?"
    + _SOMEONE
    + r"|(?:der|die|das)[ \t]+(?:von[ \t]+)?(?:meine[mrs]?|deine[mrs]?|seine[mrs]?|ihre[mrs]?"
    r"|unsere[mrs]?)[ \t]+[^\W\d_]+)(?![^\W\d_])[ \t]*"
    rf"(?:(?:{_LATIN_VERBS})(?![^\W\d_])[ \t]*)?:?[ \t]*"
    r"|[\u4e00-\u9fff]{1,4}的(?:是|为|：|:)[ \t]*|[\u3040-\u9fff]{1,4}の(?:は|が)[ \t]*",
    re.IGNORECASE,
)
_OTHERS_WINDOW = 120


def _and_mine(text: str, end: int, label: _Label) -> Span | None:
    if label is _Label.CREDENTIALS or label is _Label.DEVICE:
        return None
    match = _MINE.match(text, end)
    if match is None:
        line_end = text.find("\n", end)
        limit = min(end + _OTHERS_WINDOW, len(text) if line_end < 0 else line_end)
        match = _OTHERS_VALUE.search(text, end, limit)
        if match is None:
            return None
    if label is _Label.PASSPORT:
        return _passport(text, match.end())
    return _value_at(text, match.end(), label, _Strength.VERB)


def _label_at(probe: Probe, match: re.Match[str]) -> _Label | None:
    phrase = match.group()
    label = _CLASS.get(phrase)
    if label is None or not _stands_alone(probe, match, label):
        return None
    lowered = probe.lowered
    start = match.start()
    if phrase in _NETWORK_KEYS:
        line_start = lowered.rfind("\n", 0, start) + 1
        if not _NETWORK.search(lowered, max(line_start, start - 48), start):
            return None
    if phrase in _CARD_BACK and not _CARD_WORD.search(lowered, *_line(lowered, start)):
        return None  # "on the back" names a card's code only when a card is named
    if label is _Label.DEVICE and phrase in DEVICE_NEEDS_BEFORE:
        previous = lowered[max(0, start - 24) : start].split()
        if not previous or previous[-1] not in DEVICE_NEEDS_BEFORE[phrase]:
            return None
    if label is _Label.WEAK_CODE or phrase in _NEED_SEPARATOR:
        previous = lowered[max(0, start - 24) : start].split()
        stop = WEAK_CODE_NOT_AFTER if label is _Label.WEAK_CODE else WEAK_PASS_NOT_AFTER
        if previous and previous[-1].strip("-_'’") in stop:
            return None
    return label


_CARD_BACK = frozenset(CARD_BACK_LABELS)
_CARD_WORD = re.compile(
    r"(?<![a-zà-ÿ])(?:card|cards|karte|kreditkarte|carte|cb|tarjeta|visa|mastercard|amex"
    r"|redacted:payment_card)(?![a-zà-ÿ])|卡|カード"
)


def _line(text: str, at: int) -> tuple[int, int]:
    end = text.find("\n", at)
    return text.rfind("\n", 0, at) + 1, len(text) if end < 0 else end


def _stands_alone(probe: Probe, match: re.Match[str], label: _Label) -> bool:
    """Not inside a longer word, unless it ends a compound ("Routerkennwort",
    "Zugangscode") that is a word of letters capitalised at most at its start, not a
    stretch of base64 that happens to hold "pin"."""
    phrase = match.group()
    start, end = match.span()
    before = probe.lowered[start - 1 : start]
    after = probe.lowered[end : end + 1]
    if _is_latin_letter(phrase[-1]) and after and _is_latin_letter(after):
        return False
    if _is_latin_letter(phrase[0]) and before.isdigit():
        return False  # a name: "1Password is great"
    if _in_identifier(probe.lowered, start, end):
        return False
    if not (_is_latin_letter(phrase[0]) and before and _is_latin_letter(before)):
        return True
    if not phrase.endswith(_COMPOUND_TAILS) or label in (_Label.SHORT, _Label.WEAK_CODE):
        return False
    head = _WORD_BEFORE.search(probe.text, max(0, start - 30), start)
    return head is not None and (head.group() + probe.text[start:end])[1:].islower()


_WORD_BEFORE = re.compile(r"(?<![0-9A-Za-z])[^\W\d_]+\Z")


def _in_identifier(lowered: str, start: int, end: int) -> bool:
    """An identifier ("check_password_strength", "pin_length") or a URL template's
    stand-in ("postgres://USER:PASSWORD@host")."""
    after = lowered[end : end + 1]
    if after == "_" and _is_latin_letter(lowered[end + 1 : end + 2] or "0"):
        return True
    if after != "@" or "://" not in lowered[max(0, start - 64) : start]:
        return False
    token_start = max(lowered.rfind(" ", 0, start), lowered.rfind("\n", 0, start)) + 1
    return "://" in lowered[token_start:start]


def _label_matches(probe: Probe, positions: list[int]) -> list[re.Match[str]]:
    """The labels that start at ``positions`` (where the scanner saw a label phrase), the
    longest at each, none overlapping another."""
    lowered = probe.lowered
    matches: list[re.Match[str]] = []
    for at in positions:
        if matches and at < matches[-1].end():
            continue
        match = _LABELS.match(lowered, at)
        if match is not None:
            matches.append(match)
    return matches


def find_labelled_values(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a cue of ``LABEL_CUES`` occurs in ``probe.lowered``."""
    text = probe.text
    first_secret_label = -1
    for match in _label_matches(probe, positions):
        label = _label_at(probe, match)
        if label is None:
            continue
        kind = _KIND[label]
        span = _forward(text, match.end(), label, match.group())
        if span is not None and _long_enough(text, span):
            found.append((span[0], span[1], kind))
            second = _and_mine(text, span[1], label)
            if second is not None and _long_enough(text, second):
                found.append((second[0], second[1], kind))
        if label is _Label.PASSPORT:
            found.extend((start, end, kind) for start, end in _passport_list(text, match.end()))
        if label in _SECRET_LABELS:
            _before_or_later(text, match, kind, found, found_forward=span is not None)
            if first_secret_label < 0:
                first_secret_label = match.start()
        elif label is _Label.WEAK_CODE:
            back = _backward(text, match.start())  # "they sent 781375 as the code"
            if back is not None and _code_at(text, back[0], label, _Strength.WEAK) == back:
                found.append((back[0], back[1], kind))
    if first_secret_label >= 0:
        for start, end in _changes(text, max(0, first_secret_label - 48)):
            found.append((start, end, K.PASSWORD))


def _before_or_later(
    text: str,
    match: re.Match[str],
    kind: FindingKind,
    found: list[Candidate],
    *,
    found_forward: bool,
) -> None:
    """A secret label's value before it ("X is my password"), or, when it has none on
    either side, a joined password further on ("… at the end, so Harbor_Lights7")."""
    back = _backward(text, match.start())
    if back is not None and _long_enough(text, back):
        found.append((back[0], back[1], kind))
    elif not found_forward and kind is K.PASSWORD:
        later = _later(text, match.end())
        if later is not None:
            found.append((later[0], later[1], kind))


# No secret a label governs is shorter than a CVV: "0" next to "PASS" is noise.
_MIN_VALUE_CHARACTERS = 3


def _long_enough(text: str, span: Span) -> bool:
    return sum(ch.isalnum() for ch in text[span[0] : span[1]]) >= _MIN_VALUE_CHARACTERS


# The scanner reports where any label phrase starts; the label pattern then runs there.
LABEL_CUES = tuple(_CLASS)
LABEL_HANDLER = CueHandler(LABEL_CUES, find_labelled_values)


# --- misspelt labels ----------------------------------------------------------------------

# "Kennwrt ist X", "Contrasela: X", "pasword = X": a word one edit (a letter dropped,
# added or changed) from a one-word password label of seven letters or more, just before
# a separator or a verb. Both sides are reduced to their one-letter deletions, so a
# lookup is a set test ("kennwrt" is "kennwort" less an "o"; "contrasela" and
# "contraseña" share "contrasea").


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def _fuzzy_labels() -> tuple[frozenset[str], frozenset[str]]:
    labels = {
        entry
        for entry in PASSWORD_LABELS
        if len(entry) >= 7 and all(_is_latin_letter(ch) for ch in entry)
    }
    deleted = set().union(*(_deletions(label) for label in labels))
    return frozenset(labels), frozenset(deleted)


_FUZZY_LABELS, _FUZZY_DELETED = _fuzzy_labels()
# A misspelling keeps the first letter or the second: "kenwort", "pasword", "contrasela".
_FUZZY_FIRST = frozenset(label[0] for label in _FUZZY_LABELS)
_FUZZY_SECOND = frozenset(label[1] for label in _FUZZY_LABELS)
_WORD_BEFORE_CUE = re.compile(r"(?<![^\W\d_])[^\W\d_]{6,13}[ \t]*\Z")


def _misspelt(word: str) -> bool:
    if word[0] not in _FUZZY_FIRST and word[1] not in _FUZZY_SECOND:
        return False
    if word in _FUZZY_LABELS or word in _CLASS:
        return False  # the label handler reads it
    if word in _FUZZY_DELETED:
        return True  # a letter dropped
    return any(
        part in _FUZZY_LABELS or part in _FUZZY_DELETED for part in _deletions(word)
    )  # a letter added or changed


def find_misspelt_labels(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a separator or a verb of ``_MISSPELT_CUES`` occurs. The
    misspelt label is the word just before it, or, before a verb, one of the few words
    before a qualifier ("la constraseña del wifi del bar es …")."""
    text = probe.text
    lowered = probe.lowered
    for at in positions:
        for word in _words_before(lowered, at):
            phrase = word.group()
            if not _misspelt(phrase):
                continue
            span = _forward(text, word.end(), _Label.PASSWORD, phrase)
            if span is not None and _long_enough(text, span):
                found.append((span[0], span[1], K.PASSWORD))
            break


_CANDIDATE_WORD = re.compile(r"(?<![^\W\d_])[^\W\d_]{6,13}(?![^\W\d_])")
_QUALIFIER_SPAN = 40


def _words_before(lowered: str, at: int) -> list[re.Match[str]]:
    """The word just before ``at``; before a verb, also the words of the same clause up
    to ``_QUALIFIER_SPAN`` characters back, nearest first."""
    word = _WORD_BEFORE_CUE.search(lowered, max(0, at - 16), at)
    if lowered[at] in ":=":
        return [word] if word is not None else []
    start = max(0, at - _QUALIFIER_SPAN)
    for stop in ".,;:!?\n":
        start = max(start, lowered.rfind(stop, start, at) + 1)
    return list(reversed(list(_CANDIDATE_WORD.finditer(lowered, start, at))))


_MISSPELT_CUES = (":", "=", " is ", " ist ", " es ", " est ")
MISSPELT_LABEL_HANDLER = CueHandler(_MISSPELT_CUES, find_misspelt_labels)
