"""French: the assistant's belief asked about, then corrected, then removed (round 15).

"Tu crois toujours que je suis célibataire ? Je suis en couple. Efface ça de ta mémoire" —
"Tu penses encore que je bosse à Brest ? J'ai démissionné. Oublie ça". The French counterpart of
the belief reading in :mod:`agents.directive_es_retraction`: the question names the fact
the assistant holds ("tu crois / penses toujours que …", "tu as encore noté que …"), the
sentence after it is the correction, and a pointer after both ("efface ça", "oublie-le")
is the old fact, not the news. The English "do you still think I work nights? I switched
to days. Delete that" has the same shape.

Pure function on lower-cased text whose offsets are those of the user's text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.directive_es_retraction import asked_belief_span

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
    return asked_belief_span(span, lowered, sentences, _BELIEF, " ?.!")
