"""Adjuncts and idioms around a request to keep, read as the plain request (en, de).

People who ask an assistant to keep a fact rarely stop at the bare verb. They add what the
fact is for, a condition of its use, a closing tag or an idiom of record-keeping, and each
of these hid a request the detector knows in its plain form:

- a purpose or role phrase between the pointer and a verb-final German verb of keeping:
  "das sollst du dir für die Gartenplanung merken", "bitte für alle Kochfragen
  speichern", "das bitte als feste Regel für mich abspeichern". The phrase says what the
  fact is for, not what it is, so it is read as spaces;
- the modal of permission, "das darfst du dir merken", which offers the fact as "das
  kannst du dir merken" does, is read as that modal;
- a condition or purpose clause after a bare German infinitive of keeping ("Bitte
  abspeichern, falls ich mal nach Hotels frage"): the condition says when the fact is
  used and is read as spaces, so the request points back at the sentence before it;
- a German condition that opens its sentence, then "bitte" and the request without the
  comma ("Wenn ich nach Ausflügen frag bitte dran denken"): the condition is read as
  spaces;
- a purpose phrase before the colon of a note ("note for later chats: …", "Vermerk bitte
  fürs Protokoll: …"): the statement is what follows the colon, not the phrase;
- a clause of the assistant's future work joined without a comma to a fact about the
  speaker ("don't forget I'm vegan when you suggest snacks"): it says when the fact
  applies, so a comma is read before it;
- a closing tag joined without a comma to an imperative of keeping ("remember I'm on
  Linux ok?", "merk dir, dass ich Linux nutze, ok?" without its comma): the tag asks
  nothing, so a comma is read before it and the clause is no question;
- a name set off by commas after the noun it names ("remember that my eldest, Malik, is
  starting school"): the commas are read as spaces, so the predicate stays in the fact;
- a cataphoric "this" run on into the fact it announces ("save this my son is called
  Leo"): a colon is read after it;
- a polite condition, "if you could just forget that, it'd help a lot", as the request
  "could you just forget that";
- idioms of record-keeping: "put it on record that …" is read as "remember that …", and a
  request to update the assistant's notes before a colon ("update your notes: …",
  "aktualisier mal deine Infos: …") as "remember: …" / "merk dir: …";
- the English verb of removal with a German ending ("kannst du das deleten?") as the
  German verb, "löschen".

Every reading has the length of what it replaces, padded with spaces, so each offset
still points at the user's words. Pure functions; the caller asks only when one of
``ADJUNCT_KEYS`` starts a word of the message.
"""

from __future__ import annotations

import re

__all__ = ["ADJUNCT_KEYS", "adjuncts_read"]

_FLAGS = re.IGNORECASE

# The first four letters of the words these readings hang on: the German verbs of keeping,
# the English imperatives a tag follows, and the idioms' own words.
ADJUNCT_KEYS = frozenset(
    (
        "merk",
        "spei",
        "absp",
        "noti",
        "fest",
        "verm",
        "darf",
        "reme",
        "note",
        "reco",
        "upda",
        "aktu",
        "dele",
        "forg",
        "keep",
        "dran",
        "dara",
        "denk",
        "save",
        "stor",
    )
)

