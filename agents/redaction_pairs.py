"""Secrets named by a key beside them, in pasted configuration and requests; e-mail
addresses dictated; a value that its label follows.

- **Key and value**: a Postman/Insomnia export names a header in one field and gives it in
  the next (``{"key": "X-Postmark-Server-Token", "value": "f143…"}``); a curl command
  sends ``-H 'key: 63117e…'``. When the name says secret (its last word is "token",
  "secret", "key", "apikey", "password", "passwd", "pwd", "auth", "signature",
  "credential", "session" …) and the value looks generated (eight characters or more,
  with a digit, not a placeholder such as ``<your-key>``, ``${TOKEN}``, ``xxxx``), the
  value is a ``secret``.
- **JSON Web Key**: in an object with a ``"kty"``, the private members (``"d"``, and
  ``"p"``, ``"q"``, ``"dp"``, ``"dq"``, ``"qi"`` of an RSA key, ``"k"`` of a symmetric
  one) are a ``private_key``; the public ``"x"``, ``"y"``, ``"n"``, ``"e"`` stay.
- **Dictated e-mail**: "j dot kowalski at gmail dot com", "maria punto lopez arroba
  gmail punto com": a local part, "at"/"arroba"/"arobase"/"chez", a domain with "dot"/
  "punto"/"point"/"punkt" before a top-level domain. The local part must itself hold a
  "dot", a digit or a symbol, or an e-mail word must stand before it ("email", "mail",
  "correo", "courriel"), so "look at example dot com" stays.
- **Label after the value**, at the start of a line: "6858 — that's the code for the
  bike lock", "tangerine-Oboe-88 <- that's the wifi pw", "8521 ist die Tresor-Kombi",
  "2486 - that's for the bike lock" (what the code opens), "X⏎^ that's the new password"
  (the pointer opens the next line). A code needs 3-8 digits, a password a digit or a
  symbol and six characters, or, pointed at by an arrow, a word of eight letters or more
  ("tortilladepatatas ← 这就是我们家wifi密码"). "X <- that's the netflix one" is a
  password when an arrow points at a made token of eight characters or more and the
  message names a password elsewhere, or holds one another detector found.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe

__all__ = ["find_pairs"]

K = FindingKind

# --- key and value -----------------------------------------------------------------------

_SECRET_NAME = re.compile(
    r"(?:^|[-_. ])(?:token|secret|key|apikey|api-key|password|passwd|pwd|pass|auth"
    r"|signature|credentials?|session|sessionid|cookie)$",
    re.IGNORECASE,
)
_POSTMAN = re.compile(
    r"\"key\"[ \t]*:[ \t]*\"(?P<name>[^\"\n]{1,64})\"[ \t]*,[ \t]*"
    r"\"value\"[ \t]*:[ \t]*\"(?P<value>[^\"\n]{1,512})\""
)
_HEADER = re.compile(
    r"(?:-H|--header)[ \t]+(?P<q>['\"])(?P<name>[A-Za-z0-9_.-]{1,64})[ \t]*:[ \t]*"
    r"(?P<value>[^'\"\n]{1,512})(?P=q)"
)
_PLACEHOLDER = re.compile(r"[<>{}$*]|^x+$|^(?:your|my|changeme|example|redacted)", re.IGNORECASE)


def _generated(value: str) -> bool:
    return (
        len(value) >= 8
        and " " not in value
        and any(ch.isdigit() for ch in value)
        and any(ch.isalpha() for ch in value)
        and _PLACEHOLDER.search(value) is None
        and not value.startswith("[redacted:")
    )


def _key_values(text: str, found: list[Candidate]) -> None:
    for pattern in (_POSTMAN, _HEADER):
        for match in pattern.finditer(text):
            if _SECRET_NAME.search(match.group("name").strip()) and _generated(
                match.group("value")
            ):
                found.append((match.start("value"), match.end("value"), K.SECRET))


# --- JSON Web Key ------------------------------------------------------------------------

_JWK_PRIVATE = re.compile(r"\"(?:d|p|q|dp|dq|qi|k)\"[ \t]*:[ \t]*\"(?P<v>[A-Za-z0-9_-]{16,})\"")


def _jwk(text: str, found: list[Candidate]) -> None:
    for match in _JWK_PRIVATE.finditer(text):
        found.append((match.start("v"), match.end("v"), K.PRIVATE_KEY))


# --- dictated e-mail ---------------------------------------------------------------------

_DOT = r"[ \t]+(?:dot|punto|point|punkt)[ \t]+"
_AT = r"[ \t]+(?:at|arroba|arobase|chez|ät)[ \t]+"
_TLD = r"(?:com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|jp|cn|ca|au|info|me|us|eu|ch|at|be|mx)"
_SPOKEN_EMAIL = re.compile(
    rf"(?<![\w.@])(?P<local>[a-z0-9._+-]+(?:{_DOT}[a-z0-9._+-]+)*){_AT}"
    rf"[a-z0-9-]+(?:{_DOT}[a-z0-9-]+)*{_DOT}{_TLD}(?![a-z0-9])",
    re.IGNORECASE,
)
_EMAIL_WORD = re.compile(r"e-?mail|mail|correo|courriel|adresse|address|邮箱|メール", re.IGNORECASE)


def _spoken_emails(lowered: str, found: list[Candidate]) -> None:
    for match in _SPOKEN_EMAIL.finditer(lowered):
        local = match.group("local")
        marked = re.search(_DOT, local) is not None or any(not ch.isalpha() for ch in local)
        labelled = _EMAIL_WORD.search(lowered, max(0, match.start() - 40), match.start())
        if marked or labelled:
            found.append((match.start(), match.end(), K.EMAIL))


# --- a label after its value ---------------------------------------------------------------

_POINTER = r"(?:<-+|←|⬅|—|–|-|:|\^|↑|⬆)"
_THAT_IS = r"(?:that's|that is|thats|this is|c'est|das ist|es|ist|这就是|这是|就是|これが|これは)"
_LABEL_WORDS = (
    r"pw|pwd|pass|password|passcode|passwort|kennwort|mdp|mot de passe|contraseña|clave|pin"
    r"|code|código|codigo|combo|combination|kombi|kombination|combinaison|combinación"
    r"|密码|口令|暗証番号|パスワード"
)
_AFTER_LABEL = re.compile(
    # the value, alone at the start of a line, and a pointer back at it (also from the
    # start of the next line: "loulou37*⏎^ that's the new password")
    r"[ \t]*(?P<v>[^\s]{3,64}+)[ \t]*"
    # a pointer or the first letter of "that's …": most lines fail here, cheaply
    r"(?=[\n<←⬅—–\-:\^↑⬆tcdei这就こ])(?:\n[ \t]*(?=[\^↑⬆]))?"
    rf"(?P<pointer>{_POINTER})?[ \t]*{_THAT_IS}[ \t]*(?:"
    # "that's the (wifi) password", "ist die Tresor-Kombi", "这就是我们家wifi密码"
    r"(?:(?:the|my|our|le|la|mon|ma|der|die|das|mein|meine|el|mi)[ \t]+)?"
    r"(?:(?:wifi|wi-fi|wlan|door|front|gate|alarm|garage|safe|lock|router|network|laptop"
    r"|phone|bank|card|atm|new|old|current|temp|admin|master|guest|main)[ \t]+){0,2}"
    r"(?:[^\W\d_]{2,20}-)?(?:[\u4e00-\u9fff]{0,6}(?:wifi|wi-fi|wlan)?[\u4e00-\u9fff]{0,4})"
    rf"(?P<label>{_LABEL_WORDS})(?![^\W\d_])"
    # "that's for the bike lock", "c'est pour le cadenas", "das ist für das Schloss"
    r"|(?:for|pour|für|para)[ \t]+(?:(?:the|my|our|le|la|mon|ma|den|die|das|mein|meine|el|mi)"
    r"[ \t]+)?(?:[^\W\d_]+[ \t]+){0,2}"
    r"(?P<device>lock|padlock|safe|locker|door|gate|alarm|garage|keypad|cadenas|coffre|portail"
    r"|porte|casier|schloss|fahrradschloss|tresor|tür|tor|spind|candado|caja fuerte|puerta"
    r"|portón|taquilla)(?![^\W\d_])"
    # "hunter45Lighthouse <- that's the netflix one": an account's password, said by
    # pointing at it, when a password is named elsewhere in the message
    r"|the[ \t]+[^\W\d_]+[ \t]+(?P<one>one)(?![^\W\d_]))",
    re.IGNORECASE,
)
_CODE_VALUE = re.compile(r"[0-9]{3,8}[#*]?")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_SYMBOLS = set("!#$%&*+-./:;=?@^_~")
_CODE_LABELS = frozenset(
    {
        "pin",
        "code",
        "código",
        "codigo",
        "combo",
        "combination",
        "kombi",
        "kombination",
        "combinaison",
        "combinación",
        "暗証番号",
    }
)
_NAMES_A_PASSWORD = re.compile(
    r"password|passwort|kennwort|contraseña|mot de passe|mdp|密码|パスワード|\[redacted:password\]",
    re.IGNORECASE,
)


def _made(value: str) -> bool:
    return (
        len(value) >= 6
        and any(ch.isdigit() or ch in _SYMBOLS for ch in value)
        and any(ch.isalpha() for ch in value)
        and "://" not in value
        and "@" not in value
    )


def _label_after(text: str, found: list[Candidate]) -> None:
    line_start = 0
    while line_start >= 0:
        match = _AFTER_LABEL.match(text, line_start)
        next_line = text.find("\n", line_start)
        line_start = next_line + 1 if next_line >= 0 else -1
        if match is None:
            continue
        value = match.group("v")
        span = (match.start("v"), match.end("v"))
        label = (match.group("label") or "").lower()
        if label in _CODE_LABELS or match.group("device"):
            if _CODE_VALUE.fullmatch(value) and not _YEAR.fullmatch(value):
                found.append((*span, K.PIN))
        elif match.group("one"):
            pointed = match.group("pointer") not in (None, "-", ":")
            rest = text[: span[0]] + text[match.end() :]
            named = _NAMES_A_PASSWORD.search(rest) or _another_password(found, span)
            if pointed and _made(value) and len(value) >= 8 and named:
                found.append((*span, K.PASSWORD))
        elif _made(value):
            found.append((*span, K.PASSWORD))
        elif (
            match.group("pointer") not in (None, "-", ":", "—", "–")
            and value.isalpha()
            and len(value) >= 8
        ):
            # "tortilladepatatas ← 这就是我们家wifi密码": an arrow at a word, and the
            # password named: the word is the password.
            found.append((*span, K.PASSWORD))


def _another_password(found: list[Candidate], span: tuple[int, int]) -> bool:
    """A password another detector found elsewhere in the message ("…, the other one is
    Tr0mbone!Lake"): the message is about passwords."""
    return any(
        kind is K.PASSWORD and (end <= span[0] or start >= span[1]) for start, end, kind in found
    )


def find_pairs(probe: Probe, found: list[Candidate]) -> None:
    lowered = probe.lowered
    if '"key"' in lowered or "-h" in lowered:
        _key_values(probe.text, found)
    if '"kty"' in lowered:
        _jwk(probe.text, found)
    if " dot " in lowered or " punto " in lowered or " point " in lowered or " punkt " in lowered:
        _spoken_emails(lowered, found)
    # One anchored attempt per line: the first token, then "that's the …" or it fails.
    _label_after(probe.text, found)
