"""French: the assistant's belief asked about, then corrected, then removed (round 15).

"Tu crois toujours que je suis étudiante ? J'ai fini en juin. Efface ça de ta mémoire" —
"Tu penses encore que je vis à Lyon ? J'ai déménagé. Oublie ça". The French counterpart of
the belief reading in :mod:`agents.directive_es_retraction`: the question names the fact
the assistant holds ("tu crois / penses toujours que …", "tu as encore noté que …"), the
sentence after it is the correction, and a pointer after both ("efface ça", "oublie-le")
is the old fact, not the news. The English "do you still think I'm a student? I finished
in June. Delete that" has the same shape.

Pure function on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["believed_span"]

# The question that names the held fact: a verb of believing or holding, addressed to the
# assistant, with "toujours" / "encore" (still), and its "que" clause.
_BELIEF = re.compile(
    r"^\W*(?:(?:et|mais|attends|bon|euh|dis)\W+)*(?:est-ce\s+que\s+)?tu\s+"
    r"(?:crois|penses|as\s+(?:noté|retenu|enregistré|gardé))\s+(?:toujours|encore)"
    r"(?:\s+(?:noté|retenu|enregistré|gardé))?\s+(?:que\s+|qu')"
)


def believed_span(
    span: tuple[int, int], lowered: str, sentences: Sequence[tuple[int, int]]
) -> tuple[int, int]:
    """The held fact a postposed removal points at when the sentence before the pointed
    one asks about the assistant's belief; ``span`` as it is otherwise. ``sentences`` are
    the message's (start, end) spans."""
    start, end = span
    index = next((i for i, (s, e) in enumerate(sentences) if s <= start < e), None)
    if index is None or index == 0 or sentences[index][1] < end:
        return span  # the pointer takes one whole sentence, after the question
    q_start, q_end = sentences[index - 1]
    found = _BELIEF.match(lowered, q_start, q_end)
    if found is None:
        return span
    fact_end = q_end
    while fact_end > found.end() and lowered[fact_end - 1] in " ?.!":
        fact_end -= 1
    return (found.end(), fact_end) if fact_end > found.end() else span
