"""Where the writer lives, told in passing: "the lilacs are finally out here in Bangor".

Chat seldom says "I live in Tacoma"; it says what the weather or the prices are like
"here in Tacoma", "up here in York", "hier in Bochum", "ici à Lyon", "aquí en Mendoza".
The place named after "here" is where the writer is at home, so ``home_place(text, lang)``
returns a statement of it ("I live in Duluth"), in the line's language, for
:mod:`agents.facts` to store with the line's other statements.

A line that tells of travel ("we're visiting my son, it's hot out here in Phoenix") puts the
writer somewhere else for a while: "out here" and "over here", and any word of a trip in
the line, give nothing. The place must be written as a name, with a capital.
"""

from __future__ import annotations

import re

__all__ = ["home_place"]

# A place's name: one to three capitalised words ("Duluth", "Hebden Bridge", "San Luis
# Obispo"); "St." and hyphens inside it.
_NAME = r"(?P<place>(?-i:[A-ZÄÖÜÉ])[\w'’.-]+(?:\s+(?-i:[A-ZÄÖÜÉ])[\w'’-]+){0,2})"
# Months and days are capitalised too, and are no place: "here in June".
_NOT_PLACE = re.compile(
    r"^(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Januar|Februar|"
    r"März|Juni|Juli|Oktober|Dezember|Winter|Sommer|Summer|Spring|Autumn|Fall)\b"
)
_HERE = {
    "en": re.compile(
        rf"(?<![Oo]ut )(?<![Oo]ver )(?<![\w'’])(?:[Uu]p\s+|[Dd]own\s+)?[Hh]ere\s+in\s+{_NAME}"
    ),
    "de": re.compile(rf"(?<![\w'’])hier\s+in\s+{_NAME}", re.IGNORECASE),
    "fr": re.compile(rf"(?<![\w'’])ici\s+à\s+{_NAME}", re.IGNORECASE),
    "es": re.compile(rf"(?<![\w'’])(?:aquí|acá)\s+en\s+{_NAME}", re.IGNORECASE),
}
_STATEMENT = {
    "en": "I live in {}",
    "de": "Ich wohne in {}",
    "fr": "J'habite à {}",
    "es": "Yo vivo en {}",
}
# A trip in the line: the writer is away from home.
_TRAVEL = re.compile(
    r"\b(?:visit\w*|trip|holiday|holidays|vacation|conference|hotel|layover|stopover|"
    r"honeymoon|tour|touring|travel\w*|flew|landed|besuch\w*|urlaub|reise\w*|ferien|"
    r"voyage|vacances|visite|viaje|vacaciones|visitando)\b",
    re.IGNORECASE,
)


def home_place(text: str, lang: str) -> str | None:
    """ "I live in <place>" when the line names the writer's home as "here in <place>"."""
    pattern = _HERE.get(lang)
    if pattern is None:
        return None
    found = pattern.search(text)
    if found is None or _TRAVEL.search(text):
        return None
    place = found.group("place").rstrip(".")
    if _NOT_PLACE.match(place):
        return None
    return _STATEMENT[lang].format(place)
