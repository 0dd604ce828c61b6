"""Round 13, Spanish: requests buried in long messages, after a reason, a purpose or a
comment, facts about the people around the user (own sentences)."""

from __future__ import annotations

import pytest

from agents.directive_es_announce import purpose_announced
from agents.directive_es_comment import es_comment_skipped
from agents.directive_es_frames import frame_only
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


@pytest.mark.parametrize(
    ("text", "key", "absent"),
    [
        # a clitic object on the verb points back; a reason or purpose after it is no fact
        (
            "Mi hermana es enfermera y trabaja de noche. Guárdalo en tu memoria porque siempre"
            " me propones cenas a las nueve",
            "trabaja de noche",
            "porque",
        ),
        (
            "Mi suegra vive con nosotros. Apúntalo en tu memoria así no me propones viajes largos",
            "Mi suegra vive con nosotros",
            "viajes largos",
        ),
        # an anchor in the future after a pointer: the next time, every one after it
        ("Soy zurdo. Tenlo en cuenta la próxima vez.", "Soy zurdo", "próxima"),
        (
            "Mi novio es celíaco. Así que ya sabes, tenlo presente en las próximas"
            " conversaciones y todas las siguientes.",
            "Mi novio es celíaco",
            "siguientes",
        ),
        # a frame of the user's own request before the verb
        (
            "Mi padre es diabético, así que cuando te pida recetas para las cenas familiares"
            " tenlo presente siempre, no solo hoy.",
            "Mi padre es diabético",
            "recetas",
        ),
        # the telling announced with the keeping as its purpose, then a colon
        (
            "Antes de nada te cuento algo para que lo tengas en cuenta: mi hija es sorda.",
            "mi hija es sorda",
            "cuento",
        ),
        (
            "1. traduce este párrafo\n2. esto es para que lo guardes en tu memoria: mi talla de"
            " camisa es la XL, no me mandes otras\n3. revisa mi currículum",
            "mi talla de camisa es la XL",
            "párrafo",
        ),
        (
            "Le digo esto para que lo recuerde para siempre: mi esposo se llama Andrés.",
            "mi esposo se llama Andrés",
            "digo",
        ),
        # the telling left for later occasions
        (
            "Te lo dejo dicho para otras veces: mi socio, Iker, se encarga de las facturas.",
            "Iker",
            "dejo dicho",
        ),
        # the jussive of record
        (
            "Mi madre no puede comer gluten. Que quede registrado en tu memoria, porque cocino"
            " para ella los domingos.",
            "no puede comer gluten",
            "domingos",
        ),
        ("Que quede anotado que prefiero el té al café.", "prefiero el té", "anotado"),
        # a definite noun of information resumes what was just said
        (
            "Tenemos un gato nuevo, se llama Pimienta. Guárdate el nombre porfa, que te voy a"
            " preguntar mucho por él.",
            "Pimienta",
            "nombre",
        ),
        # a second request joined on by "pero"
        (
            "sé que es una tontería pero acuérdate de que odio el cilantro",
            "odio el cilantro",
            "tontería",
        ),
        # the request as a pseudo-cleft, with an anchor between the verb and "que"
        (
            "En fin. Lo que te quería decir es que me guardes para la próxima que solo puedo"
            " gastar 300 euros.",
            "solo puedo gastar 300 euros",
            "quería",
        ),
        # a clitic fills the object: "que" after it gives a reason about the exchange
        (
            "Mi prima se casa en junio en Vigo. Guárdatelo que te voy a pedir ayuda con el brindis",
            "se casa en junio",
            "brindis",
        ),
        ("Apúntalo que mañana tengo cita con el oculista.", "mañana tengo cita", "Apúntalo"),
        # a pointer inside the verb, and the proclitic after a formal request
        (
            "Mi suegro usa silla de ruedas. Ten eso en cuenta cuando te pida planes.",
            "silla de ruedas",
            "planes",
        ),
        (
            "Estimada asistente: mi madre es sorda. Le ruego que lo tenga en cuenta.",
            "mi madre es sorda",
            "ruego",
        ),
        # the indicative with a dative as a request, after "me hace el favor y"
        (
            "Buenas, me hace el favor y me guarda que mi nieto vive en Cali.",
            "mi nieto vive en Cali",
            "favor",
        ),
        # verbs of storing in memory
        ("Incorpora a tu memoria que tengo tres hermanos.", "tengo tres hermanos", "memoria"),
        ("Almacena que mi aniversario es el 9 de octubre.", "9 de octubre", "Almacena"),
        # the domain of the work after a pointer
        (
            "Hago turnos de noche en una panadería, tenlo presente con los horarios que me"
            " propongas.",
            "turnos de noche",
            "horarios",
        ),
        # a purpose of permanence makes a note about the user's family lasting
        (
            "Es para el examen de mi hija, va en segundo de la ESO. Recuérdalo para que"
            " siempre le expliques a su nivel",
            "segundo de la ESO",
            "Recuérdalo",
        ),
    ],
)
def test_remember_buried(text: str, key: str, absent: str) -> None:
    found = detect_directive(text)
    assert found is not None and found.action is REMEMBER, (text, found)
    assert key in found.statement, found.statement
    assert absent not in found.statement, found.statement


