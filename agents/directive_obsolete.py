"""Why something is to be forgotten: the thing is over (de, fr, es).

"vergiss die Dienstreise nach Wien, ist abgesagt", "oublie le voyage à Rome, c'est annulé",
"olvida el viaje a Lisboa, se canceló". A forget verb whose object has no first-person word
is normally not about the user ("forget the meeting notes"); a reason that says the object
ended — cancelled, over, dead, quit, moved away, sold, broken up — shows that it was a
fact of the user's life that no longer holds. The reason is a closed word class of endings,
read in the words that follow the object in its sentence (or open the next one).
"""

from __future__ import annotations

import re

__all__ = ["ended", "told_about"]

_ENDED = {
    "de": re.compile(
        r"(?<!\w)(?:abgesagt|storniert|ausgefallen|fällt\s+aus|vorbei|aus\s+und\s+vorbei"
        r"|gestorben|verstorben|tot|aufgehört|gekündigt|umgezogen|verkauft|getrennt|abgebrochen"
        r"|geplatzt|gecancelt|gecancelled|hinfällig|nicht\s+mehr\s+aktuell|veraltet|überholt"
        r"|in\s+rente|geschieden|weggezogen)(?!\w)"
    ),
    "fr": re.compile(
        r"(?<![\w'])(?:annulée?s?|c'est\s+fini|mort|morte|décédée?"
        r"|arrêté|démissionné|déménagé|vendue?s?|séparée?s?|divorcée?s?|abandonné"
        r"|tombée?s?\s+à\s+l'eau|périmée?s?|obsolète|plus\s+d'actualité|à\s+la\s+retraite)(?![\w'])"
    ),
    "es": re.compile(
        r"(?<!\w)(?:se\s+canceló|cancelad[oa]s?|se\s+suspendió|suspendid[oa]s?|se\s+acabó"
        r"|murió|falleció|muert[oa]|lo\s+dejé|la\s+dejé|lo\s+dejamos|renuncié|me\s+mudé"
        r"|nos\s+mudamos|vendí|lo\s+vendí|la\s+vendí|rompimos|nos\s+separamos|me\s+divorcié"
        r"|me\s+jubilé|ya\s+no\s+(?:es|está|va|vale|aplica))(?!\w)"
    ),
}
_WINDOW = 80  # characters: the reason follows the request closely


def ended(lowered: str, lang: str) -> bool:
    """Whether ``lowered`` (the words after the forget request) opens on a reason that the
    thing is over."""
    pattern = _ENDED.get(lang)
    return pattern is not None and pattern.search(lowered[:_WINDOW]) is not None


# What the user once told about a topic, as the object of a forget verb: "ce que je vous ai
# dit sur mon divorce", "was ich dir über meine Schulden erzählt habe", "lo que le conté
# sobre mi divorcio". The topic preposition makes it a memory, not "what I just said".
_TOLD_ABOUT = re.compile(
    r"^(?:tout\s+)?ce\s+que\s+je\s+(?:t'|vous\s+|te\s+)?(?:ai|avais)\s+(?:dit|raconté|confié"
    r"|écrit|expliqué)\s+(?:sur|de|à\s+propos\s+d|concernant)"
    r"|^(?:alles,?\s+)?was\s+ich\s+(?:dir\s+|ihnen\s+|euch\s+)?(?:mal\s+|damals\s+|neulich\s+)?"
    r"(?:über|von|zu)\s"
    r"|^(?:todo\s+)?lo\s+que\s+(?:te|le|les|os)\s+(?:\w+\s+)?(?:de|sobre|acerca)\s"
)


def told_about(lowered: str) -> bool:
    """Whether ``lowered`` is "what I told you about <topic>" in de/fr/es."""
    return _TOLD_ABOUT.match(lowered) is not None
