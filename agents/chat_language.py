"""Which language a chat line is written in: en, zh, de, fr, es or ja.

``language_of(text)`` judges a line from its function words and the letters only one
language writes, so a short line ("Wir haben endlich Urlaub gebucht!") is read as what it
is. Kana make a line Japanese, other CJK characters Chinese.
"""

from __future__ import annotations

import re

__all__ = ["CJK", "language_of", "wordset"]

CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")


def wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Function words of each language (none that two of them share: "a", "la", "que", "de",
# "en"), and the letters only it writes: a short line ("Wir haben endlich Urlaub
# gebucht!") has few of the first, so the second decide as well.
_FUNCTION_WORDS = {
    "de": wordset(
        "ich und nicht ist mein meine meinen wir haben habe hab sind der die das den dem ein "
        "eine einen mit auf für auch noch schon war bin hat uns unser unsere im zum zur vom "
        "aber oder wie nach bei"
    ),
    "fr": wordset(
        "je j et pas mon ma mes est on le les des une avec pour dans c ça très nous "
        "notre nos suis ai au aux du qui mais ou sur"
    ),
    "es": wordset(
        "yo mi mis es el pero los las una con por para muy estoy tengo nosotros y del al "
        "lo su fui soy voy estaba tenía hice vivo trabajo está hay también "
        # chat's openers and the calendar, which no other of these languages writes so:
        # "Oye, que me he comprado una furgoneta", "Me operaron de la rodilla en marzo"
        "oye pues nada eso esto todo mucho porque cuando donde ya hoy ayer "
        "enero febrero marzo mayo junio julio agosto septiembre octubre noviembre "
        "diciembre lunes martes jueves viernes domingo"
    ),
    "en": wordset(
        "i i'm the and my is to of it we was our have has had with for at just so but "
        "this that what you she he her his they them be been are were will would can not "
        "got get about from up out off there some all like really when how"
    ),
}
_OWN_LETTERS = {"de": "äöüß", "fr": "èêàçœùâîôû", "es": "ñáíóú¿¡"}
_LATIN_WORD = re.compile(r"[a-zà-öø-ÿß]+(?:'m)?")


def language_of(text: str) -> str:
    if _KANA.search(text):
        return "ja"
    if CJK.search(text):
        return "zh"
    lowered = text.lower().replace("’", "'")
    words = _LATIN_WORD.findall(lowered)
    scores = {lang: sum(w in table for w in words) for lang, table in _FUNCTION_WORDS.items()}
    for lang, letters in _OWN_LETTERS.items():
        scores[lang] += sum(lowered.count(ch) for ch in letters)
    best = max(scores, key=lambda k: (scores[k], k == "en"))
    return best if scores[best] else "en"
