"""A comment between a fact and the pointer that asks to remove it (en, de, fr).

"I mentioned a couple of weeks ago that I was pregnant. Sadly that's no longer the case.
Please take it out of whatever you remember about me." — "… ich hab dir mal gesagt, wie
meine Bank heißt. Das möchte ich nicht, bitte das wieder vergessen." — "… je vous ai donné
le nom de ma banque. Je préfère pas, merci de l'oublier." A pointer ("it", "das", "l'")
takes up the fact said before it, and the detector looks for that fact in the clauses
before the pointer, or the sentence before. Between them here stands the speaker's
*comment* on the fact: that it has ended ("that's no longer the case", "das ist nicht
mehr so", "ce n'est plus le cas") or that they regret saying it ("I'd rather not", "das
möchte ich nicht", "je préfère pas"). The comment has an anaphor of its own and no fact:
the pointer reads through it.

The rule, in each language: a clause that is only such a comment (an interjection or an
adverb of regret may stand around it), with a clause before it and a clause after it
that holds a pointer, is blanked — same length, so every offset still points at the
user's words — and the message is read again: the pointer then reaches the fact.

Pure functions; the caller asks only when a verb of removal is among the message's words.
"""

from __future__ import annotations

import re

from agents.clauses import segment

__all__ = ["COMMENT_KEYS", "comment_skipped"]

# Gate keys (first four letters) of the verbs of removal a pointer follows.
COMMENT_KEYS = frozenset(
    [
        "take",
        "forg",
        "dele",
        "eras",
        "remo",
        "drop",
        "scra",
        "wipe",
        "clea",
        "verg",
        "lösc",
        "nimm",
        "entf",
        "stre",
        "oubl",
        "reti",
        "effa",
        "supp",
        "enle",
    ]
)

_FLAGS = re.IGNORECASE
_AROUND = (
    r"(?:(?:sadly|unfortunately|but|well|and|honestly|oh|now|leider|aber|naja|also|tja|jetzt"
    r"|inzwischen|mittlerweile|malheureusement|hélas|mais|bon|bref|enfin|et|du\s+coup)[\s,]+)*"
)
_COMMENT = re.compile(
    rf"{_AROUND}(?:"
    # en: the fact has ended, or the speaker regrets it
    r"(?:that'?s|that\s+is|it'?s|it\s+is|that\s+was)\s+(?:(?:sadly|unfortunately|just|really"
    r"|actually|not\s+really)\s+)*(?:no\s+longer\s+(?:the\s+case|true|so|relevant|accurate"
    r"|current)|not\s+(?:the\s+case|true|so|relevant|accurate|current)\s+any\s*more"
    r"|outdated|out\s+of\s+date)"
    r"|i\s+(?:don'?t|do\s+not)\s+want\s+(?:that|it)(?:\s+(?:stored|saved|kept|anymore|in\s+there))?"
    r"|i'?d\s+(?:rather|prefer)\s+(?:not|you\s+didn'?t)|i\s+regret\s+(?:that|it|saying\s+(?:that|it))"
    # de
    r"|(?:das|es)\s+(?:ist|war)\s+(?:(?:leider|aber|jetzt|inzwischen|mittlerweile|halt)\s+)*"
    r"(?:nicht\s+mehr\s+(?:so|aktuell|der\s+fall|wahr|richtig)|vorbei|erledigt|veraltet"
    r"|geschichte|aus)"
    r"|das\s+stimmt\s+(?:(?:leider|aber|jetzt)\s+)*nicht\s+mehr"
    r"|(?:das|es)\s+(?:möchte|will|mag)\s+ich\s+(?:aber\s+|lieber\s+)?nicht(?:\s+mehr)?"
    r"|ich\s+(?:möchte|will)\s+das\s+(?:aber\s+|lieber\s+)?nicht(?:\s+mehr)?"
    r"|lieber\s+nicht"
    # fr
    r"|(?:ce\s+n'est|ça\s+n'est|c'est)\s+(?:(?:malheureusement|hélas|plus)\s+)*plus\s+(?:le\s+cas"
    r"|vrai|d'actualité)|(?:ce\s+n'est|c'est)\s+(?:malheureusement\s+)?plus\s+le\s+cas"
    r"|c'est\s+(?:fini|terminé|du\s+passé|plus\s+d'actualité)"
    r"|je\s+(?:ne\s+)?(?:préfère|préférerais|veux|voudrais)\s+pas|je\s+préfère(?:rais)?\s+que\s+non"
    r"|plutôt\s+pas)"
    r"(?:\s+(?:now|anymore|any\s+more|though|leider|mehr|malheureusement|hélas))*",
    _FLAGS,
)
# A word of the comment's beginning must be there before any regex runs.
_HINTS = (
    "longer",
    "anymore",
    "any more",
    "outdated",
    "out of date",
    "want",
    "rather",
    "prefer",
    "regret",
    "nicht mehr",
    "ich nicht",
    "das nicht",
    "lieber nicht",
    "vorbei",
    "erledigt",
    "veraltet",
    "geschichte",
    "plus le cas",
    "plus vrai",
    "actualité",
    "fini",
    "terminé",
    "passé",
    "ère pas",  # "préfère pas", "préférerais pas"
    "eux pas",
    "rais pas",
    "que non",
    "tôt pas",
)
_POINTER = re.compile(
    r"(?<![\w'])(?:it|that|this|das|es|dies|l'|le|la|ça|cela|cette\s+info(?:rmation)?"
    r"|diese\s+info(?:rmation)?|that\s+info)(?![\w])",
    _FLAGS,
)


def comment_skipped(text: str, lowered: str | None = None) -> str | None:
    """``text`` with a comment between a fact and its removal blanked, same length;
    ``None`` when there is none."""
    head = text.lower() if lowered is None else lowered
    if not any(hint in head for hint in _HINTS):
        return None
    low = text.lower()
    if len(low) != len(text):
        return None
    clauses = segment(text).clauses
    for index in range(1, len(clauses) - 1):
        clause = clauses[index]
        found = _COMMENT.match(low, clause.start, clause.end)
        if found is None or found.end() < clause.end:
            continue  # not a comment, or a clause with more in it than the comment
        following = clauses[index + 1]
        if _POINTER.search(low, following.start, following.end) is None:
            continue
        blank = " " * (following.start - clause.start)
        return text[: clause.start] + blank + text[following.start :]
    return None
