"""French and Spanish: a standing request of the speaker's, recalled and then revoked (round 15).

"Je t'avais demandé de toujours finir par un résumé, laisse tomber cette règle" — "te pedí
que siempre me pusieras ejemplos, olvida esa regla". The speaker names a request they
made to the assistant earlier (a verb of asking in the past, addressed to "tu"/"vous"/"tú"/
"usted", with its infinitive or subjunctive), then drops it with a verb of removal or
release whose object is a noun of instruction ("cette règle", "cette consigne", "esa
instrucción", "esa petición"). What is to be forgotten is the request itself: the standing
instruction the assistant holds. The English "I asked you to always answer in English,
drop that rule" has the same shape.

A request recalled without such a noun ("je t'avais demandé de m'aider, laisse tomber") is
conversation control, and a noun of instruction with no request recalled ("oublie cette
règle de grammaire") names the work: neither is read.

Pure function on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re

__all__ = ["REVOKED_KEYS", "revoked_request"]

# The detector's word keys (first four letters) of the verbs of asking in the past
# ("demandé", "pedí", "pedido"); the nouns of instruction ("consigne", "instruction") share
# their first letters with too many English words to be a cheap gate.
REVOKED_KEYS = frozenset(("dema", "pedí", "pedi"))

_NOUN_FR = r"(?:règle|consigne|instruction|demande|habitude)"
_NOUN_ES = r"(?:regla|instrucción|instruccion|petición|peticion|indicación|indicacion|norma)"
_REVOKED = re.compile(
    # French: "je t'avais / t'ai / vous avais demandé de …, laisse tomber cette règle"
    r"(?<![\w'])je\s+(?:t'|vous\s+)(?:avais|ai)\s+demandé\s+(?:de\s+|d')(?P<fr>[^,.;!?\n]{3,120}?)"
    r"\s*[,.;]\s*(?:(?:mais|alors|bon|finalement|en\s+fait)[\s,]+)*"
    r"(?:laisse\s+tomber|laissez\s+tomber|oublie|oubliez|annule|annulez|efface|effacez|supprime"
    r"|supprimez|abandonne|abandonnez)\s+(?:cette|la|ma|ta|votre)\s+" + _NOUN_FR + r"(?![\w'])"
    # Spanish: "te / le pedí (había pedido) que …, olvida esa regla"
    r"|(?<!\w)(?:te|le)\s+(?:pedí|había\s+pedido|he\s+pedido)\s+que\s+(?P<es>[^,.;!?\n]{3,120}?)"
    r"\s*[,.;]\s*(?:(?:pero|bueno|ya|al\s+final|mejor)[\s,]+)*"
    r"(?:olvida|olvide|olvídate\s+de|olvídese\s+de|borra|borre|elimina|elimine|cancela|cancele"
    r"|anula|anule|quita|quite|deja|deje)\s+(?:esa|esta|la|mi)\s+" + _NOUN_ES + r"(?!\w)"
)


def revoked_request(lowered: str) -> tuple[str, int, int] | None:
    """The language and the span of the request the speaker revokes; ``None`` when there
    is none."""
    found = _REVOKED.search(lowered)
    if found is None:
        return None
    lang = "fr" if found.group("fr") is not None else "es"
    return lang, found.start(lang), found.end(lang)
