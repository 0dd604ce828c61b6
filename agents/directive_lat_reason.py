"""The speaker's reason after a standing instruction is kept with it (de, fr).

"Antworte mir ab sofort immer auf Englisch, ich bereite mich auf mein Auslandssemester in
Dublin vor." — "Réponds-moi toujours en allemand désormais, j'en ai besoin pour mon
nouveau boulot à Munich." The instruction says how to answer; the clause after it says
why, and the why is the lasting fact about the speaker (a semester abroad, a new job).
A reason *before* the instruction is kept already ("Da ich einen Screenreader nutze, …",
``agents.directives._reason``); English joins a clause with its own subject on by itself
("From now on answer in German, I'm moving to Berlin").

The rule: the clause right after the instruction, in its sentence, whose subject is the
speaker ("ich", "je", "j'", or after "weil/da/denn", "car/parce que/puisque") and which is
neither a question nor a request, is the reason; it is appended to the statement. A clause
of the speaker that asks or thanks ("ich danke dir", "je te remercie") or that only
comments on the conversation ("ich hab's dir schon gesagt") is none.

Pure function; the detector asks only for a standing instruction in German or French.
"""

from __future__ import annotations

import re

__all__ = ["trailing_reason"]

_FLAGS = re.IGNORECASE
_REASON = re.compile(
    r"^\W*(?:(?:weil|da|denn|car|parce\s+que|puisque|comme|vu\s+que)\s+)?"
    r"(?:ich(?:\s+bin|\s+hab|\s+habe|\s+arbeite|\s+wohne|\s+lerne|\s+bereite|\s+brauche|\s+ziehe"
    r"|\s+mache|\s+studiere|\s+fange|\s+gehe|\s+fliege|\s+muss|\s+will)"
    r"|je\s+(?:suis|vais|pars|travaille|prépare|commence|déménage|dois|veux|fais|étudie|apprends)"
    r"|j'(?:ai|en\s+ai|habite|apprends|étudie|y\s+vais)"
    r"|mein\w*\s+\w+|mon\s+\w+|ma\s+\w+)(?![\w'])",
    _FLAGS,
)
_NOT_REASON = re.compile(
    r"(?<![\w'])(?:danke|merci|dir\s+(?:schon|ja)\s+gesagt|te\s+l'ai\s+(?:déjà\s+)?dit|bitte|stp|svp"
    r"|s'il\s+te\s+pla[iî]t)(?![\w'])",
    _FLAGS,
)


def trailing_reason(clause: str, *, question: bool) -> bool:
    """Whether ``clause``, right after a standing instruction, is the speaker's reason."""
    if question or len(clause.split()) < 3:
        return False
    return _REASON.match(clause) is not None and _NOT_REASON.search(clause) is None
