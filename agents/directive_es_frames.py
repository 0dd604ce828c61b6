"""Spanish: what a verb of keeping is followed by when it points back (round 9).

"Mi marido tuvo un ictus. Tenlo en cuenta cuando te pida planes", "tengo alergia al polen,
acuérdate pa los planes de primavera", "…, apúntatelo para las recomendaciones". A Spanish
verb of keeping with nothing but a frame after it — a clause of the assistant's future
work ("cuando te pida …", "siempre que …", "cada vez que …") or a purpose ("para/pa los
planes de …", "de cara a …") — has no statement of its own: it points back at what the
user just said, as "keep that in mind when recommending stuff" does in English. A frame
that goes on into a statement of the speaker ("para la cena, que soy vegano") is a
statement after all and is left to the ordinary reading.

Pure functions on lower-cased text.
"""

from __future__ import annotations

import re

__all__ = ["frame_only"]

# An optional pointer, then the frame: time or occasion of the assistant's work, or purpose
# ("pa" is how "para" is spoken and texted).
_FRAME = re.compile(
    r"^\s*,?\s*(?:(?:eso|esto|lo)\s+)?(?:por\s+favor\s+|porfa\s+|xfa\s+)?"
    r"(?:cuando|siempre\s+que|cada\s+vez\s+que|de\s+cara\s+a"
    r"|(?:para|pa)\s+(?:cuando|la\s+próxima|el\s+futuro|más\s+adelante|luego|después"
    r"|otra\s+vez|los|las|el|la|mis|tus|futuras?|próximas?|futuros?|próximos?))(?!\w)"
)
# A statement of the speaker inside the frame ("para la cena, que soy vegano").
_SPEAKER_CLAUSE = re.compile(
    r"(?<!\w)que\s+(?:yo\s+|no\s+|ya\s+|siempre\s+|nunca\s+)?"
    r"(?:soy|estoy|tengo|mi|mis|vivo|trabajo|[^\W\d_]{2,}o)(?!\w)"
)


def frame_only(complement: str) -> bool:
    """Whether the words after a Spanish verb of keeping are only a frame of time or
    purpose, so that the verb points back at the statement before it."""
    return _FRAME.match(complement) is not None and _SPEAKER_CLAUSE.search(complement) is None
