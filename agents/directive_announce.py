"""A statement announced by a memory request that ends on a colon (de, fr, es).

"Enregistre ça : notre appli tourne sous Laravel", "Pack das in deinen Speicher oder wie das
heißt: ich bin Vegetarier", "Quiero que lo sepas de aquí en adelante: llevo 8 años sin
beber", "Fürs Gedächtnis: ich spiele Cello". People who do not know how to talk to an
assistant announce what is to be kept and then say it after a colon; between the request and
the colon they put whatever comes to mind ("quelque part", "für die nächsten Chats", "une
fois pour toutes", "o como se diga"). The verb forms read the words up to the colon as the
statement, or find no verb at all in a bare memory noun.

The mechanism is a closed vocabulary, not a pattern per sentence: the words between the
sentence start and the colon must ALL be request words — a verb or noun of keeping in
memory, a deictic object, politeness, a time anchor ("for next time", "for good"), a
memory place ("in your memory"), a want-frame ("I want you to know") or a hedge ("or
whatever it is called") — and one of them must be a word of keeping. Any other word (a
task's object: "la lettre", "die Folie", "mi calendario"; a verb of the user's own memory:
"je ne sais pas retenir") makes it no request, which keeps task instructions, lists and
questions about memory out. What follows the colon, to the end of its sentence, is the
statement; the caller checks that it is about the user and not a task.

Pure functions on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Announcement", "announced"]


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


@dataclass(frozen=True)
class Announcement:
    language: str
    head_start: int  # where the request words begin
    start: int  # the statement: [start, end) of the text
    end: int


# Words of keeping in memory, each language's imperatives, infinitives and memory nouns.
# (Negated forgetting and knowing count only with their frame, see ``_FRAMED``.)
_KEEP = {
    "de": _set(
        "merk merke merken merkn merkt merkzettel notier notiere notieren notiert notiz speicher"
        " speichere speichern speichert abspeichern abspeichere abspeichert gedächtnis"
        " langzeitgedächtnis behalt behalte behalten behaltet aufschreiben aufschreibt schreib"
        " festhalten erinnerung erinnerungen hinterlege hinterlegen"
    ),
    "fr": _set(
        "note noter notez notes enregistre enregistrer enregistrez retiens retenez retenir garde"
        " gardez garder mémorise mémorisez mémoriser mémoire souvenirs tête côté"
    ),
    "es": _set(
        "guarda guarde guardar guárdalo guárdate guárdatelo apunta apunte apuntar apúntalo"
        " apúntatelo anota anote anotar anótalo recuerda recuerde recordar recuérdalo memoria"
        " recuerdos mételo métela graba grabar registra registrar cuenta presente"
        " guardes apuntes anotes recuerdes memoriza memorice memorizar memorízalo memorices"
    ),
}
# Words that join a request: deixis, pronouns, politeness, place, time, discourse.
_JOIN = {
    "de": _set(
        "das dies es dir mir bitte mal kurz zur info und für fürs die den dem der deinen deinem"
        " dein deine in ins im damit dauerhaft immer nächste nächsten nächstes chats gespräche"
        " unterhaltungen zukunft später irgendwo auf ab jetzt sofort folgendes noch einfach"
        " will möchte dass du sozusagen also hallo hi übrigens wichtig gut ganz sie ihrem kannst"
        " könntest können würdest würden dich pack packe leg lege tu tue nimm auf zwei drei"
        " sachen dinge punkte trag trage ein"
        " ihren ihr hier gleich schon mal ok okay bitteschön danke jetzt kopf"
    ),
    "fr": _set(
        "ça ca cela ceci le la les l ce qui suit tu te t vous veux voudrais voudrait il peux"
        " pourrais pouvez pourriez"
        " aimerais que qu pour prochaines prochaine prochains fois une toutes tout la suite"
        " plus tard avenir dans ta tes votre vos quelque part de côté s il plaît stp svp merci"
        " bon alors petite petit info à en mets mettez toujours désormais futur conversations"
        " discussions échanges chats ok bien bref voilà juste deux trois choses"
    ),
    "es": _set(
        "esto eso lo la los las te le se quiero quisiera que de aquí en adelante para siempre"
        " próxima próximas próximo vez veces tu tus su sus por favor porfa xfa porfi buenas"
        " hola oye mira pues puede puedes podrías podría ahora desde ya futuro conversaciones"
        " chats ten tenlo tenga téngalo y ok vale bueno a el del mí mis una dos tres cosas"
        " pa este esta ese dato datos información info pido ruego"
    ),
}
# Words of knowing and of forgetting are words of keeping only in their frame: "ich will,
# dass du das weißt", "je veux que tu le saches", "quiero que lo sepas"; "vergiss das
# nicht", "n'oublie pas", "no olvides nunca". Alone ("weißt du das noch:", "oublie ça :")
# they ask something else.
_KNOW = {
    "de": _set("weißt wissen"),
    "fr": _set("saches sache sachiez savoir"),
    "es": _set("sepas sepa sepan saber"),
}
_WANT = {
    "de": _set("will möchte möchten wollte"),
    "fr": _set("veux voudrais voudrait aimerais"),
    "es": _set("quiero quisiera"),
}
_FORGET = {
    "de": _set("vergiss vergessen vergesst"),
    "fr": _set("oublie oubliez"),
    "es": _set("olvides olvide olvidéis"),
}
# The speaker is a subject only of the want-frame: "ich merke mir:" is the user's own memory.
_SPEAKER = {"de": frozenset(("ich",)), "fr": frozenset(("je", "j")), "es": frozenset(("yo",))}
_NOT = {
    "de": _set("nicht nich nie niemals"),
    "fr": _set("pas jamais"),
    "es": _set("no nunca jamás"),
}
# English "remember"/"note" lent into another language ("remember ça :", "remember esto:").
_LOAN = _set("remember note save")
# "… or whatever it is called" is no content of the request.
_HEDGE = re.compile(
    r"(?:oder\s+wie\s+(?:das|man\s+das|ihr\s+das)\s+(?:heißt|nennt|nennen)"
    r"|ou\s+je\s+(?:ne\s+)?sais\s+pas\s+comment\s+(?:on\s+(?:dit|appelle\s+ça)|ça\s+s'appelle)"
    r"|o\s+como\s+se\s+(?:diga|dice|llame|llama))"
)
_WORD = re.compile(r"[^\W\d_]+")
_HEAD_WORDS = 14
# The sentence before the colon starts after the last end of a sentence.
_SENTENCE_END = re.compile(r"[.!?¡¿\n]")
_COLON = re.compile(r"(?<!\d)[:：](?=\s|$)")
_TAIL_END = re.compile(r"[!?\n\U0001F000-\U0001FAFF\u2600-\u27BF]|\.(?=\s|$)")
_EMOJI = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF]")
# A full stop after one letter that follows a stop or a space: "v.a.", "z.b.", "p.ej.".
_ABBREVIATION = re.compile(r"(?:(?:^|\s)[^\W\d_]|\.[^\W\d_]{1,2})\.$")
_ORDINAL = re.compile(r"\d\.$")


def _language(words: list[str]) -> str | None:
    """The language whose request vocabulary holds every word and a word of keeping."""
    for lang in ("de", "fr", "es"):
        keep, join = _KEEP[lang], _JOIN[lang]
        know, forget = _KNOW[lang], _FORGET[lang]
        framed = (any(w in know for w in words) and any(w in _WANT[lang] for w in words)) or (
            any(w in forget for w in words) and any(w in _NOT[lang] for w in words)
        )
        allowed = keep | join | know | forget | _NOT[lang] | _LOAN
        if any(w in _WANT[lang] for w in words):
            allowed |= _SPEAKER[lang]
        if not all(w in allowed for w in words):
            continue
        if framed or any(w in keep for w in words):
            return lang
        if any(w in _LOAN for w in words) and any(w not in _LOAN for w in words):
            return lang  # a lent English verb with this language's words around it
    return None


# "I don't know whether you remember people, but if so: …" hands over what follows on the
# condition that the assistant keeps things: a question about its memory, then "if so".
_IF_SO = {
    "de": re.compile(r"(?<!\w)(?:falls|wenn)\s+(?:ja|doch|das\s+so\s+ist|dem\s+so\s+ist)(?!\w)"),
    "fr": re.compile(r"(?<!\w)si\s+(?:oui|c'est\s+le\s+cas|c'est\s+possible|ça\s+marche)(?!\w)"),
    "es": re.compile(r"(?<!\w)si\s+(?:es\s+así|es\s+el\s+caso|sí|se\s+puede)(?!\w)"),
}
_YOUR_MEMORY = {
    "de": re.compile(r"(?<!\w)(?:erinnerst|erinnern|merkst|merken|speicherst|gedächtnis)(?!\w)"),
    "fr": re.compile(
        r"(?<!\w)(?:souvenez|souviens|rappelez|rappelles|retenez|retiens|mémoire)(?!\w)"
    ),
    "es": re.compile(
        r"(?<!\w)(?:acuerda|acuerdas|recuerda|recuerdas|guarda|guardas|memoria)(?!\w)"
    ),
}


# "Whenever you suggest workouts: I have a bad knee" — a frame of the assistant's future
# work, then the fact it must keep in mind (a standing condition).
_WHENEVER = {
    "de": re.compile(r"^\W*(?:jedes\s*mal|immer|jedesmal),?\s+wenn\s+du(?!\w)"),
    "fr": re.compile(r"^\W*(?:à\s+)?chaque\s+fois\s+que\s+(?:tu|je\s+te|vous|je\s+vous)(?![\w'])"),
    "es": re.compile(r"^\W*(?:cada\s+vez|siempre)\s+que\s+(?:me|te|le)\s+[^\W\d_]+"),
}


def _whenever(head: str) -> str | None:
    for lang, pattern in _WHENEVER.items():
        if pattern.match(head) and len(_WORD.findall(head)) <= _HEAD_WORDS:
            return lang
    return None


def _if_so(head: str) -> str | None:
    for lang in ("de", "fr", "es"):
        if_so = _IF_SO[lang].search(head)
        if if_so is not None and _YOUR_MEMORY[lang].search(head, 0, if_so.start()):
            return lang
    return None


def announced(lowered: str) -> Announcement | None:
    """The first colon whose sentence so far is a memory request in de/fr/es, with the
    statement after it; ``None`` when there is none."""
    for colon in _COLON.finditer(lowered):
        at = colon.start()
        ends = [m.end() for m in _SENTENCE_END.finditer(lowered, 0, at)]
        head_start = ends[-1] if ends else 0
        head = _HEDGE.sub(" ", lowered[head_start:at])
        if any(ch.isdigit() for ch in head):
            continue
        words = _WORD.findall(head)
        if not words:
            continue
        lang = _language(words) if len(words) <= _HEAD_WORDS else None
        if lang is None:
            lang = _if_so(head) or _whenever(head)
        if lang is None:
            continue
        start = colon.end()
        end = _sentence_end(lowered, start, lang)
        if end < len(lowered) and lowered[end] == "?":
            return None  # the announced words ask something
        if not lowered[start:end].strip():
            continue
        return Announcement(lang, head_start, start, end)
    return None


def _sentence_end(lowered: str, start: int, lang: str) -> int:
    """Where the sentence that starts at ``start`` ends: at "!", "?", a line break, an
    emoji (chat closes a sentence with one) or a full stop that is not an abbreviation
    ("v.a.", "z.B.", "p.ej.") nor, in German, an ordinal or a date ("am 3. Oktober",
    "ab 1.7. Teamlead")."""
    for stop in _TAIL_END.finditer(lowered, start):
        at = stop.start()
        if lowered[at] != "." and not _EMOJI.match(lowered, at):
            return at
        if lowered[at] == "." and (
            _ABBREVIATION.search(lowered, 0, at + 1) is not None
            or (lang == "de" and _ORDINAL.search(lowered, 0, at + 1))
        ):
            continue
        return at
    return len(lowered)
