"""Spanish: a wish or refusal between a fact and the verb that points back at it (round 12).

"Creo que una vez le dije el nombre de mi banco. Prefiero que no, olvídelo por favor" —
"…, mejor no, bórralo" — "…, no quiero, quítalo". A clause that only wishes a thing away
("prefiero que no", "mejor que no", "preferiría que no", "no quiero", "mejor no", "ni
hablar") states nothing: like a pointer it closes the clauses before a bare verb, and the
verb points past it at the fact before. A wish with content ("prefiero que no me llames
así") is a statement of its own and is kept.

Pure function on one lower-cased clause.
"""

from __future__ import annotations

import re

__all__ = ["refusal"]

_REFUSAL = re.compile(
    r"^\W*(?:(?:pero|y|bueno|pues|no|la\s+verdad|sinceramente|ay|ah|uy)\W+)*"
    r"(?:(?:prefiero|preferiría|preferiria|quisiera|querría|mejor|es\s+mejor|sería\s+mejor)"
    r"(?:\s+que)?\s+no|no\s+(?:quiero|me\s+gusta|me\s+hace\s+gracia|me\s+siento\s+cómod[oa])"
    r"|ni\s+hablar|mejor\s+no|para\s+nada)"
    r"(?:\s+(?:la\s+verdad|gracias|por\s+favor))?\W*$"
)


def refusal(clause: str) -> bool:
    """Whether a Spanish clause only wishes a thing away, with nothing stated."""
    return _REFUSAL.match(clause) is not None
