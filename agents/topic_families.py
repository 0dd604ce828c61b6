"""Updates that name the new value but not which attribute of a family it belongs to.

An open attribute family has one key per member: ``schedule gym`` and ``schedule climbing``,
``dose lisinopril`` and ``dose melatonin`` (:mod:`agents.topic_measures`). "my gym days are
now tue/thu" names its member and updates it by its own key. A correction or a change often
does not name it: "typo, I meant thursdays, not tuesdays", "sorry vertippt, meinte 19 Uhr
nicht 18", "perdón, es los jueves no los martes", "火曜じゃなくて木曜の間違いでした", "医生让
我改成每次850mg了". Such a statement gets *family* alternatives (``Classification.also``),
written as a glob over keys: ``*schedule*`` (any schedule, also someone else's and the work
schedule), ``*dose *``, ``*budget *``. The writer applies a family alternative only when
exactly one stored key matches it — one schedule stored, one dose — and never guesses
between two.

A member named without its owner ("钢琴课是周四，不是周三" after "孩子钢琴课是周三") gets
the member of anyone (``* schedule 钢琴课``) beside its own key, for a correction or a
change only.

A new drug named with a dose beside an old one named without ("for migraines it's
ibuprofen 400 mg now, the paracetamol didn't work", "statt Ibuprofen nehme ich jetzt 500 mg
Paracetamol") replaces the old drug: the old drug's key is an alternative.

A quantity alone is never enough: the statement must say it corrects or changes something,
and it must give a day, a time or a dose.
"""

from __future__ import annotations

import re
import unicodedata

from agents.topic_measures import drugs_named

__all__ = ["family_alternatives", "member_alternatives"]


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# A correction: the earlier statement was wrong ("typo", "I meant", "not tuesdays").
# (The text is read with its Latin accents dropped, as chat often writes it.)
_CORRECTION = _r(
    r"\b(?:typo|i meant|meant to say|my bad|oops|sorry|correction|wrong day|wrong time|"
    r"vertippt|verschrieben|ich meinte|meinte|korrektur|falsch|"
    r"je voulais dire|faute de frappe|pardon|erreur|je me suis trompee?|"
    r"me equivoque|quise decir|queria decir|perdon|correccion|error)\b"
    r"|打错|说错|写错|记错|更正|纠正|不是|間違|じゃなくて|ではなく|訂正|すみません"
)
# A change: the value is new ("now", "changed", "moved to", "upped").
_CHANGE = _r(
    r"\b(?:now|changed|moved to|switched|upped|raised|lowered|increased|reduced|bumped|"
    r"jetzt|nun|geandert|verschoben|erhoht|reduziert|gesenkt|umgestellt|"
    r"maintenant|desormais|change|passee? a|augmente|baisse|diminue|"
    r"ahora|cambio|cambiaron|subio|bajo|aumento|paso a)\b"
    r"|改成|改到|改为|换成|调到|调成|加到|减到|增加到|减少到|现在|如今|变更|変更|変わ|増え|減っ|"
    r"になりました|今は"
)
# A day or a time of day (the value of a schedule).
_WHEN = _r(
    r"\b(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?\b"
    r"|\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?\b"
    r"|\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?\b"
    r"|\b(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)\b"
    r"|\b\d{1,2}(?::\d\d)?\s*(?:am|pm|uhr|h)\b|\b\d{1,2}h\d\d\b|\ba las \d"
    r"|(?:周|星期|礼拜)[一二三四五六日天]|[月火水木金土日]曜|\d{1,2}(?:点|時)|[一二三四五六七八九十]{1,2}点"
)
_DOSE = _r(r"\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|μg|ug|iu|ml|毫克|微克)(?![a-z])|\d+\s*ミリ")
_BUDGET_WORD = _r(r"\b(?:budget|presupuesto)\b|预算|予算")
_MONEY = _r(r"\d+(?:[.,]\d+)?\s*(?:k\b|€|\$|eur|euros?|dollars?|元|块|万|円)|[$€£¥]\s*\d")


def _folded(text: str) -> str:
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize(
        "NFC", "".join(c for c in decomposed if c < "\u0300" or c > "\u036f")
    )


def family_alternatives(text: str) -> tuple[str, ...]:
    """Family globs for a statement with no key of its own that corrects or changes one
    member's value without naming the member (see the module docstring)."""
    text = _folded(text)
    corrected = _CORRECTION.search(text) is not None
    if _DOSE.search(text) and (corrected or _CHANGE.search(text)) and not drugs_named(text):
        return ("*dose *",)
    if _WHEN.search(text) and corrected:
        return ("*schedule*",)
    if _BUDGET_WORD.search(text) and _MONEY.search(text) and (corrected or _CHANGE.search(text)):
        return ("*budget *",)
    return ()


def member_alternatives(key: str, text: str) -> tuple[str, ...]:
    """Alternatives for a statement keyed on a family member: the same member of someone
    else, for a correction or a change ("钢琴课是周四，不是周三"), and the old drug a new one
    replaces."""
    text = _folded(text)
    if key.startswith("schedule ") and (_CORRECTION.search(text) or _CHANGE.search(text)):
        return (f"* {key}",)
    if key.startswith("dose "):
        own = key.removeprefix("dose ")
        return tuple(f"dose {drug}" for drug in drugs_named(text, with_dose=False) if drug != own)
    return ()
