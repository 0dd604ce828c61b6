"""Round 8 mechanisms for de/fr/es: announced statements, closing requests, ended objects,
"what I told you about …", and notes for the work at hand or the user's organiser.

Every mechanism has a near miss beside it that must stay as it was."""

from __future__ import annotations

import pytest

from agents.directive_announce import announced
from agents.directive_closing import closing_request
from agents.directive_correction import corrected
from agents.directive_obsolete import ended, told_about
from agents.directive_scope import organiser, present_work
from agents.directive_update import updated
from agents.directives import DirectiveAction, detect_directive


def _remember(text: str) -> str:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is DirectiveAction.REMEMBER, found
    return found.statement


def _forget(text: str) -> str:
    found = detect_directive(text)
    assert found is not None, text
    assert found.action is DirectiveAction.FORGET, found
    return found.statement


# --- a request that ends on a colon --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "statement"),
    [
        (
            "Speicher das bitte für später ab: ich spiele Posaune im Blasorchester.",
            "ich spiele Posaune im Blasorchester",
        ),
        (
            "Trag das in dein Gedächtnis ein oder wie man das nennt: wir haben drei Hühner.",
            "wir haben drei Hühner",
        ),
        ("Mets ça de côté pour plus tard : je suis daltonien.", "je suis daltonien"),
        (
            "Je voudrais que tu le saches pour toujours : j'ai peur des chiens.",
            "j'ai peur des chiens",
        ),
        ("Apúntalo para la próxima vez: mi coche es eléctrico.", "mi coche es eléctrico"),
        ("Quisiera que lo sepas: no tomo lactosa.", "no tomo lactosa"),
        # An abbreviation or a German date does not end the statement.
        (
            "Fürs Gedächtnis: ich bin z.B. am 4. Mai nie erreichbar.",
            "ich bin z.B. am 4. Mai nie erreichbar",
        ),
    ],
)
def test_announced_statement_follows_the_colon(text: str, statement: str) -> None:
    assert _remember(text) == statement


@pytest.mark.parametrize(
    "text",
    [
        # A task's object among the request words: not a request to keep.
        "Notiere für die Präsentation: wir brauchen zwölf Folien.",
        # The speaker keeps it, not the assistant.
        "Je retiens surtout ça : je dois dormir plus.",
        # Nothing about the user after the colon.
        "Guarda esto: el informe sale el lunes.",
        # Someone else's words.
        'Mein Chef sagt immer: "Merk dir das: ich habe recht."',
        # A question after the colon.
        "Retiens ça : est-ce que je suis allergique ?",
    ],
)
def test_announced_statement_near_misses(text: str) -> None:
    found = detect_directive(text)
    assert found is None or found.form != "memory", found


def test_announcement_vocabulary() -> None:
    assert announced("notiere das für die zukunft: bin linkshänder") is not None
    assert announced("notiere die zahlen für morgen: bin linkshänder") is None
    # "weißt" counts as keeping only in the want-frame.
    assert announced("ich will dass du das weißt: ich bin linkshänder") is not None
    assert announced("weißt du das noch: ich bin linkshänder") is None


def test_if_so_after_a_question_about_memory() -> None:
    text = (
        "Keine Ahnung ob Sie sich Sachen merken, aber wenn ja: ich bin Diabetikerin und "
        "esse kaum Zucker."
    )
    assert "Diabetikerin" in _remember(text)
    # No "if so": reminiscing stays none.
    assert detect_directive("Weiß nicht ob du dich erinnerst: wir waren 2019 in Rom.") is None


# --- a request that closes its sentence ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Mittwochs Schwimmtraining, bitte merken", "Mittwochs Schwimmtraining"),
        ("ich arbeite nachts im Krankenhaus äh ja das bitte merken", "nachts im Krankenhaus"),
        ("mon frère s'appelle Hugo, à retenir", "mon frère s'appelle Hugo"),
        ("je joue du violon le mardi et euh ça tu le notes", "violon le mardi"),
        ("tengo dos gatos negros, para que lo tengas guardado", "tengo dos gatos negros"),
        (
            "Wir ziehen im März nach Graz. Schreib dir das irgendwo auf",
            "Wir ziehen im März nach Graz",
        ),
    ],
)
def test_closing_request_points_back(text: str, key: str) -> None:
    assert key in _remember(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ich kann mir einfach keine Telefonnummern merken.",  # the speaker's own memory
        "Merci beaucoup, je retiens !",  # "I'll keep it in mind": the speaker
        "Meine Oma hat gesagt, ich soll mir das gut merken.",  # reported, the speaker keeps
        "Kannst du dir das merken?",  # a question
        "Je sais que tu le notes.",  # the run continues a clause
    ],
)
def test_closing_request_near_misses(text: str) -> None:
    assert detect_directive(text) is None


