"""A password someone says they typed while failing to log in: "I tried Katze_4894! like 5
times", "j'ai essayé Soleil2024 trois fois", "probé con Luna_77x y nada", "ich habe
Sonne2024! eingegeben", "输入了abc12345还是不行", "Hoshi2024を入力したけど".

Help-desk chats name no label before the value: the user says they *tried*, *typed* or
*entered* it. The verb is the cue (one Aho-Corasick pass with the other cues); the value
is the token just after it ("tried X", "logging in with X", "essayé (avec) X", "probé
(con) X", "entrar con X", "输入了X") or just before it ("X eingegeben", "mit X komme
ich nicht rein", "X is what I typed", "X登录不了", "Xを入力", "Xでログイン"). It counts only
when the message speaks of logging in (a login word: "log in", "sign in", "account", "login",
"anmelden", "Konto", "connecter", "compte", "iniciar sesión", "cuenta", "登录", "账号",
"ログイン") and the token looks made: letters with digits, six characters or more, not an
e-mail, a URL, a version or a path. "I tried 3 times", "I tried Firefox", "I tried the
reset link" stay. A cue that itself says logging in ("logging in with", "komme ich nicht
rein", "登录不了", "でログイン") needs no other login word, but then a value with two
digits or more ("mit Version2 komme ich nicht rein" stays).
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler

__all__ = ["TRIED_VALUE_HANDLER"]

# Verbs the value follows: en, fr, es, zh.
_VERB_THEN_VALUE = (
    "tried ",
    "tried with ",
    "logging in with ",
    "log in with ",
    "logged in with ",
    "signing in with ",
    "sign in with ",
    "typed ",
    "typed in ",
    "entered ",
    "put in ",
    "essayé ",
    "essayé avec ",
    "connecter avec ",
    "connecte avec ",
    "tapé ",
    "saisi ",
    "entré ",
    "probé ",
    "probé con ",
    "intenté con ",
    "entrar con ",
    "acceder con ",
    "entro con ",
    "puse ",
    "escribí ",
    "ingresé ",
    "metí ",
    "输入了",
    "输了",
    "试了",
    "填了",
)
# Verbs the value comes before: de, ja.
_VALUE_THEN_VERB = (
    " eingegeben",
    " eingetippt",
    " versucht",
    " probiert",
    "を入力",
    "を入れ",
    "を試",
    "で試",
    " is what i typed",
    " is what i entered",
    " is what i tried",
    " komme ich nicht rein",
    " komm ich nicht rein",
    " einloggen",
    " anmelden",
    "登录不了",
    "登不上",
    "登录不上",
    "登录失败",
    "登陆不了",
    "でログイン",
)
_CUES = _VERB_THEN_VALUE + _VALUE_THEN_VERB
# Cues that speak of logging in themselves: no other login word is needed.
_LOGGING_IN = frozenset(
    cue
    for cue in _CUES
    if any(word in cue for word in ("log", "sign", "connect", "entr", "acced", "einlogg", "anmeld"))
    or any(word in cue for word in ("nicht rein", "登", "ログイン"))
)

_LOGIN = re.compile(
    r"(?<![a-z])(?:log[ -]?in|logg(?:ing|ed)[ -]in|login|logon|sign[ -]?in|account|acct"
    r"|password|passwort|konto"
    r"|anmeld\w*|einlogg\w*|connecter|connexion|compte|identifiant|iniciar sesión|sesión"
    r"|cuenta|entrar|contraseña|mot de passe)(?![a-z])"
    r"|登录|登陆|账号|帳號|账户|密码|ログイン|アカウント|パスワード"
)
_TOKEN = re.compile(r"[^\s\u3040-\u30ff\u4e00-\u9fff、。，！？「」]{6,64}")
_BEFORE = re.compile(r"(?:^|(?<=[\s\u3040-\u30ff\u4e00-\u9fff、。，「」]))[^\s、。，「」]{6,64}\Z")
_TRAILING = ".,;:!?\"'”’)]}»"
_LEADING = "\"'“‘([{«"
_NOT_A_PASSWORD = re.compile(
    r"[^@\s]+@[^@\s]+|\w+://|v?[0-9]+(?:\.[0-9]+)+|.*[/\\].*|[0-9]+(?:[.,:][0-9]+)*"
)


def _made(value: str) -> bool:
    core = value.strip(_TRAILING).lstrip(_LEADING)
    has_digit = any(ch.isdigit() for ch in core)
    has_letter = any(ch.isalpha() for ch in core)
    return (
        len(core) >= 6
        and has_digit
        and has_letter
        and core.isascii()
        and _NOT_A_PASSWORD.fullmatch(core) is None
    )


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in _LEADING:
        start += 1
    while end > start and text[end - 1] in _TRAILING:
        end -= 1
    return start, end


def find_tried_values(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a verb of trying or typing starts in ``probe.lowered``."""
    lowered = probe.lowered
    about_login = _LOGIN.search(lowered) is not None
    text = probe.text
    for at in positions:
        cue = max((c for c in _CUES if lowered.startswith(c, at)), key=len)
        if not about_login and cue not in _LOGGING_IN:
            continue
        if cue in _VERB_THEN_VALUE:
            if cue[0].isascii() and at and lowered[at - 1].isalpha():
                continue
            token = _TOKEN.match(text, at + len(cue))
            if token is None:
                continue
            start, end = token.span()
        else:
            before = _BEFORE.search(text, max(0, at - 64), at)
            if before is None:
                continue
            start, end = before.span()
        start, end = _trimmed(text, start, end)
        # with no other login word, a value with two digits or more ("Falke2019")
        enough = about_login or sum(map(str.isdigit, text[start:end])) >= 2
        if enough and _made(text[start:end]):
            found.append((start, end, FindingKind.PASSWORD))


TRIED_VALUE_HANDLER = CueHandler(_CUES, find_tried_values)
