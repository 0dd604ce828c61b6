"""Spanish: "ya no vale / sirve / cuenta" said of a thing, not of what was said (round 14).

"Lo que te dije de mi trabajo en el banco ya no vale, lo dejé" retracts a fact; "mi coche
ya no vale nada", "esta impresora ya no sirve" say that a thing is worth nothing or has
stopped working. The verbs of validity "valer", "servir" and "contar" are also verbs of use
and worth, so with them the subject must be a topic of the telling: "lo de …", "lo que (te
dije) …", "eso (de que) …", a demonstrative before a noun of information ("ese dato", "esa
info"), or a piece of the speaker's data ("mi dirección", "el número de antes"). "Ya no es
verdad", "ya no aplica", "está desactualizado" speak of what was said with any subject and
are left alone ("ya no va" is left out altogether: it is mostly "it doesn't work").
English has the same split ("that doesn't hold anymore" / "my laptop doesn't work
anymore").

Pure predicate on lower-cased text.
"""

from __future__ import annotations

import re

__all__ = ["thing_not_telling"]

# The verbs of validity that are also verbs of use or worth.
_USE_VERB = re.compile(r"(?<!\w)(?:vale|valen|sirve|sirven|cuenta|cuentan)(?!\w)")
_TELLING = re.compile(
    r"^\W*(?:(?:y|pero|pues|bueno|oye|además|también|ah|ojo)\W+)*(?:"
    r"lo\s+(?:de|del|que)|todo\s+(?:lo|eso|esto)|eso|esto|aquello|ello"
    r"|(?:ese|esa|este|esta|el|la|aquel|aquella)\s+(?:dato|datos|info|información|nota|detalle"
    r"|apunte|registro|recuerdo|parte|tema|cosa)"
    r"|(?:mi|mis|el|la)\s+(?:dirección|direccion|teléfono|telefono|número|numero|correo|email"
    r"|e-mail|mail|horario|apellido|edad|peso|sueldo|salario|trabajo|empleo|puesto|estado\s+civil)"
    r")(?!\w)"
)


def thing_not_telling(subject: str, verb: str) -> bool:
    """Whether ``verb`` ("ya no sirve") is a verb of use or worth and ``subject`` no topic of
    the telling (see the module docstring)."""
    return _USE_VERB.search(verb) is not None and _TELLING.match(subject) is None
