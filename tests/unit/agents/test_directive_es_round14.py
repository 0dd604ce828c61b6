"""Round 14, Spanish: standing preferences, retractions, testing users and their hard
negatives (own sentences)."""

from __future__ import annotations

import pytest

from agents.directive_es_marks import with_opening_marks
from agents.directive_es_outdated import thing_not_telling
from agents.directive_es_preamble import after_preamble
from agents.directive_es_reason import trailing_reason
from agents.directive_es_retraction import retracted_span, told_before
from agents.directive_es_speaker import address_instruction
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


@pytest.mark.parametrize(
    ("text", "action", "key", "absent"),
    [
        # the first person plural is the speaker's household
        (
            "Cuando te pida menús, acuérdate de que en casa no tomamos lácteos",
            REMEMBER,
            "no tomamos lácteos",
            "menús",
        ),
        ("Ten presente que somos cuatro en casa", REMEMBER, "somos cuatro", ""),
        # an instruction of address is the speaker's preference, not advice to "usted"
        ("Que no se te olvide: háblame de usted, por favor", REMEMBER, "háblame de usted", ""),
        ("Recuerda: llámame Quique", REMEMBER, "llámame Quique", ""),
        # a label of the future or of record before a colon
        ("Para más adelante: tengo tres nietos", REMEMBER, "tengo tres nietos", "adelante"),
        (
            "Para todas las consultas que vengan: soy hipotiroidea",
            REMEMBER,
            "soy hipotiroidea",
            "consultas",
        ),
        ("Que conste: doy clases de piano", REMEMBER, "doy clases de piano", "conste"),
        # the announcing words before a colon are no part of what a later verb keeps
        (
            "A ver si de verdad te acuerdas: mi tortuga se llama Flash, apúntalo",
            REMEMBER,
            "mi tortuga se llama Flash",
            "te acuerdas",
        ),
        (
            "Te lo he dicho dos veces: soy alérgica al látex. Guárdalo de una vez",
            REMEMBER,
            "soy alérgica al látex",
            "dicho",
        ),
        # a test announced before a colon, without a verb of keeping
        (
            "Vamos a ver si esta vez te acuerdas: mi suegro se llama Eusebio",
            REMEMBER,
            "mi suegro se llama Eusebio",
            "vamos",
        ),
        # a verb glued to "¡"
        ("Mi barrio es Triana, ¡grábatelo!", REMEMBER, "Mi barrio es Triana", ""),
        # a time after the request frame; asking leave to ask
        (
            "Te agradecería que a partir de ahora recordaras que soy sorda",
            REMEMBER,
            "soy sorda",
            "agradecería",
        ),
        ("¿Puedo pedirte que recuerdes que corro maratones?", REMEMBER, "corro maratones", ""),
        ("Me vendría de perlas que recordaras que cobro a fin de mes", REMEMBER, "cobro", ""),
        # the formal letter
        (
            "Le escribo para solicitarle que tenga presente que soy celíaco",
            REMEMBER,
            "soy celíaco",
            "solicitarle",
        ),
        (
            "Le ruego tome nota de que mi hija vive en Oviedo",
            REMEMBER,
            "mi hija vive en Oviedo",
            "",
        ),
        # leaving it noted
        ("Déjalo apuntado: mi madre es diabética", REMEMBER, "mi madre es diabética", ""),
        # the reason after a standing instruction
        (
            "A partir de ahora contéstame en italiano, estoy preparando un viaje a Bolonia",
            REMEMBER,
            "viaje a Bolonia",
            "",
        ),
        # a correction replacing the old value; a number is a word of the new fact
        (
            "Cambié de número. El nuevo es el 611 222 333, reemplaza el anterior",
            REMEMBER,
            "611 222 333",
            "reemplaza",
        ),
        ("Tienes mal mi peso, peso 70, corrígelo", REMEMBER, "peso 70", "corrígelo"),
        # retractions
        (
            "Te conté que tenía moto, pero la vendí. Bórralo",
            FORGET,
            "tenía moto",
            "vendí",
        ),
        (
            "Te dije que me iba a estudiar a Praga, al final nada. Olvídalo",
            FORGET,
            "estudiar a Praga",
            "al final",
        ),
        (
            "¿Sigues pensando que vivo en Gijón? Vivo en Avilés. Borra eso",
            FORGET,
            "vivo en Gijón",
            "Avilés",
        ),
        ("Ya no necesito que recuerdes mi talla de camisa", FORGET, "talla de camisa", ""),
        ("Para de recordar que tengo perro", FORGET, "tengo perro", ""),
    ],
)
def test_spanish_round14_directives(
    text: str, action: DirectiveAction, key: str, absent: str
) -> None:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is action
    assert key.casefold() in found.statement.casefold()
    if absent:
        assert absent.casefold() not in found.statement.casefold()


