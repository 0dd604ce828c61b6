"""Wishes and conditional requests about memory, read as the imperative (en, de, fr).

People ask for memory without an imperative: they state a wish ("I'd like you to know
that …", "ich hätte gern, dass du dir merkst …", "j'aimerais que tu saches que …"), a
preference ("I'd rather you forgot …", "mir wäre lieber, du vergisst …", "je préférerais
que tu oublies …") or a condition ("it would help if you kept track of …", "es wäre
schön, wenn du dir merkst, dass …", "ce serait bien que tu gardes en tête que …"). The
verb then stands in the subjunctive, the past or the infinitive, after its subject, and
in German at the end of its clause — none of the places where the detector looks for a
directive verb.

The shape, in each language, is *a wish or conditional frame* + *a memory verb* (of
keeping, knowing or removal) + *the fact*. A wish with no memory verb ("I'd like a
coffee", "ich hätte gern, dass du mir hilfst") is no directive, and this module never
makes one of it.

The rule: the frame and the verb are rewritten to the imperative the speaker means,
padded with spaces to the same length, so every offset still points at the user's words
(as :mod:`agents.directive_lat_learner` does for learners' word order):

- en: "I'd like you to know that …" reads "remember that …"; "I'd rather you forgot …",
  "I'd prefer you didn't keep my …" read "forget …"; "if you kept track of (the fact)
  that …", "if you stored …" read "if you kept in mind …", the conditional the detector
  knows;
- de: "ich möchte / hätte gern / wäre schön …, dass/wenn du (dir) (das) weißt / merkst /
  merken könntest" reads "merk dir (das)"; the formal "dass Sie sich merken" likewise; a
  verb of removal at the end of the clause ("…, dass du meine Adresse vergisst") is moved
  to its front ("vergiss meine Adresse"); "mir wäre lieber, du vergisst …" reads
  "vergiss …";
- fr: "j'aimerais / je préférerais / ce serait bien … que tu saches / retiennes / gardes en
  tête / te souviennes / oublies / effaces …" reads "retiens …", "oublie …", "efface …".

*Knowing* is remembering only when the speaker means it to last: a permanence or future
anchor next to the verb ("from now on", "long-term", "ab jetzt", "dauerhaft", "une fois
pour toutes", "à l'avenir"), or a memory word elsewhere in the message ("Thanks for
holding on to that", "Danke fürs Merken", "garde-le bien en tête"). "I want you to know
that I really appreciate your help" stays a statement.

Pure functions; the caller asks only when a gate key is among the message's words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["WISH_KEYS", "in_user_words", "wished"]

# Gate keys (first four letters) of the verbs below; the caller tests them against the
# message's cue hits first.
WISH_KEYS = frozenset(
    [
        # en
        "know",
        "kept",
        "forg",
        "dele",
        "eras",
        "remo",
        "drop",
        "keep",
        "reme",
        "stor",
        "save",
        "reta",
        "hold",
        "hang",
        "note",
        # de
        "weiß",
        "wiss",
        "wüss",
        "merk",
        "verg",
        "lösc",
        "stre",
        "entf",
        # fr
        "sach",
        "reti",
        "rete",
        "gard",
        "souv",
        "oubl",
        "effa",
        "supp",
        "mémo",
        "enre",
    ]
)

_FLAGS = re.IGNORECASE

# --- anchors and memory words ---------------------------------------------------------

_ANCHOR_EN = (
    r"from\s+now\s+on|going\s+forward|long[-\s]term|for\s+(?:the\s+)?future(?:\s+reference)?"
    r"|for\s+next\s+time|for\s+later|permanently|for\s+good|forever|once\s+and\s+for\s+all"
)
_ANCHOR_DE = (
    r"ab\s+jetzt|ab\s+sofort|künftig|zukünftig|in\s+zukunft|für\s+die\s+zukunft|dauerhaft"
    r"|für\s+immer|von\s+nun\s+an|langfristig|ein\s+für\s+alle\s+mal|fürs\s+nächste\s+mal"
)
_ANCHOR_FR = (
    r"désormais|dorénavant|à\s+l'avenir|pour\s+la\s+suite|une\s+fois\s+pour\s+toutes"
    r"|pour\s+toujours|définitivement|à\s+partir\s+de\s+maintenant|pour\s+la\s+prochaine\s+fois"
    r"|sur\s+le\s+long\s+terme|à\s+long\s+terme"
)
# A word of memory elsewhere in the message that points back at what was said ("Thanks
# for holding on to that", "Danke fürs Merken", "donc garde-le bien en tête"): the speaker
# asks that what is known last. A memory verb with an object of its own ("Also remember
# I'm vegan") is a request of its own, and says nothing about the wish.
_PTR_EN = r"(?:that|this|it)(?![\w'])"
_PTR_DE = r"(?:das|dies|es|'s)(?![\w'])"
_MEMORY_WORD = re.compile(
    rf"(?<![\w'])(?:(?:remember|memori[sz]e|save|store|note|log|keep|bear|retain)\s+{_PTR_EN}"
    rf"|(?:keep|bear|kept|keeping|have)\s+{_PTR_EN}\s+in\s+(?:mind|memory|your\s+head)"
    rf"|(?:hold|holding|hang|hanging)\s+on\s*to\s+{_PTR_EN}"
    r"|for\s+(?:remembering|keeping\s+(?:that|this|it)|holding\s+on\s*to|noting)"
    rf"|(?:merk|merke|merkst|behalt|behalte|behältst|speicher|speichere|notier|notiere)"
    rf"(?:\s+(?:du|sie))?(?:\s+(?:dir|sich))?(?:\s+(?:bitte|auch|gut|mal))*\s+{_PTR_DE}"
    rf"|{_PTR_DE}\s+(?:bitte\s+)?(?:merken|behalten|speichern|einprägen)"
    r"|(?:fürs|zum|beim)\s+merken|vergiss\s+(?:das|es)\s+nicht"
    r"|(?:retiens|garde|gardes|note|enregistre|mémorise)[-\s](?:le|la|ça|ca)(?![\w'])"
    r"|(?:le|la|l')\s*(?:retenir|garder|noter|enregistrer|mémoriser|retiennes|gardes)"
    r"|souviens[-\s]t'en|ne\s+l'oublie\s+pas|pour\s+(?:le\s+)?retenir)",
    _FLAGS,
)

# --- English --------------------------------------------------------------------------

_EN_WANT = (
    r"(?:(?:(?:this|that|here)\s+is\s+|here'?s\s+)?something\s+(?:that\s+)?)?"
    r"(?:i'?d|i\s+would|i)\s+(?:really\s+|just\s+|also\s+)?"
    r"(?:(?:like|love|want)\s+(?:for\s+)?|want\s+|need\s+)(?:you|u)\s+to"
)
_EN_KNOW = re.compile(
    rf"(?P<frame>{_EN_WANT})\s+(?P<verb>know)(?![\w'])"
    rf"(?P<anchor>\s+(?:{_ANCHOR_EN})(?![\w']))?",
    _FLAGS,
)
_EN_PREFER = (
    r"(?:i'?d|i\s+would)\s+(?:really\s+|much\s+)?(?:rather|prefer(?:\s+(?:it\s+)?if)?"
    r"|like\s+it\s+(?:better\s+)?if)\s+(?:you|u)"
)
_EN_DROP_OBJECT = (
    r"(?=\s+(?:that|this|it|those|these|any|anything|my|the|what|everything|all)(?![\w']))"
)
_EN_FORGET = re.compile(
    rf"(?P<frame>{_EN_PREFER})\s+(?P<verb>forgot|forget|deleted|erased|removed|dropped"
    rf"|cleared|scrapped|didn'?t\s+(?:keep|remember|store|save|retain|hold\s+on\s*to"
    rf"|hang\s+on\s*to)|did\s+not\s+(?:keep|remember|store|save|retain))(?![\w']){_EN_DROP_OBJECT}",
    _FLAGS,
)
_EN_IMPERATIVE = {
    "forgot": "forget",
    "forget": "forget",
    "deleted": "delete",
    "erased": "erase",
    "removed": "remove",
    "dropped": "drop",
    "cleared": "clear",
    "scrapped": "scrap",
}
# "(it would help) if you kept track of the fact that …": the conditional the detector
# knows is "if you kept in mind".
_EN_IF_KEPT = re.compile(
    r"(?<=\sif\s)(?:you|u)\s+(?P<verb>kept\s+track\s+of(?:\s+the\s+fact)?|stored|saved|noted"
    r"|made\s+(?:a\s+)?note\s+of|held\s+on\s*to|hung\s+on\s*to|retained)(?=\s+that\s)",
    _FLAGS,
)

# --- German ---------------------------------------------------------------------------

_DE_WISH = (
    r"(?:ich\s+(?:möchte|moechte|will|wollte|hätte\s+gern(?:e)?|haette\s+gern(?:e)?"
    r"|würde\s+gern(?:e)?|wünsche\s+mir|wünschte)"
    r"|(?:es\s+|das\s+)?(?:wär'?s|wäre|wär|waere|ist|würde)\s+(?:mir\s+|es\s+)*(?:sehr\s+|echt\s+"
    r"|wirklich\s+|total\s+|so\s+)?(?:wichtig|schön|lieb|lieber|gut|hilfreich|toll|super|nett"
    r"|klasse|praktisch|helfen)"
    r"|mir\s+(?:wäre|wär|ist)\s+(?:es\s+)?(?:lieber|lieb|wichtig)|(?:wäre|ist)\s+es\s+möglich)"
)
_DE_ADVERB = rf"(?:(?:{_ANCHOR_DE}|bitte|einfach|auch|immer|mal|noch)\s+)"
_DE_MODAL = r"(?:\s+(?:könntest|würdest|kannst|könnten|würden|können))?"
# "…, dass du (dir) (das) (ab jetzt) weißt / merkst / merken könntest"
_DE_KEEP = re.compile(
    rf"(?P<frame>{_DE_WISH}\s*,?\s*(?:dass|daß|wenn)\s+(?P<you>du|sie)\s+)"
    rf"(?P<self>(?:dir|sich)\s+)?(?P<pointer>(?:das|es|dies)\s+)?(?P<adv>{_DE_ADVERB}*)"
    rf"(?P<verb>weißt|wüsstest|wissen|wüssten|merkst|merken|einprägst|einprägen"
    rf"|im\s+kopf\s+behältst|im\s+kopf\s+behalten){_DE_MODAL}(?![\w'])",
    _FLAGS,
)
# "…, dass du meine Adresse vergisst": the verb of removal closes the clause.
_DE_DROP = re.compile(
    rf"(?P<frame>{_DE_WISH}\s*,?\s*(?:dass|daß|wenn)\s+(?:du|sie)\s+)"
    r"(?P<object>[^.!?,;:\n]{2,80}?)\s+"
    r"(?P<verb>vergisst|vergessen|löschst|löschen|streichst|streichen|entfernst|entfernen)"
    rf"{_DE_MODAL}(?=\s*(?:[.!?,;:)\n]|$))",
    _FLAGS,
)
# "mir wäre lieber, du vergisst …"
_DE_DROP_V2 = re.compile(
    rf"(?P<frame>{_DE_WISH}\s*,?\s*)(?:du|sie)\s+"
    r"(?P<verb>vergisst|vergessen|löschst|löschen|streichst|streichen|entfernst|entfernen)(?![\w'])",
    _FLAGS,
)
# The subject after a complementizer: a message with none of them runs no regex of its
# language; and the stems of the German verbs.
_DE_HINTS = ("dass du", "dass sie", "daß du", "daß sie", "wenn du", "wenn sie", "lieber")
_FR_HINTS = ("que tu", "que vous", "si tu", "si vous")
# Stems of the verbs above: a German message with none of them runs no German regex.
_DE_KEEP_HINTS = ("weiß", "wiss", "wüss", "merk", "einpräg", "behält", "behalten")
_DE_DROP_HINTS = ("vergiss", "vergess", "lösch", "streich", "entfern")
_DE_NEGATION = re.compile(r"(?<![\w'])(?:nicht|nie|niemals|nimmer|kein\w*|net|nich)(?![\w'])")
_DE_IMPERATIVE = {
    "vergisst": "vergiss",
    "vergessen": "vergiss",
    "löschst": "lösch",
    "löschen": "lösch",
    "streichst": "streich",
    "streichen": "streich",
    "entfernst": "entfern",
    "entfernen": "entfern",
}

# --- French ---------------------------------------------------------------------------

_FR_WISH = (
    r"(?:j'aimerais|j'aimerai|je\s+voudrais|je\s+veux|je\s+souhaite|je\s+souhaiterais"
    r"|je\s+préférerais|je\s+préfère|j'aimerais\s+mieux|il\s+faut|il\s+faudrait"
    r"|(?:ce|ça|ca|cela)\s+(?:serait|sera)\s+(?:bien|super|génial|top|utile|gentil|sympa|mieux"
    r"|chouette|pratique)|(?:ça|ca|cela)\s+m'aiderait(?:\s+beaucoup)?|il\s+(?:est|serait)"
    r"\s+(?:important|utile|bien)|(?:serait|est)[-\s]il\s+possible|(?:ce|ça)\s+serait\s+possible)"
    r"(?:(?:\s+bien)?\s+que\s+(?:tu|vous)"
    r"|\s+si\s+(?:tu\s+pouvais|vous\s+pouviez))\s+"
)
_FR_ADVERB = rf"(?:(?:{_ANCHOR_FR}|bien|vraiment|toujours)\s+)"
_FR_KEEP = re.compile(
    rf"(?P<frame>{_FR_WISH})(?P<pointer>le\s+|la\s+|l')?(?P<adv>{_FR_ADVERB}*)"
    r"(?P<verb>saches|sachiez|retiennes|reteniez|mémorises|mémorisiez|enregistres"
    r"|gardes\s+(?:bien\s+)?(?:en\s+tête|en\s+mémoire|à\s+l'esprit)"
    r"|gardiez\s+(?:bien\s+)?(?:en\s+tête|en\s+mémoire|à\s+l'esprit)"
    r"|(?:te|vous)\s+(?:souviennes|souveniez|rappelles|rappeliez|souvenir|rappeler)"
    # (the infinitive after "si tu pouvais")
    r"|retenir|mémoriser|enregistrer|garder\s+(?:bien\s+)?(?:en\s+tête|en\s+mémoire|à\s+l'esprit))"
    r"(?![\w'])",
    _FLAGS,
)
_FR_DROP = re.compile(
    rf"(?P<frame>{_FR_WISH})(?P<pointer>le\s+|la\s+|l')?"
    r"(?P<verb>oublies|oubliiez|effaces|effaciez|supprimes|supprimiez|retires|retiriez"
    r"|oublier|effacer|supprimer|retirer)(?![\w'])",
    _FLAGS,
)
_FR_INFINITIVE = {
    "oublie": "oublier",
    "efface": "effacer",
    "supprime": "supprimer",
    "retire": "retirer",
}
_FR_IMPERATIVE = {
    "oublies": "oublie",
    "oubliiez": "oublie",
    "effaces": "efface",
    "effaciez": "efface",
    "supprimes": "supprime",
    "supprimiez": "supprime",
    "retires": "retire",
    "retiriez": "retire",
    "oublier": "oublie",
    "effacer": "efface",
    "supprimer": "supprime",
    "retirer": "retire",
}

# A frame word must be there before any regex runs (plain substrings: one scan each).
_FRAME_HINTS = (
    "you to know",
    "u to know",
    "rather you",
    "rather u",
    "prefer",
    "if you",
    "if u ",
    "dass du",
    "dass sie",
    "daß du",
    "daß sie",
    "wenn du",
    "wenn sie",
    "lieber",
    "que tu",
    "que vous",
    "si tu",
    "si vous",
)


def _put(chars: list[str], start: int, end: int, word: str) -> bool:
    """Write ``word`` at ``start`` and blank the rest of ``[start, end)``; ``False`` (and
    nothing written) when the span is too short or already rewritten."""
    if end - start < len(word) or chars[start] == " ":
        return False
    chars[start:end] = word + " " * (end - start - len(word))
    return True


def _lasting(match: re.Match[str], text: str, anchored: bool) -> bool:
    """Whether knowing is meant to last: an anchor at the verb, or a memory word elsewhere."""
    if anchored:
        return True
    rest = text[: match.start()] + " " + text[match.end() :]
    return _MEMORY_WORD.search(rest) is not None


def _word_start(lowered: str, at: int) -> bool:
    return at == 0 or not (lowered[at - 1].isalnum() or lowered[at - 1] in "_'")


def _en(text: str, lowered: str, chars: list[str]) -> bool:
    changed = False
    if "to know" in lowered:
        for found in _EN_KNOW.finditer(lowered):
            if _word_start(lowered, found.start()) and _lasting(
                found, lowered, found.group("anchor") is not None
            ):
                changed = _put(chars, found.start(), found.end("verb"), "remember") or changed
    if "rather" in lowered or "prefer" in lowered or "like it" in lowered:
        for found in _EN_FORGET.finditer(lowered):
            if _word_start(lowered, found.start()):
                imperative = _EN_IMPERATIVE.get(found.group("verb"), "forget")
                changed = _put(chars, found.start(), found.end("verb"), imperative) or changed
    if ("if you " in lowered or "if u " in lowered) and any(
        verb in lowered for verb in ("kept", "stored", "saved", "noted", "note of", "held", "hung")
    ):
        for found in _EN_IF_KEPT.finditer(lowered):
            changed = _put(chars, *found.span("verb"), "kept in mind") or changed
    return changed


def _de(text: str, lowered: str, chars: list[str]) -> bool:
    changed = False
    if not any(frame in lowered for frame in _DE_HINTS):
        return changed
    keeping = any(verb in lowered for verb in _DE_KEEP_HINTS)
    for found in _DE_KEEP.finditer(lowered) if keeping else ():
        if not _word_start(lowered, found.start()):
            continue
        verb = found.group("verb")
        knowing = verb.startswith(("wei", "wis", "wüs"))
        if knowing and not _lasting(found, lowered, bool(found.group("adv").strip())):
            continue
        pointer = bool(found.group("pointer"))
        if "möglich" in found.group("frame"):  # a question keeps its request frame
            words = "kannst du dir das merken" if pointer else "kannst du dir merken"
        else:
            words = "merk dir das" if pointer else "merk dir"
        changed = _put(chars, found.start(), found.end(), words) or changed
    dropping = any(verb in lowered for verb in _DE_DROP_HINTS)
    for found in _DE_DROP.finditer(lowered) if dropping else ():
        if not _word_start(lowered, found.start()) or _DE_NEGATION.search(found.group("object")):
            continue  # "dass du das nie vergisst" asks to remember
        imperative = _DE_IMPERATIVE[found.group("verb")]
        if _put(chars, found.start(), found.end("frame"), imperative):
            chars[found.start("verb") : found.end()] = " " * (found.end() - found.start("verb"))
            changed = True
    for found in _DE_DROP_V2.finditer(lowered) if dropping else ():
        if not _word_start(lowered, found.start()):
            continue
        imperative = _DE_IMPERATIVE[found.group("verb")]
        changed = _put(chars, found.start(), found.end("verb"), imperative) or changed
    return changed


def _fr(text: str, lowered: str, chars: list[str]) -> bool:
    changed = False
    if not any(frame in lowered for frame in _FR_HINTS):
        return changed
    for found in _FR_KEEP.finditer(lowered):
        if not _word_start(lowered, found.start()):
            continue
        verb = found.group("verb")
        if verb.startswith("sach") and not _lasting(
            found, lowered, bool(found.group("adv").strip())
        ):
            continue
        pointer = bool(found.group("pointer"))
        if "possible" in found.group("frame"):  # a question keeps its request frame
            words = "tu peux le retenir" if pointer else "tu peux retenir"
        else:
            words = "retiens-le" if pointer else "retiens"
        changed = _put(chars, found.start(), found.end(), words) or changed
    for found in _FR_DROP.finditer(lowered):
        if not _word_start(lowered, found.start()):
            continue
        imperative = _FR_IMPERATIVE[found.group("verb")]
        pointer = bool(found.group("pointer"))
        if "possible" in found.group("frame"):
            words = (
                f"tu peux le {_FR_INFINITIVE[imperative]}"
                if pointer
                else (f"tu peux {_FR_INFINITIVE[imperative]}")
            )
        else:
            words = f"{imperative}-le" if pointer else imperative
        changed = _put(chars, found.start(), found.end(), words) or changed
    return changed


_READERS: tuple[Callable[[str, str, list[str]], bool], ...] = (_en, _de, _fr)


def wished(text: str, lowered: str | None = None) -> str | None:
    """``text`` with its wishes about memory read as the imperative, same length; ``None``
    when there is none. ``lowered`` is the lower-cased head of ``text`` if the caller has it."""
    head = text.lower() if lowered is None else lowered
    if not any(hint in head for hint in _FRAME_HINTS):
        return None  # the common case: no frame of wishing before the addressee
    low = text.lower()
    if len(low) != len(text):
        return None
    chars = list(text)
    changed = False
    for read in _READERS:
        changed = read(text, low, chars) or changed
    return "".join(chars) if changed else None


def in_user_words(statement: str, read: str, text: str) -> str:
    """``statement``, found in a same-length reading ``read`` of ``text``, in the user's own
    words: a rewritten frame that the statement took in ("… partie de ce que tu sais sur
    moi" read as "… de ta mémoire") is given back as written."""
    if len(read) != len(text):
        return statement
    at = read.find(statement)
    end = at + len(statement)
    if at < 0:
        # The statement's spaces were collapsed where the reading left padding ("my son
        # Tobi is …" for "my son  Tobi  is …"): it is found word by word.
        spaced = re.search(r"\s+".join(map(re.escape, statement.split())), read)
        if spaced is None or not statement.strip():
            return statement
        at, end = spaced.span()
    # A rewritten word and its padding end at the next character the reading kept.
    kept = len(read) - len(read[end:].lstrip(" "))
    if read[end:kept] != text[end:kept]:
        end = kept
    return text[at:end].rstrip()