def test_closing_request_positions() -> None:
    text = "mein auto ist rot, bitte merken"
    found = closing_request(text)
    assert found is not None
    assert text[found.start : found.end] == "mein auto ist rot, "
    assert closing_request("ich soll mir das bitte merken") is None


# --- forget: an object that ended, what the user told about a topic ---------------------


def test_forget_an_object_declared_over() -> None:
    assert _forget("vergiss die Hochzeit in Linz, ist abgesagt") == "die Hochzeit in Linz"
    assert _forget("oublie le stage à Lille, c'est annulé") == "le stage à Lille"
    assert _forget("olvida la mudanza a Murcia, se canceló") == "la mudanza a Murcia"
    # No reason that it ended: the object is not the user's.
    assert detect_directive("vergiss die Hochzeit in Linz") is None
    # A piece of the work stays conversation control even when it is "over".
    assert detect_directive("oublie la question, c'est annulé") is None


def test_forget_what_i_told_about() -> None:
    assert "mes impôts" in _forget("Pourrais-tu oublier ce que je t'ai raconté sur mes impôts ?")
    assert "mi boda" in _forget("¿Puedes olvidar lo que te conté sobre mi boda?")
    # Asking to remember it is a question about memory, not a directive.
    assert (
        detect_directive("Kannst du dich erinnern, was ich dir über meinen Job erzählt habe?")
        is None
    )
    assert told_about("was ich dir über meinen job erzählt habe")
    assert not told_about("was ich gerade gesagt habe")
    assert ended(", ist abgesagt", "de")
    assert not ended(", ist verschoben", "de")


# --- notes for the work at hand or for the user's organiser -----------------------------


def test_notes_for_the_work_at_hand_are_no_memory() -> None:
    assert (
        detect_directive(
            "Behalte im Kopf, dass der Teig zwei Stunden ruhen muss, bei der Umrechnung jetzt"
        )
        is None
    )
    assert detect_directive("Tu peux noter dans mon agenda que j'ai le kiné jeudi ?") is None
    # The same fact, for memory: it stays a directive.
    assert "Teig" in _remember("Merk dir, dass mein Teig immer zwei Stunden ruhen muss")
    assert present_work("para la conversión de ahora")
    assert not present_work("para la próxima vez")
    assert organiser("en el calendario que el martes tengo cita")
    assert not organiser("en tu memoria que el martes tengo cita")


# --- a topic handed over for removal; keeping negated and no longer -----------------------


def test_topic_handed_over_for_removal() -> None:
    assert "Marathon" in _forget("das mit dem Marathon kannst du wieder wegmachen, Knie kaputt")
    assert "l'escalade" in _forget("le truc de l'escalade tu peux virer, j'ai arrêté")
    assert "trabajo en Zara" in _forget("lo del trabajo en Zara ya lo puedes quitar, lo dejé")
    # A piece of the work handed over stays conversation control.
    assert detect_directive("das mit der Tabelle kannst du wieder wegmachen") is None
    # No leave to remove: a topic alone is no directive.
    assert detect_directive("das mit dem Marathon war echt hart") is None


def test_keeping_negated_and_no_longer() -> None:
    assert _forget("Bitte meine Handynummer nicht mehr speichern.") == "meine Handynummer"
    assert _forget("ne garde plus mon numéro de téléphone") == "mon numéro de téléphone"
    assert _forget("no apuntes más mi talla de ropa") == "mi talla de ropa"
    # The speaker's own keeping, with a subject: no request.
    assert detect_directive("Ich will meine Passwörter nicht mehr speichern.") is None
    assert detect_directive("Je ne note plus rien.") is None


# --- corrections, spoken "on", a reason without a conjunction ----------------------------


def test_correction_keeps_the_right_value() -> None:
    assert corrected("Korrektur: meine Frau heißt nicht Anna, die heißt Anne") == (
        "meine Frau heißt Anne"
    )
    assert corrected("correction : mon chat s'appelle pas Félix, c'est Filou") == (
        "mon chat s'appelle Filou"
    )
    assert corrected("nein warte, das stimmt nicht, ich wohne in Jena") == "ich wohne in Jena"
    # No correction word: a negation is the fact itself and stays whole.
    assert corrected("ich trinke keinen Kaffee, sondern Tee") == (
        "ich trinke keinen Kaffee, sondern Tee"
    )
    text = "Korrektur: mein Hund heißt nicht Rex, der heißt Rix. Bitte so merken."
    assert _remember(text) == "mein Hund heißt Rix"


def test_spoken_on_is_the_speaker() -> None:
    assert "potager" in _remember("On a un grand potager derrière la maison. Note-le quelque part.")
    # A generic "on" ("one says") is not the speaker.
    assert detect_directive("On dit que le thé vert fait du bien, à retenir.") is None


