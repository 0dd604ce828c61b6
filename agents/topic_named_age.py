"""The age of a pet, or of anyone the user names alone: one number per name.

"mi perra Kira tiene 5 años" and "Kira ya cumplió 6" are the same attribute of the same
dog, ``rocco age``: the second updates the first. So are "my cat Mochi is 4" and "Mochi
turned 5", "mein Hund Bello ist 7" and "Bello ist jetzt 8", "mon chat Filou a 3 ans" and
"Filou vient d'avoir 4 ans". Two pets are two names, two keys.

A relative keeps the key :mod:`agents.topics` gives them ("my son Leo is 9" → ``son leo
age``); a name alone at the start of a statement ("Leo turned 10") is keyed by the name,
and only when it is followed by a verb of age and a number ("Leo is 10", not "Leo is in
Paris"). Pronouns and capitalised sentence openers ("It", "This", "Today") are not names.
"""

from __future__ import annotations

import re

__all__ = ["named_age_key"]

_PETS = (
    r"dog|doggo|pup|puppy|cat|kitty|kitten|rabbit|bunny|hamster|guinea pig|parrot|budgie|horse|"
    r"pony|tortoise|turtle|hund|hündin|hundin|welpe|katze|kater|kätzchen|katzchen|hase|"
    r"kaninchen|pferd|chien|chienne|chiot|chat|chatte|chaton|lapin|cheval|perro|perra|perrito|"
    r"perrita|gato|gata|gatito|gatita|conejo|caballo"
)
_NUM = (
    r"\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"eins|zwei|drei|vier|fünf|funf|sechs|sieben|acht|neun|zehn|"
    r"un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|"
    r"uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez"
)
_AGE_VERB = (
    r"(?:is|'s|turned|just turned|is turning|turns|ist|wird|wurde|hat|a|a eu|vient d'avoir|"
    r"tiene|cumplio|cumple|ya cumplio|ya tiene|acaba de cumplir)"
)
_AGE_TAIL = (
    rf"\s+(?:(?:now|jetzt|schon|maintenant|deja|ya|already|just)\s+)?(?P<n>{_NUM})"
    r"(?:\s*(?:years?(?: old)?|yrs?(?: old)?|y/?o|jahre(?: alt)?|ans|anos|años|months?|monate|"
    r"mois|meses))?"
    r"(?=\s*(?:$|[.,;!?)]|today|heute|hoy|aujourd'hui|now|jetzt|ahora|geworden|and|und|et|y|"
    # a time word after a change of age ("Milo turned 4 last week", "Kira cumplió 6 ayer")
    r"yesterday|last|this|on|gestern|letzte\w*|am|hier|la semaine|le mois|ayer|el mes|la semana)\b"
    r"|\s*[.,;!?]|\s*$)"
)
_POSSESSIVE = r"(?:my|our|mein|meine|meinen|unser|unsere|mon|ma|notre|mi|nuestro|nuestra)"
_PET_NAMED = re.compile(
    rf"\b{_POSSESSIVE}\s+(?:[a-z]+\s+)?(?:{_PETS})\s+(?P<name>(?-i:[A-Z])[\w-]+)(?:,)?\s+"
    rf"{_AGE_VERB}{_AGE_TAIL}",
    re.IGNORECASE,
)
_NAME_FIRST = re.compile(
    rf"^(?P<name>(?-i:[A-Z])[a-z]{{1,15}})\s+(?:(?:just|ya|jetzt|now|finally|already|hoy|today)\s+)*"
    r"(?:turned|is now|is|cumplio|ya cumplio|acaba de cumplir|ist jetzt|ist|wurde|a eu|"
    rf"vient d'avoir|a maintenant|tiene ya|tiene){_AGE_TAIL}",
    re.IGNORECASE,
)


# Capitalised words that open sentences and are not names.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NOT_NAMES = _words(
    """
    i it he she they we you this that there here today yesterday now it's he's she's my our
    er sie es das heute jetzt il elle on ce c'est aujourd'hui el ella eso hoy ya
    mom mum dad mama papa maman mamá papá
    """
)


def named_age_key(text: str) -> str | None:
    """``<name> age`` for the age of a named pet, or of a name said alone, else None."""
    m = _PET_NAMED.search(text) or _NAME_FIRST.search(text)
    if m is None or m.group("name").casefold() in _NOT_NAMES:
        return None
    return f"{m.group('name').casefold()} age"
