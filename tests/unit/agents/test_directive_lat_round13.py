"""Round 13 (en/de/fr): long messages whose request points back past remarks, people as
pointers, forget requests about a person, changes of life, frames of candour and memory,
and the task-scoped negatives of the same style. Own example sentences."""

from __future__ import annotations

import pytest

from agents.clauses import segment
from agents.directive_lat_antecedent import changed, person_pointer
from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str]:
    found = detect_directive(text)
    assert found is not None, text
    return found.action.value, found.statement


# --- a pointer reaches past remarks, occasions and comments ----------------------------


@pytest.mark.parametrize(
    ("text", "kept", "left"),
    [
        # a closing remark and a person as the pointer; the story began a sentence earlier
        (
            "my uncle Bernard lives alone in Leeds since last spring. he only eats fish on "
            "Fridays. so yeah that's him, keep him in mind next time I ask about visits",
            ["uncle Bernard", "fish on Fridays"],
            ["that's him"],
        ),
        (
            "Mein Patenkind Lotta wohnt in Kiel. Sie spielt Cello im Schulorchester. Nur damit "
            "du Bescheid weißt – behalt sie im Hinterkopf, wenn ich nach Geschenken frag.",
            ["Patenkind Lotta", "Cello"],
            ["Bescheid"],
        ),
        (
            "Mon parrain Gérard habite à Nantes. Par contre il déteste le fromage. Voilà, c'est "
            "lui, pense à lui la prochaine fois que je te demande une idée de dîner.",
            ["parrain Gérard", "déteste le fromage"],
            ["Voilà"],
        ),
        # a first-person past comment between the fact and the pointer
        (
            "my sister's birthday is 4 March. I missed it last year and she still teases me. "
            "please remember it this time",
            ["birthday is 4 March"],
            ["I missed it"],
        ),
        (
            "Der Geburtstag meiner Schwester ist am 4. März. Letztes Jahr hab ich ihn vergessen. "
            "Bitte merk ihn dir diesmal.",
            ["Geburtstag meiner Schwester"],
            ["vergessen"],
        ),
        # an occasion and a clause that itself only points back
        (
            "my dad has gout and avoids red meat. when I ask you for bbq ideas with him around "
            "you have to know that, so remember it for good",
            ["gout"],
            ["bbq ideas"],
        ),
        (
            "Mon père est allergique au kiwi. Quand je te demande des desserts pour lui, il "
            "faut que tu le saches, donc mémorise-le.",
            ["allergique au kiwi"],
            ["desserts"],
        ),
        # a promise or an evaluation after the pointer says nothing
        (
            "I'm in Lisbon until the 20th for work. Keep this in mind for the next weeks, "
            "I'll tell you when I'm home.",
            ["Lisbon until the 20th"],
            ["I'll tell you"],
        ),
        (
            "My oldest (Tom, he's 9) can't have gluten. Please commit that to memory, it "
            "really matters whenever I ask about lunchboxes.",
            ["can't have gluten"],
            ["lunchboxes"],
        ),
        # a purpose straight after a bare verb
        (
            "My partner works night shifts at the airport. pls remember so I don't have to "
            "explain it every time",
            ["night shifts"],
            ["explain it"],
        ),
        (
            "Mein Mann arbeitet nachts am Flughafen. Bitte merken, damit ich das nicht jedes "
            "Mal erklären muss.",
            ["arbeitet nachts"],
            ["erklären"],
        ),
    ],
)
def test_pointer_reaches_back(text: str, kept: list[str], left: list[str]) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert all(k in statement for k in kept), statement
    assert not any(x in statement for x in left), statement


def test_person_pointer_words() -> None:
    assert person_pointer("him pls")
    assert person_pointer("her in mind next time i ask about gifts")
    assert person_pointer("das alles über sie bitte ab jetzt")
    assert not person_pointer("her birthday")
    assert not person_pointer("that i'm vegan")