# German verbs of keeping in their verb-final forms (infinitive, or the second person
# after "dass"/"wenn").
_DE_KEEP_FINAL = r"(?:ab)?speichern|merken|merkst|notieren|festhalten|vormerken|behalten"
# A purpose or role phrase: "für (det) noun", "fürs noun", "als noun", optionally "für
# mich/uns" after it. Its head noun is one word, possibly hyphenated.
_DE_PURPOSE = (
    r"(?:(?:für|fürs)\s+(?:(?:die|den|das|alle|meine|künftige|zukünftige|spätere|weitere)\s+)?"
    r"|als\s+(?:(?:eine?|feste|dauerhafte)\s+)?)"
    # (never the present task: "für diese Antwort", "für den Text", "für jetzt")
    r"(?!(?:diese\w*|jetzt|heute|antwort|aufgabe|text|entwurf)(?![\w']))"
    r"[^\W\d_][\w-]*(?:\s+für\s+(?:mich|uns))?\s+"
)
# The phrase stands after a word that leaves the verb for the end of the clause: the
# reflexive, the pointer or the word of politeness.
_DE_PURPOSE_RX = re.compile(
    rf"(?<![\w'])(?:dir|das|dies|bitte|mal)\s+(?P<blank>{_DE_PURPOSE})"
    rf"(?=(?:(?:gerne?|dauerhaft|bitte)\s+)*(?:{_DE_KEEP_FINAL})(?![\w']))",
    _FLAGS,
)
# "das darfst du dir … merken": permission offers the fact as "kannst" does.
_DE_PERMISSION_RX = re.compile(
    rf"(?<![\w'])(?:das|dies|es)\s+(?P<modal>darfst)\s+du\s+dir\s+(?:[^\W\d_]+\s+){{0,4}}?"
    rf"(?:{_DE_KEEP_FINAL})(?![\w'])",
    _FLAGS,
)
# A bare infinitive of keeping that opens its sentence, then a condition of use.
_DE_CONDITION_RX = re.compile(
    r"(?:^|(?<=[.!?\n])\s*)(?:bitte\s+)?(?:ab)?(?:speichern|merken|notieren|festhalten|vormerken)"
    r"\s*(?P<blank>,\s*(?:falls|wenn|damit|sobald)\s[^.!?\n]*)",
    _FLAGS,
)
# A German condition clause that opens its sentence ends at its verb, and the main clause
# after it opens on "bitte" — often without the comma ("Wenn ich nach Ausflügen frag bitte
# dran denken"). The condition says when the fact is used, not what it is, and is read as
# spaces, so the request points back at the sentence before. A pronoun before "bitte"
# keeps it inside the condition ("wenn du bitte kurz wartest").
_DE_CONDITION_END_RX = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*(?P<blank>(?:wenn|falls|sobald)\s[^.!?\n,]+?"
    r"(?<!\sdu)(?<!\sich)(?<!\ser)(?<!\ses)(?<!\swir)(?<!\sihr)(?<!\ssie))"
    r"\s(?=bitte\s+(?:(?:immer|auch|unbedingt|mal)\s+)*(?:dran|daran|merken|beachten"
    r"|berücksichtigen|denken)(?![\w']))",
    _FLAGS,
)
# A note verb, politeness, then a purpose phrase of later use that ends at the colon ("for
# future chats", "fürs Protokoll", "for the record"). A phrase of the present task ("merk
# dir für diese Antwort: …") scopes the note to that task and is left for the detector.
_LATER_USE = (
    r"(?:future|later|next|all|every|any|künftig\w*|zukünftig\w*|später\w*|zukunft|kommende\w*"
    r"|nächste\w*|alle\w*|immer|protokoll|record|akte|records)"
)
_NOTE_PURPOSE_RX = re.compile(
    r"(?<![\w'])(?:note|remember|save|store|keep|vermerk(?:e)?|notier(?:e)?|merk\s+dir|speicher(?:e)?)"
    r"(?:\s+(?:this|that|bitte|please|pls|mal|dir))*\s+"
    rf"(?P<blank>(?:for|fürs?)\s+(?:(?:the|die|das|den)\s+)?{_LATER_USE}(?![\w'])[^:.!?\n]{{0,24}}?)\s*:",
    _FLAGS,
)
# A tag joined without a comma to a sentence that opens on an imperative of keeping.
_TAG_RX = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*(?:(?:yo|hey|so|ok|and|just|also|pls|please|plz|bitte|btw)\s+)*"
    r"(?:remember|don'?t\s+forget|keep\s+in\s+mind|merk\s+dir|vergiss\s+nicht)\s[^.!?\n,]+?"
    r"(?P<space>\s)(?:ok(?:ay)?|right|yeah|ja|gell|oder)(?=\s*\?)",
    _FLAGS,
)
# A clause of the assistant's future work joined without a comma to a fact about the
# speaker ("don't forget I'm vegan when you suggest snacks"): it says when the fact
# applies, not what it is, so a comma is read before it.
_WORK_TIME_RX = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*(?:(?:yo|hey|so|ok|and|just|also|pls|please|plz|btw)\s+)*"
    r"(?:remember|don'?t\s+forget|dont\s+forget|keep\s+in\s+mind)\s+(?:that\s+)?(?:"
    # (the fact is a clause: a subject pronoun, or "my …" with its verb; "remember my mom
    # when you write the speech" names what the work is to include)
    r"(?:(?:i|we)(?:'m|'ve|'re|'d)?|im)\s+[^.!?\n,]+?"
    r"|(?:my|our)\s+[^.!?\n,]*?(?<=\s)(?:is|are|has|have|was|can't|cannot|doesn't|don't)\s[^.!?\n,]+?"
    r")(?P<space>\s)"
    r"(?=(?:next\s+time|when(?:ever)?|every\s+time|any\s*time)\s+(?:you|u|i\s+ask)(?![\w']))",
    _FLAGS,
)
# A name set off by commas after the noun it names, inside a fact that follows a verb of
# keeping ("remember that my eldest, Malik, is starting school"): the commas are read as
# spaces so the predicate after the name stays in the statement. Searched in the user's
# casing, since the name is told by its capital; the predicate after it is lower-case or a
# number ("…, Jannik, 12 ist").
_APPOSITIVE_RX = re.compile(
    r"(?i:(?<![\w'])(?:that|dass|remember|merk\s+dir))\s[^.!?\n,]{1,40}?"
    r"(?P<open>,)\s[A-ZÄÖÜ][\w-]+(?:\s[A-ZÄÖÜ][\w-]+)?(?P<close>,)\s(?=[a-zäöü0-9])"
)
# A cataphoric "this" run on into the fact it announces ("save this my son is called
# Leo"): the colon it stands for is read in place of the space, when a clause about the
# speaker follows.
_CATAPHOR_RX = re.compile(
    r"(?<![\w'])(?:remember|save|store|note|keep|write\s+down)\s+this(?P<space>\s)"
    r"(?=(?:i|i'm|im|i've|my|we|we're|our)(?![\w']))",
    _FLAGS,
)
# A polite condition is a request: "if you could just forget that, it'd help a lot" asks
# as "could you just forget that" does, and is read so (same length, padded).
_POLITE_IF_RX = re.compile(
    r"(?<![\w'])(?P<idiom>if\s+(?:you|u)\s+(?:could|would|can))(?=\s+(?:(?:just|please|kindly|maybe)\s+)*"
    r"(?:forget|remember|delete|remove|erase|keep|note|save|drop|wipe|store)(?![\w']))",
    _FLAGS,
)
# Idioms of record-keeping and of updating the assistant's notes before a colon.
_RECORD_RX = re.compile(
    r"(?<![\w'])(?P<idiom>put\s+(?:it|this)\s+on\s+(?:the\s+)?record)(?=\s+that\s)", _FLAGS
)
_UPDATE_EN_RX = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*(?P<idiom>(?:please\s+|pls\s+)?update\s+your\s+"
    r"(?:notes|memory|info|records|file))(?=\s*:)",
    _FLAGS,
)
_UPDATE_DE_RX = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*(?P<idiom>aktualisier(?:e)?\s+(?:(?:mal|bitte)\s+)*(?:deine|die)\s+"
    r"(?:infos?|informationen|notizen|daten))(?=\s*:)",
    _FLAGS,
)
# The English verb of removal with a German ending ("kannst du das deleten?") is the German
# verb of the same length.
_DE_ANGLICISM_RX = re.compile(r"(?<![\w'])(?P<verb>deleten)(?![\w'])", _FLAGS)

