"""Round 11, Spanish: a pointer and adjuncts after a verb of keeping, wishes and their
moods, keeping wished away, "for future reference", an exhortative or purpose "que" on a
pointer, holding on to ("quédate con esto"), corrections, topics named by what was told,
and memory labels — each with its hard negatives, and the neighbouring languages checked
where the same class exists.

Every sentence here is written for the test.
"""

from __future__ import annotations

import pytest

from agents.directive_es_correction import es_correction
from agents.directive_es_frames import frame_only
from agents.directive_lat_labels import label
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def _found(text: str) -> tuple[DirectiveAction, str]:
    found = detect_directive(text)
    assert found is not None, text
    return found.action, found.statement


def _check(text: str, action: DirectiveAction, key: str) -> None:
    found_action, statement = _found(text)
    assert found_action is action, (text, statement)
    assert key in statement, (text, statement)


# --- a pointer, then adjuncts only ------------------------------------------------------


@pytest.mark.parametrize(
    "complement",
    [
        " plis",
        " de aquí en adelante porfa",
        " de eso de ahora en más",
        " ese dato para el futuro",
        " nunca",
        " en tu memoria para siempre",
        " bien, que a veces te pregunto",
    ],
)
def test_pointer_adjuncts(complement: str) -> None:
    assert frame_only(complement)


@pytest.mark.parametrize(
    "complement",
    [
        " que soy vegano",  # a complementizer: the statement follows
        " siempre que soy vegano",
        " mi dirección nueva",
        " nunca que trabajo de noche",
        " esa receta de lentejas",  # a demonstrative before a noun of no information
        "",
    ],
)
def test_pointer_adjuncts_negatives(complement: str) -> None:
    assert not frame_only(complement)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Tengo celiaquía. Tenlo en cuenta de aquí en adelante porfa", "celiaquía"),
        ("vivo en Rosario, acordate de eso de ahora en más", "Rosario"),
        ("Cobro poco, así que ten presente ese dato para el futuro", "Cobro poco"),
        ("soy epiléptico, no lo olvides nunca", "epiléptico"),
        ("mi madre es sorda, no lo olvides, que a veces te pido ideas para ella", "sorda"),
        ("hago turnos de noche, acuérdate plis", "turnos de noche"),
    ],
)
def test_pointed_back(text: str, key: str) -> None:
    _check(text, REMEMBER, key)


@pytest.mark.parametrize(
    "text",
    [
        "recuerda siempre respirar hondo, todo saldrá bien",
        "¿te acuerdas de aquel verano en la playa?",
        "recuerdo que de pequeño me daban miedo los perros",
        "ten en cuenta que la función devuelve una lista",
    ],
)
def test_pointed_back_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- wishes, their moods and the regional forms -----------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        ("estaría bien que recordaras que mi pareja se llama Irene", REMEMBER, "Irene"),
        ("estaría genial que te acordaras de que hago yoga", REMEMBER, "yoga"),
        ("quisiera que tuviera en cuenta que soy viudo", REMEMBER, "viudo"),
        ("le pediría que recuerde que uso audífono", REMEMBER, "audífono"),
        ("te pido por favor que no olvides que tengo migrañas", REMEMBER, "migrañas"),
        ("me haría un favor si recordara que soy hipertensa", REMEMBER, "hipertensa"),
        ("ojalá te acuerdes de que no tomo lácteos", REMEMBER, "lácteos"),
        ("preferiría que no olvidaras que soy asmático", REMEMBER, "asmático"),
        ("tené en cuenta que soy de Córdoba", REMEMBER, "Córdoba"),
        ("no te olvidés que laburo los domingos", REMEMBER, "domingos"),
        ("che, anotate que mi perra se llama Lola", REMEMBER, "Lola"),
        ("me gustaría que olvidaras que fui fumador", FORGET, "fumador"),
        ("preferiría que borraras lo que te conté de mi cuñado", FORGET, "cuñado"),
    ],
)
def test_wishes(text: str, action: DirectiveAction, key: str) -> None:
    _check(text, action, key)


