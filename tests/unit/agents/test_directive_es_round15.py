"""Round 15, French and Spanish: places of memory, work after a premise, final tellings,
remarks between a fact and its pointer, and their hard negatives (own sentences)."""

from __future__ import annotations

import pytest

from agents.directive_es_aside import aside_skipped
from agents.directive_es_dictated import dictated_pointer
from agents.directive_es_places import work_asked_after
from agents.directive_fr_belief import believed_span
from agents.directive_fr_revoked import revoked_request
from agents.directive_fr_settled import settled_telling
from agents.directives import DirectiveAction, detect_directive

REMEMBER = DirectiveAction.REMEMBER
FORGET = DirectiveAction.FORGET


@pytest.mark.parametrize(
    ("text", "action", "key", "absent"),
    [
        # a removal with its clitic joined by a hyphen, from the assistant's notes
        ("J'ai revendu mon scooter, enlève-le de tes notes.", FORGET, "revendu mon scooter", ""),
        ("On a rompu avec Karim, retire-le de ta mémoire.", FORGET, "rompu avec Karim", ""),
        (
            "Le yoga du mardi, c'est terminé. Retire-le de ce que tu sais sur moi.",
            FORGET,
            "yoga du mardi",
            "",
        ),
        ("J'ai quitté Orange, tu peux l'enlever.", FORGET, "quitté Orange", ""),
        # the assistant's belief asked about: the pointer is the old fact, not the news
        (
            "Tu penses encore que je vis à Nantes ? J'ai déménagé à Rennes. Efface ça.",
            FORGET,
            "je vis à Nantes",
            "Rennes",
        ),
        # places of keeping in spoken French and note-taking in a notebook
        ("Garde ça dans ta tête : mon frère s'appelle Yanis.", REMEMBER, "Yanis", ""),
        ("Fais une note dans ton carnet : je suis née un 3 mars.", REMEMBER, "3 mars", ""),
        # a French tag particle after a bare verb
        ("N'oublie pas hein, mon fils a peur des chiens.", REMEMBER, "peur des chiens", "hein"),
        # taking into account, with its clitic, after a conditional request
        (
            "Je suis végane depuis deux ans. Si tu pouvais en tenir compte, merci.",
            REMEMBER,
            "végane",
            "tenir compte",
        ),
        # the user's requests frame a standing instruction
        (
            "Chaque fois que je te demande une recette, prévois quatre portions.",
            REMEMBER,
            "quatre portions",
            "recette",
        ),
        ("À partir d'astheure, appelle-moi Jo.", REMEMBER, "appelle-moi Jo", ""),
        # a label of keeping inside a message
        (
            "Bon, passons. À noter pour la suite : je suis gaucher.",
            REMEMBER,
            "je suis gaucher",
            "noter",
        ),
        # a fact told once and for all needs no verb of keeping
        (
            "écoute je te le dis une fois pour toutes je suis allergique aux kiwis donc évite-les",
            REMEMBER,
            "allergique aux kiwis",
            "évite",
        ),
        ("Te lo digo de una vez por todas: soy zurda.", REMEMBER, "soy zurda", "digo"),
        (
            "oye te lo digo de una vez tengo la tensión alta así que cuando te pida "
            "recetas ten eso en cuenta",
            REMEMBER,
            "tengo la tensión alta",
            "te lo digo",
        ),
        # a remark of the speaker's between the fact and the pointer
        (
            "Hago guardias en una farmacia. No es tan difícil. Apúntalo.",
            REMEMBER,
            "Hago guardias",
            "difícil",
        ),
        (
            "J'ai deux chats. Je te l'ai déjà dit. Inscris-le.",
            REMEMBER,
            "deux chats",
            "déjà dit",
        ),
        ("Soy celíaca. Regístralo.", REMEMBER, "Soy celíaca", ""),
        # knowing anchored in the next time is keeping
        (
            "para que lo sepas la próxima vez: mi hermano se llama Unai",
            REMEMBER,
            "mi hermano se llama Unai",
            "sepas",
        ),
        # a future adverbial before the colon is no statement
        ("Toma nota para lo que viene: cobro a fin de mes.", REMEMBER, "cobro a fin de mes", ""),
        # keeping no trace, with its pointer or its object
        (
            "Mon année en prépa, c'est loin. J'aimerais que tu n'en gardes aucune trace.",
            FORGET,
            "année en prépa",
            "",
        ),
        ("Ne garde aucune trace de mon ancien numéro.", FORGET, "ancien numéro", ""),
        # the imperfect subjunctive after a conditional frame
        (
            "Le agradecería que tomara nota de que soy sordo de un oído.",
            REMEMBER,
            "soy sordo",
            "agradecería",
        ),
        # the indicative with a dative and its pointer, before a colon
        (
            "Oiga, le cuento y me lo anota por favor: mi cuñado es piloto.",
            REMEMBER,
            "mi cuñado es piloto",
            "anota",
        ),
        # a correction whose object is what the assistant retained
        (
            "attends, ma fille a 12 ans pas 11, corrige ça dans ce que t'as retenu",
            REMEMBER,
            "ma fille a 12 ans",
            "",
        ),
        # a standing request recalled and revoked
        (
            "je t'avais demandé de toujours me tutoyer, laisse tomber cette consigne",
            FORGET,
            "toujours me tutoyer",
            "consigne",
        ),
        # the infinitive with its clitic after a conditional request points back
        (
            "Soy diabética tipo 1. Si puedes tenerlo en cuenta al sugerirme postres, genial.",
            REMEMBER,
            "Soy diabética",
            "puedes",
        ),
        # unmarked dictation: a keeping verb with its pointer follows the fact in one breath
        (
            "te quería decir que mi padre es hipertenso y quiero que lo tengas presente "
            "para los menús",
            REMEMBER,
            "mi padre es hipertenso",
            "presente",
        ),
        (
            "je voulais te dire que mon mari est allergique aux noix garde le bien en mémoire "
            "pour les menus",
            REMEMBER,
            "mon mari est allergique aux noix",
            "garde",
        ),
        # "pense à" asks as "remember to" does; the notes as a place; "para siempre" frames
        ("Pense à retenir que je suis droitier.", REMEMBER, "je suis droitier", "pense"),
        ("Ajoute à tes notes que je joue du violon.", REMEMBER, "je joue du violon", "notes"),
        ("Apunta en tus notas que soy socia del club.", REMEMBER, "soy socia", "notas"),
        ("Recuerda para siempre que nací en Quito.", REMEMBER, "nací en Quito", "siempre"),
        # an intensifier between the verb and "de" + pointer
        ("Je suis daltonien, souviens-toi bien de ça.", REMEMBER, "Je suis daltonien", "bien"),
        ("Acuérdate bien de esto: juego al balonmano los sábados.", REMEMBER, "balonmano", "esto"),
        # the preposition of "se souvenir de" is no part of the statement
        ("Arrête de te souvenir de ma vieille adresse.", FORGET, "ma vieille adresse", "de ma"),
        # a topic named after its pointer
        (
            "oublie ça, l'histoire de mon stage à Lille, c'est terminé",
            FORGET,
            "l'histoire de mon stage",
            "terminé",
        ),
    ],
)
def test_french_spanish_round15_directives(
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
        # a premise of the work asked for in the same sentence, about no one
        "ten en cuenta que la excursión dura tres días, hazme una lista",
        "garde en tête que la salle ferme à 22h, fais-moi un planning",
        # a complaint and a feeling framed by the user's requests are no instruction
        "Chaque fois que je te demande un itinéraire, tu me proposes l'autoroute.",
        "Chaque fois que je te demande de l'aide, je me sens nul.",
        # "the next time that …" is a clause of time, not an anchor of keeping
        "que lo sepas la próxima vez que vengas a cenar",
        # a final telling about no one, and "once and for all" without a telling
        "Je te le dis une fois pour toutes, ce restaurant est surfait.",
        "Réglons ce problème une fois pour toutes.",
        # a place other than memory, and a removal in the work
        "Aquí tienes el cliente nuevo. Regístralo en el sistema.",
        "Tu peux virer le deuxième paragraphe.",
        # a label mid-message about no one
        "Le musée est sympa. À noter : il ferme le lundi.",
        # "como" after a noun is "as", not "I eat"
        "acuérdate de que la hoja usa punto y coma como separador",
        # "pense à" before anything but a verb of keeping is an ordinary reminder
        "Pense à acheter du pain.",
        # a contrast "X, no Y" negates a noun, not a verb of the speaker's
        "acuérdate de que la tabla usa punto, no coma, así que revisa los totales",
        # a request recalled without a noun of instruction is conversation control, and
        # a rule of grammar is the work
        "je t'avais demandé de m'aider, laisse tomber",
        "oublie cette règle de grammaire",
        # keeping in mind inside a piece of the work
        "El precio sube mañana. ¿Puedes tenerlo en cuenta en el informe?",
        "Hay que tenerlo en cuenta en el presupuesto.",
        # dictation with no keeping verb after the fact, and a clitic of someone else's verb
        "la presentación tiene doce diapositivas y tenlo en cuenta para el resumen",
        "mon chef garde le dossier sur son bureau",
        # no trace kept by someone else, a report of keeping, a pointer before a clause
        "Le cambrioleur n'a gardé aucune trace.",
        "Mi vecino me lo guarda cuando viajo.",
        "oublie ça, la vie est trop courte",
    ],
)
def test_french_spanish_round15_negatives(text: str) -> None:
    assert detect_directive(text) is None, text