@pytest.mark.parametrize(
    "text",
    [
        # a self-note, not the assistant's memory
        "Nota para mí: comprar pilas",
        "Note for me: buy batteries",
        # a request to phone, a reminder of a task
        "Recuerda: llámame mañana a las diez",
        # a thing that stopped working, not what was said
        "Mi móvil ya no sirve, tengo que cambiarlo",
        "Esta impresora ya no vale para nada",
        # "olvídalo" as never mind, and a request told before
        "Quería reservar mesa, pero está completo. Olvídalo",
        "Te dije que me ayudaras con la carta. Olvídalo, ya está",
        # the chat as the scope
        "Para el resto de la conversación, recuerda que soy vegano",
        "Solo por hoy, recuerda que estoy a dieta",
        # a quiz, not a fact; a test of a task
        "A ver si te acuerdas: ¿cómo se llama mi hermana?",
        "Vamos a ver si funciona: tradúceme este párrafo",
        # "para" and "parents", "para de" without a verb of keeping
        "My parents live in Leeds",
        "Para de hablar tan rápido",
        # a note on the work, not the speaker
        "Deja anotado en el acta que la reunión empezó tarde",
        "Que conste: el informe lo redactó el equipo de ventas",
    ],
)
def test_spanish_round14_negatives(text: str) -> None:
    assert detect_directive(text) is None, text


def test_other_languages_keep_their_reading() -> None:
    found = detect_directive("From now on answer in German, I'm moving to Berlin")
    assert found is not None and "Berlin" in found.statement
    assert detect_directive("Recuerda que soy vegano") is not None
    assert detect_directive("Merk dir, dass ich Veganer bin") is not None


def test_address_instruction() -> None:
    assert address_instruction("trátame de usted, por favor")
    assert address_instruction("llámame nacho")
    assert address_instruction("no me tutees")
    assert address_instruction("contéstame siempre en gallego")
    assert not address_instruction("llámame mañana")
    assert not address_instruction("llámame cuando llegues")
    assert not address_instruction("trata de usted al cliente")


def test_after_preamble() -> None:
    text = "a ver si recuerdas: mi gato es gris, apúntalo"
    span = (0, text.index(", apúntalo"))
    start, end = after_preamble(span, text)
    assert text[start:end] == "mi gato es gris"
    own = "mis alergias: polen y ácaros, apúntalo"
    assert after_preamble((0, own.index(",")), own) == (0, own.index(","))


def test_thing_not_telling() -> None:
    assert thing_not_telling("mi portátil ", "ya no sirve")
    assert not thing_not_telling("lo que te dije de mi portátil ", "ya no sirve")
    assert not thing_not_telling("mi portátil ", "ya no es verdad")
    assert not thing_not_telling("mi dirección ", "ya no vale")


def test_retraction() -> None:
    assert told_before("hace meses te dije que vivía en vigo")
    assert not told_before("te dije que me llamaras")
    assert not told_before("mi hermano me dijo que vivía en vigo")
    text = "¿sigues creyendo que soy soltera? me casé. borra eso"
    second, third = text.index("me casé"), text.index("borra")
    sentences = [(0, second - 1), (second, third - 1), (third, len(text))]
    start, end = retracted_span((second, third - 2), text, sentences)
    assert text[start:end] == "soy soltera"


def test_trailing_reason() -> None:
    assert trailing_reason("estoy aprendiendo porque me mudo", question=False)
    assert trailing_reason("mi pareja es de dublín", question=False)
    assert not trailing_reason("gracias", question=False)
    assert not trailing_reason("eso es todo", question=False)
    assert not trailing_reason("¿vale?", question=True)


def test_with_opening_marks() -> None:
    marked = with_opening_marks({"gráb": [1], "apún": [2], "1234": [3]})
    assert marked["¡grá"] == [1] and marked["¿apú"] == [2]
    assert "¡123" not in marked
