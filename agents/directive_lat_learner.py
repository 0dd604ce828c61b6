"""Learners' word order in a memory request, read as the standard order (en, de, fr).

People writing in a language they are still learning keep the subject of their own
language in a request: "Please you remember …", "I want you remember …", "Bitte du merkst
dir …", "Ich will du löschst …", "Je veux tu retiens …", "Stp tu oublies …". The verb then
no longer opens its clause, and the detector, which asks that a directive verb open its
clause after at most politeness and a request frame, saw a statement about the assistant.

The rule: a *request frame* ("please", "kindly", "I want (that) you", "bitte", "ich will",
"ich möchte", "je veux", "je voudrais", "s'il vous plaît", "stp") followed by the subject
pronoun of the addressee ("you", "du", "tu") and a verb of keeping or removal is rewritten
to the imperative the learner meant, padded with spaces to the same length, so every
offset still points at the user's words:

- en: the pronoun (and a "want" frame) is blanked: "I want you remember my allergy" reads
  "remember my allergy";
- de: "du merkst" reads "merk dir", "du löschst" reads "lösch", "du vergisst" reads
  "vergiss" (the second person singular less its ending), a "will/möchte" frame is blanked;
- fr: "tu retiens" reads "retiens", "tu oublies" reads "oublie", a "veux/voudrais" frame
  is blanked.

Without the frame the pronoun is a subject ("you remember my birthday?", "du merkst dir
nie was", "tu oublies toujours tout"): those stay as they are.
"""

from __future__ import annotations

import re

from ahocorasick_rs import AhoCorasick, Implementation

__all__ = ["LEARNER_KEYS", "standard_order"]

# Gate keys (first four letters) of the verbs below; the caller tests them against the
# message's cue hits first.
LEARNER_KEYS = frozenset(
    [
        "reme",
        "forg",
        "eras",
        "dele",
        "save",
        "keep",
        "note",
        "memo",
        "stor",
        "remo",
        "merk",
        "lösc",
        "verg",
        "spei",
        "noti",
        "behä",
        "entf",
        "reti",
        "oubl",
        "effa",
        "supp",
        "enre",
        "gard",
    ]
)

_EN_VERBS = (
    r"remember|forget|erase|delete|save|keep|note|memori[sz]e|store|remove|don't\s+forget"
    r"|do\s+not\s+forget|never\s+forget"
)
_EN = re.compile(
    rf"(?:(?P<frame>\bi\s+(?:want|would\s+like|wish)\s+(?:that\s+)?you\s+)"
    rf"|\b(?:please|pls|plz|kindly)[\s,]+(?P<you>you\s+))(?=(?:{_EN_VERBS})\b)"
)
# Second person singular → imperative, for the German verbs of keeping and removal.
_DE_IMPERATIVE = {
    "merkst": "merk dir",
    "löschst": "lösch",
    "vergisst": "vergiss",
    "speicherst": "speicher",
    "notierst": "notier",
    "behältst": "behalt",
    "entfernst": "entfern",
}
_DE = re.compile(
    r"(?:(?P<frame>\bich\s+(?:will|möchte|moechte|wünsche)(?:,?\s+dass)?\s+)|\bbitte[\s,]+)"
    r"(?P<verb>du\s+(?:merkst|löschst|vergisst|speicherst|notierst|behältst|entfernst))(?!\w)"
)
_FR_IMPERATIVE = {
    "retiens": "retiens",
    "oublies": "oublie",
    "effaces": "efface",
    "notes": "note",
    "supprimes": "supprime",
    "enregistres": "enregistre",
    "gardes": "garde",
    "mémorises": "mémorise",
}
_FR = re.compile(
    r"(?:(?P<frame>\bje\s+(?:veux|voudrais)(?:\s+que)?\s+)"
    r"|(?:s'il\s+(?:te|vous)\s+pla[iî]t|stp|svp)[\s,]+)"
    r"(?P<verb>tu\s+(?:retiens|oublies|effaces|notes|supprimes|enregistres|gardes|mémorises))"
    r"(?![\w'])"
)


# A frame word right before the pronoun, found in one pass (Rust) before any regex runs.
_MARKERS = AhoCorasick(
    [
        f"{frame}{sep}{pronoun} "
        for frame, pronoun in (
            *(
                (f, "you")
                for f in ("please", "pls", "plz", "kindly", "want", "like", "wish", "want that")
            ),
            *(
                (f, "du")
                for f in ("bitte", "will", "möchte", "wünsche", "will dass", "möchte dass")
            ),
            *(
                (f, "tu")
                for f in ("veux", "voudrais", "veux que", "voudrais que", "plaît", "stp", "svp")
            ),
        )
        for sep in (" ", ", ")
    ],
    implementation=Implementation.DFA,
).find_matches_as_indexes


def _blank(chars: list[str], start: int, end: int) -> None:
    chars[start:end] = " " * (end - start)


def standard_order(text: str, lowered: str | None = None) -> str | None:
    """``text`` with a learner's request frame read as the imperative, same length; ``None``
    when there is none. ``lowered`` is the lower-cased head of ``text`` if the caller has it."""
    head = text.lower() if lowered is None else lowered
    if not (" you " in head or "du " in head or "tu " in head) or not _MARKERS(head):
        return None  # the common case: no frame before a pronoun of the addressee
    lowered = text.lower()
    if len(lowered) != len(text):
        return None
    chars: list[str] | None = None
    for found in _EN.finditer(lowered):
        chars = chars if chars is not None else list(text)
        group = "frame" if found.group("frame") is not None else "you"
        _blank(chars, found.start(group), found.end(group))
    for pattern, imperatives in ((_DE, _DE_IMPERATIVE), (_FR, _FR_IMPERATIVE)):
        for found in pattern.finditer(lowered):
            chars = chars if chars is not None else list(text)
            if found.group("frame") is not None:
                _blank(chars, found.start("frame"), found.end("frame"))
            start, end = found.span("verb")
            verb = lowered[start:end].split()[-1]
            imperative = imperatives[verb]
            chars[start:end] = imperative + " " * (end - start - len(imperative))
    return None if chars is None else "".join(chars)