# --- a forget request names a person by a pronoun ---------------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Hi Sol, Mochi died last night. Please delete what you saved about her.", "Mochi"),
        (
            "Bruno ist letzte Woche gestorben. Bitte lösch, was du über ihn gespeichert hast.",
            "Bruno",
        ),
        ("Caramel est mort hier. Efface ce que tu as noté sur lui stp.", "Caramel"),
    ],
)
def test_forget_about_a_person_takes_the_person(text: str, kept: str) -> None:
    assert _found(text) == ("forget", _found(text)[1])
    assert kept in _found(text)[1]


# --- a change of life makes a topic a memory --------------------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("my brother finally moved out so you can forget the bit about cooking for five", "five"),
        ("oublie le plafond de 30 € par cadeau, j'ai eu une augmentation", "30 €"),
        (
            "Den Kindergarten von Ben kannst du aus deinem Gedächtnis streichen, wir sind umgezogen.",
            "Ben",
        ),
    ],
)
def test_change_of_life(text: str, kept: str) -> None:
    action, statement = _found(text)
    assert action == "forget"
    assert kept in statement


def test_change_needs_a_change() -> None:
    text = "forget the meeting notes, I no longer need them"
    assert not changed(text.lower(), (7, 24))
    assert detect_directive(text) is None


# --- frames of candour, memory markers, idioms ------------------------------------------


@pytest.mark.parametrize(
    ("text", "action", "kept"),
    [
        (
            "Honestly I'd rather you dropped what you know about my old flatmates.",
            "forget",
            "flatmates",
        ),
        (
            "Ehrlich gesagt wär's mir lieb, wenn du alles über meinen Ex löschst.",
            "forget",
            "meinen Ex",
        ),
        ("Zur künftigen Berücksichtigung: Mein Steuerberater heißt Herr Kaya.", "remember", "Kaya"),
        (
            "Kleine Info fürs Gedächtnis: Meine Katze bekommt nur Nassfutter.",
            "remember",
            "Nassfutter",
        ),
        ("Pour référence future : ma fille fait de l'escrime le mercredi.", "remember", "escrime"),
        ("petit truc à retenir : mon fils déteste les champignons.", "remember", "champignons"),
        (
            "Ma mère ne conduit plus. Mets ça dans un coin de ta mémoire, ça pourra servir.",
            "remember",
            "ne conduit plus",
        ),
        (
            "Übrigens, meine Oma ist Diabetikerin. Das bitte für alle Rezepte im Kopf behalten.",
            "remember",
            "Diabetikerin",
        ),
    ],
)
def test_frames_and_markers(text: str, action: str, kept: str) -> None:
    found, statement = _found(text)
    assert found == action
    assert kept in statement


# --- hard negatives of the same style ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Keep in mind I only have 15 minutes, so give me the quick version: how do I descale a kettle?",
        "Denk dran, ich hab nur 10 Minuten – gib mir die Kurzversion, wie ich den Router neu starte.",
        "Garde en tête que j'ai que 10 minutes, donc version courte : comment je change un pneu ?",
        "In this email to HR, don't forget to mention my start date is flexible",
        "n'oublie pas de préciser que je suis disponible lundi dans la lettre",
        "remember to tell me when to flip the pancakes, I'm at the stove right now",
        "Merk dir die Werte aus Schritt 1, die brauchen wir gleich für Schritt 2",
        "Mein Kollege hat gesagt, merk dir das.",
    ],
)
def test_task_scoped_negatives(text: str) -> None:
    assert detect_directive(text) is None


def test_habitual_limit_is_kept() -> None:
    action, statement = _found("Keep in mind I only have 20 minutes to cook on weekdays.")
    assert action == "remember"
    assert "20 minutes" in statement


# --- clauses: a number before a lower-case word, words of saying -------------------------


def test_number_ends_sentence_before_lowercase() -> None:
    text = "My son is in Year 3. pls remember that"
    sentences = segment(text).sentences
    assert len(sentences) == 2
    german = "Ich bin am 3. und 4. weg"  # an ordinal before a lower-case word
    assert len(segment(german).sentences) == 1
    assert len(segment("Ich unterrichte ne 4. klasse in Bayern").sentences) == 1


def test_candour_is_no_report() -> None:
    assert _found("Ehrlich gesagt, vergiss meine alte Adresse.") == ("forget", "meine alte Adresse")
    assert detect_directive("Mein Chef hat gesagt, merk dir das.") is None