# (pattern, groups, reading, hints): each named group's span is replaced by the reading,
# padded with spaces (an empty reading blanks the group). A pattern is searched only when one of
# its hints is in the text: most messages that reach this module hold a verb of keeping
# and none of the adjuncts.
_READINGS: tuple[tuple[re.Pattern[str], str, str, tuple[str, ...]], ...] = (
    (_APPOSITIVE_RX, "open close", "", (",",)),
    (_DE_PURPOSE_RX, "blank", "", ("für", "als ")),
    (_DE_PERMISSION_RX, "modal", "kannst", ("darfst",)),
    (_DE_CONDITION_RX, "blank", "", ("falls", "wenn", "damit", "sobald")),
    (_DE_CONDITION_END_RX, "blank", "", ("wenn", "falls", "sobald")),
    (_NOTE_PURPOSE_RX, "blank", "", (":",)),
    (_TAG_RX, "space", ",", ("?",)),
    (_WORK_TIME_RX, "space", ",", ("when", "next time", "every time", "any time", "anytime")),
    (_RECORD_RX, "idiom", "remember", ("record",)),
    (_CATAPHOR_RX, "space", ":", ("this ",)),
    (_POLITE_IF_RX, "idiom", "could you", ("if you", "if u")),
    (_UPDATE_EN_RX, "idiom", "remember", ("update your",)),
    (_UPDATE_DE_RX, "idiom", "merk dir", ("aktualisier",)),
    (_DE_ANGLICISM_RX, "verb", "löschen", ("deleten",)),
)


def adjuncts_read(text: str, lowered: str | None = None) -> str | None:
    """``text`` with the adjuncts and idioms of a request to keep read as its plain form,
    same length; ``None`` when none is found."""
    low = text.lower() if lowered is None or len(lowered) != len(text) else lowered
    if len(low) != len(text):
        return None
    chars: list[str] | None = None
    for pattern, group, reading, hints in _READINGS:
        if not any(hint in low for hint in hints):
            continue
        # (a pattern with more than one group is searched in the user's casing)
        names = group.split()
        for found in pattern.finditer(text if len(names) > 1 else low):
            for name in names:
                start, end = found.span(name)
                if start < 0 or end - start < len(reading):
                    continue
                chars = list(text) if chars is None else chars
                chars[start:end] = reading + " " * (end - start - len(reading))
    return None if chars is None else "".join(chars)
