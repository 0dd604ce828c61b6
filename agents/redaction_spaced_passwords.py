"""A password of several words with spaces between them: "password Rosie the cat 91 (with
spaces she says)", "my password is Lemon tree 42", "Passwort: Rote Rosen 1987",
"contraseña: Mi perro Toby 7".

People who are told to use a passphrase, or who set one for a parent, write it as words:
the label finder (:mod:`agents.redaction_labels`) takes one token, "Rosie", and leaves
the rest. After a full password label ("password", "Passwort", "mot de passe",
"contraseña"; not "pass" or "clave", which are words of their own), past a verb or a
colon, a run of two to five words that ends in a number of one to four digits (and a
symbol, if any) is the value when the clause ends right after it (a comma, a stop, a
bracket, "and", the end) and it opens with a capital, or the message says the password
has spaces ("with spaces", "mit Leerzeichen", "avec des espaces", "con espacios",
"スペース", "空格"). A word said about a password ("expires", "changed", "reset") never
opens one, a grammar word only with a capital ("Mi perro Toby 7"), and "the password
expires in 30 days" opens with no capital anyway.

The password labels are cues of the scanner's one Aho-Corasick pass: text without one
costs nothing here.
"""

from __future__ import annotations

import re

from agents.redaction_kinds import Candidate, FindingKind
from agents.redaction_probe import Probe
from agents.redaction_scan import CueHandler
from agents.redaction_words import ABOUT_A_PASSWORD, NOT_A_VALUE, PASSWORD_LABELS

__all__ = ["SPACED_PASSWORD_HANDLER"]

_LATIN_LABELS = tuple(label for label in PASSWORD_LABELS if all(ch < "\u0250" for ch in label))
_LABEL = re.compile(
    "|".join(re.escape(label) for label in sorted(_LATIN_LABELS, key=len, reverse=True)),
    re.IGNORECASE,
)
_GLUE = re.compile(
    r"[ \t]*(?:(?:is|was|ist|lautet|war|est|c['’]est|es|era|sería)(?![^\W\d_])[ \t]*)?[:=]?[ \t]*"
    r"[\"'“‘«]?",
    re.IGNORECASE,
)
_WORDS = re.compile(
    r"(?P<v>(?P<first>[^\W\d_][^\W\d_'’-]*)(?:[ \t]+[^\W\d_][^\W\d_'’-]*){1,4}[ \t]+[0-9]{1,4}"
    r"[!?#*$%&@]?)"
    r"(?=[\"'”’»]?[ \t]*(?:[,;.)(]|\Z|\n|(?:and|und|et|y|but|aber|mais|pero)(?![^\W\d_])))",
)
_SPACES_SAID = re.compile(
    r"with\s+spaces|spaces\s+(?:in|between)|mit\s+leerzeichen|avec\s+(?:des\s+)?espaces"
    r"|con\s+espacios|スペース|空格",
    re.IGNORECASE,
)


def _find(probe: Probe, positions: list[int], found: list[Candidate]) -> None:
    text = probe.text
    for at in positions:
        if at and text[at - 1].isalpha():
            continue
        label = _LABEL.match(text, at)
        if label is None or (text[label.end() : label.end() + 1].isalpha()):
            continue
        glue = _GLUE.match(text, label.end())
        if glue is None:
            continue
        words = _WORDS.match(text, glue.end())
        if words is None:
            continue
        first = words.group("first")
        folded = first.casefold()
        # "Mi perro Toby 7", "My dog Rex 7": a grammar word opens a passphrase only with a
        # capital; a word said about a password never does
        if folded in ABOUT_A_PASSWORD or (folded in NOT_A_VALUE and not first[0].isupper()):
            continue
        if not (first[0].isupper() or _SPACES_SAID.search(text)):
            continue
        found.append((*words.span("v"), FindingKind.PASSWORD))


SPACED_PASSWORD_HANDLER = CueHandler(_LATIN_LABELS, _find)