def test_standing_instruction_keeps_an_identity_reason() -> None:
    found = detect_directive(
        "Ich bin Tierärztin, bei allen künftigen Antworten kannst du Fachsprache nutzen."
    )
    assert found is not None and found.standing
    assert "Tierärztin" in found.statement
    found = detect_directive("soy enfermera, en todas tus respuestas futuras usa términos médicos")
    assert found is not None and "enfermera" in found.statement


def test_topic_frame_with_an_imperative_of_removal() -> None:
    assert "Marathon" in _forget("das mit dem Marathon vergiss das bitte, Knie kaputt")
    assert "tatouage" in _forget("le truc du tatouage, oublie-le s'il te plaît")
    assert "mi tatuaje" in _forget("Lo de mi tatuaje, bórralo por favor.")
    assert "Gitarre" in _forget("Den Teil mit meiner Gitarre bitte streichen.")
    # The imperative first asks for a user's word around it: "laisse tomber le truc des
    # virgules" steers the talk.
    assert "surf" in _forget("Enlève le truc du surf, j'ai arrêté.")
    assert detect_directive("Laisse tomber le truc des virgules.") is None
    assert detect_directive("lo de antes, olvídalo") is None


def test_pronoun_pointers_of_forget() -> None:
    assert _forget("mein alter Spitzname war Bubu, vergiss den") == "mein alter Spitzname war Bubu"
    assert _forget("mi correo viejo era pepe@x.es, olvídalo") == "mi correo viejo era pepe@x.es"


def test_not_losing_sight_of() -> None:
    assert _remember("Perds pas de vue que je suis diabétique.") == "je suis diabétique"
    assert _remember("No pierdas de vista que soy celíaca.") == "soy celíaca"
    assert "Rollstuhl" in _remember("Verlier nicht aus den Augen, dass ich im Rollstuhl sitze.")
    assert detect_directive("Je ne perds pas de vue mon objectif.") is None


def test_whenever_frame_before_a_colon() -> None:
    assert "Rücken" in _remember("Jedes Mal wenn du mir Rezepte vorschlägst: ich hab Rücken")
    assert "végétarien" in _remember("Chaque fois que tu proposes un resto : je suis végétarien")
    # The speaker's own habit is no frame of the assistant's work.
    assert detect_directive("Jedes Mal wenn ich koche: ich nehme zu viel Salz.") is None


def test_german_want_is_no_future() -> None:
    found = detect_directive("Ab jetzt antworte mir bitte auf Französisch, ich will üben.")
    assert found is not None and found.standing
    # A real future stays a plan, not an instruction.
    assert detect_directive("Ab jetzt wird alles anders.") is None


def test_voice_assistant_wake_words_are_preamble() -> None:
    assert "Siemens" in _remember("hey Alexa äh nein Assistent merk dir dass ich bei Siemens bin")
    assert "Lyon" in _remember("ok Google euh non assistant retiens que j'habite à Lyon")


def test_spanish_keep_idioms() -> None:
    assert _remember("¿te puedes quedar con que soy zurdo?") == "soy zurdo"
    assert detect_directive("¿Recuerdas esto?") is None


def test_erasing_everything_about_a_topic_and_polite_conditionals() -> None:
    assert "mon ex" in _forget("Efface tout ce qui concerne mon ex.")
    assert "meinen Ex" in _forget("Lösch alles, was meinen Ex betrifft.")
    assert "Reha" in _forget("Wenn Sie alles zu meiner Reha löschen könnten, wäre ich dankbar.")
    assert "mon opération" in _forget(
        "Si vous pouviez effacer tout ce qui concerne mon opération, merci."
    )
    # "Everything I said" stays conversation control; a file is a piece of the work.
    assert detect_directive("Lösch alles, was ich dir eben geschrieben habe.") is None
    assert detect_directive("Wenn du die Tabelle löschen könntest, wäre super.") is None
    assert "Freund Tim" in _forget(
        "Das mit meinem Freund Tim ist vorbei, bitte aus dem Speicher entfernen."
    )


def test_update_strikes_the_fact_before_the_change() -> None:
    text = "Du weißt ja noch, dass ich Handball spiele? Hab aufgehört. Also das kannst du aus der Liste streichen."
    assert _forget(text) == "ich Handball spiele"
    assert "escalade" in _forget(
        "Je t'ai dit que je faisais de l'escalade. J'ai arrêté, donc raye ça."
    )
    assert "yoga" in _forget("Te dije que hacía yoga. Lo dejé, así que tacha eso.")
    # No report of a change between: no update (the pointer keeps its own sentence).
    assert updated("je t'ai dit que je faisais du ski. raye ça.") is None
    assert updated("je t'ai dit que je faisais du ski. j'ai arrêté, donc raye ça.") is not None
