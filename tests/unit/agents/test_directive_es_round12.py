"""Round 12, Spanish: regional registers, requests in passing, corrections (own sentences)."""

from __future__ import annotations

import pytest

from agents.directive_es_refusal import refusal
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


@pytest.mark.parametrize(
    ("text", "key"),
    [
        # the verb of keeping with its clitic of interest, voseo and usted
        ("guárdate que soy vegetariana", "soy vegetariana"),
        ("guardame que mi hijo se llama Leo", "mi hijo se llama Leo"),
        ("Hágame el favor y guárdeme que mi mamá es diabética", "mi mamá es diabética"),
        ("grabate de una vez que soy alérgico a la penicilina", "alérgico a la penicilina"),
        ("apúntese que vivo en Medellín", "vivo en Medellín"),
        ("Oye, guárdate esto po: soy alérgica al maní", "soy alérgica al maní"),
        ("Anotalo de una vez: odio el pepino", "odio el pepino"),
        ("Toco el violín en una orquesta, guárdate ese dato", "Toco el violín"),
        # ustedes, and the speaker as the object of keeping in mind
        ("recuerden que soy cliente desde 2015", "soy cliente desde 2015"),
        ("tengan en cuenta que soy sordo", "soy sordo"),
        ("Para próximas consultas, tenme en cuenta que estudio en Lyon", "estudio en Lyon"),
        # regional discourse words and vocatives before the verb
        ("oye güey, neta guárdate que trabajo en Puebla", "trabajo en Puebla"),
        ("bro acuérdate que juego pádel los jueves", "juego pádel los jueves"),
        ("los planes ya los vemos, pero recuerda que me mareo en coche", "me mareo en coche"),
        # the pseudo-cleft
        (
            "eso luego, pero lo que sí quiero que recuerdes es que no bebo alcohol",
            "no bebo alcohol",
        ),
        # a frame of the assistant's work after "acordate cuando"
        (
            "Nado en aguas abiertas desde hace años, acordate cuando te pida rutinas",
            "Nado en aguas abiertas",
        ),
        # a second request joined by "y" without a comma
        ("usa frases cortas y además acuérdate de que soy carpintero", "soy carpintero"),
        # a personal pronoun resumes what was named; "que" after it gives a reason
        ("Hoy adopté una gata, se llama Luna. Acuérdate de ella que te hablaré de ella", "Luna"),
        # code-switching: an English verb before Spanish words
        ("remember que soy zurdo", "soy zurdo"),
        # a salutation before a colon is no part of the statement
        ("Estimado asistente: recuerde que soy diabético", "soy diabético"),
    ],
)
def test_remember_registers(text: str, key: str) -> None:
    found = detect_directive(text)
    assert found is not None and found.action is REMEMBER, text
    assert key in found.statement


def test_salutation_left_out_of_postposed_statement() -> None:
    found = detect_directive("Querido diario: hoy me ascendieron a jefa. Acuérdate de eso")
    assert found is not None and "ascendieron" in found.statement
    assert "diario" not in found.statement


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Mano, bórrame lo de mi sueldo, no quiero eso guardado", "mi sueldo"),
        ("¿me borrás lo de mi laburo anterior?", "mi laburo anterior"),
        ("please forget el nombre de mi novio, ok?", "nombre de mi novio"),
        ("Oye, olvida el número de celular que te di ayer, ese no era", "número de celular"),
        ("olvida la dirección que te pasé, ya no vivo ahí", "dirección"),
        (
            "Solicito la eliminación de todos los datos que tengan sobre mi familia.",
            "mi familia",
        ),
        (
            "Por medio de la presente solicito la supresión de mi información personal.",
            "mi información personal",
        ),
        ("Les solicito que eliminen de sus registros mis datos bancarios.", "mis datos bancarios"),
        ("quiero que borres toda la info que tienes sobre mí", "toda la info"),
        (
            "Una vez le dije el nombre de mi médico. Prefiero que no, olvídelo por favor.",
            "nombre de mi médico",
        ),
    ],
)
def test_forget_registers(text: str, key: str) -> None:
    found = detect_directive(text)
    assert found is not None and found.action is FORGET, text
    assert key in found.statement
    assert "Prefiero" not in found.statement


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("no, espera, mi hijo tiene 7 años, no 6. Corrígelo en lo que tienes guardado", "7 años"),
        ("mi hija tiene 9, no 8, corregilo", "mi hija tiene 9"),
        ("te corrijo: mi cumpleaños es el 4 de abril, no el 14. actualízalo", "4 de abril"),
        ("corrección: no soy alérgica al polen, es al polvo. actualízalo porfa", "al polvo"),
    ],
)
def test_corrections(text: str, key: str) -> None:
    found = detect_directive(text)
    assert found is not None and found.action is REMEMBER, text
    assert key in found.statement


@pytest.mark.parametrize(
    "text",
    [
        # reminiscing, and the speaker's past after "cuando"
        "recuerda cuando fuimos a la playa",
        "acuérdate cuando te pregunté por el hotel",
        # removal of the work, not of the user
        "olvida el poema que te di, escribe otro",
        "olvida el nombre de la variable que te di",
        "olvida el número que te di para el cálculo",
        "Solicito la eliminación del archivo adjunto",
        "el informe es para el 12 de marzo, no el 21, cámbialo",
        # a reply particle is no statement; a task-scoped "no need"
        "No no, no hace falta que lo recuerdes, era solo para esta vez",
        # third person "recuerda" after "y" is no request
        "mi abuela cocina y siempre recuerda las recetas",
        # "guárdate" as "keep it to yourself" / "beware"
        "guárdate tus comentarios",
        "guárdate de la gente así",
        # "tenme en cuenta" without a clause
        "tenme en cuenta para el partido del sábado",
        # a pronoun that heads no reason
        "acuérdate de él que es tu hermano",
        # code-switched English with English objects stays English
        "I always forget el nombre, haha",
    ],
)
def test_negatives(text: str) -> None:
    assert detect_directive(text) is None, text


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        ("prefiero que no", True),
        ("la verdad, mejor no", True),
        ("no quiero", True),
        ("prefiero que no me llames así", False),
        ("mi banco es el Santander", False),
    ],
)
def test_refusal(clause: str, expected: bool) -> None:
    assert refusal(clause) is expected
