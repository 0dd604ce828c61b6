"""A correction keeps only what is right (de, fr, es).

"Korrektur: mein Sohn heißt nicht Lukas, der heißt Lucas mit c. Bitte so merken", "Petite
correction : ma fille s'appelle pas Chloé, c'est Cloé sans h. Retiens-le comme ça". The
statement the request points at holds the wrong value too; stored whole, the memory would
say both. When the statement is marked as a correction (a correction word: "Korrektur",
"stimmt nicht", "c'est faux", "me equivoqué") and a negated clause is followed by one that
gives the right value ("der heißt …", "c'est …", "ich wohn …"), what is kept is the
clauses after the last negated one.

A negation that is the fact itself ("ich trinke keinen Kaffee, sondern Tee") has no
correction word, so it is left whole.
"""

from __future__ import annotations

import re

__all__ = ["corrected"]

_MARK = re.compile(
    r"(?<![\w'])(?:korrektur|berichtigung|nein\s+warte|stimmt\s+nicht|war\s+falsch|correction"
    r"|rectification|c'est\s+faux|je\s+me\s+suis\s+trompée?|corrección|me\s+equivoqué"
    r"|no\s+es\s+cierto|perdón)(?![\w'])"
)
_NEGATED = re.compile(
    r"(?<![\w'])(?:nicht|kein|keine|keinen|pas|plus|no|ni)(?![\w'])|(?<![\w'])n'|stimmt\s+nicht"
)
# A clause that gives the right value: "sondern Lucas", "der heißt Lucas", "c'est Cloé",
# "es Paula", "se llama Paula", "ich wohn in Göttingen".
_VALUE = re.compile(
    r"^\s*(?:sondern|der\s+heißt|die\s+heißt|das\s+heißt|er\s+heißt|sie\s+heißt|es\s+ist|das\s+ist"
    r"|c'est|ce\s+sont|il\s+s'appelle|elle\s+s'appelle|mais|es|son|se\s+llama|sino|ich|je|j'|yo"
    r"|mein|meine|mon|ma|mes|mi|mis)(?![\w'])"
)
_CLAUSE = re.compile(r"[,;:]\s*")
_RESUMPTIVE = re.compile(
    r"^(?:der|die|das|er|sie)\s+heißt|^(?:es|das)\s+ist|^c'est|^ce\s+sont|^es|^son(?![\w'])"
)
_NE = re.compile(r"(?<![\w'])(?:ne\s+|n')(?=\S)|\s+(?:ne|n')$")


def corrected(statement: str, message: str = "") -> str:
    """``statement`` with the wrong value of a correction left out (see the module); the
    correction word may be anywhere in the ``message`` ("Korrektur: …. Bitte so merken")."""
    lowered = statement.lower()
    parts = [m.end() for m in _CLAUSE.finditer(lowered)]
    starts = [0, *parts]
    clauses = [lowered[a:b] for a, b in zip(starts, [*parts, len(lowered)], strict=True)]
    negated = [i for i, clause in enumerate(clauses) if _NEGATED.search(clause)]
    if (
        not negated
        or negated[-1] + 1 >= len(clauses)
        or (_MARK.search(lowered) is None and _MARK.search(message.lower()) is None)
        or _VALUE.match(clauses[negated[-1] + 1]) is None
    ):
        return statement
    last = negated[-1]
    right = statement[starts[last + 1] :].strip()
    return _completed(statement[starts[last] : starts[last + 1]], right) or right


def _completed(wrong: str, right: str) -> str | None:
    """ "mein Sohn heißt nicht Lukas" + "der heißt Lucas" → "mein Sohn heißt Lucas": the
    value after a resumptive ("der heißt", "c'est") completes the wrong clause's words;
    ``None`` when it cannot (no resumptive, or a negation before the verb)."""
    resumed = _RESUMPTIVE.match(right.lower())
    negation = _NEGATED.search(wrong.lower())
    if resumed is None or negation is None or negation.group() in ("no", "ni", "n'"):
        return None
    head = _NE.sub("", wrong[: negation.start()]).strip()
    if len(head.split()) < 2:
        return None
    return f"{head} {right[resumed.end() :].strip()}"
