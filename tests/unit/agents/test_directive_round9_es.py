"""Round 9, Spanish: topics released with "lo de …", frames after a verb of keeping,
standing frames of the user's requests, dictated "borra que …", idioms of keeping,
announcements with a noun of data, rules dropped by name, and a reason clause after "que".

Every sentence here is written for the test; each mechanism has its hard negatives.
"""

from __future__ import annotations

import pytest

from agents.directive_es_frames import frame_only
from agents.directive_es_topics import released_topic
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


def _found(text: str) -> tuple[DirectiveAction, str]:
    found = detect_directive(text)
    assert found is not None, text
    return found.action, found.statement


# --- "lo de X" released ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (
            "Lo de mi alergia al látex ya no hace falta que lo recuerdes, me hice las pruebas.",
            "látex",
        ),
        ("lo del máster ya no necesitas tenerlo en cuenta", "máster"),
        ("Lo de mi tobillo no hace falta que sigas recordando, ya se curó", "tobillo"),
        ("lo de háblame de usted ya no hace falta jeje", "háblame de usted"),
        ("Lo de contestarme en gallego ya no hace falta, gracias", "contestarme en gallego"),
    ],
)
def test_released_topic(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action is FORGET
    assert key in statement


@pytest.mark.parametrize(
    "text",
    [
        # a thing no longer needed, not a memory
        "lo de la pizza ya no hace falta, ya cenamos",
        "lo del taxi ya no hace falta que lo pidas",
        # the conversation, not the user's life
        "lo de hace un rato ya no hace falta que lo recuerdes",
        # a piece of the work
        "lo del código ya no hace falta que lo tengas en cuenta",
    ],
)
def test_released_topic_negatives(text: str) -> None:
    assert detect_directive(text) is None


def test_released_topic_reads_only_spanish_topics() -> None:
    assert released_topic("the gym thing, you no longer need to remember it") is None
    found = released_topic("lo del gimnasio ya no hace falta que lo recuerdes")
    assert found is not None and found.language == "es"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("lo del coro, olvídalo, ya no voy", "coro"),
        ("eh lo de la mudanza bórralo porfa", "mudanza"),
    ],
)
def test_topic_then_enclitic_erase(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action is FORGET and key in statement


def test_topic_then_enclitic_erase_conversation_is_none() -> None:
    assert detect_directive("lo de antes, olvídalo") is None


# --- a verb of keeping followed only by a frame ------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Mi hija es celíaca. Tenlo en cuenta cuando te pida recetas.", "celíaca"),
        ("soy intolerante a la lactosa, acuérdate pa las cenas de Navidad", "lactosa"),
        ("tengo vértigo, tenlo presente siempre que me propongas excursiones", "vértigo"),
    ],
)
def test_frame_after_keep_verb_points_back(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action is REMEMBER and key in statement
    assert "cuando" not in statement and "siempre que" not in statement


def test_frame_with_a_statement_of_its_own_is_no_pointer() -> None:
    assert frame_only(" cuando te pida recetas")
    assert frame_only(" pa los planes de verano")
    assert not frame_only(" para la cena, que soy vegano")
    assert not frame_only(" que soy vegano")
    # Reminiscing keeps its reading: "acuérdate cuando …" is no directive.
    assert detect_directive("¿acuérdate cuando fuimos a la playa de niños?") is None


# --- connectives and idioms of keeping ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("me cambié a un piso sin ascensor así que apúntatelo", "piso sin ascensor"),
        ("me operaron de la cadera asi que tenlo en cuenta", "cadera"),
        ("llámame Quique, no Enrique. Y que se te quede grabado", "Quique"),
        ("soy daltónico, grábatelo", "daltónico"),
        ("quiero que se te quede grabado que no bebo alcohol", "no bebo alcohol"),
    ],
)
def test_connective_and_idiom(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action is REMEMBER and key in statement


@pytest.mark.parametrize(
    "text",
    [
        "la melodía se me quedó grabada todo el día",
        "me ha quedado grabado lo que dijo el profe",
        "graba la reunión de mañana, por favor",
        "así que al final fuimos al cine",
    ],
)
def test_connective_and_idiom_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- standing frames of the user's own requests -----------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Siempre que te pida un menú, hazlo sin cerdo, somos musulmanes.", "sin cerdo"),
        ("Cada vez que te pregunte por hoteles, dame solo opciones con piscina.", "piscina"),
        ("Desde ya, tutéame", "tutéame"),
        ("Desde ya te digo: no me hables de usted", "no me hables de usted"),
    ],
)
def test_standing_frames(text: str, key: str) -> None:
    found = detect_directive(text)
    assert found is not None and found.action is REMEMBER and found.standing
    assert key in found.statement


