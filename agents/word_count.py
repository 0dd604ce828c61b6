"""Words counted as a reader counts them, and when a statement is too short to stand.

``count_words(text)``: "I'm" is two ("I am"), "38-7" is two, a noun's "'s" is none ("my mom's
recipe" is three); a Chinese or Japanese text counts its characters.
"""

from __future__ import annotations

import re

from agents.chat_language import CJK, wordset

__all__ = ["FRAGMENT_WORDS", "count_words"]

# Statements of this many words or fewer are fragments ("I'm allergic").
FRAGMENT_WORDS = 3

_WORD = re.compile(r"[^\W\d_]+|\d+")


def count_words(text: str) -> int:
    cjk = len(CJK.findall(text))
    if cjk:
        return cjk
    return len(_WORD.findall(_POSSESSIVE.sub(_drop_possessive, text)))


# "My mom's recipe" is three words: the "'s" of a noun is no word of its own ("she's" is).
_POSSESSIVE = re.compile(
    r"\b(\w+)['’]s\b(?!\s+(?:a|an|the|my|our|his|her|their|in|at|on|from|so|very|not|been|"
    r"got|always|still|just|now|also|back|up|\w+ing|\w+ed)\b|\W*$)",
    re.IGNORECASE,
)
_PRONOUN_S = wordset("it he she that what who there here where how let")


def _drop_possessive(match: re.Match[str]) -> str:
    word = match.group(1)
    return match.group() if word.lower() in _PRONOUN_S else word
