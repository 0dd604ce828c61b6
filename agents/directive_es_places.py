"""French and Spanish: the places of memory a removal names, and work asked for after a premise.

Round 15. Closed classes the detector asks about in French and Spanish:

- *the place a fact is removed from*. "Efface ça de ta mémoire" was known; people also name
  the assistant's notes ("enlève-le de tes notes", "quítalo de tus notas") or what it
  knows about them ("retire-le de ce que tu sais sur moi", "ce que t'as retenu"). Each is
  the assistant's store of the speaker's facts, so a verb of removal with that place is a
  request to forget, exactly as with "ta mémoire". ``FR_MEMORY_PLACE`` is the alternation
  the French removal form uses after "de".
- *a task asked for after its premise*: "ten en cuenta que la sala tiene 40 plazas,
  hazme una lista de invitados …", "garde en tête que la salle ferme à 22h,
  fais-moi un planning …". When the rest of the sentence after the statement opens on an
  imperative of making or writing for the speaker, and the statement itself names no one,
  the statement is a condition of the work asked for, not a fact of the speaker's life. A
  statement about the speaker ("ten en cuenta que soy celíaco, hazme la lista de la compra")
  stays theirs: the caller checks the words before the request for the speaker.
- *a topic named after its pointer*: "oublie ça, l'histoire de mon stage, c'est fini" —
  French puts the topic after the pointer it resolves (right dislocation), so the pointer
  points forward at that noun phrase, not back.

Pure regular expressions and a predicate on lower-cased text.
"""

from __future__ import annotations

import re

__all__ = [
    "FR_KEEPING_PLACE",
    "FR_MEMORY_PLACE",
    "FR_NOTE_TAKING",
    "fr_dislocated_topic",
    "work_asked_after",
]

FR_MEMORY_PLACE = (
    r"(?:ta|votre|la)\s+mémoire|(?:tes|vos)\s+(?:notes|souvenirs)"
    r"|(?:tout\s+)?ce\s+que\s+(?:tu\s+sais|vous\s+savez|t'as\s+retenu|tu\s+as\s+retenu"
    r"|vous\s+avez\s+retenu)(?:\s+(?:sur|de)\s+moi)?"
)

# Alternation appended to the French places of keeping ("garde … en mémoire"): the head in
# its spoken and Québécois form ("garde ça dans ta tête") and the assistant's notebook
# ("note-le dans ton carnet", "mets ça dans tes notes"). It begins with "|".
FR_KEEPING_PLACE = (
    r"|(?:dans|à)\s+(?:ta|votre)\s+tête|(?:dans|sur)\s+(?:ton|votre)\s+(?:carnet|calepin|bloc-notes)"
    r"|(?:dans|à|parmi)\s+(?:tes|vos)\s+notes"
)
# Verbs of note-taking that need a place after them: "fais une note dans ton carnet",
# "note ça dans tes notes", "écris-le dans ton carnet".
FR_NOTE_TAKING = (
    r"(?:fais|faites|prends|prenez)\s+(?:une\s+)?note|note|notez|écris|écrivez|inscris|inscrivez"
)

# An imperative of making, writing or planning addressed to the assistant for the speaker,
# opening a clause: the work itself ("hazme un plan", "fais-moi un plan", "escríbeme un
# correo", "rédige-moi", "prépare-moi").
_MAKE_FOR_ME = re.compile(
    r"[,;:]\s*(?:(?:y|et|puis|luego|después|ahora|maintenant|alors|entonces|please|stp|svp"
    r"|por\s+favor|porfa)\s+)*"
    r"(?:hazme|házme|armame|ármame|arma(?=\s+un)|prepárame|preparame|escríbeme|escribime"
    r"|redáctame|redactame|organízame|organizame|diséñame|diseñame|planéame|planeame|calcúlame"
    r"|calculame|propónme|proponeme|haz(?=\s+(?:un|una)\s)|haceme|hacé(?=\s+(?:un|una)\s)"
    r"|fais[-\s]moi|prépare[-\s]moi|écris[-\s]moi|rédige[-\s]moi|organise[-\s]moi"
    r"|calcule[-\s]moi|conçois[-\s]moi|propose[-\s]moi|fais(?=\s+(?:un|une)\s))(?!\w)"
)


def work_asked_after(lowered: str, start: int, end: int) -> int | None:
    """Where a clause in ``lowered[start:end]`` (the rest of the statement's sentence) asks
    the assistant to make something for the speaker; ``None`` when none does. The caller
    asks whether the words before it, the premise, name the speaker."""
    found = _MAKE_FOR_ME.search(lowered, start, end)
    return None if found is None else found.start()


# A noun phrase of topic that a pointer announces, right-dislocated after a comma: "oublie
# ça, l'histoire de mon stage", "efface ça, le truc avec mon ex". French names the topic after
# the pointer; the noun is one of the closed class of nouns that name a matter, so "oublie
# ça, la vie est belle" (a clause) and "retiens ça, mon grand" (a vocative) are not read.
_FR_DISLOCATED = re.compile(
    r"\s*(?:(?:tout\s+)?(?:l'|(?:le|la|les|mon|ma|mes|ton|ta|tes|cette|ce|cet)\s+))"
    r"(?:histoire|histoires|affaire|truc|trucs|info|infos|information|informations|épisode"
    r"|période|sujet|question|chose|machin|partie|passage|détail)"
    r"(?:\s+(?:de|d'|du|des|sur|avec|à|au|aux)\s*[^\W\d_]|\s*$)"
)


def fr_dislocated_topic(clause: str) -> bool:
    """Whether ``clause`` (lower-cased) is a right-dislocated noun phrase of topic."""
    return _FR_DISLOCATED.match(clause) is not None
