"""Round 12, en/de/fr: regional registers, pseudo-clefts, records as the place of memory,
tags after a pointer and statements of interjections only (own example sentences)."""

from __future__ import annotations

import pytest

from agents.directives import detect_directive


def _found(text: str) -> tuple[str, str]:
    found = detect_directive(text)
    return ("none", "") if found is None else (found.action.value, found.statement)


@pytest.mark.parametrize(
    ("text", "action", "key"),
    [
        # the pseudo-cleft puts the request in a relative clause
        (
            "What I really need you to remember is that my daughter is allergic to nuts.",
            "remember",
            "my daughter is allergic to nuts",
        ),
        ("The one thing you must always remember: I'm diabetic.", "remember", "I'm diabetic"),
        ("Was du dir merken sollst, ist, dass ich Vegetarier bin.", "remember", "Vegetarier"),
        (
            "Ce que je voudrais que tu retiennes, c'est que je suis diabétique.",
            "remember",
            "je suis diabétique",
        ),
        # an adverbial between a French verb of noting and its clause
        ("Retiens bien pour la suite que ma fille s'appelle Léa.", "remember", "ma fille"),
        ("Note donc que je travaille de nuit.", "remember", "je travaille de nuit"),
        # Belgian "savoir" for "pouvoir"
        ("Tu sais retenir que je fais du vélo le dimanche ?", "remember", "du vélo"),
        ("Vous savez oublier mon ancienne adresse ?", "forget", "mon ancienne adresse"),
        # Austrian and Bavarian forms
        ("Merk da bitte, dass i Vegetarier bin.", "remember", "Vegetarier"),
        ("Behalt des im Hinterkopf: mei Bua is 7.", "remember", "mei Bua is 7"),
        # the German infinitive with an adverbial before it, and permission as a request
        (
            "Bitte für alle Bestellungen festhalten, dass ich Rollstuhlfahrer bin.",
            "remember",
            "Rollstuhlfahrer",
        ),
        ("Du kannst dir ruhig merken, dass ich Linkshänder bin.", "remember", "Linkshänder"),
        ("Die Sache mit dem Umzug bitte wieder vergessen, ist abgesagt.", "forget", "Umzug"),
        # the record as the place of memory
        ("please put this in your file on me: I use a wheelchair.", "remember", "wheelchair"),
        ("could you store on my account notes that I'm left-handed?", "remember", "left-handed"),
        ("Kindly note for all future conversations: I'm diabetic.", "remember", "diabetic"),
        (
            "Je demande la suppression de toutes les informations que vous avez sur mes enfants.",
            "forget",
            "mes enfants",
        ),
        # tags and vocatives after a pointer, a purpose after it
        ("I'm a night nurse. Remember that mate.", "remember", "night nurse"),
        ("Je suis en CE2. Retiens-le, comme ça tu adaptes.", "remember", "CE2"),
        # regional discourse words before the verb
        ("Pis retiens que je suis végétarien.", "remember", "végétarien"),
        ("the one about my old flat, can forget already", "forget", "old flat"),
    ],
)
def test_registers_are_read_as_the_plain_request(text: str, action: str, key: str) -> None:
    got_action, statement = _found(text)
    assert got_action == action
    assert key.casefold() in statement.casefold()


@pytest.mark.parametrize(
    "text",
    [
        # knowing without permanence, a cleft about work, "savoir" as a skill
        "What I want you to know is that I really appreciate your help.",
        "Ce que je veux que tu fasses, c'est un résumé.",
        "Tu sais nager ?",
        # a statement of interjections only
        "Non non, pas besoin de retenir ça, c'était juste pour cette fois",
        "No no, no need to remember that",
    ],
)
def test_hard_negatives_stay_none(text: str) -> None:
    assert _found(text) == ("none", "")


@pytest.mark.parametrize(
    ("text", "key"),
    [
        # the modal's own "bitte": the phrase for an adverbial does not take it
        ("Könntest du dir bitte merken, dass ich Linkshänderin bin?", "Linkshänderin"),
        ("Würdest du dir bitte merken, dass ich im Mai heirate?", "im Mai heirate"),
    ],
)
def test_modal_requests_keep_their_statement(text: str, key: str) -> None:
    action, statement = _found(text)
    assert action == "remember"
    assert key in statement


def test_modal_forget_keeps_its_clause() -> None:
    action, statement = _found("Könnten Sie bitte vergessen, dass ich meine Schulden erwähnt habe?")
    assert action == "forget"
    assert "Schulden" in statement