@pytest.mark.parametrize(
    "text",
    [
        "Siempre que le pido algo a mi hermano, se queja.",
        "Siempre que le pida dinero a mi padre, dirá que no.",
        "Siempre que te pregunto algo, me contestas rapidísimo.",
        "desde ya te aviso que la película es larguísima",
        # "desde ya" is also "in advance" and "right away"
        "Desde ya, muchas gracias",
        "Desde ya te agradezco la ayuda",
        "desde ya me pongo a estudiar",
        "desde ya no me importa lo que digan",
        "desde ya dime si vienes el sábado",
    ],
)
def test_standing_frames_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- releasing keeping, by any verb of it ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("No hace falta que sigas recordando que vivo en Burgos, me mudé.", "vivo en Burgos"),
        ("Ya no hace falta que tengas presente que estoy opositando.", "estoy opositando"),
    ],
)
def test_release_keeping_on(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action is FORGET and key in statement


# --- dictated "borra que …" --------------------------------------------------------------


def test_dictated_erase_that() -> None:
    action, statement = _found("hola coma borra que juego al pádel punto me lesioné")
    assert action is FORGET and statement == "juego al pádel"


@pytest.mark.parametrize(
    "text",
    ["borra que el script tiene errores", "quita que aparezca la fecha en el pie"],
)
def test_erase_that_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- announcements with a noun of data, and "pa" -----------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Te pido por favor que guardes este dato: mi padre es hipertenso.", "hipertenso"),
        ("porfa memoriza esto pa la próxima: salgo del curro a las 6", "salgo del curro"),
    ],
)
def test_announced_data(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action is REMEMBER and key in statement


@pytest.mark.parametrize(
    "text",
    [
        "memoriza este dato: la capital de Mongolia es Ulán Bator",
        "te pido que guardes este archivo: presupuesto.xlsx",
    ],
)
def test_announced_data_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- a rule dropped by name, what the user told, a pointer with a memory place -----------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("te pedí que me escribieras siempre en tuteo, olvida esa norma", "siempre en tuteo"),
        (
            "Ya no hace falta que me hables en portugués, puedes olvidar esa instrucción.",
            "portugués",
        ),
        ("puedes olvidar q te dije q quería hacerme un tatuaje", "tatuaje"),
        ("ya no voy al conservatorio, puedes borrar eso de tu memoria", "conservatorio"),
        (
            "Te pedí que recordaras que mi abuelo estaba en el hospital. Falleció; olvídalo.",
            "abuelo",
        ),
    ],
)
def test_dropped_rules_and_told_facts(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action is FORGET and key in statement


@pytest.mark.parametrize(
    "text",
    [
        "olvida esa regla de ortografía, no sirve",
        "la regla de tres es fácil, olvida esa regla",
        "puedes borrar eso de tu memoria",
    ],
)
def test_dropped_rules_negatives(text: str) -> None:
    assert detect_directive(text) is None


# --- a reason clause after "que" ends the statement; an output list is the work ----------


def test_reason_clause_ends_statement() -> None:
    action, statement = _found("Apunta que soy zurda, que siempre se me olvida decirlo")
    assert action is REMEMBER and statement == "soy zurda"


@pytest.mark.parametrize(
    "text",
    [
        "Apunta los ingredientes en una lista con viñetas, que me pierdo",
        "anota las tareas en una lista numerada",
    ],
)
def test_output_list_is_the_work(text: str) -> None:
    assert detect_directive(text) is None


def test_other_languages_unchanged() -> None:
    # The same classes in en/fr/de keep their readings.
    action, statement = _found("I moved to a flat with no lift, so remember that")
    assert action is REMEMBER and "no lift" in statement
    action, statement = _found("Je suis daltonien, retiens-le")
    assert action is REMEMBER and "daltonien" in statement
    action, statement = _found("Ich bin Linkshänderin, merk dir das")
    assert action is REMEMBER and "Linkshänderin" in statement
    assert detect_directive("Remember when we went to the beach as kids?") is None
    assert detect_directive("Tu te souviens quand on est allés à la plage ?") is None
