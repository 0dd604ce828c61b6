"""Round 10 (en, de, fr): pointers with adjuncts, corrections, learners' word order, topic-first
and indirect forgets, and the reasons a found verb asks nothing of memory."""

from __future__ import annotations

import pytest

from agents.directive_lat_anaphor import holds_pointer, pointer_adjunct
from agents.directive_lat_correction import correction
from agents.directive_lat_learner import standard_order
from agents.directive_lat_release import released
from agents.directive_lat_topic import topic_forget
from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str] | None:
    found = detect_directive(text)
    return None if found is None else (found.action.value, found.statement)


# --- a pointer followed by adjuncts ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("I'm a type 1 diabetic. Please keep that in mind for all future meal plans.", "diabetic"),
        (
            "I drive an electric car. Store this in your memory for when I plan trips.",
            "electric car",
        ),
        ("My wife is allergic to cats, can you remember that pls it matters", "allergic to cats"),
        ("Ich bin Linkshänder. Merk dir das endlich.", "Linkshänder"),
        ("Ich spiele Cello. Merk dir das für alle künftigen Chats.", "Cello"),
        ("Je suis daltonien. Garde ça en mémoire pour les graphiques.", "daltonien"),
        ("j'ai deux chats, tu peux retenir ça et me proposer des idées adaptées ?", "deux chats"),
    ],
)
def test_pointer_with_adjuncts_points_back(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "remember"
    assert fact in found[1]


def test_pointer_adjunct_rule() -> None:
    assert pointer_adjunct(" das endlich", pointed=False)
    assert pointer_adjunct(" that for all future chats", pointed=False)
    assert pointer_adjunct(" for when I ask", pointed=True)
    # A complementizer "that" opens a clause: the statement follows it.
    assert not pointer_adjunct(" that I live in Graz", pointed=False)
    assert not pointer_adjunct(" that for years I was vegan", pointed=False)
    assert not pointer_adjunct(" that in 2019 I moved", pointed=False)
    assert holds_pointer("bear that in mind") and not holds_pointer("remember that")


def test_complementizer_keeps_its_statement() -> None:
    assert _found("remember that I live in Graz now") == ("remember", "I live in Graz now")


# --- corrections --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "you've got my son's school wrong, Tom is at Hillside now not Elm. fix it please",
            "Tom is at Hillside",
        ),
        ("Meine Katze heißt nicht Mimi, sie heißt Luna. Bitte korrigieren.", "sie heißt Luna"),
        (
            "tu t'es trompé sur ma ville, j'habite à Nantes, pas à Rennes. Corrige ça stp",
            "j'habite à Nantes",
        ),
    ],
)
def test_correction_stores_the_new_fact(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "remember"
    assert fact in found[1]


@pytest.mark.parametrize(
    "text",
    [
        "Here is my cover letter. Please correct it.",
        "My code is wrong. Can you fix it?",
        "Der Text hat Fehler, bitte korrigieren.",
        "Voici ma lettre, corrige-la stp.",
    ],
)
def test_correction_of_a_task_is_no_directive(text: str) -> None:
    assert correction(text) is None


# --- learners' word order -------------------------------------------------------------------


def test_standard_order_keeps_length_and_offsets() -> None:
    text = "Please you remember I work nights"
    rewritten = standard_order(text)
    assert rewritten is not None and len(rewritten) == len(text)
    assert rewritten.split() == ["Please", "remember", "I", "work", "nights"]
    assert standard_order("you remember my birthday?") is None
    assert standard_order("du merkst dir nie was") is None


@pytest.mark.parametrize(
    ("text", "action", "fact"),
    [
        ("I want you remember my blood type: 0 negative.", "remember", "0 negative"),
        ("Bitte du merkst für später: ich bin Vegetarier.", "remember", "Vegetarier"),
        (
            "Bitte du löschst meine alte Telefonnummer aus deinem Speicher.",
            "forget",
            "Telefonnummer",
        ),
        ("Je veux tu retiens mon régime : sans gluten.", "remember", "sans gluten"),
    ],
)
def test_learner_requests(text: str, action: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == action
    assert fact in found[1]


# --- a forget whose topic comes first --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("the thing i told you about my old landlord? delete that please", "my old landlord"),
        ("das mit meiner Knie-OP, kannst du bitte löschen, ist erledigt", "meiner Knie-OP"),
        ("le truc que je t'ai dit sur mon ancien job, supprime ça stp", "mon ancien job"),
    ],
)
def test_topic_first_forget(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "forget"
    assert fact in found[1]


def test_topic_without_request_is_nothing() -> None:
    assert topic_forget("the thing i told you about my landlord was true") is None
    assert topic_forget("das mit dem Kuchen hat geklappt") is None


# --- indirect forget --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("No need to keep track of my marathon training anymore.", "my marathon training"),
        ("Meinen alten Arbeitgeber brauchst du nicht mehr zu speichern.", "alten Arbeitgeber"),
        ("plus besoin de retenir mon numéro de badge", "mon numéro de badge"),
    ],
)
def test_indirect_forget(text: str, fact: str) -> None:
    found = _found(text)
    assert found is not None and found[0] == "forget"
    assert fact in found[1]


def test_indirect_forget_needs_the_user() -> None:
    assert released("no need to keep the receipts, I scanned them") is None
    assert released("no need to remember that") is None  # nothing before to point at


# --- reasons a found verb asks nothing of memory ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "don't forget you promised me a limerick about ducks",
        "Vergiss nicht, du hast mir noch eine Playlist versprochen",
        "n'oublie pas que tu m'as promis une recette",
        "remember, this is for a 5 year old, so keep it gentle",
        "draft a toast for my brother's wedding and keep in mind he hates clichés",
        "don't forget the semicolon when you check my essay",
        "oublie, c'est bon j'ai trouvé",
        "I told my roommate from now on she buys the milk. too strict?",
    ],
)
def test_not_a_memory_request(text: str) -> None:
    assert detect_directive(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "don't forget I'm allergic to nuts",
        "Vergiss nicht, dass ich Vegetarier bin",
        "n'oublie pas que je suis végétarien",
        "from now on, answer me in German",
    ],
)
def test_neighbours_still_count(text: str) -> None:
    assert detect_directive(text) is not None
