"""A baby on the way, and its birth.

A baby on the way ("we're expecting a baby in June", "je suis enceinte", "estoy
embarazada", "ich bin schwanger", "我怀孕了", "妊娠しています") is ``pregnancy``, one at a
time. The birth ("the baby is here", "le bébé est né", "ya nació", "宝宝出生了",
"赤ちゃんが生まれました") ends it: it updates a stored pregnancy (``Classification.also``)
without a key of its own, so a later pregnancy never replaces the child. A birth told with
a year ("my son was born in 2015") is history, not news, and updates nothing.
"""

from __future__ import annotations

import re

__all__ = ["PREGNANCY", "birth_alternatives", "pregnancy_key"]

PREGNANCY = "pregnancy"


def _r(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_PREGNANT = _r(
    r"\b(?:i'm|i am|we're|we are) (?:\w+ )?(?:expecting|pregnant)\b|\bpregnant\b|"
    r"\bexpecting (?:a|our|another) (?:baby|child|boy|girl)\b|\bbaby (?:is )?due\b|"
    r"\bschwanger\b|\b(?:erwarten|bekommen) (?:ein|unser|noch ein) (?:baby|kind)\b|"
    r"\benceinte\b|\b(?:on attend|nous attendons|j'attends) (?:un|notre) (?:bébé|bebe"
    r"|enfant)\b|"
    r"\bembarazada\b|\b(?:esperamos|estamos esperando|espero) (?:un|una|nuestro) "
    r"(?:bebé|bebe|hij[oa])\b|怀孕|有了宝宝|预产期|妊娠|出産予定|赤ちゃんができ"
)
_BORN = _r(
    r"\b(?:the |our )?baby (?:is|was) (?:here|born)\b|\b(?:we )?had the baby\b|\bgave birth\b|"
    r"\b(?:baby|kind|bébé|bebe|bebé) (?:ist|est|es) (?:da|né|née|ne|nee|nacido|nacida)\b|"
    r"\bist (?:auf die welt gekommen|geboren)\b|\best (?:né|née|ne|nee)\b|\b(?:bébé|bebe"
    r"|bebé) (?:est|es) (?:arriv[ée]e?|llegó|llego)\b|\bj'ai accouch[ée]\b|"
    r"\b(?:ya )?naci[óo]\b|\bdi a luz\b|\bdio a luz\b"
    r"|出生了|生了(?:个|一个)?(?:儿子|女儿|男孩|女孩|宝宝)|宝宝(?:出生|来了)|生まれ(?:ました|た)|出産しました"
)
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


def pregnancy_key(text: str) -> str | None:
    """``pregnancy`` for a baby on the way (the user's or the couple's)."""
    return PREGNANCY if _PREGNANT.search(text) and not _BORN.search(text) else None


def birth_alternatives(text: str) -> tuple[str, ...]:
    """A birth just announced ends the pregnancy ("le bébé est né !!"); a birth in a year
    ("my son was born in 2015") is history, not news."""
    if _BORN.search(text) and not _YEAR.search(text):
        return (PREGNANCY,)
    return ()
