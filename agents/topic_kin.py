"""Whose attribute: one person, whether named by relation, by name, or by both.

People name the same person three ways: "my son Finn goes to Little Acorns", "my son goes
to Little Acorns", "Finn is in reception at Greenway Primary". The key says whose
attribute it is (:mod:`agents.topics` gives ``son finn school``, ``son school``,
``finn school``), and :func:`person_alternatives` lets each update the one of the others
the user has told us about — only when exactly one is stored (the writer's rule), so two
sons named apart never collide.

A name alone opens a statement about that person (:func:`bare_name`): "Finn is in
reception", "Inès est à l'école Montessori", "Sofi se cambió al Pellegrini", "die Lisa is
seit März bei de ÖBB" (the article before a first name, as southern German and
Rioplatense Spanish say it). Only a capitalised word that is not a sentence opener or a
pronoun counts, only with no first person in the statement, and only when the statement
names one of the person's attributes.

A change with no attribute named ("Sofi se cambió al Pellegrini", "she switched to
Contoso", "ist zur Post gewechselt", "转到…了") is the person's school or employer, whichever
is stored (:data:`CHANGE_ATTRIBUTES`).
"""

from __future__ import annotations

import re

__all__ = ["CHANGE_ATTRIBUTES", "bare_name", "person_alternatives", "switches_place"]

# What a person changes by "switching to" a named place: where they study or work.
CHANGE_ATTRIBUTES = ("school", "employer")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NOT_NAMES = _words(
    """
    i i'm im it it's its he he's she she's they we you this that these those there here
    today yesterday tomorrow now then also and but so btw just update actually after
    before since when while my our your his her their the a an at in on for last next
    mum mom dad mama papa grandma grandpa nan nana granny
    lives live works work moved started joined got goes went was has had still finally
    living working moving studying doing going getting having
    ich wir er sie es das der die den dem ein eine mein meine unser unsere heute jetzt
    seit und aber auch dann gestern morgen nun inzwischen mittlerweile
    je j il elle on nous ce c'est ca mon ma mes notre nos le la les un une et mais aussi
    depuis aujourd'hui hier maintenant
    yo mi mis nuestro nuestra el ella ellos nosotros hoy ahora ya desde y pero tambien
    ayer lo los las un una
    """
)
# A name is followed by its verb, not by a preposition: "Lives in Porto" has no subject.
_BARE = re.compile(
    r"^(?:(?:der|die|la|el|le) )?(?P<name>(?-i:[A-Z])[a-z]{1,15})(?=(?:'s)? [a-z])"
    r"(?!(?:'s)? (?:in|at|to|for|with|from|on|by|into|near|nach|bei|im|zu|aus|en|au|aux|chez|"
    r"dans|de|del|desde|para|por|con|sur|the|a|an)\b(?<! a))",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|im|i've|me|my|mine|ich|mich|mir|mein\w*|je|j'|moi|mon|ma|mes|yo|mi|mis|me)\b",
    re.IGNORECASE,
)
_SWITCH = re.compile(
    r"\b(?:switched|changed|transferred|moved over|has moved over|went over) (?:to|over to)\b"
    r"|\bse (?:cambio|paso|ha cambiado|ha pasado) (?:al|a la|a)\b"
    r"|\b(?:a change|est passee?|est parti) (?:a|au|chez|pour)\b"
    r"|\b(?:ist|hat)\b[^.;!?]{0,30}\bgewechselt\b"
    r"|(?:转|换)(?:到|去)|に(?:移った|移りました|変わった|変わりました)",
    re.IGNORECASE,
)


def bare_name(text: str) -> str | None:
    """The first name a statement opens with as its subject ("Finn is …"), else None."""
    m = _BARE.match(text)
    if m is None or _FIRST_PERSON.search(text):
        return None
    name = m.group("name").casefold()
    return None if name in _NOT_NAMES else name


def switches_place(text: str) -> bool:
    """A change of place with no attribute named: "se cambió al Pellegrini"."""
    return _SWITCH.search(text) is not None


def person_alternatives(phrase: str, name: str, attr_key: str) -> tuple[str, ...]:
    """The other keys the same person's ``attr_key`` may be stored under.

    ``phrase`` is the person as keyed ("son finn", "son", or "finn" for a name alone),
    ``name`` their name if said ("finn"), ``attr_key`` the attribute ("school").
    """
    relation = phrase[: -len(name)].strip() if name and phrase.endswith(name) else phrase
    if name and relation:
        # "my son Finn …": stored as "Finn …" or as "my son …"
        return (f"{name} {attr_key}", f"{relation} {attr_key}")
    if name:
        # "Finn …": stored as "my son Finn …"
        return (f"* {name} {attr_key}",)
    # "my son …" is not matched to "my son Finn …": "mon fils aîné" is a modifier, not a
    # name, and a glob cannot tell them apart
    return ()