@pytest.mark.parametrize(
    ("text", "key", "absent"),
    [
        # a comment that the fact has ended stands between it and its removal
        (
            "Hace tiempo te conté que corría maratones. Eso ya no, lo dejé el año pasado."
            " Elimina ese dato, por fa, que me sigues hablando de zapatillas.",
            "corría maratones",
            "zapatillas",
        ),
        ("Te dije que vivía en Quito. Ya no es así. Bórralo.", "vivía en Quito", "así"),
        # a clitic on a verb of removal and a purpose after the place of memory
        (
            "lo de que estaba de baja hasta el lunes ya pasó, volví antes. Bórralo de tu"
            " memoria así no me preguntas más por eso.",
            "de baja hasta el lunes",
            "preguntas",
        ),
        # everything about a person named just before
        (
            "Hola Lumi, lo mío con Sergio se acabó. Borra todo lo que sepas de él, por favor.",
            "Sergio",
            "Borra",
        ),
        (
            "Mira, mi tío falleció en marzo. Todo lo que tenías guardado sobre él, sus citas y"
            " sus pastillas, quítalo.",
            "mi tío falleció",
            "pastillas",
        ),
        # the wish that takes the removal in the subjunctive
        (
            "Lo que te conté de mi deuda con el banco, prefiero que lo borres.",
            "mi deuda con el banco",
            "prefiero",
        ),
        # cleaning out of memory, after a vocative with the assistant's name
        (
            "oye Luma, limpia de tu memoria lo del viaje a Roma, al final no vamos.",
            "viaje a Roma",
            "Luma",
        ),
    ],
)
def test_forget_buried(text: str, key: str, absent: str) -> None:
    found = detect_directive(text)
    assert found is not None and found.action is FORGET, (text, found)
    assert key in found.statement, found.statement
    assert absent not in found.statement, found.statement


@pytest.mark.parametrize(
    "text",
    [
        # a purpose that is no keeping, or knowing alone: news, not memory
        "Te cuento algo para que te rías: mi perro se comió un calcetín.",
        "Te lo digo para que lo sepas: la farmacia cierra a las ocho.",
        # a task's material announced for the work at hand
        "Te paso el informe para que lo tengas en cuenta: las ventas bajaron un 10%.",
        # another's words, and a record that is no memory
        "Mi hermana dice que es fácil pero no olvides que ella es ingeniera.",
        "Que quede registrado en el acta de la reunión que el proyecto se retrasa.",
        # cleaning that is no memory
        "Limpia la cocina y luego dime qué cocinar.",
        # a note scoped to the work at hand stays scoped
        "Ten presente que la tarta va en un molde de 24 cm, para la conversión de ahora.",
        # a person named, but nothing of memory asked
        "Mi abuelo murió. Escribe un mensaje bonito sobre todo lo que sé de él.",
        "¿Te acuerdas de Pablo? Borra la foto que me pasaste de él en el chat, la de la boda.",
        # the jussive of record inside a task
        "Redacta un correo a mi casero. Que quede registrado que la humedad empezó en enero.",
        # the cleft that asks nothing to be kept
        "Lo que te quería decir es que mañana no puedo ir.",
    ],
)
def test_not_a_directive(text: str) -> None:
    assert detect_directive(text) is None, text


def test_frame_only_reads_the_verbs_clitic() -> None:
    assert frame_only(" porque siempre me preguntas", "guárdalo en tu memoria")
    assert frame_only(" así no me lo repites", "bórralo de tu memoria")
    # without a clitic the words after the verb are its statement
    assert not frame_only(" porque siempre me preguntas", "guarda en tu memoria")
    # a "que" before the speaker's own words states the fact
    assert not frame_only(", que soy celíaco", "apúntalo")


def test_purpose_announced_spans_the_statement() -> None:
    text = "y otra cosa, te cuento esto para que te acuerdes: tengo dos perros. ¿Y tú?"
    found = purpose_announced(text)
    assert found is not None and text[found.start : found.end].strip() == "tengo dos perros"
    assert purpose_announced("te cuento esto para que te acuerdes: ¿tengo perros?") is None
    assert purpose_announced("te cuento esto para que lo sepas: tengo dos perros") is None


def test_correction_with_no_but() -> None:
    found = detect_directive("Te di mal el dato: mi hija no tiene 7 sino 8 años. Corrígelo.")
    assert found is not None and found.action is REMEMBER
    assert "8 años" in found.statement


def test_comment_skipped_keeps_offsets() -> None:
    text = "Te dije que fumaba. Eso ya no. Bórralo."
    read = es_comment_skipped(text)
    assert read is not None and len(read) == len(text)
    assert "ya no" not in read and read.endswith("Bórralo.")
    # a sentence with a fact of its own is no comment
    assert es_comment_skipped("Te dije que fumaba. Ya no fumo en casa. Bórralo.") is None
