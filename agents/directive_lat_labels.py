"""Chat-ops commands and labels that open a message and hand over what follows (en, de, fr;
labels also es: "A tener en cuenta: …", "Para la próxima: …", "Borrar de la memoria: …").

Busy people and power users do not write a sentence around a memory request; they type a
command or a label and then the fact:

- a **sigil command**: a memory word with a sign ("mem+ …", "mem- …", "memory+ …", "+mem …")
  or a slash command ("/remember …", "/forget …", "/merken …", "/vergiss …", "/retenir …",
  "/oublier …"). The sign or the verb says whether to keep or to delete; what follows is
  the statement, whoever it is about ("mem+ daughter = Lea, 6yo"), since a command is
  addressed to the memory and nothing else;
- a **label**: a short head before a colon, an arrow ("->", "=>", "→") or a spaced dash
  (" – ", " — ", " - "), possibly in markdown emphasis ("**Merken:**"), made only of the
  words of one closed vocabulary — words of keeping ("store this", "Zum Merken", "À
  retenir"), memory nouns ("in dein Gedächtnis aufnehmen"), words of removal with a memory
  noun or a verb of forgetting ("aus dem Speicher entfernen", "à retirer de la mémoire",
  "delete from memory"), or an anchor in the future conversations ("for next time", "fürs
  nächste Mal", "Nur zur Info für künftige Gespräche", "pour la suite de nos échanges"),
  plus joining words (articles, pronouns, politeness, "fyi", "kurz", "pour info"). A head
  that only opens the message ("kurz:", "ok so:") lets the next separator end the label.

What a label without a memory noun hands over must be about the speaker: "Remember: the
exam is on Friday" or "for next time: bring the charger" are notes on the task, "À retenir :
je suis daltonien" is a fact to keep. A removal label needs a memory word, so "remove: the
second paragraph" stays an edit of the work. "Note to self:", "Summary:", "TODO:" hold a word
of no vocabulary and are no label. The caller checks the statement (not a task, not a
question) and cleans it.

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "LABEL_KEYS",
    "Label",
    "closing_parenthesis",
    "label",
    "session_only",
    "unmarked",
]

Action = Literal["remember", "forget"]


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


@dataclass(frozen=True)
class Label:
    action: Action
    language: str
    start: int  # the statement: [start, end) of the text
    end: int
    addressed: bool  # a command or a memory noun: the statement need not name the speaker


# --- sigil commands ---------------------------------------------------------------------

_MEMORY_SIGIL = r"(?:mem|memory|memories|mémoire|memoire|gedächtnis|speicher)"
_SIGIL = re.compile(
    rf"^[\s*_]*(?:{_MEMORY_SIGIL}(?P<sign>\+\+?|-(?!-))|(?P<pre>[+-])\s*{_MEMORY_SIGIL})"
    r"(?=[\s:])[\s:]*"
    rf"|^[\s*_]*{_MEMORY_SIGIL}\s+(?P<sub>add|save|set|store|new|del|delete|rm|remove|forget"
    r"|drop)\s*[:\s]\s*"
)
_SLASH = re.compile(r"^\s*/(?P<cmd>[^\W\d_]+)(?:\s*:\s*|\s+)")
# Slash commands by language and action ("/mem", "/memory" keep).
_COMMANDS: dict[str, tuple[str, Action]] = {
    **dict.fromkeys(
        ("remember", "mem", "memory", "memorize", "memorise", "save", "store", "note"),
        ("en", "remember"),
    ),
    **dict.fromkeys(("forget", "unremember"), ("en", "forget")),
    **dict.fromkeys(
        ("merken", "merk", "merke", "notiz", "notieren", "speichern", "speicher", "gedächtnis"),
        ("de", "remember"),
    ),
    **dict.fromkeys(("vergiss", "vergessen"), ("de", "forget")),
    **dict.fromkeys(
        ("retenir", "retiens", "mémoriser", "memoriser", "noter", "mémoire", "enregistrer"),
        ("fr", "remember"),
    ),
    **dict.fromkeys(("oublier", "oublie"), ("fr", "forget")),
}
_REMOVE_SIGNS = frozenset(("-", "del", "delete", "rm", "remove", "forget", "drop"))
# What a message says about a command rather than with it: "/remember isn't working".
_ABOUT_COMMAND = re.compile(
    r"(?:is|isn't|isnt|doesn't|doesnt|does|did|didn't|won't|will|works?|worked|command|cmd"
    r"|feature|funktioniert|geht|ist|klappt|befehl|marche|fonctionne|est|ne|commande)(?![\w'])"
)


# --- labels -----------------------------------------------------------------------------

_KEEP = {
    "en": _set("remember memorize memorise save store keep log record stash"),
    "de": _set(
        "merken merk merke merkn speichern speichere speicher abspeichern notieren notier"
        " notiere aufschreiben festhalten behalten behalte aufnehmen hinterlegen einprägen"
    ),
    "fr": _set(
        "retenir retiens noter note notez enregistrer enregistre mémoriser mémorise garder garde"
        " conserver conserve"
    ),
    # (es, round 11: "A tener en cuenta:", "Para recordar:", "Guárdalo en tu memoria:")
    "es": _set(
        "recordar recuerda recuerde recuérdalo guardar guarda guarde guárdalo anotar anota anote"
        " anótalo apuntar apunta apunte apúntalo memorizar memoriza tener ten retener"
        # (round 14: "for the record", "Que conste:", "Para que quede constancia:")
        " conste constancia"
    ),
}
_MEMORY = {
    "en": _set("memory memories mem"),
    "de": _set("gedächtnis langzeitgedächtnis speicher erinnerung erinnerungen merkliste"),
    "fr": _set("mémoire mémoires souvenirs"),
    "es": _set("memoria memorias recuerdos"),
}
_REMOVE = {
    "en": _set("remove delete erase forget drop wipe clear unremember purge scrub"),
    "de": _set(
        "entfernen entferne lösch lösche löschen vergessen vergiss streichen streich rausnehmen"
        " raus"
    ),
    "fr": _set("retirer retire supprimer supprime effacer efface oublier oublie enlever enlève"),
    "es": _set(
        "borrar borra borre eliminar elimina elimine quitar quita quite olvidar olvida olvide"
        " suprimir"
    ),
}
_FOR = _set("for für fürs zur pour para")
_ES_OWN = _set("mi mis")
_FORGET_VERBS = _set("forget unremember vergessen vergiss oublier oublie olvidar olvida olvide")
# Anchors in the conversations to come ("for next time", "für künftige Gespräche").
_FUTURE = {
    "en": _set("future later next reference forward"),
    "de": _set("zukunft künftig künftige künftigen zukünftige zukünftigen nächste nächstes später"),
    "fr": _set("suite prochaine prochaines prochain prochains avenir tard futur futures"),
    "es": _set(
        "futuro futura futuras futuros próxima próximas próximo próximos adelante referencia"
        # (round 14: "Para todas las charlas que vengan:", "para las siguientes consultas:")
        " vengan vienen siguientes venideras"
    ),
}
_JOIN = {
    "en": _set(
        "for to in into from out of the this that these my your our me about please pls plz"
        " fyi info just quick quickly so ok okay btw and also time times chats conversations"
        " sessions long term permanent permanently going add"
    ),
    "de": _set(
        "für fürs zur zum zu in ins im aus dem den der die das dies dein deinen deinem deine"
        " mein meine bitte nur info kurz mal und auch über mich mir dir ok also gespräche chats"
        " unterhaltungen mal bitteschön hier"
    ),
    "fr": _set(
        "pour à au aux de du des la le les l d en info infos et nos vos tes ta ton dans"
        " échanges conversations discussions fois stp svp petit petite ok bon alors moi sur"
        " ça ceci cela ce qui suit ajouter ajoute"
    ),
    "es": _set(
        "para a al de del la el lo los las en tu tus su sus mi mis esto eso este esta dato datos"
        " info información por favor porfa y también ok vale nuestras próximas conversaciones"
        " charlas vez veces sobre mí cuenta presente más todas todos que consultas ocasiones quede"
    ),
}
_WORD = re.compile(r"[^\W\d_]+")
_SEPARATOR = re.compile(r"\s*(?:[:：]|->|=>|→|\s[–—-](?=\s))\s*")
_MARKUP = str.maketrans("*_#", "   ")
_HEAD_WORDS = 10
_HEAD_CHARS = 72
_SENTENCE_END = re.compile(r"(?<!\b[a-z])[.!?](?=\s|$)|\n")
# The cheap test that every message pays: a sigil at the start or a separator near it
# (substring tests; a regex search over the head costs ten times more).
# The detector's cue keys (a word's first four letters, or a shorter word whole): the
# sigils, the slash commands and a spaced dash. A message with none of them, no colon and
# no arrow is not read at all.
_SLASH_KEYS = tuple(("/" + command)[:4] for command in _COMMANDS)
LABEL_KEYS = frozenset(
    ("mem+", "mem-", "+mem", "-mem", "mem", "-", "–", "—", "mém+", "mém-", *_SLASH_KEYS)
)
_SIGIL_STARTS = ("/", "+", "-", "*", "_", "mem", "mém", "gedä", "spei")


def _cued(lowered: str) -> bool:
    head = lowered[:_HEAD_CHARS]
    return (
        ":" in head
        or ">" in head
        or " - " in head
        or "–" in head
        or "—" in head
        or "：" in head
        or "→" in head
    )


def label(lowered: str) -> Label | None:
    """A sigil command or a memory label that opens ``lowered``, with its statement."""
    if lowered.startswith(_SIGIL_STARTS):
        found = _sigil(lowered)
        if found is not None:
            return found
    return _labelled(lowered) if _cued(lowered) else None


def _sigil(lowered: str) -> Label | None:
    found = _SIGIL.match(lowered)
    if found is not None:
        sign = found.group("sign") or found.group("pre") or found.group("sub") or ""
        action: Action = "forget" if sign in _REMOVE_SIGNS else "remember"
        return _after(lowered, found.end(), None, action, addressed=True)
    slash = _SLASH.match(lowered)
    if slash is None or slash.group("cmd") not in _COMMANDS:
        return None
    lang, action = _COMMANDS[slash.group("cmd")]
    if _ABOUT_COMMAND.match(lowered, slash.end()):
        return None
    return _after(lowered, slash.end(), lang, action, addressed=True)


def _labelled(lowered: str) -> Label | None:
    head = lowered[:_HEAD_CHARS].translate(_MARKUP)
    for separator in _SEPARATOR.finditer(head):
        words = _WORD.findall(head, 0, separator.start())
        if not words or len(words) > _HEAD_WORDS:
            return None
        found = _vocabulary(words)
        if found is None:
            return None
        lang, action, addressed = found
        if action is None:
            continue  # joining words only so far: "kurz: in dein Gedächtnis aufnehmen – …"
        return _after(lowered, separator.end(), lang, action, addressed=addressed)
    return None


def _vocabulary(words: list[str]) -> tuple[str, Action | None, bool] | None:
    """The language and action of a head made only of one language's label words, and
    whether it names memory; ``None`` when a word is of no vocabulary."""
    for lang in ("en", "de", "fr", "es"):
        keep, memory, remove = _KEEP[lang], _MEMORY[lang], _REMOVE[lang]
        future, join = _FUTURE[lang], _JOIN[lang]
        if not all(
            w in keep or w in memory or w in remove or w in future or w in join for w in words
        ):
            continue
        names_memory = any(w in memory for w in words)
        if (
            lang == "es"
            and names_memory
            and any(w in _ES_OWN for w in words)
            and not any(w in keep or w in remove for w in words)
        ):
            continue  # "Mi memoria: fatal hoy" is the speaker's own memory (es is the last)
        if any(w in remove for w in words):
            if names_memory or any(w in _FORGET_VERBS for w in words):
                return lang, "forget", True
            return None  # "remove: the second paragraph" edits the work
        if names_memory or any(w in keep for w in words):
            return lang, "remember", names_memory
        if any(w in future for w in words) and any(w in _FOR for w in words):
            return lang, "remember", False  # "for next time:", not "next:"
        return lang, None, False
    return None


def _after(
    lowered: str, start: int, lang: str | None, action: Action, *, addressed: bool
) -> Label | None:
    """The statement after a command or label: the rest of its line, or for a removal the
    rest of its sentence (a reason follows: "…. Datenschutz und so")."""
    while start < len(lowered) and lowered[start] in " \t*_":
        start += 1
    line_end = lowered.find("\n", start)
    end = len(lowered) if line_end < 0 else line_end
    if action == "forget":
        stop = _SENTENCE_END.search(lowered, start, end)
        end = stop.start() if stop is not None else end
    if not _WORD.search(lowered, start, end):
        return None
    return Label(action, lang or _language(lowered[start:end]), start, end, addressed)


_FUNCTION_WORDS = {
    "de": _set("ich bin hab habe mein meine meiner wohne arbeite und ist nicht der die das mit"),
    "fr": _set("je j suis ai mon ma mes et est pas le la les avec une plus"),
    "es": _set("yo soy tengo mi mis vivo trabajo estoy y es no el los con una muy"),
}


def _language(payload: str) -> str:
    """The language of a command's statement by its function words (en by default)."""
    words = _WORD.findall(payload.replace("'", " "))
    scores = {lang: sum(w in table for w in words) for lang, table in _FUNCTION_WORDS.items()}
    best = max(scores, key=lambda lang: scores[lang])
    return best if scores[best] >= 1 else "en"


