"""A request to keep "the following", with adjuncts before the colon (en, de, fr).

Formal requests announce the facts to keep and give them after a colon: "I am writing to
ask that you retain the following for our future exchanges: I am a retired teacher, …",
"ich bitte Sie, Folgendes für unsere künftige Korrespondenz festzuhalten: Ich bin …",
"je vous prie de bien vouloir consigner les éléments suivants pour nos échanges futurs :
je suis …". The detector reads a forward pointer that stands right before its colon
("remember this: …"); here a purpose or time adjunct ("for our future exchanges", "für
unsere künftige Korrespondenz", "pour nos échanges futurs") stands between them, the verb
is one of formal keeping ("retain", "festhalten", "consigner") and, in German, an
infinitive with "zu" at the end of the clause after "ich bitte Sie".

The rule, in each language: *a request frame* (optional where the verb is an imperative)
+ *a verb of keeping* + *a forward pointer* ("the following (details)", "Folgendes", "die
folgenden Angaben", "ce qui suit", "les éléments suivants") + *any adjunct without a
sentence mark* + *a colon*; the statement is what follows the colon, and it must speak of
the speaker ("I", "my", "ich", "mein", "je", "mon"): "Please note the following changes
to the schedule: …" announces no fact about the user and stays none.

The span from the frame to the colon is rewritten, same length, to the forward pointer
the detector knows ("remember this", "merk dir folgendes", "retiens ceci"), so every
offset still points at the user's words.
"""

from __future__ import annotations

import re

__all__ = ["FOLLOWING_KEYS", "announced_following"]

# Gate keys (first four letters): the German and French pointers, and the English verbs of
# keeping ("following" itself is too common a word in English chat to open the gate).
FOLLOWING_KEYS = frozenset(
    ["folg", "suiv", "reme", "reta", "keep", "note", "stor", "save", "memo", "hold"]
)

_FLAGS = re.IGNORECASE
_ADJUNCT = r"[^:.!?;\n]{0,80}?"

_EN = re.compile(
    r"(?<![\w'])(?:(?:i\s+am|i'm)\s+writing\s+to\s+ask\s+(?:that\s+)?you\s+(?:to\s+)?"
    r"|i\s+(?:would|'d)\s+(?:like\s+to\s+)?ask\s+(?:that\s+)?you\s+(?:to\s+)?"
    r"|i\s+(?:ask|request)\s+that\s+you\s+|(?:please|kindly)\s+"
    r"|(?:can|could|would)\s+you\s+(?:please\s+)?|i\s+(?:would|'d)\s+like\s+you\s+to\s+)?"
    r"(?:remember|retain|keep|note|record|store|save|log|file|memori[sz]e|bear|take\s+note\s+of"
    r"|make\s+(?:a\s+)?note\s+of|hold\s+on\s*to)\s+"
    r"(?:the\s+following(?:\s+(?:details|information|info|facts|points|things|notes|items))?"
    r"|these\s+(?:details|facts|points|things))(?![\w'])"
    rf"{_ADJUNCT}(?=\s*:)",
    _FLAGS,
)
_DE_POINTER = (
    r"(?:folgendes|nachfolgendes|nachstehendes|(?:die\s+)?folgenden?\s+(?:angaben|informationen"
    r"|punkte|daten|dinge|details))"
)
_DE = re.compile(
    r"(?<![\w'])(?:(?:(?:ich\s+bitte\s+(?:sie|dich)|ich\s+möchte\s+(?:sie|dich)\s+bitten"
    r"|(?:würden|könnten)\s+sie|(?:würdest|könntest|kannst)\s+du|bitte)\s*,?\s*(?:sich\s+|dir\s+)?"
    rf"{_DE_POINTER}(?![\w']){_ADJUNCT}\s+(?:festzuhalten|zu\s+notieren|zu\s+speichern|zu\s+merken"
    r"|vorzumerken|zu\s+behalten|einzuprägen|aufzunehmen|festhalten|notieren|speichern|merken"
    r"|vormerken|behalten|einprägen))"
    rf"|(?:halten\s+sie|halte|halt)\s+(?:bitte\s+)?{_DE_POINTER}(?![\w']){_ADJUNCT}\s+fest"
    rf"|(?:notieren|speichern|merken)\s+sie\s+(?:sich\s+)?(?:bitte\s+)?{_DE_POINTER}(?![\w'])"
    rf"{_ADJUNCT}|(?:notier|speicher|merk)\w*\s+(?:dir\s+)?(?:bitte\s+)?{_DE_POINTER}(?![\w'])"
    rf"{_ADJUNCT})(?=\s*:)",
    _FLAGS,
)
_FR_POINTER = (
    r"(?:ce\s+qui\s+suit|ceci|les\s+(?:éléments|informations|points|choses|détails|faits"
    r"|renseignements)\s+suivants?e?s?|les\s+suivant(?:e)?s)"
)
_FR = re.compile(
    r"(?<![\w'])(?:(?:je\s+(?:vous|te)\s+prie\s+de|merci\s+de|je\s+(?:vous|te)\s+demande\s+de"
    r"|(?:pourriez|pouvez)[-\s]vous|(?:peux|pourrais)[-\s]tu|veuillez)\s+(?:bien\s+vouloir\s+)?)?"
    r"(?:consigner|retenir|noter|enregistrer|mémoriser|conserver|garder\s+en\s+(?:mémoire|tête)"
    r"|prendre\s+note\s+de|retiens|retenez|note|notez|enregistre|enregistrez|consigne|consignez"
    r"|mémorise|mémorisez|garde\s+en\s+(?:mémoire|tête)|gardez\s+en\s+(?:mémoire|tête)"
    rf"|prends\s+note\s+de|prenez\s+note\s+de)\s+{_FR_POINTER}(?![\w']){_ADJUNCT}(?=\s*:)",
    _FLAGS,
)
_FIRST_PERSON = re.compile(
    r"(?<![\w'])(?:(?:i|i'm|i've|i'd|i'll|my|me|we|our|ich|mein\w*|mir|mich|wir|unser\w*"
    r"|je|mon|ma|mes|moi|nous|notre|nos)(?![\w'])|j')",
    _FLAGS,
)
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")
_POINTER_HINTS = ("following", "folgend", "suit", "suiv")
_CANONICAL = ((_EN, "remember this"), (_DE, "merk dir folgendes"), (_FR, "retiens ceci"))


def announced_following(text: str, lowered: str | None = None) -> str | None:
    """``text`` with a request to keep "the following" read as "remember this", same
    length; ``None`` when there is none."""
    head = text.lower() if lowered is None else lowered
    if ":" not in head or not any(pointer in head for pointer in _POINTER_HINTS):
        return None
    low = text.lower()
    if len(low) != len(text):
        return None
    for pattern, canonical in _CANONICAL:
        for found in pattern.finditer(low):
            start = found.start()
            colon = low.find(":", found.end())
            if colon < 0 or colon - start < len(canonical):
                continue
            after = colon + 1
            end = _SENTENCE_END.search(low, after)
            if _FIRST_PERSON.search(low, after, end.start() if end else len(low)) is None:
                continue  # "note the following changes to the schedule: …"
            read = text[:start] + canonical + " " * (colon - start - len(canonical)) + text[colon:]
            if read.lower() != low:  # (already the pointer the detector knows)
                return read
    return None