@pytest.mark.parametrize(
    "text",
    [
        "estaría genial que me recomendaras una serie",
        "te pido por favor que me ayudes con la redacción",
        "ojalá llueva este fin de semana",
        "me gustaría que olvidaras el formato anterior",
        "quiero que olvides el formato de antes",
    ],
)
def test_wishes_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- keeping wished away ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("no quiero que recuerdes lo de mi baja por depresión", "baja por depresión"),
        ("prefiero que no guardes que estuve en la cárcel", "cárcel"),
        ("no quiero que guardes nada sobre mi familia", "mi familia"),
        ("lo de mi ruptura no quiero que lo sigas teniendo guardado", "ruptura"),
        ("lo de mi ruptura no quiero que lo recuerdes", "ruptura"),
        ("mejor no recuerdes lo de mi deuda", "deuda"),
        ("no guardes eso de que estoy en paro", "paro"),
    ],
)
def test_wished_away(text: str, key: str) -> None:
    _check(text, FORGET, key)


@pytest.mark.parametrize(
    "text",
    [
        "no quiero que guardes el archivo todavía",
        "prefiero que no guardes los cambios",
        "no quiero que recuerdes esta conversación",
        "mejor que no apuntes nada, solo dime la respuesta",
        "no guardes el documento hasta mañana",
    ],
)
def test_wished_away_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- for future reference -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("para que lo sepas de cara al futuro: doy clases de piano", "clases de piano"),
        ("para futuras referencias, tengo dos gatos", "dos gatos"),
        ("te lo digo para el futuro: soy zurda", "zurda"),
        ("que lo sepas para el futuro: no bebo alcohol", "no bebo alcohol"),
        ("te vendrá bien saber esto para lo que venga: mi hijo es autista", "autista"),
        # the same class in English
        ("for future reference, I teach piano", "I teach piano"),
    ],
)
def test_reference(text: str, key: str) -> None:
    _check(text, REMEMBER, key)


@pytest.mark.parametrize(
    "text",
    [
        "para que lo sepas, el museo cierra los lunes",
        "que lo sepas, te quiero mucho",
        "es bueno saber esto para el futuro de la empresa",
        "para el futuro de mis hijos quiero ahorrar",
    ],
)
def test_reference_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- an exhortative or purpose "que" on a pointer; holding on to ----------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("tengo diabetes, que lo sepas para siempre", "diabetes"),
        ("tengo diabetes, para que lo tengas en cuenta", "diabetes"),
        ("tengo diabetes, te lo digo para que lo tengas presente", "diabetes"),
        ("Me operaron de la rodilla. Quiero que lo sepas para siempre", "rodilla"),
        ("te agradecería mucho que lo tuvieras en cuenta: no como marisco", "marisco"),
        ("quédate con esto: vivo en Temuco", "Temuco"),
        ("quiero que te quedes con esto: soy diestro", "diestro"),
        ("métete en la cabeza que soy vegetariana", "vegetariana"),
    ],
)
def test_exhortative_and_holding(text: str, key: str) -> None:
    _check(text, REMEMBER, key)


@pytest.mark.parametrize(
    "text",
    [
        "quédate con el cambio",
        "quédate con la que más te guste",
        "métete en la cabeza del personaje y escribe",
        "te lo digo para que lo sepas, no es para tanto",
    ],
)
def test_exhortative_and_holding_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- corrections ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("corrige eso, ahora vivo en Gijón", "Gijón"),
        ("cámbialo, ahora trabajo en una librería", "librería"),
        ("mi hijo ya tiene 7 años, actualízalo", "7 años"),
        ("tienes mal mi apellido, es Ortega, corrígelo", "Ortega"),
        ("lo de que vivo en Soria ya no es así, me mudé a Huesca, cámbialo", "Huesca"),
    ],
)
def test_correction(text: str, key: str) -> None:
    _check(text, REMEMBER, key)


@pytest.mark.parametrize(
    "text",
    [
        "aquí tienes mi carta, corrígela",
        "corrige este párrafo, está mal escrito",
        "cámbialo a mayúsculas",
        "actualiza la tabla, ahora hay datos nuevos",
        "cambia eso, ahora el programa falla",
    ],
)
def test_correction_negatives(text: str) -> None:
    assert detect_directive(text) is None


def test_correction_module_needs_a_change_and_the_speaker() -> None:
    assert es_correction("el cielo es azul, actualízalo") is None  # no change said
    assert es_correction("ahora el cielo es azul, actualízalo") is None  # nobody's fact
    found = es_correction("ahora vivo en Lugo, actualízalo")
    assert found is not None and found.language == "es"


