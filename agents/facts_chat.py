"""English chat's contractions written without their apostrophe: "im", "ive", "dont".

Chat typed on a phone drops the apostrophe, so "im driving buses now" and "ive been
looking at flights" carry the writer's "I'm" and "I've" all the same. The extractor of
:mod:`agents.facts` finds a statement by its subject and judges it by its verb, so such a
line is read, and stored, with the apostrophe put back: "I'm driving buses now".

Only forms that no English word shares are restored. "ill", "id", "were", "well", "its",
"wed", "shed", "hell" and "cant" in its old sense are words of their own ("I was ill",
"we were"), and guessing there would turn a true statement into a false one; "cant" is
restored, since in chat it is the negated "can" far more often than anything else.
"""

from __future__ import annotations

import re

__all__ = ["restore_apostrophes"]

# The apostrophe-less form and the contraction it stands for.
_CONTRACTIONS = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "didnt": "didn't",
    "doesnt": "doesn't",
    "cant": "can't",
    "couldnt": "couldn't",
    "wouldnt": "wouldn't",
    "shouldnt": "shouldn't",
    "isnt": "isn't",
    "wasnt": "wasn't",
    "arent": "aren't",
    "werent": "weren't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "hadnt": "hadn't",
    "wont": "won't",
    "thats": "that's",
    "whats": "what's",
    "theres": "there's",
    "hes": "he's",
    "shes": "she's",
    "theyre": "they're",
    "youre": "you're",
    "youve": "you've",
}
# Whole words only, in lower case or with a capital first letter as chat writes them at a
# sentence's start ("Im off", "Dont"); a word in capitals is an acronym or a shout ("IM").
_BARE = re.compile(
    r"(?<![\w'’])(?:"
    + "|".join(rf"(?i:{w[0]}){w[1:]}" for w in sorted(_CONTRACTIONS, key=len, reverse=True))
    + r")(?![\w'’])"
)


def _restored(match: re.Match[str]) -> str:
    word = match.group()
    full = _CONTRACTIONS[word.lower()]
    if full.startswith("I"):
        return full
    return full[0].upper() + full[1:] if word[0].isupper() else full


def restore_apostrophes(text: str) -> str:
    """``text`` with English chat's apostrophe-less contractions written in full."""
    return _BARE.sub(_restored, text)
