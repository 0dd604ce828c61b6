"""Spanish: forgetting everything about a person named just before (round 13).

"Mi relación con Pablo se terminó. Borra todo lo que sepas de él" — "Mira, mi suegro
falleció en agosto. Todo lo que tenías guardado sobre él, sus medicamentos y sus citas,
quítalo". A request to forget all that is held *about him/her* names its object with a
personal pronoun ("él", "ella", "ellos", "ellas"): the person is the one the sentence before
named, and that sentence is what the memory is to be cleared of. The pronoun object is a
pointer like "eso", so it is read as one:

- right after a verb of removal ("borra / elimina / quita / olvida (todo) lo que sabes de
  él"), the object is read as "eso";
- opening its clause, as a topic a clitic takes up later in the sentence ("todo lo que
  tenías guardado sobre él, …, quítalo"), the topic and what stands between it and the verb
  are blanked, so the verb opens its sentence and points back.

Both readings keep the text's length, so every offset still points at the user's words,
and both need a sentence before to name the person. The same holds in English ("delete
everything you know about him") and the other languages; this is the Spanish reading.

Pure function; the caller asks only when a verb of removal is among the message's words.
"""

from __future__ import annotations

import re

__all__ = ["person_pointer"]

_ABOUT = (
    r"(?:todo\s+)?lo\s+que\s+(?:(?:ya\s+)?(?:sabes|sepas|sabías|tienes|tengas|tenías|guardas"
    r"|guardaste|recuerdas|hayas\s+guardado|has\s+guardado|apuntaste|te\s+conté|te\s+he\s+contado"
    r"|te\s+dije)(?:\s+guardad[oa]s?|\s+apuntad[oa]s?)?)\s+(?:de|sobre|acerca\s+de|del\s+tema\s+de)"
    r"\s+(?:él|ella|ellos|ellas)(?!\w)"
)
_REMOVE = (
    r"(?:borra|borrá|borre|elimina|eliminá|elimine|quita|quitá|quite|olvida|olvidá|olvide"
    r"|olvídate\s+de|olvidate\s+de|suprime)"
)
_AFTER_VERB = re.compile(rf"(?<!\w){_REMOVE}\s+(?P<o>{_ABOUT})")
_TOPIC = re.compile(rf"(?:^|(?<=[.!?\n]))\s*(?:(?:y|pero|pues|bueno|mira)\s*,?\s+)?(?P<o>{_ABOUT})")
# The clitic verb that takes the topic up, later in its sentence.
_TAKEN_UP = re.compile(
    r"(?<!\w)(?:bórr|borr|elimín|elimin|quít|quit|olvíd|olvid|sác|sac)[^\W\d_]*(?:lo|la|los|las)"
    r"(?!\w)|(?<!\w)(?:lo|la|los|las)\s+(?:borres|elimines|quites|olvides)(?!\w)"
)
_SENTENCE_END = re.compile(r"[.!?\n]")
_HINT = re.compile(r"(?<!\w)(?:él|ella|ellos|ellas)(?!\w)")


def person_pointer(text: str, lowered: str | None = None) -> str | None:
    """``text`` with "everything about him/her" read as a pointer, same length; ``None``
    when there is no such object or no sentence before it."""
    low = text.lower() if lowered is None else lowered
    if len(low) != len(text) or _HINT.search(low) is None:
        return None
    found = _AFTER_VERB.search(low)
    if found is not None and _SENTENCE_END.search(low, 0, found.start()):
        start, end = found.span("o")
        return text[:start] + "eso" + " " * (end - start - 3) + text[end:]
    topic = _TOPIC.search(low)
    if topic is None or topic.start("o") == 0 or not _SENTENCE_END.search(low, 0, topic.start()):
        return None
    stop = _SENTENCE_END.search(low, topic.end("o"))
    verb = _TAKEN_UP.search(low, topic.end("o"), stop.start() if stop else len(low))
    if verb is None:
        return None
    start = topic.start("o")
    return text[:start] + " " * (verb.start() - start) + text[verb.start() :]
