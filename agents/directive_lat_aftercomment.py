"""A remark after a bare request to keep: the request still points back (en, de, fr).

"My mother-in-law is moving in with us in September. Please keep that on file, it'll come
up a lot." — "my pronouns are they/them. please remember for next time, you used she last
time" — "Es ist Bratsche. Bitte so abspeichern, ist für Musiker ein Unterschied." — "mon
plat préféré c'est le couscous. enregistre, je te redemande demain". A verb of keeping
with no object of its own (or only a pointer) takes the fact said before it; the detector
reads the clauses right after such a verb as its statement only when nothing stands
before it. When the speaker did say something before and what follows the verb is only a
*remark* — about how often it will matter ("it'll come up a lot"), about the assistant
("you used she last time"), a judgement ("ist für Musiker ein Unterschied", "c'est
important") or a promise to ask again ("je te redemande demain", "we'll see next week") —
the verb points back, as it already does in Chinese and Japanese
(:func:`agents.directive_retention.occasion_clause`).

The rule, in each language: the first clause after the verb is a remark when it opens on

- the pointer or no subject, with a verb of mattering, recurring or judging: "it'll come up
  a lot", "it matters", "that's important", "ist für Musiker ein Unterschied", "das ist
  wichtig", "kommt oft vor", "c'est important", "ça revient souvent";
- the assistant and a past slip: "you used she last time", "du hast mich falsch genannt",
  "tu t'es trompé la dernière fois";
- the speaker asking again or waiting to see: "I'll ask you tomorrow", "we'll see next
  week", "ich frag dich morgen nochmal", "je te redemande demain", "on verra";

and no later clause of the sentence holds a first person of the speaker (en "I/my/we…",
de "ich/mein/wir…", fr "je/mon/nous…", es "yo/mi…"). A clause that opens on a
complementizer or a fact ("dass sie Vegetarierin ist", "die Gutachter hassen Passiv",
"ce n'est qu'une démo", "my son is 4") is no remark, and is still read forward.

Pure function; the detector asks only for a bare request with clauses after it.
"""

from __future__ import annotations

import re

__all__ = ["remark_only"]

_FLAGS = re.IGNORECASE
_SPEAKER = re.compile(
    r"(?<![\w'])(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours|us"
    r"|ich|mich|mir|mein\w*|wir|uns|unser\w*|hab|bin"
    r"|je|j'\w*|moi|mon|ma|mes|nous|notre|nos|m'\w*"
    r"|yo|mi|mis|me|nosotros|nuestr\w*|tengo|soy|estoy)(?![\w'])",
    _FLAGS,
)
_REMARK = re.compile(
    r"^\W*(?:(?:and|but|cause|because|und|aber|weil|denn|et|mais|car|parce\s+que)\s+)?(?:"
    # the pointer (or nothing) and a verb of mattering, recurring or judging
    r"(?:it|that|this)(?:'ll|\s+will|'s\s+going\s+to|\s+is\s+going\s+to)\s+(?:come\s+up|matter|help"
    r"|be\s+(?:important|relevant|useful|handy))"
    r"|(?:it|that|this)(?:'s|\s+is|\s+really)?\s+(?:matters|important|comes\s+up|keeps\s+coming"
    r"|happens|a\s+big\s+deal|kind\s+of\s+important|really\s+important|relevant)"
    r"|(?:(?:das|es|dies)\s+)?(?:ist|wird|wäre|kommt|spielt)\s+(?:für\s+\w+\s+)?(?:(?:ein|eine|sehr|echt"
    r"|total|mega|oft|öfter|immer\s+wieder|wirklich|halt|ja|wichtig|relevant|ein\s+unterschied"
    r"|eine\s+rolle|vor)(?![\w']))"
    r"|(?:c'est|ce\s+sera|ça\s+(?:va\s+)?(?:revient|revenir|compte|servir|sert|change))(?:\s+(?:très|vraiment"
    r"|super|hyper))?\s+(?:important|utile|souvent|tout\s+le\s+temps|grave|sérieux)"
    # the assistant's past slip
    r"|(?:you|u)\s+(?:used|said|called|got\s+it\s+wrong|forgot|mixed|messed|keep\s+(?:forgetting|getting)"
    r"|kept|asked|gave)"
    r"|du\s+(?:hast|hattest)\s+(?:mich|das|es|mir)\s|tu\s+(?:m'as|as|t'es|te\s+trompes|oublies)\s"
    r")(?![\w'])",
    _FLAGS,
)
# A first person that only announces asking again or waiting to see.
_ASK_AGAIN = re.compile(
    r"^\W*(?:(?:and|then|und|dann|et|puis)\s+)?(?:i(?:'ll|\s+will)\s+(?:ask|check|test|quiz)"
    r"|we(?:'ll|\s+will)\s+(?:see|check)|let's\s+see"
    r"|ich\s+(?:frag|frage|prüf|prüfe|teste)\s+(?:dich|das|es|nach)|(?:wir\s+werden|mal)\s+sehen"
    r"|je\s+(?:te|vous)\s+(?:re)?demande(?:rai)?|je\s+(?:vérifie|vérifierai|teste)|on\s+(?:verra|va\s+voir))"
    r"(?![\w'])",
    _FLAGS,
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def remark_only(clauses: list[str]) -> bool:
    """Whether the clauses after a bare request to keep are only a remark (see module
    docstring): no fact of the speaker's to keep."""
    if not clauses or any(_CJK.search(clause) for clause in clauses):
        return False  # Chinese and Japanese have their own rule
    first, *rest = clauses
    if _REMARK.match(first) is None and _ASK_AGAIN.match(first) is None:
        return False
    return not any(_SPEAKER.search(c) and _ASK_AGAIN.match(c) is None for c in rest)