# --- markdown emphasis and parentheses ----------------------------------------------------

# A pair of emphasis marks around words on one line ("**remember:**", "_merk dir_").
_EMPHASIS = re.compile(
    r"(?<![\w*])(\*{1,3}|_{1,2})(?=[^\s*_])([^\n*_]{1,60}?)(?<=[^\s*_])\1(?![\w*])"
)


def unmarked(text: str) -> str:
    """``text`` with markdown emphasis marks blanked one for one (offsets kept), so
    "**Remember:** …" reads as "Remember: …"; other asterisks and underscores (code,
    arithmetic, snake_case) stay."""
    return _EMPHASIS.sub(lambda m: " " * len(m.group(1)) + m.group(2) + " " * len(m.group(1)), text)


def closing_parenthesis(statement: str, text: str) -> str:
    """``statement`` with the closing parenthesis the clause split cut off ("I'm colorblind
    (red-green" → "… (red-green)"), when the user's text has it right after."""
    for opening, closing in (("(", ")"), ("（", "）")):
        if statement.count(opening) > statement.count(closing):
            at = text.find(statement)
            if at >= 0 and text[at + len(statement) : at + len(statement) + 1] == closing:
                statement += closing
    return statement


# --- kept for this conversation only ------------------------------------------------------

# A fact given for the conversation at hand, or with the request not to keep it, is no
# memory: "for this conversation only, assume I'm a beginner", "nur für diesen Chat: …",
# "juste pour cette discussion, …", "…, don't save that", "…, merk dir das aber nicht".
_SESSION_ONLY = re.compile(
    r"(?<![\w'])(?:"
    r"(?:(?:only|just)\s+)?(?:for|in)\s+(?:this|the\s+current)\s+(?:conversation|chat|session"
    r"|thread)\s+only|(?:only|just)\s+(?:for|in)\s+(?:this|the\s+current)\s+(?:conversation|chat"
    r"|session|thread)"
    r"|(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:save|store|remember|keep|memori[sz]e)\s+(?:that|this|it)"
    r"(?=\s*(?:[,.!;—–-]|$|(?:please|pls|though|thanks|ok)(?![\w'])))"
    r"|nur\s+(?:für|in)\s+(?:dieses|diesen|diese|diesem|den|das|die)\s+(?:gespräch|chat|unterhaltung"
    r"|sitzung)|(?:speicher|speichere|merk\s+dir)\s+(?:das|es|dies)\s+(?:aber\s+|bitte\s+)?nicht"
    r"|(?:juste|seulement|uniquement)\s+pour\s+(?:cette|la)\s+(?:conversation|discussion|session)"
    r"|pour\s+cette\s+(?:conversation|discussion|session)\s+(?:seulement|uniquement)"
    r"|ne\s+(?:l'|le\s+|la\s+)?(?:enregistre|retiens|mémorise|garde|note)\s+pas"
    r")(?![\w'])"
)


def session_only(lowered: str) -> bool:
    """Whether the message limits what it says to this conversation or asks not to keep it.
    The regex runs only when a word every phrase of it holds is there."""
    return (
        "only" in lowered
        or "just" in lowered
        or "don" in lowered
        or "do not" in lowered
        or "no need" in lowered
        or "nur " in lowered
        or "nicht" in lowered
        or " pas" in lowered
        or "seulement" in lowered
        or "uniquement" in lowered
        or "juste" in lowered
    ) and _SESSION_ONLY.search(lowered) is not None