def test_work_asked_after() -> None:
    text = "el salón tiene 40 plazas, hazme un plan"
    assert work_asked_after(text, 0, len(text)) == text.index(",")
    text = "la salle ferme à 22h, fais-moi un plan"
    assert work_asked_after(text, 0, len(text)) == text.index(",")
    text = "soy vegano y vivo en vigo, gracias"
    assert work_asked_after(text, 0, len(text)) is None


def test_settled_telling() -> None:
    found = settled_telling("je te le dis une fois pour toutes : je suis daltonien. merci")
    assert found is not None and found.language == "fr"
    low = "je te le dis une fois pour toutes : je suis daltonien. merci"
    assert low[found.start : found.end] == "je suis daltonien"
    assert settled_telling("te lo digo: soy celíaca") is None  # a telling that is not final
    assert settled_telling("réglons ça une fois pour toutes") is None


def test_believed_span() -> None:
    low = "tu crois toujours que je suis au chômage ? j'ai un cdi. efface ça."
    sentences = [(0, 42), (42, 56), (56, len(low))]
    assert low[slice(*believed_span((42, 56), low, sentences))] == "je suis au chômage"
    plain = "je suis au chômage. j'ai un cdi. efface ça."
    spans = [(0, 19), (19, 32), (32, len(plain))]
    assert believed_span((19, 32), plain, spans) == (19, 32)


def test_aside_skipped() -> None:
    text = "Vivo en Cádiz. Ya te lo dije. Apúntalo."
    read = aside_skipped(text)
    assert read is not None and len(read) == len(text)
    assert "dije" not in read and "Cádiz" in read and "Apúntalo" in read
    # a remark with no pointer after it is left alone
    assert aside_skipped("Vivo en Cádiz. Ya te lo dije. ¿Qué tal el tiempo?") is None


def test_revoked_request() -> None:
    low = "te pedí que siempre me hablaras de usted, olvida esa regla"
    found = revoked_request(low)
    assert found is not None
    lang, start, end = found
    assert lang == "es" and low[start:end] == "siempre me hablaras de usted"
    assert revoked_request("te pedí que me ayudaras, olvídalo") is None


def test_dictated_pointer() -> None:
    text = "je voulais te dire que je suis sourd garde le bien en mémoire"
    read = dictated_pointer(text)
    assert read is not None and len(read) == len(text)
    assert "sourd,garde-le bien" in read
    # a typed mark anywhere leaves the message to the ordinary reading
    assert dictated_pointer("je suis sourd, garde le bien en mémoire") is None
