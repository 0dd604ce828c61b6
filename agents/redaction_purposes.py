"""A password named by what it is for, with no password label: "use Zebra!2024 to log in",
"it's Otter_88 for the wifi", "mit Tanne#44 einloggen", "avec Sapin44 pour se
connecter", "con Luna2020 para entrar", "用Zebra2024登录", "Zebra2024でログイン".

The purpose is a verb of logging in ("log in", "sign in", "anmelden", "einloggen", "se
connecter", "iniciar sesión", "entrar", "登录", "ログイン") or a network ("the wifi", "das
WLAN", "le wifi", "el wifi"). The value stands just before it, after a verb of using or
typing ("use", "try", "type", "it's", "nimm", "mit", "avec", "utilise", "con", "usa",
"用", "输入"), joined by "to", "for", "pour", "para", "zum", "um … zu" or nothing, and it
must look generated (letters with two digits or a password symbol, six characters or
more; :func:`agents.redaction_shapes.generated_shape`), and not be a product's name
("iPhone15", "macOS14"): "use Google to sign in", "try OAuth2 to log in", "我用iPhone15登录
不了" and "it's 5 minutes to the wifi" stay.

The purpose words are cues of the scanner's one Aho-Corasick pass: text without one costs
nothing here.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_shapes import generated_shape

__all__ = ["PURPOSE_HANDLER"]

_LATIN_PURPOSES = (
    "log in",
    "log on",
    "login",
    "sign in",
    "wifi",
    "wi-fi",
    "wlan",
    "anmelden",
    "einloggen",
    "se connecter",
    "me connecter",
    "te connecter",
    "iniciar sesión",
    "iniciar sesion",
    "entrar",
    "acceder",
)
_CJK_PURPOSES = ("登录", "登入", "登陆", "ログイン", "サインイン")

# What stands before the purpose: a using verb, the value, a joiner; all in lower case
# but the value, which the pattern reads from the original case-preserving text.
_USING = (
    r"use|using|try|type|enter|it's|it’s|its|it\s+is|with|nimm|nehmt|benutze|nutze|mit"
    r"|avec|utilise|utilisez|tape|tapez|mets|con|usa|usá|pon|poné|escribe|escribí|prueba"
)
_JOINERS = (
    r"to|for|pour|para|zum|zu|für|fürs|um|and|y|et|und|on|in|into|auf|sur|en|al|a"
    r"|the|das|den|die|dem|le|la|l'|el"
)
_LATIN_BEFORE = re.compile(
    rf"(?<![^\W\d_])(?:{_USING})[ \t]+[\"'“‘«]?(?P<v>[!-~]{{6,64}}?)[\"'”’»]?"
    rf"(?:[ \t]+(?:{_JOINERS})(?![^\W\d_]))*[ \t]+\Z",
    re.IGNORECASE,
)
_CJK_BEFORE = re.compile(
    r"(?:用|使用|输入|輸入|打|填)[ \t]*[「“\"']?(?P<v>[!-~]{6,64}?)[」”\"']?[ \t]*"
    r"(?:来|來|去|就能|就可以|可以)?\Z"
    r"|(?<![!-~])[「“\"']?(?P<w>[!-~]{6,64}?)[」”\"']?[ \t]*(?:で|を入力して|を入れて)\Z"
)
_REACH = 80
# A product's name, not a password: "iPhone15", "eBay2", "macOS14" ("用iPhone15登录").
_PRODUCT = re.compile(r"[a-z]{1,3}[A-Z][A-Za-z]*[0-9]{0,2}\Z")


def _find_by_purpose(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    """``positions``: where a purpose word starts."""
    text, lowered = probe.text, probe.lowered
    for at in positions:
        before = lowered[at - 1 : at]
        if before.isalpha() and before.isascii():
            continue  # inside a word: "relogin", "ewifi"
        cjk = not lowered[at].isascii()
        pattern = _CJK_BEFORE if cjk else _LATIN_BEFORE
        match = pattern.search(text, max(0, at - _REACH), at)
        if match is None:
            continue
        group = "v" if match.group("v") is not None else "w"
        begin, end = match.span(group)
        value = text[begin:end]
        if generated_shape(value) and _PRODUCT.match(value) is None:
            found.append((begin, end, FindingKind.PASSWORD))


PURPOSE_HANDLER = CueHandler(_LATIN_PURPOSES + _CJK_PURPOSES, _find_by_purpose)