# --- topics named by what was told; a bare "ya no" --------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("lo que te conté de mi vecino bórralo porfa", "vecino"),
        ("lo q te conté del chico del gimnasio BÓRRALO", "chico del gimnasio"),
        ("eso de que bebo mucho café, olvídalo", "bebo mucho café"),
        ("lo del alquiler, mejor olvídalo", "alquiler"),
        ("ya no voy al conservatorio, quita lo del conservatorio", "conservatorio"),
        ("lo de tutearme ya no, háblame de usted", "tutearme"),
    ],
)
def test_topics(text: str, key: str) -> None:
    _check(text, FORGET, key)


@pytest.mark.parametrize(
    "text",
    [
        "lo que te conté del libro, ¿qué opinas?",
        "lo del examen ya no, lo aplazaron",
        "lo de antes, bórralo",
    ],
)
def test_topics_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- memory labels ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        ("A tener en cuenta: soy intolerante al gluten", REMEMBER, "gluten"),
        ("Dato para el futuro: tengo tres hermanos", REMEMBER, "tres hermanos"),
        ("Para la próxima: soy alérgica a los frutos secos", REMEMBER, "frutos secos"),
        ("Borrar de la memoria: mi número antiguo", FORGET, "número antiguo"),
        # the other languages keep their labels
        ("Zum Merken: ich bin Linkshänder", REMEMBER, "Linkshänder"),
        ("À retenir : je suis daltonien", REMEMBER, "daltonien"),
    ],
)
def test_labels(text: str, action: DirectiveAction, key: str) -> None:
    _check(text, action, key)


@pytest.mark.parametrize(
    "text",
    [
        "A tener en cuenta: el plazo acaba el viernes",
        "Para la próxima: trae el cargador",
        "Borrar: el segundo párrafo",
    ],
)
def test_labels_negatives(text: str) -> None:
    assert detect_directive(text) is None


def test_label_language() -> None:
    found = label("a tener en cuenta: soy zurdo")
    assert found is not None and found.language == "es" and found.action == "remember"


# --- habits of what is offered, and the reason before "así que" --------------------------------


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("nunca me recomiendes series de miedo", ("series de miedo",)),
        ("no me vuelvas a sugerir rutas en bici, nunca más", ("rutas en bici",)),
        ("soy celíaca, así que nunca me sugieras recetas con trigo", ("celíaca", "trigo")),
        (
            "llevo dos años sin fumar, por eso no me vuelvas a mandar ofertas de tabaco",
            ("sin fumar",),
        ),
    ],
)
def test_habit_and_reason(text: str, keys: tuple[str, ...]) -> None:
    action, statement = _found(text)
    assert action is REMEMBER
    assert all(key in statement for key in keys), statement


@pytest.mark.parametrize(
    "text",
    [
        "nunca me digas eso otra vez, me dolió",
        "no me vuelvas a hablar así",
        "siempre dime la verdad",
        "acuérdate de mí cuando seas famosa",
        "lo de mañana, bórralo del calendario",
    ],
)
def test_habit_and_plea_negatives(text: str) -> None:
    assert detect_directive(text) is None


def test_reason_is_the_speakers() -> None:
    _, statement = _found("hace frío, así que nunca me mandes rutas de montaña")
    assert "frío" not in statement


# --- attempts, errands and idioms of letting go ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        ("procura recordar que duermo de día", REMEMBER, "duermo de día"),
        ("intenta acordarte de que soy sorda de un oído", REMEMBER, "sorda"),
        ("te encargo que recuerdes que soy alérgico al polen", REMEMBER, "polen"),
        ("no te vayas a olvidar de que tengo marcapasos", REMEMBER, "marcapasos"),
        ("ten bien presente que no conduzco", REMEMBER, "no conduzco"),
        ("registra que mi suegra vive conmigo", REMEMBER, "suegra"),
        ("haz como si no te hubiera dicho lo de mi hipoteca", FORGET, "hipoteca"),
        ("ignora lo que te dije de mi sueldo", FORGET, "sueldo"),
        ("descarta lo de mi antiguo trabajo", FORGET, "antiguo trabajo"),
        ("borra de tus notas que estoy soltero", FORGET, "soltero"),
    ],
)
def test_attempts_and_idioms(text: str, action: DirectiveAction, key: str) -> None:
    _check(text, action, key)


@pytest.mark.parametrize(
    "text",
    [
        "intenta recordar dónde dejaste las llaves",
        "te encargo que me escribas un correo",
        "ignora lo que te dije del formato",
        "ignora mis faltas de ortografía",
        "descarta lo del párrafo final",
        "haz como si no te hubiera dicho nada del examen",
    ],
)
def test_attempts_and_idioms_negatives(text: str) -> None:
    assert detect_directive(text) is None
